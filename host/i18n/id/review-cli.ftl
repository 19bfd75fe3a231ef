# `game-host review`: pertandingan yang disimpan dinilai langkah demi langkah (layar ulasan aplikasi ada di review.ftl).

review-cli-no-such-seat = --seat { $seat }: kursi pertandingan ini 0 sampai { $last }
review-cli-judged-own = { $count } posisi dinilai oleh bot { $bot } dari informasi milik masing-masing pemain yang melangkah.
review-cli-judged-seats = { $count } posisi dinilai oleh bot { $bot } dari informasi milik { $seats }.
review-cli-and = {" "}dan{" "}
review-cli-chances = Peluang menang, langkah demi langkah:
review-cli-no-turning-points = Tidak ada titik balik: tak satu pun langkah kursi yang dinilai merugikannya secara berarti.
review-cli-turning-points = Titik balik:
review-cli-turning-point = langkah { $number }, { $seat }: { $before } → { $after }. Dimainkan: { $played }.
review-cli-preferred = Bot lebih memilih: { $preferred }, { $chance } untuk { $seat }.
review-cli-result = Hasil: { $reason }
review-cli-too-long = catatan langkah berisi { $count } aksi; ulasan menilai paling banyak { $most } posisi (ulas pertandingan yang lebih pendek)
review-cli-stopped = ulasan dihentikan
review-cli-after-the-end = catatan langkah berlanjut setelah pertandingan selesai (aksi { $action })
