"""The message catalogues: the page's (static/i18n/*.json) and the Fluent ones that Python
and the page share (static/i18n/<lang>/*.ftl): the same keys and placeholders in every
language, plural forms that Intl.PluralRules can pick, every Fluent message rendered with
every language's variables, French typography, and no key used by the code that a
catalogue lacks."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from sucker.narration import FILES, languages, render

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


def _fluent(lang: str) -> dict[str, ast.Message]:
    """Each Fluent message of ``lang``'s catalogue files, by id."""
    out: dict[str, ast.Message] = {}
    for name in FILES:
        resource = parse((STATIC / "i18n" / lang / name).read_text())
        assert not [e for e in resource.body if isinstance(e, ast.Junk)], (lang, name)
        out |= {m.id.name: m for m in resource.body if isinstance(m, ast.Message)}
    return out


class _Variables(Visitor):
    """The variables a message prints, and those it only selects on."""

    def __init__(self) -> None:
        super().__init__()
        self.printed: set[str] = set()
        self.selected: set[str] = set()

    def visit_Placeable(self, node: ast.Placeable) -> None:
        if isinstance(node.expression, ast.VariableReference):
            self.printed.add(node.expression.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.selected.add(node.selector.id.name)
        self.generic_visit(node)


def _variables(message: ast.Message) -> _Variables:
    found = _Variables()
    found.visit(message)
    return found


def test_fluent_catalogues_have_the_same_messages_and_print_the_same_terms() -> None:
    assert languages()[:2] == LANGS
    en = _fluent("en")
    for lang in languages():
        messages = _fluent(lang)
        assert set(messages) == set(en), (lang, set(messages) ^ set(en))
        for key, message in messages.items():
            assert _variables(message).printed == _variables(en[key]).printed, (lang, key)


def test_every_fluent_message_renders_with_any_gender_and_number() -> None:
    """Every message, given the variables any language uses, renders without an error in
    every language (sucker.narration raises on one) for each gender and several numbers."""
    messages = {lang: _fluent(lang) for lang in languages()}
    for key in messages["en"]:
        names: set[str] = set()
        for lang in languages():
            found = _variables(messages[lang][key])
            names |= found.printed | found.selected
        for n, gender, color in ((0, "f", "orange"), (1, "m", "red"), (2, "other", "blue"),
                                 (21, "f", "green")):
            args = {v: gender if v.endswith("-gender") else color if v.endswith("-color")
                    else n for v in names}
            for lang in languages():
                assert render({"key": key, "args": args}, lang), (lang, key)


def test_fluent_french_typography() -> None:
    for name in FILES:
        for line in (STATIC / "i18n" / "fr" / name).read_text().splitlines():
            text = "" if line.startswith("#") else re.sub(r"\{[^{}]*\}", "x", line)
            text = re.sub(r"^\s*\*?\[\w+\]", "", text)  # a variant's key
            assert not re.search(r"[ \w][:;!?%]", text.replace("://", "")), line
            assert "'" not in text, line  # the typographic apostrophe ’


def test_every_key_the_code_uses_exists() -> None:
    en = _load("en") | {k.replace("-", "."): "" for k in _fluent("en")}
    used: set[str] = set()
    for path in STATIC.rglob("*.js"):
        used |= set(re.findall(r"\bt[x]?\(\"([\w.:-]+)\"", path.read_text()))
    html = (STATIC / "index.html").read_text()
    used |= set(re.findall(r'data-i18n(?:-label)?="([\w.]+)"', html))
    assert used, "no key found: the pattern is wrong"
    assert used - set(en) == set()
    # the facts the page derives name Fluent messages
    keys = set(re.findall(r'key: "([\w-]+)"', (STATIC / "describe.js").read_text()))
    assert keys and keys - set(_fluent("en")) == set()
