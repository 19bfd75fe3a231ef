//! Checking a library file before anything maps it: it must be a regular file (not a FIFO, a
//! socket, a device or a directory: opening those can block or mean nothing), whose header is a
//! shared library of this platform's format (ELF on Linux and other Unixes, Mach-O on macOS, PE
//! on Windows), word size, byte order and machine, and whose header tables and the file ranges
//! they describe (ELF program and section headers, Mach-O segments, PE sections) lie inside the
//! file. A truncated library would otherwise be mapped and crash the host with SIGBUS on the
//! first touch of a missing page.
//!
//! The parsers are plain byte readers, compiled on every platform (and unit-tested here); only
//! the choice of which one applies depends on the platform.

use crate::safe_read::{human_size, open_checked};
use std::io::{Read, Seek, SeekFrom};
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

    fn name(self) -> &'static str {
        match self {
            Format::Elf => "an ELF library (Linux and other Unixes)",
            Format::MachO => "a Mach-O library (macOS)",
            Format::Pe => "a Windows DLL",
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
            Some(62)
        } else if cfg!(target_arch = "x86") {
            Some(3)
        } else if cfg!(target_arch = "aarch64") {
            Some(183)
        } else if cfg!(target_arch = "arm") {
            Some(40)
        } else if cfg!(any(target_arch = "riscv64", target_arch = "riscv32")) {
            Some(243)
        } else if cfg!(target_arch = "powerpc64") {
            Some(21)
        } else if cfg!(target_arch = "powerpc") {
            Some(20)
        } else if cfg!(target_arch = "s390x") {
            Some(22)
        } else if cfg!(target_arch = "loongarch64") {
            Some(258)
        } else {
            None
        },
        macho_cpu: if cfg!(target_arch = "x86_64") {
            Some(0x0100_0007)
        } else if cfg!(target_arch = "aarch64") {
            Some(0x0100_000c)
        } else {
            None
        },
        pe_machine: if cfg!(target_arch = "x86_64") {
            Some(0x8664)
        } else if cfg!(target_arch = "x86") {
            Some(0x014c)
        } else if cfg!(target_arch = "aarch64") {
            Some(0xaa64)
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
        .map_err(|e| format!("cannot read: {e}"))?
        .len();
    check_bytes(&mut file, len, Format::NATIVE, &Target::NATIVE)
}

/// Checks a library read from `r` (of `len` bytes) for the given format and target.
pub fn check_bytes<R: Read + Seek>(
    r: &mut R,
    len: u64,
    format: Format,
    target: &Target,
) -> Result<(), String> {
    if len == 0 {
        return Err("is empty (0 bytes), not a shared library".into());
    }
    if len < 4 {
        return Err(format!("is only {len} bytes, not a shared library"));
    }
    let magic = read_at(r, 0, 4)?;
    let found = match magic.as_slice() {
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
            return Err(format!(
                "is {}, but this host loads {}",
                f.name(),
                format.name()
            ));
        }
        None => {
            return Err(format!(
                "is not a shared library: it does not start like {}",
                format.name()
            ));
        }
    }
    match format {
        Format::Elf => check_elf(r, len, target),
        Format::MachO => check_macho(r, len, target),
        Format::Pe => check_pe(r, len, target),
    }
}

/// `n` bytes at `offset`; the caller has checked that they are inside the file.
fn read_at<R: Read + Seek>(r: &mut R, offset: u64, n: u64) -> Result<Vec<u8>, String> {
    if n > TABLE_LIMIT {
        return Err(format!(
            "has corrupt headers: a header table of {} (more than {})",
            human_size(n),
            human_size(TABLE_LIMIT)
        ));
    }
    r.seek(SeekFrom::Start(offset))
        .map_err(|e| format!("cannot read: {e}"))?;
    let mut buf = vec![0; n as usize];
    r.read_exact(&mut buf)
        .map_err(|e| format!("cannot read its headers: {e}"))?;
    Ok(buf)
}

fn truncated(needed: u64, len: u64) -> String {
    format!(
        "is truncated: its headers say {}, the file has {}",
        human_size(needed),
        human_size(len)
    )
}

fn corrupt(what: &str) -> String {
    format!("has corrupt headers: {what}")
}

/// `offset + count * size`, or an error when that overflows.
fn table_end(offset: u64, count: u64, size: u64) -> Result<u64, String> {
    count
        .checked_mul(size)
        .and_then(|n| n.checked_add(offset))
        .ok_or_else(|| corrupt("a table beyond any file size"))
}

