//! What a viewer sees (hidden information is removed here), the click paths of actions, and the
//! re-dealing of hidden cards for the leak check and for bots.
//!
//! Element ids: `zone:<theater>:<seat>` (a player's stack in a theater), `zone:hand:<seat>`,
//! `zone:deck`, `zone:limbo:<seat>`; `card:<id>` for a card the viewer may know, otherwise
//! `card:<place>` (`card:land.1.2`, `card:hand.1.3`), so an id never tells a hidden card;
//! `control:face-down`, `control:withdraw`, `control:skip`, `control:option:<n>`; the moment
//! of a battle's end has its own `end:zone:<theater>:<seat>` and `end:card:<id>` ([`moment`]).
//!
//! Click paths: a deploy (face-up) is `[card:<id>, zone:<theater>:<seat>]`, an improvise
//! (face-down) the same followed by `control:face-down`, so a click on the theater plays face-up
//! and the longer path (the host's right click, or the button) face-down; `control:withdraw`,
//! `control:skip`; a choice's options by the cards and theaters they name
//! ([`option_paths`]).
//!
//! [`moment`]: crate::moment

use crate::AirLandSea;
use crate::config::Kind;
use crate::rules::Action;
use crate::state::Theater;
use crate::state::{Card, CardInfo, Defs, Loc, SEATS, State};
use game_sdk::GameRng;
use game_sdk::scene::{
    CardFace, CardView, Category, Control, Counter, ElementId, GlossaryEntry, Scene, Zone, ZoneKind,
};
use game_sdk::script::{PendingChoice, ScriptValue};
use game_sdk::wire::Viewer;
use std::sync::Arc;

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
        Kind::Instant => format!("Instant: {}", info.text),
        Kind::Ongoing => format!("Ongoing: {}", info.text),
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
    }
}

/// The click paths of a choice's options: each word after the verb that names a card or a
/// theater becomes that element; when that does not give distinct paths, numbered controls.
pub fn option_paths(g: &AirLandSea, s: &State, c: &PendingChoice) -> Vec<Vec<ElementId>> {
    let seat = c.seat;
    let mut paths: Vec<Vec<ElementId>> = Vec::with_capacity(c.options.len());
    let mut ok = true;
    for o in &c.options {
        let mut path = Vec::new();
        for w in o.id.split_whitespace().skip(1) {
            if let Some(card) = g.defs.resolve(s, w) {
                path.push(format!("card:{}", g.defs.name_for(s, card, Some(seat))));
            } else if let Some(th) = g.defs.theater(w) {
                path.push(format!("zone:{}:{seat}", g.defs.tid(th)));
            } else {
                ok = false;
            }
        }
        ok &= !path.is_empty();
        paths.push(path);
    }
    if ok {
        'check: for (i, a) in paths.iter().enumerate() {
            for (j, b) in paths.iter().enumerate() {
                if i != j && b.starts_with(a) {
                    ok = false;
                    break 'check;
                }
            }
        }
    }
    if !ok {
        paths = (0..c.options.len())
            .map(|i| vec![format!("control:option:{}", i + 1)])
            .collect();
    }
    paths
}

pub fn action_path(g: &AirLandSea, s: &State, action: &Action) -> Vec<ElementId> {
    match action {
        &Action::Play { card, theater, up } => {
            let mut path = vec![
                format!("card:{}", g.defs.id(card)),
                format!("zone:{}:{}", g.defs.tid(theater), s.to_move),
            ];
            if !up {
                path.push("control:face-down".into());
            }
            path
        }
        Action::Withdraw => vec!["control:withdraw".into()],
        Action::Skip => vec!["control:skip".into()],
        Action::Choose(id) => {
            let Some(c) = &s.choice else {
                return vec![format!("control:{id}")];
            };
            let paths = option_paths(g, s, c);
            c.options
                .iter()
                .position(|o| o.id == *id)
                .and_then(|i| paths.get(i).cloned())
                .unwrap_or_else(|| vec![format!("control:{id}")])
        }
    }
}

