//! clap's error messages ("unexpected argument '--x' found", its tips, the usage, "For more
//! information, try '--help'.") in the player's language.
//!
//! clap words them in English inside its own formatter; it also hands out what they are made
//! of (the kind of mistake, the argument, the value, the suggestions), and takes a formatter of
//! ours. This one says the same with the catalogue's words (`help-clap-error-*` in
//! `cli-help.ftl`), styled as clap styles them. A mistake it cannot word (a kind or a shape of
//! clap's it does not know) is left to clap, in English, whole.

use super::help_text::quoted;
use crate::tr;
use clap::builder::{StyledStr, Styles};
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};

/// Prints `error` (a mistake, or the help or version clap shows through the same path) and
/// exits with clap's status: 0 after help or version, 2 after a mistake.
pub(super) fn exit(error: clap::Error) -> ! {
    if crate::i18n::current().code == crate::i18n::ENGLISH || describe(&error).is_none() {
        error.exit()
    }
    error.apply::<Translated>().exit()
}

/// clap's formatter, in the current language (only ever given errors [`describe`] words).
struct Translated;

impl ErrorFormatter for Translated {
    fn format_error(error: &clap::error::Error<Self>) -> StyledStr {
        describe(error).unwrap_or_default()
    }
}

/// The styles clap gives an error: the command's, and `Cli` sets none of its own.
fn styles() -> Styles {
    Styles::default()
}

/// `text` in `style` (which renders as nothing where the output has no colours).
fn styled(style: &clap::builder::styling::Style, text: &str) -> String {
    format!("{}{text}{}", style.render(), style.render_reset())
}

/// Two spaces: clap's indent of a list under a message.
const TAB: &str = "  ";

/// The whole message, laid out as clap's `RichFormatter` lays it out; `None` where it would
/// say something this does not know how to say.
fn describe<F: ErrorFormatter>(error: &clap::error::Error<F>) -> Option<StyledStr> {
    let styles = styles();
    let mut text = format!(
        "{} {}",
        styled(styles.get_error(), &format!("{}:", tr!("help-clap-error"))),
        message(error, &styles)?
    );
    let valid = styles.get_valid();
    let tip = styled(valid, &format!("{}:", tr!("help-clap-tip")));
    let mut suggested = false;
    for (kind, id) in [
        (ContextKind::SuggestedSubcommand, Similar::Subcommand),
        (ContextKind::SuggestedArg, Similar::Argument),
        (ContextKind::SuggestedValue, Similar::Value),
    ] {
        if let Some(value) = error.get(kind) {
            text.push('\n');
            if !suggested {
                text.push('\n');
                suggested = true;
            }
            text.push_str(&format!("{TAB}{tip} {}", similar(id, value, &styles)?));
        }
    }
    if let Some(ContextValue::StyledStrs(tips)) = error.get(ContextKind::Suggested) {
        if !suggested {
            text.push('\n');
        }
        for suggestion in tips {
            text.push_str(&format!(
                "\n{TAB}{tip} {}",
                reword_tip(&suggestion.to_string(), &styles)?
            ));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        let usage = usage.ansi().to_string();
        let heading = format!("{}:", tr!("help-clap-usage"));
        text.push_str("\n\n");
        text.push_str(&usage.replacen("Usage:", &heading, 1));
    }
    let help = styled(styles.get_literal(), "--help");
    text.push_str(&format!(
        "\n\n{}\n",
        tr!("help-clap-error-more", help = help)
    ));
    Some(StyledStr::from(text))
}

/// The first line: what is wrong.
fn message<F: ErrorFormatter>(error: &clap::error::Error<F>, styles: &Styles) -> Option<String> {
    let string = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.as_str()),
        _ => None,
    };
    let number = |kind| match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    };
    let invalid = |text: &str| styled(styles.get_invalid(), text);
    let literal = |text: &str| styled(styles.get_literal(), text);
    let valid = |text: &str| styled(styles.get_valid(), text);
    let list = |values: &[String]| {
        values
            .iter()
            .map(|v| format!("\n{TAB}{}", valid(v)))
            .collect::<String>()
    };
    Some(match error.kind() {
        ErrorKind::ArgumentConflict => {
            let arg = invalid(string(ContextKind::InvalidArg)?);
            match error.get(ContextKind::PriorArg) {
                Some(ContextValue::String(prior))
                    if Some(prior.as_str()) == string(ContextKind::InvalidArg) =>
                {
                    tr!("help-clap-error-used-twice", arg = arg)
                }
                Some(ContextValue::String(prior)) => {
                    tr!(
                        "help-clap-error-conflict",
                        arg = arg,
                        other = invalid(prior)
                    )
                }
                Some(ContextValue::Strings(prior)) => {
                    let others: Vec<String> = prior.iter().map(|p| invalid(p)).collect();
                    format!(
                        "{}{}",
                        tr!("help-clap-error-conflict-list", arg = arg),
                        others
                            .iter()
                            .map(|o| format!("\n{TAB}{o}"))
                            .collect::<String>()
                    )
                }
                _ => tr!("help-clap-error-conflict-others", arg = arg),
            }
        }
        ErrorKind::NoEquals => {
            tr!(
                "help-clap-error-no-equals",
                arg = invalid(string(ContextKind::InvalidArg)?)
            )
        }
        ErrorKind::InvalidValue => {
            let arg = string(ContextKind::InvalidArg)?;
            let value = string(ContextKind::InvalidValue)?;
            let mut text = if value.is_empty() {
                tr!("help-clap-error-value-required", arg = invalid(arg))
            } else {
                tr!(
                    "help-clap-error-invalid-value",
                    value = invalid(value),
                    arg = literal(arg)
                )
            };
            if let Some(ContextValue::Strings(values)) = error.get(ContextKind::ValidValue)
                && !values.is_empty()
            {
                let values: Vec<String> = values.iter().map(|v| valid(&quoted(v))).collect();
                text.push_str(&format!(
                    "\n{TAB}{}",
                    tr!("help-clap-possible-values", values = values.join(", "))
                ));
            }
            text
        }
        ErrorKind::InvalidSubcommand => tr!(
            "help-clap-error-unrecognized-subcommand",
            subcommand = invalid(string(ContextKind::InvalidSubcommand)?)
        ),
        ErrorKind::MissingRequiredArgument => match error.get(ContextKind::InvalidArg) {
            Some(ContextValue::Strings(args)) => {
                format!("{}{}", tr!("help-clap-error-missing-arguments"), list(args))
            }
            _ => return None,
        },
        ErrorKind::MissingSubcommand => {
            let command = invalid(string(ContextKind::InvalidSubcommand)?);
            let mut text = tr!("help-clap-error-missing-subcommand", command = command);
            if let Some(ContextValue::Strings(values)) = error.get(ContextKind::ValidSubcommand)
                && !values.is_empty()
            {
                let values: Vec<String> = values.iter().map(|v| valid(&quoted(v))).collect();
                text.push_str(&format!(
                    "\n{TAB}{}",
                    tr!("help-clap-error-subcommands", values = values.join(", "))
                ));
            }
            text
        }
        ErrorKind::InvalidUtf8 => tr!("help-clap-error-invalid-utf8"),
        ErrorKind::TooManyValues => tr!(
            "help-clap-error-too-many-values",
            value = invalid(string(ContextKind::InvalidValue)?),
            arg = literal(string(ContextKind::InvalidArg)?)
        ),
        ErrorKind::TooFewValues => {
            let actual = number(ContextKind::ActualNumValues)?;
            tr!(
                "help-clap-error-too-few-values",
                min = valid(&number(ContextKind::MinValues)?.to_string()),
                arg = literal(string(ContextKind::InvalidArg)?),
                actual = invalid(&actual.to_string()),
                count = actual
            )
        }
        ErrorKind::ValueValidation => {
            let mut text = tr!(
                "help-clap-error-invalid-value",
                value = invalid(string(ContextKind::InvalidValue)?),
                arg = literal(string(ContextKind::InvalidArg)?)
            );
            // Why the value is wrong is the parser's own sentence (Rust's "invalid digit found
            // in string", a range's bounds): English, as it comes.
            if let Some(source) = std::error::Error::source(error) {
                text.push_str(&format!(": {source}"));
            }
            text
        }
        ErrorKind::WrongNumberOfValues => {
            let actual = number(ContextKind::ActualNumValues)?;
            tr!(
                "help-clap-error-wrong-number-of-values",
                expected = valid(&number(ContextKind::ExpectedNumValues)?.to_string()),
                arg = literal(string(ContextKind::InvalidArg)?),
                actual = invalid(&actual.to_string()),
                count = actual
            )
        }
        ErrorKind::UnknownArgument => tr!(
            "help-clap-error-unknown-argument",
            arg = invalid(string(ContextKind::InvalidArg)?)
        ),
        _ => return None,
    })
}

