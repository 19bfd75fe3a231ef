//! The match driver without a window, on the seams where secrets used to leak: undo across a
//! reveal, undo after a hot reload, author mode, moments. Each test plays the real plugins.

use crate::common;

use game_host::gui::toasts::Toasts;
use game_host::match_driver::undo::Undo;
use game_host::match_driver::{Driver, Notices};
use game_host::plugin::Catalog;
use game_host::save::SavedMatch;
use game_host::seats::{SeatKind, Seating};
use game_host::session::Session;
use game_wire::RulesetSource;
use game_wire::{BotLevel, Start, Viewer};

fn catalog() -> Catalog {
    Catalog::discover(&[common::plugins_dir()])
}

fn session(catalog: &Catalog, game: &str, ruleset: &str, seed: u64) -> Session {
    let plugin = catalog.require(game).unwrap().clone();
    let source = game_host::content::load_ruleset(
        &common::workspace_root(),
        &crate::common::bundled_mods(&common::workspace_root()),
        game,
        ruleset,
    )
    .unwrap();
    Session::new(&plugin, source, Start::Seed(seed)).unwrap()
}

/// The Palagan standard ruleset with `maneuvers_per_turn` set to `n`.
fn palagan_maneuvers(source: &RulesetSource, n: u32) -> RulesetSource {
    let mut source = source.clone();
    let root = source.root.clone();
    let text = source.files.get_mut(&root).unwrap();
    assert!(text.contains("maneuvers_per_turn = 2"));
    *text = text.replace(
        "maneuvers_per_turn = 2",
        &format!("maneuvers_per_turn = {n}"),
    );
    source
}

/// What a position is, as the referee sees it: the whole scene and who is to move.
fn position(s: &mut Session) -> String {
    let view = s.view(Viewer::Referee).unwrap();
    format!("{:?}\n{:?}", view.status, view.scene)
}

fn first_legal(s: &mut Session) -> String {
    s.view(Viewer::Referee).unwrap().actions[0].text.clone()
}

#[test]
fn undo_after_a_reload_goes_back_to_the_position_that_really_was() {
    let catalog = catalog();
    let mut s = session(&catalog, "palagan", "standard", 7);
    let mut movers = vec![s.status().unwrap().to_move()];
    for _ in 0..5 {
        let action = first_legal(&mut s);
        s.apply(&action).unwrap();
        movers.push(s.status().unwrap().to_move());
    }
    // Two maneuvers a turn become three while the match runs.
    let three = palagan_maneuvers(s.ruleset(), 3);
    let rules = s.plugin().compile(&three).unwrap();
    s.reload(&rules, three.clone()).unwrap();
    assert_eq!(s.reloads(), [5]);
    let after_reload = position(&mut s);
    // Undo replays nothing under the new rules: the earlier position comes back as it was
    // (who was to move, every piece), then continues under the rules in force.
    s.undo(2).unwrap();
    let back = s.view(Viewer::Referee).unwrap();
    assert_eq!(
        back.status.to_move(),
        movers[3],
        "to move after the undo: {:?}",
        back.status
    );
    // The turn is where it was (its first maneuver), now counted out of the rules in force.
    assert!(
        format!("{:?}", back.status).contains("Maneuver 1 of 3"),
        "{:?}",
        back.status
    );
    assert_eq!(
        format!("{:?}", back.scene.boards),
        format!("{:?}", {
            let mut again = session(&catalog, "palagan", "standard", 7);
            for a in &s.actions().to_vec() {
                again.apply(a).unwrap();
            }
            again.view(Viewer::Referee).unwrap().scene.boards
        }),
        "the board is the one the match had"
    );
    // And it is under the new rules from here on: its save says which rules played what.
    let saved = s.save();
    assert_eq!(saved.earlier_rules.len(), 1);
    assert_eq!(saved.earlier_rules[0].until, 3);
    assert_eq!(saved.ruleset, three);
    // Forward again and the save restores the same match, each part under its own rules.
    for _ in 0..2 {
        let action = first_legal(&mut s);
        s.apply(&action).unwrap();
    }
    let mut restored = Session::restore(&catalog, &s.save()).unwrap();
    assert_eq!(restored.actions(), s.actions());
    assert_eq!(position(&mut restored), position(&mut s));
    assert_ne!(after_reload, "", "sanity");
}

#[test]
fn a_save_of_a_reloaded_match_replays_each_part_under_its_own_rules() {
    let catalog = catalog();
    let mut s = session(&catalog, "palagan", "standard", 3);
    for _ in 0..3 {
        let action = first_legal(&mut s);
        s.apply(&action).unwrap();
    }
    let before_reload = position(&mut s);
    let three = palagan_maneuvers(s.ruleset(), 3);
    let rules = s.plugin().compile(&three).unwrap();
    s.reload(&rules, three.clone()).unwrap();
    // An author saving the file again and again between two moves: one reload in the record.
    for n in [4, 3] {
        let again = {
            let mut a = three.clone();
            let root = a.root.clone();
            let text = a.files.get_mut(&root).unwrap();
            *text = text.replace(
                "maneuvers_per_turn = 3",
                &format!("maneuvers_per_turn = {n}"),
            );
            a
        };
        let rules = s.plugin().compile(&again).unwrap();
        s.reload(&rules, again).unwrap();
    }
    let saved = s.save();
    assert_eq!(
        saved.earlier_rules.len(),
        1,
        "reloads with no move between are one"
    );
    assert_eq!(saved.version, game_host::save::VERSION);
    let text = serde_json::to_string(&saved).unwrap();
    let read = SavedMatch::parse("reloaded.json", &text).unwrap();
    let mut restored = Session::restore(&catalog, &read).unwrap();
    // Undo on the restored match also goes back to what happened before the reload.
    restored.undo(1).unwrap();
    s.undo(1).unwrap();
    assert_eq!(position(&mut restored), position(&mut s));
    assert_ne!(position(&mut restored), before_reload);
}

