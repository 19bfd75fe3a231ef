# Bingkai aplikasi: bilah menu, menu Tampilan, Tentang, Masalah, pekerjaan yang sedang berjalan.

app-home = Beranda
app-new-match = Pertandingan baru
app-balance-lab = Lab keseimbangan
app-balance-lab-running = Lab keseimbangan (berjalan)
app-mods = Mod
app-mods-installing = Mod (sedang dipasang)
app-save = Simpan
app-save-hover = Simpan pertandingan (Ctrl+S)
app-save-as = Simpan sebagai…
app-save-as-hover = Pilih tempat menyimpan pertandingan
app-open = Buka…
app-open-hover = Buka pertandingan yang tersimpan
app-recent = Terakhir dibuka
app-about = Tentang
app-problems = Masalah
app-problems-count = Masalah ({ $count })
app-back-to-final-position = Kembali ke posisi akhir
app-back-to-match = Kembali ke pertandingan
app-back-to-online-match = Kembali ke pertandingan online

## Menu Tampilan

app-menu-view = Tampilan
app-zoom-in = Perbesar
app-zoom-out = Perkecil
app-zoom-reset = Ukuran semula
app-animations = Animasi
app-confirm = Tanya dulu sebelum aksi yang melepaskan sesuatu
app-hints = Petunjuk saat melawan bot
app-light-theme = Tema terang
app-dark-theme = Tema gelap

## Tentang

app-about-title = Tentang Game Host
app-about-what = Permainan papan dan kartu yang dimuat sebagai plugin; aturan dalam TOML, aturan rumah dalam Lua.
app-about-data = Data (simpanan, mod, preferensi): { $path }
app-about-logs = Berkas log: { $path } ({ $prefix }.<tanggal>, { $days } hari terakhir; RUST_LOG=debug memberi rincian)
app-about-no-data = Tidak ada direktori data: tidak ada yang disimpan dan tidak ada berkas log.
app-about-games = Permainan yang dimuat: { $count }
app-about-keyboard = Papan ketik
app-about-licence = Lisensi: MIT atau Apache-2.0, sesuai pilihan Anda.
app-key-save = Simpan pertandingan
app-key-undo = Urungkan (online: minta izin mengurungkan)
app-key-enter = Jalankan aksi yang menunggu konfirmasi, atau satu-satunya aksi
app-key-esc = Batalkan pilihan; kembali dari Pertandingan baru, Lab keseimbangan, Mod
app-key-zoom = Perbesar/perkecil
app-key-quit = Keluar seketika: setiap pertandingan tersimpan otomatis setelah tiap aksi, jadi tidak ada yang hilang

## Masalah

app-problems-now = Sekarang
app-problems-none = Tidak ada yang gagal saat ini.
app-problems-copy = Salin { $place }
app-problems-copy-hover = Salin berkas dan barisnya, untuk dibuka di editor
app-problems-earlier = Sebelumnya di sesi ini ({ $count })

## Pemberitahuan

app-cannot-create-data = Tidak dapat membuat { $path }: { $error }; pertandingan tidak akan tersimpan otomatis
app-no-content = Direktori konten (berisi rulesets/) tidak ditemukan: atur GAME_HOST_CONTENT
app-no-reload-while-playing = Aturan tidak akan dimuat ulang selama bermain: { $error }
app-no-reload = Aturan tidak akan dimuat ulang: { $problem }
app-watching-files-failed = Memantau berkas: { $error }
app-saved-to = Tersimpan di { $path }
app-cannot-save = Tidak dapat menyimpan ke { $path }: { $error }
app-nothing-to-save = Tidak ada pertandingan di layar untuk disimpan
app-rules-window = Aturan { $game } — { $ruleset }

## Pekerjaan di utas aturan: apa itu, dan apa yang tersisa jika dihentikan

app-work-reloading = Memuat ulang aturan
app-work-setting-up = Menyiapkan pertandingan
app-work-opening = Membuka pertandingan
app-work-next-move = Menjalankan langkah berikutnya
app-work-your-move = Menjalankan langkah Anda
app-stopped = Dihentikan: { $what }; { $then }.
app-stop-autosave-keeps = simpanan otomatisnya di Beranda menyimpan setiap langkah sebelum tahap ini
app-stop-match-left = pertandingan ditinggalkan (tanpa simpanan otomatis)
app-stop-file-stays = berkasnya tetap seperti semula
app-stop-nothing-played = belum ada yang dimainkan
