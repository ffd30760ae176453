"""Bargaining at the table: dialogue acts read from and written in plain English or French
(:mod:`.acts`), the public ledger of promises kept and broken (:mod:`.ledger`) and the
table's deals panel built on it (:mod:`.table`), personas (:mod:`.persona`), and the seat
that talks and acts on it (:mod:`.seat`, seat kind ``talk:LEVEL[/TEMPERAMENT]`` made by
:func:`sucker.ai.kinds.make_seat`)."""

from __future__ import annotations

from sucker.ai.talk.acts import QUICK_PHRASES, Act, Reading, detect_lang, parse, read, say
from sucker.ai.talk.ledger import Ledger, Promise
from sucker.ai.talk.persona import TEMPERAMENTS, Persona, make_persona
from sucker.ai.talk.seat import TalkingSeat
from sucker.ai.talk.table import TableLedger

__all__ = [
    "QUICK_PHRASES",
    "TEMPERAMENTS",
    "Act",
    "Ledger",
    "Persona",
    "Promise",
    "Reading",
    "TableLedger",
    "TalkingSeat",
    "detect_lang",
    "parse",
    "make_persona",
    "read",
    "say",
]