/// Fixed-width integers of either byte order at an offset of a byte slice (0 past its end:
/// every read is of a region already checked to be long enough).
#[derive(Clone, Copy)]
struct Bytes<'a> {
    b: &'a [u8],
    little: bool,
}

impl Bytes<'_> {
    fn get<const N: usize>(&self, at: usize) -> [u8; N] {
        let mut out = [0; N];
        if let Some(src) = self.b.get(at..at + N) {
            out.copy_from_slice(src);
        }
        out
    }
    fn u16(&self, at: usize) -> u16 {
        let a = self.get::<2>(at);
        if self.little {
            u16::from_le_bytes(a)
        } else {
            u16::from_be_bytes(a)
        }
    }
    fn u32(&self, at: usize) -> u32 {
        let a = self.get::<4>(at);
        if self.little {
            u32::from_le_bytes(a)
        } else {
            u32::from_be_bytes(a)
        }
    }
    fn u64(&self, at: usize) -> u64 {
        let a = self.get::<8>(at);
        if self.little {
            u64::from_le_bytes(a)
        } else {
            u64::from_be_bytes(a)
        }
    }
    /// A 32- or 64-bit word.
    fn word(&self, at: usize, bits64: bool) -> u64 {
        if bits64 {
            self.u64(at)
        } else {
            u64::from(self.u32(at))
        }
    }
}

fn elf_machine_name(m: u16) -> String {
    match m {
        3 => "x86".into(),
        62 => "x86_64".into(),
        40 => "arm".into(),
        183 => "aarch64".into(),
        243 => "riscv".into(),
        20 => "powerpc".into(),
        21 => "powerpc64".into(),
        22 => "s390x".into(),
        258 => "loongarch".into(),
        8 => "mips".into(),
        other => format!("machine {other}"),
    }
}

fn check_elf<R: Read + Seek>(r: &mut R, len: u64, target: &Target) -> Result<(), String> {
    if len < 16 {
        return Err(truncated(16, len));
    }
    let ident = read_at(r, 0, 16)?;
    let bits64 = match ident[4] {
        1 => false,
        2 => true,
        _ => return Err(corrupt("an unknown ELF class")),
    };
    let little = match ident[5] {
        1 => true,
        2 => false,
        _ => return Err(corrupt("an unknown ELF byte order")),
    };
    let bits = |b: bool| if b { 64 } else { 32 };
    if bits64 != target.bits64 {
        return Err(format!(
            "is a {}-bit library, this host is {}-bit",
            bits(bits64),
            bits(target.bits64)
        ));
    }
    let endian = |l: bool| if l { "little-endian" } else { "big-endian" };
    if little != target.little_endian {
        return Err(format!(
            "is a {} library, this host is {}",
            endian(little),
            endian(target.little_endian)
        ));
    }
    let ehsize: u64 = if bits64 { 64 } else { 52 };
    if len < ehsize {
        return Err(truncated(ehsize, len));
    }
    let raw = read_at(r, 0, ehsize)?;
    let h = Bytes { b: &raw, little };
    let e_type = h.u16(16);
    if e_type != 3 {
        let kind = match e_type {
            1 => "a relocatable object (.o)".to_string(),
            2 => "an executable".to_string(),
            4 => "a core dump".to_string(),
            other => format!("an ELF file of type {other}"),
        };
        return Err(format!("is {kind}, not a shared library"));
    }
    let machine = h.u16(18);
    if let Some(expected) = target.elf_machine
        && machine != expected
    {
        return Err(format!(
            "is a library for {}, this host is {}",
            elf_machine_name(machine),
            elf_machine_name(expected)
        ));
    }
    let (phoff, shoff, rest) = if bits64 {
        (h.u64(32), h.u64(40), 52)
    } else {
        (u64::from(h.u32(28)), u64::from(h.u32(32)), 40)
    };
    let phentsize = u64::from(h.u16(rest + 2));
    let phnum = u64::from(h.u16(rest + 4));
    let shentsize = u64::from(h.u16(rest + 6));
    let mut shnum = u64::from(h.u16(rest + 8));
    let (min_ph, min_sh) = if bits64 { (56, 64) } else { (32, 40) };

    if phnum == 0 {
        return Err("has no program headers: it is not a loadable library".into());
    }
    if phentsize < min_ph {
        return Err(corrupt(&format!(
            "program header entries of {phentsize} bytes"
        )));
    }
    if shoff != 0 && shentsize < min_sh {
        return Err(corrupt(&format!(
            "section header entries of {shentsize} bytes"
        )));
    }
    // More than 0xff00 sections: the count is in the first section header's size.
    if shoff != 0 && shnum == 0 {
        let first_end = table_end(shoff, 1, shentsize)?;
        if first_end > len {
            return Err(truncated(first_end, len));
        }
        let first = read_at(r, shoff, min_sh)?;
        shnum = Bytes { b: &first, little }.word(if bits64 { 32 } else { 20 }, bits64);
    }
    let ph_end = table_end(phoff, phnum, phentsize)?;
    let sh_end = if shoff == 0 {
        0
    } else {
        table_end(shoff, shnum, shentsize)?
    };
    let mut needed = ehsize.max(ph_end).max(sh_end);
    if needed > len {
        return Err(truncated(needed, len));
    }

    // Every program header's bytes (PT_LOAD segments are what the loader maps).
    let table = read_at(r, phoff, phnum * phentsize)?;
    for i in 0..phnum as usize {
        let e = Bytes {
            b: table.get(i * phentsize as usize..).unwrap_or_default(),
            little,
        };
        let p_type = e.u32(0);
        let (offset, filesz) = if bits64 {
            (e.u64(8), e.u64(32))
        } else {
            (u64::from(e.u32(4)), u64::from(e.u32(16)))
        };
        if p_type != 0 && filesz > 0 {
            needed = needed.max(table_end(offset, 1, filesz)?);
        }
    }
    // Every section's bytes, except those that take no room in the file (SHT_NOBITS).
    if shoff != 0 {
        let table = read_at(r, shoff, shnum * shentsize)?;
        for i in 0..shnum as usize {
            let e = Bytes {
                b: table.get(i * shentsize as usize..).unwrap_or_default(),
                little,
            };
            let sh_type = e.u32(4);
            let (offset, size) = if bits64 {
                (e.u64(24), e.u64(32))
            } else {
                (u64::from(e.u32(16)), u64::from(e.u32(20)))
            };
            if sh_type != 0 && sh_type != 8 && size > 0 {
                needed = needed.max(table_end(offset, 1, size)?);
            }
        }
    }
    if needed > len {
        return Err(truncated(needed, len));
    }
    Ok(())
}

