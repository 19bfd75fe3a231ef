# Pertandingan tersimpan: apa yang salah pada sebuah berkas, dan apa yang berubah sejak disimpan.

save-other-plugin = pertandingan ini disimpan dengan { $game } { $saved }; plugin yang terpasang { $installed }
save-other-mod = pertandingan ini dimainkan dengan mod { $id } { $saved }; yang terpasang { $installed } (diputar ulang dengan aturan yang tersimpan di berkas)
save-mod-missing = pertandingan ini dimainkan dengan mod { $id } { $saved }, yang tidak terpasang (diputar ulang dengan aturan yang tersimpan di berkas)
save-invalid = bukan berkas simpanan yang sah: { $error }
save-wrong-format = bukan berkas simpanan: `format` berisi `{ $found }`, seharusnya `{ $expected }`
save-too-many-rulesets = simpanan ini memuat { $count } set aturan sebelumnya (muat ulang); paling banyak { $most } yang dibaca
save-path-outside = jalur aturan `{ $path }` tidak berada di dalam direktori konten (simpanan menamai berkasnya relatif terhadap direktori itu, tanpa `..`)
save-newer = disimpan oleh versi aplikasi yang lebih baru (format versi { $version }; versi ini membaca sampai { $readable })
save-earlier-rules-out-of-range = aturan lama di simpanan berakhir di aksi { $until }, yang tidak berada di antara { $done } dan { $actions } aksi catatannya
save-no-rules = simpanan ini tidak berisi aturan
save-no-rules-cover = tidak ada aturan yang mencakup posisi itu
save-position-does-not-fit = posisi itu berasal dari sebelum aturan dimuat ulang dan tidak cocok dengan aturan yang berlaku ({ $reason }); pertandingan tetap seperti semula
save-rules-of-another-game = aturan baru itu milik permainan lain
