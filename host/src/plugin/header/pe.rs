//! PE (Windows): a DLL for this machine whose section table, and the sections it describes, lie
//! inside the file.

use super::{File, Target, table_end};
use crate::tr;
use object::LittleEndian as LE;
use object::pe::{self, ImageDosHeader, ImageFileHeader, ImageSectionHeader};
use object::read::ReadRef;

/// The signature before the COFF header, where the DOS header's `e_lfanew` points.
const SIGNATURE: &[u8; 4] = b"PE\0\0";

pub(super) fn check<'d, D: ReadRef<'d>>(file: &File<D>, target: &Target) -> Result<(), String> {
    let dos: &ImageDosHeader = file.header(0)?;
    let pe_at = u64::from(dos.e_lfanew.get(LE));
    let coff_at = pe_at + SIGNATURE.len() as u64;
    let coff_end = table_end(coff_at, 1, size_of::<ImageFileHeader>() as u64)?;
    file.fits(coff_end)?;
    if file.bytes(pe_at, 4)? != SIGNATURE {
        return Err(tr!("plugin-header-pe-dos"));
    }
    let h: &ImageFileHeader = file.header(coff_at)?;
    let machine = h.machine.get(LE).0;
    if let Some(expected) = target.pe_machine
        && machine != expected
    {
        return Err(tr!(
            "plugin-header-pe-machine",
            machine = machine_name(machine),
            host = machine_name(expected)
        ));
    }
    if h.characteristics.get(LE).0 & pe::IMAGE_FILE_DLL.0 == 0 {
        return Err(tr!("plugin-header-pe-executable"));
    }
    // The section table follows the optional header (of any size: only the sections matter).
    let sections = u64::from(h.number_of_sections.get(LE));
    let table = coff_end + u64::from(h.size_of_optional_header.get(LE));
    let mut needed = table_end(table, sections, size_of::<ImageSectionHeader>() as u64)?;
    for s in file.table::<ImageSectionHeader>(table, sections)? {
        let size = u64::from(s.size_of_raw_data.get(LE));
        if size > 0 {
            let pointer = u64::from(s.pointer_to_raw_data.get(LE));
            needed = needed.max(pointer + size);
        }
    }
    file.fits(needed)
}

fn machine_name(m: u16) -> String {
    match pe::Machine(m) {
        pe::IMAGE_FILE_MACHINE_AMD64 => "x86_64".into(),
        pe::IMAGE_FILE_MACHINE_I386 => "x86".into(),
        pe::IMAGE_FILE_MACHINE_ARM64 => "aarch64".into(),
        pe::IMAGE_FILE_MACHINE_ARMNT => "arm".into(),
        _ => tr!("plugin-header-machine-number", number = format!("{m:#x}")),
    }
}
