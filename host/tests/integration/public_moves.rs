//! The move log players read never names what is hidden from one of them: the record keeps the
//! notation, the log its public form (`Applied::public`).

use crate::common;

use game_host::plugin::Catalog;
use game_host::session::Session;
use game_wire::{Start, Viewer};

fn session(game: &str, ruleset: &str, start: Start) -> (Catalog, Session) {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let plugin = catalog.require(game).unwrap().clone();
    let source = game_host::content::load_ruleset(
        &common::workspace_root(),
        &crate::common::bundled_mods(&common::workspace_root()),
        game,
        ruleset,
    )
    .unwrap();
    let session = Session::new(&plugin, source, start).unwrap();
    (catalog, session)
}

#[test]
fn a_face_down_card_is_a_card_in_the_log_and_named_in_the_record() {
    let start = Start::Scenario {
        origin: "public-moves.toml".into(),
        text: "order = [\"air\", \"land\", \"sea\"]\nto_move = \"north\"\n\
               [north]\nhand = [\"L5\", \"A4\"]\n[south]\nhand = [\"S2\", \"L1\"]\n"
            .into(),
    };
    let (_catalog, mut s) = session("air-land-sea", "standard", start);
    s.apply("improvise L5 air").unwrap();
    s.apply("deploy L1").unwrap();
    assert_eq!(s.actions(), ["improvise L5 air", "deploy L1"]);
    let shown: Vec<&str> = s.logs().iter().map(|m| m.text.as_str()).collect();
    assert_eq!(shown, ["improvise a card air", "deploy L1"]);
    assert!(
        s.logs()
            .iter()
            .all(|m| m.log.iter().all(|l| !l.text.contains("L5"))),
        "{:?}",
        s.logs()
    );
}

#[test]
fn a_screened_placement_is_only_a_placement_in_the_log() {
    let (_catalog, mut s) = session("cyvasse", "standard", Start::Seed(3));
    let view = s.view(Viewer::Referee).unwrap();
    let first = view
        .actions
        .iter()
        .map(|a| a.text.clone())
        .find(|t| t.starts_with("place ") || t.starts_with("tile "))
        .unwrap();
    s.apply(&first).unwrap();
    assert_eq!(s.actions(), std::slice::from_ref(&first));
    let shown = &s.logs()[0].text;
    assert!(shown.contains("behind the screen"), "{shown}");
    assert!(!shown.contains(&first), "{shown} names {first}");
}

/// A line naming a card only its owner may know is in the owner's log and the referee's, not
/// the other seat's or a spectator's.
#[test]
fn a_destroyed_face_down_card_is_named_only_in_its_owners_log() {
    let start = Start::Scenario {
        origin: "containment.toml".into(),
        text: "order = [\"air\", \"land\", \"sea\"]\n[north]\nhand = [\"L5\", \"A4\"]\n\
               air = [\"A5\"]\n[south]\nhand = [\"L1\", \"S2\"]\n"
            .into(),
    };
    let (_catalog, mut s) = session("air-land-sea", "standard", start);
    s.apply("improvise L5 land").unwrap();
    let public = &s.logs()[0];
    // In English: the game's lines are messages of its catalogue.
    let read = |viewer: Viewer| -> Vec<String> {
        public
            .log_for(viewer)
            .map(|l| game_wire::text::english_of(&l.text).into_owned())
            .collect()
    };
    for viewer in [Viewer::Seat(1), Viewer::Spectator] {
        let lines = read(viewer);
        assert!(
            lines.iter().all(|l| !l.contains("L5")),
            "{viewer:?}: {lines:?}"
        );
        assert!(
            lines.contains(&"North's face-down card in Land is destroyed".to_string()),
            "{viewer:?}: {lines:?}"
        );
    }
    for viewer in [Viewer::Seat(0), Viewer::Referee] {
        let lines = read(viewer);
        assert!(
            lines.iter().any(|l| l.contains("L5")),
            "{viewer:?}: {lines:?}"
        );
    }
}
