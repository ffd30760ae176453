"""What a talking seat says, as something every reader can read in their own language.

A seat's line is made of dialogue acts or of a conversational line (a key of :data:`LINES`
or of :data:`sucker.ai.talk.acts.LINES` and its parameters), so it is written once per
language with the same choice of words: :class:`Said` is the line in the language it was
said in (a plain ``str``, for hosts that only want text) that also carries its text in
every language, its acts in the vocabulary of bot-protocol.md, and its ``key`` (what kind
of answer it is, so that a table can keep two AIs from giving the same answer at once).
"""

from __future__ import annotations

import random
import re
from typing import Any, Final

from sucker.ai.talk import acts as words
from sucker.ai.talk.acts import LANGS, Act, color_name
from sucker.engine import COLORS, NOBODY


class Said(str):
    """A line as said (``str``) with ``texts`` (language to text), ``acts`` (JSON) and
    ``key`` (the act kind or line key it answers with). It travels between processes whole."""

    texts: dict[str, str]
    acts: list[dict[str, Any]]
    key: str

    def __new__(cls, text: str, texts: dict[str, str], acts: list[dict[str, Any]],
                key: str) -> Said:
        self = super().__new__(cls, text)
        self.texts, self.acts, self.key = texts, acts, key
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Said, (str(self), self.texts, self.acts, self.key))


def _said(lang: str, texts: dict[str, str], acts: list[dict[str, Any]], key: str) -> Said:
    return Said(texts.get(lang) or texts["en"], texts, acts, key)


def act_json(act: Act) -> dict[str, Any]:
    """An act in the vocabulary of bot-protocol.md (colours by name, null when absent)."""

    def colour(i: int) -> str | None:
        return COLORS[i] if 0 <= i < len(COLORS) else None

    return {"kind": act.kind, "to": colour(act.to), "want": act.want or None,
            "give": act.give or None, "about": colour(act.about)}


def utter(act: Act, rng: random.Random, lang: str) -> Said:
    """``act`` written in every language with the same draw of ``rng``."""
    state = rng.getstate()
    texts = {}
    for lg in LANGS:
        rng.setstate(state)
        texts[lg] = words.say(act, rng, lg)
    return _said(lang, texts, [act_json(act)], act.kind)


def reword(said: Said, avoid: set[str]) -> Said | None:
    """A bargain (one act) in other words than ``avoid``'s, if its templates have some: two
    AIs making the same offer at once need not say it the same way. None otherwise."""
    if len(said.acts) != 1:
        return None
    a = said.acts[0]

    def colour(name: object) -> int:
        return COLORS.index(name) if isinstance(name, str) and name in COLORS else NOBODY

    act = Act(str(a["kind"]), colour(a["to"]), a["want"] or "", a["give"] or "",
              colour(a["about"]))
    lang = next((lg for lg, t in said.texts.items() if t == said), "en")
    for seed in range(12):
        other = utter(act, random.Random(seed), lang)
        if not set(other.texts.values()) & avoid:
            return other
    return None


