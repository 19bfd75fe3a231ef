#!/usr/bin/env python3
"""A balance-lab batch too big for one machine, on a Ray cluster: N shards as Ray tasks.

Each task runs `game-host simulate ... --shard I/N --out FILE --quiet` on whichever node Ray
gives it and hands the results file back through Ray's object store (nodes need no shared
disk); this script writes the N files into --out-dir and runs `game-host simulate-merge` on
them, which prints exactly the report one run of all the games would (the tallies are
integers: with --no-time the two compare byte for byte).

Usage:
  docs/tools/simulate-ray.py GAME --games G --shards N [--out-dir DIR] [--address ADDR]
                             [--cpus-per-task T] [-- SIMULATE OPTIONS...]

  Everything after `--` goes to `game-host simulate` unchanged (--ruleset, --vs, --bots,
  --seed, --max-actions, --threads, --no-time...) and to `simulate-merge` where it applies
  (--json, --csv, --no-time). --threads should match --cpus-per-task (default 1).

  A million tic-tac-toe games in 64 shards on the cluster the machine belongs to:
    docs/tools/simulate-ray.py tic-tac-toe --games 1000000 --shards 64 --address auto \\
        -- --bots normal,random

Requirements:
  Ray from PyPI on every node (`pip install ray`), best in a virtual environment:
    python3 -m venv /tmp/rayvenv && /tmp/rayvenv/bin/pip install ray
  game-host, its plugins and the content (rulesets/, scripts/) at the same path on every node
  (GAME_HOST, default target/release/game-host beside this repository; the content is found as
  game-host finds it, or pass `-- --content DIR`). Every shard file records a digest of the
  ruleset text and the plugin version, and the merge refuses shards of different text, so a
  node with an older checkout cannot slip into the report.

Without --address, Ray starts a local cluster on this machine (one worker per core): the same
code path as a real cluster, which is how the project's test runs it.

Without Ray installed it says so and exits 3 (nothing was run: not a success).
"""

import argparse
import os
import pathlib
import subprocess
import sys
import tempfile

REPO = pathlib.Path(__file__).resolve().parents[2]
GAME_HOST = os.environ.get("GAME_HOST", str(REPO / "target" / "release" / "game-host"))

# Options of `simulate` that `simulate-merge` takes as well (the rest describe the batch,
# which the shard files carry).
MERGE_FLAGS = {"--json", "--csv", "--no-time"}


def run_shard(game_host, game, games, shard, count, simulate_args):
    """One shard on a worker node: its results file's bytes."""
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "shard.jsonl"
        cmd = [game_host, "simulate", game, "--games", str(games), "--shard",
               f"{shard}/{count}", "--out", str(out), "--quiet", *simulate_args]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"shard {shard}/{count}: {' '.join(cmd)}\n{done.stderr}")
        return out.read_bytes()


def main():
    argv = sys.argv[1:]
    passthrough = []
    if "--" in argv:
        at = argv.index("--")
        argv, passthrough = argv[:at], argv[at + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, required=True, help="games of the whole batch")
    parser.add_argument("--shards", type=int, required=True, help="how many Ray tasks")
    parser.add_argument("--out-dir", help="where the shard files go (default: a temp dir)")
    parser.add_argument("--address", help="Ray cluster address (default: a local cluster)")
    parser.add_argument("--cpus-per-task", type=float, default=1.0)
    args = parser.parse_args(argv)
    if args.games < 1 or not 1 <= args.shards <= 1_000_000:
        parser.error("--games must be at least 1 and --shards from 1 to 1,000,000")
    try:
        import ray
    except ImportError:
        print("error: Ray is not installed (pip install ray): nothing was run", file=sys.stderr)
        return 3

    ray.init(address=args.address, include_dashboard=False, logging_level="ERROR",
             log_to_driver=False)
    task = ray.remote(num_cpus=args.cpus_per_task, max_retries=2)(run_shard)
    simulate_args = [a for a in passthrough if a not in {"--json", "--csv"}]
    pending = [task.remote(GAME_HOST, args.game, args.games, i, args.shards, simulate_args)
               for i in range(1, args.shards + 1)]
    out_dir = pathlib.Path(args.out_dir or tempfile.mkdtemp(prefix="simulate-ray-"))
    out_dir.mkdir(parents=True, exist_ok=True)
    files = []
    # In shard order; each file is written as soon as its task is done.
    for i, ref in enumerate(pending, start=1):
        path = out_dir / f"shard-{i}-of-{args.shards}.jsonl"
        path.write_bytes(ray.get(ref))
        files.append(str(path))
    ray.shutdown()
    merge_args = [a for a in passthrough if a in MERGE_FLAGS]
    print(f"{args.shards} shard files in {out_dir}", file=sys.stderr)
    return subprocess.run([GAME_HOST, "simulate-merge", *files, *merge_args]).returncode


if __name__ == "__main__":
    sys.exit(main())
