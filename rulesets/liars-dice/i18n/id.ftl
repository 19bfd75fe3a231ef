# Kalimat-kalimat Liar's Dice dalam Bahasa Indonesia (id yang sama dengan en.ftl). Deretan
# angka dadu ("1 3 3 5 6") datang apa adanya; nama kursi diterjemahkan di bawah (`seat-<n>`).

## Kursi

seat-1 = Pemain 1
seat-2 = Pemain 2
seat-3 = Pemain 3
seat-4 = Pemain 4
seat-5 = Pemain 5
seat-6 = Pemain 6

## Tawaran dan hitungan

dice-of = { $count ->
        [0] nol
        [1] satu
        [2] dua
        [3] tiga
        [4] empat
        [5] lima
        [6] enam
        [7] tujuh
        [8] delapan
        [9] sembilan
        [10] sepuluh
        [11] sebelas
        [12] dua belas
       *[other] { $count }
    } angka { $face }
list = { $rest } dan { $last }

## Arahan

prompt-open = Ronde { $round }: buka penawaran (jumlah dadu dan angkanya)
prompt-raise = Ajukan tawaran di atas { $bid } dari { $bidder }, atau tuduh bohong
prompt-raise-spot-on = Ajukan tawaran di atas { $bid } dari { $bidder }, tuduh bohong, atau nyatakan tepat

## Catatan langkah

bids = { $seat } menawar { $bid }
calls-liar = { $caller } menuduh { $bidder } bohong atas tawaran { $bid }
calls-spot-on = { $caller } menyatakan tawaran { $bid } dari { $bidder } tepat
dice-shown = Dadu dibuka: { $dice }
there-are = { $count ->
        [0] Tidak ada angka { $face }
       *[other] Ada { $dice }
    }{ $wild ->
        [0] {""}
       *[other] {" "}(angka { $wild } joker)
    }
loses-dice = { $seat } kehilangan { $dice ->
        [1] satu
       *[other] { $dice }
    } dadu ({ $left ->
        [0] dadunya habis
       *[other] sisa { $left } dadu
    })
wins-dice-back = { $seat } mendapatkan kembali { $dice ->
        [1] satu
       *[other] { $dice }
    } dadu (kini { $left } dadu)
is-out = { $seat } tersingkir
round-opens = Ronde { $round }: { $seat } membuka penawaran
you-rolled = Hasil lemparan Anda: { $dice }

## Akhir pertandingan

reason-one-round-liar = satu ronde: { $caller } menuduh { $bidder } bohong atas tawaran { $bid }, dan ternyata { $count ->
        [0] tidak ada angka { $face }
       *[other] ada { $dice }
    }{ $wild ->
        [0] {""}
       *[other] , angka { $wild } joker
    }
reason-one-round-spot-on = satu ronde: { $caller } menyatakan tawaran { $bid } dari { $bidder } tepat, dan ternyata { $count ->
        [0] tidak ada angka { $face }
       *[other] ada { $dice }
    }{ $wild ->
        [0] {""}
       *[other] , angka { $wild } joker
    }
reason-last-with-dice = { $seat } pemain terakhir yang masih punya dadu
reason-shared-first = { $seats } kehabisan dadu bersamaan dan berbagi peringkat pertama

## Meja

zone-dice = Dadu { $seat }
zone-dice-out = Dadu { $seat } (tersingkir)
zone-shown = Dadu { $seat } yang dibuka di ronde { $round }
counter-dice = Dadu { $seat }
counter-table = Dadu di meja
control-quantity = { $quantity } ×
control-face = Angka { $face }
control-liar = Bohong!
control-spot-on = Tepat!
label-round-bid = Ronde { $round }: { $seat } menawar { $bid }
label-round-no-bid = Ronde { $round }: belum ada tawaran
label-wild-biddable = Angka { $wild } joker: dihitung sebagai angka apa pun yang ditawar (tawaran atas angka { $wild } hanya menghitung angka { $wild })
label-wild = Angka { $wild } joker: dihitung sebagai angka apa pun yang ditawar, dan tidak boleh ditawar
label-showdown-liar = Ronde { $round }: { $caller } menuduh { $bidder } bohong atas tawaran { $bid }; ternyata { $count ->
        [0] tidak ada angka { $face }
       *[other] ada { $dice }
    }
label-showdown-spot-on = Ronde { $round }: { $caller } menyatakan tawaran { $bid } dari { $bidder } tepat; ternyata { $count ->
        [0] tidak ada angka { $face }
       *[other] ada { $dice }
    }
label-lost-dice = { $seat } kehilangan { $dice ->
        [1] satu
       *[other] { $dice }
    } dadu
label-won-dice-back = { $seat } mendapatkan kembali { $dice ->
        [1] satu
       *[other] { $dice }
    } dadu

game-description = Dadu tersembunyi, tawaran atas seluruh meja, dan tuduhan "bohong" yang membuka semua dadu; pemain terakhir yang masih punya dadu menang.

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
refuse-no-spot-on = aturan ini tidak mengenal seruan "tepat": ajukan tawaran yang lebih tinggi atau tuduh bohong
refuse-no-such-face = angka dadu hanya 1 sampai { $sides }, bukan { $face }
refuse-wild = angka { $wild } joker dan tidak boleh ditawar
refuse-bid-quantity = tawaran menyebut 1 sampai { $total } dadu (semua dadu di meja)
refuse-not-higher = { $bid } tidak lebih tinggi daripada { $standing } dari { $bidder }: tawar lebih banyak dadu, atau sama banyak dengan angka yang lebih tinggi
refuse-no-bid-yet = belum ada tawaran yang bisa ditantang: buka penawaran
refuse-no-spot-on-call = aturan ini tidak mengenal seruan "tepat"
refuse-not-a-move = `{ $text }` bukan langkah: tulis `bid 3x4` (tiga angka 4), `liar`, atau `spot-on`
# Berkas skenario: baris-barisnya (`player 2: 1 3 4`, `out`, `bid 5x3 by player 2`, `round 2`,
# `seed 7`) adalah kata-kata berkas itu sendiri, ditulis apa adanya.
scenario-no-such-player = `player { $word }`: nomor pemain 1 sampai { $players }
scenario-not-a-face = `{ $d }` bukan angka dadu (1 sampai { $sides })
scenario-faces-count = pemain { $n }: tulis 1 sampai { $dice } angka dadu, atau `out`
scenario-not-a-bid = `{ $bid }` bukan tawaran: tulis misalnya `bid 5x3 by player 2`
scenario-bid-not-allowed = `{ $quantity }x{ $face }` bukan tawaran yang diizinkan aturan ini
scenario-round = `round { $n }`: ronde dihitung mulai dari 1
scenario-seed = `seed { $n }`: harus bilangan bulat
scenario-unknown-line = seharusnya `player N: faces…`, `player N: out`, `bid QxF by player N`, `player N to move`, `round N`, atau `seed N`
scenario-player-again = pemain { $n } muncul lagi (pertama kali di baris { $first })
scenario-second-line = baris jenis ini muncul dua kali: satu saja cukup
scenario-no-player-line = tidak ada baris untuk pemain { $n }
scenario-no-to-move = tidak ada baris `player N to move`
scenario-two-players = pertandingan hanya berlanjut selama paling sedikit dua pemain masih punya dadu
scenario-mover-out = pemain { $n } sudah tersingkir
scenario-bid-too-many = tawaran menyebut paling banyak { $dice } dadu, semua dadu yang ada di meja
scenario-bidder = pemain { $n } tidak mungkin membuat tawaran yang berlaku: penawarnya harus masih punya dadu dan bukan pemain yang mendapat giliran
