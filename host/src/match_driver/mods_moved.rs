//! A match keeps the rules it compiled when a mod they came from is upgraded or removed while
//! it runs (from the Mods screen or another program: `mod install` in a terminal). Its record
//! replays only under the rules it was played with, and the moves so far may not be legal under
//! a new version, so nothing is swapped behind the players' backs; instead the move log says,
//! once per change, what happened and what the match does about it.

use super::Driver;
use crate::mods::ModsInUse;
use crate::save::mods_used;
use crate::tr;

/// One change of a mod the match uses: its id and the version installed now (`None`: removed).
pub(super) type Change = (String, Option<String>);

impl Driver {
    /// Says in the move log, once per change, that a mod this match's rules came from is now
    /// another version or gone, and that the match keeps the rules it compiled. Called when the
    /// installed mods change.
    pub fn notice_mods_moved(&mut self, mods: &ModsInUse) {
        let set = mods.set();
        for used in mods_used(self.session.ruleset()) {
            let now = set
                .ready(&used.id)
                .and_then(|e| e.manifest.as_ref())
                .map(|m| m.version.to_string());
            if now.as_deref() == Some(used.version.as_str()) {
                continue;
            }
            let change = (used.id.clone(), now.clone());
            if self.mods_noticed.contains(&change) {
                continue;
            }
            self.mods_noticed.push(change);
            self.note(notice(&used.id, &used.version, now.as_deref()));
        }
    }
}

fn notice(id: &str, compiled: &str, now: Option<&str>) -> String {
    match now {
        None => tr!("driver-mod-removed", id = id, compiled = compiled),
        Some(v) => tr!("driver-mod-upgraded", id = id, compiled = compiled, now = v),
    }
}
