# Beranda: permainan, aturannya, pertandingan terakhir, pertandingan tersimpan.

home-matches = Pertandingan

## Online

home-online-title = Online: { $title }
home-back-online = Kembali ke pertandingan online
home-join-prompt = Ikut pertandingan yang dibuka di perangkat lain:
home-join = Gabung online
home-join-hover = Ikut pertandingan yang dibuka di perangkat lain, dengan tiket yang dikirim tuan rumahnya
home-parked-finished = Selesai: { $title }, { $moves } langkah
home-parked-in-progress = Berlangsung: { $title }, { $moves } langkah
home-see-final-position = Lihat posisi akhir
home-back-to-match = Kembali ke pertandingan
home-last-match = Pertandingan terakhir: { $game } — { $ruleset }, { $seats }, { $moves } langkah
home-continue-last = Lanjutkan pertandingan terakhir
home-recent = Pertandingan terbaru ({ $count })
home-recent-picture-hover = Meja seperti saat ditinggalkan (seperti yang dilihat penonton)
home-replay = Putar ulang
home-replay-label = Putar ulang { $name }
home-continue = Lanjutkan
home-continue-label = Lanjutkan { $name }
home-recent-finished = { $game } — { $ruleset } — { $seats } — { $moves } langkah — selesai
home-recent-in-progress = { $game } — { $ruleset } — { $seats } — { $moves } langkah — berlangsung

## Pertandingan tersimpan

home-saved = Pertandingan tersimpan
home-saved-none = Belum ada: pakai Simpan saat bertanding.
home-open-saved = Buka
home-open-saved-label = Buka { $name }
home-saved-line = { $game } — { $moves } langkah — { $name }
home-choose-file = Pilih berkas simpanan…
home-choose-file-hover = Buka pertandingan tersimpan lewat dialog berkas sistem
home-type-path = Atau ketik jalurnya:
home-open-path = Buka
home-open-path-hint = folder/pertandingan.json

## Permainan

home-games = Permainan
home-no-plugins = Plugin permainan tidak ditemukan. Kompilasi dulu dengan `cargo build --workspace`.
home-play-hover = Langsung mulai pertandingan { $game } dengan aturan dan kursi yang terakhir dipilih (pertama kali: aturan standar, Anda melawan bot normal)
home-play = Main
home-play-label = Main { $game }
home-rules = Aturan
home-rules-hover = Cara main { $game }
home-rules-label = Aturan { $game }
home-lab = Lab keseimbangan
home-lab-hover = Biarkan bot memainkan { $game } berkali-kali dan bandingkan aturannya
home-lab-label = Lab keseimbangan { $game }
home-ruleset-hover = Pertandingan baru { $game } dengan aturan ini (pilih kursi dulu)
home-ruleset-label = Main { $game } { $ruleset }
home-ruleset-variant = { $description } (varian dari { $base })
home-unusable-mods = Mod yang tidak bisa dipakai ({ $count })
home-failed-plugins = Plugin yang gagal dimuat ({ $count })

## Petunjuk pertama kali

home-welcome = Selamat datang!
home-welcome-text = Tekan Main pada sebuah permainan (atau gambarnya) untuk langsung mulai: Anda duduk di kursi pertama melawan bot normal. Aturan menjelaskan cara bermain; tombol sebuah aturan menyiapkan pertandingan sesuai keinginan (kursi, bot, bergantian di satu perangkat bersama teman). Setiap langkah tersimpan selama bermain, jadi Anda bisa pergi dan kembali lagi.
home-welcome-done = Mengerti
