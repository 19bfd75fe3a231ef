//! House rules: the variant files compiled through the real loader, the Lua hooks (territory
//! scoring, vetoes), broken scripts and located ruleset errors.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::{legal, play, ruleset, scenario, source, try_play};
use game_sdk::Scenarios as _;
use game_sdk::wire::text::english_of;
use game_sdk::{Game, RulesetSource, Status};
use palagan::Palagan;

/// A house rule `rulesets/palagan/house.toml` (over the real standard ruleset) with one script
/// `scripts/palagan/house.lua`.
fn house(toml: &str, lua: &str) -> Result<Palagan, String> {
    let mut src = source("standard")
        .with_file("rulesets/palagan/house.toml", toml)
        .with_file("scripts/palagan/house.lua", lua);
    src.root = "rulesets/palagan/house.toml".into();
    Palagan::compile(&src).map_err(|e| e.to_string())
}

const HOUSE: &str = "game = \"palagan\"\nextends = \"standard\"\n\
                     scripts = [\"scripts/palagan/house.lua\"]\n";

fn over(g: &Palagan, s: &palagan::State) -> game_sdk::Outcome {
    match g.status(s) {
        Status::Over(o) => o,
        other => panic!("not over: {other:?}"),
    }
}

#[test]
fn variants_extend_standard_through_the_real_loader() {
    let std = ruleset("standard");
    assert!(!std.has_hooks(), "the standard ruleset has no scripts");
    let big = ruleset("big");
    assert_eq!(
        (big.config.board.side, big.config.rules.pieces_per_player),
        (8, 30)
    );
    assert_eq!(big.config.rules.maneuvers_per_turn, 2, "inherited");
    for name in ["palagan-territory:territory", "no-edge-summon"] {
        let g = ruleset(name);
        assert_eq!(
            g.config.board, std.config.board,
            "{name} changes only behaviour"
        );
        assert_eq!(
            g.config.rules, std.config.rules,
            "{name} changes only behaviour"
        );
        assert!(g.has_hooks(), "{name}");
    }
}

#[test]
fn territory_scores_regions_bordered_by_one_colour() {
    // Standard: captures only, White wins 5–2.
    let g = ruleset("standard");
    let mut s = scenario(&g, "territory_end");
    play(&g, &mut s, &["pass"]);
    let o = over(&g, &s);
    assert_eq!((o.scores.clone(), o.winner), (vec![2, 5], Some(1)));

    // Territory: Black +7 (files a and b), White +3 (file e), file-c/d pieces score nothing.
    let t = ruleset("palagan-territory:territory");
    let mut s = scenario(&t, "territory_end");
    play(&t, &mut s, &["pass"]);
    let o = over(&t, &s);
    assert_eq!(o.scores, vec![9, 8], "{}", o.reason);
    assert_eq!(o.winner, Some(0));
    let reason = english_of(&o.reason);
    assert!(reason.contains("Black wins 9–8"), "{reason}");
}

#[test]
fn territory_neutral_and_empty_boards_score_nothing() {
    let t = ruleset("palagan-territory:territory");
    // An empty board: one region bordered by no colour.
    let mut s = t.start(0);
    s.passes = 1;
    play(&t, &mut s, &["pass"]);
    assert_eq!(over(&t, &s).scores, vec![0, 0]);
    // One piece each: the single region touches both colours.
    let mut s = t
        .scenario(
            "s.toml",
            "passes = 1\n[black]\npieces = [\"a1\"]\n[white]\npieces = [\"k6\"]\n",
        )
        .unwrap();
    play(&t, &mut s, &["pass"]);
    assert_eq!(over(&t, &s).scores, vec![0, 0]);
    // Only Black on the board: every empty cell is Black's.
    let mut s = t
        .scenario("s.toml", "passes = 1\n[black]\npieces = [\"f6\"]\n")
        .unwrap();
    play(&t, &mut s, &["pass"]);
    assert_eq!(over(&t, &s).scores, vec![90, 0]);
}

#[test]
fn pure_vetoes_are_remembered_and_asked_with_an_empty_board() {
    // Declared pure, this veto only ever sees an empty board: it never vetoes.
    let lua = "local M = {}\nfunction M.veto_summon(ctx, cell)\n  return ctx:on_board(0) > 0\nend\nreturn M\n";
    let pure = house(&format!("{HOUSE}[hooks]\npure = [\"veto_summon\"]\n"), lua).unwrap();
    let impure = house(HOUSE, lua).unwrap();
    let mut s = pure.start(0);
    play(&pure, &mut s, &["@f6"]);
    assert!(legal(&pure, &s).contains(&"@a1".to_string()));
    assert!(!legal(&impure, &s).contains(&"@a1".to_string()));
}

