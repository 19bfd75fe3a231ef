//! The lab follows the editor: `simulate --watch` plays the batch, and after a save of the
//! ruleset under test plays the same seeds under the new rules, labelled with the change the
//! reload found. Here on a temporary copy of the content, so the repository is not touched.

use crate::common;

use common::{copy_dir, game_host_bin, plugins_dir, workspace_root};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Ends the watcher however the test ends.
struct Watcher(Child);

impl Drop for Watcher {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn a_save_of_the_ruleset_plays_the_same_seeds_again_labelled_with_the_change() {
    plugins_dir();
    let root = tempfile::tempdir().unwrap();
    copy_dir(
        &workspace_root().join("rulesets"),
        &root.path().join("rulesets"),
    );
    copy_dir(
        &workspace_root().join("scripts"),
        &root.path().join("scripts"),
    );
    let mut child = Command::new(game_host_bin())
        .args([
            "simulate",
            "tic-tac-toe",
            "--games",
            "20",
            "--bots",
            "random",
            "--json",
            "--no-time",
            "--watch",
            "--content",
        ])
        .arg(root.path())
        .env_remove("GAME_HOST_PLUGIN_PATH")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let _watcher = Watcher(child);
    let (tx, runs) = mpsc::channel::<serde_json::Value>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Ok(v) = serde_json::from_str(&line)
                && tx.send(v).is_err()
            {
                return;
            }
        }
    });
    let wait = || runs.recv_timeout(Duration::from_secs(90)).expect("a run");
    let first = wait();
    assert_eq!(first["label"], "standard");
    assert_eq!(first["report"]["games"], 20);

    // The designer makes the board bigger and saves.
    let file = root.path().join("rulesets/tic-tac-toe/standard.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("size = 3", "size = 4")).unwrap();
    let second = wait();
    assert_eq!(second["label"], "save 1: size: 3 -> 4");
    assert_eq!(second["seed"], first["seed"], "the same seeds");
    assert_eq!(second["report"]["games"], 20);
    // Random games on 16 cells last longer than on 9.
    let length = |run: &serde_json::Value| run["report"]["mean_actions"].as_f64().unwrap();
    assert!(length(&second) > length(&first), "{second}");

    // A save that does not compile plays nothing; the next good one is the second save.
    std::fs::write(&file, text.replace("size = 3", "size = \"big\"")).unwrap();
    std::thread::sleep(Duration::from_millis(600));
    std::fs::write(&file, text.replace("size = 3", "size = 5")).unwrap();
    let third = wait();
    assert_eq!(
        third["label"], "save 2: size: 4 -> 5",
        "against the rules last played"
    );
}
