//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling et al. 2012).
//!
//! The tree is over *actions* seen from the searching seat: each iteration draws one
//! determinization with [`HiddenInformation::sample_hidden`], descends the tree choosing among
//! the children legal in that determinization by UCB1 with availability counts, expands one
//! untried action, plays a random rollout (steered by [`BotHints::rollout_action`] where the
//! game gives a hint; capped, scored by [`BotHints::evaluate`] where it stops early), and backs
//! the result up, each node scored for the seat that made its action. With perfect
//! information this is plain UCT.
//!
//! Nothing is allocated per step by the search itself (`tests/bots_alloc.rs` counts): the nodes
//! live in one arena reserved up front (children as index-linked lists), the iteration's
//! position is a scratch state overwritten with `clone_from`, the path, the index lists, the
//! legal actions of a step ([`Game::legal_actions_into`]) and the rewards are buffers reused by
//! every iteration, and `sqrt(ln n)` of the availability counts and `1/sqrt(visits)` come from
//! tables computed once per process (each node keeps its mean and `1/sqrt(visits)`, so
//! selection divides nothing). Both generators are
//! seeded once per search: the game's [`GameRng`] for `sample_hidden` and `rollout_action`, and
//! a SplitMix64 for the search's own uniform picks and rollouts. A rollout without hints is one
//! call, [`Game::random_playout`], which a game may play in a loop of its own. What the game's
//! own calls allocate (a `Vec` of legal actions, a status prompt, log lines) is the game's;
//! while searching, [`super::searching`] tells the game nobody reads its text.
//!
//! When the rules hide nothing ([`Game::hidden_information`] is `None`), every determinization is
//! the root itself, so each node always stands for the same position: the tree then remembers, per
//! node, whether its position is over (and who won) or whose turn it is and which legal actions
//! have no child yet (all nodes' in one arena), and keeps a copy of the position of each node it
//! expands. An iteration then walks down the tree without calling the game at all and starts
//! its expansion from one copy instead of replaying the path — the same search, without
//! re-listing or replaying positions it has seen before. A new leaf is listed only when an
//! iteration comes back to it (most never are).

use super::{Playout, QuickRng, Searching, Stop};
use crate::game::BotHints;
use crate::game::Game;
#[cfg(doc)]
use crate::game::HiddenInformation;
use crate::rng::GameRng;
use crate::wire::{LogLine, PlayoutKind};

/// "No node": the end of a child list.
const NIL: u32 = u32::MAX;

/// Nodes reserved up front at most; a bigger budget grows the
/// arena.
const RESERVE_CAP: usize = 1 << 16;

/// Path and index buffers reserved up front, 4 KiB each (they grow past this only for trees
/// deeper, or positions with more legal actions, than that).
const SCRATCH: usize = 1_024;

/// Positions of expanded nodes remembered at most (fixed mode); deeper nodes are rebuilt from
/// their nearest remembered ancestor.
const STATES_CAP: usize = 4_096;

/// Untried actions reserved up front at most (fixed mode): the arena holds every listed node's
/// untried actions, reserved as twice the root's legal actions per node (a search whose nodes
/// list more grows it).
const UNTRIED_CAP: usize = 1 << 20;

/// Counts below this have their `sqrt(ln(n))` and `1 / sqrt(n)` in [`Tables`] (a hard bot's
/// 2,000 iterations fit); larger ones are computed where needed, to the same values.
const TABLE: usize = 4_096;

/// `sqrt(ln(n))` (UCB1's exploration term of an availability count) and `1 / sqrt(n)` (a
/// node's, set by the backup) by `n`, computed once per process: a logarithm per iteration
/// to fill a table per search, and a square root and a division per node of the path, were
/// a tenth of a tic-tac-toe search.
#[derive(Debug)]
struct Tables {
    sqrt_ln: Vec<f64>,
    inv_sqrt: Vec<f64>,
}

fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| Tables {
        sqrt_ln: (0..TABLE)
            .map(|n| (n as f64).ln().max(0.0).sqrt())
            .collect(),
        inv_sqrt: (0..TABLE).map(|n| (n as f64).sqrt().recip()).collect(),
    })
}

