//! One test per rule id of `docs/rules/liars-dice.md` (LD-1 … LD-9, LD-S1, LD-O1), plus the
//! ruleset keys' checks.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::{
    english, house, legal, play, play_logged, play_revealing, public, ruleset, table, try_play,
};
use game_sdk::scene::{CardFace, Scene};
use game_sdk::{Audience, Game, GameRng, Status, Viewer};
use liars_dice::{Action, Bid, LiarsDice, State};

/// The faces a viewer sees of a seat's dice: `Some(face)`, or `None` for a hidden die.
fn seen(scene: &Scene, seat: u8) -> Vec<Option<u8>> {
    let zone = scene
        .zones
        .iter()
        .find(|z| z.id == format!("zone:dice:{seat}"))
        .unwrap();
    zone.cards
        .iter()
        .map(|c| match c.face {
            CardFace::Die { sides: 6, value } => value,
            ref other => panic!("a die is drawn as a six-sided die: {other:?}"),
        })
        .collect()
}

fn over(g: &LiarsDice, s: &State) -> game_sdk::Outcome {
    match g.status(s) {
        Status::Over(o) => o,
        other => panic!("the match goes on: {other:?}"),
    }
}

#[test]
fn ld_1_players_dice_and_who_opens() {
    let g = ruleset("standard");
    let s = g.start(1);
    assert_eq!(s.dice.len(), 4);
    assert!(s.dice.iter().all(|d| d.len() == 5));
    assert_eq!(g.status(&s).to_move(), Some(0));
    assert_eq!(LiarsDice::info().seats[0], "Player 1");
    assert_eq!(LiarsDice::info().seats.len(), 6);
    assert_eq!(LiarsDice::info().min_seats, 2);
    assert_eq!(g.seats(), 4, "a ruleset seats `players`");
    assert_eq!(ruleset("openspiel").seats(), 2);
    // The keys set the table.
    let six = house("players = 6\ndice = 3", &[]).unwrap();
    let s = six.start(1);
    assert_eq!(s.dice.len(), 6);
    assert!(s.dice.iter().all(|d| d.len() == 3));
    // Out of range: refused, at the key.
    for bad in [
        "players = 1",
        "players = 7",
        "dice = 0",
        "dice = 11",
        "wild = 7",
    ] {
        let e = house(bad, &[]).unwrap_err();
        let key = bad.split(' ').next().unwrap();
        assert!(e.contains("house.toml") && e.contains(key), "{bad}: {e}");
    }
}

#[test]
fn ld_2_dice_come_from_the_seed_and_each_seat_sees_only_its_own() {
    let g = ruleset("standard");
    assert_eq!(g.start(5).dice, g.start(5).dice);
    assert_ne!(g.start(5).dice, g.start(6).dice);
    let s = g.start(5);
    for d in &s.dice {
        assert!(d.iter().all(|f| (1..=6).contains(f)));
        assert!(d.is_sorted());
    }
    for me in 0..4u8 {
        let scene = g.scene(&s, Viewer::Seat(me));
        for seat in 0..4u8 {
            let faces = seen(&scene, seat);
            assert_eq!(faces.len(), 5, "counts are public");
            if seat == me {
                let mine: Vec<Option<u8>> =
                    s.dice[seat as usize].iter().map(|&f| Some(f)).collect();
                assert_eq!(faces, mine);
            } else {
                assert!(
                    faces.iter().all(Option::is_none),
                    "seat {me} sees {seat}'s dice"
                );
            }
        }
        // Nothing of another seat's dice in any text the seat is shown.
        let text = format!("{scene:?} {:?} {:?}", g.status(&s), legal(&g, &s));
        assert!(!text.contains("You rolled"), "{text}");
    }
    let spectator = g.scene(&s, Viewer::Spectator);
    assert!((0..4).all(|seat| seen(&spectator, seat).iter().all(Option::is_none)));
    let referee = g.scene(&s, Viewer::Referee);
    assert!((0..4).all(|seat| seen(&referee, seat).iter().all(Option::is_some)));
    // A seat's samples keep its own dice and roll the others' anew.
    let hidden = g.hidden_information().unwrap();
    let mut rng = GameRng::from_seed(3);
    let differs = (0..20)
        .map(|_| hidden.sample_hidden(&s, 1, &mut rng))
        .inspect(|w| {
            assert_eq!(w.dice[1], s.dice[1]);
            assert!(w.dice.iter().map(Vec::len).eq(s.dice.iter().map(Vec::len)));
            assert_ne!(
                w.rng, s.rng,
                "the next round's dice are hidden from everyone"
            );
        })
        .filter(|w| w.dice != s.dice)
        .count();
    assert!(differs >= 18, "{differs}");
}

