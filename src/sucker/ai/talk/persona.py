"""Personas of talking seats: a display name in the table's language and a temperament that
changes deeds, not only words — when the seat makes deals, when it breaks them, how hard it
punishes a betrayal.

- ``loyal``: keeps its word unless breaking it gains a great deal; takes deals readily,
  holds a mild grudge.
- ``opportunist``: makes every deal going and breaks it as soon as that pays a little.
- ``vengeful``: keeps its word like a plain seat; whoever breaks a promise to it or defies
  it becomes an enemy for good (never trusted again, hurt whenever possible, threatened).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

TEMPERAMENTS: Final = ("loyal", "opportunist", "vengeful")

# Each persona's name and grammatical gender ("f" or "m"), which the page's words agree
# with ("Gaëlle est vaincue", "Iris, rancunière").
PERSONAS: Final = {
    "en": (("Ada", "f"), ("Ben", "m"), ("Clara", "f"), ("Dan", "m"), ("Eve", "f"),
           ("Finn", "m"), ("Grace", "f"), ("Hugo", "m"), ("Iris", "f"), ("Jack", "m"),
           ("Kate", "f"), ("Leo", "m")),
    "fr": (("Amélie", "f"), ("Bastien", "m"), ("Chloé", "f"), ("Damien", "m"),
           ("Élodie", "f"), ("Fabien", "m"), ("Gaëlle", "f"), ("Hervé", "m"), ("Inès", "f"),
           ("Julien", "m"), ("Léa", "f"), ("Mathis", "m")),
}
NAMES: Final = {lang: tuple(name for name, _ in people) for lang, people in PERSONAS.items()}


@dataclass(frozen=True)
class Temper:
    """What a temperament does. ``betray``: times the trust a broken promise costs that it
    must gain; ``eager``: win chance added to a deal's value when weighing it; ``grudge``:
    attitude lost towards who wronged us; ``forgives``: False for a grudge that turns into
    open war (attitude -1, threats)."""

    betray: float
    eager: float
    grudge: float
    forgives: bool


TEMPERS: Final = {
    "loyal": Temper(betray=4.0, eager=0.05, grudge=0.3, forgives=True),
    "opportunist": Temper(betray=0.25, eager=0.1, grudge=0.2, forgives=True),
    "vengeful": Temper(betray=1.0, eager=0.05, grudge=0.8, forgives=False),
}


@dataclass(frozen=True)
class Persona:
    name: str
    temperament: str
    lang: str = "en"
    gender: str = "m"

    @property
    def temper(self) -> Temper:
        return TEMPERS[self.temperament]


def make_persona(seed: int | None, temperament: str | None = None, lang: str = "en") -> Persona:
    """The persona for a seed: the temperament drawn (unless given), the name the seed's
    place in the language's list, so that consecutive seeds at one table differ.

    Raises ValueError for an unknown temperament.
    """
    if temperament is not None and temperament not in TEMPERAMENTS:
        raise ValueError(
            f"unknown temperament {temperament!r} (expected one of {', '.join(TEMPERAMENTS)})"
        )
    rng = random.Random(None if seed is None else seed * 104_729 + 11)
    drawn = rng.choice(TEMPERAMENTS)
    people = PERSONAS.get(lang, PERSONAS["en"])
    name, gender = people[seed % len(people)] if seed is not None else rng.choice(people)
    return Persona(name, temperament or drawn, lang if lang in PERSONAS else "en", gender)
