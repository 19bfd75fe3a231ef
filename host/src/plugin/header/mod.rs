//! Checking a library file before anything maps it: it must be a regular file (not a FIFO, a
//! socket, a device or a directory: opening those can block or mean nothing), whose header is a
//! shared library of this platform's format (ELF on Linux and other Unixes, Mach-O on macOS, PE
//! on Windows), word size, byte order and machine, and whose header tables and the file ranges
//! they describe (ELF program and section headers, Mach-O segments, PE sections) lie inside the
//! file. A truncated library would otherwise be mapped and crash the host with SIGBUS on the
//! first touch of a missing page.
//!
//! The headers' layouts and byte orders are the `object` crate's (its raw header types and
//! readers); what is checked, and every message, is this module's: `object` parses what a
//! library says, not whether the file holds what the loader will map. Each format is checked on
//! every platform (and unit-tested here); only the choice of which one applies depends on the
//! platform.
//!
//! - [`elf`], [`macho`], [`pe`]: one format each.

mod elf;
mod macho;
mod pe;

use crate::safe_read::{human_size, open_checked};
use crate::tr;
use object::read::{ReadCache, ReadRef};
use object::{Pod, elf as e, macho as m, pe as p};
use std::io::{Read, Seek};
use std::path::Path;

/// The largest header table read (program headers, section headers, load commands): 16 MiB,
/// far above any real library's, so a corrupt count cannot make the check allocate much.
const TABLE_LIMIT: u64 = 16 << 20;

/// The library file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Elf,
    MachO,
    Pe,
}

impl Format {
    /// The format this platform loads.
    pub const NATIVE: Format = if cfg!(windows) {
        Format::Pe
    } else if cfg!(any(target_os = "macos", target_os = "ios")) {
        Format::MachO
    } else {
        Format::Elf
    };

    /// The format's key in the catalogue's messages (`elf`, `macho`, `pe`).
    fn key(self) -> &'static str {
        match self {
            Format::Elf => "elf",
            Format::MachO => "macho",
            Format::Pe => "pe",
        }
    }
}

/// What a library must be built for: this process's word size, byte order and machine.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    pub bits64: bool,
    pub little_endian: bool,
    /// `e_machine` of ELF; `None`: not checked (an architecture this table does not know).
    pub elf_machine: Option<u16>,
    /// `cputype` of Mach-O.
    pub macho_cpu: Option<u32>,
    /// `Machine` of the PE COFF header.
    pub pe_machine: Option<u16>,
}

impl Target {
    pub const NATIVE: Target = Target {
        bits64: cfg!(target_pointer_width = "64"),
        little_endian: cfg!(target_endian = "little"),
        elf_machine: if cfg!(target_arch = "x86_64") {
            Some(e::EM_X86_64.0)
        } else if cfg!(target_arch = "x86") {
            Some(e::EM_386.0)
        } else if cfg!(target_arch = "aarch64") {
            Some(e::EM_AARCH64.0)
        } else if cfg!(target_arch = "arm") {
            Some(e::EM_ARM.0)
        } else if cfg!(any(target_arch = "riscv64", target_arch = "riscv32")) {
            Some(e::EM_RISCV.0)
        } else if cfg!(target_arch = "powerpc64") {
            Some(e::EM_PPC64.0)
        } else if cfg!(target_arch = "powerpc") {
            Some(e::EM_PPC.0)
        } else if cfg!(target_arch = "s390x") {
            Some(e::EM_S390.0)
        } else if cfg!(target_arch = "loongarch64") {
            Some(e::EM_LOONGARCH.0)
        } else {
            None
        },
        macho_cpu: if cfg!(target_arch = "x86_64") {
            Some(m::CPU_TYPE_X86_64.0)
        } else if cfg!(target_arch = "aarch64") {
            Some(m::CPU_TYPE_ARM64.0)
        } else {
            None
        },
        pe_machine: if cfg!(target_arch = "x86_64") {
            Some(p::IMAGE_FILE_MACHINE_AMD64.0)
        } else if cfg!(target_arch = "x86") {
            Some(p::IMAGE_FILE_MACHINE_I386.0)
        } else if cfg!(target_arch = "aarch64") {
            Some(p::IMAGE_FILE_MACHINE_ARM64.0)
        } else {
            None
        },
    };
}

/// Checks the library at `path` before it is loaded; the error says what is wrong with the
/// file (without repeating its name).
pub fn check_library(path: &Path) -> Result<(), String> {
    let mut file = open_checked(path, u64::MAX).map_err(|refusal| refusal.to_string())?;
    let len = file
        .metadata()
        .map_err(|e| tr!("plugin-header-cannot-read", error = e.to_string()))?
        .len();
    check_bytes(&mut file, len, Format::NATIVE, &Target::NATIVE)
}

