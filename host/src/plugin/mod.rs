//! Plugins: finding them, checking them (`header`, `probe`), loading them safely, and talking to
//! them.

mod discovery;
mod ffi;
pub mod header;
pub mod probe;

pub use discovery::{Catalog, LoadFailure, PLUGIN_PATH_ENV, plugin_dirs};
pub use ffi::{LoadError, Match, Plugin, Rules};
pub use probe::{PROBE_TIMEOUT, Prober, Verdict};
