#!/usr/bin/env bash
# Screenshots of each game's table at a typical moment, from the real app under Xvfb.
# Needs: apt-get install -y xvfb xauth xdotool imagemagick; a debug build (cargo build --workspace).
# Run from the repository root: docs/tools/take-screenshots.sh
set -euo pipefail
out=${OUT:-docs/screenshots}
tmp=$(mktemp -d)
# game, number of random actions, seed: a position some way into the match. Every game is taken
# at the smallest supported window, a common one and a large one, light and dark:
# <game>-<size>-<theme>.png; <game>.png is the 1280x800 light one the README shows.
games=("palagan 40 7" "air-land-sea 7 3" "cyvasse 30 5" "tic-tac-toe 4 1" "liars-dice 10 3")
sizes=(1024x700 1280x800 1920x1080)
Xvfb :97 -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
sleep 1
export DISPLAY=:97 XDG_RUNTIME_DIR=/tmp
for entry in "${games[@]}"; do
  read -r game n seed <<<"$entry"
  # GAMES="cyvasse palagan" retakes only those.
  [ -z "${GAMES:-}" ] || [[ " $GAMES " == *" $game "* ]] || continue
  rm -rf "$tmp/$game"; mkdir -p "$tmp/$game"
  python3 docs/tools/random_play.py "$game" "$n" "$seed" "$tmp/$game/autosave.json"
  for size in "${sizes[@]}"; do
    for theme in light dark; do
      w=${size%x*} h=${size#*x}
      # A fresh preferences directory per shot: the app starts light, with nothing remembered.
      rm -rf "$tmp/xdg"; mkdir -p "$tmp/xdg"
      # The app opens the position itself (--open), so no click depends on Home's layout.
      XDG_DATA_HOME="$tmp/xdg" GAME_HOST_DATA="$tmp/$game" \
        ./target/debug/game-host --open "$tmp/$game/autosave.json" >/dev/null 2>&1 &
      app=$!
      sleep 4
      win=$(xdotool search --pid $app | tail -1)
      xdotool windowsize "$win" "$w" "$h" windowmove "$win" 0 0
      sleep 1.5
      if [ "$theme" = dark ] && [ "$w" -ge 1100 ]; then # the theme switch left of About, at the menu bar's right end
        # 110 points from the edge; the app scales with a window over 800 high (1.35 at 1080).
        scale=$(( h > 800 ? h : 800 ))
        xdotool mousemove $((w - 110 * scale / 800)) $((12 * scale / 800)) click 1
        sleep 1
      elif [ "$theme" = dark ]; then # a narrow bar has it in the View menu instead
        xdotool mousemove 522 12 click 1
        sleep 1
        xdotool mousemove 543 172 click 1
        sleep 1
      fi
      # A game with secrets opens against bots (random_play.py), so with no hand-over screen.
      xdotool mousemove $((w - 10)) $((h - 10))
      sleep 0.5
      import -window root -crop "${w}x${h}+0+0" +repage "$out/$game-$size-$theme.png"
      if [ "$size" = 1280x800 ] && [ "$theme" = light ]; then
        cp "$out/$game-$size-$theme.png" "$out/$game.png"
      fi
      kill $app
      sleep 0.5
    done
  done
done

# Retaking only some games skips the lab.
[ -z "${GAMES:-}" ] || exit 0

# The balance lab: normal vs random in tic-tac-toe, standard vs the misère mod, 100 games each.
mkdir -p "$tmp/lab"
GAME_HOST_DATA="$tmp/lab" ./target/debug/game-host >/dev/null 2>&1 &
app=$!
sleep 4
xdotool windowsize "$(xdotool search --pid $app | tail -1)" 1280 800
sleep 1
xdotool mousemove 400 500            # Home scrolled to its end: the Tic-tac-toe card last
for _ in $(seq 15); do xdotool click 5; done
sleep 1
xdotool mousemove 741 676 click 1    # "Balance lab" on the Tic-tac-toe card
sleep 1
xdotool mousemove 138 158 click 1    # "Versus rules"
sleep 0.7
xdotool mousemove 200 231 click 1    # "Misère — Tic-tac-toe: misère 1.0.0" (the example mod)
sleep 0.5
xdotool mousemove 138 214 click 1    # "Bot B" (normal by default: a mirror match)
sleep 0.7
xdotool mousemove 126 241 click 1    # "random"
sleep 0.5
xdotool mousemove 33 471 click 1     # "Start"
sleep 30                             # debug build: about 15 s for the 200 games
xdotool mousemove 1270 790
import -window root -crop 1280x800+0+0 +repage "$out/balance-lab.png"
kill $app
