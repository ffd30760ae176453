"""The public ledger judges promises by what the promiser then does (games through the engine)."""

from __future__ import annotations

from talk_helpers import KILL_SCRIPT, RESCUE_SCRIPT, Feed

from sucker.ai.talk import Ledger
from sucker.ai.talk.ledger import BROKEN, KEPT, OPEN, VOID
from sucker.engine import Rules
from sucker.records import parse_record

RED, BLUE, GREEN, YELLOW = range(4)
FOUR = Rules()


def _start(rules: Rules = FOUR) -> tuple[Feed, Ledger]:
    feed = Feed(rules)
    ledger = Ledger(rules.players)
    ledger.start(feed.game)
    feed.listeners.append(ledger)
    return feed, ledger


def _states(ledger: Ledger) -> list[tuple[int, int, str, str]]:
    return [(p.by, p.to, p.what, p.state) for p in ledger.promises]


def test_move_promise_kept() -> None:
    feed, ledger = _start()
    ledger.on_chat(RED, "I'll give you the move, blue", 0)
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    assert _states(ledger) == [(RED, BLUE, "move", OPEN)]
    feed.act({"by": "red", "act": "next", "to": "blue"})
    assert _states(ledger) == [(RED, BLUE, "move", KEPT)]
    assert ledger.trust(RED) == 2 / 3
    assert ledger.summary()["red"] | {} == {
        "made": 1, "kept": 1, "broken": 0, "open": 0, "rescues": 0, "refusals": 0,
        "accused": 0, "trust": 0.667,
    }


def test_move_promise_broken_when_given_to_another_while_an_option() -> None:
    feed, ledger = _start()
    ledger.on_chat(RED, "I'll give you the move, blue", 0)
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    feed.act({"by": "red", "act": "next", "to": "green"})
    assert _states(ledger) == [(RED, BLUE, "move", BROKEN)]
    assert ledger.trust(RED) == 1 / 3
    assert ledger.trust(BLUE) == 0.5


def test_move_promise_waits_when_the_promisee_is_no_option() -> None:
    feed, ledger = _start()
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    feed.act({"by": "red", "act": "next", "to": "blue"})
    ledger.on_chat(BLUE, "Red, I will pass you the move when I can.", 2)
    feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": 1})  # red's colour is there
    feed.act({"by": "blue", "act": "next", "to": "green"})
    assert _states(ledger) == [(BLUE, RED, "move", OPEN)]


def test_deal_accepted_in_words_binds_both_sides() -> None:
    feed, ledger = _start()
    ledger.on_chat(RED, "Give me the move, blue, and I'll rescue you.", 0)
    assert ledger.promises == []
    ledger.on_chat(BLUE, "Deal.", 0)  # "Deal." answers the proposal made to blue
    assert _states(ledger) == [(BLUE, RED, "move", OPEN), (RED, BLUE, "rescue", OPEN)]
    assert ledger.offers == []


def test_rejected_deal_binds_nobody() -> None:
    _, ledger = _start()
    ledger.on_chat(RED, "Give me the move, blue, and I'll rescue you.", 0)
    ledger.on_chat(BLUE, "No deal, red.", 0)
    assert ledger.promises == [] and ledger.offers == []
    ledger.on_chat(BLUE, "ok", 0)  # nothing left to accept
    assert ledger.promises == []


def test_a_promise_turned_down_binds_nobody() -> None:
    """« je te donne la main » answered « Non, rouge. »: no promise left to break (an AI
    called the person a liar for it)."""
    feed, ledger = _start()
    ledger.on_chat(RED, "Vert, je te donne la main", 0)
    ledger.on_chat(GREEN, "Non, rouge.", 0)
    assert _states(ledger) == [(RED, GREEN, "move", VOID)]
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    feed.act({"by": "red", "act": "next", "to": "blue"})
    assert _states(ledger) == [(RED, GREEN, "move", VOID)] and ledger.trust(RED) == 0.5
    ledger.on_chat(BLUE, "no", 2)  # a no to nothing said to blue changes nothing
    assert _states(ledger) == [(RED, GREEN, "move", VOID)]


