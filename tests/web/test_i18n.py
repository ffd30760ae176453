"""The Fluent catalogues that Python and the page share (static/i18n/<lang>/*.ftl): the
same messages and printed variables in every language, plural variants that CLDR names,
every message of narration.ftl rendered by Python with any gender and number, French
typography, and no key used by the code that a catalogue lacks."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from sucker.narration import FILES, languages, render, render_variant, variants

STATIC = Path(__file__).resolve().parents[2] / "src" / "sucker" / "web" / "static"
LANGS = ("en", "fr")
PAGE_FILES = ("page.ftl",)  # the page's own words, which Python does not render


def _fluent(lang: str, files: tuple[str, ...] = FILES + PAGE_FILES) -> dict[str, ast.Message]:
    """Each Fluent message of ``lang``'s catalogue ``files``, by id (no id twice)."""
    out: dict[str, ast.Message] = {}
    for name in files:
        resource = parse((STATIC / "i18n" / lang / name).read_text())
        assert not [e for e in resource.body if isinstance(e, ast.Junk)], (lang, name)
        for m in resource.body:
            if isinstance(m, ast.Message):
                assert m.id.name not in out, (lang, m.id.name)
                out[m.id.name] = m
    return out


def test_every_catalogue_file_is_read() -> None:
    for lang in languages():
        assert sorted(p.name for p in (STATIC / "i18n" / lang).glob("*.ftl")) == sorted(
            FILES + PAGE_FILES)
        assert "\"" + PAGE_FILES[0] + "\"" in (STATIC / "i18n.js").read_text()


class _Variables(Visitor):
    """The variables a message prints, those it only selects on, and its variants' keys by
    selector ("$n", "$gender", "NUMBER")."""

    def __init__(self) -> None:
        super().__init__()
        self.printed: set[str] = set()
        self.selected: set[str] = set()
        self.keys: dict[str, set[str]] = {}

    def visit_Placeable(self, node: ast.Placeable) -> None:
        if isinstance(node.expression, ast.VariableReference):
            self.printed.add(node.expression.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        name = "NUMBER"
        if isinstance(node.selector, ast.VariableReference):
            name = node.selector.id.name
            self.selected.add(name)
        keys = self.keys.setdefault(name, set())
        for v in node.variants:
            keys.add(v.key.name if isinstance(v.key, ast.Identifier) else str(v.key.value))
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


def test_plural_and_gender_variants_are_ones_the_rules_pick() -> None:
    plural = {"zero", "one", "two", "few", "many", "other"}
    for lang in languages():
        for key, message in _fluent(lang).items():
            for selector, keys in _variables(message).keys.items():
                assert "other" in keys, (lang, key)
                if selector in ("n", "NUMBER"):
                    assert keys <= plural, (lang, key, keys)
                if selector.endswith("gender"):
                    assert keys <= {"f", "m", "other"}, (lang, key, keys)


def test_every_fluent_message_renders_with_any_gender_and_number() -> None:
    """Every message Python says, given the variables any language uses, renders without an
    error in every language (sucker.narration raises on one) for each gender and several
    numbers."""
    messages = {lang: _fluent(lang, FILES) for lang in languages()}
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
                if messages[lang][key].value is None:  # said several ways (talk.ftl)
                    assert all(render_variant(key, v, lang, args) for v in variants(key, lang))
                else:
                    assert render({"key": key, "args": args}, lang), (lang, key)


def test_french_typography() -> None:
    """A no-break space before : ; ! ? and %, none inside « », the apostrophe ’."""
    for name in FILES + PAGE_FILES:
        for line in (STATIC / "i18n" / "fr" / name).read_text().splitlines():
            text = "" if line.startswith("#") else re.sub(r"\{[^{}]*\}", "x", line)
            text = re.sub(r"^\s*\*?\[\w+\]", "", text)  # a variant's key
            text = re.sub(r"^[\w-]+ = ?", "", text).replace("://", "")  # a message's id
            text = re.sub(r"\{[^{}]*$", "", text)  # a select expression's first line
            assert not re.search(r"[ \w][:;!?%](\s|$)", text), line
            assert not re.search(r"« | »", text), line
            assert "'" not in text, line


def test_every_key_the_code_uses_exists() -> None:
    en = set(_fluent("en"))
    used: set[str] = set()
    for path in STATIC.rglob("*.js"):
        used |= set(re.findall(r"\bt[x]?\(\"([\w.:-]+)\"", path.read_text()))
    html = (STATIC / "index.html").read_text()
    used |= set(re.findall(r'data-i18n(?:-label)?="([\w.]+)"', html))
    assert used, "no key found: the pattern is wrong"
    assert {k.replace(".", "-").replace(":", "_") for k in used} - en == set()  # as i18n.js
    # the facts the page derives name Fluent messages
    keys = set(re.findall(r'key: "([\w-]+)"', (STATIC / "describe.js").read_text()))
    assert keys and keys - set(_fluent("en")) == set()


def test_the_page_lists_every_language_that_has_catalogues() -> None:
    listed = re.search(r"export const LANGS = \[([^\]]*)\]", (STATIC / "i18n.js").read_text())
    assert listed and re.findall(r'"(\w+)"', listed.group(1)) == list(languages())
    buttons = re.findall(r'data-lang="(\w+)"', (STATIC / "index.html").read_text())
    assert buttons == list(languages())
