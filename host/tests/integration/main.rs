//! The host's integration tests that run `game-host` as a process or use its library without
//! the app: one binary, one link instead of one per file (CI once ran out of disk with a ~200 MB
//! binary per file). `cargo test -p game-host --test integration mutation::` runs one file's.
//! The app's tests are in `tests/app/`.
//!
//! The mods in use are a value each test makes (`game_host::mods::ModsInUse`), so a test that
//! installs or activates mods shares this binary with those that must not see them.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test

#[path = "../common/mod.rs"]
mod common;

mod authoring;
mod cli;
mod doc_examples;
mod game_text;
mod hostile_files;
mod hostile_scripts_cli;
mod hostile_text_gui;
mod install;
mod lab_watch;
mod layers;
mod match_driver;
mod mod_text;
mod mods;
mod mods_game_package;
mod mods_native;
mod mods_reload;
mod mods_table_reload;
mod mods_upgrade;
mod mutation;
mod new_game_template;
mod no_game_words;
#[cfg(feature = "online")]
mod online;
#[cfg(feature = "online")]
mod online_attacks;
#[cfg(feature = "online")]
mod online_cli_takeback;
#[cfg(feature = "online")]
mod online_gui_host;
mod plugin_loading;
mod problems_gui;
mod public_moves;
mod reload;
mod review;
mod rules_console;
mod ruleset_capabilities;
mod ruleset_schemas;
mod simulate_compare;
mod simulate_ray;
mod simulate_shards;
mod simulate_watch;
mod slow_rules_gui;
mod table_controller;
mod table_of_four;
