#!/usr/bin/env python3
"""Tic-tac-toe bots: game-host against OpenSpiel's C++ MCTS and its random-game loop, in one run.

Each round runs both sides back to back (the order alternating between rounds, so a machine
that speeds up or slows down during the run favours neither), and the figures are compared
round by round: the ratio of each round, then their median and range. Quote ratios, not absolute
rates: on a shared machine the rates move with the load, the ratios much less.

  MCTS       1,000 iterations from the empty board, random rollouts, one thread. game-host:
             `game-host bench-bots tic-tac-toe --iterations 1000 --positions 1 --repeat R`
             (the `normal` bot's search with its iteration budget overridden) twice: with the
             game's own rollout loop (`--playout game`, tic-tac-toe's bit sets: the fast path)
             and with the SDK's generic one (`--playout uniform`: the same moves through
             `to_move`, `legal_actions_into` and `apply`, what a game without a loop of its own
             gets); OpenSpiel: its C++ MCTSBot with a RandomRolloutEvaluator,
             `ttt_openspiel.py mcts-speed 1000 R`. Per side: the median over R searches of
             iterations per second (wall clock), and iterations per CPU second. The three run
             in a different order each round.
  random     G random-vs-random full games. game-host: `bench-bots --random-games G` (one
             `simulate` call into the plugin per game, as the balance lab plays them);
             OpenSpiel: `ttt_openspiel.py random-cpp G` (one evaluate_bots call per game, the
             loop in C++).

  liars-dice G random-vs-random full games of Liar's Dice under the `openspiel` ruleset (two
             players, five dice each, one round: OpenSpiel's `liars_dice` move for move).
             game-host: `bench-bots liars-dice --ruleset openspiel --positions 0
             --random-games G`; OpenSpiel: `liars_dice_openspiel.py random-cpp G` (its C++
             loop). Only where that peer script is in PEERS too.

Usage: docs/tools/bench-vs-peers.py [--rounds N] [--searches R] [--games G]

Environment:
  PEER_PYTHON  a Python that can `import pyspiel` (default: python3). OpenSpiel installs from
               PyPI, best in a virtual environment outside the repository:
                 python3 -m venv /tmp/venv && /tmp/venv/bin/pip install open-spiel
                 PEER_PYTHON=/tmp/venv/bin/python docs/tools/bench-vs-peers.py
  PEERS        the folder holding ttt_openspiel.py (default: ../shared/peers beside the
               repository)
  GAME_HOST    the game-host binary (default: target/release/game-host; build it with
               `cargo build --release -p game-host -p tic-tac-toe`)

Without OpenSpiel or the peer script it says so and exits 0 (a skip, not a failure).
Instruction counts, which the load does not change, come from callgrind (docs/bots.md).
"""

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# game-host's two rollouts (`bench-bots --playout`), each with the name it is reported under.
PLAYOUTS = {"game": "fast path (the game's own rollout loop)",
            "uniform": "generic (the SDK's uniform_playout)"}


def skip(why):
    print(f"bench-vs-peers: skipped: {why}")
    sys.exit(0)


def run_json(cmd):
    """Runs a command and returns the JSON object on its last non-empty output line."""
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"bench-vs-peers: `{' '.join(map(str, cmd))}` failed:\n{out.stderr.strip()}")
    lines = [line for line in out.stdout.splitlines() if line.strip()]
    if not lines:
        sys.exit(f"bench-vs-peers: `{' '.join(map(str, cmd))}` printed nothing")
    return json.loads(lines[-1])


def spread(xs):
    xs = [x for x in xs if x is not None]
    if not xs:
        return None
    return statistics.median(xs), min(xs), max(xs)


