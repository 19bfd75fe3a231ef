//! A ruleset's keys merged for reading (the players' rules page): the same `extends` chain and
//! the same merge as [`super::compile`] — child over base, tables key by key, arrays whole,
//! and each layer's `remove` applied — so that a page cannot show other numbers than the
//! rules in force. Lenient where compiling is strict: it reads, it does not check the keys.

use super::header::HEADER_KEYS;
use super::layers;
use super::source::{RulesetSource, file_stem};
use game_wire::diag::{Diagnostic, Diagnostics};

/// A ruleset's game keys, merged, and what its own file (the last of its chain) changes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Merged {
    /// The files of the chain, the furthest base first, the asked-for ruleset last.
    pub layers: Vec<String>,
    /// The asked-for file's `name`, or its file name without `.toml`.
    pub name: String,
    /// The asked-for file's `description`, or empty.
    pub description: String,
    /// The game's keys of every layer merged: what the rules in force read.
    pub keys: toml::Table,
    /// The game's keys of every layer but the last merged (empty for a ruleset that extends
    /// nothing): what the asked-for file changes is measured against this.
    pub base: toml::Table,
    /// The game's keys the asked-for file writes itself.
    pub own: toml::Table,
    /// The dotted paths the asked-for file's `remove` deletes from its base.
    pub removed: Vec<String>,
    /// The scripts the asked-for file adds, as written in it.
    pub scripts: Vec<String>,
}

impl Merged {
    /// Whether the ruleset extends another (a variant).
    pub fn is_variant(&self) -> bool {
        self.layers.len() > 1
    }
}

/// Merges `source`'s ruleset along its `extends` chain. Fails, with the first problem, when the
/// chain cannot be followed to its end (a file missing or unreadable, a cycle); problems with
/// keys (a `remove` of a key the base does not set, a wrong type) are left to the compile that
/// checks them.
pub fn merged(source: &RulesetSource) -> Result<Merged, Diagnostics> {
    let mut problems = Vec::new();
    // The game is the one the asked-for file names: this reads a ruleset, it does not check
    // that it belongs to a given game.
    let game = source
        .text(&source.root)
        .and_then(|text| text.parse::<toml::Table>().ok())
        .and_then(|t| {
            t.get("game")
                .and_then(toml::Value::as_str)
                .map(str::to_string)
        })
        .unwrap_or_default();
    let (chain, complete) = layers::load_chain(source, &game, &mut problems);
    let Some((root, bases)) = chain.split_last().filter(|_| complete) else {
        if problems.is_empty() {
            problems.push(Diagnostic::file(&source.root, "ruleset not found"));
        }
        return Err(Diagnostics(problems));
    };
    let mut ignored = Vec::new();
    let (keys, _) = layers::merge(&chain, &source.root, &mut ignored);
    let (base, _) = layers::merge(bases, &source.root, &mut ignored);
    let header = root.header.as_ref();
    Ok(Merged {
        layers: chain.iter().map(|l| l.path.clone()).collect(),
        name: header
            .and_then(|h| h.name.clone())
            .unwrap_or_else(|| file_stem(&root.path).to_string()),
        description: header
            .and_then(|h| h.description.clone())
            .unwrap_or_default(),
        keys: game_keys(keys),
        base: game_keys(base),
        own: game_keys(root.table.clone()),
        removed: header.map(|h| h.remove.clone()).unwrap_or_default(),
        scripts: header.map(|h| h.scripts.clone()).unwrap_or_default(),
    })
}

/// Without the header's keys (`[limits]` merges like a game table but is not the game's).
fn game_keys(mut table: toml::Table) -> toml::Table {
    table.retain(|k, _| !HEADER_KEYS.contains(&k));
    table
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code: a panic is a failure
    use super::*;

    const STANDARD: &str = "game = \"g\"\nx = 1\n[limits]\ninstructions = 10\n\
        [cards.A1]\nname = \"One\"\n[cards.A6]\nname = \"Six\"\nability = \"boom\"\n";

    #[test]
    fn removals_apply_as_when_compiling() {
        let source = RulesetSource::inline(
            "rulesets/g/v.toml",
            "game = \"g\"\nname = \"No six\"\nextends = \"standard\"\nremove = [\"cards.A6\"]\n",
        )
        .with_file("rulesets/g/standard.toml", STANDARD);
        let m = merged(&source).unwrap();
        assert!(m.is_variant());
        assert_eq!(m.name, "No six");
        assert_eq!(m.removed, ["cards.A6"]);
        assert!(m.own.is_empty(), "the variant writes no key itself");
        let cards = |t: &toml::Table| t["cards"].as_table().unwrap().len();
        assert_eq!(cards(&m.base), 2);
        assert_eq!(cards(&m.keys), 1, "the removed card is gone");
        assert!(
            m.keys.get("limits").is_none(),
            "header keys are not game keys"
        );
        assert_eq!(m.keys["x"], toml::Value::Integer(1));
    }

    #[test]
    fn a_chain_that_cannot_be_followed_is_an_error_naming_the_file() {
        let missing = RulesetSource::inline("r/a.toml", "game = \"g\"\nextends = \"b\"\n");
        let e = merged(&missing).unwrap_err();
        assert!(e.0[0].message.contains("r/b.toml"), "{e:?}");
        let bad = RulesetSource::inline("r/a.toml", "game = \n");
        assert_eq!(merged(&bad).unwrap_err().0[0].file, "r/a.toml");
        let standard = RulesetSource::inline("rulesets/g/standard.toml", STANDARD);
        let m = merged(&standard).unwrap();
        assert!(!m.is_variant());
        assert_eq!((m.name.as_str(), m.base.len()), ("standard", 0));
    }
}
