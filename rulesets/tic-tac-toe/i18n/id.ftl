# Kalimat-kalimat Tic-tac-toe dalam Bahasa Indonesia (id yang sama dengan en.ftl).

goal = { $line } berderet menang
prompt = Tandai petak kosong
prompt-phantom = Tandai sebuah petak: tanda lawan tersembunyi
completed-a-line = { $seat } membentuk satu deret
board-full = papan sudah penuh
cell-taken-try-again = { $cell } milik { $owner }: coba petak lain
phantom-tally = { $seat }: { $marks } tanda terpasang, menemukan { $found } milik { $other }

game-description = Tiga (atau k) berderet di papan persegi. Plugin contoh.
