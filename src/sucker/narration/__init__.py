"""One source for putting the game into words: the engine and the AI give **facts** (a
message id and its terms: colours, numbers, other facts; no words), and the per-language
Fluent catalogues ``web/static/i18n/<lang>/narration.ftl`` render them. The page renders the
same facts with the same files (``i18n.js``), so the log, the command line, hints and
analysis say the same thing in every language; adding a language is adding its folder::

    from sucker.narration import Fact, chip, player, render
    fact = Fact("log-play", {"by": player(0), "chip": chip(1), "pile": 3})
    render(fact, "fr")  # 'rouge a posé un jeton bleu sur la pile 3.'
    fact.to_json()      # {"key": "log-play", "args": {"by": {"player": "red"}, ...}}

A term is a number or a string (said as it is), ``{"player": colour}`` (the player's name,
with their grammatical gender in ``NAME-gender``), ``{"players": [...], "join": "and"|"or"}``
(``"self"``: the colour among them said as "themself", last),
``{"chip": colour, "n": count}`` (the colour in words, agreeing with ``n``, its id in
``NAME-color``) or ``{"fact": fact, "start": bool}`` (another fact, capitalised if ``start``).

A message that may be said several ways (the AIs' lines of ``talk.ftl``) has no value but
variants, its attributes: :func:`variants` names them, :func:`render_variant` renders one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Junk

from sucker.engine import COLORS

CATALOGUES = Path(__file__).resolve().parents[1] / "web" / "static" / "i18n"
FILES = ("narration.ftl", "talk.ftl")  # each language's catalogue files, all read
DEFAULT_LANG = "en"

Who = Callable[[str], str]  # a colour's display name
Gender = Callable[[str], str | None]  # a colour's grammatical gender ("f", "m") or None


@dataclass(frozen=True)
class Fact:
    """A message id of the catalogues and its terms (see the module's docstring)."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "args": self.args}


def player(color: int | str) -> dict[str, str]:
    """A player term, by seat index or colour."""
    return {"player": COLORS[color] if isinstance(color, int) else color}


def players(colors: list[int], join: str = "or", self: int | None = None) -> dict[str, Any]:
    """A list of players joined by "and" or "or"; ``self``: the one who speaks of them
    ("…, green or themself")."""
    out: dict[str, Any] = {"players": [COLORS[c] for c in colors], "join": join}
    if self is not None and self in colors:
        out["self"] = COLORS[self]
    return out


def chip(color: int, n: int = 1) -> dict[str, Any]:
    """A chip colour term, its word agreeing with ``n`` chips."""
    return {"chip": COLORS[color], "n": n}


def nested(fact: Fact, start: bool = False) -> dict[str, Any]:
    """Another fact as a term, capitalised when it starts a sentence."""
    return {"fact": fact.to_json(), "start": start}


@cache
def languages() -> tuple[str, ...]:
    """The languages that have catalogues (the folders of CATALOGUES), English first."""
    found = sorted(p.name for p in CATALOGUES.iterdir()
                   if p.is_dir() and all((p / f).is_file() for f in FILES))
    return tuple(sorted(found, key=lambda lang: lang != DEFAULT_LANG))


@cache
def bundle(lang: str) -> FluentBundle:
    """The catalogue of ``lang``; ValueError for a language without one or a broken file."""
    if lang not in languages():
        raise ValueError(f"no catalogue for language {lang!r} (have {', '.join(languages())})")
    out = FluentBundle([lang], use_isolating=False)
    for name in FILES:
        resource = FluentResource((CATALOGUES / lang / name).read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, Junk)]
        if junk:
            raise ValueError(f"{lang}/{name}: cannot read {(junk[0].content or '')[:60]!r}")
        out.add_resource(resource)
    return out


def color_word(color: str, lang: str = DEFAULT_LANG, n: int = 1) -> str:
    """A colour in words ("red", "rouges")."""
    return _format(bundle(lang), f"color-{color}", {"n": n})


