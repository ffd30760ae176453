"""Players' names made safe to show: one rule for guests and accounts.

A name is NFKC-normalised with its spaces collapsed; it may not hold control, invisible
(default-ignorable) or blank-looking characters, more than two combining marks in a row,
or letters of two scripts. Its *skeletons* (Unicode TR39, computed by ``disarm``) say
which names look alike: a name whose skeleton is an account's or a reserved name's is
refused, so "АВС" (Cyrillic) cannot pass for "ABC" nor "Hard Al" for "Hard AI".
"""

from __future__ import annotations

import unicodedata

from disarm import is_mixed_script, skeleton_key

from sucker.ai.kinds import LEVELS
from sucker.ai.talk.persona import NAMES

NAME_MAX = 24
USERNAME_MIN = 2
MARKS_IN_A_ROW = 2

# Shown blank though not spaces (Hangul fillers, the Braille blank, …) or invisible: refused
# on top of the default-ignorable code points of Unicode (DerivedCoreProperties).
_BLANK = {0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x180E, 0x2028, 0x2029}
_IGNORABLE = [(0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
              (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
              (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
              (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
              (0xE0000, 0xE0FFF)]


def _invisible(ch: str) -> bool:
    cp = ord(ch)
    return cp in _BLANK or any(lo <= cp <= hi for lo, hi in _IGNORABLE)


def _reserved() -> frozenset[str]:
    words = {"AI", "spectator", "admin", "system", "guest", "—"}
    for level in LEVELS:
        words |= {level, f"{level} AI", f"AI {level}", f"ai:{level}"}
    return frozenset(words)


# Nobody may take these. The AI personas' first names are usernames nobody may take (an
# account "Ada" would seem to own the AI's games), but guests may be called so: they are
# everyday names, and a table shows a guest as a guest and a persona as an AI.
RESERVED = _reserved()
PERSONAS = frozenset(n for names in NAMES.values() for n in names)


def clean_name(value: str) -> str:
    """A player's name as shown; ValueError (the reason in plain words) if it may not be
    one. Does not look at other players' names (see :func:`skeletons`)."""
    value = unicodedata.normalize("NFKC", value)
    out: list[str] = []
    for ch in value:
        cat = unicodedata.category(ch)
        if _invisible(ch) or cat[0] == "C" or cat in ("Zl", "Zp"):
            raise ValueError("a name cannot hold control or invisible characters")
        out.append(" " if cat == "Zs" else ch)
    name = " ".join("".join(out).split())
    marks = 0  # counted on the decomposed form, where each accent is its own mark
    for i, ch in enumerate(unicodedata.normalize("NFD", name)):
        marks = marks + 1 if unicodedata.category(ch) in ("Mn", "Me", "Mc") else 0
        if marks > MARKS_IN_A_ROW or (marks and i == 0):
            raise ValueError(f"a letter carries at most {MARKS_IN_A_ROW} accents")
    if not 1 <= len(name) <= NAME_MAX:
        raise ValueError(f"a name has 1 to {NAME_MAX} visible characters")
    if is_mixed_script(name):
        raise ValueError("a name cannot mix alphabets (such as Latin and Cyrillic)")
    if skeletons(name) & RESERVED_SKELETONS:
        raise ValueError("this name is reserved")
    return name


def skeletons(name: str) -> frozenset[str]:
    """The TR39 skeletons of a name as written, in lower and in upper case: two names
    look alike when they share one ("I" and "l" meet in the upper case's)."""
    return frozenset(skeleton_key(v, digit_policy="tr39")
                     for v in (name, name.casefold(), name.upper()))


RESERVED_SKELETONS = frozenset(s for word in RESERVED for s in skeletons(word))
PERSONA_SKELETONS = frozenset(s for word in PERSONAS for s in skeletons(word))


def clean_username(value: str) -> str:
    """An account's name: a name (:func:`clean_name`) that is no AI persona's either."""
    name = clean_name(value)
    if skeletons(name) & PERSONA_SKELETONS:
        raise ValueError("this name is reserved")
    return name


def new_username(value: str) -> str:
    """The name of a new account: :func:`clean_username` of at least USERNAME_MIN characters
    (a single letter finds too many people in a search; accounts made before keep theirs)."""
    name = clean_username(value)
    if len(name) < USERNAME_MIN:
        raise ValueError(f"a username has {USERNAME_MIN} to {NAME_MAX} visible characters")
    return name
