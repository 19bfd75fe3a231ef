# Kalimat-kalimat Air, Land & Sea dalam Bahasa Indonesia (id yang sama dengan en.ftl).

## Kursi

seat-1 = Utara
seat-2 = Selatan

## Meja

card-instant = Seketika: { $text }
card-ongoing = Berkelanjutan: { $text }
vp-counter = VP { $seat }
deck = Dek
battle-counter = Pertempuran
stack-title = { $theater } — { $seat }
strength-in = Kekuatan { $seat } di { $theater }
hand-title = Tangan { $seat }
held-title = Ditahan kemampuan { $seat }
battle-line = Pertempuran { $battle }, giliran { $turn }: medan { $theaters }
theater = { $name }
commanders-line = { $first } Pemain Pertama (menang bila seri), { $second } Pemain Kedua
control-line = { $list } (dikuasai)
control-entry = { $theater }: { $seat }
face-down-card = Kartu tertutup
face-down-card-text = Kekuatan { $strength }, tanpa kemampuan; hanya pemiliknya yang melihatnya.

## Memilih dan bermain

prompt = Gelar, improvisasi, atau mundur
prompt-bonus-play = Mainkan satu kartu (sebuah kemampuan mengizinkan Anda)
prompt-choosing = Selesaikan sebuah kemampuan: pilihannya ada di meja
choosing = { $seat } sedang memilih untuk sebuah kemampuan
skip = Lewati
skip-question = Lewati? Anda melepaskan pilihan kemampuan ini ({ $prompt }).
face-down-control = Tertutup (improvisasi)
withdraw = Mundur
withdraw-question = Mundur sekarang? { $seat } mendapat { $vp } VP.

## Catatan dan akhir permainan

withdraws = { $seat } mundur
deploys = { $seat } menggelar { $card } ke { $theater }
improvises = { $seat } berimprovisasi dengan satu kartu ke { $theater }
battle-ends = Pertempuran { $battle } berakhir: { $why }; { $seat } mendapat { $points } VP ({ $north }–{ $south })
wins-the-game = { $seat } memenangi permainan
reached-vp = { $seat } mencapai { $goal } VP ({ $north }–{ $south })

## Akhir pertempuran, ditunjukkan kepada kedua pemain

moment-title = Pertempuran { $battle } berakhir — { $seat } mendapat { $points } VP
moment-title-game-over = Pertempuran { $battle } berakhir — { $seat } memenangi permainan
moment-withdrew = { $seat } mundur sebagai { $role } dengan { $left } kartu di tangan.
moment-withdraw-scored = [{ $left } kartu: { $vp } VP]
moment-withdraw-table = Tabel mundur ({ $role } mundur): { $entries }
moment-all-played = Semua kartu sudah dimainkan: { $seat } menguasai { $won } dari { $theaters } medan.
moment-theater = { $theater }: { $north } { $n } – { $south } { $s }: dikuasai { $winner }.
moment-theater-tie = { $theater }: { $north } { $n } – { $south } { $s }: dikuasai { $winner } (seri dimenangi Pemain Pertama, { $first }).
moment-scores = { $seat } mendapat { $points } VP: { $north } { $n } – { $south } { $s }.
moment-wins = { $seat } mencapai { $goal } VP dan memenangi permainan.
moment-stack = { $theater } — { $seat }: { $total }
not-over = permainan belum selesai

## Lencana

badge-play-again = Main lagi
badge-play-again-text = Sebuah kemampuan membolehkan { $seat } memainkan satu kartu lagi sekarang, dalam giliran ini (mundur menunggu sampai kartu itu dimainkan).
badge-extra-turn = Giliran tambahan
badge-extra-turn-text = Sebuah kemampuan memberi { $seat } giliran berikutnya juga.
badge-first-player = Pemain Pertama
badge-second-player = Pemain Kedua
badge-first-player-text = Memulai pertempuran ini dan memenangi setiap seri, termasuk medan yang kosong. Mundur sekarang, dengan { $left } kartu di tangan, memberi { $opponent } { $vp } VP.
badge-second-player-text = Kalah bila seri melawan Pemain Pertama. Mundur sekarang, dengan { $left } kartu di tangan, memberi { $opponent } { $vp } VP.

## Permainan, seperti yang dijelaskan Beranda dan `game-host list`

game-description = Dua panglima bertempur di tiga medan dengan 18 kartu; kuasai lebih banyak medan atau mundur tepat waktu.

