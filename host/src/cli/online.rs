//! `game-host host` and `game-host join`: a match between machines (docs/online.md). The host
//! runs the match and plays its local seats from stdin like `play`; each joiner plays one remote
//! seat from its own stdin and sees only that seat's view.

use super::Env;
use super::play::Printer;
use crate::content;
use crate::match_driver::{Driver, Online};
use crate::net::endpoint::{self, Relay};
use crate::net::host_keys::{self, HostKeys};
use crate::net::host_side;
use crate::net::join_side;
use crate::net::limits;
use crate::net::protocol::{
    Clock, Player, Role, SeatState, TakeBackOutcome, ToSeat, Token, Welcome,
};
use crate::net::table::{self, Ended, Event, Hosting, Screen, Setup};
use crate::net::ticket::Ticket;
use crate::reload::{ReloadConfig, Reloader};
use crate::seats::{SeatKind, Seating};
use crate::session::Session;
use crate::text;
use crate::tr;
use game_wire::{Applied, BotSpec, GameInfo, Start, View, Viewer};
use serde_json::json;
use std::io::{BufRead, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Lines typed at the host's terminal are actions of its local seat, and:\n  \
    takeback   ask the remote player to agree to take back your last move\n  \
    accept     agree to the remote player's take-back request\n  \
    decline    refuse it\n  \
    start      start the turn timer now, also for remote seats not connected yet (by default a\n             remote seat's clock starts when its player first connects)\n  \
    invite N   a new invite for remote seat N: its old ticket admits no one any more (seen by the\n             wrong person?) and whoever holds the seat with it is disconnected\n  \
    invite spectators  the same for the spectators' ticket (everyone watching is disconnected)\n  \
    quit       stop hosting (the match stays in --save FILE)"
)]
pub struct HostArgs {
    /// The game's id (see `game-host list`).
    #[arg(required_unless_present = "resume")]
    pub game: Option<String>,
    /// Ruleset name (`standard`) or path to a ruleset `.toml`.
    #[arg(long, default_value = "standard", conflicts_with = "resume")]
    pub ruleset: String,
    /// Seed of the match (default: a random one).
    #[arg(long, conflicts_with = "resume")]
    pub seed: Option<u64>,
    /// Host again the match saved with `--save FILE` (after a restart, a crash, a reboot):
    /// the same seats and the same tickets (the node key and tokens kept in
    /// `FILE.host-keys`), so the players rejoin with the invites they have; the match goes
    /// on saving to FILE.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["game", "seats", "save"])]
    pub resume: Option<PathBuf>,
    /// Who plays each seat, in seat order: `local` (this terminal), `remote` (a ticket is
    /// printed for it), `bot:LEVEL` (random, easy, normal, hard, mcts:N). Default: seat 0
    /// local, every other seat remote.
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Relay servers: `none` (direct connections only: a LAN, loopback), `default` (the
    /// public iroh relays) or the URL of a self-hosted iroh-relay.
    #[arg(long, default_value = "default")]
    pub relay: Relay,
    /// Listen on this local address only (e.g. 127.0.0.1:0 for tests, or a fixed port).
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<SocketAddr>,
    /// Also write the tickets to this file: one line per remote seat in seat order, then the
    /// spectators' ticket.
    #[arg(long, value_name = "FILE")]
    pub ticket_file: Option<PathBuf>,
    /// Write the match to this file after every action (atomically).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Reload the ruleset whenever its files change (as `watch` does) and announce each
    /// reload to the remote players.
    #[arg(long)]
    pub watch: bool,
    /// A turn timer: each seat to move (here or remote) has SECS seconds per action; when
    /// they run out, the `normal` bot plays that turn for it. Off by default; a resumed match
    /// keeps the timer it was hosted with.
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u32).range(1..))]
    pub turn_timer: Option<u32>,
    /// How many spectators the spectators' ticket admits at once (0: none; at most 32, the
    /// default). A resumed match keeps its number unless given another.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=32))]
    pub spectators: Option<u32>,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Lines typed at the joiner are actions of its seat, and:\n  \
    takeback   ask the other side to agree to take back your last move\n  \
    accept     agree to the other side's take-back request\n  \
    decline    refuse it\n  \
    quit       leave (rejoin later with the same ticket)"
)]
pub struct JoinArgs {
    /// The ticket the host printed (starts with `gh1`).
    pub ticket: String,
    /// Watch with a spectator's ticket: print views as they change, read no input.
    #[arg(long)]
    pub spectate: bool,
    /// Relay servers (as for `host`); `none` dials only the ticket's direct addresses.
    #[arg(long, default_value = "default")]
    pub relay: Relay,
    /// Dial from this local address only (e.g. 127.0.0.1:0 for tests).
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<SocketAddr>,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Reads `--seats` into who plays each seat.
fn parse_seats(specs: &[String], count: usize, seed: u64) -> Result<Setup, String> {
    let specs: Vec<String> = if specs.is_empty() {
        (0..count)
            .map(|i| if i == 0 { "local" } else { "remote" }.to_string())
            .collect()
    } else {
        specs.to_vec()
    };
    if specs.len() != count {
        return Err(tr!(
            "online-seats-count",
            named = specs.len(),
            count = count
        ));
    }
    let mut players = Vec::new();
    let mut bots = Vec::new();
    for (i, spec) in specs.iter().enumerate() {
        let spec = spec.trim();
        if spec == "local" {
            players.push(Player::Host);
            bots.push(None);
        } else if spec == "remote" {
            players.push(Player::Remote);
            bots.push(None);
        } else if let Some(level) = spec.strip_prefix("bot:") {
            let bot: BotSpec = level
                .parse()
                .map_err(|e| tr!("online-seats-bad-bot", error = format!("{e}")))?;
            players.push(Player::Bot);
            bots.push(Some((bot, game_wire::seeds::move_seed(seed, i as u64))));
        } else {
            return Err(tr!("online-seats-bad-seat", seat = spec));
        }
    }
    if !players.contains(&Player::Remote) {
        return Err(tr!("online-seats-no-remote"));
    }
    Ok(Setup {
        players,
        bots,
        ruleset: String::new(),
    })
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| tr!("online-no-runtime", error = e.to_string()))
}

