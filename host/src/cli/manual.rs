//! `game-host completions SHELL` and `game-host manual`: shell completions and the man page,
//! generated from the command line's definition (so they never fall behind it); the packages
//! (`dist/build.sh`) install both.

use super::Cli;
use clap::CommandFactory;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

pub fn completions(args: &CompletionsArgs) -> ExitCode {
    let mut command = Cli::command();
    clap_complete::generate(
        args.shell,
        &mut command,
        "game-host",
        &mut std::io::stdout(),
    );
    ExitCode::SUCCESS
}

pub fn man_page() -> ExitCode {
    let page = clap_mangen::Man::new(Cli::command());
    match page.render(&mut std::io::stdout()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write the man page: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completions_and_the_man_page_name_the_commands() {
        let mut command = Cli::command();
        let mut bash = Vec::new();
        clap_complete::generate(
            clap_complete::Shell::Bash,
            &mut command,
            "game-host",
            &mut bash,
        );
        let bash = String::from_utf8_lossy(&bash);
        for sub in ["play", "simulate", "mod"] {
            assert!(bash.contains(sub), "bash completion lacks {sub}");
        }
        // `host` and `join` exist only with online play.
        assert_eq!(bash.contains("join"), cfg!(feature = "online"));
        let mut man = Vec::new();
        clap_mangen::Man::new(Cli::command())
            .render(&mut man)
            .unwrap();
        let man = String::from_utf8_lossy(&man);
        assert!(
            man.starts_with(".ie") || man.contains(".TH game-host"),
            "{}",
            &man[..80]
        );
        assert!(man.contains("Plays board and card games"));
    }
}
