#!/usr/bin/env python3
"""Bot search speed per game: this build's plugins against the plugins of an earlier commit.

Each side runs under its own host: `game-host bench-bots GAME --json` of the earlier commit
(its plugins beside it, its rulesets found upward from it: a host loads only plugins of its own
plugin ABI, and an earlier commit may speak an older one) and then of this build, in turn, the order alternating between rounds so that a machine that speeds up
or slows down favours neither. The figure is MCTS iterations per CPU second of the search
thread (`iters_per_cpu_s`), compared round by round: each round's ratio new / old, then their
median and range. Quote ratios, not rates: the rates move with the load, the ratios much less.

The earlier host and plugins are built once, in a git worktree of that commit under
`target/bench-commits/<commit>` with its own target directory (a release build of `game-host`
and the named games: about ten minutes the first time on two cores, reused after; `--tree`
names a checkout of the commit to build in instead).

Usage: docs/tools/bench-vs-commit.py [--commit C] [--rounds N] [GAME ...]
  (default: issue 30's baseline 3e828e7; Air, Land & Sea, Palagan and Cyvasse; 5 rounds)
Build this side first: cargo build --release -p game-host -p <each game's crate>
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Game id -> (cargo package, plugin library file).
GAMES = {
    "air-land-sea": ("air-land-sea", "libair_land_sea.so"),
    "palagan": ("palagan", "libpalagan.so"),
    "cyvasse": ("cyvasse", "libcyvasse.so"),
    "liars-dice": ("liars-dice", "libliars_dice.so"),
    "tic-tac-toe": ("tic-tac-toe", "libtic_tac_toe.so"),
}


def run(cmd, cwd=ROOT, env=None):
    out = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    if out.returncode != 0:
        sys.exit(f"bench-vs-commit: `{' '.join(map(str, cmd))}` failed:\n{out.stderr.strip()}")
    return out.stdout


def old_host(commit, games, tree=None):
    """Builds the host and `games` at `commit` (once); returns the checkout and its host."""
    tree = Path(tree) if tree else ROOT / "target" / "bench-commits" / commit
    if not (tree / "Cargo.toml").is_file():
        tree.parent.mkdir(parents=True, exist_ok=True)
        run(["git", "worktree", "add", "--detach", "-f", str(tree), commit])
    packages = ["-p", "game-host"] + [a for g in games for a in ("-p", GAMES[g][0])]
    print(f"building game-host and {', '.join(games)} at {commit} in {tree} ...", flush=True)
    run(["cargo", "build", "--release", *packages], cwd=tree)
    return tree, tree / "target" / "release" / "game-host"


def rate(host, game, args):
    cmd = [str(host), "bench-bots", game, "--iterations", str(args.iterations), "--positions",
           str(args.positions), "--repeat", str(args.repeat), "--json"]
    lines = [line for line in run(cmd).splitlines() if line.strip()]
    return json.loads(lines[-1]).get("iters_per_cpu_s")


def spread(xs):
    xs = [x for x in xs if x]
    return (statistics.median(xs), min(xs), max(xs)) if xs else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("games", nargs="*", default=["air-land-sea", "palagan", "cyvasse"])
    ap.add_argument("--commit", default="3e828e7", help="the earlier commit (default 3e828e7)")
    ap.add_argument("--tree", help="a checkout of the commit to build in (default: a worktree "
                    "under target/bench-commits)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--positions", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        sys.exit(f"bench-vs-commit: unknown game {unknown}; known: {', '.join(GAMES)}")
    host = Path(os.environ.get("GAME_HOST", ROOT / "target" / "release" / "game-host"))
    if not host.is_file():
        sys.exit(f"bench-vs-commit: no game-host at {host}: cargo build --release -p game-host")
    tree, old = old_host(args.commit, args.games, args.tree)
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"bench-bots, CPU iterations/s, {args.iterations} iterations a search, "
          f"{args.positions} positions, {args.rounds} rounds interleaved; this build vs "
          f"{args.commit}; load average {load}")
    for game in args.games:
        olds, news, ratios = [], [], []
        for r in range(args.rounds):
            sides = [("old", old), ("new", host)]
            if r % 2:
                sides.reverse()
            got = {who: rate(exe, game, args) for who, exe in sides}
            olds.append(got["old"])
            news.append(got["new"])
            ratios.append(got["new"] / got["old"] if got["new"] and got["old"] else None)
            print(f"  {game} round {r + 1}: {args.commit} {got['old'] or 0:,.0f}, "
                  f"now {got['new'] or 0:,.0f} ({ratios[-1] or 0:.2f}x)", flush=True)
        o, n, q = spread(olds), spread(news), spread(ratios)
        if not (o and n and q):
            print(f"{game}: no figure")
            continue
        print(f"{game}: {o[0]:,.0f} -> {n[0]:,.0f} iterations/s, ratio {q[0]:.2f}x "
              f"[{q[1]:.2f}-{q[2]:.2f}]", flush=True)


if __name__ == "__main__":
    main()
