//! Making an action by clicking: each click narrows the legal actions to those whose click path
//! starts with the elements clicked so far.
//!
//! Two shortcuts keep clicks few. An element that ends one action while longer actions go on
//! from it (a card game: a zone after a card is "face up", one more click "face down")
//! plays the short action on a left click and the longer one on a right click. And after a
//! play, the first element stays selected when it can start another play at once (a tile
//! setup: the tile chosen for one cell paints the next cell with one click).

use crate::tr;
use game_wire::scene::ElementId;
use game_wire::{ActionInfo, View};
use std::collections::BTreeSet;

/// What a click did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Click {
    /// One action is chosen: apply it.
    Apply(String),
    /// Several actions still fit; the selection grew.
    Narrowed,
    /// A click on something already selected: the selection is undone.
    Cleared,
    /// A right click where several longer actions go on: the player picks one of these
    /// (action texts); the selection is unchanged.
    Choose(Vec<String>),
    /// Nothing legal starts this way; the selection is unchanged.
    Refused,
}

/// What a left and a right click on one element would play, when they differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternatives {
    /// The action that ends at the element (a left click).
    pub primary: String,
    /// The actions that go on from it (a right click: the one, or a menu of several).
    pub others: Vec<String>,
}

impl Alternatives {
    /// The hover text that says what each button does.
    pub fn hint(&self) -> String {
        match self.others.as_slice() {
            [one] => tr!("table-click-hint-one", primary = &self.primary, other = one),
            many => tr!(
                "table-click-hint-many",
                primary = &self.primary,
                choices = many.join(", ")
            ),
        }
    }
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

    /// The elements any legal action starts with: clickable whatever is selected (a player
    /// changing their mind starts over from one of them).
    pub fn starts(actions: &[ActionInfo]) -> BTreeSet<ElementId> {
        actions
            .iter()
            .filter_map(|a| a.path.first().cloned())
            .collect()
    }

    /// The selection a click on `id` leads to: the current one continued by `id`, or a new one
    /// starting from `id`; `None` when no legal action goes that way.
    fn with(&self, actions: &[ActionInfo], id: &str) -> Option<Vec<ElementId>> {
        if self.next_steps(actions).contains(id) {
            let mut path = self.selected.clone();
            path.push(id.to_string());
            Some(path)
        } else if actions
            .iter()
            .any(|a| a.path.first().is_some_and(|f| f == id))
        {
            Some(vec![id.to_string()])
        } else {
            None
        }
    }

    /// Handles a (left) click on `id`. An action whose whole path is now clicked is applied,
    /// even when longer ones share it (those are a right click away). Clicking something
    /// selected undoes the selection; clicking something that cannot continue the selection
    /// but can start a new one starts over from it (a player changing their mind).
    pub fn click(&mut self, actions: &[ActionInfo], id: &str) -> Click {
        let continues = self.next_steps(actions).contains(id);
        if !continues && self.selected.iter().any(|s| s == id) {
            // A selected element clicked again (e.g. a kept tile): the player is done with it.
            self.clear();
            return Click::Cleared;
        }
        let Some(path) = self.with(actions, id) else {
            return Click::Refused;
        };
        self.selected = path;
        let candidates = self.candidates(actions);
        let complete: Vec<&&ActionInfo> = candidates
            .iter()
            .filter(|a| a.path.len() == self.selected.len())
            .collect();
        let chosen = match (candidates.as_slice(), complete.as_slice()) {
            ([only], _) => Some(only.text.clone()),
            (_, [done]) => Some(done.text.clone()),
            _ => None,
        };
        match chosen {
            Some(text) => {
                self.clear();
                Click::Apply(text)
            }
            None => Click::Narrowed,
        }
    }

