# What the host of an online match says of its connections, and what it answers a remote
# seat (host/src/net/). The answers travel to the joiner as messages (`tr_wire!`): each player
# reads them in their own language.

net-spectator = a spectator
net-connected = { $who } connected
# A connection ended: `reason` is one of the net-gone-* phrases below, or the peer's own words.
net-left = { $who } { $reason }
net-gone-silent = was silent for { $secs } s: connection dropped
net-gone-lost = connection lost ({ $error })
net-gone-closing = the host is closing
net-left-request = { $who } left
net-not-your-turn = it is not your turn: { $seat } is to move
net-match-over = the match is over
net-already-asked = { $seat } already asked for a take-back; wait for the answer
net-nobody-to-ask = there is no other player to ask
net-take-back-asked = { $seat } asks { $to } to take back their move ({ $what })
net-take-back-accepted = { $seat } accepted the take-back of { $requester }
net-take-back-declined = { $seat } declined the take-back of { $requester }
net-no-request = no take-back request is waiting for your answer
net-request-lapsed = the take-back request of { $seat } lapsed: { $reason }
net-no-timer = this match has no turn timer
net-clocks-running = the clocks are already running
net-clocks-started = the turn timer now runs for every seat, connected or not
net-timed-out = time ran out: a bot played for { $seat }
net-not-remote = { $seat } is not played from another machine
net-no-hello = no hello within { $secs } s
net-no-spectators = this match admits no spectators
net-spectators-full = this match admits { $count ->
    [one] { $count } spectator
   *[other] { $count } spectators
} at once, and that many are watching
net-spectators-too-often = spectators are joining too often (more than { $per_second } a second): try again in a moment
net-bad-ticket = this ticket does not admit anyone to this match (a wrong or old ticket)
net-other-device = { $seat } is played from another device: the first to join with this invite holds it (the host can issue a new invite: New invite… in the app's online panel, or `invite { $number }` at its terminal)
net-seat-answering = { $seat } is already connected and answering; a seat is played from one connection at a time
net-seat-replaced = replaced: this seat's ticket connected again from elsewhere
net-seat-taken = { $seat } was just taken by another connection
net-not-reading = not reading: { $frames } frames were waiting for it
net-connection-gone = the connection is gone
net-busy-or-closing = the host is busy or closing; try again
net-busy = the host is busy; try again
net-spectators-cannot-take-back = spectators watch; they cannot take back moves
net-spectators-cannot-act = spectators watch; they cannot act
net-action-too-long = an action is at most { $bytes } bytes
net-action-control = an action is text without control characters
net-flooded = disconnected: more than { $burst } actions at once or { $per_second } per second (pongs and take-back requests count too)
net-reissued = the host issued a new invite for { $seat }: this ticket no longer admits anyone
net-reissued-spectators = the host issued a new spectators' invite: this ticket no longer admits anyone
net-not-hosted = this match is not hosted
net-turn-of-remote = it is { $seat }'s turn (a remote player)
net-turn-of-bot = it is { $seat }'s turn (a bot)
net-turn-here = it is { $seat }'s turn (here)
# A seat in the lobby's answers: its name and number ("North (seat 0)").
net-seat-named = { $name } (seat { $seat })

## The joiner's side: why a connection could not be made or ended

net-join-unreachable = cannot reach the host: { $error }
net-join-no-answer = cannot reach the host within { $secs } s (is it still running? with --relay none both machines must reach each other directly)
net-join-no-stream = the host did not open a stream: { $error }
net-join-no-greeting = cannot greet the host: { $error }
net-join-silent-host = the host did not answer within { $secs } s
net-join-refused = the host refused: { $reason }
net-join-match-ended = the host ended the match
net-join-closed = the host closed the connection: { $reason }
net-join-host-silent = the host stopped answering ({ $secs } s without a word)
net-join-lost = the connection was lost: { $error }
net-join-connection-ended = the host ended the connection
net-join-failed = the connection failed: { $error }
net-join-ended = the connection ended
net-join-cannot-send = cannot send to the host: { $error }
net-join-gave-up = { $error }; gave up dialing again after { $secs } s
net-gone-left = left
net-gone-left-saying = left ({ $reason })
net-gone-misbehaved = disconnected: { $error }
