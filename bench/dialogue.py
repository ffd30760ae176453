"""Conversations with the talking AIs at a real server, as people hold them: scripted
multi-turn scenarios in English and in French, each with the kind of answer a person would
expect, over real websockets to ``sucker serve`` in a child process.

A person asks why (a kill, a rescue, a broken promise — before any happened; why an AI's
proposal is made to them), threatens an AI, makes small talk, asks how to capture, accepts and
refuses an AI's proposal in many forms, insults an AI, writes one line in the other language,
asks the table who is winning, greets it, talks after the end, sits at a mixed-language table,
and plays a whole game accepting every deal to see whether an AI that breaks a promise owns
it. The lines come from the issue's examples and from how people write at a table.

Prints pass/fail per scenario (moot when what it waits for never happened, e.g. no AI broke
a promise to the person in that game), the AI reply time (p50, p95: from a person's line to
the first AI line after it) and the count of identical AI lines within 3 s.

    .venv/bin/python bench/dialogue.py [--level easy] [--jobs 4] [--only WORD]
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import Client, Server, choose  # noqa: E402

WAIT = 4.0  # seconds to wait for an AI's answer
SAME = 3.0  # identical AI lines closer than this are counted

# What an answer must say, in the reader's language (its meaning, not a template's words).
NEVER_KILLED = {"en": r"\bnever\b.*\bkill|wasn't me", "fr": r"jamais.*sacrifi|pas moi"}
NEVER_REFUSED = {"en": r"\bnever\b.*\b(?:refus|rescue|chance)", "fr": r"jamais.*(?:refus|sauv"
                 r"|occasion)"}
KEPT_WORD = {"en": r"kept|never broke|my word", "fr": r"tenu|jamais manqué|parole"}
UNREAD = {"en": r"didn't understand|say it again", "fr": r"pas compris|répéter"}
OWNED = {"en": r"sorry|forgive|nothing personal|business|had it coming|crossed|paid",
         "fr": r"désolé|pardonne|rien de personnel|affaires|cherché|trahi|rentable"}
WHY_OFFER = {"en": r"plays next|prisoners|chips|ahead|suits us",
             "fr": r"joue ensuite|main à donner|prisonniers|jetons|en tête|arrange"}
GG = {"en": r"\bgg\b|good game|well played", "fr": r"\bgg\b|bien joué"}


@dataclass
class Scenario:
    name: str
    lang: str  # the person's page language
    setup: str  # "start", "offer" (an AI proposes to the person), "end", "mixed", "game"
    lines: list[str]  # what the person says, in order; {ai}: the AI concerned's name
    expect: str  # the kind of answer, in words
    check: Callable[[Run], bool]
    table_lang: str = ""  # the AIs' language (the person's unless told)


@dataclass
class Run:
    """What happened in one scenario: every message each person got, with times."""

    lang: str
    me: str = ""
    ai: str = ""  # the colour of the AI concerned
    said_at: list[int] = field(default_factory=list)  # index in got of each line said
    got: list[dict[str, Any]] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    other: list[dict[str, Any]] = field(default_factory=list)  # a second person's messages
    offer: str = ""  # the id of the AI's proposal the person answers
    note: str = ""
    moot: bool = False  # what the scenario waits for never happened: neither pass nor fail

    def replies(self, k: int = -1) -> list[dict[str, Any]]:
        """AI lines after the person's k-th line (and before the next)."""
        start = self.said_at[k]
        end = self.said_at[k + 1] if k != -1 and k + 1 < len(self.said_at) else len(self.got)
        return [m for m in self.got[start:end] if m["type"] == "chat" and m["ai"]]

    def read(self, m: dict[str, Any], lang: str = "") -> str:
        return str(m.get("texts", {}).get(lang or self.lang) or m["text"])

    def answer(self, pattern: dict[str, str], k: int = -1, by: str = "") -> bool:
        return any(re.search(pattern[self.lang], self.read(m), re.I)
                   for m in self.replies(k) if not by or m["by"] == by)

    def deal(self, status: str) -> bool:
        changes = [ch for m in self.got[self.said_at[-1]:] if m["type"] == "deal"
                   for ch in m["changes"]]
        return any(ch["id"] == self.offer and ch["status"] == status for ch in changes)


