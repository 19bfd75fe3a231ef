# Kalimat-kalimat Cyvasse dalam Bahasa Indonesia (id yang sama dengan en.ftl). Nama dan
# keterangan unit serta medan diterjemahkan di berkas aturannya (`[text.id]`).

## Kursi

seat-1 = Putih
seat-2 = Hitam

## Susunan awal

prompt-setup = { $seat }: bangun tanah air Anda
setup-label = Susunan awal: { $seat } membangun tanah airnya
setup-label-screened = Susunan awal: { $seat } membangun tanah airnya di balik tabir
tile-control = { $terrain } (sisa { $n })
ready = Siap
random-setup = Susunan acak
named-setup = Susunan: { $name }
random-setup-log = { $seat } menyelesaikan susunan awalnya secara acak
is-ready = { $seat } siap
both-ready = kedua pemain siap: tabir diangkat

## Pertempuran

prompt-battle = { $seat }: gerakkan satu unit atau serang dengannya
battle-label = Pertempuran, giliran { $turn }: { $seat } beraksi
quiet-label = Giliran tanpa ada unit dimakan: { $quiet } dari { $limit }
units-lost = Unit { $seat } yang hilang
taken-from = Baki { $seat } (unit yang dimakan)
captures = { $unit } makan { $target } di { $cell }
survives = { $unit } di { $cell } selamat; { $terrain } hancur
passes = { $seat } tidak punya aksi yang sah dan lepas giliran (CYV-3)

## Akhir permainan

over-label = Selesai: { $reason }
captured-decisive = { $seat } makan { $unit } (CYV-8)
draw-quiet = seri: { $n } giliran tanpa ada unit dimakan (CYV-8)
draw-no-action = seri: kedua pemain berturut-turut tidak punya aksi yang sah (CYV-8)

## Keterangan dan bantuan

legend-stuck = Terjebak: kehilangan giliran berikutnya
legend-ruined = Hancur: tidak melindungi lagi
name = { $name }
unit-help = Tingkat { $rank }. Bergerak { $moves }.
unit-help-melee = Tingkat { $rank }. Bergerak { $moves }. Makan dengan pindah ke petak unit lawan.
unit-help-ranged = Tingkat { $rank }. Bergerak { $moves }. Jarak tembak { $attack }.
help-and-text = { $rules } { $text }
reach-orthogonal = { $n } petak ortogonal
reach-orthogonal-any = sejauh apa pun secara ortogonal
reach-diagonal = { $n } petak diagonal
reach-diagonal-any = sejauh apa pun secara diagonal
reach-or = { $first } atau { $second }
terrain-help = { $text } { $more }
terrain-max-group = Di satu tanah air, paling banyak { $n } petak ini boleh saling bersentuhan sisi.
terrain-closed-to = Tidak bisa dimasuki: { $units }.

