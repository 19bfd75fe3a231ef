//! What a viewer sees (hidden information is removed here), the click paths of actions, the
//! notation, and the re-dealing of hidden cards for the leak check and for bots.
//!
//! Element ids: `zone:<theater>:<seat>` (a player's stack in a theater), `zone:hand:<seat>`,
//! `zone:deck`, `zone:limbo:<seat>`; `card:<id>` for a card the viewer may know, otherwise
//! `card:<place>` (`card:land.1.2`, `card:hand.1.3`), so an id never tells a hidden card;
//! `control:face-down`, `control:withdraw`, `control:skip`, `control:option:<n>`; the moment
//! of a battle's end has its own `end:zone:<theater>:<seat>` and `end:card:<id>` (`moment`).
//!
//! Click paths: a deploy (face-up) is `[card:<id>, zone:<theater>:<seat>]`, an improvise
//! (face-down) the same followed by `control:face-down`, so a click on the theater plays face-up
//! and the longer path (the host's right click, or the button) face-down; `control:withdraw`,
//! `control:skip`; a choice's options by the cards and theaters they name
//! ([`option_paths`]).
//!
//! - this file: the scene, built in steps (the table, the hands, the deck, labels, controls,
//!   glossary);
//! - `badges`: standing permissions and effects; `moment`: the end-of-battle summary;
//! - `paths`: click paths and the effect of an action; `notation`: action text (ALS-7);
//! - `hidden`: re-dealing what a seat cannot see.

mod badges;
mod hidden;
mod moment;
mod notation;
mod paths;

pub use hidden::{hidden_keys, revealed_to, sample_hidden, sample_hidden_into};
pub use notation::{format_action, parse_action, public_action};
pub use paths::{action_effect, action_path, option_paths};

use crate::AirLandSea;
use crate::config::{CardInfo, Kind};
use crate::state::{Bonus, SEATS, State, Theater};
use game_sdk::scene::{
    CardFace, CardView, Category, Control, Counter, CounterLook, GlossaryEntry, Highlight,
    HighlightKind, Scene, Zone, ZoneKind,
};
use game_sdk::wire::Viewer;

/// The scene `viewer` sees of `s`, with every strength computed now. When a script cannot
/// compute them, the table shows the strengths last computed and says why; scoring the battle
/// refuses the action that ends it until the script is fixed (hot reload).
pub fn scene(g: &AirLandSea, s: &State, viewer: Viewer) -> Scene {
    match g.current(s) {
        Ok(fresh) => table_scene(g, &fresh, viewer),
        Err(e) => {
            let mut scene = table_scene(g, s, viewer);
            scene
                .labels
                .push(format!("Strengths could not be computed: {e}"));
            scene
        }
    }
}

/// Whether `viewer` may see `seat`'s secrets: their own, or everything for the referee.
pub(crate) fn sees(viewer: Viewer, seat: u8) -> bool {
    viewer == Viewer::Referee || viewer.seat() == Some(seat)
}

/// A theater as a card category: its colour on the cards that belong to it and on its stacks,
/// so a card played to another theater (Air Drop, Aerodrome) still shows where it comes from.
pub(crate) fn category(g: &AirLandSea, th: Theater) -> Category {
    let key = g.defs.tid(th).to_string();
    // The theaters of the printed game; a ruleset's other theaters get a colour from the host.
    let color = match key.as_str() {
        "air" => Some([96, 168, 222]),
        "land" => Some([176, 116, 52]),
        "sea" => Some([34, 84, 160]),
        _ => None,
    };
    Category {
        key,
        title: g.defs.tname(th).to_string(),
        color,
    }
}

/// What a card's face says: its kind of ability and the ability's text.
pub(crate) fn card_text(info: &CardInfo) -> String {
    match info.kind {
        Kind::Instant => game_sdk::msg!("card-instant", "Instant: {text}", text = info.text),
        Kind::Ongoing => game_sdk::msg!("card-ongoing", "Ongoing: {text}", text = info.text),
        Kind::None => info.text.clone(),
    }
}

