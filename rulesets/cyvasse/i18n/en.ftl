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

## Refusals

# A move the rules refuse, and what is wrong in a scenario file. These first ones are the SDK's,
# the same in every game: `action` is the action's notation, `reason` why it was refused.
refuse-naming = `{ $action }`: { $reason }
refuse-match-over = the match is over
refuse-nobody-to-move = nobody is to move: the match is over
refuse-no-such-seat = seat { $seat } is not at this table of { $seats }
# A choice a rule asks for: `prompt` is its question, `option` the answer given.
refuse-cannot-skip = "{ $prompt }" cannot be skipped
refuse-not-an-option = "{ $option }" is not one of the options of "{ $prompt }"
scenario-none = this game has no scenario format
# Cyvasse's own: `cell`, `from`, `to` are cells' names (d4), `unit`, `target` and `terrain`
# names from the ruleset (which translates them), `seat` a seat's name, `text`, `w` and `name`
# what the player wrote. Most are said after the action they refuse (refuse-naming).
refuse-setup-over = the setup is over: move or attack with a unit
refuse-nothing-to-attack = nothing to attack
refuse-no-unit-on = { $seat } has no unit on { $cell }
refuse-stuck = the { $unit } on { $cell } is stuck and loses this turn (CYV-5)
refuse-straight-lines = units move and attack in straight lines (CYV-4)
refuse-not-legal-now = `{ $text }` is not legal now
refuse-own-unit = { $cell } is your own unit
refuse-occupied-attack = { $cell } is occupied; write `x` for a melee attack or `*` for a ranged one
refuse-no-target = there is no unit to attack on { $cell }
refuse-may-not-capture = a { $unit } may not capture a { $target } (CYV-6)
refuse-ranged-only = the { $unit } attacks only at range: write `*` (CYV-4)
refuse-no-ranged-attack = the { $unit } has no ranged attack: write `x` (CYV-4)
refuse-cannot-reach = the { $unit } on { $from } cannot reach { $to } (out of range, blocked by a unit or by terrain, or no line of fire)
# `ranks`: the homeland's ranks, "1–4" or "5–8".
refuse-not-in-homeland-ranks = { $cell } is not in your homeland (ranks { $ranks })
refuse-fill-terrain = { $terrain } is what every cell holds until a tile is laid; lay the other tiles
refuse-has-tile = { $cell } already has a tile
refuse-all-tiles-laid = all { $n } { $terrain } tiles are laid (CYV-2)
refuse-max-group = { $terrain } on { $cell } would make { $group } orthogonally adjacent { $terrain } cells; at most { $max } may be contiguous (CYV-2)
refuse-not-in-homeland = { $cell } is not in your homeland
refuse-tiles-first = lay all your tiles before placing units (CYV-2)
refuse-already-placed = your { $unit } is already placed
refuse-occupied = { $cell } is occupied
refuse-cannot-stand = a { $unit } cannot stand on { $terrain } ({ $cell }): only a unit that may enter a cell may be placed on it (CYV-2)
refuse-tiles-would-not-fit = after it the remaining tiles and units could not all be placed legally
refuse-units-would-not-fit = after it the remaining units could not all be placed legally
# The notation is the game's and is written as it is (`ready`, `tile`, `place`, `setup`).
refuse-setup-complete = your setup is complete: write `ready`
refuse-no-such-setup = no such setup
refuse-named-setup-untouched = a named setup applies only to an untouched homeland
# `left`: what is still to lay and place, "3 Mountain, 2 Water, Dragon" (refuse-tiles-left and
# name, joined by ", ").
refuse-setup-incomplete = the setup is not complete: still to place { $left }
refuse-tiles-left = { $n } { $terrain }
refuse-setup-not-over = the setup is not over yet (CYV-2)
refuse-not-a-cell = `{ $w }` is not a cell (a1 … h8)
# `terrains`, `units`: the ids the notation reads, "grass, mountain, water".
refuse-no-terrain = no terrain `{ $name }`; the terrains are { $terrains }
refuse-no-unit = no unit `{ $name }`; the units are { $units }
refuse-no-named-setup = no named setup `{ $name }`
refuse-write-move = `{ $text }`: write `b2-b4` (move), `b2xb5` (melee) or `c1*c4` (ranged)
refuse-not-an-action = `{ $text }` is not an action: write `b2-b4`, `b2xb5`, `c1*c4`, `tile a1 mountain`, `place a1 dragon`, `setup random`, `setup <name>` or `ready`
# A scenario file (plugins/cyvasse/SCENARIOS.md): its keys (phase, to_move, ready, terrain,
# unit, stuck) and values ("setup", white, "white dragon") are the file's own words.
scenario-not-a-cell = `{ $c }` is not a cell
scenario-phase = phase `{ $phase }`: expected "setup" or "battle"
scenario-to-move = to_move `{ $name }`: expected white or black
scenario-ready-not-a-seat = ready: `{ $name }` is not a seat
scenario-no-terrain = terrain of { $cell }: no terrain `{ $terrain }`
scenario-unit-write = unit on { $cell }: write "white dragon"
scenario-unit-not-a-seat = unit on { $cell }: `{ $owner }` is not a seat
scenario-no-unit-kind = unit on { $cell }: no unit kind `{ $kind }`
scenario-stuck-no-unit = stuck: no unit on { $cell }

## What the other seat reads of a move behind the screen

public-tile-screened = tile (behind the screen)
public-place-screened = place (behind the screen)
public-setup-screened = setup (behind the screen)