def in_lang(run: Run, m: dict[str, Any], lang: str) -> bool:
    """The line as a reader of ``lang`` sees it is in that language."""
    from sucker.ai.talk import detect_lang

    return detect_lang(run.read(m, lang)) in (lang, "")


def why_never_killed(r: Run) -> bool:
    return r.answer(NEVER_KILLED, by=r.ai)


def why_never_refused(r: Run) -> bool:
    return r.answer(NEVER_REFUSED)


def kept_word(r: Run) -> bool:
    return r.answer(KEPT_WORD, by=r.ai)


def accepted(r: Run) -> bool:
    return r.deal("accepted") and any(m["by"] == r.ai for m in r.replies())


def rejected(r: Run) -> bool:
    return r.deal("rejected") and any(m["by"] == r.ai for m in r.replies())


def why_offered(r: Run) -> bool:
    """The AI that proposed says why it asked (and it alone answers)."""
    return r.answer(WHY_OFFER, by=r.ai) and {m["by"] for m in r.replies()} == {r.ai}


def answered_in_character(r: Run) -> bool:
    """The AI spoken to answers (an insult, a threat, small talk), and not with "didn't
    understand"."""
    mine = [m for m in r.replies() if m["by"] == r.ai]
    return bool(mine) and not r.answer(UNREAD, by=r.ai)


def own_language(r: Run) -> bool:
    said = r.replies()
    return bool(said) and all(in_lang(r, m, r.lang) and m.get("texts") for m in said)


def one_answer(r: Run) -> bool:
    """One AI answers (the AIs' bargains over the game going on meanwhile aside)."""
    return len({m["by"] for m in r.replies() if not m.get("acts")}) == 1


def after_end(r: Run) -> bool:
    """The AIs said gg at the end, and each of the person's lines after it was answered."""
    end = next(i for i, m in enumerate(r.got) if m["type"] == "end")
    gg = [m for m in r.got[end:] if m["type"] == "chat" and m["ai"]
          and re.search(GG[r.lang], r.read(m), re.I)]
    if not gg:
        r.note = "no gg"
    return bool(gg) and bool(r.replies(0)) and bool(r.replies(1))


def mixed(r: Run) -> bool:
    """Both people got every AI line, each readable in their own language."""
    theirs = [m for m in r.other if m["type"] == "chat" and m["ai"]]
    mine = [m for m in r.got if m["type"] == "chat" and m["ai"]]
    other = "fr" if r.lang == "en" else "en"
    if mine and theirs:  # lines said before the later one connected came in their snapshot
        first = max(mine[0]["seq"], theirs[0]["seq"])
        mine = [m for m in mine if m["seq"] >= first]
        theirs = [m for m in theirs if m["seq"] >= first]
    n = min(len(mine), len(theirs))  # either may have read a line more when we stopped
    return bool(r.replies()) and n > 0 and [m["seq"] for m in mine[:n]] == [
        m["seq"] for m in theirs[:n]] and all(in_lang(r, m, r.lang) and in_lang(r, m, other)
                                              for m in mine)


def owned_betrayals(r: Run) -> bool:
    """Every promise an AI broke to the person was owned in words by that AI at once."""
    broken = [(i, ch) for i, m in enumerate(r.got) if m["type"] == "deal"
              for ch in m["changes"] if ch["kind"] == "promise" and ch["to"] == r.me
              and ch["status"] == "broken" and ch["by"] != r.me]
    if not broken:
        r.note = "no promise was broken to the person in this game"
        r.moot = True
        return True
    for i, ch in broken:
        near = [m for m in r.got[max(0, i - 6):i + 6] if m["type"] == "chat" and m["ai"]
                and m["by"] == ch["by"]]
        if not any(re.search(OWNED[r.lang], r.read(m), re.I) for m in near):
            r.note = f"{ch['by']} broke {ch['id']} without a word"
            return False
    r.note = f"{len(broken)} broken, all owned"
    return True


