"""What a talking seat says, as something every reader can read in their own language.

A seat's line is made of dialogue acts or of a conversational line (a message of the
catalogues' ``talk.ftl`` and its parameters), so it is written once per language with the
same choice of words: :class:`Said` is the line in the language it was said in (a plain
``str``, for hosts that only want text) that also carries its text in every language, its
acts in the vocabulary of bot-protocol.md, and its ``key`` (what kind of answer it is, so
that a table can keep two AIs from giving the same answer at once).
"""

from __future__ import annotations

import random
from typing import Any

from sucker.ai.talk import acts as words
from sucker.ai.talk.acts import LANGS, Act
from sucker.engine import COLORS, NOBODY


class Said(str):
    """A line as said (``str``) with ``texts`` (language to text), ``acts`` (JSON) and
    ``key`` (the act kind or line key it answers with). It travels between processes whole."""

    texts: dict[str, str]
    acts: list[dict[str, Any]]
    key: str

    def __new__(cls, text: str, texts: dict[str, str], acts: list[dict[str, Any]],
                key: str) -> Said:
        self = super().__new__(cls, text)
        self.texts, self.acts, self.key = texts, acts, key
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Said, (str(self), self.texts, self.acts, self.key))


def _said(lang: str, texts: dict[str, str], acts: list[dict[str, Any]], key: str) -> Said:
    return Said(texts.get(lang) or texts["en"], texts, acts, key)


def act_json(act: Act) -> dict[str, Any]:
    """An act in the vocabulary of bot-protocol.md (colours by name, null when absent)."""

    def colour(i: int) -> str | None:
        return COLORS[i] if 0 <= i < len(COLORS) else None

    return {"kind": act.kind, "to": colour(act.to), "want": act.want or None,
            "give": act.give or None, "about": colour(act.about)}


def utter(act: Act, rng: random.Random, lang: str) -> Said:
    """``act`` written in every language with the same draw of ``rng``."""
    state = rng.getstate()
    texts = {}
    for lg in LANGS:
        rng.setstate(state)
        texts[lg] = words.say(act, rng, lg)
    return _said(lang, texts, [act_json(act)], act.kind)


def reword(said: Said, avoid: set[str]) -> Said | None:
    """A bargain (one act) in other words than ``avoid``'s, if its templates have some: two
    AIs making the same offer at once need not say it the same way. None otherwise."""
    if len(said.acts) != 1:
        return None
    a = said.acts[0]

    def colour(name: object) -> int:
        return COLORS.index(name) if isinstance(name, str) and name in COLORS else NOBODY

    act = Act(str(a["kind"]), colour(a["to"]), a["want"] or "", a["give"] or "",
              colour(a["about"]))
    lang = next((lg for lg, t in said.texts.items() if t == said), "en")
    for seed in range(12):
        other = utter(act, random.Random(seed), lang)
        if not set(other.texts.values()) & avoid:
            return other
    return None


def say_line(key: str, rng: random.Random, lang: str, to: int = NOBODY, who: int = NOBODY,
             name: str = "", counts: dict[str, int] | None = None) -> Said:
    """A conversational line (message ``talk-KEY`` of the catalogues' talk.ftl) in every
    language with the same draw of ``rng``."""
    state = rng.getstate()
    texts = {}
    for lg in LANGS:
        rng.setstate(state)
        texts[lg] = words.line(key, rng, lg, to=to, who=who, name=name, counts=counts)
    return _said(lang, texts, [], key)
