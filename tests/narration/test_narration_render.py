"""sucker.narration: facts said from the Fluent catalogues, bad facts refused with a clear
error, and the move log and answers said as the page says them."""

from __future__ import annotations

import pytest

from sucker.engine import COLORS, KILL, NEW_PILE, NEXT, PLAY, TRANSFER, Action, Game, Rules
from sucker.narration import Fact, chip, languages, player, players, render, render_all
from sucker.narration.actions import action_facts, answer_fact


def test_every_language_with_catalogues_is_found_english_first() -> None:
    assert languages()[:2] == ("en", "fr")


def test_a_fact_is_said_in_each_language_with_names_and_genders() -> None:
    fact = Fact("log-out", {"who": player("yellow")})
    assert render(fact) == "yellow is out of the game (no chip and no rescue)."
    names = {"yellow": "Gaëlle (Jaune)"}
    assert render(fact, "fr", names.__getitem__, {"yellow": "f"}.get) == (
        "Gaëlle (Jaune) est vaincue (plus de jeton, et personne ne l’a sauvée).")
    assert render(fact, "fr") == "jaune est vaincu (plus de jeton, et personne ne l’a sauvé)."
    assert render_all(Fact("log-wins", {"who": player(0)})) == {"en": "red wins!",
                                                                "fr": "rouge gagne\u00a0!"}


def test_plurals_and_articles_agree() -> None:
    two = Fact("log-capture-choose", {"chips": chip(1, 2), "who": player(0), "pile": 3})
    assert render(two, "fr").startswith("Deux jetons bleus se suivent")
    assert render(Fact("do-kill", {"chip": chip(5)})) == "kill an orange chip"
    assert render(Fact("do-kill", {"chip": chip(0)})) == "kill a red chip"
    ask = Fact("log-rescue-ask", {"who": player(2), "helpers": players([0], "and"), "n": 1})
    assert render(ask, "fr").endswith("rouge peut le sauver.")


@pytest.mark.parametrize(("fact", "lang", "error"), [
    (Fact("log-wins", {"who": player(0)}), "de", "no catalogue for language 'de'"),
    (Fact("no-such-message"), "en", "no message 'no-such-message'"),
    (Fact("log-wins", {"who": [1]}), "en", "term 'who'"),
    (Fact("log-wins", {"who": {"ghost": "red"}}), "en", "unknown kind"),
    (Fact("log-wins", {"who": True}), "en", "term 'who'"),
    (Fact("log-wins"), "en", "log-wins"),  # a term the message needs is missing
])
def test_bad_facts_get_a_clear_error(fact: Fact, lang: str, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        render(fact, lang)


def test_the_log_says_what_an_action_did_and_who_moves() -> None:
    g = Game(Rules(3, 2), 0)
    before = g.copy()
    first = Action(PLAY, 0, 0, NEW_PILE)
    g.apply(first)
    said = [render(f) for f in action_facts(first, before, g)]
    assert said == ["red played a red chip on a new pile (pile 1).",
                    "red chooses who moves next: blue or green (no chip of theirs in that pile)."]
    before = g.copy()
    move = Action(NEXT, 0, to=2)
    g.apply(move)
    assert [render(f, "fr") for f in action_facts(move, before, g)] == [
        "rouge a donné la main à vert."]


def test_answers_in_three_forms() -> None:
    g = Game(Rules(3, 2), 0)
    play = Action(PLAY, 0, 0, NEW_PILE)
    assert [render(answer_fact(play, g, form)) for form in ("does", "did", "do")] == [
        "plays red on a new pile", "played red on a new pile", "play red on a new pile"]
    assert render(answer_fact(Action(TRANSFER, 0, 1, to=2), g, "do"), "fr") == (
        "donner un prisonnier bleu à vert")
    assert render(answer_fact(Action(KILL, 0, 2), g)) == "kills a green chip"
    with pytest.raises(ValueError, match="unknown form"):
        answer_fact(play, g, "would")


def test_a_move_that_rebounds_after_a_defeat_says_so() -> None:
    """The first defeat of some random games: the move that follows it is said to rebound
    (it goes back down the chain), not to come plainly."""
    import random

    found = 0
    for seed in range(40):
        rng = random.Random(seed)
        g = Game(Rules(4, 2), rng.randrange(4))
        while not g.is_over():
            action = rng.choice(g.legal_actions())
            before = g.copy()
            g.apply(action)
            if len(g.defeated) > len(before.defeated) and g.phase == 0:  # play
                said = action_facts(action, before, g)
                assert said[-1] == Fact("move-back", {"who": player(g.to_act)}), said
                assert render(said[-1]) == f"{COLORS[g.to_act]} moves (the move goes back " \
                    "to whoever gave it)."
                found += 1
                break
    assert found >= 5


def test_a_player_among_the_options_is_said_last_as_themself() -> None:
    fact = Fact("log-chooses", {"by": player(0), "options": players([0, 1, 2], self=0)})
    assert render(fact) == ("red chooses who moves next: blue, green or themself (no chip of "
                            "theirs in that pile).")
    names = {"red": "Zoé", "blue": "Iris", "green": "Hervé"}
    assert render(fact, "fr", names.__getitem__, {"red": "f"}.get).startswith(
        "Zoé choisit à qui donner la main\u00a0: Iris, Hervé ou elle-même")
    assert "self" not in players([1, 2], self=0)  # not among them: nothing to say
