# Layar ulasan setelah pertandingan. Nama kursi berasal dari permainan.

review-back = Kembali ke pertandingan
review-heading = Ulasan: { $game } — { $ruleset }
review-judging = Bot sedang menilai langkah { $done } dari { $total }…
review-stop = Hentikan
review-failed = Tidak ada ulasan: { $error }
review-stopped-unexpectedly = ulasan berhenti tiba-tiba
review-judged-by-movers = Dinilai oleh bot { $bot ->
    [random] acak
    [easy] mudah
    [normal] normal
    [hard] sulit
   *[other] { $bot }
}, setiap posisi dari apa yang diketahui pemain yang melangkah saat itu.
review-judged-by-seats = Dinilai oleh bot { $bot ->
    [random] acak
    [easy] mudah
    [normal] normal
    [hard] sulit
   *[other] { $bot }
} dari apa yang diketahui { $seats } saat itu (tidak lebih).
review-names-and = { $first } dan { $second }
review-names-or = { $first } atau { $last }
review-turning-points = Titik balik
review-no-turning-points = Tidak ada langkah { $seats } yang sangat merugikan: tidak ada titik balik.
review-turning-point = Langkah { $number }, { $seat }: { $before }% menjadi { $after }%
review-previous = Sebelumnya
review-next = Berikutnya

## Grafik

review-chart-heading = Peluang menang, langkah demi langkah
review-chart-x = langkah dimainkan
review-chart-y = peluang (%)
review-chart-points = titik balik

## Posisi

review-seat-chance = { $seat } { $percent }%
review-position = Langkah { $number }: giliran { $seat }. { $chances }
review-played = Dimainkan: { $move }
review-preferred = Pilihan bot: { $move } ({ $percent }% untuk { $seat }; ditandai di meja)
review-same = Bot akan memainkan langkah yang sama.
review-judged-from = Dinilai dari informasi { $judge }: pilihan { $mover } sendiri tidak boleh diketahui { $judge }.
