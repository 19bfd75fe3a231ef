//! Golden bytes of the plugin wire format: "change a wire type ⇒ bump the ABI version", enforced.
//!
//! One fixed, fully populated value of every type that crosses the plugin boundary (every enum
//! variant, every `Option` both ways, every field with its own value) is encoded with postcard
//! and compared with `plugins/wire/tests/golden/wire-v{ABI_MAJOR}.{ABI_MINOR}.txt` (one `name hex`
//! line per value). Postcard is positional and untagged, so a host and a plugin that disagree on
//! a type misread each other silently; the major check at load is what stops that, and this test
//! is what makes the version move when the bytes do.
//!
//! Each value has the minor that added it ([`since_minor`]): the golden file of an earlier minor
//! of this major must still match the values it had, since hosts of this major load plugins of
//! every minor of it. So a minor can only add values (a new request's types); changing an
//! existing one needs a new major.
//!
//! - **The test fails with "a wire type changed"**: bump [`ABI_MAJOR`] (and reset
//!   [`ABI_MINOR`] to 0) in `plugins/wire/src/abi.rs`, then run
//!   `UPDATE_GOLDEN=1 cargo test -p game-wire --test wire_golden` and commit the new
//!   `golden/wire-v{N}.0.txt` (the older files may stay as a record or be deleted).
//! - **You added a request** (an `Extension` with its types): give its values here with their
//!   minor in [`since_minor`], bump [`ABI_MINOR`], and run the same command.
//! - **You bumped the version** (for a wire change or a table change): run the same command.
//! - **A new type, variant or field**: the values below are struct literals without `..` and
//!   every enum is matched exhaustively, so the test stops compiling until the new part is
//!   given a value here; then proceed as above.
//!
//! `UPDATE_GOLDEN=1` only ever writes *missing* files: the current version's file is never
//! overwritten, since that would let a wire change through without a bump. Only if the current
//! version was never released (no plugin outside this checkout was built against it), or only
//! this test's values changed and not the types, delete that version's file and rerun with
//! `UPDATE_GOLDEN=1`.
//!
//! Integers are the extreme values of their field's type (inferred: see [`n`]), so widening a
//! field (`u32` → `u64`) changes the bytes too, and strings name their field, so reordering
//! fields does. The last line counts the table's words, so adding an entry needs a bump as well.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_wire::RulesetSource;
use game_wire::abi::{ABI_MAJOR, ABI_MINOR, Extension, PluginTable};
use game_wire::diag::{Diagnostic, Diagnostics};
use game_wire::scene::{
    Badge, Board, CardFace, CardView, Category, Cell, Control, Counter, CounterLook, Effect,
    Geometry, GlossaryEntry, Highlight, HighlightKind, LegendEntry, Moment, Piece, PieceLook,
    Scene, TrackMark, Zone, ZoneKind,
};
use game_wire::script::HookSite;
use game_wire::script::{ConsoleAnswer, ConsoleRefusal, ScriptError};
use game_wire::script::{HookCall, Trace};
use game_wire::{
    ActionInfo, Applied, Audience, BotLevel, BotReply, BotSpec, CallError, Capabilities,
    Description, Evaluation, GameInfo, KeyDefault, KeyDoc, LogLine, MoveValue, Outcome,
    PlayoutKind, Request, RulesetKeys, SimFault, SimRequest, SimSummary, Start, Status, Traced,
    View, Viewer,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::path::PathBuf;

/// An integer far from zero, so that its encoding shows its type's width: `MAX - k` for
/// unsigned types, `MIN + k` for signed ones (postcard writes both as long varints).
trait Extreme: Sized {
    fn extreme(k: u8) -> Self;
}

macro_rules! extreme {
    ($($t:ty: $e:expr),* $(,)?) => {$(
        impl Extreme for $t {
            fn extreme(k: u8) -> Self {
                let f: fn(u8) -> $t = $e;
                f(k)
            }
        }
    )*};
}

extreme! {
    u8: |k| u8::MAX - k,
    u16: |k| u16::MAX - u16::from(k),
    u32: |k| u32::MAX - u32::from(k),
    u64: |k| u64::MAX - u64::from(k),
    i32: |k| i32::MIN + i32::from(k),
    i64: |k| i64::MIN + i64::from(k),
}

/// The `k`-th extreme value of whatever integer type the field has.
fn n<T: Extreme>(k: u8) -> T {
    T::extreme(k)
}

fn s(text: &str) -> String {
    text.to_string()
}

fn game_info() -> GameInfo {
    GameInfo {
        id: s("GameInfo.id"),
        name: s("GameInfo.name"),
        version: s("GameInfo.version"),
        description: s("GameInfo.description"),
        seats: vec![s("GameInfo.seats[0]"), s("GameInfo.seats[1]")],
        min_seats: n(2),
    }
}

fn outcome(winner: Option<u8>) -> Outcome {
    Outcome {
        winner,
        scores: vec![n(0), n(1)],
        reason: s("Outcome.reason"),
        places: vec![n(1), n(2)],
    }
}

fn viewers() -> Vec<Viewer> {
    let all = vec![Viewer::Seat(n(0)), Viewer::Spectator, Viewer::Referee];
    // A new variant stops this from compiling: give it a value above.
    for v in &all {
        match v {
            Viewer::Seat(_) | Viewer::Spectator | Viewer::Referee => {}
        }
    }
    all
}

fn statuses() -> Vec<Status> {
    let all = vec![
        Status::ToMove {
            seat: n(0),
            prompt: s("Status.ToMove.prompt"),
        },
        Status::Over(outcome(Some(n(1)))),
        Status::Over(outcome(None)),
    ];
    for v in &all {
        match v {
            Status::ToMove { .. } | Status::Over(_) => {}
        }
    }
    all
}

fn audiences() -> Vec<Audience> {
    let all = vec![Audience::Everyone, Audience::Seat(n(0)), Audience::Referee];
    for v in &all {
        match v {
            Audience::Everyone | Audience::Seat(_) | Audience::Referee => {}
        }
    }
    all
}

fn bot_specs() -> Vec<BotSpec> {
    let mut all: Vec<BotSpec> = BotLevel::ALL
        .into_iter()
        .map(|level| BotSpec {
            level,
            iterations: None,
        })
        .collect();
    all.push(BotSpec {
        level: BotLevel::Normal,
        iterations: Some(n(0)),
    });
    // `BotLevel::ALL` must list every level; a new one stops this from compiling.
    for spec in &all {
        match spec.level {
            BotLevel::Random | BotLevel::Easy | BotLevel::Normal | BotLevel::Hard => {}
        }
    }
    all
}

fn requests() -> Vec<Request> {
    let all = vec![
        Request::Status,
        Request::View {
            viewer: Viewer::Seat(n(0)),
        },
        Request::Legal,
        Request::Apply {
            action: s("Request.Apply.action"),
        },
        Request::State,
        Request::BotMove {
            bot: BotSpec {
                level: BotLevel::Hard,
                iterations: Some(n(0)),
            },
            seed: n(1),
            max_millis: Some(n(2)),
        },
        Request::BotMove {
            bot: BotSpec {
                level: BotLevel::Easy,
                iterations: None,
            },
            seed: n(3),
            max_millis: None,
        },
        Request::ApplyTraced {
            action: s("Request.ApplyTraced.action"),
        },
        Request::Console {
            code: s("Request.Console.code"),
        },
        Request::Evaluate {
            viewer: n(4),
            bot: BotSpec {
                level: BotLevel::Normal,
                iterations: Some(n(5)),
            },
            seed: n(6),
            max_millis: Some(n(7)),
        },
        Request::BotMoveWith {
            bot: BotSpec {
                level: BotLevel::Hard,
                iterations: Some(n(8)),
            },
            seed: n(9),
            max_millis: Some(n(10)),
            playout: PlayoutKind::Uniform,
        },
        Request::BotMoveWith {
            bot: BotSpec {
                level: BotLevel::Easy,
                iterations: None,
            },
            seed: n(11),
            max_millis: None,
            playout: PlayoutKind::Game,
        },
    ];
    // `PlayoutKind::ALL` must list every kind; a new one stops this from compiling.
    for kind in PlayoutKind::ALL {
        match kind {
            PlayoutKind::Game | PlayoutKind::Uniform => {}
        }
    }
    for v in &all {
        match v {
            Request::Status
            | Request::View { .. }
            | Request::Legal
            | Request::Apply { .. }
            | Request::State
            | Request::BotMove { .. }
            | Request::ApplyTraced { .. }
            | Request::Console { .. }
            | Request::Evaluate { .. }
            | Request::BotMoveWith { .. } => {}
        }
    }
    all
}

/// A script error with every field set: a hook, a traceback.
fn script_error(label: &str) -> ScriptError {
    let mut e = ScriptError::new(format!("{label}.file"), n(0), format!("{label}.message"))
        .in_hook(
            &format!("{label}.hook.script"),
            &format!("{label}.hook.name"),
        );
    e.traceback = vec![
        format!("{label}.traceback[0]"),
        format!("{label}.traceback[1]"),
    ];
    e
}

fn call_errors() -> Vec<CallError> {
    let all = vec![
        CallError::Illegal(s("CallError.Illegal")),
        CallError::Invalid(Diagnostics(vec![
            Diagnostic {
                file: s("Diagnostic.file"),
                line: n(0),
                col: n(1),
                message: s("Diagnostic.message"),
            },
            Diagnostic::file("Diagnostic.file(whole)", "Diagnostic.message(whole)"),
        ])),
        CallError::Script(Box::new(script_error("CallError.Script"))),
        CallError::Script(Box::new(ScriptError::new(
            s("ScriptError.file(load)"),
            n(0),
            s("ScriptError.message(load)"),
        ))),
        CallError::Panic(s("CallError.Panic")),
        CallError::DoesNotFit(s("CallError.DoesNotFit")),
        CallError::Protocol(s("CallError.Protocol")),
    ];
    for v in &all {
        match v {
            CallError::Illegal(_)
            | CallError::Script(_)
            | CallError::Invalid(_)
            | CallError::Panic(_)
            | CallError::DoesNotFit(_)
            | CallError::Protocol(_) => {}
        }
    }
    all
}

fn starts() -> Vec<Start> {
    let all = vec![
        Start::Seed(n(0)),
        Start::Scenario {
            origin: s("Start.Scenario.origin"),
            text: s("Start.Scenario.text"),
        },
    ];
    for v in &all {
        match v {
            Start::Seed(_) | Start::Scenario { .. } => {}
        }
    }
    all
}

fn action_infos() -> Vec<ActionInfo> {
    vec![
        ActionInfo {
            text: s("ActionInfo.text"),
            path: vec![s("ActionInfo.path[0]"), s("ActionInfo.path[1]")],
            effect: Effect::Capture,
        },
        ActionInfo {
            text: s("ActionInfo.text(no path)"),
            path: Vec::new(),
            effect: Effect::Move,
        },
        ActionInfo {
            text: s("ActionInfo.text(attack)"),
            path: vec![s("ActionInfo.path[0]")],
            effect: Effect::Attack,
        },
        ActionInfo {
            text: s("ActionInfo.text(push)"),
            path: vec![s("ActionInfo.path[0]")],
            effect: Effect::Push,
        },
        ActionInfo {
            text: s("ActionInfo.text(place)"),
            path: vec![s("ActionInfo.path[0]")],
            effect: Effect::Place,
        },
    ]
}

fn category(color: Option<[u8; 3]>) -> Category {
    Category {
        key: s("Category.key"),
        title: s("Category.title"),
        color,
    }
}

/// A scene with every variant of every scene enum and every `Option` both ways.
fn scene() -> Scene {
    let geometries = vec![
        Geometry::Square {
            files: n(0),
            ranks: n(1),
        },
        Geometry::HexAxial,
    ];
    for g in &geometries {
        match g {
            Geometry::Square { .. } | Geometry::HexAxial => {}
        }
    }
    let boards = geometries
        .into_iter()
        .map(|geometry| Board {
            id: s("Board.id"),
            turned: matches!(geometry, Geometry::HexAxial),
            geometry,
            cells: vec![
                Cell {
                    id: s("Cell.id"),
                    name: s("Cell.name"),
                    q: n(0),
                    r: n(1),
                    terrain: Some(s("Cell.terrain")),
                    piece: Some(Piece {
                        id: s("Piece.id"),
                        owner: Some(n(0)),
                        kind: s("Piece.kind"),
                        label: s("Piece.label"),
                        marks: vec![s("Piece.marks[0]")],
                        look: PieceLook {
                            glyph_only: true,
                            color: Some([n(1), n(2), n(3)]),
                        },
                    }),
                    marks: vec![s("Cell.marks[0]")],
                },
                Cell {
                    id: s("Cell.id(empty)"),
                    name: s("Cell.name(empty)"),
                    q: n(2),
                    r: n(3),
                    terrain: None,
                    piece: Some(Piece {
                        id: s("Piece.id(neutral)"),
                        owner: None,
                        kind: s("Piece.kind(neutral)"),
                        label: s("Piece.label(neutral)"),
                        marks: Vec::new(),
                        look: PieceLook::default(),
                    }),
                    marks: Vec::new(),
                },
                Cell {
                    id: s("Cell.id(no piece)"),
                    name: s("Cell.name(no piece)"),
                    q: n(4),
                    r: n(5),
                    terrain: None,
                    piece: None,
                    marks: Vec::new(),
                },
            ],
            screened: vec![s("Board.screened[0]")],
            file_names: vec![s("Board.file_names[0]")],
            rank_names: vec![s("Board.rank_names[0]")],
        })
        .collect();

    let faces = vec![
        CardFace::Front {
            key: s("CardFace.Front.key"),
            title: s("CardFace.Front.title"),
            value: Some(n(0)),
            effective: Some(n(1)),
            face_down: true,
            text: s("CardFace.Front.text"),
            category: Some(category(Some([n(0), n(1), n(2)]))),
            key_on_face: true,
        },
        CardFace::Front {
            key: s("CardFace.Front.key(plain)"),
            title: s("CardFace.Front.title(plain)"),
            value: None,
            effective: None,
            face_down: false,
            text: s("CardFace.Front.text(plain)"),
            category: None,
            key_on_face: false,
        },
        CardFace::Back,
        CardFace::Die {
            sides: n(6),
            value: Some(n(3)),
        },
        CardFace::Die {
            sides: n(20),
            value: None,
        },
    ];
    for f in &faces {
        match f {
            CardFace::Front { .. } | CardFace::Back | CardFace::Die { .. } => {}
        }
    }
    let cards: Vec<CardView> = faces
        .into_iter()
        .enumerate()
        .map(|(i, face)| CardView {
            id: format!("CardView.id[{i}]"),
            face,
            covered: i == 0,
        })
        .collect();

    let kinds = [
        ZoneKind::Hand,
        ZoneKind::Stack,
        ZoneKind::Deck,
        ZoneKind::Pool,
    ];
    for k in &kinds {
        match k {
            ZoneKind::Hand | ZoneKind::Stack | ZoneKind::Deck | ZoneKind::Pool => {}
        }
    }
    let zones = kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| {
            let full = i % 2 == 0;
            Zone {
                id: format!("Zone.id[{i}]"),
                kind,
                owner: full.then(|| n(0)),
                title: format!("Zone.title[{i}]"),
                group: full.then(|| s("Zone.group")),
                cards: if full { cards.clone() } else { Vec::new() },
                count: n(i as u8),
                category: full.then(|| category(None)),
            }
        })
        .collect();

    let highlight_kinds = [
        HighlightKind::LastMove,
        HighlightKind::Threat,
        HighlightKind::Info,
        HighlightKind::LastFrom,
        HighlightKind::Captured,
    ];
    for k in &highlight_kinds {
        match k {
            HighlightKind::LastMove
            | HighlightKind::Threat
            | HighlightKind::Info
            | HighlightKind::LastFrom
            | HighlightKind::Captured => {}
        }
    }

    Scene {
        boards,
        zones,
        counters: vec![
            Counter {
                id: s("Counter.id"),
                owner: Some(n(0)),
                label: s("Counter.label"),
                value: n(0),
                look: CounterLook::Track {
                    max: n(12),
                    marks: vec![TrackMark {
                        at: n(7),
                        label: s("TrackMark.label"),
                    }],
                },
            },
            Counter {
                id: s("Counter.id(shared)"),
                owner: None,
                label: s("Counter.label(shared)"),
                value: n(1),
                look: CounterLook::Number,
            },
            Counter {
                id: s("Counter.id(on zone)"),
                owner: Some(n(1)),
                label: s("Counter.label(on zone)"),
                value: n(2),
                look: CounterLook::OnZone(s("CounterLook.OnZone")),
            },
            Counter {
                id: s("Counter.id(tokens)"),
                owner: Some(n(0)),
                label: s("Counter.label(tokens)"),
                value: n(3),
                look: CounterLook::Tokens,
            },
        ],
        labels: vec![s("Scene.labels[0]")],
        controls: vec![
            Control {
                id: s("Control.id"),
                label: s("Control.label"),
                confirm: Some(s("Control.confirm")),
            },
            Control {
                id: s("Control.id(plain)"),
                label: s("Control.label(plain)"),
                confirm: None,
            },
        ],
        highlights: highlight_kinds
            .into_iter()
            .enumerate()
            .map(|(i, kind)| Highlight {
                id: format!("Highlight.id[{i}]"),
                kind,
            })
            .collect(),
        glossary: vec![GlossaryEntry {
            key: s("GlossaryEntry.key"),
            title: s("GlossaryEntry.title"),
            text: s("GlossaryEntry.text"),
        }],
        legend: vec![
            LegendEntry {
                key: s("LegendEntry.key"),
                title: s("LegendEntry.title"),
                color: Some([n(4), n(5), n(6)]),
                glyph: s("LegendEntry.glyph"),
                mark: false,
            },
            LegendEntry {
                key: s("LegendEntry.key(mark)"),
                title: s("LegendEntry.title(mark)"),
                color: None,
                glyph: String::new(),
                mark: true,
            },
        ],
        badges: vec![
            Badge {
                owner: Some(n(1)),
                title: s("Badge.title"),
                text: s("Badge.text"),
            },
            Badge {
                owner: None,
                title: s("Badge.title(shared)"),
                text: s("Badge.text(shared)"),
            },
        ],
        moment: Some(Moment {
            id: s("Moment.id"),
            title: s("Moment.title"),
            lines: vec![s("Moment.lines[0]")],
            zones: Vec::new(),
        }),
        saved_sequence: Some(s("Scene.saved_sequence")),
    }
}

