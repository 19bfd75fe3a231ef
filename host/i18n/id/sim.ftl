# Hasil sekumpulan permainan untuk dibaca orang (`simulate`, tabel Lab keseimbangan); `--json` dan `--csv` sama dalam setiap bahasa.

sim-script-error-applying = { $location }: { $message }{ $hook ->
    [none] {""}
   *[other] {" "}(saat menjalankan { $hook })
} — { $count } permainan, seed pertama { $first_seed }, saat menjalankan `{ $action }` setelah { $after } aksi
sim-script-error-listing = { $location }: { $message }{ $hook ->
    [none] {""}
   *[other] {" "}(saat menjalankan { $hook })
} — { $count } permainan, seed pertama { $first_seed }, saat mendaftar aksi yang sah setelah { $after } aksi

sim-row-bot-wins = bot { $bot } menang
sim-row-bot-first-places = bot { $bot } juara pertama
sim-row-bot-mean-place = bot { $bot } rata-rata peringkat
sim-row-bot-first-places-at = bot { $bot } juara pertama di kursi { $seat }
sim-row-seat-wins = kursi { $seat } menang
sim-row-seat-first-places = kursi { $seat } juara pertama
sim-row-seat-mean-place = kursi { $seat } rata-rata peringkat
sim-row-draws = seri
sim-row-unfinished = belum selesai
sim-row-script-error = terhenti karena galat skrip
sim-row-game-length = panjang permainan (aksi)
sim-game-length = { $mean } (min { $min }, maks { $max })
sim-row-counter-per-game = { $counter } (per permainan)
sim-row-search-iterations = iterasi pencarian
sim-row-time = waktu
sim-time = { $seconds } dtk{ $shards ->
    [1] {""}
    [0] {""}
   *[other] {" "}dalam { $shards } bagian
}, { $speed } permainan/dtk, { $threads } utas
sim-row-time-per-action = waktu per aksi (md)
sim-row-counter-fired = { $counter } (efek { $effect } poin): permainan saat penghitung terpicu
sim-row-counter-fired-significant = { $counter } * (efek { $effect } poin): permainan saat penghitung terpicu
sim-row-seat-fired-or-not = kursi { $seat } menang: terpicu | tidak
