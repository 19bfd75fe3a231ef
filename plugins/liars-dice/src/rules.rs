//! The rules: the actions, which are legal, what a bid does, whose turn it is and how the match
//! ends. Rule ids (LD-1…) are those of `docs/rules/liars-dice.md` and
//! `rulesets/liars-dice/rules.md`; each has a test in `tests/rules.rs`.
//!
//! - [`showdown`]: ending a round with a call: every die shown, counted, dice lost, players
//!   out, the next round rolled;
//! - [`ranking`]: the places of a finished match and its outcome.

pub mod ranking;
pub mod showdown;

use crate::config::{LiarsDice, SIDES};
use crate::state::{Bid, Call, State};
use crate::view::words;
use game_sdk::{GameRng, LogLine, Misfit, Refusal, Status};

/// The seats, in turn order; a ruleset seats the first `players` of them (LD-1).
pub const SEATS: [&str; 6] = [
    "Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6",
];

/// The name of a seat, for text.
pub fn seat_name(seat: u8) -> &'static str {
    SEATS.get(usize::from(seat)).copied().unwrap_or("A player")
}

/// One move: raise the bid, or end the round with a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// "At least `quantity` dice on the table show `face`" (LD-3).
    Bid(Bid),
    /// The standing bid is wrong (LD-5).
    Liar,
    /// The standing bid is exactly right (LD-S1, a house rule in Lua).
    SpotOn,
}

/// LD-1, LD-2: every seat rolls its dice in secret, and Player 1 opens the first round.
pub fn start(g: &LiarsDice, seed: u64) -> State {
    let mut rng = GameRng::from_seed(seed);
    let counts = vec![g.config.dice; g.players()];
    let dice = roll(&counts, &mut rng);
    State {
        dice,
        bid: None,
        to_move: 0,
        round: 1,
        out: Vec::new(),
        showdown: None,
        places: None,
        rng,
        spare: Default::default(),
    }
}

/// LD-2: `counts[seat]` dice for each seat, each face drawn from `rng`, sorted (the order of a
/// seat's dice tells nothing, and sorted dice are easier to read).
pub(crate) fn roll(counts: &[u8], rng: &mut GameRng) -> Vec<Vec<u8>> {
    let mut dice = Vec::new();
    roll_into(counts.len(), |seat| counts[seat], rng, &mut dice);
    dice
}

/// [`roll`] written over `out` (reusing its buffers): `count(seat)` dice for each of `seats`
/// seats, the same draws in the same order.
pub(crate) fn roll_into(
    seats: usize,
    count: impl Fn(usize) -> u8,
    rng: &mut GameRng,
    out: &mut Vec<Vec<u8>>,
) {
    out.truncate(seats);
    out.resize_with(seats, Vec::new);
    for (seat, dice) in out.iter_mut().enumerate() {
        roll_one(count(seat), rng, dice);
    }
}

/// One seat's `n` dice drawn into `dice` (its buffer reused), sorted.
pub(crate) fn roll_one(n: u8, rng: &mut GameRng, dice: &mut Vec<u8>) {
    dice.clear();
    dice.extend((0..n).map(|_| 1 + rng.below(u64::from(SIDES)) as u8));
    dice.sort_unstable();
}

/// The seat after `seat` in turn order that still has dice (`seat` itself when no other has).
pub(crate) fn next_in_play(s: &State, seat: u8) -> u8 {
    let n = s.dice.len() as u8;
    (1..=n)
        .map(|step| (seat + step) % n)
        .find(|&t| s.in_play(t))
        .unwrap_or(seat)
}

pub fn to_move(s: &State) -> Option<u8> {
    (!s.is_over()).then_some(s.to_move)
}

/// LD-3, LD-5, LD-7: whose turn it is and what they are asked, or how the match ended.
pub fn status(g: &LiarsDice, s: &State) -> Status {
    if s.is_over() {
        return Status::Over(ranking::outcome(g, s));
    }
    let prompt = match s.bid {
        None => game_sdk::msg!(
            "prompt-open",
            "Round {round}: open the bidding (a quantity and a face)",
            round = s.round
        ),
        Some((bid, bidder)) if g.spot_on => game_sdk::msg!(
            "prompt-raise-spot-on",
            "Bid higher than {bidder}'s {bid}, or call liar, spot on",
            bidder = seat_name(bidder),
            bid = words::bid(bid)
        ),
        Some((bid, bidder)) => game_sdk::msg!(
            "prompt-raise",
            "Bid higher than {bidder}'s {bid}, or call liar",
            bidder = seat_name(bidder),
            bid = words::bid(bid)
        ),
    };
    Status::ToMove {
        seat: s.to_move,
        prompt,
    }
}

/// Whether `face` may be named in a bid (LD-4: the wild face only where `bid_wild`).
pub(crate) fn biddable(g: &LiarsDice, face: u8) -> bool {
    (1..=SIDES).contains(&face) && (g.config.bid_wild || g.wild() != Some(face))
}

