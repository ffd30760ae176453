"""The registry of seat kinds: ``random``, ``ai:LEVEL``, ``talk:LEVEL``, ``cmd:…``, ``llm:…``.

The only module that imports the levels; hosts make every seat through :func:`make_seat`.
"""

from __future__ import annotations

from sucker.ai.seat import RandomSeat, Seat

LEVELS = ("easy", "medium", "hard")
KINDS = (
    "random", "ai:LEVEL[@SECONDS]", "talk:LEVEL[@SECONDS][/TEMPERAMENT]", "cmd:PROGRAM",
    "llm:MODEL",
)


def make_seat(
    kind: str, seed: int | None = None, think: float | None = None, lang: str = "en"
) -> Seat:
    """The seat for a seat spec: ``random``, ``ai:LEVEL`` (``easy|medium|hard``, optionally
    ``@SECONDS`` of thinking, e.g. ``ai:hard@0.25``, else ``think``; only hard has a time
    budget, the other levels do a fixed amount of work),
    ``cmd:PROGRAM ARGS`` (an outside sls-bot/1 program, shlex-split), ``talk:LEVEL`` (a level
    that bargains at the table, from :mod:`sucker.ai.talk`), ``llm:MODEL`` (a chat model
    behind an OpenAI-compatible endpoint, :mod:`sucker.ai.llm`).

    A talking seat has a persona: a name in ``lang`` (the table's language, "en" or "fr",
    which it also opens in) and a temperament (``loyal``, ``opportunist``, ``vengeful``),
    both drawn from ``seed`` unless the kind names the temperament: ``talk:medium/loyal``,
    ``talk:hard@0.5/vengeful``. Hosts read them as ``seat.name`` and ``seat.temperament``.

    Raises ValueError for an unknown or malformed spec.
    """
    if kind == "random":
        return RandomSeat(seed)
    if kind.startswith("ai:"):
        level, _, budget = kind[3:].partition("@")
        if budget:
            try:
                think = float(budget)
            except ValueError:
                raise ValueError(f"bad thinking time in seat kind {kind!r}") from None
            if not 0 < think <= 600:
                raise ValueError(f"thinking time must be in (0, 600] seconds, not {think}")
        if level == "easy":
            from sucker.ai.easy import EasySeat

            return EasySeat(seed, think)
        if level == "medium":
            from sucker.ai.medium import MediumSeat

            return MediumSeat(seed, think)
        if level == "hard":
            from sucker.ai.hard import HardSeat

            return HardSeat(seed, think)
        raise ValueError(f"unknown AI level {level!r} (expected one of {', '.join(LEVELS)})")
    if kind.startswith("cmd:"):
        from sucker.ai.program import ProgramSeat

        return ProgramSeat(kind[4:], seed=seed, fallback_seat=make_seat("ai:easy", seed=seed))
    if kind.startswith("llm:"):
        from sucker.ai.llm import LLMSeat

        return LLMSeat(kind[4:], seed=seed, fallback=make_seat("ai:hard", seed=seed, think=think))
    if kind.startswith("talk:"):
        from sucker.ai.talk import TalkingSeat
        from sucker.ai.talk.persona import make_persona

        level, slash, temperament = kind[5:].partition("/")
        if slash and not temperament:
            raise ValueError(f"no temperament after / in seat kind {kind!r}")
        who = make_persona(seed, temperament or None, lang)
        inner = make_seat(f"ai:{level}", seed=seed, think=think)
        return TalkingSeat(inner, seed=seed, persona=who)
    raise ValueError(f"unknown seat kind {kind!r}")
