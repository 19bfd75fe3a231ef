# Aturan di direktori konten dan di mod yang dipakai: mencarinya menurut nama atau path.

content-ruleset-unusable = tidak dapat dipakai: { $path } { $reason }
content-ruleset-outside = berkas aturan harus berada di dalam direktori konten { $root } atau di mod yang dipakai
content-mod-unusable = mod `{ $id }` tidak dapat dipakai ({ $reason })
content-mod-no-such-ruleset = mod `{ $id }` tidak memiliki aturan itu untuk `{ $game }`
content-no-such-mod = tidak ada mod `{ $id }` yang terpasang
content-no-such-ruleset = aturan itu tidak ada
content-known-rulesets = { $why }; aturan untuk `{ $game }`: { $known }