#[test]
fn ld_3_bids_go_up_by_quantity_then_face() {
    let g = ruleset("standard");
    let mut s = g.start(2);
    // The opener must bid: 20 dice × 6 faces, lowest first, and nothing to call.
    let opening = legal(&g, &s);
    assert_eq!(opening.len(), 120);
    assert_eq!(
        &opening[..8],
        [
            "bid 1x1", "bid 1x2", "bid 1x3", "bid 1x4", "bid 1x5", "bid 1x6", "bid 2x1", "bid 2x2"
        ]
    );
    assert_eq!(opening.last().unwrap(), "bid 20x6");
    assert!(try_play(&g, &mut s, "liar").is_err());
    play(&g, &mut s, &["bid 3x4"]);
    assert_eq!(g.status(&s).to_move(), Some(1));
    let after = legal(&g, &s);
    assert_eq!(&after[..4], ["bid 3x5", "bid 3x6", "bid 4x1", "bid 4x2"]);
    assert_eq!(after.last().unwrap(), "liar");
    // Not higher, or more dice than the table has, or no face: refused, and nothing changes.
    for bad in [
        "bid 3x4", "bid 3x3", "bid 2x6", "bid 21x1", "bid 4x7", "bid 4x0", "bid 0x5",
    ] {
        let e = try_play(&g, &mut s, bad).unwrap_err();
        assert!(!e.is_empty(), "{bad}");
    }
    let e = try_play(&g, &mut s, "bid 3x3").unwrap_err();
    assert!(e.contains("not higher than Player 1's three 4s"), "{e}");
    assert!(
        try_play(&g, &mut s, "bid 4x1").is_ok(),
        "more dice, a lower face"
    );
    // The turn skips a player who is out.
    let mut s = table(&g, &[&[1, 2], &[], &[3], &[4, 4]], None, 0);
    play(&g, &mut s, &["bid 1x4"]);
    assert_eq!(g.status(&s).to_move(), Some(2));
    assert_eq!(
        legal(&g, &s)
            .iter()
            .filter(|a| a.starts_with("bid"))
            .count(),
        4 * 6 + 2
    );
}

#[test]
fn ld_4_wild_dice_count_for_any_face_but_their_own_bid() {
    let dice: &[&[u8]] = &[
        &[1, 1, 4, 5, 6],
        &[1, 2, 4, 6, 6],
        &[3, 3, 3, 5, 6],
        &[2, 2, 4, 5, 6],
    ];
    let standard = ruleset("standard");
    let ones = ruleset("wild-ones");
    let sixes = ruleset("openspiel");
    let all: Vec<Vec<u8>> = dice.iter().map(|d| d.to_vec()).collect();
    assert_eq!(liars_dice::rules::count(&standard, &all, 4), 3);
    assert_eq!(
        liars_dice::rules::count(&ones, &all, 4),
        6,
        "three 4s and three 1s"
    );
    assert_eq!(
        liars_dice::rules::count(&ones, &all, 1),
        3,
        "a count of 1s counts only 1s"
    );
    assert_eq!(
        liars_dice::rules::count(&sixes, &all, 4),
        8,
        "three 4s and five 6s"
    );
    assert_eq!(liars_dice::rules::count(&sixes, &all, 6), 5);
    // Wild ones: nobody may bid on ones.
    let mut s = table(&ones, dice, None, 0);
    assert!(!legal(&ones, &s).iter().any(|a| a.ends_with("x1")));
    let e = try_play(&ones, &mut s, "bid 2x1").unwrap_err();
    assert!(e.contains("wild"), "{e}");
    // OpenSpiel's sixes: bids on sixes are allowed.
    let s = sixes.start(1);
    assert!(legal(&sixes, &s).contains(&"bid 1x6".to_string()));
    // A challenge counts the wild dice: six 4s with ones wild, so "six 4s" stands.
    let mut s = table(&ones, dice, Some((6, 4, 0)), 1);
    let log = play_logged(&ones, &mut s, "liar");
    assert!(
        public(&log).contains(&"There are six 4s (1s wild)".to_string()),
        "{log:?}"
    );
    assert_eq!(s.dice[1].len(), 4, "the caller lost a die");
}

