# `game-host review`: a saved match judged move by move (the app's review screen is review.ftl).

review-cli-no-such-seat = --seat { $seat }: the match has seats 0 to { $last }
review-cli-judged-own = { $count } positions judged by the { $bot } bot from each mover's own information.
# `seats` are the seats' names, joined by review-cli-and.
review-cli-judged-seats = { $count } positions judged by the { $bot } bot from the information of { $seats }.
review-cli-and = {" "}and{" "}
review-cli-chances = Chance of winning, move by move:
review-cli-no-turning-points = No turning points: no move of a judged seat cost it much.
review-cli-turning-points = Turning points:
# `played` is the move, in the game's words.
review-cli-turning-point = move { $number }, { $seat }: { $before } → { $after }. Played: { $played }.
review-cli-preferred = The bot preferred: { $preferred }, { $chance } for { $seat }.
# `reason` is the game's words.
review-cli-result = Result: { $reason }
review-cli-too-long = the record has { $count } actions; a review judges at most { $most } positions (review a shorter match)
review-cli-stopped = the review was stopped
review-cli-after-the-end = the record goes on after the match ended (action { $action })
