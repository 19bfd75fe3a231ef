# Mengapa plugin permainan tidak dimuat, atau permainan tidak ditemukan (`game-host list`, layar Masalah, pesan galat).

plugin-duplicate-game = permainan ganda `{ $game }`: { $path } sudah menyediakannya dan itulah yang dipakai (urutannya lebih dulu dalam pencarian plugin); salinan ini dilewati
plugin-no-such-game = tidak ada permainan `{ $game }`; permainan yang ditemukan: { $known }
plugin-no-such-game-none = tidak ada permainan `{ $game }`; tidak ada permainan yang ditemukan

plugin-cannot-load = pustaka tidak dapat dimuat: { $error }
plugin-no-table = bukan plugin permainan: tidak mengekspor `GAME_PLUGIN_TABLE`
plugin-null-table = bukan plugin permainan: simbol `GAME_PLUGIN_TABLE`-nya berada di alamat 0
plugin-null-entry = tabel plugin rusak: entri `{ $entry }`-nya berupa pointer null
plugin-wrong-abi = plugin tidak cocok: dibuat untuk ABI plugin versi { $found }, aplikasi ini memakai versi { $expected } (setiap { $expected }.x); bangun ulang dengan game-sdk aplikasi ini
plugin-describe-failed = plugin gagal menjelaskan dirinya: { $error }
plugin-seats-out-of-range = plugin menyebut aturan ini untuk { $seats } kursi, di luar rentangnya sendiri { $min } sampai { $max }
plugin-seat-names = permainan ini menyebut { $count } kursi; sebuah permainan memiliki 1 sampai { $most }
plugin-min-seats = permainan ini menyebut memerlukan paling sedikit { $min } dari { $count } kursinya
plugin-cannot-evaluate = { $game } dibuat untuk ABI plugin { $abi }, yang tidak dapat menilai posisi (ulasan memerlukan { $needed }): bangun ulang permainan ini dengan SDK aplikasi ini
plugin-cannot-choose-playout = { $game } dibuat untuk ABI plugin { $abi }, yang tidak dapat memilih rollout pencarian (itu memerlukan { $needed }): bangun ulang permainan ini dengan SDK aplikasi ini

plugin-probe-loads = dapat dimuat (permainan `{ $game }`)
plugin-probe-crashes = plugin ini crash saat dimuat ({ $signal }); plugin dilewati (diketahui dengan memuatnya di proses pemeriksa terpisah)
plugin-probe-exits = plugin ini keluar saat dimuat (status { $status }); plugin dilewati (diketahui dengan memuatnya di proses pemeriksa terpisah)
plugin-probe-timed-out-again = plugin ini tidak selesai dimuat dalam { $seconds } dtk pada { $times } pemeriksaan terakhirnya; plugin dilewati tanpa dimuat sampai berkasnya berubah
plugin-probe-timed-out = plugin ini tidak selesai dimuat dalam { $seconds } dtk; plugin dilewati (proses pemeriksanya dihentikan)
plugin-probe-unprobed = dimuat tanpa pemeriksaan: { $reason }
plugin-exception = pengecualian { $code }
plugin-signal-named = sinyal { $signal }, { $name }
plugin-signal = sinyal { $signal }
plugin-no-executable = program yang sedang berjalan tidak ditemukan: { $error }
plugin-no-game-host-build = { $exe } bukan game-host dan { $candidate } tidak ada (jalankan `cargo build --workspace` dulu)
plugin-no-game-host = { $exe } bukan game-host dan tidak ada program game-host yang diketahui di sebelahnya
plugin-probe-cannot-start = pemeriksa { $exe } tidak dapat dijalankan: { $error }
plugin-probe-cannot-wait = tidak dapat menunggu pemeriksa: { $error }
plugin-probe-panicked = utas pemeriksa mengalami panic
plugin-probe-no-verdict = tidak ada hasil

## Berkas pustaka yang diperiksa sebelum dimuat: disebut setelah namanya ("libx.so: terpotong: …")

plugin-header-cannot-read = tidak dapat dibaca: { $error }
plugin-header-empty = kosong (0 byte), bukan pustaka bersama
plugin-header-too-short = hanya { $bytes } byte, bukan pustaka bersama
plugin-header-other-format = berupa { $found ->
    [elf] pustaka ELF (Linux dan Unix lainnya)
    [macho] pustaka Mach-O (macOS)
   *[pe] DLL Windows
}, tetapi aplikasi ini memuat { $loads ->
    [elf] pustaka ELF (Linux dan Unix lainnya)
    [macho] pustaka Mach-O (macOS)
   *[pe] DLL Windows
}
plugin-header-not-a-library = bukan pustaka bersama: awal berkasnya tidak seperti { $loads ->
    [elf] pustaka ELF (Linux dan Unix lainnya)
    [macho] pustaka Mach-O (macOS)
   *[pe] DLL Windows
}
plugin-header-unreadable = header-nya tidak dapat dibaca
plugin-header-truncated = terpotong: header-nya menyebut { $needed }, berkasnya hanya { $size }
plugin-header-corrupt = header-nya rusak: { $what }
plugin-header-table-too-big = tabel header sebesar { $size } (lebih dari { $limit })
plugin-header-table-beyond-file = tabel di luar ukuran berkas mana pun
plugin-header-elf-class = kelas ELF yang tidak dikenal
plugin-header-elf-byte-order = urutan byte ELF yang tidak dikenal
plugin-header-word-size = pustaka { $bits }-bit, aplikasi ini { $host }-bit
plugin-header-byte-order = pustaka { $order ->
    [little] little-endian
   *[big] big-endian
}, aplikasi ini { $host ->
    [little] little-endian
   *[big] big-endian
}
plugin-header-elf-object = berupa objek relokasi (.o), bukan pustaka bersama
plugin-header-elf-executable = berupa program yang dapat dijalankan, bukan pustaka bersama
plugin-header-elf-core = berupa core dump, bukan pustaka bersama
plugin-header-elf-type = berupa berkas ELF bertipe { $kind }, bukan pustaka bersama
plugin-header-machine = pustaka untuk { $machine }, aplikasi ini untuk { $host }
plugin-header-machine-number = mesin { $number }
plugin-header-no-program-headers = tidak memiliki program header: bukan pustaka yang dapat dimuat
plugin-header-program-entry-size = entri program header sebesar { $bytes } byte
plugin-header-section-entry-size = entri section header sebesar { $bytes } byte
plugin-header-macho-slices = pustaka universal dengan { $count } slice
plugin-header-macho-no-slice = pustaka universal tanpa slice untuk mesin aplikasi ini
plugin-header-macho-slice-not-macho = slice pustaka universal yang bukan Mach-O
plugin-header-macho-other-word = pustaka Mach-O untuk ukuran word atau urutan byte lain
plugin-header-macho-cpu = pustaka Mach-O untuk tipe CPU { $cpu }, aplikasi ini { $host }
plugin-header-macho-type = berkas Mach-O bertipe { $kind }, bukan pustaka dinamis atau bundle
plugin-header-macho-load-command = load command di luar daftar load command
plugin-header-pe-dos = berupa program DOS, bukan DLL Windows
plugin-header-pe-machine = DLL untuk { $machine }, aplikasi ini untuk { $host }
plugin-header-pe-executable = berupa program Windows, bukan DLL
