# Kata-kata baris perintah untuk manusia (`--json` sama dalam setiap bahasa).

## game-host list

list-no-games = Tidak ada permainan yang ditemukan. Plugin permainan dicari di:
list-content = Konten (aturan dan skrip): { $path }
list-no-content = dan tidak ada direktori konten (yang berisi `rulesets/`) di:
list-where-to-name = Plugin juga bisa ditunjuk dengan --plugins DIR atau { $plugins_env }, konten dengan --content DIR atau { $content_env }.
list-plugin = plugin: { $path }
list-from-mod = dari mod { $id }: { $native }
list-no-rulesets = aturan: tidak ada yang ditemukan
list-extends = (turunan dari { $base })
list-from-mod-version = [mod { $id } { $version }]
list-ruleset = aturan { $id }: { $name }{ $base }{ $from } — { $description }
list-mods-not-in-use = Mod yang tidak dipakai:
list-not-loaded = Tidak dimuat:

## game-host check

check-not-in-content-root = { $file }: tidak ditemukan di dalam direktori konten { $root }
check-ok = ok    { $ruleset }
check-fail = GAGAL { $ruleset }
check-summary = { $games ->
    [0] { $count } diperiksa, { $failed } gagal
   *[other] { $count } diperiksa ({ $games } permainan acak per aturan), { $failed } gagal
}
check-ruleset-place = { $path }: berkas aturan harus berada di rulesets/<game>/<name>.toml
check-divergence = seed yang sama menghasilkan dua permainan yang berbeda (seed { $seed }: { $actions_before } aksi, lalu { $actions_now }; { $outcome_before }, lalu { $outcome_now }): aturannya bergantung pada sesuatu di luar pertandingan (alamat sebuah tabel lewat `tostring`, urutan `pairs` menelusuri tabel), sehingga pertandingan yang disimpan tidak akan bisa diputar ulang
check-outcome-won = { $seat } menang ({ $reason })
check-outcome-draw = seri ({ $reason })
check-outcome-unfinished = belum selesai
check-fault-applying = { $error } (seed { $seed }, saat menjalankan `{ $action }` setelah { $after } aksi)
check-fault-listing = { $error } (seed { $seed }, saat mendaftar aksi yang sah setelah { $after } aksi)
check-traceback-frame = di { $frame }
check-never-ran = { $file }:{ $line }: `{ $function }` didefinisikan tetapi tidak pernah dijalankan dalam { $games } permainan acak: hook yang tidak pernah dipanggil permainan (salah eja?), atau yang tidak pernah tercapai dalam permainan-permainan ini

## Dipakai bersama oleh perintah-perintah

cli-error = galat: { $message }
cli-warning = peringatan: { $message }
cli-no-content = tidak ditemukan direktori konten (yang berisi `rulesets/`); berikan --content DIR atau atur { $content_env }
cli-no-such-language = --lang { $lang }: bahasa itu tidak tersedia; bahasa yang tersedia: { $known }
cli-open-with-command = --open membuka pertandingan yang disimpan di aplikasi; opsi ini tidak bisa dipakai bersama perintah

## game-host play

play-other-game = { $path } adalah pertandingan `{ $saved }`, bukan `{ $game }`
play-name-a-game = sebutkan permainannya (lihat `game-host list`) atau buka pertandingan yang disimpan dengan --load
play-seat-human = { $seat }: manusia
play-seat-bot = { $seat }: bot ({ $level ->
    [random] acak
    [easy] mudah
    [hard] sulit
   *[normal] normal
}, seed { $seed })
play-seats = Kursi: { $seats }{ $hand_over ->
    [on] , layar serah perangkat aktif
    [off] , layar serah perangkat nonaktif
   *[none] {""}
}
play-trace-referee-only = --trace menampilkan apa yang dilihat wasit (setiap kartu tersembunyi), dan aturan ini menyembunyikan informasi: pakai --view referee
play-console-referee-only = konsol aturan (`lua`) menampilkan apa yang dilihat wasit (setiap kartu tersembunyi), dan aturan ini menyembunyikan informasi: pakai --view referee
play-restart-refused = mulai ulang ditolak: `{ $what }` mengungkap informasi tersembunyi, dan pertandingan akan membagikan hal yang sama lagi; mulai pertandingan baru dengan seed lain (atau tonton dengan --view referee)
play-bad-view = --view `{ $view }`: seharusnya mover, referee, spectator, atau nomor kursi
play-seat-action-hidden = Aksi { $seat } ditolak (tidak diperlihatkan di tampilan ini)
play-action-hidden = sebuah aksi ditolak (tidak diperlihatkan di tampilan ini)
play-script-failed-hidden = sebuah skrip dari aturan ini gagal (tidak diperlihatkan di tampilan ini)
play-cannot-save = { $path }: tidak dapat menyimpan: { $error }