/// What a "did you mean" names.
#[derive(Clone, Copy)]
enum Similar {
    Subcommand,
    Argument,
    Value,
}

/// "a similar argument exists: '--seed'" (or several).
fn similar(what: Similar, value: &ContextValue, styles: &Styles) -> Option<String> {
    let names: Vec<&str> = match value {
        ContextValue::String(name) => vec![name.as_str()],
        ContextValue::Strings(names) => names.iter().map(String::as_str).collect(),
        _ => return None,
    };
    let count = names.len();
    let names = names
        .iter()
        .map(|n| format!("'{}'", styled(styles.get_valid(), n)))
        .collect::<Vec<_>>()
        .join(", ");
    Some(match what {
        Similar::Subcommand => tr!("help-clap-similar-subcommand", names = names, count = count),
        Similar::Argument => tr!("help-clap-similar-argument", names = names, count = count),
        Similar::Value => tr!("help-clap-similar-value", names = names, count = count),
    })
}

/// clap's tips come worded; these are the ones its parser writes (`tip` the plain text), said
/// again in the current language.
fn reword_tip(tip: &str, styles: &Styles) -> Option<String> {
    let valid = |text: &str| styled(styles.get_valid(), text);
    let invalid = |text: &str| styled(styles.get_invalid(), text);
    if let Some(rest) = tip.strip_prefix("to pass '")
        && let Some((arg, rest)) = rest.split_once("' as a value, use '")
        && let Some(usage) = rest.strip_suffix('\'')
    {
        return Some(tr!(
            "help-clap-tip-as-value",
            arg = invalid(arg),
            usage = valid(usage)
        ));
    }
    if let Some(rest) = tip.strip_prefix("subcommand '")
        && let Some(name) = rest.strip_suffix("' exists; to use it, remove the '--' before it")
    {
        return Some(tr!(
            "help-clap-tip-remove-dashes",
            subcommand = valid(name),
            dashes = invalid("--")
        ));
    }
    if let Some(rest) = tip.strip_prefix('\'')
        && let Some(usage) = rest.strip_suffix("' exists")
    {
        return Some(tr!("help-clap-tip-exists", usage = valid(usage)));
    }
    None
}

#[cfg(test)]
#[path = "clap_errors_tests.rs"]
mod tests;
