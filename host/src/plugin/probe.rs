//! The load probe: before the host loads a library into its own process, a short-lived child
//! process of `game-host` (`game-host __probe-plugin PATH`, see `cli/probe.rs`) loads it, checks
//! its table and asks it to describe itself, and prints one verdict line. A library whose
//! initialisers crash, call `exit`, or do not finish within [`PROBE_TIMEOUT`] takes down only
//! the probe, and is listed with the reason and skipped.
//!
//! Verdicts are cached by the library's canonical path, size and modification time (and the
//! probing binary's own size and modification time), so a normal start costs a `stat` per
//! library. The cache is `plugin-probes.json` in the data directory (`GAME_HOST_DATA`, or the
//! platform's), or `target/<profile>/plugin-probes.json` when the host runs inside a test
//! binary. A timeout is cached too, but trusted only once it has happened at
//! [`TIMEOUTS_TRUSTED`] probes in a row of the same file: a loaded machine may be slow once, and
//! a library whose constructor sleeps must not cost [`PROBE_TIMEOUT`] at every start.
//!
//! Test binaries (`target/<profile>/deps/…`) are not `game-host`: they probe with the
//! `game-host` binary built next to them in `target/<profile>/` (the README's test command
//! builds it first). When no prober can be found or started, libraries are loaded in-process
//! without a probe, as before the probe existed, and discovery says so on stderr.

use crate::safe_read;
use crate::tr;
use serde::{Deserialize, Serialize};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

/// How long a probe may take to load a library and describe it: 10 s.
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(10);
/// The hidden subcommand that runs a probe.
pub const PROBE_SUBCOMMAND: &str = "__probe-plugin";
/// How many probes of the same file in a row must time out before the cache skips it without
/// probing (until the file changes).
pub const TIMEOUTS_TRUSTED: u32 = 2;
/// How many probes run at once.
const PARALLEL_PROBES: usize = 8;
/// The most output of a probe kept (its verdict is the last line; a chatty plugin's
/// initialiser may print before it).
const OUTPUT_LIMIT: usize = 64 << 10;
/// The cache file's name and format.
const CACHE_FILE: &str = "plugin-probes.json";
const CACHE_FORMAT: &str = "game-host/plugin-probes/1";
/// The most entries the cache keeps.
const CACHE_ENTRIES: usize = 512;
/// The start of the probe's verdict line.
const VERDICT_PREFIX: &str = "game-host-probe-verdict ";

/// What loading a library in a probe showed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// It loads, and is the game `id`.
    Loads { id: String },
    /// It loads without harm but is not a usable plugin (not a plugin, another ABI version, …).
    Refused { reason: String },
    /// The probe died of a signal (Unix) or an exception (Windows, the NTSTATUS code).
    Crashes { signal: i64 },
    /// The probe ended with this status without giving a verdict: the library called `exit`.
    Exits { status: i64 },
    /// The probe did not finish within this many seconds and was killed, at `times` probes in a
    /// row of the same file.
    TimedOut {
        secs: u64,
        #[serde(default)]
        times: u32,
    },
    /// No probe could run (no `game-host` binary, or it could not be started): the library is
    /// loaded in-process without one.
    Unprobed { reason: String },
}

impl Verdict {
    /// The line a probe prints for a verdict.
    pub fn line(&self) -> String {
        let one_line = |s: &str| s.replace(['\n', '\r'], " ");
        match self {
            Verdict::Loads { id } => format!("{VERDICT_PREFIX}loads {}", one_line(id)),
            Verdict::Refused { reason } => {
                format!("{VERDICT_PREFIX}refused {}", one_line(reason))
            }
            other => format!("{VERDICT_PREFIX}refused {}", one_line(&other.to_string())),
        }
    }

    /// The verdict in a probe's output (its last verdict line), if there is one.
    fn parse(output: &str) -> Option<Verdict> {
        let line = output
            .lines()
            .rev()
            .find_map(|l| l.trim_end().strip_prefix(VERDICT_PREFIX))?;
        if let Some(id) = line.strip_prefix("loads ") {
            Some(Verdict::Loads { id: id.to_string() })
        } else {
            line.strip_prefix("refused ").map(|r| Verdict::Refused {
                reason: r.to_string(),
            })
        }
    }