/// A traced hook call with every field set, succeeded or failed.
fn hook_call(label: &str, failed: bool) -> HookCall {
    HookCall {
        name: format!("{label}.name"),
        file: format!("{label}.file"),
        line: n(0),
        depth: n(1),
        args: vec![format!("{label}.args[0]")],
        result: if failed {
            Err(script_error(&format!("{label}.result")))
        } else {
            Ok(vec![format!("{label}.result[0]")])
        },
        micros: n(2),
        instructions: n(3),
        printed: vec![format!("{label}.printed[0]")],
    }
}

fn console_replies() -> Vec<Result<ConsoleAnswer, ConsoleRefusal>> {
    let all = vec![
        Ok(ConsoleAnswer {
            values: vec![s("ConsoleAnswer.values[0]")],
            printed: vec![s("ConsoleAnswer.printed[0]")],
            instructions: n(0),
            micros: n(1),
        }),
        Err(ConsoleRefusal::Unavailable(s("ConsoleRefusal.Unavailable"))),
        Err(ConsoleRefusal::Script(script_error(
            "ConsoleRefusal.Script",
        ))),
    ];
    for v in &all {
        match v {
            Ok(_) | Err(ConsoleRefusal::Unavailable(_) | ConsoleRefusal::Script(_)) => {}
        }
    }
    all
}

