"""Reading and writing table talk: the parser on people's phrasings and the quick phrases,
and the generator's lines parsing back to the act they were written for."""

from __future__ import annotations

import random
import unicodedata
from pathlib import Path

import pytest

from sucker.ai.talk import QUICK_PHRASES, Act, parse, say
from sucker.ai.talk.acts import (
    ACCEPT,
    ACCUSE,
    ALLIANCE,
    ASK,
    DEAL,
    MOVE,
    PROMISE,
    REJECT,
    RESCUE,
    SPARE,
    THREATEN,
    color_name,
    read,
    templates,
)
from sucker.engine import NOBODY

RED, BLUE, GREEN, YELLOW, PURPLE, ORANGE = range(6)
ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("Give me the move, blue", [Act(ASK, BLUE, MOVE)]),
        ("BLUE GIVE ME THE MOVE!!!", [Act(ASK, BLUE, MOVE)]),
        ("green pls pass the turn to me", [Act(ASK, GREEN, MOVE)]),
        ("I'll rescue you, yellow", [Act(PROMISE, YELLOW, give=RESCUE)]),
        ("i\u2019ll save you yellow", [Act(PROMISE, YELLOW, give=RESCUE)]),
        ("I promise to rescue you, Purple.", [Act(PROMISE, PURPLE, give=RESCUE)]),
        ("I will give you the move next, orange", [Act(PROMISE, ORANGE, give=MOVE)]),
        ("I'll give blue the move", [Act(PROMISE, BLUE, give=MOVE)]),
        ("I won't kill your chips, green", [Act(PROMISE, GREEN, give=SPARE)]),
        ("green, I will never capture you", [Act(PROMISE, GREEN, give=SPARE)]),
        ("Give me the move and I'll rescue you, blue", [Act(DEAL, BLUE, MOVE, RESCUE)]),
        ("Blue: if you give me the move I will save you. Deal?", [Act(DEAL, BLUE, MOVE, RESCUE)]),
        ("Rescue me, green, and I'll give you the move", [Act(DEAL, GREEN, RESCUE, MOVE)]),
        ("Alliance against green?", [Act(ALLIANCE, about=GREEN)]),
        ("blue, alliance against green?", [Act(ALLIANCE, BLUE, about=GREEN)]),
        ("Let's gang up on Yellow, blue", [Act(ALLIANCE, BLUE, about=YELLOW)]),
        ("Deal.", [Act(ACCEPT)]),
        ("deal!", [Act(ACCEPT)]),
        ("ok", [Act(ACCEPT)]),
        ("Yes", [Act(ACCEPT)]),
        ("Okay, green.", [Act(ACCEPT, GREEN)]),
        ("It's a deal", [Act(ACCEPT)]),
        ("No.", [Act(REJECT)]),
        ("No deal.", [Act(REJECT)]),
        ("no way, blue", [Act(REJECT, BLUE)]),
        ("Nope", [Act(REJECT)]),
        ("Please rescue me!", [Act(ASK, want=RESCUE)]),
        ("help me green", [Act(ASK, GREEN, RESCUE)]),
        ("I need a prisoner, anyone?", [Act(ASK, want=RESCUE)]),
        ("You promised, blue!", [Act(ACCUSE, BLUE)]),
        ("You broke your promise, green!", [Act(ACCUSE, GREEN)]),
        ("yellow is a liar", [Act(ACCUSE, YELLOW)]),
        ("Blue betrayed me", [Act(ACCUSE, BLUE)]),
        ("Give me the move, blue, or else", [Act(THREATEN, BLUE, MOVE)]),
        ("Cross me, green, and I'll kill your chips", [Act(THREATEN, GREEN)]),
        (
            "Yes, I'll rescue you, blue",
            [Act(ACCEPT, BLUE), Act(PROMISE, BLUE, give=RESCUE)],
        ),
        (
            "No deal. You broke your promise, green!",
            [Act(REJECT, GREEN), Act(ACCUSE, GREEN)],
        ),
        # an answer names nobody when the colour is called only in the next sentence
        ("Deal. Green, you still owe me a rescue", [Act(ACCEPT, NOBODY), Act(ASK, GREEN, RESCUE)]),
        ("move. now. green.", [Act(ASK, GREEN, MOVE)]),
        ("nice try, blue", [Act(REJECT, BLUE)]),
        ("trop tard, vert", [Act(REJECT, GREEN)]),
        ("here you go", [Act(ACCEPT, NOBODY)]),
        ("ur next green", [Act(THREATEN, GREEN)]),
        ("I'm coming for your chips, yellow", [Act(THREATEN, YELLOW)]),
        # a condition, then harm: a threat wanting what the condition names
        ("bleu, si tu me sauves pas, je te pourris la partie", [Act(THREATEN, BLUE, RESCUE)]),
        ("if you touch my chips, I take yours, green", [Act(THREATEN, GREEN, SPARE)]),
        ("si tu me sauves, je sacrifierai jamais tes jetons, jaune",
         [Act(DEAL, YELLOW, RESCUE, SPARE)]),
    ],
)
def test_parse_phrasings(text: str, acts: list[Act]) -> None:
    assert parse(text, speaker=RED) == acts


