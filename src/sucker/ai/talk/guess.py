"""A statistical second reader for the lines the hand rules of :mod:`.acts` find nothing in.

A logistic regression over the character n-grams of a normalised line (TF-IDF), trained by
``bench/talk_model.py`` on the tuning lines (tests/ai/talk/corpus_*.txt and
registers_*.txt), predicts a line's *shape*: its act kinds with their goods and its topic,
without colours (those the rules place). It reads phrasings no rule has ("throw me a
lifeline" asks for a rescue) from the words they share with lines it has seen. The weights
ship in ``guess_model.npz`` (float16, well under a megabyte) and load at the first guess;
only numpy runs here, scikit-learn only in the build script.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Final, NamedTuple

import numpy as np

MODEL_PATH: Final = Path(__file__).with_name("guess_model.npz")
NGRAMS: Final = (2, 5)  # character n-gram lengths, within words padded with spaces
KNOWN_AT_LEAST: Final = 0.9  # the least share of a line's n-grams the model must know

Shape = tuple[tuple[tuple[str, str, str], ...], str]  # ((kind, want, give), ...), topic


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
            out.extend(padded[i:i + n] for i in range(len(padded) - n + 1))
    return out


def label(acts: list[tuple[str, str, str]], topic: str) -> str:
    """A shape as one class name: ``"deal.move>rescue alliance.>|topic"``."""
    kinds = " ".join(sorted(f"{kind}.{want}>{give}" for kind, want, give in acts))
    return f"{kinds}|{topic}"


def shape(name: str) -> Shape:
    """The shape a class name stands for (:func:`label` read back)."""
    kinds, _, topic = name.partition("|")
    acts = []
    for item in kinds.split():
        kind, _, goods = item.partition(".")
        want, _, give = goods.partition(">")
        acts.append((kind, want, give))
    return tuple(acts), topic


class Model(NamedTuple):
    columns: dict[str, int]  # n-gram -> column
    idf: np.ndarray
    coef: np.ndarray  # classes x columns
    intercept: np.ndarray
    classes: list[str]


@lru_cache(maxsize=1)
def model() -> Model | None:
    """The shipped model, loaded once; None if it is missing (the rules then read alone)."""
    if not MODEL_PATH.exists():
        return None
    with np.load(MODEL_PATH, allow_pickle=False) as data:
        vocab = [str(v) for v in data["vocab"]]
        return Model({v: i for i, v in enumerate(vocab)}, data["idf"].astype(np.float64),
                     data["coef"].astype(np.float64), data["intercept"].astype(np.float64),
                     [str(c) for c in data["classes"]])


def guess(text: str) -> tuple[Shape, float]:
    """The most likely shape of a normalised line, and its probability (an empty shape with
    probability 0 when no model is shipped or no n-gram is known)."""
    m = model()
    nothing: Shape = ((), "")
    if m is None:
        return nothing, 0.0
    grams = ngrams(text)
    counts = Counter(g for g in grams if g in m.columns)
    if not counts or sum(counts.values()) < KNOWN_AT_LEAST * len(grams):
        return nothing, 0.0  # mostly unknown letters ("blu aq"): nothing to go on
    cols = np.fromiter((m.columns[g] for g in counts), dtype=np.int64)
    vals = np.fromiter((1 + math.log(c) for c in counts.values()), dtype=np.float64)
    vals *= m.idf[cols]
    vals /= np.linalg.norm(vals)
    scores = m.coef[:, cols] @ vals + m.intercept
    probs = np.exp(scores - scores.max())
    probs /= probs.sum()
    best = int(probs.argmax())
    return shape(m.classes[best]), float(probs[best])
