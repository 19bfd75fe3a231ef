# Berkas-berkas sebuah mod: mod.toml-nya, pemasangan dan penghapusannya, pemeriksaannya (`game-host mod …`, layar Mod).

## Memasang dan menghapus

mods-file-no-manifest = { $path }: tidak ada mod.toml yang bisa dibaca
mods-file-id-taken = { $path }: tidak dipasang: id-nya `{ $id }` sudah dipakai mod di { $other } (bawaan aplikasi atau ada di direktori mod lain); sebuah mod tidak boleh memakai id mod lain, karena keduanya jadi tidak bisa dipakai: beri id sendiri di mod.toml-nya
mods-file-cannot-move-aside = { $path }: tidak dipasang: versi yang terpasang tidak dapat dipindahkan dulu: { $error }
mods-file-not-installed = { $path }: tidak dipasang: { $error }
mods-file-not-installed-unchanged = { $path }: tidak dipasang: { $error }; versi yang terpasang tidak berubah
mods-file-not-installed-put-back-later = { $path }: tidak dipasang: { $error }; versi yang terpasang belum bisa dikembalikan ({ $back }): versi itu ada di { $old } dan dikembalikan saat mod dibuka lagi
mods-file-cannot-remove = { $path }: tidak dapat dihapus: { $error }
mods-file-not-a-mod-id = `{ $id }` bukan id mod
mods-file-not-installed-in = tidak ada mod `{ $id }` yang terpasang di { $path }

## mod.toml

mods-file-bad-id = `id` = "{ $id }" bukan id mod: 1 sampai { $most } huruf kecil, angka, `-` atau `_`, diawali huruf atau angka (misalnya "aturan-rumahku")
mods-file-bad-version = `version` = "{ $version }" bukan versi semantik seperti "1.0.0": { $error }
mods-file-bad-title = `title` harus 1 sampai { $most } karakter
mods-file-long-description = `description` lebih dari { $most } karakter
mods-file-too-many-languages = `[text]` menerjemahkan ke lebih dari { $most } bahasa
mods-file-bad-language = `[text.{ $code }]`: `{ $code }` bukan kode bahasa seperti `id` atau `pt-BR`
mods-file-text-english = `[text.en]`: judul dan deskripsi bahasa Inggris adalah `title` dan `description` milik manifes itu sendiri
mods-file-one-game = `[game]` harus menyebut tepat satu permainan beserta versi pluginnya yang cocok dengan mod ini, misalnya `my-game = "^0.1"`
mods-file-too-many-dependencies = lebih dari { $most } dependensi
mods-file-bad-dependency = dependensi `{ $dependency }` bukan id mod
mods-file-depends-on-itself = mod `{ $id }` tidak bisa bergantung pada dirinya sendiri
mods-file-plugin-path = pustaka plugin `{ $path }` harus berupa path di dalam folder mod (tanpa `..`, bukan path absolut), misalnya "lib/libmygame.so"
mods-file-bad-requirement = syarat versi untuk { $kind ->
    [game] permainan
   *[mod] mod
} `{ $name }`, "{ $requirement }", tidak seperti "^0.1" atau ">=1.2, <2": { $error }
mods-file-unknown-field = { $message } (lihat docs/mods.md)
mods-file-missing-field = { $message }: setiap mod.toml memiliki `id`, `version`, `title`, dan `[game]`
mods-file-invalid-manifest = mod.toml tidak sah: { $message }

## Memeriksa mod

mods-file-no-rulesets = { $path }: tidak ada aturan di { $folder }
mods-file-undeclared-dependency = { $path }: menurunkan aturan dari mod `{ $id }`, yang tidak tercantum di [dependencies] dalam { $manifest }: tambahkan `{ $id } = "^<versi mayornya>"` di sana, agar saat mod ini dipasang diperiksa bahwa `{ $id }` terpasang dalam versi yang cocok
mods-file-game-taken = permainan `{ $game }` sudah disediakan oleh { $path }, yang dipakai sebagai gantinya
mods-file-status-ready = siap
mods-file-status-disabled = mod ini dinonaktifkan

## Kode native (pustaka plugin sebuah paket permainan)

