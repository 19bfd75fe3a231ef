# The review screen after a match (host/src/gui/review/). Seat names come from the game.

review-back = Back to the match
# $game: the game's name; $ruleset: the ruleset's name.
review-heading = Review: { $game } — { $ruleset }
review-judging = The bot is judging move { $done } of { $total }…
review-stop = Stop
review-failed = No review: { $error }
review-stopped-unexpectedly = the review stopped unexpectedly
# $bot: the bot's level (random, easy, normal, hard) or its search ("mcts:500").
review-judged-by-movers = Judged by the { $bot } bot, each position from what its mover knew then.
# $seats: the judging seats' names, joined with review-names-and.
review-judged-by-seats = Judged by the { $bot } bot from what { $seats } knew then (never more).
# Seat names in a list: "North and South", "North, East or South".
review-names-and = { $first } and { $second }
review-names-or = { $first } or { $last }
review-turning-points = Turning points
review-no-turning-points = No move of { $seats } cost much: no turning points.
# $before, $after: the mover's chance of winning in percent, rounded ("62").
review-turning-point = Move { $number }, { $seat }: { $before }% to { $after }%
review-previous = Previous
review-next = Next

## The chart

review-chart-heading = Chance of winning, move by move
review-chart-x = moves played
review-chart-y = chance (%)
review-chart-points = turning points

## A position

# One seat's chance: "North 62%".
review-seat-chance = { $seat } { $percent }%
# $chances: each seat's chance (review-seat-chance), comma-separated.
review-position = Move { $number }: { $seat } to move. { $chances }
# $move: the move played, in the game's words.
review-played = Played: { $move }
review-preferred = The bot preferred: { $move } ({ $percent }% for { $seat }; marked on the table)
review-same = The bot would have played the same.
review-judged-from = Judged from { $judge }'s information: { $mover }'s own options are not { $judge }'s to know.
