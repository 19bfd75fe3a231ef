//! What players see and write: the scene each viewer is shown (a seat sees its own dice and
//! only how many the others have, LD-2), the click paths, and through the submodules the
//! notation and what each seat may know.
//!
//! - [`notation`]: `bid 3x4`, `liar`, `spot-on` (LD-9);
//! - [`hidden`]: the worlds a seat cannot tell from the real one (`sample_hidden`), and whom
//!   a call shows the dice (`revealed_to`);
//! - [`words`]: bids, counts and dice in words, for the log and the prompts.

pub mod hidden;
pub mod notation;
pub mod words;

use crate::config::{LiarsDice, SIDES};
use crate::rules::{Action, biddable, seat_name};
use crate::state::{Call, State};
use game_sdk::Viewer;
use game_sdk::scene::{
    CardFace, CardView, Control, Counter, CounterLook, ElementId, Scene, Zone, ZoneKind,
};

/// Whether `viewer` sees the faces of `seat`'s dice: its own, the referee all, and everyone
/// all once the match is over (the last call showed them).
pub(crate) fn sees(s: &State, viewer: Viewer, seat: u8) -> bool {
    s.is_over()
        || match viewer {
            Viewer::Referee => true,
            Viewer::Spectator => false,
            Viewer::Seat(me) => me == seat,
        }
}

/// A die as the table draws it; `None`: a die this viewer may not see (drawn blank).
pub(crate) fn die_face(value: Option<u8>) -> CardFace {
    CardFace::Die {
        sides: SIDES,
        value,
    }
}

fn quantity_id(quantity: u8) -> ElementId {
    format!("control:quantity-{quantity}")
}

fn face_id(face: u8) -> ElementId {
    format!("control:face-{face}")
}

const LIAR: &str = "control:liar";
const SPOT_ON: &str = "control:spot-on";

pub(crate) fn scene(g: &LiarsDice, s: &State, viewer: Viewer) -> Scene {
    let mut zones: Vec<Zone> = (0u8..)
        .zip(&s.dice)
        .map(|(seat, dice)| {
            let shown = sees(s, viewer, seat);
            // Whose cup it is, in its title: several cups lie side by side on the table (and
            // the host names each die by it: "die 2 in Player 3's dice showing 5").
            let name = seat_name(seat);
            let title = if dice.is_empty() {
                game_sdk::msg!("zone-dice-out", "{seat}'s dice (out)", seat = name)
            } else {
                game_sdk::msg!("zone-dice", "{seat}'s dice", seat = name)
            };
            Zone {
                id: format!("zone:dice:{seat}"),
                kind: ZoneKind::Hand,
                owner: Some(seat),
                title,
                // A seat's dice and what it showed at the last call, side by side.
                group: Some(format!("seat:{seat}")),
                cards: (0..)
                    .zip(dice)
                    .map(|(i, &d)| CardView {
                        id: format!("die:{seat}:{i}"),
                        face: die_face(shown.then_some(d)),
                        covered: false,
                    })
                    .collect(),
                count: dice.len() as u32,
                category: None,
            }
        })
        .collect();
    if let Some(show) = &s.showdown {
        zones.extend(
            (0u8..)
                .zip(&show.dice)
                .filter(|(_, d)| !d.is_empty())
                .map(|(seat, dice)| Zone {
                    id: format!("zone:shown:{seat}"),
                    kind: ZoneKind::Pool,
                    owner: Some(seat),
                    title: game_sdk::msg!(
                        "zone-shown",
                        "{seat}'s dice shown in round {round}",
                        seat = seat_name(seat),
                        round = show.round
                    ),
                    group: Some(format!("seat:{seat}")),
                    cards: (0..)
                        .zip(dice)
                        .map(|(i, &d)| CardView {
                            id: format!("shown:{seat}:{i}"),
                            face: die_face(Some(d)),
                            covered: false,
                        })
                        .collect(),
                    count: dice.len() as u32,
                    category: None,
                }),
        );
    }
    let mut controls = Vec::new();
    if !s.is_over() {
        let first = s.bid.map_or(1, |(b, _)| b.quantity);
        let total = s.total_dice().min(usize::from(u8::MAX)) as u8;
        controls.extend((first..=total).map(|q| Control {
            id: quantity_id(q),
            label: game_sdk::msg!("control-quantity", "{quantity} ×", quantity = q),
            confirm: None,
        }));
        // The faces a bid may name, clicked after its quantity: buttons rather than dice in a
        // zone, whose names ("die showing 4") would be those of the dice in a player's hand.
        controls.extend((1..=SIDES).filter(|&f| biddable(g, f)).map(|f| Control {
            id: face_id(f),
            label: game_sdk::msg!("control-face", "{face}s", face = f),
            confirm: None,
        }));
        if s.bid.is_some() {
            controls.push(Control {
                id: LIAR.into(),
                label: game_sdk::msg!("control-liar", "Liar!"),
                confirm: None,
            });
            if g.spot_on {
                controls.push(Control {
                    id: SPOT_ON.into(),
                    label: game_sdk::msg!("control-spot-on", "Spot on!"),
                    confirm: None,
                });
            }
        }
    }
    let counters = (0u8..)
        .zip(&s.dice)
        .map(|(seat, dice)| Counter {
            id: format!("counter:dice:{seat}"),
            owner: Some(seat),
            label: game_sdk::msg!("counter-dice", "{seat}'s dice", seat = seat_name(seat)),
            value: dice.len() as i64,
            // A die per token, in the player's colour: who is short of dice shows at a glance.
            look: CounterLook::Tokens,
        })
        .chain([Counter {
            id: "counter:table".into(),
            owner: None,
            label: game_sdk::msg!("counter-table", "Dice on the table"),
            value: s.total_dice() as i64,
            look: CounterLook::Number,
        }])
        .collect();
    Scene {
        zones,
        counters,
        labels: labels(g, s),
        controls,
        ..Scene::default()
    }
}

