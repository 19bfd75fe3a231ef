//! The plugin contract shared by the game host and every game plugin.
//!
//! A game implements [`Game`] (a pure reducer over its own state type), exports it with
//! [`export_game!`], and runs [`testkit::conformance`] in its tests. The host never sees a
//! game's Rust types: it talks to the table built by [`abi`] with the serialized types of
//! [`wire`] and draws the [`scene::Scene`] each game describes.

pub mod abi;
pub mod bots;
pub mod diag;
pub mod game;
pub mod rng;
pub mod ruleset;
pub mod scene;
pub mod script;
pub mod testkit;
pub mod wire;

pub use diag::{Diagnostic, Diagnostics};
pub use game::{BotHints, Game, HiddenInformation, Illegal, Misfit, Scenarios};
pub use rng::{GameRng, SeedMix};
pub use ruleset::RulesetSource;
pub use scene::Scene;
pub use wire::{ActionInfo, Audience, Capabilities, GameInfo, LogLine, Outcome, Status, Viewer};
