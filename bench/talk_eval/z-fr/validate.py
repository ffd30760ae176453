#!/usr/bin/env python3
"""Schema check for labels.jsonl (standard library only). Checks form, not meaning."""
import json, sys, collections
COL = {"red", "blue", "green", "yellow"}
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
VAL = {"move", "rescue", "spare", None}
TOPICS = {None, "greet", "thanks", "why", "winning", "want", "insult"}
KEYS = ["id", "by", "text", "lang", "acts", "topic"]
AKEYS = ["kind", "to", "want", "give", "about"]
def main(path="labels.jsonl", src="texts.jsonl"):
    err = []
    texts = [json.loads(l) for l in open(src, encoding="utf-8")]
    rows = [json.loads(l) for l in open(path, encoding="utf-8")]
    if len(rows) != len(texts): err.append(f"{len(rows)} labels for {len(texts)} texts")
    ids = set(); kinds = collections.Counter(); topics = collections.Counter(); nacts = collections.Counter()
    for i, (r, t) in enumerate(zip(rows, texts)):
        w = lambda m: err.append(f"line {i+1} {r.get('id')}: {m}")
        if list(r) != KEYS: w(f"keys {list(r)}")
        for k in ("id", "by", "text"):
            if r.get(k) != t[k]: w(f"{k} differs from texts.jsonl")
        if r["id"] in ids: w("duplicate id")
        ids.add(r["id"])
        if r["by"] not in COL: w("bad by")
        if r["lang"] not in ("en", "fr"): w("bad lang")
        if r["topic"] not in TOPICS: w("bad topic")
        topics[r["topic"]] += 1
        if not isinstance(r["acts"], list): w("acts not a list"); continue
        nacts[len(r["acts"])] += 1
        for a in r["acts"]:
            if list(a) != AKEYS: w(f"act keys {list(a)}"); continue
            k = a["kind"]; kinds[k] += 1
            if k not in KINDS: w(f"bad kind {k}")
            for f in ("to", "about"):
                if a[f] is not None and a[f] not in COL: w(f"bad {f}")
                if a[f] == r["by"]: w(f"{f} is the speaker")
            if a["want"] not in VAL or a["give"] not in VAL: w("bad want/give")
            # shape conventions (README)
            if k == "deal" and (a["want"] is None or a["give"] is None): w("deal needs want and give")
            if k == "ask" and (a["want"] is None or a["give"] is not None): w("ask: want only")
            if k == "promise" and (a["give"] is None or a["want"] is not None): w("promise: give only")
            if k == "alliance" and a["about"] is None: w("alliance needs about")
            if k in ("accept", "reject", "threaten", "accuse") and a["give"] is not None: w(f"{k} has give")
            if k in ("accept", "reject") and (a["want"] or a["about"]): w(f"{k} has want/about")
            if k != "alliance" and k != "accuse" and a["about"] is not None: w(f"{k} has about")
    print("\n".join(err) or f"OK {len(rows)} lines")
    print("acts by kind:", dict(kinds)); print("acts per line:", dict(sorted(nacts.items())))
    print("topics:", dict(topics))
    return 1 if err else 0
if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
