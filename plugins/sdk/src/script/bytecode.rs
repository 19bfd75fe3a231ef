//! Reads Lua 5.4 bytecode (`lua_dump` of a script's own functions) to find assignments to
//! variables that outlive a call.
//!
//! A function a script keeps after loading (a hook, a helper its hooks call) holds its
//! upvalues for as long as the ruleset is loaded: assigning one (`count = count + 1` on a
//! variable of the script's top level) would carry state from one call to the next, which
//! breaks replays, saves and bots. Lua compiles such an assignment to `SETUPVAL`; this module
//! finds every `SETUPVAL` whose target is such a lasting upvalue: any upvalue of the kept
//! function itself, and any upvalue of a function nested in it that reaches one of those
//! (`instack = 0` chains). Upvalues that are locals of a call in progress (`instack = 1` in a
//! nested function) are per call and fine.

/// Where a function writes a variable that outlives the call: the line and the variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LastingWrite {
    pub line: u32,
    pub name: String,
}

const OP_SETUPVAL: u32 = 10;
const ABSLINEINFO: i8 = -0x80;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

type Parse<T> = Result<T, String>;

impl Reader<'_> {
    fn byte(&mut self) -> Parse<u8> {
        let b = *self.bytes.get(self.at).ok_or("the bytecode ends early")?;
        self.at += 1;
        Ok(b)
    }

    fn skip(&mut self, n: usize) -> Parse<()> {
        if self.bytes.len() - self.at < n {
            return Err("the bytecode ends early".into());
        }
        self.at += n;
        Ok(())
    }

    fn take(&mut self, n: usize) -> Parse<&[u8]> {
        let start = self.at;
        self.skip(n)?;
        Ok(&self.bytes[start..start + n])
    }

    /// `dumpSize`: 7 bits per byte, most significant first, the last byte marked with 0x80.
    fn size(&mut self) -> Parse<usize> {
        let mut x: usize = 0;
        loop {
            let b = self.byte()?;
            x = x
                .checked_mul(128)
                .and_then(|x| x.checked_add(usize::from(b & 0x7f)))
                .ok_or("a size in the bytecode overflows")?;
            if b & 0x80 != 0 {
                return Ok(x);
            }
        }
    }

    fn string(&mut self) -> Parse<Option<String>> {
        let n = self.size()?;
        if n == 0 {
            return Ok(None);
        }
        let bytes = self.take(n - 1)?;
        Ok(Some(String::from_utf8_lossy(bytes).into_owned()))
    }
}

struct Proto {
    line_defined: u32,
    code: Vec<u32>,
    /// `(instack, idx)` per upvalue.
    upvalues: Vec<(bool, u8)>,
    upvalue_names: Vec<String>,
    protos: Vec<Proto>,
    line_info: Vec<i8>,
    abs_line_info: Vec<u32>,
}

