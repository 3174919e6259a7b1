//! What the benchmarks read of a running process.

/// A field of a process's `/proc/PID/status` in kB (`VmRSS:`, `VmHWM:`); 0 where there is
/// no such file (not Linux).
pub fn status_kb(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}
