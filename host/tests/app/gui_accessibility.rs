//! Every control a player can act on has a name a screen reader reads (eframe's AccessKit
//! adapter passes egui's tree to the platform): each screen of the app, the table of every
//! game with its panels, and the dialogs are walked, and every visible input node must have a
//! label (`Harness::unnamed_widgets`, egui_kittest's own check).

use crate::common;

use common::gui::{click, game_ids, harness, start_standard};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_host::gui::app::HostApp;

fn assert_named(h: &mut Harness<'_, HostApp>, screen: &str) {
    h.run_steps(3);
    let unnamed = h.unnamed_widgets();
    assert!(
        unnamed.is_empty(),
        "{screen}: {} control(s) without a name:\n{}",
        unnamed.len(),
        unnamed.join("\n")
    );
}

#[test]
fn every_screen_s_controls_have_names() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    assert_named(&mut h, "Home");
    click(&mut h, "New match");
    assert_named(&mut h, "New match");
    click(&mut h, "Balance lab");
    assert_named(&mut h, "Balance lab");
    click(&mut h, "Mods");
    assert_named(&mut h, "Mods");
    click(&mut h, "Home");
    if cfg!(feature = "online") {
        click(&mut h, "Join online match");
        assert_named(&mut h, "Join online match");
    }
    h.get_by_label("About").click();
    assert_named(&mut h, "About");
    h.get_by_label("About").click();
    let games = game_ids(&h);
    assert!(games.len() >= 4, "{games:?}");
    for game in &games {
        let game = game.as_str();
        start_standard(&mut h, game);
        assert_named(&mut h, &format!("{game}'s table"));
        click(&mut h, "Rules");
        assert_named(&mut h, &format!("{game}'s rules panel"));
        click(&mut h, "Rules");
        click(&mut h, "Console");
        assert_named(&mut h, &format!("{game}'s console"));
        click(&mut h, "Console");
    }
}