#[test]
fn no_edge_summon_vetoes_edge_summons_only() {
    let g = ruleset("no-edge-summon");
    let mut s = g.start(0);
    let l = legal(&g, &s);
    // 91 cells, 30 on the edge: 61 summons and the pass.
    assert_eq!(l.len(), 62, "{l:?}");
    assert!(!l.contains(&"@a1".to_string()) && l.contains(&"@f6".to_string()));
    let err = try_play(&g, &mut s, "@a1").unwrap_err();
    // The reason is the script's `text(...)`: a message of the game's catalogue, with its
    // English and the cell as an argument.
    let m = game_sdk::wire::text::parse(&err).unwrap();
    assert_eq!(m.id, "script-no-edge-summon");
    assert_eq!(
        m.english,
        "no summoning onto the edge of the board (a1): house rule"
    );
    assert_eq!(m.args, [("cell", "a1")]);
    // Moves onto the edge stay legal.
    play(&g, &mut s, &["@b2", "pass", "b2-a1"]);
    assert_eq!(common::at(&g, &s, "a1"), Some(0));
}

#[test]
fn veto_hooks_per_kind_generic_and_end() {
    // No pushes at all, and `veto_maneuver` sees every maneuver with its kind.
    let g = house(
        HOUSE,
        r#"local M = {}
function M.veto_push(ctx, from, to, beyond)
  return "no pushing " .. to .. " to " .. tostring(beyond)
end
function M.veto_maneuver(ctx, kind, to, from)
  if kind == "move" and to == "b1" then return true end
end
return M
"#,
    )
    .unwrap();
    let mut s = scenario(&g, "case6_push");
    assert!(!legal(&g, &s).contains(&"f6-f7".to_string()));
    let err = try_play(&g, &mut s, "f6-f7").unwrap_err();
    assert_eq!(err, "no pushing f7 to f8");
    let err = try_play(&g, &mut s, "b2-b1").unwrap_err();
    assert!(
        err.starts_with("refused by a house rule (scripts/palagan/house.lua:"),
        "{err}"
    );
    assert!(try_play(&g, &mut s, "b2-c2").is_ok());

    // `veto_end`: a turn may not end after exactly one maneuver. The first turn (one
    // maneuver, ending by itself) then has no legal maneuver; a pass is never vetoed.
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.veto_end(ctx)\n  if ctx:maneuvers_made() == 1 then return 'two or none' end\nend\nreturn M\n",
    )
    .unwrap();
    let mut s = g.start(0);
    assert_eq!(legal(&g, &s), ["end"]);
    let err = try_play(&g, &mut s, "@f6").unwrap_err();
    assert!(err.contains("two or none"), "{err}");
    play(&g, &mut s, &["pass", "@f6"]);
    assert!(!legal(&g, &s).contains(&"end".to_string()));
    assert_eq!(try_play(&g, &mut s, "end").unwrap_err(), "two or none");
    play(&g, &mut s, &["@f5"]);
    assert_eq!(s.to_move, 0, "the second maneuver ended the turn");
}

#[test]
fn a_script_error_refuses_the_action_with_file_and_line() {
    let g = house(
        HOUSE,
        r#"local M = {}
function M.veto_summon(ctx, cell)
  if cell == "f6" then
    error("boom at " .. cell)
  end
end
function M.after_capture(ctx, by, cells)
  error("capture hook broke")
end
function M.final_scores(ctx, black, white)
  return black + nil
end
return M
"#,
    )
    .unwrap();
    // A failing veto hides the maneuver and refuses it, the state unchanged (`try_play`
    // checks that).
    let mut s = g.start(0);
    assert!(!legal(&g, &s).contains(&"@f6".to_string()));
    let err = try_play(&g, &mut s, "@f6").unwrap_err();
    assert_eq!(
        err,
        "while running scripts/palagan/house.lua hook veto_summon: \
         scripts/palagan/house.lua:4: boom at f6"
    );
    assert!(try_play(&g, &mut s, "@f5").is_ok());

    // A failing `after_capture` refuses the capturing maneuver.
    let mut s = scenario(&g, "case2_corner");
    play(&g, &mut s, &["@a2", "@b1", "pass"]);
    let err = try_play(&g, &mut s, "@b2").unwrap_err();
    assert!(
        err.contains(": scripts/palagan/house.lua:8:") && err.contains("capture hook broke"),
        "{err}"
    );

    // A failing `final_scores` refuses the action that would end the game.
    let mut s = scenario(&g, "territory_end");
    let err = try_play(&g, &mut s, "pass").unwrap_err();
    assert!(err.contains(": scripts/palagan/house.lua:11:"), "{err}");
    assert!(g.status(&s).to_move().is_some());
}

