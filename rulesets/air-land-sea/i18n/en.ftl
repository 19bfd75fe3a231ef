# Air, Land & Sea's sentences in English: the reference for every other language (the plugin
# writes each with its English, `game_sdk::msg!`; the host's tests compare the two).

## Seats

# The seats' names, in turn order (the plugin's own: `seat-1` is the first seat). Shown
# wherever the game or the app names a seat, alone or as a message's argument.
seat-1 = North
seat-2 = South

## The table

card-instant = Instant: { $text }
card-ongoing = Ongoing: { $text }
vp-counter = { $seat } VP
deck = Deck
battle-counter = Battle
stack-title = { $theater } — { $seat }
strength-in = { $seat } strength in { $theater }
hand-title = { $seat }'s hand
held-title = Held by { $seat }'s ability
battle-line = Battle { $battle }, turn { $turn }: theaters { $theaters }
theater = { $name }
commanders-line = { $first } is the 1st Player (wins ties), { $second } the 2nd Player
control-line = { $list } (control)
control-entry = { $theater }: { $seat }
face-down-card = Face-down card
face-down-card-text = Strength { $strength }, no ability; only its owner sees it.

## Choosing and playing

prompt = Deploy, improvise or withdraw
prompt-bonus-play = Play a card (an ability lets you)
prompt-choosing = Resolve an ability: its choice is on the table
choosing = { $seat } is making a choice for an ability
skip = Skip
skip-question = Skip? You give up this ability's choice ({ $prompt }).
face-down-control = Face down (improvise)
withdraw = Withdraw
withdraw-question = Withdraw now? { $seat } scores { $vp } VP.

## The log and the end

withdraws = { $seat } withdraws
deploys = { $seat } deploys { $card } to { $theater }
improvises = { $seat } improvises a card to { $theater }
battle-ends = Battle { $battle } ends: { $why }; { $seat } scores { $points } VP ({ $north }–{ $south })
wins-the-game = { $seat } wins the game
reached-vp = { $seat } reached { $goal } VP ({ $north }–{ $south })

## The end of a battle, shown to both players (a moment)

moment-title = Battle { $battle } ends — { $seat } scores { $points } VP
moment-title-game-over = Battle { $battle } ends — { $seat } wins the game
moment-withdrew = { $seat } withdrew as { $role } with { $left ->
    [one] { $left } card
   *[other] { $left } cards
} in hand.
# The withdrawing commander's table, `entries` from the most cards left down to none; the
# entry that was scored in brackets:
moment-withdraw-scored = [{ $left ->
    [one] { $left } card
   *[other] { $left } cards
}: { $vp } VP]
moment-withdraw-table = Withdraw table ({ $role } withdraws): { $entries }
moment-all-played = All cards were played: { $seat } controls { $won } of { $theaters } theaters.
moment-theater = { $theater }: { $north } { $n } – { $south } { $s }: { $winner } controls it.
moment-theater-tie = { $theater }: { $north } { $n } – { $south } { $s }: { $winner } controls it (a tie goes to the 1st Player, { $first }).
moment-scores = { $seat } scores { $points } VP: { $north } { $n } – { $south } { $s }.
moment-wins = { $seat } reaches { $goal } VP and wins the game.
moment-stack = { $theater } — { $seat }: { $total }
not-over = the game is not over

## Badges

badge-play-again = Play again
badge-play-again-text = An ability lets { $seat } play another card now, within this turn (withdrawing waits until it is played).
badge-extra-turn = Extra turn
badge-extra-turn-text = An ability gives { $seat } the next turn as well.
badge-first-player = 1st Player
badge-second-player = 2nd Player
badge-first-player-text = Started this battle and wins every tie, an empty theater too. Withdrawing now, with { $left ->
    [one] { $left } card
   *[other] { $left } cards
} in hand, gives { $opponent } { $vp } VP.
badge-second-player-text = Loses ties to the 1st Player. Withdrawing now, with { $left ->
    [one] { $left } card
   *[other] { $left } cards
} in hand, gives { $opponent } { $vp } VP.

## The game, as Home and `game-host list` describe it (the plugin's GameInfo)

game-description = Two commanders fight battles over three theaters with 18 cards; control more theaters or withdraw in time.

