//! The docs that name a plugin ABI version name the current major (`docs/hot-reload.md` said
//! "version 2" long after the ABI had moved on); hot-reload.md now points at the constant
//! instead of a number, and must keep doing one or the other.

use game_sdk::abi::ABI_MAJOR;

#[test]
fn docs_name_the_current_abi_version() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut named = 0;
    for doc in [
        "docs/hot-reload.md",
        "README.md",
        "docs/developing.md",
        "plugins/sdk/SCRIPTING.md",
        "docs/mods.md",
    ] {
        let text = std::fs::read_to_string(format!("{root}/{doc}")).unwrap_or_default();
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for (at, _) in text.match_indices("ABI version ") {
            let number: String = text[at + "ABI version ".len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if !number.is_empty() {
                named += 1;
                assert_eq!(
                    number,
                    ABI_MAJOR.to_string(),
                    "{doc} names ABI version {number}; the current major is {ABI_MAJOR}"
                );
            }
        }
    }
    let hot_reload =
        std::fs::read_to_string(format!("{root}/docs/hot-reload.md")).unwrap_or_default();
    assert!(
        named >= 1 || hot_reload.contains("game_sdk::abi::ABI_MAJOR"),
        "docs/hot-reload.md says neither the ABI version nor where it is defined"
    );
}