def scenarios() -> list[Scenario]:
    out: list[Scenario] = []

    def add(lang: str, setup: str, lines: list[str], expect: str,
            check: Callable[[Run], bool], name: str, table_lang: str = "") -> None:
        out.append(Scenario(f"{lang}: {name}", lang, setup, lines, expect, check, table_lang))

    en, fr = "en", "fr"
    # One scenario a line: (language, setup, check, name, the answer expected, the lines).
    one_line: list[tuple[str, str, Callable[[Run], bool], str, str, tuple[str, ...]]] = [
        (en, "start", why_never_killed, "why a kill, none happened:",
         "the AI asked says it never killed a chip of mine",
         ("{ai}, why did you kill my chip?", "{ai}, you promised! Why did you kill my chip?",
          "{ai} why'd you take my chips??")),
        (fr, "start", why_never_killed, "why a kill, none happened:",
         "l'IA interrogée dit n'avoir jamais sacrifié mon jeton",
         ("{ai}, pourquoi tu as tué mon jeton ?",
          "{ai}, tu avais promis ! Pourquoi tu as sacrifié mon jeton ?",
          "pk tu m'as pris mes jetons {ai}")),
        (en, "start", why_never_refused, "why no rescue, none refused:",
         "an AI says it never refused me a rescue",
         ("{ai}, why didn't you rescue me?", "why didnt u save me {ai}",
          "why did nobody rescue me?")),
        (fr, "start", why_never_refused, "why no rescue, none refused:",
         "une IA dit ne jamais m'avoir refusé de sauvetage",
         ("pourquoi tu ne m'as pas sauvé ?", "{ai} pourquoi tu m'as pas aidé ?",
          "{ai}, pourquoi tu as refusé de me sauver ?")),
        (en, "start", kept_word, "accused, no promise broken:", "the AI says it kept its word",
         ("{ai}, you lied to me!", "You broke your promise, {ai}!")),
        (fr, "start", kept_word, "accused, no promise broken:", "l'IA dit avoir tenu parole",
         ("{ai}, tu m'as menti !", "Tu n'as pas tenu ta promesse, {ai} !")),
        (en, "offer", accepted, "accept", "the AI's proposal marked accepted, the AI answers",
         ("deal", "ok", "ok deal", "fine", "sure", "yes", "agreed", "{ai}, deal.")),
        (fr, "offer", accepted, "accept", "la proposition de l'IA acceptée, l'IA répond",
         ("d'accord", "ça marche", "vas-y", "ok", "marché conclu",
          "{ai}, d'accord, marché conclu.", "dac", "oui")),
        (en, "offer", rejected, "refuse", "the AI's proposal marked rejected, the AI answers",
         ("no deal", "no thanks", "no way", "forget it")),
        (fr, "offer", rejected, "refuse", "la proposition de l'IA refusée, l'IA répond",
         ("non merci", "laisse tomber", "pas question", "non")),
        (en, "offer", why_offered, "why a proposal:",
         "the AI that proposed says why it asked me, alone", ("why me?", "{ai}, why me?")),
        (fr, "offer", why_offered, "why a proposal:",
         "l'IA qui a proposé dit pourquoi elle m'a demandé, seule",
         ("pourquoi moi ?", "{ai}, pourquoi moi ?")),
        (en, "start", answered_in_character, "insult",
         "the AI answers the insult (not 'didn't understand')",
         ("{ai} you idiot", "you're a cheater {ai}", "shut up {ai}")),
        (en, "start", answered_in_character, "threat", "the AI threatened answers in character",
         ("{ai}, give me the move or I kill your chips", "{ai} you'll pay for that")),
        (fr, "start", answered_in_character, "threat", "l'IA menacée répond avec son caractère",
         ("{ai}, donne-moi la main ou je sacrifie tes jetons", "{ai} tu vas le payer")),
        (en, "start", answered_in_character, "small talk",
         "the AI answers small talk (not 'didn't understand')",
         ("{ai}, who are you?", "{ai} are you a bot?", "nice one {ai}")),
        (fr, "start", answered_in_character, "small talk",
         "l'IA répond aux banalités (pas « pas compris »)",
         ("{ai}, t'es qui ?", "{ai} ça va ?", "bien joué {ai}")),
        (fr, "start", answered_in_character, "insult",
         "l'IA répond à l'insulte (pas « pas compris »)",
         ("{ai} t'es nul", "espèce d'idiot, {ai}", "tais-toi {ai}")),
        (en, "start", own_language, "one line in French:",
         "an English reader reads the answer in English",
         ("qui gagne ?", "{ai}, pourquoi tu ne m'as pas sauvé ?")),
        (fr, "start", own_language, "one line in English:",
         "une lectrice française lit la réponse en français",
         ("who is winning?", "{ai}, why didn't you rescue me?")),
        (en, "start", one_answer, "beginner's question",
         "exactly one AI answers a question on the rules", ("how do I capture?",)),
        (fr, "start", one_answer, "beginner's question",
         "une seule IA répond à une question sur les règles", ("comment on capture une pile ?",)),
        (en, "start", one_answer, "table question",
         "exactly one AI answers a question put to everyone",
         ("who is winning?", "who's ahead right now?")),
        (fr, "start", one_answer, "table question",
         "une seule IA répond à une question posée à tous", ("qui gagne ?", "qui mène ?")),
    ]
    for lang, setup, check, label, expect, lines in one_line:
        for line in lines:
            add(lang, setup, [line], expect, check, f"{label} {line!r}")
    add(en, "start", ["hi everyone"], "one AI greets back", one_answer, "greeting the table")
    add(fr, "start", ["salut tout le monde"], "une IA répond au salut", one_answer,
        "greeting the table")
    for lines in (["gg", "{ai}, why did you kill my chip?"], ["good game all", "{ai}, why?"]):
        add(en, "end", lines, "gg from the AIs, then answers after the end", after_end,
            f"after the end: {lines!r}")
    for lines in (["bien joué", "{ai}, pourquoi tu as tué mon jeton ?"],
                  ["gg tout le monde", "{ai}, pourquoi ?"]):
        add(fr, "end", lines, "des gg, puis des réponses après la fin", after_end,
            f"after the end: {lines!r}")
    add(en, "mixed", ["who is winning?"], "each person reads every AI line in their own "
        "language", mixed, "mixed table, French AIs", table_lang="fr")
    add(fr, "mixed", ["qui gagne ?"], "chacun lit chaque ligne d'IA dans sa langue", mixed,
        "mixed table, English AIs", table_lang="en")
    add(en, "game", [], "an AI that breaks a promise to me owns it at once", owned_betrayals,
        "betrayed: a whole game accepting every deal")
    add(fr, "game", [], "une IA qui rompt une promesse envers moi l'assume aussitôt",
        owned_betrayals, "betrayed: a whole game accepting every deal")
    return out


