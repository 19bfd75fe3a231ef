//! The house rules' vetoes (the ruleset's hooks, `crate::script::hooks`), as the legality
//! checks ask them: each is a single `None` check when no hook is installed.

use crate::Palagan;
use crate::rules::Maneuver;
use crate::state::State;

impl Palagan {
    /// Why a house rule forbids `m` in `s`, if it does.
    pub(super) fn vetoed(&self, s: &State, m: Maneuver) -> Option<String> {
        match &self.hooks {
            Some(h) if h.vetoes_maneuvers() => h.veto_maneuver(s, &m),
            _ => None,
        }
    }

    /// Whether a house rule forbids `m` in `s` (no reason built).
    pub(super) fn is_vetoed(&self, s: &State, m: Maneuver) -> bool {
        match &self.hooks {
            Some(h) if h.vetoes_maneuvers() => h.is_vetoed(s, &m),
            _ => false,
        }
    }

    /// Whether a house rule may veto the end of a turn (then the fast paths, which assume a
    /// turn may end whenever no own cluster lacks liberties, are off).
    pub(super) fn end_vetoes(&self) -> bool {
        self.hooks.as_ref().is_some_and(|h| h.vetoes_end())
    }
}
