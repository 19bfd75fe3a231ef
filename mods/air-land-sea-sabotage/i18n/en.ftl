# The sabotage mod's own sentences in English: the reference for every other language. Each id
# is a script's `text(...)` id with the `script-` the SDK puts before it.

script-sabotage-prompt = Sabotage: destroy an uncovered face-down card
