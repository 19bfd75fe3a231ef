//! The thread's memo of setup listings. A bot's search through the setup lists the same
//! homeland at every iteration (the opponent's untouched one below the root, say), and each
//! listing checks every candidate tile or unit with a greedy completion and a matching. Under
//! rules whose terrains are all pure a listing depends only on the rules, the seat to move,
//! its homeland's cells (terrain, units, ruins) and the units it has left to place: keyed by
//! those, the last few listings are kept and copied out. All the entries are made at the first
//! listing, each reserved for the longest listing of the rules, so the memo allocates nothing
//! after that (until rules with longer listings come).

use super::fit::{MAX_ARMY, home_mask};
use crate::{Action, CELLS, Cyvasse, State, Unit};
use std::cell::RefCell;

/// How many listings are kept.
const ENTRIES: usize = 8;

#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    rules: u64,
    seat: u8,
    terrain: [u8; CELLS / 2],
    units: [Option<Unit>; CELLS / 2],
    ruined: u64,
    army: [u8; MAX_ARMY],
    army_len: usize,
}

impl Key {
    fn of(g: &Cyvasse, s: &State) -> Key {
        let seat = s.to_move;
        let home = home_mask(seat);
        let mut key = Key {
            rules: g.serial,
            seat,
            terrain: [0; CELLS / 2],
            units: [None; CELLS / 2],
            ruined: s.ruined & home,
            army: [0; MAX_ARMY],
            army_len: 0,
        };
        let mut rest = home;
        let mut i = 0;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            key.terrain[i] = s.terrain[c];
            key.units[i] = s.units[c];
            i += 1;
        }
        let army = g.army_left_in(s, seat);
        key.army_len = army.as_slice().len();
        key.army[..key.army_len].copy_from_slice(army.as_slice());
        key
    }
}

#[derive(Default)]
struct Memo {
    /// Each entry's key (none yet: an entry not in use) and listing.
    entries: Vec<(Option<Key>, Vec<Action>)>,
    /// The entry replaced next once all are in use.
    next: usize,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// Appends the setup actions of the seat to move to `out`, from the memo when this homeland
/// was listed lately (only for rules whose terrains are all pure).
pub(super) fn listed(g: &Cyvasse, s: &State, out: &mut Vec<Action>) {
    let key = Key::of(g, s);
    MEMO.with(|memo| {
        let Ok(mut memo) = memo.try_borrow_mut() else {
            return g.list_setup_actions(s, out);
        };
        if let Some((_, actions)) = memo.entries.iter().find(|(k, _)| *k == Some(key)) {
            out.extend_from_slice(actions);
            return;
        }
        let start = out.len();
        g.list_setup_actions(s, out);
        let listed = &out[start..];
        // The longest listing: a tile of each terrain on each cell, or a unit of each kind on
        // each cell, and `setup random` with the named setups.
        let longest = CELLS / 2 * g.terrains.len().max(g.kinds.len()) + g.setups.len() + 2;
        if memo.entries.is_empty() {
            memo.entries = (0..ENTRIES)
                .map(|_| (None, Vec::with_capacity(longest)))
                .collect();
        }
        let i = memo.next;
        memo.next = (i + 1) % ENTRIES;
        if let Some(entry) = memo.entries.get_mut(i) {
            entry.0 = Some(key);
            entry.1.clear();
            entry.1.reserve(longest);
            entry.1.extend_from_slice(listed);
        }
    });
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code: a panic is a failure
    use crate::{Action, Cyvasse, Phase};
    use game_sdk::{Game, GameRng};

    /// Through the memo a listing is the checks' own, for positions of both seats' setups
    /// under two rulesets listed in turn on one thread (so that entries are found, replaced
    /// and told apart by ruleset).
    #[test]
    fn the_memo_lists_what_the_checks_list() {
        let rules: Vec<Cyvasse> = ["standard", "hills"]
            .iter()
            .map(|name| game_sdk::testkit::ruleset("cyvasse", name))
            .collect();
        let mut rng = GameRng::from_seed(11);
        let (mut memo, mut direct) = (Vec::new(), Vec::<Action>::new());
        let mut compared = 0;
        for seed in 0..6 {
            let mut states = [rules[0].start(seed), rules[1].start(seed)];
            while states.iter().any(|s| s.phase == Phase::Setup) {
                for (g, s) in rules.iter().zip(&mut states) {
                    if s.phase != Phase::Setup {
                        continue;
                    }
                    for _ in 0..2 {
                        memo.clear();
                        direct.clear();
                        g.setup_actions_into(s, &mut memo);
                        g.list_setup_actions(s, &mut direct);
                        assert_eq!(memo, direct);
                        compared += 1;
                    }
                    let legal = g.legal_actions(s);
                    // Tile by tile and unit by unit mostly (`setup random` now and then).
                    let a = legal
                        .iter()
                        .filter(|a| !matches!(a, Action::RandomSetup | Action::Named(_)))
                        .nth(rng.below(legal.len() as u64) as usize)
                        .or(legal.first())
                        .unwrap()
                        .clone();
                    g.apply(s, &a, &mut Vec::new()).unwrap();
                }
            }
        }
        assert!(compared > 300, "{compared} listings compared");
    }
}
