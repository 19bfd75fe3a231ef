import json, random, subprocess, sys
game, n, seed, save, ruleset = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], (sys.argv[5] if len(sys.argv) > 5 else "standard")
p = subprocess.Popen(["./target/debug/game-host", "play", game, "--json", "--seed", str(seed), "--save", save, "--ruleset", ruleset, "--view", "referee"],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
rnd = random.Random(seed)
done = 0
while True:
    line = p.stdout.readline()
    if not line: break
    msg = json.loads(line)
    if msg["type"] == "view":
        acts = msg["actions"]
        if done >= n or not acts: break
        # prefer non-pass actions for a livelier board
        pref = [a for a in acts if a["text"] in ("setup random", "ready")]
        choices = pref or [a for a in acts if a["text"] not in ("end", "pass", "withdraw")] or acts
        a = rnd.choice(choices)
        p.stdin.write(a["text"] + "\n"); p.stdin.flush(); done += 1
p.stdin.close(); p.wait()
print(game, "moves", done)
