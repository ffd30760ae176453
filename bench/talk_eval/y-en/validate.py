#!/usr/bin/env python3
"""Validate en-y chat-line batches (standard library only).
Usage: python3 validate.py [batch01.jsonl ...]   (default: every batch*.jsonl here)"""
import collections, glob, json, os, re, sys, unicodedata

COLOURS = {"red", "blue", "green", "yellow"}
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
GOODS = {"move", "rescue", "spare"}
TOPICS = {"greet", "thanks", "why", "winning", "want", "insult"}
REGISTERS = {"casual", "sms", "short", "standard", "esl", "quebec", "long", "sarcasm",
             "rude", "gamer", "smalltalk"}
KEYS = {"id", "by", "text", "lang", "acts", "topic", "register"}
ACT_KEYS = {"kind", "to", "want", "give", "about"}
ID_RE = re.compile(r"^en-y(\d{3})$")

def norm(t):
    t = unicodedata.normalize("NFKC", t).casefold()
    return re.sub(r"\s+", " ", t).strip()

def check_act(a, by, err):
    if not isinstance(a, dict) or set(a) != ACT_KEYS:
        return err("act must have exactly the fields %s: %r" % (sorted(ACT_KEYS), a))
    k, to, want, give, about = (a[x] for x in ("kind", "to", "want", "give", "about"))
    if k not in KINDS: err("unknown kind %r" % k)
    for f, v in (("to", to), ("about", about)):
        if v is not None and v not in COLOURS: err("%s %r is not a colour" % (f, v))
        if v == by: err("%s is the speaker (%s)" % (f, by))
    for f, v in (("want", want), ("give", give)):
        if v is not None and v not in GOODS: err("%s %r not in %s" % (f, v, sorted(GOODS)))
    # conventions (see README)
    if k == "deal" and (want is None or give is None): err("deal needs want and give")
    if k == "ask" and (want is None or give is not None): err("ask needs want, no give")
    if k == "promise" and (give is None or want is not None): err("promise needs give, no want")
    if k == "threaten" and give is not None: err("threaten has no give")
    if k in ("alliance", "accept", "reject", "accuse") and (want or give):
        err("%s takes no want/give" % k)
    if k != "alliance" and about is not None: err("about only on alliance")
    if k == "alliance" and about is not None and about == to: err("alliance to == about")

def main(paths):
    here = os.path.dirname(os.path.abspath(__file__))
    if not paths:
        paths = sorted(glob.glob(os.path.join(here, "batch*.jsonl")))
    errors, ids, texts = [], {}, {}
    c = collections.defaultdict(collections.Counter)
    for p in paths:
        n = 0
        with open(p, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                where = "%s:%d" % (os.path.basename(p), ln)
                err = lambda m, w=where: errors.append("%s: %s" % (w, m))
                try:
                    o = json.loads(line)
                except ValueError as e:
                    err("bad JSON: %s" % e); continue
                n += 1
                if not isinstance(o, dict): err("not an object"); continue
                extra = set(o) - KEYS - {"note"}
                if set(o) & KEYS != KEYS or extra:
                    err("keys wrong: missing %s extra %s" % (sorted(KEYS - set(o)), sorted(extra)))
                    continue
                m = ID_RE.match(str(o["id"]))
                if not m or not 1 <= int(m.group(1)) <= 300: err("bad id %r" % o["id"])
                if o["id"] in ids: err("duplicate id %s (also %s)" % (o["id"], ids[o["id"]]))
                ids[o["id"]] = where
                by = o["by"]
                if by not in COLOURS: err("bad by %r" % by)
                t = o["text"]
                if not isinstance(t, str) or not t.strip(): err("empty text")
                else:
                    k = norm(t)
                    if k in texts: err("duplicate text (also %s): %r" % (texts[k], t))
                    texts[k] = where
                if o["lang"] not in ("en", "fr"): err("bad lang %r" % o["lang"])
                if o["register"] not in REGISTERS: err("bad register %r" % o["register"])
                if o["register"] == "quebec" and o["lang"] != "fr": err("quebec is French only")
                if o["topic"] is not None and o["topic"] not in TOPICS: err("bad topic %r" % o["topic"])
                if "note" in o and (not isinstance(o["note"], str) or not o["note"].strip()):
                    err("note must be a non-empty string")
                if o["register"] == "sarcasm" and "note" not in o: err("sarcasm line without note")
                if not isinstance(o["acts"], list): err("acts not a list"); continue
                for a in o["acts"]:
                    check_act(a, by, err)
                    if isinstance(a, dict): c["kind"][a.get("kind")] += 1
                c["by"][by] += 1; c["register"][o["register"]] += 1
                c["topic"][o["topic"] or "(none)"] += 1
                c["n_acts"][len(o["acts"])] += 1
                if not o["acts"] and o["topic"] is None: c["misc"]["small talk (no act, no topic)"] += 1
        if n != 100: errors.append("%s: %d lines, expected 100" % (os.path.basename(p), n))
    for e in errors: print("ERROR", e)
    print("files:", len(paths), "lines:", sum(c["by"].values()))
    for name in ("by", "register", "topic", "kind", "n_acts", "misc"):
        print(" %-9s" % name, dict(sorted(c[name].items(), key=lambda kv: str(kv[0]))))
    print("OK" if not errors else "%d error(s)" % len(errors))
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