/// Tuning of the search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iterations to run (the search may stop earlier when asked to).
    pub iterations: u32,
    /// Exploration constant of UCB1.
    pub exploration: f64,
    /// A random rollout stops after this many actions and is scored by [`BotHints::evaluate`]
    /// (or as a draw).
    pub rollout_cap: u32,
    /// Whose random rollouts: the game's own (its [`Game::random_playout`] or hints), or the
    /// SDK's [`super::uniform_playout`] whatever the game offers (benchmarks of the engine).
    pub playout: PlayoutKind,
}

impl Default for SearchConfig {
    fn default() -> Self {
        Self {
            iterations: 400,
            exploration: 0.7,
            rollout_cap: 120,
            playout: PlayoutKind::Game,
        }
    }
}

/// Legal actions matched against a node's children by walking the child list for each (more
/// are matched through [`ChildTable`]).
const WALK_MAX: usize = 4;

/// Slots of a [`ChildTable`]: a power of two, twice the most children it indexes.
const CHILD_SLOTS: usize = 1 << 10;

/// An open-addressing hash table from actions to the children of one node, built again for
/// each node an iteration descends through. A slot is in use when it carries the current
/// build's stamp, so a build clears nothing and allocates nothing.
#[derive(Debug)]
struct ChildTable {
    /// `(stamp, child)` per slot.
    slots: Vec<(u32, u32)>,
    stamp: u32,
}

impl ChildTable {
    /// An empty table: its slots are made at the first build (a search whose rules hide
    /// nothing never builds one).
    fn new() -> Self {
        Self {
            slots: Vec::new(),
            stamp: 0,
        }
    }

    fn slot_of<A: std::hash::Hash>(action: &A) -> usize {
        use std::hash::Hasher;
        let mut h = rustc_hash::FxHasher::default();
        action.hash(&mut h);
        // The high bits of a multiplicative mix: the table's index.
        (h.finish().wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - CHILD_SLOTS.trailing_zeros()))
            as usize
    }

    /// Indexes the child list starting at `first`; `false` (nothing indexed) when it has more
    /// children than the table holds at half load.
    fn index<A: std::hash::Hash>(&mut self, nodes: &[Node<A>], first: u32) -> bool {
        if self.slots.is_empty() {
            self.slots = vec![(0, NIL); CHILD_SLOTS];
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // Stamps wrapped: no slot may look current by accident.
            self.slots.fill((0, NIL));
            self.stamp = 1;
        }
        let mut c = first;
        let mut count = 0;
        while c != NIL {
            let n = &nodes[c as usize];
            count += 1;
            if count > CHILD_SLOTS / 2 {
                return false;
            }
            if let Some(action) = &n.action {
                let mut i = Self::slot_of(action);
                while self.slots[i].0 == self.stamp {
                    i = (i + 1) & (CHILD_SLOTS - 1);
                }
                self.slots[i] = (self.stamp, c);
            }
            c = n.next_sibling;
        }
        true
    }

    /// The indexed child whose action is `action`.
    fn find<A: std::hash::Hash + PartialEq>(&self, nodes: &[Node<A>], action: &A) -> Option<u32> {
        let mut i = Self::slot_of(action);
        while self.slots[i].0 == self.stamp {
            let c = self.slots[i].1;
            if nodes[c as usize].action.as_ref() == Some(action) {
                return Some(c);
            }
            i = (i + 1) & (CHILD_SLOTS - 1);
        }
        None
    }
}

/// What the tree knows of a node's position (only when every determinization is the root).
#[derive(Clone, Copy, Debug)]
enum Known {
    /// Not listed yet (always, when determinizations differ).
    Nothing,
    /// The match is over there, won by this seat (`None`: a draw, or nobody can move).
    Over(Option<u8>),
    /// `seat` is to move; the legal actions without a child yet are the `untried` entries of
    /// [`Search::untried_actions`] from `at`.
    ToMove { seat: u8, at: u32, untried: u32 },
}

#[derive(Debug)]
struct Node<A> {
    /// The action leading here (`None` at the root).
    action: Option<A>,
    /// The seat that made `action`.
    mover: u8,
    /// The newest child, or [`NIL`].
    first_child: u32,
    /// The next older sibling, or [`NIL`].
    next_sibling: u32,
    visits: u32,
    /// How often this node was available for selection at its parent.
    avail: u32,
    /// Sum of rewards for `mover`.
    reward: f64,
    /// `reward / visits` and `1 / sqrt(visits)` (visits counted at least 1), kept up to date
    /// by the backup so that selection, which reads them far more often, divides nothing.
    mean: f64,
    inv_sqrt_visits: f64,
    known: Known,
    /// Where the node's position is remembered in [`Search::states`], or [`NIL`].
    state: u32,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: u8, avail: u32) -> Self {
        Self {
            action,
            mover,
            first_child: NIL,
            next_sibling: NIL,
            visits: 0,
            avail,
            reward: 0.0,
            mean: 0.0,
            inv_sqrt_visits: 1.0,
            known: Known::Nothing,
            state: NIL,
        }
    }
}

