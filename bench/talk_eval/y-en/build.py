#!/usr/bin/env python3
"""Turn a hand-written source file (src/batchNN.txt) into batchNN.jsonl.
Source line: by | register | topic | acts | text | note
acts: kind:to:want:give:about joined by ';', '-' = null; '-' alone = no act."""
import json, sys
N = lambda s: None if s.strip() in ('-', '') else s.strip()
def main(src, out, start):
    rows = []
    for line in open(src, encoding='utf-8'):
        if not line.strip() or line.startswith('#'):
            continue
        parts = [p.strip() for p in line.rstrip('\n').split('|')]
        assert len(parts) in (5, 6), line
        by, reg, topic, acts, text = parts[:5]
        note = parts[5] if len(parts) == 6 and parts[5] else None
        al = []
        if acts != '-':
            for a in acts.split(';'):
                k, to, w, g, ab = a.split(':')
                al.append({"kind": k, "to": N(to), "want": N(w), "give": N(g), "about": N(ab)})
        o = {"id": "en-y%03d" % (start + len(rows)), "by": by, "text": text, "lang": "en",
             "acts": al, "topic": N(topic), "register": reg}
        if note:
            o["note"] = note
        rows.append(o)
    with open(out, 'w', encoding='utf-8') as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    print(out, len(rows))
if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
