//! Making an action by clicking: each click narrows the legal actions to those whose click path
//! starts with the elements clicked so far.

use game_sdk::scene::ElementId;
use game_sdk::wire::ActionInfo;
use std::collections::BTreeSet;

/// What a click did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Click {
    /// Exactly one action fits: apply it.
    Apply(String),
    /// Several actions still fit; the selection grew.
    Narrowed,
    /// Nothing legal starts this way; the selection is unchanged.
    Refused,
}

/// The elements clicked so far towards the next action.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Picker {
    pub selected: Vec<ElementId>,
}

fn starts_with(action: &ActionInfo, prefix: &[ElementId]) -> bool {
    action.path.len() >= prefix.len() && action.path[..prefix.len()] == *prefix
}

impl Picker {
    pub fn clear(&mut self) {
        self.selected.clear();
    }

    /// The actions still possible with the current selection.
    pub fn candidates<'a>(&self, actions: &'a [ActionInfo]) -> Vec<&'a ActionInfo> {
        actions
            .iter()
            .filter(|a| starts_with(a, &self.selected))
            .collect()
    }

    /// The elements that may be clicked next.
    pub fn next_steps(&self, actions: &[ActionInfo]) -> BTreeSet<ElementId> {
        let depth = self.selected.len();
        self.candidates(actions)
            .iter()
            .filter_map(|a| a.path.get(depth).cloned())
            .collect()
    }

    /// Handles a click on `id`. Clicking something that cannot continue the selection but can
    /// start a new one starts over from it (a player changing their mind).
    pub fn click(&mut self, actions: &[ActionInfo], id: &str) -> Click {
        if self.next_steps(actions).contains(id) {
            self.selected.push(id.to_string());
        } else if !self.selected.is_empty()
            && actions
                .iter()
                .any(|a| a.path.first().is_some_and(|f| f == id))
        {
            self.selected = vec![id.to_string()];
        } else {
            return Click::Refused;
        }
        let candidates = self.candidates(actions);
        match candidates.as_slice() {
            [only] => {
                let text = only.text.clone();
                self.clear();
                Click::Apply(text)
            }
            _ => Click::Narrowed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn action(text: &str, path: &[&str]) -> ActionInfo {
        ActionInfo {
            text: text.into(),
            path: path.iter().map(|s| s.to_string()).collect(),
            effect: Default::default(),
        }
    }

    fn palagan_like() -> Vec<ActionInfo> {
        vec![
            action("@a1", &["cell:a1"]),
            action("f6-f7", &["cell:f6", "cell:f7"]),
            action("f6-e6", &["cell:f6", "cell:e6"]),
            action("end", &["control:end"]),
        ]
    }

    #[test]
    fn a_single_step_action_applies_at_once() {
        let mut p = Picker::default();
        assert_eq!(
            p.click(&palagan_like(), "cell:a1"),
            Click::Apply("@a1".into())
        );
        assert!(p.selected.is_empty());
    }

    #[test]
    fn a_click_narrows_then_the_completion_applies() {
        let mut p = Picker::default();
        let actions = palagan_like();
        assert_eq!(p.click(&actions, "cell:f6"), Click::Narrowed);
        assert_eq!(
            p.next_steps(&actions),
            ["cell:e6".to_string(), "cell:f7".to_string()].into()
        );
        assert_eq!(p.click(&actions, "cell:f7"), Click::Apply("f6-f7".into()));
    }

    #[test]
    fn an_illegal_click_is_refused_and_keeps_the_selection() {
        let mut p = Picker::default();
        let actions = palagan_like();
        assert_eq!(p.click(&actions, "cell:k6"), Click::Refused);
        p.click(&actions, "cell:f6");
        assert_eq!(p.click(&actions, "cell:k6"), Click::Refused);
        assert_eq!(p.selected, vec!["cell:f6".to_string()]);
    }

    #[test]
    fn clicking_another_start_changes_the_selection() {
        let mut p = Picker::default();
        let actions = palagan_like();
        p.click(&actions, "cell:f6");
        assert_eq!(p.click(&actions, "cell:a1"), Click::Apply("@a1".into()));
    }

    #[test]
    fn an_action_that_is_a_prefix_of_another_waits_for_the_choice() {
        // A card played face up by card+theater, or face down with one more click.
        let actions = vec![
            action("deploy A4", &["card:A4", "zone:air"]),
            action("improvise A4 air", &["card:A4", "zone:air", "control:down"]),
        ];
        let mut p = Picker::default();
        assert_eq!(p.click(&actions, "card:A4"), Click::Narrowed);
        assert_eq!(p.click(&actions, "zone:air"), Click::Narrowed);
        assert_eq!(
            p.click(&actions, "control:down"),
            Click::Apply("improvise A4 air".into())
        );
    }
}
