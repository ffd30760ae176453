"""Standard-library schema check of labels.jsonl against texts.jsonl and the vocabulary."""
import json, sys
from collections import Counter
COL = {"red", "blue", "green", "yellow"}
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
OBJ = {"move", "rescue", "spare"}
TOPICS = {None, "greet", "thanks", "why", "winning", "want", "insult"}
path = sys.argv[1] if len(sys.argv) > 1 else "labels.jsonl"
texts = [json.loads(l) for l in open("texts.jsonl", encoding="utf-8")]
labs = [json.loads(l) for l in open(path, encoding="utf-8")]
err = []
def e(i, m): err.append(f"{i}: {m}")
if len(labs) > len(texts): e("-", "more labels than texts")
seen = set()
for t, o in zip(texts, labs):
    i = o.get("id")
    if set(o) - {"id", "by", "text", "lang", "acts", "topic", "note"} or not {"id", "by", "text", "lang", "acts", "topic"} <= set(o):
        e(i, f"bad keys {sorted(o)}")
    if (o.get("id"), o.get("by"), o.get("text")) != (t["id"], t["by"], t["text"]): e(i, "id/by/text differ from texts.jsonl (order?)")
    if i in seen: e(i, "duplicate id")
    seen.add(i)
    if o.get("lang") not in ("en", "fr"): e(i, "lang")
    if o.get("topic") not in TOPICS: e(i, "topic")
    if not isinstance(o.get("acts"), list): e(i, "acts not list"); continue
    for a in o["acts"]:
        if set(a) != {"kind", "to", "want", "give", "about"}: e(i, f"act keys {sorted(a)}"); continue
        k = a["kind"]
        if k not in KINDS: e(i, f"kind {k}")
        for f in ("to", "about"):
            if a[f] is not None and a[f] not in COL: e(i, f"{f}={a[f]}")
            if a[f] == o["by"]: e(i, f"{f} is the speaker")
        for f in ("want", "give"):
            if a[f] is not None and a[f] not in OBJ: e(i, f"{f}={a[f]}")
        if k == "deal" and (a["want"] is None or a["give"] is None): e(i, "deal needs want+give")
        if k == "ask" and (a["want"] is None or a["give"] is not None): e(i, "ask: want only")
        if k == "promise" and (a["give"] is None or a["want"] is not None): e(i, "promise: give only")
        if k == "threaten" and a["give"] is not None: e(i, "threaten: no give")
        if k in ("accept", "reject", "accuse", "alliance") and (a["want"] or a["give"]): e(i, f"{k}: no want/give")
        if k == "alliance" and a["about"] is None: e(i, "alliance needs about")
        if k != "alliance" and a["about"] is not None: e(i, "about only for alliance")
        if k == "alliance" and a["to"] == a["about"] and a["to"]: e(i, "alliance to == about")
texts_l = [o["text"] for o in labs]
for t, c in Counter(texts_l).items():
    if c > 1: e("-", f"duplicate text {t!r}")
print(f"{len(labs)}/{len(texts)} lines, {len(err)} errors")
for x in err: print(x)
acts = Counter(a["kind"] for o in labs for a in o["acts"])
print("acts:", dict(acts.most_common()))
print("acts per line:", dict(sorted(Counter(len(o["acts"]) for o in labs).items())))
print("topics:", dict(Counter(o["topic"] for o in labs).most_common()))
print("no act no topic:", sum(1 for o in labs if not o["acts"] and not o["topic"]))
sys.exit(1 if err else 0)
