# The match table's words in English (host/src/gui/table/): every id starts with `table-`, and
# `../id/table.ftl` defines the same ids. Arguments are data: a seat's name (`$seat`), a game's
# text (an action, a card's title, a zone's title), a number, a file's path.

## The top bar

table-resume-bots = Resume bots
table-pause-bots = Pause bots
table-bot-delay = ms between bot moves
table-rules = Rules
table-console = Console
table-console-hover = The rules console: each move's script hooks, and Lua against a read-only copy of the match
table-undo = Undo
# A match hosted online: the other side must agree.
table-undo-ask-hover = Ask the remote player to agree to take back your last move (Ctrl+Z)
table-undo-hover = Take back your last move (Ctrl+Z)

## The author-mode banner (under the top bar, for the rest of the match)

# $at: the number of moves played when it was turned on (0: before the first).
table-author-mode-banner = { $at ->
    [0] Author mode was turned on in this match before the first move: whoever was at this device could see everything (every hand, every hidden card) from then on.
   *[other] Author mode was turned on in this match after move { $at }: whoever was at this device could see everything (every hand, every hidden card) from then on.
}

## The bottom bar

# $seconds: already written with one decimal ("2.5").
table-bot-thinking = { $seat } is thinking… { $seconds } s
table-bot-cancel = Cancel
table-waiting-remote = Waiting for { $seat } (remote)
table-bots-paused = Bots paused
table-clock-left = { $seconds } s left
table-hint = Hint
table-hint-hover = What the normal bot would play here, from what you can see (noted in the move log)
# The line under the bottom bar after a hint: $hint is the game's sentence for the move.
table-hint-message = Hint: { $hint }
table-play-again = Play again
table-review = Review the match
table-review-hover = A bot judges every position: the chances over the match, the turning points and the moves it preferred
table-back-home = Back to the games
table-no-answer = The plugin did not answer; see the problems panel.

## Choosing an action (the bottom bar's buttons and the line under it)

table-confirm-primary = Confirm: { $action } (Enter)
table-confirm-action = Confirm: { $action }
table-selection-cancel = Cancel (Esc)
table-choices-many = { $count } choices: click a highlighted element (Esc lets go)
# $choices: the actions, separated by spaces.
table-choices = Choose: { $choices }
# Hover text where a click and a right click play different actions.
table-click-hint-one = Click: { $primary } · Right-click: { $other }
table-click-hint-many = Click: { $primary } · Right-click: choose among { $choices }
# Why a click led nowhere.
table-refusal-wait = Wait for the host's answer.
table-refusal-not-your-turn = It is not your turn.
table-refusal-not-legal = That is not a legal choice now: click a highlighted element.

## Asking before an action that gives something up, and the moments shown once

table-confirm-yes = Yes (Enter)
table-confirm-no = No (Esc)
table-moment-continue = Continue (Enter)

## The hand-over screen (hot-seat play)

table-hand-over-heading = Pass the device to { $seat }
table-hand-over-hidden = The table is hidden so that nobody sees another player's secrets.
table-hand-over-last-turn = Last turn, as every player may know it:
# The first row when the last turn had more rows than the screen lists.
table-hand-over-earlier = … { $count } earlier (in the move log)
table-hand-over-reveal = I am { $seat }: show my table
# $requester asks the next player, $seat, to let them take back their move.
table-hand-over-ask-take-back = { $requester }: ask { $seat } to take back my move
table-hand-over-ask-take-back-hover = { $seat } answers on the next screen, without seeing the table
table-take-back-heading = { $seat }: { $requester } asks to take back their last move
# $what: the move's text, as the game wrote it.
table-take-back-move = The move: { $what }
table-take-back-note = If you agree, the device goes back to them.
table-take-back-agree = Agree
table-take-back-refuse = Refuse

## The score and the move log

table-log-unfold-hover = Show the score and the moves
table-log-score = Score
table-log-fold-hover = Fold the score and the moves away, for a larger table
table-log-moves = Moves
table-log-notation = Notation: { $notation }
# A track counter, as a screen reader says it: "Supply: 3 of 12".
table-track-spoken = { $label }: { $value } of { $max }

## The board, its legend and badges, the cards and dice

table-board-screen = Hidden behind the screen
table-legend = Legend
# A legend entry's swatch, for screen readers.
table-legend-entry = legend { $title }
table-badges-seat = Seat { $seat }
# What is marked on a cell, for screen readers (joined by commas).
table-cell-selected = selected
table-cell-target-move = target: move
table-cell-target-capture = target: capture
table-cell-target-attack = target: attack
table-cell-target-push = target: push
table-cell-target-place = target: place
table-cell-last-move = last move
table-cell-last-from = last from
table-cell-captured = captured
table-cell-threat = threat
table-cell-info = info
table-cell-glyph = glyph
# Cards and dice, for screen readers: $number counts from 1 within the zone $zone.
table-card-face-down-at = face-down card { $number } in { $zone }
table-die-at = die { $number } in { $zone } showing { $value }
table-die-hidden-at = hidden die { $number } in { $zone }
table-card-face-down = face-down card
# A card its owner knows, lying face down: $card is its name.
table-card-known-face-down = { $card } (face down)
table-die-showing = die showing { $value }
table-die-hidden = hidden die
# Written on a face-down card its owner knows.
table-card-face-down-mark = face down
# A die's hover text.
table-die-help = A die showing { $value }
table-die-help-hidden = A hidden die

