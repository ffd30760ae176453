"""A talking seat holds a conversation: its lines carry every language and their acts, it
answers what a question asks (that kill, that refusal, or "I never did"), closes its own
proposal when it is accepted or refused, answers rudeness in character and remembers it, owns
a broken promise at once, and says a few words after the end."""

from __future__ import annotations

import pickle
import random

from talk_helpers import KILL_SCRIPT, Feed, talking_seat

from sucker.ai.talk import TableLedger, TalkingSeat, parse
from sucker.ai.talk.acts import ACCEPT, DEAL, MOVE, Act, Reading
from sucker.ai.talk.ledger import ACCEPTED, REJECTED
from sucker.ai.talk.speech import Said, act_json, say_line, utter
from sucker.engine import NEXT, Action, Game, Rules, action_to_json

RED, BLUE, GREEN, YELLOW = range(4)


def _blue_to_give_the_move(seat: TalkingSeat) -> Feed:
    feed = Feed(Rules(), first=BLUE)
    feed.listeners.append(seat)
    feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
    return feed


def test_a_line_is_written_in_every_language_with_the_same_words_and_its_acts() -> None:
    act = Act(DEAL, RED, want=MOVE, give="rescue")
    said = utter(act, random.Random(5), "fr")
    assert isinstance(said, Said) and said == said.texts["fr"]
    assert parse(said.texts["en"], BLUE) == parse(said.texts["fr"], BLUE) == [act]
    assert said.acts == [{"kind": "deal", "to": "red", "want": "move", "give": "rescue",
                          "about": None}] == [act_json(act)]
    line = say_line("why_kill", random.Random(1), "en", to=RED)
    assert line.key == "why_kill" and "red" in line.texts["en"] and "rouge" in line.texts["fr"]
    assert line.acts == []
    again = pickle.loads(pickle.dumps(said))  # as it comes back from an AI worker
    assert (again, again.texts, again.acts, again.key) == (said, said.texts, said.acts, "deal")


def test_one_line_in_another_language_does_not_switch_what_a_player_is_told() -> None:
    seat = talking_seat(BLUE, {}, lang="fr", temperament="loyal")
    feed = _blue_to_give_the_move(seat)
    seat.chat(RED, "salut tout le monde", None, feed.game)
    seat.chat(RED, "bleu, je te donnerai la main", None, feed.game)
    reply = seat.chat(RED, "who is winning?", None, feed.game)
    assert reply is not None and reply == reply.texts["en"]  # answered as asked
    assert seat.langs[RED] == "fr"  # but red is still a French reader
    # The host knows red's page is French: an English line is answered in French.
    reply = seat.chat(RED, "blue, why?", "fr", feed.game)
    assert reply is not None and reply == reply.texts["fr"]


def _blue_killed_red() -> tuple[TalkingSeat, Feed]:
    seat = talking_seat(BLUE, {}, rules=Rules(3, 2))
    feed = Feed(Rules(3, 2))
    feed.listeners.append(seat)
    feed.run(KILL_SCRIPT)
    feed.act({"by": "blue", "act": "kill", "chip": "red"})
    return seat, feed


def test_why_did_you_kill_my_chip_is_answered_about_that_kill() -> None:
    seat, feed = _blue_killed_red()
    reply = seat.chat(RED, "Blue, you promised! Why did you kill my chip?", "en", feed.game)
    assert reply is not None and reply.key == "why_kill", reply
    reply = seat.chat(RED, "Bleu, pourquoi tu as tué mon jeton ?", "fr", feed.game)
    assert reply is not None and reply.key == "why_kill" and reply == reply.texts["fr"]
    # Green's chips were never killed by blue: it says so, and never refused a rescue.
    reply = seat.chat(GREEN, "blue why did you kill my chip?", "en", feed.game)
    assert reply is not None and reply.key == "why_kill_none", reply
    reply = seat.chat(GREEN, "blue, why didn't you rescue me?", "en", feed.game)
    assert reply is not None and reply.key == "why_rescue_none", reply


def test_accepting_or_refusing_the_seats_own_proposal_closes_it_and_is_answered() -> None:
    for answer, state, key in (("d'accord", ACCEPTED, "deal_on"),
                               ("non merci", REJECTED, "deal_off"),
                               ("ok", ACCEPTED, "deal_on")):
        seat = talking_seat(GREEN, {}, temperament="opportunist")
        panel = TableLedger(4)
        feed = Feed(Rules(), first=RED)
        feed.listeners += [seat, panel.ledger]
        feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
        seat.chat(RED, "salut", "fr", feed.game)  # red has spoken: worth courting
        offer = seat.speak(feed.game)  # red must give the move: green bargains for it
        assert offer is not None and offer.acts and offer.acts[0]["kind"] == "deal", offer
        panel.said(GREEN, offer)
        reply = seat.chat(RED, answer, "fr", feed.game)
        assert reply is not None and reply.key == key, (answer, reply)
        entry = next(e for e in panel.said(RED, answer) if e["kind"] == "proposal")
        assert entry["status"] == state and entry["by"] == "green"
        assert [o.state for o in seat.ledger.proposals] == [state]


