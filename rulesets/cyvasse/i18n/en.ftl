# Cyvasse's sentences in English: the reference for every other language (the plugin writes
# each with its English, `game_sdk::msg!`; the host's tests compare the two). A unit's or a
# terrain's name and help come from the ruleset, which translates them itself (`[text.<lang>]`).

## Seats

# The seats' names, in turn order (the plugin's own: `seat-1` is the first seat). Shown
# wherever the game or the app names a seat, alone or as a message's argument.
seat-1 = White
seat-2 = Black

## Setup

prompt-setup = { $seat }: set up your homeland
setup-label = Setup: { $seat } builds their homeland
setup-label-screened = Setup: { $seat } builds their homeland behind the screen
tile-control = { $terrain } ({ $n } left)
ready = Ready
random-setup = Random setup
named-setup = Setup: { $name }
random-setup-log = { $seat } completes a random setup
is-ready = { $seat } is ready
both-ready = both players are ready: the screen is removed

## Battle

prompt-battle = { $seat }: move or attack with one unit
battle-label = Battle, turn { $turn }: { $seat } to act
quiet-label = Turns without a capture: { $quiet } of { $limit }
units-lost = { $seat } units lost
taken-from = Taken from { $seat }
captures = { $unit } captures the { $target } on { $cell }
survives = { $unit } on { $cell } survives; the { $terrain } is destroyed
passes = { $seat } has no legal action and passes (CYV-3)

## The end

over-label = Over: { $reason }
captured-decisive = { $seat } captured the { $unit } (CYV-8)
draw-quiet = draw: { $n ->
    [one] { $n } turn
   *[other] { $n } turns
} without a capture (CYV-8)
draw-no-action = draw: both players in a row had no legal action (CYV-8)

## The legend and the hover help

legend-stuck = Stuck: loses its next turn
legend-ruined = Ruined: protects no more
# A unit's or a terrain's name in a list, each translated as its ruleset says.
name = { $name }
unit-help = Rank { $rank }. Moves { $moves }.
unit-help-melee = Rank { $rank }. Moves { $moves }. Captures by moving onto an enemy.
unit-help-ranged = Rank { $rank }. Moves { $moves }. Ranged attack { $attack }.
# The game's words about a unit, then the ruleset's text of it.
help-and-text = { $rules } { $text }
reach-orthogonal = { $n } orthogonally
reach-orthogonal-any = any distance orthogonally
reach-diagonal = { $n } diagonally
reach-diagonal-any = any distance diagonally
reach-or = { $first } or { $second }
# The ruleset's text of a terrain, then the game's words about it.
terrain-help = { $text } { $more }
terrain-max-group = At most { $n } may be orthogonally adjacent in a homeland.
terrain-closed-to = Closed to: { $units }.

# The game, as Home and `game-host list` describe it (the plugin's GameInfo).
game-description = Build your homeland in secret, then capture the enemy King.
