# Layar saat aturan pertandingan sedang berjalan lambat.

rules-work-heading = Aturan sedang berpikir
rules-work-elapsed = { $what } — { $seconds } dtk
rules-work-slow = Salah satu aturan pertandingan ini (salah satu skripnya) berjalan lambat. Jendela tetap bisa dipakai: tunggu, atau hentikan pertandingan.
rules-work-if-stopped = Jika dihentikan, { $consequence }.
rules-work-stop = Hentikan pertandingan
rules-work-stop-hover = Tinggalkan pertandingan ini dan kembali ke Beranda; buka simpanan otomatisnya nanti