#[test]
fn ld_5_liar_costs_the_caller_when_the_bid_stands_else_the_bidder() {
    let g = ruleset("standard");
    let dice: &[&[u8]] = &[
        &[2, 3, 3, 5, 6],
        &[1, 3, 4, 4, 6],
        &[2, 2, 3, 5, 5],
        &[1, 1, 2, 6, 6],
    ];
    // Four 3s on the table: "four 3s" stands, the caller (Player 3) loses a die.
    let mut s = table(&g, dice, Some((4, 3, 1)), 2);
    let seats = play_revealing(&g, &mut s, "liar");
    assert_eq!(seats, vec![0, 1, 2, 3], "everyone sees every die");
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [5, 5, 4, 5]
    );
    // "five 3s" misses: the bidder (Player 2) loses a die.
    let mut s = table(&g, dice, Some((5, 3, 1)), 2);
    let log = play_logged(&g, &mut s, "liar");
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [5, 4, 5, 5]
    );
    let lines = public(&log);
    assert_eq!(lines[0], "Player 3 calls Player 2 a liar on five 3s");
    assert_eq!(
        lines[1],
        "Dice shown: Player 1: 2 3 3 5 6; Player 2: 1 3 4 4 6; Player 3: 2 2 3 5 5; Player 4: 1 1 2 6 6"
    );
    assert_eq!(lines[2], "There are four 3s");
    assert_eq!(lines[3], "Player 2 loses a die (4 dice left)");
    // The showdown stays on the table for everyone, with every die shown.
    let show = s.showdown.clone().unwrap();
    assert_eq!(show.count, 4);
    assert_eq!(show.change, [0, -1, 0, 0]);
    let spectator = g.scene(&s, Viewer::Spectator);
    let shown = spectator
        .zones
        .iter()
        .find(|z| z.id == "zone:shown:1")
        .unwrap();
    assert_eq!(shown.cards.len(), 5);
    assert!(
        shown
            .cards
            .iter()
            .all(|c| matches!(c.face, CardFace::Die { value: Some(_), .. }))
    );
    // A bid shows nothing to anyone.
    let mut s = table(&g, dice, None, 0);
    assert!(play_revealing(&g, &mut s, "bid 2x2").is_empty());
}

#[test]
fn ld_6_the_loser_opens_the_next_round_with_every_die_rolled_again() {
    let g = ruleset("standard");
    let dice: &[&[u8]] = &[&[2, 3], &[1, 3, 4], &[2], &[1, 1, 2, 6, 6]];
    let mut s = table(&g, dice, Some((3, 5, 1)), 2);
    let before = s.clone();
    let log = play_logged(&g, &mut s, "liar");
    assert_eq!(s.round, 2);
    assert_eq!(s.bid, None);
    assert_eq!(
        g.status(&s).to_move(),
        Some(1),
        "the bidder lost, and opens"
    );
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [2, 2, 1, 5]
    );
    assert_ne!(s.dice, before.dice, "rolled again");
    assert_ne!(s.rng, before.rng);
    assert!(public(&log).contains(&"Round 2: Player 2 opens the bidding".to_string()));
    // Each seat alone reads its new roll.
    for seat in 0..4u8 {
        let mine: Vec<String> = log
            .iter()
            .filter(|l| l.audience == Audience::Seat(seat))
            .map(|l| english(&l.text))
            .collect();
        let faces: Vec<String> = s.dice[seat as usize].iter().map(u8::to_string).collect();
        assert_eq!(mine, [format!("You rolled {}", faces.join(" "))]);
    }
    // A loser who is out does not open: the next player with dice does.
    let mut s = table(&g, dice, Some((1, 5, 2)), 3);
    play(&g, &mut s, &["liar"]);
    assert_eq!(s.dice[2].len(), 0, "Player 3 lost the last die");
    assert_eq!(g.status(&s).to_move(), Some(3));
}

#[test]
fn ld_7_the_last_player_with_dice_wins_and_the_others_rank_by_when_they_went_out() {
    let g = ruleset("standard");
    // Player 3 went out in round 1, Player 1 in round 2; Player 4 loses the last die now.
    let mut s = table(&g, &[&[], &[4, 4], &[], &[2]], Some((1, 6, 3)), 1);
    s.out = vec![(2, 1), (0, 2)];
    s.round = 3;
    let log = play_logged(&g, &mut s, "liar");
    assert!(public(&log).contains(&"Player 4 is out".to_string()));
    let outcome = over(&g, &s);
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(s.places.clone().unwrap(), [3, 1, 4, 2]);
    assert_eq!(outcome.scores, [0, 2, 0, 0]);
    assert_eq!(
        english(&outcome.reason),
        "Player 2 is the last player with dice"
    );
    assert!(legal(&g, &s).is_empty());
    assert!(try_play(&g, &mut s, "bid 1x1").is_err());
    // The end shows everyone what is left.
    assert_eq!(seen(&g.scene(&s, Viewer::Spectator), 1), [Some(4), Some(4)]);
    // Random matches always end with one player holding dice, ranked first alone.
    for seed in 0..20 {
        let (end, _) = game_sdk::testkit::random_game(&g, seed);
        let places = end.places.clone().unwrap();
        let mut sorted = places.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [1, 2, 3, 4], "seed {seed}: {places:?}");
        assert_eq!(end.dice.iter().filter(|d| !d.is_empty()).count(), 1);
        assert_eq!(
            g.winner(&end),
            end.dice.iter().position(|d| !d.is_empty()).map(|p| p as u8)
        );
    }
}

