"""Dialogue acts: what a line at the table means, read from controlled English and written
back as varied natural lines.

People type freely; the parser looks for a small set of keywords and patterns (colour
names, "give me the move", "I'll rescue you", "alliance against green", "deal", "no",
"you promised"...) and returns the acts it recognises — nothing for small talk. The
generator writes one act as one line, always naming the colours, and every line it writes
parses back to exactly that act (the tests check it).
"""

from __future__ import annotations

import random
import re
from typing import Final, NamedTuple

from sucker.engine import COLORS, NOBODY

# Act kinds.
DEAL: Final = "deal"  # "give me WANT, and I'll GIVE": a proposal with an offer in return
ASK: Final = "ask"  # "give me WANT" (asking for the move or a rescue)
PROMISE: Final = "promise"  # "I'll GIVE"
ALLIANCE: Final = "alliance"  # "alliance against ABOUT?"
ACCEPT: Final = "accept"
REJECT: Final = "reject"
THREATEN: Final = "threaten"  # "cross me and I'll kill your chips" (WANT: "give me X or else")
ACCUSE: Final = "accuse"  # "you broke your promise"
KINDS: Final = (DEAL, ASK, PROMISE, ALLIANCE, ACCEPT, REJECT, THREATEN, ACCUSE)
PROPOSALS: Final = (DEAL, ASK, ALLIANCE)  # the kinds an accept or a reject answers

# What can be asked for or promised.
MOVE: Final = "move"  # giving the move to the other
RESCUE: Final = "rescue"  # transferring a prisoner to the other when they are in trouble
SPARE: Final = "spare"  # not killing the other's chips
GOODS: Final = (MOVE, RESCUE, SPARE)


class Act(NamedTuple):
    """One dialogue act. ``to``: the colour addressed (NOBODY: the table, or whoever the
    context says); ``want``/``give``: goods asked for / offered; ``about``: the third party
    (the target of an alliance)."""

    kind: str
    to: int = NOBODY
    want: str = ""
    give: str = ""
    about: int = NOBODY


# The web page's quick phrases ({color} is replaced by a colour name). The web page uses
# exactly these (docs/quick-phrases.json is written from this list).
QUICK_PHRASES: Final = (
    "Give me the move, {color}",
    "I'll give you the move, {color}",
    "I'll rescue you, {color}",
    "Give me the move, {color}, and I'll rescue you",
    "Rescue me, {color}, and I'll give you the move",
    "I won't kill your chips, {color}",
    "Alliance against {color}?",
    "Deal.",
    "No deal.",
    "Please rescue me!",
    "Give me the move, {color}, or I'll kill your chips",
    "You broke your promise, {color}!",
)

# --------------------------------------------------------------------------- parsing

_COLOR_ALT = "|".join(COLORS)
_CONTRACTIONS = (
    (r"\bi'll\b", "i will"),
    (r"\bwe'll\b", "we will"),
    (r"\byou'll\b", "you will"),
    (r"\bwon't\b", "will not"),
    (r"\bdon't\b", "do not"),
    (r"\bcan't\b", "cannot"),
    (r"\blet's\b", "let us"),
    (r"\blets\b", "let us"),
    (r"\bit's\b", "it is"),
    (r"\bthat's\b", "that is"),
    (r"\byou're\b", "you are"),
    (r"\bi'm\b", "i am"),
    (r"\bi promise (to|that i will|i will|i'll)\b", "i will"),
    (r"\bi shall\b", "i will"),
    (r"\bi am going to\b", "i will"),
    (r"\bi will never\b", "i will not"),
)


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern.replace("COLOR", f"(?:{_COLOR_ALT})"))


