//! The shard runner on a real distributed engine: `docs/tools/simulate-ray.py` runs the shards
//! of a batch as Ray tasks on a local Ray cluster and merges them, and its report is the one a
//! single `simulate` run prints, to the byte. Ignored by default (Ray is a large Python package
//! the test command does not install): `RAY_PYTHON=/path/to/python cargo test -p game-host
//! --test integration simulate_ray -- --ignored` runs it, and then a Python without Ray fails
//! it.

use crate::common;

use common::workspace_root;
use std::process::Command;

#[test]
#[ignore = "needs Ray: RAY_PYTHON=<python with ray> cargo test -p game-host --test integration simulate_ray -- --ignored"]
fn shards_run_as_ray_tasks_merge_into_the_single_run_report() {
    common::plugins_dir();
    let python = std::env::var("RAY_PYTHON").unwrap_or_else(|_| "python3".into());
    let has_ray = Command::new(&python)
        .args(["-c", "import ray"])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        has_ray,
        "{python} cannot import ray: set RAY_PYTHON to a Python with Ray (pip install ray)"
    );
    let game_host = env!("CARGO_BIN_EXE_game-host");
    let batch = ["--bots", "mcts:20,random", "--seed", "5", "--no-time"];
    let out_dir = tempfile::tempdir().unwrap();
    let ray = Command::new(&python)
        .arg(workspace_root().join("docs/tools/simulate-ray.py"))
        .args(["tic-tac-toe", "--games", "40", "--shards", "4", "--out-dir"])
        .arg(out_dir.path())
        .arg("--")
        .args(batch)
        .env("GAME_HOST", game_host)
        .current_dir(workspace_root())
        .output()
        .unwrap();
    assert!(
        ray.status.success(),
        "{}",
        String::from_utf8_lossy(&ray.stderr)
    );
    let single = Command::new(game_host)
        .args(["simulate", "tic-tac-toe", "--games", "40"])
        .args(batch)
        .current_dir(workspace_root())
        .output()
        .unwrap();
    assert!(single.status.success());
    assert_eq!(
        String::from_utf8_lossy(&ray.stdout),
        String::from_utf8_lossy(&single.stdout)
    );
    let files = std::fs::read_dir(out_dir.path()).unwrap().count();
    assert_eq!(files, 4, "one results file per Ray task");
}
