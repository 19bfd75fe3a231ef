//! The author's Problems panel shows a rule script's failure in full while it lasts (issue
//! 31): where nothing is hidden from anyone at the device, the whole message, not only "a
//! script failed at file:line", and it goes once the game plays on. On a content root of its
//! own (it adds a ruleset).

use crate::common;

use egui_kittest::kittest::Queryable;
use game_host::gui::app::AppScreen;
use game_host::gui::new_match::NewMatchForm;
use game_host::gui::toasts::Toasts;

const BOOM: &str = "local M = {}\n---@param ctx TicTacToeBoard\nfunction M.line_completed(ctx, seat)\n  error(\"the line of seat \" .. seat .. \" is not allowed\")\nend\nreturn M\n";

#[test]
fn a_failing_hook_is_shown_whole_in_problems_until_the_game_plays_on() {
    let root = common::content_copy();
    std::fs::write(root.path().join("scripts/tic-tac-toe/boom.lua"), BOOM).unwrap();
    std::fs::write(
        root.path().join("rulesets/tic-tac-toe/boom.toml"),
        "game = \"tic-tac-toe\"\nname = \"Boom\"\nextends = \"standard\"\nscripts = [\"scripts/tic-tac-toe/boom.lua\"]\n",
    )
    .unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut h = common::gui::harness_on(root.path(), data.path());
    h.state_mut().form = NewMatchForm::for_game(&h.state().catalog, "tic-tac-toe", "boom");
    h.state_mut().start_match();
    assert!(common::gui::run_until(
        &mut h,
        std::time::Duration::from_secs(60),
        |h| { matches!(h.state().screen, AppScreen::Table(_)) }
    ));
    let mut toasts = Toasts::default();
    {
        let table = h.state_mut().table().unwrap();
        for cell in ["a1", "b1", "a2", "b2"] {
            assert!(table.controller.apply(cell, &mut toasts), "{cell}");
        }
        // X completes a column: the hook fails, the move is refused.
        assert!(!table.controller.apply("a3", &mut toasts));
    }
    h.run_steps(2);
    h.get_by_label("Problems (1)").click();
    h.run_steps(2);
    assert!(
        h.query_by_label_contains(
            "line_completed: scripts/tic-tac-toe/boom.lua:4: the line of seat 0 is not allowed"
        )
        .is_some(),
        "the whole error is in Problems"
    );
    assert!(
        h.query_by_label("Copy scripts/tic-tac-toe/boom.lua:4")
            .is_some()
    );
    // The game plays on (another move applies): the failure is no longer in force.
    assert!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .apply("c3", &mut toasts)
    );
    h.run_steps(2);
    assert!(
        h.query_by_label("Problems (0)").is_none(),
        "nothing was ever shown as history"
    );
    assert!(h.query_by_label_contains("the line of seat 0").is_none());
}
