//! The review screen after a match: the bot judges every position on a worker thread (from
//! what a seat at this screen knew then, [`crate::review::judge_of`]), then the screen shows
//! each seat's chance of winning over the match, the turning points, and any position with the
//! move played and the move the bot preferred, the table drawn as the judging seat saw it.
//!
//! Offered only once the match is over (so a hot-seat review shows no one what is still
//! hidden in play), and only where the match ran: a remote seat has no record to replay.

mod chart;
mod position;

use crate::gui::table::TableScreen;
use crate::review::{Judging, Review, TurningPoint, review, turning_points};
use crate::seats::SeatKind;
use crate::tr;
use egui::RichText;
use game_wire::{BotLevel, BotSpec};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};

/// Turning points listed at most.
const MOST_TURNING_POINTS: usize = 5;

/// What the review screen asks of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewRequest {
    None,
    /// Back to the finished match's table.
    Back,
}

/// The review of the finished match on `table`.
#[derive(Debug)]
pub struct ReviewScreen {
    /// The finished match, shown again on Back.
    pub table: Box<TableScreen>,
    pub judging: Judging,
    job: Option<Job>,
    /// The review, or why it failed.
    pub result: Option<Result<Review, String>>,
    pub points: Vec<TurningPoint>,
    /// The position on display (an index into the review's positions).
    pub selected: usize,
}

#[derive(Debug)]
struct Job {
    done: Arc<AtomicUsize>,
    /// Each seat's chances at the positions judged so far, for the chart while it fills in.
    so_far: Arc<std::sync::Mutex<Vec<Vec<f64>>>>,
    total: usize,
    cancel: Arc<AtomicBool>,
    answer: Receiver<Result<Review, String>>,
}

/// The seats whose information the people at this screen may use: the humans at this device
/// (never a remote seat's), or every seat (empty) when all are humans here or none is (bots
/// only). `None` when no seat is here but some play from elsewhere: a match hosted for others
/// has nobody at this screen entitled to any seat's view, so it has no review here.
pub fn local_judges(seats: &[SeatKind]) -> Option<Vec<u8>> {
    let here: Vec<u8> = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, SeatKind::Human))
        .filter_map(|(i, _)| u8::try_from(i).ok())
        .collect();
    let remote = seats.iter().any(|s| matches!(s, SeatKind::Remote));
    match (remote, here.is_empty()) {
        (true, true) => None,
        (true, false) => Some(here),
        (false, _) if here.is_empty() || here.len() == seats.len() => Some(Vec::new()),
        (false, _) => Some(here),
    }
}

