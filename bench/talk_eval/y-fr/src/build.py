#!/usr/bin/env python3
"""Turn a hand-written source file (one line per chat line) into batchNN.jsonl.
Source line: by | register | topic | acts | text [| note]
acts: '-' or 'kind,to,want,give,about;...' with '-' for null. Colours: r b g y."""
import json, sys
C = {"r": "red", "b": "blue", "g": "green", "y": "yellow", "-": None}
G = {"m": "move", "r": "rescue", "s": "spare", "-": None}
src, out, start = sys.argv[1], sys.argv[2], int(sys.argv[3])
n = start
with open(src, encoding="utf-8") as f, open(out, "w", encoding="utf-8") as o:
    for raw in f:
        raw = raw.rstrip("\n")
        if not raw.strip() or raw.startswith("#"): continue
        parts = [p.strip() for p in raw.split(" | ")]
        by, reg, topic, acts, text = parts[:5]
        acts_l = []
        if acts != "-":
            for a in acts.split(";"):
                k, to, w, g, ab = a.split(",")
                acts_l.append({"kind": k, "to": C[to], "want": G[w], "give": G[g], "about": C[ab]})
        d = {"id": f"fr-y{n:03d}", "by": C[by], "text": text, "lang": "fr", "acts": acts_l,
             "topic": None if topic == "-" else topic, "register": reg}
        if len(parts) > 5: d["note"] = parts[5]
        o.write(json.dumps(d, ensure_ascii=False) + "\n"); n += 1
print(out, n - start)
