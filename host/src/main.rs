use game_host::cli::{parse, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let _ = game_host::gui::STARTED.set(std::time::Instant::now());
    run(parse())
}
