import json, random, subprocess, sys
game, n, seed, save, ruleset = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], (sys.argv[5] if len(sys.argv) > 5 else "standard")
p = subprocess.Popen(["./target/debug/game-host", "play", game, "--json", "--seed", str(seed), "--save", save, "--ruleset", ruleset, "--view", "referee"],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
rnd = random.Random(seed)
# Games whose secrets put a hand-over screen between two humans, with their seats: their
# screenshots show the first seat's table against bots.
AGAINST_BOTS = {"air-land-sea": 2, "liars-dice": 4}
done = 0
while True:
    line = p.stdout.readline()
    if not line: break
    msg = json.loads(line)
    if msg["type"] == "view":
        acts = msg["actions"]
        if done >= n or not acts:
            # A game with secrets stops at the first seat's turn (see below).
            if game not in AGAINST_BOTS or not acts or msg.get("status", {}).get("ToMove", {}).get("seat") == 0:
                break
        # prefer non-pass actions for a livelier board
        pref = [a for a in acts if a["text"] in ("setup random", "ready")]
        choices = pref or [a for a in acts if a["text"] not in ("end", "pass", "withdraw")] or acts
        if game == "liars-dice":
            # Modest bids (the lowest few) and a call now and then, as people play.
            bids = [a for a in acts if a["text"].startswith("bid")][:4]
            calls = [a for a in acts if a["text"] == "liar"]
            choices = bids + calls * 2 or acts
        a = rnd.choice(choices)
        p.stdin.write(a["text"] + "\n"); p.stdin.flush(); done += 1
p.stdin.close(); p.wait()
if game in AGAINST_BOTS:
    # One person against bots, so the table opens without the hand-over screen: the first
    # seat is the human, the position's mover (the moves above stop at its turn).
    with open(save) as f:
        saved = json.load(f)
    n_seats = AGAINST_BOTS[game]
    saved["seats"] = ["human"] + [{"bot": {"level": "Normal", "seed": i}} for i in range(1, n_seats)]
    with open(save, "w") as f:
        json.dump(saved, f)
print(game, "moves", done)
