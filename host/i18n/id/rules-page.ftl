# Halaman aturan permainan: nilai yang diisikan, dan tambahan aplikasi untuk sebuah varian.

rules-yes = ya
rules-no = tidak
rules-none = tidak ada
rules-list = { $rest } dan { $last }
rules-new-entry = (baru)
rules-lua-files = Aturan yang ditulis dalam Lua: { $files } (di bagian **Berkas** di bawah)
rules-page-unavailable = Halaman aturan tidak dapat ditampilkan: { $problem }
rules-variant = Varian: { $name }
rules-variant-changes = Yang diubah varian ini
rules-variant-then = Berikut aturan permainannya, dengan angka-angka varian ini; jika ada yang berbeda dari varian ini, varian inilah yang berlaku.
rules-no-page = Permainan ini belum punya halaman aturan (`rules.md`).
rules-removed = dihapus
rules-was = (sebelumnya { $value })
