//! What the app offers of online play follows the `online` cargo feature: with it (the
//! default) Home has "Join online match" and a seat can be a "Remote player"; a game-host built
//! with `--no-default-features --features gui` offers neither. Run without online play by
//! `cargo test -p game-host --no-default-features --features gui --test app gui_online_feature`.

use crate::common;

use common::gui::{click, harness};
use egui_kittest::kittest::Queryable;

#[test]
fn online_play_is_offered_only_by_a_build_with_it() {
    let online = cfg!(feature = "online");
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    assert_eq!(h.query_by_label("Join online match").is_some(), online);
    click(&mut h, "New match");
    h.get_all_by_label_contains("Who plays")
        .next()
        .expect("a seat's drop-down")
        .click();
    h.run_steps(3);
    assert!(
        h.query_all_by_label_contains("Bot (").next().is_some(),
        "the seat's drop-down is open"
    );
    assert_eq!(
        h.query_all_by_label("Remote player").next().is_some(),
        online
    );
}