class Person:
    """A person at a table: a client whose messages are read as they come."""

    def __init__(self, server: Server, name: str, lang: str) -> None:
        self.c = Client(server, name)
        self.lang = lang
        self.new = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    async def join(self, table: str) -> None:
        await self.c.connect(table)
        self.task = asyncio.create_task(self._pump())

    async def _pump(self) -> None:
        try:
            while True:
                await self.c.recv(600)
                self.new.set()
        except Exception:  # closed
            return

    async def wait(self, pred: Callable[[dict[str, Any]], bool], since: int,
                   timeout: float) -> dict[str, Any] | None:
        end = time.monotonic() + timeout
        seen = since
        while True:
            for m in self.c.got[seen:]:
                if pred(m):
                    return m
            seen = len(self.c.got)
            self.new.clear()
            left = end - time.monotonic()
            if left <= 0:
                return None
            try:
                await asyncio.wait_for(self.new.wait(), left)
            except TimeoutError:
                return None

    async def say(self, text: str) -> int:
        at = len(self.c.got)
        await self.c.send({"type": "chat", "text": text, "lang": self.lang})
        return at

    async def act(self, action: dict[str, Any]) -> None:
        await self.c.send({"type": "action", "action": action})

    def my_turn(self) -> bool:
        s, clock = self.c.state, self.c.clock
        return bool(s and clock and self.c.you in clock["to"] and s["phase"] != "over")

    async def close(self) -> None:
        await self.c.close()
        if self.task is not None:
            await self.task


async def until_my_turn(p: Person, phase: str = "") -> bool:
    msg = await p.wait(lambda m: p.my_turn() and (not phase or (p.c.state or {}).get("phase")
                                                  == phase), 0, 30)
    return msg is not None or p.my_turn()


