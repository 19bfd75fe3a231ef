# Bantuan baris perintah: `game-host --help`, `game-host <perintah> --help`,
# `game-host help <perintah>`, dan kata-kata clap di sekitarnya (docs/translating.md).
# Nama perintah, opsi, nilai, dan placeholder (GAME, FILE, DIR) tidak diterjemahkan.

## Kata-kata clap sendiri

help-clap-usage = Penggunaan
help-clap-commands = Perintah
help-clap-arguments = Argumen
help-clap-options = Opsi
help-clap-print-help = Tampilkan bantuan
help-clap-print-help-short = Tampilkan bantuan (selengkapnya dengan '--help')
help-clap-print-help-long = Tampilkan bantuan (ringkasannya dengan '-h')
help-clap-print-version = Tampilkan versi
help-clap-help-command = Tampilkan pesan ini atau bantuan subperintah yang disebut
help-clap-help-command-arg = Tampilkan bantuan subperintah yang disebut
help-clap-default = [bawaan: { $value }]
help-clap-possible-values = [nilai yang mungkin: { $values }]

help-clap-error = galat
help-clap-tip = saran
help-clap-error-more = Untuk keterangan lebih lanjut, coba '{ $help }'.
help-clap-error-used-twice = argumen '{ $arg }' tidak boleh dipakai lebih dari sekali
help-clap-error-conflict = argumen '{ $arg }' tidak bisa dipakai bersama '{ $other }'
help-clap-error-conflict-list = argumen '{ $arg }' tidak bisa dipakai bersama:
help-clap-error-conflict-others = argumen '{ $arg }' tidak bisa dipakai bersama satu atau beberapa argumen lain yang diberikan
help-clap-error-no-equals = nilai untuk '{ $arg }' harus diberikan dengan tanda sama dengan (=)
help-clap-error-value-required = '{ $arg }' memerlukan nilai, tetapi tidak ada yang diberikan
help-clap-error-invalid-value = nilai '{ $value }' tidak sah untuk '{ $arg }'
help-clap-error-unrecognized-subcommand = subperintah '{ $subcommand }' tidak dikenal
help-clap-error-missing-arguments = argumen wajib berikut tidak diberikan:
help-clap-error-missing-subcommand = '{ $command }' memerlukan subperintah, tetapi tidak ada yang diberikan
help-clap-error-subcommands = [subperintah: { $values }]
help-clap-error-invalid-utf8 = ada argumen yang bukan UTF-8 yang sah
help-clap-error-too-many-values = nilai '{ $value }' untuk '{ $arg }' tidak diharapkan; tidak ada nilai lain yang diperlukan
help-clap-error-too-few-values = '{ $arg }' memerlukan { $min } nilai; hanya { $actual } yang diberikan
help-clap-error-wrong-number-of-values = '{ $arg }' memerlukan { $expected } nilai, tetapi { $actual } yang diberikan
help-clap-error-unknown-argument = argumen '{ $arg }' tidak dikenal
help-clap-similar-subcommand = ada subperintah yang mirip: { $names }
help-clap-similar-argument = ada argumen yang mirip: { $names }
help-clap-similar-value = ada nilai yang mirip: { $names }
help-clap-tip-as-value = untuk memberikan '{ $arg }' sebagai nilai, pakai '{ $usage }'
help-clap-tip-exists = '{ $usage }' tersedia
help-clap-tip-remove-dashes = subperintah '{ $subcommand }' tersedia; untuk memakainya, hapus '{ $dashes }' di depannya

## Teks perintah-perintah, dalam urutan en/cli-help.ftl

