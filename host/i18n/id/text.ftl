# Cara aplikasi menuliskan pertandingan: kursi, status, dan siapa yang boleh membaca baris log.

text-seat-number = kursi { $seat }
text-versus = {" "}vs{" "}
text-players-range = { $min } sampai { $max } pemain
text-log-seat-only = [hanya { $seat }] { $text }
text-log-referee = [wasit] { $text }
text-to-move = Giliran { $seat }
text-to-move-prompt = Giliran { $seat }: { $prompt }
text-draw = Seri
text-wins = { $seat } menang
text-game-over = Permainan selesai: { $result } ({ $reason }); { $scores }
text-deck-cards = { $count } kartu
text-stack = [{ $cards }] bawah → atas
text-legal = Sah ({ $count }): { $actions }

## Siapa yang duduk di sebuah kursi

seat-kind-human = Manusia
seat-kind-bot = Bot ({ $level ->
    [random] acak
    [easy] mudah
    [normal] normal
    [hard] sulit
   *[other] { $level }
})
seat-kind-remote = Pemain jarak jauh
seat-kind-hot-seat = bergantian di satu perangkat

text-trace-none = jejak: tidak ada hook yang berjalan
text-trace-calls = jejak: { $count } panggilan hook