async def play_to_end(p: Person, accept_deals: bool = False) -> None:
    """Play with server_kit's fixed strategy to the end; optionally say "deal" to every AI
    proposal made to us (and give the move to whoever asked for it)."""
    answered: set[str] = set()
    asked_by: list[str] = []
    i = 0
    while True:
        while i < len(p.c.got):
            m = p.c.got[i]
            i += 1
            if m["type"] == "end":
                return
            if accept_deals and m["type"] == "deal":
                for ch in m["changes"]:
                    if ch["kind"] == "proposal" and ch["to"] == p.c.you \
                            and ch["status"] == "open" and ch["id"] not in answered:
                        answered.add(ch["id"])
                        asked_by.append(ch["by"])
                        await p.say("deal" if p.lang == "en" else "d'accord")
        if p.my_turn() and p.c.state != p.c.acted_on:
            s = p.c.state
            assert s is not None and p.c.you is not None
            p.c.acted_on = s
            action = choose(s, p.c.you)
            if s["phase"] == "next" and asked_by and asked_by[-1] in s["options"]:
                action = {"act": "next", "to": asked_by[-1]}
            await p.act(action)
        if await p.wait(lambda m: True, i, 60) is None:
            return


async def run(server: Server, sc: Scenario, level: str, k: int) -> Run:
    r = Run(sc.lang)
    me = Person(server, f"P{k}", sc.lang)
    people = [me]
    options: dict[str, Any] = {"players": 3 if sc.setup in ("end", "game") else 4,
                               "chips": 2 if sc.setup == "end" else 3,
                               "decision_seconds": 600, "lang": sc.table_lang or sc.lang}
    if sc.setup == "mixed":
        options["players"] = 4
    table = me.c.post("/api/tables", options)
    tid = table["id"]
    if sc.setup == "mixed":
        other = Person(server, f"Q{k}", "fr" if sc.lang == "en" else "en")
        other.c.post(f"/api/tables/{tid}/join", {})
        people.append(other)
    me.c.post(f"/api/tables/{tid}/ai", {"all": True, "level": level})
    table = me.c.post(f"/api/tables/{tid}/start")
    for p in people:
        await p.join(tid)
    await me.wait(lambda m: m["type"] == "snapshot", 0, 10)
    r.me = me.c.you or ""
    ais = [s for s in table["seats"] if s["kind"] != "human"]
    concerned = ais[0]
    try:
        if sc.setup == "offer":
            await until_my_turn(me, "play")
            state = me.c.state or {}
            chip = r.me if state["hands"][r.me].get(r.me) else sorted(state["hands"][r.me])[0]
            since = len(me.c.got)
            await me.act({"act": "play", "chip": chip, "pile": "new"})
            got = await me.wait(lambda m: m["type"] == "deal" and any(
                ch["kind"] == "proposal" and ch["to"] == r.me and ch["status"] == "open"
                and ch["by"] != r.me for ch in m["changes"]), since, WAIT)
            if got is None:
                r.note = "no AI proposed a deal"
                return r
            await asyncio.sleep(0.3)  # the other AIs' bargains, before the person answers
            offers = [ch for m in me.c.got if m["type"] == "deal" for ch in m["changes"]
                      if ch["kind"] == "proposal" and ch["to"] == r.me]
            last = offers[-1]
            r.offer = last["id"]
            concerned = next(s for s in ais if s["color"] == last["by"])
        elif sc.setup == "end":
            await play_to_end(me)
            await me.wait(lambda m: m["type"] == "chat" and m["ai"], len(me.c.got), WAIT)
        elif sc.setup == "game":
            await play_to_end(me, accept_deals=True)
        r.ai = concerned["color"]
        for line in sc.lines:
            at = await me.say(line.format(ai=concerned["name"]))
            r.said_at.append(at)
            first = await me.wait(lambda m: m["type"] == "chat" and m["ai"], at, WAIT)
            if first is not None:
                await asyncio.sleep(0.5)  # the other AIs' answers to the same line
    finally:
        r.got, r.times = list(me.c.got), list(me.c.times)
        if len(people) > 1:
            r.other = list(people[1].c.got)
        for p in people:
            await p.close()
    return r