pub fn scene(g: &AirLandSea, s: &State, viewer: Viewer) -> Scene {
    let me = viewer.seat();
    // Whether the viewer may see `seat`'s secrets: their own, or everything for the referee.
    let sees = |seat: u8| viewer == Viewer::Referee || me == Some(seat);
    let d = &g.defs;
    let mut zones = Vec::new();
    let mut counters = Vec::new();
    let control = g.control(s);
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
                    } else if sees(seat) || s.over.is_some() {
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
                title: format!("{} — {}: {total}", d.tname(th), SEATS[seat as usize]),
                group: Some(tid.to_string()),
                cards,
                count: stack.len() as u32,
                category: Some(category(g, th)),
            });
            counters.push(Counter {
                id: format!("total:{tid}:{seat}"),
                owner: Some(seat),
                label: format!("{} strength in {}", SEATS[seat as usize], d.tname(th)),
                value: total,
            });
        }
    }
    for seat in 0..2u8 {
        let hand = &s.hands[seat as usize];
        let cards = hand
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                if sees(seat) {
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
            title: format!("{}'s hand", SEATS[seat as usize]),
            group: Some("hands".into()),
            cards,
            count: hand.len() as u32,
            category: None,
        });
        let held: Vec<CardView> = s
            .limbo
            .iter()
            .filter(|(h, _)| *h == seat)
            .enumerate()
            .map(|(i, &(_, c))| {
                if sees(seat) {
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
                title: format!("Held by {}'s ability", SEATS[seat as usize]),
                group: Some("hands".into()),
                count: held.len() as u32,
                cards: held,
                category: None,
            });
        }
        counters.push(Counter {
            id: format!("vp:{seat}"),
            owner: Some(seat),
            label: format!(
                "{} VP (of {})",
                SEATS[seat as usize], g.config.victory_points
            ),
            value: i64::from(s.vp[seat as usize]),
        });
    }
    zones.push(Zone {
        id: "zone:deck".into(),
        kind: ZoneKind::Deck,
        owner: None,
        title: "Deck".into(),
        group: None,
        cards: Vec::new(),
        count: s.deck.len() as u32,
        category: None,
    });
    counters.push(Counter {
        id: "battle".into(),
        owner: None,
        label: "Battle".into(),
        value: i64::from(s.battle),
    });
    let mut labels = vec![
        format!(
            "Battle {}, turn {}: theaters {}",
            s.battle,
            s.turn,
            s.order
                .iter()
                .map(|&t| d.tname(t))
                .collect::<Vec<_>>()
                .join(" | ")
        ),
        format!(
            "{} is the 1st Player (wins ties), {} the 2nd Player",
            SEATS[s.first as usize],
            SEATS[1 - s.first as usize]
        ),
        control
            .iter()
            .map(|&(th, w)| format!("{}: {}", d.tname(th), SEATS[w as usize]))
            .collect::<Vec<_>>()
            .join(", ")
            + " (control)",
    ];
    if let Some(last) = &s.last_battle {
        labels.push(last.clone());
    }
    let mut controls = Vec::new();
    if s.over.is_none() && me == Some(s.to_move) {
        match &s.choice {
            Some(c) => {
                labels.push(c.prompt.clone());
                if c.skippable {
                    controls.push(Control {
                        confirm: Some(format!(
                            "Skip? You give up this ability's choice ({}).",
                            c.prompt
                        )),
                        id: "control:skip".into(),
                        label: "Skip".into(),
                    });
                }
                for (i, p) in option_paths(g, s, c).iter().enumerate() {
                    if p.first().is_some_and(|e| e.starts_with("control:")) {
                        controls.push(Control {
                            confirm: None,
                            id: p[0].clone(),
                            label: c.options[i].label.clone(),
                        });
                    }
                }
            }
            None => {
                // The last step of an improvise's path (a deploy ends on the theater).
                controls.push(Control {
                    confirm: None,
                    id: "control:face-down".into(),
                    label: "Face down (improvise)".into(),
                });
                if s.bonus != Some(crate::state::Bonus::Play(s.to_move)) {
                    controls.push(Control {
                        confirm: Some(withdraw_question(g, s, s.to_move)),
                        id: "control:withdraw".into(),
                        label: "Withdraw".into(),
                    });
                }
            }
        }
    } else if let Some(c) = &s.choice {
        labels.push(format!(
            "{} is making a choice for an ability",
            SEATS[c.seat as usize]
        ));
    }
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
        title: "Face-down card".into(),
        text: format!(
            "Strength {}, no ability; only its owner sees it.",
            d.face_down_strength
        ),
    });
    Scene {
        legend: Vec::new(),
        badges: crate::badges::badges(g, s, viewer),
        moment: s.ended.as_deref().map(|end| crate::moment::moment(g, end)),
        saved_sequence: None,
        boards: Vec::new(),
        zones,
        counters,
        labels,
        controls,
        highlights: Vec::new(),
        glossary,
    }
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
    format!(
        "Withdraw now? {} scores {} VP.",
        SEATS[1 - seat as usize],
        crate::rules::withdraw_points(table, left)
    )
}

