//! What both tables (this one, and the remote table of gui/remote, drawn from the host's views)
//! draw of the player's selection: the scene's marks and hover hints, the controls and Confirm
//! buttons of the bottom bar, the line under it, and the right-click menu. Each function takes
//! what it reads and returns what the player picked; the caller turns that into its command.

use super::paint::{self, Marks};
use super::picker::Picker;
use super::pointer;
use crate::tr;
use egui::{Key, RichText};
use game_wire::ActionInfo;
use game_wire::scene::Scene;

/// What the player did with the selection (the same at both tables; each wraps it in its
/// command and applies it after the frame).
#[derive(Debug, Clone, PartialEq)]
pub enum Pick {
    /// A click on a scene element or a control (its id).
    Click(String),
    /// A right click on a scene element, and where (a menu may open there).
    SecondaryClick(String, egui::Pos2),
    /// Play this action (a Confirm button, Enter), asking first where the action asks.
    Play(String),
    /// An action picked in the right-click menu.
    Choose(String),
    /// The answer to the question on top (Yes / No).
    Answer(bool),
    /// Esc or Cancel: let go of the selection, the menu and the message.
    LetGo,
    /// A click outside the right-click menu.
    CloseMenu,
}

/// The marks for drawing `scene` with the selection, and the elements' hover hints (what a
/// click and a right click play where they differ) for the pointer.
pub fn scene_marks(
    ctx: &egui::Context,
    scene: &Scene,
    seats: &[String],
    picker: &Picker,
    actions: &[ActionInfo],
    animations: bool,
) -> Marks {
    let next = picker.next_steps(actions);
    let mut marks = Marks::new(scene, seats, next, picker.selected.clone())
        .with_effects(&picker.candidates(actions));
    marks.animations = animations;
    pointer::set_hints(
        ctx,
        picker
            .alternatives_next(actions)
            .into_iter()
            .map(|(id, alt)| (id, alt.hint()))
            .collect(),
    );
    marks
}

/// Draws the scene as the table does ([`paint::draw_table_scene`]) with `marks`; returns the
/// element clicked, or else the one right-clicked. The bottom bar grows by a line while
/// something is selected or refused (not `idle`): that line is kept free meanwhile, so
/// selecting never moves or resizes a card.
pub fn draw_scene(
    ui: &mut egui::Ui,
    scene: &Scene,
    marks: &Marks,
    viewer: Option<u8>,
    idle: bool,
) -> Option<Pick> {
    let reserve = if idle {
        ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y
    } else {
        0.0
    };
    let clicked = paint::draw_table_scene(ui, scene, marks, viewer, reserve);
    let pointed = pointer::take(ui.ctx());
    if let Some(id) = clicked {
        Some(Pick::Click(id))
    } else {
        pointed
            .secondary
            .map(|(id, at)| Pick::SecondaryClick(id, at))
    }
}

/// The scene's controls as buttons: one that starts an action stays clickable while something
/// else is selected (the player changes their mind), and a selected one shows it (a click on it
/// lets go of it).
pub fn control_buttons(
    ui: &mut egui::Ui,
    scene: &Scene,
    picker: &Picker,
    actions: &[ActionInfo],
) -> Vec<Pick> {
    let next = picker.next_steps(actions);
    let starts = Picker::starts(actions);
    let mut picks = Vec::new();
    for control in &scene.controls {
        let selected = picker.selected.contains(&control.id);
        let enabled = next.contains(&control.id) || starts.contains(&control.id) || selected;
        let button = egui::Button::new(&control.label).selected(selected);
        if ui.add_enabled(enabled, button).clicked() {
            picks.push(Pick::Click(control.id.clone()));
        }
    }
    picks
}

/// Whether a text field has the keyboard (the rules console's Lua prompt, a setup's name): the
/// table's shortcuts (Enter, Esc, Ctrl+Z) then leave the keys to it, so Enter in the prompt
/// evaluates the Lua instead of playing a move.
pub fn typing(ctx: &egui::Context) -> bool {
    ctx.text_edit_focused()
}

/// A Confirm button for each action whose whole path is already clicked while longer ones also
/// fit; Enter (unless an `overlay` is up or a text field has the keyboard) plays the one action
/// there is to confirm, or the only legal action where `only_is_primary`; Cancel while
/// something is selected.
pub fn confirm_buttons(
    ui: &mut egui::Ui,
    picker: &Picker,
    actions: &[ActionInfo],
    only_is_primary: bool,
    overlay: bool,
) -> Vec<Pick> {
    let mut picks = Vec::new();
    let complete: Vec<String> = picker
        .candidates(actions)
        .iter()
        .filter(|a| a.path.len() == picker.selected.len())
        .map(|a| a.text.clone())
        .collect();
    let primary = match (complete.as_slice(), actions) {
        ([one], _) => Some(one.clone()),
        ([], [only]) if only_is_primary => Some(only.text.clone()),
        _ => None,
    };
    for text in complete {
        let label = if primary.as_ref() == Some(&text) {
            tr!("table-confirm-primary", action = &text)
        } else {
            tr!("table-confirm-action", action = &text)
        };
        if ui.button(label).clicked() {
            picks.push(Pick::Play(text));
        }
    }
    if !overlay
        && !typing(ui.ctx())
        && let Some(text) = primary
        && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Enter))
    {
        picks.push(Pick::Play(text));
    }
    if !picker.selected.is_empty() && ui.button(tr!("table-selection-cancel")).clicked() {
        picks.push(Pick::LetGo);
    }
    picks
}

/// The line under the bottom bar: the table's `message` (a refusal) or, while something is
/// selected, the actions it may still become.
pub fn selection_line(
    ui: &mut egui::Ui,
    message: Option<&String>,
    picker: &Picker,
    actions: &[ActionInfo],
) {
    if let Some(m) = message {
        // A remote host's refusal is the app's message: shown in this player's language.
        ui.colored_label(ui.visuals().warn_fg_color, crate::text::safe::line(m));
    } else if !picker.selected.is_empty() {
        let options: Vec<String> = picker
            .candidates(actions)
            .iter()
            .map(|a| a.text.clone())
            .collect();
        // A long list of raw notations helps nobody: the highlights say it better.
        let line = if options.len() > 8 {
            tr!("table-choices-many", count = options.len())
        } else {
            tr!("table-choices", choices = options.join("  "))
        };
        ui.label(RichText::new(line).weak());
    }
}

/// The menu a right click opens where several longer actions go on: one button each, at `at`;
/// `id` names its area. A click elsewhere closes it (Esc is the caller's).
pub fn choice_menu(
    ctx: &egui::Context,
    id: &str,
    options: &[String],
    at: egui::Pos2,
) -> Option<Pick> {
    let mut picked = None;
    let area = egui::Area::new(egui::Id::unique(id))
        .order(egui::Order::Foreground)
        .fixed_pos(at)
        .show(ctx, |ui| {
            egui::Frame::menu(ui.style()).show(ui, |ui| {
                for text in options {
                    if ui.button(text).clicked() {
                        picked = Some(text.clone());
                    }
                }
            });
        });
    if let Some(text) = picked {
        Some(Pick::Choose(text))
    } else if ctx.input(|i| i.pointer.any_pressed())
        && !area.response.contains_pointer()
        && !ctx.input(|i| i.pointer.secondary_pressed())
    {
        Some(Pick::CloseMenu)
    } else {
        None
    }
}
