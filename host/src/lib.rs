//! The game host: loads game plugins and plays their matches (GUI and headless commands).
//!
//! How the pieces fit together (the crates, the match driver, the plugin boundary, the path of
//! one click from the table to the plugin and back, online play, hot reload) is described in
//! `docs/ARCHITECTURE.md` at the root of the repository.

/// Autosaves written off the UI thread by one writer thread (the newest save of a file wins).
pub mod autosave;
/// The headless subcommands of `game-host` (list, check, play, host, join, watch, simulate,
/// mod, …) and the plugins and content root they share.
pub mod cli;
/// The content root (`rulesets/`, `scripts/`) and loading a ruleset's files from it.
pub mod content;
/// The desktop app (eframe/egui): home, new match, the table that draws any game's scene, the
/// remote table, the balance lab and the mods screen.
pub mod gui;
/// The app's words in the player's language: Fluent catalogues (`host/i18n/<language>/`), the
/// language chosen, `tr!`.
pub mod i18n;
/// Logging with levels (RUST_LOG, -v/-q) to stderr and the app's daily log file; libraries'
/// logs (iroh, winit) captured.
pub mod logging;
/// One match run headless: session, hand-over, undo, bots, moments, autosave, reloads and
/// remote seats; the app's table, `play`, `watch` and `host` all run on it.
pub mod match_driver;
/// Mods and game packages: manifests, discovery, install and packing, consent to native code,
/// and the mods in use (a value, `ModsInUse`, handed to whoever loads rulesets).
pub mod mods;
/// Online play over iroh: the host runs the match and sends each connection only its viewer's
/// view; the joining side has no plugin. Only with the `online` feature (the default).
#[cfg(feature = "online")]
pub mod net;
/// Plugins: discovery, the library header check, the probe process, loading, and the safe
/// wrapper around the plugin's C table (all of the host's `unsafe`).
pub mod plugin;
/// Hot reload: watches the content directories and recompiles changed rulesets off the UI
/// thread.
pub mod reload;
/// The review after a match: every position judged from what a seat at this screen knew, the
/// chances over the match and its turning points.
pub mod review;
/// The players' rules page of a ruleset: `rules.md` with its placeholders filled from the
/// ruleset in force, and what a variant changes.
pub mod rules_page;
/// Checked reading of rulesets, scripts, scenarios and saves: regular files only, size
/// limits, never blocking.
pub mod safe_read;
/// Save files: a match's complete record (ruleset files, start, actions, earlier rules) as
/// JSON.
pub mod save;
/// Who sits where (human, bot, remote) and whether the table is hidden between turns; kept in
/// saves.
pub mod seats;
/// A match as the host keeps it: the plugin's match plus its record; apply, undo and reload.
pub mod session;
/// The balance lab's engine: bot-vs-bot batches inside the plugin on worker threads, their
/// tally, reports and shards.
pub mod sim;
/// Scenes, traces and errors as terminal text that a game's strings cannot forge or garble.
pub mod text;
