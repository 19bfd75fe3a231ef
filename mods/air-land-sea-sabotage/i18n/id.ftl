# Kalimat mod sabotase dalam Bahasa Indonesia.

script-sabotage-prompt = Sabotase: hancurkan satu kartu tertutup yang tidak tertindih
