//! Scenes as readable text, for the terminal. Every piece of text that came from the game (its
//! plugin, its ruleset, its scripts) goes through [`safe::line`]: a card or seat name cannot
//! clear the screen or forge a line.

pub mod safe;
pub mod trace;

use crate::tr;
use game_wire::scene::{Board, CardFace, CardView, Geometry, Scene, ZoneKind};
use game_wire::{ActionInfo, Audience, GameInfo, LogLine, Status};
use safe::line as esc;
use std::fmt::Write;

/// A seat's name (`seat 3` for one the game does not have).
pub fn seat(info: &GameInfo, seat: u8) -> String {
    let _game = crate::i18n::game::Scope::enter(&info.id);
    info.seats
        .get(seat as usize)
        .map(|s| esc(s).into_owned())
        .unwrap_or_else(|| tr!("text-seat-number", seat = seat))
}

/// `n` and the noun in the right number ("1 game", "3 games"): what the host writes never says
/// "game(s)". (The plugins have the same in `game_sdk::words`; the host links no SDK.)
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The game's prompt without the seat's name where the game begins with it ("White: set up
/// your homeland" → "set up your homeland"): the host names the seat to move itself, and it
/// is said once.
pub fn unnamed_prompt<'a>(seat_name: &str, prompt: &'a str) -> &'a str {
    match prompt
        .strip_prefix(seat_name)
        .and_then(|rest| rest.strip_prefix(':'))
    {
        Some(rest) if !seat_name.is_empty() => rest.trim_start(),
        _ => prompt,
    }
}

/// Who plays a game, in a few words: its seats (`Black vs White`) where every ruleset seats
/// them all, else how many players it is for (`2 to 6 players`; a ruleset picks how many).
pub fn players(info: &GameInfo) -> String {
    let _game = crate::i18n::game::Scope::enter(&info.id);
    let max = info.max_seats();
    if info.min_seats >= max {
        info.seats
            .iter()
            .map(|s| esc(s).into_owned())
            .collect::<Vec<_>>()
            .join(&tr!("text-versus"))
    } else {
        tr!("text-players-range", min = info.min_seats, max = max)
    }
}

/// A log line, tagged with its audience when not everyone may read it (`[North only] …`,
/// `[referee] …` for a script's `print`).
pub fn log_line(info: &GameInfo, line: &LogLine) -> String {
    let _game = crate::i18n::game::Scope::enter(&info.id);
    let text = esc(&line.text);
    match line.audience {
        Audience::Everyone => text.into_owned(),
        Audience::Seat(s) => tr!("text-log-seat-only", seat = seat(info, s), text = text),
        Audience::Referee => tr!("text-log-referee", text = text),
    }
}

pub fn status(info: &GameInfo, status: &Status) -> String {
    let _game = crate::i18n::game::Scope::enter(&info.id);
    let name = |s: u8| seat(info, s);
    match status {
        Status::ToMove { seat: s, prompt } if prompt.is_empty() => {
            tr!("text-to-move", seat = name(*s))
        }
        Status::ToMove { seat: s, prompt } => {
            // The prompt as shown (a message rendered in the current language), then without
            // the seat's name where it starts with it, as it is shown.
            let seat = name(*s);
            let shown = esc(prompt);
            tr!(
                "text-to-move-prompt",
                seat = &seat,
                prompt = unnamed_prompt(&seat, &shown)
            )
        }
        Status::Over(o) => {
            let scores: Vec<String> = o
                .scores
                .iter()
                .enumerate()
                .map(|(i, v)| format!("{} {v}", name(i as u8)))
                .collect();
            let result = o
                .winner
                .map_or_else(|| tr!("text-draw"), |w| tr!("text-wins", seat = name(w)));
            tr!(
                "text-game-over",
                result = result,
                reason = esc(&o.reason),
                scores = scores.join(", ")
            )
        }
    }
}