/// One search from one position, for one seat.
#[derive(Debug)]
pub struct Search<'g, G: Game> {
    game: &'g G,
    root: G::State,
    seat: u8,
    config: SearchConfig,
    /// The game's generator: for `sample_hidden` and `rollout_action`, which take one.
    rng: GameRng,
    /// The search's own uniform picks (untried actions, rollout moves, ties): a draw costs a
    /// few instructions, against a ChaCha block every 32 draws.
    pick: QuickRng,
    nodes: Vec<Node<G::Action>>,
    iterations: u64,
    /// The only root actions the search considers (`None`: all).
    root_only: Option<Vec<G::Action>>,
    /// Every determinization is the root itself (see the module documentation).
    fixed: bool,
    /// The iteration's position.
    state: G::State,
    /// Fixed mode: the positions of the nodes expanded so far (a node is expanded again and
    /// again, and its position is then one copy away instead of a replay of its path).
    states: Vec<G::State>,
    /// Fixed mode: positions remembered by earlier searches on this thread, to write over
    /// ([`spare_states`]); given back, with `states`, when the search is dropped.
    spare: Vec<G::State>,
    /// Fixed mode: the untried actions of every listed node, each node's in one run
    /// ([`Known::ToMove`]); an action leaves its run (`None`) when it gets a child.
    untried_actions: Vec<Option<G::Action>>,
    /// The legal actions of one step (rollouts, listing a node).
    legal: Vec<G::Action>,
    /// Log lines of the game's `apply`, thrown away.
    log: Vec<LogLine>,
    /// The nodes of the iteration, root first.
    path: Vec<u32>,
    /// With determinizations: the children legal in this one, and the legal actions (indices)
    /// without a child.
    available: Vec<u32>,
    untried: Vec<u32>,
    /// The children of the node being descended, by the hash of their actions.
    children: ChildTable,
    /// The iteration's reward of each seat.
    rewards: Vec<f64>,
    /// `sqrt(ln(n))` and `1 / sqrt(n)` by `n`, shared by every search of the process.
    tables: &'static Tables,
    /// Every seat's rewards summed over the iterations run (what [`Search::values`] reads).
    totals: Vec<f64>,
}

impl<'g, G: Game> Search<'g, G> {
    /// A search from `root` for `seat`. `root` is only ever looked at through
    /// `sample_hidden(root, seat, ..)`.
    pub fn new(
        game: &'g G,
        root: &G::State,
        seat: u8,
        config: SearchConfig,
        mut rng: GameRng,
    ) -> Self {
        let seats = usize::from(game.seats()).max(1);
        // Rules that hide nothing return no hidden-information capability: every seat sees the
        // real state, so one tree over it serves (no determinizations, no re-sampling).
        let fixed = game.hidden_information().is_none();
        let reserve = (config.iterations as usize + 2).min(RESERVE_CAP);
        let mut nodes = Vec::with_capacity(reserve);
        nodes.push(Node::new(None, seat, 0));
        Self {
            game,
            root: root.clone(),
            seat,
            config,
            pick: QuickRng::new(rng.next_u64()),
            rng,
            nodes,
            iterations: 0,
            root_only: None,
            fixed,
            state: root.clone(),
            states: Vec::with_capacity(if fixed { reserve.min(STATES_CAP) } else { 0 }),
            spare: if fixed {
                spare_states::take()
            } else {
                Vec::new()
            },
            untried_actions: Vec::new(),
            legal: Vec::with_capacity(SCRATCH),
            log: Vec::new(),
            path: Vec::with_capacity(SCRATCH),
            available: Vec::with_capacity(SCRATCH),
            untried: Vec::with_capacity(SCRATCH),
            rewards: vec![0.5; seats],
            children: ChildTable::new(),
            tables: tables(),
            totals: vec![0.0; seats],
        }
    }

