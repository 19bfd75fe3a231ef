//! Mods as a player and a modder meet them: `game-host mod …`, `list` and `play` with mods in a
//! data directory of the test's own (never the user's).

use crate::common;

use common::mods::{assert_refused, game_host_in, out};
use common::workspace_root;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A clean data directory and a folder to work in.
struct Player {
    data: tempfile::TempDir,
    work: tempfile::TempDir,
}

impl Player {
    fn new() -> Player {
        common::plugins_dir();
        Player {
            data: tempfile::tempdir().unwrap(),
            work: tempfile::tempdir().unwrap(),
        }
    }

    fn run(&self, args: &[&str]) -> Output {
        self.run_with(args, "")
    }

    fn run_with(&self, args: &[&str], stdin: &str) -> Output {
        let mut cmd = game_host_in(
            &common::game_host_bin(),
            self.work.path(),
            self.data.path(),
            &workspace_root(),
            &common::plugins_dir(),
        );
        cmd.args(args);
        common::output_with_stdin(cmd, stdin)
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.work.path().join(rel)
    }

    fn write(&self, rel: &str, text: &str) {
        let path = self.path(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    fn installed(&self, id: &str) -> PathBuf {
        self.data.path().join("mods").join(id)
    }
}

fn manifest(id: &str, version: &str, game_req: &str, deps: &str) -> String {
    format!(
        "id = \"{id}\"\nversion = \"{version}\"\ntitle = \"{id} title\"\n\n[game]\npalagan = \
         \"{game_req}\"\n{deps}"
    )
}

/// A mod folder `<work>/<dir>/` for Palagan with one ruleset.
fn palagan_mod(p: &Player, dir: &str, id: &str, version: &str, ruleset: &str, text: &str) {
    p.write(
        &format!("{dir}/mod.toml"),
        &manifest(id, version, "^0.1", ""),
    );
    p.write(&format!("{dir}/rulesets/palagan/{ruleset}.toml"), text);
}

const WIDE: &str =
    "game = \"palagan\"\nname = \"Wide\"\nextends = \"standard\"\n[board]\nside = 8\n";

#[test]
fn a_bad_manifest_is_located_and_never_hides_the_other_mods() {
    let p = Player::new();
    palagan_mod(&p, "mods/good", "good", "1.0.0", "wide", WIDE);
    p.write(
        "mods/bad/mod.toml",
        "id = \"bad\"\nversion = \"1.0\"\ntitle = \"Bad\"\n[game]\npalagan = \"^0.1\"\n",
    );
    let check = p.run(&["mod", "check", "mods/bad"]);
    assert!(!check.status.success());
    let text = out(&check);
    assert!(
        text.contains("bad/mod.toml:2:11: `version` = \"1.0\" is not a semantic version"),
        "{text}"
    );
    let list = p.run(&["--mods", "mods", "list"]);
    let text = out(&list);
    assert!(list.status.success(), "{text}");
    assert!(
        text.contains("ruleset good:wide: Wide (extends standard) [mod good 1.0.0]"),
        "{text}"
    );
    assert!(text.contains("Mods not in use:"), "{text}");
    assert!(text.contains("mod.toml:2:11"), "{text}");
}

#[test]
fn game_and_dependency_versions_are_required() {
    let p = Player::new();
    p.write(
        "mods/future/mod.toml",
        &manifest("future", "1.0.0", "^9", ""),
    );
    palagan_mod(&p, "mods/base", "base", "0.9.0", "wide", WIDE);
    p.write(
        "mods/needy/mod.toml",
        &manifest(
            "needy",
            "1.0.0",
            "^0.1",
            "[dependencies]\nbase = \"^1.0\"\n",
        ),
    );
    p.write(
        "mods/orphan/mod.toml",
        &manifest(
            "orphan",
            "1.0.0",
            "^0.1",
            "[dependencies]\nnowhere = \"*\"\n",
        ),
    );
    let text = out(&p.run(&["--mods", "mods", "mod", "list"]));
    assert!(
        text.contains("cannot be used: needs palagan ^9, the installed plugin is 0.1.0"),
        "{text}"
    );
    assert!(
        text.contains("cannot be used: needs mod `base` ^1.0, the installed one is 0.9.0"),
        "{text}"
    );
    assert!(
        text.contains("cannot be used: needs mod `nowhere` *, which is not installed"),
        "{text}"
    );
    // The usable one is still offered.
    assert!(text.contains("ruleset base:wide"), "{text}");
}

#[test]
fn a_mod_extends_another_mods_ruleset_and_plays() {
    let p = Player::new();
    palagan_mod(&p, "mods/base", "base", "1.0.0", "wide", WIDE);
    p.write(
        "mods/child/mod.toml",
        &manifest("child", "1.0.0", "^0.1", "[dependencies]\nbase = \"^1\"\n"),
    );
    p.write(
        "mods/child/rulesets/palagan/wider.toml",
        "game = \"palagan\"\nname = \"Wider\"\nextends = \"base:wide\"\nscripts = \
         [\"scripts/palagan/w.lua\"]\n[board]\nside = 9\n",
    );
    p.write("mods/child/scripts/palagan/w.lua", "return {}\n");
    let check = p.run(&[
        "--mods",
        "mods",
        "mod",
        "check",
        "mods/child",
        "--play",
        "2",
    ]);
    assert!(check.status.success(), "{}", out(&check));
    let play = p.run(&[
        "--mods",
        "mods",
        "play",
        "palagan",
        "--ruleset",
        "child:wider",
        "--seed",
        "1",
        "--save",
        "m.json",
        "pass",
    ]);
    assert!(play.status.success(), "{}", out(&play));
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(p.path("m.json")).unwrap()).unwrap();
    let files: Vec<&str> = saved["ruleset"]["files"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        files,
        [
            "mods/base/mod.toml",
            "mods/base/rulesets/palagan/wide.toml",
            "mods/child/mod.toml",
            "mods/child/rulesets/palagan/wider.toml",
            "mods/child/scripts/palagan/w.lua",
            "rulesets/palagan/standard.toml",
        ]
    );
    assert_eq!(
        saved["mods"],
        serde_json::json!([{"id": "base", "version": "1.0.0"}, {"id": "child", "version": "1.0.0"}])
    );
    // A ruleset naming a mod that is not there is a located error.
    p.write(
        "mods/child/rulesets/palagan/broken.toml",
        "game = \"palagan\"\nextends = \"gone:wide\"\n",
    );
    let text = out(&p.run(&["--mods", "mods", "mod", "check", "mods/child"]));
    assert!(
        text.contains(
            "broken.toml:2:11: base ruleset `mods/gone/rulesets/palagan/wide.toml` not found: mod \
             `gone` is not installed"
        ),
        "{text}"
    );
}

#[test]
fn two_mods_with_one_id_are_both_refused_naming_each_other() {
    let p = Player::new();
    palagan_mod(&p, "a/twin", "twin", "1.0.0", "wide", WIDE);
    palagan_mod(&p, "b/twin", "twin", "2.0.0", "wide", WIDE);
    let text = out(&p.run(&["--mods", "a", "--mods", "b", "mod", "list"]));
    let a = p.path("a/twin").display().to_string();
    let b = p.path("b/twin").display().to_string();
    assert!(
        text.contains(&format!("mod id `twin` clash: {b} also has it")),
        "{text}"
    );
    assert!(
        text.contains(&format!("mod id `twin` clash: {a} also has it")),
        "{text}"
    );
    let play = p.run(&[
        "--mods",
        "a",
        "--mods",
        "b",
        "play",
        "palagan",
        "--ruleset",
        "twin:wide",
        "pass",
    ]);
    assert_refused(&play, "mod `twin` cannot be used");
}

/// Writes a zip of `entries` (name, bytes); `link` adds a symbolic link entry.
fn zip_of(path: &Path, entries: &[(&str, &[u8])], link: Option<(&str, &str)>) {
    use zip::write::SimpleFileOptions;
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let options = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        zip.start_file(*name, options).unwrap();
        zip.write_all(bytes).unwrap();
    }
    if let Some((name, target)) = link {
        zip.add_symlink(name, target, options).unwrap();
    }
    zip.finish().unwrap();
}

