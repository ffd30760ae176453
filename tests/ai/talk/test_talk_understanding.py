"""bench/talk_understanding.py: the scorer of evaluation files, on a small file whose last
line is labelled wrong on purpose, and on malformed input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from talk_understanding import BadLine, check, load, report, score  # noqa: E402

SAMPLE = HERE / "understanding_sample.jsonl"


def test_the_sample_scores_nine_of_ten_with_its_miss_named() -> None:
    groups, misses = score(load(SAMPLE))
    assert groups["all"] == [10, 9]
    assert groups["lang en"] == [5, 5] and groups["lang fr"] == [5, 4]
    assert groups["register wrong on purpose"] == [1, 0] and groups["register sms"] == [3, 3]
    assert len(misses) == 1 and misses[0].startswith("s10 | ")
    table = report(groups)
    assert "all                          10      9    90.0%  [59.6%, 98.2%]" in table


def test_acts_are_compared_as_a_multiset() -> None:
    line = json.loads(SAMPLE.read_text().splitlines()[0])
    line["acts"] = line["acts"] * 2
    groups, _ = score([check(line, "x")])
    assert groups["all"] == [1, 0]


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"lang": "de"}, "lang 'de' is not en or fr"),
        ({"topic": "weather"}, "topic 'weather'"),
        ({"acts": [{"kind": "bribe"}]}, "kind 'bribe'"),
        ({"acts": [{"kind": "ask", "want": "money"}]}, "want 'money'"),
        ({"acts": [{"kind": "ask", "to": "pink"}]}, "to 'pink'"),
        ({"by": "pink"}, "by 'pink'"),
        ({"text": None}, "text is a string"),
    ],
)
def test_a_bad_line_is_refused_with_what_is_wrong(change: dict[str, object], says: str) -> None:
    line = json.loads(SAMPLE.read_text().splitlines()[0]) | change
    with pytest.raises(BadLine, match=says):
        check(line, "f:1")


def test_the_command_scores_files_and_the_corpus_and_refuses_bad_json(tmp_path: Path) -> None:
    script = str(ROOT / "bench" / "talk_understanding.py")
    done = subprocess.run([sys.executable, script, str(SAMPLE), "--misses"],
                          capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0 and "misses:" in done.stdout and "s10 |" in done.stdout
    corpus = subprocess.run([sys.executable, script, "--corpus"], capture_output=True,
                            text=True, check=False, timeout=60)
    assert corpus.returncode == 0 and "register corpus" in corpus.stdout
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "hi", "lang": "en", "acts": []}\nnot json\n')
    refused = subprocess.run([sys.executable, script, str(bad)], capture_output=True,
                             text=True, check=False, timeout=60)
    assert refused.returncode == 2 and f"{bad}:2: not JSON" in refused.stderr


def test_the_tuning_lines_stay_read() -> None:
    from talk_understanding import corpus_lines

    groups, misses = score(corpus_lines())
    for lang in ("en", "fr"):
        lines, right = groups[f"lang {lang}"]
        assert right >= 0.95 * lines, "\n".join(misses)


def test_skip_bad_scores_the_good_lines_and_names_the_bad(tmp_path: Path) -> None:
    good = SAMPLE.read_text().splitlines()[0]
    path = tmp_path / "mixed.jsonl"
    path.write_text(good + '\n{"text": "x", "lang": "de", "acts": []}\n')
    bad: list[str] = []
    assert len(load(path, bad)) == 1 and bad == [f"{path}:2: lang 'de' is not en or fr"]
    script = str(ROOT / "bench" / "talk_understanding.py")
    done = subprocess.run([sys.executable, script, str(path), "--skip-bad"],
                          capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0 and "all                           1      1" in done.stdout
    assert f"skipped: {path}:2" in done.stderr


def test_faults_name_how_a_reading_went_wrong_without_the_line() -> None:
    from talk_understanding import faults

    line = check({"text": "x", "lang": "fr", "topic": "insult",
                  "acts": [{"kind": "deal", "to": "blue", "want": "move", "give": "rescue"},
                           {"kind": "alliance", "to": "green", "about": "yellow"}]}, "f:1")
    ask = {"kind": "ask", "to": "blue", "want": "move", "give": None, "about": None}
    ally = {"kind": "alliance", "to": "blue", "want": None, "give": None, "about": "yellow"}
    assert faults(line, {"lang": "en", "topic": None, "acts": [ask, ally]}) == [
        "lang fr read as en", "topic insult read as - (acts wrong)",
        "act kinds: deal missing, ask extra (2 labelled)"]
    deal = ask | {"kind": "deal", "give": "rescue"}
    assert faults(line, {"lang": "fr", "topic": "insult", "acts": [deal, ally]}) == [
        "alliance: to wrong"]


def test_a_file_in_the_corpus_notation_is_scored_in_its_named_language(tmp_path: Path) -> None:
    from talk_understanding import notation_lines

    path = tmp_path / "lines_fr.txt"
    path.write_text("# register: mine\nask.move@blue | bleu, passe-moi la main\n"
                    "insult | tais-toi\n", encoding="utf-8")
    lines = notation_lines(path)
    assert [(x["lang"], x["register"], x["topic"]) for x in lines] == [
        ("fr", "mine", None), ("fr", "mine", "insult")]
    assert lines[0]["acts"] == [("ask", "blue", "move", None, None)]
    groups, _ = score(lines)
    assert groups["register mine"] == [2, 2]
    with pytest.raises(BadLine, match="_en or _fr"):
        notation_lines(tmp_path / "lines.txt")


def test_the_command_tallies_faults_and_times_lines() -> None:
    script = str(ROOT / "bench" / "talk_understanding.py")
    done = subprocess.run([sys.executable, script, str(SAMPLE), "--faults", "--speed"],
                          capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0
    assert "faults:\n" in done.stdout and "wrong on purpose:" in done.stdout
    assert "s10 |" not in done.stdout  # a tally shows no line
    assert "read time per line (10 lines, first pass): wall p50" in done.stdout


def test_labels_score_another_persons_reading_of_the_same_lines(tmp_path: Path) -> None:
    # a second labelling of the sample, in another order, agreeing on all but s1 (a topic
    # changed): scored by id, its one miss is s1 (the reader's is s10); a line it lacks is an
    # error, not a silent skip
    other = [json.loads(t) for t in reversed(SAMPLE.read_text().splitlines())]
    assert other[-1]["id"] == "s1"
    other[-1]["topic"] = "insult" if other[-1].get("topic") != "insult" else None
    path = tmp_path / "other.jsonl"
    path.write_text("".join(json.dumps(o) + "\n" for o in other))
    script = str(ROOT / "bench" / "talk_understanding.py")
    done = subprocess.run([sys.executable, script, str(SAMPLE), "--labels", str(path),
                           "--misses"], capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "all                          10      9    90.0%" in done.stdout
    assert "\ns1 | " in done.stdout and "s10 | " not in done.stdout
    path.write_text("".join(json.dumps(o) + "\n" for o in other[1:]))
    short = subprocess.run([sys.executable, script, str(SAMPLE), "--labels", str(path)],
                           capture_output=True, text=True, check=False, timeout=60)
    assert short.returncode == 2
    assert "lines without another label: 1 (the first: s10)" in short.stderr


def test_no_topic_scores_acts_addressees_and_language_only() -> None:
    # s1 labelled with a topic the reader does not give: a miss, unless the topic is aside;
    # a wrong language stays a miss either way
    line = json.loads(SAMPLE.read_text().splitlines()[0]) | {"topic": "insult"}
    assert score([check(line, "x")])[0]["all"] == [1, 0]
    assert score([check(line, "x")], topic=False)[0]["all"] == [1, 1]
    french = check(line | {"lang": "fr"}, "x")
    assert score([french], topic=False)[0]["all"] == [1, 0]
    script = str(ROOT / "bench" / "talk_understanding.py")
    done = subprocess.run([sys.executable, script, str(SAMPLE), "--no-topic"],
                          capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0 and "all                          10" in done.stdout