    /// Searches only these actions at the root (e.g. leaving out moves that lose at once).
    /// Call it before [`Search::run`].
    pub fn restrict_root(&mut self, actions: Vec<G::Action>) {
        self.root_only = Some(actions);
    }

    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The generator, where the search left it.
    pub fn into_rng(mut self) -> GameRng {
        std::mem::replace(&mut self.rng, GameRng::from_seed(0))
    }

    /// Runs up to the configured number of iterations; `stop` is asked every 8 iterations.
    pub fn run(&mut self, stop: Stop<'_>) {
        let _searching = Searching::enter();
        while self.iterations < u64::from(self.config.iterations) {
            if self.iterations.is_multiple_of(8) && stop(self.iterations) {
                break;
            }
            if self.fixed {
                self.iterate_fixed();
            } else {
                self.iterate_sampled();
            }
            self.backup();
            for (total, reward) in self.totals.iter_mut().zip(&self.rewards) {
                *total += reward;
            }
            self.iterations += 1;
        }
    }

    /// The most visited root action among `legal` (ties: the better mean), or a random legal
    /// action when none was searched.
    pub fn best(&mut self, legal: &[G::Action]) -> Option<G::Action> {
        let mut best: Option<(u32, f64, &G::Action)> = None;
        let mut c = self.nodes[0].first_child;
        while c != NIL {
            let n = &self.nodes[c as usize];
            c = n.next_sibling;
            let Some(a) = &n.action else { continue };
            if !legal.contains(a) {
                continue;
            }
            let mean = n.reward / f64::from(n.visits.max(1));
            if best.is_none_or(|(v, m, _)| (n.visits, mean) > (v, m)) {
                best = Some((n.visits, mean, a));
            }
        }
        match best {
            Some((_, _, a)) => Some(a.clone()),
            None => self.rng.choose(legal).cloned(),
        }
    }

    /// Each seat's mean reward over the iterations run, in seat order: how the searching seat
    /// judges the position for everyone (½ each before any iteration).
    pub fn values(&self) -> Vec<f64> {
        if self.iterations == 0 {
            return vec![0.5; self.totals.len()];
        }
        let n = self.iterations as f64;
        self.totals.iter().map(|t| t / n).collect()
    }

    /// The root actions among `legal` the search tried, with their visits and the mover's mean
    /// reward, most visited first (ties: the better mean), as [`Search::best`] ranks them.
    pub fn root_moves(&self, legal: &[G::Action]) -> Vec<(G::Action, u32, f64)> {
        let mut moves = Vec::new();
        let mut c = self.nodes[0].first_child;
        while c != NIL {
            let n = &self.nodes[c as usize];
            c = n.next_sibling;
            match &n.action {
                Some(a) if n.visits > 0 && legal.contains(a) => {
                    moves.push((a.clone(), n.visits, n.reward / f64::from(n.visits)));
                }
                _ => {}
            }
        }
        moves.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
        moves
    }

    /// One iteration when every determinization is the root: down the tree on what the nodes
    /// know, then expansion and rollout. Leaves the rewards in `self.rewards`.
    fn iterate_fixed(&mut self) {
        self.path.clear();
        self.path.push(0);
        // Whether `self.state` is the position of the path's last node.
        let mut built = false;
        let mut node = 0;
        loop {
            if matches!(self.nodes[node].known, Known::Nothing) {
                if !(built || self.build()) {
                    return self.draw();
                }
                built = true;
                self.nodes[node].known = self.list(node == 0);
            }
            let (seat, at, untried) = match self.nodes[node].known {
                Known::Nothing => return self.draw(),
                Known::Over(winner) => return self.score(winner),
                Known::ToMove { seat, at, untried } => (seat, at, untried),
            };
            if untried > 0 {
                if !(built || self.build()) {
                    return self.draw();
                }
                self.remember(node);
                self.bump_children(node);
                // `Vec::swap_remove` within the node's run: the last untried action takes the
                // place of the one drawn.
                let i = self.pick.below(u64::from(untried)) as usize;
                let at = at as usize;
                let last = at + untried as usize - 1;
                self.untried_actions.swap(at + i, last);
                let Some(action) = self.untried_actions.get_mut(last).and_then(Option::take) else {
                    return self.draw();
                };
                self.nodes[node].known = Known::ToMove {
                    seat,
                    at: at as u32,
                    untried: untried - 1,
                };
                self.log.clear();
                if self
                    .game
                    .apply(&mut self.state, &action, &mut self.log)
                    .is_err()
                {
                    return self.rollout(None);
                }
                let child = self.add_child(node, action, seat);
                return self.rollout(Some(child));
            }
            let Some(pick) = self.select_fixed(node) else {
                return self.draw();
            };
            node = pick;
            self.path.push(pick as u32);
            built = false;
        }
    }

