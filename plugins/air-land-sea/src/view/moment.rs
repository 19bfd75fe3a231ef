//! The end-of-battle summary as a scene moment: the record ([`BattleEnd`]) in words and zones,
//! every card revealed. It is the same for every viewer: the record holds nothing still hidden.
//!
//! Element ids in the moment are prefixed `end:` (`end:zone:air:0`, `end:card:A4`), so they never
//! clash with the live table's clickable ids.

use super::{card_text, category};
use crate::AirLandSea;
use crate::state::SEATS;
use crate::state::battle_end::BattleEnd;
use game_sdk::scene::{CardFace, CardView, Moment, Zone, ZoneKind};

pub fn moment(g: &AirLandSea, end: &BattleEnd) -> Moment {
    let title = if end.game_over {
        format!(
            "Battle {} ends — {} wins the game",
            end.battle,
            seat(end.winner)
        )
    } else {
        format!(
            "Battle {} ends — {} scores {} VP",
            end.battle,
            seat(end.winner),
            end.points
        )
    };
    Moment {
        id: end.moment_id(),
        title,
        lines: lines(g, end),
        zones: zones(g, end),
    }
}

fn seat(s: u8) -> &'static str {
    SEATS.get(s as usize).copied().unwrap_or("?")
}

/// The summary in words: how the battle ended (the withdraw table's line that was scored),
/// each theater's totals and who controlled it, the VP and, when it ended the game, the winner.
fn lines(g: &AirLandSea, end: &BattleEnd) -> Vec<String> {
    let d = &g.defs;
    let role = |s: u8| {
        if s == end.first {
            "1st Player"
        } else {
            "2nd Player"
        }
    };
    let mut lines = Vec::new();
    match &end.withdrawal {
        Some(w) => {
            lines.push(format!(
                "{} withdrew as {} with {} in hand.",
                seat(w.seat),
                role(w.seat),
                game_sdk::words::count(w.cards_left as i64, "card", "cards")
            ));
            // The withdrawing commander's table, from the most cards left down to none, with the
            // entry that was scored in brackets.
            let scored = w.cards_left.min(w.table.len().saturating_sub(1));
            let entries: Vec<String> = (0..w.table.len())
                .rev()
                .map(|left| {
                    let vp = w.table[left];
                    if left == scored {
                        format!("[{left} cards: {vp} VP]")
                    } else {
                        format!("{left}: {vp}")
                    }
                })
                .collect();
            lines.push(format!(
                "Withdraw table ({} withdraws): {}",
                role(w.seat),
                entries.join(" · ")
            ));
        }
        None => {
            let won = end.control.iter().filter(|(_, w)| *w == end.winner).count();
            lines.push(format!(
                "All cards were played: {} controls {won} of {} theaters.",
                seat(end.winner),
                end.control.len()
            ));
        }
    }
    for &(th, w) in &end.control {
        let total = |s: usize| end.totals[s].get(th as usize).copied().unwrap_or(0);
        let (north, south) = (total(0), total(1));
        let tie = if north == south {
            format!(" (a tie goes to the 1st Player, {})", seat(end.first))
        } else {
            String::new()
        };
        lines.push(format!(
            "{}: {} {north} – {} {south}: {} controls it{tie}.",
            d.tname(th),
            seat(0),
            seat(1),
            seat(w)
        ));
    }
    lines.push(format!(
        "{} scores {} VP: {} {} – {} {}.",
        seat(end.winner),
        end.points,
        seat(0),
        end.vp[0],
        seat(1),
        end.vp[1]
    ));
    if end.game_over {
        lines.push(format!(
            "{} reaches {} VP and wins the game.",
            seat(end.winner),
            g.config.victory_points
        ));
    }
    lines
}

/// Every stack as it finally lay, every card face shown.
fn zones(g: &AirLandSea, end: &BattleEnd) -> Vec<Zone> {
    let d = &g.defs;
    let mut zones = Vec::new();
    for &th in &end.order {
        let tid = d.tid(th);
        for s in 0..2u8 {
            let Some(stack) = end.stacks[s as usize].get(th as usize) else {
                continue;
            };
            let cards = stack
                .iter()
                .enumerate()
                .map(|(pos, c)| CardView {
                    id: format!("end:card:{}", d.id(c.card)),
                    face: revealed(g, c.card, c.up, c.strength),
                    covered: pos + 1 < stack.len(),
                })
                .collect();
            let total = end.totals[s as usize]
                .get(th as usize)
                .copied()
                .unwrap_or(0);
            zones.push(Zone {
                id: format!("end:zone:{tid}:{s}"),
                kind: ZoneKind::Stack,
                owner: Some(s),
                title: format!("{} — {}: {total}", d.tname(th), seat(s)),
                group: Some(format!("end:{tid}")),
                cards,
                count: stack.len() as u32,
                category: Some(category(g, th)),
            });
        }
    }
    zones
}

/// A card of the record, face shown: a card that lay face-down says so and shows the strength
/// it counted.
fn revealed(g: &AirLandSea, card: u8, up: bool, strength: i64) -> CardFace {
    let Some(info) = g.defs.cards.get(card as usize) else {
        return CardFace::Back;
    };
    CardFace::Front {
        key: info.id.clone(),
        title: info.name.clone(),
        value: Some(info.strength),
        effective: Some(strength).filter(|&e| e != info.strength || !up),
        face_down: !up,
        text: card_text(info),
        category: Some(category(g, info.theater)),
        key_on_face: true,
    }
}
