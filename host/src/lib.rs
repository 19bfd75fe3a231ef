//! The game host: loads game plugins and plays their matches (GUI and headless commands).

pub mod autosave;
pub mod cli;
pub mod content;
pub mod gui;
pub mod match_driver;
pub mod mods;
pub mod net;
pub mod plugin;
pub mod reload;
pub mod rules_page;
pub mod safe_read;
pub mod save;
pub mod seats;
pub mod session;
pub mod sim;
pub mod text;
