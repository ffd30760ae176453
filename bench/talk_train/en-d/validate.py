"""Stdlib validator for So Long Sucker chat-line files. Usage: python3 validate.py FILE..."""
import json, sys, collections
COL = {"red", "blue", "green", "yellow"}
KINDS = {"deal", "ask", "promise", "alliance", "accept", "reject", "threaten", "accuse"}
GOODS = {"move", "rescue", "spare", None}
TOPICS = {None, "greet", "thanks", "why", "winning", "want", "insult"}
KEYS = {"id", "by", "text", "lang", "acts", "topic", "register"}
AKEYS = {"kind", "to", "want", "give", "about"}
def check(path, errs, seen):
    rows = []
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        where = "%s:%d" % (path, n)
        try:
            r = json.loads(line)
        except ValueError as e:
            errs.append("%s bad json %s" % (where, e)); continue
        rows.append(r)
        if set(r) != KEYS: errs.append("%s keys %s" % (where, sorted(r)))
        if not str(r.get("id", "")).startswith("en-d") or len(r["id"]) != 7: errs.append("%s id %r" % (where, r.get("id")))
        if r.get("id") in seen: errs.append("%s dup id" % where)
        seen.add(r.get("id"))
        if r.get("by") not in COL: errs.append("%s by" % where)
        if r.get("lang") not in ("en", "fr"): errs.append("%s lang" % where)
        if not isinstance(r.get("text"), str) or not r["text"].strip(): errs.append("%s text" % where)
        if r.get("topic") not in TOPICS: errs.append("%s topic %r" % (where, r.get("topic")))
        if not isinstance(r.get("register"), str) or not r["register"]: errs.append("%s register" % where)
        for a in r.get("acts", []):
            if set(a) != AKEYS: errs.append("%s act keys %s" % (where, sorted(a))); continue
            k = a["kind"]
            if k not in KINDS: errs.append("%s kind %r" % (where, k))
            if a["to"] is not None and a["to"] not in COL: errs.append("%s to %r" % (where, a["to"]))
            if a["to"] == r["by"]: errs.append("%s to == speaker" % where)
            if a["about"] is not None and a["about"] not in COL: errs.append("%s about" % where)
            if a["about"] == r["by"]: errs.append("%s about == speaker" % where)
            if a["want"] not in GOODS or a["give"] not in GOODS: errs.append("%s goods" % where)
            # per-kind shape
            if k == "deal" and a["want"] is None: errs.append("%s deal without want" % where)
            if k == "ask" and (a["want"] is None or a["give"]): errs.append("%s ask shape" % where)
            if k == "promise" and (a["give"] is None or a["want"]): errs.append("%s promise shape" % where)
            if k == "alliance" and (a["about"] is None or a["want"] or a["give"] or a["about"] == a["to"]): errs.append("%s alliance shape" % where)
            if k in ("accept", "reject") and (a["want"] or a["give"] or a["about"]): errs.append("%s %s shape" % (where, k))
            if k == "threaten" and a["give"]: errs.append("%s threaten give" % where)
            if k == "accuse" and (a["want"] or a["give"]): errs.append("%s accuse shape" % where)
            if k == "accuse" and a["to"] is None and a["about"] is None: errs.append("%s accuse nobody" % where)
            if k != "alliance" and k != "accuse" and a["about"] is not None: errs.append("%s about on %s" % (where, k))
    return rows
def main(paths):
    errs, seen, rows = [], set(), []
    for p in paths: rows += check(p, errs, seen)
    for e in errs: print("ERROR", e)
    c = collections.Counter
    print("lines", len(rows), "errors", len(errs))
    print("speakers", dict(c(r["by"] for r in rows)))
    print("registers", dict(c(r["register"] for r in rows)))
    print("acts/line", dict(sorted(c(len(r["acts"]) for r in rows).items())))
    print("kinds", dict(c(a["kind"] for r in rows for a in r["acts"])))
    print("topics", dict(c(r["topic"] for r in rows)))
    print("no acts & no topic (small talk)", sum(1 for r in rows if not r["acts"] and not r["topic"]))
    return 1 if errs else 0
if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
