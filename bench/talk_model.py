"""Builds the statistical second reader (src/sucker/ai/talk/guess_model.npz) from the tuning
lines (tests/ai/talk/corpus_*.txt, registers_*.txt, bench/talk_tuning_*.txt) and the lines of
other authors (bench/talk_train/train_*.jsonl), never an evaluation set.

Each line, normalised as the reader normalises it, is labelled with its components (goods
wanted and offered, act kinds, topic: :func:`sucker.ai.talk.guess.components`); one logistic
regression a component over TF-IDF character n-grams (the reader's own
:func:`sucker.ai.talk.guess.features`) learns them, and the weights are written as float16
arrays. Deterministic: the same lines give the same file.

Held-out scores, for each pair of thresholds (believed alone, believed beside the rules):
how the thresholds are chosen without an evaluation set. ``--batches`` scores the reader on
each batch of about 100 lines of bench/talk_train (a language's ids 1-100, 101-200...) with
a model trained on everything else (the other authors' lines read by a model that never saw
them); ``--folds K`` does the same with K folds over bench/talk_tuning_*.txt.

    .venv/bin/python bench/talk_model.py [--features 30000] [--c 10] [--balanced] [--batches]
        [--folds 5]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.multiclass import OneVsRestClassifier
from sklearn.preprocessing import MultiLabelBinarizer

from sucker.ai.talk import acts as reader
from sucker.ai.talk.guess import COMPONENTS, MODEL_PATH, components, features, ngrams

sys.path.insert(0, str(Path(__file__).resolve().parent))

from talk_understanding import corpus_lines, load, reading, right  # noqa: E402

OTHER_AUTHORS = Path(__file__).resolve().parent / "talk_train"


def other_lines() -> list[dict[str, Any]]:
    """The lines written by other authors (bench/talk_train/train_LANG.jsonl)."""
    return [line for lang in reader.LANGS
            for line in load(OTHER_AUTHORS / f"train_{lang}.jsonl")]


def batch(line: dict[str, Any]) -> str:
    """The batch of an other author's line: its language and hundred ("en 0" for en-t001 to
    en-t100)."""
    return f"{line['lang']} {(int(re.sub(r'[^0-9]', '', line['id'])) - 1) // 100}"


def _labels(line: dict[str, Any]) -> frozenset[str]:
    return components([(k, w or "", g or "") for k, _, w, g, _ in line["acts"]],
                      line["topic"] or "")


def fit(lines: list[dict[str, Any]], size: int, c: float,
        weights: str | None = None) -> tuple[Any, Any, list[str]]:
    """A vectoriser and a one-vs-rest classifier trained on the lines (with
    ``weights="balanced"``, each component's rare positive lines weighed up as much as its
    negatives), and the component of each of its rows."""
    texts = [reader.normalise(line["text"]).text for line in lines]
    binarizer = MultiLabelBinarizer(classes=list(COMPONENTS))
    y = binarizer.fit_transform([_labels(line) for line in lines])
    vectoriser = TfidfVectorizer(analyzer=features, sublinear_tf=True, max_features=size)
    x = vectoriser.fit_transform(texts)
    classifier = OneVsRestClassifier(LogisticRegression(C=c, max_iter=5000,
                                                        class_weight=weights))
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


def cross_check(lines: list[dict[str, Any]], groups: list[set[int]], size: int,
                c: float, weights: str | None) -> None:
    """The share of the lines of ``groups`` read right by readers whose model never saw
    their group, for a grid of thresholds, and by the rules alone; then group by group at
    the reader's own thresholds."""
    held = sorted(set().union(*groups))
    probs: dict[int, dict[str, float]] = {}
    for out in groups:
        model = weigher(*fit([x for i, x in enumerate(lines) if i not in out], size, c, weights))
        for i in out:
            probs[i] = model(reader.normalise(lines[i]["text"]).text)
    grid = [(alone, added) for alone in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
            for added in (0.5, 0.6, 0.75, 0.9, 1.1)]
    print(f"held-out lines ({len(held)} in {len(groups)} groups), read right by alone/added "
          "thresholds:")
    for alone, added in [(1.1, 1.1), *grid]:
        ok: Counter[str] = Counter()
        for i in held:
            with mock.patch.multiple(reader, weigh=lambda _t, i=i: probs[i],
                                     GUESS_ALONE=alone, GUESS_ADDED=added):
                ok[lines[i]["lang"]] += right(lines[i], reading(lines[i]))
        n = Counter(lines[i]["lang"] for i in held)
        name = "rules alone" if alone > 1 else f"alone {alone:.1f} added {added:.2f}"
        name = name.replace("added 1.10", "never added")
        print(f"  {name}: {ok.total()}/{len(held)} = {ok.total() / len(held):.1%} ("
              + ", ".join(f"{lang} {ok[lang] / n[lang]:.1%}" for lang in sorted(n)) + ")",
              flush=True)
    print(f"by group, at the reader's thresholds ({reader.GUESS_ALONE} alone, "
          f"{reader.GUESS_ADDED} beside the rules):")
    for k, out in enumerate(groups):
        ok_k = 0
        for i in out:
            with mock.patch.object(reader, "weigh", lambda _t, i=i: probs[i]):
                ok_k += right(lines[i], reading(lines[i]))
        print(f"  group {k + 1} ({lines[min(out)]['id']}...): {ok_k}/{len(out)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--features", type=int, default=30000, help="n-grams kept (most frequent)")
    parser.add_argument("--c", type=float, default=10.0, help="inverse regularisation strength")
    parser.add_argument("--balanced", action="store_true",
                        help="weigh each component's positive lines up to its negatives")
    parser.add_argument("--folds", type=int, default=0,
                        help="first score thresholds on K folds of bench/talk_tuning_*")
    parser.add_argument("--batches", action="store_true",
                        help="first score thresholds on each batch of bench/talk_train held out")
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    args = parser.parse_args(argv)
    lines = corpus_lines() + other_lines()
    weights = "balanced" if args.balanced else None
    if args.batches:
        names = sorted({batch(x) for x in lines if x["id"][:3] in ("en-", "fr-")})
        cross_check(lines, [{i for i, x in enumerate(lines) if x["id"][:3] in ("en-", "fr-")
                             and batch(x) == name} for name in names], args.features, args.c,
                    weights)
    if args.folds:
        held = [i for i, x in enumerate(lines) if x["id"].startswith("talk_tuning_")]
        cross_check(lines, [set(held[k::args.folds]) for k in range(args.folds)],
                    args.features, args.c, weights)
    vectoriser, classifier, names = fit(lines, args.features, args.c, weights)
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
