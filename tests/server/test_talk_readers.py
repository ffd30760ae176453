"""The table actor's talking AIs, in process: every AI line carries its text in each language
(each reader reads their own) and its acts, into the record too; an AI's proposal accepted in
French is closed on the deals panel; the AIs never repeat one another; they say a word at the
end and answer for a while after it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_actor import Peer, make, play_out, settle, started_with_ada_first

from sucker.ai.talk.acts import DEAL, MOVE, RESCUE, Act
from sucker.ai.talk.speech import say_line, utter
from sucker.server import commands as c
from sucker.server.table import Table, view
from sucker.server.table.aiseats import AiLine

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def ai_lines(peer: Peer, since: int = 0) -> list[dict[str, Any]]:
    return [m for m in peer.got[since:] if m["type"] == "chat" and m["ai"]]


async def ai_line(table: Table, p: int, said: Any, line: int | None) -> None:
    """Seat ``p`` says ``said`` (answering chat line ``line``), as its AI would."""
    say = table.ais.line(AiLine(p, said, line))
    if say is not None:
        await table.call(table.apply, say)

async def test_an_ai_line_carries_every_language_and_its_acts_into_the_record() -> None:
    table, ada = await started_with_ada_first("en")
    await table.handle(c.Act(ada.who(), {"act": "play", "chip": "red", "pile": "new"}), ada)
    await settle()  # Ada gives the move next: the AIs bargain for it
    before = len(ada.got)
    # Ada reads French (her page's language): one English line does not change that.
    await table.handle(c.Chat(ada.who(), "blue, why?", "fr"), ada)
    await settle()
    said = ai_lines(ada, before)
    assert said, "blue answers a question put to it"
    for m in said:
        assert set(m["texts"]) == {"en", "fr"} and m["text"] == m["texts"]["en"]
        assert m["lang"] == "en" and m["texts"]["fr"] != m["texts"]["en"]
    bargains = [m for m in ai_lines(ada) if m.get("acts")]
    assert bargains, "the AIs bargained before Ada's decision"
    assert all({"kind", "to", "want", "give", "about"} <= set(a) for m in bargains
               for a in m["acts"])
    record = view.record(table.state).to_json()
    ai_chat = [line for line in record["chat"] if line.get("ai")]
    assert [line["texts"] for line in ai_chat] == [m["texts"] for m in ai_lines(ada)]
    assert [line.get("acts") for line in ai_chat] == [m.get("acts") for m in ai_lines(ada)]


async def test_accepting_an_ais_proposal_in_french_closes_it_on_the_panel() -> None:
    table, ada = await started_with_ada_first("fr")
    await table.handle(c.Act(ada.who(), {"act": "play", "chip": "red", "pile": "new"}), ada)
    await settle()  # Ada gives the move next: the AIs bargain for it
    offers = [m for m in ai_lines(ada) if m.get("acts") and m["acts"][0]["kind"] == "deal"
              and m["acts"][0]["to"] == "red"]
    assert offers, [m["text"] for m in ai_lines(ada)]
    before = len(ada.got)
    await table.handle(c.Chat(ada.who(), "d'accord", "fr"), ada)
    await settle()
    changes = [ch for m in ada.got[before:] if m["type"] == "deal" for ch in m["changes"]]
    accepted = [ch for ch in changes if ch["kind"] == "proposal" and ch["status"] == "accepted"]
    assert accepted and accepted[0]["by"] == offers[-1]["by"]
    promise = [ch for ch in changes if ch["kind"] == "promise" and ch["by"] == "red"]
    assert promise and promise[0]["implied"] is False  # Ada said it
    thanks = ai_lines(ada, before)
    assert [m["by"] for m in thanks] == [offers[-1]["by"]]  # the proposer answers, once
    assert thanks[0]["texts"]["fr"] == thanks[0]["text"]


async def test_no_ai_repeats_another_within_three_seconds_nor_answers_the_same_twice() -> None:
    table, ada = await started_with_ada_first("en")
    clock = table.deps.clock
    line = len(table.state.chat)
    await table.handle(c.Chat(ada.who(), "hello", "en"), ada)
    await settle()
    before = len(ada.got)
    same = say_line("why_none", random.Random(1), "en", to=0)
    await ai_line(table, 1, same, line)
    await ai_line(table, 2, same, line)  # the very same words: dropped
    other = say_line("why_none", random.Random(2), "en", to=0)
    await ai_line(table, 3, other, line)  # the same kind of answer: dropped
    mine = say_line("why_kill", random.Random(1), "en", to=0)
    await ai_line(table, 3, mine, line)  # about its own deed: said
    assert [m["by"] for m in ai_lines(ada, before)] == ["blue", "yellow"]
    clock.advance(3.5)  # type: ignore[attr-defined]
    await ai_line(table, 2, same, None)
    assert [m["by"] for m in ai_lines(ada, before)] == ["blue", "yellow", "green"]
    # Two AIs making the same offer at once: the second says it in other words.
    offer = utter(Act(DEAL, 0, want=MOVE, give=RESCUE), random.Random(1), "en")
    await ai_line(table, 1, offer, None)
    await ai_line(table, 2, offer, None)
    both = ai_lines(ada, before)[-2:]
    assert [m["by"] for m in both] == ["blue", "green"]
    assert both[0]["acts"] == both[1]["acts"] and both[0]["text"] != both[1]["text"]
    assert not set(both[0]["texts"].values()) & set(both[1]["texts"].values())


async def test_an_offer_to_all_is_answered_by_one_ai_and_a_long_talk_is_heard() -> None:
    # the AI seats are told which others talk (their kind as they play), so a line said to
    # all gets one answer; a person who talks at length to one AI while the game waits on
    # them is answered line after line
    table, ada = await started_with_ada_first("en")
    before = len(ada.got)
    await table.handle(c.Chat(ada.who(), "anyone want to team up?", "en"), ada)
    await settle()
    said = ai_lines(ada, before)
    assert [m["by"] for m in said] == ["blue"], said
    assert [a["kind"] for a in said[0]["acts"]] in (["alliance"], ["reject"])
    blue = table.table_json("ada")["seats"][1]["name"]
    lines = [f"{blue}, who is winning?", f"thanks {blue}", f"{blue} asdfgh qwerty",
             f"{blue}, why did you kill my chip?", f"{blue} what do you want?"]
    for text in lines:
        before = len(ada.got)
        await table.handle(c.Chat(ada.who(), text, "en"), ada)
        await settle()
        assert [m["by"] for m in ai_lines(ada, before)] == ["blue"], text


async def test_french_lines_keep_their_no_break_spaces() -> None:
    """French puts a no-break space before ``!?:;``: neither an AI's line nor a person's
    loses it on the way to the readers (it is no control character)."""
    table, ada = await started_with_ada_first("fr")
    before = len(ada.got)
    await ai_line(table, 1, say_line("me_leader", random.Random(1), "fr"), None)
    said = ai_lines(ada, before)
    assert [m["texts"]["fr"] for m in said] == ["Modestement\u00a0? Moi."]
    await table.handle(c.Chat(ada.who(), "Salut\u202f! Qui m\u00e8ne\u00a0?\u0007", "fr"), ada)
    mine = [m for m in ada.got if m["type"] == "chat" and m["by"] == "red"]
    assert mine[-1]["text"] == "Salut\u202f! Qui m\u00e8ne\u00a0?"


async def test_after_the_end_a_word_and_answers_for_a_while() -> None:
    table, _store, clock, _ai, _ = make({"players": 3, "chips": 1, "lang": "fr"})
    ada = Peer("ada", "Ada")
    await table.handle(c.Hello(ada.who(), 0), ada)
    await table.handle(c.FillAi(ada.who(), all=True))
    await table.handle(c.Start(ada.who()))
    await play_out(table, clock)
    assert table.status == "over"
    await settle()
    end = next(i for i, m in enumerate(ada.got) if m["type"] == "end")
    words = ai_lines(ada, end)
    assert words and len({m["text"] for m in words}) == len(words), words
    assert all(m["texts"]["fr"] == m["text"] for m in words)
    before = len(ada.got)
    await table.handle(c.Chat(ada.who(), "gg bleu", "fr"), ada)
    await settle()
    assert [m["by"] for m in ai_lines(ada, before)] == ["blue"]
    clock.advance(table.settings.talk_after_end + 1)
    before = len(ada.got)
    await table.handle(c.Chat(ada.who(), "bleu, pourquoi ?", "fr"), ada)
    await settle()
    assert ai_lines(ada, before) == []  # past the while: the AIs have left