## game-host mod

mod-removed = { $id } dihapus ({ $path })
mod-no-current-dir = tidak ada direktori kerja: { $error }
mod-no-data-dir = tidak ada direktori data untuk mod; atur { $data_env }
mod-created = mod { $id } dibuat di { $path }:
mod-created-next = berikutnya: sunting { $ruleset }, lalu jalankan `game-host mod check { $path }`
mod-not-checked-native = { $path }: tidak diperiksa: { $warning }
    Pustakanya tidak dimuat atau diperiksa tanpa persetujuan Anda: jalankan lagi dengan --allow-native untuk tetap memeriksanya (kodenya akan dijalankan).
mod-loading-native = memuat kode native (--allow-native):
mod-check-ok = ok    { $label } ({ $count } aturan)
mod-packed = { $label } dikemas ({ $count } berkas) ke { $path }
mod-not-installed-native = { $path }: tidak dipasang: { $warning }
    Untuk tetap memasangnya, jalankan lagi dengan --allow-native.
mod-not-installed-plugin = { $path }: tidak dipasang, pluginnya tidak dapat dimuat:
    {"  "}{ $problems }
mod-not-installed-rules = { $path }: tidak dipasang, aturannya tidak dapat dikompilasi:
    {"  "}{ $problems }
mod-native-allowed = kode native diizinkan (kode ini berjalan dengan hak akses Anda; `game-host mod revoke { $id }` mencabutnya):
mod-installed = { $id } { $version } dipasang di { $path }
mod-installed-replacing = { $id } { $version } dipasang (menggantikan { $old }) di { $path }
mod-not-usable-yet = mod ini belum dapat dipakai: { $reason }
mod-not-installed-here = tidak ada mod `{ $id }` yang terpasang di { $path }
mod-enabled = { $id } diaktifkan
mod-disabled = { $id } dinonaktifkan
mod-not-found = mod `{ $id }` tidak ditemukan di direktori mod
mod-no-native = mod `{ $id }` tidak memiliki kode native: tidak ada yang perlu diizinkan
mod-native-other-platforms = mod `{ $id }` hanya memiliki kode native untuk platform lain ({ $platforms }): tidak ada yang berjalan di sini
mod-bundled-native = { $id } disertakan bersama aplikasi: kode native-nya tidak memerlukan persetujuan
mod-allowed = diizinkan: pustakanya dimuat saat aplikasi dibuka lagi (`game-host mod revoke { $id }` mencabutnya)
mod-nothing-to-revoke = tidak ada kode native `{ $id }` yang pernah diizinkan
mod-revoked = persetujuan untuk { $count } pustaka milik `{ $id }` dicabut: pustakanya tidak dimuat saat aplikasi dibuka lagi
mod-none-found = Tidak ada mod yang ditemukan.
mod-cannot-be-used = tidak dapat dipakai: { $reason }
mod-list-game-package = { $id } { $version } — { $title } (permainan { $game } itu sendiri, plugin { $game_version })
mod-list-mod = { $id } { $version } — { $title } (untuk { $game } { $game_version })
mod-list-folder = folder: { $path }
mod-list-disabled = dinonaktifkan
mod-list-ruleset = aturan { $ruleset }

## game-host simulate

