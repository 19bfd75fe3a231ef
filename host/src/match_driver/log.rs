//! The match's move log as the driver keeps it: each action's public form and its lines, each
//! with who may read it, and the host's own notes (a reload, a take-back) that everyone reads.

use crate::session::PublicMove;
use game_wire::{Audience, Viewer};

/// One line of the move log, with who may read it (named apart from the SDK's `LogLine`, a
/// line a game writes when it applies an action, which becomes one of these).
#[derive(Debug, Clone)]
pub struct MoveLogLine {
    /// Whose line it is and so who may read it: a move (by its seat), or a line the game wrote
    /// (for its audience). `None`: a note of the table's own (a reload, a take-back), which
    /// everyone reads.
    pub seat: Option<Said>,
    pub text: String,
    /// A line under the moves (the game's lines and the table's notes), not a move.
    pub note: bool,
}

/// Where a line of the move log comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A move, made by this seat where known. Its text is the public form, which everyone reads.
    Move(Option<u8>),
    /// A line the game wrote, for this audience.
    Game(Audience),
}

impl MoveLogLine {
    /// Whether `viewer` may read the line.
    pub fn visible_to(&self, viewer: Viewer) -> bool {
        match &self.seat {
            Some(Said::Game(audience)) => audience.includes(viewer),
            Some(Said::Move(_)) | None => true,
        }
    }

    /// The seat that made a move.
    pub fn mover(&self) -> Option<u8> {
        match self.seat {
            Some(Said::Move(seat)) => seat,
            _ => None,
        }
    }
}

/// The move log's lines for one action: what every player may know of it (the game names a
/// face-down card or a screened placement only in its public form), then its log lines, each
/// with its audience.
pub fn move_lines(seat: Option<u8>, public: &PublicMove) -> Vec<MoveLogLine> {
    std::iter::once(MoveLogLine {
        seat: Some(Said::Move(seat)),
        // What the game says is shown as text, never obeyed (a ruleset's card name with an
        // escape sequence or a line break of its own).
        text: crate::text::safe::line(&public.text).into_owned(),
        note: false,
    })
    .chain(public.log.iter().map(|l| MoveLogLine {
        seat: Some(Said::Game(l.audience.clone())),
        text: crate::text::safe::line(&l.text).into_owned(),
        note: true,
    }))
    .collect()
}

/// A seat's name among `seats`, or "Seat n" past them.
pub fn seat_name(seats: &[String], seat: u8) -> String {
    seats
        .get(seat as usize)
        .map(|s| crate::text::safe::line(s).into_owned())
        .unwrap_or_else(|| crate::tr!("text-seat-number", seat = seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_log_keeps_who_may_read_each_line() {
        let public = PublicMove {
            text: "improvise a card land".into(),
            log: vec![
                game_wire::LogLine::public("North's face-down card in Land is destroyed"),
                game_wire::LogLine::seat(0, "North's card destroyed in Land was L5"),
                game_wire::LogLine::referee("printed by a script"),
            ],
        };
        let lines = move_lines(Some(0), &public);
        let read = |viewer: Viewer| -> Vec<&str> {
            lines
                .iter()
                .filter(|l| l.visible_to(viewer))
                .map(|l| l.text.as_str())
                .collect()
        };
        assert_eq!(lines[0].mover(), Some(0));
        assert_eq!(read(Viewer::Seat(0)).len(), 3);
        assert_eq!(
            read(Viewer::Seat(1)),
            [
                "improvise a card land",
                "North's face-down card in Land is destroyed"
            ]
        );
        assert_eq!(read(Viewer::Spectator), read(Viewer::Seat(1)));
        assert_eq!(read(Viewer::Referee).len(), 4);
        let note = MoveLogLine {
            seat: None,
            text: "Rules reloaded".into(),
            note: true,
        };
        assert!(note.visible_to(Viewer::Spectator));
    }
}
