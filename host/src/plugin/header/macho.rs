//! Mach-O (macOS): a dynamic library or bundle of this word size, byte order and CPU, whose load
//! commands and the segments they describe lie inside the file; in a universal library, every
//! slice inside the file and the one for this CPU checked as such.

use super::{File, Target, corrupt, table_end, truncated, within_limit};
use crate::tr;
use object::macho::{self, FatArch32, FatArch64, FatHeader, MachHeader32, MachHeader64};
use object::read::ReadRef;
use object::read::macho::MachHeader;
use object::{BigEndian, Endianness, Pod};

/// More slices than any universal library has (one per CPU type).
const MAX_SLICES: u64 = 64;

pub(super) fn check<'d, D: ReadRef<'d>>(file: &File<D>, target: &Target) -> Result<(), String> {
    let magic = file.bytes(0, 4)?;
    if magic[0] != 0xca {
        return check_slice(file, 0, file.len, target);
    }
    // A universal ("fat") library: a big-endian table of slices.
    let fat64 = magic[3] == 0xbf;
    let head: &FatHeader = file.header(0)?;
    let count = u64::from(head.nfat_arch.get(BigEndian));
    if count == 0 || count > MAX_SLICES {
        return Err(corrupt(&tr!("plugin-header-macho-slices", count = count)));
    }
    let at = size_of::<FatHeader>() as u64;
    // (CPU type, offset, size) of each slice.
    let slices: Vec<(u32, u64, u64)> = if fat64 {
        file.table::<FatArch64>(at, count)?
            .iter()
            .map(|a| {
                let cpu = a.cputype.get(BigEndian).0;
                (cpu, a.offset.get(BigEndian), a.size.get(BigEndian))
            })
            .collect()
    } else {
        file.table::<FatArch32>(at, count)?
            .iter()
            .map(|a| {
                let (offset, size) = (a.offset.get(BigEndian), a.size.get(BigEndian));
                (a.cputype.get(BigEndian).0, offset.into(), size.into())
            })
            .collect()
    };
    let mut needed = table_end(at, count, entry_size(fat64))?;
    let mut ours = None;
    for (cpu, offset, size) in slices {
        needed = needed.max(table_end(offset, 1, size)?);
        if Some(cpu) == target.macho_cpu {
            ours = Some((offset, size));
        }
    }
    file.fits(needed)?;
    match ours {
        Some((offset, size)) => check_slice(file, offset, size, target),
        None if target.macho_cpu.is_none() => Ok(()),
        None => Err(tr!("plugin-header-macho-no-slice")),
    }
}

fn entry_size(fat64: bool) -> u64 {
    if fat64 {
        size_of::<FatArch64>() as u64
    } else {
        size_of::<FatArch32>() as u64
    }
}

/// One Mach-O image of `size` bytes at `base`.
fn check_slice<'d, D: ReadRef<'d>>(
    file: &File<D>,
    base: u64,
    size: u64,
    target: &Target,
) -> Result<(), String> {
    let smallest = size_of::<MachHeader32<Endianness>>() as u64;
    if size < smallest {
        return Err(truncated(base + smallest, file.len));
    }
    let (bits64, little) = match file.bytes(base, 4)? {
        [0xcf, 0xfa, 0xed, 0xfe] => (true, true),
        [0xce, 0xfa, 0xed, 0xfe] => (false, true),
        [0xfe, 0xed, 0xfa, 0xcf] => (true, false),
        [0xfe, 0xed, 0xfa, 0xce] => (false, false),
        _ => return Err(corrupt(&tr!("plugin-header-macho-slice-not-macho"))),
    };
    if bits64 != target.bits64 || little != target.little_endian {
        return Err(tr!("plugin-header-macho-other-word"));
    }
    let endian = if little {
        Endianness::Little
    } else {
        Endianness::Big
    };
    if bits64 {
        check_image::<MachHeader64<Endianness>, D>(file, base, size, endian, target)
    } else {
        check_image::<MachHeader32<Endianness>, D>(file, base, size, endian, target)
    }
}

/// The checks after the magic number, with the header type of the image's word size.
fn check_image<'d, H, D>(
    file: &File<D>,
    base: u64,
    size: u64,
    endian: Endianness,
    target: &Target,
) -> Result<(), String>
where
    H: MachHeader<Endian = Endianness> + Pod,
    D: ReadRef<'d>,
{
    let hsize = size_of::<H>() as u64;
    if size < hsize {
        return Err(truncated(base + hsize, file.len));
    }
    let h: &H = file.header(base)?;
    let cpu = h.cputype(endian).0;
    if let Some(expected) = target.macho_cpu
        && cpu != expected
    {
        return Err(tr!(
            "plugin-header-macho-cpu",
            cpu = format!("{cpu:#x}"),
            host = format!("{expected:#x}")
        ));
    }
    let filetype = h.filetype(endian);
    if filetype != macho::MH_DYLIB && filetype != macho::MH_BUNDLE {
        return Err(tr!("plugin-header-macho-type", kind = filetype.0));
    }
    let sizeofcmds = u64::from(h.sizeofcmds(endian));
    let cmds_end = hsize + sizeofcmds;
    if cmds_end > size || base + cmds_end > file.len {
        return Err(truncated(base + cmds_end, file.len));
    }
    within_limit(sizeofcmds)?;
    let mut commands = h
        .load_commands(endian, file.data, base)
        .map_err(|_| tr!("plugin-header-unreadable"))?;
    let outside = || corrupt(&tr!("plugin-header-macho-load-command"));
    let mut needed = cmds_end;
    while let Some(command) = commands.next().map_err(|_| outside())? {
        // A segment command too short for its fields maps nothing: not this check's concern.
        let segment = match command.segment_64() {
            Ok(Some((s, _))) => Some((s.fileoff.get(endian), s.filesize.get(endian))),
            _ => match command.segment_32() {
                Ok(Some((s, _))) => Some((
                    u64::from(s.fileoff.get(endian)),
                    u64::from(s.filesize.get(endian)),
                )),
                _ => None,
            },
        };
        if let Some((fileoff, filesize)) = segment
            && filesize > 0
        {
            needed = needed.max(table_end(fileoff, 1, filesize)?);
        }
    }
    if needed > size || base + needed > file.len {
        return Err(truncated(base + needed, file.len));
    }
    Ok(())
}