    /// Brings `self.state` to the position of the path's last node (fixed mode): a copy of the
    /// nearest remembered position on the path (or the root), then the actions after it.
    /// `false` when an action the tree holds is refused: the game is not deterministic after
    /// all, so the search stops trusting what its nodes know.
    fn build(&mut self) -> bool {
        let mut from = 0;
        let mut slot = NIL;
        for (i, &n) in self.path.iter().enumerate().rev() {
            let remembered = self.nodes[n as usize].state;
            if remembered != NIL {
                (from, slot) = (i, remembered);
                break;
            }
        }
        match self.states.get(slot as usize) {
            Some(position) => self.state.clone_from(position),
            None => self.state.clone_from(&self.root),
        }
        for &n in &self.path[from + 1..] {
            let Some(action) = &self.nodes[n as usize].action else {
                self.fixed = false;
                return false;
            };
            self.log.clear();
            if self
                .game
                .apply(&mut self.state, action, &mut self.log)
                .is_err()
            {
                self.fixed = false;
                return false;
            }
        }
        true
    }

    /// Keeps a copy of `self.state` as `node`'s position, if it has none and there is room:
    /// written over a position an earlier search on this thread remembered, where there is one
    /// ([`spare_states`]), so that a search like an earlier one allocates nothing here.
    fn remember(&mut self, node: usize) {
        if node != 0 && self.nodes[node].state == NIL && self.states.len() < STATES_CAP {
            self.nodes[node].state = self.states.len() as u32;
            let copy = match self.spare.pop() {
                Some(mut spare) => {
                    spare.clone_from(&self.state);
                    spare
                }
                None => self.state.clone(),
            };
            self.states.push(copy);
        }
    }

    /// What the position in `self.state` is: over, or whose turn with which legal actions.
    fn list(&mut self, root: bool) -> Known {
        match self.game.to_move(&self.state) {
            None => Known::Over(self.game.winner(&self.state)),
            Some(seat) => {
                self.game.legal_actions_into(&self.state, &mut self.legal);
                if root && let Some(only) = &self.root_only {
                    self.legal.retain(|a| only.contains(a));
                }
                self.keep_untried(seat)
            }
        }
    }

    /// Moves `self.legal` (the legal actions of `seat`) into the arena as a node's untried
    /// actions; a position without any is over, scored as a draw (as a rollout would).
    fn keep_untried(&mut self, seat: u8) -> Known {
        if self.legal.is_empty() {
            return Known::Over(None);
        }
        if self.untried_actions.capacity() == 0 {
            // The first list is the root's: room for every node to list twice as many.
            let per_node = 2 * self.legal.len();
            let room = self.nodes.capacity().saturating_mul(per_node);
            self.untried_actions.reserve(room.min(UNTRIED_CAP));
        }
        let (Ok(at), Ok(untried)) = (
            u32::try_from(self.untried_actions.len()),
            u32::try_from(self.legal.len()),
        ) else {
            // Past 4 billion listed actions a tree lists no more: scored as a draw.
            return Known::Over(None);
        };
        self.untried_actions.extend(self.legal.drain(..).map(Some));
        Known::ToMove { seat, at, untried }
    }

    /// Counts one more availability for every child of `node` (fixed mode: all are legal).
    fn bump_children(&mut self, node: usize) {
        let mut c = self.nodes[node].first_child;
        while c != NIL {
            let n = &mut self.nodes[c as usize];
            n.avail += 1;
            c = n.next_sibling;
        }
    }

    /// UCB1 among all children of `node`, after counting their availability.
    fn select_fixed(&mut self, node: usize) -> Option<usize> {
        let mut pick = Pick::default();
        let mut c = self.nodes[node].first_child;
        while c != NIL {
            let n = &mut self.nodes[c as usize];
            n.avail += 1;
            let score = ucb(&self.tables.sqrt_ln, self.config.exploration, n);
            pick.offer(c, score, &mut self.pick);
            c = n.next_sibling;
        }
        pick.best()
    }

    /// UCB1 among `self.available` (their availability already counted).
    fn select_available(&mut self) -> Option<usize> {
        let mut pick = Pick::default();
        for &c in &self.available {
            let score = ucb(
                &self.tables.sqrt_ln,
                self.config.exploration,
                &self.nodes[c as usize],
            );
            pick.offer(c, score, &mut self.pick);
        }
        pick.best()
    }