/// What the host's terminal shows: the view of its local seat (of the local seat to move when
/// there are several, else the spectator's), never a remote seat's.
struct HostScreen {
    json: bool,
    locals: Vec<u8>,
}

impl HostScreen {
    fn printer(&self, session: &mut Session) -> Printer {
        let view = match self.locals.as_slice() {
            [seat] => seat.to_string(),
            [] => "spectator".to_string(),
            several => {
                let mover = session.status().ok().and_then(|s| s.to_move());
                match mover.filter(|m| several.contains(m)) {
                    Some(m) => m.to_string(),
                    None => "spectator".to_string(),
                }
            }
        };
        // Online, each terminal is a seat's: no trace (the referee's view) is printed.
        Printer {
            json: self.json,
            view,
            trace: false,
        }
    }
}

impl Screen for HostScreen {
    fn view(&mut self, session: &mut Session) {
        if let Err(e) = self.printer(session).view(session) {
            eprintln!("{}", tr!("cli-error", message = e));
        }
    }

    fn applied(&mut self, session: &mut Session, applied: &Applied) {
        if let Err(e) = self.printer(session).applied(session, applied) {
            eprintln!("{}", tr!("cli-error", message = e));
        }
    }

    fn refused(&mut self, session: &mut Session, input: &str, message: &str) {
        // The input was typed here, so echoing it shows this terminal nothing new. The game's
        // reason in it is its English under `--json`, else in this player's language.
        if self.json {
            println!(
                "{}",
                json!({"type": "error", "input": input, "message": english(message)})
            );
        } else {
            let shown = crate::match_driver::refusal_shown(&session.info().id, message);
            println!("! {}", crate::text::safe::block(&shown));
        }
    }

    fn notice(&mut self, kind: &str, seat: Option<u8>, message: &str) {
        if self.json {
            println!(
                "{}",
                json!({"type": kind, "seat": seat, "message": english(message)})
            );
        } else {
            println!("* {}", crate::text::safe::line(message));
        }
    }
}

/// A match to host: new, or resumed from its save with its keys.
struct Hosted {
    session: Session,
    setup: Setup,
    keys: HostKeys,
    /// Where the match is saved after every action (and its keys beside it).
    save: Option<PathBuf>,
}

