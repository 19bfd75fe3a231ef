//! The record of how a battle ended (ALS-4, ALS-5), kept in the state so the next battle's scene
//! can show it as a moment: every card on the table as it finally lay, who controlled each
//! theater, the withdrawal and its line of the withdraw table, the VP awarded and the new totals.
//!
//! At the end of a battle the cards on the table are turned over to score it, so the record holds
//! the face-down cards too: from then on they are public (they were shuffled into the next deal,
//! or, when the game is over, they stay on the table revealed).
//!
//! The types live here, with the state that holds them; the record is made when a battle is
//! scored (`rules/scoring.rs`) and shown by `view/moment.rs`.

use crate::state::{Card, Theater};
use serde::{Deserialize, Serialize};

/// One card on the table when its battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndCard {
    pub card: Card,
    /// Whether it lay face-up (a face-down card counted its face-down strength).
    pub up: bool,
    /// The strength it counted at the end.
    pub strength: i64,
}

/// A withdrawal and the line of the withdraw table it was scored from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Withdrawal {
    pub seat: u8,
    /// Cards left in the withdrawing player's hand.
    pub cards_left: usize,
    /// The withdrawing player's commander table (`[0]`: no card left), as the ruleset had it.
    pub table: Vec<u32>,
}

/// How one battle ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleEnd {
    /// The battle's number (1-based).
    pub battle: u32,
    /// The seat that was 1st Player in that battle (won ties).
    pub first: u8,
    /// The theaters from left to right, as they lay in that battle.
    pub order: Vec<Theater>,
    /// `stacks[seat][theater]`, bottom card first.
    pub stacks: [Vec<Vec<EndCard>>; 2],
    /// `totals[seat][theater]`.
    pub totals: [Vec<i64>; 2],
    /// Who controlled each theater, in row order (at the withdrawal, when there was one).
    pub control: Vec<(Theater, u8)>,
    pub withdrawal: Option<Withdrawal>,
    /// Who won the battle and how many VP it gave.
    pub winner: u8,
    pub points: u32,
    /// Both players' VP after the battle.
    pub vp: [u32; 2],
    /// Whether the battle ended the game.
    pub game_over: bool,
}

impl BattleEnd {
    /// The stable id of the moment that shows this record (`battle-3-end`).
    pub fn moment_id(&self) -> String {
        format!("battle-{}-end", self.battle)
    }
}
