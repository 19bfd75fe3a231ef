//! What Undo may take back: one rule for the whole app (button, Ctrl+Z, tests), so that taking
//! back a move can never show one player what is hidden from them.
//!
//! - Behind the hand-over screen nothing is taken back: whoever holds the device may not be the
//!   player whose move it was.
//! - Hot-seat with secrets (the game hides information, two or more humans, hand-over on): a
//!   player takes back only their own moves made since the table was handed to them (and the
//!   bots' answers to those). An earlier move, the other player's included, comes back only by a
//!   take-back both agree to ([`take_back`]), asked for on the hand-over screen.
//! - Against bots (one human): back to the human's last decision, bots' answers included.
//! - Nothing hidden (or hand-over off): undo is free, one action at a time.

use crate::seats::{SeatKind, Seating};

/// Everything the rule looks at.
#[derive(Debug, Clone, Copy)]
pub struct UndoSituation<'a> {
    /// The seat that made each action of the record (`None`: not known).
    pub movers: &'a [Option<u8>],
    pub seating: &'a Seating,
    /// Whether the match's compiled rules hide information (`Capabilities::hidden_information`).
    pub hidden_information: bool,
    /// The table is hidden behind the hand-over screen.
    pub behind_hand_over: bool,
    /// The seat whose table is shown (`None`: a spectator's or the referee's view).
    pub at_table: Option<u8>,
    /// The record's length when the table was handed to `at_table`.
    pub shown_since: usize,
}

/// What Undo does now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undo {
    /// Take back this many actions (at least one).
    Take(usize),
    /// Not allowed; the reason is shown to the player.
    Refused(String),
}

impl Undo {
    pub fn allowed(&self) -> bool {
        matches!(self, Undo::Take(_))
    }
}

pub fn undo(s: &UndoSituation<'_>) -> Undo {
    if s.behind_hand_over {
        return Undo::Refused(
            "Undo is not possible while the table is handed over: the player who moved can ask \
             for a take-back here instead."
                .into(),
        );
    }
    let n = s.movers.len();
    if n == 0 {
        return Undo::Refused("There is nothing to take back.".into());
    }
    if s.seating.secrets_between_humans(s.hidden_information) {
        let Some(me) = s.at_table else {
            return Undo::Refused("Only the player at the table can take back a move.".into());
        };
        let since = s.shown_since.min(n);
        return match s.movers[since..].iter().rposition(|m| *m == Some(me)) {
            Some(i) => Undo::Take(n - (since + i)),
            None => Undo::Refused(
                "You can take back only your own moves since the table was handed to you; an \
                 earlier move needs a take-back both players agree to."
                    .into(),
            ),
        };
    }
    if s.seating.seats.contains(&SeatKind::Human) {
        // Back to the latest action made by a human (or of unknown seat, e.g. an old save).
        let human = |m: &Option<u8>| m.is_none_or(|seat| s.seating.kind(seat) == SeatKind::Human);
        if let Some(i) = s.movers.iter().rposition(human) {
            return Undo::Take(n - i);
        }
    }
    Undo::Take(1)
}

/// A take-back both players agree to: how many actions to take back so that `requester` is to
/// decide again, or `None` when their last move is not the latest decision of a human (someone
/// else moved since, or they never moved).
pub fn take_back(movers: &[Option<u8>], seating: &Seating, requester: u8) -> Option<usize> {
    let i = movers.iter().rposition(|m| *m == Some(requester))?;
    movers[i + 1..]
        .iter()
        .all(|m| m.is_some_and(|seat| seating.kind(seat).is_bot()))
        .then_some(movers.len() - i)
}

