//! Plugins: finding them, loading them safely, and talking to them.

mod discovery;
mod ffi;

pub use discovery::{Catalog, LoadFailure, plugin_dirs};
pub use ffi::{LoadError, Match, Plugin, Rules};