/// Every value that crosses the boundary, by name, encoded; each must decode back to itself.
fn golden_lines() -> Vec<(String, String)> {
    let mut lines = Vec::new();
    let mut add = |name: String, bytes: Vec<u8>| {
        let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        lines.push((name, hex));
    };
    fn enc<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) -> Vec<u8> {
        let bytes = postcard::to_allocvec(value).unwrap();
        let back: T = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(&back, value, "does not survive a round trip");
        bytes
    }
    macro_rules! each {
        ($name:literal, $values:expr) => {
            for (i, v) in $values.iter().enumerate() {
                add(format!("{}[{i}]", $name), enc(v));
            }
        };
    }

    // describe → Description (GameInfo).
    add(
        "Description".into(),
        enc(&Description { info: game_info() }),
    );
    // extension "key-docs" (12.1) → RulesetKeys, one key per default.
    let key_defaults = [
        KeyDefault::Required,
        KeyDefault::Table,
        KeyDefault::Value(s("KeyDefault::Value")),
        KeyDefault::Unset,
        KeyDefault::Unstated,
    ];
    for default in &key_defaults {
        match default {
            KeyDefault::Required
            | KeyDefault::Table
            | KeyDefault::Value(_)
            | KeyDefault::Unset
            | KeyDefault::Unstated => {}
        }
    }
    add(
        "RulesetKeys".into(),
        enc(&RulesetKeys {
            keys: key_defaults
                .iter()
                .map(|default| KeyDoc {
                    key: s("KeyDoc.key"),
                    ty: s("KeyDoc.ty"),
                    default: default.clone(),
                    allowed: s("KeyDoc.allowed"),
                    description: s("KeyDoc.description"),
                })
                .collect(),
            schema: s("RulesetKeys.schema"),
        }),
    );
    // The requests' names travel as bytes: renaming one is a change as well.
    for request in Extension::ALL {
        add(
            format!("Extension({})", request.name()),
            enc(&(s(request.name()), request.since_minor())),
        );
    }
    add("GameInfo".into(), enc(&game_info()));
    // compile ← RulesetSource.
    add(
        "RulesetSource".into(),
        enc(&RulesetSource {
            root: s("RulesetSource.root"),
            files: BTreeMap::from([
                (
                    s("RulesetSource.files[0].path"),
                    s("RulesetSource.files[0]"),
                ),
                (
                    s("RulesetSource.files[1].path"),
                    s("RulesetSource.files[1]"),
                ),
            ]),
        }),
    );
    // compile → Capabilities: each flag alone, so that swapping the fields changes the bytes.
    add(
        "Capabilities(hidden)".into(),
        enc(&Capabilities {
            seats: n(2),
            hidden_information: true,
            scenarios: false,
        }),
    );
    add(
        "Capabilities(scenarios)".into(),
        enc(&Capabilities {
            seats: n(6),
            hidden_information: false,
            scenarios: true,
        }),
    );
    // start ← Start; call ← Request; simulate ← SimRequest.
    each!("Start", starts());
    each!("Request", requests());
    each!("Viewer", viewers());
    each!("BotSpec", bot_specs());
    add(
        "SimRequest".into(),
        enc(&SimRequest {
            seed: n(0),
            bots: bot_specs(),
            max_actions: n(1),
        }),
    );
    // call → Status, View, Vec<ActionInfo>, Applied, Vec<u8> (state), BotReply.
    each!("Status", statuses());
    add(
        "View".into(),
        enc(&View {
            status: statuses().swap_remove(0),
            scene: scene(),
            actions: action_infos(),
            script_errors: vec![script_error("View.script_errors[0]")],
        }),
    );
    add("Scene(default)".into(), enc(&Scene::default()));
    add("Vec<ActionInfo>".into(), enc(&action_infos()));
    each!("Audience", audiences());
    // call → Traced (ApplyTraced), Result<ConsoleAnswer, ConsoleRefusal> (Console).
    add(
        "Traced(refused)".into(),
        enc(&Traced {
            outcome: Err(CallError::Illegal(s("Traced.outcome"))),
            trace: Trace {
                calls: vec![
                    hook_call("HookCall", false),
                    hook_call("HookCall(failed)", true),
                ],
                dropped: n(0),
                changed: vec![s("Trace.changed[0]")],
            },
        }),
    );
    each!("ConsoleReply", console_replies());
    add(
        "Applied".into(),
        enc(&Applied {
            action: s("Applied.action"),
            public: Some(s("Applied.public")),
            log: audiences()
                .into_iter()
                .enumerate()
                .map(|(i, audience)| LogLine {
                    text: format!("LogLine.text[{i}]"),
                    audience,
                })
                .collect(),
            status: statuses().swap_remove(1),
            revealed_to: vec![0, n(0)],
        }),
    );
    add(
        "Applied(public-notation)".into(),
        enc(&Applied {
            action: s("Applied.action(public)"),
            public: None,
            log: Vec::new(),
            status: statuses().swap_remove(0),
            revealed_to: Vec::new(),
        }),
    );
    add("Vec<u8>(state)".into(), enc(&vec![0u8, 1, 0xfe, 0xff]));
    add(
        "BotReply".into(),
        enc(&BotReply {
            action: s("BotReply.action"),
            iterations: n(0),
        }),
    );
    add(
        "Evaluation".into(),
        enc(&Evaluation {
            values: vec![0.25, 0.75],
            moves: vec![MoveValue {
                action: s("MoveValue.action"),
                visits: n(0),
                value: 0.5,
            }],
            iterations: n(1),
        }),
    );
    // simulate → SimSummary.
    add(
        "SimSummary".into(),
        enc(&SimSummary {
            outcome: Some(outcome(Some(n(0)))),
            actions: n(1),
            counters: vec![(s("SimSummary.counters[0]"), n(2))],
            iterations: n(3),
            script_error: Some(Box::new(SimFault {
                error: script_error("SimFault.error"),
                action: Some(s("SimFault.action")),
                after: n(6),
            })),
            hooks_called: vec![s("SimSummary.hooks_called[0]")],
            hooks_declared: vec![HookSite {
                name: s("HookSite.name"),
                file: s("HookSite.file"),
                line: n(7),
            }],
        }),
    );
    add(
        "SimSummary(unfinished)".into(),
        enc(&SimSummary {
            outcome: None,
            actions: n(4),
            counters: Vec::new(),
            iterations: n(5),
            script_error: Some(Box::new(SimFault {
                error: script_error("SimFault(listing).error"),
                action: None,
                after: n(8),
            })),
            hooks_called: Vec::new(),
            hooks_declared: Vec::new(),
        }),
    );
    // Every entry → CallError on failure.
    each!("CallError", call_errors());
    // The table itself: one word per entry after the version (a new entry needs a bump too).
    add(
        "PluginTable.words".into(),
        enc(&u32::try_from(size_of::<PluginTable>() / size_of::<usize>()).unwrap()),
    );
    lines
}

