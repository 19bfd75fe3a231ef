# Liar's Dice's sentences in English: the reference for every other language. The plugin
# writes each with its English (`game_sdk::msg!`, or worded in `view/words.rs` where a number
# picks the words); this file lists their ids and arguments so a translator knows what to
# translate (`game-host check --all` compares the languages with it, and the host's tests
# compare it with what the plugin writes). The dice as a row of digits
# ("1 3 3 5 6") arrive as they are; seat names are translated below (`seat-<n>`).

## Seats

# The seats' names, in turn order (the plugin's own: `seat-1` is the first seat). Shown
# wherever the game or the app names a seat, alone or as a message's argument.
seat-1 = Player 1
seat-2 = Player 2
seat-3 = Player 3
seat-4 = Player 4
seat-5 = Player 5
seat-6 = Player 6

## Bids and counts

# `count` dice showing `face`: "one 4", "three 4s", "no 4s", "15 4s". A bid, or a count at a
# call; an argument of the sentences below (`bid`, `dice`).
dice-of = { $count ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
        [12] twelve
       *[other] { $count }
    } { $face }{ $count ->
        [one] {""}
       *[other] s
    }
# Two names or more: `rest` is every name but the last, joined by ", ".
list = { $rest } and { $last }

## Prompts (to the player to move)

prompt-open = Round { $round }: open the bidding (a quantity and a face)
prompt-raise = Bid higher than { $bidder }'s { $bid }, or call liar
# Under the spot-on rules.
prompt-raise-spot-on = Bid higher than { $bidder }'s { $bid }, or call liar, spot on

## The log

bids = { $seat } bids { $bid }
calls-liar = { $caller } calls { $bidder } a liar on { $bid }
calls-spot-on = { $caller } calls { $bidder }'s { $bid } spot on
# `dice`: every seat's dice, "Player 1: 1 3 3 5 6; Player 2: 2 4".
dice-shown = Dice shown: { $dice }
# The count at a call: `dice` is `count` dice showing `face` (dice-of); `wild` the wild face
# that counted too, 0 for none.
there-are = There { $count ->
        [one] is
       *[other] are
    } { $dice }{ $wild ->
        [0] {""}
       *[other] {" "}({ $wild }s wild)
    }
# `dice` lost, `left` the seat has now.
loses-dice = { $seat } loses { $dice ->
        [one] a die
       *[other] { $dice } dice
    } ({ $left ->
        [one] { $left } die
       *[other] { $left } dice
    } left)
# `dice` won back (a house rule), `left` the seat has now.
wins-dice-back = { $seat } wins { $dice ->
        [one] a die
       *[other] { $dice } dice
    } back ({ $left ->
        [one] { $left } die
       *[other] { $left } dice
    } left)
is-out = { $seat } is out
round-opens = Round { $round }: { $seat } opens the bidding
# To one seat alone: its new dice, "1 3 3 5 6".
you-rolled = You rolled { $dice }

## Why the match ended

# One round only (the OpenSpiel rules): `count`, `face`, `dice` and `wild` as in there-are.
reason-one-round-liar = one round: { $caller } called { $bidder }'s { $bid } a lie, and there { $count ->
        [one] was
       *[other] were
    } { $dice }{ $wild ->
        [0] {""}
       *[other] , { $wild }s wild
    }
reason-one-round-spot-on = one round: { $caller } called { $bidder }'s { $bid } spot on, and there { $count ->
        [one] was
       *[other] were
    } { $dice }{ $wild ->
        [0] {""}
       *[other] , { $wild }s wild
    }
reason-last-with-dice = { $seat } is the last player with dice
# `seats`: the names (list).
reason-shared-first = { $seats } lost their last dice together and share first place

## The table

zone-dice = { $seat }'s dice
zone-dice-out = { $seat }'s dice (out)
zone-shown = { $seat }'s dice shown in round { $round }
counter-dice = { $seat }'s dice
counter-table = Dice on the table
# The buttons of a bid: its quantity, then its face.
control-quantity = { $quantity } ×
control-face = { $face }s
control-liar = Liar!
control-spot-on = Spot on!
label-round-bid = Round { $round }: { $seat } bids { $bid }
label-round-no-bid = Round { $round }: no bid yet
label-wild-biddable = { $wild }s are wild: they count as any face bid on (a bid on { $wild }s counts only { $wild }s)
label-wild = { $wild }s are wild: they count as any face bid on, and cannot be bid on
# The last call, then one clause per seat that lost or won dice (label-lost-dice,
# label-won-dice-back), joined by "; ". `count`, `face` and `dice` as in there-are.
label-showdown-liar = Round { $round }: { $caller } called { $bidder } a liar on { $bid }; there { $count ->
        [one] was
       *[other] were
    } { $dice }
label-showdown-spot-on = Round { $round }: { $caller } called { $bidder } spot on on { $bid }; there { $count ->
        [one] was
       *[other] were
    } { $dice }
label-lost-dice = { $seat } lost { $dice ->
        [one] a die
       *[other] { $dice } dice
    }
label-won-dice-back = { $seat } won { $dice ->
        [one] a die
       *[other] { $dice } dice
    } back

# The game, as Home and `game-host list` describe it (the plugin's GameInfo).
game-description = Hidden dice, bids on the whole table, and a call of "liar" that shows every die; the last player with dice wins.

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
# Liar's Dice's own: `bid` and `standing` are bids (dice-of), `bidder` a seat's name, `text`
# what the player wrote (the notation, `bid 3x4`, `liar`, `spot-on`, is written as it is).
refuse-no-spot-on = these rules have no "spot on" call: bid higher or call liar
refuse-no-such-face = a die has faces 1 to { $sides }, not { $face }
refuse-wild = { $wild }s are wild and cannot be bid on
refuse-bid-quantity = a bid names 1 to { $total } dice (all the dice on the table)
refuse-not-higher = { $bid } is not higher than { $bidder }'s { $standing }: bid more dice, or as many of a higher face
refuse-no-bid-yet = there is no bid to call yet: open the bidding
# A house rule that has no "spot on" hook.
refuse-no-spot-on-call = these rules have no "spot on" call
refuse-not-a-move = `{ $text }` is not a move: write `bid 3x4` (three 4s), `liar` or `spot-on`
# A scenario file (plugins/liars-dice/SCENARIOS.md): its lines (`player 2: 1 3 4`, `out`,
# `bid 5x3 by player 2`, `round 2`, `seed 7`) are the file's own words. `n` is a player's number.
scenario-no-such-player = `player { $word }`: players are 1 to { $players }
scenario-not-a-face = `{ $d }` is not a die's face (1 to { $sides })
scenario-faces-count = player { $n }: write 1 to { $dice } faces, or `out`
scenario-not-a-bid = `{ $bid }` is not a bid: write e.g. `bid 5x3 by player 2`
scenario-bid-not-allowed = `{ $quantity }x{ $face }` is no bid these rules allow
scenario-round = `round { $n }`: rounds count from 1
scenario-seed = `seed { $n }`: a whole number
scenario-unknown-line = expected `player N: faces…`, `player N: out`, `bid QxF by player N`, `player N to move`, `round N` or `seed N`
scenario-player-again = player { $n } again (first on line { $first })
scenario-second-line = a second line of this kind: one is enough
scenario-no-player-line = no line for player { $n }
scenario-no-to-move = no `player N to move` line
scenario-two-players = a match goes on while two players have dice at least
scenario-mover-out = player { $n } is out
scenario-bid-too-many = a bid names at most the { $dice } dice on the table
scenario-bidder = player { $n } cannot have made the standing bid: the bidder has dice and is not the player to move
