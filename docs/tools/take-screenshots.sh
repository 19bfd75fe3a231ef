#!/usr/bin/env bash
# Screenshots of each game's table at a typical moment, from the real app under Xvfb.
# Needs: apt-get install -y xvfb xauth xdotool imagemagick; a debug build (cargo build --workspace).
# Run from the repository root: docs/tools/take-screenshots.sh
set -euo pipefail
out=docs/screenshots
tmp=$(mktemp -d)
# game, number of random actions, seed: a position some way into the match.
games=("palagan 40 7" "air-land-sea 7 3" "cyvasse 30 5" "tic-tac-toe 4 1")
Xvfb :97 -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
sleep 1
export DISPLAY=:97 XDG_RUNTIME_DIR=/tmp
for entry in "${games[@]}"; do
  read -r game n seed <<<"$entry"
  mkdir -p "$tmp/$game"
  python3 docs/tools/random_play.py "$game" "$n" "$seed" "$tmp/$game/autosave.json"
  GAME_HOST_DATA="$tmp/$game" ./target/debug/game-host >/dev/null 2>&1 &
  app=$!
  sleep 4
  xdotool mousemove 309 59 click 1   # "Continue last match"
  sleep 1.5
  xdotool mousemove 1270 790
  import -window root "$out/$game.png"
  kill $app
  sleep 0.5
done

# The balance lab: normal vs random in tic-tac-toe, standard vs misere, 100 games each.
mkdir -p "$tmp/lab"
GAME_HOST_DATA="$tmp/lab" ./target/debug/game-host >/dev/null 2>&1 &
app=$!
sleep 4
xdotool mousemove 1222 566 click 1   # "Balance lab" on the Tic-tac-toe card
sleep 1
xdotool mousemove 138 158 click 1    # "Versus rules"
sleep 0.7
xdotool mousemove 123 208 click 1    # "Misère"
sleep 0.5
xdotool mousemove 33 410 click 1     # "Start"
sleep 30                             # debug build: about 15 s for the 200 games
xdotool mousemove 1270 790
import -window root "$out/balance-lab.png"
kill $app
