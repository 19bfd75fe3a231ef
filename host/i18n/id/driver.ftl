# Yang dikatakan pertandingan: giliran, urungkan, muat ulang, bot, petunjuk, online.

driver-remote-turn = Sekarang giliran { $seat }: ia bermain di perangkatnya sendiri.
driver-autosave-failed = Simpan otomatis ke { $path } gagal: { $error }
driver-to-move-prompt = Giliran { $seat } — { $prompt }
driver-draw = Seri — { $reason }
driver-wins = { $seat } menang — { $reason }
driver-bot-cannot-start = Bot tidak dapat dijalankan: { $error }
driver-bot-no-thread = Utas bot tidak dapat dijalankan: { $error }
driver-bot-no-answer = Bot berhenti tanpa jawaban
driver-bot-failed = Bot gagal: { $error }
driver-no-hint = Tidak ada petunjuk: { $error }
driver-asked-hint = { $seat } meminta petunjuk

## Muat ulang

driver-reload-replayed = (pertandingan diulang: { $reason })
driver-reloaded = Aturan dimuat ulang: { $what }{ $how }
driver-reloaded-files = Aturan dimuat ulang{ $how }: { $files }
driver-after-reload = Setelah aturan dimuat ulang: { $error }
driver-reload-refused-long = Muat ulang ditolak; aturan lama tetap berlaku: { $error }
driver-reload-refused = Muat ulang ditolak: { $error }
driver-reload-kept = { $ruleset } dimuat ulang (keadaan pertandingan tetap)
driver-reload-replayed-under = { $ruleset } dimuat ulang (pertandingan dimainkan ulang dengannya: { $reason })
driver-reload-refused-for = muat ulang { $ruleset } ditolak; aturan lama tetap berlaku: { $error }
driver-reload-failed-long = Muat ulang gagal; aturan lama tetap berlaku:
    { $error }
driver-reload-failed = Muat ulang gagal: { $error }
driver-mod-removed = Mod { $id } { $compiled } telah dihapus: pertandingan ini tetap memakai aturan yang sudah dikompilasinya, jadi langkah-langkahnya tetap sah dan simpanannya tetap bisa diputar ulang; pertandingan baru tidak bisa memilih aturannya lagi
driver-mod-upgraded = Mod { $id } kini versi { $now }: pertandingan ini tetap memakai aturan yang sudah dikompilasinya, jadi langkah-langkahnya tetap sah dan simpanannya tetap bisa diputar ulang (versi { $compiled }) sampai salah satu berkas aturannya disimpan lagi, yang memuatnya ulang; mulai pertandingan baru untuk memainkan { $now }

## Urungkan

driver-take-back-waiting = Permintaan mengurungkan langkah sedang menunggu jawaban.
driver-no-move-of-yours = Tidak ada langkah Anda yang bisa diurungkan.
driver-nothing-to-take-back = Tidak ada yang bisa diurungkan.
driver-only-player-at-table = Hanya pemain yang sedang memegang perangkat yang bisa mengurungkan langkah.
driver-took-back = { $seat } mengurungkan { $count } langkah
driver-table-took-back = Meja mengurungkan { $count } langkah
driver-after-undo = Setelah urungkan: { $error }
driver-undo-failed = Urungkan gagal: { $error }
driver-no-take-back = Tidak bisa mengurungkan: { $reason }.
driver-take-back-agreed = { $seat } setuju langkahnya diurungkan
driver-the-last-move = langkah terakhir
driver-a-later-move = langkah sesudahnya
driver-a-player = seorang pemain
driver-undo-barrier = Urungkan tidak bisa mundur melewati `{ $action }`: langkah itu memperlihatkan kepada { $seats } sesuatu yang tadinya tersembunyi (kartu dibuka, dibagikan atau diungkap, tabir diangkat), dan mengurungkannya berarti langkah itu bisa dimainkan ulang dengan sudah tahu.
driver-refusal-no-move = tidak ada langkah Anda yang bisa diurungkan
driver-refusal-moved-since = pemain lain sudah melangkah sejak langkah terakhir Anda: langkah itu tidak bisa lagi diurungkan
driver-refusal-revealed = `{ $action }` memperlihatkan kepada Anda sesuatu yang tadinya tersembunyi (kartu dibuka, dibagikan atau diungkap, tabir diangkat): mengurungkannya berarti Anda bisa bermain ulang dengan sudah tahu

## Online

driver-cannot-host = Pertandingan tidak dapat dibuka online: { $error }
driver-resume-needs-invites = { $error }: pertandingan yang dilanjutkan perlu undangan baru
driver-the-spectators = para penonton
driver-new-invite = Undangan baru untuk { $whose }: undangan lama tidak lagi bisa dipakai. Salin yang baru lalu kirimkan.
driver-no-new-invite = Tidak ada undangan baru untuk { $whose }: { $error }
driver-turn-timer = Pengatur waktu giliran: { $text }
driver-hint-not-offered = petunjuk hanya diberikan kepada pemain di perangkat ini, pada gilirannya, dalam pertandingan melawan bot
driver-hint-nobody-to-move = tidak ada yang sedang jalan

## Penolakan

driver-illegal-action = aksi tidak sah: { $reason }
driver-script-failed = Sebuah skrip aturan gagal di { $file }:{ $line }: langkah ditolak dan pertandingan tidak berubah. `game-host check --play` menunjukkan galatnya kepada penulis aturan.
driver-script-failed-in-hook = Sebuah skrip aturan gagal di hook `{ $hook }` di { $file }:{ $line }: langkah ditolak dan pertandingan tidak berubah. `game-host check --play` menunjukkan galatnya kepada penulis aturan.
driver-listing-failed = Sebuah skrip aturan gagal saat mendaftar langkah{ $hooked ->
        [0] {""}
       *[other] {" "}di hook `{ $hook }`
    } di { $file }:{ $line }{ $more ->
        [0] {""}
       *[other] {" "}(dan { $more } lainnya)
    }: beberapa langkah mungkin tidak ada. `game-host check --play` menunjukkan galatnya.
driver-listing-failed-full = Sebuah skrip aturan gagal saat mendaftar langkah{ $hooked ->
        [0] {""}
       *[other] {" "}di hook `{ $hook }`
    } di { $file }:{ $line }{ $more ->
        [0] {""}
       *[other] {" "}(dan { $more } lainnya)
    }: { $message }. Beberapa langkah mungkin tidak ada; Masalah menunjukkan galat selengkapnya.
