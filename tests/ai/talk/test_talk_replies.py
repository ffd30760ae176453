"""A talking seat hears at once: it answers proposals, greetings and questions in the language
it was spoken to, bargains before a decision that concerns it, stays within its limits, and
bad input never breaks it nor makes it invent a deal. Personas: names, temperaments, deeds."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from talk_helpers import RESCUE_SCRIPT, Feed, talking_seat

from sucker.ai.kinds import make_seat
from sucker.ai.seat import REPLIES_PER_ACTION, REPLIES_TO_PEOPLE, SPEAK_GAP
from sucker.ai.talk import TalkingSeat, parse, read
from sucker.ai.talk.acts import (
    ACCEPT,
    ALLIANCE,
    DEAL,
    INSULT,
    MOVE,
    PROPOSALS,
    REJECT,
    RESCUE,
    THREATEN,
    WANT,
    Act,
    color_name,
    patterns,
)
from sucker.ai.talk.persona import NAMES, TEMPERAMENTS
from sucker.engine import NEXT, REFUSE, TRANSFER, Action, Game, Rules
from sucker.records import CHAT_MAX

RED, BLUE, GREEN, YELLOW = range(4)




def _matches(text: str | None, lang: str, key: str) -> bool:
    """Whether ``text`` is one of the conversational lines ``key`` (any colour filled in)."""
    if text is None:
        return False
    for template in patterns("talk-" + key.replace("_", "-"), lang):
        pattern = re.escape(template)
        for field in ("to", "To", "who", "Who", "name"):
            pattern = pattern.replace(re.escape("{" + field + "}"), r"[\w ]*")
        if re.fullmatch(pattern.replace(r"\ ", " ?"), text):
            return True
    return False


def _blue_to_give_the_move(seat: TalkingSeat) -> Feed:
    """Red played; blue must give the move (red and green are options)."""
    feed = Feed(Rules(), first=BLUE)
    feed.listeners.append(seat)
    feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
    return feed


def test_a_french_deal_is_answered_at_once_in_french_and_kept() -> None:
    seat = talking_seat(BLUE, {(NEXT, RED): 0.40, (NEXT, GREEN): 0.45})
    feed = _blue_to_give_the_move(seat)
    reply = seat.chat(RED, "Bleu, donne-moi la main et je te sauverai", "fr", feed.game)
    assert reply is not None and read(reply).lang in ("fr", "")
    assert parse(reply, BLUE) == [Act(ACCEPT, RED)]
    assert seat.decide(feed.game.copy()).actions == [Action(NEXT, BLUE, to=RED)]


def test_a_deal_from_a_distrusted_player_is_refused_at_once() -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    seat.ledger.on_chat(RED, "I'll give you the move, blue", 0)
    seat.ledger.promises[0].state = "broken"
    seat.grudge[RED] = -0.4
    reply = seat.chat(RED, "blue give me the move and i'll rescue you", None, feed.game)
    assert reply is not None and parse(reply, BLUE) == [Act(REJECT, RED)]
    assert read(reply).lang in ("en", "")


@pytest.mark.parametrize(("text", "lang"), [("hello everyone", "en"), ("salut tout le monde",
                                                                       "fr")])
def test_one_ai_greets_back_in_the_language_spoken(text: str, lang: str) -> None:
    seats = [make_seat("talk:easy", seed=i) for i in range(4)]
    meta = [{"color": c, "name": s.name, "kind": "talk:easy"}
            for c, s in zip(("red", "blue", "green", "yellow"), seats, strict=True)]
    game = Game(Rules(), 0)
    for i, s in enumerate(seats):
        s.start(i, Rules(), meta, game.copy())
    replies = [s.chat(RED, text, None, game) for s in seats[1:]]
    said = [r for r in replies if r]
    assert len(said) == 1 and replies[0] is not None  # blue, the next talker after red
    assert _matches(said[0], lang, "greet"), said


def test_why_a_rescue_was_refused_comes_from_the_ledger() -> None:
    # blue refuses red's rescue; red had broken a promise to blue before
    seat = talking_seat(BLUE, {(TRANSFER, RED): 0.1, (REFUSE, -1): 0.9}, Rules(3, 2))
    seat.ledger.on_chat(RED, "I'll give you the move, blue", 0)
    feed = Feed(Rules(3, 2))
    feed.listeners.append(seat)
    feed.run(RESCUE_SCRIPT)
    assert seat.ledger.promises[0].state == "broken"  # red gave the move to green
    seat.grudge[RED] = -0.4
    answer = seat.decide(feed.game.copy()).actions[-1]
    assert answer.act == REFUSE
    feed.act({"by": "blue", "act": "refuse"})
    reply = seat.chat(RED, "why did you refuse to rescue me, blue?", None, feed.game)
    assert _matches(reply, "en", "why_refused"), reply
    reply = seat.chat(RED, "Bleu, pourquoi tu ne m'as pas sauvé ?", None, feed.game)
    assert _matches(reply, "fr", "why_refused"), reply


def test_why_the_move_was_kept_or_never_withheld() -> None:
    """Asked why it kept the move, an AI says so; one that never passed the asker over says
    that (it claimed it never had the move to give, even when it had)."""
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    game = feed.game.copy()
    game.options = [RED, BLUE]  # as after a pile where blue's colour is missing too
    seat._remember(game, Action(NEXT, BLUE, to=BLUE))
    reply = seat.chat(RED, "Bleu, pourquoi tu t'es donné la main à toi-même ?", None, feed.game)
    assert _matches(reply, "fr", "why_move_kept"), reply
    reply = seat.chat(GREEN, "blue, why didn't you give me the move?", None, feed.game)
    assert _matches(reply, "en", "why_move_none"), reply


def test_why_without_a_wrong_done() -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    reply = seat.chat(RED, "blue why??", None, feed.game)
    assert _matches(reply, "en", "why_none"), reply
    assert seat.chat(GREEN, "why?", None, feed.game) is None  # not to us, nothing done to green


def test_who_is_winning_follows_the_evaluation() -> None:
    seat = talking_seat(GREEN, {}, Rules(3, 2))
    feed = Feed(Rules(3, 2))
    feed.listeners.append(seat)
    feed.run(RESCUE_SCRIPT)  # red has no chip left; blue and green hold the same
    reply = seat.chat(RED, "green, who is winning?", None, feed.game)
    assert reply is not None
    assert _matches(reply, "en", "leader") or _matches(reply, "en", "me_leader") or _matches(
        reply, "en", "even")
    assert "red" not in reply.lower()  # red, out of chips, is not ahead
    fr = seat.chat(RED, "vert qui gagne ?", None, feed.game)
    assert fr is not None and read(fr).lang != "en"


def test_what_it_wants_when_low_on_chips() -> None:
    seat = talking_seat(RED, {}, Rules(3, 2))
    feed = Feed(Rules(3, 2))
    feed.listeners.append(seat)
    feed.run(RESCUE_SCRIPT[:5])  # red has played both chips but one
    reply = seat.chat(BLUE, "red what do you want?", None, feed.game)
    assert _matches(reply, "en", "want_rescue"), reply
    reply = seat.chat(GREEN, "rouge, c'est quoi ta stratégie ?", None, feed.game)
    assert _matches(reply, "fr", "want_rescue"), reply


def test_how_many_chips_is_answered_from_the_board_in_the_language_asked() -> None:
    """Blue holds 3 chips, 2 of them prisoners; red none (after RESCUE_SCRIPT's 9 moves)."""
    seat = talking_seat(BLUE, {}, Rules(3, 2))
    feed = Feed(Rules(3, 2))
    feed.listeners.append(seat)
    feed.run(RESCUE_SCRIPT[:9])
    game = feed.game
    assert (game.held[BLUE], game.prisoners(BLUE), game.held[GREEN]) == (3, 2, 0)
    assert seat.chat(RED, "blue, how many chips do you have?", None, game) == \
        "3 chips, red: 2 of them prisoners."
    assert seat.chat(GREEN, "bleu, il te reste combien de jetons ?", None, game) == \
        "3 jetons, vert, dont 2 prisonniers."
    asked = seat.chat(RED, "blue, how many chips has green got?", None, game)
    assert asked == "Green has no chips left in hand.", asked
    assert seat.chat(RED, "green, how many chips do you have?", None, game) is None  # not us
    # the asker's own hand, prisoners asked for, and a question blue is not the one asked
    assert seat.chat(RED, "blue, combien j'ai de jetons ?", None, game) == \
        "Plus aucun, rouge\u00a0: il va falloir qu’on te sauve."
    assert seat.chat(GREEN, "blue, how many prisoners do you have?", None, game) == \
        "2 prisoners, green."
    assert seat.chat(RED, "green, how many chips does blue have?", None, game) is None
    assert seat.chat(GREEN, "Qui a le plus de jetons en ce moment ?", None, game) == \
        "Moi, avec 3 jetons. Ne m’en veux pas."
    other = seat.chat(GREEN, "bleu, combien de temps il reste ?", None, game)
    assert other is None or not other.key.startswith("chips"), other


@pytest.mark.parametrize("line", [
    "bleu, qu'est ce qui se passe si j'ai plus de jetons quand c'est mon tour ?",
    "que se passe-t-il si je n'ai plus de jetons, bleu ?",
    "blue what happens when I have no chips left?",
])
def test_what_happens_without_chips_is_a_rules_question_not_a_rescue_asked(line: str) -> None:
    """Not "are you an AI?" (« j'ai »), nor an ask for a rescue that the AI accepts."""
    assert read(line).acts == []
    seat = talking_seat(BLUE, {}, Rules(3, 2))
    feed = Feed(Rules(3, 2))
    feed.listeners.append(seat)
    reply = seat.chat(RED, line, None, feed.game)
    assert reply is not None and reply.key == "small_nochips", reply
    assert seat.ledger.offers == []


def test_unreadable_lines_get_a_short_answer_if_addressed_else_silence() -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    reply = seat.chat(RED, "blue asdfgh qwerty", None, feed.game)
    assert _matches(reply, "en", "huh"), reply
    assert seat.chat(RED, "asdfgh qwerty", None, feed.game) is None
    assert seat.chat(GREEN, "green, zxcv", None, feed.game) is None  # to someone else
    assert seat.ledger.offers == [] and seat.ledger.promises == []


def test_replies_are_limited_per_speaker_between_actions() -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    replies = [seat.chat(RED, "blue, who is winning?", None, feed.game) for _ in range(10)]
    assert sum(r is not None for r in replies) == 1  # the same question, answered once
    # a person's different lines are answered, up to the limit
    lines = ["blue, who is winning?", "blue what do you want?", "thanks blue", "blue asdfgh",
             "blue, why did you kill my chip?", "hello blue", "blue you idiot",
             "blue why didn't you rescue me?", "blue, what do you want now?"]
    replies = [seat.chat(GREEN, line, None, feed.game) for line in lines]
    assert all(r is not None for r in replies[:REPLIES_TO_PEOPLE]), replies
    assert replies[REPLIES_TO_PEOPLE:] == [None] * (len(lines) - REPLIES_TO_PEOPLE)
    feed.act({"by": "blue", "act": "next", "to": "green"})
    assert seat.chat(RED, "blue who is winning", None, feed.game) is not None  # a new action
    assert seat.chat(RED, "hello blue", None, feed.game) is not None
    assert seat.chat(RED, "hello again blue", None, feed.game) is None  # greets once


def test_speaks_first_before_a_decision_that_concerns_it_and_not_too_often() -> None:
    seat = talking_seat(RED, {})
    feed = _blue_to_give_the_move(seat)
    seat.ledger.spoke[BLUE] = 1  # blue bargains
    text = seat.speak(feed.game)
    assert text is not None
    acts = parse(text, RED)
    assert len(acts) == 1 and acts[0].kind == DEAL and acts[0].to == BLUE
    assert acts[0].want == MOVE
    assert seat.speak(feed.game) is None  # once per SPEAK_GAP actions
    assert seat.ledger.offers[-1].act == acts[0]  # its own words count in its ledger
    for _ in range(SPEAK_GAP):
        g = feed.game
        a = g.legal_actions()[0]
        if g.is_over():
            break
        feed.act({"by": ["red", "blue", "green", "yellow"][a.by], **_json(a)})
    assert seat.speak(Game(Rules(), 0)) is None  # its own decision: no speaking first


def _json(a: Action) -> dict[str, object]:
    from sucker.engine import action_to_json

    out = action_to_json(a)
    out.pop("by", None)
    return out


def test_asks_the_awaited_for_a_rescue() -> None:
    seat = talking_seat(RED, {}, Rules(3, 2))
    feed = Feed(Rules(3, 2))
    feed.listeners.append(seat)
    feed.run(RESCUE_SCRIPT)
    text = seat.speak(feed.game)
    assert text is not None
    acts = parse(text, RED)
    assert len(acts) == 1 and acts[0].kind == DEAL and acts[0].want == RESCUE
    assert acts[0].to in feed.game.awaiting


@settings(max_examples=150, deadline=None)
@given(st.one_of(
    st.text(max_size=400),
    st.text(alphabet=st.characters(min_codepoint=0x1F300, max_codepoint=0x1FAFF), max_size=20),
    st.sampled_from(["", " ", "x" * 350, "????", "blue " + "a" * 300, "Синий, дай мне ход",
                     "青、手番をくれ", "أزرق أعطني الدور", "blue \u0000\u200b"]),
))
def test_any_line_gets_a_clean_answer_or_silence_and_no_invented_deal(text: str) -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    reply = seat.chat(RED, text, None, feed.game)
    if reply is not None:
        assert 0 < len(reply) <= CHAT_MAX
        proposed = any(a.kind in PROPOSALS for a in parse(text, RED))
        topic = read(text, RED).topic
        rude = topic == INSULT  # answered in character: a threat may do
        mine = [a for a in parse(reply, BLUE) if not (rude and a.kind == THREATEN)]
        if topic != WANT:  # "what do you want?" is answered by what we ask for
            assert all(a.kind in (ACCEPT, REJECT) for a in mine) or not mine, reply
            assert proposed or not mine, reply
    assert all(p.by != BLUE for p in seat.ledger.promises) or any(
        a.kind in PROPOSALS for a in parse(text, RED))


def test_personas_are_seeded_named_in_the_table_language_and_set_by_kind() -> None:
    a = make_seat("talk:easy", seed=5, lang="fr")
    assert a.name in NAMES["fr"] and a.temperament in TEMPERAMENTS and a.lang == "fr"
    again = make_seat("talk:easy", seed=5, lang="fr")
    assert (again.name, again.temperament) == (a.name, a.temperament)
    assert make_seat("talk:easy", seed=5).name in NAMES["en"]
    names = {make_seat("talk:easy", seed=40 + i).name for i in range(4)}
    assert len(names) == 4  # a table's seats have different names
    assert make_seat("talk:medium/vengeful", seed=1).temperament == "vengeful"
    assert make_seat("talk:hard@0.05/loyal", seed=1).temperament == "loyal"
    assert {make_seat("talk:easy", seed=s).temperament for s in range(30)} == set(TEMPERAMENTS)
    with pytest.raises(ValueError):
        make_seat("talk:easy/grumpy")
    with pytest.raises(ValueError):
        make_seat("talk:easy/")


def test_a_french_table_opens_in_french() -> None:
    seat = talking_seat(RED, {}, temperament="opportunist", lang="fr")
    feed = _blue_to_give_the_move(seat)
    text = seat.speak(feed.game)
    assert text is not None and color_name(BLUE, "fr") in text.lower()
    assert read(text).lang == "fr"


@pytest.mark.parametrize(("temperament", "gain", "breaks"), [
    ("loyal", 0.35, False), (None, 0.35, True), (None, 0.10, False),
    ("opportunist", 0.10, True),
])
def test_temperament_decides_when_a_promise_is_broken(
    temperament: str | None, gain: float, breaks: bool
) -> None:
    seat = talking_seat(RED, {(NEXT, BLUE): 0.40, (NEXT, GREEN): 0.40 + gain},
                 temperament=temperament)
    feed = Feed(Rules())
    feed.listeners.append(seat)
    seat.ledger.on_chat(RED, "I'll give you the move, blue", 0)
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    decision = seat.decide(feed.game.copy())
    assert decision.actions == [Action(NEXT, RED, to=GREEN if breaks else BLUE)]


def test_the_vengeful_punish_for_good_and_the_loyal_less() -> None:
    attitudes = {}
    for temperament in ("vengeful", "loyal"):
        seat = talking_seat(RED, {}, temperament=temperament)
        feed = Feed(Rules())
        feed.listeners.append(seat)
        feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
        feed.act({"by": "red", "act": "next", "to": "blue"})
        seat.chat(BLUE, "I'll give you the move, red", None, feed.game)
        feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
        feed.act({"by": "blue", "act": "next", "to": "green"})  # broken
        feed.act({"by": "green", "act": "play", "chip": "green", "pile": "new"})
        feed.act({"by": "green", "act": "next", "to": "red"})
        seat.decide(feed.game.copy())
        attitudes[temperament] = seat.inner.attitude[BLUE]
    assert attitudes["vengeful"] == -1.0 < attitudes["loyal"] < 0


def test_the_reply_path_is_cheap() -> None:
    """No search in a reply: a hard seat answers in milliseconds, not its thinking time."""
    import time

    seat = make_seat("talk:hard@5", seed=2)
    game = Game(Rules(), 0)
    seat.start(1, Rules(), [], game.copy())
    rng = random.Random(2)
    for _ in range(8):
        a = rng.choice(game.legal_actions())
        game.apply(a)
        seat.event(a, game)
    t = time.perf_counter()
    for text in ("blue who is winning?", "Bleu, donne-moi la main et je te sauverai",
                 "blue why?", "blue what do you want"):
        seat.chat(RED, text, None, game)
    assert time.perf_counter() - t < 1.0  # four replies, against a 5 s thinking budget


def test_a_seat_is_addressed_by_its_persona_name_too() -> None:
    seats = [make_seat("talk:easy", seed=i, lang="fr") for i in range(4)]
    meta = [{"color": c, "name": s.name, "kind": "talk:easy"}
            for c, s in zip(("red", "blue", "green", "yellow"), seats, strict=True)]
    game = Game(Rules(), 1)
    for i, s in enumerate(seats):
        s.start(i, Rules(), meta, game.copy())
    green = seats[GREEN]
    name = green.name.lower().replace("é", "e")  # typed without its accent
    reply = green.chat(RED, f"{name}, qui gagne ?", "fr-FR", game)
    assert reply is not None and read(reply).lang != "en"
    assert seats[BLUE].chat(RED, f"{name}, qui gagne ?", None, game) is None  # not to blue


def test_another_ai_gets_fewer_replies_and_the_same_question_answered_each_time() -> None:
    # the AIs bargain among themselves as before: at most REPLIES_PER_ACTION replies to one
    # another between two actions, and a line said again is answered again
    meta = [{"color": c, "name": n, "kind": k} for c, n, k in (
        ("red", "Ann", "talk:medium"), ("blue", "Bob", "talk:medium"),
        ("green", "Cy", "human"), ("yellow", "Di", "talk:medium"))]
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    seat.start(BLUE, Rules(), meta, feed.game.copy())
    replies = [seat.chat(RED, "blue, who is winning?", None, feed.game) for _ in range(5)]
    assert sum(r is not None for r in replies) == REPLIES_PER_ACTION
    assert sum(seat.chat(GREEN, "blue, who is winning?", None, feed.game) is not None
               for _ in range(5)) == 1  # a person's line said again: one answer


def test_a_persons_offer_to_all_that_nobody_takes_is_answered_by_one() -> None:
    # "anyone want to team up?": one AI (the first after the speaker) offers an alliance
    # against the best-stocked other player, or says no; the others stay quiet
    meta = [{"color": c, "name": n, "kind": k} for c, n, k in (
        ("red", "Ann", "human"), ("blue", "Bob", "talk:medium"),
        ("green", "Cy", "talk:medium"), ("yellow", "Di", "talk:medium"))]
    feed = Feed(Rules(), first=BLUE)
    seats = []
    for p in (BLUE, GREEN, YELLOW):
        seat = talking_seat(p, {})
        seat.start(p, Rules(), meta, feed.game.copy())
        feed.listeners.append(seat)
        seats.append(seat)
    feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
    replies = [s.chat(RED, "anyone want to team up?", "en", feed.game) for s in seats]
    assert replies[1:] == [None, None], replies
    acts = parse(replies[0], BLUE)
    assert len(acts) == 1 and acts[0].kind == ALLIANCE and acts[0].to == RED
    assert acts[0].about in (GREEN, YELLOW)  # never the proposer nor itself
    refused = [s.chat(RED, "quelqu'un peut me sauver ?", "fr", feed.game) for s in seats]
    assert refused[1:] == [None, None], refused
    assert [a.kind for a in parse(refused[0] or "", BLUE)] == [REJECT], refused


def test_why_me_after_a_proposal_is_answered_by_its_author_about_it() -> None:
    # red asks blue for the move; blue (a person) asks "why me?": red says why it asked
    # (blue chooses who plays next), green (who did nothing) stays quiet
    red, green = talking_seat(RED, {}), talking_seat(GREEN, {})
    feed = _blue_to_give_the_move(red)
    feed.listeners.append(green)
    green.start(GREEN, Rules(), [], feed.game.copy())
    red.ledger.spoke[BLUE] = 1  # blue bargains: red makes an offer
    offer = red.speak(feed.game)
    assert offer is not None and parse(offer, RED)[0].want == MOVE
    green.chat(RED, offer, "en", feed.game)
    for lang, text in (("en", "why me?"), ("fr", "pourquoi moi ?")):
        assert green.chat(BLUE, text, lang, feed.game) is None
        reply = red.chat(BLUE, text, lang, feed.game)
        assert _matches(reply, lang, "why_offer_move"), reply
        assert parse(reply or "", RED) == []  # an explanation, not a new offer


def _people_and_ais() -> list[dict[str, str]]:
    return [{"color": c, "name": n, "kind": k} for c, n, k in (
        ("red", "Ann", "human"), ("blue", "Bob", "talk:medium"),
        ("green", "Cy", "talk:medium"), ("yellow", "Di", "talk:medium"))]


def test_a_threat_gets_an_answer_in_character_and_is_remembered() -> None:
    for temperament in TEMPERAMENTS:
        seat = talking_seat(BLUE, {}, temperament=temperament)
        feed = _blue_to_give_the_move(seat)
        seat.start(BLUE, Rules(), _people_and_ais(), feed.game.copy())
        for lang, text in (("en", "blue, give me the move or I kill your chips"),
                           ("fr", "bleu tu vas le payer")):
            goodwill = seat.grudge[RED]
            reply = seat.chat(RED, text, lang, feed.game)
            key = temperament if temperament in ("loyal", "vengeful") else "opportunist"
            assert _matches(reply, lang, f"threatened_{key}"), (temperament, reply)
            assert seat.grudge[RED] < goodwill and parse(reply or "", BLUE) == []
        # another AI's threat is bargaining among AIs: not answered this way
        assert seat.chat(GREEN, "blue, give me the move or I kill your chips", "en",
                         feed.game) is None


def test_an_alliance_against_an_ai_is_answered_by_another_and_not_by_its_target() -> None:
    feed = Feed(Rules(), first=BLUE)
    seats = []
    for p in (BLUE, GREEN, YELLOW):
        seat = talking_seat(p, {})
        seat.start(p, Rules(), _people_and_ais(), feed.game.copy())
        feed.listeners.append(seat)
        seats.append(seat)
    feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
    replies = [s.chat(RED, "team up against blue?", "en", feed.game) for s in seats]
    assert replies[0] is None and replies[2] is None, replies  # blue is spoken of
    assert replies[1] is not None  # green, the first after red but blue, answers
    assert [a.kind for a in parse(replies[1], GREEN)] in ([ACCEPT], [REJECT])


def test_praise_is_thanked_not_misunderstood() -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    for lang, text in (("en", "nice one blue"), ("fr", "bien joué bleu"),
                       ("fr", "Joli coup, bleu !"), ("en", "well played blue"),
                       ("en", "blue you play well"), ("fr", "tu joues trop bien bleu")):
        assert _matches(seat.chat(RED, text, lang, feed.game), lang, "praised"), text
    assert _matches(seat.chat(RED, "blue asdfgh", "en", feed.game), "en", "huh")


@pytest.mark.parametrize(("lang", "text", "key"), [
    ("en", "blue who are you?", "small_who"), ("fr", "bleu t'es qui ?", "small_who"),
    ("fr", "bleu, c'est qui toi ?", "small_who"), ("fr", "bleu tu t'appelles comment ?",
                                                     "small_who"),
    ("fr", "bleu c'est pour rire", "small_sorry"),
    ("en", "blue are you an AI?", "small_bot"), ("fr", "bleu tu es une IA ?", "small_bot"),
    ("en", "blue how are you?", "small_how"), ("fr", "bleu ça va ?", "small_how"),
    ("en", "blue just kidding", "small_sorry"), ("fr", "bleu je rigolais", "small_sorry"),
    ("en", "blue I trust you", "small_trust"), ("fr", "bleu on est potes ?", "small_trust"),
    ("en", "blue who will you give the move to?", "small_plan"),
    ("fr", "bleu à qui tu vas donner la main ?", "small_plan"),
])
def test_small_talk_to_an_ai_gets_an_answer_not_huh(lang: str, text: str, key: str) -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    reply = seat.chat(RED, text, lang, feed.game)
    assert reply is not None and reply.key == key, reply
    assert parse(reply, BLUE) == []  # small talk: no act another player could take up


def test_an_apology_half_mends_an_insult() -> None:
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    seat.chat(RED, "blue you idiot", "en", feed.game)
    hurt = seat.grudge[RED]
    assert hurt < 0
    assert seat.chat(RED, "blue just kidding", "en", feed.game) is not None
    assert hurt < seat.grudge[RED] <= 0


def test_who_are_you_said_to_all_is_not_who_is_winning() -> None:
    # « t'es qui toi ? » shares its words with "who is winning?" questions; the AI that
    # answers the table says who it is
    seat = talking_seat(BLUE, {})
    feed = _blue_to_give_the_move(seat)
    reply = seat.chat(RED, "t'es qui toi ?", "fr", feed.game)
    assert reply is not None and reply.key == "small_who", reply
    winning = seat.chat(RED, "qui gagne ?", "fr", feed.game)
    assert winning is not None and winning.key in ("leader", "me_leader", "even"), winning


@pytest.mark.parametrize(("lang", "text", "key"), [
    ("en", "how do I capture?", "small_capture"),
    ("fr", "c'est quoi la règle pour capturer ?", "small_capture"),
    ("en", "how do I win?", "small_win"), ("fr", "comment on gagne ?", "small_win"),
    ("en", "what are the rules?", "small_rules"),
    ("fr", "comment ça marche ce jeu ?", "small_rules"),
])
def test_a_beginners_question_to_the_table_is_answered_by_one(lang: str, text: str,
                                                              key: str) -> None:
    seat = talking_seat(BLUE, {})  # the seat that answers the table here
    feed = _blue_to_give_the_move(seat)
    reply = seat.chat(RED, text, lang, feed.game)
    assert reply is not None and reply.key == key, reply
    assert parse(reply, BLUE) == [] and 0 < len(reply) <= CHAT_MAX
