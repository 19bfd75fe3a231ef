#!/usr/bin/env python3
"""What Air, Land & Sea's Lua abilities cost a bot's search (issue 30's measure).

The same search twice, in turn: under the `standard` ruleset, and under `inert`, a copy of it
with every card's `ability` line removed (the cards keep their strength and theater; no hook
runs). Both from a temporary content directory holding this checkout's rulesets and scripts
plus the inert copy, so nothing in the repository changes. The figure is `game-host bench-bots
air-land-sea --json`'s MCTS iterations per CPU second; the overhead of a round is inert /
standard (how many times the scripted search costs the inert one), then its median and range
over the rounds. The order alternates between rounds.

A second figure splits that cost: the same two searches with `--same-seed --repeat 3` (each
counted search repeats an uncounted first one exactly, so the search's memo already holds every
hook call it makes, `script/memo.rs`): what is left of the abilities' cost when no call into Lua
is left but the few the memo cannot replay. What the abilities cost beyond it is Lua's share.

Usage: docs/tools/als-lua-overhead.py [--rounds N] [--positions P]
Build first: cargo build --release -p game-host -p air-land-sea
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def rate(host, content, ruleset, positions, warm=False):
    cmd = [str(host), "bench-bots", "air-land-sea", "--content", str(content), "--ruleset",
           ruleset, "--positions", str(positions), "--json"]
    if warm:
        cmd += ["--same-seed", "--repeat", "3"]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"als-lua-overhead: `{' '.join(cmd)}` failed:\n{out.stderr.strip()}")
    lines = [line for line in out.stdout.splitlines() if line.strip()]
    return json.loads(lines[-1]).get("iters_per_cpu_s")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--positions", type=int, default=5)
    args = ap.parse_args()
    host = Path(os.environ.get("GAME_HOST", ROOT / "target" / "release" / "game-host"))
    if not host.is_file():
        sys.exit(f"als-lua-overhead: no game-host at {host}: cargo build --release -p game-host "
                 "-p air-land-sea")
    with tempfile.TemporaryDirectory(prefix="als-inert-") as tmp:
        content = Path(tmp)
        shutil.copytree(ROOT / "rulesets", content / "rulesets")
        shutil.copytree(ROOT / "scripts", content / "scripts")
        standard = (content / "rulesets" / "air-land-sea" / "standard.toml").read_text()
        inert, removed = re.subn(r"(?m)^ability\s*=.*\n", "", standard)
        inert = re.sub(r'(?m)^name\s*=.*$', 'name = "Inert abilities"', inert, count=1)
        (content / "rulesets" / "air-land-sea" / "inert.toml").write_text(inert)
        print(f"Air, Land & Sea: standard against inert ({removed} `ability` lines removed), "
              f"CPU iterations/s, {args.rounds} rounds interleaved; load average "
              f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
        ratios, scripted, plain, warm_ratios = [], [], [], []
        runs = [("standard", False), ("inert", False), ("standard", True), ("inert", True)]
        for r in range(args.rounds):
            order = runs if r % 2 == 0 else runs[::-1]
            got = {run: rate(host, content, run[0], args.positions, run[1]) for run in order}
            scripted.append(got[("standard", False)])
            plain.append(got[("inert", False)])
            ratios.append(got[("inert", False)] / got[("standard", False)])
            warm_ratios.append(got[("inert", True)] / got[("standard", True)])
            print(f"  round {r + 1}: standard {got[('standard', False)]:,.0f}, inert "
                  f"{got[('inert', False)]:,.0f} ({ratios[-1]:.2f}x); every hook call "
                  f"remembered: standard {got[('standard', True)]:,.0f}, inert "
                  f"{got[('inert', True)]:,.0f} ({warm_ratios[-1]:.2f}x)", flush=True)
        med = statistics.median
        print(f"standard {med(scripted):,.0f}, inert {med(plain):,.0f} iterations/s: the "
              f"abilities make a search cost {med(ratios):.2f}x [{min(ratios):.2f}-"
              f"{max(ratios):.2f}] the inert one's")
        print(f"with every hook call the search makes already remembered (no Lua left but "
              f"the calls it cannot replay): {med(warm_ratios):.2f}x [{min(warm_ratios):.2f}-"
              f"{max(warm_ratios):.2f}]")


if __name__ == "__main__":
    main()