/// A new match as `host GAME …` asks for it, with a new node key and new tokens.
fn new_match(env: &Env, args: &HostArgs, game: &str) -> Result<Hosted, String> {
    let plugin = env.catalog.require(game)?;
    let root = env.content_root()?;
    let source =
        content::load_ruleset(root, &env.mods, game, &args.ruleset).map_err(|d| d.to_string())?;
    let seed = args.seed.unwrap_or_else(crate::seats::random_seed);
    let session = Session::new(plugin, source, Start::Seed(seed)).map_err(|e| e.to_string())?;
    let count = session.info().seats.len();
    let mut setup = parse_seats(&args.seats, count, seed)?;
    // Joiners are told the name the host's app shows (they have no content to read it from).
    setup.ruleset = content::ruleset_display_name(root, &env.mods, game, &args.ruleset);
    let players = if args.seats.is_empty() {
        (0..count)
            .map(|i| if i == 0 { "local" } else { "remote" }.to_string())
            .collect()
    } else {
        args.seats.iter().map(|s| s.trim().to_string()).collect()
    };
    let mut keys = HostKeys::fresh(players)?;
    keys.turn_secs = args.turn_timer;
    keys.spectators_max = args.spectators;
    Ok(Hosted {
        session,
        setup,
        keys,
        save: args.save.clone(),
    })
}

/// The match saved at `path`, with the seats, node key and tokens kept beside it.
fn resumed(env: &Env, path: &std::path::Path) -> Result<Hosted, String> {
    let saved = crate::save::SavedMatch::read(path).map_err(|d| d.to_string())?;
    if saved.finished {
        return Err(tr!("online-match-over", path = path.display().to_string()));
    }
    let keys = HostKeys::read(&host_keys::path_for(path))?;
    let session = Session::restore(&env.catalog, &saved).map_err(|e| {
        let e = crate::i18n::game::show(&saved.game, &e.to_string());
        format!("{}: {e}", path.display())
    })?;
    let count = session.info().seats.len();
    let seed = match saved.start {
        Start::Seed(seed) => seed,
        Start::Scenario { .. } => 0,
    };
    let mut setup = parse_seats(&keys.players, count, seed)
        .map_err(|e| format!("{}: {e}", host_keys::path_for(path).display()))?;
    setup.ruleset = match env.content_root() {
        Ok(root) => {
            content::ruleset_display_name(root, &env.mods, &saved.game, &saved.ruleset_id())
        }
        Err(_) => saved.ruleset_id(),
    };
    Ok(Hosted {
        session,
        setup,
        keys,
        save: Some(path.to_path_buf()),
    })
}

