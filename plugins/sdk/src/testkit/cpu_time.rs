//! This thread's CPU time, for benches that must measure fairly on a shared machine.

/// This thread's CPU time in seconds, from `/proc/thread-self/schedstat` (Linux, nanoseconds):
/// unlike wall-clock time, not inflated when other processes share the cores. `None` where the
/// file is missing or unreadable (not Linux). The kernel updates it at scheduler ticks, so time
/// a short block by the clock and use this for the total.
pub fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}
