#!/usr/bin/env bash
# Builds the packages of game-host for Linux: a portable archive and a .deb, each with the host,
# the game plugins, the bundled content (rulesets, scripts, the example mods), a desktop entry,
# the icon, the man page, shell completions and the licences; the debug info goes to a separate
# archive (for crash reports), so what users download is lean.
#
#   dist/build.sh                      release build, packages in target/dist/
#   dist/build.sh --profile debug --no-build --bin-dir target/debug --out /tmp/x   (the tests)
#
# The archive is an install prefix: unpack it anywhere and run bin/game-host (it finds its
# plugins in lib/game-host/plugins and its content in share/game-host). The .deb installs the
# same tree under /usr. Tools: cargo, objcopy (binutils), tar, gzip, dpkg-deb.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
profile=release
build=1
deb=1
out="$root/target/dist"
bin_dir=""
while [ $# -gt 0 ]; do
    case "$1" in
        --profile) profile="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --no-deb) deb=0; shift ;;
        --out) out="$2"; shift 2 ;;
        --bin-dir) bin_dir="$2"; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "dist/build.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
for tool in objcopy tar gzip; do
    command -v "$tool" >/dev/null || { echo "dist/build.sh: needs $tool (binutils, tar, gzip)" >&2; exit 1; }
done
if [ "$deb" = 1 ] && ! command -v dpkg-deb >/dev/null; then
    echo "dist/build.sh: needs dpkg-deb for the .deb (or pass --no-deb)" >&2; exit 1
fi

version="$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' "$root/Cargo.toml")"
arch="$(uname -m)"
case "$arch" in x86_64) deb_arch=amd64 ;; aarch64) deb_arch=arm64 ;; *) deb_arch="$arch" ;; esac
if [ "$build" = 1 ]; then
    cargo build --manifest-path "$root/Cargo.toml" --workspace --profile "$profile"
fi
if [ -z "$bin_dir" ]; then
    dir="$profile"; [ "$profile" = dev ] && dir=debug
    bin_dir="${CARGO_TARGET_DIR:-$root/target}/$dir"
fi
[ -x "$bin_dir/game-host" ] || { echo "dist/build.sh: no $bin_dir/game-host (build first, or --bin-dir)" >&2; exit 1; }

