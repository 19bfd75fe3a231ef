//! The new-match form: game, ruleset, seats, seed; and, with a remote seat, how the match is
//! hosted online (relays, turn timer).

use crate::content::{RulesetEntry, RulesetListing};
use crate::gui::table::SeatKind;
#[cfg(feature = "online")]
use crate::net::endpoint::Relay;
use crate::plugin::Catalog;
use crate::tr;
use egui::RichText;
use game_wire::{BotLevel, Capabilities};
use std::path::Path;

#[derive(Debug, Clone, Default)]
pub struct NewMatchForm {
    pub game: String,
    pub ruleset: String,
    /// Empty for a random seed.
    pub seed: String,
    /// Empty for none; else a scenario file to start from.
    pub scenario: String,
    pub hand_over: bool,
    pub seats: Vec<SeatKind>,
    /// With a remote seat: direct connections only (a LAN) instead of the public relays.
    pub lan_only: bool,
    /// With a remote seat: seconds per turn, empty for no turn timer.
    pub turn_timer: String,
    /// What the chosen ruleset's compiled rules can do (hidden information, scenarios), with
    /// the game and ruleset it was learnt for: the form compiles a ruleset once when it is
    /// chosen, since one ruleset of a game may hide information and another not.
    learnt: Option<(String, String, Result<Capabilities, String>)>,
}

impl NewMatchForm {
    pub fn for_game(catalog: &Catalog, game: &str, ruleset: &str) -> NewMatchForm {
        let info = catalog.find(game).map(|p| p.info());
        let seats = info.map_or(2, |i| i.seats.len());
        NewMatchForm {
            game: game.into(),
            ruleset: ruleset.into(),
            seed: String::new(),
            scenario: String::new(),
            // Until the rules are compiled (the first frame): on, the safe side.
            hand_over: true,
            seats: vec![SeatKind::Human; seats],
            lan_only: false,
            turn_timer: String::new(),
            learnt: None,
        }
    }

    /// What the chosen ruleset can do: compiled when the game or ruleset changed since last
    /// asked (`None` without a content root).
    fn capabilities(
        &mut self,
        catalog: &Catalog,
        root: Option<&Path>,
        mods: &crate::mods::ModsInUse,
    ) -> Option<&Result<Capabilities, String>> {
        let stale = self
            .learnt
            .as_ref()
            .is_none_or(|(g, r, _)| *g != self.game || *r != self.ruleset);
        if stale {
            let root = root?;
            let learnt = catalog.require(&self.game).and_then(|plugin| {
                let source = crate::content::load_ruleset(root, mods, &self.game, &self.ruleset)
                    .map_err(|d| d.to_string())?;
                let rules = plugin.compile(&source).map_err(|e| e.to_string())?;
                Ok(rules.capabilities())
            });
            self.learn(learnt);
        }
        self.learnt.as_ref().map(|(_, _, c)| c)
    }

    /// Compiles the chosen rules (once) and takes their seats and screen default, as the form
    /// does when it is shown: for a match started without showing it (Home's Play).
    pub fn fit_to_rules(
        &mut self,
        catalog: &Catalog,
        root: Option<&Path>,
        mods: &crate::mods::ModsInUse,
    ) {
        let _ = self.capabilities(catalog, root, mods);
    }

    /// Takes what the chosen ruleset can do: the hand-over screen defaults to on exactly where
    /// the rules hide information (perfect information needs none), and a scenario is kept
    /// only where the rules read one.
    fn learn(&mut self, learnt: Result<Capabilities, String>) {
        if let Ok(c) = &learnt {
            // One selector per seat of these rules (a ruleset of a 2–6 player game may seat
            // four): the choices made for the seats that stay are kept.
            self.seats.resize(usize::from(c.seats), SeatKind::Human);
            self.hand_over = c.hidden_information;
            if !c.scenarios {
                self.scenario.clear();
            }
        }
        self.learnt = Some((self.game.clone(), self.ruleset.clone(), learnt));
    }

