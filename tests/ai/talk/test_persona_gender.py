"""Each persona has a grammatical gender, for the page's words to agree with."""

from __future__ import annotations

from sucker.ai.talk.persona import NAMES, PERSONAS, make_persona


def test_every_persona_has_a_gender_and_a_seat_carries_it() -> None:
    for lang, people in PERSONAS.items():
        assert NAMES[lang] == tuple(name for name, _ in people)
        assert {gender for _, gender in people} == {"f", "m"}
    chosen = {make_persona(seed, None, "fr").name: make_persona(seed, None, "fr").gender
              for seed in range(24)}
    assert chosen["Gaëlle"] == "f" and chosen["Hervé"] == "m" and chosen["Inès"] == "f"
