# Memilih berkas: dialog sistem, penjelajah berkas milik aplikasi, dan pemilih permainan.

## Judul

files-open-title = Buka pertandingan tersimpan
files-save-title = Simpan pertandingan
files-install-mod-title = Pasang mod
files-filter-mod = Mod
files-filter-saved-match = Pertandingan tersimpan

## Bila tidak ada dialog sistem

files-no-thread = Dialog berkas tidak tersedia ({ $error }): pilih berkasnya di sini saja.
files-dialog-failed = Dialog berkas gagal; pilih berkasnya di sini saja.
files-no-dialog = Dialog berkas tidak tersedia di sini (tidak ada desktop portal atau zenity); pilih berkasnya di sini saja.

## Penjelajah berkas aplikasi

files-cannot-read = Tidak bisa membaca { $path }: { $error }
files-type-a-name = Ketik nama berkas.
files-name-only = Ketik namanya saja; pilih foldernya di atas.
files-choose-in-list = Pilih berkas di daftar.
files-up = Ke atas
files-up-hover = Folder di atasnya
files-show-hidden = Tampilkan folder dan berkas tersembunyi
files-nothing-here = Tidak ada folder maupun berkas .{ $extension } di sini.
files-file-name = Nama berkas:
files-file-name-hint = mis. jumat (.json ditambahkan)
files-file-name-label = Nama berkas
files-ok = OK
files-cancel = Batal
files-exists = { $name } sudah ada: tekan OK sekali lagi untuk menimpanya.

## Pemilih

files-choose-game = Pilih permainan
