# Kata-kata meja pertandingan (host/src/gui/table/): setiap id di sini ada juga di
# `../en/table.ftl`. Istilah permainan mengikuti `../glossary.md`.

## Bilah atas

table-resume-bots = Lanjutkan bot
table-pause-bots = Jeda bot
table-bot-delay = ms antarlangkah bot
table-rules = Aturan
table-console = Konsol
table-console-hover = Konsol aturan: hook skrip tiap langkah, dan Lua atas salinan baca-saja pertandingan ini
table-undo = Urungkan
table-undo-ask-hover = Minta persetujuan pemain jarak jauh untuk mengurungkan langkah terakhir Anda (Ctrl+Z)
table-undo-hover = Urungkan langkah terakhir Anda (Ctrl+Z)

## Spanduk mode penulis

table-author-mode-banner = { $at ->
    [0] Mode penulis diaktifkan dalam pertandingan ini sebelum langkah pertama: sejak itu, siapa pun yang memegang perangkat ini bisa melihat semuanya (setiap tangan, setiap kartu tersembunyi).
   *[other] Mode penulis diaktifkan dalam pertandingan ini setelah langkah { $at }: sejak itu, siapa pun yang memegang perangkat ini bisa melihat semuanya (setiap tangan, setiap kartu tersembunyi).
}

## Bilah bawah

table-bot-thinking = { $seat } sedang berpikir… { $seconds } dtk
table-bot-cancel = Batal
table-waiting-remote = Menunggu { $seat } (jarak jauh)
table-bots-paused = Bot dijeda
table-clock-left = Sisa { $seconds } dtk
table-hint = Petunjuk
table-hint-hover = Langkah yang akan dimainkan bot normal di sini, menurut yang bisa Anda lihat (ditulis di catatan langkah)
table-hint-message = Petunjuk: { $hint }
table-play-again = Main lagi
table-review = Ulas pertandingan
table-review-hover = Bot menilai setiap posisi: peluang sepanjang pertandingan, titik balik, dan langkah yang lebih dipilihnya
table-back-home = Kembali ke daftar permainan
table-no-answer = Plugin tidak menjawab; lihat panel Masalah.

## Memilih aksi

table-confirm-primary = Konfirmasi: { $action } (Enter)
table-confirm-action = Konfirmasi: { $action }
table-selection-cancel = Batal (Esc)
table-choices-many = { $count } pilihan: klik elemen yang disorot (Esc untuk melepas pilihan)
table-choices = Pilih: { $choices }
table-click-hint-one = Klik: { $primary } · Klik kanan: { $other }
table-click-hint-many = Klik: { $primary } · Klik kanan: pilih salah satu dari { $choices }
table-refusal-wait = Tunggu jawaban tuan rumah.
table-refusal-not-your-turn = Bukan giliran Anda.
table-refusal-not-legal = Pilihan itu tidak sah sekarang: klik elemen yang disorot.

## Pertanyaan sebelum aksi, dan momen yang ditampilkan sekali

table-confirm-yes = Ya (Enter)
table-confirm-no = Tidak (Esc)
table-moment-continue = Lanjut (Enter)

## Layar serah perangkat (bergantian di satu perangkat)

table-hand-over-heading = Serahkan perangkat kepada { $seat }
table-hand-over-hidden = Meja disembunyikan agar tidak ada yang melihat rahasia pemain lain.
table-hand-over-last-turn = Giliran terakhir, sejauh yang boleh diketahui setiap pemain:
table-hand-over-earlier = … { $count } baris sebelumnya (ada di catatan langkah)
table-hand-over-reveal = Saya { $seat }: tampilkan meja saya
table-hand-over-ask-take-back = { $requester }: minta izin { $seat } untuk mengurungkan langkah saya
table-hand-over-ask-take-back-hover = { $seat } menjawab di layar berikutnya, tanpa melihat meja
table-take-back-heading = { $seat }: { $requester } minta mengurungkan langkah terakhirnya
table-take-back-move = Langkahnya: { $what }
table-take-back-note = Jika setuju, perangkat kembali kepadanya.
table-take-back-agree = Setuju
table-take-back-refuse = Tolak

