# The new-match form (host/src/gui/new_match.rs).

new-match-heading = New match
new-match-game = Game
new-match-rules = Rules
new-match-no-rulesets = No rulesets found for this game.
# Accessibility label of a seat's selector: $seat is the seat's name (from the game).
new-match-who-plays = Who plays { $seat }
new-match-online = Online
new-match-lan-only = Same network only (no relay servers: a LAN, or an open port)
new-match-turn-timer = Turn timer
new-match-turn-timer-hint = off
new-match-turn-timer-unit = seconds; when they run out, a bot plays the turn
new-match-invite-hint = Start shows an invite to copy for each remote player; they join with Join online match on Home.
new-match-seed = Seed
new-match-seed-hint = random
new-match-scenario = Scenario file
new-match-scenario-hint = none: a new game
new-match-no-scenarios = These rules read no scenario files: a new game only.
new-match-hot-seat = Hot-seat
new-match-hand-over = Hide the table between turns (on by default where the rules hide information)
new-match-hides = These rules hide information.
new-match-hides-nothing = These rules hide nothing.
new-match-does-not-compile = These rules do not compile: { $error }
new-match-host-online = Host online match
new-match-start = Start match
# Errors when starting: $seed, $timer are what was typed.
new-match-bad-seed = the seed `{ $seed }` is not a whole number
new-match-bad-turn-timer = the turn timer `{ $timer }` is not a number of seconds (leave it empty for none)
