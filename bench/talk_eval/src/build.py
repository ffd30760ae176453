import json,re,sys
C={'r':'red','b':'blue','g':'green','y':'yellow'}
COL=set(C.values())
def act(s):
    s=s.strip()
    m=re.fullmatch(r'(\w+)(?:>(\w+))?(?::(\w+))?(?:/(\w+))?(?:@(\w+))?',s)
    assert m,s
    k,to,w,g,a=m.groups()
    n=lambda x: None if x in (None,'null') else x
    return {"kind":k,"to":n(to),"want":n(w),"give":n(g),"about":n(a)}
for lang in ('en','fr'):
    out=[]
    for i,l in enumerate([l for l in open(f'{lang}.txt',encoding='utf-8') if l.strip()],1):
        f=[x.strip() for x in l.rstrip('\n').split(' || ')]
        assert 4<=len(f)<=5,(lang,i,l)
        by,reg=f[0].split(' ',1) if ' ' in f[0] else (f[0],None)
        acts=[] if f[2]=='-' else [act(a) for a in f[2].split(';')]
        tops=None if f[3]=='-' else f[3]
        if tops and ';' in tops: tops=tops.split(';')[0].strip(); print('two topics, kept first:',l.strip())
        o={"id":f"{lang}-{i:03d}","by":C[by],"text":f[1],"lang":lang,"acts":acts,"topic":tops,"register":reg}
        if len(f)==5: o["note"]=f[4]
        out.append(o)
    with open(f'/work/evalset/eval_{lang}.jsonl','w',encoding='utf-8') as fh:
        for o in out: fh.write(json.dumps(o,ensure_ascii=False)+'\n')
    print(lang,len(out))
