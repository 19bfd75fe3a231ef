//! The balance lab's engine, shared by `game-host simulate` and the app's balance lab panel:
//! bot-vs-bot batches played inside the plugin on worker threads ([`runner`]), their tally
//! with 95% Wilson intervals ([`tally`], [`rate`]), and a batch running in the background with
//! its progress as events ([`job`]).

pub mod job;
pub mod rate;
pub mod runner;
pub mod tally;

pub use job::{Job, JobEvent, JobSpec};
pub use rate::Rate;
pub use runner::{Batch, bot_index, run_batch};
pub use tally::{Report, ScriptErrorRow, Tally, rows, script_error_lines};