/// LD-3: every bid above the standing one, lowest first (by quantity, then face), up to as
/// many dice as are on the table; then liar (LD-5) and spot on (LD-S1) once a bid stands.
pub fn legal_actions_into(g: &LiarsDice, s: &State, out: &mut Vec<Action>) {
    out.clear();
    if s.is_over() {
        return;
    }
    let total = s.total_dice().min(usize::from(u8::MAX)) as u8;
    let standing = s.bid.map(|(b, _)| b);
    let first = standing.map_or(1, |b| b.quantity);
    // One allocation for the whole list (up to 60 bids and two calls in OpenSpiel's game)
    // instead of the doublings of a growing vector: random play lists at every move.
    out.reserve(usize::from(total.saturating_sub(first) + 1) * usize::from(SIDES) + 2);
    for quantity in first..=total {
        for face in 1..=SIDES {
            let bid = Bid { quantity, face };
            if biddable(g, face) && standing.is_none_or(|b| bid.beats(b)) {
                out.push(Action::Bid(bid));
            }
        }
    }
    if standing.is_some() {
        out.push(Action::Liar);
        if g.spot_on {
            out.push(Action::SpotOn);
        }
    }
}

pub fn legal_actions(g: &LiarsDice, s: &State) -> Vec<Action> {
    let mut out = Vec::new();
    legal_actions_into(g, s, &mut out);
    out
}

/// Applies a move, atomically: a refused move (or a house rule that fails) changes nothing.
pub fn apply(
    g: &LiarsDice,
    s: &mut State,
    action: Action,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    if s.is_over() {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-match-over",
            "the match is over"
        )));
    }
    match action {
        Action::Bid(bid) => place_bid(g, s, bid, log),
        Action::Liar => showdown::call(g, s, Call::Liar, log),
        Action::SpotOn if g.spot_on => showdown::call(g, s, Call::SpotOn, log),
        Action::SpotOn => Err(Refusal::illegal(game_sdk::msg!(
            "refuse-no-spot-on",
            "these rules have no \"spot on\" call: bid higher or call liar"
        ))),
    }
}

/// LD-3: a bid must name a face, at most every die on the table, and be higher than the
/// standing bid; then the next player with dice is to move.
fn place_bid(
    g: &LiarsDice,
    s: &mut State,
    bid: Bid,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    if !(1..=SIDES).contains(&bid.face) {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-no-such-face",
            "a die has faces 1 to {sides}, not {face}",
            sides = SIDES,
            face = bid.face
        )));
    }
    if !biddable(g, bid.face) {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-wild",
            "{wild}s are wild and cannot be bid on",
            wild = bid.face
        )));
    }
    let total = s.total_dice();
    if bid.quantity == 0 || usize::from(bid.quantity) > total {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-bid-quantity",
            "a bid names 1 to {total} dice (all the dice on the table)",
            total = total
        )));
    }
    if let Some((standing, bidder)) = s.bid
        && !bid.beats(standing)
    {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-not-higher",
            "{bid} is not higher than {bidder}'s {standing}: bid more dice, or as many of a \
             higher face",
            bid = words::bid(bid),
            bidder = seat_name(bidder),
            standing = words::bid(standing)
        )));
    }
    // Nobody reads the log in a bot's search or a simulated game: the line is most of a bid's
    // cost (`bots::log_unread`).
    if !game_sdk::bots::log_unread() {
        log.push(LogLine::public(game_sdk::msg!(
            "bids",
            "{seat} bids {bid}",
            seat = seat_name(s.to_move),
            bid = words::bid(bid)
        )));
    }
    s.bid = Some((bid, s.to_move));
    s.to_move = next_in_play(s, s.to_move);
    Ok(())
}

/// LD-4: how many of `dice` count for a bid on `face`: those showing it and, unless the bid
/// names the wild face itself, the wild ones.
pub fn count(g: &LiarsDice, dice: &[Vec<u8>], face: u8) -> u8 {
    let wild = g.wild().filter(|&w| w != face);
    let n = dice
        .iter()
        .flatten()
        .filter(|&&d| d == face || Some(d) == wild)
        .count();
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// Whether a match still fits these rules after a hot reload: the same number of players, and
/// no player holding more dice than these rules start with (`dice` lowered under a match).
/// Otherwise the host replays the match from its start under the new rules; the host itself
/// refuses rules of another number of players before it asks (a match keeps its table).
pub fn state_fits(g: &LiarsDice, s: &State) -> Result<(), Misfit> {
    if s.dice.len() != g.players() {
        return Err(Misfit::Components(format!(
            "the match has {} players; these rules seat {}",
            s.dice.len(),
            g.players()
        )));
    }
    if let Some(most) = s.dice.iter().map(Vec::len).max()
        && most > usize::from(g.config.dice)
    {
        return Err(Misfit::Components(format!(
            "a player holds {most} dice; these rules start players with {}",
            g.config.dice
        )));
    }
    Ok(())
}
