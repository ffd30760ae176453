#!/usr/bin/env python3
"""Validator for train_fr.jsonl (French labelled chat lines for So Long Sucker).
Usage: python3 check_fr.py [path]   -- exits 1 on any error, prints counts otherwise."""
import json, sys, collections, os

COLOURS = {'red', 'blue', 'green', 'yellow'}
KINDS = {'deal', 'ask', 'promise', 'alliance', 'accept', 'reject', 'threaten', 'accuse'}
GOODS = {'move', 'rescue', 'spare'}
TOPICS = {None, 'greet', 'thanks', 'why', 'winning', 'want', 'insult'}
REGISTERS = {'casual', 'sms', 'esl', 'standard', 'quebec', 'gamer', 'smalltalk', 'long',
             'short', 'rude', 'sarcasm'}
REQUIRED = ['id', 'by', 'text', 'lang', 'acts', 'topic', 'register']
ACT_FIELDS = {'kind', 'to', 'want', 'give', 'about'}


def check(path):
    errs = []
    ids, texts = set(), {}
    rows = []
    with open(path, encoding='utf-8') as fh:
        for ln, raw in enumerate(fh, 1):
            where = f'line {ln}'
            if not raw.strip():
                errs.append(f'{where}: empty line'); continue
            try:
                o = json.loads(raw)
            except ValueError as e:
                errs.append(f'{where}: bad JSON ({e})'); continue
            rows.append(o)
            for k in REQUIRED:
                if k not in o:
                    errs.append(f'{where}: missing field {k}')
            extra = set(o) - set(REQUIRED) - {'note'}
            if extra:
                errs.append(f'{where}: unknown fields {sorted(extra)}')
            if 'note' in o and not (isinstance(o['note'], str) and o['note'].strip()):
                errs.append(f'{where}: note must be a non-empty string')
            i = o.get('id')
            if not isinstance(i, str) or not i.startswith('fr-t'):
                errs.append(f'{where}: bad id {i!r}')
            elif i in ids:
                errs.append(f'{where}: duplicate id {i}')
            ids.add(i)
            where = f'{where} ({i})'
            by = o.get('by')
            if by not in COLOURS:
                errs.append(f'{where}: bad by {by!r}')
            t = o.get('text')
            if not isinstance(t, str) or not t.strip():
                errs.append(f'{where}: empty text')
            else:
                key = ' '.join(t.lower().split())
                if key in texts:
                    errs.append(f'{where}: duplicate text of {texts[key]}')
                texts[key] = i
            if o.get('lang') != 'fr':
                errs.append(f'{where}: lang must be fr')
            if o.get('topic') not in TOPICS:
                errs.append(f'{where}: bad topic {o.get("topic")!r}')
            if o.get('register') not in REGISTERS:
                errs.append(f'{where}: bad register {o.get("register")!r}')
            acts = o.get('acts')
            if not isinstance(acts, list):
                errs.append(f'{where}: acts must be a list'); continue
            for j, a in enumerate(acts):
                w = f'{where} act {j}'
                if not isinstance(a, dict) or set(a) != ACT_FIELDS:
                    errs.append(f'{w}: must have exactly {sorted(ACT_FIELDS)}'); continue
                k, to, want, give, about = (a[f] for f in ('kind', 'to', 'want', 'give', 'about'))
                if k not in KINDS:
                    errs.append(f'{w}: bad kind {k!r}')
                if to is not None and to not in COLOURS:
                    errs.append(f'{w}: bad to {to!r}')
                if to is not None and to == by:
                    errs.append(f'{w}: addressed to its own speaker')
                for f, v in (('want', want), ('give', give)):
                    if v is not None and v not in GOODS:
                        errs.append(f'{w}: bad {f} {v!r}')
                if about is not None and about not in COLOURS:
                    errs.append(f'{w}: bad about {about!r}')
                if k == 'alliance':
                    if about is None:
                        errs.append(f'{w}: alliance needs about')
                    if about == by:
                        errs.append(f'{w}: alliance against its own speaker')
                    if to is not None and to == about:
                        errs.append(f'{w}: alliance invites its own target')
                    if want or give:
                        errs.append(f'{w}: alliance carries no goods')
                else:
                    if about is not None:
                        errs.append(f'{w}: only alliance has about')
                if k == 'deal' and not (want and give):
                    errs.append(f'{w}: deal needs want and give')
                if k == 'ask' and (not want or give):
                    errs.append(f'{w}: ask needs want and no give')
                if k == 'promise' and (not give or want):
                    errs.append(f'{w}: promise needs give and no want')
                if k in ('accept', 'reject', 'accuse') and (want or give):
                    errs.append(f'{w}: {k} carries no goods')
                if k == 'threaten' and give:
                    errs.append(f'{w}: threaten carries no give')
    return rows, errs


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'train_fr.jsonl')
    rows, errs = check(path)
    for e in errs:
        print('ERROR', e)
    reg = collections.Counter(o.get('register') for o in rows)
    kinds = collections.Counter(a['kind'] for o in rows for a in o.get('acts', []) if isinstance(a, dict) and 'kind' in a)
    topics = collections.Counter(str(o.get('topic')) for o in rows)
    by = collections.Counter(o.get('by') for o in rows)
    small = sum(1 for o in rows if not o.get('acts') and o.get('topic') is None)
    print(f'{len(rows)} lines, {len(errs)} errors')
    print('by:', dict(by.most_common()))
    print('register:', dict(reg.most_common()))
    print('act kinds:', dict(kinds.most_common()))
    print('topics:', dict(topics.most_common()))
    print('no act, no topic:', small)
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