def render(
    fact: Fact | Mapping[str, Any], lang: str = DEFAULT_LANG, who: Who | None = None,
    gender: Gender | None = None,
) -> str:
    """``fact`` in ``lang``'s words; players named by ``who`` (default: their colour in
    words) with ``gender`` (default: none known). ValueError for an unknown language, a
    message the catalogue lacks, or terms it cannot use."""
    b = bundle(lang)
    data = fact.to_json() if isinstance(fact, Fact) else fact
    name = who or (lambda c: color_word(c, lang))
    return _format(b, str(data.get("key")), _terms(data.get("args") or {}, lang, name, gender))


def render_all(fact: Fact, who: Who | None = None) -> dict[str, str]:
    """``fact`` in every language that has a catalogue: ``{lang: text}``."""
    return {lang: render(fact, lang, who) for lang in languages()}


def _terms(args: Mapping[str, Any], lang: str, who: Who, gender: Gender | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in args.items():
        if isinstance(v, bool) or not isinstance(v, int | float | str | dict):
            raise ValueError(f"term {k!r}: {v!r} is not a number, a string or a term")
        if not isinstance(v, dict):
            out[k] = v
        elif "player" in v:
            out[k] = who(v["player"])
            out[f"{k}-gender"] = (gender(v["player"]) if gender else None) or "other"
        elif "players" in v:
            me = str(v.get("self", ""))
            names = [who(c) for c in v["players"] if c != me]
            if me in v["players"]:
                names.append(_format(bundle(lang), "player-self", {
                    "gender": (gender(me) if gender else None) or "other"}))
            out[k] = _joined(names, v.get("join", "or"), lang)
        elif "chip" in v:
            out[k] = color_word(v["chip"], lang, int(v.get("n", 1)))
            out[f"{k}-color"] = v["chip"]
        elif "fact" in v:
            text = render(v["fact"], lang, who, gender)
            out[k] = text[:1].upper() + text[1:] if v.get("start") else text
        else:
            raise ValueError(f"term {k!r}: unknown kind {sorted(v)}")
    return out


def variants(key: str, lang: str = DEFAULT_LANG) -> tuple[str, ...]:
    """The variants (attributes, in the catalogue's order) of a message said several ways;
    ValueError for a message the catalogue lacks or one without variants."""
    b = bundle(lang)
    if not b.has_message(key):
        raise ValueError(f"no message {key!r} in the catalogue")
    names = tuple(b.get_message(key).attributes)
    if not names:
        raise ValueError(f"message {key!r} has no variants")
    return names


def render_variant(key: str, variant: str, lang: str, args: Mapping[str, str | int]) -> str:
    """One variant of a message (see :func:`variants`) with plain terms (names already
    in words)."""
    b = bundle(lang)
    message = b.get_message(key) if b.has_message(key) else None
    if message is None or variant not in message.attributes:
        raise ValueError(f"no variant {variant!r} of {key!r} in the catalogue")
    text, errors = b.format_pattern(message.attributes[variant], dict(args))
    if errors:
        raise ValueError(f"{key}.{variant}: {errors[0]}")
    return str(text)


def _joined(names: list[str], join: str, lang: str) -> str:
    """"A, B or C", as the page's ``words`` writes it."""
    if len(names) <= 1:
        return "".join(names)
    return _format(bundle(lang), f"list-{join}", {"rest": ", ".join(names[:-1]),
                                                  "last": names[-1]})


def _format(b: FluentBundle, key: str, args: dict[str, Any]) -> str:
    if not b.has_message(key):
        raise ValueError(f"no message {key!r} in the catalogue")
    message = b.get_message(key)
    if message.value is None:
        raise ValueError(f"message {key!r} has no value")
    text, errors = b.format_pattern(message.value, args)
    if errors:
        raise ValueError(f"{key}: {errors[0]}")
    return str(text)


__all__ = ["Fact", "chip", "color_word", "languages", "nested", "player", "players", "render",
           "render_all", "render_variant", "variants"]
