//! The one path from what a player does at a table to an action submitted: a click or a right
//! click narrows the [`Picker`]'s selection, a complete action asks its question first (where
//! the settings say so), the answer submits it. The local table applies what is submitted to
//! its match driver; the remote table sends it to the host. Both read the same keys
//! ([`UNDO_SHORTCUT`], and the bottom bar's Enter and Esc in [`super::selection`]).

use super::confirm::{self, Pending};
use super::picker::{Click, Picker};
use super::selection::Pick;
use crate::tr;
use egui::Key;
use game_wire::ActionInfo;
use game_wire::scene::Scene;

/// Ctrl+Z (Cmd+Z on macOS) does what the Undo button does (at a remote table: asks for a
/// take-back).
pub const UNDO_SHORTCUT: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, Key::Z);

/// What the table does after a pick.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The player chose (and, where asked, confirmed) this action: play it.
    Submit(String),
    /// The click leads to no legal action: the table says why, in its own words.
    Refused,
    /// The selection changed or was let go: the table's last message no longer applies.
    ClearMessage,
    /// Nothing to do.
    Nothing,
}

/// The selection state a table keeps, borrowed for one pick.
#[derive(Debug)]
pub struct PickState<'a> {
    pub picker: &'a mut Picker,
    pub confirming: &'a mut Option<Pending>,
    pub choosing: &'a mut Option<(Vec<String>, egui::Pos2)>,
}

impl PickState<'_> {
    /// Follows one pick over the legal `actions` of the table's `scene` (`ask`: ask the
    /// question of an action that has one before playing it).
    pub fn pick(
        &mut self,
        pick: Pick,
        actions: &[ActionInfo],
        scene: Option<&Scene>,
        ask: bool,
    ) -> Step {
        match pick {
            Pick::Click(id) => {
                let click = self.picker.click(actions, &id);
                self.follow(click, actions, scene, ask)
            }
            Pick::SecondaryClick(id, at) => match self.picker.secondary_click(actions, &id) {
                Click::Choose(options) => {
                    *self.choosing = Some((options, at));
                    Step::ClearMessage
                }
                click => self.follow(click, actions, scene, ask),
            },
            Pick::Play(text) => self.play(&text, actions, scene, ask),
            Pick::Choose(text) => {
                *self.choosing = None;
                self.picker.clear();
                self.play(&text, actions, scene, ask)
            }
            Pick::Answer(yes) => match self.confirming.take() {
                Some(pending) if yes => Step::Submit(pending.action),
                _ => Step::Nothing,
            },
            Pick::LetGo => {
                self.picker.clear();
                *self.choosing = None;
                Step::ClearMessage
            }
            Pick::CloseMenu => {
                *self.choosing = None;
                Step::Nothing
            }
        }
    }

    fn follow(
        &mut self,
        click: Click,
        actions: &[ActionInfo],
        scene: Option<&Scene>,
        ask: bool,
    ) -> Step {
        *self.choosing = None;
        match click {
            Click::Apply(text) => self.play(&text, actions, scene, ask),
            Click::Narrowed | Click::Cleared | Click::Choose(_) => Step::ClearMessage,
            Click::Refused => Step::Refused,
        }
    }

    /// An action the player chose: its question first where it has one (and asking is on),
    /// else submitted. Text that is no legal action now is submitted too: the match's refusal
    /// says why better than silence.
    fn play(
        &mut self,
        text: &str,
        actions: &[ActionInfo],
        scene: Option<&Scene>,
        ask: bool,
    ) -> Step {
        if ask
            && let Some(action) = actions.iter().find(|a| a.text == text)
            && let Some(scene) = scene
            && let Some(question) = confirm::question(scene, action)
        {
            *self.confirming = Some(Pending {
                question,
                action: text.to_string(),
            });
            return Step::Nothing;
        }
        Step::Submit(text.to_string())
    }
}

/// Why a click led nowhere, the same words at every table: `can_act` is false while an
/// action sent is waiting for its answer (a remote table).
pub fn refusal(can_act: bool, has_actions: bool) -> String {
    if !can_act {
        tr!("table-refusal-wait")
    } else if !has_actions {
        tr!("table-refusal-not-your-turn")
    } else {
        tr!("table-refusal-not-legal")
    }
}