## Skrip: kata-kata kemampuan bawaan (`text(...)` di scripts/air-land-sea/*.lua) dan cara baris
## catatan skrip menyebut kartu yang tidak boleh dilihat pembacanya

script-maneuver-prompt = Manuver: balik satu kartu yang tidak tertindih di medan yang bersebelahan
script-reinforce-prompt = Bala Bantuan: pilih medan untuk kartu yang diambil (tertutup)
script-ambush-prompt = Penyergapan: balik satu kartu mana pun yang tidak tertindih
script-disrupt-prompt = Kekacauan: balik satu kartu Anda yang tidak tertindih
script-transport-prompt = Angkutan: Anda boleh memindahkan satu kartu Anda ke medan lain
script-redeploy-prompt = Gelar Ulang: Anda boleh mengembalikan satu kartu tertutup Anda ke tangan
script-original-maneuver-prompt = Manuver: balik satu kartu di medan yang bersebelahan
script-original-containment-discards = { $card1 } membuang kartu tertutup itu
script-original-reinforce-prompt = Bala Bantuan: Anda boleh memainkan kartu teratas dek secara tertutup ke medan yang bersebelahan
script-original-ambush-prompt = Penyergapan: balik satu kartu mana pun
script-original-disrupt-prompt = Kekacauan: balik satu kartu Anda
script-original-redeploy-prompt = Gelar Ulang: kembalikan satu kartu tertutup Anda ke tangan
card-face-down-in = kartu tertutup { $seat } di { $theater }
card-in-hand = sebuah kartu di tangan { $seat }
card-held = sebuah kartu yang dipegang { $seat }
card-from-deck = sebuah kartu dari dek
card-somewhere = sebuah kartu
ability-flips-down = { $card } dibalik menjadi tertutup
ability-flips-up = sebuah kartu tertutup dibalik menjadi terbuka: { $card }
ability-returns-to-hand = sebuah kartu kembali ke tangan pemiliknya
ability-destroys = { $card } dihancurkan di { $theater }
ability-destroys-face-down = kartu tertutup { $seat } di { $theater } dihancurkan
ability-destroyed-was = kartu { $seat } yang dihancurkan di { $theater } adalah { $card }
ability-moves = { $card } pindah ke { $theater }
ability-moves-face-down = sebuah kartu tertutup pindah ke { $theater }
ability-plays-face-up = { $card } dimainkan terbuka ke { $theater }
ability-plays-face-down = sebuah kartu dimainkan tertutup ke { $theater }
ability-chooses = { $seat } memilih { $option }
ability-skips = { $seat } memilih untuk melewati

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
refuse-answer-choice-first = jawab dulu pilihan kemampuan itu
refuse-play-a-card-now = sebuah kemampuan mengizinkan Anda memainkan satu kartu sekarang
refuse-not-in-hand = { $card } tidak ada di tangan Anda
refuse-no-such-theater = medan itu tidak ada
refuse-deploy-only-to = { $card } hanya boleh digelar ke { $theater }
refuse-no-choice = tidak ada pilihan yang menunggu
refuse-not-a-card = `{ $w }` bukan kartu
refuse-not-a-theater = `{ $w }` bukan medan
refuse-not-an-action = `{ $text }` bukan aksi: tulis `deploy A4`, `deploy A2 sea`, `improvise L5 air`, `withdraw`, atau salah satu pilihan yang ditawarkan
# Berkas skenario: kuncinya (`order`, `hand`, `down`, "north") adalah kata-kata berkas itu sendiri,
# ditulis apa adanya.
scenario-not-a-seat = `{ $name }` bukan kursi: tulis "north" atau "south"
scenario-not-a-theater = `{ $name }` bukan medan
scenario-order-twice = `{ $name }` muncul dua kali di `order`
scenario-order-all = `order` harus mencantumkan semua { $t } medan
scenario-not-a-card = `{ $name }` bukan kartu dalam aturan ini
scenario-card-twice = kartu `{ $name }` muncul dua kali
scenario-not-hand-or-theater = `{ $key }` bukan `hand` dan bukan medan ({ $theaters })
scenario-face-up-or-down = `{ $entry }`: tulis `{ $name }` (terbuka) atau `{ $name } down` (tertutup), bukan `{ $w }`
scenario-strengths = gagal menghitung kekuatan: { $error }
