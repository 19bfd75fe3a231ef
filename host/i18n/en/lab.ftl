# The balance lab (host/src/gui/lab/). The results' rows and intervals are the same text as
# `game-host simulate` prints (host/src/sim), not in this catalogue yet.

lab-heading = Balance lab
lab-intro = Bots play each other many times; see who wins and how sure that is.
lab-empty = Choose a game, its rules and the bots, then Start.
lab-running = Playing: { $played } of { $total } games
lab-done = Finished: { $played ->
    [one] { $played } game
   *[other] { $played } games
}
lab-stopped = Stopped after { $played } of { $total } games
lab-failed = Failed after { $played ->
    [one] { $played } game
   *[other] { $played } games
}
lab-results = Results
lab-significant-only = Significant only
lab-significant-only-hover = Show only the counters whose effect on winning is significant (screened together at a 5% false discovery rate)
# $message: the compiler's messages.
lab-save-broken = The save does not compile; not played:
    { $message }
lab-watch-error = Watch: { $error }
lab-no-content = no content directory (with rulesets/) was found
# $seats: the seats of the rules chosen.
lab-seats-mismatch = these rules seat { $seats } players: choose { $seats } bots
# A column of the results after a save of the rules: $number counts the saves, $label names
# the change.
lab-save-column = save { $number }: { $label }

## Settings

lab-watch = Watch
lab-watch-hover = After every save of the rules that compiles, play the same seeds again under the new rules and show the run beside the earlier ones, named by the change
lab-start = Start
lab-start-label = Start simulation
lab-stop = Stop
lab-stop-label = Stop simulation
lab-game = Game
lab-rules = Rules
lab-choose-rules = Choose the rules
lab-versus = Versus rules
lab-versus-none = none
lab-choose-versus = Choose the rules to compare
# $bot: the bot's letter (A, B, …).
lab-bot = Bot { $bot }
lab-bot-level-label = Level of bot { $bot }
# A bot's level, by its code.
lab-bot-level = { $level ->
    [random] random
    [easy] easy
    [normal] normal
    [hard] hard
   *[other] { $level }
}
lab-games = Games
lab-threads = Threads
lab-first-seed = First seed
lab-max-actions = Max actions
lab-max-actions-hover = A game longer than this counts as unfinished
lab-settings-note = Bots swap seats every game, so each plays each seat equally often (when they differ, each seed is played in every seating). With versus rules the same seeds are played under both, and the difference is paired seed by seed.

## Results

lab-by-counter = Win rate by counter (games in which it fired | did not)
lab-by-counter-note = Largest effect first; * marks a significant one (all counters screened together at a 5% false discovery rate).
lab-no-counter = No counter to show.
# $line: where in the script.
lab-script-error = { $ruleset }: script error at { $line }
lab-paired-on = { $ruleset } minus { $first }: paired on { $pairs ->
    [one] { $pairs } seed
   *[other] { $pairs } seeds
} played under both
# $difference: the difference and its interval ("+4.2 points [-1.0, +9.3]"). Two spaces before
# the verdict.
lab-difference-differs = seat { $seat } wins: { $difference }  the interval excludes 0: the rules differ
lab-difference-unresolved = seat { $seat } wins: { $difference }  the interval includes 0: no difference resolved yet
lab-games-played = games played
lab-games-of = { $played } of { $total }

## Charts

lab-chart-title = Each seat's win rate as games accumulate, with its 95% interval
lab-chart-x = games played
lab-chart-y = seat wins (%)
lab-chart-even = even
lab-difference-title = Difference from { $ruleset } on the same seeds (points), with its paired 95% interval
lab-difference-x = seeds played under both rulesets
lab-difference-y = difference (points)
lab-difference-zero = no difference