    fn cacheable(&self) -> bool {
        !matches!(self, Verdict::Unprobed { .. })
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Loads { id } => write!(f, "{}", tr!("plugin-probe-loads", game = id)),
            Verdict::Refused { reason } => write!(f, "{reason}"),
            Verdict::Crashes { signal } => write!(
                f,
                "{}",
                tr!("plugin-probe-crashes", signal = signal_name(*signal))
            ),
            Verdict::Exits { status } => write!(
                f,
                "{}",
                tr!("plugin-probe-exits", status = status.to_string())
            ),
            Verdict::TimedOut { secs, times } if *times >= TIMEOUTS_TRUSTED => write!(
                f,
                "{}",
                tr!(
                    "plugin-probe-timed-out-again",
                    seconds = *secs,
                    times = *times
                )
            ),
            Verdict::TimedOut { secs, .. } => {
                write!(f, "{}", tr!("plugin-probe-timed-out", seconds = *secs))
            }
            Verdict::Unprobed { reason } => write!(
                f,
                "{}",
                tr!("plugin-probe-unprobed", reason = reason.as_str())
            ),
        }
    }
}

/// `signal 7 (SIGBUS)` on Unix; `exception 0xc0000005` on Windows.
fn signal_name(signal: i64) -> String {
    if cfg!(windows) {
        return tr!("plugin-exception", code = format!("{signal:#x}"));
    }
    let name = match signal {
        4 => Some("SIGILL"),
        5 => Some("SIGTRAP"),
        6 => Some("SIGABRT"),
        8 => Some("SIGFPE"),
        9 => Some("SIGKILL"),
        11 => Some("SIGSEGV"),
        7 if cfg!(target_os = "linux") => Some("SIGBUS"),
        10 if cfg!(target_os = "macos") => Some("SIGBUS"),
        _ => None,
    };
    match name {
        Some(name) => tr!("plugin-signal-named", signal = signal, name = name),
        None => tr!("plugin-signal", signal = signal),
    }
}

/// Runs probes: which binary, where the cache is, how long a probe may take.
#[derive(Debug, Clone)]
pub struct Prober {
    exe: Result<PathBuf, String>,
    cache: Option<PathBuf>,
    timeout: Duration,
}

/// The `game-host` binary to probe with, and whether it was found next to a test binary.
fn locate_exe() -> (Result<PathBuf, String>, bool) {
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            return (
                Err(tr!("plugin-no-executable", error = e.to_string())),
                false,
            );
        }
    };
    let name = format!("game-host{}", std::env::consts::EXE_SUFFIX);
    if exe.file_name().is_some_and(|n| *n == *name) {
        return (Ok(exe), false);
    }
    // A test, bench or example binary in target/<profile>/{deps,examples}/.
    let parent = exe.parent();
    if let Some(profile_dir) = parent
        .filter(|d| {
            d.file_name()
                .is_some_and(|n| n == "deps" || n == "examples")
        })
        .and_then(Path::parent)
    {
        let candidate = profile_dir.join(&name);
        return if candidate.is_file() {
            (Ok(candidate), true)
        } else {
            (
                Err(tr!(
                    "plugin-no-game-host-build",
                    exe = exe.display().to_string(),
                    candidate = candidate.display().to_string()
                )),
                true,
            )
        };
    }
    (
        Err(tr!("plugin-no-game-host", exe = exe.display().to_string())),
        false,
    )
}

impl Prober {
    /// The prober for this process: itself when it is `game-host`, else the `game-host` built
    /// next to a test binary; the cache in the data directory (or in `target/<profile>/` for a
    /// test binary); [`PROBE_TIMEOUT`].
    pub fn from_env() -> Prober {
        let (exe, from_test) = locate_exe();
        let cache = if from_test {
            exe.as_ref()
                .ok()
                .and_then(|e| e.parent())
                .map(|d| d.join(CACHE_FILE))
        } else {
            crate::gui::storage::DataDir::locate().map(|d| d.root.join(CACHE_FILE))
        };
        Prober {
            exe,
            cache,
            timeout: PROBE_TIMEOUT,
        }
    }

    /// A prober that runs `exe` (a `game-host` binary).
    pub fn with_exe(exe: PathBuf) -> Prober {
        Prober {
            exe: Ok(exe),
            cache: None,
            timeout: PROBE_TIMEOUT,
        }
    }

    /// The cache file to use (`None`: no cache).
    pub fn cache(mut self, cache: Option<PathBuf>) -> Prober {
        self.cache = cache;
        self
    }

    pub fn timeout(mut self, timeout: Duration) -> Prober {
        self.timeout = timeout;
        self
    }

    /// The binary probes run, or why there is none.
    pub fn exe(&self) -> Result<&Path, &str> {
        self.exe.as_deref().map_err(String::as_str)
    }

