//! The host's integration tests, one binary: one link of the app instead of one per file
//! (each file's binary was ~200 MB in a debug build; CI ran out of disk with 38 of them).
//! Run one file's tests with `cargo test -p game-host --test integration <file>::`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test

mod common;

mod authoring;
mod cli;
mod doc_examples;
mod gui;
mod gui_clicks;
mod gui_hot_seat;
mod gui_join;
mod gui_layout;
mod gui_mods;
mod gui_render;
mod gui_rules;
mod gui_rules_console;
mod gui_table_dialogs;
mod gui_table_view_menu;
mod hostile_files;
mod hostile_scripts_cli;
mod lab_watch;
mod mods;
mod mods_game_package;
mod mods_reload;
mod mods_table_reload;
mod mods_upgrade;
mod mutation;
mod no_game_words;
mod online;
mod online_cli_takeback;
mod online_gui_host;
mod plugin_loading;
mod public_moves;
mod reload;
mod rules_console;
mod ruleset_capabilities;
mod ruleset_schemas;
mod simulate_ray;
mod simulate_shards;
mod simulate_watch;
mod table_controller;
