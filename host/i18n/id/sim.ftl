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
sim-row-bot-first-places = bot { $bot } posisi pertama
sim-row-bot-mean-place = bot { $bot } peringkat rata-rata
sim-row-bot-first-places-at = bot { $bot } posisi pertama di kursi { $seat }
sim-row-seat-wins = kursi { $seat } menang
sim-row-seat-first-places = kursi { $seat } posisi pertama
sim-row-seat-mean-place = kursi { $seat } peringkat rata-rata
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

sim-paired-difference = { $difference } poin [{ $low }, { $high }]

sim-watcher-stopped = pemantau berkas berhenti
sim-edited = { $files } disunting

sim-ruleset-error = aturan `{ $ruleset }`: { $error }
sim-seat-counts-differ = `{ $first }` untuk { $first_count } pemain dan `{ $second }` untuk { $second_count }: aturan yang dibandingkan berdampingan harus untuk jumlah pemain yang sama (bot yang sama memainkan kursi yang sama)
sim-no-thread = utas simulasi tidak dapat dijalankan: { $error }
sim-thread-panicked = sebuah utas simulasi mengalami panic
sim-game-failed = permainan { $index } (seed { $seed }): { $error }

sim-bad-shard = `{ $shard }`: seharusnya I/N dengan 1 <= I <= N <= { $most }, misalnya 3/8
sim-writer-panicked = sebuah utas penulis mengalami panic
sim-no-results-files = tidak ada berkas hasil yang diberikan
sim-not-same-batch = { $first } dan { $second } bukan bagian dari kumpulan yang sama (permainan, versi, aturan beserta teksnya, bot, jumlah permainan, seed, batas aksi, dan jumlah bagian harus sama)
sim-shard-twice = bagian { $shard } diberikan dua kali: { $first } dan { $second }
sim-shards-missing = bagian yang belum ada: { $shards }
sim-results-format = format hasil { $format } (game-host ini membaca { $reads })
sim-not-a-shard = { $shard } bukan bagian yang sah
sim-second-header = ada baris header kedua
sim-no-header-before = belum ada baris header sebelumnya
sim-game-not-in-shard = permainan { $index } dari aturan { $ruleset } tidak termasuk bagian { $shard }
sim-unexpected-tally = rekap aturan { $ruleset } yang tidak terduga
sim-empty-results = { $path }: kosong, tidak ada baris header
sim-shard-incomplete = { $path }: bagian { $shard } belum lengkap: baru { $played } dari { $expected } permainan aturan `{ $ruleset }` yang ditulis{ $tally ->
    [missing] , dan tidak ada rekap di akhir
   *[written] {""}
}; jalankan bagian itu lagi
