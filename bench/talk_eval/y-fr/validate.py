#!/usr/bin/env python3
"""Validate fr-y batches: schema, vocabulary, unique ids, no duplicate texts.
Usage: python3 validate.py [batchNN.jsonl ...]   (default: all batch*.jsonl here)"""
import json, re, sys, glob, os, unicodedata
from collections import Counter

COLOURS = {"red", "blue", "green", "yellow"}
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
GOODS = {"move", "rescue", "spare"}
TOPICS = {None, "greet", "thanks", "why", "winning", "want", "insult"}
REGISTERS = {"casual", "sms", "short", "standard", "esl", "quebec", "long",
             "sarcasm", "rude", "gamer", "smalltalk"}
KEYS = {"id", "by", "text", "lang", "acts", "topic", "register"}
ACT_KEYS = {"kind", "to", "want", "give", "about"}
ID_RE = re.compile(r"^fr-y(\d{3})$")

def norm(t):
    t = unicodedata.normalize("NFC", t).lower()
    return re.sub(r"\s+", " ", t).strip()

def check_act(a, by, err):
    if not isinstance(a, dict) or set(a) != ACT_KEYS:
        err(f"act keys must be exactly {sorted(ACT_KEYS)}: {a}"); return
    k = a["kind"]
    if k not in KINDS: err(f"bad kind {k!r}")
    for f in ("to", "about"):
        v = a[f]
        if v is not None and v not in COLOURS: err(f"bad {f} {v!r}")
        if v == by: err(f"{f} is the speaker")
    for f in ("want", "give"):
        if a[f] is not None and a[f] not in GOODS: err(f"bad {f} {a[f]!r}")
    # conventions (see README)
    if k == "deal" and (a["want"] is None or a["give"] is None): err("deal needs want and give")
    if k == "ask" and (a["want"] is None or a["give"] is not None): err("ask: want only")
    if k == "promise" and (a["give"] is None or a["want"] is not None): err("promise: give only")
    if k == "alliance":
        if a["about"] is None: err("alliance needs about")
        if a["want"] or a["give"]: err("alliance: no want/give")
        if a["to"] is not None and a["to"] == a["about"]: err("alliance to == about")
    elif a["about"] is not None: err(f"about only for alliance ({k})")
    if k in ("accept", "reject") and (a["want"] or a["give"]): err(f"{k}: no want/give")
    if k in ("threaten", "accuse") and a["give"] is not None: err(f"{k}: give must be null")

def main(paths):
    paths = paths or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "batch*.jsonl")))
    ids, texts = {}, {}
    n_err = 0
    stats = {k: Counter() for k in ("by", "register", "topic", "kind", "nacts")}
    total = 0
    for p in paths:
        count = 0
        with open(p, encoding="utf-8") as f:
            for ln, raw in enumerate(f, 1):
                where = f"{os.path.basename(p)}:{ln}"
                def err(m):
                    nonlocal n_err; n_err += 1; print(f"{where}: {m}")
                if not raw.strip(): err("blank line"); continue
                try: o = json.loads(raw)
                except ValueError as e: err(f"bad JSON: {e}"); continue
                count += 1
                keys = set(o)
                if not KEYS <= keys or keys - KEYS - {"note"}:
                    err(f"keys: {sorted(keys)}"); continue
                m = ID_RE.match(str(o["id"]))
                if not m or not 1 <= int(m.group(1)) <= 300: err(f"bad id {o['id']!r}")
                if o["id"] in ids: err(f"duplicate id {o['id']} (also {ids[o['id']]})")
                ids[o["id"]] = where
                if o["by"] not in COLOURS: err(f"bad by {o['by']!r}")
                if not isinstance(o["text"], str) or not o["text"].strip(): err("empty text")
                else:
                    t = norm(o["text"])
                    if t in texts: err(f"duplicate text (also {texts[t]})")
                    texts[t] = where
                if o["lang"] != "fr": err(f"lang {o['lang']!r} (this set is French)")
                if o["topic"] not in TOPICS: err(f"bad topic {o['topic']!r}")
                if o["register"] not in REGISTERS: err(f"bad register {o['register']!r}")
                if "note" in o and (not isinstance(o["note"], str) or not o["note"].strip()): err("empty note")
                if o["register"] == "sarcasm" and "note" not in o: err("sarcasm line without note")
                if not isinstance(o["acts"], list): err("acts not a list"); continue
                for a in o["acts"]: check_act(a, o["by"], err)
                total += 1
                stats["by"][o["by"]] += 1; stats["register"][o["register"]] += 1
                stats["topic"][o["topic"]] += 1; stats["nacts"][len(o["acts"])] += 1
                for a in o["acts"]: stats["kind"][a["kind"]] += 1
        if count != 100: err(f"{count} lines, expected 100")
    print(f"{len(paths)} file(s), {total} lines, {n_err} error(s)")
    for k, c in stats.items():
        print(f"  {k}: " + ", ".join(f"{x}={n}" for x, n in sorted(c.items(), key=lambda x: (-x[1], str(x[0])))))
    return 1 if n_err else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