/// Checks a library read from `r` (of `len` bytes) for the given format and target. Only the
/// headers and header tables are read, each after its range was found inside the file.
pub fn check_bytes<R: Read + Seek>(
    r: &mut R,
    len: u64,
    format: Format,
    target: &Target,
) -> Result<(), String> {
    if len == 0 {
        return Err(tr!("plugin-header-empty"));
    }
    if len < 4 {
        return Err(tr!("plugin-header-too-short", bytes = len));
    }
    let cache = ReadCache::new(r);
    let file = File { data: &cache, len };
    let magic = file.bytes(0, 4)?;
    let found = match magic {
        [0x7f, b'E', b'L', b'F'] => Some(Format::Elf),
        [0xcf | 0xce, 0xfa, 0xed, 0xfe]
        | [0xfe, 0xed, 0xfa, 0xcf | 0xce]
        | [0xca, 0xfe, 0xba, 0xbe | 0xbf] => Some(Format::MachO),
        [b'M', b'Z', _, _] => Some(Format::Pe),
        _ => None,
    };
    match found {
        Some(f) if f == format => {}
        Some(f) => {
            return Err(tr!(
                "plugin-header-other-format",
                found = f.key(),
                loads = format.key()
            ));
        }
        None => {
            return Err(tr!("plugin-header-not-a-library", loads = format.key()));
        }
    }
    match format {
        Format::Elf => elf::check(&file, target),
        Format::MachO => macho::check(&file, target),
        Format::Pe => pe::check(&file, target),
    }
}

/// The library's bytes as `object` reads them, and the file's length: every read first checks
/// that its range is inside the file, so that a short file is reported as truncated.
struct File<D> {
    data: D,
    len: u64,
}

impl<'d, D: ReadRef<'d>> File<D> {
    /// `n` bytes at `offset`.
    fn bytes(&self, offset: u64, n: u64) -> Result<&'d [u8], String> {
        within_limit(n)?;
        self.fits(table_end(offset, 1, n)?)?;
        self.data
            .read_bytes_at(offset, n)
            .map_err(|()| tr!("plugin-header-unreadable"))
    }

    /// A header of type `T` at `offset`.
    fn header<T: Pod>(&self, offset: u64) -> Result<&'d T, String> {
        let size = size_of::<T>() as u64;
        self.fits(table_end(offset, 1, size)?)?;
        self.data
            .read_at(offset)
            .map_err(|()| tr!("plugin-header-unreadable"))
    }

    /// `count` headers of type `T` at `offset`.
    fn table<T: Pod>(&self, offset: u64, count: u64) -> Result<&'d [T], String> {
        let size = size_of::<T>() as u64;
        let end = table_end(offset, count, size)?;
        within_limit(end - offset)?;
        self.fits(end)?;
        let count =
            usize::try_from(count).map_err(|_| corrupt(&tr!("plugin-header-table-beyond-file")))?;
        self.data
            .read_slice_at(offset, count)
            .map_err(|()| tr!("plugin-header-unreadable"))
    }

    /// An error unless the file reaches `end`.
    fn fits(&self, end: u64) -> Result<(), String> {
        if end > self.len {
            return Err(truncated(end, self.len));
        }
        Ok(())
    }
}

/// An error for a header table larger than [`TABLE_LIMIT`], before it is read.
fn within_limit(n: u64) -> Result<(), String> {
    if n > TABLE_LIMIT {
        return Err(corrupt(&tr!(
            "plugin-header-table-too-big",
            size = human_size(n),
            limit = human_size(TABLE_LIMIT)
        )));
    }
    Ok(())
}

fn truncated(needed: u64, len: u64) -> String {
    tr!(
        "plugin-header-truncated",
        needed = human_size(needed),
        size = human_size(len)
    )
}

fn corrupt(what: &str) -> String {
    tr!("plugin-header-corrupt", what = what)
}

