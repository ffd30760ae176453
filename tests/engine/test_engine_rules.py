"""Every rule and edge case of rules.md, each built through actions (see sls_script)."""

from __future__ import annotations

from typing import Any

import pytest
from sls_script import do, run

from sucker.engine import (
    KILL,
    NEXT,
    PLAY,
    REFUSE,
    TRANSFER,
    Action,
    Game,
    IllegalAction,
    Rules,
    RulesError,
)


def assert_state(game: Game, **expected: Any) -> None:
    """Compare the listed keys of the state JSON (all of them when a test lists them all)."""
    state = game.state_json()
    got = {key: state[key] for key in expected}
    assert got == expected


# --------------------------------------------------------------- start and turns


def test_new_game_state_is_the_documented_shape() -> None:
    game = Game(Rules(players=4, chips=7), first=2)
    assert game.state_json() == {
        "phase": "play",
        "to_act": "green",
        "options": [],
        "awaiting": [],
        "piles": [],
        "hands": {
            "red": {"red": 7},
            "blue": {"blue": 7},
            "green": {"green": 7},
            "yellow": {"yellow": 7},
        },
        "dead": {},
        "defeated": [],
        "winner": None,
    }


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        (Rules(players=2), "players must be 3 to 6"),
        (Rules(players=7), "players must be 3 to 6"),
        (Rules(chips=0), "chips must be 1 to 20"),
        (Rules(chips=21), "chips must be 1 to 20"),
        (Rules(variant="simple"), "variant must be one of"),
    ],
)
def test_rules_outside_the_allowed_range_are_refused(rules: Rules, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Game(rules)


def test_first_player_must_be_a_seat() -> None:
    with pytest.raises(RulesError, match="first player"):
        Game(Rules(players=3), first=3)


def test_first_move_then_choice_of_next_player_among_absent_colours() -> None:
    game, _ = run("red play red new")
    assert_state(
        game,
        phase="next",
        to_act="red",
        options=["blue", "green", "yellow"],
        piles=[{"id": 1, "chips": ["red"]}],
    )
    do(game, "red next yellow")
    assert_state(game, phase="play", to_act="yellow", options=[])


def test_pile_ids_count_up_and_are_never_reused() -> None:
    game, _ = run(
        """
        red play red new        # pile 1
        red next blue
        blue play blue 1        # red, blue: options green, yellow
        blue next green
        green play green new    # pile 2
        green next blue
        blue play blue 1        # captures pile 1
        blue kill blue
        blue play blue new      # pile 3, not 1 again
        """
    )
    assert [p["id"] for p in game.state_json()["piles"]] == [2, 3]


# ------------------------------------------------------------ the all-colours rule


ALL_COLOURS = """
    red play red new        # [red]: options blue, green, yellow
    red next blue
    blue play blue 1        # [red blue]: options green, yellow
    blue next green
    green play green 1      # [red blue green]: only yellow is absent: automatic
    yellow play yellow 1    # every colour present: topmost red is deepest (1st): red
    red play red 1          # [red blue green yellow red]
"""


def test_worked_example_all_colours_gives_the_move_to_blue() -> None:
    game, actions = run(ALL_COLOURS)
    assert_state(
        game,
        phase="play",
        to_act="blue",
        piles=[{"id": 1, "chips": ["red", "blue", "green", "yellow", "red"]}],
        hands={
            "red": {"red": 5},
            "blue": {"blue": 6},
            "green": {"green": 6},
            "yellow": {"yellow": 6},
        },
    )
    # The one-option moves (green -> yellow, and both all-colours moves) are not actions.
    assert len(actions) == 7
    assert game.chain == [0, 1, 2, 3, 0]


def test_sucker_bench_gives_the_move_to_the_owner_of_the_deepest_chip() -> None:
    game, _ = run(ALL_COLOURS, variant="sucker-bench")
    assert_state(game, phase="play", to_act="red")


def test_six_players_all_colours() -> None:
    game, _ = run(
        """
        red play red new
        red next blue
        blue play blue 1
        blue next green
        green play green 1
        green next yellow
        yellow play yellow 1
        yellow next purple
        purple play purple 1     # only orange is absent: automatic
        orange play orange 1     # all six present, topmost red deepest
        red play red 1           # topmost red is now on top: blue is deepest
        """,
        players=6,
        chips=2,
    )
    assert_state(
        game,
        phase="play",
        to_act="blue",
        piles=[{"id": 1, "chips": ["red", "blue", "green", "yellow", "purple", "orange", "red"]}],
        hands={c: {} if c == "red" else {c: 1} for c in Game(Rules(6)).state_json()["hands"]},
    )


def test_giving_the_move_to_oneself() -> None:
    game, _ = run(
        """
        red play red new          # pile 1 [red]
        red next blue
        blue play blue 1          # [red blue]: only green absent: automatic
        green play green new      # pile 2 [green]
        green next blue
        blue play blue 1          # [red blue blue]: blue captures, choosing the kill
        blue kill blue            # blue holds blue 1, red 1
        blue play red new         # pile 3 [red]: blue's own colour is absent
        """,
        players=3,
        chips=2,
    )
    assert_state(game, phase="next", to_act="blue", options=["blue", "green"])
    do(game, "blue next blue")
    assert_state(
        game,
        phase="play",
        to_act="blue",
        hands={"red": {"red": 1}, "blue": {"blue": 1}, "green": {"green": 1}},
    )
    assert game.chain[-1] == 1


# ----------------------------------------------------------------------- captures


def test_capture_by_own_colour_offers_the_kill_choice() -> None:
    game, _ = run(
        """
        red play red new
        red next blue
        blue play blue 1      # [red blue]: options green, yellow
        blue next green
        green play green new  # pile 2
        green next blue
        blue play blue 1      # [red blue blue]: blue captures
        """
    )
    # The captured pile is still listed until the kill is made.
    assert_state(
        game,
        phase="kill",
        to_act="blue",
        options=["red", "blue"],
        piles=[{"id": 1, "chips": ["red", "blue", "blue"]}, {"id": 2, "chips": ["green"]}],
    )
    do(game, "blue kill blue")
    assert_state(
        game,
        phase="play",
        to_act="blue",
        options=[],
        piles=[{"id": 2, "chips": ["green"]}],
        hands={
            "red": {"red": 6},
            "blue": {"red": 1, "blue": 6},
            "green": {"green": 6},
            "yellow": {"yellow": 7},
        },
        dead={"blue": 1},
    )


OWNER_CAPTURES = """
    red play red new
    red next blue
    blue play blue 1      # [red blue]
    blue next green
    green play green new  # pile 2 [green]
    green next blue
    blue play blue 1      # [red blue blue]: blue captures
    blue kill blue        # blue: blue 6, red 1
    blue play blue 2      # [green blue]: options red, yellow
    blue next red
    red play red new      # pile 3 [red]
    red next blue
    blue play red 3       # [red red], played by blue
"""


def test_capture_goes_to_the_colour_owner_who_did_not_play_and_one_colour_kill_is_automatic():
    game, actions = run(OWNER_CAPTURES)
    assert_state(
        game,
        phase="play",
        to_act="red",
        piles=[{"id": 2, "chips": ["green", "blue"]}],
        hands={
            "red": {"red": 6},
            "blue": {"blue": 5},
            "green": {"green": 6},
            "yellow": {"yellow": 7},
        },
        dead={"red": 1, "blue": 1},
    )
    assert actions[-1].act == PLAY  # no kill recorded for the one-colour pile
    assert game.chain[-1] == 1  # the capturer got the move from blue, who played


def test_sucker_bench_capture_goes_to_the_player_who_played() -> None:
    game, _ = run(OWNER_CAPTURES, variant="sucker-bench")
    assert_state(
        game,
        phase="play",
        to_act="blue",
        hands={
            "red": {"red": 5},
            "blue": {"red": 1, "blue": 5},
            "green": {"green": 6},
            "yellow": {"yellow": 7},
        },
        dead={"red": 1, "blue": 1},
    )


# 3 players, 3 chips: red is defeated by the all-colours rule, then a red pile is captured.
DEAD_COLOUR = """
    red play red new        # pile 1 [red]
    red next blue
    blue play blue new      # pile 2 [blue]
    blue next red
    red play red 2          # [blue red]: only green absent
    green play green 1      # [red green]: only blue absent
    blue play blue 1        # [red green blue]: all colours, red deepest: red
    red play red new        # pile 3 [red]; red now holds nothing
    red next green
    green play green 1      # [red green blue green]: all colours, topmost red deepest:
                            # red has no chip, nobody holds a prisoner: red is defeated,
                            # the move rebounds to green, who gave it
"""


def test_all_colours_rule_can_defeat_at_once_and_rebound_to_the_giver() -> None:
    game, _ = run(DEAD_COLOUR, players=3, chips=3)
    assert_state(
        game,
        phase="play",
        to_act="green",
        defeated=["red"],
        hands={"red": {}, "blue": {"blue": 1}, "green": {"green": 1}},
        winner=None,
    )


def test_capture_with_a_defeated_players_colour_kills_the_whole_pile() -> None:
    game, _ = run(
        DEAD_COLOUR
        + """
        green play green 1      # [red green blue green green]: green captures
        green kill blue         # green: red 1, green 3
        green play red 3        # [red red]: red is defeated: all dead, rebound to green
        """,
        players=3,
        chips=3,
    )
    assert_state(
        game,
        phase="play",
        to_act="green",
        piles=[{"id": 2, "chips": ["blue", "red"]}],
        hands={"red": {}, "blue": {"blue": 1}, "green": {"green": 3}},
        dead={"red": 2, "blue": 1},
        defeated=["red"],
    )


def test_sucker_bench_player_captures_even_a_defeated_colour() -> None:
    game, _ = run(
        DEAD_COLOUR
        + """
        green play green 1
        green kill blue
        green play red 3        # green captures the [red red] pile, kill automatic
        """,
        players=3,
        chips=3,
        variant="sucker-bench",
    )
    assert_state(
        game,
        phase="play",
        to_act="green",
        hands={"red": {}, "blue": {"blue": 1}, "green": {"red": 1, "green": 3}},
        dead={"red": 1, "blue": 1},
    )


def test_sucker_bench_deepest_chip_skips_defeated_owners() -> None:
    game, _ = run(
        """
        red play red new
        red next green
        green play green 1      # [red green]: only blue absent
        blue play blue 1        # all colours: deepest chip red: red
        red play red 1          # [red green blue red]: deepest red again, red has no chip:
                                # defeated; rebound down the chain to blue
        """,
        players=3,
        chips=2,
        variant="sucker-bench",
    )
    assert_state(game, phase="play", to_act="blue", defeated=["red"])
    do(game, "blue play blue new")  # pile 2 [blue]: only green absent
    do(game, "green play green 1")  # [red green blue red green]: deepest alive chip is green
    assert_state(game, phase="over", to_act=None, defeated=["red", "green"], winner="blue")


# ---------------------------------------------------------------- rescue and defeat


# 3 players, 2 chips: red, with no chip, is given the move; blue holds red and green.
RESCUE = """
    red play red new
    red next green
    green play green 1      # [red green]: only blue absent
    blue play blue 1        # all colours: red (topmost red deepest)
    red play red new        # pile 2 [red]; red holds nothing now
    red next blue
    blue play blue 1        # [red green blue blue]: blue captures
    blue kill blue          # blue: red 1, blue 1, green 1
    blue play blue new      # pile 3 [blue]: options red, green
    blue next red           # red has no chip: rescue
"""


def rescue_game() -> Game:
    game, _ = run(RESCUE, players=3, chips=2)
    return game


def test_given_the_move_with_no_chip_starts_a_rescue() -> None:
    game = rescue_game()
    assert game.state_json() == {
        "phase": "rescue",
        "to_act": "red",
        "options": [],
        "awaiting": ["blue"],
        "piles": [{"id": 2, "chips": ["red"]}, {"id": 3, "chips": ["blue"]}],
        "hands": {"red": {}, "blue": {"red": 1, "green": 1}, "green": {"green": 1}},
        "dead": {"blue": 1},
        "defeated": [],
        "winner": None,
    }
    assert game.deciders() == [1]


def test_rescue_by_transfer_then_the_rescued_player_plays() -> None:
    game = rescue_game()
    do(game, "blue transfer green red")
    assert_state(
        game,
        phase="play",
        to_act="red",
        awaiting=[],
        hands={"red": {"green": 1}, "blue": {"red": 1}, "green": {"green": 1}},
    )
    assert [a.chip for a in game.legal_actions()] == [2, 2, 2]  # the green chip: 3 places


def test_refusal_by_everyone_asked_defeats_and_rebounds_to_the_giver() -> None:
    game = rescue_game()
    do(game, "blue refuse")
    assert_state(game, phase="play", to_act="blue", awaiting=[], defeated=["red"])


def test_rebound_chain_across_several_defeats_to_the_end() -> None:
    game, _ = run(
        """
        red play red new      # pile 1 [red]
        red next blue
        blue play blue 1      # [red blue]: only green absent
        green play green new  # pile 2 [green]
        green next blue
        blue play blue 1      # blue captures
        blue kill blue        # blue: blue 1, red 1
        blue play blue 2      # [green blue]: only red absent
        red play red 2        # [green blue red]: all colours, green deepest
        green play green new  # pile 3; green holds nothing now
        green next red        # red holds nothing: rescue, blue asked
        """,
        players=3,
        chips=2,
    )
    assert_state(game, phase="rescue", to_act="red", awaiting=["blue"])
    do(game, "blue refuse")  # red defeated; the move goes back to green, who has no chip
    assert_state(game, phase="rescue", to_act="green", awaiting=["blue"], defeated=["red"])
    do(game, "blue refuse")
    assert_state(
        game, phase="over", to_act=None, awaiting=[], defeated=["red", "green"], winner="blue"
    )


def test_rebound_chain_used_up_goes_to_the_next_seat_after_the_last_defeated() -> None:
    game, _ = run(
        """
        red play red new
        red next yellow
        yellow play yellow new
        yellow next red       # red: no chip, no prisoner anywhere: defeated, back to
                              # yellow: no chip either: defeated; chain used up
        """,
        players=5,
        chips=1,
    )
    # After yellow (the last defeated), not after red: purple, not blue.
    assert_state(game, phase="play", to_act="purple", defeated=["red", "yellow"])
    assert game.chain == []


def test_holder_running_out_of_prisoners_is_no_longer_asked() -> None:
    game = rescue_game()
    do(game, "blue transfer red green")  # green gains a prisoner but is not asked
    assert_state(game, phase="rescue", to_act="red", awaiting=["blue"])
    do(game, "blue transfer green green")  # blue holds no prisoner: nobody left: defeat
    # The move rebounds to blue, who now holds nothing: a new rescue asks green.
    assert_state(
        game,
        phase="rescue",
        to_act="blue",
        awaiting=["green"],
        defeated=["red"],
        hands={"red": {}, "blue": {}, "green": {"red": 1, "green": 2}},
    )


def test_killing_the_last_prisoner_during_a_rescue_removes_the_holder() -> None:
    game = rescue_game()
    do(game, "blue killp red")
    assert_state(game, phase="rescue", awaiting=["blue"])  # still holds green
    do(game, "blue killp green")  # nobody left to ask: red is defeated, the move goes
    # back to blue, who holds nothing and finds nobody with a prisoner: green wins.
    assert_state(
        game,
        phase="over",
        defeated=["red", "blue"],
        winner="green",
        dead={"red": 1, "blue": 1, "green": 1},
    )


def test_transfer_by_a_player_not_asked_still_rescues() -> None:
    game = rescue_game()
    do(game, "blue transfer red green")
    assert game.awaiting == [1]
    do(game, "green transfer red red")
    assert_state(
        game,
        phase="play",
        to_act="red",
        awaiting=[],
        hands={"red": {"red": 1}, "blue": {"green": 1}, "green": {"green": 1}},
    )


def test_giving_away_the_last_chip_on_ones_turn_starts_the_rescue_at_once() -> None:
    game = rescue_game()
    do(game, "blue refuse")  # red defeated; blue to move holding red 1, green 1
    do(game, "blue transfer red green")
    assert_state(game, phase="play", to_act="blue")
    do(game, "blue killp green")
    assert_state(
        game,
        phase="rescue",
        to_act="blue",
        awaiting=["green"],
        hands={"red": {}, "blue": {}, "green": {"red": 1, "green": 1}},
    )
    # The prisoner of defeated red is still a prisoner: green may rescue with it.
    do(game, "green transfer red blue")
    assert_state(
        game,
        phase="play",
        to_act="blue",
        hands={"red": {}, "blue": {"red": 1}, "green": {"green": 1}},
    )


def test_giving_the_last_chip_to_its_owner_with_nobody_left_to_ask_defeats() -> None:
    game = rescue_game()
    do(game, "blue refuse")
    do(game, "blue killp red")
    do(game, "blue transfer green green")  # blue empty; green holds only green: no rescue
    assert_state(game, phase="over", defeated=["red", "blue"], winner="green")


def test_defeated_players_are_ignored_for_the_next_player_and_transfers() -> None:
    game = rescue_game()
    do(game, "blue refuse")  # red defeated, blue to move with red 1, green 1
    do(game, "blue play green new")  # pile 4 [green]: only blue is absent among those in
    assert_state(game, phase="play", to_act="blue")
    with pytest.raises(IllegalAction) as info:
        do(game, "blue transfer red red")
    assert info.value.rule == "transfer-defeated"
    assert Action(TRANSFER, 1, 0, 0, 0) not in game.anytime_actions(1)
    assert game.anytime_actions(0) == []


def test_defeated_player_cannot_be_given_the_move() -> None:
    game = rescue_game()
    do(game, "blue refuse")
    do(game, "blue play red new")  # pile 4 [red]: blue and green absent, red is out
    assert_state(game, phase="next", to_act="blue", options=["blue", "green"])
    with pytest.raises(IllegalAction) as info:
        do(game, "blue next red")
    assert info.value.rule == "next-option"


def test_winner_may_hold_no_chip() -> None:
    game, _ = run(
        """
        red play red new
        red next blue
        blue play blue 1    # [red blue]: only green absent
        green play green 1  # all colours: red, who has no chip: defeated; rebound to
                            # green, no chip either: defeated; blue wins, empty-handed
        """,
        players=3,
        chips=1,
    )
    assert game.state_json() == {
        "phase": "over",
        "to_act": None,
        "options": [],
        "awaiting": [],
        "piles": [{"id": 1, "chips": ["red", "blue", "green"]}],
        "hands": {"red": {}, "blue": {}, "green": {}},
        "dead": {},
        "defeated": ["red", "green"],
        "winner": "blue",
    }
    assert game.legal_actions() == [] and game.all_actions() == []


def test_twenty_chips() -> None:
    game = Game(Rules(players=3, chips=20))
    assert game.state_json()["hands"]["red"] == {"red": 20}
    # red may start a pile with red only: one action
    assert game.legal_actions() == [Action(PLAY, 0, 0)]


# ------------------------------------------------------------------ illegal actions


def illegal_cases() -> list[tuple[str, Game, Action]]:
    fresh = Game(Rules(players=3, chips=2))
    rescue = rescue_game()
    captured, _ = run(
        """
        red play red new
        red next blue
        blue play blue 1
        blue next green
        green play green new
        green next blue
        blue play blue 1
        """
    )
    after_refusal = rescue_game()
    do(after_refusal, "blue refuse")  # red defeated; blue to move: red 1, green 1
    over, _ = run(
        "red play red new\nred next blue\nblue play blue 1\ngreen play green 1",
        players=3,
        chips=1,
    )
    choosing, _ = run("red play red new")
    return [
        ("format", fresh, Action(9, 0)),
        ("format", fresh, Action(PLAY, 5, 0)),
        ("over", over, Action(PLAY, 1, 1)),
        ("defeated", after_refusal, Action(TRANSFER, 0, 1, 0, 2)),
        ("color", rescue, Action(TRANSFER, 1, 7, 0, 2)),
        ("color", rescue, Action(TRANSFER, 1, 0, 0, 9)),
        ("own-color", fresh, Action(4, 0, 0)),
        ("own-color", rescue, Action(TRANSFER, 1, 1, 0, 0)),
        ("not-held", rescue, Action(TRANSFER, 2, 0, 0, 0)),
        ("not-held", fresh, Action(PLAY, 0, 1)),
        ("transfer-self", rescue, Action(TRANSFER, 1, 0, 0, 1)),
        ("transfer-defeated", after_refusal, Action(TRANSFER, 1, 2, 0, 0)),
        ("phase", fresh, Action(REFUSE, 1)),
        ("phase", fresh, Action(NEXT, 0, to=1)),
        ("phase", choosing, Action(PLAY, 0, 0)),
        ("phase", rescue, Action(PLAY, 0, 0)),
        ("not-awaited", rescue, Action(REFUSE, 2)),
        ("turn", fresh, Action(PLAY, 1, 1)),
        ("turn", captured, Action(KILL, 0, 0)),
        ("no-pile", fresh, Action(PLAY, 0, 0, 1)),
        ("next-option", choosing, Action(NEXT, 0, to=0)),
        ("kill-option", captured, Action(KILL, 1, 2)),
    ]


@pytest.mark.parametrize(
    ("rule", "index"), [(case[0], i) for i, case in enumerate(illegal_cases())]
)
def test_every_illegal_action_is_refused_with_its_rule_and_changes_nothing(
    rule: str, index: int
) -> None:
    _, game, action = illegal_cases()[index]
    before = (game.state_json(), game.chain[:], game.ply, game.next_pile_id)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule == rule
    assert info.value.message
    assert (game.state_json(), game.chain, game.ply, game.next_pile_id) == before


def test_every_rule_code_is_exercised() -> None:
    codes = {case[0] for case in illegal_cases()}
    assert codes == {
        "format",
        "over",
        "defeated",
        "color",
        "own-color",
        "not-held",
        "transfer-self",
        "transfer-defeated",
        "phase",
        "not-awaited",
        "turn",
        "no-pile",
        "next-option",
        "kill-option",
    }
