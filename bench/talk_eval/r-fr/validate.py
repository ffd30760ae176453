"""Stdlib validator for labels.jsonl against texts.jsonl and the dialogue-act vocabulary."""
import json, os, sys, collections
D = os.path.dirname(os.path.abspath(__file__))
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
COLOURS = {"red", "blue", "green", "yellow"}
GOODS = {"move", "rescue", "spare"}
TOPICS = {"greet", "thanks", "why", "winning", "want", "insult"}
KEYS = {"id", "by", "text", "lang", "acts", "topic"}
ACTKEYS = {"kind", "to", "want", "give", "about"}
errs = []
def err(i, m): errs.append(f"line {i}: {m}")
texts = [json.loads(l) for l in open(os.path.join(D, "texts.jsonl"), encoding="utf-8")]
labs = []
for i, l in enumerate(open(os.path.join(D, "labels.jsonl"), encoding="utf-8"), 1):
    try: labs.append(json.loads(l))
    except Exception as e: err(i, f"bad json {e}"); labs.append({})
if len(labs) != len(texts): err(0, f"{len(labs)} labels vs {len(texts)} texts")
for i, (t, o) in enumerate(zip(texts, labs), 1):
    k = set(o)
    if not KEYS <= k or k - KEYS - {"note"}: err(i, f"keys {sorted(k)}")
    for f in ("id", "by", "text"):
        if o.get(f) != t.get(f): err(i, f"{f} differs from texts.jsonl")
    if o.get("lang") not in ("en", "fr"): err(i, "lang")
    if o.get("topic") is not None and o.get("topic") not in TOPICS: err(i, "topic")
    if "note" in o and (not isinstance(o["note"], str) or not o["note"].strip()): err(i, "note")
    acts = o.get("acts")
    if not isinstance(acts, list): err(i, "acts not list"); continue
    for a in acts:
        if not isinstance(a, dict) or set(a) != ACTKEYS: err(i, f"act keys {a}"); continue
        if a["kind"] not in KINDS: err(i, f"kind {a['kind']}")
        for f in ("to", "about"):
            if a[f] is not None and a[f] not in COLOURS: err(i, f"{f} {a[f]}")
            if a[f] == o.get("by"): err(i, f"{f} is the speaker")
        for f in ("want", "give"):
            if a[f] is not None and a[f] not in GOODS: err(i, f"{f} {a[f]}")
        kd = a["kind"]
        if kd == "deal" and (a["want"] is None or a["give"] is None): err(i, "deal needs want and give")
        if kd == "ask" and (a["want"] is None or a["give"] is not None): err(i, "ask: want only")
        if kd == "promise" and (a["give"] is None or a["want"] is not None): err(i, "promise: give only")
        if kd == "alliance" and a["about"] is None: err(i, "alliance needs about")
        if kd != "alliance" and a["about"] is not None: err(i, "about only for alliance")
        if kd in ("accept", "reject", "accuse", "alliance") and (a["want"] or a["give"]): err(i, f"{kd} has no goods")
        if kd == "threaten" and a["give"] is not None: err(i, "threaten has no give")
for e in errs: print(e)
if errs: sys.exit(1)
c = collections.Counter
print("OK", len(labs), "lines")
print("lang", dict(c(o["lang"] for o in labs)))
print("speakers", dict(c(o["by"] for o in labs)))
print("acts/line", dict(sorted(c(len(o["acts"]) for o in labs).items())))
print("kinds", dict(c(a["kind"] for o in labs for a in o["acts"]).most_common()))
print("topics", dict(c(o["topic"] for o in labs).most_common()))
print("no acts no topic", sum(1 for o in labs if not o["acts"] and o["topic"] is None))
print("notes", sum(1 for o in labs if "note" in o), "sarcasm notes", sum(1 for o in labs if o.get("note", "").startswith("sarcasm")))
