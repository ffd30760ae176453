"""The statistical second reader: the features it was trained on, the shipped model (small,
loaded from the package), lines the rules miss that it reads, and what it adds to the
rules' reading."""

from __future__ import annotations

from sklearn.feature_extraction.text import TfidfVectorizer

from sucker.ai.talk import guess as guessing
from sucker.ai.talk.acts import (
    ACCUSE,
    ASK,
    DEAL,
    GUESS_ALONE,
    GUESS_DROP,
    GUESS_PAIR,
    MOVE,
    PROMISE,
    RESCUE,
    SPARE,
    THREATEN,
    Act,
    _acts,
    merged,
    normalise,
    read,
)

BLUE, GREEN, YELLOW = 1, 2, 3


def test_its_ngrams_are_scikit_learns_char_wb() -> None:
    analyse = TfidfVectorizer(analyzer="char_wb", ngram_range=guessing.NGRAMS).build_analyzer()
    for text in ("give me the move", "a", "donne moi la main stp", "  two  spaces "):
        assert guessing.ngrams(text) == analyse(text)


def test_its_features_are_ngrams_words_and_pairs_that_never_collide() -> None:
    text = "give me the move"
    grams = guessing.ngrams(text)
    extra = guessing.features(text)[len(grams):]
    assert guessing.features(text)[:len(grams)] == grams
    assert extra == ["w give", "w me", "w the", "w move", "b give me", "b me the", "b the move"]
    # an n-gram has spaces only at its ends; a word feature has one inside
    assert all(" " not in g.strip() for g in grams) and all(" " in e.strip() for e in extra)


def test_a_reading_splits_into_its_components() -> None:
    assert guessing.components([("deal", "move", "rescue"), ("alliance", "", "")], "insult") == {
        "want:move", "give:rescue", "alliance", "topic:insult"}
    assert guessing.components([("threaten", "spare", "")], "") == {"threaten", "want:spare"}
    assert guessing.components([], "") == frozenset()


def test_the_shipped_model_is_small_and_weighs_every_component() -> None:
    assert guessing.MODEL_PATH.stat().st_size < 2 * 1024 * 1024
    model = guessing.model()
    assert model is not None and sorted(model.names) == sorted(guessing.COMPONENTS)
    assert model.coef.shape == (len(model.names), len(model.columns))
    probs = guessing.weigh(normalise("give me the move please").text)
    assert probs["want:move"] > 0.5 > probs["give:spare"]


def test_it_reads_a_rescue_asked_in_words_no_rule_has() -> None:
    for text, to in (("blue a prisoner would save my skin", BLUE),
                     ("vert j'ai plus de jus, un prisonnier ?", GREEN)):
        t = normalise(text).text
        assert _acts(t, 0) == []  # the rules alone find nothing
        assert guessing.weigh(t)["want:rescue"] >= GUESS_ALONE
        assert read(text, 0).acts == [Act(ASK, to, RESCUE)]


def test_what_it_is_sure_of_completes_the_rules_reading() -> None:
    t = "blue give me the move"
    sure = {"give:rescue": 0.9, "threaten": 0.1}
    assert merged([Act(ASK, BLUE, MOVE)], "", sure, t, 0) == ([Act(DEAL, BLUE, MOVE, RESCUE)], "")
    assert merged([Act(PROMISE, BLUE, give=RESCUE)], "", {"want:move": 0.9}, t, 0)[0] == [
        Act(DEAL, BLUE, MOVE, RESCUE)]
    assert merged([Act(ASK, BLUE, MOVE)], "", {"threaten": 0.9, "accuse": 0.2}, t, 0)[0] == [
        Act(ASK, BLUE, MOVE), Act(THREATEN, BLUE)]
    assert merged([], "", {"accuse": 0.9, "topic:insult": 0.8}, "yellow, really?", 0) == (
        [Act(ACCUSE, YELLOW)], "insult")
    unsure = {"give:rescue": GUESS_PAIR / 2, "threaten": 0.5}
    assert merged([Act(ASK, BLUE, MOVE)], "", unsure, t, 0) == ([Act(ASK, BLUE, MOVE)], "")
    # the other half of a deal the rules read half of needs less: "pass me the move and your
    # chips stay put" is a deal though the model weighs the offer at 0.5 only
    half = {"give:spare": 0.5, "threaten": 0.5}
    assert merged([Act(ASK, BLUE, MOVE)], "", half, t, 0) == ([Act(DEAL, BLUE, MOVE, SPARE)], "")
    assert merged([Act(PROMISE, BLUE, give=RESCUE)], "", {"want:move": 0.5}, t, 0)[0] == [
        Act(DEAL, BLUE, MOVE, RESCUE)]
    assert merged([Act(THREATEN, BLUE)], "", {"give:spare": 0.5}, t, 0)[0] == [
        Act(THREATEN, BLUE)]  # only an ask or a promise is half a deal


def test_what_it_is_sure_is_not_there_is_taken_from_the_rules_reading() -> None:
    t = "blue give me the move"
    below = GUESS_DROP / 2
    assert GUESS_DROP > 0
    # a threat it is sure is not one, and a deal's half it is sure is not offered
    rules = [Act(THREATEN, BLUE), Act(DEAL, BLUE, MOVE, SPARE)]
    assert merged(rules, "insult", {"threaten": below, "give:spare": below,
                                    "topic:insult": below}, t, 0) == ([Act(ASK, BLUE, MOVE)], "")
    assert merged([Act(ASK, BLUE, MOVE)], "", {"want:move": below}, t, 0) == ([], "")
    # what it does not weigh, or weighs at the threshold, stays
    assert merged(rules, "insult", {"threaten": GUESS_DROP}, t, 0) == (rules, "insult")


def test_small_talk_stays_small_talk() -> None:
    for text in ("my cat walked on the keyboard", "on mange quoi ce soir ?"):
        r = read(text, 0)
        assert r.acts == [] and r.topic == ""