/// Who may ask for a take-back on the hand-over screen to `next`: the human who made the
/// latest decision, if it is someone else.
pub fn take_back_requester(movers: &[Option<u8>], seating: &Seating, next: u8) -> Option<u8> {
    let last_human = movers
        .iter()
        .rev()
        .find(|m| m.is_none_or(|seat| seating.kind(seat) == SeatKind::Human))?;
    last_human.filter(|&seat| seat != next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_sdk::wire::BotLevel;

    fn hot_seat() -> Seating {
        Seating::all_human(2, true)
    }

    fn situation<'a>(
        movers: &'a [Option<u8>],
        seating: &'a Seating,
        at_table: Option<u8>,
        shown_since: usize,
    ) -> UndoSituation<'a> {
        UndoSituation {
            movers,
            seating,
            hidden_information: true,
            behind_hand_over: false,
            at_table,
            shown_since,
        }
    }

    #[test]
    fn nothing_is_taken_back_behind_the_hand_over_screen() {
        let seating = hot_seat();
        let movers = [Some(0)];
        let mut s = situation(&movers, &seating, Some(0), 0);
        s.behind_hand_over = true;
        assert!(!undo(&s).allowed());
        // Not even in a game without secrets: whoever holds the device may be the other player.
        s.hidden_information = false;
        assert!(!undo(&s).allowed());
    }

    #[test]
    fn in_hot_seat_with_secrets_a_player_takes_back_only_their_own_moves_since_the_hand_over() {
        let seating = hot_seat();
        // South (0) played, the table went to North (1), who was shown it at record length 1.
        let movers = [Some(0)];
        assert!(
            !undo(&situation(&movers, &seating, Some(1), 1)).allowed(),
            "North cannot take back South's move"
        );
        // North plays twice in their turn (e.g. Cyvasse setup): each is theirs to take back.
        let movers = [Some(0), Some(1), Some(1)];
        assert_eq!(
            undo(&situation(&movers, &seating, Some(1), 1)),
            Undo::Take(1)
        );
        // But not past the moment the table was handed over.
        let movers = [Some(0), Some(1)];
        assert_eq!(
            undo(&situation(&movers, &seating, Some(1), 1)),
            Undo::Take(1)
        );
        assert!(!undo(&situation(&movers, &seating, Some(1), 2)).allowed());
        // A spectator's table takes back nothing.
        assert!(!undo(&situation(&movers, &seating, None, 0)).allowed());
    }

    #[test]
    fn moves_of_unknown_seats_are_never_someone_s_own() {
        let seating = hot_seat();
        let movers = [None, None];
        assert!(!undo(&situation(&movers, &seating, Some(0), 0)).allowed());
    }

    #[test]
    fn against_a_bot_undo_returns_to_the_human_s_last_decision() {
        let seating = Seating::new(
            vec![SeatKind::Human, SeatKind::Bot(BotLevel::Easy)],
            true,
            1,
        );
        let movers = [Some(0), Some(1), Some(0), Some(1)];
        assert_eq!(
            undo(&situation(&movers, &seating, Some(0), 0)),
            Undo::Take(2)
        );
        let movers = [Some(1)];
        assert_eq!(
            undo(&situation(&movers, &seating, Some(0), 0)),
            Undo::Take(1),
            "with no human move yet, one action"
        );
    }

    #[test]
    fn without_secrets_undo_is_free() {
        let seating = hot_seat();
        let movers = [Some(0), Some(1)];
        let mut s = situation(&movers, &seating, Some(0), 2);
        s.hidden_information = false;
        assert_eq!(
            undo(&s),
            Undo::Take(1),
            "the other player's move comes back"
        );
        let open_table = Seating::all_human(2, false);
        let s = situation(&movers, &open_table, Some(0), 2);
        assert_eq!(
            undo(&s),
            Undo::Take(1),
            "hand-over off: nothing is kept secret"
        );
        let bots = Seating::new(vec![SeatKind::Bot(BotLevel::Random); 2], false, 3);
        assert_eq!(undo(&situation(&movers, &bots, None, 0)), Undo::Take(1));
        let empty: [Option<u8>; 0] = [];
        assert!(!undo(&situation(&empty, &bots, None, 0)).allowed());
    }

    #[test]
    fn a_take_back_returns_the_requester_to_their_last_decision() {
        let seating = hot_seat();
        assert_eq!(
            take_back(&[Some(0), Some(1), Some(0)], &seating, 0),
            Some(1)
        );
        assert_eq!(
            take_back(&[Some(0), Some(1)], &seating, 0),
            None,
            "North moved since"
        );
        assert_eq!(take_back(&[], &seating, 0), None);
        let mixed = Seating::new(
            vec![
                SeatKind::Human,
                SeatKind::Human,
                SeatKind::Bot(BotLevel::Easy),
            ],
            true,
            1,
        );
        assert_eq!(
            take_back(&[Some(0), Some(2)], &mixed, 0),
            Some(2),
            "the bot's answer goes too"
        );
        assert_eq!(take_back_requester(&[Some(0), Some(2)], &mixed, 1), Some(0));
        assert_eq!(take_back_requester(&[Some(1)], &mixed, 1), None);
        assert_eq!(take_back_requester(&[], &mixed, 1), None);
    }
}
