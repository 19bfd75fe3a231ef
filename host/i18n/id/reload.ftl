# Apa yang berubah saat aturan dimuat ulang (catatan muat ulang, `watch`, putaran Lab keseimbangan), dan mengapa berkas tidak dapat dipantau.

reload-file-added = { $file }: ditambahkan
reload-file-unused = { $file }: tidak dipakai lagi
reload-file-layout-only = { $file }: hanya komentar atau tata letak
reload-file-edited = { $file }: disunting
reload-key-removed = { $key }: { $value } dihapus
reload-key-added = { $key }: { $value } ditambahkan
reload-more = … dan { $count } lainnya

reload-functions-changed = diubah { $names }
reload-functions-added = ditambahkan { $names }
reload-functions-removed = dihapus { $names }
reload-edited-outside-functions = { $file }: disunting di luar fungsi-fungsinya

reload-cannot-start-watching = pemantauan berkas tidak dapat dimulai: { $error }
reload-cannot-watch = { $path }: tidak dapat dipantau: { $error }
reload-no-thread = utas muat ulang tidak dapat dijalankan: { $error }