/// `final_scores` returns two values; one alone leaves White's score out, and the error says
/// whose score is missing (issue 31), not only "nil, expected integer".
#[test]
fn a_final_scores_with_one_value_names_the_missing_score() {
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.final_scores(ctx, black, white)\n  return black + 1\nend\nreturn M\n",
    )
    .unwrap();
    let mut s = scenario(&g, "territory_end");
    let err = try_play(&g, &mut s, "pass").unwrap_err();
    assert!(
        err.contains("scripts/palagan/house.lua:2: `final_scores` returned nothing for White's score: it returns two integers, Black's score then White's"),
        "{err}"
    );
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.final_scores(ctx, black, white)\n  return 'x', white\nend\nreturn M\n",
    )
    .unwrap();
    let mut s = scenario(&g, "territory_end");
    let err = try_play(&g, &mut s, "pass").unwrap_err();
    assert!(
        err.contains("returned the string \"x\" for Black's score"),
        "{err}"
    );
}

#[test]
fn runaway_and_wrong_type_hooks_are_refused_not_fatal() {
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.veto_summon(ctx, cell)\n  while true do end\nend\nfunction M.veto_move(ctx, from, to)\n  return 42\nend\nreturn M\n",
    )
    .unwrap();
    let mut s = g.start(0);
    let err = try_play(&g, &mut s, "@f6").unwrap_err();
    assert!(
        err.starts_with(
            "while running scripts/palagan/house.lua hook veto_summon: scripts/palagan/house.lua:"
        ),
        "{err}"
    );
    assert!(err.contains("instruction"), "{err}");
    assert_eq!(legal(&g, &s), ["end"]);
    let mut s = scenario(&g, "case6_push");
    let err = try_play(&g, &mut s, "b2-c2").unwrap_err();
    assert!(
        err.contains("house.lua:5") && err.contains("returned an integer"),
        "{err}"
    );
}

#[test]
fn script_problems_are_located_at_compile_time() {
    // A misspelt hook name is refused where it is defined.
    let err = house(
        HOUSE,
        "local M = {}\n\nfunction M.veto_sumon(ctx, cell)\nend\nreturn M\n",
    )
    .unwrap_err();
    assert!(
        err.starts_with("scripts/palagan/house.lua:3:") && err.contains("veto_sumon"),
        "{err}"
    );
    // A pure hook no script defines, located at the value.
    let toml = format!("{HOUSE}[hooks]\npure = [\"veto_summon\", \"veto_move\"]\n");
    let err = house(
        &toml,
        "local M = {}\nfunction M.veto_summon(ctx, c) end\nreturn M\n",
    )
    .unwrap_err();
    assert!(
        err.starts_with("rulesets/palagan/house.toml:5:") && err.contains("veto_move"),
        "{err}"
    );
    // A syntax error.
    let err = house(
        HOUSE,
        "local M = {}\nfunction M.veto_end(ctx)\n  return (\nend\nreturn M\n",
    )
    .unwrap_err();
    assert!(err.starts_with("scripts/palagan/house.lua:"), "{err}");
    // A missing script is located at the ruleset line that names it.
    let mut src = source("standard").with_file(
        "rulesets/palagan/house.toml",
        "game = \"palagan\"\nextends = \"standard\"\nscripts = [\"scripts/palagan/nope.lua\"]\n",
    );
    src.root = "rulesets/palagan/house.toml".into();
    let err = Palagan::compile(&src).unwrap_err().to_string();
    assert!(err.starts_with("rulesets/palagan/house.toml:3:"), "{err}");
}

