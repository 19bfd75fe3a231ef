//! ELF (Linux and other Unixes): a shared object (`ET_DYN`) of this word size, byte order and
//! machine, whose program and section header tables, and the segments and sections they
//! describe, lie inside the file.

use super::{File, Target, corrupt, table_end, truncated};
use crate::tr;
use object::elf::{self, FileHeader32, FileHeader64, Ident};

/// The identification bytes every ELF header starts with.
const IDENT_SIZE: u64 = size_of::<Ident>() as u64;
use object::read::ReadRef;
use object::read::elf::{FileHeader, ProgramHeader, SectionHeader};
use object::{Endianness, Pod};

pub(super) fn check<'d, D: ReadRef<'d>>(file: &File<D>, target: &Target) -> Result<(), String> {
    // `e_ident`: the class and byte order say which header type the rest is read as.
    let ident = file.bytes(0, IDENT_SIZE)?;
    let bits64 = match elf::FileClass(ident[4]) {
        elf::ELFCLASS32 => false,
        elf::ELFCLASS64 => true,
        _ => return Err(corrupt(&tr!("plugin-header-elf-class"))),
    };
    let little = match elf::DataEncoding(ident[5]) {
        elf::ELFDATA2LSB => true,
        elf::ELFDATA2MSB => false,
        _ => return Err(corrupt(&tr!("plugin-header-elf-byte-order"))),
    };
    let bits = |b: bool| if b { 64 } else { 32 };
    if bits64 != target.bits64 {
        return Err(tr!(
            "plugin-header-word-size",
            bits = bits(bits64),
            host = bits(target.bits64)
        ));
    }
    let endian = |l: bool| if l { "little" } else { "big" };
    if little != target.little_endian {
        return Err(tr!(
            "plugin-header-byte-order",
            order = endian(little),
            host = endian(target.little_endian)
        ));
    }
    let endian = if little {
        Endianness::Little
    } else {
        Endianness::Big
    };
    if bits64 {
        check_as::<FileHeader64<Endianness>, D>(file, endian, target)
    } else {
        check_as::<FileHeader32<Endianness>, D>(file, endian, target)
    }
}

/// The checks after the identification, with the header type of the file's word size.
fn check_as<'d, H, D>(file: &File<D>, endian: Endianness, target: &Target) -> Result<(), String>
where
    H: FileHeader<Endian = Endianness> + Pod,
    D: ReadRef<'d>,
{
    let h: &H = file.header(0)?;
    let e_type = h.e_type(endian);
    if e_type != elf::ET_DYN {
        return Err(match e_type {
            elf::ET_REL => tr!("plugin-header-elf-object"),
            elf::ET_EXEC => tr!("plugin-header-elf-executable"),
            elf::ET_CORE => tr!("plugin-header-elf-core"),
            other => tr!("plugin-header-elf-type", kind = other.0),
        });
    }
    let machine = h.e_machine(endian).0;
    if let Some(expected) = target.elf_machine
        && machine != expected
    {
        return Err(tr!(
            "plugin-header-machine",
            machine = machine_name(machine),
            host = machine_name(expected)
        ));
    }
    let phoff: u64 = h.e_phoff(endian).into();
    let shoff: u64 = h.e_shoff(endian).into();
    let phnum = u64::from(h.e_phnum(endian));
    let phentsize = u64::from(h.e_phentsize(endian));
    let shentsize = u64::from(h.e_shentsize(endian));
    if phnum == 0 {
        return Err(tr!("plugin-header-no-program-headers"));
    }
    // Entries of another size than the word size's are refused, as the dynamic loader does.
    if phentsize != size_of::<H::ProgramHeader>() as u64 {
        return Err(corrupt(&tr!(
            "plugin-header-program-entry-size",
            bytes = phentsize
        )));
    }
    if shoff != 0 && shentsize != size_of::<H::SectionHeader>() as u64 {
        return Err(corrupt(&tr!(
            "plugin-header-section-entry-size",
            bytes = shentsize
        )));
    }
    // More than 0xff00 sections: the count is in the first section header (`object` reads it
    // there once that header is known to be inside the file).
    let shnum = if shoff == 0 {
        0
    } else {
        if h.e_shnum(endian) == 0 {
            file.header::<H::SectionHeader>(shoff)?;
        }
        u64::from(
            h.shnum(endian, file.data)
                .map_err(|e| corrupt(&e.to_string()))?,
        )
    };
    let ph_end = table_end(phoff, phnum, phentsize)?;
    let sh_end = table_end(shoff, shnum, shentsize)?;
    let mut needed = (size_of::<H>() as u64).max(ph_end).max(sh_end);
    file.fits(needed)?;

    // Every segment's bytes (`PT_LOAD` segments are what the loader maps).
    for ph in file.table::<H::ProgramHeader>(phoff, phnum)? {
        let filesz: u64 = ph.p_filesz(endian).into();
        if ph.p_type(endian) != elf::PT_NULL && filesz > 0 {
            needed = needed.max(table_end(ph.p_offset(endian).into(), 1, filesz)?);
        }
    }
    // Every section's bytes, except those that take no room in the file (`SHT_NOBITS`).
    if shoff != 0 {
        for sh in file.table::<H::SectionHeader>(shoff, shnum)? {
            let size: u64 = sh.sh_size(endian).into();
            let kind = sh.sh_type(endian);
            if kind != elf::SHT_NULL && kind != elf::SHT_NOBITS && size > 0 {
                needed = needed.max(table_end(sh.sh_offset(endian).into(), 1, size)?);
            }
        }
    }
    if needed > file.len {
        return Err(truncated(needed, file.len));
    }
    Ok(())
}

fn machine_name(m: u16) -> String {
    match elf::Machine(m) {
        elf::EM_386 => "x86".into(),
        elf::EM_X86_64 => "x86_64".into(),
        elf::EM_ARM => "arm".into(),
        elf::EM_AARCH64 => "aarch64".into(),
        elf::EM_RISCV => "riscv".into(),
        elf::EM_PPC => "powerpc".into(),
        elf::EM_PPC64 => "powerpc64".into(),
        elf::EM_S390 => "s390x".into(),
        elf::EM_LOONGARCH => "loongarch".into(),
        elf::EM_MIPS => "mips".into(),
        _ => tr!("plugin-header-machine-number", number = m.to_string()),
    }
}