fn front(g: &AirLandSea, s: &State, card: u8, face_down: bool) -> CardFace {
    let info = &g.defs.cards[card as usize];
    let eff = s
        .placed(card)
        .and_then(|_| s.strength.get(card as usize).copied());
    let text = card_text(info);
    CardFace::Front {
        key: info.id.clone(),
        title: info.name.clone(),
        value: Some(info.strength),
        effective: eff.filter(|&e| e != info.strength || face_down),
        face_down,
        text,
        category: Some(category(g, info.theater)),
        key_on_face: true,
    }
}

/// The scene of `s` as it is (strengths as last computed).
fn table_scene(g: &AirLandSea, s: &State, viewer: Viewer) -> Scene {
    let mut zones = Vec::new();
    let mut counters = Vec::new();
    let control = g.control(s);
    stacks(g, s, viewer, &mut zones, &mut counters);
    for seat in 0..2u8 {
        hand(g, s, viewer, seat, &mut zones);
        held(g, s, viewer, seat, &mut zones);
        counters.push(Counter {
            id: format!("vp:{seat}"),
            owner: Some(seat),
            // The goal is the track's end ("3 / 12").
            label: game_sdk::msg!("vp-counter", "{seat} VP", seat = SEATS[seat as usize]),
            value: i64::from(s.vp[seat as usize]),
            look: CounterLook::Track {
                max: i64::from(g.config.victory_points),
                marks: Vec::new(),
            },
        });
    }
    zones.push(Zone {
        id: "zone:deck".into(),
        kind: ZoneKind::Deck,
        owner: None,
        title: game_sdk::msg!("deck", "Deck"),
        group: None,
        cards: Vec::new(),
        count: s.deck.len() as u32,
        category: None,
    });
    counters.push(Counter {
        id: "battle".into(),
        owner: None,
        label: game_sdk::msg!("battle-counter", "Battle"),
        value: i64::from(s.battle),
        look: Default::default(),
    });
    let mut labels = labels(g, s, &control);
    let controls = controls(g, s, viewer, &mut labels);
    Scene {
        legend: Vec::new(),
        badges: badges::badges(g, s, viewer),
        moment: s.ended.as_deref().map(|end| moment::moment(g, end)),
        saved_sequence: None,
        boards: Vec::new(),
        zones,
        counters,
        labels,
        controls,
        highlights: last_play(g, s, viewer),
        glossary: glossary(g),
    }
}

/// The card played last, where it lies in a stack (the table marks it, so the opponent's play
/// is seen at a glance); by its position while the viewer may not see it.
fn last_play(g: &AirLandSea, s: &State, viewer: Viewer) -> Vec<Highlight> {
    let Some((seat, th, pos)) = s.last_played else {
        return Vec::new();
    };
    if s.stacks[seat as usize][th as usize].get(pos).is_none() {
        return Vec::new();
    }
    vec![Highlight {
        id: stack_card_id(g, s, viewer, seat, th, pos),
        kind: HighlightKind::LastMove,
    }]
}

/// The id of the card at `pos` of `seat`'s stack in `th` as `viewer` sees it: its own id when
/// face up or seen, else its place (a face-down card is never named to who may not see it).
fn stack_card_id(
    g: &AirLandSea,
    s: &State,
    viewer: Viewer,
    seat: u8,
    th: Theater,
    pos: usize,
) -> String {
    let d = &g.defs;
    match s.stacks[seat as usize][th as usize].get(pos) {
        Some(p) if p.up || sees(viewer, seat) || s.over.is_some() => {
            format!("card:{}", d.id(p.card))
        }
        _ => format!("card:{}.{seat}.{}", d.tid(th), pos + 1),
    }
}