game-description = Bangun tanah air Anda secara rahasia, lalu makan Raja lawan.

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
refuse-setup-over = susunan awal sudah selesai: gerakkan satu unit atau serang dengannya
refuse-nothing-to-attack = tidak ada yang bisa diserang
refuse-no-unit-on = { $seat } tidak punya unit di { $cell }
refuse-stuck = { $unit } di { $cell } terjebak dan kehilangan giliran ini (CYV-5)
refuse-straight-lines = unit bergerak dan menyerang dalam garis lurus (CYV-4)
refuse-not-legal-now = `{ $text }` tidak sah sekarang
refuse-own-unit = di { $cell } ada unit Anda sendiri
refuse-occupied-attack = { $cell } sudah terisi; tulis `x` untuk serangan jarak dekat atau `*` untuk serangan jarak jauh
refuse-no-target = tidak ada unit yang bisa diserang di { $cell }
refuse-may-not-capture = { $unit } tidak boleh makan { $target } (CYV-6)
refuse-ranged-only = { $unit } hanya menyerang dari jarak jauh: tulis `*` (CYV-4)
refuse-no-ranged-attack = { $unit } tidak punya serangan jarak jauh: tulis `x` (CYV-4)
refuse-cannot-reach = { $unit } di { $from } tidak bisa mencapai { $to } (di luar jangkauan, terhalang unit atau medan, atau tidak ada garis tembak)
refuse-not-in-homeland-ranks = { $cell } tidak ada di tanah air Anda (baris { $ranks })
refuse-fill-terrain = { $terrain } mengisi setiap petak sampai petak medan dipasang di sana; pasang petak medan yang lain
refuse-has-tile = { $cell } sudah punya petak medan
refuse-all-tiles-laid = semua { $n } petak { $terrain } sudah dipasang (CYV-2)
refuse-max-group = { $terrain } di { $cell } akan membuat { $group } petak { $terrain } saling bersentuhan sisi; paling banyak { $max } yang boleh bersambung (CYV-2)
refuse-not-in-homeland = { $cell } tidak ada di tanah air Anda
refuse-tiles-first = pasang semua petak medan Anda sebelum menaruh unit (CYV-2)
refuse-already-placed = { $unit } Anda sudah ditaruh
refuse-occupied = { $cell } sudah terisi
refuse-cannot-stand = { $unit } tidak bisa berdiri di { $terrain } ({ $cell }): sebuah unit hanya boleh ditaruh di petak yang boleh dimasukinya (CYV-2)
refuse-tiles-would-not-fit = setelah itu, sisa petak medan dan unit tidak bisa lagi dipasang semuanya dengan sah
refuse-units-would-not-fit = setelah itu, sisa unit tidak bisa lagi ditaruh semuanya dengan sah
refuse-setup-complete = susunan awal Anda sudah lengkap: tulis `ready`
refuse-no-such-setup = susunan itu tidak ada
refuse-named-setup-untouched = susunan bernama hanya bisa dipakai pada tanah air yang masih kosong
refuse-setup-incomplete = susunan awal belum lengkap: masih harus memasang { $left }
refuse-tiles-left = { $n } petak { $terrain }
refuse-setup-not-over = susunan awal belum selesai (CYV-2)
refuse-not-a-cell = `{ $w }` bukan petak (a1 … h8)
refuse-no-terrain = tidak ada medan `{ $name }`; medan yang ada: { $terrains }
refuse-no-unit = tidak ada unit `{ $name }`; unit yang ada: { $units }
refuse-no-named-setup = tidak ada susunan bernama `{ $name }`
refuse-write-move = `{ $text }`: tulis `b2-b4` (gerak), `b2xb5` (jarak dekat), atau `c1*c4` (jarak jauh)
refuse-not-an-action = `{ $text }` bukan aksi: tulis `b2-b4`, `b2xb5`, `c1*c4`, `tile a1 mountain`, `place a1 dragon`, `setup random`, `setup <name>`, atau `ready`
# Berkas skenario: kuncinya (phase, to_move, ready, terrain, unit, stuck) dan nilainya ("setup",
# white, "white dragon") adalah kata-kata berkas itu sendiri, ditulis apa adanya.
scenario-not-a-cell = `{ $c }` bukan petak
scenario-phase = phase `{ $phase }`: seharusnya "setup" atau "battle"
scenario-to-move = to_move `{ $name }`: seharusnya white atau black
scenario-ready-not-a-seat = ready: `{ $name }` bukan kursi
scenario-no-terrain = terrain di { $cell }: tidak ada medan `{ $terrain }`
scenario-unit-write = unit di { $cell }: tulis "white dragon"
scenario-unit-not-a-seat = unit di { $cell }: `{ $owner }` bukan kursi
scenario-no-unit-kind = unit di { $cell }: tidak ada jenis unit `{ $kind }`
scenario-stuck-no-unit = stuck: tidak ada unit di { $cell }

## Yang dibaca kursi lain dari langkah di balik tabir

public-tile-screened = petak (di balik tabir)
public-place-screened = unit (di balik tabir)
public-setup-screened = susunan (di balik tabir)