@pytest.mark.parametrize(
    "text",
    [
        "hello everyone",
        "good game!",
        "well played, blue",
        "I like green",
        "hmm",
        "lol",
        "ok?",
        "Deal?",
        "thanks",
        "nobody expected that",
        "the blue pile is getting tall",
        "",
        "!!!",
    ],
)
def test_small_talk_means_nothing(text: str) -> None:
    assert parse(text, speaker=RED) == []


def test_the_speaker_is_not_the_addressee() -> None:
    assert parse("Red here. I'll rescue you, blue", speaker=RED) == [
        Act(PROMISE, BLUE, give=RESCUE)
    ]
    assert parse("I'll rescue you", speaker=RED) == [Act(PROMISE, give=RESCUE)]


QUICK_ACTS = (
    Act(ASK, GREEN, MOVE),
    Act(PROMISE, GREEN, give=MOVE),
    Act(PROMISE, GREEN, give=RESCUE),
    Act(DEAL, GREEN, MOVE, RESCUE),
    Act(DEAL, GREEN, RESCUE, MOVE),
    Act(PROMISE, GREEN, give=SPARE),
    Act(ALLIANCE, about=GREEN),
    Act(ACCEPT),
    Act(REJECT),
    Act(ASK, want=RESCUE),
    Act(THREATEN, GREEN, MOVE),
    Act(ACCUSE, GREEN),
)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_quick_phrases_parse_to_their_acts(lang: str) -> None:
    """Every language has the same phrases in the same order, each making its act."""
    phrases = QUICK_PHRASES[lang]
    assert len(phrases) == len(QUICK_ACTS)
    green = color_name(GREEN, lang)
    for phrase, act in zip(phrases, QUICK_ACTS, strict=True):
        assert parse(phrase.format(color=green), speaker=RED) == [act], phrase
        # the same in any case, without the final punctuation or the accents
        loud = phrase.format(color=green.capitalize()).upper().rstrip(".!? ")
        assert parse(loud, speaker=RED) == [act], loud
        bare = unicodedata.normalize("NFKD", phrase.format(color=green))
        assert parse(bare.encode("ascii", "ignore").decode(), speaker=RED) == [act], bare
        assert read(phrase.format(color=green)).lang in (lang, "")


def _acts() -> list[Act]:
    out = []
    for kind, want, give in templates("en"):
        for to in range(6):
            abouts = [a for a in range(6) if a != to] if kind == ALLIANCE else [NOBODY]
            out += [Act(kind, to, want, give, about) for about in abouts]
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_written_parses_back_to_its_act(lang: str) -> None:
    assert templates(lang).keys() == templates("en").keys()
    rng = random.Random(5)
    for act in _acts():
        for speaker in range(6):
            if speaker in (act.to, act.about):
                continue
            seen = set()
            for _ in range(12):
                line = say(act, rng, lang)
                seen.add(line)
                assert parse(line, speaker) == [act], line
                assert color_name(act.to, lang) in line.lower()
                assert read(line).lang in (lang, ""), line  # never the other language
            assert len(seen) > 1 or len(templates(lang)[(act.kind, act.want, act.give)]) == 1


def test_lines_are_varied_and_seeded() -> None:
    act = Act(DEAL, BLUE, MOVE, RESCUE)
    first = [say(act, random.Random(s)) for s in range(20)]
    assert first == [say(act, random.Random(s)) for s in range(20)]
    assert len(set(first)) == len(templates()[(DEAL, MOVE, RESCUE)])