    fn add_child(&mut self, parent: usize, action: G::Action, mover: u8) -> usize {
        let child = self.nodes.len();
        let mut node = Node::new(Some(action), mover, 1);
        node.next_sibling = self.nodes[parent].first_child;
        self.nodes.push(node);
        self.nodes[parent].first_child = child as u32;
        self.path.push(child as u32);
        child
    }

    /// The child of `node` whose action is `action`.
    fn child_with(&self, node: usize, action: &G::Action) -> Option<u32> {
        let mut c = self.nodes[node].first_child;
        while c != NIL {
            let n = &self.nodes[c as usize];
            if n.action.as_ref() == Some(action) {
                return Some(c);
            }
            c = n.next_sibling;
        }
        None
    }

    /// Sorts the legal actions of this determinization (`self.legal`) into the children of
    /// `node` they lead to (`self.available`) and those without a child (`self.untried`, by
    /// index), both in the order of `self.legal`. Children are found through a hash table of
    /// the node's children when the node has many: walking the list once per legal action
    /// costs the product of the two, which a hand of cards makes large.
    fn match_children(&mut self, node: usize) {
        self.available.clear();
        self.untried.clear();
        let first = self.nodes[node].first_child;
        if first == NIL {
            self.untried.extend(0..self.legal.len() as u32);
            return;
        }
        if self.legal.len() > WALK_MAX && self.children.index(&self.nodes, first) {
            for (i, action) in self.legal.iter().enumerate() {
                match self.children.find(&self.nodes, action) {
                    Some(c) => self.available.push(c),
                    None => self.untried.push(i as u32),
                }
            }
            return;
        }
        for i in 0..self.legal.len() {
            match self.child_with(node, &self.legal[i]) {
                Some(c) => self.available.push(c),
                None => self.untried.push(i as u32),
            }
        }
    }

    /// One iteration on a fresh determinization. Leaves the rewards in `self.rewards`.
    fn iterate_sampled(&mut self) {
        let game = self.game;
        // Written over the previous iteration's state: a game that re-samples into it
        // (`sample_hidden_into`) allocates nothing here.
        crate::game::seen_by_into(game, &self.root, self.seat, &mut self.rng, &mut self.state);
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        while let Some(mover) = game.to_move(&self.state) {
            // Listed into the search's buffer: a game that fills it allocates nothing here.
            game.legal_actions_into(&self.state, &mut self.legal);
            if node == 0
                && let Some(only) = &self.root_only
            {
                self.legal.retain(|a| only.contains(a));
            }
            if self.legal.is_empty() {
                break;
            }
            self.match_children(node);
            for &c in &self.available {
                self.nodes[c as usize].avail += 1;
            }
            if !self.untried.is_empty() {
                let i = self.pick.below(self.untried.len() as u64) as usize;
                let action = self.legal.swap_remove(self.untried[i] as usize);
                self.log.clear();
                if game.apply(&mut self.state, &action, &mut self.log).is_err() {
                    break;
                }
                self.add_child(node, action, mover);
                break;
            }
            let Some(pick) = self.select_available() else {
                break;
            };
            let Some(action) = &self.nodes[pick].action else {
                break;
            };
            self.log.clear();
            if game.apply(&mut self.state, action, &mut self.log).is_err() {
                break;
            }
            node = pick;
            self.path.push(pick as u32);
        }
        self.rollout(None);
    }

    /// Random play from `self.state` to the end (or the cap); leaves each seat's reward in
    /// `self.rewards`. `leaf` (fixed mode) is the node of the starting position, which learns
    /// what a hinted rollout's first step finds out about it.
    fn rollout(&mut self, leaf: Option<usize>) {
        let game = self.game;
        let cap = self.config.rollout_cap;
        // The leaf is listed when an iteration comes back to it (its position is built then
        // anyway, to expand it): most leaves are never visited again.
        let end = match self.config.playout {
            PlayoutKind::Game => {
                if let Some(hints) = game.bot_hints() {
                    return self.hinted_rollout(hints, leaf);
                }
                game.random_playout(
                    &mut self.state,
                    &mut self.pick,
                    cap,
                    &mut self.legal,
                    &mut self.log,
                )
            }
            // No hinted step and no loop of the game's: only its plain methods are called.
            PlayoutKind::Uniform => super::uniform_playout(
                game,
                &mut self.state,
                &mut self.pick,
                cap,
                &mut self.legal,
                &mut self.log,
            ),
        };
        match end {
            Playout::Ended(winner) => self.score(winner),
            // A rollout cut off at its cap is still scored by the game's evaluation: that
            // judges a position, it plays no move.
            Playout::Capped => self.capped(game.bot_hints()),
        }
    }

