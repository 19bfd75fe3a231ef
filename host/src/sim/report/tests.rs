use super::*;
use crate::sim::Tally;
use crate::sim::tally::tests::{game, names};
use game_wire::{BotLevel, BotSpec};

#[test]
fn rows_have_one_column_per_report_and_list_counters() {
    let mut t = Tally::new(2);
    t.add(0, &game(Some(Some(0)), 5));
    let bots = names(&[
        BotSpec::level(BotLevel::Normal),
        BotSpec::level(BotLevel::Random),
    ]);
    let seats = ["X".to_string(), "O".to_string()];
    let a = t.report("standard", &seats, &bots, None);
    let b = t.report("misere", &seats, &bots, Some(t.timing(1.0, 2, 1)));
    let rows = rows(&[a.clone(), b], Rate::compact);
    let metrics: Vec<&str> = rows.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(
        &metrics[..5],
        [
            "bot A normal wins",
            "bot B random wins",
            "seat X wins",
            "seat O wins",
            "draws"
        ]
    );
    assert!(metrics.contains(&"captures (per game)"));
    assert!(metrics.contains(&"time"), "one report has timing");
    assert!(rows.iter().all(|(_, values)| values.len() == 2));
    assert_eq!(rows[0].1[0], "100.0% [20.7–100.0] (1/1)");
    let untimed = super::rows(&[a], Rate::compact);
    assert!(
        untimed.iter().all(|(m, _)| !m.starts_with("time")),
        "no timing, no time rows"
    );
}
