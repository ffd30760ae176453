"""Stdlib validator for fr-d lines: schema, vocabulary, ids; prints counts."""
import json, sys, collections
COL = {"red", "blue", "green", "yellow"}
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
GOODS = {"move", "rescue", "spare", None}
TOPICS = {"greet", "thanks", "why", "winning", "want", "insult", None}
KEYS = {"id", "by", "text", "lang", "acts", "topic", "register"}
AKEYS = {"kind", "to", "want", "give", "about"}
def check(path, first, last):
    errs, rows = [], []
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append(f"{path}:{n} bad json {e}"); continue
        rows.append(o)
        w = lambda m: errs.append(f"{path}:{n} {o.get('id')} {m}")
        if set(o) != KEYS: w(f"keys {sorted(o)}")
        if o.get("id") != "fr-d%03d" % (first + n - 1): w("id out of sequence")
        if o.get("by") not in COL: w("bad speaker")
        if o.get("lang") != "fr": w("lang")
        if not isinstance(o.get("text"), str) or not o["text"].strip(): w("empty text")
        if o.get("topic") not in TOPICS: w("topic")
        if not isinstance(o.get("register"), str) or not o["register"]: w("register")
        if not isinstance(o.get("acts"), list): w("acts not list"); continue
        for a in o["acts"]:
            if set(a) != AKEYS: w(f"act keys {sorted(a)}"); continue
            if a["kind"] not in KINDS: w(f"kind {a['kind']}")
            if a["to"] is not None and a["to"] not in COL: w("to colour")
            if a["to"] == o["by"]: w("to == speaker")
            if a["about"] is not None and a["about"] not in COL: w("about colour")
            if a["want"] not in GOODS or a["give"] not in GOODS: w("goods")
            k = a["kind"]
            if k == "deal" and (a["want"] is None or a["give"] is None): w("deal needs want+give")
            if k == "ask" and (a["want"] is None or a["give"] is not None): w("ask shape")
            if k == "promise" and (a["give"] is None or a["want"] is not None): w("promise shape")
            if k == "alliance" and (a["about"] is None or a["about"] == o["by"] or a["about"] == a["to"]): w("alliance about")
            if k != "alliance" and a["about"] is not None: w("about only for alliance")
            if k in ("accept", "reject", "accuse") and (a["want"] or a["give"]): w("answer with goods")
            if k == "threaten" and a["give"] is not None: w("threaten give")
    if len(rows) != last - first + 1: errs.append(f"{path}: {len(rows)} rows")
    return errs, rows
allrows, allerrs = [], []
for p, a, b in [("batch01.jsonl", 1, 100), ("batch02.jsonl", 101, 200), ("held03.jsonl", 201, 300)]:
    e, r = check(p, a, b); allerrs += e; allrows += r
    print(p, len(r), "rows,", len(e), "errors")
for e in allerrs: print(e)
ids = [o["id"] for o in allrows]
assert len(set(ids)) == len(ids), "duplicate ids"
texts = collections.Counter(o["text"] for o in allrows)
for t, c in texts.items():
    if c > 1: print("duplicate text:", t)
C = collections.Counter
print("speakers", dict(C(o["by"] for o in allrows)))
print("registers", dict(C(o["register"] for o in allrows)))
print("acts/line", dict(sorted(C(len(o["acts"]) for o in allrows).items())))
print("kinds", dict(C(a["kind"] for o in allrows for a in o["acts"])))
print("topics", dict(C(o["topic"] for o in allrows)))
print("goods want", dict(C(a["want"] for o in allrows for a in o["acts"])), "give", dict(C(a["give"] for o in allrows for a in o["acts"])))
print("to", dict(C(a["to"] for o in allrows for a in o["acts"])))
print("no acts & no topic", sum(1 for o in allrows if not o["acts"] and not o["topic"]))
sys.exit(1 if allerrs else 0)