pub fn host(env: &Env, args: HostArgs) -> Result<ExitCode, String> {
    let Hosted {
        session,
        setup,
        mut keys,
        save: save_path,
    } = match (&args.resume, &args.game) {
        (Some(path), _) => resumed(env, path)?,
        (None, Some(game)) => new_match(env, &args, game)?,
        (None, None) => return Err(tr!("online-name-a-game")),
    };
    if args.spectators.is_some() {
        // A resumed match keeps its number of spectators unless told another.
        keys.spectators_max = args.spectators;
    }
    let info = session.info().clone();
    let tokens = keys.seats.clone();
    let mut doors = keys.doors(info.seats.clone());
    // Who first joined each seat is kept beside the save, for a resumed host.
    doors.keys_file = save_path.as_deref().map(host_keys::path_for);
    let spectator_token = doors.spectators;
    if args.turn_timer.is_some() {
        // A resumed match keeps its timer unless told another.
        keys.turn_secs = args.turn_timer;
    }
    let hosting = Hosting::new(setup, keys.turn_secs);
    let rt = runtime()?;
    let (events_tx, events) = std::sync::mpsc::sync_channel::<Event>(1024);
    let listen = keys.listen_on(args.bind);
    let (endpoint, address) = rt.block_on(async {
        let endpoint =
            endpoint::bind_as(&args.relay, listen, doors.alpns(), Some(keys.secret)).await?;
        let address = endpoint::address(&endpoint, &args.relay).await?;
        Ok::<_, String>((endpoint, address))
    })?;
    if let Some(path) = &save_path {
        keys.port = address.ip_addrs().next().map(|a| a.port());
        keys.write(&host_keys::path_for(path))?;
    }
    let admissions = {
        let _entered = rt.enter();
        host_side::serve(endpoint.clone(), doors, events_tx.clone())
    };
    // Kept alive for the match: dropping it stops the watching.
    let _reloader = if args.watch {
        let reload_tx = events_tx.clone();
        let reloader = Reloader::start(
            env.content_root()?,
            &env.mods,
            ReloadConfig::default(),
            move |event| {
                let _ = reload_tx.send(Event::Reload(event));
            },
        )?;
        reloader.track(session.plugin(), session.ruleset());
        Some(reloader)
    } else {
        None
    };

    let wake = events_tx.clone();
    let mut invites = Invites {
        admissions: admissions.clone(),
        keys: keys.clone(),
        keys_path: save_path.as_deref().map(host_keys::path_for),
        address: address.clone(),
        info: info.clone(),
        json: args.json,
        ticket_file: args.ticket_file.clone(),
    };
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            // A new invite is the network's business, not the match's.
            if let Some(arg) = line.trim().strip_prefix("invite ") {
                if let Err(e) = invites.invite(arg) {
                    if invites.json {
                        println!(
                            "{}",
                            json!({"type": "error", "input": line.trim(), "message": english(&e)})
                        );
                    } else {
                        println!("! {}", crate::text::safe::block(&e));
                    }
                }
                continue;
            }
            if events_tx.send(Event::Local(line)).is_err() {
                return;
            }
        }
        let _ = events_tx.send(Event::LocalClosed);
    });

    let mut screen = HostScreen {
        json: args.json,
        locals: (0..hosting.setup.players.len() as u8)
            .filter(|&s| hosting.player(s) == Player::Host)
            .collect(),
    };
    let mut driver = hosted_driver(session, hosting, save_path);
    if args.resume.is_none()
        && let Some(path) = driver.autosave.clone()
    {
        // Saved before any invite is out: a host killed before the first move resumes with
        // the invites it gave (the keys beside the save are written above).
        driver.saved().write(&path).map_err(|e| {
            tr!(
                "online-cannot-write-match",
                path = path.display().to_string(),
                error = e.to_string()
            )
        })?;
    }
    print_tickets(&args, &info, &tokens, spectator_token, &address)?;
    let ended = table::run(&mut driver, &events, wake, &mut screen);
    if ended == Ended::Finished {
        // Let the joiners read the final view: they leave when they see the match is over.
        let start = Instant::now();
        while admissions.live() > 0 && start.elapsed() < limits::LINGER {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
    rt.block_on(endpoint.close());
    Ok(ExitCode::SUCCESS)
}

/// The match driver of a match hosted from the terminal: the seats as `--seats` set them
/// (local seats are the humans at this terminal), the hosting as its remote side, saved after
/// every change where `--save` (or `--resume`) says.
fn hosted_driver(session: Session, hosting: Hosting, save: Option<PathBuf>) -> Driver {
    let seats = hosting
        .setup
        .players
        .iter()
        .zip(&hosting.setup.bots)
        .map(|(player, bot)| match (player, bot) {
            (Player::Bot, Some((spec, _))) => SeatKind::Bot(spec.level),
            (Player::Remote, _) => SeatKind::Remote,
            _ => SeatKind::Human,
        })
        .collect();
    let bot_seeds = hosting
        .setup
        .bots
        .iter()
        .map(|b| b.map_or(0, |(_, seed)| seed))
        .collect();
    let seating = Seating {
        seats,
        bot_seeds,
        // One terminal: every local seat's table is printed here.
        hand_over: false,
    };
    let bot_specs = hosting
        .setup
        .bots
        .iter()
        .map(|b| b.map(|(spec, _)| spec))
        .collect();
    let mut driver = Driver::new(session, seating);
    driver.bot_specs = bot_specs;
    driver.autosave = save;
    // The keys beside the save are the terminal's own business (written above).
    driver.resume_checked = true;
    driver.online = Some(Online {
        hosting,
        service: None,
    });
    driver
}

fn print_tickets(
    args: &HostArgs,
    info: &GameInfo,
    tokens: &[Option<Token>],
    spectators: Token,
    address: &iroh::EndpointAddr,
) -> Result<(), String> {
    let mut lines = Vec::new();
    for (seat, token) in tokens.iter().enumerate() {
        let Some(token) = token else { continue };
        let ticket = Ticket::new(address, *token).to_text();
        let name = text::seat(info, seat as u8);
        if args.json {
            println!(
                "{}",
                json!({"type": "ticket", "role": "seat", "seat": seat, "name": name, "ticket": ticket})
            );
        } else {
            println!(
                "{}",
                tr!(
                    "online-invite",
                    name = name.as_str(),
                    seat = seat,
                    ticket = ticket.as_str()
                )
            );
        }
        lines.push(ticket);
    }
    let ticket = Ticket::new(address, spectators).to_text();
    if args.json {
        println!(
            "{}",
            json!({"type": "ticket", "role": "spectator", "ticket": ticket})
        );
    } else {
        println!(
            "{}",
            tr!("online-spectators-ticket", ticket = ticket.as_str())
        );
        println!("{}", tr!("online-share-ticket"));
    }
    lines.push(ticket);
    let _ = std::io::stdout().flush();
    if let Some(path) = &args.ticket_file {
        write_ticket_file(path, &lines)?;
    }
    Ok(())
}

/// `--ticket-file`: one line per remote seat in seat order, then the spectators'; owner only,
/// as the keys (a ticket admits whoever reads it).
fn write_ticket_file(path: &std::path::Path, lines: &[String]) -> Result<(), String> {
    let mut text = lines.join("\n");
    text.push('\n');
    host_keys::write_owner_only(path, text.as_bytes()).map_err(|e| {
        tr!(
            "online-cannot-write-tickets",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })
}

/// `invite SEAT` typed at the host's terminal: a new invite for a remote seat. The old ticket
/// stops admitting anyone (it was seen by the wrong person) and whoever holds the seat with it
/// is disconnected; the new ticket is printed, and kept where the keys and `--ticket-file` are.
struct Invites {
    admissions: host_side::Admissions,
    keys: HostKeys,
    keys_path: Option<PathBuf>,
    address: iroh::EndpointAddr,
    info: GameInfo,
    json: bool,
    ticket_file: Option<PathBuf>,
}

impl Invites {
    fn invite(&mut self, arg: &str) -> Result<(), String> {
        if arg.trim() == "spectators" {
            return self.invite_spectators();
        }
        let seat: u8 = arg
            .trim()
            .parse()
            .map_err(|_| tr!("online-invite-which-seat", arg = arg))?;
        let token = self.admissions.reissue(seat)?;
        if let Some(slot) = self.keys.seats.get_mut(usize::from(seat)) {
            *slot = Some(token);
        }
        self.keep_keys()?;
        let ticket = Ticket::new(&self.address, token).to_text();
        let name = text::seat(&self.info, seat);
        if self.json {
            println!(
                "{}",
                json!({"type": "ticket", "role": "seat", "seat": seat, "name": name, "ticket": ticket, "reissued": true})
            );
        } else {
            println!(
                "{}",
                tr!(
                    "online-new-invite",
                    name = name.as_str(),
                    seat = seat,
                    ticket = ticket.as_str()
                )
            );
        }
        self.keep_tickets()
    }

    fn invite_spectators(&mut self) -> Result<(), String> {
        let token = self.admissions.reissue_spectators()?;
        self.keys.spectators = token;
        self.keep_keys()?;
        let ticket = Ticket::new(&self.address, token).to_text();
        if self.json {
            println!(
                "{}",
                json!({"type": "ticket", "role": "spectator", "ticket": ticket, "reissued": true})
            );
        } else {
            println!(
                "{}",
                tr!("online-new-spectators-invite", ticket = ticket.as_str())
            );
        }
        self.keep_tickets()
    }

    /// Writes the keys beside the save (with the seats' bindings the network side keeps).
    fn keep_keys(&mut self) -> Result<(), String> {
        match &self.keys_path {
            Some(path) => self.admissions.write_keys(&mut self.keys, path),
            None => Ok(()),
        }
    }

    /// Rewrites `--ticket-file` with the tickets as they are now.
    fn keep_tickets(&self) -> Result<(), String> {
        if let Some(path) = &self.ticket_file {
            let mut lines: Vec<String> = self
                .keys
                .seats
                .iter()
                .flatten()
                .map(|t| Ticket::new(&self.address, *t).to_text())
                .collect();
            lines.push(Ticket::new(&self.address, self.keys.spectators).to_text());
            write_ticket_file(path, &lines)?;
        }
        Ok(())
    }
}

/// What a joiner prints: the same `view`/`applied`/`error` lines as `play`, its seat's.
struct JoinScreen {
    json: bool,
    welcome: Welcome,
}

impl JoinScreen {
    fn viewer(&self) -> Viewer {
        match self.welcome.role {
            Role::Seat(seat) => Viewer::Seat(seat),
            Role::Spectator => Viewer::Spectator,
        }
    }

    fn info(&self) -> &GameInfo {
        &self.welcome.info
    }

    fn welcome(&self) {
        let w = &self.welcome;
        // The ruleset's name as the game's text translates it.
        let _game = crate::i18n::game::Scope::enter(&w.info.id);
        if self.json {
            println!(
                "{}",
                json!({"type": "welcome", "game": w.info.id, "ruleset": w.ruleset, "viewer": self.viewer(), "seat_names": w.info.seats, "seats": w.seats, "turn_secs": w.turn_secs})
            );
        } else {
            let joined = match w.role {
                Role::Seat(seat) => tr!(
                    "online-joined-seat",
                    game = w.info.name.as_str(),
                    ruleset = w.ruleset.as_str(),
                    seat = text::seat(&w.info, seat)
                ),
                Role::Spectator => tr!(
                    "online-joined-spectator",
                    game = w.info.name.as_str(),
                    ruleset = w.ruleset.as_str()
                ),
            };
            println!("{joined}");
            self.seats(&w.seats);
        }
    }

    fn seats(&self, seats: &[SeatState]) {
        if self.json {
            println!("{}", json!({"type": "seats", "seats": seats}));
            return;
        }
        let each: Vec<String> = seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let state = match (s.player, s.connected) {
                    (Player::Host, _) => "host",
                    (Player::Bot, _) => "bot",
                    (Player::Remote, true) => "connected",
                    (Player::Remote, false) => "disconnected",
                };
                tr!(
                    "online-seat-state",
                    seat = text::seat(self.info(), i as u8),
                    state = state
                )
            })
            .collect();
        println!("{}", tr!("online-seats", seats = each.join(", ")));
    }

    fn view(&self, moves: u32, view: &View, clock: Option<&Clock>) {
        // The host sends the game's own text: shown in this player's language (under
        // `--json`, English).
        let mut view = view.clone();
        crate::i18n::game::localize_view(&self.info().id, &mut view);
        if self.json {
            println!(
                "{}",
                json!({"type": "view", "moves": moves, "viewer": self.viewer(), "status": view.status, "scene": view.scene, "actions": view.actions, "clock": clock})
            );
        } else {
            print!("{}", text::scene(self.info(), &view.scene));
            println!("{}", text::status(self.info(), &view.status));
            if let Some(clock) = clock {
                println!(
                    "{}",
                    tr!(
                        "online-time-left",
                        seat = text::seat(self.info(), clock.seat),
                        seconds = clock.remaining_ms.div_ceil(1000)
                    )
                );
            }
            let legal = text::actions(&view.actions);
            if !legal.is_empty() {
                println!("{legal}");
            }
        }
    }

    fn show(&self, message: &ToSeat) {
        match message {
            ToSeat::Table(table) => self.view(table.moves, &table.view, table.clock.as_ref()),
            ToSeat::Applied(shown) => {
                if self.json {
                    let game = &self.info().id;
                    let texts: Vec<String> = shown
                        .log
                        .iter()
                        .map(|l| crate::i18n::game::show(game, &l.text))
                        .collect();
                    let status = crate::i18n::game::localize(game, &shown.status)
                        .unwrap_or_else(|| shown.status.clone());
                    println!(
                        "{}",
                        json!({"type": "applied", "action": english(&shown.action), "log": texts, "status": status})
                    );
                } else {
                    // The notation, or the public form the game words for this player.
                    let _game = crate::i18n::game::Scope::enter(&self.info().id);
                    println!("\n> {}", crate::text::safe::line(&shown.action));
                    for line in &shown.log {
                        println!("  {}", text::log_line(self.info(), line));
                    }
                }
            }
            ToSeat::Refused { input, reason } => {
                // The game's reason, as the host's plugin wrote it: English under `--json`,
                // else in this player's language, and escaped (it came over the network).
                if self.json {
                    println!(
                        "{}",
                        json!({"type": "error", "input": input, "message": english(reason)})
                    );
                } else {
                    let shown = crate::match_driver::refusal_shown(&self.info().id, reason);
                    println!("! {}", crate::text::safe::block(&shown));
                }
            }
            ToSeat::Reloaded { message } => {
                if self.json {
                    println!(
                        "{}",
                        json!({"type": "reloaded", "message": english(message)})
                    );
                } else {
                    println!(
                        "* {}",
                        tr!("online-host-reloaded", message = message.as_str())
                    );
                }
            }
            ToSeat::Seats(seats) => self.seats(seats),
            ToSeat::Ping { .. } => {}
            ToSeat::TakeBackAsked {
                seat,
                to,
                count,
                what,
            } => {
                let me = self.welcome.role == Role::Seat(*to);
                if self.json {
                    println!(
                        "{}",
                        json!({"type": "takeback_asked", "seat": seat, "to": to, "count": count, "what": english(what), "answer": me})
                    );
                } else {
                    let who = text::seat(self.info(), *seat);
                    if me {
                        println!(
                            "* {}",
                            tr!(
                                "online-take-back-asked-you",
                                seat = who,
                                what = what.as_str()
                            )
                        );
                    } else {
                        println!(
                            "* {}",
                            tr!("online-take-back-asked", seat = who, what = what.as_str())
                        );
                    }
                }
            }
            ToSeat::TakeBackEnded { seat, outcome } => {
                let (kind, reason) = match outcome {
                    TakeBackOutcome::Accepted => ("accepted", None),
                    TakeBackOutcome::Declined => ("declined", None),
                    TakeBackOutcome::Lapsed { reason } => ("lapsed", Some(reason.as_str())),
                };
                if self.json {
                    let reason = reason.map(english);
                    println!(
                        "{}",
                        json!({"type": "takeback", "seat": seat, "outcome": kind, "reason": reason})
                    );
                } else {
                    let who = text::seat(self.info(), *seat);
                    match reason {
                        Some(reason) => println!(
                            "* {}",
                            tr!("online-take-back-lapsed", seat = who, reason = reason)
                        ),
                        None => println!(
                            "* {}",
                            tr!("online-take-back-ended", seat = who, outcome = kind)
                        ),
                    }
                }
            }
            ToSeat::TimedOut { seat } => {
                let who = text::seat(self.info(), *seat);
                if self.json {
                    // JSON is the same in every language.
                    let message = format!("time ran out: a bot played for {who}");
                    println!(
                        "{}",
                        json!({"type": "timed_out", "seat": seat, "message": message})
                    );
                } else {
                    println!("* {}", tr!("online-timed-out", seat = who));
                }
            }
        }
        let _ = std::io::stdout().flush();
    }

    fn closed(&self, reason: &str) {
        if self.json {
            println!("{}", json!({"type": "closed", "reason": english(reason)}));
        } else {
            println!("* {}", crate::text::safe::line(reason));
        }
    }

    /// A line about the connection itself: reconnecting in `wait` seconds, or (`None`)
    /// reconnected.
    fn note(&self, wait: Option<u64>) {
        if self.json {
            // JSON is the same in every language.
            let text = match wait {
                Some(s) => format!("reconnecting in {s} s"),
                None => "reconnected".to_string(),
            };
            println!("{}", json!({"type": "connection", "text": text}));
        } else {
            let text = match wait {
                Some(s) => tr!("online-reconnecting", seconds = s),
                None => tr!("online-reconnected"),
            };
            println!("* {text}");
        }
    }
}

