"""Builds the statistical second reader (src/sucker/ai/talk/guess_model.npz) from the tuning
lines: tests/ai/talk/corpus_*.txt, registers_*.txt and bench/talk_tuning_*.txt, never an
evaluation set.

Each line, normalised as the reader normalises it, is labelled with its components (goods
wanted and offered, act kinds, topic: :func:`sucker.ai.talk.guess.components`); one logistic
regression a component over TF-IDF character n-grams (the reader's own
:func:`sucker.ai.talk.guess.ngrams`) learns them, and the weights are written as float16
arrays. Deterministic: the same lines give the same file.

``--folds K`` first scores the reader on bench/talk_tuning_*.txt with models that never saw
the line scored (K folds over those files, trained on everything else), for each pair of
thresholds (believed alone, believed beside the rules): how the thresholds are chosen
without an evaluation set.

    .venv/bin/python bench/talk_model.py [--features 20000] [--c 10] [--folds 5]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.multiclass import OneVsRestClassifier
from sklearn.preprocessing import MultiLabelBinarizer

from sucker.ai.talk import acts as reader
from sucker.ai.talk.guess import COMPONENTS, MODEL_PATH, components, ngrams

sys.path.insert(0, str(Path(__file__).resolve().parent))

from talk_understanding import corpus_lines, reading, right  # noqa: E402


def _labels(line: dict[str, Any]) -> frozenset[str]:
    return components([(k, w or "", g or "") for k, _, w, g, _ in line["acts"]],
                      line["topic"] or "")


def fit(lines: list[dict[str, Any]], features: int, c: float) -> tuple[Any, Any, list[str]]:
    """A vectoriser and a one-vs-rest classifier trained on the lines, and the component
    of each of its rows."""
    texts = [reader.normalise(line["text"]).text for line in lines]
    binarizer = MultiLabelBinarizer(classes=list(COMPONENTS))
    y = binarizer.fit_transform([_labels(line) for line in lines])
    vectoriser = TfidfVectorizer(analyzer=ngrams, sublinear_tf=True, max_features=features)
    x = vectoriser.fit_transform(texts)
    classifier = OneVsRestClassifier(LogisticRegression(C=c, max_iter=5000))
    classifier.fit(x, y)
    return vectoriser, classifier, list(binarizer.classes_)


def weigher(vectoriser: Any, classifier: Any, names: list[str]) -> Any:
    """The fitted model as :func:`sucker.ai.talk.guess.weigh` (with its guard)."""
    def weigh(text: str) -> dict[str, float]:
        grams = ngrams(text)
        known = sum(g in vectoriser.vocabulary_ for g in grams)
        if not known or known < 0.9 * len(grams):
            return {}
        probs = classifier.predict_proba(vectoriser.transform([text]))[0]
        return dict(zip(names, probs.tolist(), strict=True))
    return weigh


def cross_check(lines: list[dict[str, Any]], folds: int, features: int, c: float) -> None:
    """The share of bench/talk_tuning_* lines read right by readers whose model never saw
    them, for a grid of thresholds."""
    held = [i for i, line in enumerate(lines) if line["id"].startswith("talk_tuning_")]
    probs: dict[int, dict[str, float]] = {}
    for k in range(folds):
        out = set(held[k::folds])
        model = weigher(*fit([x for i, x in enumerate(lines) if i not in out], features, c))
        for i in out:
            probs[i] = model(reader.normalise(lines[i]["text"]).text)
    grid = [(alone, added) for alone in (0.3, 0.4, 0.5, 0.6) for added in (0.6, 0.7, 0.8, 0.9, 1.1)]
    print(f"held-out tuning lines ({len(held)}), read right by alone/added thresholds:")
    for alone, added in grid:
        ok = 0
        for i in held:
            with mock.patch.multiple(reader, weigh=lambda _t, i=i: probs[i],
                                     GUESS_ALONE=alone, GUESS_ADDED=added):
                ok += right(lines[i], reading(lines[i]))
        print(f"  alone {alone:.1f} added {added:.1f}: {ok}/{len(held)} = {ok / len(held):.1%}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--features", type=int, default=20000, help="n-grams kept (most frequent)")
    parser.add_argument("--c", type=float, default=10.0, help="inverse regularisation strength")
    parser.add_argument("--folds", type=int, default=0, help="cross-check thresholds first")
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    args = parser.parse_args(argv)
    lines = corpus_lines()
    if args.folds:
        cross_check(lines, args.folds, args.features, args.c)
    vectoriser, classifier, names = fit(lines, args.features, args.c)
    vocab = vectoriser.get_feature_names_out()
    coef = np.vstack([e.coef_ for e in classifier.estimators_])
    intercept = np.concatenate([e.intercept_ for e in classifier.estimators_])
    np.savez_compressed(
        args.out,
        vocab=np.array(vocab, dtype=str),
        idf=vectoriser.idf_.astype(np.float16),
        coef=coef.astype(np.float16),
        intercept=intercept.astype(np.float16),
        names=np.array(names, dtype=str),
    )
    print(f"{len(lines)} lines, {len(names)} components, {len(vocab)} n-grams: "
          f"{args.out} ({args.out.stat().st_size / 1024:.0f} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
