"""Join hand-typed compact labels (labels.compact) with texts.jsonl -> labels.jsonl.
Pure notation expansion: every label value comes from labels.compact; nothing is inferred."""
import json, os
D = os.path.dirname(os.path.abspath(__file__))
KIND = dict(D="deal", A="ask", P="promise", L="alliance", Y="accept", N="reject", T="threaten", X="accuse")
COL = {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "-": None}
GOOD = {"m": "move", "r": "rescue", "s": "spare", "-": None}
TOP = {"": None, "gr": "greet", "th": "thanks", "wh": "why", "wi": "winning", "wa": "want", "in": "insult"}
LANG = {"f": "fr", "e": "en"}
texts = [json.loads(l) for l in open(os.path.join(D, "texts.jsonl"), encoding="utf-8")]
rows = [l.rstrip("\n") for l in open(os.path.join(D, "labels.compact"), encoding="utf-8")
        if l.strip() and not l.startswith("#")]
assert len(rows) == len(texts), (len(rows), len(texts))
out = []
for t, r in zip(texts, rows):
    num, lang, acts, topic, note = r.split("|", 4)
    assert t["id"] == "fr-" + num, (t["id"], num)
    al = []
    for a in filter(None, acts.split(",")):
        assert len(a) == 5, a
        al.append({"kind": KIND[a[0]], "to": COL[a[1]], "want": GOOD[a[2]], "give": GOOD[a[3]], "about": COL[a[4]]})
    o = {"id": t["id"], "by": t["by"], "text": t["text"], "lang": LANG[lang], "acts": al, "topic": TOP[topic]}
    if note:
        o["note"] = note
    out.append(o)
with open(os.path.join(D, "labels.jsonl"), "w", encoding="utf-8") as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
print("wrote", len(out))