/// `offset + count * size`, or an error when that overflows.
fn table_end(offset: u64, count: u64, size: u64) -> Result<u64, String> {
    count
        .checked_mul(size)
        .and_then(|n| n.checked_add(offset))
        .ok_or_else(|| corrupt(&tr!("plugin-header-table-beyond-file")))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use std::io::Cursor;

    const X64: Target = Target {
        bits64: true,
        little_endian: true,
        elf_machine: Some(62),
        macho_cpu: Some(0x0100_0007),
        pe_machine: Some(0x8664),
    };

    fn check(bytes: &[u8], format: Format) -> Result<(), String> {
        check_bytes(
            &mut Cursor::new(bytes.to_vec()),
            bytes.len() as u64,
            format,
            &X64,
        )
    }

    /// A minimal 64-bit little-endian ELF shared library: header, one PT_LOAD program header
    /// covering `load` bytes, no sections.
    fn elf(load: u64, machine: u16) -> Vec<u8> {
        let mut b = vec![0u8; 120];
        b[..4].copy_from_slice(b"\x7fELF");
        b[4] = 2;
        b[5] = 1;
        b[6] = 1;
        b[16..18].copy_from_slice(&3u16.to_le_bytes());
        b[18..20].copy_from_slice(&machine.to_le_bytes());
        b[32..40].copy_from_slice(&64u64.to_le_bytes()); // phoff
        b[54..56].copy_from_slice(&56u16.to_le_bytes()); // phentsize
        b[56..58].copy_from_slice(&1u16.to_le_bytes()); // phnum
        b[64..68].copy_from_slice(&1u32.to_le_bytes()); // PT_LOAD
        b[64 + 32..64 + 40].copy_from_slice(&load.to_le_bytes()); // p_filesz
        b
    }

    #[test]
    fn elf_segments_must_fit_in_the_file() {
        assert_eq!(check(&elf(120, 62), Format::Elf), Ok(()));
        assert_eq!(
            check(&elf(41 << 10, 62), Format::Elf).unwrap_err(),
            "is truncated: its headers say 41 KiB, the file has 120 bytes"
        );
        assert_eq!(
            check(&elf(120, 183), Format::Elf).unwrap_err(),
            "is a library for aarch64, this host is x86_64"
        );
        let mut no_ph = elf(120, 62);
        no_ph[56] = 0;
        assert!(
            check(&no_ph, Format::Elf)
                .unwrap_err()
                .contains("no program headers")
        );
        assert!(
            check(&elf(120, 62)[..100], Format::Elf)
                .unwrap_err()
                .contains("truncated")
        );
    }

    /// [`elf`] with one section header (at 120) of type `sh_type` covering `size` bytes at 0.
    fn elf_with_section(sh_type: u32, size: u64) -> Vec<u8> {
        let mut b = elf(184, 62);
        b.resize(184, 0);
        b[40..48].copy_from_slice(&120u64.to_le_bytes()); // shoff
        b[58..60].copy_from_slice(&64u16.to_le_bytes()); // shentsize
        b[60..62].copy_from_slice(&1u16.to_le_bytes()); // shnum
        b[120 + 4..120 + 8].copy_from_slice(&sh_type.to_le_bytes());
        b[120 + 32..120 + 40].copy_from_slice(&size.to_le_bytes()); // sh_size
        b
    }

    #[test]
    fn elf_sections_must_fit_unless_they_take_no_room() {
        assert_eq!(check(&elf_with_section(1, 100), Format::Elf), Ok(()));
        assert_eq!(
            check(&elf_with_section(1, 3 << 20), Format::Elf).unwrap_err(),
            "is truncated: its headers say 3 MiB, the file has 184 bytes"
        );
        assert_eq!(
            check(&elf_with_section(8, 3 << 20), Format::Elf),
            Ok(()),
            "SHT_NOBITS (.bss) takes no room in the file"
        );
        let mut short_table = elf_with_section(1, 100);
        short_table.truncate(150);
        assert_eq!(
            check(&short_table, Format::Elf).unwrap_err(),
            "is truncated: its headers say 184 bytes, the file has 150 bytes"
        );
    }

    #[test]
    fn elf_of_another_word_size_byte_order_or_kind_is_named() {
        let mut b = elf(120, 62);
        b[4] = 1;
        assert_eq!(
            check(&b, Format::Elf).unwrap_err(),
            "is a 32-bit library, this host is 64-bit"
        );
        let mut b = elf(120, 62);
        b[5] = 2;
        assert_eq!(
            check(&b, Format::Elf).unwrap_err(),
            "is a big-endian library, this host is little-endian"
        );
        let mut b = elf(120, 62);
        b[16] = 2;
        assert_eq!(
            check(&b, Format::Elf).unwrap_err(),
            "is an executable, not a shared library"
        );
        let mut b = elf(120, 62);
        b[54] = 40;
        assert_eq!(
            check(&b, Format::Elf).unwrap_err(),
            "has corrupt headers: program header entries of 40 bytes"
        );
    }

    #[test]
    fn a_universal_macho_is_checked_by_its_slice_for_this_machine() {
        // A thin x86_64 image (as in `macho_segments_must_fit_in_the_file`) at 64.
        let mut thin = vec![0u8; 32 + 72];
        thin[..4].copy_from_slice(&[0xcf, 0xfa, 0xed, 0xfe]);
        thin[4..8].copy_from_slice(&0x0100_0007u32.to_le_bytes());
        thin[12..16].copy_from_slice(&6u32.to_le_bytes());
        thin[16..20].copy_from_slice(&1u32.to_le_bytes());
        thin[20..24].copy_from_slice(&72u32.to_le_bytes());
        thin[32..36].copy_from_slice(&0x19u32.to_le_bytes());
        thin[36..40].copy_from_slice(&72u32.to_le_bytes());
        let fat = |cpu: u32, size: u32| {
            let mut b = vec![0u8; 64];
            b[..4].copy_from_slice(&[0xca, 0xfe, 0xba, 0xbe]);
            b[4..8].copy_from_slice(&1u32.to_be_bytes());
            b[8..12].copy_from_slice(&cpu.to_be_bytes());
            b[16..20].copy_from_slice(&64u32.to_be_bytes()); // offset
            b[20..24].copy_from_slice(&size.to_be_bytes());
            b.extend_from_slice(&thin);
            b
        };
        assert_eq!(check(&fat(0x0100_0007, 104), Format::MachO), Ok(()));
        assert_eq!(
            check(&fat(0x0100_000c, 104), Format::MachO).unwrap_err(),
            "is a universal library without a slice for this host's machine"
        );
        assert_eq!(
            check(&fat(0x0100_0007, 4096), Format::MachO).unwrap_err(),
            "is truncated: its headers say 4.1 KiB, the file has 168 bytes"
        );
    }

    #[test]
    fn other_formats_and_garbage_are_named() {
        assert_eq!(
            check(b"", Format::Elf).unwrap_err(),
            "is empty (0 bytes), not a shared library"
        );
        assert!(
            check(b"hello, world", Format::Elf)
                .unwrap_err()
                .contains("not a shared library")
        );
        assert!(
            check(&elf(120, 62), Format::Pe)
                .unwrap_err()
                .contains("is an ELF library")
        );
    }

    #[test]
    fn pe_sections_must_fit_in_the_file() {
        let mut b = vec![0u8; 0x80 + 24 + 40];
        b[..2].copy_from_slice(b"MZ");
        b[0x3c..0x40].copy_from_slice(&0x80u32.to_le_bytes());
        b[0x80..0x84].copy_from_slice(b"PE\0\0");
        b[0x84..0x86].copy_from_slice(&0x8664u16.to_le_bytes());
        b[0x86..0x88].copy_from_slice(&1u16.to_le_bytes()); // one section
        b[0x96..0x98].copy_from_slice(&0x2000u16.to_le_bytes()); // DLL
        let s = 0x80 + 24;
        b[s + 16..s + 20].copy_from_slice(&16u32.to_le_bytes());
        b[s + 20..s + 24].copy_from_slice(&0x40u32.to_le_bytes());
        assert_eq!(check(&b, Format::Pe), Ok(()));
        b[s + 16..s + 20].copy_from_slice(&(2u32 << 20).to_le_bytes());
        assert!(
            check(&b, Format::Pe)
                .unwrap_err()
                .starts_with("is truncated: its headers say 2.0 MiB")
        );
    }

    #[test]
    fn macho_segments_must_fit_in_the_file() {
        let mut b = vec![0u8; 32 + 72];
        b[..4].copy_from_slice(&[0xcf, 0xfa, 0xed, 0xfe]);
        b[4..8].copy_from_slice(&0x0100_0007u32.to_le_bytes());
        b[12..16].copy_from_slice(&6u32.to_le_bytes()); // MH_DYLIB
        b[16..20].copy_from_slice(&1u32.to_le_bytes()); // ncmds
        b[20..24].copy_from_slice(&72u32.to_le_bytes()); // sizeofcmds
        b[32..36].copy_from_slice(&0x19u32.to_le_bytes()); // LC_SEGMENT_64
        b[36..40].copy_from_slice(&72u32.to_le_bytes());
        b[32 + 48..32 + 56].copy_from_slice(&100u64.to_le_bytes()); // filesize
        assert_eq!(check(&b, Format::MachO), Ok(()));
        b[32 + 48..32 + 56].copy_from_slice(&(1u64 << 30).to_le_bytes());
        assert!(
            check(&b, Format::MachO)
                .unwrap_err()
                .starts_with("is truncated: its headers say 1 GiB")
        );
    }

    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    #[test]
    fn a_real_library_passes_and_its_truncated_copy_does_not() {
        // The test binary itself is a position-independent ELF (type ET_DYN), like a library.
        let exe = std::fs::read(std::env::current_exe().unwrap()).unwrap();
        if exe.get(16) != Some(&3) {
            return; // not built as PIE on this toolchain
        }
        assert_eq!(check(&exe, Format::Elf), Ok(()));
        let err = check(&exe[..40 << 10], Format::Elf).unwrap_err();
        assert!(err.starts_with("is truncated: its headers say "), "{err}");
        assert!(err.ends_with("the file has 40 KiB"), "{err}");
    }
}
