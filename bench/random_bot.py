"""A random sls-bot/1 bot on stdin/stdout, standard library only (bench/bots.py runs it
behind ``sucker bot connect``): a random chip of its own on a random pile or a new one, a
random next player, a random kill, and it refuses every rescue. Logs its own time per
decision to stderr as ``decided SECONDS``."""

import json
import random
import sys

for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("type") == "start":
        print(json.dumps({"type": "ready", "name": "random"}), flush=True)
    elif msg.get("type") == "decide":
        state, me = msg["state"], msg["you"]
        phase = state["phase"]
        if phase == "play":
            hand = [c for c, n in state["hands"][me].items() if n > 0]
            piles = [p["id"] for p in state["piles"]] + ["new"]
            action = {"act": "play", "chip": random.choice(hand), "pile": random.choice(piles)}
        elif phase in ("next", "kill"):
            key = "to" if phase == "next" else "chip"
            action = {"act": phase, key: random.choice(state["options"])}
        else:
            action = {"act": "refuse"}
        print(json.dumps({"id": msg["id"], "actions": [action]}), flush=True)