mods-file-fact-game = permainan: { $game }
mods-file-fact-file = berkas:    { $file }
mods-file-fact-size = ukuran:    { $size } ({ $bytes } byte)
mods-file-fact-sha256 = SHA-256:   { $sha256 }
mods-file-native-warning = mod `{ $id }` berisi kode native: pustaka plugin yang berjalan dengan hak akses Anda (bisa membaca, mengubah, dan mengirim apa saja yang bisa Anda lakukan) begitu dimuat:
    { $facts }
    Pasang hanya jika Anda memercayai asalnya.
mods-file-native-other-platforms = kode native: hanya untuk platform lain ({ $platforms }), tidak ada yang berjalan di sini
mods-file-native-unreadable = kode native: tidak dapat dibaca: { $reason }
mods-file-native = kode native: { $library } — { $trust ->
    [bundled] disertakan bersama aplikasi
    [allowed] diizinkan
    [changed] BERUBAH sejak diizinkan, tidak dimuat (`game-host mod allow { $id }`)
   *[not-allowed] TIDAK diizinkan, tidak dimuat (`game-host mod allow { $id }`)
}
mods-file-cannot-read = { $path }: tidak dapat dibaca: { $error }
mods-file-library-too-big = { $path }: lebih dari { $most }, batas ukuran pustaka sebuah mod
mods-file-native-not-allowed = mod ini berisi kode native yang belum Anda izinkan{ $problem ->
    [none] {""}
   *[other] {" "}(daftar persetujuan tidak dapat dibaca: { $problem })
}: { $library } — pustaka plugin yang berjalan dengan hak akses Anda; izinkan dengan `game-host mod allow { $id }` jika Anda memercayainya
mods-file-native-changed = kode native mod ini berubah sejak Anda mengizinkannya{ $problem ->
    [none] {""}
   *[other] {" "}(daftar persetujuan tidak dapat dibaca: { $problem })
}: { $library } — pustaka plugin yang berjalan dengan hak akses Anda; izinkan dengan `game-host mod allow { $id }` jika Anda memercayainya
mods-file-no-consent-dir = tidak ada direktori data untuk menyimpan persetujuan; atur GAME_HOST_DATA
mods-file-consents-broken = { $problem }; perbaiki atau hapus berkas itu untuk mengizinkan kode native lagi
mods-file-not-a-consent-file = { $path }:{ $line }:{ $column }: bukan berkas persetujuan: { $error }

## Folder sebuah mod dan zip-nya

mods-file-symlink = { $path }: berupa tautan simbolik; sebuah mod hanya berisi berkas dan folder
mods-file-not-plain = { $path }: bukan path biasa di dalam mod (paling dalam { $most } tingkat folder)
mods-file-not-regular = { $path }: bukan berkas biasa (FIFO, soket, atau perangkat)
mods-file-too-big = { $path }: berukuran { $size }, melebihi batas { $limit } untuk satu berkas mod
mods-file-total-too-big = { $path }: total berkas mod ini melebihi batas { $limit }
mods-file-too-many-files = { $path }: lebih dari { $most } berkas
mods-file-cannot-write = { $path }: tidak dapat menulis: { $error }
mods-file-not-a-zip = { $path }: bukan berkas zip: { $error }
mods-file-too-many-entries = { $path }: { $count } entri, melebihi batas { $most }
mods-file-entry-not-plain = { $path }: entri `{ $entry }` bukan path biasa di dalam mod (absolut, `..`, atau terlalu dalam): ditolak
mods-file-entry-unreadable-name = { $path }: entri { $index }: namanya tidak dapat dibaca: { $error }
mods-file-entry-symlink = { $path }: entri `{ $entry }` berupa tautan simbolik; sebuah mod hanya berisi berkas dan folder
mods-file-unpacked-too-big = { $path }: total berkas mod ini melebihi batas { $limit } setelah diekstrak
mods-file-entry-too-big = { $path }: entri `{ $entry }` melebihi batas { $limit } untuk satu berkas mod
mods-file-zip-not-a-mod = { $path }: tidak ada { $manifest } di puncak zip atau di satu-satunya folder teratasnya: bukan mod

## game-host mod new

mods-file-new-bad-id = `{ $id }` bukan id mod: huruf kecil, angka, `-` atau `_`, diawali huruf atau angka (misalnya `{ $game }-house-rules`)
mods-file-dir-not-empty = { $path } sudah ada dan tidak kosong; pilih --dir yang lain
