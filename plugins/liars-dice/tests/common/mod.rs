//! Helpers shared by the Liar's Dice tests (the generic ones are the SDK testkit's).
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)]

pub use game_sdk::testkit::{legal, play, play_revealing, try_play};
use game_sdk::{Game, LogLine, RulesetSource};
use liars_dice::{Bid, LiarsDice, State};

/// The ruleset `rulesets/liars-dice/<name>.toml`, read with its `extends` chain and scripts
/// from the repository and compiled through `Game::compile`.
pub fn ruleset(name: &str) -> LiarsDice {
    game_sdk::testkit::ruleset("liars-dice", name)
}

/// Every ruleset file shipped in `rulesets/liars-dice/`, by name.
pub fn all_rulesets() -> Vec<String> {
    game_sdk::testkit::bundled::shipped_rulesets(&game_sdk::testkit::content_root(), "liars-dice")
}

/// The files of the ruleset `rulesets/liars-dice/<name>.toml` as the host collects them.
pub fn source(name: &str) -> RulesetSource {
    game_sdk::testkit::ruleset_source("liars-dice", name)
}

/// The standard ruleset with its keys changed by `toml` (extra lines of a ruleset that
/// extends it), and `scripts` files added as they are.
pub fn house(toml: &str, scripts: &[(&str, &str)]) -> Result<LiarsDice, String> {
    let text = format!("game = \"liars-dice\"\nextends = \"standard\"\n{toml}\n");
    let mut src = source("standard").with_file("rulesets/liars-dice/house.toml", &text);
    for (path, lua) in scripts {
        src = src.with_file(path, lua);
    }
    src.root = "rulesets/liars-dice/house.toml".into();
    LiarsDice::compile(&src).map_err(|e| e.to_string())
}

/// A match of `g` at round 1 with these dice (one list per seat, sorted here), the standing
/// bid (`quantity`, `face`, bidder) if any, and `to_move` to move.
pub fn table(g: &LiarsDice, dice: &[&[u8]], bid: Option<(u8, u8, u8)>, to_move: u8) -> State {
    let mut s = g.start(7);
    assert_eq!(s.dice.len(), dice.len(), "one list of dice per seat");
    s.dice = dice
        .iter()
        .map(|d| {
            let mut d = d.to_vec();
            d.sort_unstable();
            d
        })
        .collect();
    s.bid = bid.map(|(quantity, face, by)| (Bid { quantity, face }, by));
    s.to_move = to_move;
    s
}

/// Plays one move and returns the log lines it wrote.
pub fn play_logged(g: &LiarsDice, s: &mut State, text: &str) -> Vec<LogLine> {
    let action = g.parse_action(s, text).unwrap();
    let mut log = Vec::new();
    g.apply(s, &action, &mut log)
        .unwrap_or_else(|e| panic!("`{text}` refused: {e}"));
    log
}

/// The texts of the log lines every player may read, as an English reader sees them.
pub fn public(log: &[LogLine]) -> Vec<String> {
    log.iter()
        .filter(|l| l.audience == game_sdk::Audience::Everyone)
        .map(|l| english(&l.text))
        .collect()
}

/// A text as an English reader sees it (the game writes messages: `game_sdk::msg!`).
pub fn english(text: &str) -> String {
    game_sdk::wire::text::english_of(text).into_owned()
}

/// Texts as an English reader sees them.
pub fn english_all<'a>(texts: impl IntoIterator<Item = &'a String>) -> Vec<String> {
    texts.into_iter().map(|t| english(t)).collect()
}
