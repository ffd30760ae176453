"""Builds the statistical second reader (src/sucker/ai/talk/guess_model.npz) from the tuning
lines: tests/ai/talk/corpus_*.txt and registers_*.txt, never an evaluation set.

Each line, normalised as the reader normalises it, is labelled with its shape (act kinds with
their goods, and topic, without colours); a logistic regression over TF-IDF character
n-grams (the reader's own :func:`sucker.ai.talk.guess.ngrams`) learns them, and its weights
are written as float16 arrays. Deterministic: the same lines give the same file.

    .venv/bin/python bench/talk_model.py [--features 12000] [--c 10]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression

from sucker.ai.talk.acts import normalise
from sucker.ai.talk.guess import MODEL_PATH, label, ngrams

sys.path.insert(0, str(Path(__file__).resolve().parent))

from talk_understanding import corpus_lines  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--features", type=int, default=12000, help="n-grams kept (most frequent)")
    parser.add_argument("--c", type=float, default=10.0, help="inverse regularisation strength")
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    args = parser.parse_args(argv)
    lines = corpus_lines()
    texts = [normalise(line["text"]).text for line in lines]
    labels = [label([(k, w or "", g or "") for k, _, w, g, _ in line["acts"]], line["topic"] or "")
              for line in lines]
    vectoriser = TfidfVectorizer(analyzer=ngrams, sublinear_tf=True, max_features=args.features)
    features = vectoriser.fit_transform(texts)
    classifier = LogisticRegression(C=args.c, max_iter=5000)
    classifier.fit(features, labels)
    vocab = vectoriser.get_feature_names_out()
    np.savez_compressed(
        args.out,
        vocab=np.array(vocab, dtype=str),
        idf=vectoriser.idf_.astype(np.float16),
        coef=classifier.coef_.astype(np.float16),
        intercept=classifier.intercept_.astype(np.float16),
        classes=np.array(classifier.classes_, dtype=str),
    )
    print(f"{len(lines)} lines, {len(classifier.classes_)} shapes, {len(vocab)} n-grams: "
          f"{args.out} ({args.out.stat().st_size / 1024:.0f} KiB), training accuracy "
          f"{classifier.score(features, labels):.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
