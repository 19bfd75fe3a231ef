//! The app driven headless (egui_kittest): every test here builds `HostApp` on the workspace's
//! content with a data directory of its own, and so with mods in use of its own (the content
//! root's example mods and what the test installs). `cargo test -p game-host --test app
//! gui_layout::` runs one file's tests.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test

#[path = "../common/mod.rs"]
mod common;

mod gui;
mod gui_about;
mod gui_accessibility;
mod gui_clicks;
mod gui_console_panel;
mod gui_fixed_places;
mod gui_fonts;
mod gui_home;
mod gui_hot_seat;
#[cfg(feature = "online")]
mod gui_join;
mod gui_keyboard;
mod gui_keyboard_play;
mod gui_language;
mod gui_layout;
mod gui_mods;
mod gui_mods_moved;
mod gui_mods_native;
mod gui_online_feature;
#[cfg(feature = "online")]
mod gui_online_panel;
mod gui_render;
mod gui_reveals;
mod gui_review;
mod gui_rules;
mod gui_rules_console;
mod gui_saved_setups;
mod gui_score;
mod gui_table_dialogs;
mod gui_table_of_four;
mod gui_table_view_menu;
mod gui_window;