def test_deal_accepted_in_deeds() -> None:
    feed, ledger = _start()
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    feed.act({"by": "red", "act": "next", "to": "blue"})
    ledger.on_chat(GREEN, "Blue, pass me the move and I'll rescue you when you run dry.", 2)
    feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
    feed.act({"by": "blue", "act": "next", "to": "green"})
    assert _states(ledger) == [(BLUE, GREEN, "move", KEPT), (GREEN, BLUE, "rescue", OPEN)]


def test_a_promise_said_and_then_asked_for_is_kept_once_not_twice() -> None:
    """Blue asked for the move, red promised it, then gave it: one promise kept (the one
    said), not a second one implied by the deed beside it."""
    feed, ledger = _start()
    ledger.on_chat(BLUE, "Red, give me the move.", 0)
    ledger.on_chat(RED, "I'll give you the move, blue", 0)
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    feed.act({"by": "red", "act": "next", "to": "blue"})
    assert _states(ledger) == [(RED, BLUE, "move", KEPT)]
    assert not ledger.promises[0].implied and ledger.offers == []


def test_you_means_whoever_spoke_to_the_speaker() -> None:
    _, ledger = _start()
    ledger.on_chat(GREEN, "Yellow, your chips are safe with me.", 0)
    ledger.on_chat(YELLOW, "Thanks! I'll rescue you", 0)
    assert _states(ledger) == [(GREEN, YELLOW, "spare", OPEN), (YELLOW, GREEN, "rescue", OPEN)]


def test_rescue_promise_kept_and_counted() -> None:
    feed, ledger = _start(Rules(3, 2))
    ledger.on_chat(BLUE, "I'll rescue you, red", 0)
    feed.run(RESCUE_SCRIPT)
    assert feed.game.awaiting == [BLUE, GREEN]
    feed.act({"by": "blue", "act": "transfer", "chip": "red", "to": "red"})
    assert _states(ledger) == [(BLUE, RED, "rescue", KEPT)]
    assert ledger.rescues == [0, 1, 0]


def test_rescue_promise_broken_by_a_refusal() -> None:
    feed, ledger = _start(Rules(3, 2))
    ledger.on_chat(BLUE, "I'll rescue you, red", 0)
    ledger.on_chat(GREEN, "Red, I'll come to your rescue when you need it.", 0)
    feed.run(RESCUE_SCRIPT)
    feed.act({"by": "blue", "act": "refuse"})
    assert ledger.promises[0].state == BROKEN
    feed.act({"by": "green", "act": "transfer", "chip": "red", "to": "red"})
    assert _states(ledger) == [(BLUE, RED, "rescue", BROKEN), (GREEN, RED, "rescue", KEPT)]
    assert ledger.refusals == [0, 1, 0] and ledger.rescues == [0, 0, 1]


def test_promises_of_the_defeated_are_void() -> None:
    feed, ledger = _start(Rules(3, 2))
    feed.run(RESCUE_SCRIPT)
    ledger.on_chat(BLUE, "I'll give you the move, red", 13)
    feed.act({"by": "blue", "act": "refuse"})
    feed.act({"by": "green", "act": "refuse"})
    assert not feed.game.alive[RED]
    assert [p.state for p in ledger.promises] == [VOID]
    assert ledger.counts(BLUE)["void"] == 1 and ledger.trust(BLUE) == 0.5


def test_spare_promise_kept_or_broken_at_the_kill() -> None:
    for chip, state in (("red", KEPT), ("green", BROKEN)):
        feed, ledger = _start(Rules(3, 2))
        ledger.on_chat(BLUE, "I won't kill your chips, green", 0)
        feed.run(KILL_SCRIPT)
        assert feed.game.options == [RED, BLUE, GREEN]
        feed.act({"by": "blue", "act": "kill", "chip": chip})
        assert _states(ledger) == [(BLUE, GREEN, "spare", state)]