simulate-bots-per-seat = --bots: `{ $game }` memiliki { $count } kursi ({ $seats }); sebutkan satu bot (pertandingan cermin) atau satu bot per kursi
simulate-progress = { $name } [{ $bar }] { $done }/{ $total } permainan ({ $speed }, sisa { $eta })
simulate-no-games = --games minimal 1
simulate-bad-margin = --margin { $margin }: berikan margin dalam poin persentase, di atas 0 dan di bawah 100
simulate-heading = simulate { $game }: { $games } permainan per aturan{ $shard ->
    [none] {""}
   *[other] {" "}(bagian { $shard } darinya)
}, bot { $bots }, { $seating ->
    [alternated] kursi bergantian
   *[every] setiap seed dimainkan dalam setiap susunan kursi
}, seed { $first }..{ $end }
simulate-by-counter = persentase menang per penghitung (permainan saat penghitung terpicu | saat tidak terpicu):
simulate-script-errors = galat skrip pada { $ruleset } (permainan yang terhenti karenanya tidak dihitung menang maupun belum selesai):
simulate-difference = selisih persentase menang ({ $second } dikurangi { $first }), berpasangan: { $count } seed dimainkan dengan kedua aturan
simulate-interval-excludes-zero = interval { $level } tidak memuat 0: aturannya berbeda
simulate-interval-includes-zero = interval { $level } memuat 0: belum terlihat perbedaan
simulate-seat-difference = kursi { $seat }  { $difference } { $verdict }
simulate-games-saved = { $times }× lebih banyak permainan untuk lebar yang sama
simulate-same-winners = setiap seed menghasilkan pemenang yang sama dengan kedua aturan
simulate-unpaired = tanpa pasangan, permainan yang sama memberi kursi { $seat } ±{ $unpaired } poin, bukan ±{ $paired }: { $saved }
simulate-decided-differ = diputuskan: aturannya berbeda (kursi { $seats })
simulate-decided-within-margin = diputuskan: tidak ada kursi yang persentase menangnya berubah sebesar margin atau lebih
simulate-undecided = anggaran habis, belum diputuskan: belum terlihat perbedaan
simulate-until-decided = sampai diputuskan: berhenti pada pemeriksaan { $look } dari { $looks }, setelah { $seeds } dari { $budget } seed (interval di atas adalah milik pemeriksaan itu, pada tingkat yang diizinkan aturan penghentiannya): { $verdict }
simulate-counting-panicked = sebuah utas penghitung mengalami panic
simulate-watching = memantau { $ruleset }: setiap kali berkasnya disimpan dan bisa dikompilasi, seed yang sama dimainkan dengan aturan yang baru (Ctrl-C untuk berhenti)
simulate-save-run = penyimpanan { $number }: { $label }
simulate-not-played = { $run }: tidak dimainkan: { $error }
simulate-save-broken = berkas yang disimpan tidak bisa dikompilasi; aturan terakhir tetap berlaku:
simulate-watch-error = pemantauan: { $error }

## game-host watch

watch-watching = memantau { $dirs } untuk { $ruleset } (seed { $seed }); ketik aksi, `undo`, `restart`, `lua <code>`, atau `quit` untuk berhenti
watch-not-reloaded = tidak dimuat ulang
watch-reloaded = { $ruleset } dimuat ulang ({ $mode ->
    [replayed] pertandingan diulang: { $reason }
   *[kept] keadaan pertandingan dipertahankan
}); { $files ->
    [none] tidak ada berkas yang berbeda dari aturan yang berlaku
   *[other] berubah: { $files }
}
watch-reload-refused = muat ulang { $ruleset } ditolak; aturan lama tetap berlaku: { $error }
watch-reload-failed = muat ulang { $ruleset } gagal; aturan lama tetap berlaku:
watch-mods-changed = mod yang terpasang berubah (ada mod yang dipasang, diperbarui, atau dihapus)
watch-error = galat pemantauan: { $error }

## game-host host, game-host join

online-seats-count = --seats menyebut { $named } kursi; permainan ini memiliki { $count }
online-seats-bad-bot = --seats: { $error }
online-seats-bad-seat = --seats `{ $seat }`: seharusnya local, remote, atau bot:LEVEL
online-seats-no-remote = --seats tidak menyebut satu pun kursi jarak jauh; pakai `game-host play` untuk pertandingan di perangkat ini
online-no-runtime = runtime jaringan tidak dapat dijalankan: { $error }
online-match-over = { $path }: pertandingan ini sudah selesai; tidak ada yang bisa dibuka online
online-name-a-game = sebutkan permainannya, atau lanjutkan pertandingan yang disimpan dengan --resume
online-cannot-write-match = { $path }: pertandingan tidak dapat ditulis: { $error }
online-invite = Undangan untuk { $name } (kursi { $seat }): { $ticket }
online-spectators-ticket = Penonton: { $ticket }
online-share-ticket = Bagikan tiket hanya kepada pemainnya: siapa pun yang memegangnya bisa masuk.
online-cannot-write-tickets = { $path }: tiket tidak dapat ditulis: { $error }
online-invite-which-seat = `invite { $arg }`: sebutkan kursinya dengan nomor (`invite 1`)
online-new-invite = Undangan baru untuk { $name } (kursi { $seat }): { $ticket }
    Undangan lama tidak lagi bisa dipakai.