pub fn scene(info: &GameInfo, scene: &Scene) -> String {
    let _game = crate::i18n::game::Scope::enter(&info.id);
    let mut out = String::new();
    let owner = |o: Option<u8>| o.and_then(|s| info.seats.get(s as usize).map(|n| esc(n)));
    for label in &scene.labels {
        let _ = writeln!(out, "{}", esc(label));
    }
    for board in &scene.boards {
        out.push_str(&self::board(board));
    }
    for zone in &scene.zones {
        // As for counters: a title that names its owner ("Player 1's dice") says it once.
        let who = owner(zone.owner)
            .filter(|o| !zone.title.contains(o.as_ref()))
            .map(|o| format!(" ({o})"))
            .unwrap_or_default();
        let cards: Vec<String> = zone.cards.iter().map(card).collect();
        let body = match zone.kind {
            ZoneKind::Deck => tr!("text-deck-cards", count = zone.count),
            ZoneKind::Stack => tr!("text-stack", cards = cards.join(", ")),
            _ if cards.is_empty() => format!("{}", zone.count),
            _ => cards.join(", "),
        };
        let _ = writeln!(out, "{}{who}: {body}", esc(&zone.title));
    }
    for c in &scene.counters {
        // Games often name the owner in the label already ("North strength in <zone>").
        let who = owner(c.owner)
            .filter(|o| !c.label.contains(o.as_ref()))
            .map(|o| format!("{o} "))
            .unwrap_or_default();
        let _ = match &c.look {
            game_wire::scene::CounterLook::Track { max, .. } => {
                writeln!(out, "{who}{}: {} / {max}", esc(&c.label), c.value)
            }
            _ => writeln!(out, "{who}{}: {}", esc(&c.label), c.value),
        };
    }
    out
}

/// A script error for the terminal: what failed and where, the hook the host called, the
/// input it refused (if any) and Lua's traceback, one frame per indented line.
pub fn script_error(e: &game_wire::script::ScriptError, input: Option<&str>) -> String {
    let mut out = String::from("script error");
    if let Some(input) = input {
        let _ = write!(out, " (`{input}` refused)");
    }
    let _ = write!(out, ": {e}");
    for frame in &e.traceback {
        let _ = write!(out, "\n    at {frame}");
    }
    out
}

fn card(c: &CardView) -> String {
    let covered = if c.covered { "…" } else { "" };
    match &c.face {
        CardFace::Back => format!("{covered}▒"),
        CardFace::Front {
            key,
            face_down,
            effective,
            ..
        } => {
            let down = if *face_down { " (down)" } else { "" };
            let eff = effective.map(|e| format!(" ={e}")).unwrap_or_default();
            format!("{covered}{}{down}{eff}", esc(key))
        }
        CardFace::Die { value, .. } => match value {
            Some(v) => format!("[{v}]"),
            None => "[?]".into(),
        },
    }
}

fn piece_glyph(cell: &game_wire::scene::Cell) -> String {
    match &cell.piece {
        Some(p) => esc(&p.label).chars().take(2).collect(),
        None => match &cell.terrain {
            Some(t) => esc(t)
                .chars()
                .next()
                .map_or(".".into(), |c| c.to_ascii_lowercase().to_string()),
            None => ".".into(),
        },
    }
}

fn board(board: &Board) -> String {
    let mut out = String::new();
    match board.geometry {
        Geometry::Square { files, ranks } => {
            for rank in (0..ranks as i32).rev() {
                let _ = write!(out, "{:>3} ", rank + 1);
                for file in 0..files as i32 {
                    let glyph = board
                        .cells
                        .iter()
                        .find(|c| c.q == file && c.r == rank)
                        .map_or(" ".into(), piece_glyph);
                    let _ = write!(out, "{glyph:<3}");
                }
                out.push('\n');
            }
            out.push_str("    ");
            for file in 0..files {
                let _ = write!(out, "{:<3}", (b'a' + file as u8) as char);
            }
            out.push('\n');
        }
        Geometry::HexAxial => {
            // Flat-topped hexes: a cell's screen row is 2r + q, so files interleave half a row.
            let rows = |c: &game_wire::scene::Cell| 2 * c.r + c.q;
            let (Some(min_q), Some(max_q)) = (
                board.cells.iter().map(|c| c.q).min(),
                board.cells.iter().map(|c| c.q).max(),
            ) else {
                return out;
            };
            let (min_y, max_y) = (
                board.cells.iter().map(rows).min().unwrap_or(0),
                board.cells.iter().map(rows).max().unwrap_or(0),
            );
            for y in (min_y..=max_y).rev() {
                let mut line = String::new();
                for q in min_q..=max_q {
                    let glyph = board
                        .cells
                        .iter()
                        .find(|c| c.q == q && rows(c) == y)
                        .map(|c| {
                            let g = piece_glyph(c);
                            if g == "." {
                                esc(&c.name).into_owned()
                            } else {
                                format!("[{g}]")
                            }
                        });
                    let _ = write!(line, "{:<5}", glyph.unwrap_or_default());
                }
                let _ = writeln!(out, "{}", line.trim_end());
            }
        }
    }
    out
}