help-about = Memainkan permainan papan dan kartu yang dimuat sebagai plugin.
help-arg-plugins = Direktori tambahan tempat mencari plugin (bisa diulang; juga `GAME_HOST_PLUGIN_PATH`)
help-arg-content = Direktori yang berisi `rulesets/` dan `scripts/` (bawaan: `GAME_HOST_CONTENT`, jika tidak ada, dicari ke atas dari berkas program atau dari direktori saat ini)
help-arg-mods = Direktori mod tambahan, atau folder satu mod (bisa diulang; juga `GAME_HOST_MODS`)
help-arg-verbose = Tampilkan lebih banyak di stderr: -v apa yang dikerjakan game-host (koneksi, muat ulang), -vv debug, -vvv semuanya (RUST_LOG, bila diatur, yang menentukan)
help-arg-quiet = Tampilkan hanya galat di stderr (dan tanpa bilah kemajuan)
help-arg-open = Buka aplikasi dengan pertandingan yang disimpan ini (berkas simpanan atau simpanan otomatis); berkas yang tidak bisa dibuka diberitahukan di Beranda, yang lalu ditampilkan aplikasi
help-arg-lang = Bahasa yang dipakai game-host: `en`, `id` (Bahasa Indonesia). Bawaan: pilihan aplikasi di menu Tampilan, jika tidak ada, bahasa sistem (`LC_ALL`, `LC_MESSAGES`, `LANG`), jika tidak ada, bahasa Inggris. Keluaran `--json` sama dalam setiap bahasa
help-after =
    Contoh (GAME adalah id permainan dari `game-host list`):
      game-host                                   buka aplikasi
      game-host list                              permainan, aturan, dan mod yang tersedia
      game-host play GAME --seed 7                main di terminal (satu aksi per baris)
      game-host check --all                       periksa setiap aturan beserta skripnya
      game-host simulate GAME --games 200 --bots hard,normal
      game-host host GAME --seats local,remote    jadi tuan rumah pertandingan untuk teman
      game-host join TICKET
      game-host mod install my-rules.zip

    Berkas: direktori data (simpanan, simpanan otomatis, mod, preferensi) adalah GAME_HOST_DATA
    atau direktori platform (~/.local/share/game-host di Linux).
help-after-offline =
    Contoh (GAME adalah id permainan dari `game-host list`):
      game-host                                   buka aplikasi
      game-host list                              permainan, aturan, dan mod yang tersedia
      game-host play GAME --seed 7                main di terminal (satu aksi per baris)
      game-host check --all                       periksa setiap aturan beserta skripnya
      game-host simulate GAME --games 200 --bots hard,normal
      game-host mod install my-rules.zip

    Berkas: direktori data (simpanan, simpanan otomatis, mod, preferensi) adalah GAME_HOST_DATA
    atau direktori platform (~/.local/share/game-host di Linux).

help-list = Tampilkan permainan yang ditemukan, aturannya, dan plugin yang gagal dimuat

help-check = Kompilasi aturan beserta skripnya seperti saat pertandingan; tampilkan setiap masalah dengan berkas:baris:kolom; keluar dengan status bukan nol bila gagal
help-check-arg-files = Berkas aturan yang diperiksa (`rulesets/<game>/<name>.toml`)
help-check-arg-all = Periksa setiap aturan dari setiap permainan yang ditemukan (masing-masing dengan `--play` permainan, 12 secara bawaan)
help-check-arg-play = Mainkan juga N permainan acak per aturan (seed 0..N, paling banyak 3000 aksi masing-masing) dan laporkan setiap galat skrip saat berjalan (berkas:baris, seed, aksi) serta setiap fungsi skrip yang tidak pernah dijalankan; 0 hanya mengompilasi

help-keys = Tampilkan kunci aturan sebuah permainan (atau setiap permainan) sebagai Markdown
help-keys-arg-game = Permainannya (bawaan: setiap permainan yang ditemukan)

help-schema = Tampilkan JSON Schema berkas aturan sebuah permainan untuk editor, atau tulis milik setiap permainan ke `rulesets/<game>/.schema.json` (`--write`)
help-schema-arg-game = Permainan yang skemanya ditampilkan (dengan `--write`: satu-satunya permainan yang ditulis)
help-schema-arg-write = Tulis `rulesets/<game>/.schema.json` di bawah direktori konten untuk setiap permainan yang ditemukan (atau untuk GAME) alih-alih menampilkannya; untuk setiap permainan, juga `.taplo.toml`, `.luarc.json`, dan `docs/ruleset-keys.md` (bila `docs/` ada)
help-schema-arg-check = Jangan tulis apa pun: daftar berkas buatan yang belum ada atau sudah usang, dan gagal bila ada