#[test]
fn ld_8_one_round_the_first_challenge_decides() {
    let g = ruleset("openspiel");
    // The bid stands (two 4s and a 6, sixes wild): the bidder wins.
    let mut s = table(
        &g,
        &[&[1, 2, 4, 4, 5], &[1, 2, 3, 5, 6]],
        Some((3, 4, 0)),
        1,
    );
    play(&g, &mut s, &["liar"]);
    let outcome = over(&g, &s);
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(s.places.clone().unwrap(), [1, 2]);
    assert_eq!(s.round, 1, "nothing is rolled again");
    assert_eq!(
        english(&outcome.reason),
        "one round: Player 2 called Player 1's three 4s a lie, and there were three 4s, 6s wild"
    );
    // It misses: the caller wins.
    let mut s = table(
        &g,
        &[&[1, 2, 4, 4, 5], &[1, 2, 3, 5, 6]],
        Some((4, 4, 0)),
        1,
    );
    play(&g, &mut s, &["liar"]);
    assert_eq!(over(&g, &s).winner, Some(1));
    // With more players, the loser is last and the others share second.
    let three = house("players = 3\nsingle_round = true", &[]).unwrap();
    let mut s = table(&three, &[&[1], &[2], &[3]], Some((2, 2, 1)), 2);
    play(&three, &mut s, &["liar"]);
    assert_eq!(s.places.clone().unwrap(), [2, 3, 1]);
}

#[test]
fn ld_9_notation_and_the_log_in_words() {
    let g = ruleset("standard");
    let s = g.start(1);
    for (text, action) in [
        (
            "bid 3x4",
            Action::Bid(Bid {
                quantity: 3,
                face: 4,
            }),
        ),
        (
            "3x4",
            Action::Bid(Bid {
                quantity: 3,
                face: 4,
            }),
        ),
        (
            "BID 3 X 4",
            Action::Bid(Bid {
                quantity: 3,
                face: 4,
            }),
        ),
        (
            "3×4",
            Action::Bid(Bid {
                quantity: 3,
                face: 4,
            }),
        ),
        (
            "3-4",
            Action::Bid(Bid {
                quantity: 3,
                face: 4,
            }),
        ),
        ("liar", Action::Liar),
        ("spot-on", Action::SpotOn),
        ("Spot on", Action::SpotOn),
    ] {
        assert_eq!(g.parse_action(&s, text), Ok(action), "{text}");
    }
    for bad in ["", "bid", "bid 3", "bid x4", "3x", "lie", "bid 300x4"] {
        let e = g.parse_action(&s, bad).unwrap_err().to_string();
        assert!(e.contains("write `bid 3x4`"), "{bad}: {e}");
    }
    assert_eq!(
        g.format_action(
            &s,
            &Action::Bid(Bid {
                quantity: 12,
                face: 6
            })
        ),
        "bid 12x6"
    );
    let mut s = g.start(1);
    play(&g, &mut s, &["bid 1x2"]);
    let log = play_logged(&g, &mut s, "bid 3x4");
    assert_eq!(public(&log), ["Player 2 bids three 4s"]);
    // A message of the catalogue: the bid inside it carries its count and face, so another
    // language words it its own way ("tiga angka 4").
    let line = game_sdk::wire::text::parse(&log[0].text).unwrap();
    assert_eq!(line.id, "bids");
    let bid = line.args.iter().find(|(name, _)| *name == "bid").unwrap().1;
    let bid = game_sdk::wire::text::parse(bid).unwrap();
    assert_eq!(
        (bid.id, bid.english, bid.args),
        ("dice-of", "three 4s", vec![("count", "3"), ("face", "4")])
    );
    let log = play_logged(&g, &mut s, "bid 13x1");
    assert_eq!(public(&log), ["Player 3 bids 13 1s"]);
    match g.status(&s) {
        Status::ToMove { prompt, .. } => {
            assert_eq!(
                english(&prompt),
                "Bid higher than Player 3's 13 1s, or call liar"
            );
        }
        other => panic!("{other:?}"),
    }
    // Public forms are the notation: it names no die.
    assert_eq!(game_sdk::game::public_action(&g, &s, &Action::Liar), None);
}