#[test]
fn ruleset_errors_in_a_variant_name_its_file_line_and_column() {
    // A misspelt key in the real big.toml.
    let big =
        std::fs::read_to_string(common::content_root().join("rulesets/palagan/big.toml")).unwrap();
    let typo = big.replace("side = 8", "sied = 8");
    let line = typo.lines().position(|l| l.starts_with("sied")).unwrap() + 1;
    let src = source("big").with_file("rulesets/palagan/big.toml", &typo);
    let err = Palagan::compile(&src).unwrap_err().to_string();
    assert!(
        err.starts_with(&format!("rulesets/palagan/big.toml:{line}:1:")) && err.contains("sied"),
        "{err}"
    );
    // A value out of range, located at the value in the layer that wrote it.
    let bad = big.replace("pieces_per_player = 30", "pieces_per_player = 0");
    let line = bad.lines().position(|l| l.contains("= 0")).unwrap() + 1;
    let err = Palagan::compile(&source("big").with_file("rulesets/palagan/big.toml", &bad))
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with(&format!("rulesets/palagan/big.toml:{line}:21:")),
        "{err}"
    );
    // A check across keys (Rust), located at the key through `error_at`.
    let cross = big.replace("[rules]\n", "[rules]\nfirst_turn_maneuvers = 3\n");
    let line = cross
        .lines()
        .position(|l| l.starts_with("first_turn"))
        .unwrap()
        + 1;
    let err = Palagan::compile(&source("big").with_file("rulesets/palagan/big.toml", &cross))
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with(&format!("rulesets/palagan/big.toml:{line}:"))
            && err.contains("first turn"),
        "{err}"
    );
    // A wrong `game`.
    let err = Palagan::compile(&RulesetSource::inline(
        "rulesets/palagan/x.toml",
        "game = \"cyvasse\"\n",
    ))
    .unwrap_err()
    .to_string();
    assert!(err.starts_with("rulesets/palagan/x.toml:1:"), "{err}");
}

#[test]
fn ruleset_keys_are_documented_from_the_config_type() {
    let md = game_sdk::ruleset::keys_markdown::<palagan::config::Config>();
    for needle in [
        "board.side",
        "from 2 to 12",
        "rules.pieces_per_player",
        "rules.push_off_board",
        "\"capture\"",
        "Most maneuvers in every later turn",
    ] {
        assert!(md.contains(needle), "`{needle}` missing from:\n{md}");
    }
}

#[test]
fn after_capture_adds_to_the_log() {
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.after_capture(ctx, by, cells)\n  return ctx:colour(by) .. ' took ' .. #cells .. ': ' .. table.concat(cells, ' ')\nend\nreturn M\n",
    )
    .unwrap();
    let mut s = scenario(&g, "case2_corner");
    play(&g, &mut s, &["@a2", "@b1", "pass"]);
    let a = g.parse_action(&s, "@b2").unwrap();
    let mut log = Vec::new();
    g.apply(&mut s, &a, &mut log).unwrap();
    assert!(
        log.contains(&game_sdk::LogLine::public("white took 1: a1")),
        "{log:?}"
    );
}