/// An archive that must be refused, and the words of the refusal.
struct Hostile {
    name: &'static str,
    entries: Vec<(&'static str, Vec<u8>)>,
    link: Option<(&'static str, &'static str)>,
    expected: &'static str,
}

#[test]
fn hostile_archives_are_refused_and_install_nothing() {
    let p = Player::new();
    let good_manifest = manifest("evil", "1.0.0", "^0.1", "");
    let cases: Vec<Hostile> = vec![
        Hostile {
            name: "slip.zip",
            entries: vec![
                ("evil/mod.toml", good_manifest.clone().into_bytes()),
                ("evil/../../escaped.txt", b"x".to_vec()),
            ],
            link: None,
            expected: "is not a plain path inside the mod",
        },
        Hostile {
            name: "absolute.zip",
            entries: vec![
                ("mod.toml", good_manifest.clone().into_bytes()),
                ("/tmp/escaped.txt", b"x".to_vec()),
            ],
            link: None,
            expected: "is not a plain path inside the mod",
        },
        // Beside a top folder, an absolute or drive-letter entry is named too, not taken for
        // a zip that is "not a mod".
        Hostile {
            name: "absolute-beside-folder.zip",
            entries: vec![
                ("evil/mod.toml", good_manifest.clone().into_bytes()),
                ("/tmp/escaped.txt", b"x".to_vec()),
            ],
            link: None,
            expected: "entry `/tmp/escaped.txt` is not a plain path inside the mod",
        },
        Hostile {
            name: "drive-letter.zip",
            entries: vec![
                ("evil/mod.toml", good_manifest.clone().into_bytes()),
                ("C:/escaped.txt", b"x".to_vec()),
            ],
            link: None,
            expected: "entry `C:/escaped.txt` is not a plain path inside the mod",
        },
        Hostile {
            name: "link.zip",
            entries: vec![("evil/mod.toml", good_manifest.clone().into_bytes())],
            link: Some(("evil/rulesets", "/etc")),
            expected: "is a symbolic link",
        },
        Hostile {
            name: "big.zip",
            entries: vec![
                ("evil/mod.toml", good_manifest.clone().into_bytes()),
                ("evil/huge.bin", vec![0u8; (64 << 20) + 1]),
            ],
            link: None,
            expected: "is over the 64 MiB limit for one file of a mod",
        },
        Hostile {
            name: "nomod.zip",
            entries: vec![("readme.txt", b"hello".to_vec())],
            link: None,
            expected: "no mod.toml at the top of the zip",
        },
    ];
    for Hostile {
        name,
        entries,
        link,
        expected,
    } in &cases
    {
        let refs: Vec<(&str, &[u8])> = entries.iter().map(|(n, b)| (*n, b.as_slice())).collect();
        zip_of(&p.path(name), &refs, *link);
        let o = p.run(&["mod", "install", name]);
        assert!(!o.status.success(), "{name} was installed: {}", out(&o));
        assert!(out(&o).contains(expected), "{name}: {}", out(&o));
        assert!(!p.installed("evil").exists(), "{name} left a mod");
    }
    assert!(!p.work.path().parent().unwrap().join("escaped.txt").exists());
    // Nothing half-unpacked is left behind, and nothing hidden in the mods folder is listed.
    let left: Vec<_> = std::fs::read_dir(p.data.path().join("mods"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn an_upgrade_replaces_the_old_version_and_a_failed_one_keeps_it() {
    let p = Player::new();
    palagan_mod(&p, "v1/up", "up", "1.0.0", "wide", WIDE);
    let o = p.run(&["mod", "install", "v1/up"]);
    assert!(o.status.success(), "{}", out(&o));
    assert!(out(&o).contains("installed up 1.0.0"), "{}", out(&o));

    palagan_mod(
        &p,
        "v2/up",
        "up",
        "2.0.0",
        "wide",
        &WIDE.replace("side = 8", "side = 9"),
    );
    let pack = Command::new(env!("CARGO_BIN_EXE_game-host"))
        .args(["mod", "pack"])
        .arg(p.path("v2/up"))
        .current_dir(p.work.path())
        .output()
        .unwrap();
    assert!(pack.status.success(), "{}", out(&pack));
    assert!(p.path("up-2.0.0.zip").exists());
    let o = p.run(&["mod", "install", "up-2.0.0.zip"]);
    assert!(
        out(&o).contains("installed up 2.0.0 (replacing 1.0.0)"),
        "{}",
        out(&o)
    );
    let installed = || std::fs::read_to_string(p.installed("up").join("mod.toml")).unwrap();
    assert!(installed().contains("2.0.0"));

    // Version 3 does not compile: refused, version 2 stays, with every file it had.
    palagan_mod(
        &p,
        "v3/up",
        "up",
        "3.0.0",
        "wide",
        &WIDE.replace("side = 8", "side = 99"),
    );
    let o = p.run(&["mod", "install", "v3/up"]);
    assert!(!o.status.success());
    let text = out(&o);
    assert!(
        text.contains("not installed, its rulesets do not compile"),
        "{text}"
    );
    assert!(
        text.contains("v3/up/rulesets/palagan/wide.toml:5:8"),
        "{text}"
    );
    assert!(installed().contains("2.0.0"));
    assert!(
        std::fs::read_to_string(p.installed("up").join("rulesets/palagan/wide.toml"))
            .unwrap()
            .contains("side = 9")
    );
}

#[test]
fn a_save_replays_after_its_mod_is_removed_and_says_so() {
    let p = Player::new();
    let new = p.run(&["mod", "new", "palagan", "my-rules"]);
    assert!(new.status.success(), "{}", out(&new));
    for file in [
        "mod.toml",
        "rulesets/palagan/house.toml",
        "scripts/palagan/house.lua",
        "README.md",
        ".luarc.json",
        "scripts/palagan/types.lua",
        "scripts/sandbox.lua",
    ] {
        assert!(p.path("my-rules").join(file).exists(), "{file}");
    }
    let luarc = std::fs::read_to_string(p.path("my-rules/.luarc.json")).unwrap();
    assert!(
        luarc.contains(r#"["scripts/sandbox.lua", "scripts/palagan/types.lua"]"#),
        "{luarc}"
    );
    let mut ruleset =
        std::fs::read_to_string(p.path("my-rules/rulesets/palagan/house.toml")).unwrap();
    ruleset.push_str("\n[board]\nside = 5\n");
    p.write("my-rules/rulesets/palagan/house.toml", &ruleset);
    assert!(p.run(&["mod", "check", "my-rules"]).status.success());
    let pack = p.run(&["mod", "pack", "my-rules"]);
    assert!(pack.status.success(), "{}", out(&pack));
    assert!(
        p.run(&["mod", "install", "my-rules-0.1.0.zip"])
            .status
            .success()
    );

    let play = |args: &[&str], stdin: &str| {
        let o = p.run_with(args, stdin);
        assert!(o.status.success(), "{}", out(&o));
        out(&o)
    };
    let first = play(
        &[
            "play",
            "palagan",
            "--ruleset",
            "my-rules:house",
            "--seed",
            "3",
            "--save",
            "m.json",
        ],
        "@a1\n",
    );
    assert!(first.contains("Turn 1"), "{first}");
    let remove = p.run(&["mod", "remove", "my-rules"]);
    assert!(remove.status.success(), "{}", out(&remove));
    assert!(!p.installed("my-rules").exists());
    // The rules are gone from disk but in the save: it loads, says so, and goes on.
    let loaded = play(&["play", "--load", "m.json", "--save", "m2.json"], "pass\n");
    assert!(
        loaded.contains(
            "this match was played with mod my-rules 0.1.0, which is not installed (it replays \
             with the rules saved in the file)"
        ),
        "{loaded}"
    );
    let resaved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(p.path("m2.json")).unwrap()).unwrap();
    assert_eq!(resaved["actions"], serde_json::json!(["@a1", "end"]));
    assert_eq!(
        resaved["mods"],
        serde_json::json!([{"id": "my-rules", "version": "0.1.0"}]),
        "a re-save keeps the version the match was played with"
    );
    let again = p.run(&["play", "palagan", "--ruleset", "my-rules:house", "pass"]);
    assert_refused(&again, "no mod `my-rules` is installed");
}

#[test]
fn the_example_mods_are_valid_mods_named_by_their_folders() {
    let dir = workspace_root().join("mods");
    let mut seen = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let m = game_host::mods::discovery::read_mod(&path);
        let manifest = m
            .manifest
            .as_ref()
            .unwrap_or_else(|| panic!("{}: {:?}", path.display(), m.status));
        assert_eq!(
            path.file_name().unwrap().to_str().unwrap(),
            manifest.id,
            "the folder is named by the id"
        );
        assert!(!m.rulesets.is_empty(), "{} has no rulesets", manifest.id);
        assert_eq!(manifest.version.to_string(), "1.0.0");
        seen.push(manifest.game.clone());
    }
    seen.sort();
    assert!(seen.len() >= 3, "{seen:?}");
}

#[test]
fn a_game_package_loads_its_plugin_through_the_same_checks_as_any_plugin() {
    let p = Player::new();
    let platform = format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH);
    let package = |id: &str, game: &str, plugin: &str| {
        format!(
            "id = \"{id}\"\nversion = \"1.0.0\"\ntitle = \"{id}\"\n[game]\n{game} = \"*\"\n\
             [plugin]\n{plugin}\n"
        )
    };
    // Not a library: refused by the header check, with the reason.
    p.write(
        "mods/broken-game/mod.toml",
        &package(
            "broken-game",
            "broken",
            &format!("{platform} = \"lib/libbroken.so\""),
        ),
    );
    p.write("mods/broken-game/lib/libbroken.so", "not a library at all");
    // Only for another platform.
    p.write(
        "mods/elsewhere/mod.toml",
        &package("elsewhere", "elsewhere", "plan9-mips = \"lib/libx.so\""),
    );
    // A real plugin, but of a game that is already installed: refused as a duplicate, as a
    // second copy of any plugin is.
    let lib = format!(
        "{}tic_tac_toe{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    );
    p.write(
        "mods/second-ttt/mod.toml",
        &package(
            "second-ttt",
            "tic-tac-toe",
            &format!("{platform} = \"lib/{lib}\""),
        ),
    );
    std::fs::create_dir_all(p.path("mods/second-ttt/lib")).unwrap();
    std::fs::copy(
        common::plugins_dir().join(&lib),
        p.path("mods/second-ttt/lib").join(&lib),
    )
    .unwrap();
    // Not loaded, nor even checked, until allowed (they are native code from anyone).
    let list = p.run(&["--mods", "mods", "mod", "list"]);
    let text = out(&list);
    assert!(
        text.contains("cannot be used: it contains native code you have not allowed"),
        "{text}"
    );
    for id in ["broken-game", "second-ttt"] {
        let allow = p.run(&["--mods", "mods", "mod", "allow", id]);
        assert!(allow.status.success(), "{}", out(&allow));
    }
    let list = p.run(&["--mods", "mods", "mod", "list"]);
    let text = out(&list);
    assert!(list.status.success(), "{text}");
    assert!(
        text.contains("broken-game 1.0.0")
            && text.contains("cannot be used: its plugin did not load:"),
        "{text}"
    );
    assert!(
        text.contains("cannot be used: a game package with no plugin for this platform"),
        "{text}"
    );
    assert!(
        text.contains("its plugin did not load: duplicate game `tic-tac-toe`"),
        "{text}"
    );
    // The games themselves are unaffected.
    let games = out(&p.run(&["--mods", "mods", "list"]));
    assert!(games.contains("tic-tac-toe — Tic-tac-toe"), "{games}");
}

/// A mod may not take the id of a mod shipped with the host: installing a copy of the bundled
/// misère mod under its own id is refused with the reason, and the bundled one stays usable.
#[test]
fn an_install_that_takes_a_bundled_mod_s_id_is_refused() {
    let p = Player::new();
    let copy = p.path("misere-copy");
    common::copy_dir(&workspace_root().join("mods/tic-tac-toe-misere"), &copy);
    let o = p.run(&["mod", "install", copy.to_str().unwrap()]);
    assert_refused(&o, "its id `tic-tac-toe-misere` is the id of the mod in");
    assert!(!p.installed("tic-tac-toe-misere").exists());
    // The bundled one is still in use.
    let o = p.run(&["mod", "list"]);
    let listed = out(&o);
    assert!(listed.contains("tic-tac-toe-misere 1.0.0"), "{listed}");
    assert!(!listed.contains("cannot be used"), "{listed}");
    // Under an id of its own it installs.
    let manifest = std::fs::read_to_string(copy.join("mod.toml")).unwrap();
    std::fs::write(
        copy.join("mod.toml"),
        manifest.replace("id = \"tic-tac-toe-misere\"", "id = \"my-misere\""),
    )
    .unwrap();
    let o = p.run(&["mod", "install", copy.to_str().unwrap()]);
    assert!(o.status.success(), "{}", out(&o));
    assert!(p.installed("my-misere").exists());
}

/// `list` shows at most the documented 256 rulesets of one mod (docs/mods.md), the same ones
/// every time: a mod of 300 does not flood the terminal.
#[test]
fn list_shows_at_most_256_rulesets_of_a_mod() {
    let p = Player::new();
    let many = p.path("many");
    common::copy_dir(&workspace_root().join("mods/tic-tac-toe-misere"), &many);
    let manifest = std::fs::read_to_string(many.join("mod.toml")).unwrap();
    std::fs::write(
        many.join("mod.toml"),
        manifest.replace("id = \"tic-tac-toe-misere\"", "id = \"many\""),
    )
    .unwrap();
    let dir = many.join("rulesets/tic-tac-toe");
    for i in 0..300 {
        std::fs::write(
            dir.join(format!("r{i:03}.toml")),
            format!("game = \"tic-tac-toe\"\nname = \"R{i}\"\nextends = \"standard\"\n"),
        )
        .unwrap();
    }
    let o = p.run(&["mod", "install", many.to_str().unwrap()]);
    assert!(o.status.success(), "{}", out(&o));
    let listed = out(&p.run(&["list"]));
    let of_many = listed
        .lines()
        .filter(|l| l.contains("ruleset many:"))
        .count();
    assert_eq!(of_many, 256, "{listed}");
    assert!(
        listed.contains("ruleset many:r000"),
        "sorted before the cap"
    );
    let mods = out(&p.run(&["mod", "list"]));
    assert_eq!(
        mods.lines().filter(|l| l.contains("ruleset many:")).count(),
        256
    );
}

/// A mod that extends another mod's ruleset must name it in `[dependencies]` (issue 31): it
/// would otherwise work only while the other happens to be installed, in any version.
#[test]
fn extending_another_mod_without_declaring_it_fails_the_check_with_the_fix() {
    let p = Player::new();
    palagan_mod(&p, "mods/base", "base", "1.0.0", "wide", WIDE);
    p.write(
        "mods/child/mod.toml",
        &manifest("child", "1.0.0", "^0.1", ""),
    );
    p.write(
        "mods/child/rulesets/palagan/wider.toml",
        "game = \"palagan\"\nname = \"Wider\"\nextends = \"base:wide\"\n[board]\nside = 9\n",
    );
    let check = p.run(&["--mods", "mods", "mod", "check", "mods/child"]);
    let text = out(&check);
    assert!(!check.status.success(), "{text}");
    assert!(
        text.contains("wider.toml: extends a ruleset of mod `base`, which [dependencies] in mod.toml does not list: add `base = \"^<its major version>\"` there"),
        "{text}"
    );
    p.write(
        "mods/child/mod.toml",
        &manifest("child", "1.0.0", "^0.1", "[dependencies]\nbase = \"^1\"\n"),
    );
    let check = p.run(&["--mods", "mods", "mod", "check", "mods/child"]);
    assert!(check.status.success(), "{}", out(&check));
}

/// `mod new` writes the bundled scripts' `.luacheckrc`, and the scaffolded script of every game
/// passes luacheck with it (issue 31; run where luacheck is installed, as .ci/run installs it).
#[test]
fn a_new_mod_carries_the_luacheck_settings_and_its_script_passes_them() {
    let p = Player::new();
    let rc = std::fs::read_to_string(workspace_root().join(".luacheckrc")).unwrap();
    let luacheck = Command::new("luacheck").arg("--version").output().is_ok();
    for game in ["air-land-sea", "cyvasse", "palagan", "tic-tac-toe"] {
        let dir = format!("{game}-new");
        let new = p.run(&["mod", "new", game, &dir]);
        assert!(new.status.success(), "{}", out(&new));
        let written = std::fs::read_to_string(p.path(&dir).join(".luacheckrc")).unwrap();
        assert_eq!(written, rc, "{game}");
        if luacheck {
            let check = Command::new("luacheck")
                .args(["--no-color", "scripts"])
                .current_dir(p.path(&dir))
                .output()
                .unwrap();
            assert!(
                check.status.success(),
                "{game}: {}",
                String::from_utf8_lossy(&check.stdout)
            );
        } else {
            eprintln!("luacheck is not installed: only the settings file was checked");
        }
    }
}

/// `mod new` starts every game's script from the game's annotated example hook (found by its
/// rulesets, not listed), links the game's API page it copies beside it, and the new mod
/// passes `mod check` and `mod check --play` as written.
#[test]
fn mod_new_writes_each_games_example_hook_and_the_mod_checks_and_plays() {
    let p = Player::new();
    let mut games: Vec<String> = std::fs::read_dir(workspace_root().join("rulesets"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    games.sort();
    assert!(games.len() >= 5, "{games:?}");
    for game in &games {
        let dir = format!("{game}-example");
        let new = p.run(&["mod", "new", game, &dir]);
        assert!(new.status.success(), "{game}: {}", out(&new));
        let script =
            std::fs::read_to_string(p.path(&dir).join(format!("scripts/{game}/house.lua")))
                .unwrap();
        let example = std::fs::read_to_string(
            workspace_root().join(format!("scripts/{game}/example_hook.lua")),
        )
        .unwrap_or_else(|e| panic!("{game} ships no scripts/{game}/example_hook.lua: {e}"));
        assert!(script.ends_with(&example), "{game}: {script}");
        assert!(
            example.contains("function M."),
            "{game}: no hook in {example}"
        );
        assert!(
            script.contains(&format!("scripts/{game}/API.md")),
            "{game}: {script}"
        );
        assert!(
            p.path(&dir).join(format!("scripts/{game}/API.md")).exists(),
            "{game}: the linked API page is not in the mod"
        );
        let check = p.run(&["mod", "check", &dir]);
        assert!(check.status.success(), "{game}: {}", out(&check));
        let play = p.run(&["mod", "check", &dir, "--play", "3"]);
        assert!(play.status.success(), "{game}: {}", out(&play));
    }
}
