//! Positions for scenario tests: a scenario file of the crate under test or one written inline,
//! read through the game's [`crate::game::Scenarios`] capability, and whether an action written
//! in the game's notation is legal there.

use super::legal;
use crate::game::Game;
use std::path::PathBuf;

/// The position of `tests/scenarios/<name>.toml` of the crate whose tests run (cargo runs a
/// test from its package's directory and says which in `CARGO_MANIFEST_DIR`); panics when the
/// file cannot be read or the game refuses it.
pub fn scenario<G: Game>(game: &G, name: &str) -> G::State {
    let path = format!("tests/scenarios/{name}.toml");
    let dir = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    let text = match std::fs::read_to_string(dir.join(&path)) {
        Ok(text) => text,
        Err(e) => panic!("{path}: {e}"),
    };
    read(game, &path, &text)
}

/// The position a scenario written inline describes (origin `inline.toml` in messages).
pub fn scenario_text<G: Game>(game: &G, text: &str) -> G::State {
    read(game, "inline.toml", text)
}

/// Whether `action`, in the game's notation, is one of the legal actions of `state`.
pub fn is_legal<G: Game>(game: &G, state: &G::State, action: &str) -> bool {
    legal(game, state).iter().any(|a| a == action)
}

fn read<G: Game>(game: &G, origin: &str, text: &str) -> G::State {
    let Some(scenarios) = game.scenarios() else {
        panic!("{origin}: these rules read no scenarios (`Game::scenarios` is `None`)");
    };
    match scenarios.scenario(origin, text) {
        Ok(state) => state,
        Err(e) => panic!("{e}"),
    }
}