    /// What a left and a right click on `id` would play, when `id` ends one action and longer
    /// ones go on from it.
    pub fn alternatives(&self, actions: &[ActionInfo], id: &str) -> Option<Alternatives> {
        let path = self.with(actions, id)?;
        let mut primary = None;
        let mut others = Vec::new();
        for a in actions.iter().filter(|a| starts_with(a, &path)) {
            if a.path.len() == path.len() {
                if primary.is_some() {
                    // Two actions end here: neither click picks one alone.
                    return None;
                }
                primary = Some(a.text.clone());
            } else {
                others.push(a.text.clone());
            }
        }
        match (primary, others.is_empty()) {
            (Some(primary), false) => Some(Alternatives { primary, others }),
            _ => None,
        }
    }

    /// For each element that may be clicked next and ends one action while longer ones go on
    /// from it: what a click and a right click would play there. One pass over the actions,
    /// cheap enough for every frame.
    pub fn alternatives_next(
        &self,
        actions: &[ActionInfo],
    ) -> std::collections::BTreeMap<ElementId, Alternatives> {
        let depth = self.selected.len();
        // element → (actions ending there, actions going on from it)
        let mut by_step: std::collections::BTreeMap<&str, (Vec<&str>, Vec<&str>)> =
            Default::default();
        for a in self.candidates(actions) {
            if let Some(step) = a.path.get(depth) {
                let entry = by_step.entry(step.as_str()).or_default();
                if a.path.len() == depth + 1 {
                    entry.0.push(&a.text);
                } else {
                    entry.1.push(&a.text);
                }
            }
        }
        by_step
            .into_iter()
            .filter_map(|(step, (ending, going_on))| match ending.as_slice() {
                [primary] if !going_on.is_empty() => Some((
                    step.to_string(),
                    Alternatives {
                        primary: primary.to_string(),
                        others: going_on.iter().map(|t| t.to_string()).collect(),
                    },
                )),
                _ => None,
            })
            .collect()
    }

    /// Handles a right click on `id`: where `id` ends an action and longer ones go on from it,
    /// plays the one longer action or offers the choice among several; anywhere else it is a
    /// left click.
    pub fn secondary_click(&mut self, actions: &[ActionInfo], id: &str) -> Click {
        match self.alternatives(actions, id) {
            Some(alt) => match alt.others.as_slice() {
                [one] => {
                    let text = one.clone();
                    self.clear();
                    Click::Apply(text)
                }
                _ => Click::Choose(alt.others),
            },
            None => self.click(actions, id),
        }
    }