help-play = Mainkan pertandingan di terminal: aksi sebagai argumen, atau satu per baris dari stdin
help-play-arg-game = Id permainan (lihat `game-host list`); boleh tidak diberikan bila memakai --load
help-play-arg-actions = Aksi yang dijalankan berurutan; tanpa aksi, aksi dibaca dari stdin, satu per baris
help-play-arg-ruleset = Nama aturan (`standard`) atau jalur ke berkas aturan `.toml`
help-play-arg-seed = Seed pertandingan (bawaan: seed acak)
help-play-arg-scenario = Mulai dari berkas skenario alih-alih dari seed
help-play-arg-load = Lanjutkan pertandingan yang disimpan
help-play-arg-save = Tulis pertandingan ke berkas ini setelah setiap aksi (secara atomik)
help-play-arg-view = Tampilan siapa yang ditampilkan: `mover` (kursi yang mendapat giliran), `referee`, `spectator`, atau nomor kursi
help-play-arg-json = Tampilkan baris JSON alih-alih teks
help-play-arg-trace = Sebelum hasil setiap aksi, tampilkan hook skrip yang dijalankannya (berkas:baris, argumen, hasil, waktu, instruksi, keluaran print, galat beserta traceback). Ini tampilan wasit: hanya dengan `--view referee` atau aturan yang tidak menyembunyikan apa pun

help-host = Jadi tuan rumah pertandingan untuk pemain di komputer lain: menampilkan tiket undangan per kursi jarak jauh dan memainkan kursi lokal dari stdin seperti `play` (lihat docs/online.md)
help-host-arg-game = Id permainan (lihat `game-host list`)
help-host-arg-ruleset = Nama aturan (`standard`) atau jalur ke berkas aturan `.toml`
help-host-arg-seed = Seed pertandingan (bawaan: seed acak)
help-host-arg-resume = Buka lagi pertandingan yang disimpan dengan `--save FILE` (setelah dimulai ulang, macet, atau komputer dinyalakan ulang): kursi yang sama dan tiket yang sama (kunci node dan token disimpan di `FILE.host-keys`), sehingga para pemain bisa gabung lagi dengan undangan yang mereka punya; pertandingan tetap disimpan ke FILE
help-host-arg-seats = Siapa yang memainkan setiap kursi, sesuai urutan kursi: `local` (terminal ini), `remote` (tiket ditampilkan untuknya), `bot:LEVEL` (random, easy, normal, hard, mcts:N). Bawaan: kursi 0 lokal, kursi lainnya jarak jauh
help-host-arg-relay = Server relay: `none` (hanya koneksi langsung: LAN, loopback), `default` (relay iroh publik), atau URL iroh-relay yang Anda jalankan sendiri
help-host-arg-bind = Dengarkan hanya di alamat lokal ini (mis. 127.0.0.1:0 untuk pengujian, atau port tetap)
help-host-arg-ticket-file = Tulis juga tiket ke berkas ini: satu baris per kursi jarak jauh sesuai urutan kursi, lalu tiket penonton
help-host-arg-save = Tulis pertandingan ke berkas ini setelah setiap aksi (secara atomik)
help-host-arg-watch = Muat ulang aturan setiap kali berkasnya berubah (seperti `watch`) dan umumkan setiap muat ulang kepada pemain jarak jauh
help-host-arg-turn-timer = Waktu giliran: setiap kursi yang mendapat giliran (di sini atau jarak jauh) punya SECS detik per aksi; bila waktunya habis, bot `normal` memainkan giliran itu untuknya. Nonaktif secara bawaan; pertandingan yang dibuka lagi tetap memakai waktu giliran yang dipakai saat pertama dibuka
help-host-arg-spectators = Berapa penonton yang bisa masuk sekaligus dengan tiket penonton (0: tidak ada; paling banyak 32, bawaannya). Pertandingan yang dibuka lagi tetap memakai jumlahnya kecuali diberi jumlah lain
help-host-arg-json = Tampilkan baris JSON alih-alih teks
help-host-after =
    Baris yang diketik di terminal tuan rumah adalah aksi kursi lokalnya, ditambah:
      takeback   minta pemain jarak jauh setuju untuk mengurungkan langkah terakhir Anda
      accept     setujui permintaan urungkan dari pemain jarak jauh
      decline    tolak permintaan itu
      start      mulai waktu giliran sekarang, juga untuk kursi jarak jauh yang belum terhubung
                 (secara bawaan, jam kursi jarak jauh mulai berjalan saat pemainnya pertama terhubung)
      invite N   undangan baru untuk kursi jarak jauh N: tiket lamanya tidak berlaku lagi (dilihat
                 orang yang salah?) dan siapa pun yang memegang kursi itu dengan tiket lama diputus
      invite spectators  sama, untuk tiket penonton (semua yang sedang menonton diputus)
      quit       berhenti menjadi tuan rumah (pertandingan tetap ada di --save FILE)