    /// Probes one library (no cache).
    pub fn probe(&self, library: &Path) -> Verdict {
        let exe = match &self.exe {
            Ok(exe) => exe,
            Err(reason) => {
                return Verdict::Unprobed {
                    reason: reason.clone(),
                };
            }
        };
        let mut child = match Command::new(exe)
            .arg(PROBE_SUBCOMMAND)
            .arg(library)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
        {
            Ok(child) => child,
            Err(e) => {
                return Verdict::Unprobed {
                    reason: tr!(
                        "plugin-probe-cannot-start",
                        exe = exe.display().to_string(),
                        error = e.to_string()
                    ),
                };
            }
        };
        // Read the output on a thread (a chatty library must not fill the pipe and stall), and
        // keep only its end.
        let output = Arc::new(Mutex::new(Vec::<u8>::new()));
        let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
        if let Some(mut stdout) = child.stdout.take() {
            let output = Arc::clone(&output);
            std::thread::spawn(move || {
                let mut chunk = [0u8; 8192];
                while let Ok(n) = stdout.read(&mut chunk) {
                    if n == 0 {
                        break;
                    }
                    if let Ok(mut out) = output.lock() {
                        out.extend_from_slice(&chunk[..n]);
                        if out.len() > OUTPUT_LIMIT {
                            let cut = out.len() - OUTPUT_LIMIT;
                            out.drain(..cut);
                        }
                    }
                }
                let _ = done_tx.send(());
            });
        }
        let started = Instant::now();
        let mut pause = Duration::from_millis(1);
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if started.elapsed() >= self.timeout => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Verdict::TimedOut {
                        times: 1,
                        secs: self.timeout.as_secs().max(1),
                    };
                }
                Ok(None) => {
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(20));
                }
                Err(e) => {
                    let _ = child.kill();
                    return Verdict::Unprobed {
                        reason: tr!("plugin-probe-cannot-wait", error = e.to_string()),
                    };
                }
            }
        };
        // The output ends when the probe does, unless the library left a process of its own
        // holding the pipe: then do not wait for it.
        let _ = done_rx.recv_timeout(Duration::from_millis(500));
        let text = output
            .lock()
            .map(|o| String::from_utf8_lossy(&o).into_owned())
            .unwrap_or_default();
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            if let Some(signal) = status.signal() {
                return Verdict::Crashes {
                    signal: i64::from(signal),
                };
            }
        }
        let code = status.code().map_or(-1, i64::from);
        if cfg!(windows) && (code as u32) >= 0xc000_0000 {
            return Verdict::Crashes {
                signal: i64::from(code as u32),
            };
        }
        match Verdict::parse(&text) {
            Some(verdict) if status.success() => verdict,
            _ => Verdict::Exits { status: code },
        }
    }

    /// Verdicts for `libraries`, in order: from the cache where it is still valid, else from
    /// probes run in parallel; new verdicts are written back to the cache.
    pub fn verdicts(&self, libraries: &[PathBuf]) -> Vec<Verdict> {
        let stamp = self.exe.as_ref().ok().and_then(|e| FileStamp::of(e));
        let mut cache = match (&self.cache, &stamp) {
            (Some(path), Some(stamp)) => Cache::read(path, stamp),
            _ => Cache::default(),
        };
        let stamps: Vec<Option<FileStamp>> = libraries.iter().map(|l| FileStamp::of(l)).collect();
        let mut verdicts: Vec<Option<Verdict>> = stamps
            .iter()
            .map(|s| s.as_ref().and_then(|s| cache.get(s)))
            .collect();
        let todo: Vec<usize> = (0..libraries.len())
            .filter(|&i| verdicts[i].is_none())
            .collect();
        for batch in todo.chunks(PARALLEL_PROBES) {
            let results: Vec<(usize, Verdict)> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .iter()
                    .map(|&i| (i, scope.spawn(move || self.probe(&libraries[i]))))
                    .collect();
                handles
                    .into_iter()
                    .map(|(i, h)| {
                        let verdict = h.join().unwrap_or_else(|_| Verdict::Unprobed {
                            reason: tr!("plugin-probe-panicked"),
                        });
                        (i, verdict)
                    })
                    .collect()
            });
            for (i, mut verdict) in results {
                if let (Verdict::TimedOut { times, .. }, Some(s)) = (&mut verdict, &stamps[i]) {
                    *times = cache.timeouts(s) + 1;
                }
                verdicts[i] = Some(verdict);
            }
        }
        if !todo.is_empty()
            && let (Some(path), Some(stamp)) = (&self.cache, stamp)
        {
            for &i in &todo {
                if let (Some(s), Some(v)) = (&stamps[i], &verdicts[i])
                    && v.cacheable()
                {
                    cache.put(s.clone(), v.clone());
                }
            }
            cache.prober = Some(stamp);
            cache.write(path);
        }
        verdicts
            .into_iter()
            .map(|v| {
                v.unwrap_or_else(|| Verdict::Unprobed {
                    reason: tr!("plugin-probe-no-verdict"),
                })
            })
            .collect()
    }
}

