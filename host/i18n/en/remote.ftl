# Playing a seat of a match hosted elsewhere (host/src/gui/remote/). Seat names, the game's
# prompts and results, the moves and the host's reasons are data: arguments, as they came.

## Joining and the connection

remote-no-runtime = cannot start the network runtime: { $error }
remote-no-thread = cannot start the network thread: { $error }
remote-different-versions = This game-host and the host's are different versions
remote-refused = The host did not let you in
remote-unreachable = The host could not be reached
# $reason: the network's words.
remote-unreachable-detail = Is the host's match still open, and can the two machines reach each other? ({ $reason })
remote-could-not-join = Could not join
remote-bad-ticket = That is not a valid ticket
remote-connection-lost = Connection lost
remote-rejoin = Rejoin
remote-rejoin-hover = Connect again with the same ticket: the host kept your seat
remote-reconnecting = Connecting to the host again…
remote-rejoining = Connecting to the host again…
remote-reconnect-in = Connecting again in { $seconds } s (the host keeps your seat).
remote-connect-now = Connect now
remote-connect-now-hover = Dial the host now rather than at the end of the wait
remote-not-connected = Not connected to the host: the move was not sent.

## The table's title, seats and status

# For Home: $game is the game's name, $seat the seat played.
remote-title-seat = { $game } as { $seat }
remote-title-watching = { $game }, watching
remote-online = Online
remote-watching = (you are watching)
# A seat and how it is played.
remote-seat-you = { $seat }: you
remote-seat-host = { $seat }: at the host
remote-seat-bot = { $seat }: a bot
remote-seat-connected = { $seat }: connected
remote-seat-not-connected = { $seat }: not connected
# Seat names in a list: "North and South".
remote-names-and = { $first } and { $second }
remote-you-to-move = You are to move
# $prompt: the game's words for the move.
remote-you-to-move-prompt = You are to move — { $prompt }
remote-to-move = { $seat } is to move
remote-to-move-prompt = { $seat } is to move — { $prompt }
# $reason: the game's words for how it ended.
remote-draw = Draw — { $reason }
remote-you-win = You win — { $reason }
remote-wins = { $seat } wins — { $reason }
remote-waiting-status = Waiting for the host's table…
remote-waiting-table = Waiting for the host's table…
remote-waiting-away = Waiting for { $seat } (not connected: the match waits for them)
remote-waiting = Waiting for { $seat }
remote-sent = Sent to the host…
# $time: minutes and seconds, "1:05".
remote-timer-you = Turn timer: You have { $time } left
remote-timer-seat = Turn timer: { $seat } has { $time } left
remote-back-to-games = Back to the games
remote-leave = Leave the match
remote-leave-hover = The host keeps your seat: the ticket lets you back in
remote-author-mode = Author mode was turned on at the host after move { $move }: whoever is at the host's device can see everything (every hand, every hidden card).
remote-reloaded = The host reloaded the rules
remote-ok = OK

## Taking back a move

remote-undo = Undo
remote-undo-open = A take-back request is open
remote-undo-not-yours = Only your own last move can be taken back, before anyone else moves
# $others: the other seats' names, joined with remote-names-and.
remote-undo-hover = Ask { $others } to let you take back your last move (Ctrl+Z)
remote-take-back-heading = { $seat } asks to take back their last move
# $move: the move, in the game's words.
remote-take-back-move = The move: { $move }
remote-take-back-count = { $count ->
    [one] { $count } action would be taken back.
   *[other] { $count } actions would be taken back.
}
remote-accept = Accept
remote-decline = Decline
remote-take-back-waiting = Waiting for { $to } to answer your take-back request
remote-take-back-asked = { $seat } asked { $to } to take back their last move

## Notes in the move log

remote-rejoined = Rejoined the match
remote-joined-after = Joined after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
remote-missed = { $moves ->
    [one] { $moves } move was played while you were away
   *[other] { $moves } moves were played while you were away
}
# $message: the host's words.
remote-reloaded-note = The host reloaded the rules: { $message }
remote-seat-joined = { $seat } connected
remote-seat-left = { $seat } left
remote-take-back-asks = { $seat } asks { $to } to take back their last move ({ $move })
remote-take-back-accepted = { $other } agreed: { $seat }'s move is taken back
remote-take-back-accepted-unknown = The other player agreed: { $seat }'s move is taken back
remote-take-back-declined = { $other } declined { $seat }'s take-back
remote-take-back-declined-unknown = The other player declined { $seat }'s take-back
# $reason: the host's words.
remote-take-back-lapsed = { $seat }'s take-back request lapsed: { $reason }
remote-timed-out-you = Your time ran out: the host's bot plays your turn
remote-timed-out = { $seat }'s time ran out: the host's bot plays the turn