    /// After `applied` (the path just played), keeps its first element selected when it is
    /// one of the scene's controls (a tool, like a tile to paint with) and the new legal
    /// actions can go on from it (painting: the same tile on the next cell). A card or a piece
    /// just played is not kept: it has moved, and a question its ability asks next (move one of
    /// your cards) would otherwise be answered with it by a click meant for another.
    pub fn keep_after(&mut self, applied: &[ElementId], view: &View) {
        self.clear();
        let [first, _, ..] = applied else {
            return;
        };
        let tool = view.scene.controls.iter().any(|c| c.id == *first);
        if tool
            && view
                .actions
                .iter()
                .any(|a| a.path.len() > 1 && a.path[0] == *first)
        {
            self.selected = vec![first.clone()];
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

    /// Air, Land & Sea's plays: card + theater is face up, one more element face down.
    fn als_like() -> Vec<ActionInfo> {
        vec![
            action("deploy A4 air", &["card:A4", "zone:air"]),
            action(
                "improvise A4 air",
                &["card:A4", "zone:air", "control:face-down"],
            ),
            action("deploy A4 land", &["card:A4", "zone:land"]),
            action(
                "improvise A4 land",
                &["card:A4", "zone:land", "control:face-down"],
            ),
            action("withdraw", &["control:withdraw"]),
        ]
    }

    #[test]
    fn a_left_click_on_the_end_of_a_path_plays_it_though_longer_paths_go_on() {
        let actions = als_like();
        let mut p = Picker::default();
        assert_eq!(p.click(&actions, "card:A4"), Click::Narrowed);
        assert_eq!(
            p.click(&actions, "zone:air"),
            Click::Apply("deploy A4 air".into())
        );
        assert!(p.selected.is_empty());
    }

    #[test]
    fn a_right_click_plays_the_one_longer_continuation() {
        let actions = als_like();
        let mut p = Picker::default();
        p.click(&actions, "card:A4");
        assert_eq!(
            p.secondary_click(&actions, "zone:land"),
            Click::Apply("improvise A4 land".into())
        );
        assert!(p.selected.is_empty());
    }

    #[test]
    fn the_longer_path_can_still_be_clicked_out_in_full() {
        // Two actions end at the same element: a left click cannot pick, the path goes on.
        let actions = vec![
            action("deploy A4 air", &["card:A4", "zone:air"]),
            action("swap A4 air", &["card:A4", "zone:air"]),
            action("improvise A4 air", &["card:A4", "zone:air", "control:down"]),
        ];
        let mut p = Picker::default();
        p.click(&actions, "card:A4");
        assert_eq!(p.click(&actions, "zone:air"), Click::Narrowed);
        assert_eq!(
            p.click(&actions, "control:down"),
            Click::Apply("improvise A4 air".into())
        );
    }

    #[test]
    fn a_right_click_with_several_continuations_offers_them_and_keeps_the_selection() {
        let actions = vec![
            action("deploy A4 air", &["card:A4", "zone:air"]),
            action("improvise A4 air", &["card:A4", "zone:air", "control:down"]),
            action(
                "reinforce A4 air",
                &["card:A4", "zone:air", "control:reinforce"],
            ),
        ];
        let mut p = Picker::default();
        p.click(&actions, "card:A4");
        assert_eq!(
            p.secondary_click(&actions, "zone:air"),
            Click::Choose(vec!["improvise A4 air".into(), "reinforce A4 air".into()])
        );
        assert_eq!(p.selected, vec!["card:A4".to_string()]);
    }

    #[test]
    fn a_right_click_where_nothing_goes_on_is_a_left_click() {
        let mut p = Picker::default();
        let actions = palagan_like();
        assert_eq!(p.secondary_click(&actions, "cell:f6"), Click::Narrowed);
        assert_eq!(
            p.secondary_click(&actions, "cell:f7"),
            Click::Apply("f6-f7".into())
        );
    }

    #[test]
    fn the_hover_hint_names_both_clicks_only_where_they_differ() {
        let actions = als_like();
        let mut p = Picker::default();
        assert_eq!(
            p.alternatives(&actions, "zone:air"),
            None,
            "no card chosen yet"
        );
        p.click(&actions, "card:A4");
        let alt = p.alternatives(&actions, "zone:air").unwrap();
        assert_eq!(
            alt.hint(),
            "Click: deploy A4 air · Right-click: improvise A4 air"
        );
        assert_eq!(p.alternatives(&actions, "control:withdraw"), None);
        assert_eq!(p.alternatives(&palagan_like(), "cell:f6"), None);
        let all = p.alternatives_next(&actions);
        assert_eq!(
            all.keys().cloned().collect::<Vec<_>>(),
            vec!["zone:air".to_string(), "zone:land".to_string()]
        );
        assert_eq!(
            all["zone:land"].others,
            vec!["improvise A4 land".to_string()]
        );
    }

    /// Cyvasse's setup: a tile, then the cell it goes on.
    fn painting(cells: &[&str]) -> Vec<ActionInfo> {
        let mut out = Vec::new();
        for tile in ["mountain", "water"] {
            for cell in cells {
                out.push(action(
                    &format!("tile {cell} {tile}"),
                    &[&format!("control:tile:{tile}"), &format!("cell:{cell}")],
                ));
            }
        }
        out.push(action("setup random", &["control:random-setup"]));
        out
    }

    /// The view after a play: its actions, and the scene's controls `tools` (as buttons).
    fn view_of(actions: Vec<ActionInfo>, tools: &[&str]) -> View {
        let mut scene = game_wire::scene::Scene::default();
        scene.controls = tools
            .iter()
            .map(|id| game_wire::scene::Control {
                id: id.to_string(),
                label: id.to_string(),
                confirm: None,
            })
            .collect();
        View {
            status: game_wire::Status::ToMove {
                seat: 0,
                prompt: String::new(),
            },
            scene,
            actions,
            script_errors: Vec::new(),
        }
    }

    const TILES: [&str; 3] = [
        "control:tile:mountain",
        "control:tile:water",
        "control:random-setup",
    ];

    #[test]
    fn a_card_just_played_is_not_kept_for_its_ability_s_question() {
        // Air, Land & Sea: S1 (Transport) deployed to Sea asks to move one of your cards; S1
        // is among them, but a click on the Air stack must not move S1 there unasked.
        let mut p = Picker::default();
        let after = view_of(
            vec![
                action("transport S1 air", &["card:S1", "zone:air"]),
                action("transport A1 land", &["card:A1", "zone:land"]),
                action("transport A1 sea", &["card:A1", "zone:sea"]),
                action("skip", &["control:skip"]),
            ],
            &["control:skip"],
        );
        p.keep_after(&["card:S1".into(), "zone:sea".into()], &after);
        assert!(p.selected.is_empty());
        assert_eq!(p.click(&after.actions, "card:A1"), Click::Narrowed);
        assert_eq!(
            p.click(&after.actions, "zone:land"),
            Click::Apply("transport A1 land".into())
        );
    }

    #[test]
    fn the_first_element_stays_selected_while_it_can_go_on() {
        let mut p = Picker::default();
        let before = painting(&["a1", "b1", "c1"]);
        p.click(&before, "control:tile:mountain");
        assert_eq!(
            p.click(&before, "cell:a1"),
            Click::Apply("tile a1 mountain".into())
        );
        let after = view_of(painting(&["b1", "c1"]), &TILES);
        p.keep_after(&["control:tile:mountain".into(), "cell:a1".into()], &after);
        assert_eq!(p.selected, vec!["control:tile:mountain".to_string()]);
        // The next cell is one click.
        assert_eq!(
            p.click(&after.actions, "cell:b1"),
            Click::Apply("tile b1 mountain".into())
        );
    }

    #[test]
    fn nothing_stays_selected_when_it_cannot_go_on_or_was_alone() {
        let mut p = Picker::default();
        // The last mountain is down: the tile is no longer offered.
        let after: Vec<ActionInfo> = painting(&["b1"])
            .into_iter()
            .filter(|a| !a.text.contains("mountain"))
            .collect();
        p.keep_after(
            &["control:tile:mountain".into(), "cell:a1".into()],
            &view_of(after, &TILES),
        );
        assert!(p.selected.is_empty());
        // A one-element play (a control) leaves nothing selected.
        p.keep_after(
            &["control:random-setup".into()],
            &view_of(painting(&["b1"]), &TILES),
        );
        assert!(p.selected.is_empty());
    }

    #[test]
    fn clicking_the_selected_element_again_clears_it() {
        let mut p = Picker::default();
        let actions = painting(&["a1", "b1"]);
        p.click(&actions, "control:tile:water");
        assert_eq!(p.click(&actions, "control:tile:water"), Click::Cleared);
        assert!(p.selected.is_empty());
        // Another tile instead switches to it.
        p.click(&actions, "control:tile:water");
        assert_eq!(p.click(&actions, "control:tile:mountain"), Click::Narrowed);
        assert_eq!(p.selected, vec!["control:tile:mountain".to_string()]);
        assert_eq!(
            Picker::starts(&actions),
            [
                "control:random-setup".to_string(),
                "control:tile:mountain".to_string(),
                "control:tile:water".to_string()
            ]
            .into()
        );
    }
}
