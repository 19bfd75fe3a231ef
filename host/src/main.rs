use clap::Parser;
use game_host::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let _ = game_host::gui::STARTED.set(std::time::Instant::now());
    run(Cli::parse())
}
