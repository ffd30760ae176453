"""Validate labels.jsonl against texts.jsonl and the dialogue-act vocabulary (stdlib only)."""
import json, sys
from collections import Counter
COLOURS = {'red', 'blue', 'green', 'yellow'}
KINDS = {'deal', 'ask', 'promise', 'alliance', 'accept', 'reject', 'threaten', 'accuse'}
GOODS = {'move', 'rescue', 'spare', None}
TOPICS = {None, 'greet', 'thanks', 'why', 'winning', 'want', 'insult'}
KEYS = {'id', 'by', 'text', 'lang', 'acts', 'topic'}
ACT_KEYS = {'kind', 'to', 'want', 'give', 'about'}
lp = sys.argv[1] if len(sys.argv) > 1 else 'labels.jsonl'
texts = [json.loads(l) for l in open('texts.jsonl', encoding='utf-8')]
labels = [json.loads(l) for l in open(lp, encoding='utf-8')]
err = []
if len(texts) != len(labels):
    err.append(f'count {len(labels)} != {len(texts)}')
for i, (t, o) in enumerate(zip(texts, labels), 1):
    w = lambda m: err.append(f'line {i} {o.get("id")}: {m}')
    ks = set(o)
    if not KEYS <= ks or ks - KEYS - {'note'}:
        w(f'keys {sorted(ks)}')
    for k in ('id', 'by', 'text'):
        if o.get(k) != t[k]:
            w(f'{k} differs from texts.jsonl')
    if o.get('by') not in COLOURS: w('by not a colour')
    if o.get('lang') not in ('en', 'fr'): w('lang')
    if o.get('topic') not in TOPICS: w(f'topic {o.get("topic")!r}')
    if 'note' in o and not (isinstance(o['note'], str) and o['note'].strip()): w('empty note')
    if not isinstance(o.get('acts'), list): w('acts not a list'); continue
    for a in o['acts']:
        if not isinstance(a, dict) or set(a) != ACT_KEYS: w(f'act keys {a}'); continue
        if a['kind'] not in KINDS: w(f'kind {a["kind"]}')
        for f in ('to', 'about'):
            if a[f] is not None and a[f] not in COLOURS: w(f'{f} {a[f]!r}')
            if a[f] is not None and a[f] == o['by']: w(f'{f} is the speaker')
        for f in ('want', 'give'):
            if a[f] not in GOODS: w(f'{f} {a[f]!r}')
        k = a['kind']
        if k == 'deal' and (a['want'] is None or a['give'] is None): w('deal needs want and give')
        if k == 'ask' and (a['want'] is None or a['give'] is not None): w('ask: want only')
        if k == 'promise' and a['want'] is not None: w('promise: no want')
        if k == 'alliance' and (a['about'] is None or a['want'] or a['give']): w('alliance: about only')
        if k != 'alliance' and a['about'] is not None: w('about outside alliance')
        if k in ('accept', 'reject') and (a['want'] or a['give']): w(f'{k}: no goods')
        if k in ('threaten', 'accuse') and a['give'] is not None: w(f'{k}: no give')
for e in err: print('ERROR', e)
print(f'{len(labels)} lines, {len(err)} errors')
if not err:
    c = Counter(a['kind'] for o in labels for a in o['acts'])
    print('kinds', dict(c.most_common()))
    print('topics', dict(Counter(o['topic'] for o in labels).most_common()))
    print('acts/line', dict(sorted(Counter(len(o['acts']) for o in labels).items())))
    print('speakers', dict(Counter(o['by'] for o in labels)))
    print('lang', dict(Counter(o['lang'] for o in labels)))
    print('notes', sum('note' in o for o in labels), 'small talk', sum(not o['acts'] and not o['topic'] for o in labels))
sys.exit(1 if err else 0)