help-join = Gabung ke pertandingan yang dibuka tuan rumah dengan tiketnya, dan mainkan kursinya dari stdin seperti `play`
help-join-arg-ticket = Tiket yang ditampilkan tuan rumah (diawali `gh1`)
help-join-arg-spectate = Tonton dengan tiket penonton: tampilkan tampilan setiap kali berubah, tanpa membaca masukan
help-join-arg-relay = Server relay (seperti untuk `host`); `none` hanya menghubungi alamat langsung yang ada di tiket
help-join-arg-bind = Hubungi hanya dari alamat lokal ini (mis. 127.0.0.1:0 untuk pengujian)
help-join-arg-json = Tampilkan baris JSON alih-alih teks
help-join-after =
    Baris yang diketik di sisi yang bergabung adalah aksi kursinya, ditambah:
      takeback   minta pihak lain setuju untuk mengurungkan langkah terakhir Anda
      accept     setujui permintaan urungkan dari pihak lain
      decline    tolak permintaan itu
      quit       keluar (gabung lagi nanti dengan tiket yang sama)

help-watch = Jalankan pertandingan dan muat ulang aturannya setiap kali berkasnya berubah, sambil menampilkan setiap muat ulang beserta hasilnya (aksi dari stdin, satu per baris)
help-watch-arg-game = Id permainan (lihat `game-host list`)
help-watch-arg-ruleset = Nama aturan (`standard`) atau jalur ke berkas aturan `.toml`
help-watch-arg-seed = Seed pertandingan
help-watch-arg-dirs = Direktori lain yang dipantau, di dalam direktori konten (bisa diulang)
help-watch-arg-debounce-ms = Jeda tenang setelah berkas disimpan sebelum memuat ulang, dalam milidetik
help-watch-arg-view = Tampilan siapa yang ditampilkan: `referee` (semuanya), `mover`, `spectator`, atau nomor kursi
help-watch-arg-json = Tampilkan baris JSON alih-alih teks
help-watch-arg-trace = Sebelum hasil setiap aksi, tampilkan hook skrip yang dijalankannya (seperti `play --trace`; tampilan wasit: dengan `--view referee`, bawaannya, atau aturan yang tidak menyembunyikan apa pun)

help-bench-reload = Ukur berapa lama aturan yang disimpan sampai berlaku di pertandingan yang sedang berjalan (p50/p95/maks)
help-bench-reload-arg-game = Id permainan
help-bench-reload-arg-ruleset = Nama aturan (`standard`)
help-bench-reload-arg-runs = Berapa kali penyimpanan diukur
help-bench-reload-arg-debounce-ms = Jeda tenang pemantau berkas, dalam milidetik (seperti `watch --debounce-ms`)

