# Beranda → Gabung online.

join-heading = Gabung online
join-intro = Ikut pertandingan yang dibuka di perangkat lain. Tuan rumah memulainya (Pertandingan baru, dengan satu kursi diisi Pemain jarak jauh, atau `game-host host` di terminal) lalu mengirimkan tiket: tempel di sini.
join-in-match = Sedang dalam pertandingan online: { $title }.
join-back-online = Kembali ke pertandingan online
join-ticket = Tiket (diawali gh1):
join-spectate = Tonton sebagai penonton
join-spectate-hover = Dengan tiket penonton: lihat pertandingan tanpa membuka apa pun yang tersembunyi dari seorang pemain, dan tidak duduk di kursi mana pun
join-join = Gabung
join-connecting = Menghubungkan…
join-cancel = Batal
join-ticket-note = Tiket memberi pemegangnya akses ke kursinya: tuan rumah mengirim tiket sendiri untuk tiap pemain. Bila koneksi terputus, Gabung lagi (atau tiket ini sekali lagi) membawa Anda kembali ke kursi Anda.

## Tiket untuk peran lain

join-spectators-ticket = Ini tiket penonton
join-spectators-ticket-detail = Tiket ini hanya untuk menonton, bukan untuk ikut main: centang "Tonton sebagai penonton" lalu gabung lagi.
join-players-ticket = Tiket ini untuk pemain, bukan penonton
join-players-ticket-detail = Tiket ini untuk kursi { $seat }: hapus centang "Tonton sebagai penonton" untuk bermain dengan tiket ini.
join-seat-number = kursi { $number }

## Tiket tempelan yang tidak terbaca
join-ticket-too-long = tiket paling panjang { $most } karakter
join-ticket-not-a-ticket = bukan tiket game-host (tiket diawali `{ $prefix }`)
join-ticket-damaged = tiketnya rusak ({ $error }); salin lagi seluruhnya
join-ticket-bad-key = id tuan rumah di tiket bukan kunci yang sah ({ $error })
join-ticket-bad-relay = relai tiket `{ $relay }` bukan URL ({ $error })