pub fn actions(actions: &[ActionInfo]) -> String {
    if actions.is_empty() {
        return String::new();
    }
    let texts: Vec<std::borrow::Cow<'_, str>> = actions.iter().map(|a| esc(&a.text)).collect();
    tr!("text-legal", count = texts.len(), actions = texts.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::Outcome;
    use game_wire::scene::{Counter, Zone};

    #[test]
    fn the_seat_to_move_is_named_once_when_the_games_prompt_names_it_too() {
        let info = GameInfo {
            id: "g".into(),
            name: "G".into(),
            version: "1".into(),
            description: String::new(),
            seats: vec!["P1".into(), "P2".into()],
            min_seats: 2,
        };
        let to_move = |prompt: &str| Status::ToMove {
            seat: 1,
            prompt: prompt.into(),
        };
        assert_eq!(
            status(&info, &to_move("P2: bid or call")),
            "P2 to move: bid or call"
        );
        assert_eq!(
            status(&info, &to_move("bid or call")),
            "P2 to move: bid or call"
        );
        assert_eq!(
            status(&info, &to_move("P2s choose")),
            "P2 to move: P2s choose",
            "only the name followed by a colon is the seat's"
        );
        assert_eq!(unnamed_prompt("", ": x"), ": x");
    }

    const FORGED: &str = "x\u{1b}[2J\u{1b}[31m\r\nGame over: O wins\u{202E}";

    /// Whether `text` is safe on a terminal: no escape, no carriage return, no bidi override,
    /// and no line of its own saying the game is over.
    fn assert_safe(what: &str, text: &str) {
        assert!(!text.contains('\u{1b}'), "{what}: {text:?}");
        assert!(!text.contains('\r'), "{what}: {text:?}");
        assert!(!text.contains('\u{202E}'), "{what}: {text:?}");
        assert!(
            !text.lines().any(|l| l.starts_with("Game over: O wins")),
            "{what} forged a line: {text:?}"
        );
    }

    #[test]
    fn what_a_game_says_cannot_clear_the_terminal_or_forge_a_line() {
        let info = GameInfo {
            id: "g".into(),
            name: FORGED.into(),
            version: "1".into(),
            description: FORGED.into(),
            seats: vec![FORGED.into(), "South".into()],
            min_seats: 2,
        };
        let zone = Zone {
            id: "z".into(),
            kind: ZoneKind::Hand,
            owner: Some(0),
            title: FORGED.into(),
            group: None,
            cards: vec![CardView {
                id: "c".into(),
                face: CardFace::Front {
                    key: FORGED.into(),
                    title: FORGED.into(),
                    value: None,
                    effective: None,
                    face_down: false,
                    text: FORGED.into(),
                    category: None,
                    key_on_face: true,
                },
                covered: false,
            }],
            count: 1,
            category: None,
        };
        let scene = Scene {
            zones: vec![zone],
            labels: vec![FORGED.into()],
            counters: vec![Counter {
                id: "n".into(),
                owner: Some(0),
                label: FORGED.into(),
                value: 3,
                look: Default::default(),
            }],
            ..Default::default()
        };
        assert_safe("scene", &self::scene(&info, &scene));
        let to_move = Status::ToMove {
            seat: 0,
            prompt: FORGED.into(),
        };
        assert_safe("status", &status(&info, &to_move));
        let over = Status::Over(Outcome::won(0, vec![1, 2], FORGED));
        assert_safe("result", &status(&info, &over));
        for audience in [Audience::Everyone, Audience::Seat(0), Audience::Referee] {
            let line = LogLine {
                text: FORGED.into(),
                audience,
            };
            assert_safe("log line", &log_line(&info, &line));
        }
        let action = ActionInfo {
            text: FORGED.into(),
            path: Vec::new(),
            effect: game_wire::scene::Effect::default(),
        };
        assert_safe("actions", &actions(&[action]));
    }
}
