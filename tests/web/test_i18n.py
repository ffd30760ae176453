"""The page's message catalogues (static/i18n/*.json): the same keys and placeholders in
every language, plural forms that Intl.PluralRules can pick, French typography, and no
key used by the code that a catalogue lacks."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

STATIC = Path(__file__).resolve().parents[2] / "src" / "sucker" / "web" / "static"
LANGS = ("en", "fr")


def _load(lang: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((STATIC / "i18n" / f"{lang}.json").read_text())
    return data


def _forms(value: Any) -> list[str]:
    """Every string of a value: plural forms, and gender forms ("f", "m") that may hold
    plural forms."""
    if isinstance(value, str):
        return [value]
    return [f for k, v in value.items() if k != "ordinal" for f in _forms(v)]


def _placeholders(value: Any) -> set[str]:
    return {name for form in _forms(value) for name in re.findall(r"\{(\w+)\}", form)}


def test_same_keys_and_placeholders_in_every_language() -> None:
    en, fr = _load("en"), _load("fr")
    assert set(en) == set(fr), set(en) ^ set(fr)
    for key in en:
        assert _placeholders(en[key]) == _placeholders(fr[key]), key


def test_plural_forms_are_ones_intl_picks() -> None:
    for lang in LANGS:
        for key, value in _load(lang).items():
            for forms in [value, *value.values()] if isinstance(value, dict) else []:
                if isinstance(forms, dict):
                    assert "other" in forms, (lang, key)
                    assert set(forms) <= {"ordinal", "zero", "one", "two", "few", "many",
                                          "other", "f", "m"}


def test_french_typography() -> None:
    for key, value in _load("fr").items():
        for form in _forms(value):
            assert not re.search(r"[ \w][:;!?](\s|$)", form.replace("://", "")), (key, form)
            assert not re.search(r"« | »", form), (key, form)
            assert "'" not in form, (key, form)  # the typographic apostrophe ’


def test_every_key_the_code_uses_exists() -> None:
    en = _load("en")
    used: set[str] = set()
    for path in STATIC.rglob("*.js"):
        used |= set(re.findall(r"\bt[x]?\(\"([\w.:-]+)\"", path.read_text()))
    html = (STATIC / "index.html").read_text()
    used |= set(re.findall(r'data-i18n(?:-label)?="([\w.]+)"', html))
    assert used, "no key found: the pattern is wrong"
    assert used - set(en) == set()
