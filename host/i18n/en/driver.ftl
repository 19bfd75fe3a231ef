# What the match itself says: turns, undo and take-backs, reloads, bots, hints, online.

driver-remote-turn = It is { $seat }'s turn: they play on their own machine.
driver-autosave-failed = Autosave to { $path } failed: { $error }
driver-to-move-prompt = { $seat } to move — { $prompt }
driver-draw = Draw — { $reason }
driver-wins = { $seat } wins — { $reason }
driver-bot-cannot-start = Cannot start the bot: { $error }
driver-bot-no-thread = Cannot start the bot thread: { $error }
driver-bot-no-answer = The bot stopped without an answer
driver-bot-failed = The bot failed: { $error }
driver-no-hint = No hint: { $error }
driver-asked-hint = { $seat } asked for a hint

## Reloads

driver-reload-replayed = (match replayed: { $reason })
# `how` is empty or " (match replayed: …)".
driver-reloaded = Rules reloaded: { $what }{ $how }
driver-reloaded-files = Rules reloaded{ $how }: { $files }
driver-after-reload = After reloading the rules: { $error }
driver-reload-refused-long = Reload refused; the old rules stay: { $error }
driver-reload-refused = Reload refused: { $error }
driver-reload-kept = { $ruleset } reloaded (match state kept)
driver-reload-replayed-under = { $ruleset } reloaded (match replayed under it: { $reason })
driver-reload-refused-for = reload refused for { $ruleset }; old rules stay: { $error }
driver-reload-failed-long = Reload failed; the old rules stay:
    { $error }
driver-reload-failed = Reload failed: { $error }
driver-mod-removed = The mod { $id } { $compiled } was removed: this match keeps the rules it compiled, so its moves stay legal and its save replays; new matches cannot choose its rules
driver-mod-upgraded = The mod { $id } is now version { $now }: this match keeps the rules it compiled, so its moves stay legal and its save replays (version { $compiled }) until a file of its ruleset is saved again, which reloads it; start a new match to play { $now }

## Undo and take-backs

driver-take-back-waiting = A take-back request is waiting for its answer.
driver-no-move-of-yours = There is no move of yours to take back.
driver-nothing-to-take-back = There is nothing to take back.
driver-only-player-at-table = Only the player at the table can take back a move.
driver-took-back = { $seat } took back { $count ->
    [one] 1 move
   *[other] { $count } moves
}
driver-table-took-back = The table took back { $count ->
    [one] 1 move
   *[other] { $count } moves
}
driver-after-undo = After the undo: { $error }
driver-undo-failed = Undo failed: { $error }
driver-no-take-back = No take-back: { $reason }.
driver-take-back-agreed = { $seat } agreed to the take-back
driver-the-last-move = the last move
driver-a-later-move = a later move
driver-a-player = a player
driver-undo-barrier = Undo cannot go back past `{ $action }`: it showed { $seats } something that was hidden (a card turned up, dealt or revealed, a screen lifted), and taking it back would let the move be played again knowing it.
driver-refusal-no-move = there is no move of yours to take back
driver-refusal-moved-since = another player has moved since your last move: it can no longer be taken back
driver-refusal-revealed = `{ $action }` showed you something that was hidden (a card turned up, dealt or revealed, a screen lifted): a take-back would let you play again knowing it

## Online

driver-cannot-host = Cannot host the match online: { $error }
driver-resume-needs-invites = { $error }: a resumed match will need new invites
driver-the-spectators = the spectators
driver-new-invite = New invite for { $whose }: the old one admits no one any more. Copy the new one and send it.
driver-no-new-invite = No new invite for { $whose }: { $error }
driver-turn-timer = Turn timer: { $text }
driver-hint-not-offered = a hint is offered only to a player at this device, on their turn, in a match against bots
driver-hint-nobody-to-move = nobody is to move

## Refusals

# A move the rules refuse: `reason` is the game's own, in the player's language.
driver-illegal-action = illegal action: { $reason }
driver-script-failed = A rule script failed at { $file }:{ $line }: the move was refused and the match is unchanged. `game-host check --play` shows the error to the ruleset's author.
driver-script-failed-in-hook = A rule script failed in hook `{ $hook }` at { $file }:{ $line }: the move was refused and the match is unchanged. `game-host check --play` shows the error to the ruleset's author.
# A rule script failed while the table's moves were listed; `hooked` is 1 when `hook` names
# the hook, `more` counts the other failures.
driver-listing-failed = A rule script failed while listing the moves{ $hooked ->
        [0] {""}
       *[other] {" "}in hook `{ $hook }`
    } at { $file }:{ $line }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }: some moves may be missing. `game-host check --play` shows the error.
driver-listing-failed-full = A rule script failed while listing the moves{ $hooked ->
        [0] {""}
       *[other] {" "}in hook `{ $hook }`
    } at { $file }:{ $line }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }: { $message }. Some moves may be missing; Problems shows the whole error.
