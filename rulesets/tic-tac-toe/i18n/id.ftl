# Kalimat-kalimat Tic-tac-toe dalam Bahasa Indonesia (id yang sama dengan en.ftl).

goal = { $line } berderet menang
prompt = Tandai petak kosong
prompt-phantom = Tandai sebuah petak: tanda lawan tersembunyi
completed-a-line = { $seat } membentuk satu deret
board-full = papan sudah penuh
cell-taken-try-again = { $cell } milik { $owner }: coba petak lain
phantom-tally = { $seat }: { $marks } tanda terpasang, menemukan { $found } milik { $other }

game-description = Tiga (atau k) berderet di papan persegi. Plugin contoh.

## Refusals

# Langkah yang ditolak aturan, dan kesalahan dalam berkas skenario. Yang pertama ini dari SDK,
# sama di setiap permainan.
refuse-naming = `{ $action }`: { $reason }
refuse-match-over = pertandingan sudah selesai
refuse-nobody-to-move = tidak ada yang mendapat giliran: pertandingan sudah selesai
refuse-no-such-seat = tidak ada kursi { $seat } di meja untuk { $seats } pemain ini
refuse-cannot-skip = "{ $prompt }" tidak bisa dilewati
refuse-not-an-option = "{ $option }" bukan salah satu pilihan untuk "{ $prompt }"
scenario-none = permainan ini tidak punya format skenario
refuse-game-over = permainan sudah selesai
refuse-no-such-cell = petak itu tidak ada
refuse-taken = { $cell } sudah terisi
refuse-not-a-cell = `{ $text }` bukan petak (tulis misalnya `b2`)
# Berkas skenario: X, O, `.` dan `X to move` adalah kata-kata berkas itu sendiri, ditulis apa adanya.
scenario-to-move-who = `{ $who } to move`: tulis `X to move` atau `O to move`
scenario-second-to-move = baris `to move` kedua (yang pertama ada di baris { $first })
scenario-too-many-rows = papan { $n }×{ $n } punya { $n } baris; ini akan menjadi baris ke-{ $row }
scenario-not-a-cell = `{ $c }` bukan petak: tulis `X`, `O`, atau `.` (kosong)
scenario-too-many-cells = satu baris punya { $n } petak; ini akan menjadi petak ke-{ $cell }
scenario-short-row = baris ini punya { $cells } petak, padahal satu baris dalam aturan ini punya { $n }
scenario-too-few-rows = papan ini punya { $rows } baris, aturan ini menginginkan { $n } (`size` = { $n })
scenario-no-to-move = tidak ada baris `X to move` atau `O to move`
scenario-mark-counts = X punya { $xs } tanda dan O { $os }: X jalan lebih dulu, jadi tanda X sama banyak dengan tanda O atau lebih satu
scenario-wrong-mover = giliran tidak mungkin milik { $seat } dengan { $xs } X dan { $os } O di papan: giliran milik { $mover }
scenario-row-over = { $seat } sudah punya { $line } tanda berderet mendatar di sini: permainan mestinya sudah selesai
scenario-column-over = { $seat } sudah punya { $line } tanda berderet tegak di sini: permainan mestinya sudah selesai
scenario-diagonal-over = { $seat } sudah punya { $line } tanda berderet diagonal di sini: permainan mestinya sudah selesai
scenario-board-full = papan sudah penuh: tidak ada langkah yang tersisa