def test_say_refuses_an_act_without_its_colours() -> None:
    with pytest.raises(ValueError):
        say(Act(PROMISE, give=RESCUE), random.Random(0))
    with pytest.raises(ValueError):
        say(Act(ALLIANCE, BLUE), random.Random(0))
    with pytest.raises(ValueError):
        say(Act("gossip", BLUE), random.Random(0))


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        # tit for tat: what the other does, then the harm done back
        ("blue, if you take my chips I'll take three of yours", [Act(THREATEN, BLUE, SPARE)]),
        ("vert si tu me passes pas la main je tue tes jetons", [Act(THREATEN, GREEN, MOVE)]),
        ("yellow you capture my pile, I capture yours", [Act(THREATEN, YELLOW, SPARE)]),
        # declining to help: a refusal, not a promise
        ("sorry green, I can't save you this round", [Act(REJECT, GREEN)]),
        ("bleu je vais pas te sauver cette fois", [Act(REJECT, BLUE)]),
        ("I will save you, blue", [Act(PROMISE, BLUE, give=RESCUE)]),
        # an alliance naming one colour not called: against that colour
        ("yellow is way ahead, time we all team up", [Act(ALLIANCE, NOBODY, about=YELLOW)]),
        ("green, alliance?", [Act(ALLIANCE, GREEN)]),
        ("blue must be stopped before it is too late", [Act(ALLIANCE, NOBODY, about=BLUE)]),
        # "I'll X if you Y": the exchange the other way round, sparing both ways
        ("I'll rescue you if you give me the move, green", [Act(DEAL, GREEN, MOVE, RESCUE)]),
        ("I won't touch your chips if you spare mine, blue", [Act(DEAL, BLUE, SPARE, SPARE)]),
        # asking to be spared with "not", promising to spare in the present
        ("yellow could you please not capture my pile", [Act(ASK, YELLOW, SPARE)]),
        ("I'm not taking your chips this time, green", [Act(PROMISE, GREEN, give=SPARE)]),
    ],
)
def test_general_shapes_of_other_authors_lines(text: str, acts: list[Act]) -> None:
    assert parse(text, RED) == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        # a yes ending on a no: a sarcastic refusal, offering nothing
        ("oh yes green, I'll rescue you, in your dreams", [Act(REJECT, GREEN)]),
        ("oui oui, je te donne la main, compte là-dessus", [Act(REJECT, NOBODY)]),
        ("sure blue, I'll leave your chips alone, just like last time", [Act(REJECT, BLUE)]),
        # praise of an offer, then sarcasm
        ("lovely idea blue, what could possibly go wrong", [Act(REJECT, BLUE)]),
        # dismay is no answer
        ("oh non, ils m'ont pris mon dernier jeton", []),
        # refusals in words: SMS, rude, one word and a colour
        ("screw ur offer yellow", [Act(REJECT, YELLOW)]),
        ("im not giving u anything, blue", [Act(REJECT, BLUE)]),
        ("pass, green", [Act(REJECT, GREEN)]),
        # an offer to whoever does something: a deal with the table
        ("I'll pass the move to whoever rescues me", [Act(DEAL, NOBODY, RESCUE, MOVE)]),
        ("je file la main à celui qui épargne mes jetons", [Act(DEAL, NOBODY, SPARE, MOVE)]),
        # gamer and SMS alliances against a colour
        ("nerf yellow already, she has everything", [Act(ALLIANCE, NOBODY, about=YELLOW)]),
        ("grn + me vs blu?", [Act(ALLIANCE, GREEN, about=BLUE)]),
        ("bleu est presque fini, on l'achève ?", [Act(ALLIANCE, NOBODY, about=BLUE)]),
        # not threats: a question ending "or not", a third player's win as the cost
        ("blue will you give me the move or not", [Act(ASK, BLUE, MOVE)]),
        ("green, team up against red, otherwise he wins", [Act(ALLIANCE, GREEN, about=RED)]),
        # offers: a chip held out, the move promised in return
        ("blue, you need a chip?", [Act(PROMISE, BLUE, give=RESCUE)]),
        ("leave my pile alone and you'll get the move from me",
         [Act(DEAL, NOBODY, SPARE, MOVE)]),
        # a no said to a colour refuses; a rescue said with "pas" is no offer
        ("non vert, je te sauve pas cette fois", [Act(REJECT, GREEN)]),
        ("no yellow. find someone else", [Act(REJECT, YELLOW)]),
        # both sides sparing, asked in the present
        ("bleu, tu touches pas à ma pile et je touche pas à la tienne",
         [Act(DEAL, BLUE, SPARE, SPARE)]),
        # a commitment recalled and broken accuses
        ("Jaune, vous vous étiez engagée à m'épargner.", [Act(ACCUSE, YELLOW)]),
        # ESL "against the blue"
        ("me and you green, together against the yellow", [Act(ALLIANCE, GREEN, about=YELLOW)]),
        # someone spoken of as left out is not the addressee
        ("I'll rescue anyone who runs dry, except yellow", [Act(PROMISE, NOBODY, give=RESCUE)]),
        # a rhetorical why alone refuses; saving one's chips is asked of the table
        ("why should I?", [Act(REJECT, NOBODY)]),
        ("pourquoi je ferais ça, bleu ?", [Act(REJECT, BLUE)]),
        ("who wants to save my chips?", [Act(ASK, NOBODY, RESCUE)]),
        ("qui veut sauver mes jetons ?", [Act(ASK, NOBODY, RESCUE)]),
        # a condition said outright makes a deal, never a bare promise (beside an alliance)
        ("vert on fait alliance contre jaune? jte donne la main si tu me sauve plus tard",
         [Act(DEAL, GREEN, RESCUE, MOVE), Act(ALLIANCE, GREEN, about=YELLOW)]),
    ],
)
def test_sarcasm_refusals_offers_and_slang(text: str, acts: list[Act]) -> None:
    assert parse(text, RED) == acts


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("gg ez", "insult"),
        ("go play checkers, green", "insult"),
        ("sale rat va", "insult"),
        ("gr8 ty", "thanks"),
        ("Mes remerciements, jaune.", "thanks"),
        ("Thank you, green. I will not forget it.", "thanks"),
        ("wats the score", "winning"),
        ("green, are you in the lead now?", "winning"),
        ("y u no pass me the move", "why"),
        ("who killed my chip just now", "why"),
        ("qui m'a pris mon jeton ?", "why"),
        ("what could you possibly want, blue?", "want"),
        ("good game everyone", "greet"),
        ("blue you play well", ""),  # praise, whatever the n-grams of "you play" suggest
    ],
)
def test_topics_of_slang_and_sms(text: str, topic: str) -> None:
    assert read(text, RED).topic == topic
