//! Answering the choice an ability asks for (ALS-3): checking who is asked and how it continues,
//! applying a primitive continuation, and the log's words for a chosen option.

use crate::AirLandSea;
use crate::script::{Ctx, Primitive};
use crate::state::{SEATS, State};
use game_sdk::LogLine;
use game_sdk::Refusal;
use game_sdk::script::{PendingChoice, ScriptError};

impl AirLandSea {
    /// `seat` answers the pending choice with the option `chosen`, or skips it (`None`): a
    /// primitive continuation is applied by the core, any other is the script's to resume.
    pub(crate) fn answer(
        &self,
        ctx: &mut Ctx,
        seat: u8,
        chosen: Option<&str>,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        let Some(choice) = ctx.s.choice.take() else {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-no-choice",
                "no choice is waiting"
            )));
        };
        let who = SEATS[seat as usize];
        // The option is the action's notation, as the log writes actions ("flip land.1.2"). A
        // bot's search reads no line: none is written.
        crate::script::write_line(!game_sdk::bots::searching(), log, || {
            LogLine::public(match chosen {
                Some(c) => game_sdk::msg!(
                    "ability-chooses",
                    "{seat} chooses {option}",
                    seat = who,
                    option = self.public_text(&ctx.s, c)
                ),
                None => game_sdk::msg!("ability-skips", "{seat} chooses to skip", seat = who),
            })
        });
        let next = match Primitive::of(&choice.continue_with) {
            // A primitive continuation: the core applies it, no script runs.
            Some(Ok(primitive)) => {
                choice.check_answer(chosen)?;
                if let Some(option) = chosen {
                    ctx.apply_primitive(primitive, option).map_err(|e| {
                        Refusal::from(ScriptError::new(
                            "scripts/air-land-sea",
                            0,
                            format!("`{}` of \"{option}\": {e}", choice.continue_with),
                        ))
                    })?;
                }
                log.append(&mut ctx.log);
                None
            }
            _ => self.resume_remembered(ctx, &choice, chosen, log)?,
        };
        self.set_choice(ctx, next, &choice.continue_with)?;
        Ok(())
    }

    /// An option's text with every card nobody else may know replaced by "a card", for the log.
    pub(crate) fn public_text(&self, s: &State, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 8);
        for (i, w) in text.split_whitespace().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            match self.defs.card(w) {
                Some(c) if !s.placed(c).is_some_and(|(.., p)| p.up) => out.push_str("a card"),
                _ => out.push_str(w),
            }
        }
        out
    }

    pub(crate) fn set_choice(
        &self,
        ctx: &mut Ctx,
        choice: Option<std::sync::Arc<PendingChoice>>,
        asked_by: &str,
    ) -> Result<(), ScriptError> {
        if let Some(c) = &choice {
            match Primitive::of(&c.continue_with) {
                Some(Ok(_)) => {}
                Some(Err(e)) => {
                    let (file, line) = self.host.defined_at(asked_by).unwrap_or(("scripts", 0));
                    return Err(ScriptError::new(
                        file,
                        line,
                        format!("hook `{asked_by}`: {e}"),
                    ));
                }
                None => self.host.check_choice(c, asked_by)?,
            }
            if c.seat > 1 {
                let (file, line) = self.host.defined_at(asked_by).unwrap_or(("scripts", 0));
                return Err(ScriptError::new(
                    file,
                    line,
                    format!(
                        "hook `{asked_by}` asks seat {}, which does not exist",
                        c.seat
                    ),
                ));
            }
        }
        ctx.s.choice = choice;
        Ok(())
    }
}
