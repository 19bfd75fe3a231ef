# Layar Mod dan pemasangan mod.

mods-heading = Mod
mods-install-from-file = Pasang dari berkas…
mods-drop-hint = atau seret berkas .zip sebuah mod ke jendela ini
mods-installing = Memasang { $path }…
mods-installed-in = Terpasang di { $path }
mods-none = Belum ada mod. Mod adalah berkas .zip yang dibagikan orang lain, atau buatan sendiri dengan `game-host mod new` (lihat docs/mods.md).

## Memasang

mods-busy = Sebuah mod sedang dipasang; coba lagi setelah selesai
mods-no-data-dir = Tidak ada folder data untuk memasang mod: atur GAME_HOST_DATA
mods-cannot-start = Tidak bisa mulai memasang: { $error }
mods-install-stopped = { $path }: pemasangan terhenti
mods-installed-replacing = { $id } { $version } terpasang (menggantikan { $old })
mods-installed = { $id } { $version } terpasang
mods-unusable-yet = { $id } belum bisa dipakai: { $reason }
mods-not-installed = Tidak terpasang: { $error }
mods-plugin-does-not-load = plugin-nya gagal dimuat:
    { $errors }
mods-rulesets-do-not-compile = aturannya gagal dikompilasi:
    { $errors }
mods-native-not-remembered = kode native-nya diizinkan untuk saat ini tetapi tidak diingat: { $error }

## Mod dengan kode native

mods-native-heading = Mod ini berisi kode native
mods-native-warning = { $mod } ({ $path }) membawa pustaka plugin: kode mesin yang berjalan dengan hak akses Anda — bisa membaca, mengubah, dan mengirim apa pun yang bisa Anda akses — begitu dimuat. Pasang hanya jika Anda memercayai sumbernya.
mods-native-game = Permainan: { $game }
mods-native-file = Berkas: { $file }
mods-native-size = Ukuran: { $size } ({ $bytes } byte)
mods-native-sha = SHA-256: { $sha }
mods-install-anyway = Tetap pasang
mods-cancel = Batal
mods-native-refused = Tidak terpasang: { $mod } (kode native-nya tidak diizinkan)

## Mod dalam daftar

mods-for-game = untuk { $game } { $version }
mods-by = oleh { $authors }
mods-enabled = Aktif
mods-enabled-hover = Aturan dari mod yang nonaktif tidak ditawarkan; mod tetap terpasang
mods-enabled-label = Aktif { $id }
mods-remove = Hapus
mods-remove-hover = Hapus { $path }
mods-remove-label = Hapus { $id }
mods-removed = { $id } { $version } dihapus
mods-cannot-be-used = Tidak bisa dipakai: { $reason }
mods-rulesets = Aturan: { $rulesets }
mods-native-not-allowed = kode nativenya tidak diizinkan
