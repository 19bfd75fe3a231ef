#!/bin/bash
# The Cyvasse bot's whole setup in the release app, as a user gets it (docs/bots.md, "Cyvasse at
# speed"): the app runs under Xvfb, xdotool starts matches with one bot seat, and a poller reads
# the match's autosave (written after every action) every 5 ms until the bot's `ready` is in it.
#
#   docs/tools/cyvasse-bot-setup-time.sh [GAME_HOST [PLUGIN_DIR [CONTENT_DIR]]]
#
# Prints, for the bot as White (timed from the click on "Start match") and as Black (from the
# click on White's "Ready" after "Random setup"), at normal and hard, 3 matches each: seconds and
# the actions in the autosave. The clicks are at the positions of the 1280x800 layout of the
# English UI with Cyvasse the only game (put its plugin alone in PLUGIN_DIR, and GAME_HOST alone
# in a directory of its own: a plugin next to the executable is found first). Needs Xvfb,
# xdotool and python3. Uses display :97 and a scratch HOME in /tmp/cyv-setup-home.
set -eu
HOST=${1:-./target/release/game-host}
PLUGINS=${2:-./target/release}
CONTENT=${3:-.}
export DISPLAY=:97
H=/tmp/cyv-setup-home
rm -rf "$H"; mkdir -p "$H"
Xvfb :97 -screen 0 1280x800x24 >/dev/null 2>&1 & XVFB=$!
sleep 2
XDG_RUNTIME_DIR=/tmp HOME="$H" "$HOST" --plugins "$PLUGINS" --content "$CONTENT" >/dev/null 2>&1 & APP=$!
trap 'kill $APP $XVFB 2>/dev/null' EXIT
sleep 6
poll() { # click X Y, then print when the bot's ready is in the autosave (existing: watch the newest)
python3 - "$@" <<'PY'
import glob, json, os, subprocess, sys, time
x, y, existing = sys.argv[1], sys.argv[2], len(sys.argv) > 3
d = os.environ['H'] + '/.local/share/game-host/autosaves/'
before = set(glob.glob(d + '*.json'))
watch = max(before, key=os.path.getmtime) if existing else None
start = json.load(open(watch))['actions'] if existing else []
subprocess.run(['xdotool', 'mousemove', x, y, 'click', '1'])
t0 = time.time()
while time.time() - t0 < 15:
    files = [watch] if existing else [f for f in glob.glob(d + '*.json') if f not in before]
    for f in files:
        try:
            acts = json.load(open(f))['actions']
        except (OSError, ValueError, KeyError):
            continue
        if acts[len(start):].count('ready') >= (2 if existing else 1):
            print(f'{time.time() - t0:6.3f} s  {acts}', flush=True)
            sys.exit(0)
    time.sleep(0.005)
print('no ready within 15 s')
PY
}
export H
xdotool mousemove 411 261 click 1; sleep 1.5   # Home: the Standard ruleset's button
seat() { xdotool mousemove 144 "$1" click 1; sleep 0.5; xdotool mousemove 146 "$2" click 1; sleep 0.5; }
for lvl in normal hard; do
  for i in 1 2 3; do
    xdotool mousemove 193 12 click 1; sleep 0.7              # New match
    seat 235 $([ $lvl = hard ] && echo 354 || echo 331)      # White: the bot
    seat 265 292                                             # Black: human
    echo -n "White bot, $lvl: "; poll 62 362
  done
done
for lvl in normal hard; do
  for i in 1 2 3; do
    xdotool mousemove 193 12 click 1; sleep 0.7
    seat 235 262                                             # White: human
    seat 265 $([ $lvl = hard ] && echo 384 || echo 361)      # Black: the bot
    xdotool mousemove 62 362 click 1; sleep 1.5              # Start match
    xdotool mousemove 496 781 click 1; sleep 1               # Random setup
    echo -n "Black bot, $lvl: "; poll 33 781 existing        # Ready
  done
done