## Skor dan catatan langkah

table-log-unfold-hover = Tampilkan skor dan langkah
table-log-score = Skor
table-log-fold-hover = Lipat skor dan langkah agar meja lebih luas
table-log-moves = Langkah
table-log-notation = Notasi: { $notation }
table-track-spoken = { $label }: { $value } dari { $max }

## Papan, keterangan, lencana, kartu, dan dadu

table-board-screen = Tersembunyi di balik tabir
table-legend = Keterangan
table-legend-entry = keterangan { $title }
table-badges-seat = Kursi { $seat }
table-cell-selected = terpilih
table-cell-target-move = sasaran: gerak
table-cell-target-capture = sasaran: makan
table-cell-target-attack = sasaran: serang
table-cell-target-push = sasaran: dorong
table-cell-target-place = sasaran: taruh
table-cell-last-move = langkah terakhir
table-cell-last-from = asal langkah terakhir
table-cell-captured = dimakan
table-cell-threat = ancaman
table-cell-info = info
table-cell-glyph = glif
table-card-face-down-at = kartu tertutup { $number } di { $zone }
table-die-at = dadu { $number } di { $zone }, angka { $value }
table-die-hidden-at = dadu tersembunyi { $number } di { $zone }
table-card-face-down = kartu tertutup
table-card-known-face-down = { $card } (tertutup)
table-die-showing = dadu, angka { $value }
table-die-hidden = dadu tersembunyi
table-card-face-down-mark = tertutup
table-die-help = Dadu menunjukkan angka { $value }
table-die-help-hidden = Dadu tersembunyi

## Konsol aturan

table-console-heading = Konsol aturan
table-console-author-mode = mode penulis
table-console-dock-right = Pindah ke kanan
table-console-dock-bottom = Pindah ke bawah
table-console-secrets = Konsol menampilkan apa yang dilihat wasit (setiap tangan, setiap kartu tersembunyi), dan pertandingan ini menyimpan rahasia dari seseorang di perangkat ini.
table-console-show-question = Tampilkan semuanya kepada siapa pun yang memegang perangkat ini? Catatan langkah akan menyebutkannya.
table-console-show = Tampilkan semua
table-console-cancel = Batal
table-console-show-author-mode = Tampilkan semua (mode penulis)…
table-console-prompt-hint = Lua atas salinan baca-saja pertandingan ini (ctx: lihat scripts/<game>/API.md); Enter menjalankannya
table-console-prompt-label = Baris perintah Lua
table-console-empty = Mainkan satu langkah: hook yang dijalankannya muncul di sini (berkas:baris, argumen, hasil, waktu, instruksi, keluaran print).
table-console-refused = > { $action } (ditolak: { $reason })

## Panel aturan (juga jendela Aturan di Beranda)

table-rules-keys = Kunci aturan
table-rules-files = Berkas
table-rules-key = Kunci
table-rules-default = Bawaan
table-rules-meaning = Arti

## Susunan tersimpan