/// A file as the cache knows it: canonical path, size and modification time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct FileStamp {
    path: PathBuf,
    size: u64,
    mtime_secs: u64,
    mtime_nanos: u32,
}

impl FileStamp {
    fn of(path: &Path) -> Option<FileStamp> {
        let path = path.canonicalize().ok()?;
        let meta = std::fs::metadata(&path).ok()?;
        let mtime = meta
            .modified()
            .ok()?
            .duration_since(SystemTime::UNIX_EPOCH)
            .ok()?;
        Some(FileStamp {
            path,
            size: meta.len(),
            mtime_secs: mtime.as_secs(),
            mtime_nanos: mtime.subsec_nanos(),
        })
    }
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct Cache {
    format: String,
    /// The binary that gave the verdicts: a rebuilt host probes again.
    prober: Option<FileStamp>,
    entries: Vec<(FileStamp, Verdict)>,
}

impl Cache {
    /// The cache at `path` if it was written by this prober; an empty one otherwise (missing,
    /// unreadable, corrupt, or another binary's).
    fn read(path: &Path, prober: &FileStamp) -> Cache {
        let cache = safe_read::read_text(path, 4 << 20)
            .ok()
            .and_then(|text| serde_json::from_str::<Cache>(&text).ok());
        match cache {
            Some(c) if c.format == CACHE_FORMAT && c.prober.as_ref() == Some(prober) => c,
            _ => Cache::default(),
        }
    }

    /// The cached verdict of the file, where it is trusted: a timeout only once it has
    /// repeated ([`TIMEOUTS_TRUSTED`]); a first one is probed again.
    fn get(&self, stamp: &FileStamp) -> Option<Verdict> {
        self.entries
            .iter()
            .find(|(s, _)| s == stamp)
            .map(|(_, v)| v.clone())
            .filter(|v| !matches!(v, Verdict::TimedOut { times, .. } if *times < TIMEOUTS_TRUSTED))
    }

    /// How many probes in a row of this very file timed out.
    fn timeouts(&self, stamp: &FileStamp) -> u32 {
        self.entries
            .iter()
            .find(|(s, _)| s == stamp)
            .map_or(0, |(_, v)| match v {
                Verdict::TimedOut { times, .. } => *times,
                _ => 0,
            })
    }

    fn put(&mut self, stamp: FileStamp, verdict: Verdict) {
        self.entries.retain(|(s, _)| s.path != stamp.path);
        self.entries.push((stamp, verdict));
    }

    /// Writes the cache atomically, without the entries of files that are gone, keeping the
    /// newest [`CACHE_ENTRIES`]. Failing to write only costs probing again next time.
    fn write(mut self, path: &Path) {
        self.format = CACHE_FORMAT.to_string();
        self.entries.retain(|(s, _)| s.path.exists());
        let excess = self.entries.len().saturating_sub(CACHE_ENTRIES);
        self.entries.drain(..excess);
        let Some(dir) = path.parent() else {
            return;
        };
        let Ok(bytes) = serde_json::to_vec_pretty(&self) else {
            return;
        };
        if std::fs::create_dir_all(dir).is_err() {
            return;
        }
        if let Ok(mut file) = tempfile::NamedTempFile::new_in(dir)
            && std::io::Write::write_all(&mut file, &bytes).is_ok()
        {
            let _ = file.persist(path);
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn verdict_lines_round_trip_and_the_last_one_counts() {
        let ok = Verdict::Loads {
            id: "tic-tac-toe".into(),
        };
        assert_eq!(Verdict::parse(&ok.line()), Some(ok.clone()));
        let refused = Verdict::Refused {
            reason: "not a game plugin:\nno table".into(),
        };
        let out = format!("noise\n{}\n{}\nmore noise\n", ok.line(), refused.line());
        assert_eq!(
            Verdict::parse(&out),
            Some(Verdict::Refused {
                reason: "not a game plugin: no table".into()
            })
        );
        assert_eq!(Verdict::parse("nothing here"), None);
    }

    #[test]
    fn messages_say_what_happened() {
        assert!(
            Verdict::Exits { status: 3 }
                .to_string()
                .starts_with("this plugin exits when loaded (status 3)")
        );
        assert!(
            Verdict::TimedOut { secs: 10, times: 1 }
                .to_string()
                .starts_with("this plugin did not finish loading within 10 s")
        );
        assert!(
            Verdict::TimedOut { secs: 10, times: 2 }
                .to_string()
                .contains("at its last 2 probes; it is skipped without loading")
        );
        if cfg!(target_os = "linux") {
            assert!(
                Verdict::Crashes { signal: 7 }
                    .to_string()
                    .starts_with("this plugin crashes when loaded (signal 7, SIGBUS)")
            );
        }
    }
}
