"""Builds the statistical second reader (src/sucker/ai/talk/guess_model.npz) from the tuning
lines (tests/ai/talk/corpus_*.txt, registers_*.txt, bench/talk_tuning_*.txt) and the lines of
other authors (bench/talk_train/train_*.jsonl), never an evaluation set.

Each line, normalised as the reader normalises it, is labelled with its components (goods
wanted and offered, act kinds, topic: :func:`sucker.ai.talk.guess.components`); one logistic
regression a component over TF-IDF character n-grams (the reader's own
:func:`sucker.ai.talk.guess.features`) learns them, and the weights are written as float16
arrays. Deterministic: the same lines give the same file.

Held-out scores, for each set of thresholds (believed alone, believed beside the rules, a
rule's component doubted under):
how the thresholds are chosen without an evaluation set. ``--batches`` scores the reader on
each batch of about 100 lines of bench/talk_train (a language's ids 1-100, 101-200...) with
a model trained on everything else (the other authors' lines read by a model that never saw
them); ``--folds K`` does the same with K folds over bench/talk_tuning_*.txt; ``--authors
en-w,fr-w`` scores whole authors (id prefixes) with one model trained without any of them, at
the reader's thresholds and by the rules alone.

    .venv/bin/python bench/talk_model.py [--features 30000] [--c 10] [--tuning 3] [--balanced]
        [--batches] [--folds 5] [--authors en-w,fr-w,en-x,fr-x]
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
from sklearn.preprocessing import MultiLabelBinarizer

from sucker.ai.talk import acts as reader
from sucker.ai.talk.guess import COMPONENTS, MODEL_PATH, components, features, ngrams

sys.path.insert(0, str(Path(__file__).resolve().parent))

from talk_understanding import corpus_lines, load, reading, right  # noqa: E402

OTHER_AUTHORS = Path(__file__).resolve().parent / "talk_train"


def other_lines() -> list[dict[str, Any]]:
    """The lines written by other authors: bench/talk_train/train_LANG.jsonl and the batches
    in its folders (bench/talk_train/*/batch*.jsonl)."""
    paths = [OTHER_AUTHORS / f"train_{lang}.jsonl" for lang in reader.LANGS]
    paths += sorted(OTHER_AUTHORS.glob("*/batch*.jsonl"))
    return [line for path in paths for line in load(path)]


def batch(line: dict[str, Any]) -> str:
    """The batch of an other author's line: its id's author part and hundred ("en-t 0" for
    en-t001 to en-t100, "fr-u 1" for fr-u101 to fr-u200)."""
    m = re.fullmatch(r"([a-z]+-[a-z]*)([0-9]+)", line["id"])
    if m is None:
        raise ValueError(f"{line['id']!r} is not an author's id (en-t001)")
    return f"{m.group(1)} {(int(m.group(2)) - 1) // 100}"


def _labels(line: dict[str, Any]) -> frozenset[str]:
    return components([(k, w or "", g or "") for k, _, w, g, _ in line["acts"]],
                      line["topic"] or "")


class Components:
    """One logistic regression a component (scikit-learn's one-vs-rest, with each line's
    weight passed to every regression)."""

    def __init__(self, c: float, weights: str | None) -> None:
        self.c, self.weights = c, weights
        self.estimators_: list[LogisticRegression] = []

    def fit(self, x: Any, y: np.ndarray, sample_weight: np.ndarray) -> Components:
        self.estimators_ = [LogisticRegression(C=self.c, max_iter=5000,
                                               class_weight=self.weights)
                            .fit(x, y[:, k], sample_weight=sample_weight)
                            for k in range(y.shape[1])]
        return self

    def predict_proba(self, x: Any) -> np.ndarray:
        return np.column_stack([e.predict_proba(x)[:, 1] for e in self.estimators_])


def fit(lines: list[dict[str, Any]], size: int, c: float,
        weights: str | None = None, tuning: float = 1.0) -> tuple[Any, Any, list[str]]:
    """A vectoriser and one classifier a component trained on the lines (with
    ``weights="balanced"``, each component's rare positive lines weighed up as much as its
    negatives; each tuning line counting ``tuning`` times an other author's), and the
    component of each of its rows."""
    texts = [reader.normalise(line["text"]).text for line in lines]
    binarizer = MultiLabelBinarizer(classes=list(COMPONENTS))
    y = binarizer.fit_transform([_labels(line) for line in lines])
    vectoriser = TfidfVectorizer(analyzer=features, sublinear_tf=True, max_features=size)
    x = vectoriser.fit_transform(texts)
    weight = np.array([tuning if ":" in line["id"] else 1.0 for line in lines])
    classifier = Components(c, weights).fit(x, y, weight)
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


def cross_check(lines: list[dict[str, Any]], groups: dict[str, set[int]], size: int,
                c: float, weights: str | None, tuning: float) -> None:
    """The share of the lines of ``groups`` read right by readers whose model never saw
    their group, for a grid of thresholds (believed alone, believed beside the rules,
    doubted under) and by the rules alone, by language and by author; then group by group
    at the reader's own thresholds."""
    held = sorted(set().union(*groups.values()))
    probs: dict[int, dict[str, float]] = {}
    for out in groups.values():
        model = weigher(*fit([x for i, x in enumerate(lines) if i not in out], size, c, weights,
                             tuning))
        for i in out:
            probs[i] = model(reader.normalise(lines[i]["text"]).text)
    where = {i: (lines[i]["lang"], name.split()[0]) for name, out in groups.items() for i in out}
    n = Counter(k for i in held for k in where[i])

    def score(i: int, **thresholds: float) -> bool:
        with mock.patch.multiple(reader, weigh=lambda _t: probs[i], **thresholds):
            return right(lines[i], reading(lines[i]))

    grid = [(1.1, 1.1, 0.0)] + [(alone, added, drop) for alone in (0.3, 0.4, 0.5, 0.6, 0.7)
                                for added in (0.5, 0.6, 0.75, 0.9) for drop in (0.0, 0.05, 0.1)]
    print(f"held-out lines ({len(held)} in {len(groups)} groups), read right by thresholds "
          "(believed alone / added to the rules / a rule doubted under):")
    for alone, added, drop in grid:
        ok: Counter[str] = Counter()
        for i in held:
            if score(i, GUESS_ALONE=alone, GUESS_ADDED=added, GUESS_DROP=drop):
                ok.update(where[i])
        name = "rules alone" if alone > 1 else f"{alone:.1f} / {added:.2f} / {drop:.2f}"
        total = sum(ok[lang] for lang in reader.LANGS)
        print(f"  {name}: {total}/{len(held)} = {total / len(held):.1%} ("
              + ", ".join(f"{k} {ok[k]}/{n[k]}" for k in sorted(n)) + ")", flush=True)
    print(f"by group, at the reader's thresholds ({reader.GUESS_ALONE} / {reader.GUESS_ADDED}"
          f" / {reader.GUESS_DROP}):")
    for name, out in sorted(groups.items()):
        print(f"  {name}: {sum(score(i) for i in out)}/{len(out)}")


def author(line: dict[str, Any]) -> str:
    """An other author's line's author ("en-t" for en-t001); "" for a tuning line."""
    return "" if ":" in line["id"] else batch(line).split()[0]


def held_out_authors(lines: list[dict[str, Any]], authors: set[str], size: int, c: float,
                     weights: str | None, tuning: float) -> None:
    """The share of the lines of ``authors`` read right by a reader whose model never saw
    any of them (and by the rules alone), author by author and in all."""
    model = weigher(*fit([x for x in lines if author(x) not in authors], size, c, weights,
                         tuning))
    ok: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    n: Counter[str] = Counter()
    for x in (x for x in lines if author(x) in authors):
        who = author(x)
        n[who] += 1
        with mock.patch.object(reader, "weigh", model):
            ok[who] += right(x, reading(x))
        with mock.patch.object(reader, "weigh", lambda _t: {}):
            alone[who] += right(x, reading(x))
    print("held-out authors, read right (rules + a model that never saw them / rules alone):")
    for who in sorted(n) + ["all"]:
        m, k, r = ((sum(n.values()), sum(ok.values()), sum(alone.values())) if who == "all"
                   else (n[who], ok[who], alone[who]))
        print(f"  {who}: {k}/{m} = {k / m:.1%} / {r / m:.1%}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--features", type=int, default=30000, help="n-grams kept (most frequent)")
    parser.add_argument("--c", type=float, default=10.0, help="inverse regularisation strength")
    parser.add_argument("--tuning", type=float, default=3.0,
                        help="the weight of a tuning line, an other author's weighing 1")
    parser.add_argument("--balanced", action="store_true",
                        help="weigh each component's positive lines up to its negatives")
    parser.add_argument("--folds", type=int, default=0,
                        help="first score thresholds on K folds of bench/talk_tuning_*")
    parser.add_argument("--batches", action="store_true",
                        help="first score thresholds on each batch of bench/talk_train held out")
    parser.add_argument("--authors", default="",
                        help="first score these authors (id prefixes: en-w,fr-w) held out whole")
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    args = parser.parse_args(argv)
    lines = corpus_lines() + other_lines()
    weights = "balanced" if args.balanced else None
    if args.batches:
        groups: dict[str, set[int]] = {}
        for i, x in enumerate(lines):
            if ":" not in x["id"]:  # the tuning lines' ids are FILE:LINE
                groups.setdefault(batch(x), set()).add(i)
        cross_check(lines, groups, args.features, args.c, weights, args.tuning)
    if args.authors:
        held_out_authors(lines, set(args.authors.split(",")), args.features, args.c, weights,
                         args.tuning)
    if args.folds:
        held = [i for i, x in enumerate(lines) if x["id"].startswith("talk_tuning_")]
        cross_check(lines, {f"fold {k}": set(held[k::args.folds]) for k in range(args.folds)},
                    args.features, args.c, weights, args.tuning)
    vectoriser, classifier, names = fit(lines, args.features, args.c, weights, args.tuning)
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