help-simulate = Lab keseimbangan: rangkaian pertandingan bot lawan bot dengan persentase menang, interval kepercayaan, dan penghitung
help-simulate-arg-game = Id permainan (lihat `game-host list`)
help-simulate-arg-ruleset = Nama aturan (`standard`) atau jalur ke berkas aturan `.toml`
help-simulate-arg-vs = Aturan kedua yang dimainkan dengan seed yang sama, dilaporkan berdampingan, dengan selisih persentase menang setiap kursi (aturan ini dikurangi --ruleset) dan interval 95% berpasangannya
help-simulate-arg-until-decided = Dengan --vs: mainkan jatah pertandingan (--games) dalam lima tahap dan berhenti setelah tahap pertama yang memastikan selisihnya: interval salah satu kursi tidak memuat 0, atau (dengan --margin) selisih setiap kursi berada di dalam margin. Tingkat kesalahan 5% dibagi ke semua pemeriksaan (mirip O'Brien–Fleming), sehingga berhenti lebih awal tidak lebih sering keliru daripada satu interval 95%
help-simulate-arg-margin = Dengan --until-decided: berhenti juga bila selisih setiap kursi terbukti berada dalam ± sekian poin persentase ("tidak ada perubahan sebesar itu")
help-simulate-arg-games = Jumlah pertandingan (per aturan; dengan --shard, untuk seluruh rangkaian)
help-simulate-arg-bots = Bot-botnya, dipisahkan koma: random, easy, normal, hard, atau mcts:N. Satu bot berarti pertandingan cermin (bot itu memainkan setiap kursi), dan itulah yang bisa mengatakan sesuatu tentang aturannya; selain itu, satu bot per kursi. Kursi bergantian dari pertandingan ke pertandingan, sehingga setiap bot memainkan setiap kursi sama seringnya, dan setiap seed sekali dalam setiap susunan kursi
help-simulate-arg-threads = Utas pekerja; masing-masing mengompilasi salinan aturannya sendiri
help-simulate-arg-seed = Seed pertandingan pertama; pertandingan ke-i memakai seed + i dalam pertandingan cermin, seed + i / jumlah kursi bila bot-botnya berbeda (setiap seed dimainkan dalam setiap susunan kursi)
help-simulate-arg-max-actions = Pertandingan yang lebih panjang dari sekian aksi dihitung belum selesai
help-simulate-arg-shard = Mainkan hanya bagian ke-I dari N bagian pertandingan yang sama besar dan tidak saling tumpang tindih (1/N … N/N); dengan --out, `game-host simulate-merge` menjumlahkan N berkas itu menjadi laporan seluruh rangkaian
help-simulate-arg-out = Alirkan hasil setiap pertandingan ke FILE sebagai baris JSON begitu pertandingan selesai, lalu rekapitulasinya (masukan untuk `simulate-merge`)
help-simulate-arg-no-time = Hilangkan baris waktu, agar laporan dari seed yang sama bisa dibandingkan byte demi byte
help-simulate-arg-watch = Terus berjalan: setiap kali berkas aturan disimpan dan bisa dikompilasi, mainkan seed yang sama dengan aturan yang baru dan tampilkan laporannya di samping laporan sebelumnya, setiap kolom dinamai menurut perubahannya
help-simulate-arg-json = Tampilkan laporan sebagai JSON
help-simulate-arg-significant-only = Simpan hanya penghitung yang pengaruhnya terhadap kemenangan signifikan (disaring bersama pada tingkat penemuan palsu 5%), baik dalam teks, --json, maupun --csv
help-simulate-arg-csv = Tampilkan laporan sebagai CSV (baris metrik)

help-simulate-merge = Jumlahkan berkas hasil dari `simulate --shard I/N --out FILE` menjadi laporan seluruh rangkaian
help-simulate-merge-arg-files = Berkas hasil, satu per bagian (urutan bebas)
help-simulate-merge-arg-no-time = Hilangkan baris waktu, agar laporannya bisa dibandingkan byte demi byte dengan laporan dari satu kali jalan
help-simulate-merge-arg-json = Tampilkan laporan sebagai JSON
help-simulate-merge-arg-csv = Tampilkan laporan sebagai CSV (baris metrik)

help-review = Ulasan pertandingan yang disimpan: peluang menang setiap kursi langkah demi langkah, dinilai oleh bot dari apa yang diketahui kursi penilai, serta titik balik beserta langkah pilihan bot
help-review-arg-save = Pertandingan yang disimpan (berkas simpanan atau simpanan otomatis)
help-review-arg-bot = Pencarian yang menilai setiap posisi: random, easy, normal, hard, atau mcts:N
help-review-arg-seats = Kursi yang informasinya boleh dipakai untuk menilai posisi (bisa diulang). Bawaan: kursi manusia dalam simpanan, atau setiap kursi bila semuanya manusia atau semuanya bot
help-review-arg-turning-points = Paling banyak berapa titik balik yang didaftar
help-review-arg-seed = Seed untuk pencarian
help-review-arg-json = Tampilkan ulasan sebagai JSON (posisi, peluang, dan titik balik)

help-bench-bots = Ukur kecepatan pencarian bot (iterasi MCTS per detik, satu utas) per permainan
help-bench-bots-arg-games = Permainan yang diukur (bawaan: setiap permainan yang ditemukan)
help-bench-bots-arg-ruleset = Aturan setiap permainan yang diukur
help-bench-bots-arg-iterations = Iterasi pencarian per langkah yang diukur
help-bench-bots-arg-positions = Posisi yang diukur per permainan (diambil setiap `--every` langkah dari pertandingan acak; yang pertama adalah posisi awal)
help-bench-bots-arg-repeat = Pencarian per posisi yang diukur (masing-masing dengan seed bot sendiri), setelah satu pencarian yang tidak dihitung
help-bench-bots-arg-same-seed = Setiap pencarian dari satu posisi memakai seed bot yang sama: pencarian yang dihitung mengulang persis pencarian pertama yang tidak dihitung, jadi tidak menemui apa pun yang belum dilihat cache per utas milik permainan (misalnya panggilan hook yang diingat sebuah permainan: pencarian tanpa panggilan ke skrip lagi selain yang tidak bisa diputar ulang)
help-bench-bots-arg-random-games = Mainkan juga sekian pertandingan acak lawan acak (masing-masing satu panggilan `simulate`) dan laporkan pertandingan per detik
help-bench-bots-arg-playout = Rollout acak pencarian: `game` (loop atau petunjuk milik permainan, seperti bot bermain) atau `uniform` (playout seragam generik SDK, apa pun yang ditawarkan permainan: mengukur mesinnya)
help-bench-bots-arg-levels = Alih-alih iterasi per detik: berapa lama setiap tingkat bot ini per langkah (dipisah koma: `easy,normal,hard`), dalam pertandingan cermin yang diminta seperti aplikasi memintanya
help-bench-bots-arg-matches = Dengan `--levels`: pertandingan utuh yang dimainkan setiap tingkat melawan dirinya sendiri
help-bench-bots-arg-max-actions = Dengan `--levels`: pertandingan dipotong setelah sekian aksi
help-bench-bots-arg-json = Satu objek JSON per permainan alih-alih teks

help-mod = Mod: buat kerangka, periksa, kemas, pasang, hapus, dan daftar mod (lihat docs/mods.md)

help-mod-new = Mulai mod untuk GAME di ./ID (atau --dir): manifes, aturan yang menurunkan aturan standar permainannya, skrip, berkas editor, dan README
help-mod-new-arg-game = Id permainan (lihat `game-host list`)
help-mod-new-arg-id = Id mod: huruf kecil, angka, `-`, dan `_`
help-mod-new-arg-dir = Tempat membuatnya (bawaan: ./ID)

help-mod-check = Periksa folder mod (bawaan: direktori saat ini): manifesnya, permainan dan dependensinya, serta setiap aturan, dikompilasi seperti saat pertandingan
help-mod-check-arg-play = Mainkan juga N permainan acak per aturan dan laporkan galat skrip saat berjalan
help-mod-check-arg-allow-native = Muat pustaka native mod (plugin sebuah paket permainan) untuk memeriksanya, walaupun Anda belum mengizinkannya: kodenya berjalan dengan hak Anda. Tanpa opsi ini, pustaka seperti itu tidak pernah dimuat atau diperiksa, dan pemeriksaannya gagal

help-mod-pack = Kemas folder mod (bawaan: direktori saat ini) menjadi <id>-<version>.zip di direktori saat ini

help-mod-install = Pasang mod dari .zip atau folder ke direktori mod, menggantikan versi lama dengan id yang sama. Mod dengan kode native (pustaka plugin sebuah paket permainan) ditolak, dengan keterangan pustakanya, kecuali dengan --allow-native (atau sudah diizinkan sebelumnya)
help-mod-install-arg-allow-native = Izinkan pustaka native mod: pustakanya dimuat (kodenya berjalan dengan hak Anda) dan persetujuan untuk SHA-256-nya diingat

help-mod-allow = Izinkan kode native (pustaka plugin) sebuah mod yang ditemukan di direktori mod; persetujuannya untuk SHA-256 pustaka itu: pustaka yang berubah akan ditanyakan lagi

help-mod-revoke = Cabut persetujuan untuk kode native sebuah mod: pustakanya tidak dimuat lagi

help-mod-remove = Hapus mod yang terpasang

help-mod-disable = Nonaktifkan mod yang terpasang (aturannya tidak ditawarkan lagi) tanpa menghapusnya

help-mod-enable = Aktifkan lagi mod yang dinonaktifkan

help-mod-list = Tampilkan mod yang ditemukan, aturannya, dan mod yang tidak bisa dipakai beserta alasannya

help-completions = Tampilkan pelengkapan shell untuk bash, zsh, fish, elvish, atau powershell (paket aplikasi memasangnya)
help-completions-arg-shell = Shell yang dilengkapi

help-manual = Tampilkan halaman man (roff), dibuat dari bantuan perintah-perintah ini sendiri