async def warm_up(server: Server) -> float:
    """The first AI answer after the server starts (its AI workers still importing the AI):
    not counted with the others."""
    p = Person(server, "Warm", "en")
    table = p.c.post("/api/play/computer", {"level": "easy"})
    await p.join(table["id"])
    at = await p.say("hello everyone")
    t0 = time.perf_counter()
    await p.wait(lambda m: m["type"] == "chat" and m["ai"], at, 60)
    cold = time.perf_counter() - t0
    await p.close()
    return cold


def latencies(r: Run) -> list[float]:
    """Seconds from each line said to the first AI line after it."""
    out = []
    for at in r.said_at:
        sent = r.times[at - 1] if at else r.times[0]
        for i in range(at, len(r.got)):
            if r.got[i]["type"] == "chat" and not r.got[i]["ai"]:
                sent = r.times[i]  # our own line, echoed: the closest we have to its sending
            if r.got[i]["type"] == "chat" and r.got[i]["ai"]:
                out.append(r.times[i] - sent)
                break
    return out


def identical(r: Run) -> int:
    lines = [(r.times[i], r.read(m)) for i, m in enumerate(r.got)
             if m["type"] == "chat" and m["ai"]]
    return sum(1 for i, (t, a) in enumerate(lines) for u, b in lines[i + 1:]
               if a == b and u - t < SAME)


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="easy")
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--only", default="", help="run the scenarios whose name has this")
    args = ap.parse_args()
    todo = [s for s in scenarios() if args.only in s.name]
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp), "", SUCKER_GRACE="600", SUCKER_AI_DELAY="0.05")
        server.start()
        cold = await warm_up(server)
        gate = asyncio.Semaphore(args.jobs)

        async def one(k: int, sc: Scenario) -> tuple[Scenario, Run, bool]:
            async with gate:
                try:
                    r = await run(server, sc, args.level, k)
                    ok = bool(r.said_at or sc.setup == "game") and sc.check(r)
                except Exception as e:  # a scenario that breaks fails, the others go on
                    r, ok = Run(sc.lang), False
                    r.note = f"{type(e).__name__}: {e}"
                return sc, r, ok

        try:
            results = await asyncio.gather(*(one(k, sc) for k, sc in enumerate(todo)))
        finally:
            server.stop()
    times: list[float] = []
    same = 0
    for lang in ("en", "fr"):
        mine = [x for x in results if x[0].lang == lang]
        moot = sum(r.moot for _, r, _ in mine)
        print(f"\n{lang}: {sum(ok and not r.moot for _, r, ok in mine)}/{len(mine) - moot} pass"
              + f" ({moot} moot)" * bool(moot))
        for sc, r, ok in mine:
            slow = [t for t in latencies(r) if t > 1] if r.got else []
            note = "; ".join([r.note] * bool(r.note) + [f"reply after {t:.1f} s" for t in slow])
            print(f"  {'MOOT' if r.moot else 'PASS' if ok else 'FAIL'}  {sc.name} — {sc.expect}"
                  + (f" [{note}]" if note else ""))
            if not ok and r.said_at:
                for k in range(len(r.said_at)):
                    for m in r.replies(k):
                        print(f"          after line {k + 1}, {m['by']}: {r.read(m)}")
    for _, r, _ in results:
        if r.got:
            times += latencies(r)
            same += identical(r)
    passed = sum(ok and not r.moot for _, r, ok in results)
    moot = sum(r.moot for _, r, _ in results)
    print(f"\n{passed}/{len(results) - moot} scenarios pass" + f" ({moot} moot)" * bool(moot))
    if times:
        q = statistics.quantiles(times, n=20) if len(times) > 1 else times * 19
        print(f"AI reply: p50 {statistics.median(times) * 1000:.0f} ms, "
              f"p95 {q[18] * 1000:.0f} ms ({len(times)} replies)")
    print(f"identical AI lines within {SAME:.0f} s: {same}")
    print(f"(the first answer after the server started, its AI workers still loading: "
          f"{cold:.1f} s, not counted)")


if __name__ == "__main__":
    asyncio.run(main())
