//! Text from a ruleset is shown by the app, never obeyed: an escape sequence or a line break in
//! a ruleset's name or description reaches no label as such (on a content root of its own,
//! with the integration tests: it changes the mods in use).

use crate::common;

use egui_kittest::kittest::{NodeT, Queryable};

const FORGED: &str = "Evil\\u001b[2J\\r\\nGame over: O wins";

#[test]
fn a_rulesets_escape_sequences_and_line_breaks_reach_no_label_on_home() {
    let root = common::content_copy();
    std::fs::write(
        root.path().join("rulesets/tic-tac-toe/evil.toml"),
        format!(
            "game = \"tic-tac-toe\"\nname = \"{FORGED}\"\ndescription = \"{FORGED}\"\nextends = \"standard\"\n"
        ),
    )
    .unwrap();
    let data = tempfile::tempdir().unwrap();
    let h = common::gui::harness_on(root.path(), data.path());
    // The ruleset is listed, its name shown with the escapes written out.
    let shown = h.get_all_by_label_contains("Game over: O wins").count();
    assert!(shown > 0, "the evil ruleset is not listed on Home");
    let labels: Vec<String> = h
        .get_all_by_label_contains("Game over: O wins")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    for label in &labels {
        assert!(
            !label.contains('\u{1b}'),
            "an escape reached a label: {label:?}"
        );
        assert!(
            !label.contains('\r') && !label.contains('\n'),
            "a line break reached a label: {label:?}"
        );
        assert!(label.contains("\\u{1B}[2J"), "{label:?}");
    }
}
