//! The plugin contract shared by the game host and every game plugin.
//!
//! A game implements [`Game`] (a pure reducer over its own state type), exports it with
//! [`export_game!`], and runs [`testkit::conformance`] in its tests. The host never sees a
//! game's Rust types: it talks to the table built by [`abi`] with the serialized types of
//! [`wire`] and draws the [`scene::Scene`] each game describes.
//!
//! The SDK is the top of three layers: `game-wire` (what crosses the boundary, serde only) and
//! `game-content` (ruleset files) are shared with the host, re-exported here as [`wire`],
//! [`scene`], [`diag`] and [`ruleset`]; scripting (Lua), the bots and the test kit are here
//! only, so the host links none of them.

pub mod abi;
pub mod bots;
pub mod game;
pub mod rng;
pub mod script;
pub mod testkit;
pub mod words;

/// Ruleset files: collecting, layering, validating, packages (the `game-content` crate).
pub use game_content as ruleset;
/// The requests and replies that cross the plugin boundary (the `game-wire` crate).
pub use game_wire as wire;
/// Located problems (from `game-wire`).
pub use game_wire::diag;
/// What a game describes for drawing (from `game-wire`).
pub use game_wire::scene;

pub use diag::{Diagnostic, Diagnostics};
pub use game::{BotHints, Game, HiddenInformation, Misfit, Refusal, Scenarios};
pub use rng::{GameRng, SeedMix};
pub use ruleset::RulesetSource;
pub use scene::Scene;
pub use wire::{ActionInfo, Audience, Capabilities, GameInfo, LogLine, Outcome, Status, Viewer};
