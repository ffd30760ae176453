"""A statistical second reader beside the hand rules of :mod:`.acts`.

One logistic regression per *component* of a reading, over the character n-grams, words
and pairs of words of a normalised line (TF-IDF): "wants the move", "gives a rescue",
"threatens", "proposes an alliance", "accuses", "accepts", "refuses", "is rude", "asks
why"... Components rather than whole readings, so that a line the model never saw whole (an
ask phrased one way, an offer phrased another) is still read part by part, and a part the
rules missed can be added to what they found. No colours: the rules place those. Trained
by ``bench/talk_model.py`` on the tuning lines (tests/ai/talk/corpus_*.txt, registers_*.txt,
bench/talk_tuning_*.txt) and lines of authors who never saw the reader (bench/talk_train),
never on an evaluation set; the weights ship in ``guess_model.npz`` (float16) and load at
the first call; only numpy runs here, scikit-learn only in the build script.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Final, NamedTuple

import numpy as np

MODEL_PATH: Final = Path(__file__).with_name("guess_model.npz")
NGRAMS: Final = (2, 5)  # character n-gram lengths, within words padded with spaces
KNOWN_AT_LEAST: Final = 0.9  # the least share of a line's n-grams the model must know

# What a reading is made of: wanted and offered goods, the other act kinds, the topics.
WANTS: Final = ("want:move", "want:rescue", "want:spare")
GIVES: Final = ("give:move", "give:rescue", "give:spare")
KIND_PARTS: Final = ("threaten", "alliance", "accuse", "accept", "reject")
TOPIC_PARTS: Final = ("topic:insult", "topic:why", "topic:winning", "topic:want",
                      "topic:greet", "topic:thanks")
COMPONENTS: Final = WANTS + GIVES + KIND_PARTS + TOPIC_PARTS


def ngrams(text: str) -> list[str]:
    """The character n-grams of each word of ``text`` padded with a space each side (as
    scikit-learn's ``char_wb``); the build script trains on exactly these."""
    out: list[str] = []
    low, high = NGRAMS
    for word in text.split():
        padded = f" {word} "
        for n in range(low, high + 1):
            if len(padded) < n:
                break
            out.extend([padded[i:i + n] for i in range(len(padded) - n + 1)])
    return out


def features(text: str, grams: list[str] | None = None) -> list[str]:
    """What the model weighs in a normalised line: its character :func:`ngrams`, its words
    ("w move") and pairs of words ("b the move"), which never look like an n-gram (those
    have spaces only at their ends); ``grams`` are the n-grams when already made."""
    words = re.findall(r"[a-z]+", text)
    return ((ngrams(text) if grams is None else grams) + [f"w {w}" for w in words]
            + [f"b {a} {b}" for a, b in zip(words, words[1:], strict=False)])


def components(acts: list[tuple[str, str, str]], topic: str) -> frozenset[str]:
    """The components of a reading given as (kind, want, give) triples and a topic: a deal
    is its want and its give, an ask its want, a promise its give, a threat its kind and
    the good it demands."""
    out = {f"topic:{topic}"} if topic else set()
    for kind, want, give in acts:
        if want:
            out.add(f"want:{want}")
        if give:
            out.add(f"give:{give}")
        if kind in KIND_PARTS:
            out.add(kind)
    return frozenset(out)


class Model(NamedTuple):
    columns: dict[str, int]  # n-gram -> column
    idf: np.ndarray
    coef: np.ndarray  # components x columns
    intercept: np.ndarray
    names: list[str]  # the component of each row


@lru_cache(maxsize=1)
def model() -> Model | None:
    """The shipped model, loaded once; None if it is missing (the rules then read alone)."""
    if not MODEL_PATH.exists():
        return None
    with np.load(MODEL_PATH, allow_pickle=False) as data:
        vocab = [str(v) for v in data["vocab"]]
        return Model({v: i for i, v in enumerate(vocab)}, data["idf"].astype(np.float64),
                     data["coef"].astype(np.float64), data["intercept"].astype(np.float64),
                     [str(c) for c in data["names"]])


def weigh(text: str) -> dict[str, float]:
    """The probability of each component in a normalised line; empty when no model ships or
    the line is mostly n-grams the model never saw ("blu aq": nothing to go on)."""
    m = model()
    if m is None:
        return {}
    grams = ngrams(text)
    known = sum(map(m.columns.__contains__, grams))
    if not known or known < KNOWN_AT_LEAST * len(grams):
        return {}
    counts = Counter(filter(m.columns.__contains__, features(text, grams)))
    cols = np.fromiter(map(m.columns.__getitem__, counts), dtype=np.int64)
    vals = np.fromiter(map(math.log, counts.values()), dtype=np.float64) + 1
    vals *= m.idf[cols]
    vals /= np.linalg.norm(vals)
    scores = m.coef[:, cols] @ vals + m.intercept
    probs = 1 / (1 + np.exp(-scores))
    return dict(zip(m.names, probs.tolist(), strict=True))