    /// [`Search::rollout`] with the game's hints: a hinted action where the game gives one,
    /// else a uniform one.
    fn hinted_rollout(&mut self, hints: &dyn BotHints<G>, mut leaf: Option<usize>) {
        let game = self.game;
        for _ in 0..self.config.rollout_cap {
            let seat = match game.to_move(&self.state) {
                None => {
                    let winner = game.winner(&self.state);
                    if let Some(n) = leaf {
                        self.nodes[n].known = Known::Over(winner);
                    }
                    return self.score(winner);
                }
                Some(seat) => seat,
            };
            if let Some(hint) = hints.rollout_action(&self.state, &mut self.rng) {
                self.log.clear();
                if game.apply(&mut self.state, &hint, &mut self.log).is_ok() {
                    leaf = None;
                    continue;
                }
            }
            game.legal_actions_into(&self.state, &mut self.legal);
            if self.legal.is_empty() {
                return self.draw();
            }
            let i = self.pick.below(self.legal.len() as u64) as usize;
            self.log.clear();
            let applied = game
                .apply(&mut self.state, &self.legal[i], &mut self.log)
                .is_ok();
            if let Some(n) = leaf.take() {
                // The list of the leaf's position: all untried, the leaf has no child yet.
                self.nodes[n].known = self.keep_untried(seat);
            }
            if !applied {
                return self.draw();
            }
        }
        self.capped(Some(hints));
    }

    /// Scores a rollout stopped at its cap: the result if the match ended with its last
    /// action, else the game's evaluation (a draw without one).
    fn capped(&mut self, hints: Option<&dyn BotHints<G>>) {
        let game = self.game;
        if game.to_move(&self.state).is_none() {
            return self.score(game.winner(&self.state));
        }
        for (s, r) in self.rewards.iter_mut().enumerate() {
            *r = hints
                .and_then(|h| h.evaluate(&self.state, s as u8))
                .filter(|v| v.is_finite())
                .map_or(0.5, |v| v.clamp(0.0, 1.0));
        }
    }

    /// Rewards of a finished match: 1 for the winner, 0 for the others, ½ each for a draw.
    fn score(&mut self, winner: Option<u8>) {
        for (s, r) in self.rewards.iter_mut().enumerate() {
            *r = match winner {
                Some(w) if w as usize == s => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
    }

    fn draw(&mut self) {
        self.score(None);
    }

    /// Adds the iteration's rewards along its path.
    fn backup(&mut self) {
        for &n in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.reward += self
                .rewards
                .get(node.mover as usize)
                .copied()
                .unwrap_or(0.5);
            let visits = f64::from(node.visits);
            node.mean = node.reward / visits;
            node.inv_sqrt_visits = match self.tables.inv_sqrt.get(node.visits as usize) {
                Some(&v) => v,
                None => visits.sqrt().recip(),
            };
        }
    }
}

/// The UCB1 score of a child, `mean + c·sqrt(ln(avail) / visits)`, with `sqrt(ln(avail))`
/// from `table` (computed where the table stops short).
#[inline]
fn ucb<A>(table: &[f64], exploration: f64, n: &Node<A>) -> f64 {
    let avail = n.avail.max(1) as usize;
    let sqrt_ln = match table.get(avail) {
        Some(&v) => v,
        None => (avail as f64).ln().sqrt(),
    };
    n.mean + exploration * sqrt_ln * n.inv_sqrt_visits
}

/// The best-scored child so far; exact ties are broken uniformly at random (reservoir
/// sampling), so equal children do not always go in the same order.
#[derive(Debug)]
struct Pick {
    node: u32,
    score: f64,
    ties: u64,
}

impl Default for Pick {
    fn default() -> Self {
        Self {
            node: NIL,
            score: f64::NEG_INFINITY,
            ties: 0,
        }
    }
}

impl Pick {
    #[inline]
    fn offer(&mut self, node: u32, score: f64, rng: &mut QuickRng) {
        if score > self.score || self.node == NIL {
            (self.node, self.score, self.ties) = (node, score, 1);
        } else if score == self.score {
            self.ties += 1;
            if rng.below(self.ties) == 0 {
                self.node = node;
            }
        }
    }

