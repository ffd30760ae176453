import json,collections,difflib,re,sys
KEYS={"id","by","text","lang","acts","topic","register","note"}
COL={"red","blue","green","yellow"}
KINDS={"deal","ask","promise","alliance","accept","reject","threaten","accuse"}
GOODS={"move","rescue","spare"}
TOPICS={"greet","thanks","why","winning","want","insult"}
REGS={"standard","sms","quebec","esl","casual","gamer","long","sarcasm","rude","smalltalk","short"}
errs=[];ids=set();texts={};reg=collections.Counter();kinds=collections.Counter();tops=collections.Counter()
per=collections.Counter();empty=collections.Counter();answers=collections.Counter()
for lang in("en","fr"):
    for n,line in enumerate(open(f"/work/evalset/eval_{lang}.jsonl",encoding="utf-8"),1):
        try:o=json.loads(line)
        except Exception as e: errs.append(f"{lang}:{n} bad json {e}");continue
        E=lambda m:errs.append(f"{o.get('id')}: {m}")
        if not set(o)<=KEYS or not (KEYS-{"note"})<=set(o): E(f"keys {sorted(o)}")
        if o["id"] in ids: E("dup id")
        ids.add(o["id"])
        if not o["id"].startswith(lang+"-"): E("id prefix")
        if o["by"] not in COL: E("by")
        if o["lang"]!=lang: E("lang")
        if o["register"] not in REGS: E("register")
        if o["topic"] is not None and o["topic"] not in TOPICS: E("topic")
        if not isinstance(o["text"],str) or not o["text"].strip(): E("text")
        k=re.sub(r"\W+"," ",o["text"].lower()).strip()
        if k in texts: E(f"dup text of {texts[k]}")
        texts[k]=o["id"]
        if not isinstance(o["acts"],list): E("acts");continue
        for a in o["acts"]:
            if set(a)!={"kind","to","want","give","about"}: E(f"act keys {a}");continue
            if a["kind"] not in KINDS: E(f"kind {a}")
            for f in("to","about"):
                if a[f] is not None and a[f] not in COL: E(f"{f} {a}")
            for f in("want","give"):
                if a[f] is not None and a[f] not in GOODS: E(f"{f} {a}")
            if a["to"]==o["by"] or a["about"]==o["by"]: E(f"addresses/targets own speaker {a}")
            if a["about"] is not None and a["about"]==a["to"]: E("about==to")
            K=a["kind"]
            if K=="deal" and not(a["want"] and a["give"]): E("deal needs want+give")
            if K=="ask" and not(a["want"] and a["give"] is None): E("ask")
            if K=="promise" and not(a["give"] and a["want"] is None): E("promise")
            if K=="alliance" and not(a["about"] and a["want"] is None and a["give"] is None): E("alliance")
            if K!="alliance" and a["about"] is not None: E("about outside alliance")
            if K in("accept","reject","accuse") and (a["want"] or a["give"]): E("answer/accuse with goods")
            if K=="threaten" and a["give"]: E("threaten give")
            kinds[K]+=1
        reg[o["register"]]+=1;per[lang]+=1;tops[o["topic"]]+=1
        if not o["acts"] and o["topic"] is None: empty[lang]+=1
        if o["topic"] is not None or not o["acts"] or all(a["kind"] in("accept","reject") for a in o["acts"]): answers[lang]+=1
# near duplicates: same language, very similar
for lang in("en","fr"):
    L=[json.loads(l) for l in open(f"/work/evalset/eval_{lang}.jsonl",encoding="utf-8")]
    T=[re.sub(r"\b(red|blue|green|yellow|rouge|bleu|vert|jaune)\b","C",re.sub(r"\W+"," ",o["text"].lower())).strip() for o in L]
    for i in range(len(T)):
        for j in range(i+1,len(T)):
            if len(T[i])>12 and difflib.SequenceMatcher(None,T[i],T[j]).ratio()>0.85:
                errs.append(f"near-duplicate {L[i]['id']} / {L[j]['id']}: {L[i]['text']!r} ~ {L[j]['text']!r}")
print("lines per language:",dict(per))
print("small talk (no act, no topic):",dict(empty))
print("small talk + topic-only + pure accept/reject:",dict(answers))
print("registers:",dict(sorted(reg.items(),key=lambda x:-x[1])))
print("act kinds:",dict(sorted(kinds.items(),key=lambda x:-x[1])))
print("topics:",dict(sorted(((str(k),v) for k,v in tops.items()),key=lambda x:-x[1])))
if per["en"]<320 or per["fr"]<320: errs.append("too few lines")
print("\n".join(errs) if errs else "OK: no errors"); sys.exit(1 if errs else 0)
