//! Rulesets across packages: the bundled content and every installed mod share one path space,
//! so a [`super::RulesetSource`] (and a save that embeds it) names each file unambiguously.
//!
//! - `rulesets/<game>/…` and `scripts/<game>/…` are the game's own content (the bundled
//!   content root, or the game package that brought the game);
//! - `mods/<mod-id>/…` is the folder of the mod `<mod-id>`, laid out like a content root
//!   (`mods/<mod-id>/rulesets/<game>/<name>.toml`, `mods/<mod-id>/scripts/…`).
//!
//! Inside a mod's ruleset file, `extends = "standard"` names the game's own ruleset
//! `rulesets/<game>/standard.toml` (a name means the same thing wherever it is written, so no
//! mod can change what another's `extends = "standard"` builds on), `extends =
//! "<mod-id>:<name>"` names a ruleset of that mod (the file's own mod included), and script
//! paths are relative to the mod's folder.

/// The first segment of every mod file's path.
pub const MODS_DIR: &str = "mods";

/// The most characters a mod id may have.
pub const MOD_ID_MAX: usize = 64;

/// Whether `id` is a valid mod id: 1 to [`MOD_ID_MAX`] characters of lowercase ASCII letters,
/// digits, `-` and `_`, starting with a letter or digit. Ids are folder names and appear in
/// `extends = "<mod-id>:<name>"`, so they can hold neither `/` nor `:`.
pub fn is_mod_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MOD_ID_MAX
        && id
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

/// The mod a content path belongs to and the path inside the mod's folder:
/// `mods/terr/rulesets/palagan/t.toml` → `("terr", "rulesets/palagan/t.toml")`.
pub fn mod_of(path: &str) -> Option<(&str, &str)> {
    let rest = path.strip_prefix(MODS_DIR)?.strip_prefix('/')?;
    let (id, inner) = rest.split_once('/')?;
    (is_mod_id(id) && !inner.is_empty()).then_some((id, inner))
}

/// The content path of ruleset `name` of `game` in mod `mod_id`.
pub fn mod_ruleset_path(mod_id: &str, game: &str, name: &str) -> String {
    format!("{MODS_DIR}/{mod_id}/rulesets/{game}/{name}.toml")
}

/// The game a ruleset file is for, from its path (`…rulesets/<game>/<name>.toml`).
fn game_of(path: &str) -> Option<&str> {
    let inner = mod_of(path).map_or(path, |(_, inner)| inner);
    let rest = inner.strip_prefix("rulesets/")?;
    let (game, file) = rest.split_once('/')?;
    (!game.is_empty() && !file.contains('/')).then_some(game)
}

/// A plain ruleset name (`standard`, `standard.toml`) without its `.toml`, or `None` when it
/// could reach another directory.
fn plain_name(name: &str) -> Option<&str> {
    let stem = name.strip_suffix(".toml").unwrap_or(name);
    (!stem.is_empty() && !stem.contains(['/', '\\', ':']) && !stem.contains("..")).then_some(stem)
}

/// What `extends = "<name>"` written in a mod's file, or naming a mod, refers to: `None` when
/// the ordinary same-directory rule applies (a bundled file naming a plain ruleset), else the
/// resolved path or why the name is not one.
pub(crate) fn mod_base(child: &str, name: &str) -> Option<Result<String, String>> {
    if let Some((mod_id, ruleset)) = name.split_once(':') {
        let game = game_of(child);
        return Some(match (is_mod_id(mod_id), plain_name(ruleset), game) {
            (false, _, _) => Err(format!(
                "`extends` = \"{name}\": `{mod_id}` is not a mod id (lowercase letters, digits, \
                 `-` and `_`)"
            )),
            (true, None, _) => Err(format!(
                "`extends` = \"{name}\": `{ruleset}` is not a ruleset name, expected e.g. \
                 \"{mod_id}:standard\""
            )),
            (true, Some(_), None) => Err(format!(
                "`extends` = \"{name}\" names a mod's ruleset, but this file is not in a \
                 `rulesets/<game>/` directory, so its game is unknown"
            )),
            (true, Some(stem), Some(game)) => Ok(mod_ruleset_path(mod_id, game, stem)),
        });
    }
    mod_of(child)?;
    let game = game_of(child);
    Some(match (plain_name(name), game) {
        (Some(stem), Some(game)) => Ok(format!("rulesets/{game}/{stem}.toml")),
        (None, _) => Err(format!(
            "`extends` = \"{name}\" is not a ruleset name, expected the game's ruleset \
             (\"standard\") or a mod's (\"<mod-id>:<ruleset>\")"
        )),
        (Some(_), None) => Err(format!(
            "`extends` = \"{name}\": this mod file is not in a `rulesets/<game>/` directory, so \
             its game is unknown"
        )),
    })
}

/// The content path of script `script` as written in the ruleset file `child`: relative to the
/// mod's folder in a mod's file, as written elsewhere.
pub fn script_path(child: &str, script: &str) -> String {
    match mod_of(child) {
        Some((mod_id, _)) => format!("{MODS_DIR}/{mod_id}/{script}"),
        None => script.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHILD: &str = "mods/terr/rulesets/palagan/t.toml";

    #[test]
    fn mod_ids_are_folder_and_reference_safe() {
        for good in ["terr", "palagan-territory", "a_1", "9lives"] {
            assert!(is_mod_id(good), "{good}");
        }
        for bad in ["", "Terr", "-x", "a/b", "a:b", "a.b", "..", &"x".repeat(65)] {
            assert!(!is_mod_id(bad), "{bad}");
        }
    }

    #[test]
    fn mod_paths_split_into_id_and_inner_path() {
        assert_eq!(mod_of(CHILD), Some(("terr", "rulesets/palagan/t.toml")));
        assert_eq!(mod_of("rulesets/palagan/t.toml"), None);
        assert_eq!(mod_of("mods/terr"), None);
        assert_eq!(mod_of("mods/Bad/x.toml"), None);
    }

    #[test]
    fn a_plain_name_in_a_mod_is_the_games_own_ruleset() {
        assert_eq!(
            mod_base(CHILD, "standard"),
            Some(Ok("rulesets/palagan/standard.toml".into()))
        );
        assert_eq!(mod_base("rulesets/palagan/big.toml", "standard"), None);
    }

    #[test]
    fn a_qualified_name_is_a_mods_ruleset_of_the_same_game() {
        assert_eq!(
            mod_base(CHILD, "other:big"),
            Some(Ok("mods/other/rulesets/palagan/big.toml".into()))
        );
        assert_eq!(
            mod_base("rulesets/palagan/x.toml", "terr:t.toml"),
            Some(Ok("mods/terr/rulesets/palagan/t.toml".into()))
        );
        for bad in ["Other:big", "other:../x", "other:", ":big"] {
            assert!(
                matches!(mod_base(CHILD, bad), Some(Err(_))),
                "{bad} must be refused"
            );
        }
        assert!(matches!(mod_base(CHILD, "../x"), Some(Err(_))));
    }

    #[test]
    fn scripts_in_a_mod_are_relative_to_its_folder() {
        assert_eq!(
            script_path(CHILD, "scripts/palagan/t.lua"),
            "mods/terr/scripts/palagan/t.lua"
        );
        assert_eq!(
            script_path("rulesets/palagan/t.toml", "scripts/palagan/t.lua"),
            "scripts/palagan/t.lua"
        );
    }
}