def test_rudeness_is_answered_in_character_and_remembered() -> None:
    # The reader's "insult" topic (until it has one, the reading is given as it will be).
    rude = Reading([], "insult", [BLUE], "en")
    for temperament in ("loyal", "opportunist", "vengeful"):
        seat = talking_seat(BLUE, {}, temperament=temperament)
        feed = _blue_to_give_the_move(seat)
        before = seat.grudge[RED]
        reply = seat._reply(RED, rude, "", feed.game, "en")
        assert reply is not None and reply.key == f"insult_{temperament}"
        assert seat.grudge[RED] < before
    # A deal a loyal seat takes from a civil player, it turns down from a rude one.
    for insulted, answer in ((False, ACCEPT), (True, "reject")):
        seat = talking_seat(BLUE, {}, temperament="loyal")
        feed = _blue_to_give_the_move(seat)
        if insulted:
            seat._reply(RED, rude, "", feed.game, "en")
        reply = seat.chat(RED, "Blue, give me the move and I'll rescue you", "en", feed.game)
        assert reply is not None and parse(reply, BLUE) == [Act(answer, RED)]
    # An insult to the table is remembered by every seat, answered by one.
    other = talking_seat(GREEN, {})
    other.talkers = [BLUE, GREEN]
    feed = _blue_to_give_the_move(other)
    assert other._reply(RED, Reading([], "insult", [], "en"), "", feed.game, "en") is None
    assert other.grudge[RED] < 0


def test_a_seat_that_breaks_its_promise_owns_it_at_once_and_when_accused() -> None:
    for temperament, key in (("loyal", "broke_loyal"), ("opportunist", "broke_opportunist")):
        seat = talking_seat(BLUE, {(NEXT, RED): 0.0, (NEXT, GREEN): 1.0}, temperament=temperament)
        feed = _blue_to_give_the_move(seat)
        seat.chat(BLUE, "I'll give you the move, red")
        decision = seat.decide(feed.game.copy())
        assert decision.actions[-1] == Action(NEXT, BLUE, to=GREEN)  # broken: it pays
        assert decision.say is not None and decision.say.key == key, decision.say
        feed.act(action_to_json(decision.actions[-1]))
        reply = seat.chat(RED, "You broke your promise, blue!", "en", feed.game)
        assert reply is not None and reply.key == key
        reply = seat.chat(RED, "blue why didn't you give me the move?", "en", feed.game)
        assert reply is not None and reply.key == key
        reply = seat.chat(YELLOW, "Blue, you lied to me!", "en", feed.game)
        assert reply is not None and reply.key == "kept_word"


def _played_out(seat: TalkingSeat) -> Game:
    rules = Rules(3, 1)
    feed = Feed(rules)
    feed.listeners.append(seat)
    rng = random.Random(4)
    while not feed.game.is_over():
        g = feed.game
        feed.act(action_to_json(rng.choice(g.legal_actions(g.deciders()[0]))))
    return feed.game


def test_after_the_end_a_word_once_and_answers() -> None:
    seat = talking_seat(BLUE, {}, rules=Rules(3, 1), lang="fr")
    game = _played_out(seat)
    first = seat.speak(game)
    assert first is not None
    assert first.key == ("gg_won" if game.winner == BLUE else "gg_lost")
    assert seat.speak(game) is None  # once
    reply = seat.chat(RED, "gg bleu", "fr", game)
    assert reply is not None and reply.key == "after_game" and reply == reply.texts["fr"]
    reply = seat.chat(RED, "bleu, pourquoi tu ne m'as pas sauvé ?", "fr", game)
    assert reply is not None and reply.key.startswith("why_"), reply


def test_a_promise_made_by_a_deed_is_marked_implied() -> None:
    panel = TableLedger(4)
    feed = Feed(Rules())
    feed.listeners.append(panel.ledger)
    panel.start(feed.game)
    panel.said(BLUE, "Red, give me the move and I'll rescue you")
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    feed.act({"by": "red", "act": "next", "to": "blue"})  # red gives it, never says a word
    promises = {(e["by"], e["to"]): e for e in panel.entries() if e["kind"] == "promise"}
    assert promises[("red", "blue")]["implied"] is True
    assert promises[("red", "blue")]["status"] == "kept"
    assert promises[("blue", "red")]["implied"] is False  # blue said it
    assert [e["status"] for e in panel.entries() if e["kind"] == "proposal"] == [ACCEPTED]
    assert parse("Deal.", RED) == [Act(ACCEPT)]


def test_a_why_that_also_accuses_is_answered_about_what_it_asks() -> None:
    # As the reader will read it: an accusation and a question about a kill.
    seat, feed = _blue_killed_red()
    line = Reading([Act("accuse", BLUE)], "why", [BLUE], "en")
    reply = seat._reply(RED, line, "kill", feed.game, "en")
    assert reply is not None and reply.key == "why_kill", reply