## Scripts: the words of the bundled abilities (`text(...)` in scripts/air-land-sea/*.lua; the
## SDK puts `script-` before each id), and how a script's log line names a card its reader
## may not see.

script-maneuver-prompt = Maneuver: flip an uncovered card in an adjacent theater
script-reinforce-prompt = Reinforce: choose the theater for the drawn card (face-down)
script-ambush-prompt = Ambush: flip any uncovered card
script-disrupt-prompt = Disrupt: flip one of your uncovered cards
script-transport-prompt = Transport: you may move one of your cards to another theater
script-redeploy-prompt = Redeploy: you may return one of your face-down cards to your hand
# The original edition (scripts/air-land-sea/original.lua).
script-original-maneuver-prompt = Maneuver: flip a card in an adjacent theater
# card1: the Containment card, by id (A5).
script-original-containment-discards = { $card1 } discards the face-down card
script-original-reinforce-prompt = Reinforce: you may play the top card face-down to an adjacent theater
script-original-ambush-prompt = Ambush: flip any card
script-original-disrupt-prompt = Disrupt: flip one of your cards
script-original-redeploy-prompt = Redeploy: return one of your face-down cards to your hand
# A card in a script's log line (`ctx:log`), for a reader who may not see which it is.
card-face-down-in = { $seat }'s face-down card in { $theater }
card-in-hand = a card in { $seat }'s hand
card-held = a card { $seat } holds
card-from-deck = a card from the deck
card-somewhere = a card
# What the core logs when a script calls a primitive (ctx:flip, ctx:destroy, …) or a choice is
# answered. card: a card's id (L3); option: the chosen option's notation (flip land.1.2).
ability-flips-down = { $card } is flipped face-down
ability-flips-up = a face-down card is flipped face-up: { $card }
ability-returns-to-hand = a card returns to its owner's hand
ability-destroys = { $card } is destroyed in { $theater }
ability-destroys-face-down = { $seat }'s face-down card in { $theater } is destroyed
ability-destroyed-was = { $seat }'s card destroyed in { $theater } was { $card }
ability-moves = { $card } moves to { $theater }
ability-moves-face-down = a face-down card moves to { $theater }
ability-plays-face-up = { $card } is played face-up to { $theater }
ability-plays-face-down = a card is played face-down to { $theater }
ability-chooses = { $seat } chooses { $option }
ability-skips = { $seat } chooses to skip

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
# Air, Land & Sea's own: `card` is a card's id (A4), `theater` a theater's name, `w` and `text`
# what the player wrote.
refuse-game-over = the game is over
refuse-answer-choice-first = answer the ability's choice first
refuse-play-a-card-now = an ability lets you play a card now
refuse-not-in-hand = { $card } is not in your hand
refuse-no-such-theater = no such theater
refuse-deploy-only-to = { $card } may only be deployed to { $theater }
refuse-no-choice = no choice is waiting
refuse-not-a-card = `{ $w }` is not a card
refuse-not-a-theater = `{ $w }` is not a theater
# The notation is the game's and is written as it is (`deploy`, `improvise`, `withdraw`).
refuse-not-an-action = `{ $text }` is not an action: write `deploy A4`, `deploy A2 sea`, `improvise L5 air`, `withdraw`, or one of the choices offered
# A scenario file (plugins/air-land-sea/SCENARIOS.md): its keys (`order`, `hand`, `down`,
# "north") are the file's own words, written as they are. `theaters` lists the theaters' ids;
# `error` is a rule script's error.
scenario-not-a-seat = `{ $name }` is not a seat: write "north" or "south"
scenario-not-a-theater = `{ $name }` is not a theater
scenario-order-twice = `{ $name }` appears twice in `order`
scenario-order-all = `order` must list all { $t } theaters
scenario-not-a-card = `{ $name }` is not a card of this ruleset
scenario-card-twice = card `{ $name }` appears twice
scenario-not-hand-or-theater = `{ $key }` is neither `hand` nor a theater ({ $theaters })
scenario-face-up-or-down = `{ $entry }`: write `{ $name }` (face-up) or `{ $name } down`, not `{ $w }`
scenario-strengths = computing strengths: { $error }