#[test]
fn author_mode_is_in_the_record_and_survives_undo_and_a_restore() {
    let catalog = catalog();
    let s = session(&catalog, "air-land-sea", "short", 7);
    let mut d = Driver::new(s, Seating::all_human(2, true));
    let mut toasts = Toasts::default();
    let first = d.waiting_for.unwrap();
    d.reveal();
    let action = d.view.as_ref().unwrap().actions[0].text.clone();
    assert!(d.apply(&action, &mut toasts));
    assert!(
        !d.console_allowed(),
        "secrets are kept between the two humans"
    );
    d.author_mode();
    assert!(d.console_allowed());
    assert_eq!(d.session.author_mode(), Some(1));
    // Undo cannot erase it: the take-back goes, author mode stays in the record.
    d.ask_take_back(first);
    d.answer_take_back(true, &mut toasts);
    assert!(d.session.actions().is_empty(), "{:?}", d.message);
    assert_eq!(d.session.author_mode(), Some(1));
    // Nor Continue / a restart: the save keeps it.
    let saved = d.saved();
    assert_eq!(saved.author_mode_from, Some(1));
    let restored = Session::restore(&catalog, &saved).unwrap();
    assert!(restored.author_mode().is_some());
    let d = Driver::new(restored, Seating::all_human(2, true));
    assert!(d.console_allowed());
}

#[test]
fn the_driver_s_notices_collect_without_a_window() {
    let catalog = catalog();
    let s = session(&catalog, "tic-tac-toe", "standard", 1);
    let mut d = Driver::new(s, Seating::all_human(2, false));
    let mut notices = Notices::default();
    assert!(d.apply("b2", &mut notices));
    d.undo(&mut notices);
    assert!(d.session.actions().is_empty());
    assert!(notices.errors().is_empty(), "{:?}", notices.errors());
    assert!(
        d.log
            .iter()
            .any(|l| l.note && l.text.ends_with("took back 1 move")),
        "the log says who took back what, for everyone"
    );
}

#[test]
fn undo_with_nothing_revealed_is_as_before_against_a_bot() {
    let catalog = catalog();
    let s = session(&catalog, "tic-tac-toe", "standard", 1);
    let seating = Seating::new(
        vec![SeatKind::Human, SeatKind::Bot(BotLevel::Random)],
        true,
        2,
    );
    let mut d = Driver::new(s, seating);
    let mut notices = Notices::default();
    assert!(d.apply("b2", &mut notices));
    assert!(d.session.apply("a1").is_ok());
    assert!(d.session.revealed().iter().all(Vec::is_empty));
    assert_eq!(d.undo_rule(), Undo::Take(2));
}

/// `play air-land-sea --ruleset short --seed 7 --json` with `extra` options, fed `stdin`; the
/// JSON lines it printed.
fn play_short_als(extra: &[&str], stdin: &str) -> Vec<serde_json::Value> {
    let mut cmd = std::process::Command::new(common::game_host_bin());
    cmd.args([
        "play",
        "air-land-sea",
        "--ruleset",
        "short",
        "--seed",
        "7",
        "--json",
    ])
    .args(extra)
    .current_dir(common::workspace_root());
    let out = common::output_with_stdin(cmd, stdin);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .collect()
}

/// `play` at a shared terminal: `undo` after a withdrawal (which ends the battle and deals the
/// next hands) is refused with a reason naming the move, and the match goes on.
#[test]
fn play_refuses_to_undo_past_a_withdrawal_and_says_why() {
    let moves = "improvise S6 land\nwithdraw\nundo\n";
    let errors: Vec<serde_json::Value> = play_short_als(&[], moves)
        .into_iter()
        .filter(|v| v["type"] == "error")
        .collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    let message = errors[0]["message"].as_str().unwrap_or_default();
    assert!(message.contains("withdraw"), "{message}");
    assert!(message.contains("hidden"), "{message}");
    // Referee's view: nothing is hidden from the terminal, so the undo goes through.
    let lines = play_short_als(&["--view", "referee"], moves);
    assert!(lines.iter().all(|v| v["type"] != "error"), "{lines:?}");
    assert_eq!(
        lines.last().unwrap()["moves"],
        1,
        "the withdrawal was taken back"
    );
}

#[test]
fn a_bot_going_on_with_its_own_setup_is_not_paced_by_the_move_delay() {
    let catalog = catalog();
    let bots = || {
        Seating::new(
            vec![
                SeatKind::Bot(BotLevel::Normal),
                SeatKind::Bot(BotLevel::Normal),
            ],
            false,
            2,
        )
    };
    let mut d = Driver::new(session(&catalog, "cyvasse", "standard", 3), bots());
    let mut notices = Notices::default();
    let delay = std::time::Duration::from_millis(d.bot_delay_ms);
    assert_eq!(d.bot_wait(0), delay, "the first action of a match is paced");
    assert!(
        d.apply("setup random", &mut notices),
        "{:?}",
        notices.errors()
    );
    // White's `ready` follows its layout at once: one setup, one pause.
    assert_eq!(d.bot_wait(0), std::time::Duration::ZERO);
    assert!(d.apply("ready", &mut notices), "{:?}", notices.errors());
    assert_eq!(d.bot_wait(1), delay, "the other seat's turn is paced");
    // Outside a named phase every bot move is paced, even one seat's moves in a row.
    let mut t = Driver::new(session(&catalog, "tic-tac-toe", "standard", 1), bots());
    assert!(t.apply("b2", &mut notices));
    assert_eq!(t.bot_wait(0), delay);
}