_WHO = r"(?:you|COLOR)"
_WANT_MOVE = _rx(
    r"\b(?:give|pass|hand|send) me the (?:move|turn)\b"
    r"|\b(?:give|pass|hand|send) the (?:move|turn) (?:back )?to me\b"
    r"|\blet me (?:move|play)\b|\b(?:pick|choose) me\b"
)
_WANT_RESCUE = _rx(
    r"\b(?:rescue|save|help) me\b"
    r"|\bi need (?:a |some )?(?:rescue|help|chips?|prisoners?)\b"
    r"|\b(?:send|give|pass) me (?:a |some )?(?:chips?|prisoners?)\b"
)
_GIVE_MOVE = _rx(
    rf"\bi will (?:give|pass|hand|send) {_WHO} the (?:move|turn)\b"
    rf"|\bi will (?:give|pass|hand|send) the (?:move|turn) (?:back )?to {_WHO}\b"
    r"|\byou will get the (?:move|turn)\b|\bthe (?:move|turn) is yours\b"
)
_GIVE_RESCUE = _rx(
    rf"\bi will (?:rescue|save|help) {_WHO}\b"
    rf"|\bi will (?:send|give|pass) {_WHO} (?:a |some )?(?:chips?|prisoners?)\b"
    r"|\bi will come to (?:your|the) rescue\b"
)
_GIVE_SPARE = _rx(
    rf"\bi will not (?:capture|kill|take|attack|hurt|touch|eat) (?:{_WHO}|your)\b"
    rf"|\bi will (?:spare|leave) (?:{_WHO}|your)\b"
    r"|\byour chips are safe\b"
)
_ALLIANCE = _rx(
    r"\b(?:alliance|ally|allies|allied|coalition|team up|gang up|join forces|partners)\b"
)
_AGAINST = _rx(r"\b(?:against|on|versus|vs) (COLOR)\b")
_THREATEN = _rx(
    r"\bor (?:else|i will|you will)\b|\byou will (?:regret|pay|be sorry)\b"
    r"|\bi will (?:kill|destroy|capture|crush|punish|eat|finish) (?:you|your|COLOR)\b"
    r"|\b(?:cross|betray|double cross|doublecross) me\b|\bwatch (?:out|it|yourself)\b"
)
_ACCUSE = _rx(
    r"\byou (?:promised|broke|lied|betrayed|cheated|tricked)\b"
    r"|\b(?:liar|liars|traitor|cheater|backstabber)\b"
    r"|\bbroke (?:your|his|her|their|the|a) (?:promise|word|deal)\b"
    r"|\b(COLOR) (?:promised|lied|broke|betrayed|cheated)\b"
)

_ACCEPT_WORDS = frozenset(
    ["yes", "yeah", "yep", "yup", "ok", "okay", "deal", "agreed", "sure", "accepted", "done"]
)
_REJECT_WORDS = frozenset(["no", "nope", "nah", "never", "not", "refuse", "forget"])
# Words that may stand next to an answer without making it something else.
_FILLER = frozenset(
    ["a", "it", "is", "that", "then", "we", "have", "you", "are", "on", "with", "me", "i"]
    + ["way", "chance", "thanks", "sorry", "fine", *COLORS]
)


def _normalise(text: str) -> str:
    t = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    for pattern, repl in _CONTRACTIONS:
        t = re.sub(pattern, repl, t)
    return t


def _answer(clause: str) -> str:
    """ACCEPT or REJECT if the clause is a bare answer ("Deal.", "no way, blue"), else ""."""
    if clause.rstrip().endswith("?"):
        return ""
    words = re.findall(r"[a-z]+", clause)
    if not words or any(w not in _ACCEPT_WORDS | _REJECT_WORDS | _FILLER for w in words):
        return ""
    if any(w in _REJECT_WORDS for w in words):
        return REJECT
    if any(w in _ACCEPT_WORDS for w in words):
        return ACCEPT
    return ""


def parse(text: str, speaker: int = NOBODY) -> list[Act]:
    """The acts a chat line makes, in order: an answer (accept/reject) first, then an
    accusation, a threat, the deal/ask/promise, an alliance. Empty for small talk.

    Colours are seat indexes; the addressee is the first colour named other than the
    speaker and an alliance's target (NOBODY if none is named).
    """
    t = _normalise(text)
    about = NOBODY
    m = _AGAINST.search(t)
    if m and _ALLIANCE.search(t):
        about = COLORS.index(m.group(1))
    accused = NOBODY
    named = [COLORS.index(c) for c in re.findall(rf"\b({_COLOR_ALT})\b", t)]
    to = next((c for c in named if c != speaker and c != about), NOBODY)

    acts: list[Act] = []
    first_clause = re.split(r"(?<=[.!?;,:\n])", t, maxsplit=1)[0]
    answer = _answer(first_clause)
    if answer:
        acts.append(Act(answer, to))
    m = _ACCUSE.search(t)
    if m:
        if m.group(1):
            accused = COLORS.index(m.group(1))
        acts.append(Act(ACCUSE, accused if accused != NOBODY else to))
    want = MOVE if _WANT_MOVE.search(t) else RESCUE if _WANT_RESCUE.search(t) else ""
    give = (
        RESCUE
        if _GIVE_RESCUE.search(t)
        else MOVE
        if _GIVE_MOVE.search(t)
        else SPARE
        if _GIVE_SPARE.search(t)
        else ""
    )
    if _THREATEN.search(t):
        acts.append(Act(THREATEN, to, want="" if give else want))
        if not give:
            want = ""
    if want and give:
        acts.append(Act(DEAL, to, want, give))
    elif want:
        acts.append(Act(ASK, to, want))
    elif give:
        acts.append(Act(PROMISE, to, give=give))
    if _ALLIANCE.search(t):
        acts.append(Act(ALLIANCE, to, about=about))
    return acts


