//! Each game's `scripts/<game>/types.lua` (the LuaLS annotations `.luarc.json` loads) declares
//! exactly the ctx methods and fields the game's Rust code gives scripts, with the same number
//! of arguments, the same optional ones and the same `...`: an editor that completes a method
//! the game lacks, or checks a call against the wrong arguments, teaches authors mistakes.
//!
//! The Rust side is read from the plugin sources (`add_method("name", |lua, this, ARGS| …)` and
//! `add_field_method_get("name", …)`), searched recursively under `plugins/<game>/src` so that
//! moving a file does not break the test.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One argument of a ctx method.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Arg {
    Required,
    Optional,
    /// `...` (Rust `Variadic<_>`).
    Rest,
}

#[derive(Debug, Default)]
struct Api {
    methods: BTreeMap<String, Vec<Arg>>,
    fields: Vec<String>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The ctx class each game's scripts receive (their `---@param ctx` annotation).
const GAMES: &[(&str, &str)] = &[
    ("air-land-sea", "Ctx"),
    ("cyvasse", "CyvasseTileContext"),
    ("palagan", "PalaganCtx"),
    ("tic-tac-toe", "TicTacToeBoard"),
];

#[test]
fn types_lua_declares_the_rust_ctx_methods_with_their_arguments() {
    let mut problems = Vec::new();
    for (game, class) in GAMES {
        let rust = rust_api(&root().join("plugins").join(game).join("src"));
        assert!(!rust.methods.is_empty(), "{game}: no add_method found");
        let types =
            std::fs::read_to_string(root().join(format!("scripts/{game}/types.lua"))).unwrap();
        let lua = lua_api(&types, class);
        assert!(
            !lua.methods.is_empty(),
            "{game}: no method of class {class} in types.lua"
        );
        for (name, args) in &rust.methods {
            match lua.methods.get(name) {
                None => problems.push(format!("{game}: types.lua lacks `{class}:{name}`")),
                Some(declared) if declared != args => problems.push(format!(
                    "{game}: `{class}:{name}` takes {args:?} in Rust but types.lua declares {declared:?}"
                )),
                Some(_) => {}
            }
        }
        for name in lua
            .methods
            .keys()
            .filter(|n| !rust.methods.contains_key(*n))
        {
            problems.push(format!(
                "{game}: types.lua declares `{class}:{name}`, which the game does not have"
            ));
        }
        let mut rust_fields = rust.fields.clone();
        let mut lua_fields = lua.fields.clone();
        rust_fields.sort();
        lua_fields.sort();
        if rust_fields != lua_fields {
            problems.push(format!(
                "{game}: fields {rust_fields:?} in Rust, {lua_fields:?} in types.lua"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_readers_see_arguments_as_written() {
    let aliases = type_aliases("\ntype Pair = (\n    i64,\n    Option<bool>,\n);\n");
    let rust = parse_rust(
        r#"m.add_method("a", |_, this, ()| Ok(1));
        m.add_method("b", |_, this, name: String| Ok(1));
        m.add_method(
            "c",
            |lua, this, (seat, rest): (i64, Variadic<Option<String>>)| Ok(1),
        );
        m.add_method("d", |_, this, (s, up): (Option<i64>, Option<bool>)| Ok(1));
        m.add_method("e", |_, this, (n, up): Pair| Ok(1));
        fields.add_field_method_get("kind", |_, t| Ok(1));"#,
        &aliases,
    );
    let mut api = Api::default();
    for item in rust {
        match item {
            Item::Method(n, a) => {
                api.methods.insert(n, a);
            }
            Item::Field(n) => api.fields.push(n),
        }
    }
    use Arg::*;
    assert_eq!(api.methods["a"], []);
    assert_eq!(api.methods["b"], [Required]);
    assert_eq!(api.methods["c"], [Required, Rest]);
    assert_eq!(api.methods["d"], [Optional, Optional]);
    assert_eq!(api.methods["e"], [Required, Optional]);
    assert_eq!(api.fields, ["kind"]);

    let lua = lua_api(
        "---@class K\n---@field kind string\n---@field cell string?\nlocal C = {}\n\n\
         ---@param a string\n---@param b? integer\nfunction C:m(a, b) end\n\
         ---@param c integer|nil\nfunction C:n(c, ...) end\nfunction Other:x() end\n",
        "K",
    );
    assert_eq!(lua.methods["m"], [Required, Optional]);
    assert_eq!(lua.methods["n"], [Optional, Rest]);
    assert_eq!(lua.methods.len(), 2);
    assert_eq!(lua.fields, ["kind", "cell"]);
}

enum Item {
    Method(String, Vec<Arg>),
    Field(String),
}

fn rust_api(dir: &Path) -> Api {
    let mut api = Api::default();
    let files = rust_files(dir);
    // A method's arguments may be named by a type alias (`type FlipArgs = (i64, ...);`), which
    // clippy asks for once a tuple grows long: read every alias of the game first.
    let mut aliases = BTreeMap::new();
    for file in &files {
        aliases.extend(type_aliases(&std::fs::read_to_string(file).unwrap()));
    }
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for item in parse_rust(&text, &aliases) {
            match item {
                Item::Method(name, args) => {
                    if let Some(old) = api.methods.insert(name.clone(), args.clone()) {
                        assert_eq!(old, args, "{}: two `{name}` methods", file.display());
                    }
                }
                Item::Field(name) => api.fields.push(name),
            }
        }
        // Methods the SDK adds to a game's context in one call (`ctx:tally(name, n)`).
        if text.contains("script::tally::add_method(")
            || text.contains("script::tally::add_method_with(")
        {
            api.methods
                .insert("tally".into(), vec![Arg::Required, Arg::Optional]);
        }
    }
    api
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// `type Name = T;` items: each name with its type's text.
fn type_aliases(text: &str) -> BTreeMap<String, String> {
    let mut aliases = BTreeMap::new();
    for line_start in text.match_indices("\ntype ").map(|(at, _)| at + 1) {
        let rest = &text[line_start + "type ".len()..];
        let Some((name, rest)) = rest.split_once('=') else {
            continue;
        };
        let Some((ty, _)) = rest.split_once(';') else {
            continue;
        };
        let ty: String = ty.split_whitespace().collect::<Vec<_>>().join(" ");
        aliases.insert(name.trim().to_string(), ty);
    }
    aliases
}

fn parse_rust(text: &str, aliases: &BTreeMap<String, String>) -> Vec<Item> {
    let mut items = Vec::new();
    for (marker, is_method) in [
        ("add_method(", true),
        ("add_method_mut(", true),
        ("add_field_method_get(", false),
    ] {
        for (at, _) in text.match_indices(marker) {
            // `.add_method(` only: not `fn add_methods(`.
            if !text[..at].ends_with('.') {
                continue;
            }
            let rest = text[at + marker.len()..].trim_start();
            let Some(rest) = rest.strip_prefix('"') else {
                continue;
            };
            let Some((name, rest)) = rest.split_once('"') else {
                continue;
            };
            if !is_method {
                items.push(Item::Field(name.to_string()));
                continue;
            }
            let rest = rest.trim_start().trim_start_matches(',').trim_start();
            let rest = rest.trim_start_matches("move").trim_start();
            let params = rest
                .strip_prefix('|')
                .and_then(|r| r.split_once('|'))
                .map(|(p, _)| p)
                .unwrap_or_else(|| panic!("`{name}`: no closure after the name"));
            let parts = split_top(params);
            assert_eq!(
                parts.len(),
                3,
                "`{name}`: closure |lua, this, args| expected: {params}"
            );
            let arg = parts[2].trim();
            let ty = arg.split_once(':').map_or(arg, |(_, t)| t.trim());
            let ty = aliases.get(ty).map_or(ty, String::as_str);
            items.push(Item::Method(name.to_string(), rust_args(ty)));
        }
    }
    items
}

/// Argument types that accept `nil` as well as a value, like `Option<_>`.
const NIL_TAKING: &[&str] = &["ScriptValue", "Value", "mlua::Value", "LuaValue"];

fn rust_args(ty: &str) -> Vec<Arg> {
    let ty = ty.trim();
    if ty == "()" {
        return Vec::new();
    }
    let inner = ty
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .map(split_top)
        .unwrap_or_else(|| vec![ty.to_string()]);
    inner
        .iter()
        .map(|t| t.trim())
        .filter(|t| !t.is_empty())
        .map(|t| {
            if t.starts_with("Variadic<") {
                Arg::Rest
            } else if t.starts_with("Option<") || NIL_TAKING.contains(&t) {
                Arg::Optional
            } else {
                Arg::Required
            }
        })
        .collect()
}

/// `a, (b, c), D<e, f>` → three parts (commas inside brackets do not split).
fn split_top(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0i32;
    for c in text.chars() {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | '>' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = parts.last_mut() {
            last.push(c);
        }
    }
    parts
}

/// The methods and fields types.lua declares for `class`: `---@class class`, its `---@field`
/// lines, the `local Var = {}` after them, then every `function Var:name(args)` with the
/// `---@param` lines just above it saying which arguments are optional (`name?`, `T?`, `T|nil`, `any`).
fn lua_api(types: &str, class: &str) -> Api {
    let mut api = Api::default();
    let lines: Vec<&str> = types.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim() == format!("---@class {class}"))
        .unwrap_or_else(|| panic!("no `---@class {class}`"));
    let mut var = None;
    for line in &lines[start + 1..] {
        if let Some(field) = line.strip_prefix("---@field ") {
            let name = field.split_whitespace().next().unwrap_or("");
            api.fields.push(name.trim_end_matches('?').to_string());
        } else if let Some(local) = line.strip_prefix("local ") {
            var = local.split('=').next().map(|v| v.trim().to_string());
            break;
        } else if !line.starts_with("---") {
            break;
        }
    }
    let var = var.unwrap_or_else(|| panic!("no `local X = {{}}` after `---@class {class}`"));
    let prefix = format!("function {var}:");
    for (i, line) in lines.iter().enumerate() {
        let Some(sig) = line.strip_prefix(&prefix) else {
            continue;
        };
        let Some((name, rest)) = sig.split_once('(') else {
            continue;
        };
        let params = rest.split(')').next().unwrap_or("");
        let optional: Vec<String> = lines[..i]
            .iter()
            .rev()
            .take_while(|l| l.starts_with("---"))
            .filter_map(|l| l.strip_prefix("---@param "))
            .filter_map(|p| {
                let mut words = p.split_whitespace();
                let pname = words.next()?;
                let ty = words.next().unwrap_or("");
                // `any` includes nil in LuaLS.
                let opt =
                    pname.ends_with('?') || ty.ends_with('?') || ty.contains("|nil") || ty == "any";
                opt.then(|| pname.trim_end_matches('?').to_string())
            })
            .collect();
        let args = params
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| match p {
                "..." => Arg::Rest,
                p if optional.iter().any(|o| o == p) => Arg::Optional,
                _ => Arg::Required,
            })
            .collect();
        api.methods.insert(name.trim().to_string(), args);
    }
    api
}

/// Every bundled script function taking `ctx` says which class it is (`---@param ctx …` just
/// above), so an editor with `.luarc.json` completes and checks its calls.
#[test]
fn bundled_scripts_annotate_their_ctx_parameter() {
    let mut missing = Vec::new();
    let mut seen = 0;
    for (game, class) in GAMES {
        for file in lua_files(&root().join("scripts").join(game)) {
            if file.ends_with("types.lua") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            for (i, line) in lines.iter().enumerate() {
                let code = line.trim_start().trim_start_matches("local ");
                let takes_ctx = code.starts_with("function ")
                    && code.split_once('(').is_some_and(|(_, args)| {
                        args.trim_start().starts_with("ctx,")
                            || args.trim_start().starts_with("ctx)")
                    });
                if !takes_ctx {
                    continue;
                }
                seen += 1;
                let annotated = lines[..i]
                    .iter()
                    .rev()
                    .take_while(|l| l.trim_start().starts_with("---"))
                    .any(|l| l.trim() == format!("---@param ctx {class}"));
                if !annotated {
                    missing.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
                }
            }
        }
    }
    assert!(seen >= 40, "only {seen} functions taking ctx found");
    assert!(
        missing.is_empty(),
        "no `---@param ctx <class>` above:\n{}",
        missing.join("\n")
    );
}

fn lua_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(lua_files(&path));
        } else if path.extension().is_some_and(|e| e == "lua") {
            files.push(path);
        }
    }
    files
}
