# Mengapa sebuah mod tidak dapat dipakai (layar Mod, `game-host mod list`).

mods-game-provided-elsewhere = pluginnya tidak dimuat: permainan `{ $game }` sudah disediakan oleh { $path }
mods-game-next-start = dipasang saat aplikasi berjalan: permainan `{ $game }` dimuat darinya saat aplikasi dibuka lagi
mods-not-a-package = { $name }: bukan paket permainan
mods-no-plugin-for-platform = paket permainan tanpa plugin untuk platform ini ({ $platform }); yang tersedia: { $platforms }
mods-plugin-did-not-load = pluginnya tidak dimuat: { $reason }
mods-plugin-path-did-not-load = pluginnya { $path } tidak dimuat
mods-plugin-other-game = pluginnya adalah permainan `{ $plugin }`, tetapi mod.toml menyebut `{ $game }`
mods-id-clash = id mod `{ $id }` bentrok: { $others } juga memakainya; keduanya tidak dipakai sampai salah satunya dihapus
mods-needs-missing-game = memerlukan permainan `{ $game }` ({ $requirement }), yang tidak terpasang
mods-needs-other-game-version = memerlukan { $game } { $requirement }, plugin yang terpasang { $installed }
mods-game-version-unreadable = memerlukan { $game } { $requirement }, dan versi plugin yang terpasang `{ $installed }` bukan versi semantik
mods-needs-other-mod-version = memerlukan mod `{ $dependency }` { $requirement }, yang terpasang { $installed }
mods-needs-disabled-mod = memerlukan mod `{ $dependency }` { $requirement }, yang sedang dinonaktifkan
mods-needs-refused-mod = memerlukan mod `{ $dependency }` { $requirement }, yang tidak dapat dipakai ({ $reason })
mods-needs-unusable-mod = memerlukan mod `{ $dependency }` { $requirement }, yang tidak dapat dipakai
mods-needs-missing-mod = memerlukan mod `{ $dependency }` { $requirement }, yang tidak terpasang
mods-too-many-entries = { $count } entri; hanya { $most } yang pertama dibaca
mods-folder-not-id = foldernya bernama `{ $folder }` tetapi id modnya `{ $id }`: ganti nama folder sesuai id-nya
