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
//! - **Reveal barriers**, above all of these: an action after which some seat knows something
//!   hidden from it before (a card turned face up, dealt or drawn, a battle's end, a screen
//!   lifted: the plugin says so, `Applied::revealed_to`) to a person (a human seat, here or
//!   remote) is never taken back by Undo, whoever asks. Taking it back would let the move
//!   before it be played again knowing what it revealed. A bot keeps nothing between searches,
//!   so what only a bot was shown is no barrier. A take-back both players agree to may cross a
//!   barrier only where the requester learned nothing from it.

use crate::seats::{SeatKind, Seating};
use crate::tr;

/// Everything the rule looks at.
#[derive(Debug, Clone, Copy)]
pub struct UndoSituation<'a> {
    /// The seat that made each action of the record (`None`: not known).
    pub movers: &'a [Option<u8>],
    /// The seats each action revealed something to, parallel to `movers`.
    pub revealed: &'a [Vec<u8>],
    /// The public form of each action (for the reason of a refusal), parallel to `movers`.
    pub public: &'a [String],
    /// The seats' names, for the reason of a refusal.
    pub names: &'a [String],
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
    match free_undo(s) {
        Undo::Take(count) if s.seating.seats.contains(&SeatKind::Human) => {
            // Only a person keeps what they saw: a bot searches afresh every move (and is
            // re-seeded after a take-back that crosses a reveal), so a card the human's own
            // move showed a bot is no barrier; one shown to a human is.
            let person = |seat: u8| !s.seating.kind(seat).is_bot();
            match barrier(s.revealed, s.movers.len(), count, person) {
                Some(at) => Undo::Refused(barrier_reason(s, at)),
                None => Undo::Take(count),
            }
        }
        other => other,
    }
}

/// The latest of the last `count` actions of a record of `len` that revealed something to a
/// seat `counts` accepts, if any (its index).
pub fn barrier(
    revealed: &[Vec<u8>],
    len: usize,
    count: usize,
    counts: impl Fn(u8) -> bool,
) -> Option<usize> {
    let from = len.saturating_sub(count);
    (from..len).rev().find(|&i| {
        revealed
            .get(i)
            .is_some_and(|seats| seats.iter().any(|&s| counts(s)))
    })
}

/// Why Undo stops at action `at`, which revealed something.
fn barrier_reason(s: &UndoSituation<'_>, at: usize) -> String {
    let last = tr!("driver-the-last-move");
    let what = s.public.get(at).map_or(last.as_str(), String::as_str);
    let whom = s
        .revealed
        .get(at)
        .map(|seats| names_of(seats, s.names))
        .unwrap_or_default();
    tr!("driver-undo-barrier", action = what, seats = whom)
}

/// "North and South", "North": the seats' names joined for a sentence.
pub fn names_of(seats: &[u8], names: &[String]) -> String {
    let named: Vec<String> = seats
        .iter()
        .map(|&s| {
            names
                .get(s as usize)
                .cloned()
                .unwrap_or_else(|| tr!("text-seat-number", seat = s))
        })
        .collect();
    match named.as_slice() {
        [] => tr!("driver-a-player"),
        [one] => one.clone(),
        [rest @ .., last] => tr!("rules-list", rest = rest.join(", "), last = last),
    }
}

