//! Which language the system asks for.

/// The language the environment names, as POSIX reads it (`LC_ALL`, then `LC_MESSAGES`, then
/// `LANG`), else the platform's (Windows, macOS: `sys-locale`); `None` when nothing says or it
/// says `C`/`POSIX` (no language: English).
pub fn system_language() -> Option<String> {
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(value) = std::env::var(var)
            && !value.is_empty()
        {
            return meaningful(&value);
        }
    }
    sys_locale::get_locale().and_then(|l| meaningful(&l))
}

fn meaningful(value: &str) -> Option<String> {
    let v = value.trim();
    if v.is_empty() || v == "C" || v.starts_with("C.") || v == "POSIX" {
        None
    } else {
        Some(v.to_owned())
    }
}

/// Chooses the language: `chosen` (the app's preference or `--lang`) where it names a
/// catalogue, else the system's where it does, else English. Returns the code set.
pub fn choose(chosen: Option<&str>) -> &'static str {
    let candidates = [chosen.map(str::to_owned), system_language()];
    for code in candidates.into_iter().flatten() {
        if super::set_language(&code) {
            return super::current().code;
        }
    }
    super::set_language(super::ENGLISH);
    super::ENGLISH
}