# Lines beyond acts.LINES: answers that fit what was asked, owning a broken promise, rudeness
# answered in character (by temperament), the end of the game. {to} the addressee, {who} a
# colour, {name} our name.
LINES: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "en": {
        "why_kill": ("I needed a chip killed, {to}, and yours was the one I could spare.",
                     "Nothing personal, {to}: killing your chip kept my prisoners."),
        "why_kill_wronged": ("You broke your word to me, {to}. That kill was the price.",),
        "why_kill_other": ("That wasn't me, {to}: {who} killed your chip.",),
        "why_kill_none": ("I never killed a chip of yours, {to}.",),
        "why_rescue_none": ("I never refused you a rescue, {to}.",
                            "I never had the chance to rescue you, {to}."),
        "why_move_none": ("I never had the move to give you, {to}.",),
        "broke_loyal": ("Sorry, {to}. I had no choice this time; I'll make it up to you.",
                        "{To}, forgive me: I could not keep that promise and survive."),
        "broke_opportunist": ("Nothing personal, {to}. It simply paid better.",
                              "Business is business, {to}."),
        "broke_vengeful": ("You had it coming, {to}.",
                           "That's how it goes, {to}: remember who crossed whom."),
        "kept_word": ("I kept every promise I made you, {to}.",
                      "I never broke my word to you, {to}."),
        "deal_on": ("Deal, {to}: I'll keep my side.", "Good, {to}. We have a deal."),
        "deal_off": ("Your loss, {to}.", "As you like, {to}."),
        "insult_loyal": ("No need to be rude, {to}.", "Let's keep it friendly, {to}."),
        "insult_opportunist": ("Words are cheap, {to}. Make me an offer instead.",
                               "Charming, {to}. I'll remember it at the next deal."),
        "insult_vengeful": ("You'll regret that, {to}.", "Careful, {to}. I never forget."),
        "gg_won": ("Good game, everyone!", "gg all: that was a close one."),
        "gg_lost": ("Well played, {who}. gg!", "gg, {who}, you earned it."),
        "after_game": ("The game is over, {to}. Good game!", "gg, {to}."),
    },
    "fr": {
        "why_kill": ("Il fallait sacrifier un jeton, {to}, et c'est le tien que je pouvais "
                     "perdre.", "Rien de personnel, {to} : sacrifier ton jeton m'a gardé mes "
                     "prisonniers."),
        "why_kill_wronged": ("Tu avais trahi ta parole, {to}. Ce jeton, c'était le prix.",),
        "why_kill_other": ("Ce n'est pas moi, {to} : c'est {who} qui a sacrifié ton jeton.",),
        "why_kill_none": ("Je n'ai jamais sacrifié un de tes jetons, {to}.",),
        "why_rescue_none": ("Je ne t'ai jamais refusé de te sauver, {to}.",
                            "Je n'ai jamais eu l'occasion de te sauver, {to}."),
        "why_move_none": ("Je n'ai jamais eu la main à te donner, {to}.",),
        "broke_loyal": ("Désolé, {to}. Je n'avais pas le choix ; je me rattraperai.",
                        "{To}, pardonne-moi : je ne pouvais pas tenir parole sans y laisser "
                        "ma peau."),
        "broke_opportunist": ("Rien de personnel, {to}. C'était simplement plus rentable.",
                              "Les affaires sont les affaires, {to}."),
        "broke_vengeful": ("Tu l'as bien cherché, {to}.",
                           "C'est comme ça, {to} : souviens-toi de qui a trahi qui."),
        "kept_word": ("J'ai tenu toutes mes promesses envers toi, {to}.",
                      "Je ne t'ai jamais manqué de parole, {to}."),
        "deal_on": ("Marché conclu, {to} : je tiendrai ma part.", "Parfait, {to}. Tope là."),
        "deal_off": ("Tant pis pour toi, {to}.", "Comme tu veux, {to}."),
        "insult_loyal": ("Pas besoin d'être grossier, {to}.", "Restons courtois, {to}."),
        "insult_opportunist": ("Les insultes ne coûtent rien, {to}. Fais-moi plutôt une offre.",
                               "Charmant, {to}. Je m'en souviendrai au prochain marché."),
        "insult_vengeful": ("Tu vas le regretter, {to}.",
                            "Fais attention, {to}. Je n'oublie jamais."),
        "gg_won": ("Bien joué, tout le monde !", "gg à tous : c'était serré."),
        "gg_lost": ("Bien joué, {who}. gg !", "gg, {who}, tu l'as mérité."),
        "after_game": ("La partie est finie, {to}. Bien joué !", "gg, {to}."),
    },
}


def say_line(key: str, rng: random.Random, lang: str, to: int = NOBODY, who: int = NOBODY,
             name: str = "") -> Said:
    """A conversational line (of :data:`LINES` or of acts.LINES) in every language with the
    same draw of ``rng``."""
    state = rng.getstate()
    texts = {}
    for lg in LANGS:
        rng.setstate(state)
        if key in LINES[lg]:
            texts[lg] = _line(key, rng, lg, to, who)
        else:
            texts[lg] = words.line(key, rng, lg, to=to, who=who, name=name)
    return _said(lang, texts, [], key)


def _line(key: str, rng: random.Random, lang: str, to: int, who: int) -> str:
    to_name = color_name(to, lang) if to != NOBODY else ""
    who_name = color_name(who, lang) if who != NOBODY else ""
    text = rng.choice(LINES[lang][key]).format(
        to=to_name, To=to_name.capitalize(), who=who_name, Who=who_name.capitalize())
    return re.sub(r" +([,.!?])", r"\1" if lang == "en" else r" \1", text).replace(" ,", ",")
