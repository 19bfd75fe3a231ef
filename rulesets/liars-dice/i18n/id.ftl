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
