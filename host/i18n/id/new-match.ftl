# Formulir pertandingan baru.

new-match-heading = Pertandingan baru
new-match-game = Permainan
new-match-rules = Aturan
new-match-no-rulesets = Tidak ada aturan untuk permainan ini.
new-match-who-plays = Siapa yang main di kursi { $seat }
new-match-online = Online
new-match-lan-only = Hanya jaringan yang sama (tanpa server relay: LAN, atau port terbuka)
new-match-turn-timer = Batas waktu giliran
new-match-turn-timer-hint = mati
new-match-turn-timer-unit = detik; bila habis, bot yang menjalankan giliran itu
new-match-invite-hint = Mulai menampilkan undangan untuk disalin bagi tiap pemain jarak jauh; mereka bergabung lewat Gabung online di Beranda.
new-match-seed = Seed
new-match-seed-hint = acak
new-match-scenario = Berkas skenario
new-match-scenario-hint = tidak ada: permainan baru
new-match-no-scenarios = Aturan ini tidak membaca berkas skenario: hanya permainan baru.
new-match-hot-seat = Bergantian di satu perangkat
new-match-hand-over = Tutup meja di antara giliran (aktif secara bawaan bila aturannya menyembunyikan informasi)
new-match-hides = Aturan ini menyembunyikan informasi.
new-match-hides-nothing = Aturan ini tidak menyembunyikan apa pun.
new-match-does-not-compile = Aturan ini gagal dikompilasi: { $error }
new-match-host-online = Buka meja online
new-match-start = Mulai pertandingan
new-match-bad-seed = seed `{ $seed }` bukan bilangan bulat
new-match-bad-turn-timer = batas waktu giliran `{ $timer }` bukan jumlah detik (kosongkan bila tidak dipakai)
