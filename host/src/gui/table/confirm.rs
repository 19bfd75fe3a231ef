//! Asking before an action that gives something up (a control with `Control.confirm`: ALS's
//! Withdraw): a modal with Yes and No; Enter means Yes, Esc (or a click beside it) means No.

use crate::tr;
use game_wire::ActionInfo;
use game_wire::scene::Scene;

/// An action waiting for the player's Yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub question: String,
    /// The action (its text) played on Yes.
    pub action: String,
}

/// The question to ask before `action` is played: the first control on its path that asks one.
pub fn question(scene: &Scene, action: &ActionInfo) -> Option<String> {
    action.path.iter().find_map(|step| {
        scene
            .controls
            .iter()
            .find(|c| c.id == *step)
            .and_then(|c| c.confirm.clone())
    })
}

/// Shows the question; `Some(true)` on Yes, `Some(false)` on No, `None` while it waits.
pub fn show(ctx: &egui::Context, pending: &Pending) -> Option<bool> {
    let mut answer = None;
    let modal = egui::Modal::new(egui::Id::unique("confirm-action")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.label(egui::RichText::new(&pending.question).size(16.0));
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui.button(tr!("table-confirm-yes")).clicked() {
                answer = Some(true);
            }
            if ui.button(tr!("table-confirm-no")).clicked() {
                answer = Some(false);
            }
        });
    });
    if answer.is_none() && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter))
    {
        answer = Some(true);
    }
    if answer.is_none() && modal.should_close() {
        answer = Some(false);
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::scene::Control;

    fn control(id: &str, confirm: Option<&str>) -> Control {
        Control {
            id: id.into(),
            label: id.into(),
            confirm: confirm.map(str::to_string),
        }
    }

    #[test]
    fn the_question_is_the_one_of_a_control_on_the_path() {
        let scene = Scene {
            controls: vec![
                control("control:withdraw", Some("Withdraw now?")),
                control("control:face-down", None),
            ],
            ..Scene::default()
        };
        let withdraw = ActionInfo {
            text: "withdraw".into(),
            path: vec!["control:withdraw".into()],
            effect: Default::default(),
        };
        let play = ActionInfo {
            text: "improvise A4 air".into(),
            path: vec![
                "card:A4".into(),
                "zone:air".into(),
                "control:face-down".into(),
            ],
            effect: Default::default(),
        };
        assert_eq!(
            question(&scene, &withdraw).as_deref(),
            Some("Withdraw now?")
        );
        assert_eq!(question(&scene, &play), None);
    }
}
