//! The review after a match (issue 32 item 8): a finished Palagan and Air, Land & Sea match
//! replayed and judged position by position, from what a seat at the screen knew — never more
//! — with the chances over the match, the turning points and the bot's preferred move; and
//! `game-host review` on a saved match.

use crate::common;

use common::{game_host_in_workspace as game_host, workspace_root};
use game_host::plugin::{Catalog, Plugin};
use game_host::review::{Judging, Review, review, turning_points};
use game_host::save::SavedMatch;
use game_host::seats::SavedSeat;
use game_host::session::Session;
use game_wire::{BotLevel, BotSpec, Start, Viewer};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn plugin(game: &str) -> Arc<Plugin> {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    catalog.require(game).unwrap().clone()
}

/// A whole match: seat 0 a small search, seat 1 random; saved with seat 0 human.
fn finished(game: &str, seed: u64) -> (Arc<Plugin>, SavedMatch) {
    let plugin = plugin(game);
    let root = workspace_root();
    let source =
        game_host::content::load_ruleset(&root, &common::bundled_mods(&root), game, "standard")
            .unwrap();
    let mut session = Session::new(&plugin, source, Start::Seed(seed)).unwrap();
    let seats = usize::from(session.seat_count());
    let bots: Vec<BotSpec> = (0..seats)
        .map(|s| match s {
            0 => BotSpec {
                level: BotLevel::Normal,
                iterations: Some(20),
            },
            _ => BotSpec::level(BotLevel::Random),
        })
        .collect();
    for ply in 0..3_000u64 {
        let Some(seat) = session.status().unwrap().to_move() else {
            break;
        };
        let reply = session
            .live()
            .bot_move(bots[usize::from(seat)], seed ^ ply, None)
            .unwrap();
        session.apply(&reply.action).unwrap();
    }
    assert!(
        session.status().unwrap().is_over(),
        "{game}: the match did not end"
    );
    let mut saved = session.save();
    saved.seats = (0..seats)
        .map(|s| match s {
            0 => SavedSeat::Human,
            _ => SavedSeat::Bot {
                level: BotLevel::Random,
                seed,
            },
        })
        .collect();
    saved.finished = true;
    (plugin, saved)
}

fn judged(plugin: &Arc<Plugin>, saved: &SavedMatch, judges: Vec<u8>) -> Review {
    let judging = Judging {
        bot: BotSpec {
            level: BotLevel::Normal,
            iterations: Some(30),
        },
        seed: 3,
        max_millis: None,
        judges,
    };
    let mut seen = Vec::new();
    let r = review(
        plugin,
        saved,
        &judging,
        |p, total| seen.push((p.index + 1, total)),
        &AtomicBool::new(false),
    )
    .unwrap();
    let total = saved.actions.len();
    assert_eq!(
        seen.last(),
        Some(&(total, total)),
        "progress reaches the end"
    );
    r
}

/// What every review must hold, whoever judged.
fn holds_together(r: &Review, saved: &SavedMatch) {
    assert_eq!(r.positions.len(), saved.actions.len());
    let chances = r.chances();
    assert_eq!(
        chances.len(),
        saved.actions.len() + 1,
        "every position and the end"
    );
    for c in &chances {
        assert_eq!(c.len(), 2);
        assert!(c.iter().all(|p| (0.0..=1.0).contains(p)), "{c:?}");
        assert!(
            (c[0] + c[1] - 1.0).abs() < 1e-6,
            "a table of two shares one win: {c:?}"
        );
    }
    let winner = r.outcome.as_ref().and_then(|o| o.winner).unwrap();
    assert_eq!(chances.last().unwrap()[usize::from(winner)], 1.0);
    for (i, p) in r.positions.iter().enumerate() {
        assert_eq!(p.index, i);
        if p.judge != p.mover {
            assert!(
                p.weighed.is_empty(),
                "move {i}: the judge weighed another seat's options"
            );
        }
        if let Some(best) = p.weighed.first() {
            assert!(best.visits > 0 && (0.0..=1.0).contains(&best.value));
        }
    }
    let points = turning_points(r, 5);
    assert!(points.len() <= 5);
    assert!(points.windows(2).all(|w| w[0].loss() >= w[1].loss()));
    for t in &points {
        let p = &r.positions[t.index];
        assert_eq!(
            p.judge, p.mover,
            "a turning point is a judged seat's own move"
        );
        assert!(t.loss() >= game_host::review::LEAST_LOSS);
        assert!((t.before - chances[t.index][usize::from(t.mover)]).abs() < 1e-12);
        assert!((t.after - chances[t.index + 1][usize::from(t.mover)]).abs() < 1e-12);
    }
}