online-new-spectators-invite = Undangan baru untuk penonton: { $ticket }
    Undangan lama tidak lagi bisa dipakai.
online-joined-seat = Bergabung ke { $game } ({ $ruleset }) sebagai { $seat }.
online-joined-spectator = Bergabung ke { $game } ({ $ruleset }) sebagai penonton.
online-seat-state = { $seat }: { $state ->
    [host] di perangkat tuan rumah
    [bot] bot
    [connected] terhubung
   *[disconnected] tidak terhubung
}
online-seats = Kursi: { $seats }
online-time-left = Sisa waktu { $seat }: { $seconds } dtk
online-host-reloaded = tuan rumah memuat ulang aturan: { $message }
online-take-back-asked-you = { $seat } minta mengurungkan langkahnya ({ $what }): ketik `accept` atau `decline`
online-take-back-asked = { $seat } minta mengurungkan langkahnya ({ $what })
online-take-back-lapsed = permintaan { $seat } untuk mengurungkan langkah kedaluwarsa: { $reason }
online-take-back-ended = permintaan { $seat } untuk mengurungkan langkah { $outcome ->
    [accepted] diterima
   *[declined] ditolak
}
online-timed-out = waktu habis: bot bermain untuk { $seat }
online-reconnecting = menyambung ulang dalam { $seconds } dtk
online-reconnected = tersambung kembali
online-spectate-needs-spectators-ticket = --spectate memerlukan tiket penonton; tiket ini untuk sebuah kursi
online-spectators-ticket-needs-spectate = ini tiket penonton: bergabunglah dengan --spectate

## game-host bench-bots, game-host bench-reload

bench-bots-heading = Iterasi MCTS per detik, satu utas, { $iterations } iterasi per langkah, { $positions } posisi per permainan, { $repeat } pencarian per posisi
bench-bots-playout-uniform = rollout: playout seragam generik SDK (loop rollout dan petunjuk milik permainan dilewati)
bench-bots-bad-playout = `{ $given }`: seharusnya game atau uniform
bench-bots-rate = { $rate } iterasi/dtk  ({ $iterations } iterasi dalam { $seconds } dtk pada { $positions } posisi)
bench-bots-per-search = per pencarian: median { $median }/dtk, kuartil { $q1 }–{ $q3 }, rentang { $min }–{ $max } ({ $count } pencarian)
bench-bots-per-cpu-second = per detik CPU: { $rate }/dtk
bench-bots-random-games = permainan acak: { $rate }/dtk waktu nyata ({ $each } µs masing-masing), { $cpu } CPU; { $actions } aksi per permainan
bench-bots-cpu-rate = { $rate }/dtk ({ $each } µs masing-masing)
bench-bots-no-cpu = t/a
bench-bots-levels-heading = Waktu per langkah bot, pertandingan cermin ({ $matches } per tingkat), setiap langkah diminta seperti aplikasi memintanya (salinan pertandingan, batas waktu tingkat itu), milidetik waktu nyata; jeda aplikasi antarlangkah bot tidak termasuk
bench-bots-bad-level = `{ $given }`: seharusnya random, easy, normal, atau hard
bench-bots-level = { $level }: median { $median } md, kuartil atas { $q3 } md, terlama { $max } md ({ $moves } langkah dalam { $matches } pertandingan; { $capped } dihentikan oleh batas waktu)
bench-bots-level-none = { $level }: tidak ada langkah yang diminta (pertandingan langsung selesai)
bench-reload-no-temp = direktori akar sementara tidak dapat dibuat: { $error }
bench-reload-cannot-copy = { $path } tidak dapat disalin: { $error }
bench-reload-no-reload = penyimpanan { $save }: tidak ada muat ulang dalam 10 dtk
bench-reload-save-failed = penyimpanan { $save }: { $error }
bench-reload-unexpected = penyimpanan { $save }: kejadian tak terduga { $event }
bench-reload-result = bench-reload { $game } { $ruleset } ({ $saves } kali disimpan, jeda { $debounce } md): p50 { $p50 } md, p95 { $p95 } md, maks { $max } md

## check --all: terjemahan

check-text-error = galat      { $game }: { $problem }
check-text-warning = peringatan { $game }: { $problem }