/// The minor of [`ABI_MAJOR`] that added a golden value (0: the major's first).
fn since_minor(name: &str) -> u32 {
    if name.starts_with("RulesetKeys") {
        return 1;
    }
    // Request::Evaluate (the tenth request) and its reply.
    if name == "Request[9]" || name.starts_with("Evaluation") {
        return game_wire::abi::EVALUATE_MINOR;
    }
    // Request::BotMoveWith (the eleventh and twelfth values) and its playout kinds.
    if name == "Request[10]" || name == "Request[11]" {
        return game_wire::abi::BOT_MOVE_WITH_MINOR;
    }
    if let Some(request) = Extension::ALL
        .into_iter()
        .find(|e| name == format!("Extension({})", e.name()))
    {
        return request.since_minor();
    }
    0
}

/// The golden values of `minor`: those it and the minors before it added.
fn lines_of(lines: &[(String, String)], minor: u32) -> Vec<(String, String)> {
    lines
        .iter()
        .filter(|(name, _)| since_minor(name) <= minor)
        .cloned()
        .collect()
}

fn render(lines: &[(String, String)], minor: u32) -> String {
    let mut text = format!(
        "# Golden postcard bytes of the plugin wire types at ABI version {ABI_MAJOR}.{minor}: one `name hex` line per value.\n\
         # Written by `UPDATE_GOLDEN=1 cargo test -p game-wire --test wire_golden`; never edit by hand.\n"
    );
    for (name, hex) in lines {
        text.push_str(&format!("{name} {hex}\n"));
    }
    text
}

