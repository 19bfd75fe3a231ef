//! Comparing a scene's highlights with the marks a test expects, for every viewer: the shape the
//! board games' scene tests share (what the last turn shows must be the same to every viewer).

use crate::scene::{HighlightKind, Scene};
use crate::wire::Viewer;

/// Every kind of viewer a two-seat game has: both seats, the referee and a spectator.
pub const VIEWERS: [Viewer; 4] = [
    Viewer::Seat(0),
    Viewer::Seat(1),
    Viewer::Referee,
    Viewer::Spectator,
];

/// The scene's highlights as `(element id, kind)`, sorted, so two lists compare as sets.
pub fn highlights(scene: &Scene) -> Vec<(String, HighlightKind)> {
    sorted(scene.highlights.iter().map(|h| (h.id.clone(), h.kind)))
}

/// The highlights a test expects on board cells, written as `("d4", kind)`: the same form and
/// order as [`highlights`] gives (cells are the elements `cell:<name>`).
pub fn cell_marks(list: &[(&str, HighlightKind)]) -> Vec<(String, HighlightKind)> {
    sorted(list.iter().map(|(c, k)| (format!("cell:{c}"), *k)))
}

fn sorted(marks: impl Iterator<Item = (String, HighlightKind)>) -> Vec<(String, HighlightKind)> {
    let mut out: Vec<_> = marks.collect();
    out.sort_by_key(|(id, k)| (id.clone(), format!("{k:?}")));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Highlight;

    #[test]
    fn highlights_and_expected_marks_compare_in_the_same_order() {
        let scene = Scene {
            highlights: vec![
                Highlight {
                    id: "cell:e5".into(),
                    kind: HighlightKind::LastMove,
                },
                Highlight {
                    id: "cell:a1".into(),
                    kind: HighlightKind::Captured,
                },
                Highlight {
                    id: "cell:a1".into(),
                    kind: HighlightKind::LastFrom,
                },
            ],
            ..Scene::default()
        };
        let expected = cell_marks(&[
            ("a1", HighlightKind::LastFrom),
            ("e5", HighlightKind::LastMove),
            ("a1", HighlightKind::Captured),
        ]);
        assert_eq!(highlights(&scene), expected);
        assert_ne!(highlights(&Scene::default()), expected);
    }
}