impl ReviewScreen {
    /// Starts reviewing the match on `table` (finished) with the normal bot; `None` (the table
    /// given back) where nobody at this screen may review it ([`local_judges`]).
    pub fn start(table: Box<TableScreen>) -> Result<ReviewScreen, Box<TableScreen>> {
        let Some(judges) = local_judges(&table.controller.seating.seats) else {
            return Err(table);
        };
        let judging = Judging {
            bot: BotSpec::level(BotLevel::Normal),
            seed: 1,
            max_millis: Some(BotLevel::Normal.default_millis()),
            judges,
        };
        let saved = table.controller.session.save();
        let plugin = Arc::clone(table.controller.session.plugin());
        let done = Arc::new(AtomicUsize::new(0));
        let so_far = Arc::new(std::sync::Mutex::new(Vec::new()));
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, answer) = std::sync::mpsc::channel();
        let total = saved.actions.len();
        {
            let (done, cancel, judging) = (Arc::clone(&done), Arc::clone(&cancel), judging.clone());
            let so_far = Arc::clone(&so_far);
            std::thread::spawn(move || {
                let progress = |p: &crate::review::Position, _total: usize| {
                    if let Ok(mut chances) = so_far.lock() {
                        chances.push(p.chances.clone());
                    }
                    done.store(p.index + 1, Ordering::Relaxed);
                };
                // A replay the rules refuse says why in the game's words: in this language.
                let result = review(&plugin, &saved, &judging, progress, &cancel)
                    .map_err(|e| crate::i18n::game::show(&saved.game, &e.to_string()));
                // The screen may be gone (the player left): nobody to tell.
                let _ = send.send(result);
            });
        }
        Ok(ReviewScreen {
            table,
            judging,
            job: Some(Job {
                done,
                so_far,
                total,
                cancel,
                answer,
            }),
            result: None,
            points: Vec::new(),
            selected: 0,
        })
    }

    /// Whether the bot is still judging.
    pub fn is_working(&self) -> bool {
        self.job.is_some()
    }

    /// Takes the worker's answer when it has come.
    pub fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        let answer = match job.answer.try_recv() {
            Ok(answer) => answer,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Err(tr!("review-stopped-unexpectedly")),
        };
        self.job = None;
        if let Ok(r) = &answer {
            self.points = turning_points(r, MOST_TURNING_POINTS);
            // Open on the first turning point: the move the player most wants explained.
            self.selected = self.points.first().map_or(0, |t| t.index);
        }
        self.result = Some(answer);
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> ReviewRequest {
        self.poll();
        // The seats and texts in the player's language.
        let game = self.table.controller.info.id.clone();
        let _game = crate::i18n::game::Scope::enter(&game);
        let mut request = ReviewRequest::None;
        egui::Panel::top("review-top").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr!("review-back")).clicked() {
                    request = ReviewRequest::Back;
                }
                ui.heading(tr!(
                    "review-heading",
                    game = &self.table.controller.info.name,
                    ruleset = &self.table.ruleset_name
                ));
            });
            ui.label(RichText::new(self.judged_by()).weak().size(13.0));
            ui.add_space(2.0);
        });
        match (&self.job, &self.result) {
            (Some(job), _) => {
                let done = job.done.load(Ordering::Relaxed);
                let total = job.total.max(1);
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(tr!("review-judging", done = done, total = total));
                    });
                    ui.add(
                        egui::ProgressBar::new(done as f32 / total as f32)
                            .desired_width(320.0)
                            .show_percentage(),
                    );
                    if ui.button(tr!("review-stop")).clicked() {
                        job.cancel.store(true, Ordering::Relaxed);
                    }
                    ui.add_space(8.0);
                    // The chances so far: the chart fills in as the bot goes.
                    let so_far = job.so_far.lock().map(|c| c.clone()).unwrap_or_default();
                    chart::show(
                        ui,
                        &chart::Chart {
                            seats: &self.table.controller.info.seats,
                            chances: &so_far,
                            points: &[],
                            selected: None,
                            judges: &self.judging.judges,
                            moves: job.total,
                        },
                    );
                });
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(100));
            }
            (None, Some(Err(e))) => {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.label(RichText::new(tr!("review-failed", error = e)).strong());
                });
            }
            (None, Some(Ok(_))) => self.reviewed(ui),
            (None, None) => {}
        }
        if request == ReviewRequest::Back
            && let Some(job) = &self.job
        {
            job.cancel.store(true, Ordering::Relaxed);
        }
        request
    }

    /// Who judged: said at the top, since it is what the review may show.
    fn judged_by(&self) -> String {
        let seats = &self.table.controller.info.seats;
        let bot = self.judging.bot.to_string();
        if self.judging.judges.is_empty() {
            tr!("review-judged-by-movers", bot = bot)
        } else {
            let names = self
                .judging
                .judges
                .iter()
                .filter_map(|s| seats.get(usize::from(*s)).cloned())
                .reduce(|first, second| tr!("review-names-and", first = first, second = second))
                .unwrap_or_default();
            tr!("review-judged-by-seats", bot = bot, seats = names)
        }
    }

    fn reviewed(&mut self, ui: &mut egui::Ui) {
        let Some(Ok(review)) = &self.result else {
            return;
        };
        let mut selected = self.selected;
        let positions = review.positions.len();
        egui::Panel::right("review-points")
            .resizable(true)
            .default_size((ui.ctx().content_rect().width() * 0.22).clamp(200.0, 300.0))
            .show(ui, |ui| {
                ui.label(RichText::new(tr!("review-turning-points")).strong());
                if self.points.is_empty() {
                    ui.label(tr!(
                        "review-no-turning-points",
                        seats = judged_seats(review, &self.judging.judges)
                    ));
                }
                for t in &self.points {
                    let name = review
                        .seats
                        .get(usize::from(t.mover))
                        .map_or("", String::as_str);
                    let text = tr!(
                        "review-turning-point",
                        number = t.index + 1,
                        seat = name,
                        before = format!("{:.0}", t.before * 100.0),
                        after = format!("{:.0}", t.after * 100.0)
                    );
                    if ui.selectable_label(selected == t.index, text).clicked() {
                        selected = t.index;
                    }
                }
                ui.separator();
                if let Some(o) = &review.outcome {
                    ui.label(RichText::new(&o.reason).weak());
                }
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let chances = review.chances();
            let clicked = chart::show(
                ui,
                &chart::Chart {
                    seats: &review.seats,
                    chances: &chances,
                    points: &self.points,
                    selected: Some(selected),
                    judges: &self.judging.judges,
                    moves: positions,
                },
            );
            if let Some(i) = clicked {
                selected = i;
            }
            ui.horizontal(|ui| {
                let back = ui.add_enabled(selected > 0, egui::Button::new(tr!("review-previous")));
                let next = ui.add_enabled(
                    selected + 1 < positions,
                    egui::Button::new(tr!("review-next")),
                );
                if back.clicked() || ui.input(|i| i.key_pressed(egui::Key::ArrowLeft)) {
                    selected = selected.saturating_sub(1);
                }
                if next.clicked() || ui.input(|i| i.key_pressed(egui::Key::ArrowRight)) {
                    selected = (selected + 1).min(positions.saturating_sub(1));
                }
            });
            if let Some(p) = review.positions.get(selected) {
                position::show(ui, review, p);
            }
        });
        self.selected = selected;
    }
}

/// The seats whose moves the review weighs, in words ("Black", "Black and White").
fn judged_seats(review: &Review, judges: &[u8]) -> String {
    let names: Vec<&str> = if judges.is_empty() {
        review.seats.iter().map(String::as_str).collect()
    } else {
        judges
            .iter()
            .filter_map(|s| review.seats.get(usize::from(*s)).map(String::as_str))
            .collect()
    };
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => tr!("review-names-or", first = rest.join(", "), last = *last),
    }
}

#[cfg(test)]
mod tests {
    use super::local_judges;
    use crate::seats::SeatKind::{Bot, Human, Remote};
    use game_wire::BotLevel::Normal;

    #[test]
    fn only_seats_at_this_screen_judge_and_a_match_hosted_for_others_has_no_review() {
        assert_eq!(local_judges(&[Human, Bot(Normal)]), Some(vec![0]));
        assert_eq!(
            local_judges(&[Bot(Normal), Human, Bot(Normal)]),
            Some(vec![1])
        );
        assert_eq!(
            local_judges(&[Human, Human]),
            Some(vec![]),
            "hot-seat: each mover"
        );
        assert_eq!(
            local_judges(&[Bot(Normal), Bot(Normal)]),
            Some(vec![]),
            "bots only"
        );
        assert_eq!(
            local_judges(&[Human, Remote]),
            Some(vec![0]),
            "never the remote seat"
        );
        assert_eq!(local_judges(&[Remote, Remote]), None);
        assert_eq!(local_judges(&[Remote, Bot(Normal)]), None);
    }
}