#[test]
fn after_capture_may_return_a_text_players_read_in_their_language() {
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.after_capture(ctx, by, cells)\n  return text('took', '{who} took {n:piece:pieces}', { who = ctx:colour(by), n = #cells })\nend\nreturn M\n",
    )
    .unwrap();
    let mut s = scenario(&g, "case2_corner");
    play(&g, &mut s, &["@a2", "@b1", "pass"]);
    let a = g.parse_action(&s, "@b2").unwrap();
    let mut log = Vec::new();
    g.apply(&mut s, &a, &mut log).unwrap();
    let line = log
        .iter()
        .find_map(|l| game_sdk::wire::text::parse(&l.text).filter(|m| m.id == "script-took"))
        .unwrap_or_else(|| panic!("no script line in {log:?}"));
    assert_eq!(line.english, "white took 1 piece");
    assert_eq!(line.args, [("n", "1"), ("who", "white")]);
}

#[test]
fn vetoes_never_lead_into_a_dead_end() {
    // Vetoes on every kind and on ending a turn after one maneuver: random play through the
    // conformance suite must always find a legal action that applies.
    let g = house(
        HOUSE,
        r#"local M = {}
function M.veto_summon(ctx, cell)
  return ctx:turn() % 3 == 0 and select('#', ctx:neighbours(cell)) == 6 and ctx:is_empty(cell)
end
function M.veto_move(ctx, from, to)
  return ctx:liberties(from) == 1
end
function M.veto_push(ctx, from, to, beyond)
  return beyond == nil or ctx:is_edge(beyond)
end
function M.veto_end(ctx)
  if ctx:maneuvers_made() == 1 and ctx:maneuvers_left() > 0 and ctx:reserve(ctx:to_move()) % 2 == 0 then
    return "odd reserves only"
  end
end
return M
"#,
    )
    .unwrap();
    game_sdk::testkit::conformance(
        &g,
        &game_sdk::testkit::Options {
            seeds: 2,
            max_actions: 1_500,
            deep_every: 11,
            hidden_samples: 1,
        },
    );
}

/// `ctx` methods that give several cells return them as several values, not a table.
#[test]
fn ctx_lists_are_several_return_values() {
    let g = house(
        HOUSE,
        r#"local M = {}
function M.veto_summon(ctx, cell)
  if cell ~= "a1" then return nil end
  local n = select('#', ctx:neighbours('d4'))
  local first = ctx:neighbours('d4')
  local all = { ctx:cells() }
  return string.format("neighbours %d %s; cells %d of %d %s; pieces %d %d; cluster %d %d; %s",
    n, type(first), #all, ctx:cell_count(), all[1], select('#', ctx:pieces(0)),
    select('#', ctx:pieces(1)), select('#', ctx:cluster('d4')), select('#', ctx:cluster('a2')),
    table.concat({ ctx:neighbours('a1') }, ","))
end
return M
"#,
    )
    .unwrap();
    let mut s = g.start(0);
    play(&g, &mut s, &["@d4", "@d5", "@e5"]);
    let err = try_play(&g, &mut s, "@a1").unwrap_err();
    assert_eq!(
        err, "neighbours 6 string; cells 91 of 91 a1; pieces 1 2; cluster 1 0; a2,b1,b2",
        "Black d4; White d5, e5 (d4's cluster is itself; a2 is empty)"
    );
}

/// A house rule whose every hook draws: summons are refused at random (the reason holds two
/// draws) and every capture logs two draws.
const DRAWS: &str = r#"local M = {}
function M.veto_summon(ctx, cell)
  local a, b = math.random(1 << 40), math.random(1 << 40)
  if a % 3 == 0 then return "draws " .. a .. " " .. b end
end
function M.veto_move(ctx, from, to)
  return math.random(4) == 1
end
function M.after_capture(ctx, by, cells)
  return "drew " .. math.random(1 << 40) .. " " .. math.random(1 << 40)
end
return M
"#;

/// The reason `veto_summon` of [`DRAWS`] gives for `@cell` in `s`, if it refuses.
fn refusal(g: &Palagan, s: &palagan::State, cell: &str) -> Option<String> {
    try_play(g, &mut s.clone(), &format!("@{cell}")).err()
}

/// The draws of every refused summon in `s`, in cell order.
fn refusals(g: &Palagan, s: &palagan::State) -> Vec<String> {
    let hex = g.hex(s);
    (0..hex.len() as u16)
        .filter_map(|c| refusal(g, s, hex.name(c)))
        .collect()
}

#[test]
fn math_random_draws_differ_between_calls_and_follow_the_seed() {
    let g = house(HOUSE, DRAWS).unwrap();
    let s = g.start(7);
    let drawn = refusals(&g, &s);
    assert!(
        drawn.len() > 5,
        "about a third of 91 summons refused: {drawn:?}"
    );
    // Two draws in a call differ; two calls in a turn (about other cells) draw other numbers.
    for r in &drawn {
        let words: Vec<&str> = r.split(' ').collect();
        assert_eq!(words.len(), 3, "{r}");
        assert_ne!(words[1], words[2], "{r}");
    }
    let mut unique = drawn.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), drawn.len(), "{drawn:?}");
    // A question asked again in the same position gets the same answer (the legal list agrees
    // with what is applied); the same seed gives the same draws, another seed others.
    assert_eq!(refusals(&g, &s), drawn);
    assert_eq!(refusals(&g, &g.start(7)), drawn);
    assert_ne!(refusals(&g, &g.start(8)), drawn);
    // After a maneuver the position draws anew.
    let mut t = s;
    let cell = legal(&g, &t)
        .into_iter()
        .find(|a| a.starts_with('@'))
        .unwrap();
    play(&g, &mut t, &[&cell]);
    assert!(refusals(&g, &t).iter().all(|r| !drawn.contains(r)));
}

