"""Measured understanding: the share of a corpus of real-looking table lines (written as
people write, not for the parser) that the reader gets exactly right, per language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sucker.ai.talk.acts import Act, read
from sucker.engine import COLORS, NOBODY

HERE = Path(__file__).parent
RED = 0
TOKEN = re.compile(r"^(?P<kind>[a-z]+)(?:\.(?P<want>[a-z]+))?(?:>(?P<give>[a-z]+))?"
                   r"(?:@(?P<to>[a-z]+))?(?:/(?P<about>[a-z]+))?$")


def expected(spec: str) -> tuple[set[Act], str, int]:
    """The acts, the topic and the addressee a corpus line's EXPECTED column names."""
    acts: set[Act] = set()
    topic, to = "", NOBODY
    for token in spec.split():
        if token == "-":
            continue
        if token[0] == "?" or token.split("@")[0] in ("greet", "thanks"):
            name, _, who = token.lstrip("?").partition("@")
            topic, to = name, COLORS.index(who) if who else NOBODY
            continue
        m = TOKEN.match(token)
        assert m, token
        g = m.groupdict()
        acts.add(Act(g["kind"], COLORS.index(g["to"]) if g["to"] else NOBODY, g["want"] or "",
                     g["give"] or "", COLORS.index(g["about"]) if g["about"] else NOBODY))
    return acts, topic, to


def corpus(lang: str) -> list[tuple[str, str]]:
    out = []
    for raw in (HERE / f"corpus_{lang}.txt").read_text(encoding="utf-8").splitlines():
        if raw.strip() and not raw.startswith("#"):
            spec, _, text = raw.partition(" | ")
            out.append((spec.strip(), text))
    return out


def understood(spec: str, text: str) -> bool:
    acts, topic, to = expected(spec)
    r = read(text, RED)
    if set(r.acts) != acts or r.topic != topic:
        return False
    return not topic or to == NOBODY or (r.named[:1] == [to])


def share(lang: str) -> tuple[float, list[str]]:
    lines = corpus(lang)
    missed = [f"{spec} | {text} -> {read(text, RED)}" for spec, text in lines
              if not understood(spec, text)]
    return 1 - len(missed) / len(lines), missed


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_corpus_is_big_enough(lang: str) -> None:
    assert len(corpus(lang)) >= 200


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_most_lines_are_understood(lang: str) -> None:
    rate, missed = share(lang)
    print(f"{lang}: {rate:.1%} of {len(corpus(lang))} lines understood")
    assert rate >= 0.90, "\n".join(missed)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_language_is_told(lang: str) -> None:
    told = [read(text).lang for _, text in corpus(lang)]
    assert sum(t == lang for t in told) >= 0.8 * len(told)
    assert sum(t not in (lang, "") for t in told) <= 0.05 * len(told)