    fn best(&self) -> Option<usize> {
        (self.node != NIL).then_some(self.node as usize)
    }
}

impl<G: Game> Drop for Search<'_, G> {
    /// Gives the remembered positions back to this thread ([`spare_states`]) for the next
    /// search of the same game.
    fn drop(&mut self) {
        if self.fixed {
            let mut spare = std::mem::take(&mut self.spare);
            spare.append(&mut self.states);
            spare_states::give_back(spare);
        }
    }
}

/// The positions a finished search remembered (fixed mode), kept per thread and per state type
/// for the next search: writing over them ([`Clone::clone_from`]) instead of making new copies
/// keeps a search like an earlier one from allocating (a copy of a position allocates whatever
/// the position holds, a board's `Vec`, say). At most [`STATES_CAP`] are kept per type.
mod spare_states {
    use super::STATES_CAP;
    use std::any::Any;
    use std::cell::RefCell;

    thread_local! {
        /// One `Vec<S>` per state type `S`.
        static KEPT: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
    }

    /// The kept positions of type `S` (empty if none), taken out of the thread's keeping.
    pub(super) fn take<S: 'static>() -> Vec<S> {
        KEPT.with(|kept| {
            let mut kept = kept.borrow_mut();
            let at = kept.iter().position(|k| k.is::<Vec<S>>());
            at.and_then(|i| kept.swap_remove(i).downcast::<Vec<S>>().ok())
                .map(|b| *b)
                .unwrap_or_default()
        })
    }

    /// Keeps `states` (at most [`STATES_CAP`]) for the next [`take`] of that type.
    pub(super) fn give_back<S: 'static>(mut states: Vec<S>) {
        if states.is_empty() {
            return;
        }
        states.truncate(STATES_CAP);
        // A thread that panicked while borrowing: keep nothing.
        let _ = KEPT.try_with(|kept| {
            if let Ok(mut kept) = kept.try_borrow_mut() {
                kept.retain(|k| !k.is::<Vec<S>>());
                kept.push(Box::new(states));
            }
        });
    }
}

#[cfg(test)]
mod child_table_tests {
    use super::{CHILD_SLOTS, ChildTable, NIL, Node};

    /// A child list of these actions, newest first, as `add_child` links it.
    fn list(actions: &[u32]) -> (Vec<Node<u32>>, u32) {
        let mut nodes = vec![Node::new(None, 0, 0)];
        for &a in actions {
            let mut n = Node::new(Some(a), 0, 1);
            n.next_sibling = nodes[0].first_child;
            nodes.push(n);
            nodes[0].first_child = (nodes.len() - 1) as u32;
        }
        let first = nodes[0].first_child;
        (nodes, first)
    }

    #[test]
    fn finds_each_child_and_nothing_else_build_after_build() {
        let mut table = ChildTable::new();
        for round in 0..3u32 {
            // Actions that share the table's slots (multiples of the table size) as well.
            let actions: Vec<u32> = (0..200)
                .map(|i| i * 7 + round * CHILD_SLOTS as u32)
                .collect();
            let (nodes, first) = list(&actions);
            assert!(table.index(&nodes, first));
            for (i, a) in actions.iter().enumerate() {
                assert_eq!(
                    table.find(&nodes, a),
                    Some(i as u32 + 1),
                    "round {round}: {a}"
                );
            }
            // Actions of no child here, among them those of the previous build's children.
            let previous = round.checked_sub(1).map(|r| r * CHILD_SLOTS as u32 + 7);
            for a in [Some(3u32), Some(1_000_001), previous]
                .into_iter()
                .flatten()
            {
                assert_eq!(table.find(&nodes, &a), None, "round {round}: {a}");
            }
        }
    }

    #[test]
    fn a_list_longer_than_half_the_table_is_not_indexed() {
        let mut table = ChildTable::new();
        let actions: Vec<u32> = (0..=(CHILD_SLOTS / 2) as u32).collect();
        let (nodes, first) = list(&actions);
        assert!(!table.index(&nodes, first));
        let (nodes, first) = list(&actions[..CHILD_SLOTS / 2]);
        assert!(table.index(&nodes, first));
        assert_eq!(table.find(&nodes, &0), Some(1));
        assert_ne!(first, NIL);
    }
}
