"""The reader on lines written by people who never saw it: the misses people found (threats
with "or else", a French no-kill promise, an alliance with no alliance word, a deal in chat
words), every usual way to accept or refuse, rudeness, and a language for every line."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sucker.ai.talk.acts import (
    ACCEPT,
    ACCUSE,
    ALLIANCE,
    ASK,
    DEAL,
    GREET,
    INSULT,
    MOVE,
    PROMISE,
    REJECT,
    RESCUE,
    SPARE,
    THANKS,
    THREATEN,
    TOPICS,
    WHY,
    WINNING,
    Act,
    normalise,
    read,
    reading_json,
)
from sucker.engine import COLORS

RED, BLUE, GREEN = 0, 1, 2


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("give me the move or I kill all your chips", [Act(THREATEN, want=MOVE)]),
        ("blue, give me the move, otherwise you're next", [Act(THREATEN, BLUE, MOVE)]),
        ("if you don't save me I'll remember it", [Act(THREATEN, want=RESCUE)]),
        ("si tu me sauves pas, je vais m'en souvenir", [Act(THREATEN, want=RESCUE)]),
        ("je te promets de ne pas prendre tes jetons", [Act(PROMISE, give=SPARE)]),
        ("I promise not to kill your chips, green", [Act(PROMISE, GREEN, give=SPARE)]),
        ("Tous contre Bleu, il mène", [Act(ALLIANCE, about=BLUE)]),
        ("we must stop blue, green", [Act(ALLIANCE, GREEN, about=BLUE)]),
        ("pass me the turn, I'll bail you out when you're stuck", [Act(DEAL, want=MOVE,
                                                                       give=RESCUE)]),
        ("blue you give me move, i save you later", [Act(DEAL, BLUE, MOVE, RESCUE)]),
        ("Vert, passe-moi la main", [Act(ASK, GREEN, MOVE)]),
    ],
)
def test_lines_people_wrote(text: str, acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    "text",
    ["d'accord", "d'acc", "ça marche", "vas-y", "ok", "deal", "fine", "marché conclu",
     "ok deal", "c'est correct", "c'est beau", "c bon", "ben oui", "ouin", "pourquoi pas",
     "why not?", "sounds good", "works for me", "count me in", "let's do it", "parfait",
     "tope là", "ça me va", "yep, deal"],
)
def test_usual_ways_to_accept(text: str) -> None:
    assert read(text, RED).acts == [Act(ACCEPT)]


@pytest.mark.parametrize(
    "text",
    ["non merci", "laisse tomber", "pas question", "nope", "nan", "no thanks", "jamais",
     "hors de question", "pas pantoute", "oublie ça", "forget it", "no way", "i'll pass",
     "je passe", "yeah right", "c'est ça, oui", "not interested", "in your dreams",
     "tu peux toujours courir"],
)
def test_usual_ways_to_refuse(text: str) -> None:
    assert read(text, RED).acts == [Act(REJECT)]


def test_passing_the_move_is_not_a_refusal() -> None:
    assert read("i'll pass you the move, blue", RED).acts == [Act(PROMISE, BLUE, give=MOVE)]
    assert read("je passe la main à bleu", RED).acts == [Act(PROMISE, BLUE, give=MOVE)]


@pytest.mark.parametrize(
    "text",
    ["you idiot", "shut up blue", "blue you are such a loser", "t'es nul", "ta gueule",
     "espèce de crétin", "va chier", "mange de la marde", "gros cave", "you suck lol",
     "t'es vraiment trop mauvais"],
)
def test_rudeness_is_an_insult(text: str) -> None:
    assert read(text, RED).topic == INSULT and INSULT in TOPICS


def test_an_insult_keeps_the_proposal_it_comes_with() -> None:
    r = read("blue, you idiot, give me the move", RED)
    assert r.acts == [Act(ASK, BLUE, MOVE)] and r.topic == INSULT


@pytest.mark.parametrize(
    ("text", "lang"),
    [("ok deal", "en"), ("nice weather today", "en"), ("laisse tomber", "fr"),
     ("vas-y", "fr"), ("hmm", "en"), ("???", "en"), ("😂", "en"), ("pourquoiii", "fr"),
     ("entendu", "fr"), ("blue, alliance?", "en"), ("bleu, alliance ?", "fr"),
     ("déjà", "fr"), ("tabarnak", "fr"), ("lmao", "en")],
)
def test_every_line_gets_a_language(text: str, lang: str) -> None:
    assert read(text).lang == lang


def test_reading_json_names_colours_and_says_null_for_what_is_absent() -> None:
    meaning = reading_json(read("green, alliance against blue?", RED))
    assert meaning == {"acts": [{"kind": "alliance", "to": "green", "want": None,
                                 "give": None, "about": "blue"}], "topic": None, "lang": "en"}
    assert reading_json(read("hello", RED))["topic"] == "greet"
    assert reading_json(read("salut", RED))["acts"] == []


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300), st.integers(min_value=-1, max_value=5))
def test_any_text_gets_a_reading_bots_can_take(text: str, speaker: int) -> None:
    meaning = reading_json(read(text, speaker))
    assert meaning["lang"] in ("en", "fr") and meaning["topic"] in (None, *TOPICS)
    assert json.loads(json.dumps(meaning)) == meaning
    assert all(a["to"] != COLORS[speaker] for a in meaning["acts"] if speaker >= 0)


YELLOW = 3


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("blue please don't kill my chips", [Act(ASK, BLUE, SPARE)]),
        ("bleu, touche pas à mes jetons", [Act(ASK, BLUE, SPARE)]),
        ("green you don't save me, I don't save you", [Act(THREATEN, GREEN, RESCUE)]),
        ("vert tu me sauves pas, je te sauve pas", [Act(THREATEN, GREEN, RESCUE)]),
        ("yellow touch my chips and you're dead", [Act(THREATEN, YELLOW, SPARE)]),
        ("jaune, m'as pas toucher à tes jetons, promis", [Act(PROMISE, YELLOW, give=SPARE)]),
        ("bleu, donne-moé la main pis m'as te sauver", [Act(DEAL, BLUE, MOVE, RESCUE)]),
        ("green you let me play and I make sure you never run out",
         [Act(DEAL, GREEN, MOVE, RESCUE)]),
        ("jaune, si tu me donnes le tour, je te revaudrai ça avec un sauvetage",
         [Act(DEAL, YELLOW, MOVE, RESCUE)]),
        ("Yellow, I intend to give you the next move.", [Act(PROMISE, YELLOW, give=MOVE)]),
        ("Vert, je crains de devoir refuser.", [Act(REJECT, GREEN)]),
        ("Jaune, j'accepte votre proposition.", [Act(ACCEPT, YELLOW)]),
    ],
)
def test_registers_the_first_rules_missed(text: str, acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("yellow is way ahead, we should all go after him", [Act(ALLIANCE, about=YELLOW)]),
        ("blue, team up? yellow is the problem", [Act(ALLIANCE, BLUE, about=YELLOW)]),
        ("jaune est trop fort, faut l'arrêter tous ensemble", [Act(ALLIANCE, about=YELLOW)]),
        ("bleu m'a menti ; vert, on le tape ensemble",
         [Act(ACCUSE, BLUE), Act(ALLIANCE, GREEN, about=BLUE)]),
        ("yellow is winning, so green, give me the move", [Act(ASK, GREEN, MOVE)]),
    ],
)
def test_who_an_alliance_is_against_and_who_is_spoken_to(text: str, acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("oh sure, and I'm the queen of England", [Act(REJECT)]),
        ("vert, c'est ça, et je te donne mon portefeuille aussi", [Act(REJECT, GREEN)]),
        ("thanks a lot blue, great ally you are", [Act(ACCUSE, BLUE)]),
        ("jaune, waouh, quel ami fidèle", [Act(ACCUSE, YELLOW)]),
    ],
)
def test_sarcasm_is_read_for_what_it_means(text: str, acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    "text",
    ["bleu tais-toi", "vert, la ferme", "taisez-vous", "t es poche", "quelle patate",
     "green, you're a waste of space", "yellow skill issue", "zip it", "nobody asked you",
     "bleu t'es don ben épais", "Jaune, vous êtes d'une incompétence rare."],
)
def test_more_rudeness_is_an_insult(text: str) -> None:
    assert read(text, RED).topic == INSULT


@pytest.mark.parametrize("text", ["what a good move", "bad luck", "je mange des patates",
                                  "c'est à qui de jouer ?", "this game is long",
                                  "you are so kind", "t'es trop gentille"])
def test_what_is_not_rude_stays_so(text: str) -> None:
    assert read(text, RED).topic != INSULT


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("keep your stupid deal", [Act(REJECT)]),
        ("eh, I'll pass on that blue", [Act(REJECT, BLUE)]),
        ("Vert, votre offre ne m'intéresse pas.", [Act(REJECT, GREEN)]),
        ("you're next", [Act(THREATEN)]),
        ("blue you just made an enemy", [Act(THREATEN, BLUE)]),
        ("jaune, tu vas le sentir passer", [Act(THREATEN, YELLOW)]),
        ("whoever kills my next chip is getting it back double", [Act(THREATEN, want=SPARE)]),
        ("if you sacrifice my chip green, I sacrifice all yours", [Act(THREATEN, GREEN, SPARE)]),
        ("yellow is gonna win if we don't do something", [Act(ALLIANCE, about=YELLOW)]),
        ("bleu est full stuff en prisonniers, faut le down", [Act(ALLIANCE, about=BLUE)]),
        ("yellow, you're next after me, I'll give you the move",
         [Act(PROMISE, YELLOW, give=MOVE)]),
    ],
)
def test_refusals_threats_and_alliances_in_other_authors_words(text: str,
                                                                acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("yellow, why did you capture me when we had a truce?", [Act(ACCUSE, YELLOW)]),
        ("vert, pourquoi t'as donné la main à bleu ? t'avais promis de me la donner",
         [Act(ACCUSE, GREEN)]),
        ("blue, why did you kill my chip?", []),
    ],
)
def test_asking_why_a_promise_was_broken_accuses(text: str, acts: list[Act]) -> None:
    reading = read(text, RED)
    assert (reading.acts, reading.topic) == (acts, WHY)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("bye all", GREET), ("glhf", GREET), ("good luck everyone", GREET),
        ("bonne nuit tout le monde", GREET), ("Which player is currently in the lead?", WINNING),
        ("qui a le plus de prisonniers en ce moment ?", WINNING),
        ("thanks green, and yes, I'll take that deal", THANKS),
        ("merci, mais je passe", None), ("good luck with that", None),
    ],
)
def test_farewells_greet_and_thanks_stay_beside_an_accepted_deal(text: str,
                                                                 topic: str | None) -> None:
    assert (read(text, RED).topic or None) == topic


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("blue you said you'd give me the turn and you gave it to green. cool.",
         [Act(ACCUSE, BLUE)]),
        ("bleu m'avait promis la main et il l'a donnée au vert, sympa le gars",
         [Act(ACCUSE, BLUE)]),
        ("vert, t'avais dit que tu me donnerais la main, tu l'as filée à jaune",
         [Act(ACCUSE, GREEN)]),
    ],
)
def test_a_promise_recalled_against_what_was_done_accuses(text: str, acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("blue and yellow, please pass me the move", [Act(ASK, want=MOVE)]),
        ("vert, jaune : on fait équipe contre bleu ?", [Act(ALLIANCE, about=BLUE)]),
        ("I have a green chip for you if you run dry, blue", [Act(PROMISE, BLUE, give=RESCUE)]),
    ],
)
def test_colours_called_together_or_spoken_of_are_not_the_addressee(text: str,
                                                                    acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("green, pass me the turn and I will save you later; if not, you will regret it",
         [Act(THREATEN, GREEN, MOVE), Act(DEAL, GREEN, MOVE, RESCUE)]),
        ("jaune, file-moi la main et je te sauve après, sinon tu vas le regretter",
         [Act(THREATEN, YELLOW, MOVE), Act(DEAL, YELLOW, MOVE, RESCUE)]),
        ("if you hand the move to green one more time, blue, I am coming for your chips",
         [Act(THREATEN, BLUE, MOVE)]),
        ("back off or else, yellow", [Act(THREATEN, YELLOW, SPARE)]),
    ],
)
def test_a_threat_wants_what_its_deal_or_its_condition_asks(text: str,
                                                            acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("green, partner? yellow has all the prisoners", [Act(ALLIANCE, GREEN, about=YELLOW)]),
        ("yellow got 5 prisoners already. blue, let's deal with that",
         [Act(ALLIANCE, BLUE, about=YELLOW)]),
    ],
)
def test_an_alliance_put_to_a_colour_is_against_the_other_one_named(text: str,
                                                                    acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("green, if you don't save me I am done with you", [Act(THREATEN, GREEN, RESCUE)]),
        ("if you do not pass me the move, I remember it, blue", [Act(THREATEN, BLUE, MOVE)]),
    ],
)
def test_if_you_do_not_then_i_is_a_threat(text: str, acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


def test_an_english_not_is_no_french_elision() -> None:
    assert normalise("it isn't fair, it doesn't work").text == "it is not fair, it does not work"


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("green, your proposal is a no", [Act(REJECT, GREEN)]),
        ("jaune, oui pour ton offre", [Act(ACCEPT, YELLOW)]),
    ],
)
def test_an_answer_about_your_offer_is_still_an_answer(text: str, acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        ("green, pass me the turn now and I will give it right back next round",
         [Act(DEAL, GREEN, MOVE, MOVE)]),
        ("blue, deal? I do not attack your chips, you do not attack mine",
         [Act(DEAL, BLUE, SPARE, SPARE)]),
    ],
)
def test_the_same_good_given_back_and_a_negated_harm_make_a_deal(text: str,
                                                                 acts: list[Act]) -> None:
    assert read(text, RED).acts == acts


def test_a_partner_left_in_the_lurch_is_accused() -> None:
    assert read("blue, you ditched me when I needed you", RED).acts == [Act(ACCUSE, BLUE)]


@pytest.mark.parametrize(("text", "norm"), [
    ("I will return the favour next round", "i will return the favour next round"),
    ("deux tours de suite", "deux tours de suite"),
    ("after saying so", "after saying so"),
])
def test_everyday_words_are_not_corrected_into_keywords(text: str, norm: str) -> None:
    assert normalise(text).text == norm
