//! Who sits where in a match: humans and bots, and whether the table is hidden between turns.
//! Kept in save files, so a match continued later has its bots back in their seats.

use crate::tr;
use game_wire::BotLevel;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// A bot of the SDK, searching inside the plugin on a worker thread.
    Bot(BotLevel),
    /// A player on another machine: the match is hosted online and they join with a ticket
    /// (docs/online.md). Saved as a human seat: which seats are remote is kept with the host's
    /// keys beside the save, never in the shareable record.
    Remote,
}

impl SeatKind {
    pub fn label(self) -> String {
        match self {
            SeatKind::Human => tr!("seat-kind-human"),
            SeatKind::Bot(level) => tr!("seat-kind-bot", level = level.name()),
            SeatKind::Remote => tr!("seat-kind-remote"),
        }
    }

    pub fn is_bot(self) -> bool {
        matches!(self, SeatKind::Bot(_))
    }
}

/// One seat as a save file records it: a human, or a bot with its level and its own seed (so a
/// continued match's bot searches as it would have).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum SavedSeat {
    Human,
    Bot { level: BotLevel, seed: u64 },
}

/// The seats of a match and its hot-seat setting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seating {
    pub seats: Vec<SeatKind>,
    /// Each seat's bot seed (unused for humans).
    pub bot_seeds: Vec<u64>,
    /// Hot-seat: hide the table between turns of different humans.
    pub hand_over: bool,
}

impl Seating {
    /// Seats as chosen for a new match, with bot seeds drawn from `seed`.
    pub fn new(seats: Vec<SeatKind>, hand_over: bool, seed: u64) -> Seating {
        let bot_seeds = seats
            .iter()
            .enumerate()
            .map(|(i, kind)| match kind {
                SeatKind::Bot(_) => game_wire::seeds::move_seed(seed, i as u64),
                SeatKind::Human | SeatKind::Remote => 0,
            })
            .collect();
        Seating {
            seats,
            bot_seeds,
            hand_over,
        }
    }

    /// Every seat human (saves written before seats were recorded).
    pub fn all_human(count: usize, hand_over: bool) -> Seating {
        Seating {
            seats: vec![SeatKind::Human; count],
            bot_seeds: vec![0; count],
            hand_over,
        }
    }

    pub fn kind(&self, seat: u8) -> SeatKind {
        self.seats
            .get(seat as usize)
            .copied()
            .unwrap_or(SeatKind::Human)
    }

    pub fn bot_seed(&self, seat: u8) -> u64 {
        self.bot_seeds.get(seat as usize).copied().unwrap_or(0)
    }

    /// Whether any seat is played on another machine (the match is hosted online).
    pub fn has_remote(&self) -> bool {
        self.seats.contains(&SeatKind::Remote)
    }

    /// The seats as `game-host host --seats` names them (`local`, `remote`, `bot:LEVEL`).
    pub fn online_players(&self) -> Vec<String> {
        self.seats
            .iter()
            .map(|kind| match kind {
                SeatKind::Human => "local".to_string(),
                SeatKind::Remote => "remote".to_string(),
                SeatKind::Bot(level) => format!("bot:{}", level.name()),
            })
            .collect()
    }

    /// The humans at this device (remote players are not).
    pub fn humans(&self) -> Vec<u8> {
        (0..self.seats.len() as u8)
            .filter(|&s| self.kind(s) == SeatKind::Human)
            .collect()
    }

    /// Whether the table must hide one human's secrets from another: the game hides
    /// information, the hand-over screen is on and more than one human plays.
    pub fn secrets_between_humans(&self, hidden_information: bool) -> bool {
        hidden_information && self.hand_over && self.humans().len() > 1
    }

    pub fn to_saved(&self) -> Vec<SavedSeat> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, kind)| match kind {
                SeatKind::Human | SeatKind::Remote => SavedSeat::Human,
                SeatKind::Bot(level) => SavedSeat::Bot {
                    level: *level,
                    seed: self.bot_seed(i as u8),
                },
            })
            .collect()
    }

    /// The seating a save recorded. A save of another seat count (a corrupt or hand-edited
    /// file) is refused by the caller; here missing seats are human.
    pub fn from_saved(saved: &[SavedSeat], count: usize, hand_over: bool) -> Seating {
        let mut seating = Seating::all_human(count, hand_over);
        for (i, seat) in saved.iter().take(count).enumerate() {
            if let SavedSeat::Bot { level, seed } = seat {
                seating.seats[i] = SeatKind::Bot(*level);
                seating.bot_seeds[i] = *seed;
            }
        }
        seating
    }
}

/// The seed the bots of a match started from `seed` draw theirs from: a function of the match's
/// seed (so one seed replays one match, bots included) that is not the seed itself (the bots'
/// draws then do not shadow the game's own generator).
pub fn bot_seed_for_match(seed: u64) -> u64 {
    game_wire::seeds::move_seed(seed, 0x626f_7473)
}

/// A seed for a new match or its bots when the player gives none: from the process's hash
/// randomness and the clock (never from the match, which must stay a pure function of its seed).
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    // 53 bits: the seed survives a round trip through JSON numbers (JavaScript tools).
    h.finish() >> 11
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seating_survives_its_saved_form() {
        let seating = Seating::new(
            vec![SeatKind::Human, SeatKind::Bot(BotLevel::Hard)],
            true,
            7,
        );
        let saved = seating.to_saved();
        assert_eq!(saved[0], SavedSeat::Human);
        assert!(matches!(
            saved[1],
            SavedSeat::Bot {
                level: BotLevel::Hard,
                ..
            }
        ));
        assert_eq!(Seating::from_saved(&saved, 2, true), seating);
    }

    #[test]
    fn secrets_are_kept_between_humans_only_when_the_game_hides_something() {
        let hot_seat = Seating::all_human(2, true);
        assert!(hot_seat.secrets_between_humans(true));
        assert!(!hot_seat.secrets_between_humans(false));
        assert!(!Seating::all_human(2, false).secrets_between_humans(true));
        let vs_bot = Seating::new(
            vec![SeatKind::Human, SeatKind::Bot(BotLevel::Easy)],
            true,
            1,
        );
        assert!(!vs_bot.secrets_between_humans(true));
    }
}