/// Re-deals every card `seat` cannot see (the opponent's hand, the opponent's face-down cards
/// and held cards, the deck) among the same places; effective strengths follow the places.
pub fn sample_hidden(defs: &Defs, s: &State, seat: u8, rng: &mut GameRng) -> State {
    let other = 1 - seat;
    let mut slots: Vec<Loc> = Vec::new();
    for i in 0..s.hands[other as usize].len() {
        slots.push(Loc::Hand(other, i));
    }
    // At the end of the game the table's cards are revealed (see `battle_end`).
    let table_hidden = s.over.is_none();
    for (th, stack) in s.stacks[other as usize].iter().enumerate() {
        for (pos, p) in stack.iter().enumerate() {
            if !p.up && table_hidden {
                slots.push(Loc::Stack {
                    seat: other,
                    th: th as u8,
                    pos,
                });
            }
        }
    }
    for (i, &(h, _)) in s.limbo.iter().enumerate() {
        if h == other {
            slots.push(Loc::Limbo(h, i));
        }
    }
    let bit = 1u8 << seat;
    for i in 0..s.deck.len() {
        if s.deck_known.get(i).copied().unwrap_or(0) & bit == 0 {
            slots.push(Loc::Deck(i));
        }
    }
    let get = |s: &State, l: Loc| match l {
        Loc::Hand(h, i) => s.hands[h as usize][i],
        Loc::Deck(i) => s.deck[i],
        Loc::Stack { seat, th, pos } => s.stacks[seat as usize][th as usize][pos].card,
        Loc::Limbo(_, i) => s.limbo[i].1,
    };
    let old: Vec<u8> = slots.iter().map(|&l| get(s, l)).collect();
    // Shuffle the pool in a canonical order, so the sample depends only on what `seat` knows
    // (the multiset of unseen cards), not on where they really are.
    let mut new = old.clone();
    new.sort_unstable();
    rng.shuffle(&mut new);
    let mut out = s.clone();
    // Future randomness is hidden too: a bot must not plan with the match's real RNG.
    out.rng = GameRng::from_seed(rng.next_u64());
    for (k, &l) in slots.iter().enumerate() {
        let c = new[k];
        match l {
            Loc::Hand(h, i) => out.hands[h as usize][i] = c,
            Loc::Deck(i) => out.deck[i] = c,
            Loc::Stack { seat, th, pos } => {
                out.stacks[seat as usize][th as usize][pos].card = c;
            }
            Loc::Limbo(_, i) => out.limbo[i].1 = c,
        }
        out.strength[c as usize] = s.strength[old[k] as usize];
    }
    out.hands[other as usize].sort_unstable();
    // A choice pending for the other seat may name its own face-down cards (Disrupt: "flip
    // L4"): in the re-dealt world those ids must name the cards now lying there, or the world
    // would list options it then refuses. (The seat's own choices name only what it knows.)
    if let Some(choice) = &s.choice
        && choice.seat == other
    {
        let renamed: Vec<(Card, Card)> = old
            .iter()
            .zip(&new)
            .filter(|(o, n)| o != n)
            .map(|(&o, &n)| (o, n))
            .collect();
        if !renamed.is_empty() {
            out.choice = Some(Arc::new(rename_cards(defs, choice, &renamed)));
        }
    }
    out
}

/// A pending choice with every word that is a card id in `renamed` replaced by its new card:
/// option ids and labels, and the strings of the continuation's data.
fn rename_cards(defs: &Defs, choice: &PendingChoice, renamed: &[(Card, Card)]) -> PendingChoice {
    let map = |word: &str| -> Option<&str> {
        let card = defs.card(word)?;
        renamed
            .iter()
            .find(|(o, _)| *o == card)
            .map(|&(_, n)| defs.id(n))
    };
    let words = |text: &str| -> String {
        text.split(' ')
            .map(|w| map(w).unwrap_or(w))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut out = choice.clone();
    for option in &mut out.options {
        option.id = words(&option.id);
        option.label = words(&option.label);
    }
    out.data = rename_in_value(&choice.data, &words);
    out
}

fn rename_in_value(value: &ScriptValue, words: &dyn Fn(&str) -> String) -> ScriptValue {
    match value {
        ScriptValue::Str(text) => ScriptValue::Str(words(text)),
        ScriptValue::List(items) => {
            ScriptValue::List(items.iter().map(|v| rename_in_value(v, words)).collect())
        }
        ScriptValue::Map(entries) => ScriptValue::Map(
            entries
                .iter()
                .map(|(k, v)| (k.clone(), rename_in_value(v, words)))
                .collect(),
        ),
        other => other.clone(),
    }
}
