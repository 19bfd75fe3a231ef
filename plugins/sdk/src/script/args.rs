//! Reading the arguments a script passes to a game's context methods (`ctx:total(seat, …)`),
//! with the errors a script author reads. Every game checks the same things the same way, so
//! the helpers live here once; a game adds only its own words (how its seats are called).

use mlua::Error;

/// A Lua error that reads `message` as is: the script author sees it after the SDK's
/// `while running <file> hook <name>: <file>:<line>:` prefix (see [`super::ScriptError`]), so
/// a context method's refusal needs no other wrapping.
pub fn script_error(message: impl Into<String>) -> Error {
    Error::RuntimeError(message.into())
}

/// The seat a script named, one of `0..seats`; any other number is refused with
/// `seat <n> does not exist (<which>)`, where `which` says in the game's words which seats
/// there are ("seats are 0 and 1", "0 is Black, 1 is White").
pub fn seat_arg(seat: i64, seats: u8, which: &str) -> mlua::Result<u8> {
    match u8::try_from(seat) {
        Ok(s) if s < seats => Ok(s),
        _ => Err(script_error(format!(
            "seat {seat} does not exist ({which})"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_in_range_is_read_and_any_other_number_is_refused_with_the_games_words() {
        assert_eq!(seat_arg(0, 2, "seats are 0 and 1").ok(), Some(0));
        assert_eq!(seat_arg(1, 2, "seats are 0 and 1").ok(), Some(1));
        for bad in [2, -1, 256, i64::MAX, i64::MIN] {
            let e = seat_arg(bad, 2, "0 is Black, 1 is White")
                .err()
                .map(|e| e.to_string());
            assert_eq!(
                e.as_deref(),
                Some(
                    format!("runtime error: seat {bad} does not exist (0 is Black, 1 is White)")
                        .as_str()
                )
            );
        }
    }
}