/// The undo rule before reveal barriers are looked at.
fn free_undo(s: &UndoSituation<'_>) -> Undo {
    if s.behind_hand_over {
        return Undo::Refused(
            "Undo is not possible while the table is handed over: the player who moved can ask \
             for a take-back here instead."
                .into(),
        );
    }
    let n = s.movers.len();
    if n == 0 {
        return Undo::Refused(tr!("driver-nothing-to-take-back"));
    }
    if s.seating.secrets_between_humans(s.hidden_information) {
        let Some(me) = s.at_table else {
            return Undo::Refused(tr!("driver-only-player-at-table"));
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
/// decide again, or why not: their last move is not the latest decision of a human (someone
/// else moved since, or they never moved), or the requester learned something hidden from one
/// of those actions (a card the bot's answer turned up, a battle's end), which a redo would
/// use. `is_bot` says which seats are bots (their answers go with the move).
pub fn take_back(
    movers: &[Option<u8>],
    revealed: &[Vec<u8>],
    is_bot: impl Fn(u8) -> bool,
    requester: u8,
) -> Result<usize, TakeBackRefusal> {
    let i = movers
        .iter()
        .rposition(|m| *m == Some(requester))
        .ok_or(TakeBackRefusal::NoMove)?;
    if !movers[i + 1..].iter().all(|m| m.is_some_and(&is_bot)) {
        return Err(TakeBackRefusal::MovedSince);
    }
    let count = movers.len() - i;
    match barrier(revealed, movers.len(), count, |seat| seat == requester) {
        Some(at) => Err(TakeBackRefusal::Revealed { at }),
        None => Ok(count),
    }
}

/// Why a take-back cannot be asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakeBackRefusal {
    /// The requester has no move in the record.
    NoMove,
    /// Another human moved since the requester's last move.
    MovedSince,
    /// Action `at`, one of those it would take back, revealed something to the requester.
    Revealed { at: usize },
}

impl TakeBackRefusal {
    /// The reason, for the requester (`public`: each action as every player may know it).
    pub fn reason(self, public: &[String]) -> String {
        match self {
            TakeBackRefusal::NoMove => tr!("driver-refusal-no-move"),
            TakeBackRefusal::MovedSince => tr!("driver-refusal-moved-since"),
            TakeBackRefusal::Revealed { at } => {
                let later = tr!("driver-a-later-move");
                tr!(
                    "driver-refusal-revealed",
                    action = public.get(at).map_or(later.as_str(), String::as_str)
                )
            }
        }
    }
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
    use game_wire::BotLevel;

    fn hot_seat() -> Seating {
        Seating::all_human(2, true)
    }

    const NOTHING: &[Vec<u8>] = &[vec![], vec![], vec![], vec![], vec![], vec![]];

    fn situation<'a>(
        movers: &'a [Option<u8>],
        seating: &'a Seating,
        at_table: Option<u8>,
        shown_since: usize,
    ) -> UndoSituation<'a> {
        UndoSituation {
            movers,
            revealed: &NOTHING[..movers.len()],
            public: &[],
            names: &[],
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
        let bot = |seating: &Seating| {
            let seating = seating.clone();
            move |s: u8| seating.kind(s).is_bot()
        };
        assert_eq!(
            take_back(&[Some(0), Some(1), Some(0)], NOTHING, bot(&seating), 0),
            Ok(1)
        );
        assert_eq!(
            take_back(&[Some(0), Some(1)], NOTHING, bot(&seating), 0),
            Err(TakeBackRefusal::MovedSince),
            "North moved since"
        );
        assert_eq!(
            take_back(&[], NOTHING, bot(&seating), 0),
            Err(TakeBackRefusal::NoMove)
        );
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
            take_back(&[Some(0), Some(2)], NOTHING, bot(&mixed), 0),
            Ok(2),
            "the bot's answer goes too"
        );
        assert_eq!(take_back_requester(&[Some(0), Some(2)], &mixed, 1), Some(0));
        assert_eq!(take_back_requester(&[Some(1)], &mixed, 1), None);
        assert_eq!(take_back_requester(&[], &mixed, 1), None);
    }

    fn against_a_bot() -> Seating {
        Seating::new(
            vec![SeatKind::Human, SeatKind::Bot(BotLevel::Easy)],
            true,
            1,
        )
    }

    #[test]
    fn undo_never_crosses_an_action_that_revealed_something() {
        let names = ["South".to_string(), "North".to_string()];
        let public = ["a1".to_string(), "withdraw".to_string()];
        // Hot-seat: South's own move since the hand-over, but it ended a battle (both saw).
        let seating = hot_seat();
        let movers = [Some(1), Some(0)];
        let revealed = [vec![], vec![0, 1]];
        let mut s = situation(&movers, &seating, Some(0), 1);
        s.revealed = &revealed;
        s.public = &public;
        s.names = &names;
        let Undo::Refused(why) = undo(&s) else {
            panic!("undo crossed the reveal");
        };
        assert!(why.contains("`withdraw`"), "{why}");
        assert!(why.contains("South and North"), "{why}");
        // Against a bot: the bot's answer turned a card up for the human.
        let seating = against_a_bot();
        let movers = [Some(0), Some(1)];
        let revealed = [vec![], vec![0]];
        let mut s = situation(&movers, &seating, Some(0), 0);
        s.revealed = &revealed;
        assert!(!undo(&s).allowed(), "the human saw the bot's card");
        // A card the human's own move showed the bot alone is no barrier: the bot keeps
        // nothing between its searches.
        let revealed = [vec![1], vec![]];
        s.revealed = &revealed;
        assert_eq!(undo(&s), Undo::Take(2));
        // In a game without secrets between the humans (hand-over off), all the same: a dealt
        // card is a future nobody knew.
        let revealed = [vec![], vec![0]];
        let open = Seating::all_human(2, false);
        let mut s = situation(&movers, &open, Some(0), 2);
        s.revealed = &revealed;
        assert!(!undo(&s).allowed());
        // Bots alone watched: nothing is kept from anyone, undo is free.
        let bots = Seating::new(vec![SeatKind::Bot(BotLevel::Random); 2], false, 3);
        let mut s = situation(&movers, &bots, None, 0);
        s.revealed = &revealed;
        assert_eq!(undo(&s), Undo::Take(1));
    }

    #[test]
    fn a_take_back_may_cross_a_reveal_only_where_the_requester_learned_nothing() {
        let seating = against_a_bot();
        let is_bot = |s: u8| seating.kind(s).is_bot();
        let movers = [Some(0), Some(1)];
        // The human played a card face up (it revealed it to the bot): the human learned
        // nothing, the move may come back by agreement.
        assert_eq!(take_back(&movers, &[vec![1], vec![]], is_bot, 0), Ok(2));
        // The bot's answer turned a card up for the human: refused, naming the move.
        let refused = take_back(&movers, &[vec![], vec![0]], is_bot, 0);
        assert_eq!(refused, Err(TakeBackRefusal::Revealed { at: 1 }));
        let why = TakeBackRefusal::Revealed { at: 1 }.reason(&["a1".into(), "flip".into()]);
        assert!(why.contains("`flip`"), "{why}");
    }
}