# --------------------------------------------------------------------------- writing

# Templates per (kind, want, give); {to} / {To} the addressee, {about} / {About} the third.
_TEMPLATES: Final[dict[tuple[str, str, str], tuple[str, ...]]] = {
    (DEAL, MOVE, RESCUE): (
        "Give me the move, {to}, and I'll rescue you.",
        "{To}, pass me the move and I'll rescue you when you run dry. Deal?",
        "Hand me the move, {to}, and I will save you later.",
    ),
    (DEAL, MOVE, SPARE): (
        "Give me the move, {to}, and I won't kill your chips.",
        "{To}, pass me the move and your chips are safe with me. Deal?",
    ),
    (DEAL, MOVE, MOVE): (
        "Give me the move now, {to}, and I'll give you the move after.",
        "{To}, pass me the move and I'll pass the move back to you. Deal?",
    ),
    (DEAL, RESCUE, MOVE): (
        "Rescue me, {to}, and I'll give you the move.",
        "{To}, save me and I'll pass you the move. Deal?",
        "Send me a prisoner, {to}, and the move is yours.",
    ),
    (DEAL, RESCUE, SPARE): (
        "Rescue me, {to}, and I won't kill your chips.",
        "{To}, save me and your chips are safe with me. Deal?",
    ),
    (DEAL, RESCUE, RESCUE): (
        "Rescue me, {to}, and I'll rescue you when your turn comes.",
        "{To}, save me now and I will save you later. Deal?",
    ),
    (ASK, MOVE, ""): (
        "Give me the move, {to}.",
        "{To}, pass me the move, please.",
        "Come on {to}, hand me the move.",
    ),
    (ASK, RESCUE, ""): (
        "Please rescue me, {to}!",
        "{To}, help me, I am nearly out of chips.",
        "I need a prisoner, {to}. Rescue me!",
    ),
    (PROMISE, "", MOVE): (
        "I'll give you the move, {to}.",
        "{To}, I will pass you the move when I can.",
        "You'll get the move from me, {to}.",
    ),
    (PROMISE, "", RESCUE): (
        "I'll rescue you, {to}.",
        "Don't worry {to}, I will save you if you run dry.",
        "{To}, I'll come to your rescue when you need it.",
    ),
    (PROMISE, "", SPARE): (
        "I won't kill your chips, {to}.",
        "{To}, your chips are safe with me.",
        "I will not touch your chips, {to}.",
    ),
    (ALLIANCE, "", ""): (
        "{To}, alliance against {about}?",
        "Let's team up against {about}, {to}.",
        "{To}, shall we gang up on {about}?",
        "How about an alliance against {about}, {to}?",
    ),
    (ACCEPT, "", ""): ("Deal, {to}.", "OK {to}, deal.", "Agreed, {to}.", "Yes, {to}, it's a deal."),
    (REJECT, "", ""): ("No deal, {to}.", "Not a chance, {to}.", "No way, {to}.", "Nope, {to}."),
    (THREATEN, "", ""): (
        "Cross me, {to}, and I'll kill your chips.",
        "Betray me, {to}, and you'll regret it.",
        "Watch out, {to}. I will kill your chips if you cross me.",
    ),
    (THREATEN, MOVE, ""): (
        "Give me the move, {to}, or I'll kill your chips.",
        "{To}, pass me the move or else.",
    ),
    (THREATEN, RESCUE, ""): (
        "Rescue me, {to}, or you'll regret it.",
        "{To}, save me or I will kill your chips.",
    ),
    (ACCUSE, "", ""): (
        "You broke your promise, {to}!",
        "{To}, you lied to me!",
        "Liar! You promised, {to}.",
        "{To} broke their word. Remember that, everyone.",
    ),
}


def say(act: Act, rng: random.Random) -> str:
    """A natural line for ``act`` (a template picked with ``rng``), naming the colours.

    Raises ValueError for an act with nothing to write (no addressee, unknown kind).
    """
    key = (act.kind, act.want, act.give)
    if key not in _TEMPLATES:
        raise ValueError(f"no line for {act}")
    if act.to == NOBODY or (act.kind == ALLIANCE and act.about == NOBODY):
        raise ValueError(f"a line names its colours: {act}")
    to = COLORS[act.to]
    about = COLORS[act.about] if act.about != NOBODY else ""
    return rng.choice(_TEMPLATES[key]).format(
        to=to, To=to.capitalize(), about=about, About=about.capitalize()
    )


def templates() -> dict[tuple[str, str, str], tuple[str, ...]]:
    """Every template, by (kind, want, give) — for tests and documentation."""
    return dict(_TEMPLATES)
