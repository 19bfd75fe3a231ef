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
