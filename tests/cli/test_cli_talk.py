"""`sucker talk read`, run as the user runs it: in a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys


def sucker(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sucker", *args], capture_output=True,
                          text=True, timeout=60, check=False)


def test_talk_read_json_is_exactly_the_acts_vocabulary() -> None:
    done = sucker("talk", "read", "Bleu, donne-moi la main et je te sauverai", "--by", "red",
                  "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "acts": [{"kind": "deal", "to": "blue", "want": "move", "give": "rescue",
                  "about": None}],
        "topic": None,
        "lang": "fr",
    }


def test_talk_read_gives_topic_and_language_of_small_lines() -> None:
    insult = json.loads(sucker("talk", "read", "you idiot", "--json").stdout)
    assert insult == {"acts": [], "topic": "insult", "lang": "en"}
    weather = json.loads(sucker("talk", "read", "nice weather today", "--json").stdout)
    assert weather == {"acts": [], "topic": None, "lang": "en"}


def test_talk_read_in_words_and_a_bad_colour() -> None:
    done = sucker("talk", "read", "green, alliance against blue?", "--by", "red")
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == "act     kind=alliance to=green about=blue"
    bad = sucker("talk", "read", "hi", "--by", "pink")
    assert bad.returncode == 2 and "--by must be one of" in bad.stderr and bad.stdout == ""
