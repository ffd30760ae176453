"""sls-record/1: shape errors, illegal actions, metadata round trip, partial replay."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from sucker.engine import Action, Rules
from sucker.records import FORMAT, ChatLine, RecordError, load, parse_record, replay

GAME: dict[str, Any] = {
    "format": "sls-record/1",
    "rules": {"players": 3, "chips": 2, "variant": "nash1950"},
    "first": "red",
    "actions": [
        {"by": "red", "act": "play", "chip": "red", "pile": "new"},
        {"by": "red", "act": "next", "to": "blue"},
        {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
        {"by": "green", "act": "play", "chip": "green", "pile": "new"},
        {"by": "green", "act": "next", "to": "blue"},
        {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
        {"by": "blue", "act": "kill", "chip": "blue"},
    ],
}


def with_changes(**changes: Any) -> dict[str, Any]:
    doc = copy.deepcopy(GAME)
    for key, value in changes.items():
        if value is None:
            del doc[key]
        else:
            doc[key] = value
    return doc


def action_changed(index: int, **fields: Any) -> dict[str, Any]:
    doc = copy.deepcopy(GAME)
    doc["actions"][index].update(fields)
    return doc


def test_a_valid_record_replays_to_its_state() -> None:
    record, game = load(json.dumps(GAME))
    assert record.rules == Rules(3, 2) and record.first == 0 and len(record.actions) == 7
    state = game.state_json()
    assert state["phase"] == "play" and state["to_act"] == "blue"
    assert state["hands"]["blue"] == {"red": 1, "blue": 1}
    assert state["dead"] == {"blue": 1}


def test_rules_and_its_fields_may_be_omitted() -> None:
    assert parse_record(with_changes(rules=None, actions=[])).rules == Rules()
    partial = parse_record(with_changes(rules={"chips": 3}, actions=[]))
    assert partial.rules == Rules(players=4, chips=3, variant="nash1950")


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("{not json", "not valid JSON"),
        (b"\xff\xfe", "not valid JSON"),
        ("[1, 2]", "a record must be a JSON object"),
        (with_changes(format=None), "unknown format None"),
        (with_changes(format="sls-record/2"), "unknown format 'sls-record/2'"),
        (with_changes(rules=[3]), "rules must be an object"),
        (with_changes(rules={"players": "3"}), "rules.players must be an integer"),
        (with_changes(rules={"chips": True}), "rules.chips must be an integer"),
        (with_changes(rules={"players": 9}), "bad rules: players must be 3 to 6"),
        (with_changes(rules={"chips": 0}), "bad rules: chips must be 1 to 20"),
        (with_changes(rules={"variant": "fast"}), "bad rules: variant must be one of"),
        (with_changes(rules={"variant": 1}), "rules.variant must be one of"),
        (with_changes(rules={"seats": 3}), "unknown rules field 'seats'"),
        (with_changes(first=None), "the record has no 'first' player"),
        (with_changes(first="yellow"), "first: 'yellow' is not a colour of a 3-player game"),
        (with_changes(first="pink"), "first: 'pink' is not a colour"),
        (with_changes(actions=None), "actions must be a list"),
        (with_changes(actions={"0": 1}), "actions must be a list"),
        (action_changed(2, act="jump"), "action 2: unknown act 'jump'"),
        (action_changed(0, chip="pink"), "action 0: 'pink' is not a colour"),
        (action_changed(1, by="orange"), "action 1: 'orange' is not a colour of a 3-player"),
        (action_changed(2, pile=0), 'action 2: pile must be "new" or a pile id'),
        (action_changed(2, pile="1"), "action 2: pile must be"),
        (action_changed(1, to=None), "action 1: None is not a colour"),
        (action_changed(3, t="soon"), "action 3: t must be a number of seconds"),
        (with_changes(actions=[{"act": "refuse"}]), "action 0: the action has no 'by'"),
        (with_changes(actions=[{"by": "red", "act": "next"}]), "action 0: next needs the field"),
        (with_changes(actions=["play"]), "action 0: an action must be a JSON object"),
        (with_changes(seats={"red": "Ann"}), "seats must be a list of objects"),
        (with_changes(seats=[{"color": "pink"}]), "seats: color: 'pink' is not a colour"),
        (with_changes(seats=[{"color": "red", "name": 3}]), "seats: name must be a string"),
        (with_changes(result="red"), "result must be an object"),
        (with_changes(result={"winner": "orange"}), "result: winner: 'orange' is not a colour"),
        (with_changes(started=1), "started must be a string"),
        (with_changes(chat="hi"), "chat must be a list"),
        (with_changes(chat=[{"by": "red", "text": "hi"}]), "each chat line needs by"),
        (with_changes(chat=[{"by": "red", "text": "hi", "after": 8}]), "chat after 8"),
    ],
)
def test_malformed_records_give_one_clear_line(source: Any, message: str) -> None:
    with pytest.raises(RecordError) as info:
        load(source)
    text = str(info.value)
    assert "\n" not in text
    assert text.startswith(message), text


@pytest.mark.parametrize(
    ("index", "change", "reason"),
    [
        (1, {"to": "red"}, "red cannot be given the move (options: blue, green)"),
        (2, {"by": "green"}, "it is blue's decision, not green's"),
        (2, {"pile": 2}, "there is no pile 2"),
        (3, {"act": "refuse"}, "there is no rescue to refuse"),
        (6, {"chip": "green"}, "no green chip in the captured pile (options: red, blue)"),
        (0, {"chip": "blue"}, "red holds no blue chip"),
    ],
)
def test_an_illegal_action_is_named_by_index_and_reason(
    index: int, change: dict[str, Any], reason: str
) -> None:
    with pytest.raises(RecordError) as info:
        load(action_changed(index, **change))
    assert info.value.index == index
    assert info.value.reason == reason
    assert str(info.value) == f"action {index}: {reason}"


def test_an_action_after_the_end_is_refused() -> None:
    doc = {
        "format": FORMAT,
        "rules": {"players": 3, "chips": 1},
        "first": "red",
        "actions": [
            {"by": "red", "act": "play", "chip": "red", "pile": "new"},
            {"by": "red", "act": "next", "to": "blue"},
            {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
            {"by": "green", "act": "play", "chip": "green", "pile": 1},
            {"by": "blue", "act": "refuse"},
        ],
    }
    with pytest.raises(RecordError, match=r"^action 4: the game is over$"):
        load(doc)


def test_metadata_round_trips() -> None:
    doc = with_changes(
        seats=[
            {"color": "red", "name": "Ann", "kind": "human"},
            {"color": "blue", "name": "Bot", "kind": "ai:hard"},
            {"color": "green", "name": None, "kind": None},
        ],
        started="2026-11-21T09:00:00Z",
        ended="2026-11-21T09:20:00Z",
        result={"winner": "blue"},
        chat=[
            {"by": "red", "text": "Let us team up, blue.", "after": 0},
            {"by": "spectator", "text": "«bold»", "after": 7},
        ],
    )
    for i, item in enumerate(doc["actions"]):
        if i % 2:
            item["t"] = 1.5 * i
    doc["actions"][0]["t"] = 0
    record = parse_record(json.dumps(doc))
    assert record.to_json() == doc
    assert parse_record(record.dumps()).to_json() == doc
    assert record.times[:3] == [0, 1.5, None]


def test_replay_upto_stops_after_k_actions_and_refuses_beyond_the_end() -> None:
    record = parse_record(GAME)
    assert replay(record, 0).state_json() == record.new_game().state_json()
    after_one = replay(record, 1).state_json()
    assert after_one["phase"] == "next" and after_one["options"] == ["blue", "green"]
    assert replay(record, 7).state_json() == replay(record).state_json()
    for upto in (8, -1):
        with pytest.raises(RecordError, match=r"^upto .* is outside 0\.\.7"):
            replay(record, upto)


def test_record_written_from_actions_is_the_documented_shape() -> None:
    record = parse_record(with_changes(actions=[]))
    record.actions = [Action(0, 0, 0, 0)]
    record.times = [None]
    assert record.to_json() == {
        "format": "sls-record/1",
        "rules": {"players": 3, "chips": 2, "variant": "nash1950"},
        "first": "red",
        "actions": [{"by": "red", "act": "play", "chip": "red", "pile": "new"}],
    }


def test_a_recorded_one_option_decision_is_illegal() -> None:
    doc = copy.deepcopy(GAME)  # after action 2 only green is absent: green moves by itself
    doc["actions"].insert(3, {"by": "blue", "act": "next", "to": "green"})
    with pytest.raises(RecordError) as info:
        load(doc)
    assert str(info.value) == "action 3: next is not possible in phase play"


def test_an_ai_chat_line_keeps_its_texts_and_acts_and_bad_ones_are_refused() -> None:
    line = {"by": "blue", "text": "Non, rouge.", "after": 0, "ai": True, "lang": "fr",
            "texts": {"fr": "Non, rouge.", "en": "No, red."},
            "acts": [{"kind": "reject", "to": "red", "want": None, "give": None,
                      "about": None}]}
    record = parse_record({"format": "sls-record/1", "first": "red", "actions": [],
                           "chat": [line]})
    assert record.chat == [ChatLine("blue", "Non, rouge.", 0, None, True, "fr",
                                    line["texts"], line["acts"])]
    assert record.to_json()["chat"] == [line]
    for bad in ({"texts": {"en": 3}}, {"texts": ["No"]}, {"acts": [{"to": "red"}]},
                {"acts": "reject"}):
        with pytest.raises(RecordError):
            parse_record({"format": "sls-record/1", "first": "red", "actions": [],
                          "chat": [{**line, **bad}]})
