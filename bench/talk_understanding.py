"""How well the reader understands chat lines: the share of lines read exactly right, per
language and per register, with 95% Wilson intervals.

Each FILE is JSON Lines, one object a line:
``{"id", "by": colour, "text", "lang": "en"|"fr", "acts": [{"kind", "to", "want", "give",
"about"}], "topic": null|greet|thanks|why|winning|want|insult, "register": ...}`` (to, want,
give and about null when absent). A line is read right when its language, its topic and its
acts (as a multiset of (kind, to, want, give, about)) all equal what
:func:`sucker.ai.talk.acts.read` says, through the same conversion hosts send bots
(:func:`~sucker.ai.talk.acts.reading_json`). ``--corpus`` scores the tuning corpus
(tests/ai/talk/corpus_*.txt, registers_*.txt and bench/talk_tuning_*.txt, said by red) the
same way, and a ``.txt`` FILE in that notation (bench/talk_dev_*.txt) is scored as such.
``--faults`` tallies how the misses went wrong (language, topic, an act kind missing or extra, an
addressee, goods or target wrong) without showing any line, so a frozen set's weak spots
can be named without its lines being read; ``--speed`` gives the time to read a line.
``--no-topic`` leaves the topic aside (issue 25 measures acts, addressee and language).
``--labels FILE [...]`` scores another person's labels of the same lines (matched by id)
instead of the reader: how often two people agree by the same rule, the ceiling of any
reader measured against one of them.

    .venv/bin/python bench/talk_understanding.py --corpus
    .venv/bin/python bench/talk_understanding.py FILE.jsonl [...] --misses
    .venv/bin/python bench/talk_understanding.py FILE.jsonl [...] --faults --speed
    .venv/bin/python bench/talk_understanding.py FILE.jsonl [...] --no-topic
    .venv/bin/python bench/talk_understanding.py FILE.jsonl [...] --labels OTHER.jsonl [...]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from sucker.ai.arena import wilson
from sucker.ai.talk.acts import GOODS, KINDS, LANGS, TOPICS, read, reading_json
from sucker.engine import COLORS

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "ai" / "talk"
TUNING = Path(__file__).resolve().parent
FIELDS = ("kind", "to", "want", "give", "about")
_TOKEN = re.compile(r"^(?P<kind>[a-z]+)(?:\.(?P<want>[a-z]+))?(?:>(?P<give>[a-z]+))?"
                    r"(?:@(?P<to>[a-z]+))?(?:/(?P<about>[a-z]+))?$")


class BadLine(ValueError):
    """A line of an evaluation file that does not follow the schema."""


def _act(raw: object, where: str) -> tuple[str | None, ...]:
    if not isinstance(raw, dict):
        raise BadLine(f"{where}: an act is an object, got {raw!r}")
    unknown = set(raw) - set(FIELDS)
    if unknown:
        raise BadLine(f"{where}: unknown act fields {sorted(unknown)}")
    act = tuple(raw.get(f) for f in FIELDS)
    kind, to, want, give, about = act
    if kind not in KINDS:
        raise BadLine(f"{where}: kind {kind!r} is not one of {', '.join(KINDS)}")
    for name, value, allowed in (("to", to, COLORS), ("want", want, GOODS),
                                 ("give", give, GOODS), ("about", about, COLORS)):
        if value is not None and value not in allowed:
            raise BadLine(f"{where}: {name} {value!r} is not null or one of {', '.join(allowed)}")
    return act


def check(raw: object, where: str) -> dict[str, Any]:
    """One evaluation line, checked against the schema (BadLine says what is wrong)."""
    if not isinstance(raw, dict):
        raise BadLine(f"{where}: a line is a JSON object")
    for key in ("text", "lang", "acts"):
        if key not in raw:
            raise BadLine(f"{where}: {key!r} is missing")
    if not isinstance(raw["text"], str):
        raise BadLine(f"{where}: text is a string")
    if raw["lang"] not in LANGS:
        raise BadLine(f"{where}: lang {raw['lang']!r} is not en or fr")
    topic = raw.get("topic")
    if topic is not None and topic not in TOPICS:
        raise BadLine(f"{where}: topic {topic!r} is not null or one of {', '.join(TOPICS)}")
    by = raw.get("by")
    if by is not None and by not in COLORS:
        raise BadLine(f"{where}: by {by!r} is not a colour")
    if not isinstance(raw["acts"], list):
        raise BadLine(f"{where}: acts is a list")
    return {
        "id": raw.get("id", where),
        "by": by,
        "text": raw["text"],
        "lang": raw["lang"],
        "acts": [_act(a, where) for a in raw["acts"]],
        "topic": topic,
        "register": str(raw.get("register") or "-"),
    }


def load(path: Path, bad: list[str] | None = None) -> list[dict[str, Any]]:
    """The checked lines of a file; a bad line raises BadLine, or with ``bad`` is set aside
    there (its reason) and the others kept."""
    lines = []
    for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip():
            continue
        where = f"{path}:{n}"
        try:
            try:
                raw = json.loads(text)
            except json.JSONDecodeError as e:
                raise BadLine(f"{where}: not JSON ({e.msg})") from None
            lines.append(check(raw, where))
        except BadLine as e:
            if bad is None:
                raise
            bad.append(str(e))
    return lines


def corpus_lines() -> list[dict[str, Any]]:
    """The tuning corpus in the evaluation schema (its lines are said by red):
    tests/ai/talk/corpus_LANG.txt (register ``corpus``), tests/ai/talk/registers_LANG.txt
    and bench/talk_tuning_LANG.txt (the register their ``# register: NAME`` comments name)."""
    paths = [CORPUS / f"{name}_{lang}.txt" for name in ("corpus", "registers") for lang in LANGS]
    paths += [TUNING / f"talk_tuning_{lang}.txt" for lang in LANGS]
    return [line for path in paths for line in notation_lines(path)]


def notation_lines(path: Path) -> list[dict[str, Any]]:
    """The lines of a file in the tuning corpus's notation (``EXPECTED | LINE``, said by red,
    the language from the name's ``_en``/``_fr`` ending) in the evaluation schema."""
    lang = path.stem.rpartition("_")[2]
    if lang not in LANGS:
        raise BadLine(f"{path}: the name ends in _en or _fr to say the language")
    out = []
    register = "corpus"
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if raw.startswith("# register:"):
            register = raw.partition(":")[2].strip()
        if not raw.strip() or raw.startswith("#"):
            continue
        spec, _, text = raw.partition(" | ")
        acts, topic = [], None
        for token in spec.split():
            if token == "-":
                continue
            name = token.lstrip("?").split("@")[0]
            if token[0] == "?" or name in ("greet", "thanks", "insult"):
                topic = name
                continue
            m = _TOKEN.match(token)
            if m is None:
                raise BadLine(f"{path}:{n}: cannot read {token!r}")
            acts.append(tuple(m.group(f) for f in FIELDS))
        out.append({"id": f"{path.stem}:{n}", "by": "red", "text": text, "lang": lang,
                    "acts": acts, "topic": topic, "register": register})
    return out


def reading(line: dict[str, Any],
            times: list[tuple[float, float]] | None = None) -> dict[str, Any]:
    """What the reader says of a line (its wall and CPU times appended to ``times``)."""
    by = COLORS.index(line["by"]) if line["by"] else -1
    start, cpu = time.perf_counter(), time.thread_time()
    got = reading_json(read(line["text"], by))
    if times is not None:
        times.append((time.perf_counter() - start, time.thread_time() - cpu))
    return got


def speed(times: list[tuple[float, float]]) -> str:
    """The time to read a line: median, 99th percentile and slowest, in milliseconds, on the
    clock and in CPU time (what a loaded machine's other work does not add to)."""
    out = []
    for name, values in (("wall", [w for w, _ in times]), ("cpu", [c for _, c in times])):
        ms = sorted(t * 1000 for t in values)
        out.append(f"{name} p50 {ms[len(ms) // 2]:.2f} ms, "
                   f"p99 {ms[min(len(ms) - 1, int(len(ms) * 0.99))]:.2f} ms, max {ms[-1]:.2f} ms")
    return f"read time per line ({len(times)} lines, first pass): " + "; ".join(out)


def right(line: dict[str, Any], got: dict[str, Any], topic: bool = True) -> bool:
    """Whether ``got`` reads ``line`` as labelled (``topic=False``: the topic aside)."""
    acts = Counter(tuple(a[f] for f in FIELDS) for a in got["acts"])
    return (got["lang"] == line["lang"] and (not topic or got["topic"] == line["topic"])
            and acts == Counter(line["acts"]))


def faults(line: dict[str, Any], got: dict[str, Any]) -> list[str]:
    """How a reading differs from a line's labels, as categories that name no words of the
    line: ``lang fr read as en``, ``topic insult read as -``, ``act kinds: promise
    missing``, ``ask: to wrong``..."""
    out = []
    if got["lang"] != line["lang"]:
        out.append(f"lang {line['lang']} read as {got['lang']}")
    want = Counter(a[0] for a in line["acts"])
    have = Counter(a["kind"] for a in got["acts"])
    if got["topic"] != line["topic"]:
        also = ("no acts" if not want and not have else "acts right" if want == have
                else "acts wrong")
        out.append(f"topic {line['topic'] or '-'} read as {got['topic'] or '-'} ({also})")
    missing, extra = sorted((want - have).elements()), sorted((have - want).elements())
    if missing or extra:
        out.append(f"act kinds: {' '.join(missing) or '-'} missing, {' '.join(extra) or '-'} "
                   f"extra ({len(line['acts'])} labelled)")
        return out
    by_kind: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
    for a in got["acts"]:
        by_kind[a["kind"]].append(tuple(a[f] for f in FIELDS))
    for act in line["acts"]:
        if act in by_kind[act[0]]:
            by_kind[act[0]].remove(act)
            continue
        near = by_kind[act[0]].pop(0)
        wrong = [f for f, x, y in zip(FIELDS, act, near, strict=True) if x != y]
        out.append(f"{act[0]}: {' '.join(wrong)} wrong")
    return out


def as_reading(line: dict[str, Any]) -> dict[str, Any]:
    """A labelled line as a reading (what :func:`reading` returns)."""
    return {"acts": [dict(zip(FIELDS, a, strict=True)) for a in line["acts"]],
            "topic": line["topic"], "lang": line["lang"]}


def score(lines: Iterable[dict[str, Any]], tally: Counter[str] | None = None,
          times: list[tuple[float, float]] | None = None,
          others: dict[str, dict[str, Any]] | None = None, topic: bool = True,
          ) -> tuple[dict[str, list[int]], list[str]]:
    """[lines, right] by group (``all``, each language, each register) and the misses;
    with ``tally``, each fault of a miss (:func:`faults`) counted there by language and
    register; with ``times``, each line's reading time; with ``others`` (readings by line
    id), those instead of the reader's; ``topic=False``: a line's topic is not scored."""
    groups: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses = []
    for line in lines:
        got = reading(line, times) if others is None else others[line["id"]]
        ok = right(line, got, topic)
        if not ok and tally is not None:
            tally.update(f"{line['lang']} {line['register']}: {fault}"
                         for fault in faults(line, got))
        for group in ("all", f"lang {line['lang']}", f"register {line['register']}"):
            groups[group][0] += 1
            groups[group][1] += ok
        if not ok:
            want = as_reading(line)
            misses.append(f"{line['id']} | {line['text']}\n    want {json.dumps(want)}"
                          f"\n    got  {json.dumps(got)}")
    return dict(groups), misses


def report(groups: dict[str, list[int]]) -> str:
    rows = [f"{'group':<24} {'lines':>6} {'right':>6} {'percent':>8}  95% interval"]
    for group in sorted(groups, key=lambda g: (g != "all", g)):
        n, ok = groups[group]
        lo, hi = wilson(ok, n)
        rows.append(f"{group:<24} {n:>6} {ok:>6} {ok / n:>8.1%}  [{lo:.1%}, {hi:.1%}]")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path,
                        help="JSON Lines evaluation files, or .txt files in the corpus notation")
    parser.add_argument("--corpus", action="store_true", help="score the tuning corpus")
    parser.add_argument("--misses", action="store_true", help="print the lines read wrong")
    parser.add_argument("--faults", action="store_true",
                        help="tally how the misses went wrong, showing no line")
    parser.add_argument("--speed", action="store_true", help="time each line's reading")
    parser.add_argument("--no-topic", action="store_true",
                        help="score acts, addressees and language only (the topic aside)")
    parser.add_argument("--skip-bad", action="store_true",
                        help="score the good lines of a file with bad ones (listed on stderr)")
    parser.add_argument("--labels", nargs="+", type=Path, default=None, metavar="OTHER",
                        help="score these labels of the same lines (by id), not the reader")
    args = parser.parse_args(argv)
    if not args.files and not args.corpus:
        parser.error("give evaluation files, or --corpus")
    bad: list[str] | None = [] if args.skip_bad else None
    try:
        lines = corpus_lines() if args.corpus else []
        for path in args.files:
            lines += notation_lines(path) if path.suffix == ".txt" else load(path, bad)
    except (OSError, BadLine) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for reason in bad or []:
        print(f"skipped: {reason}", file=sys.stderr)
    if not lines:
        print("error: no lines to score", file=sys.stderr)
        return 2
    others = None
    if args.labels:
        try:
            others = {o["id"]: as_reading(o) for path in args.labels for o in load(path)}
        except (OSError, BadLine) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        unlabelled = [line["id"] for line in lines if line["id"] not in others]
        if unlabelled:
            print(f"error: lines without another label: {len(unlabelled)} "
                  f"(the first: {unlabelled[0]})", file=sys.stderr)
            return 2
    tally: Counter[str] = Counter()
    times: list[tuple[float, float]] = []
    groups, misses = score(lines, tally if args.faults else None,
                           times if args.speed and others is None else None, others,
                           topic=not args.no_topic)
    print(report(groups))
    if args.speed:
        print(speed(times))
    if args.faults:
        print("\nfaults:\n" + "\n".join(f"{n:>5}  {fault}" for fault, n in
                                         sorted(tally.items(), key=lambda kv: (-kv[1], kv[0]))))
    if args.misses and misses:
        print("\nmisses:\n" + "\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
