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
