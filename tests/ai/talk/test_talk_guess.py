"""The statistical second reader: the features it was trained on, the shipped model (small,
loaded from the package), and lines the rules miss that it reads."""

from __future__ import annotations

from sklearn.feature_extraction.text import TfidfVectorizer

from sucker.ai.talk import guess as guessing
from sucker.ai.talk.acts import ASK, GUESS_AT_LEAST, RESCUE, Act, _acts, normalise, read


def test_its_ngrams_are_scikit_learns_char_wb() -> None:
    analyse = TfidfVectorizer(analyzer="char_wb", ngram_range=guessing.NGRAMS).build_analyzer()
    for text in ("give me the move", "a", "donne moi la main stp", "  two  spaces "):
        assert guessing.ngrams(text) == analyse(text)


def test_a_label_reads_back_as_its_shape() -> None:
    name = guessing.label([("deal", "move", "rescue"), ("alliance", "", "")], "insult")
    assert guessing.shape(name) == ((("alliance", "", ""), ("deal", "move", "rescue")), "insult")
    assert guessing.shape(guessing.label([], "")) == ((), "")


def test_the_shipped_model_is_small_and_knows_the_shapes() -> None:
    assert guessing.MODEL_PATH.stat().st_size < 1_000_000
    model = guessing.model()
    assert model is not None and "ask.rescue>|" in model.classes and "|" in model.classes
    assert model.coef.shape == (len(model.classes), len(model.columns))


def test_it_reads_a_rescue_asked_in_words_no_rule_has() -> None:
    for text, to in (("blue a prisoner would save my skin", 1),
                     ("vert j'ai plus de jus, un prisonnier ?", 2)):
        t = normalise(text).text
        assert _acts(t, 0) == []  # the rules alone find nothing
        (kinds, topic), p = guessing.guess(t)
        assert kinds == (("ask", "rescue", ""),) and topic == "" and p >= GUESS_AT_LEAST
        assert read(text, 0).acts == [Act(ASK, to, RESCUE)]


def test_small_talk_stays_small_talk() -> None:
    for text in ("my cat walked on the keyboard", "on mange quoi ce soir ?"):
        r = read(text, 0)
        assert r.acts == [] and r.topic == ""
