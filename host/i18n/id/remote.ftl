# Bermain di kursi pertandingan yang dibuka di perangkat lain.

## Bergabung dan koneksi

remote-no-runtime = tidak bisa memulai runtime jaringan: { $error }
remote-no-thread = tidak bisa memulai thread jaringan: { $error }
remote-different-versions = Versi game-host ini berbeda dengan milik tuan rumah
remote-refused = Tuan rumah tidak mengizinkan Anda masuk
remote-unreachable = Tuan rumah tidak bisa dihubungi
remote-unreachable-detail = Apakah pertandingan tuan rumah masih terbuka, dan apakah kedua perangkat bisa saling terhubung? ({ $reason })
remote-could-not-join = Gagal bergabung
remote-bad-ticket = Itu bukan tiket yang sah
remote-connection-lost = Koneksi terputus
remote-rejoin = Gabung lagi
remote-rejoin-hover = Sambungkan lagi dengan tiket yang sama: tuan rumah menyimpan kursi Anda
remote-reconnecting = Menghubungkan lagi ke tuan rumah…
remote-rejoining = Menghubungkan lagi ke tuan rumah…
remote-reconnect-in = Menghubungkan lagi dalam { $seconds } dtk (tuan rumah menyimpan kursi Anda).
remote-connect-now = Hubungkan sekarang
remote-connect-now-hover = Hubungi tuan rumah sekarang, tanpa menunggu waktu jeda habis
remote-not-connected = Tidak terhubung ke tuan rumah: langkah tidak terkirim.

## Judul meja, kursi, dan status

remote-title-seat = { $game } sebagai { $seat }
remote-title-watching = { $game }, menonton
remote-online = Online
remote-watching = (Anda menonton)
remote-seat-you = { $seat }: Anda
remote-seat-host = { $seat }: di tuan rumah
remote-seat-bot = { $seat }: bot
remote-seat-connected = { $seat }: terhubung
remote-seat-not-connected = { $seat }: tidak terhubung
remote-names-and = { $first } dan { $second }
remote-you-to-move = Giliran Anda
remote-you-to-move-prompt = Giliran Anda — { $prompt }
remote-to-move = Giliran { $seat }
remote-to-move-prompt = Giliran { $seat } — { $prompt }
remote-draw = Seri — { $reason }
remote-you-win = Anda menang — { $reason }
remote-wins = { $seat } menang — { $reason }
remote-waiting-status = Menunggu meja dari tuan rumah…
remote-waiting-table = Menunggu meja dari tuan rumah…
remote-waiting-away = Menunggu { $seat } (tidak terhubung: pertandingan menunggunya)
remote-waiting = Menunggu { $seat }
remote-sent = Terkirim ke tuan rumah…
remote-timer-you = Batas waktu giliran: sisa waktu Anda { $time }
remote-timer-seat = Batas waktu giliran: sisa waktu { $seat } { $time }
remote-back-to-games = Kembali ke daftar permainan
remote-leave = Tinggalkan pertandingan
remote-leave-hover = Tuan rumah menyimpan kursi Anda: tiketnya bisa dipakai untuk masuk lagi
remote-author-mode = Mode penulis dinyalakan di tuan rumah setelah langkah { $move }: siapa pun di perangkat tuan rumah bisa melihat semuanya (setiap tangan, setiap kartu tertutup).
remote-reloaded = Tuan rumah memuat ulang aturan
remote-ok = OK

## Mengurungkan langkah

remote-undo = Urungkan
remote-undo-open = Ada permintaan urungkan langkah yang belum dijawab
remote-undo-not-yours = Hanya langkah terakhir Anda sendiri yang bisa diurungkan, sebelum orang lain melangkah
remote-undo-hover = Minta { $others } mengizinkan Anda mengurungkan langkah terakhir (Ctrl+Z)
remote-take-back-heading = { $seat } minta izin mengurungkan langkah terakhirnya
remote-take-back-move = Langkahnya: { $move }
remote-take-back-count = { $count } aksi akan diurungkan.
remote-accept = Terima
remote-decline = Tolak
remote-take-back-waiting = Menunggu { $to } menjawab permintaan urungkan langkah Anda
remote-take-back-asked = { $seat } meminta izin { $to } untuk mengurungkan langkah terakhirnya

## Catatan di log langkah

remote-rejoined = Bergabung lagi ke pertandingan
remote-joined-after = Bergabung setelah { $moves } langkah
remote-missed = { $moves } langkah dimainkan selama Anda pergi
remote-reloaded-note = Tuan rumah memuat ulang aturan: { $message }
remote-seat-joined = { $seat } terhubung
remote-seat-left = { $seat } keluar
remote-take-back-asks = { $seat } meminta izin { $to } untuk mengurungkan langkah terakhirnya ({ $move })
remote-take-back-accepted = { $other } setuju: langkah { $seat } diurungkan
remote-take-back-accepted-unknown = Pemain lain setuju: langkah { $seat } diurungkan
remote-take-back-declined = { $other } menolak permintaan urungkan dari { $seat }
remote-take-back-declined-unknown = Pemain lain menolak permintaan urungkan dari { $seat }
remote-take-back-lapsed = Permintaan urungkan dari { $seat } kedaluwarsa: { $reason }
remote-timed-out-you = Waktu Anda habis: bot tuan rumah menjalankan giliran Anda
remote-timed-out = Waktu { $seat } habis: bot tuan rumah menjalankan gilirannya