table-setup-save = Simpan susunan ini…
table-setup-save-hover = Simpan yang Anda mainkan di fase ini, untuk dimainkan lagi nanti
table-setup-name-hint = nama
table-setup-name-label = Nama susunan
table-setup-save-confirm = Simpan susunan
table-setup-cancel = Batal
table-setup-use-saved = Pakai yang tersimpan…
table-setup-turned-heading = Disimpan oleh pihak lawan, diputar ke sisi Anda:
table-setup-turned = { $name } (milik { $seat })
table-setup-none-saved = Belum ada yang tersimpan untuk fase ini
table-setup-cannot-tell = Tidak bisa mengetahui apa yang Anda mainkan di fase ini: { $error }
table-setup-nothing-to-save = Belum ada yang bisa disimpan: Anda belum bermain di fase ini.
table-setup-saved = “{ $name }” disimpan ({ $count } aksi)
table-setup-played = “{ $name }” dimainkan ({ $count } aksi)
table-setup-misfit = “{ $name }” tidak cocok untuk sisi Anda: { $reason }. Tidak ada yang dimainkan.
table-setup-no-such-cells = papan tidak punya petak-petak itu
table-setup-layout-turn-passed = giliran berpindah sebelum susunan selesai
table-setup-layout-no-placement = tidak ada penempatan yang membuat papan lebih mendekati susunan itu
table-setup-not-here = “{ $name }” tidak cocok di sini: aksi pertamanya ditolak. Tidak ada yang dimainkan.
table-setup-turn-over = “{ $name }” berhenti setelah { $index } dari { $total } aksi: sekarang bukan giliran Anda lagi.
table-setup-refused = “{ $name }” berhenti di aksi { $number } dari { $total } (`{ $action }`): { $reason } { $index } aksi sebelumnya tetap berlaku.
table-setup-name-empty = Ketik nama untuk susunan ini.
table-setup-name-long = Nama paling panjang { $max } karakter.
table-setup-name-chars = Gunakan hanya huruf, angka, spasi, - dan _.
table-setup-cannot-save = Tidak bisa menyimpan { $path }: { $error }

## Pertandingan yang dibuka online

table-online-cannot-host = Tidak bisa membuka meja online untuk pertandingan ini: { $error }
table-online-hosting = Membuka meja online…
table-online-opening = Membuka koneksi untuk undangan…
table-online-no-relay = Server relay tidak terjangkau: teman di jaringan lain mungkin tidak bisa bergabung (undangan hanya memuat alamat langsung; LAN atau port yang terbuka tetap bisa).
table-online-invite-seat = Undangan untuk { $seat }:
table-online-copy-seat = Salin undangan untuk { $seat }
table-online-copy-seat-hover = Salin undangan untuk { $seat }; kirim hanya kepada pemain ini: siapa pun yang memegangnya bisa masuk
table-online-waiting = menunggu dia bergabung
table-online-connected = terhubung
table-online-left = keluar: { $reason }
table-online-invite-spectators = Undangan untuk penonton:
table-online-copy-spectators = Salin undangan untuk penonton
table-online-copy-spectators-hover = Salin undangan untuk penonton; berlaku untuk paling banyak { $count } penonton, yang melihat apa yang boleh dilihat setiap pemain
table-online-copy = Salin
table-online-masked = ************ ({ $count } karakter, disembunyikan)
table-online-new-invite = Undangan baru…
table-online-new-invite-seat = Undangan baru untuk { $seat }
table-online-new-invite-seat-hover = Undangan baru untuk { $seat }: undangan saat ini berhenti berlaku (tiket yang terlihat oleh orang yang salah, atau pemain yang perlu dikeluarkan)
table-online-new-invite-spectators = Undangan baru untuk penonton
table-online-new-invite-spectators-hover = Undangan baru untuk penonton: undangan saat ini berhenti berlaku (tiket yang terlihat oleh orang yang salah, atau pemain yang perlu dikeluarkan)
table-online-replace-seat = Ganti undangan untuk { $seat }? Undangan saat ini berhenti berlaku; { $seat } terputus jika sedang terhubung dan hanya bisa kembali dengan undangan baru.
table-online-replace-spectators = Ganti undangan untuk penonton? Undangan saat ini berhenti berlaku dan semua penonton terputus.
table-online-replace = Ganti
table-online-replace-cancel = Batal
table-online-join-note = Mereka bergabung lewat Gabung online di Beranda (atau `game-host join`).
table-online-clock-waits = Waktu giliran: jam kursi jarak jauh mulai berjalan saat pemainnya pertama kali terhubung.
table-online-start-clock = Mulai jam sekarang
table-online-clock = Waktu giliran: sisa { $seconds } dtk untuk { $seat } (dari { $turn } dtk; setelah itu bot yang memainkan gilirannya)
table-online-take-back-asked = { $seat } minta mengurungkan langkahnya ({ $what }):
table-online-accept = Terima
table-online-decline = Tolak
table-online-take-back-waiting = { $seat } meminta izin { $to } untuk mengurungkan langkahnya ({ $what }); menunggu jawaban…
