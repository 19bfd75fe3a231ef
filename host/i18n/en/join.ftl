# Home → Join online match (host/src/gui/join.rs).

join-heading = Join online match
join-intro = Play a match hosted on another machine. The host starts it (New match, with a seat set to Remote player, or `game-host host` in a terminal) and sends you a ticket: paste it here.
# $title: the match's title.
join-in-match = In an online match: { $title }.
join-back-online = Back to the online match
join-ticket = Ticket (starts with gh1):
join-spectate = Watch as a spectator
join-spectate-hover = With the spectators' ticket: see the match, with nothing hidden from one player shown, and play no seat
join-join = Join
join-connecting = Connecting…
join-cancel = Cancel
join-ticket-note = A ticket admits whoever holds it to its seat: the host sends each player their own. If the connection drops, Rejoin (or this ticket again) gets you back to your seat.

## A ticket for the other role

join-spectators-ticket = This is a spectators' ticket
join-spectators-ticket-detail = It lets you watch the match, not play in it: tick "Watch as a spectator" and join again.
join-players-ticket = This ticket is a player's, not a spectator's
# $seat: the seat's name (from the game).
join-players-ticket-detail = It takes the seat of { $seat }: untick "Watch as a spectator" to play with it.
# A seat the game does not name, by its number.
join-seat-number = seat { $number }

## A pasted ticket that does not parse
join-ticket-too-long = a ticket is at most { $most } characters
join-ticket-not-a-ticket = not a game-host ticket (a ticket starts with `{ $prefix }`)
join-ticket-damaged = the ticket is damaged ({ $error }); copy it again, whole
join-ticket-bad-key = the ticket's host id is not a valid key ({ $error })
join-ticket-bad-relay = the ticket's relay `{ $relay }` is not a URL ({ $error })