## The rules console

table-console-heading = Rules console
table-console-author-mode = author mode
table-console-dock-right = Dock right
table-console-dock-bottom = Dock bottom
table-console-secrets = The console shows what the referee sees (every hand, every hidden card), and this match keeps secrets from someone at this device.
table-console-show-question = Show everything to whoever is at this device? The move log will say so.
table-console-show = Show everything
table-console-cancel = Cancel
table-console-show-author-mode = Show everything (author mode)…
table-console-prompt-hint = Lua against a read-only copy of the match (ctx: see scripts/<game>/API.md); Enter evaluates
table-console-prompt-label = Lua prompt
table-console-empty = Play a move: the hooks it runs show here (file:line, arguments, results, time, instructions, print output).
# An action the rules refused, in the console's trace.
table-console-refused = > { $action } (refused: { $reason })

## The rules panel (also Home's Rules window)

table-rules-keys = Ruleset keys
table-rules-files = Files
table-rules-key = Key
table-rules-default = Default
table-rules-meaning = Meaning

## Saved setups

table-setup-save = Save this setup…
table-setup-save-hover = Keep what you played in this phase, to play it again later
table-setup-name-hint = name
table-setup-name-label = Setup name
table-setup-save-confirm = Save setup
table-setup-cancel = Cancel
table-setup-use-saved = Use saved…
table-setup-turned-heading = Saved by the other side, turned to yours:
# A setup saved by the side $seat, offered turned to the player's side.
table-setup-turned = { $name } ({ $seat }'s)
table-setup-none-saved = Nothing saved for this phase yet
table-setup-cannot-tell = Cannot tell what you played in this phase: { $error }
table-setup-nothing-to-save = Nothing to save yet: you have not played in this phase.
table-setup-saved = { $count ->
    [one] Saved "{ $name }" ({ $count } action)
   *[other] Saved "{ $name }" ({ $count } actions)
}
table-setup-played = { $count ->
    [one] Played "{ $name }" ({ $count } action)
   *[other] Played "{ $name }" ({ $count } actions)
}
# $reason: one of the two below, or why the layout cannot be reached.
table-setup-misfit = "{ $name }" does not fit your side: { $reason }. Nothing was played.
table-setup-no-such-cells = the board has no such cells
table-setup-layout-turn-passed = the turn passed before the layout was complete
table-setup-layout-no-placement = no placement brings the board closer to the layout
table-setup-not-here = "{ $name }" does not fit here: its first action is refused. Nothing was played.
table-setup-turn-over = "{ $name }" stopped after { $index } of { $total } actions: it is no longer your turn.
# $number: the refused action's number ($index + 1); $action: its text; $reason: the rules' refusal.
table-setup-refused = "{ $name }" stopped at action { $number } of { $total } (`{ $action }`): { $reason } The { $index } before it stand.
table-setup-name-empty = Type a name for the setup.
table-setup-name-long = A name has at most { $max } characters.
table-setup-name-chars = Use letters, digits, spaces, - and _ only.
table-setup-cannot-save = Cannot save { $path }: { $error }

## A match hosted online

table-online-cannot-host = Cannot host this match online: { $error }
table-online-hosting = Hosting online…
table-online-opening = Opening the connection for the invite…
table-online-no-relay = No relay server was reached: friends on other networks may not be able to join (the invites hold direct addresses only; a LAN or an open port still works).
table-online-invite-seat = Invite for { $seat }:
table-online-copy-seat = Copy the invite for { $seat }
table-online-copy-seat-hover = Copy the invite for { $seat }; send it only to this player: it admits whoever holds it
table-online-waiting = waiting for them to join
table-online-connected = connected
table-online-left = left: { $reason }
table-online-invite-spectators = Invite for spectators:
table-online-copy-spectators = Copy the invite for spectators
table-online-copy-spectators-hover = Copy the invite for spectators; it admits up to { $count } spectators, who see what every player may see
table-online-copy = Copy
# A ticket is never shown: its length only.
table-online-masked = { $count ->
    [one] ************ ({ $count } character, hidden)
   *[other] ************ ({ $count } characters, hidden)
}
table-online-new-invite = New invite…
table-online-new-invite-seat = New invite for { $seat }
table-online-new-invite-seat-hover = New invite for { $seat }: the current invite stops working (a ticket seen by the wrong person, or a player to remove)
table-online-new-invite-spectators = New invite for spectators
table-online-new-invite-spectators-hover = New invite for spectators: the current invite stops working (a ticket seen by the wrong person, or a player to remove)
table-online-replace-seat = Replace the invite for { $seat }? The current one stops working and { $seat } is disconnected if connected and can come back only with the new one.
table-online-replace-spectators = Replace the invite for the spectators? The current one stops working and everyone watching is disconnected.
table-online-replace = Replace
table-online-replace-cancel = Cancel
table-online-join-note = They join with Join online match on Home (or `game-host join`).
table-online-clock-waits = Turn timer: a remote seat's clock starts when its player first connects.
table-online-start-clock = Start the clock now
# $seconds left of $turn seconds a turn.
table-online-clock = Turn timer: { $seconds } s left for { $seat } (of { $turn } s; then a bot plays the turn)
table-online-take-back-asked = { $seat } asks to take back their move ({ $what }):
table-online-accept = Accept
table-online-decline = Decline
table-online-take-back-waiting = { $seat } asked { $to } to take back their move ({ $what }); waiting for the answer…