    pub fn seed(&self) -> Result<Option<u64>, String> {
        let s = self.seed.trim();
        if s.is_empty() {
            Ok(None)
        } else {
            s.parse()
                .map(Some)
                .map_err(|_| tr!("new-match-bad-seed", seed = s))
        }
    }

    /// Whether a seat is played on another machine (Start then hosts the match online).
    pub fn hosts_online(&self) -> bool {
        self.seats.contains(&SeatKind::Remote)
    }

    /// How the match is hosted online, as the form says.
    #[cfg(feature = "online")]
    pub fn online_options(&self) -> Result<crate::gui::table::OnlineOptions, String> {
        let t = self.turn_timer.trim();
        let turn_secs = if t.is_empty() {
            None
        } else {
            match t.parse::<u32>() {
                Ok(secs) if secs > 0 => Some(secs),
                _ => {
                    return Err(tr!("new-match-bad-turn-timer", timer = t));
                }
            }
        };
        Ok(crate::gui::table::OnlineOptions {
            relay: if self.lan_only {
                Relay::None
            } else {
                Relay::Default
            },
            bind: None,
            turn_secs,
        })
    }

    /// Draws the form; returns true when the player asks to start.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        catalog: &Catalog,
        listing: &mut RulesetListing,
    ) -> bool {
        let mut start = false;
        let capabilities = self
            .capabilities(catalog, listing.root(), listing.mods())
            .and_then(|c| c.as_ref().ok())
            .copied();
        ui.heading(tr!("new-match-heading"));
        ui.add_space(8.0);
        egui::Grid::new("new-match")
            .num_columns(2)
            .spacing([16.0, 10.0])
            .show(ui, |ui| {
                ui.label(tr!("new-match-game"));
                if let Some(id) = crate::gui::pickers::game_combo(ui, "game", catalog, &self.game) {
                    *self = NewMatchForm::for_game(catalog, &id, "standard");
                }
                ui.end_row();

                let rulesets: Vec<RulesetEntry> = listing.of(&self.game).to_vec();
                ui.label(tr!("new-match-rules"));
                ui.vertical(|ui| {
                    for r in &rulesets {
                        ui.radio_value(
                            &mut self.ruleset,
                            r.id.clone(),
                            RichText::new(&r.name).strong(),
                        );
                        if !r.description.is_empty() {
                            ui.label(RichText::new(&r.description).weak());
                        }
                    }
                    if rulesets.is_empty() {
                        ui.label(tr!("new-match-no-rulesets"));
                    }
                });
                ui.end_row();

                // The seats of the chosen rules once they compiled; every seat the game names
                // until then.
                let seat_names: Vec<String> = catalog
                    .find(&self.game)
                    .map(|p| match capabilities {
                        Some(c) => p.info().seat_names(c.seats).to_vec(),
                        None => p.info().seats.clone(),
                    })
                    .unwrap_or_default();
                for (i, name) in seat_names.iter().enumerate() {
                    if self.seats.len() <= i {
                        self.seats.push(SeatKind::Human);
                    }
                    ui.label(crate::i18n::game::show(&self.game, name));
                    let current = self.seats[i];
                    let shown = egui::ComboBox::from_id_salt(("seat", i))
                        .selected_text(current.label())
                        .show_ui(ui, |ui| {
                            let kinds = std::iter::once(SeatKind::Human)
                                .chain(BotLevel::ALL.into_iter().map(SeatKind::Bot))
                                // Offered only where the match can be hosted online.
                                .chain(cfg!(feature = "online").then_some(SeatKind::Remote));
                            for kind in kinds {
                                ui.selectable_value(&mut self.seats[i], kind, kind.label());
                            }
                        });
                    crate::gui::pickers::name_combo(
                        &shown.response,
                        &tr!("new-match-who-plays", seat = name),
                    );
                    ui.end_row();
                }

                if self.hosts_online() {
                    ui.label(tr!("new-match-online"));
                    ui.vertical(|ui| {
                        ui.checkbox(&mut self.lan_only, tr!("new-match-lan-only"));
                        ui.horizontal(|ui| {
                            ui.label(tr!("new-match-turn-timer"));
                            ui.add(
                                egui::TextEdit::singleline(&mut self.turn_timer)
                                    .hint_text(tr!("new-match-turn-timer-hint"))
                                    .desired_width(60.0),
                            );
                            ui.label(RichText::new(tr!("new-match-turn-timer-unit")).weak());
                        });
                        ui.label(RichText::new(tr!("new-match-invite-hint")).weak());
                    });
                    ui.end_row();
                }

                ui.label(tr!("new-match-seed"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.seed)
                        .hint_text(tr!("new-match-seed-hint"))
                        .desired_width(160.0),
                );
                ui.end_row();

                ui.label(tr!("new-match-scenario"));
                let reads_scenarios = capabilities.is_none_or(|c| c.scenarios);
                ui.vertical(|ui| {
                    ui.add_enabled(
                        reads_scenarios,
                        egui::TextEdit::singleline(&mut self.scenario)
                            .hint_text(tr!("new-match-scenario-hint"))
                            .desired_width(320.0),
                    );
                    if !reads_scenarios {
                        ui.label(RichText::new(tr!("new-match-no-scenarios")).weak());
                    }
                });
                ui.end_row();

                // The screen between turns is for two people at one device: with fewer local
                // humans (bots, remote players) it never shows, so it is not offered.
                let local_humans = self.seats.iter().filter(|s| **s == SeatKind::Human).count();
                if local_humans >= 2 {
                    ui.label(tr!("new-match-hot-seat"));
                    ui.vertical(|ui| {
                        ui.checkbox(&mut self.hand_over, tr!("new-match-hand-over"));
                        match capabilities {
                            Some(c) if c.hidden_information => {
                                ui.label(RichText::new(tr!("new-match-hides")).weak());
                            }
                            Some(_) => {
                                ui.label(RichText::new(tr!("new-match-hides-nothing")).weak());
                            }
                            None => {}
                        }
                    });
                    ui.end_row();
                }
                if let Some(Err(e)) = self.learnt.as_ref().map(|(_, _, c)| c) {
                    ui.label("");
                    ui.label(RichText::new(tr!("new-match-does-not-compile", error = e)).weak());
                    ui.end_row();
                }
            });
        ui.add_space(12.0);
        if ui
            .add_enabled(
                !self.game.is_empty(),
                egui::Button::new(
                    RichText::new(if self.hosts_online() {
                        tr!("new-match-host-online")
                    } else {
                        tr!("new-match-start")
                    })
                    .size(18.0),
                ),
            )
            .clicked()
        {
            start = true;
        }
        start
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> NewMatchForm {
        NewMatchForm {
            game: "tic-tac-toe".into(),
            ruleset: "phantom".into(),
            scenario: "s.txt".into(),
            ..NewMatchForm::default()
        }
    }

    #[test]
    fn the_hand_over_default_and_the_scenario_follow_the_chosen_rules() {
        let mut f = form();
        f.learn(Ok(Capabilities {
            seats: 2,
            hidden_information: true,
            scenarios: true,
        }));
        assert!(f.hand_over, "rules that hide information get the screen");
        assert_eq!(f.scenario, "s.txt");
        f.learn(Ok(Capabilities {
            seats: 2,
            hidden_information: false,
            scenarios: false,
        }));
        assert!(
            !f.hand_over,
            "perfect information needs no hand-over screen"
        );
        assert!(
            f.scenario.is_empty(),
            "no scenario for rules that read none"
        );
        // Rules that do not compile change nothing; starting says why.
        let mut f = form();
        f.hand_over = true;
        f.learn(Err("bad".into()));
        assert!(f.hand_over);
    }
}
