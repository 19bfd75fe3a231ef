# Yang dikatakan tuan rumah pertandingan online tentang sambungannya, dan jawabannya kepada
# kursi jarak jauh (host/src/net/). Jawaban dikirim sebagai pesan: tiap pemain membacanya
# dalam bahasanya sendiri.

net-spectator = seorang penonton
net-connected = { $who } terhubung
net-left = { $who }: { $reason }
net-gone-silent = diam selama { $secs } dtk: sambungan diputus
net-gone-lost = sambungan terputus ({ $error })
net-gone-closing = tuan rumah sedang menutup
net-gone-left = pergi
net-gone-left-saying = pergi ({ $reason })
net-gone-misbehaved = diputus: { $error }
net-left-request = { $who } pergi
net-not-your-turn = bukan giliran Anda: sekarang giliran { $seat }
net-match-over = pertandingan sudah selesai
net-already-asked = { $seat } sudah minta mengurungkan langkah; tunggu jawabannya
net-nobody-to-ask = tidak ada pemain lain yang bisa dimintai izin
net-take-back-asked = { $seat } meminta izin { $to } untuk mengurungkan langkahnya ({ $what })
net-take-back-accepted = { $seat } menyetujui permintaan urungkan dari { $requester }
net-take-back-declined = { $seat } menolak permintaan urungkan dari { $requester }
net-no-request = tidak ada permintaan urungkan yang menunggu jawaban Anda
net-request-lapsed = permintaan urungkan dari { $seat } gugur: { $reason }
net-no-timer = pertandingan ini tidak memakai waktu giliran
net-clocks-running = jam sudah berjalan
net-clocks-started = waktu giliran kini berjalan untuk setiap kursi, terhubung atau tidak
net-timed-out = waktu habis: bot bermain untuk { $seat }
net-not-remote = { $seat } tidak dimainkan dari perangkat lain
net-no-hello = tidak ada salam dalam { $secs } dtk
net-no-spectators = pertandingan ini tidak menerima penonton
net-spectators-full = pertandingan ini menerima { $count } penonton sekaligus, dan sebanyak itu sedang menonton
net-spectators-too-often = penonton bergabung terlalu sering (lebih dari { $per_second } per detik): coba lagi sebentar lagi
net-bad-ticket = tiket ini tidak memberi siapa pun akses ke pertandingan ini (tiket salah atau lama)
net-other-device = { $seat } dimainkan dari perangkat lain: yang pertama bergabung dengan undangan ini memegangnya (tuan rumah dapat membuat undangan baru: Undangan baru… di panel online aplikasi, atau `invite { $number }` di terminalnya)
net-seat-answering = { $seat } sudah terhubung dan menjawab; satu kursi dimainkan dari satu sambungan saja
net-seat-replaced = diganti: tiket kursi ini tersambung lagi dari tempat lain
net-seat-taken = { $seat } baru saja diambil sambungan lain
net-not-reading = tidak membaca: { $frames } bingkai menunggu untuknya
net-connection-gone = sambungan sudah tidak ada
net-busy-or-closing = tuan rumah sedang sibuk atau menutup; coba lagi
net-busy = tuan rumah sedang sibuk; coba lagi
net-spectators-cannot-take-back = penonton hanya menonton; mereka tidak bisa mengurungkan langkah
net-spectators-cannot-act = penonton hanya menonton; mereka tidak bisa bermain
net-action-too-long = sebuah aksi paling banyak { $bytes } bita
net-action-control = sebuah aksi adalah teks tanpa karakter kendali
net-flooded = diputus: lebih dari { $burst } aksi sekaligus atau { $per_second } per detik (pong dan permintaan urungkan juga dihitung)
net-reissued = tuan rumah membuat undangan baru untuk { $seat }: tiket ini tidak lagi memberi akses
net-reissued-spectators = tuan rumah membuat undangan penonton baru: tiket ini tidak lagi memberi akses
net-not-hosted = pertandingan ini tidak dibuka online
net-turn-of-remote = sekarang giliran { $seat } (pemain jarak jauh)
net-turn-of-bot = sekarang giliran { $seat } (bot)
net-turn-here = sekarang giliran { $seat } (di sini)
net-seat-named = { $name } (kursi { $seat })

## Sisi yang bergabung: mengapa sambungan tidak bisa dibuat atau berakhir

net-join-unreachable = tuan rumah tidak dapat dihubungi: { $error }
net-join-no-answer = tuan rumah tidak dapat dihubungi dalam { $secs } dtk (apakah masih berjalan? dengan --relay none kedua mesin harus bisa saling menjangkau langsung)
net-join-no-stream = tuan rumah tidak membuka aliran: { $error }
net-join-no-greeting = tidak dapat menyapa tuan rumah: { $error }
net-join-silent-host = tuan rumah tidak menjawab dalam { $secs } dtk
net-join-refused = tuan rumah menolak: { $reason }
net-join-match-ended = tuan rumah mengakhiri pertandingan
net-join-closed = tuan rumah menutup sambungan: { $reason }
net-join-host-silent = tuan rumah berhenti menjawab ({ $secs } dtk tanpa kabar)
net-join-lost = sambungan terputus: { $error }
net-join-connection-ended = tuan rumah mengakhiri sambungan
net-join-failed = sambungan gagal: { $error }
net-join-ended = sambungan berakhir
net-join-cannot-send = tidak dapat mengirim ke tuan rumah: { $error }
net-join-gave-up = { $error }; berhenti mencoba menghubungi lagi setelah { $secs } dtk