def test_alliance_accepted_makes_allies_who_spare_each_other() -> None:
    _, ledger = _start()
    ledger.on_chat(RED, "Blue, alliance against green?", 0)
    ledger.on_chat(YELLOW, "Deal, red.", 0)  # not yellow's to accept
    assert ledger.alliances == []
    ledger.on_chat(BLUE, "Agreed, red.", 0)
    assert ledger.allies(RED) == [BLUE] and ledger.alliances[0].against == GREEN
    assert _states(ledger) == [(RED, BLUE, "spare", OPEN), (BLUE, RED, "spare", OPEN)]


def test_two_proposals_in_one_line_stay_open_each_answered_in_turn() -> None:
    """« alliance contre vert ? et donne-moi la main »: the ask is not withdrawn by the
    alliance said after it; a yes takes the latest, a second yes the other. A new line's
    proposal to the same player withdraws both."""
    _, ledger = _start()
    ledger.on_chat(RED, "bleu alliance contre vert ? et donne moi la main", 0)
    assert sorted(o.act.kind for o in ledger.offers) == ["alliance", "ask"]
    ledger.on_chat(BLUE, "Tope là.", 0)
    assert ledger.allies(RED) == [BLUE] and [o.act.kind for o in ledger.offers] == ["ask"]
    ledger.on_chat(BLUE, "Oui rouge, d'accord.", 0)
    assert ledger.offers == [] and (BLUE, RED, "move", OPEN) in _states(ledger)
    ledger.on_chat(RED, "yellow, give me the move? and alliance against green?", 1)
    ledger.on_chat(RED, "yellow, then rescue me later", 1)
    assert [o.act.kind for o in ledger.offers] == ["ask"]  # the new line's alone


def test_the_same_alliance_proposed_back_is_a_yes() -> None:
    """« ok elodie alliance contre bleu, ça marche ! » to Élodie's own offer: one alliance,
    her offer accepted (not withdrawn, nor a second offer waiting)."""
    _, ledger = _start()
    ledger.on_chat(GREEN, "Rouge, alliance contre bleu ?", 0)
    ledger.on_chat(RED, "ok vert alliance contre bleu, ca marche !", 0)
    assert ledger.offers == [] and [o.state for o in ledger.proposals] == ["accepted"]
    assert ledger.allies(RED) == [GREEN] and ledger.alliances[0].against == BLUE
    ledger.on_chat(RED, "vert, alliance contre jaune ?", 1)  # another target: a new offer
    assert [o.act.about for o in ledger.offers] == [YELLOW]
    # A yes that says the alliance again makes one alliance and no offer back.
    ledger.on_chat(BLUE, "yellow, alliance against green?", 1)
    ledger.on_chat(YELLOW, "deal, alliance against green blue", 1)
    assert [(al.a, al.b) for al in ledger.alliances][1:] == [(BLUE, YELLOW)]
    assert [o.by for o in ledger.offers] == [RED]


def test_unanswered_offers_lapse() -> None:
    feed, ledger = _start()
    ledger.on_chat(RED, "Give me the move, blue.", 0)
    ledger.on_chat(BLUE, "Deal", ledger.offer_ttl + 1)
    assert ledger.promises == []


def test_spectators_and_strangers_count_for_nothing() -> None:
    _, ledger = _start()
    assert ledger.on_chat(-1, "I'll rescue you, blue", 0) == []
    assert ledger.on_chat(RED, "I'll rescue you, purple", 0) == []  # no purple at 4 players
    assert ledger.promises == []


def test_from_record_replays_chat_and_actions() -> None:
    record = parse_record(
        {
            "format": "sls-record/1",
            "rules": {"players": 3, "chips": 2},
            "first": "red",
            "actions": RESCUE_SCRIPT + [{"by": "blue", "act": "refuse"}],
            "chat": [
                {"by": "blue", "text": "I'll rescue you, red", "after": 0},
                {"by": "red", "text": "You broke your promise, blue!", "after": 14},
            ],
        }
    )
    ledger = Ledger.from_record(record)
    assert ledger.summary()["blue"]["broken"] == 1
    assert ledger.summary()["blue"]["accused"] == 1
    assert ledger.summary()["blue"]["refusals"] == 1