impl Proto {
    fn read(r: &mut Reader<'_>) -> Parse<Self> {
        let _source = r.string()?;
        let line_defined = u32::try_from(r.size()?).unwrap_or(0);
        let _last_line = r.size()?;
        r.skip(3)?; // numparams, is_vararg, maxstacksize
        let n = r.size()?;
        let code = r
            .take(n.checked_mul(4).ok_or("the code size overflows")?)?
            .chunks_exact(4)
            .map(|w| u32::from_ne_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        for _ in 0..r.size()? {
            match r.byte()? {
                3 | 19 => r.skip(8)?,
                4 | 20 => {
                    r.string()?;
                }
                0 | 1 | 17 => {}
                tag => return Err(format!("unknown constant tag {tag} in the bytecode")),
            }
        }
        let mut upvalues = Vec::new();
        for _ in 0..r.size()? {
            let instack = r.byte()? != 0;
            let idx = r.byte()?;
            r.byte()?; // kind
            upvalues.push((instack, idx));
        }
        let mut protos = Vec::new();
        for _ in 0..r.size()? {
            protos.push(Proto::read(r)?);
        }
        let n = r.size()?;
        let line_info = r.take(n)?.iter().map(|&b| b as i8).collect();
        let mut abs_line_info = Vec::new();
        for _ in 0..r.size()? {
            let _pc = r.size()?;
            abs_line_info.push(u32::try_from(r.size()?).unwrap_or(0));
        }
        for _ in 0..r.size()? {
            r.string()?;
            r.size()?;
            r.size()?;
        }
        let mut upvalue_names = Vec::new();
        for _ in 0..r.size()? {
            upvalue_names.push(r.string()?.unwrap_or_default());
        }
        Ok(Self {
            line_defined,
            code,
            upvalues,
            upvalue_names,
            protos,
            line_info,
            abs_line_info,
        })
    }

    /// The source line of each instruction.
    fn lines(&self) -> Vec<u32> {
        let mut line = i64::from(self.line_defined);
        let mut abs = self.abs_line_info.iter();
        self.line_info
            .iter()
            .map(|&d| {
                if d == ABSLINEINFO {
                    line = abs.next().map_or(line, |&l| i64::from(l));
                } else {
                    line += i64::from(d);
                }
                u32::try_from(line).unwrap_or(0)
            })
            .collect()
    }

    fn lasting_writes(&self, lasting: &[bool], out: &mut Vec<LastingWrite>) {
        let lines = self.lines();
        for (pc, &i) in self.code.iter().enumerate() {
            if i & 0x7f != OP_SETUPVAL {
                continue;
            }
            let b = ((i >> 16) & 0xff) as usize;
            if lasting.get(b).copied().unwrap_or(true) {
                out.push(LastingWrite {
                    line: lines.get(pc).copied().unwrap_or(self.line_defined),
                    name: self
                        .upvalue_names
                        .get(b)
                        .cloned()
                        .unwrap_or_else(|| "?".into()),
                });
            }
        }
        for child in &self.protos {
            let inherited: Vec<bool> = child
                .upvalues
                .iter()
                .map(|&(instack, idx)| {
                    !instack && lasting.get(usize::from(idx)).copied().unwrap_or(true)
                })
                .collect();
            child.lasting_writes(&inherited, out);
        }
    }
}

/// The assignments to lasting upvalues in the function dumped (with debug information) as
/// `dump`, which a script keeps after it loads: every upvalue of that function lasts, and so
/// does every upvalue of a function nested in it that refers to one of them.
pub(crate) fn lasting_writes(dump: &[u8]) -> Parse<Vec<LastingWrite>> {
    let mut r = Reader { bytes: dump, at: 0 };
    let header = r.take(31)?;
    if &header[..4] != b"\x1bLua" || header[4] != 0x54 || header[12] != 4 {
        return Err("not Lua 5.4 bytecode".into());
    }
    r.byte()?; // sizeupvalues of the closure
    let main = Proto::read(&mut r)?;
    let mut out = Vec::new();
    main.lasting_writes(&vec![true; main.upvalues.len()], &mut out);
    Ok(out)
}

#[cfg(test)]
mod tests {
    // A failing unwrap is a failing test.
    #![allow(clippy::unwrap_used)]
    use super::*;
    use mlua::Lua;

    fn writes(source: &str, name: &str) -> Vec<(u32, String)> {
        let lua = Lua::new();
        let t: mlua::Table = lua.load(source).eval().unwrap();
        let f: mlua::Function = t.get(name).unwrap();
        lasting_writes(&f.dump(false))
            .unwrap()
            .into_iter()
            .map(|w| (w.line, w.name))
            .collect()
    }

    #[test]
    fn writes_to_kept_upvalues_are_found_with_their_line() {
        let src = "local n, t = 0, {}\nlocal M = {}\nfunction M.f()\n  local x = n\n  n = x + 1\n  return n\nend\n\
                   function M.g()\n  local k = 0\n  local function inc() k = k + 1; t = nil end\n  inc()\n  return k\nend\n\
                   function M.h() return n end\nreturn M\n";
        assert_eq!(writes(src, "f"), [(5, "n".to_string())]);
        // `k` belongs to the call of `g`; `t` lasts.
        assert_eq!(writes(src, "g"), [(10, "t".to_string())]);
        assert!(writes(src, "h").is_empty());
    }
}
