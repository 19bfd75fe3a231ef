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
        game_sdk::msg!(
            "moment-title-game-over",
            "Battle {battle} ends — {seat} wins the game",
            battle = end.battle,
            seat = seat(end.winner)
        )
    } else {
        game_sdk::msg!(
            "moment-title",
            "Battle {battle} ends — {seat} scores {points} VP",
            battle = end.battle,
            seat = seat(end.winner),
            points = end.points
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
            game_sdk::msg!("badge-first-player", "1st Player")
        } else {
            game_sdk::msg!("badge-second-player", "2nd Player")
        }
    };
    let mut lines = Vec::new();
    match &end.withdrawal {
        Some(w) => {
            lines.push(game_sdk::msg!(
                "moment-withdrew",
                "{seat} withdrew as {role} with {left:card:cards} in hand.",
                seat = seat(w.seat),
                role = role(w.seat),
                left = w.cards_left
            ));
            // The withdrawing commander's table, from the most cards left down to none, with the
            // entry that was scored in brackets.
            let scored = w.cards_left.min(w.table.len().saturating_sub(1));
            let entries: Vec<String> = (0..w.table.len())
                .rev()
                .map(|left| {
                    let vp = w.table[left];
                    if left == scored {
                        game_sdk::msg!(
                            "moment-withdraw-scored",
                            "[{left:card:cards}: {vp} VP]",
                            left = left,
                            vp = vp
                        )
                    } else {
                        format!("{left}: {vp}")
                    }
                })
                .collect();
            lines.push(game_sdk::msg!(
                "moment-withdraw-table",
                "Withdraw table ({role} withdraws): {entries}",
                role = role(w.seat),
                entries = entries.join(" · ")
            ));
        }
        None => {
            let won = end.control.iter().filter(|(_, w)| *w == end.winner).count();
            lines.push(game_sdk::msg!(
                "moment-all-played",
                "All cards were played: {seat} controls {won} of {theaters} theaters.",
                seat = seat(end.winner),
                won = won,
                theaters = end.control.len()
            ));
        }
    }
    for &(th, w) in &end.control {
        let total = |s: usize| end.totals[s].get(th as usize).copied().unwrap_or(0);
        let (north, south) = (total(0), total(1));
        // One sentence each: a tie's words are not glued onto the other's (word order differs
        // between languages).
        lines.push(if north == south {
            game_sdk::msg!(
                "moment-theater-tie",
                "{theater}: {north} {n} – {south} {s}: {winner} controls it (a tie goes to the 1st Player, {first}).",
                theater = d.tname(th),
                north = seat(0),
                n = north,
                south = seat(1),
                s = south,
                winner = seat(w),
                first = seat(end.first)
            )
        } else {
            game_sdk::msg!(
                "moment-theater",
                "{theater}: {north} {n} – {south} {s}: {winner} controls it.",
                theater = d.tname(th),
                north = seat(0),
                n = north,
                south = seat(1),
                s = south,
                winner = seat(w)
            )
        });
    }
    lines.push(game_sdk::msg!(
        "moment-scores",
        "{seat} scores {points} VP: {north} {n} – {south} {s}.",
        seat = seat(end.winner),
        points = end.points,
        north = seat(0),
        n = end.vp[0],
        south = seat(1),
        s = end.vp[1]
    ));
    if end.game_over {
        lines.push(game_sdk::msg!(
            "moment-wins",
            "{seat} reaches {goal} VP and wins the game.",
            seat = seat(end.winner),
            goal = g.config.victory_points
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
                title: game_sdk::msg!(
                    "moment-stack",
                    "{theater} — {seat}: {total}",
                    theater = d.tname(th),
                    seat = seat(s),
                    total = total
                ),
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
