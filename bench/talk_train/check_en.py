#!/usr/bin/env python3
"""Validator for train_en.jsonl (English labelled chat lines, So Long Sucker)."""
import json, sys, re, collections

COLOURS = {"red", "blue", "green", "yellow"}
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
GOODS = {"move", "rescue", "spare"}
TOPICS = {"greet", "thanks", "why", "winning", "want", "insult"}
REGISTERS = {"casual", "sms", "esl", "standard", "quebec", "gamer", "smalltalk",
             "long", "short", "rude", "sarcasm"}
FIELDS = {"id", "by", "text", "lang", "acts", "topic", "register", "note"}
REQUIRED = FIELDS - {"note"}
ACT_FIELDS = {"kind", "to", "want", "give", "about"}


def check(path):
    errs = []
    ids, texts = set(), {}
    n = 0
    with open(path, encoding="utf-8") as f:
        for ln, raw in enumerate(f, 1):
            if not raw.strip():
                errs.append(f"line {ln}: empty line"); continue
            try:
                o = json.loads(raw)
            except Exception as e:
                errs.append(f"line {ln}: bad json {e}"); continue
            n += 1
            where = f"line {ln} ({o.get('id')})"
            keys = set(o)
            if not REQUIRED <= keys:
                errs.append(f"{where}: missing {REQUIRED - keys}")
            if keys - FIELDS:
                errs.append(f"{where}: unknown fields {keys - FIELDS}")
            i = o.get("id")
            if not isinstance(i, str) or not re.fullmatch(r"en-t\d{3,}", i):
                errs.append(f"{where}: bad id")
            if i in ids:
                errs.append(f"{where}: duplicate id")
            ids.add(i)
            by = o.get("by")
            if by not in COLOURS:
                errs.append(f"{where}: bad by {by!r}")
            t = o.get("text")
            if not isinstance(t, str) or not t.strip():
                errs.append(f"{where}: empty text")
            else:
                k = re.sub(r"\s+", " ", t.strip().lower())
                if k in texts:
                    errs.append(f"{where}: duplicate text of {texts[k]}")
                texts[k] = i
            if o.get("lang") != "en":
                errs.append(f"{where}: lang must be en")
            if o.get("register") not in REGISTERS:
                errs.append(f"{where}: bad register {o.get('register')!r}")
            tp = o.get("topic")
            if tp is not None and tp not in TOPICS:
                errs.append(f"{where}: bad topic {tp!r}")
            if "note" in o and not (isinstance(o["note"], str) and o["note"].strip()):
                errs.append(f"{where}: note present but empty")
            acts = o.get("acts")
            if not isinstance(acts, list):
                errs.append(f"{where}: acts not a list"); continue
            for j, a in enumerate(acts):
                w = f"{where} act {j}"
                if not isinstance(a, dict) or set(a) != ACT_FIELDS:
                    errs.append(f"{w}: act must have exactly {sorted(ACT_FIELDS)}"); continue
                kd, to, want, give, about = (a[x] for x in ("kind", "to", "want", "give", "about"))
                if kd not in KINDS:
                    errs.append(f"{w}: bad kind {kd!r}")
                if to is not None and to not in COLOURS:
                    errs.append(f"{w}: bad to {to!r}")
                if to is not None and to == by:
                    errs.append(f"{w}: addressed to its own speaker")
                for name, g in (("want", want), ("give", give)):
                    if g is not None and g not in GOODS:
                        errs.append(f"{w}: bad {name} {g!r}")
                if about is not None and about not in COLOURS:
                    errs.append(f"{w}: bad about {about!r}")
                if about is not None and about == by:
                    errs.append(f"{w}: alliance against its own speaker")
                if kd == "deal" and (want is None or give is None):
                    errs.append(f"{w}: deal needs want and give")
                if kd == "ask" and (want is None or give is not None):
                    errs.append(f"{w}: ask needs want and no give")
                if kd == "promise" and (give is None or want is not None):
                    errs.append(f"{w}: promise needs give and no want")
                if kd == "alliance":
                    if about is None:
                        errs.append(f"{w}: alliance needs about")
                    if want is not None or give is not None:
                        errs.append(f"{w}: alliance carries no goods")
                    if to is not None and to == about:
                        errs.append(f"{w}: alliance invites its own target")
                elif about is not None:
                    errs.append(f"{w}: about only for alliance")
                if kd in ("accept", "reject", "accuse") and (want is not None or give is not None):
                    errs.append(f"{w}: {kd} carries no goods")
                if kd == "threaten" and give is not None:
                    errs.append(f"{w}: threaten carries no give")
    return n, errs


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "/work/talk_train/train_en.jsonl"
    n, errs = check(path)
    for e in errs:
        print(e)
    print(f"{n} lines, {len(errs)} errors")
    sys.exit(1 if errs else 0)
