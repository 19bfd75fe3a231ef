# Lab keseimbangan.

lab-heading = Lab keseimbangan
lab-intro = Bot saling bertanding berkali-kali; lihat siapa yang menang dan seberapa pasti hasilnya.
lab-empty = Pilih permainan, aturannya, dan bot-nya, lalu Mulai.
lab-running = Bermain: { $played } dari { $total } pertandingan
lab-done = Selesai: { $played } pertandingan
lab-stopped = Dihentikan setelah { $played } dari { $total } pertandingan
lab-failed = Gagal setelah { $played } pertandingan
lab-results = Hasil
lab-significant-only = Hanya yang signifikan
lab-significant-only-hover = Tampilkan hanya penghitung yang pengaruhnya pada kemenangan signifikan (disaring bersama pada tingkat penemuan palsu 5%)
lab-save-broken = Simpanan ini gagal dikompilasi; tidak dimainkan:
    { $message }
lab-watch-error = Pantau: { $error }
lab-no-content = folder konten (dengan rulesets/) tidak ditemukan
lab-seats-mismatch = aturan ini untuk { $seats } pemain: pilih { $seats } bot
lab-save-column = simpanan { $number }: { $label }

## Pengaturan

lab-watch = Pantau
lab-watch-hover = Setiap kali aturan disimpan dan berhasil dikompilasi, mainkan lagi seed yang sama dengan aturan baru dan tampilkan hasilnya di samping yang sebelumnya, dinamai sesuai perubahannya
lab-start = Mulai
lab-start-label = Mulai simulasi
lab-stop = Hentikan
lab-stop-label = Hentikan simulasi
lab-game = Permainan
lab-rules = Aturan
lab-choose-rules = Pilih aturan
lab-versus = Aturan pembanding
lab-versus-none = tidak ada
lab-choose-versus = Pilih aturan pembanding
lab-bot = Bot { $bot }
lab-bot-level-label = Tingkat bot { $bot }
lab-bot-level = { $level ->
    [random] acak
    [easy] mudah
    [normal] normal
    [hard] sulit
   *[other] { $level }
}
lab-games = Pertandingan
lab-threads = Thread
lab-first-seed = Seed pertama
lab-max-actions = Aksi maksimum
lab-max-actions-hover = Pertandingan yang lebih panjang dari ini dihitung tidak selesai
lab-settings-note = Bot bertukar kursi setiap pertandingan, jadi masing-masing memainkan tiap kursi sama seringnya (bila bot-nya berbeda, setiap seed dimainkan dalam semua susunan kursi). Dengan aturan pembanding, seed yang sama dimainkan di kedua aturan, dan selisihnya dipasangkan seed demi seed.

## Hasil

lab-by-counter = Persentase menang per penghitung (pertandingan saat penghitung terpicu | tidak)
lab-by-counter-note = Pengaruh terbesar lebih dulu; * menandai yang signifikan (semua penghitung disaring bersama pada tingkat penemuan palsu 5%).
lab-no-counter = Tidak ada penghitung untuk ditampilkan.
lab-script-error = { $ruleset }: kesalahan skrip di { $line }
lab-paired-on = { $ruleset } dikurangi { $first }: dipasangkan pada { $pairs } seed yang dimainkan di keduanya
lab-difference-differs = kursi { $seat } menang: { $difference }  interval tidak mencakup 0: aturannya berbeda
lab-difference-unresolved = kursi { $seat } menang: { $difference }  interval mencakup 0: belum ada perbedaan yang jelas
lab-games-played = pertandingan dimainkan
lab-games-of = { $played } dari { $total }

## Grafik

lab-chart-title = Persentase menang tiap kursi seiring bertambahnya pertandingan, dengan interval 95%
lab-chart-x = pertandingan dimainkan
lab-chart-y = kursi menang (%)
lab-chart-even = seimbang
lab-difference-title = Selisih dari { $ruleset } pada seed yang sama (poin), dengan interval berpasangan 95%
lab-difference-x = seed yang dimainkan di kedua aturan
lab-difference-y = selisih (poin)
lab-difference-zero = tanpa selisih
