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