/// Every player's stack in every theater, left to right, and its strength total.
fn stacks(
    g: &AirLandSea,
    s: &State,
    viewer: Viewer,
    zones: &mut Vec<Zone>,
    counters: &mut Vec<Counter>,
) {
    let d = &g.defs;
    for &th in &s.order {
        let tid = d.tid(th);
        for seat in 0..2u8 {
            let stack = &s.stacks[seat as usize][th as usize];
            let cards = stack
                .iter()
                .enumerate()
                .map(|(pos, p)| {
                    let covered = pos + 1 < stack.len();
                    if p.up {
                        CardView {
                            id: format!("card:{}", d.id(p.card)),
                            face: front(g, s, p.card, false),
                            covered,
                        }
                    } else if sees(viewer, seat) || s.over.is_some() {
                        // At the end of the game the last battle's cards lie revealed.
                        CardView {
                            id: format!("card:{}", d.id(p.card)),
                            face: front(g, s, p.card, true),
                            covered,
                        }
                    } else {
                        CardView {
                            id: format!("card:{tid}.{seat}.{}", pos + 1),
                            face: CardFace::Back,
                            covered,
                        }
                    }
                })
                .collect();
            let total = s.totals[seat as usize][th as usize];
            zones.push(Zone {
                id: format!("zone:{tid}:{seat}"),
                kind: ZoneKind::Stack,
                owner: Some(seat),
                title: game_sdk::msg!(
                    "stack-title",
                    "{theater} — {seat}",
                    theater = d.tname(th),
                    seat = SEATS[seat as usize]
                ),
                group: Some(tid.to_string()),
                cards,
                count: stack.len() as u32,
                category: Some(category(g, th)),
            });
            counters.push(Counter {
                id: format!("total:{tid}:{seat}"),
                owner: Some(seat),
                label: game_sdk::msg!(
                    "strength-in",
                    "{seat} strength in {theater}",
                    seat = SEATS[seat as usize],
                    theater = d.tname(th)
                ),
                value: total,
                // Drawn on the side's stack, where the strength is.
                look: CounterLook::OnZone(format!("zone:{tid}:{seat}")),
            });
        }
    }
}

/// `seat`'s hand: faces for who may see them, backs named by place for everyone else.
fn hand(g: &AirLandSea, s: &State, viewer: Viewer, seat: u8, zones: &mut Vec<Zone>) {
    let d = &g.defs;
    let hand = &s.hands[seat as usize];
    let cards = hand
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            if sees(viewer, seat) {
                CardView {
                    id: format!("card:{}", d.id(c)),
                    face: front(g, s, c, false),
                    covered: false,
                }
            } else {
                CardView {
                    id: format!("card:hand.{seat}.{}", i + 1),
                    face: CardFace::Back,
                    covered: false,
                }
            }
        })
        .collect();
    zones.push(Zone {
        id: format!("zone:hand:{seat}"),
        kind: ZoneKind::Hand,
        owner: Some(seat),
        title: game_sdk::msg!("hand-title", "{seat}'s hand", seat = SEATS[seat as usize]),
        group: Some("hands".into()),
        cards,
        count: hand.len() as u32,
        category: None,
    });
}

/// The cards an ability of `seat`'s holds while it resolves (Reinforce's drawn card), if any.
fn held(g: &AirLandSea, s: &State, viewer: Viewer, seat: u8, zones: &mut Vec<Zone>) {
    let d = &g.defs;
    let held: Vec<CardView> = s
        .limbo
        .iter()
        .filter(|(h, _)| *h == seat)
        .enumerate()
        .map(|(i, &(_, c))| {
            if sees(viewer, seat) {
                CardView {
                    id: format!("card:{}", d.id(c)),
                    face: front(g, s, c, true),
                    covered: false,
                }
            } else {
                CardView {
                    id: format!("card:limbo.{seat}.{}", i + 1),
                    face: CardFace::Back,
                    covered: false,
                }
            }
        })
        .collect();
    if !held.is_empty() {
        zones.push(Zone {
            id: format!("zone:limbo:{seat}"),
            kind: ZoneKind::Pool,
            owner: Some(seat),
            title: game_sdk::msg!(
                "held-title",
                "Held by {seat}'s ability",
                seat = SEATS[seat as usize]
            ),
            group: Some("hands".into()),
            count: held.len() as u32,
            cards: held,
            category: None,
        });
    }
}