fn parse(text: &str) -> BTreeMap<String, String> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| match l.rsplit_once(' ') {
            Some((name, hex)) => (name.to_string(), hex.to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

/// The golden file of an ABI version, relative to the workspace root (for messages).
fn golden_name(major: u32, minor: u32) -> String {
    format!("plugins/wire/tests/golden/wire-v{major}.{minor}.txt")
}

fn golden_path(major: u32, minor: u32) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("wire-v{major}.{minor}.txt"))
}

const UPDATE: &str = "UPDATE_GOLDEN=1 cargo test -p game-wire --test wire_golden";

#[test]
fn the_wire_bytes_match_the_golden_files_of_this_abi_major() {
    let lines = golden_lines();
    let names: std::collections::BTreeSet<&String> = lines.iter().map(|(n, _)| n).collect();
    assert_eq!(names.len(), lines.len(), "two golden values share a name");
    assert!(
        lines.iter().all(|(name, _)| since_minor(name) <= ABI_MINOR),
        "a golden value is of a minor after ABI_MINOR = {ABI_MINOR}: bump it"
    );
    let update = std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1");
    for minor in 0..=ABI_MINOR {
        check_minor(&lines_of(&lines, minor), minor, update);
    }
}

/// Compares the values of `minor` with its golden file (written when missing and `update`).
fn check_minor(lines: &[(String, String)], minor: u32, update: bool) {
    let path = golden_path(ABI_MAJOR, minor);
    let name = golden_name(ABI_MAJOR, minor);
    let Ok(stored) = std::fs::read_to_string(&path) else {
        if update {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, render(lines, minor)).unwrap();
            eprintln!("wrote {name}: commit it");
            return;
        }
        panic!(
            "no golden wire bytes for ABI version {ABI_MAJOR}.{minor}: {name} is missing.\n\
             If you bumped the ABI version (plugins/wire/src/abi.rs), write it with\n    {UPDATE}\n\
             and commit it."
        );
    };

    let stored = parse(&stored);
    let current: BTreeMap<String, String> = lines.iter().cloned().collect();
    if stored == current {
        return;
    }
    let changed: Vec<&str> = current
        .iter()
        .filter(|(k, v)| stored.get(*k).is_some_and(|old| old != *v))
        .map(|(k, _)| k.as_str())
        .collect();
    let added: Vec<&str> = current
        .keys()
        .filter(|k| !stored.contains_key(*k))
        .map(String::as_str)
        .collect();
    let gone: Vec<&str> = stored
        .keys()
        .filter(|k| !current.contains_key(*k))
        .map(String::as_str)
        .collect();
    panic!(
        "a wire type changed: the bytes differ from {name}. A changed type needs a new major: \
         bump ABI_MAJOR (ABI_MINOR to 0) in plugins/wire/src/abi.rs and run\n    {UPDATE}\n\
         then commit {}. A new request's types are a new minor instead: give them their minor \
         in `since_minor` and bump ABI_MINOR. (UPDATE_GOLDEN never overwrites an existing \
         version's file.)\n\
         changed: {changed:?}\nnew: {added:?}\ngone: {gone:?}",
        golden_name(ABI_MAJOR + 1, 0),
    );
}