fn check_macho<R: Read + Seek>(r: &mut R, len: u64, target: &Target) -> Result<(), String> {
    let magic = read_at(r, 0, 4)?;
    if magic[0] != 0xca {
        return check_macho_slice(r, 0, len, len, target);
    }
    // A universal ("fat") library: big-endian table of slices.
    let fat64 = magic[3] == 0xbf;
    if len < 8 {
        return Err(truncated(8, len));
    }
    let head = read_at(r, 0, 8)?;
    let count = u64::from(
        Bytes {
            b: &head,
            little: false,
        }
        .u32(4),
    );
    if count == 0 || count > 64 {
        return Err(corrupt(&format!("a universal library of {count} slices")));
    }
    let entry = if fat64 { 32 } else { 20 };
    let table_len = table_end(8, count, entry)?;
    if table_len > len {
        return Err(truncated(table_len, len));
    }
    let table = read_at(r, 8, count * entry)?;
    let mut needed = table_len;
    let mut ours = None;
    for i in 0..count as usize {
        let e = Bytes {
            b: table.get(i * entry as usize..).unwrap_or_default(),
            little: false,
        };
        let cpu = e.u32(0);
        let (offset, size) = if fat64 {
            (e.u64(8), e.u64(16))
        } else {
            (u64::from(e.u32(8)), u64::from(e.u32(12)))
        };
        needed = needed.max(table_end(offset, 1, size)?);
        if Some(cpu) == target.macho_cpu {
            ours = Some((offset, size));
        }
    }
    if needed > len {
        return Err(truncated(needed, len));
    }
    match ours {
        Some((offset, size)) => check_macho_slice(r, offset, size, len, target),
        None if target.macho_cpu.is_none() => Ok(()),
        None => Err("is a universal library without a slice for this host's machine".into()),
    }
}