/// The same seed and actions give the same game, log lines drawn by `after_capture` included;
/// another seed another game.
#[test]
fn math_random_replays_with_the_same_seed() {
    let g = house(HOUSE, DRAWS).unwrap();
    let game = |seed: u64| {
        let mut s = g.start(seed);
        let mut chooser = game_sdk::GameRng::from_seed(1);
        let mut record = Vec::new();
        let mut log = Vec::new();
        for _ in 0..1_500 {
            let actions = g.legal_actions(&s);
            if actions.is_empty() {
                break;
            }
            let a = actions[chooser.below(actions.len() as u64) as usize];
            record.push(g.format_action(&s, &a));
            g.apply(&mut s, &a, &mut log).unwrap();
        }
        (record, log, s)
    };
    let (record, log, end) = game(3);
    assert!(record.len() > 20, "{record:?}");
    // Replayed from the record with the same seed: the same log and position.
    let mut s = g.start(3);
    let mut again = Vec::new();
    for text in &record {
        let a = g.parse_action(&s, text).unwrap();
        g.apply(&mut s, &a, &mut again).unwrap();
    }
    assert_eq!((&again, &s), (&log, &end));
    assert_eq!(game(3), (record.clone(), log.clone(), end));
    assert_ne!(game(4).0, record, "another seed, other vetoes");
    // `after_capture` draws too: the capture of case 2 logs two different draws, the same
    // ones when replayed.
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.after_capture(ctx, by, cells)\n  \
         return 'drew ' .. math.random(1 << 40) .. ' ' .. math.random(1 << 40)\nend\nreturn M\n",
    )
    .unwrap();
    let capture = || {
        let mut s = scenario(&g, "case2_corner");
        play(&g, &mut s, &["@a2", "@b1", "pass"]);
        let a = g.parse_action(&s, "@b2").unwrap();
        let mut log = Vec::new();
        g.apply(&mut s, &a, &mut log).unwrap();
        let drew: Vec<String> = log
            .into_iter()
            .filter(|l| l.text.starts_with("drew "))
            .map(|l| l.text)
            .collect();
        assert_eq!(drew.len(), 1, "{drew:?}");
        drew[0].clone()
    };
    let line = capture();
    let words: Vec<&str> = line.split(' ').collect();
    assert!(words.len() == 3 && words[1] != words[2], "{line}");
    assert_eq!(capture(), line);
}

#[test]
fn random_vetoes_never_lead_into_a_dead_end() {
    // The look-ahead asks the vetoes the turn's later maneuvers will be asked: their draws
    // must agree, or a listed maneuver could leave a turn that cannot end.
    let g = house(HOUSE, DRAWS).unwrap();
    game_sdk::testkit::conformance(
        &g,
        &game_sdk::testkit::Options {
            seeds: 3,
            max_actions: 1_500,
            deep_every: 11,
            hidden_samples: 1,
        },
    );
}

/// A veto that tallies counts the summons it forbade in the match's own positions, also when a
/// bot searches (the search's imagined positions count nothing, the position played does): a
/// searched game reports vetoes as a random one does.
#[test]
fn a_veto_tallies_in_the_played_positions_for_searching_bots_too() {
    let g = house(
        HOUSE,
        "local M = {}\nfunction M.veto_summon(ctx, cell)\n  if ctx:is_edge(cell) then\n    \
         ctx:tally('vetoed')\n    return true\n  end\n  return nil\nend\nreturn M\n",
    )
    .unwrap();
    use game_sdk::wire::{BotLevel, BotSpec, SimRequest};
    let searched = |iterations| {
        game_sdk::bots::simulate(
            &g,
            &SimRequest {
                seed: 1,
                bots: vec![
                    BotSpec {
                        level: BotLevel::Normal,
                        iterations: Some(iterations),
                    };
                    2
                ],
                max_actions: 6,
            },
        )
    };
    let few = game_sdk::testkit::counter_sum(&searched(4), "script: vetoed");
    let many = game_sdk::testkit::counter_sum(&searched(64), "script: vetoed");
    assert!(
        few > 0,
        "the first positions allow edge summons, each vetoed"
    );
    assert!(
        many <= few * 2,
        "16 times the search, about the same count: {few} vs {many}"
    );
}