# The game plugins: one cdylib per crate under plugins/ (the SDK is a library, not a game).
plugins=()
for manifest in "$root"/plugins/*/Cargo.toml; do
    grep -q 'cdylib' "$manifest" || continue
    name="$(sed -n 's/^name = "\(.*\)"/\1/p' "$manifest" | head -1)"
    lib="$bin_dir/lib${name//-/_}.so"
    [ -f "$lib" ] || { echo "dist/build.sh: plugin $lib is missing (cargo build --workspace)" >&2; exit 1; }
    plugins+=("$lib")
done

name="game-host-$version-linux-$arch"
rm -rf "$out/$name" "$out/$name-debug" "$out/deb"
mkdir -p "$out"
prefix="$out/$name"
mkdir -p "$prefix/bin" "$prefix/lib/game-host/plugins" "$prefix/share/game-host" \
    "$prefix/share/applications" "$prefix/share/icons/hicolor/scalable/apps" \
    "$prefix/share/icons/hicolor/256x256/apps" "$prefix/share/icons/hicolor/64x64/apps" \
    "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d" \
    "$prefix/share/doc/game-host" "$out/$name-debug"

# Binaries without their debug info; the debug info kept beside them in the -debug archive,
# linked by name (gdb and crash tools find it with `debug-file-directory`).
strip_into() { # file destination
    local src="$1" dst="$2" base
    base="$(basename "$dst")"
    objcopy --only-keep-debug "$src" "$out/$name-debug/$base.debug"
    objcopy --strip-debug --strip-unneeded --add-gnu-debuglink="$out/$name-debug/$base.debug" "$src" "$dst"
}
strip_into "$bin_dir/game-host" "$prefix/bin/game-host"
for lib in "${plugins[@]}"; do
    strip_into "$lib" "$prefix/lib/game-host/plugins/$(basename "$lib")"
done

# The content: rulesets (with their schemas and rules pages), scripts and the example mods.
for dir in rulesets scripts mods; do
    cp -R "$root/$dir" "$prefix/share/game-host/$dir"
done
cp "$root/dist/game-host.desktop" "$prefix/share/applications/"
cp "$root/dist/icon.svg" "$prefix/share/icons/hicolor/scalable/apps/game-host.svg"
cp "$root/dist/icon-256.png" "$prefix/share/icons/hicolor/256x256/apps/game-host.png"
cp "$root/dist/icon-64.png" "$prefix/share/icons/hicolor/64x64/apps/game-host.png"
"$prefix/bin/game-host" manual | gzip -9n > "$prefix/share/man/man1/game-host.1.gz"
"$prefix/bin/game-host" completions bash > "$prefix/share/bash-completion/completions/game-host"
"$prefix/bin/game-host" completions zsh > "$prefix/share/zsh/site-functions/_game-host"
"$prefix/bin/game-host" completions fish > "$prefix/share/fish/vendor_completions.d/game-host.fish"
cp "$root/README.md" "$root/LICENSE-MIT" "$root/LICENSE-APACHE" "$prefix/share/doc/game-host/"
cp -R "$root/docs" "$prefix/share/doc/game-host/docs"
rm -rf "$prefix/share/doc/game-host/docs/screenshots" "$prefix/share/doc/game-host/docs/tools"

cat > "$prefix/share/doc/game-host/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: game-host
Files: *
Copyright: 2026 The game-host authors
License: MIT or Apache-2.0
 See /usr/share/doc/game-host/LICENSE-MIT and LICENSE-APACHE.
COPYRIGHT

tar -C "$out" -czf "$out/$name.tar.gz" "$name"
tar -C "$out" -czf "$out/$name-debug.tar.gz" "$name-debug"

if [ "$deb" = 1 ]; then
    debroot="$out/deb"
    mkdir -p "$debroot/usr" "$debroot/DEBIAN"
    cp -R "$prefix/bin" "$prefix/lib" "$prefix/share" "$debroot/usr/"
    installed_kib="$(du -sk "$debroot/usr" | cut -f1)"
    cat > "$debroot/DEBIAN/control" <<CONTROL
Package: game-host
Version: $version
Architecture: $deb_arch
Maintainer: The game-host authors <game-host@users.noreply.invalid>
Installed-Size: $installed_kib
Depends: libc6, libgcc-s1, libgl1, libegl1, libx11-6, libxcursor1, libxrandr2, libxi6, libxkbcommon0, libxkbcommon-x11-0, libwayland-client0, libwayland-egl1, libfontconfig1
Recommends: fonts-noto-core, fonts-droid-fallback
Section: games
Priority: optional
Homepage: https://example.invalid/game-host
Description: desktop host for board and card games loaded as plugins
 Plays Air, Land & Sea, Palagan, Cyvasse and Tic-tac-toe in hot-seat, against
 bots or online; rulesets are TOML and house rules are sandboxed Lua that
 reload while a match runs. Games are plugins; mods add rulesets and games.
CONTROL
    dpkg-deb --root-owner-group -Zgzip --build "$debroot" "$out/game-host_${version}_${deb_arch}.deb" >/dev/null
fi

# What the user downloads, and what stripping saved.
before=$(du -cb "$bin_dir/game-host" "${plugins[@]}" | tail -1 | cut -f1)
after=$(du -cb "$prefix/bin/game-host" "$prefix"/lib/game-host/plugins/*.so | tail -1 | cut -f1)
echo "binaries: $((before / 1048576)) MiB built, $((after / 1048576)) MiB packaged (debug info in $name-debug.tar.gz)"
ls -l "$out"/*.tar.gz "$out"/*.deb 2>/dev/null | awk '{print "  " $5 "  " $9}'