/// The battle, the commanders, who controls each theater and how the last battle ended.
fn labels(g: &AirLandSea, s: &State, control: &[(Theater, u8)]) -> Vec<String> {
    let d = &g.defs;
    let mut labels = vec![
        game_sdk::msg!(
            "battle-line",
            "Battle {battle}, turn {turn}: theaters {theaters}",
            battle = s.battle,
            turn = s.turn,
            // Each name a message of its own, so each is translated as the ruleset says.
            theaters = s
                .order
                .iter()
                .map(|&t| game_sdk::msg!("theater", "{name}", name = d.tname(t)))
                .collect::<Vec<_>>()
                .join(" | ")
        ),
        game_sdk::msg!(
            "commanders-line",
            "{first} is the 1st Player (wins ties), {second} the 2nd Player",
            first = SEATS[s.first as usize],
            second = SEATS[1 - s.first as usize]
        ),
        game_sdk::msg!(
            "control-line",
            "{list} (control)",
            list = control
                .iter()
                .map(|&(th, w)| {
                    game_sdk::msg!(
                        "control-entry",
                        "{theater}: {seat}",
                        theater = d.tname(th),
                        seat = SEATS[w as usize]
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
    ];
    if let Some(last) = &s.last_battle {
        labels.push(last.clone());
    }
    labels
}

/// The buttons of the seat to move (a choice's, or improvise and withdraw), and the prompt or
/// the wait the others are told about.
fn controls(g: &AirLandSea, s: &State, viewer: Viewer, labels: &mut Vec<String>) -> Vec<Control> {
    let mut controls = Vec::new();
    if s.over.is_none() && viewer.seat() == Some(s.to_move) {
        match &s.choice {
            Some(c) => {
                labels.push(c.prompt.to_string());
                if c.skippable {
                    controls.push(Control {
                        confirm: Some(game_sdk::msg!(
                            "skip-question",
                            "Skip? You give up this ability's choice ({prompt}).",
                            prompt = c.prompt
                        )),
                        id: "control:skip".into(),
                        label: game_sdk::msg!("skip", "Skip"),
                    });
                }
                for (i, p) in option_paths(g, s, c).iter().enumerate() {
                    if p.first().is_some_and(|e| e.starts_with("control:")) {
                        controls.push(Control {
                            confirm: None,
                            id: p[0].clone(),
                            label: c.options[i].label.to_string(),
                        });
                    }
                }
            }
            None => {
                // The last step of an improvise's path (a deploy ends on the theater).
                controls.push(Control {
                    confirm: None,
                    id: "control:face-down".into(),
                    label: game_sdk::msg!("face-down-control", "Face down (improvise)"),
                });
                if s.bonus != Some(Bonus::Play(s.to_move)) {
                    controls.push(Control {
                        confirm: Some(withdraw_question(g, s, s.to_move)),
                        id: "control:withdraw".into(),
                        label: game_sdk::msg!("withdraw", "Withdraw"),
                    });
                }
            }
        }
    } else if let Some(c) = &s.choice {
        labels.push(game_sdk::msg!(
            "choosing",
            "{seat} is making a choice for an ability",
            seat = SEATS[c.seat as usize]
        ));
    }
    controls
}

/// The confirmation asked before `seat` withdraws: what the opponent scores by the withdraw
/// table (ALS-5).
pub fn withdraw_question(g: &AirLandSea, s: &State, seat: u8) -> String {
    let table = if seat == s.first {
        &g.config.commanders.first
    } else {
        &g.config.commanders.second
    };
    let left = s.hands[seat as usize].len();
    game_sdk::msg!(
        "withdraw-question",
        "Withdraw now? {seat} scores {vp} VP.",
        seat = SEATS[1 - seat as usize],
        vp = crate::rules::withdraw_points(table, left)
    )
}

/// Every card of the ruleset, and the face-down card.
fn glossary(g: &AirLandSea) -> Vec<GlossaryEntry> {
    let d = &g.defs;
    let mut glossary: Vec<GlossaryEntry> = d
        .cards
        .iter()
        .map(|c| GlossaryEntry {
            key: c.id.clone(),
            title: format!(
                "{} {} ({} {}, {:?})",
                c.id,
                c.name,
                d.tname(c.theater),
                c.strength,
                c.kind
            ),
            text: c.text.clone(),
        })
        .collect();
    glossary.push(GlossaryEntry {
        key: "face-down".into(),
        title: game_sdk::msg!("face-down-card", "Face-down card"),
        text: game_sdk::msg!(
            "face-down-card-text",
            "Strength {strength}, no ability; only its owner sees it.",
            strength = d.face_down_strength
        ),
    });
    glossary
}
