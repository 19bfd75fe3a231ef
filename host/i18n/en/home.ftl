# Home: the games, their rulesets, the last match, saved matches (host/src/gui/home.rs).

home-matches = Matches

## Online

home-online-title = Online: { $title }
home-back-online = Back to the online match
home-join-prompt = Play a match hosted on another machine:
home-join = Join online match
home-join-hover = Play a match hosted on another machine, with the ticket its host sent you

## The match in progress, the last one, the recent ones

home-parked-finished = Finished: { $title }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
home-parked-in-progress = In progress: { $title }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
home-see-final-position = See the final position
home-back-to-match = Back to the match
# $seats: who sat where, as the save names them.
home-last-match = Last match: { $game } — { $ruleset }, { $seats }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
home-continue-last = Continue last match
home-recent = Recent matches ({ $count })
home-recent-picture-hover = The table as it was left (as a spectator sees it)
home-replay = Replay
# Accessibility label: $name is the save's file name.
home-replay-label = Replay { $name }
home-continue = Continue
home-continue-label = Continue { $name }
home-recent-finished = { $game } — { $ruleset } — { $seats } — { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} — finished
home-recent-in-progress = { $game } — { $ruleset } — { $seats } — { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} — in progress

## Saved matches

home-saved = Saved matches
home-saved-none = None yet: use Save during a match.
home-open-saved = Open
home-open-saved-label = Open { $name }
home-saved-line = { $game } — { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} — { $name }
home-choose-file = Choose a save file…
home-choose-file-hover = Open a saved match with the system's file dialog
home-type-path = Or type its path:
home-open-path = Open
# The example in the empty path field.
home-open-path-hint = path/to/match.json

## Games

home-games = Games
home-no-plugins = No game plugins were found. Build them with `cargo build --workspace`.
home-play-hover = Start a match of { $game } now, with the rules and seats you last chose for it (the first time: the standard rules, you against the normal bot)
home-play = Play
home-play-label = Play { $game }
home-rules = Rules
home-rules-hover = How to play { $game }
home-rules-label = Rules of { $game }
home-lab = Balance lab
home-lab-hover = Let bots play { $game } many times and compare rulesets
home-lab-label = Balance lab { $game }
home-ruleset-hover = A new match of { $game } with these rules (choose the seats first)
home-ruleset-label = Play { $game } { $ruleset }
# A ruleset's description, and the ruleset it extends.
home-ruleset-variant = { $description } (a variant of { $base })
home-unusable-mods = Mods that cannot be used ({ $count })
home-failed-plugins = Plugins that did not load ({ $count })

## The first-run hint

home-welcome = Welcome!
home-welcome-text = Press Play on a game (or its picture) to start at once: you take the first seat against the normal bot. Rules says how to play; a ruleset's button sets up a match your way (seats, bots, hot-seat with friends at this device). Every move is saved as you play, so you can leave and come back.
home-welcome-done = Got it
