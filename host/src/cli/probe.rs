//! `game-host __probe-plugin PATH` (hidden): the load probe. Loads one library into this
//! short-lived process — checking its file, its table (ABI version, no null entries) and asking
//! it to describe itself — and prints one verdict line. The host that started it reads the
//! verdict, or how this process ended (a signal, an exit status, a timeout): see
//! `host/src/plugin/probe.rs`. It never searches for plugins itself.

use crate::plugin::{Plugin, Verdict};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct ProbeArgs {
    /// The library to load.
    pub library: PathBuf,
}

pub fn run(args: &ProbeArgs) -> ExitCode {
    let verdict = match Plugin::load(&args.library) {
        Ok(plugin) => Verdict::Loads {
            id: plugin.info().id.clone(),
        },
        Err(e) => Verdict::Refused {
            reason: e.to_string(),
        },
    };
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{}", verdict.line())
        .and_then(|()| out.flush())
        .is_err()
    {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
