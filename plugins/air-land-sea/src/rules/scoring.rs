//! Theater control and the end of a battle (ALS-4, ALS-5): who wins it, the VP it gives, its
//! record, the end of the game (ALS-6) or the next battle.

use crate::AirLandSea;
use crate::script::Ctx;
use crate::state::battle_end::{BattleEnd, EndCard, Withdrawal};
use crate::state::{Over, SEATS, State, Theater};
use game_sdk::script::ScriptError;
use game_sdk::{LogLine, Outcome};
use std::sync::Arc;

/// VP the opponent scores when a player withdraws with `left` cards in hand, from that player's
/// commander table (ALS-5; a hand larger than the table uses its last entry).
pub fn withdraw_points(table: &[u32], left: usize) -> u32 {
    table.get(left).or(table.last()).copied().unwrap_or(0)
}

impl AirLandSea {
    /// Who controls each theater, in row order (ALS-4: ties go to the 1st Player).
    pub fn control(&self, s: &State) -> Vec<(Theater, u8)> {
        s.order
            .iter()
            .map(|&th| {
                let (a, b) = (s.totals[0][th as usize], s.totals[1][th as usize]);
                let w = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Less => 1,
                    std::cmp::Ordering::Equal => s.first,
                };
                (th, w)
            })
            .collect()
    }

    /// Scores the battle (ALS-4, ALS-5), keeps its record (every card revealed), ends the game
    /// (ALS-6) or sets up the next battle.
    pub(crate) fn end_battle(
        &self,
        ctx: &mut Ctx,
        withdrew: Option<u8>,
        log: &mut Vec<LogLine>,
    ) -> Result<(), ScriptError> {
        // (A search makes no record: its strengths are not needed, unless the hooks draw
        // from the match's generator, which would then draw differently.)
        let recorded = !game_sdk::bots::searching() || self.host.uses_random();
        if withdrew.is_some() && !self.defs.eager_strength && recorded {
            // The record shows every card's strength and who controlled each theater at the
            // withdrawal: compute them now (done lazily otherwise).
            self.refresh(ctx, log)?;
        }
        let s = &mut ctx.s;
        if game_sdk::bots::searching() {
            // A bot's search reads neither the log, the last battle's line nor the battle's
            // record (`game_sdk::bots::searching`): none is made, they are a few dozen
            // allocations at every battle a rollout ends. The score is the same.
            let (winner, points) = match withdrew {
                Some(w) => (1 - w, self.withdrawal_points(s, w)),
                None => (self.battle_winner(s), self.config.battle_win_vp),
            };
            s.vp[winner as usize] += points;
            // The last battle's line is left as it was (nobody reads it in a search): emptying
            // it would make the next copy of a position that has one allocate it again.
            s.ended = None;
            if s.vp[winner as usize] >= self.config.victory_points {
                s.over = Some(Over { winner });
                s.choice = None;
                s.queue.clear();
                return Ok(());
            }
        } else {
            let control = self.control(s);
            let (winner, points, why, withdrawal) = match withdrew {
                Some(w) => self.withdrawal(s, w),
                None => self.battle_won(s, &control),
            };
            s.vp[winner as usize] += points;
            let line = game_sdk::msg!(
                "battle-ends",
                "Battle {battle} ends: {why}; {seat} scores {points} VP ({north}–{south})",
                battle = s.battle,
                why = why,
                seat = SEATS[winner as usize],
                points = points,
                north = s.vp[0],
                south = s.vp[1]
            );
            log.push(LogLine::public(line.clone()));
            s.last_battle = Some(line);
            if s.vp[winner as usize] >= self.config.victory_points {
                s.over = Some(Over { winner });
                s.choice = None;
                s.queue.clear();
            }
            let record = BattleEnd::of(s, control, withdrawal, winner, points);
            s.ended = Some(Arc::new(record));
            if s.over.is_some() {
                log.push(LogLine::public(game_sdk::msg!(
                    "wins-the-game",
                    "{seat} wins the game",
                    seat = SEATS[winner as usize]
                )));
                return Ok(());
            }
        }
        // ALS-6: rotate (rightmost to the far left), swap commanders, deal again.
        s.battle += 1;
        s.order.rotate_right(1);
        s.first = 1 - s.first;
        self.deal(s);
        ctx.forget_face_up();
        self.refresh(ctx, log)
    }

    /// The VP `w`'s opponent scores when `w` withdraws (ALS-5), by `w`'s commander table.
    fn withdrawal_points(&self, s: &State, w: u8) -> u32 {
        let table = if w == s.first {
            &self.config.commanders.first
        } else {
            &self.config.commanders.second
        };
        withdraw_points(table, s.hands[w as usize].len())
    }

    /// Who controls theater `th` (ALS-4: ties go to the 1st Player).
    fn controller(s: &State, th: Theater) -> u8 {
        let (a, b) = (s.totals[0][th as usize], s.totals[1][th as usize]);
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => s.first,
        }
    }

    /// Who wins a battle whose every card was played (ALS-4), as [`AirLandSea::battle_won`]
    /// says, without its words.
    fn battle_winner(&self, s: &State) -> u8 {
        let north = s
            .order
            .iter()
            .filter(|&&th| Self::controller(s, th) == 0)
            .count();
        let south = s.order.len() - north;
        match north.cmp(&south) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => s.first,
        }
    }

    /// `w` withdrew (ALS-5): the opponent wins the battle and scores by `w`'s commander table.
    /// The winner, the VP, why (for the log) and the withdrawal for the record.
    fn withdrawal(&self, s: &State, w: u8) -> (u8, u32, String, Option<Withdrawal>) {
        let table = if w == s.first {
            &self.config.commanders.first
        } else {
            &self.config.commanders.second
        };
        let left = s.hands[w as usize].len();
        let pts = withdraw_points(table, left);
        (
            1 - w,
            pts,
            format!(
                "{} withdrew with {} in hand",
                SEATS[w as usize],
                game_sdk::words::count(left as i64, "card", "cards")
            ),
            Some(Withdrawal {
                seat: w,
                cards_left: left,
                table: table.clone(),
            }),
        )
    }

    /// Every card was played (ALS-4): who controls more theaters wins the battle (a tie goes to
    /// the 1st Player). The winner, the VP and why, as [`AirLandSea::withdrawal`] gives them.
    fn battle_won(
        &self,
        s: &State,
        control: &[(Theater, u8)],
    ) -> (u8, u32, String, Option<Withdrawal>) {
        let north = control.iter().filter(|(_, w)| *w == 0).count();
        let south = control.len() - north;
        let w = match north.cmp(&south) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => s.first,
        };
        (
            w,
            self.config.battle_win_vp,
            format!(
                "{} controls {} of {} theaters",
                SEATS[w as usize],
                north.max(south),
                control.len()
            ),
            None,
        )
    }

    /// The outcome of a finished game, or a running score.
    pub fn outcome(&self, s: &State) -> Outcome {
        let winner = s.over.as_ref().map(|o| o.winner);
        Outcome::decided(
            winner,
            vec![i64::from(s.vp[0]), i64::from(s.vp[1])],
            match winner {
                Some(w) => game_sdk::msg!(
                    "reached-vp",
                    "{seat} reached {goal} VP ({north}–{south})",
                    seat = SEATS[w as usize],
                    goal = self.config.victory_points,
                    north = s.vp[0],
                    south = s.vp[1]
                ),
                None => game_sdk::msg!("not-over", "the game is not over"),
            },
        )
    }
}

impl BattleEnd {
    /// The record of `s`'s battle as it lies now (strengths and totals current), won by `winner`
    /// for `points` VP (already added to `s.vp`).
    pub fn of(
        s: &State,
        control: Vec<(Theater, u8)>,
        withdrawal: Option<Withdrawal>,
        winner: u8,
        points: u32,
    ) -> Self {
        let stacks = std::array::from_fn(|seat| {
            s.stacks[seat]
                .iter()
                .map(|stack| {
                    stack
                        .iter()
                        .map(|p| EndCard {
                            card: p.card,
                            up: p.up,
                            strength: s.strength.get(p.card as usize).copied().unwrap_or(0),
                        })
                        .collect()
                })
                .collect()
        });
        Self {
            battle: s.battle,
            first: s.first,
            order: s.order.clone(),
            stacks,
            totals: s.totals.clone(),
            control,
            withdrawal,
            winner,
            points,
            vp: s.vp,
            game_over: s.over.is_some(),
        }
    }
}