#[test]
fn ld_s1_spot_on_wins_a_die_back_when_exact_and_costs_one_when_not() {
    let g = ruleset("spot-on");
    let dice: &[&[u8]] = &[
        &[2, 3, 3, 5],
        &[1, 3, 4, 4, 6],
        &[2, 2, 3, 5, 5],
        &[1, 1, 2, 6, 6],
    ];
    // Four 3s, exactly: Player 1, one die down, wins it back and opens the next round.
    let mut s = table(&g, dice, Some((4, 3, 3)), 0);
    assert_eq!(legal(&g, &s).last().unwrap(), "spot-on");
    let log = play_logged(&g, &mut s, "spot-on");
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [5, 5, 5, 5]
    );
    assert_eq!(g.status(&s).to_move(), Some(0));
    let lines = public(&log);
    assert_eq!(lines[0], "Player 1 calls Player 4's four 3s spot on");
    assert!(
        lines.contains(&"Player 1 wins a die back (5 dice left)".to_string()),
        "{lines:?}"
    );
    // Never above the starting dice: Player 2 has all five and gains nothing.
    let mut s = table(&g, dice, Some((4, 3, 0)), 1);
    play(&g, &mut s, &["spot-on"]);
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [4, 5, 5, 5]
    );
    // Wrong (five 3s, four on the table): the caller loses a die.
    let mut s = table(&g, dice, Some((5, 3, 1)), 2);
    play(&g, &mut s, &["spot-on"]);
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [4, 5, 4, 5]
    );
    assert_eq!(g.status(&s).to_move(), Some(2));
    // Not before a bid, and not at all without the house rule.
    let mut s = table(&g, dice, None, 0);
    assert!(try_play(&g, &mut s, "spot-on").is_err());
    let standard = ruleset("standard");
    let mut s = table(&standard, dice, Some((4, 3, 3)), 0);
    assert!(!legal(&standard, &s).contains(&"spot-on".to_string()));
    let e = try_play(&standard, &mut s, "spot-on").unwrap_err();
    assert!(e.contains("no \"spot on\""), "{e}");
}

#[test]
fn ld_o1_openspiel_bid_order_and_liar_match_its_action_ids() {
    let g = ruleset("openspiel");
    assert_eq!(g.config.players, 2);
    assert_eq!(g.config.dice, 5);
    assert_eq!(g.config.wild, 6);
    assert!(g.config.single_round && g.config.bid_wild);
    let s = g.start(9);
    // OpenSpiel (reset-face): bid action b is quantity b / 6 + 1, face b % 6 + 1, for b in
    // 0..60 (ten dice × six faces); "Liar" is action 60, legal once a bid was made.
    let openspiel: Vec<String> = (0..60)
        .map(|b| format!("bid {}x{}", b / 6 + 1, b % 6 + 1))
        .collect();
    assert_eq!(legal(&g, &s), openspiel);
    // After bid b, OpenSpiel lists b+1..60 then Liar.
    let mut s = s;
    play(&g, &mut s, &["bid 4x3"]); // action 20
    let mut expected: Vec<String> = openspiel[21..].to_vec();
    expected.push("liar".into());
    assert_eq!(legal(&g, &s), expected);
    assert_eq!(g.status(&s).to_move(), Some(1));
    // The highest bid leaves only the call.
    play(&g, &mut s, &["bid 10x6"]);
    assert_eq!(legal(&g, &s), ["liar"]);
}

#[test]
fn a_hot_reload_keeps_a_match_only_under_rules_that_seat_it() {
    let g = ruleset("standard");
    let s = g.start(1);
    assert_eq!(ruleset("wild-ones").state_fits(&s), Ok(()));
    assert_eq!(ruleset("spot-on").state_fits(&s), Ok(()));
    let e = ruleset("openspiel").state_fits(&s).unwrap_err();
    assert!(
        e.to_string().contains("4 players; these rules seat 2"),
        "{e}"
    );
    let fewer = house("dice = 3", &[]).unwrap();
    assert!(fewer.state_fits(&s).is_err());
    assert_eq!(fewer.state_fits(&fewer.start(1)), Ok(()));
}
