//! `game-host list`

use super::Env;
use crate::content;
use std::process::ExitCode;

pub fn run(env: &Env) -> Result<ExitCode, String> {
    if env.catalog.plugins.is_empty() {
        println!("No games found.");
    }
    for plugin in &env.catalog.plugins {
        let info = plugin.info();
        println!(
            "{} — {} v{} ({})",
            info.id,
            info.name,
            info.version,
            info.seats.join(" vs ")
        );
        println!("    {}", info.description);
        println!("    plugin: {}", plugin.path().display());
        let rulesets = env
            .content
            .as_deref()
            .map(|root| content::rulesets(root, &info.id))
            .unwrap_or_default();
        if rulesets.is_empty() {
            println!("    rulesets: none found");
        }
        for r in rulesets {
            let base = r
                .extends
                .map(|b| format!(" (extends {b})"))
                .unwrap_or_default();
            println!("    ruleset {}: {}{base} — {}", r.id, r.name, r.description);
        }
    }
    if !env.catalog.failures.is_empty() {
        println!("\nNot loaded:");
        for f in &env.catalog.failures {
            println!("    {}: {}", f.path.display(), f.reason);
        }
    }
    Ok(ExitCode::SUCCESS)
}
