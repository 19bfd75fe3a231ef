//! The balance lab's engine, shared by `game-host simulate` and the app's balance lab panel:
//! bot-vs-bot batches played inside the plugin on worker threads ([`runner`]), their tally
//! with 95% Wilson intervals ([`tally`], [`rate`]) and the report made of it ([`report`]),
//! batches split into shards on many machines and merged back ([`shard`]), a batch running
//! in the background with its progress as events ([`job`]), and the ruleset under test
//! followed through its saves ([`follow`]). Two rulesets are compared on the same seeds with a
//! paired interval ([`paired`], over [`normal`]), and `--until-decided` stops as soon as the
//! comparison has answered ([`sequential`]).

pub mod follow;
pub mod job;
pub mod normal;
pub mod paired;
pub mod rate;
pub mod report;
pub mod runner;
pub mod seats;
pub mod sequential;
pub mod shard;
pub mod significance;
pub mod tally;

pub use job::{Job, JobEvent, JobSpec, RulesetChoice};
pub use rate::Rate;
pub use report::{Report, ScriptErrorRow, Timing, counter_rows, rows, script_error_lines};
pub use runner::{Batch, bot_index, run_batch, tally_batch};
pub use seats::table_seats;
pub use tally::Tally;
