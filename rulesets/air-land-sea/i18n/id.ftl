# Kalimat-kalimat Air, Land & Sea dalam Bahasa Indonesia (id yang sama dengan en.ftl).

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
not-over = permainan belum selesai
