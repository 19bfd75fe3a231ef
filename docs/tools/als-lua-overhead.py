#!/usr/bin/env python3
"""What Air, Land & Sea's Lua abilities cost a bot's search (issue 30's measure).

The same search twice, in turn: under the `standard` ruleset, and under `inert`, a copy of it
with every card's `ability` line removed (the cards keep their strength and theater; no hook
runs). Both from a temporary content directory holding this checkout's rulesets and scripts
plus the inert copy, so nothing in the repository changes. The figure is `game-host bench-bots
air-land-sea --json`'s MCTS iterations per CPU second; the overhead of a round is inert /
standard (how many times the scripted search costs the inert one), then its median and range
over the rounds. The order alternates between rounds.

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


def rate(host, content, ruleset, positions):
    cmd = [str(host), "bench-bots", "air-land-sea", "--content", str(content), "--ruleset",
           ruleset, "--positions", str(positions), "--json"]
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
        ratios, scripted, plain = [], [], []
        for r in range(args.rounds):
            order = ["standard", "inert"] if r % 2 == 0 else ["inert", "standard"]
            got = {name: rate(host, content, name, args.positions) for name in order}
            scripted.append(got["standard"])
            plain.append(got["inert"])
            ratios.append(got["inert"] / got["standard"])
            print(f"  round {r + 1}: standard {got['standard']:,.0f}, inert {got['inert']:,.0f} "
                  f"({ratios[-1]:.2f}x)", flush=True)
        med = statistics.median
        print(f"standard {med(scripted):,.0f}, inert {med(plain):,.0f} iterations/s: the "
              f"abilities make a search cost {med(ratios):.2f}x [{min(ratios):.2f}-"
              f"{max(ratios):.2f}] the inert one's")


if __name__ == "__main__":
    main()