/// One Mach-O image of `size` bytes at `base` in a file of `len` bytes.
fn check_macho_slice<R: Read + Seek>(
    r: &mut R,
    base: u64,
    size: u64,
    len: u64,
    target: &Target,
) -> Result<(), String> {
    if size < 28 {
        return Err(truncated(base + 28, len));
    }
    let magic = read_at(r, base, 4)?;
    let (bits64, little) = match magic.as_slice() {
        [0xcf, 0xfa, 0xed, 0xfe] => (true, true),
        [0xce, 0xfa, 0xed, 0xfe] => (false, true),
        [0xfe, 0xed, 0xfa, 0xcf] => (true, false),
        [0xfe, 0xed, 0xfa, 0xce] => (false, false),
        _ => return Err(corrupt("a universal library slice that is not Mach-O")),
    };
    if bits64 != target.bits64 || little != target.little_endian {
        return Err("is a Mach-O library for another word size or byte order".into());
    }
    let hsize: u64 = if bits64 { 32 } else { 28 };
    if size < hsize {
        return Err(truncated(base + hsize, len));
    }
    let raw = read_at(r, base, hsize)?;
    let h = Bytes { b: &raw, little };
    if let Some(cpu) = target.macho_cpu
        && h.u32(4) != cpu
    {
        return Err(format!(
            "is a Mach-O library for CPU type {:#x}, this host is {cpu:#x}",
            h.u32(4)
        ));
    }
    let filetype = h.u32(12);
    if filetype != 6 && filetype != 8 {
        return Err(format!(
            "is a Mach-O file of type {filetype}, not a dynamic library or bundle"
        ));
    }
    let ncmds = u64::from(h.u32(16));
    let sizeofcmds = u64::from(h.u32(20));
    let cmds_end = hsize + sizeofcmds;
    if cmds_end > size || base + cmds_end > len {
        return Err(truncated(base + cmds_end, len));
    }
    let cmds = read_at(r, base + hsize, sizeofcmds)?;
    let mut needed = cmds_end;
    let mut at = 0usize;
    for _ in 0..ncmds {
        let c = Bytes {
            b: cmds.get(at..).unwrap_or_default(),
            little,
        };
        let (cmd, cmdsize) = (c.u32(0), c.u32(4) as usize);
        if cmdsize < 8 || at + cmdsize > cmds.len() {
            return Err(corrupt("a load command outside the load commands"));
        }
        let segment = match cmd {
            0x19 if cmdsize >= 72 => Some((c.u64(40), c.u64(48))),
            0x1 if cmdsize >= 56 => Some((u64::from(c.u32(32)), u64::from(c.u32(36)))),
            _ => None,
        };
        if let Some((fileoff, filesize)) = segment
            && filesize > 0
        {
            needed = needed.max(table_end(fileoff, 1, filesize)?);
        }
        at += cmdsize;
    }
    if needed > size || base + needed > len {
        return Err(truncated(base + needed, len));
    }
    Ok(())
}

fn pe_machine_name(m: u16) -> String {
    match m {
        0x8664 => "x86_64".into(),
        0x014c => "x86".into(),
        0xaa64 => "aarch64".into(),
        0x01c4 => "arm".into(),
        other => format!("machine {other:#x}"),
    }
}

fn check_pe<R: Read + Seek>(r: &mut R, len: u64, target: &Target) -> Result<(), String> {
    if len < 64 {
        return Err(truncated(64, len));
    }
    let dos = read_at(r, 0, 64)?;
    let pe_at = u64::from(
        Bytes {
            b: &dos,
            little: true,
        }
        .u32(0x3c),
    );
    let coff_end = table_end(pe_at, 1, 24)?;
    if coff_end > len {
        return Err(truncated(coff_end, len));
    }
    let raw = read_at(r, pe_at, 24)?;
    if raw.get(..4) != Some(b"PE\0\0".as_slice()) {
        return Err("is a DOS program, not a Windows DLL".into());
    }
    let h = Bytes {
        b: &raw,
        little: true,
    };
    let machine = h.u16(4);
    if let Some(expected) = target.pe_machine
        && machine != expected
    {
        return Err(format!(
            "is a DLL for {}, this host is {}",
            pe_machine_name(machine),
            pe_machine_name(expected)
        ));
    }
    if h.u16(22) & 0x2000 == 0 {
        return Err("is a Windows executable, not a DLL".into());
    }
    let sections = u64::from(h.u16(6));
    let table = coff_end + u64::from(h.u16(20));
    let table_len = table_end(table, sections, 40)?;
    if table_len > len {
        return Err(truncated(table_len, len));
    }
    let raw = read_at(r, table, sections * 40)?;
    let mut needed = table_len;
    for i in 0..sections as usize {
        let s = Bytes {
            b: raw.get(i * 40..).unwrap_or_default(),
            little: true,
        };
        let (size, pointer) = (u64::from(s.u32(16)), u64::from(s.u32(20)));
        if size > 0 {
            needed = needed.max(pointer + size);
        }
    }
    if needed > len {
        return Err(truncated(needed, len));
    }
    Ok(())
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
