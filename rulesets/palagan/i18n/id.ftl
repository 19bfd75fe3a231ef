# Kalimat-kalimat Palagan dalam Bahasa Indonesia (id yang sama dengan en.ftl). Nama petak
# (f6) ditulis seperti plugin menuliskannya; nama kursi diterjemahkan di bawah (`seat-<n>`).

## Kursi

seat-1 = Hitam
seat-2 = Putih

## Meja

reserve-counter = Cadangan { $seat }
captured-counter = Dimakan { $seat }
maneuvers-left = Sisa manuver giliran ini
idle-counter = Giliran tanpa makan atau taruh
idle-limit-mark = permainan berakhir
turn-line = Giliran { $turn }: { $seat } jalan, sisa { $n } manuver
game-over-line = Permainan selesai setelah giliran { $turn }
passed-line = { $seat } sudah melepas giliran: lepas giliran lagi akan mengakhiri permainan
piece = Bidak
piece-text = Taruh dari cadangan di petak kosong mana saja, geser ke petak sebelah, atau dorong bidak lawan satu petak lebih jauh. Gugus yang tidak punya petak kosong di sebelahnya dimakan.

## Manuver, lepas giliran, dan mengakhiri giliran

prompt-first = Manuver 1 dari { $limit } (taruh, geser, atau dorong), atau lepas giliran
prompt = Manuver { $n } dari { $limit }, atau akhiri giliran
pass = Lepas giliran
pass-question = Lepas giliran? Jika sesudahnya { $other } juga melepas giliran, permainan berakhir.
pass-ends-question = Lepas giliran? Permainan akan berakhir: { $result }.
end-turn = Akhiri giliran
end-turn-question = Akhiri giliran? { $unused }.
end-turn-ends-question = Akhiri giliran? { $unused }, dan permainan berakhir: { $result }.
unused-maneuver = 1 manuver giliran ini tidak terpakai
unused-maneuvers = { $n } manuver giliran ini tidak terpakai

## Catatan permainan

summons = { $seat } menaruh bidak di { $cell }
moves = { $seat } menggeser { $from }-{ $to }
pushes = { $seat } menggeser { $from }-{ $to } dan mendorong bidak di sana ke { $beyond }
pushes-off = { $seat } menggeser { $from }-{ $to } dan mendorong bidak di sana keluar papan (dimakan)
captures-white = { $seat } memakan { $n } bidak putih: { $cells }
captures-black = { $seat } memakan { $n } bidak hitam: { $cells }
loses-by-trade = { $n } bidak { $seat } yang tidak punya napas menjadi milik { $other }: { $cells }
passes = { $seat } melepas giliran
both-passed = Kedua pemain melepas giliran: permainan selesai
idle-over = { $turns } giliran tanpa ada bidak yang dimakan atau ditaruh: permainan selesai

## Akhir permainan

end-passes = kedua pemain melepas giliran berturut-turut
end-idle = { $turns } giliran berturut-turut tanpa ada bidak yang dimakan atau ditaruh
not-over = permainan belum selesai
result-wins = { $seat } menang
result-draw = seri
outcome = { $why }: { $result } { $black }–{ $white }
outcome-captures-only = { $reason } (hanya bidak yang dimakan yang dihitung: { $error })

game-description = Taruh, geser dan dorong bidak di papan segi enam; kepung gugus lawan untuk memakannya.

## Skrip: kata-kata aturan rumah bawaan (`text(...)` di scripts/palagan/*.lua)

script-no-edge-summon = tidak boleh menaruh bidak di tepi papan ({ $cell }): aturan rumah

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
refuse-does-not-fit = keadaan ini tidak cocok dengan papannya (berkas simpanan rusak?)
refuse-no-maneuver-left = tidak ada manuver yang tersisa di giliran ini
refuse-turn-could-not-end = giliran tidak bisa diakhiri setelah ini: { $reason }
refuse-suicide = bunuh diri: langkah ini membuat gugus Anda tanpa napas, dan tidak ada manuver lagi di giliran ini yang bisa memberinya napas
refuse-no-such-cell = petak itu tidak ada
refuse-no-reserve = { $seat } tidak punya bidak cadangan
refuse-not-empty = { $cell } tidak kosong
refuse-no-black-piece = tidak ada bidak hitam di { $cell }
refuse-no-white-piece = tidak ada bidak putih di { $cell }
refuse-not-next-to = { $to } tidak bersebelahan dengan { $from }
refuse-own-piece = di { $cell } ada bidak Anda sendiri
refuse-push-off = bidak di { $cell } tidak boleh didorong keluar papan
refuse-cannot-push = tidak bisa mendorong { $cell }: { $beyond } tidak kosong
refuse-black-without-liberties = giliran tidak bisa diakhiri selama ada bidak hitam tanpa napas ({ $cells })
refuse-white-without-liberties = giliran tidak bisa diakhiri selama ada bidak putih tanpa napas ({ $cells })
refuse-not-a-cell = `{ $name }` bukan petak di papan ini
refuse-pass-after-maneuver = sudah ada manuver di giliran ini: tulis `end` untuk mengakhirinya
refuse-not-an-action = `{ $text }` bukan aksi: tulis `@f6`, `f6-f7`, `end`, atau `pass`
# Berkas skenario: kuncinya (side, to_move, maneuvers_made, …) dan nilainya ("black") adalah
# kata-kata berkas itu sendiri, ditulis apa adanya.
scenario-side = side harus { $min }–{ $max }
scenario-not-a-cell = `{ $name }` bukan petak di papan bersisi { $side }
scenario-listed-twice = { $cell } tercantum dua kali
scenario-black-pieces = Hitam punya { $pieces } bidak: { $board } di papan, { $captured } dimakan Putih
scenario-white-pieces = Putih punya { $pieces } bidak: { $board } di papan, { $captured } dimakan Hitam
scenario-black-reserve = cadangan hitam harus { $left }: { $explain }
scenario-white-reserve = cadangan putih harus { $left }: { $explain }
scenario-too-many-black = bidak hitam terlalu banyak: { $explain }
scenario-too-many-white = bidak putih terlalu banyak: { $explain }
scenario-to-move = to_move harus "black" atau "white"
scenario-turn-from-1 = turn dihitung mulai dari 1
scenario-maneuvers-made = maneuvers_made harus di bawah batas giliran ini, yaitu { $limit }
scenario-this-turn-needs-maneuver = captured_this_turn / summoned_this_turn memerlukan maneuvers_made ≥ 1
scenario-idle-turns = idle_turns harus di bawah idle_turn_limit ({ $limit })
scenario-passes = passes harus 0 atau 1 (dua kali lepas giliran mengakhiri permainan)
scenario-black-already-captured = bidak hitam tanpa napas mestinya sudah dimakan: { $cells }
scenario-white-already-captured = bidak putih tanpa napas mestinya sudah dimakan: { $cells }
scenario-cannot-save = { $seat } punya gugus tanpa napas yang tidak bisa diselamatkan oleh manuver apa pun di giliran ini
