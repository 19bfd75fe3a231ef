//! What an action changed in the match state, for the rules console: the lines of the state's
//! pretty `Debug` text that differ before and after, each under the field it belongs to. It
//! shows what hooks did through `ctx` (a card flipped, an effect added) without any game
//! describing its own state.

/// States longer than this many `Debug` lines are not compared (the comparison is quadratic).
pub const MAX_COMPARED_LINES: usize = 4000;
/// The most changed lines reported for one action.
pub const MAX_CHANGED_LINES: usize = 64;

/// The changed lines between two `{:#?}` texts: `field > … : - old` / `+ new`, in order.
pub fn changed_lines(before: &str, after: &str) -> Vec<String> {
    let a: Vec<&str> = before.lines().collect();
    let b: Vec<&str> = after.lines().collect();
    if a.len() > MAX_COMPARED_LINES || b.len() > MAX_COMPARED_LINES {
        return vec![format!(
            "(the state is over {MAX_COMPARED_LINES} lines: not compared)"
        )];
    }
    // Longest common subsequence, by the suffix table.
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] = if a[i] == b[j] {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    let mut out = Vec::new();
    let push = |out: &mut Vec<String>, lines: &[&str], k: usize, sign: char| {
        if out.len() < MAX_CHANGED_LINES {
            out.push(format!("{}{sign} {}", path(lines, k), lines[k].trim()));
        }
    };
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
            // What went before what came: `- old` then `+ new`.
            push(&mut out, &a, i, '-');
            i += 1;
        } else {
            push(&mut out, &b, j, '+');
            j += 1;
        }
    }
    let total = out.len();
    if total >= MAX_CHANGED_LINES {
        out.push(format!("(more than {MAX_CHANGED_LINES} lines changed)"));
    }
    out
}

/// The fields enclosing line `k` (the nearest less indented lines before it), as `a > b: `.
fn path(lines: &[&str], k: usize) -> String {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut level = indent(lines[k]);
    let mut parts = Vec::new();
    for l in lines[..k].iter().rev() {
        if level == 0 {
            break;
        }
        if indent(l) < level {
            level = indent(l);
            let name = l
                .trim()
                .trim_end_matches(['{', '[', '('])
                .trim_end_matches(": ");
            let name = name.trim_end_matches(':').trim();
            if !name.is_empty() {
                parts.push(name.to_string());
            }
        }
    }
    // The outermost (the state's type name) says nothing.
    parts.pop();
    parts.reverse();
    if parts.is_empty() {
        String::new()
    } else {
        format!("{}: ", parts.join(" > "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    #[allow(dead_code)] // read through Debug
    struct Card {
        id: &'static str,
        up: bool,
    }

    #[derive(Debug)]
    #[allow(dead_code)] // read through Debug
    struct State {
        turn: u32,
        cards: Vec<Card>,
    }

    #[test]
    fn a_flipped_card_reads_under_its_field() {
        let before = State {
            turn: 1,
            cards: vec![Card { id: "A2", up: true }, Card { id: "L1", up: true }],
        };
        let after = State {
            turn: 2,
            cards: vec![
                Card { id: "A2", up: true },
                Card {
                    id: "L1",
                    up: false,
                },
            ],
        };
        let changed = changed_lines(&format!("{before:#?}"), &format!("{after:#?}"));
        assert_eq!(
            changed,
            [
                "- turn: 1,",
                "+ turn: 2,",
                "cards > Card: - up: true,",
                "cards > Card: + up: false,"
            ]
        );
        assert!(changed_lines("same", "same").is_empty());
    }
}
