# The screen shown while a slow rule of the match runs (host/src/gui/rules_work.rs).

rules-work-heading = The rules are thinking
# $what: the step ("Playing your move"); $seconds: how long it has run, "2.4".
rules-work-elapsed = { $what } — { $seconds } s
rules-work-slow = A rule of this match (one of its scripts) is slow. The window stays yours: wait, or stop the match.
# $consequence: what stopping leaves of the match ("its autosave keeps every move played
# before this step").
rules-work-if-stopped = If you stop it, { $consequence }.
rules-work-stop = Stop the match
rules-work-stop-hover = Leave this match and go Home; open its autosave later