#[test]
fn a_finished_palagan_match_is_judged_move_by_move_from_the_human_seat() {
    let (plugin, saved) = finished("palagan", 11);
    let r = judged(&plugin, &saved, vec![0]);
    holds_together(&r, &saved);
    assert!(r.positions.iter().all(|p| p.judge == 0));
    // The human's own moves are weighed, with what it played among the bot's candidates'
    // notation, and the preferred move's sentence said where it differs.
    let own: Vec<_> = r.positions.iter().filter(|p| p.mover == 0).collect();
    assert!(!own.is_empty());
    assert!(own.iter().all(|p| !p.weighed.is_empty()));
    assert!(own.iter().all(|p| p.played == saved.actions[p.index]));
    assert!(
        own.iter().any(|p| p
            .weighed
            .first()
            .is_some_and(|b| b.action != p.played && p.preferred_sentence.is_some())),
        "the random-ish seat 0 never played differently from the bot?"
    );
    // Each move reads as the first line it wrote for seat 0 (an `end` of turn writes none).
    let replayed = Session::restore_with(&plugin, &saved).unwrap();
    for (p, public) in r.positions.iter().zip(replayed.logs()) {
        let first = public
            .log_for(Viewer::Seat(0))
            .next()
            .map(|l| l.text.as_str());
        assert_eq!(Some(p.sentence.as_str()).filter(|s| !s.is_empty()), first);
    }
    assert!(
        r.positions
            .iter()
            .filter(|p| !p.sentence.is_empty())
            .count()
            > r.positions.len() / 2
    );
    // The same seeds give the same review.
    assert_eq!(judged(&plugin, &saved, vec![0]), r);
}

#[test]
fn an_air_land_and_sea_review_shows_the_human_only_what_it_knew() {
    let (plugin, saved) = finished("air-land-sea", 4);
    let r = judged(&plugin, &saved, vec![0]);
    holds_together(&r, &saved);
    // The bot's moves are said as seat 0 knew them: a card played face down stays "a card".
    let replayed = Session::restore_with(&plugin, &saved).unwrap();
    let mut hidden = 0;
    for (p, public) in r.positions.iter().zip(replayed.logs()) {
        if p.mover == 1 {
            assert_eq!(p.played, public.text, "move {}", p.index);
            if public.text != saved.actions[p.index] {
                hidden += 1;
            }
        }
    }
    assert!(
        hidden > 0,
        "no face-down play in this match: pick another seed"
    );
    // The table on display at each position is the one seat 0 saw there, which is not the
    // referee's (the bot's hand shows only backs).
    let (mut seen, mut referee) = (Vec::new(), Vec::new());
    Session::restore_stepping(&plugin, &saved, |s| {
        // As the player reads it: the game's text in their language.
        let mut view = s.view(Viewer::Seat(0)).unwrap();
        game_host::i18n::game::localize_view("air-land-sea", &mut view);
        seen.push(view.scene);
        referee.push(s.view(Viewer::Referee).unwrap().scene);
        Ok(())
    })
    .unwrap();
    for (p, scene) in r.positions.iter().zip(&seen) {
        assert!(&p.scene == scene, "move {}: not seat 0's table", p.index);
    }
    assert!(seen.iter().zip(&referee).all(|(a, b)| a != b));
    // Hot-seat (every seat judges its own moves): each position by its mover.
    let both = judged(&plugin, &saved, Vec::new());
    holds_together(&both, &saved);
    assert!(both.positions.iter().all(|p| p.judge == p.mover));
    assert!(both.positions.iter().all(|p| !p.weighed.is_empty()));
}

#[test]
fn a_review_can_be_stopped_and_a_record_that_goes_on_after_the_end_is_refused() {
    let (plugin, saved) = finished("palagan", 12);
    let judging = Judging {
        bot: BotSpec::level(BotLevel::Random),
        seed: 1,
        max_millis: None,
        judges: vec![0],
    };
    let err = review(&plugin, &saved, &judging, |_, _| {}, &AtomicBool::new(true)).unwrap_err();
    assert_eq!(err.to_string(), "the review was stopped");
    let mut longer = saved.clone();
    longer.actions.push(saved.actions[0].clone());
    let err = review(
        &plugin,
        &longer,
        &judging,
        |_, _| {},
        &AtomicBool::new(false),
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("after the match ended"), "{err}");
}

#[test]
fn game_host_review_prints_the_chances_the_turning_points_and_the_result() {
    let (_, saved) = finished("palagan", 13);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("match.json");
    std::fs::write(&path, serde_json::to_string(&saved).unwrap()).unwrap();
    let path = path.to_str().unwrap();
    let out = game_host(&["review", path, "--bot", "mcts:30"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains(&format!(
            "{} positions judged by the mcts:30 bot from the information of Black.",
            saved.actions.len()
        )),
        "{text}"
    );
    assert!(text.contains("Chance of winning, move by move:"), "{text}");
    assert!(
        text.contains("Turning points:") || text.contains("No turning points"),
        "{text}"
    );
    assert!(text.contains("Result: "), "{text}");
    let out = game_host(&["review", path, "--bot", "mcts:30", "--json", "--seat", "1"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["positions"].as_array().unwrap().len(),
        saved.actions.len()
    );
    assert_eq!(json["judges"], serde_json::json!([1]));
    let bad = game_host(&["review", path, "--seat", "7"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--seat 7"));
}

#[test]
fn a_table_of_four_is_reviewed_with_each_seats_chance_from_the_humans_cup_only() {
    let (plugin, saved) = finished("liars-dice", 6);
    let r = judged(&plugin, &saved, vec![0]);
    assert_eq!(r.seats.len(), 4);
    assert_eq!(r.positions.len(), saved.actions.len());
    for (i, c) in r.chances().iter().enumerate() {
        assert_eq!(c.len(), 4, "position {i}");
        assert!(
            (c.iter().sum::<f64>() - 1.0).abs() < 1e-6,
            "one first place: {c:?}"
        );
    }
    for p in &r.positions {
        assert_eq!(p.judge, 0);
        // The other cups are never weighed: a bot's options would tell its dice.
        assert_eq!(p.weighed.is_empty(), p.mover != 0, "move {}", p.index);
    }
}
