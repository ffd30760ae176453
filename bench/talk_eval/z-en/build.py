"""Mechanically joins texts.jsonl with the hand-written labels in hand_labels.txt
(no label is inferred here) and writes labels.jsonl."""
import json
N = lambda s: None if s.strip() in ("-", "") else s.strip()
texts = [json.loads(l) for l in open("texts.jsonl", encoding="utf-8")]
hand = {}
for l in open("hand_labels.txt", encoding="utf-8"):
    if l.startswith("#") or not l.strip():
        continue
    num, acts, topic, note = [p.strip() for p in l.rstrip("\n").split("|", 3)]
    al = []
    if acts != "-":
        for a in acts.split(";"):
            k, to, w, g, ab = a.split("/")
            al.append({"kind": k, "to": N(to), "want": N(w), "give": N(g), "about": N(ab)})
    hand["en-y" + num] = (al, N(topic), N(note))
with open("labels.jsonl", "w", encoding="utf-8") as f:
    for t in texts:
        al, topic, note = hand[t["id"]]
        o = {"id": t["id"], "by": t["by"], "text": t["text"], "lang": "en", "acts": al, "topic": topic}
        if note:
            o["note"] = note
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
print("wrote", len(texts))
