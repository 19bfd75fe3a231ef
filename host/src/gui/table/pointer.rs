//! What the pointer does to the table's elements besides a left click: a right click, and the
//! element it rests on. The renderer hands each clickable element's response to [`report`]
//! (one call per element); the table reads the frame's record with [`take`] after drawing and
//! tells the renderer, through [`set_hints`], what a click and a right click would play.
//!
//! The record lives in egui's per-frame memory so the drawing functions keep their signatures.

use game_wire::scene::ElementId;
use std::collections::BTreeMap;
use std::sync::Arc;

/// What the pointer did this frame, besides left clicks (the renderer returns those).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    /// The element right-clicked, and where (for a menu at the pointer).
    pub secondary: Option<(ElementId, egui::Pos2)>,
    /// The element under the pointer.
    pub hovered: Option<ElementId>,
}

fn record_id() -> egui::Id {
    egui::Id::unique("table-pointer-record")
}

fn hints_id() -> egui::Id {
    egui::Id::unique("table-pointer-hints")
}

/// Called by the renderer with the response of a clickable element that means `element`:
/// notes a right click and the hover, and adds the hint of what each click plays.
pub fn report(ui: &egui::Ui, response: egui::Response, element: &str) -> egui::Response {
    let secondary = response.secondary_clicked();
    let hovered = response.hovered();
    if secondary || hovered {
        let at = response
            .interact_pointer_pos()
            .unwrap_or(response.rect.center());
        ui.ctx().data_mut(|d| {
            let record = d.get_temp_mut_or_default::<Record>(record_id());
            if secondary {
                record.secondary = Some((element.to_string(), at));
            }
            if hovered {
                record.hovered = Some(element.to_string());
            }
        });
    }
    let hint = ui
        .ctx()
        .data(|d| d.get_temp::<Arc<BTreeMap<ElementId, String>>>(hints_id()))
        .and_then(|hints| hints.get(element).cloned());
    match hint {
        Some(text) => response.on_hover_text(text),
        None => response,
    }
}

/// The hover hints for this frame's elements (element → "Click: … · Right-click: …"); set
/// before the table is drawn.
pub fn set_hints(ctx: &egui::Context, hints: BTreeMap<ElementId, String>) {
    ctx.data_mut(|d| d.insert_temp(hints_id(), Arc::new(hints)));
}

/// Takes this frame's record (what the renderer reported since the last call).
pub fn take(ctx: &egui::Context) -> Record {
    ctx.data_mut(|d| d.remove_temp::<Record>(record_id()))
        .unwrap_or_default()
}