/// The round, the standing bid, the wild face and what the last call showed: all public.
fn labels(g: &LiarsDice, s: &State) -> Vec<String> {
    let mut labels = Vec::new();
    if !s.is_over() {
        labels.push(match s.bid {
            Some((bid, bidder)) => game_sdk::msg!(
                "label-round-bid",
                "Round {round}: {seat} bids {bid}",
                round = s.round,
                seat = seat_name(bidder),
                bid = words::bid(bid)
            ),
            None => game_sdk::msg!(
                "label-round-no-bid",
                "Round {round}: no bid yet",
                round = s.round
            ),
        });
    }
    if let Some(w) = g.wild() {
        let note = if g.config.bid_wild {
            game_sdk::msg!(
                "label-wild-biddable",
                "{wild}s are wild: they count as any face bid on (a bid on {wild}s counts only {wild}s)",
                wild = w
            )
        } else {
            game_sdk::msg!(
                "label-wild",
                "{wild}s are wild: they count as any face bid on, and cannot be bid on",
                wild = w
            )
        };
        labels.push(note);
    }
    if let Some(show) = &s.showdown {
        // One message per clause, joined as the English always read: what was called and
        // counted, then each seat's dice lost or won.
        let (id, call) = match show.call {
            Call::Liar => ("label-showdown-liar", "a liar on"),
            Call::SpotOn => ("label-showdown-spot-on", "spot on on"),
        };
        let english = format!(
            "Round {}: {} called {} {call} {}; there {} {}",
            show.round,
            seat_name(show.caller),
            seat_name(show.bidder),
            words::bid_english(show.bid),
            if show.count == 1 { "was" } else { "were" },
            words::dice_of_english(show.count, show.bid.face),
        );
        let mut line = words::said(
            id,
            &english,
            &[
                ("round", show.round.to_string()),
                ("caller", seat_name(show.caller).to_string()),
                ("bidder", seat_name(show.bidder).to_string()),
                ("bid", words::bid(show.bid)),
                ("count", show.count.to_string()),
                ("face", show.bid.face.to_string()),
                ("dice", words::dice_of(show.count, show.bid.face)),
            ],
        );
        for (seat, &c) in (0u8..).zip(&show.change) {
            let n = c.unsigned_abs();
            let dice = match n {
                1 => "a die".to_string(),
                n => format!("{n} dice"),
            };
            let name = seat_name(seat);
            let (id, english) = match c {
                0 => continue,
                c if c < 0 => ("label-lost-dice", format!("{name} lost {dice}")),
                _ => ("label-won-dice-back", format!("{name} won {dice} back")),
            };
            line.push_str("; ");
            line.push_str(&words::said(
                id,
                &english,
                &[("seat", name.to_string()), ("dice", n.to_string())],
            ));
        }
        labels.push(line);
    }
    labels
}

/// The clicks that make an action: a quantity then a face for a bid, one button for a call.
pub(crate) fn action_path(action: Action) -> Vec<ElementId> {
    match action {
        Action::Bid(bid) => vec![quantity_id(bid.quantity), face_id(bid.face)],
        Action::Liar => vec![LIAR.into()],
        Action::SpotOn => vec![SPOT_ON.into()],
    }
}
