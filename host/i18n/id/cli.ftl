# Kata-kata baris perintah untuk manusia (`--json` sama dalam setiap bahasa).

## game-host list

list-no-games = Tidak ada permainan yang ditemukan. Plugin permainan dicari di:
list-content = Konten (aturan dan skrip): { $path }
list-no-content = dan tidak ada direktori konten (yang berisi `rulesets/`) di:
list-where-to-name = Plugin juga bisa ditunjuk dengan --plugins DIR atau { $plugins_env }, konten dengan --content DIR atau { $content_env }.
list-plugin = plugin: { $path }
list-from-mod = dari mod { $id }: { $native }
list-no-rulesets = aturan: tidak ada yang ditemukan
list-extends = (turunan dari { $base })
list-from-mod-version = [mod { $id } { $version }]
list-ruleset = aturan { $id }: { $name }{ $base }{ $from } — { $description }
list-mods-not-in-use = Mod yang tidak dipakai:
list-not-loaded = Tidak dimuat:
