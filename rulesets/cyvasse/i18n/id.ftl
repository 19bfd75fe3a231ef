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