def fmt(s, unit="", digits=0):
    if s is None:
        return "n/a"
    med, lo, hi = s
    return f"{med:,.{digits}f}{unit} [{lo:,.{digits}f}–{hi:,.{digits}f}]"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=7, help="rounds of both sides (default 7)")
    ap.add_argument("--searches", type=int, default=100,
                    help="MCTS searches per side and round (default 100)")
    ap.add_argument("--games", type=int, default=100_000,
                    help="random games per side and round (default 100000)")
    ap.add_argument("--iterations", type=int, default=1000,
                    help="MCTS iterations per search (default 1000)")
    args = ap.parse_args()

    peer_python = os.environ.get("PEER_PYTHON", "python3")
    peers = Path(os.environ.get("PEERS", ROOT.parent / "shared" / "peers"))
    script = peers / "ttt_openspiel.py"
    host = Path(os.environ.get("GAME_HOST", ROOT / "target" / "release" / "game-host"))
    if not script.is_file():
        skip(f"no peer script at {script} (set PEERS)")
    try:
        probe = subprocess.run([peer_python, "-c", "import pyspiel"], capture_output=True)
    except OSError as e:
        skip(f"cannot run {peer_python}: {e}")
    if probe.returncode != 0:
        skip(f"OpenSpiel is not installed for {peer_python}: python3 -m venv /tmp/venv && "
             "/tmp/venv/bin/pip install open-spiel, then PEER_PYTHON=/tmp/venv/bin/python")
    if not host.is_file():
        sys.exit(f"bench-vs-peers: no game-host at {host}: cargo build --release -p game-host "
                 "-p tic-tac-toe (or set GAME_HOST)")

    it, reps = args.iterations, args.searches
    def ours_mcts(playout):
        return [str(host), "bench-bots", "tic-tac-toe", "--iterations", str(it),
                "--positions", "1", "--repeat", str(reps), "--playout", playout, "--json"]
    theirs_mcts = [peer_python, str(script), "mcts-speed", str(it), str(reps)]
    ours_random = [str(host), "bench-bots", "tic-tac-toe", "--positions", "0",
                   "--random-games", str(args.games), "--json"]
    theirs_random = [peer_python, str(script), "random-cpp", str(args.games)]
    ld_script = peers / "liars_dice_openspiel.py"
    ld = ld_script.is_file()
    ours_ld = [str(host), "bench-bots", "liars-dice", "--ruleset", "openspiel", "--positions",
               "0", "--random-games", str(args.games), "--json"]
    theirs_ld = [peer_python, str(ld_script), "random-cpp", str(args.games)]

    print(f"tic-tac-toe, game-host vs OpenSpiel, {args.rounds} rounds, interleaved; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    rows = {k: [] for k in ("t_wall", "t_cpu", "o_rg_wall", "t_rg_wall", "o_rg_cpu",
                            "t_rg_cpu", "rg_wall", "rg_cpu", "o_ld_cpu", "t_ld_cpu", "ld_cpu")}
    for p in PLAYOUTS:
        for k in ("o_wall", "o_cpu", "r_wall", "r_cpu"):
            rows[f"{k}_{p}"] = []
    # Every order of the three MCTS runs in turn, so that none is always first or last.
    orders = list(itertools.permutations(["theirs"] + list(PLAYOUTS)))
    for r in range(args.rounds):
        cmds = {"theirs": theirs_mcts, **{p: ours_mcts(p) for p in PLAYOUTS}}
        got = {who: run_json(cmds[who]) for who in orders[r % len(orders)]}
        t = got["theirs"]
        t_wall, t_cpu = t.get("iters_per_wall_s"), t.get("iters_per_cpu_s")
        rows["t_wall"].append(t_wall)
        rows["t_cpu"].append(t_cpu)
        for p in PLAYOUTS:
            o = got[p]
            if o.get("playout") != p:
                sys.exit(f"bench-vs-peers: {host} does not know --playout (got "
                         f"{o.get('playout')!r}): rebuild it")
            o_wall = (o.get("iters_per_wall_s") or {}).get("median")
            o_cpu = o.get("iters_per_cpu_s")
            rows[f"o_wall_{p}"].append(o_wall)
            rows[f"o_cpu_{p}"].append(o_cpu)
            rows[f"r_wall_{p}"].append(o_wall / t_wall if o_wall and t_wall else None)
            rows[f"r_cpu_{p}"].append(o_cpu / t_cpu if o_cpu and t_cpu else None)

        pair = [("ours", ours_random), ("theirs", theirs_random)]
        if r % 2 == 0:
            pair.reverse()
        got = {who: run_json(cmd) for who, cmd in pair}
        o, t = got["ours"]["random_games"], got["theirs"]
        o_w, o_c = o.get("us_per_game_wall"), o.get("us_per_game_cpu")
        t_w, t_c = 1e6 * t["wall_s"] / t["games"], t.get("us_per_game_cpu")
        rows["o_rg_wall"].append(o_w)
        rows["t_rg_wall"].append(t_w)
        rows["o_rg_cpu"].append(o_c)
        rows["t_rg_cpu"].append(t_c)
        rows["rg_wall"].append(t_w / o_w if o_w and t_w else None)
        rows["rg_cpu"].append(t_c / o_c if o_c and t_c else None)
        if ld:
            pair = [("ours", ours_ld), ("theirs", theirs_ld)]
            if r % 2 == 1:
                pair.reverse()
            got = {who: run_json(cmd) for who, cmd in pair}
            o_c = got["ours"]["random_games"].get("us_per_game_cpu")
            t_c = got["theirs"].get("us_per_game_cpu")
            rows["o_ld_cpu"].append(o_c)
            rows["t_ld_cpu"].append(t_c)
            rows["ld_cpu"].append(t_c / o_c if o_c and t_c else None)
            print(f"  round {r + 1}: Liar's Dice random games, CPU: {o_c or 0:.2f} vs "
                  f"{t_c or 0:.2f} us ({rows['ld_cpu'][-1] or 0:.2f}x)", flush=True)
        mcts = ", ".join(f"{p} {rows[f'o_wall_{p}'][-1] or 0:,.0f} "
                         f"({rows[f'r_wall_{p}'][-1] or 0:.2f}x)" for p in PLAYOUTS)
        print(f"  round {r + 1}: MCTS it/s wall: OpenSpiel {t_wall or 0:,.0f}, game-host {mcts}; "
              f"random games {o_w or 0:.2f} vs {t_w:.2f} us ({rows['rg_wall'][-1] or 0:.2f}x)",
              flush=True)

    s = {k: spread(v) for k, v in rows.items()}
    print(f"\nMCTS, {it} iterations from the empty board, iterations per second "
          f"(median [min–max] over rounds):")
    for p, what in PLAYOUTS.items():
        print(f"  game-host, {what}: wall {fmt(s[f'o_wall_{p}'])}   CPU {fmt(s[f'o_cpu_{p}'])}")
    print(f"  OpenSpiel  wall {fmt(s['t_wall'])}   CPU {fmt(s['t_cpu'])}")
    for p, what in PLAYOUTS.items():
        print(f"  ratio game-host/OpenSpiel, {what}: wall {fmt(s[f'r_wall_{p}'], 'x', 2)}   "
              f"CPU {fmt(s[f'r_cpu_{p}'], 'x', 2)}")
    print(f"\nRandom full games, microseconds per game (median [min–max] over rounds):")
    print(f"  game-host  wall {fmt(s['o_rg_wall'], '', 2)}   CPU {fmt(s['o_rg_cpu'], '', 2)}")
    print(f"  OpenSpiel  wall {fmt(s['t_rg_wall'], '', 2)}   CPU {fmt(s['t_rg_cpu'], '', 2)}")
    print(f"  speed ratio game-host/OpenSpiel: wall {fmt(s['rg_wall'], 'x', 2)}   "
          f"CPU {fmt(s['rg_cpu'], 'x', 2)}")
    if ld:
        print(f"\nLiar's Dice (`openspiel` ruleset), random full games, CPU microseconds per game "
              f"(median [min–max] over rounds):")
        print(f"  game-host  {fmt(s['o_ld_cpu'], '', 2)}")
        print(f"  OpenSpiel  {fmt(s['t_ld_cpu'], '', 2)}")
        print(f"  speed ratio game-host/OpenSpiel: CPU {fmt(s['ld_cpu'], 'x', 2)}")
    else:
        print(f"\nLiar's Dice: skipped (no {ld_script})")


if __name__ == "__main__":
    main()
