//! Moments the plugin asks the players to look at before play goes on (the end of a round with
//! every hidden card revealed). A game may show one in the scene only until play goes on (the
//! next round's first play), so the player who did not make the last play would never see it; the driver keeps each moment for every seat that should see it until that seat has
//! dismissed it: through the hand-over screen, bot turns and an undo.

use crate::session::Session;
use game_wire::Viewer;
use game_wire::scene::Moment;

/// One moment a viewer has still to see.
#[derive(Debug, Clone, PartialEq)]
struct Due {
    viewer: Viewer,
    moment: Moment,
    /// The record's length when it appeared (an undo before it forgets it).
    at: usize,
}

/// The moments of one match, per viewer.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Moments {
    due: Vec<Due>,
    /// Every moment queued or dismissed: (viewer, id, record length when it appeared).
    known: Vec<(Viewer, String, usize)>,
}

impl Moments {
    /// Queues the moment each of `viewers` is shown now, if it is new to them.
    pub fn after_move(&mut self, session: &mut Session, viewers: &[Viewer]) {
        let at = session.actions().len();
        for &viewer in viewers {
            let Ok(view) = session.view(viewer) else {
                continue;
            };
            let Some(moment) = view.scene.moment else {
                continue;
            };
            if self.is_known(viewer, &moment.id) {
                continue;
            }
            self.known.push((viewer, moment.id.clone(), at));
            self.due.push(Due { viewer, moment, at });
        }
    }

    fn is_known(&self, viewer: Viewer, id: &str) -> bool {
        self.known.iter().any(|(v, i, _)| *v == viewer && i == id)
    }

    /// A match opened at a moment (a save, an autosave) does not show it again: its players
    /// were there, and the move log keeps what it said.
    pub fn opened_at(&mut self, session: &mut Session, viewers: &[Viewer]) {
        let at = session.actions().len();
        if at == 0 {
            return;
        }
        for &viewer in viewers {
            if let Ok(view) = session.view(viewer)
                && let Some(m) = view.scene.moment
                && !self.is_known(viewer, &m.id)
            {
                self.known.push((viewer, m.id, at));
            }
        }
    }

    /// The moment `viewer` has still to see, oldest first. The referee's or a spectator's
    /// table (a match over, shown to everyone at the device) shows any seat's: a moment is
    /// public once the match shows it to everyone.
    pub fn due(&self, viewer: Viewer) -> Option<&Moment> {
        self.due
            .iter()
            .find(|d| d.viewer == viewer || viewer.seat().is_none())
            .map(|d| &d.moment)
    }

    /// `viewer` has read the moment `id` (read on the referee's or a spectator's table,
    /// everyone at the device has).
    pub fn dismiss(&mut self, viewer: Viewer, id: &str) {
        self.due
            .retain(|d| !(d.moment.id == id && (d.viewer == viewer || viewer.seat().is_none())));
    }

    /// The record was cut back to `len` actions: moments that appeared later are forgotten, so
    /// a battle that ends again shows its end again.
    pub fn after_undo(&mut self, len: usize) {
        self.due.retain(|d| d.at <= len);
        self.known.retain(|(_, _, at)| *at <= len);
    }
}
