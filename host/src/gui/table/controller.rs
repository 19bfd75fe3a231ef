//! The match behind a table is run by the headless [`crate::match_driver::Driver`]; the
//! table's panels only read it and send it commands.

pub use crate::match_driver::{Driver as Controller, OnlineOptions, SequenceEnd, TakeBackOffer};
