//! The script functions a ruleset's scripts declare.

use serde::{Deserialize, Serialize};

/// A script function the loaded scripts return, and where it is defined.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct HookSite {
    pub name: String,
    pub file: String,
    pub line: u32,
}