pub fn join(args: JoinArgs) -> Result<ExitCode, String> {
    let ticket = Ticket::parse(&args.ticket)?;
    runtime()?.block_on(join_and_play(&args, &ticket))
}

async fn join_and_play(args: &JoinArgs, ticket: &Ticket) -> Result<ExitCode, String> {
    // The node key kept for this ticket lives in the data directory (`net::join_keys`).
    let data = crate::gui::storage::DataDir::locate().map(|d| d.root);
    let (welcome, mut remote) =
        join_side::join(ticket, &args.relay, args.bind, data.as_deref()).await?;
    if args.spectate != (welcome.role == Role::Spectator) {
        remote.split().1.leave().await;
        return Err(if args.spectate {
            tr!("online-spectate-needs-spectators-ticket")
        } else {
            tr!("online-spectators-ticket-needs-spectate")
        });
    }
    let screen = JoinScreen {
        json: args.json,
        welcome,
    };
    screen.welcome();
    let mut lines = stdin_lines(args.spectate);
    loop {
        let (mut inbox, outbox) = remote.split();
        match play_connected(args, &screen, &mut inbox, outbox, &mut lines).await {
            Some(code) => return Ok(code),
            None if inbox.lost() => match reconnect(args, ticket, &screen).await {
                Some(again) => remote = again,
                None => return Ok(ExitCode::FAILURE),
            },
            None => return Ok(ExitCode::FAILURE),
        }
    }
}

