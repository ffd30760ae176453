"""Expand labels_compact.txt (hand-written labels) into labels.jsonl. Pure code expansion, no inference."""
import json
COL = {'r': 'red', 'b': 'blue', 'g': 'green', 'y': 'yellow', '-': None}
GOOD = {'mv': 'move', 'rs': 'rescue', 'sp': 'spare', '-': None}
TOP = {'': None, 'gr': 'greet', 'th': 'thanks', 'why': 'why', 'win': 'winning', 'want': 'want', 'ins': 'insult'}
# kind letter -> (kind, positional fields after `to`)
KIND = {'A': ('ask', ['want']), 'P': ('promise', ['give']), 'D': ('deal', ['want', 'give']),
        'L': ('alliance', ['about']), 'Y': ('accept', []), 'N': ('reject', []),
        'T': ('threaten', ['want']), 'X': ('accuse', ['want'])}
texts = [json.loads(l) for l in open('texts.jsonl', encoding='utf-8')]
rows = [l.rstrip('\n') for l in open('labels_compact.txt', encoding='utf-8') if l.strip() and not l.startswith('#')]
assert len(rows) == len(texts), (len(rows), len(texts))
out = []
for t, row in zip(texts, rows):
    num, acts_s, top, note = row.split('|', 3)
    assert t['id'] == 'en-' + num, (t['id'], num)
    acts = []
    for a in filter(None, (x.strip() for x in acts_s.split(';'))):
        parts = a.split()
        kind, fields = KIND[parts[0]]
        parts += ['-'] * (2 + len(fields) - len(parts))  # omitted trailing field = null
        assert len(parts) == 2 + len(fields), a
        act = {'kind': kind, 'to': COL[parts[1]], 'want': None, 'give': None, 'about': None}
        for f, v in zip(fields, parts[2:]):
            act[f] = COL[v] if f == 'about' else GOOD[v]
        acts.append(act)
    o = {'id': t['id'], 'by': t['by'], 'text': t['text'], 'lang': 'en', 'acts': acts, 'topic': TOP[top]}
    if note:
        o['note'] = note
    out.append(o)
with open('labels.jsonl', 'w', encoding='utf-8') as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + '\n')
print('wrote', len(out))