/// Dials the host again after a lost connection (a restarted host, a broken path), with
/// backoff, for [`limits::RECONNECT_FOR`]; `None` when it never answered or refused.
async fn reconnect(
    args: &JoinArgs,
    ticket: &Ticket,
    screen: &JoinScreen,
) -> Option<join_side::Remote> {
    let data = crate::gui::storage::DataDir::locate().map(|d| d.root);
    let mut redial = join_side::Redial::after_loss();
    loop {
        let wait = redial.wait();
        screen.note(Some(wait.as_secs()));
        tokio::time::sleep(wait).await;
        match join_side::join(ticket, &args.relay, args.bind, data.as_deref()).await {
            Ok((_, remote)) => {
                screen.note(None);
                return Some(remote);
            }
            Err(e) if join_side::refused(&e) => {
                screen.closed(&e);
                return None;
            }
            Err(e) if !redial.failed() => {
                screen.closed(&join_side::Redial::gave_up(&e));
                return None;
            }
            Err(_) => {}
        }
    }
}

/// Plays over one connection until the match or the player ends it (`Some` exit code) or the
/// connection ends (`None`; [`join_side::Inbox::lost`] says whether to dial again).
async fn play_connected(
    args: &JoinArgs,
    screen: &JoinScreen,
    inbox: &mut join_side::Inbox,
    mut outbox: join_side::Outbox,
    lines: &mut tokio::sync::mpsc::Receiver<String>,
) -> Option<ExitCode> {
    loop {
        tokio::select! {
            message = inbox.next() => match message {
                Ok(ToSeat::Ping { nonce }) => {
                    if let Err(e) = outbox.pong(nonce).await {
                        screen.closed(&e);
                        return None;
                    }
                }
                Ok(message) => {
                    screen.show(&message);
                    if let ToSeat::Table(table) = &message && table.view.status.is_over() {
                        outbox.leave().await;
                        return Some(ExitCode::SUCCESS);
                    }
                }
                Err(reason) => {
                    screen.closed(&reason);
                    return None;
                }
            },
            line = lines.recv(), if !args.spectate => match line {
                Some(line) => {
                    let input = line.trim();
                    if input.is_empty() || input.starts_with('#') {
                        continue;
                    }
                    if input == "quit" || input == "exit" {
                        outbox.leave().await;
                        return Some(ExitCode::SUCCESS);
                    }
                    let sent = match input {
                        "takeback" => outbox.take_back().await,
                        "accept" => outbox.answer_take_back(true).await,
                        "decline" => outbox.answer_take_back(false).await,
                        _ => outbox.act(input).await,
                    };
                    if let Err(e) = sent {
                        screen.closed(&e);
                        return None;
                    }
                }
                // The input ended: leave, as `play` does; the seat stays open for a rejoin.
                None => {
                    outbox.leave().await;
                    return Some(ExitCode::SUCCESS);
                }
            },
        }
    }
}

/// Lines typed at the joiner (a spectator reads none).
fn stdin_lines(spectate: bool) -> tokio::sync::mpsc::Receiver<String> {
    let (tx, rx) = tokio::sync::mpsc::channel(64);
    if spectate {
        return rx;
    }
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            if tx.blocking_send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// A text for `--json`: the host's messages (`tr_wire!`) as their English, the same in every
/// language.
fn english(text: &str) -> String {
    game_wire::text::english_of(text).into_owned()
}
