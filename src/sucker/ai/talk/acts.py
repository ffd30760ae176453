"""Dialogue acts: what a line at the table means, read from English or French and written
back as varied natural lines in either.

People type freely; the reader first normalises a line (lower case, accents stripped,
elisions and contractions spelt out, chat shorthand expanded, French colour names turned into
the colours, typos of the game's keywords corrected within a small edit distance), then looks
for a small set of patterns in both languages ("give me the move" / « donne-moi la main »,
"I'll rescue you" / « je te sauverai », "alliance against green", "deal" / « marché
conclu », "you promised" / « tu avais promis »...). :func:`parse` returns the bargaining
acts — nothing for small talk; :func:`read` adds the line's language (always "en" or "fr")
and its conversational topic (a greeting, thanks, rudeness, or a question: why, who is
winning, what do you want), and what the statistical reader of :mod:`.guess` is sure of
and the rules missed (:func:`merged`). :func:`reading_json` is a reading in bot-protocol.md's
vocabulary. The generator writes one act as one line in a language, always naming the
colours, and every line it writes parses back to exactly that act (the tests check it).
"""

from __future__ import annotations

import random
import re
import unicodedata
from functools import lru_cache
from typing import Any, Final, NamedTuple

from sucker import narration
from sucker.ai.talk.guess import GIVES, KIND_PARTS, TOPIC_PARTS, WANTS, components, weigh
from sucker.engine import COLORS, NOBODY

# Act kinds.
DEAL: Final = "deal"  # "give me WANT, and I'll GIVE": a proposal with an offer in return
ASK: Final = "ask"  # "give me WANT" (asking for the move or a rescue)
PROMISE: Final = "promise"  # "I'll GIVE"
ALLIANCE: Final = "alliance"  # "alliance against ABOUT?"
ACCEPT: Final = "accept"
REJECT: Final = "reject"
THREATEN: Final = "threaten"  # "cross me and I'll kill your chips" (WANT: "give me X or else")
ACCUSE: Final = "accuse"  # "you broke your promise"
KINDS: Final = (DEAL, ASK, PROMISE, ALLIANCE, ACCEPT, REJECT, THREATEN, ACCUSE)
PROPOSALS: Final = (DEAL, ASK, ALLIANCE)  # the kinds an accept or a reject answers

# What can be asked for or promised.
MOVE: Final = "move"  # giving the move to the other
RESCUE: Final = "rescue"  # transferring a prisoner to the other when they are in trouble
SPARE: Final = "spare"  # not killing the other's chips
GOODS: Final = (MOVE, RESCUE, SPARE)

# Conversational topics (no bargain, but a talking seat answers them).
GREET: Final = "greet"
THANKS: Final = "thanks"
WHY: Final = "why"  # "why did you refuse to rescue me?"
WINNING: Final = "winning"  # "who is winning?"
WANT: Final = "want"  # "what do you want?"
INSULT: Final = "insult"  # rudeness: "you idiot", « t'es nul »
TOPICS: Final = (GREET, THANKS, WHY, WINNING, WANT, INSULT)
QUESTIONS: Final = (WHY, WINNING, WANT)  # the topics that ask, and so propose nothing

LANGS: Final = ("en", "fr")
DEFAULT_LANG: Final = "en"  # a line's language when nothing in it tells ("ok", "???")
COLOR_NAMES: Final = {
    "en": COLORS,
    "fr": ("rouge", "bleu", "vert", "jaune", "violet", "orange"),
}


class Act(NamedTuple):
    """One dialogue act. ``to``: the colour addressed (NOBODY: the table, or whoever the
    context says); ``want``/``give``: goods asked for / offered; ``about``: the third party
    (the target of an alliance)."""

    kind: str
    to: int = NOBODY
    want: str = ""
    give: str = ""
    about: int = NOBODY


class Reading(NamedTuple):
    """All a line says: its bargaining ``acts``, its ``topic`` (one of TOPICS or ""), the
    colours it names (``named``, in order, the speaker left out) and its language (always
    "en" or "fr": English when nothing in the line tells)."""

    acts: list[Act]
    topic: str
    named: list[int]
    lang: str


# The web page's quick phrases by language ({color} is replaced by a colour name of that
# language); the same acts in the same order in each. The page gets exactly these from
# GET /api/config.
QUICK_PHRASES: Final = {
    "en": (
        "Give me the move, {color}",
        "I'll give you the move, {color}",
        "I'll rescue you, {color}",
        "Give me the move, {color}, and I'll rescue you",
        "Rescue me, {color}, and I'll give you the move",
        "I won't kill your chips, {color}",
        "Alliance against {color}?",
        "Deal.",
        "No deal.",
        "Please rescue me!",
        "Give me the move, {color}, or I'll kill your chips",
        "You broke your promise, {color}!",
    ),
    "fr": (
        "Donne-moi la main, {color}",
        "Je te donnerai la main, {color}",
        "Je te sauverai, {color}",
        "Donne-moi la main, {color}, et je te sauverai",
        "Sauve-moi, {color}, et je te donnerai la main",
        "Je ne sacrifierai pas tes jetons, {color}",
        "Alliance contre {color} ?",
        "Marché conclu.",
        "Pas question.",
        "Sauvez-moi, s’il vous plaît !",
        "Donne-moi la main, {color}, sinon je sacrifie tes jetons",
        "Tu n’as pas tenu ta promesse, {color} !",
    ),
}

# --------------------------------------------------------------------------- normalising

_COLOR_ALT = "|".join(COLORS)
_FR_COLORS = {
    "rouge": "red", "rouges": "red", "bleu": "blue", "bleue": "blue", "bleus": "blue",
    "vert": "green", "verte": "green", "verts": "green", "jaune": "yellow", "jaunes": "yellow",
    "violet": "purple", "violette": "purple", "violets": "purple",
    # nicknames: « la jaunasse », « le rougeaud », « le verdâtre »
    "jaunasse": "yellow", "jaunatre": "yellow", "rougeaud": "red", "rougeaude": "red",
    "rougeatre": "red", "verdatre": "green", "bleuatre": "blue", "bleuette": "blue",
}
# Chat shorthand and frequent misspellings, to the words the patterns use.
_SHORTHAND = {
    "u": "you", "ya": "you", "yu": "you", "ur": "your", "r": "are", "pls": "please",
    "plz": "please", "pleas": "please", "ill": "i will", "im": "i am", "wont": "will not",
    "dont": "do not", "didnt": "did not", "cant": "cannot", "gimme": "give me",
    "lemme": "let me", "giv": "give", "teh": "the", "da": "the", "mve": "move", "thx": "thanks",
    "ty": "thanks", "tnx": "thanks", "wanna": "want to", "whos": "who is", "whats": "what is",
    "k": "ok", "kk": "ok", "okk": "ok", "okey": "ok", "okay": "ok", "oki": "ok",
    "yea": "yes", "yeah": "yes", "yep": "yes", "yup": "yes", "ye": "yes", "yas": "yes",
    "nah": "no", "nope": "no", "naw": "no", "nty": "no thanks", "noo": "no", "blu": "blue",
    "grn": "green",
    "ylw": "yellow", "hii": "hi", "hai": "hi", "helo": "hello", "hallo": "hello",
    "whyy": "why", "okie": "ok", "dokie": "",
    # French
    "stp": "sil te plait", "svp": "sil vous plait", "jte": "je te", "jvais": "je vais",
    "chui": "je suis", "dac": "daccord", "dacc": "daccord", "m": "me", "t": "tu es",
    "c": "ce est", "tlm": "tout le monde", "allo": "salut",
    "dak": "daccord", "sinn": "sinon", "snn": "sinon", "tt": "tout", "qd": "quand",
    "ouai": "oui", "ouais": "oui", "ouep": "oui", "mouais": "oui",
    "nan": "non", "nn": "non", "pk": "pourquoi", "pq": "pourquoi", "pkoi": "pourquoi",
    "pourquoii": "pourquoi", "ki": "qui", "koi": "quoi",
    "slt": "salut", "bjr": "bonjour", "cc": "coucou", "mrc": "merci", "mci": "merci",
    "qqn": "quelquun", "qqun": "quelquun", "tkt": "tinquiete", "bcp": "beaucoup",
    "traitresse": "traitre", "menteuse": "menteur",
    # Quebec, SMS and gamer spellings
    "moe": "moi", "toe": "toi", "pu": "plus", "sauv": "sauve", "jtouch": "je touche",
    "pa": "pas", "promi": "promis", "fo": "faut", "avai": "avais", "vazy": "vas y",
    "oke": "ok", "jpp": "je peux pas", "rez": "rescue", "sup": "hi", "fam": "",
    "gotta": "have to", "vos": "tes",
    "urs": "yours", "wat": "what", "tysm": "thanks", "np": "", "n": "and",
    "wats": "what is", "tavai": "tu avais", "tavais": "tu avais", "mv": "move", "yel": "yellow",
    "reddie": "red", "bluey": "blue", "greenie": "green", "yello": "yellow", "yelo": "yellow",
    "wsh": "wesh", "youre": "you are", "gotchu": "got you",
    "res": "rescue", "jaun": "yellow", "jpeu": "je peux", "jpe": "je peux", "veu": "veux",
}
# A colour's first letter said alone in a short line, as a name ("r, move", "spare me g",
# « v, main », "r vs y?"): at the start before a comma or "vs", or as the last word
_LETTER_COLORS = {"r": "red", "b": "blue", "g": "green", "y": "yellow", "v": "green",
                  "j": "yellow"}
_LETTER = re.compile(r"^([rbgyvj])(?=\s*[,:;!?]|\s+(?:tu|vs|versus|contre|\+|&)\s)"
                     r"|(?<=\bvs )([rbgyvj])\b|(?<=contre )([rbgyvj])\b"
                     r"|\b([rbgyvj])(?=\W*$)(?<=[a-z,] .)(?<!\bplan .)(?<!\bva .)(?<!\bvas .)"
                     r"(?<!allez .)(?<!allons .)(?<!\bil .)(?<!\b[mtsl]es .)(?<!\bdes .)"
                     r"(?<!\bmy .)(?<!\bthe .)(?<!\ba .)(?<!\bun .)")  # not « vas-y », « mes j »
_LETTER_WORDS = 6  # the most words of a line whose lone letters are colours
_LETTER_CALLED = re.compile(r"^([rbgyvj])(?=\s*,)")  # "r, you and me vs grn?": in any line
# Whole phrases to one token or to an English equivalent the answer words know.
_PHRASES = (
    (r"\b(tu es|ce est) (?:es|est)\b", r"\1"),  # "t es", "c est" typed apart
    (r"\bde (?:dla|de la)\b", "de la"),  # Quebec "sors-moé de d'là"
    (r"\bmust to\b", "must"),
    (r"\bl2p\b", "learn to play"),
    (r"\bmeme pas dans un million\b", "no"),
    (r"\b(?:the answer is no|la reponse est non)\b", "no"),
    (r"\bce est ca(?=\W+et\b)", "no"),  # « c'est ça, et moi je suis le pape »
    (r"\byour (?=(?:so|such|really|the worst|trash|garbage|dumb|stupid|terrible|a joke"
     r"|next|up|done|dead|toast|finished|out|safe|getting|going|gonna|not|kidding|joking|lying"
     r"|on my list|the (?:first|next|last|one))\b)", "you are "),  # SMS "ur" and "your next"
    (r"\b(?:i accept|je accepte|i agree to|i take|je prends) (?:your|the|this|that|votre|ta|ton"
     r"|cette|ce|le|la|vos|tes) (?:proposal|offer|deal|terms|proposition|offre|marche|accord"
     r"|conditions)\b", "ok"),
    (r"\b(?:i (?:must|have to|will have to)|i am afraid|je crain[st]? de devoir|je dois)"
     r"(?: i must)? (?:decline|refuse|refuser|decliner)\b", "no"),
    (r"\b(?:cela|ca) ne me conv(?:ient|enu) pas\b", "no"),
    (r"\bsay less\b", "ok"),
    (r"\b(?:you have reason|i am agree|i am agreed|i agree with you|i agree)\b", "ok"),  # ESL
    (r"\bok (?:dabord|de abord)\b", "ok"),
    (r"\b(?:thanks but no thanks|merci mais non merci|forget about it|oublie ca)\b", "no"),
    (r"\bde acc(?:ord)?\b", "daccord"),
    (r"\b(?:daccord|ok|oui) pour (?:le |la |ton |ta |votre |cette |ce )?(?:alliance|deal|marche"
     r"|plan|offre|proposition|main|sauvetage|epargne)\b", "daccord"),
    (r"^\W*(?:very well|tres bien|fort bien)(?=\W+(?:" + _COLOR_ALT + r")\b)", "ok"),
    (r"\bmarche conclu\b", "deal"),
    (r"\bmarche\s*\?", "deal?"),
    (r"\bca (?:marche|roule|me va|va jouer|joue)\b", "ok"),  # Swiss « ça va jouer »
    (r"\bje (?:la )?garde la main(?: pour moi)?\b", "je la garde"),  # keeping it asks nothing
    (r"\bi (will keep|keep|am keeping) the move(?: for (?:me|myself))?\b", r"i \1 it"),
    (r"\bpas de (?:probleme|souci|soucis|pb)\b", "ok"),
    (r"\bbien sur\b", "yes"),
    (r"\btope la\b", "deal"),
    (r"\bva pour (?:ca|moi)\b", "ok"),
    (r"\b(?:pas question|hors de question|certainement pas|pas moyen|aucune chance"
     r"|tu reves|meme pas en reve|dans tes reves|laisse tomber|rien a faire)\b", "non"),
    (r"\bsil (?:te|vous) plait\b", "please"),
    (r"\bs il (?:te|vous) plait\b", "please"),
    (r"\bno way\b", "no"),
    (r"\bnot (?:a chance|happening)\b", "no"),
    (r"\bhell no\b", "no"),
    (r"\b(will not|shall not|never) forget it\b", r"\1 forget"),  # gratitude, not a refusal
    (r"\bforget it\b", "no"),
    (r"\b(?:screw|forget|stuff) (?:your|the|that|this|ton|ta) (?:deal|offer|plan|proposal)\b",
     "no"),
    (r"^\W*y you\b", "why you"),  # SMS "y u no give me the move"
    (r"\bw me\b", "with me"),
    (r" [+&] ", " and "),  # "ylw + me vs red"
    (r"\bi am (?:good|fine|ok)\b", ""),
    (r"\b(?:no worry|no worries|dont worry|do not worry)\b", ""),
    (r"\byou got a deal\b", "deal"),
    (r"\bsure thing\b", "sure"),
    (r"\balright\b", "ok"),
    # more ways to accept: Quebec ("c'est correct", "c'est beau"), SMS ("c bon"), English
    (r"\b(?:ce est|c) (?:correct|bon|ok|parfait|beau|cool|entendu|daccord|un deal|deal"
     r"|good|fine|sur)\b", "ok"),
    (r"\b(?:let us go|lets go|allons y|on y va)(?=\W*$|\W*[.!,;])", "ok"),
    (r"\b(?:vas y|vasy|go for it|let us do (?:it|this|that)"
     r"|sounds (?:good|great|fair)|works for me|fine (?:by|with) me|i am in|count me in"
     r"|you got it|fair enough|of course|with pleasure|je accepte|i (?:will |would )?accept"
     r"|je prends"
     r"|je achete|bonne idee|good idea|pas de trouble|ca me convient|ca me va)\b", "ok"),
    (r"^\W*(?:(?:ok|oui|yes|sure|bah|ben|eh|hmm)\W+)?(?:why not|pourquoi pas)\W*$", "ok"),
    (r"\b(?:you are on|je suis partant|je suis partante|je suis pour|je marche|i am down"
     r"|i am game|je signe|ca me tente|shake on it)\b", "ok"),
    # more ways to refuse, sarcastic ones too ("yeah right", « c'est ça, oui »)
    (r"\b(?:not interested|pas interesse|sans facon|oublie (?:ca|le)|jamais de la vie"
     r"|tu peux (?:toujours )?courir|cause toujours|dream on|keep dreaming|in your dreams"
     r"|yes right|as if|ce est ca\W+oui|mon oeil|(?:et |pis )?puis quoi encore|pis quoi encore"
     r"|ca va pas la tete|pas pantoute|ce est non|not now"
     r"|pas maintenant|no chance|no thanks|no thank you|ce est mort|compte la dessus)\b", "no"),
    (r"^\W*(?:but |mais )?(?:sure|yes|ok|ce est ca)\W+(?:and|et) (?:i am|moi je suis|je suis"
     r"|moi)\b.*",
     "no"),
    (r"\b(?:hard pass|i will pass(?: on (?:that|this|it))?|je passe)(?=\W*$|\W*[.!,;])", "no"),
    (r"^\W*(?:i )?pass(\W+(?:" + _COLOR_ALT + r"))?\W*$", r"no\1"),
    (r"\byou (?:have )?(?:got )?(?:yourself )?a deal\b", "deal"),
    (r"\b(?:i am on board|je embarque|et comment)\b", "ok"),
    (r"\b(?:not (?:going to |gonna )?happen(?:ing)?|ca (?:ne )?arrivera (?:pas|jamais))\b", "no"),
    (r"\b(?:sounds like a plan|(?:ca me semble|ca a le air) (?:un )?bon plan|bon plan)\b", "ok"),
    (r"\b(?:you win|te as gagne|tu as gagne|tu gagnes)(?=\W*$)", "ok"),
    (r"\bpas de marche\b", "no"),
    (r"\b(?:je en suis|i am down|sounds fair|ca me parait (?:juste|bien|correct)|fair deal"
     r")\b", "ok"),
    (r"\b(?:i will have to (?:decline|refuse|say no)|je vais devoir (?:refuser|dire non)"
     r"|not on your life)\b", "no"),
    (r"\b(?:i (?:will|would|am going to) say no|je vais dire non|je dis non|not this time"
     r"|pas cette fois|sans moi|count me out)\b", "no"),
    (r"\b(?:no can do|no way jose|i would rather not|je prefere pas|je prefere ne pas"
     r"|ca va pas etre possible|ca ne va pas etre possible|pas possible|not possible"
     r"|pas daccord|non non et non|no no and no)\b", "no"),
    (r"\b(?:pas de deal|non ca ira|je (?:ne )?pense pas|no deal)\b", "no"),
    (r"\b(?:not a chance in hell|never in a million years|not in a million years"
     r"|over my dead body|i do not think so|je crois pas|je ne crois pas|ca me interesse pas"
     r"|ca ne me interesse pas|je suis pas interesse|pas pour moi|not for me)\b", "no"),
    # everyday refusals and consents that are whole answers ("nice try", "too late", « trop
    # tard », "here you go", "it's yours", « je te suis »)
    (r"\b(?:nice try|you wish|not today|no dice|do not count on it|(?:ne )?compte pas la dessus"
     r"|(?:sorry\W+)?(?:i )?cannot do (?:that|it|this)|too late|trop tard|not likely"
     r"|i do not think so|do not think so|je vais passer mon tour)\b", "no"),
    (r"\b(?:here you go|there you go|it is (?:all )?yours|consider it (?:done|agreed)"
     r"|je te suis|ce est comme si ce etait fait|je vote pour)\b", "ok"),
    # tit for tat: "you don't save me, I don't save you" is "save me or else"
    (r"\b(?:if )?you (?:do not|dont|will not) (save|rescue|help) me\W+(?:then )?i (?:do not|dont"
     r"|will not|wont) (?:save|rescue|help) you\b", r"\1 me or else"),
    (r"\b(?:si )?tu (?:ne )?me (?:sauves|aides) pas\W+(?:alors )?je (?:ne )?te (?:sauve|sauverai"
     r"|aide|aiderai) pas\b", "sauve moi sinon"),
    # SMS infinitives spelt as the present (« je peux pas te sauve », « tu vas me donne »)
    (r"\b(peux|peut|vais|vas|va|veux|veut|dois|doit|faut|pouvez|voulez)((?: pas| plus| jamais)?"
     r" (?:te|me|vous|lui) )(sauve|donne|aide|laisse|file|passe)\b", r"\1\2\3r"),
    # "..., otherwise no deal", « sinon c'est non »: the offer's terms, no threat nor refusal
    (r"[,.;]?\s*\b(?:otherwise|sinon|or else|else)\W+(?:(?:it is |ce est |that is )?(?:no deal"
     r"|non|no|nothing|rien|pas de deal|forget it|ca (?:ne )?(?:tient|marche) pas|it is off"
     r"|deal is off))\W*$", "."),
    # a good denied in a word ("no rescue", "no move 4 blu", « pas de main pour toi »)
    (r"^\W*(?:no|pas de) (?:move|rescue|help|main|sauvetage)s?(?: (?:for|4|pour) (?:you|toi|("
     + _COLOR_ALT + r")))?\W*$", r"no \1"),
    (r"\b(?:you (?:are getting|get|will get) nothing(?: from me)?|tu (?:n )?(?:auras|as) rien"
     r"(?: de moi)?|nothing for you|rien pour toi)\b", "no"),
    (r"\bstop asking(?: me)?(?: for)?(?: (?:the|a) (?:move|rescue|prisoner))?\b", "stop it"),
    (r"\blache(?:z)? moi (?=(?:mes|ma|mon)\b)", "lache "),  # Quebec « lâche-moi mes jetons »
    (r"^\W*(?:not enough|(?:ce est )?pas assez|that is not enough)\b", "no"),  # a counter
    # the other's good waved away before a counter-offer (« ton épargne ça vaut rien », « ta
    # main je m'en fiche », « non pas la main, mais... », « pas de main pour toi, mais... »)
    (r"(?:^|(?<=[.!?;] ))\W*((?:" + _COLOR_ALT + r")\W+)?(?:(?:bof|bah|ben|non|nah)\W+)?"
     r"(?:(?:ton|ta|tes|votre|vos|le|la|un|une) )?(?:epargne|sauvetage|main|offre|deal|proposition"
     r"|marche)s?\b[^.,;!?]{0,20}?\b(?:ca (?:ne )?(?:vaut rien|me suffit pas|suffit pas)"
     r"|je (?:ne )?en veux pas|je (?:me )?en (?:fiche|fous|moque))\b", r"\1no"),
    (r"\b(?:(?:ton|ta|tes|votre|vos|le|la|un|une) )?(?:epargne|sauvetage|main)s?\b[^.,;!?]{0,20}?"
     r"\bje (?:ne )?(?:me )?en (?:veux pas|fiche|fous|moque)\b", ""),
    (r"^\W*(?:non|no)\W+(?:pas|not) (?:la|le|un|une|the|a|ton|ta|your) (?:main|move|sauvetage"
     r"|rescue|epargne|spare)\b", "no"),
    (r"^\W*pas de (?:main|sauvetage|move|rescue) pour (?:toi|vous)\b(?=\W+(?:\w+\W+)?mais\b)",
     "no"),
    # Belgian « tu sais me laisser mes jetons ? » (savoir for pouvoir)
    (r"\btu (?:ne )?sais( pas)? (?:plutot )?(?=(?:me|nous) )", r"tu peux\1 "),
    (r"\bvous (?:ne )?savez( pas)? (?:plutot )?(?=(?:me|nous) )", r"vous pouvez\1 "),
    # ESL "if you not give me the move", "you not rescue me"
    (r"\b(you|he|she|they|we|i) not (?=(?:give|pass|save|rescue|help|kill|touch|spare|keep"
     r"|take)\b)", r"\1 do not "),
    (r"\bau (?=(?:" + _COLOR_ALT + r")\b)", "a "),
    # « vert » heard as « vers » by dictation, where "towards" cannot stand
    (r"(?:^|(?<=contre )|(?<=avec ))vers(?= (?:tu|te|il|elle|on|je|et)\b|\W*$)", "green"),
    (r"\b(against|versus|vs) the (?=(?:" + _COLOR_ALT + r")\b)", r"\1 "),  # ESL
    (r"\b(?:le|la|les|du|au) (?=(?:" + _COLOR_ALT + r")\b)", ""),
)
# The game's English words in a French line (« je te give le move », « je te rescue », « spare
# mes rouges », « t'es out of chips »), as a French player would write them
_FRANGLAIS = (
    (r"\b(le|un|du|ton|mon|ce|pour le|ta|de) rescue\b", r"\1 sauvetage"),
    (r"\b(?:le|the) move\b", "la main"),
    (r"\bmove\b", "main"),
    (r"\bgive\b", "donne"),
    (r"\b(?:rescue|save)\b", "sauve"),
    (r"\bkill\b", "tue"),
    (r"\bspare\b", "epargne"),
    (r"\bchips\b", "jetons"),
    (r"\bchip\b", "jeton"),
    (r"\bout of jetons\b", "a sec"),
)
_CONTRACTIONS = (
    (r"(?<!tu )(?<!il )(?<!elle )\bm'as (?=(?:te|vous|le|la|les|lui) )", "je vais "),  # Quebec
    (r"\bi'll\b", "i will"),
    (r"\bwe'll\b", "we will"),
    (r"\b(that|it|he|she|they|there|this|who)'ll\b", r"\1 will"),
    (r"\byou'll\b", "you will"),
    (r"\bwon't\b", "will not"),
    (r"\bshan't\b", "shall not"),
    (r"\bdon't\b", "do not"),
    (r"\bdidn't\b", "did not"),
    (r"\bcan't\b", "cannot"),
    (r"\b([a-z]+)n't\b", r"\1 not"),  # doesn't, isn't, wouldn't: not a French elision
    (r"\blet's\b", "let us"),
    (r"\blets\b", "let us"),
    (r"\bit's\b", "it is"),
    (r"\bthat's\b", "that is"),
    (r"\byou're\b", "you are"),
    (r"\bi'm\b", "i am"),
    (r"\bi've\b", "i have"),
    (r"\byou've\b", "you have"),
    (r"\b(i|you|he|she|we|they)'d\b", r"\1 would"),
    (r"\bwho's\b", "who is"),
    (r"\bwhat's\b", "what is"),
    (r"\b(j|t|m|l|d|n|s|c)'", r"\1e "),  # French elisions: j'ai, t'inquiete, m'a, d'aide
    (r"\bqu'", "que "),
    (r"\baujourd'hui\b", "aujourdhui"),
)
_LATE_CONTRACTIONS = (
    (r"\bi promise not to\b", "i will not"),
    (r"\bcount on me (?:for|to)\b", "i will"),
    (r"\b(?:tu peux )?compte(?:r|z)? sur moi pour\b", "je vais"),
    (r"\byou can count on me (?:for|to)\b", "i will"),
    (r"\bi promise (to|that i will|i will)\b", "i will"),
    (r"\bi shall\b", "i will"),
    (r"(?<!you )(?<!they )\band promise (?:in return |in exchange )?to\b", "and i will"),
    (r"\b(?:i will|i would|and|to) (?:refrain from|avoid) (?=\w+ing\b)", "i will not "),
    (r"\byou shall\b", "you will"),
    (r"\b(?:make|do) (?:the |a )?rescue\b", "rescue"),  # ESL "I will not make the rescue"
    (r"\bgonna\b", "going to"),
    (r"\bi am going to\b", "i will"),
    (r"\bi am not going to\b", "i will not"),
    (r"\bi will never\b", "i will not"),
    (r"\bje (?:te |vous )?promets (?:de|que je)\b", "je vais"),
    (r"\bi (?:intend|undertake|commit|pledge) to\b", "i will"),
    (r"\bi (?:intend|undertake|commit|pledge) not to\b", "i will not"),
    (r"\bje (?:ai le intention|me engage|compte) (?:de|a)\b", "je vais"),
    (r"\b(?:me as|ma) pas\b", "je vais pas"),  # Quebec "m'as pas toucher"
    (r"\bje vas\b", "je vais"),
)


def _bag(words: str) -> frozenset[str]:
    """A set of words written as one string, space-separated."""
    return frozenset(words.split())


# Words that tell the language (accents already stripped).
_FR_WORDS = frozenset(
    [
        "je", "j", "tu", "te", "toi", "moi", "vous", "nous", "il", "elle", "le", "la", "les", "un",
        "une", "des", "de", "du", "et", "ou", "mais", "donc", "sinon", "si", "pas", "ne", "est",
        "suis", "es", "sont", "avec", "pour", "contre", "main", "jetons", "jeton", "pile",
        "prisonnier", "prisonniers", "sauve", "sauver", "sauverai", "sauvez", "aide", "aidez",
        "donne", "donnes", "passe", "merci", "bonjour", "salut", "coucou", "bonsoir", "oui", "non",
        "daccord", "pourquoi", "qui", "quoi", "gagne", "mene", "tes", "ton", "ta", "mes", "promis",
        "promets", "menteur", "traitre", "alliance", "allie", "allies", "equipe", "jamais", "rien",
        "tout", "monde", "veux", "peux", "vais", "bien", "joue", "secours", "besoin", "plus",
        "stp", "svp", "ca", "vazy", "tg", "ftg", "jpp", "oke", "moe", "toe"
    ]
) | _bag(
    # more everyday French, SMS and Quebec forms (the words above: the game's own)
    """ai as avait avais etait sera serai seras fait fais faire vas va allez aller on nos votre
    vos leur leurs cette cet ce ces ceci cela sur dans chez par sans sous vers apres avant
    encore deja toujours aussi tres trop peu beaucoup bcp maintenant tantot icitte pis ben bah
    bon beau belle temps aujourdhui demain hier quel quelle quand comment combien parce car
    comme alors voila voici tiens hein quoi ouais ouai ouin nan nn mouais dac dacc daccord
    vasy marche conclu question tomber laisse laisser tomber merci mrc slt bjr cc tkt jte jvais
    chui chu jsuis tes tinquiete inquiete nul nulle con conne connard connasse abruti idiot
    imbecile cretin debile gros ferme ta gueule ostie tabarnak criss calisse maudit mdr ptdr lol
    jeu partie gagner gagnant perdu perdre tour joueur joueurs sacrifie sacrifier sacrifierai
    prendre prends prendrai tuer tue vaincu sec sauve sauvez sauverais aider aiderai aiderais
    veut voulez peut pouvez dois doit faut bonne chance desole excuse pardon vraiment jamais
    personne quelquun ensemble contre tous toutes tout moi meme mon ma tu as ya na cest quil
    jai tas ma souviens souviendrai regretter regretteras gaffe attention promets promis
    entendu vendu niet euh bref waouh aucune aucun parfait pantoute allo tlm nickel volontiers
    evidemment carrement banco genre grave courir mange ouaip ouep allons dak sinn pk pq jaun"""
)
_EN_WORDS = frozenset(
    [
        "i", "you", "my", "your", "the", "an", "and", "or", "but", "if", "not", "no", "is", "am",
        "are", "will", "give", "pass", "move", "turn", "rescue", "save", "help", "chips", "chip",
        "prisoner", "yes", "thanks", "thank", "hello", "hi", "hey", "why", "who", "what", "winning",
        "want", "need", "against", "ally", "team", "promise", "promised", "liar", "betrayed",
        "please", "with", "to", "of", "it", "that", "this", "do", "did", "we", "us", "shall", "up",
        "let", "can", "now", "later", "after", "when", "then", "how", "about", "get", "got", "out",
        "for", "from", "be", "have", "has", "was", "were", "here", "there", "all", "everyone",
        "anyone", "someone", "safe", "kill", "touch", "never", "sorry", "lied", "word", "remember",
        "gang", "hand", "send", "come", "dry", "run", "going", "any", "time", "too", "much",
        "broke", "red", "blue", "green", "yellow", "purple"
    ]
) | _bag(
    # more everyday English and chat forms (the words above: the game's own)
    """u ur ya yu pls plz thx ty gimme lemme wanna gonna gotta lol lmao omg wtf ok okay yeah yep
    yup nope nah sure fine deal agreed alright right good nice great bad weather today tomorrow
    day night game play played playing win won lose lost they them he she his her our their
    its me mine which where would could should might must may just only also still again
    really very so such than more less some many one two three next last first back off over
    under into onto go goes went gone make made take took bail stuck trouble dry hurt idiot
    stupid dumb moron loser fool shut jerk suck sucks sucker fuck fucking damn hell crap
    whatever thanks cheers mate bro dude guys folks buddy pal well yes yo hiya howdy know
    think thought say said tell told mean sure sorry forgive forget everybody nobody
    together alone leading ahead lead stop attack attacks kills kill killed capture
    captured spare leave bet cool fair unfair hope wish"""
)


_NEUTRAL = _bag(
    """idiot lol ya ok me on as pardon excuse question attention alliance pile orange violet gg
    go chance hmm deal"""
)
_FR_ONLY: Final = (_FR_WORDS | frozenset(_FR_COLORS)) - _EN_WORDS - _NEUTRAL
_EN_ONLY: Final = _EN_WORDS - _FR_WORDS - _NEUTRAL
# The game's English words French players borrow (« je te give le move », « blue team up
# contre yellow »): half a word of English each
_LOANWORDS: Final = _bag(
    """move give rescue spare kill chips chip deal team up next turn now let us go win big
    thx thanks hello focus stop out lead red blue green yellow purple"""
)
_FR_ACCENTS = frozenset("éèêàâçùûîôœë")
# Spellings only one of the languages has, for lines of words neither list knows.
_FR_SPELLING = re.compile(r"(?:eau|eux|oi|ou|ai|qu|ez|ier)\b|\b(?:qu|ch|j)")
_EN_SPELLING = re.compile(r"(?:th|wh|sh|w|ing\b|ly\b|y\b|ck|ee|oo)")


def _language(t: str, accented: int = 0) -> str:
    """"fr" or "en" by the words only one language uses (and French accents), then by
    spelling; "" when nothing at all tells ("ok", "???")."""
    words = [re.sub(r"(.)\1{2,}", r"\1", w) for w in re.findall(r"[a-z]+", t)]  # "pourquoiii"
    fr = accented + sum(w in _FR_ONLY for w in words)
    en = sum(1 - (w in _LOANWORDS) / 2 for w in words if w in _EN_ONLY)
    if fr == en:
        unknown = " ".join(w for w in words if w not in _NEUTRAL)
        fr, en = len(_FR_SPELLING.findall(unknown)), len(_EN_SPELLING.findall(unknown))
    return "fr" if fr > en else "en" if en > fr else ""


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _distance(a: str, b: str, cap: int) -> int:
    """Edit distance with transpositions (optimal string alignment), cut off above cap."""
    if abs(len(a) - len(b)) > cap:
        return cap + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):  # min() written out: this loop is the corrector's cost
            d = prev[j - 1] + (ca != cb)
            if prev[j] < d:
                d = prev[j] + 1
            if cur[j - 1] < d:
                d = cur[j - 1] + 1
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb and prev2[j - 2] < d:
                d = prev2[j - 2] + 1
            cur[j] = d
        if min(cur) > cap:
            return cap + 1
        prev2, prev = prev, cur
    return prev[-1]


def _letters(word: str) -> int:
    """The set of letters of a word as bits, one per character code: sets cheap to compare."""
    return sum(1 << ord(ch) for ch in set(word))


class _Norm(NamedTuple):
    text: str
    lang: str


def _fix_word(word: str) -> str:
    if word in _SHORTHAND:
        return _SHORTHAND[word]
    if word in _FR_COLORS:
        return _FR_COLORS[word]
    return _fuzzy(word)


@lru_cache(maxsize=4096)
def _fuzzy(word: str) -> str:
    """A misspelt keyword corrected (one edit from 5 letters on, two from 8), when exactly
    one keyword is that close; any other word as it is."""
    if word in _VOCABULARY or word in _PATTERN_WORDS or len(word) < 4 or not word.isalpha():
        return word
    if len(word) == 4:  # short words: only two letters swapped ("mvoe", "mian")
        swaps = [k for k in _SHORT_BY_LETTERS.get("".join(sorted(word)), ())
                 if _distance(word, k, 1) == 1]
        return swaps[0] if len(swaps) == 1 else word
    cap = 2 if len(word) >= 8 else 1
    best: list[str] = []
    best_d = cap + 1
    letters = _letters(word)
    near = (k for n in range(len(word) - cap, len(word) + cap + 1)
            for k, k_letters in _KEYWORDS_BY_LENGTH.get(n, ())
            # an edit takes one letter out of a word at most and brings one in at most
            if (letters & ~k_letters).bit_count() <= cap >= (k_letters & ~letters).bit_count())
    for key in near:
        d = _distance(word, key, cap)
        if d < best_d:
            best, best_d = [key], d
        elif d == best_d and d <= cap:
            best.append(key)
    return best[0] if len(best) == 1 and best_d <= cap else word


_REPEATS = re.compile(r"(.)\1{2,}")


def _squeeze(word: str) -> str:
    """Letters repeated for emphasis ("pleeease", "nooo") down to two."""
    return _REPEATS.sub(r"\1\1", word) if len(word) > 2 else word


def _compiled(table: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """A substitution table with its patterns compiled once, not looked up per line."""
    return tuple((re.compile(pattern), repl) for pattern, repl in table)


_CONTRACTIONS_RX = _compiled(_CONTRACTIONS)
_PHRASES_RX = _compiled(_PHRASES)
_FRANGLAIS_RX = _compiled(_FRANGLAIS)
_LATE_CONTRACTIONS_RX = _compiled(_LATE_CONTRACTIONS)
_HYPHEN = re.compile(r"(?<=[a-z])-(?=[a-z])")  # donne-moi, sauve-moi, peux-tu
_SPACES = re.compile(r"\s+")
# Emoji standing between two words ("la main 🤲 contre un sauvetage", "touch my chips 🔪 and")
_BETWEEN_WORDS = re.compile("(?<=\\w) [\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]+ (?=\\w)")
_WORD = re.compile(r"[a-z]+")
_JE = re.compile(r"\bj(?=(?:toucherai|touche|sauve|sauverai|donne|donnerai|file|prends|peux|veux"
                 r"|suis|sors|tue|aide|aiderai)\b)")


# A capital colour letter standing alone as a name (« R on s'allie contre J ? », "faut calmer
# R"), marked before the line is lower-cased; not in a shouted line ("R U OK")
_CAPITAL = re.compile(r"(?<![\w'.-])(?<!plan )([RBGYVJ])(?![\w'-]|\.\w)")
_CAPITAL_MARK = re.compile(r"\bzq([rbgyvj])zq\b")


def normalise(text: str, names: dict[str, int] | None = None) -> _Norm:
    """The line in the reader's canonical form, with the language it looks written in."""
    t = text.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")
    if sum(ch.isupper() for ch in t) * 3 < sum(ch.islower() for ch in t):
        t = _CAPITAL.sub(r"zq\1zq", t)
    t = _strip_accents(t.replace("\u0153", "oe").replace("\u0152", "Oe"))
    t = t.lower()
    t = _HYPHEN.sub(" ", t)
    t = _SPACES.sub(" ", _BETWEEN_WORDS.sub(" ", t)).strip()
    for pattern, repl in _CONTRACTIONS_RX:
        t = pattern.sub(repl, t)
    lang = _language(_CAPITAL_MARK.sub(" ", t),
                     accented=sum(ch in _FR_ACCENTS for ch in text.lower()))
    t = _CAPITAL_MARK.sub(lambda m: _LETTER_COLORS[m.group(1)], t)
    if names:
        for name, colour in names.items():
            key = _strip_accents(name.lower())
            if key:
                t = re.sub(rf"\b{re.escape(key)}\b", COLORS[colour], t)
    t = _JE.sub("je ", t)
    t = _LETTER_CALLED.sub(lambda m: _LETTER_COLORS[m.group(1)], t)
    if len(_WORD.findall(t)) <= _LETTER_WORDS:
        t = _LETTER.sub(lambda m: _LETTER_COLORS[next(g for g in m.groups() if g)], t)
    t = _WORD.sub(lambda m: _fix_word(_squeeze(m.group(0))), t)
    for pattern, repl in _FRANGLAIS_RX if lang == "fr" else ():
        t = pattern.sub(repl, t)
    for pattern, repl in _PHRASES_RX:
        t = pattern.sub(repl, t)
    for pattern, repl in _LATE_CONTRACTIONS_RX:
        t = pattern.sub(repl, t)
    return _Norm(re.sub(r" +", " ", t).strip(), lang)


# --------------------------------------------------------------------------- patterns


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern.replace("COLOR", f"(?:{_COLOR_ALT})"))


def _at_words(pattern: str) -> re.Pattern[str]:
    """:func:`_rx` for a long pattern each branch of which starts with ``\\b`` or ``^``: the
    search then skips the positions inside words at once instead of trying every branch."""
    return _rx(rf"(?:^|\b)(?:{pattern})")


_WHO = r"(?:you|COLOR)"
_MAIN = r"(?:(?:plutot|vite|donc|enfin|maintenant) )?(?:la main|le tour|le coup|le trait)"
_CHIPS_FR = r"(?:un|des|mes|quelques) (?:jetons?|prisonniers?)"
_WANT_MOVE = _rx(
    r"\b(?:give|gave|pass|passed|hand|handed|send|sent) me (?:the |your )?(?:move|turn)\b"
    r"|\b(?:give|pass|hand|send) the (?:move|turn) (?:back )?to me\b"
    r"|\blet me (?:move|play)\b|\b(?:pick|choose) me\b|\bi want the (?:move|turn)\b"
    rf"|\b(?:donne|donnes|donnez|passe|passes|passez|file|files|rends|rendez|refile) moi {_MAIN}"
    rf"|\bme (?:donner|donnes|donne|donnez|passer|passes|passe|passez|pass|rendre|rends|filer"
    rf"|files)"
    rf" {_MAIN}"
    r"|\blaissez? moi jouer\b|\bchoisi(?:s|ssez)? moi\b|\bje veux (?:la main|jouer)\b"
    r"|\b(?:let me have|i (?:want|need|would like)|can i (?:have|get)|could i (?:have|get)"
    r"|may i (?:have|get)) (?:the |your )?(?:move|turn)\b"
    r"|\b(?:move|turn) (?:\w+ ){0,2}(?:to|for) me\b"
    rf"|\bme (?:laisser|laisses|laisse|laissez) {_MAIN}|\b{_MAIN} (?:\w+ )?(?:pour|a) moi\b"
    rf"|\ba moi que tu (?:dois |devrais )?(?:donner|donnes|passer|passes|filer|files) {_MAIN}"
    r"|\b(?:you pass|tu passes)(?=\s*[,;:]|\s*$)"
    r"|\bi would like the (?:next )?(?:move|turn)\b|\b(?:my turn|me) next\b"
    r"|\bcan i (?:go|play|move) (?:next|after)\b|\bnext (?:one|move|turn) is mine\b"
    r"|\basking you for the (?:move|turn)\b|\blet me have a go\b"
    r"|\ba moi (?:de jouer|la main|le tour)\b|\bje (?:voudrais|veux|aimerais) (?:avoir )?la main\b"
    r"|\bme (?:refiler|refiles|refile|laisser jouer|laisses jouer|laisse jouer)\b"
    r"|\b(?:throw|toss|send) (?:the (?:move|turn) )?(?:my way|to me)\b"
    r"|\b(?:pass|hand|give|send|throw|toss) it (?:over )?(?:to me|my way)\b|\bhand it over\b"
    r"|\bi would love the (?:move|turn)\b|\b(?:could|can|may) i (?:play|go|move) (?:next|after)\b"
    r"|\b(?:let me go|me go) next\b|\bpasse la moi\b|\b(?:tu )?me la (?:passes|passe|donnes|donne"
    r"|files|file)\b|\bje (?:pourrais|peux) jouer (?:apres|ensuite)\b"
    r"|\b(?:aimerais|voudrais) bien la main\b|\b(?:give|pass|hand) me (?:this|that) (?:move|turn)\b"
    r"|\bdonne moi cette main\b|\bla main pour moi\b|\bthe (?:move|turn) for me\b"
    r"|\binsist on (?:the|having the) (?:move|turn)\b|\binsister pour avoir la main\b"
    r"|\bi would like (?:very much )?to have the (?:move|turn)\b|\bgive it here\b"
    r"|\bpass it (?:over )?(?:this way|here)\b"
    r"|\bc est toi qui choisis\W+(?:alors )?moi\b|\bchoose me\b"
    r"|\b(?:giving|give) me a go\b|\bnice to (?:get|have) the (?:move|turn)\b"
    r"|\bsympa (?:de )?(?:avoir|de avoir) la main\b|\b(?:move|turn) comes to me\b"
    r"|\bla main vient a moi\b"
    r"|\bi am next\b|\bce est moi apres\b|\b(?:i would |i )?ask (?:you )?for the (?:move|turn)\b"
    # the answer to "who gets the move?" (« tu la donnes à qui ? à moi stp », "... me, I hope")
    r"|^\W*(?:COLOR\W+)?(?:a moi|to me|moi|me)(?=\W*(?:please|plz|je espere|i hope|$|,))"
)
_WANT_RESCUE = _rx(
    r"\b(?:rescue|save|help) me\b(?! (?:with|on) (?:this|that|it)\b)"
    r"|\b(?:rescue|save|sauver|sauve|sauvez|secourir) (?:my|mes) (?:chips|jetons)\b"
    r"|\b(?:tu|vous) (?:ne )?me (?:laisse|laisses|laissez) pas (?:crever|mourir|tomber)\b"
    r"|\bi need (?:a |some )?(?:rescue|help|chips?|prisoners?)\b"
    r"|\b(?:send|give|pass) me (?:a |some )?(?:chips?|prisoners?)\b"
    r"|\b(?:sauve|sauvez|aide|aidez|secourez|secours) moi\b|\bau secours\b|\ba le aide\b"
    r"|\bme (?:sauver|sauves|sauve|sauvez|aider|aides)\b"
    rf"|\bje ai besoin (?:de aide|de un prisonnier|de un jeton|de jetons|de prisonniers"
    rf"|de toi)\b"
    rf"|\b(?:donne|donnez|envoie|envoyez|file|passe|passez) moi {_CHIPS_FR}"
    r"|\b(?:prisoners?|chips?) my way\b|\bcan (?:you|someone|anyone) help\b"
    r"|\bi am (?:dying|dead|out of chips|almost out|running out|nearly out|broke)\b"
    r"|\bje (?:vais mourir|meurs|suis mort|suis a sec|ai plus de jetons|ai plus rien"
    r"|ne ai plus (?:de jetons|rien))\b|\ba le aide\b|\bplus de jetons\b.*\baide"
    r"|\b(?:me|moi) (?:a|one|un|une|some|des|quelques) (?:prisoners?|prisonniers?|chips?|jetons?)\b"
    r"|\bil me faut (?:un|des|quelques) (?:prisonniers?|jetons?)\b"
    r"|\bi am (?:almost |nearly )?dead\b|\bje suis (?:presque |quasi )?mort\b"
    r"|\bsos\b|\bmayday\b|\babout to be (?:knocked out|eliminated|killed|captured)\b"
    r"|\bje vais (?:me faire eliminer|etre elimine|mourir|tout perdre)\b"
    r"|\bi am (?:almost |nearly )?(?:gone|done for|finished|toast)\b"
    r"|\bje suis (?:presque |quasi )?(?:fini|cuit|foutu)\b"
    r"|\bi (?:have|got) (?:zero|no) chips\b|\bi am stuck\b|\bneed (?:a |some )?prisoners?\b"
    r"|\bhook me up\b|\b(?:do not|never) let me (?:die|drown|go under)\b"
    r"|\b(?:laisse|laissez) moi pas mourir\b|\bne me laisse(?:z)? pas mourir\b"
    r"|\brunning on empty\b|\bsend help\b|\bi (?:have|got) nothing left\b|\bhelp a friend\b"
    r"|\bsur les rotules\b|\benvoie(?:z)? de le aide\b|\bje ai plus rien\b|\baide un ami\b"
    r"|\bsi personne (?:ne )?me sauve\b|\bunless someone saves me\b"
    r"|\b(?:a|one) prisoner for me\b|\bun prisonnier pour moi\b"
    r"|\btire moi de la\b|\bget me out of (?:this|here)\b"
    r"|\b(?:bailing|bail) me out\b|\bme tirer de (?:affaire|la)\b|\bthrow a guy a bone\b"
    r"|\b(?:can|could|may) i count on (?:a |your )?(?:rescue|help|prisoner)\b"
    r"|\b(?:consider|mind|kindly) (?:\w+ )?(?:rescuing|saving|helping) me\b"
    r"|\bme en (?:donner|donnes|donne|filer|files|file|passer|passes|passe) (?:un|une)\b"
    r"|\b(?:je peux|puis je|pourrai je) compter sur (?:un |ton |votre )?(?:sauvetage|aide)\b"
    r"|\bneed (?:a |some )?rescue\b|\bbesoin de (?:un )?(?:rescue|sauvetage)\b|\bhp low\b"
    r"|\bspare (?:a|one|some) (?:prisoner|chip)s?\b"
    r"|\bi have not (?:any )?chips\b|\b(?:i have )?no more chips\b"
    r"|\bfish me out\b|\brepeche moi\b"
    r"|\b(?:free me|pull me out|get me out|bail me out|lifeline|libere moi|me liberes|me liberer"
    r"|me tirer de la|tire moi de la|sors moi de la|me sortir de la)\b"
)
_WANT_SPARE = _rx(
    r"\b(?:not|refrain from|avoid|eviter de|evitez de|arreter de|arretez de) (?:kill|killing"
    r"|take|taking|capture|capturing|touch|touching|tuer|prendre|capturer|toucher|sacrifier)"
    r" (?:a )?(?:me|my|mine|mes|ma|mon|moi)\b|"
    r"\b(?:do not|never|stop|no) (?:kill|killing|take|taking|capture|capturing|eat|eating|snipe"
    r"|touch|touching|attack|attacking|hit|sacrifice|go after|come after|going after) (?:me|my"
    r"|mine)\b"
    r"|\b(?:leave|let) (?:me|my (?:\w+ )?(?:chips|pile|stack|COLORs?)|mine)"
    r" (?:alone|be)\b|\bspare (?:all (?:of )?|every one of )?(?:me|my)\b"
    r"|\bgo easy on (?:me|my)\b|\bhands off (?:me|my|mine)\b|\bkeep off my\b"
    r"|\b(?:nobody|no one) (?:take|takes|kill|kills|touch|touches) my\b"
    r"|\b(?:touch|kill|take|capture|eat|hit) (?:me|my chips|my pile|mine)(?: again)? and\b"
    r"|\b(?:ne )?(?:touche|touchez|tue|tuez|prends|prenez|sacrifie|sacrifiez|mange|mangez"
    r"|bouffe|attaque) (?:pas|jamais) (?:a )?(?:mes|ma|moi)\b"
    r"|\bne me (?:tue|sacrifie|prends|attaque|mange) pas\b|\bepargne(?:z)? (?:moi|mes|ma)\b"
    r"|\blaisse(?:z)? (?:juste )?(?:mes jetons|ma pile|moi) (?:tranquilles?|en paix)\b"
    r"|\bpas touche a (?:mes|ma)\b|\btu (?:ne )?(?:touches|tues|prends|manges|captures) (?:pas|plus"
    r"|jamais) (?:a )?(?:mes|ma)\b|\bpersonne (?:ne )?(?:me )?(?:prend|touche|tue) (?:a )?mes\b"
    r"|\b(?:touche|tue|prends|sacrifie|mange) (?:a )?(?:mes jetons|ma pile)(?: encore)? et\b"
    r"|\breprends moi un jeton\b|\blaisse juste mes\b"
    r"|\b(?:back off|keep away from|stay away from) my\b|\blache ma pile\b|\bme tue pas\b"
    r"|\b(?:lay a finger on|pose un doigt sur) (?:my|mes|ma)\b|\bkill my chips and\b"
    r"|\btue mes jetons et\b|\btu (?:laisses|laisseras) (?:mes jetons|les miens)\b"
    r"|\bleave me to die\b"
    r"|\bif you (?:kill|take|touch|capture|eat|mess with) (?:my|me)\b|\bmess with (?:my|me)\b"
    r"|\bsi (?:tu|vous) (?:tues|prends|touches|sacrifies|tuez|prenez|touchez) (?:a )?(?:mes|ma)\b"
    r"|\btouches? a (?:mes|ma)\b"
    r"|\bpick on someone else\b|\bleave my (?:chips|pile|stack)\b|\beasy on my\b"
    r"|\bva embeter quelqu un\b|\blaisse mes jetons\b|\bdoucement avec (?:ma|mes)\b"
    r"|\b(?:touch|take|kill) (?:one more|another) (?:chip|of my|of mine)\b"
    r"|\btouche encore un de mes\b"
    r"|\blet me die\b|\blaisse moi mourir\b|\blet me keep my (?:chips|pile|stack)\b"
    r"|\b(?:come|comes|go|get) near my\b|\bapproches? de (?:mes|ma)\b"
    r"|\blay off my\b|\blache mes\b"
    r"|\b(?:de|vouloir|pourriez vous|pouvez vous|peux tu|tu peux|vous pouvez) (?:bien )?"
    r"epargner? (?:mes|ma|moi)\b|\b(?:tu|vous) me epargne[sz]?\b"
    r"|\b(?:are|r) you (?:going to |gonna )?(?:kill|take|capture|eat|touch)\w* (?:\w+ )?"
    r"(?:my|mine|me)\b"
    r"|\bbas les pattes de (?:ma|mes)\b"
)
_GIVE_MOVE = _rx(
    rf"\bi (?:will )?(?:give|pass|hand|send) {_WHO} the (?:move|turn)\b"
    rf"|\bi will (?:give|pass|hand|send) the (?:move|turn) (?:back )?to {_WHO}\b"
    r"|\byou will get the (?:move|turn)\b|\b(?:the )?(?:move|turn) is yours\b"
    rf"|\bi will let {_WHO} (?:move|play)\b"
    rf"|\bvous aurez {_MAIN}\b|\b(?<![a-z] )(?:prends|prenez) la main\b"
    rf"|\bje (?:te |vous |lui )(?:la |le )?(?:donne|donnerai|donnerais|passe|passerai|passerais"
    rf"|rends|rendrai|rendrais|laisse|laisserai|file|filerai|cede|cederai|cederais)"
    rf"(?: (?:alors|volontiers|ensuite|bien|avec plaisir|sans hesiter))? {_MAIN}"
    rf"|\bje vais (?:te |vous |lui )(?:donner|passer|rendre|laisser|filer) {_MAIN}"
    rf"|\bje (?:vais )?(?:donner|donne|donnerai|passer|passe|passerai) (?:a )?(?:toi|vous) {_MAIN}"
    rf"|\bje (?:donne|donnerai|passe|passerai|vais donner|vais passer) {_MAIN} a COLOR\b"
    rf"|\btu (?:auras|aura|vas avoir) {_MAIN}\b|\b{_MAIN} (?:est|sera) (?:a|pour) (?:toi|vous)\b"
    r"|\byou will (?:get|have) the (?:next )?(?:move|turn)\b"
    r"|\bthe (?:next )?(?:move|turn) (?:is|will be) yours\b"
    r"|\bi will (?:give|pass|hand) it (?:back|to you)\b|\b(?:move|turn) (?:to|for) you\b"
    r"|\b(?:le prochain (?:coup|tour)|la prochaine main) (?:est|sera) (?:a|pour) (?:toi|vous)\b"
    r"|\bje te la (?:rends|rendrai|redonne|redonnerai)\b"
    r"|\byou (?:will )?get the (?:next )?(?:move|turn)\b"
    r"|\bi am (?:giving|passing|handing|sending) (?:you|COLOR) the (?:move|turn)\b"
    r"|\bi (?:will )?owe you (?:one |a |the )?(?:move|turn)\b"
    r"|\bje te (?:dois|devrai) (?:une|la) main\b"
    r"|\b(?:move|turn|main) (?:goes|will go|is going|ira|va) (?:back )?(?:to|a) (?:you|toi|COLOR)\b"
    rf"|\bi will (?:pick|choose) {_WHO}\b|\byou are up next\b"
    r"|\byou are my (?:pick|choice)\b|\bce est toi que je (?:choisis|choisirai)\b"
    r"|\bconsider the next (?:move|turn) yours\b|\bla prochaine main comme la tienne\b"
    r"|\bla prochaine (?:main )?(?:est|sera) (?:pour|a) toi\b"
    r"|\bmy next (?:pick|choice)\b|\bmon prochain choix\b|\b(?:tu|te) (?:auras|aura) la main\b"
    r"|\bje (?:te |vous )(?:choisis|choisirai|refile|refilerai)\b"
    r"|\bi am giving you the (?:next )?(?:move|turn)\b|\b(?:next )?(?:move|turn) belongs to you\b"
    r"|\b(?:le prochain tour|la prochaine main) (?:te |vous )?appartient\b"
    r"|\bmake sure you play next\b|\byou (?:will )?get it back\b"
    r"|\btu la (?:recuperes|recupereras)\b|\bje te (?:la )?rends la suivante\b"
    r"|\bje te (?:donne|donnerai|passe|passerai) la prochaine main\b"
    r"|\bi (?:will )?make sure you (?:get|have) the (?:move|turn)\b"
    r"|\byou will (?:always )?(?:get|have) the (?:move|turn) from me\b"
    r"|\btu auras (?:toujours )?la main (?:de ma part|avec moi)\b"
)
_GIVE_RESCUE = _rx(
    rf"\bi (?:will )?(?:rescue|save|help) {_WHO}\b"
    rf"|\bi will (?:bail|get|help|pull) {_WHO} out\b"
    rf"|\bi will (?:send|give|pass) {_WHO} (?:a |some )?(?:chips?|prisoners?)\b"
    r"|\bi will come to (?:your|the) rescue\b"
    r"|\bje (?:te |vous )?(?:sauverai|sauverais|sauve|aiderai|aiderais)\b"
    r"(?! (?:pas|jamais|no)\b| plus\b(?! tard))"
    r"|\bje vais (?:te |vous )?(?:sauver|aider)\b"
    rf"|\bje (?:te |vous )?(?:donnerai|donne|file|filerai|enverrai|envoie|passerai|transfere"
    rf"|transfererai|cede|cederai) {_CHIPS_FR}"
    r"|\bje viendrai a (?:ton|votre) secours\b"
    r"|\bje (?:te |vous )?(?:sortirai|sortirais|sors) de la\b"
    r"|\bje vais (?:te |vous )?sortir de la\b"
    r"|\bi (?:have |will have )?got your back\b|\bi (?:have|will have) your back\b"
    r"|\b(?:rescue|a prisoner|prisoners) for you\b"
    r"|\bje te (?:couvre|couvrirai)\b|\bje assure tes arrieres\b"
    r"|\b(?:un )?(?:sauvetage|prisonnier) (?:pour|a) toi\b"
    r"|\bi will (?:help|rescue|save)\s*(?:[.!]|$)|\bi will (?:rescue|save|help) your\b"
    r"|\b(?:you )?(?:may|can) count on my (?:rescue|help)\b|\bcomptez sur mon (?:aide|sauvetage)\b"
    r"|\bje (?:sauve|sauverai) tes jetons\b"
    r"|\bi (?:will )?(?:throw|toss|send|give|pass|slip) (?:you|COLOR) (?:a |some |one )?"
    r"(?:prisoners?|chips?)\b"
    r"|\bi will (?:bring|get) (?:you|COLOR) back\b|\bje te (?:ramenerai|ramene)\b"
    r"|\bwhile i am (?:around|here|alive)\b|\btant que je suis la\b"
    r"|\bi will not let you (?:die|go down|lose|fall|drown)\b"
    r"|\bje (?:ne )?te laisserai (?:pas|jamais) (?:tomber|mourir|perdre|couler)\b"
    r"|\bi (?:will )?(?:pull|get|bail|bring) (?:you|COLOR) out\b"
    r"|\bsafety net\b|\bfilet de securite\b|\bi will be there for you\b|\bje serai la pour toi\b"
    r"|\bi am (?:saving|rescuing|helping) (?:you|COLOR)\b"
    r"|\bi (?:will )?(?:protect|cover) (?:you|COLOR)\b|\bje te (?:protege|protegerai)\b"
    r"|\bi (?:have|will have) got you\b|\bi will send (?:some )?(?:chips|prisoners?)\b"
    r"|\bi will (?:keep|get) (?:you|COLOR) (?:alive|out)\b|\bje (?:te |vous )garde en vie\b"
    r"|\bsafety line\b|\bif you (?:ever )?need a prisoner\W+(?:it is|it will be) yours\b"
    r"|\bsi (?:tu as|te as) besoin de un prisonnier\W+il est (?:pour toi|a toi)\b"
    r"|\byou will get a prisoner from me\b|\btu auras un prisonnier\b"
    r"|\bi will (?:sort you out|pull you out|drag you out)\b|\bje (?:te )?(?:sors|sortirai) de la\b"
    r"|\bje te (?:rendrai|revaudrai) la pareille\b|\bje (?:vais|vas) te sortir de la\b"
    r"|\bscratch yours\b|\bi (?:will )?cover you\b"
    r"|\bi will be there\b|\bje serai la\b"
    r"|\bi will not let you (?:drop out|be eliminated|go out)\b|\bje te depanne\b"
    r"|\bmake sure you (?:do not|never) (?:go broke|run (?:out|dry))\b"
    r"|\bje ferai en sorte que tu (?:ne )?(?:sois|seras) (?:jamais|pas) a sec\b"
    r"|\bkeep you in the game\b|\bte garde dans la partie\b"
    r"|\bi (?:come|will come) to (?:save|help|rescue) you\b|\bje te aide\b"
    r"|\bi will fish you out\b|\bje te repeche\b|\bkeep you afloat\b|\bgarde a flot\b"
    r"|\bje (?:ne )?te laisserai pas tomber\b|\bi will spot you\b"
    r"|\b(?<!i )(?<!we )need (?:a |some |one )?(?:chips?|prisoners?|rescue)\s*\?"
    r"|\b(?:besoin|envie) (?:de un|de|dun) (?:jetons?|prisonniers?|sauvetage)\s*\?"
)
_GIVE_SPARE = _rx(
    rf"\bi will not (?:capture|kill|take|attack|hurt|touch|eat|go after|sacrifice)"
    rf" (?:{_WHO}|your)\b"
    rf"|\bi (?:will )?(?:spare|leave) (?:{_WHO}|your|yours)\b"
    r"|\bno (?:killing|kills|captures?|capturing|attacks?) from me\b"
    r"|\byour chips are safe\b|\bi will (?:kill|take|capture|touch) (?:no one|nobody)(?: s|'s)?"
    r" chips\b"
    rf"|\bi am (?:not killing|not taking|not capturing|sparing) (?:anything|anyone|{_WHO}|your)\b"
    r"|\bi will keep your (?:chips|pile|stack) (?:safe|alive)\b"
    r"|\bje (?:ne )?(?:te |vous )?(?:tuerai|tue|capturerai|capture|sacrifierai|sacrifie"
    r"|toucherai|touche|prendrai|attaquerai|attaque|mangerai) (?:pas|jamais|rien)\b"
    r"|\bje (?:ne )?vais (?:ne )?(?:pas|jamais|plus) (?:te |vous )?(?:tuer|sacrifier|toucher"
    r"|capturer|attaquer|prendre|manger)\b"
    r"|\btes jetons (?:sont|seront|restent) (?:en securite|safe|tranquilles|a labri)\b"
    r"|\btes jetons ne (?:risquent|craignent) rien\b"
    r"|\bje (?:te |vous )?(?:epargnerai|epargne)\b(?! (?:plus|jamais|pas)\b)"
    rf"|\bi (?:will )?leave (?:{_WHO}|your chips) alone\b"
    r"|\bi am not (?:going after|coming for|after|attacking|killing) (?:you|your|COLOR)\b"
    r"|\bje (?:te )?(?:laisse|laisserai) (?:tes jetons )?tranquilles?\b"
    r"|\b(?:pas|jamais) (?:me )?en prendre a (?:toi|vous|tes jetons)\b"
    r"|\bje (?:ne )?me en prendrai (?:pas|jamais)\b"
    r"|\byour (?:chips|stack|pile|pieces) (?:is|are|will be) safe\b"
    r"|\b(?:tes jetons|ta pile) (?:ne )?(?:risque|risquent|craint|craignent) rien\b"
    r"|\bi (?:would|will) (?:never|not) (?:kill|capture|take|attack|hurt|touch|sacrifice)"
    r" (?:you|your|COLOR)\b"
    r"|\bjamais je (?:ne )?(?:te )?(?:sacrifierai|tuerai|toucherai|prendrai|capturerai)\b"
    r"|\b(?:your chips|your stack|tes jetons|ta pile) (?:stay|stays|remain|will stay|restent|reste"
    r"|resteront) (?:untouched|safe|intacts|tranquilles|en securite)\b"
    rf"|\bi am leaving (?:{_WHO}|your chips|your pile) alone\b"
    r"|\byou are safe (?:from|with) me\b|\b(?:tu as|te as|tu ne as) rien a craindre de moi\b"
    r"|\b(?:no plans?|no intention|not planning|pas le intention|aucune intention|pas envie)"
    r" (?:to|of|de) (?:kill|capture|attack|take|touch|sacrifier|tuer|prendre|toucher|capturer"
    r"|attaquer)\b"
    r"|\bje (?:ne )?(?:te )?ferai (?:pas|aucun) (?:de )?mal\b"
    r"|\bje (?:ne )?(?:sacrifierai|tuerai|prendrai|toucherai|capturerai|sacrifie|tue|prends"
    r"|touche|capture) aucun\b|\bje (?:te |vous )?(?:laisse|laisserai) (?:tes"
    r"|vos) (?:\w+ de )?jetons\b"
    r"|\b(?:your|ta|tes) (?:pile|chips|stack|jetons) (?:is|are|est|sont) (?:off limits"
    r"|intouchables?)\b"
    r"|\bi will not (?:capture|kill|take|touch|attack) (?:anything|any|anybody|anyone)\b"
    r"|\bnot coming (?:after|for) (?:you|your|COLOR)\b|\bno killing your\b"
    r"|\bje (?:ne )?(?:me )?(?:attaque|attaquerai) pas a (?:toi|vous)\b"
    r"|\bje (?:vais|vas) (?:pas|jamais) (?:te |vous )?(?:toucher|tuer|sacrifier|prendre|manger)"
    r" (?:a )?(?:tes|ta|toi)\b|\b(?:ta pile|tes jetons) (?:est|sont|sera|seront) tranquilles?\b"
    r"|\bles jetons de personne\b|\bje (?:ne )?(?:te )?tuerai (?:pas|jamais)\b"
    r"|\bi will (?:steer|stay|keep) (?:clear|away) (?:of|from) your\b|\bkeep my hands off your\b"
    r"|\bi will (?:not|never) (?:go near|lay a finger on) your\b"
    r"|\bje (?:reste|resterai) (?:loin|a distance) de tes\b|\bgarde mes mains loin de ta\b"
    r"|\bje (?:ne )?(?:approcherai|toucherai) (?:pas|jamais|plus) (?:a )?(?:tes|ta)\b"
    r"|\b(?:your|tes) (?:chips|jetons) (?:stay|restent|resteront) (?:alive|en vie)\b"
    r"|\b(?:peace|la paix) (?:for|pour) (?:your|tes) (?:chips|jetons)\b"
    r"|\b(?:will not|wont|never) mess with (?:you|your)\b|\bwill not make kill of your\b"
    r"|\bi am not touching your\b|\bje (?:ne )?touche pas a tes\b|\btu es tranquille avec moi\b"
    r"|\byou are safe from me\b|\bstay off your\b|\bje (?:ne )?me approche plus de ta\b"
    r"|\byou keep your chips\b|\btu gardes tes jetons\b"
    r"|\b(?:are|is) not in danger from me\b"
    r"|\byour chips\W+i (?:do not|will not) touch\b"
    # any negated harm to the other's chips ("I don't touch yours", « je touche plus tes verts »)
    r"|\bi (?:do not|will not|would not|never|am not going to|not) (?:\w+ )?(?:touch|kill|take"
    r"|capture|attack|hit|eat|sacrifice|box|hurt|snipe)\w* (?:any (?:of )?|a single |one )?"
    r"(?:your|yours|you"
    r"|COLOR)\b"
    r"|\bje (?:ne )?(?:te |vous )?(?:touche|tue|prends|capture|sacrifie|mange|attaque|bouffe"
    r"|vise)\w* (?:plus|pas|jamais) (?:a |aux |de )?(?:tes|ta|ton|toi|vos|votre|COLOR)\b"
)
_ALLIANCE = _rx(
    r"\b(?:alliance|ally|allies|allied|coalition|team up|gang up|join forces|partners)\b"
    r"|^\W*COLOR\W+(?:vs|versus|contre) COLOR\b|\b(?:we|nous) (?:would )?(?:both|deux)\b[^.?!]*"
    r"\b(?:restrain|restraining|contain|containing|curb|curbing|stopping|blocking) COLOR\b"
    r"|\b(?:allie|allier|allions|allies|fait equipe|faisons equipe|faire equipe|pacte)\b"
    r"|\b(?<!la )(?<!wesh )(?<!hey )(?<!hi )(?<!yo )(?<!salut )(?:team|partner|partenaire"
    r"|partenaires|join me|ligue|liguons|unissons)\b"  # not "wesh la team", "hi team"
    r"|\b(?:tous|toutes|tout le monde|all|everyone|everybody|all of us)(?: ensemble)?"
    r" (?:contre|against|on|sur) COLOR\b"
    r"|\b(?:everyone s|everybody s|everyone's|everybody's|our|notre|la) (?:target|cible)\b"
    r"|\bstop feeding COLOR\b"
    r"|\b(?:must|has to|needs to|have to) be stopped\b"
    r"|\b(?:someone|somebody|anyone|anybody)(?: going to| gonna)? stop\b"
    r"|\bon (?:doit|devrait) (?:se |s )?occuper de (?:lui|COLOR)\b"
    r"|\b(?:we (?:must|need to|have to|should)|let us(?: all)?|il faut|faut|on doit"
    r"|on devrait|on) (?:stop|block|attack|target|go after|arreter|stopper|bloquer|attaquer)"
    r" COLOR\b"
    r"|\b(?:let us|we|us|together|you and me|you and i|me and you|join me|with me|toi et moi"
    r"|moi et toi|nous|ensemble|rejoins moi|avec moi|associe|associer|associons|liguer|unir"
    r"|associerais|associerai|allierais|allierai|entente"
    r"|unite|we both|both of us|the two of us|tous les deux|nous deux|a deux|how about we"
    r"|are you in|you in|partant|partante"
    r"|et si on)\b[^.?!]*\b(?:against|contre|vs|versus|go after|attack|attaquer|attaquait"
    r"|aux depens de"
    r"|shut|run"
    r"|attaque|target) (?:COLOR|him|her|them|lui|elle|eux)\b"
    r"|\bgang up on (?:him|her|them)\b"
    r"|\b(?:on|nous|let us|we|lets)(?: all)? (?:vise|visons|cible|ciblons|attaque|attaquons"
    r"|target|attack|go after|focus) (?:tous |all )?COLOR\b"
    r"|\b(?:take COLOR down|faire tomber COLOR)\b"
    r"|\b(?:everybody|everyone|tout le monde|all of you|vous tous)\b[^.?!]*\b(?:go after|after|on"
    r"|sur|against|contre|attack|hit|tape|vise|target) COLOR\b"
    r"|\b(?:we both|both of us|tous les deux|on|nous|truce|treve)\b[^.?!]*\b(?:hit|tape|taper"
    r"|tapons) COLOR\b|\b(?:arretons|stoppons|bloquons|attaquons) (?:tous )?COLOR\b"
    r"|\bfocus (?:on )?(?:COLOR|him|her|them)\b|\bdouble team\b|\bdeux contre un\b|\b2v1\b"
    r"|\b(?:with you|avec toi) (?:against|contre) COLOR\b"
    r"|\b(?:let us|lets|we|on)(?: all| tous)? (?:hit|crush|take out|knock out|kill|go for|get|tape"
    r"|ecrase|cible|vise|sort|elimine|fait tomber|fais tomber|va chercher|se occupe de"
    r"|le tape|le cible|le vise|la tape|la cible) (?:COLOR|him|her|them)?\b"
    r"|\bCOLOR (?:has to|must|needs to) be stopped\b|\bCOLOR goes down\b"
    r"|\b(?:tout le monde|everybody|everyone) (?:sur|on) (?:COLOR|lui|elle|him|her)\b"
    r"|\b(?:help me|aide moi a) (?:take out|kill|beat|stop|sortir|battre|eliminer|tuer|arreter)"
    r" COLOR\b|\bensemble (?:sur|contre) COLOR\b|\bon se met ensemble\b|\ba nous deux\b"
    r"|\b(?:faire|fait|fais|faisons) tomber COLOR\b"
    r"|\b(?:we (?:must|need to|have to|should)|let us|il faut|faut|on doit) (?:stop|block|arreter"
    r"|stopper|bloquer) (?:him|her|them)\b|\b(?:il )?faut (?:le|la) (?:arreter|stopper|bloquer"
    r"|battre|sortir)\b|\btake COLOR out\b|\b(?:team|equipe)\b[^.?!]*\b(?:for fight|to fight"
    r"|fight|pour battre|pour combattre) COLOR\b"
    r"|\b(?:help me|aide moi a) (?:cut|calm|bring|take) (?:him|her|le|la)\b"
    r"|\b(?:join up|team up|associer|allier) (?:and|et) (?:squeeze|coincer|crush|ecraser) COLOR\b"
    r"|\b(?:taking|take) COLOR down\b|\bpile on COLOR\b|\btomber sur COLOR\b"
    r"|\bwe all go at (?:him|her|COLOR)\b"
    r"|\bon se (?:attaque|met|ligue|allie) (?:a|contre|sur) COLOR\b"
    r"|\bgank (?:COLOR|him|her)\b"
    r"|\bCOLOR (?:has to|must|needs to) go\b|\bCOLOR doit (?:partir|tomber|sauter)\b"
    r"|\bturn on (?:him|her|COLOR)\b|\b(?:tous|all|everyone) (?:contre|against|on) (?:him|her|lui"
    r"|elle)\b"
    r"|\bsort COLOR out together\b|\bregle son compte a COLOR\b"
    r"|\btogether we (?:fight|beat|attack|stop) COLOR\b"
    r"|\bensemble on (?:combat|bat|attaque) COLOR\b"
    r"|\b(?:help me|aidez? moi a) (?:\w+ )?(?:le|la|him|her) (?:faire tomber|down)\b"
    r"|\b(?:faut|il faut|on doit|on devrait)(?: que on| ben que on)? (?:le |la |se )?(?:nerf|down"
    r"|ralentir|bloquer|occupe|occuper|grouiller ensemble)\b"
    r"|\btout le monde (?:dessus|sur lui|sur elle)\b|\beveryone on (?:him|her)\b"
    r"|\b(?:on|let us|we) (?:farm|degomme|dogpile|need to dogpile)\b"
    r"|\bCOLOR (?:is )?(?:going to|gonna|will) win if we\b|\bCOLOR va gagner si on\b"
    r"|\b(?:needs?|has) to be taken down\b|\bse en occupe (?:a deux|tous|a trois)\b"
    r"|\bwe all (?:need to be )?(?:watching|lean on)\b|\bdo something about (?:it|him|her)\b"
    r"|\b(?:unissions|unir|unissons) nos forces\b|\bduo (?:vs|versus|contre|against)\b"
    r"|\btoi pis moi contre\b|\bon se y met a deux\b|\bsort COLOR out\b"
    r"|\bnerf (?:COLOR|him|her)\b|\b(?:someone|somebody|anyone) (?:check|stop|deal with|handle)"
    r" (?:COLOR|him|her)\b|\b(?:and|et) (?:me|moi) (?:vs|versus|contre|against) COLOR\b"
    r"|\bon (?:le|la) (?:acheve|finit|termine)\b"
    r"|\b(?:on|let us|we) (?:finit|finish|acheve) COLOR\b"
    r"|\b(?:lui|leur|le|la) (?:tomber|taper|sauter) dessus\b"
    r"|\b(?:join you|te rejoins|te rejoindre|me joins a toi) (?:against|contre) COLOR\b"
    r"|\b(?:COLOR and (?:me|i)|me and COLOR|COLOR et moi|moi et COLOR) (?:are|sommes|on est)"
    r" (?:\w+ )?(?:besties|allies|friends|a team|teammates|together|partners|amis|ensemble)\b"
    r"|\b(?:and|et) (?:go after|attack|hit|attaque|tape|vise) COLOR\b"
    # a player kept from the move or from rescue by all ("keep the move away from yellow",
    # "nobody give him the move", « personne lui donne la main », "let's not rescue him")
    r"|\bkeeps? the move away from\b|\bkeep (?:him|her|COLOR) (?:away from|off) the move\b"
    r"|\b(?:nobody|no one|personne|plus personne)(?<!\bif nobody)(?<!\bif no one)"
    r"(?<!\bsi personne)(?: ne)?"
    r"(?: lui| leur| le| la)? (?:gives?"
    r"|pass(?:es)?|hands?|rescues?|saves?|donne|passe|file|sauve)(?: (?:COLOR|him|her|a COLOR"
    r"|the move|la main))?\b(?! (?:me|moi|you|toi)\b)"
    r"|\b(?:do not|never|stop) (?:give|giving|pass|passing|hand|handing) (?:him|her|COLOR) the"
    r" move\b[^.!?]*\b(?:anybody|anyone|everyone|everybody|guys|all of you)\b"
    r"|\b(?:faut|il faut|on doit|on devrait|arretons de|arreter de|on arrete de)(?: plus| pas)?"
    r" (?:lui|leur) (?:donner|passer|filer) la main\b"
    r"|\blet us (?:not|never) (?:rescue|save|help) (?:him|her|COLOR)\b"
    r"|\bon (?:le|la) laisse (?:tomber|couler|crever)\b"
)
_AGAINST_HIM = _rx(r"\b(?:against|on|contre|sur|after|stop|attack|target|focus|down|kill|at|get"
                   r"|check|nerf"
                   r"|crush"
                   r"|hit) (?:him|her|them|lui|elle|eux)\b|\b(?:take|bring) (?:him|her|them) down\b"
                   r"|\b(?:le|la|les) (?:arreter|stopper|bloquer|attaquer|viser|cibler|faire tomber"
                   r"|nerf|down|ralentir|acheve|finit|termine"
                   r"|ecraser|taper|descendre|tape|cible|vise|ecrase)\b|\bfocus (?:him|her|them)\b"
                   r"|\b(?:he|she|il|elle) (?:is|est) (?:winning|ahead"
                   r"|leading|too strong|trop fort|trop forte|en tete|devant)\b"
                   r"|\b(?:he|she|il|elle) (?:wins|leads|gagne|mene|domine)\b"
                   r"|\b(?:give|giving|pass|hand|rescue|save) (?:him|her)\b"
                   r"|\b(?:lui|le|la) (?:donner|donne|passer|passe|filer|file|sauve|sauver)\b"
                   r"|\blet (?:him|her) go\b|\bthe move away from (?:him|her)\b")
_LEADS = _rx(r"\b(COLOR)(?: s|'s)? (?:is |est |has |a )?(?:\w+ )?(?:winning|ahead|leading|leads"
             r"|wins"
             r"|has to be stopped|must be stopped|needs to be stopped|doit etre arrete"
             r"|has to go|must go|needs to go|doit partir|doit tomber"
             r"|has too many chips|a trop de jetons"
             r"|running the table|running away with it|en train de gagner"
             r"|in the lead|the problem|too strong|gagne|mene|en tete|devant|trop fort|trop forte"
             r"|le probleme|domine|the biggest threat|la plus grosse menace|going to win"
             r"|gonna win|va gagner|loin devant|way ahead|cheate)\b")
_KEPT_FROM = _rx(r"\b(?:nobody|no one|personne)(?: ne)? (?:gives?|pass(?:es)?|hands?|rescues?"
                 r"|saves?|donne|passe|file|sauve)(?: la main a| the move to)? (COLOR)\b")
_AGAINST = _rx(r"\b(?:against|on|versus|vs|contre|aux depens de|stop|block|attack|target|after"
               r"|arreter|focus|gank"
               r"|squeeze|coincer|taking|at"
               r"|2v1|fight|battre|combattre"
               r"|crush|ecrase|ecraser|cible|ciblons|chercher|sortir|occupe de|team|kill|out|sur"
               r"|stopper|bloquer|attaquer|attaquait|attaque|vise|visons|cible|take|tomber|all"
               r"|hit|tape|taper|tapons|sur|arretons|stoppons|bloquons|attaquons|away from"
               r"|finit|finir|finissons|acheve|achever|achevons|finish)"
               r" (?:tous )?(COLOR)\b")
# Harm to the speaker's chips: a condition that it does not happen is an offer's, not a threat's
# ("if you don't kill my chips, I'll...", « si tu ne tues pas mes jetons, je... »)
_HARM = (r" (?:me |mes |ma )?(?:kill|take|touch|capture|attack|eat|sacrifice|tue|tues|prends"
         r"|touche|touches|captures?|sacrifies?|attaques?|manges?)\b")
_THREATEN = _at_words(
    r"\bor (?:else|i|you will|you are|your)\b|\botherwise\b|\byou will (?:regret|pay|be sorry)\b"
    rf"|\bif (?:you do not|you will not|you cannot|you did not|not)\b(?! mind|{_HARM})[^.!?;]*\bi\b"
    r"|\bi will remember (?:it|this|that)\b"
    rf"|\bsi tu ne\b(?!{_HARM})[^.!?;]*\b(?:je|tu)\b|\bje (?:vais )?(?:me )?en (?:souviendrai"
    rf"|souvenir)\b"
    r"|\btu (?:vas |va )?me le (?:payer|paieras|payeras)\b|\bou bien\b"
    r"|\bdo not (?:even )?(?:think about it|try it|dare)\b|\bdo not you dare\b"
    r"|\bdo not (?:even )?think about \w+ing\b"
    r"|\b(?:ne )?y pense (?:meme )?pas\b|\bessaie (?:pas|meme pas|pour voir)\b"
    r"|\bi will (?:kill|destroy|capture|crush|punish|eat|finish|bury) (?:you|your|COLOR)\b"
    r"|\b(?:cross|betray|double cross|doublecross) me\b|\bwatch (?:out|it|yourself)\b"
    r"|\bsinon\b|\bou (?:je|tu) \w+|\bsoit (?:tu|vous)\b[^.!?]*\bsoit (?:je|on)\b"
    r"|\btu (?:le |la )?(?:regretteras|paieras|payeras)\b|\btu vas (?:le )?(?:regretter|payer)\b"
    r"|\bje vais (?:te |vous )?(?:tuer|detruire|ecraser|punir|manger|exploser|defoncer)\b"
    r"|(?<!jamais )\bje (?:te |vous )?(?:tuerai|detruirai|ecraserai|punirai|sacrifierai)"
    r" (?!pas|jamais|aucun|rien)"
    r"|\btrahis moi\b|\bsi tu me trahis\b|\bfais (?:gaffe|attention)\b|\bgare a toi\b"
    r"|\battention a toi\b"
    r"|\bi (?:can|could|may|might) (?:kill|capture|take|eat|destroy|crush) (?:you|your|COLOR)\b"
    r"|\b(?:be )?careful\b|\bje (?:peux|pourrais|pourrai) (?:te |vous )?(?:sacrifier|tuer|prendre"
    r"|manger|bouffer|detruire) (?:tes|ta|tous tes|toi)\b|\bje vais (?:bouffer|manger|prendre)"
    r" (?:tes|ta|tous tes)\b|\bou je\b|\bte es mort\b"
    r"|\bou (?:tes|ta|ton)\b|\band i (?:will )?(?:kill|destroy|crush|capture|eat) (?:you|your)\b"
    r"|\bi am warning you\b|\byou have been warned\b|\bje te (?:previens|previens)\b"
    r"|\b(?:te|tu) es (?:prevenu|previens)\b|\bi will make sure you (?:lose|regret|pay)\b"
    r"|\bje ferai tout pour que tu (?:perdes|le regrettes)\b"
    r"|\b(?:mess|fuck|play games) with me\b|\bcherchez? moi\b"
    r"|\byou will lose everything\b|\btu vas tout perdre\b"
    r"|\btry (?:that|it) again\b|\brefais (?:ca|le)\b|\bdo not make me\b|\bme oblige pas\b"
    r"|\bsee what happens\b|\btu vas voir\b"
    r"|\band you are (?:dead|done|finished|toast|next)\b|\bet (?:te es|tu es) (?:mort|fini|cuit)\b"
    r"|\b(?:hands off|pas touche a) (?:me|my|mine|mes|ma|moi)\b|\b(?:last|final) warning\b"
    r"|\bdernier avertissement\b"
    r"|\bpush your luck\b|\bpousse (?:pas )?ta chance\b|\byou will be (?:sorry|next)\b"
    r"|\bi will (?:wreck|end|destroy|finish) you\b|\bje te (?:detruis|defonce|acheve|detruirai)\b"
    r"|\btu vas y gouter\b|\b(?:if i die|si je meurs)\W+(?:you die|tu meurs)\b"
    r"|\b(?:te es|tu es) le prochain\b|\bmordre les doigts\b|\bpas interet\b"
    r"|\bunless you want (?:trouble|problems|war)\b|\ba moins que tu (?:veuilles|veux) des ennuis\b"
    r"|\b(?:it is|ce sera|ce est) (?:war|la guerre)\b|\bmake your life hell\b|\bpourris la vie\b"
    r"|\b(?:do not|dont) want me as (?:an )?enemy\b|\bme avoir comme ennemi\b"
    r"|\bdrag you down with me\b|\bentraine avec moi\b|\byou are coming with me\b"
    r"|\bmark my words\b|\bretiens bien\b|\btu verras(?: ce qui| comme)?\b|\bsee what happens\b"
    r"|\bfaute de quoi\b|\bje vous previens\b|\bvous (?:le )?regretterez\b"
    r"|\bvous allez (?:le )?regretter\b|\bet tu es (?:mort|fini|cuit)\b|\byou will see\b"
    r"|\b(?:and|et) you are next\b"
    r"|\bplaying with fire\b|\bjoues avec le feu\b|\bthink twice before\b|\breflechis bien avant\b"
    r"|\bwatch (?:your|my) back\b|\bsurveillerais (?:mes|tes) arrieres\b|\bat war\b"
    r"|\bnext on my list\b|\ble prochain sur ma liste\b"
    r"|\btry me\b|\bessaie pour voir\b"
    r"|\bor (?:things|it) (?:get|gets|will get) ugly\b|\bca va mal finir\b"
    r"|\bvous le (?:paierez|payerez)\b|\bvous allez (?:le )?payer\b"
    r"|\btu seras le prochain\b|\bbas les pattes\b"
    r"|\bi can hurt you\b|\bje peux te faire (?:du )?mal\b"
    r"|\bje (?:te |vous )?(?:le |la )?ferai payer\b|\bi will make you pay\b"
    # a condition, then harm to the one addressed: "if you touch my chips, I take yours",
    # « si tu me sauves pas, je te pourris la partie », "whoever kills my chip, I hunt them"
    r"|\b(?:if|whoever|anyone who|the next (?:one|person) who|si|le prochain qui|la prochaine"
    r" qui|quiconque|celui qui)\b[^.!?;]*[,;]\s*(?:alors |then |et |and )?(?:moi )?"
    r"(?:(?:je|j) (?:te |le |la |les |vous |lui )?(?:capture|capturerai|prends|prendrai"
    r"|sacrifie|sacrifierai|tue|tuerai|massacre|massacrerai|rase|raserai|vise|viserai|pourris"
    r"|pourrirai|reduis|detruis|detruirai|bouffe|mangerai|lache (?:plus|pas)|lacherai (?:plus"
    r"|pas)|ferai sentir|fais sentir|ferai payer|fais perdre|ferai perdre|tomberai dessus)\b"
    r"(?! (?:jamais|pas|plus|aucun|aucune|rien)\b)"
    r"|i (?:will |am going to )?(?:take|capture|kill|sacrifice|box|wipe|target|hunt|destroy"
    r"|crush|ruin|end|go after|come after) (?:you|your|yours|them|their|every|all)\b)"
    r"|\bi am coming for (?:you|your|COLOR)\b|\b(?:do not|dont) come crying\b|\bon my list\b"
    r"|\b(?:first|next) (?:one )?i am (?:taking|knocking|wiping) out\b|\btaking you (?:with me|down"
    r"|out)\b|\byou are (?:going|getting) (?:out|stabbed|wiped|captured|killed)\b"
    r"|\bi am coming for you\b|\bno help from me\b|\bi am done helping you\b"
    r"|\b(?:touch|kill|take|capture) (?:my|mine)\b[^.!?;]*\bagain\b"
    r"|\b(?:and )?you are next\b(?! (?:after|to|in|for))"
    r"|\b(?:i will not|never) forget (?:this|that|it)\b"
    r"|\bje (?:ne )?(?:te )?(?:l |le )?(?:oublierai|pardonnerai) (?:pas|jamais)\b"
    r"|\bnever forgive\b|\bmade (?:an|a|yourself an) (?:enemy|ennemi)\b"
    r"|\b(?:fait|faire) un ennemi\b|\byou will get yours\b|\bsentir passer\b"
    r"|\bje te lache plus\b|\bprepare to (?:get|be|lose|die)\b"
    r"|\byou are (?:done|going down|finished|dead|toast)\b|\bwatch what happens\b"
    r"|\b(?:return|repay) the favou?r\b|\brendre la pareille\b|\bpoked the bear\b"
    r"|\bdeath warrant\b|\blong memory\b|\bkeeping a list\b|\bhard focus\b"
    r"|\bgetting (?:camped|focused|wiped|farmed|it back)\b|\b(?:te|je te) ai a le oeil\b"
    r"|\bi (?:have|got) my eyes? on you\b|\bi am watching you\b|\bje te surveille\b"
    r"|\bthink twice\b|\bca va (?:brasser|chauffer|barder)\b|\bfaire payer\b"
    r"|\b(?:assumer|face) (?:les|the) consequences\b|\bbe a shame if\b"
    r"|\bi (?:will|am going to) (?:wreck|wipe|camp|farm) (?:you|your|COLOR)\b"
    r"|\bje vais te (?:ruiner|pourrir|detruire|defoncer|sortir)\b"
    r"|\b(?:moi qui|je) (?:te|vous) (?:tue|tuerai|bouffe|detruis|elimine|ecrase)\b"
    r"(?! (?:pas|jamais|plus|rien|aucun)\b)"
    # help denied if the other does something ("if you capture my pile I'm not saving you")
    r"|\b(?:ally|allies|team up|gang up|join|allie|allier|associe|ligue)\b[^.!?;]*\b(?:against"
    r"|contre)"
    r" (?:you|toi|vous)\b"
    r"|\b(?:if|si) (?:you|tu)\b[^.!?;]*\b(?:i (?:am not|will not|will never) (?:saving|save|rescue"
    r"|rescuing|help|helping)|je (?:ne )?(?:te )?(?:sauve|sauverai|aide|aiderai) (?:pas|plus"
    r"|jamais))\b"
    r"|\b(?:trop tard|too late) (?:pour toi|for you)\b|\bfinir au cimetiere\b"
    # what the speaker undoes or does to the other's chips ("that alliance is over", "ur
    # chips r gone", "I'm going after you", « tu vas souffrir »)
    r"|\b(?:our|the|that|this|notre|cette|la|le) (?:alliance|deal|partnership|truce|treve|accord"
    r"|pacte) (?:is|est|will be|sera) (?:over|done|finished|off|fini|finie|termine|terminee)\b"
    r"|\b(?:your|tes|ta) (?:chips|pile|stack|jetons) (?:are|is|will be|sont|seront|est|sera)"
    r" (?:gone|dead|toast|history|mine|morts?|cuits?|a moi)\b"
    r"|\bi (?:am|will) (?:going|go|come|coming) after (?:you|your|COLOR)\b"
    r"|\b(?:vas|va|vont|allez|will|are going to|is going to) (?:\w+ )?(?:souffrir|suffer)\b"
    r"|\bva (?:super |tres )?bien finir pour toi\b"
)
# Help denied from now on, a threat that asks nothing by itself ("no rescue for you ever",
# « ne comptez plus sur mon aide »)
_HELP_DENIED = _rx(
    r"\bno more (?:moves?|rescues?|help|prisoners?) from me\W+(?:ever|again|anymore)\b"
    r"|\bif (?:you|tu) (?:ever )?(?:snake|betray|cross|double cross|backstab|trahis|lache)\w*"
    r" (?:me|moi)\b|"
    r"\bno (?:more )?(?:move|mv|rescue|res|rez|help|prisoners?)s? (?:for|4) (?:you|COLOR)\b"
    r"(?:\W+COLOR)?\W+(?:ever|again|anymore)\b|\bnever (?:getting|get) (?:a|another|any) (?:rescue"
    r"|move|prisoner|help)\b|\bdo not (?:ask|come to) me for (?:a|any|help)\b"
    r"|\bne (?:compte|comptez|comptes) plus sur (?:moi|mon aide)\b|\b(?:la prochaine fois"
    r"|next time)"
    r"\b[^.!?]*\b(?:compte pas sur moi|do not count on me)\b|\baucune? (?:rescue|aide|sauvetage)\b"
    r"|\bje (?:te |vous |le |la |les )?(?:laisse|laisserai) (?:mourir|crever)\b|\bwatch toi\b"
    r"|\b(?:ce qui|what) (?:te|t) arrive(?:ra)?\b|\bwhat happens to you\b"
    # ... for good: « je te sauverai jamais », « plus jamais je te sauve », "you'll get no
    # rescue from me", "don't expect a rescue from me", « plus de rescue pour toi »
    r"|\bje (?:ne )?(?:te |vous |lui )?(?:la |le )?(?:sauve|sauverai|sauverais|aide|aiderai|donne"
    r"|donnerai|passe|passerai|file|filerai|rends|rendrai|epargne|epargnerai)(?: plus)? jamais\b"
    r"|\b(?:plus jamais|jamais plus) (?:je|tu)\b[^.!?;,]*|\bnever again (?:will i|do i|from me)\b"
    r"|\b(?:do not|never) (?:expect|count on) (?:a |any |the )?(?:rescue|help|move|prisoner)s?"
    r" from me\b|\bne (?:compte|comptez|comptes) (?:plus |jamais )+sur moi\b"
    r"|\b(?:no more|plus de|plus aucune?) (?:moves?|rescues?|help|prisoners?|main|sauvetages?"
    r"|aide|prisonniers?)(?: (?:from me|de ma part)| (?:for|pour) (?:you|toi|vous)\b)"
    r"|\b(?:get|gets|getting|have|see) no (?:moves?|rescues?|help|prisoners?) from me\b"
)
# Tit for tat: what the other does (x), then the harm the speaker does back ("if you take my
# chips I'll kill two of yours", "tu me passes pas la main je te capture ta pile"): a threat
# that wants the good x speaks of, offering nothing
_TIT_FOR_TAT = _rx(
    r"\b(?:(?:if|si|when|quand) )?(?:you|tu|anyone|someone|quelqu un|whoever|quiconque)\b"
    r"(?P<x>[^.!?;]*?)\b(?:i|je)"
    r"(?: will| vais| am going to)?(?: te| vous)? (?:kill|capture|take|eat|destroy|crush|tue"
    r"|tuerai|capture|capturerai|prends|prendrai|bouffe|mange|sacrifie|detruis|ecrase"
    r"|sacrifice|sacrifierai|wreck|wipe)"
    r" (?:(?:\w+ )?of |all |tous )?(?:you|your|yours|te|tes|ta|ton|tiens|toi)\b"
    r"|\b(?:(?:if|si|when|quand) )?(?:you|tu|anyone|someone|quelqu un)\b(?P<y>[^.!?;]*?)"
    r"(?:\bje (?:te |vous )?(?:le |la )?ferai payer\b|\bi will make you pay\b"
    r"|\bi am coming for you\b|\bno help from me\b|\bi am done helping you\b)"
)
_ACCUSE = _rx(
    r"\byou (?:promised|broke|lied|betrayed|cheated|tricked)\b"
    r"|\b(?:liar|liars|traitor|cheater|backstabber|mytho|mythos)\b"
    r"|\bbroke (?:your|his|her|their|the|a) (?:promise|word|deal)\b"
    r"|\b(COLOR) (?:keeps )?(?:promised|lied|broke|betrayed|cheated|breaking (?:his|her) word)\b"
    r"|\btu (?:as|avais|me as) (?:promis|menti|trahi|triche|rompu|eu)\b"
    r"|\btu ne (?:as|me as) pas tenu\b|\b(?:menteur|menteurs|traitre|traitres|tricheur"
    r"|faux jeton)\b|\b(COLOR) (?:a|me a) (?:menti|trahi|triche|promis)\b"
    r"|\b(?:went|gone|go|going) back on (?:his|her|their|your|the|our) (?:word|promise|deal)\b"
    r"|\bbroke (?:our|my) (?:deal|promise|agreement)\b"
    r"|\bte (?:as|avais|me as) (?:promis|menti|trahi|triche|rompu)\b"
    r"|\b(?:a|as) (?:trahi|rompu) (?:sa|ta|notre) (?:parole|promesse|accord)\b"
    r"|\b(?:COLOR|you) (?:double crossed|doublecrossed|backstabbed|screwed|played|tricked) me\b"
    r"|\b(?:me a|me as) (?:double|eu|trahi|menti|arnaque|roule|lache)\b"
    r"|\b(?:te|tu) (?:as|ne as) pas tenu (?:ta )?(?:parole|promesse)\b"
    r"|\b(?:lying|snake|serpent|rat|judas|backstabbing)\b"
    r"|\b(?:tu|te) me (?:as|avais) (?:promis|menti|trahi)\b"
    r"|\b(?:ne a|ne as|a|as|ont) pas tenu (?:sa |ta |leur |notre )?(?:parole|promesse)\b"
    r"|\b(?:great|nice|good) job (?:keeping|on) your (?:word|promise)\b"
    r"|\bbravo pour (?:ta|sa) (?:parole|promesse)\b|\bthanks for keeping your word\b"
    r"|\bbut you (?:not do|did not|never did|did nothing|do nothing|not do it)\b"
    r"|\bmais tu (?:ne )?(?:le )?(?:as|ai) (?:pas|jamais) fait\b"
    r"|\b(?:te|tu) (?:as|avais|me as) (?:deja |encore |bien )(?:promis|menti|trahi|triche|rompu)\b"
    r"|\btrahi (?:ta|sa|notre|ma) (?:promesse|parole)\b"
    r"|\bnot what we (?:agreed|said|decided)\b|\bpas ce que on (?:avait|a) (?:convenu|dit|decide)\b"
    r"|\band broke it\b|\btrahie\b|\bstabbed me\b|\bcouteau dans le dos\b"
    r"|\byou swore\b|\b(?:tu|te) (?:avais|as) jure\b"
    r"|\bwe had (?:a |an )?(?:deal|agreement)\b|\bon avait (?:un )?(?:deal|accord|marche)\b"
    r"|\bbroke (?:every|all|each) (?:of )?(?:your |his |her )?(?:promises?|word)\b"
    r"|\b(?:tu|vous) (?:ne )?(?:en )?(?:as|avez) rien fait\b"
    r"|\b(?:vous vous etiez|vous vous etes|tu te etais|te etais|tu te es|te es) engagee?s? a\b"
    r"|\byou (?:had )?committed to\b"
    r"|\bso much for (?:your|keeping your) (?:word|promise)\b|\bafter promising\b"
    r"|\bapres avoir promis\b|\b(?:did|fait) (?:the opposite|le contraire)\b"
    r"|\b(?:sold|vendu) me out\b|\b(?:tu|te) me as (?:vendu|double|bien eu|eu)\b"
    r"|\bmeant nothing to you\b|\bknife in the back\b|\bcoup de couteau\b"
    r"|\byou played me\b|\bi trusted you and\b|\bje te ai fait confiance et\b"
    r"|\bbravo pour ta parole\b|\b(?:such a|quel) (?:loyal|ami fidele)\b|\bsuch a loyal\b"
    r"|\b(?:did not|never) keep (?:the|your|his|her|it|my|our)\b|\bdid not keep it\b"
    r"|\b(?:ne )?(?:le|la) (?:avez|as|a) pas tenue?\b|\b(?:avez|as|a) rompu\b"
    r"|\bme as fourre\b|\bafter everything\b|\bapres tout ce que\b"
    r"|\bthen you did (?:not|nothing)\b|\bet (?:te|tu) as rien fait\b"
    r"|\b(?:a|une) (?:betrayal|trahison)\b"
    r"|\b(?:broke|break|casse|rompu) (?:le|the|our|notre|ton|your) (?:deal|marche|accord)\b"
    r"|\bpromise broken\b|\bpromesse (?:deja )?rompue\b|\brevenu sur (?:notre|ton|ta)\b"
    r"|\byou snake\b"
    r"|\byou lie\b|\bfailed to keep your (?:word|promise)\b|\bmanque a (?:ta|votre) parole\b"
    r"|\bsome friend you\b|\bdrole de ami\b"
    r"|\b(?:have |has )?broken (?:the|your|our|his|her) (?:promise|word|deal)\b"
    r"|\b(?:glad|happy) (?:that )?i trusted you\b|\bcontent de te avoir fait confiance\b"
    r"|\b(?:me a|a) (?:encore|deja|bien) (?:menti|trahi|double)\b"
    r"|\b(?:have not|did not|never) kept (?:your|his|her|their) (?:word|promise)\b"
    r"|\bsaid one thing and (?:did|made|do) (?:another|other|the other)\b"
    r"|\byou (?:was|were) supposed to (?:help|save|give|pass|protect|spare)\b"
    r"|\b(?:gone|went) back on\b|\b(?:vous|tu) (?:me )?(?:aviez|avais) (?:garanti|jure|promis)\b"
    r"|\b(?:nous|me) a (?:lache|laches|lachee|laisse tomber)\b"
    r"|\b(?:you|COLOR|he|she) (?:have |has |had )?(?:said (?:you|he|she) would|promised)\b"
    r"[^.!?;]*\b(?:and (?:then )?(?:you|he|she)|but (?:you|he|she)|yet|instead|and (?:then )?"
    r"(?:just )?(?:killed|took|captured|gave|handed|passed|ate|sacrificed|left))\b"
    r"|\b(?:tu|te|il|elle|COLOR) (?:me )?(?:avais|avait|as|a|ta|tavai|tavais) (?:dit que|dit ke"
    r"|promis)\b[^.!?;]*(?:,|\bet (?:il|elle|tu|te)\b|\bmais\b)"
    r"|\b(?:ta|tu as|te as) (?:menti|promis)\b|\bta rien fait?\b"
    # what was said, then what was done ("you agreed to spare my chips and then killed two",
    # "you took my pile after saying you would leave it"), a partner left to die
    r"|\b(?:you|COLOR|he|she) (?:have |has |had )?(?:agreed|told me|swore|said)\b[^.!?;]*"
    r"\b(?:and then|then|but now|and now)\b"
    r"|\b(?:after|right after|just after|right before|apres avoir) (?:swearing|saying|promising"
    r"|agreeing|jure|dit|promis)\b"
    r"|\b(?:you|COLOR) (?:left|abandoned|dropped|ditched|stiffed) me\b"
    r"|\b(?:tu|te|COLOR) me (?:as|a|avais|avait) (?:deja |encore )?(?:plante|lache|abandonne"
    r"|poignarde|laisse tomber|laisse mourir)\b"
    r"|\b(COLOR) (?:(?:fr|just|literally|totally|really|straight up|so) )*(?:betrayed|backstabbed"
    r"|lied to|sold out) me\b"
    r"|\b(?:tu|vous) (?:me )?(?:devais|deviez) (?:me )?(?:sauver|aider|laisser|donner|passer)\b"
)
_MOVE_NOUN = _rx(r"\b(?:the move|move|the turn|turn|la main|main|le tour|tour|le coup|coup)\b")
_RESCUE_NOUN = _rx(r"\b(?:prisoners?|rescue|sauvetage|prisonniers?|be saved|etre sauve)\b")
_SWAP = _rx(r"\b(?:a |an |un |the |la |le )?(rescue|sauvetage|prisoner|prisonnier|move|main)"
            r"(?: now| maintenant)? (?:for|contre|en echange de) (?:the |la |le |a |un )?"
            r"(rescue|sauvetage|prisoner|prisonnier|move|main)\b")
_SWAP_YOURS = _rx(r"\b(?:a |one |un |une )(prisoner|prisonnier|rescue|sauvetage) (?:and|et)"
                  r" (?:the |la )?(move|main) (?:is|est|sera|will be) (?:yours|a toi|pour toi)\b")
_TO_ME = _rx(r"\b(?:me|moi|my way|for me|pour moi|a moi|i need|i want|i really need|i would like"
             r"|je ai besoin|je ai vraiment besoin|il me faut|would be nice|serait (?:le )?bienvenu"
             r"|je veux|je voudrais|mine|please|sil te plait|can i (?:get|have)"
             r"|could i (?:get|have)|je peux avoir|je pourrais avoir|par ici|this way|over here"
             r"|any chance|une chance|could use|could really use|aurais besoin"
             r"|aurais vraiment besoin|de mon cote|would love|je adorerais|je aimerais"
             r"|would be (?:great|nice|cool|awesome)|serait (?:top|bien|cool|genial|super))\b")
_BARE_MOVE = _rx(r"\s*(?:COLOR )?(?:the |la |le )?(?:move|main|turn|tour)(?: now| vite| maintenant"
                 r"| please| stp)?\s*")
_TO_YOU = _rx(r"\b(?:for you|pour toi|a toi|yours|you will get|you get|tu auras|tu as)\b")
_I_GIVE = _rx(r"\b(?:i will|i would|je vais|je te|je vous|i give|i send|i pass)\b")
_GOOD_OR_ELSE = _rx(r"\b(move|la main|main|rescue|prisoner|prisonnier)\b[^.!?]*\b(?:or|ou|sinon"
                    r"|soit)\b")
_SAID = re.compile("|".join(rx.pattern for rx in (
    _WANT_MOVE, _WANT_RESCUE, _WANT_SPARE, _GIVE_MOVE, _GIVE_RESCUE, _GIVE_SPARE)))  # read
_NEGATED = _rx(r"\b(?:not|never|no|pas|jamais|plus|why|pourquoi|kill|capture|eat|destroy|tuer"
               r"|saved|rescued|a sauve|as sauve"
               r"|sacrifier|manger|planter|bouffer)\b")
_PROMISED_CLAUSE = _rx(r"\b(?:promised|you promise me|said you would|you said you|you say you|swore"
                       r"|gave me your word"
                       r"|(?:tu|vous) me (?:avais|aviez) donne (?:ta|votre) parole"
                       r"|promis|jure"
                       r"|(?:have|had) said you (?:will|would)|agreed to|told me you (?:would|will)"
                       r"|dit que tu|(?:tu|vous) (?:devais|deviez)"
                       r"|(?:tu|te|vous) (?:as|avais|aviez|avez) dit (?:que )?(?:tu|vous)"
                       r"|promesse de|promet de|promettait de|engagee? a|committed to)"
                       r"\b[^.!?;,]*")
_SARCASM = _rx(r"\b(?:last time|derniere fois|because that|as if|comme si|like that will|oh sure"
               r"|yes right|mais oui bien sur|of course not|when pigs fly"
               r"|(?:right after|juste apres)"
               r"(?! (?:your|my|ta|ton|ma|mon|the next|next|le prochain)\b)"
               r"|quand les poules auront des dents|pigs fly"
               r"|because i (?:totally |completely )?trust"
               r"|parce que je te fais (?:totalement |completement )?confiance|and i am the"
               r"|et moi je suis|et la marmotte|my wallet|mon portefeuille|what could go wrong"
               r"|qu est ce qui pourrait mal tourner|like you did|comme tu as fait|sure buddy"
               r"|sure pal|c est ca oui|ben oui c est ca|tant qu on y est|tant que on y est"
               r"|let me just|all my chips|tous mes jetons|tant que a faire|tant qu a faire"
               r"|good luck with (?:that|this)|bonne chance avec ca|mais oui (?:yes|bien sur)"
               r"|all the \w+ i do not have|tous les \w+ que je (?:ne )?ai pas"
               r"|(?:yes|sure|right)\W+(?:because|parce que)|(?:sure|yes)\W+i will just"
               r"|can ?not wait to see|oh wait|comme de habitude|as usual"
               r"|(?:i )?(?:totally|completely|absolutely) (?:trust|believe)|such a track record"
               r"|that will (?:surely )?last"
               r"|(?:thanks|thank you|merci)\b[^.!?]{0,30}\b(?:for|pour|de)"
               r" (?:me |my |mon |ma |mes )?"
               r"(?:killing|capturing|eating|taking my|tuer|capturer|bouffer|avoir tue)"
               r"|(?:thanks|thank you|merci)\b[^.!?]{0,40}\b(?:vraiment|really|truly)(?=,)"
               r"|i (?:just |really )?love (?:losing|being robbed|being betrayed)"
               r"|so (?:that )?you can (?:kill|capture|take|eat) (?:me|my)|apres (?:que|ce que) tu"
               r"|(?:ca va|that will) (?:\w+ )?(?:bien finir|end well))\b"
               r"|\.\.\.\s*(?:not|ou pas)\b|\U0001f644")
# Praise of a partner that is an accusation ("great ally you are", « quel allié fidèle »)
_IRONIC_ALLY = _rx(r"\b(?:great|fine|nice|wonderful|lovely|some|real|such a|quel|quelle|bel|belle"
                   r"|super|fameux|fameuse|formidable|beau|what happened to|ou est|est ou"
                   r"|so much for|merci pour|thanks for)\b[^.!?]{0,20}\b(?:ally|allies|alliance"
                   r"|partner|teammate|friend|allie|alliee|partenaire|equipier|ami)\b")
# Colours called by name: opening the line ("blue give me...", "hey green,") or standing
# alone between commas or at the end (", blue.")
_CALLED = _rx(r"^\W*(?:(?:hey|yo|ok|okay|so|alors|donc|and|et|bon|ben|listen|ecoute|heille"
              r"|caline|coudonc|ostie|tabarnak|putain|raah|dis|allez|bref|look|oi|dude|bro)"
              r"\W+)?(COLOR)\b"
              r"(?!'s\b| (?:is|est|has|a|leads|mene|gagne|wins|was|etait|s)\b)"
              r"|[,;:.!?]\s*(?:(?:so|and|but|et|mais|alors|donc|now) )?(COLOR)\s*(?=[,:!?.]|$)")
# Colours spoken of rather than to ("yellow is winning, so green, give me the move")
_SPOKEN_OF = _rx(r"\b(COLOR)(?: s|'s)? (?:is|est|sont|has|a|leads|mene|gagne|wins|was|etait|did"
                 r"|killed|took|va|will|goes|got|had|avait)\b")
# ... and colours spoken of in other ways: a chip or a pile of that colour ("a red", « mes
# jaunes », "a blue prisoner"), a colour after a preposition ("with green", « promis à
# rouge », "like blue"), one paired with the speaker ("yellow and I", « jaune et moi »)
_NOT_ADDRESSED = _rx(
    r"\b(?:a|an|un|une|des|mes|tes|ses|nos|vos|my|your|his|her|their|every|each|one|two|some"
    r"|with|avec|than|que|like|comme|from|to|par|pour|for|without|sans|behind|derriere|of)"
    r" (?:(?:own|single|last|only|seul|dernier|extra) )?(COLOR)\b"
    r"|\b(COLOR) (?:chips?|jetons?|prisoners?|prisonniers?|piles?|stacks?|ones?|pieces?)\b"
    r"|\b(COLOR) et moi\b|\b(?:moi|you|toi) (?:and|et) (COLOR)\b"
)
_LEFT_OUT = _rx(r"\b(?:sauf|except|excepte|but not|apart from|a part) (COLOR)\b")
# Colours called together ("blue and green, let's...", « jaune, vert, on fait bloc », "...,
# yellow and blue."): the line speaks to them all, so to no one of them
_CALLED_TOGETHER = _rx(
    r"^\W*(?:(?:hey|yo|ok|okay|so|alors|donc|bon|ben|listen|ecoute) )?COLOR(?:\s*(?:,|and|et|&|\+)"
    r"\s*COLOR)+\s*(?:[,:!?]|(?:please|pls|stp|svp)\b)"
    r"|[,;:.!?]\s*COLOR(?:\s*(?:,|and|et|&)\s*COLOR)+\s*(?=[,:!?.]|$)"
)
_GREET = _rx(
    r"^\W*(?:COLOR\W*)?(?:hello|hi|hey|hiya|howdy|yo|(?:good )?(?:morning|evening|afternoon)"
    r"|greetings|bon apres midi|bon matin"
    r"|salut|bonjour|bonsoir|coucou|hola|wesh|allo|salutations|salam)\b"
    r"|\b(?:bye|goodbye|good bye|ciao|au revoir|bonne nuit|good night|night all|see you"
    r"|see ya|a plus|bonne soiree|glhf|gl hf)\b"
    r"|^\W*(?:COLOR\W*)?(?:(?:good luck|gl|have fun|bonne partie|bonne chance|bn partie)"
    r"(?: (?:all|everyone|everybody|a tous|tout le monde|guys|les gars))?\W*)+$"
)
_THANKS = _rx(r"^\W*(?:(?:ah|oh|bon|ben|bah|eh|well|aw|wow|whoa|nice|ouf|phew|great|cool|yay"
              r"|omg|super|genial)\W+)*(?:COLOR\W*)?"
              r"(?:thanks|thank you|merci|cheers|appreciate it|gracias|grazie|danke)\b"
              r"|\b(?:much obliged|i am (?:most |much |very |so )?(?:obliged|grateful)"
              r"|je (?:te |vous )?suis (?:tres |bien |vraiment )?reconnaissante?)\b"
              r"|\b(?:merci|thanks|thank you) (?:pour|for) (?:la|the) (?:partie|game)\b"
              r"|^\W*(?:great|gr8|ok|cool|awesome)\W+(?:thanks|merci)(?:\W+COLOR)?\W*$"
              r"|\b(?:mes remerciements|je (?:te|vous) remercie|i thank you|many thanks)\b"
              r"|\b(?:much appreciated|tyvm|thank you so much|merci infiniment|merci mille fois)\b")
_WHY = _rx(r"\b(?:why|pourquoi|how come|what was that for|comment ca se fait|pour quoi"
           r"|ce qui (?:te|vous) a (?:pousse|pris)|what made you|what got into you"
           r"|for what reason|what the (?:heck|hell) was that|ce etait quoi ca"
           r"|what was the (?:idea|point)|ce etait quoi le idee"
           r"|what was the reason|the reason you|la raison de|la raison pour"
           r"|who (?:just )?(?:killed|took|captured|ate|sacrificed) my"
           r"|qui (?:me a|a) (?:tue|pris|capture|mange|bouffe|sacrifie))\b")
_INSULT = _at_words(
    r"\b(?:idiot|idiots|idiote|stupid|moron|morons|dumb|dumbass|loser|losers|fool|jerk|noob"
    r"|trash|garbage|pathetic|clown|bitch|asshole|bastard|imbecile|retard|prick|dick|wanker"
    r"|scum|bozo|dimwit|halfwit|nitwit|brainless|stfu|cretin|cretine|debile|con|conne|connard"
    r"|connasse|abruti|abrutie|naze|nase|bouffon|boulet|enfoire|salaud|salope|batard|minable"
    r"|tocard|neuneu|niaiseux|niaiseuse|gnochon|tarla|twit|cave)\b"
    r"|\bshut up\b|\bscrew you\b|\bfuck\w*|\bf off\b|\bgo to hell\b|\bget lost\b"
    r"|\b(?:you|this game) sucks?\b"
    r"|\byou are (?:so |such |really |all |a |an |the )*(?:bad|terrible|useless|awful|worthless"
    r"|ugly|horrible|worst|crap|idiot|idiots)\b|\b(?:bad|worst|terrible) player\b"
    r"|\bta gueule\b|\bferme la\b|\bva te faire\b|\bva chier\b"
    r"|\bbande de \w+|\bmange (?:donc )?(?:de la|du|de) (?:merde|marde)\b|\bmangeux de marde\b"
    r"|\bpauvre (?:type|con|conne|idiot|nul|nulle|naze|cave)\b"
    r"|\b(?:te es|tu es|tes|vous etes) (?:trop |tellement |vraiment |si |un |une |nul |gros "
    r"|le |la )*(?:pire|nul|nulle|mauvais|mauvaise|pourri|pourrie|nase|naze|bete|con|conne"
    r"|debile|idiot|idiote|cretin|imbecile|ridicule|lamentable|pathetique|cave|epais)\b"
    r"|\bgros (?:nul|con|naze|cave|epais)\b|\b(?:ostie|osti|criss|tabarnak) de\b"
    r"|\byou (?:all )?suck\b|\b(?:vous etes|vous etes tous|tous) (?:des )?(?:nuls|cons|idiots"
    r"|debiles|mauvais)\b|\b(?:te es|tu es|tes|vous etes) (?:tous |toutes )?(?:nuls|nulles)\b"
    r"|^\W*la ferme\b|\bferme la\b"
    r"|\b(?:you are|te es|tu es|tes) (?:a |an |une |un )?(?:joke|blague|guignol|rigolo|clown)\b"
    r"|\bespece de (?!traitre|menteur|serpent|tricheur|faux|judas|lacheur)\w+"
    r"|\b(?:you are|te es|tu es|tes) (?:so |really |trop |vraiment |ben |tellement )?"
    r"(?:annoying|chiant|chiante|relou|soulant|soulante|agacant|agacante|lourd|lourde|epais"
    r"|epaisse)\b"
    r"|\bget good\b|\bnoobs?\b|\bapprenez a jouer\b|\blearn (?:to|how to) play\b"
    r"|\b(?:you|espece de) (?:donkey|ane|muppet|dummy|nitwit)\b"
    r"|\b(?:nobody|no one) likes you\b|\bpersonne (?:ne )?te aime\b"
    r"|\bshut (?:your (?:mouth|face|trap)|it)\b|\bzip it\b|\b(?:tais|taisez) (?:toi|vous)\b"
    r"|\b(?:nobody|no one) (?:asked|cares)\b|\bpersonne (?:ne )?(?:te )?a (?:demande|sonne)\b"
    r"|\b(?:cry|crying) (?:more|baby)\b|\bkeep crying\b|\barrete de (?:chialer|pleurer)\b"
    r"|\b(?:muppet|disgrace|clueless|quiche|andouille|nazes|nases|tarlas|nul a chier"
    r"|irrecuperable|brainless)\b|\byou are (?:so |such |a |an |really )*(?:hopeless|tool)\b"
    r"|\b(?:degage|casse toi|va te faire voir|ta yeule|ferme ta yeule|la ferme)\b"
    r"|\bzero cerveau\b|\bpas de cerveau\b|\bjoues? comme un pied\b|\bplay like (?:garbage|crap)\b"
    r"|\b(?:te es|tu es|tes) (?:que |qu )?(?:un |une )?(?:nul|nulle|lourd|lourde)\b"
    r"|\bgo (?:cry|away|home)\b|\bva pleurer\b|\bgo play (?:checkers|tic tac toe|with your)\b"
    r"|\bva jouer (?:aux|a la) (?:billes|petits chevaux|dames|poupee|lego)\b"
    r"|\bwaste of (?:space|time|air)\b|\byour brain\b|\bplay like a (?:toddler|child|baby|kid)\b"
    r"|\bdumber than\b|\bplus bete que\b|\bbete comme\b|\bpas de cervelle\b"
    r"|\b(?:you guys|you all|vous) (?:are |etes )?(?:hopeless|irrecuperables)\b"
    r"|\bjoues? comme un (?:gamin|enfant|bebe|manche)\b|\bapprends? a jouer\b|\blearn to play\b"
    r"|\bferme ta (?:boite|bouche|gueule|yeule)\b|^\W*chut\b|\bva t en\b|\bpersonne veut de toi\b"
    r"|\bnobody wants you\b|\bstrategic genius\b|\bgenie de la strategie\b|\bsaid no one\b"
    r"|\b(?:incompetent|incompetence|incompetente)\b"
    r"|\bget (?:outta|out of) here\b|\bbunch of (?:amateurs|clowns|idiots|losers)\b"
    r"|\bbande de (?:amateurs|clowns)\b|\barrete tes (?:betises|conneries)\b|\bquelle buse\b"
    r"|\bsaid (?:nobody|no one)\b|\bcry me a river\b|\bpleure pas\b|\bferme ton clapet\b"
    r"|\bse en (?:fiche|fout|balance)\b|\bon applaudit\b|\bwhat skill\b|\bi am speechless\b"
    r"|\bare you even trying\b|\btu le fais expres ou quoi\b"
    r"|\bbrains? of a\b|\bmemoire de un poisson\b|\bwho taught you (?:to|how to) play\b"
    r"|\bqui te a appris a jouer\b|\btu te ridiculises\b|\bbunch of (?!chips|prisoners)\w+s\b"
    r"|\b(?:wow|oh|bravo|great|nice|well done|congrats|ah|super)\b[^.!?]*\b(?:quel genie"
    r"|masterclass|so clever|outdid yourself|champion|grand art)\b|\bgenius\b[^.!?]*\breally\b"
)
# Rudeness beyond the phrases of _INSULT: words rude wherever they stand, and words rude
# when said of someone ("you're a potato", « quelle patate », « t'es poche »).
_RUDE_WORDS = _bag(
    """idiot idiots moron morons dimwit dimwits halfwit nitwit imbecile imbeciles cretin
    cretins simpleton buffoon nincompoop numpty pillock plonker prat tosser wanker bellend
    doofus dingus bonehead blockhead airhead dunce crybaby scrub scrubs noob noobs newb n00b
    braindead uninstall rekt ezpz stfu gtfo abruti abrutis abrutie connard connards connasse
    andouille andouilles baltringue branleur blaireau blaireaux bouffon bouffons tocard tocards
    guignol guignols teube teubes ramasse neuneu enquiquineur emmerdeur emmerdeuse
    pleurnicheur pleurnicheuse rageux rageuse cheh tg ftg nono codinde gnochon niaiseux
    niaiseuse tarla twit bullshit foutaises"""
)
_RUDE_NOUNS = (
    r"(?:fool|clown|joke|loser|losers|donkey|jerk|coward|cowards|baby|crybaby|whiner|dork"
    r"|potato|amateur|amateurs|con|conne|cons|idiote|debile|debiles|boulet|boulets|banane"
    r"|patate|buse|cruche|gourde|nouille|courge|cloche|quiche|breles?|naze|nazes|plouc|relou"
    r"|cave|caves|tata|colon|escargot|tortue|nulos|slowpoke|disgrace|failure|waste|rat|pig"
    r"|vermin|pourriture|ordure|weasel|vulture|goat|charognard|faux cul|lourd)"
)
_RUDE_ADJECTIVES = (
    r"(?:stupid|dumb|trash|garbage|rubbish|pathetic|useless|worthless|incompetent|embarrassing"
    r"|cringe|lame|pitiful|terrible|awful|horrible|bad|the worst|clueless|brainless|hopeless"
    r"|idiote|debile|debiles|stupide|bete|betes|sot|sotte|nul|nulle|nuls|nulles|minable"
    r"|minables|pitoyable|pitoyables|lamentable|ridicule|ridicules|pathetique|chiant|chiante"
    r"|lourd|lourde|mauvais|mauvaise|epais|epaisse|innocent|poche|plate|achalant|achalante"
    r"|fatigant|fatigante|gosseux|tannant|tannante|lent|lente|nul a chier|eclate|eclatee"
    r"|claque|claquee)"
)
_RUDE_DEGREE = (r"(?: (?:so|such|a|an|the|really|truly|total|totally|complete|absolute|all"
                r"|filthy|dirty|little|greedy|sneaky|drunk|sorry|lying"
                r"|fucking"
                r"|very|much"
                r"|big|little|trop|tellement|vraiment|ben|don|un|une|le|la|des|si|gros|grosse"
                r"|vrai|vraie|sacre|bien|full|tout|toute|just|only|que|qu))*")
_RUDE = _at_words(
    r"\b(?:you are|you|ur|u r|you guys are|you all are|you re|te es|tu es|tes|vous etes"
    r"|vous etes tous|t es)" + _RUDE_DEGREE + " (?:" + _RUDE_NOUNS + "|" + _RUDE_ADJECTIVES
    + r")\b"
    r"|\b(?:what a|what an|such a|such an|quel|quelle|quels|quelles|espece de|bande de|gros"
    r"|grosse|sale|pauvre|maudit|maudite|ostie de|criss de|calice de|tabarnak de)"
    + _RUDE_DEGREE + " " + _RUDE_NOUNS + r"\b"
    r"|\b(?:are you|es tu|tu es|te es) (?:blind|dumb|stupid|serious|aveugle|con|bete|sourd"
    r"|debile|idiot)\b.*\?|\b(?:can you even|do you even|sais tu seulement) (?:read|play|jouer"
    r"|lire)\b|\bmy (?:grandma|grandmother|dog|cat|little brother) (?:plays?|could play)"
    r"|\bma (?:grand mere|petite soeur) joue\b|\bmon chien joue\b|\bgit gud\b|\bskill issue\b"
    r"|^\W*ez\W*$|\b(?:ez|gg) (?:game|win|clap|ez)\b|\b(?:piss|bugger|sod|buzz|screw) off\b"
    r"|\bshove it\b|\byou stink\b|\btu pues\b|\bzero iq\b|\blow iq\b|\bsmooth brain\b"
    r"|\b(?:tire|barre) toi\b|\bfous le camp\b|\bboucle la\b|\bva te coucher\b"
    r"|\bretourne jouer\b|\bgo back to (?:checkers|school|bed)\b|\bsore loser\b"
    r"|\bmauvais perdant\b|\bmange (?:donc )?(?:un char de|de la) (?:marde|merde)\b"
    r"|\bva donc chier\b|\bsans dessein\b|\bcasse couilles\b|\bbien fait pour (?:toi|ta gueule)\b"
    r"|\bplays? like (?:a|an)" + _RUDE_DEGREE + " " + _RUDE_NOUNS + r"\b|\bstop (?:whining"
    r"|crying)\b"
    r"|\barrete de (?:chialer|pleurer|te plaindre)\b"
    r"|\b(?:you|COLOR)(?: (?:absolute|total|complete|such an?|big|little))* ?[\U0001f40d\U0001f921"
    r"\U0001f595\U0001f4a9\U0001f400]"
)
# A why-question recalling a deal or a promise accuses of breaking it ("why did you capture me
# when we had a truce?", « pourquoi t'as filé la main à jaune, t'avais promis »)
_PROMISE_RECALLED = _rx(
    r"\b(?:promised|promise|swore|said you would|you said|gave me your word|we (?:had|have) an?"
    r" (?:deal|truce"
    r"|plan|pact|agreement)|after our (?:deal|truce|pact|agreement)|we were (?:working together"
    r"|allies|a team|team|partners)|our (?:deal|truce|pact|agreement)|keep your (?:word|promise)"
    r"|promis|promesse|jure|on avai[st]? (?:dit?|un accord|une treve|un deal|un pacte|convenu"
    r"|un marche)"
    r"|on etait (?:ensemble|allies|d accord|partenaires)|notre (?:accord|treve|pacte|marche|deal)"
    r"|tenu parole|ta parole|apres notre)\b"
)
_WINNING = _rx(
    r"\bwho (?:is |will |do you think is )?(?:winning|win|ahead|leading|in the lead"
    r"|the strongest)\b"
    r"|\bqui (?:est en train de |va )?(?:gagne|gagner|mene|est devant|est en tete|domine)\b"
    r"|\b(?:qui|who) (?:carry|carries|is carrying|is diffing)\b|\b(?:qui est|ce est qui) le plus"
    r" (?:dangereux|dangereuse|fort|forte)\b|\bwho is (?:the )?most dangerous\b"
    r"|\bwho\b(?<!red, who)(?<!blue, who)(?<!green, who)(?<!yellow, who)"  # not "blue, who"
    r"[^.?!]{0,30}\b(?:winning|win|wins|ahead|leading|in the lead)\b"
    r"|\bwho (?:is |has )?(?:got )?the (?:best|most|biggest) (?:chances?|odds|chips|pile)\b"
    r"|\bqui (?:a|aura) le plus de (?:chances?|jetons)\b|\bqui\b[^.?!]{0,25}\b(?:gagner|gagne)\b"
    r"|\bwho is (?:in front|on top|first)\b|\bqui est (?:en tete|premier|devant)\b"
    r"|\b(?:who is|ce est qui|qui est) (?:the |le )?(?:favou?rite|favori)\b"
    r"|\bwho is the winner\b|\bce est qui qui (?:gagne|mene)\b"
    r"|\bwho (?:has|is having) (?:got )?the (?:edge|upper hand|advantage)\b|\bqui a le avantage\b"
    r"|\bwho\b[^.?!]{0,30}\b(?:the most|more) (?:chips|prisoners|pieces)\b"
    r"|\bqui\b[^.?!]{0,25}\ble plus de (?:chances?|jetons|prisonniers)\b"
    r"|\bis (?:it just me or is )?COLOR (?:\w+ )?(?:winning|ahead|leading|in the lead)\b"
    r"|\b(?:which|what) (?:player|one|colou?r)\b[^.?!]{0,30}\b(?:winning|ahead|lead|leading)\b"
    r"|\bqui est (?:le )?gagnant\b|\bqui tient la corde\b|\ble mieux place\b"
    r"|\b(?:qui|lequel)\b[^.?!]{0,40}\bemporter\b|\bwho is (?:the )?carry(?:ing)?\b"
    r"|\bce est moi ou COLOR (?:est )?(?:en train de )?(?:gagne|gagner|tout gagner|mene|domine)"
    r"|\bnobody (?:is )?(?:actually )?winning\b"
    r"|\b(?:est ce que |is )?COLOR (?:\w+ )?(?:mene|gagne|is winning|leads|is ahead|is leading"
    r"|est devant|est en tete)\b[^.!?]*\?"  # « jaune mène, non ? », "red leads, right?"
    r"|\b(?:te es|tu es|es tu|suis je|are you|am i)\b (?:\w+ )?(?:en tete|devant|ahead|winning"
    r"|leading|in the lead)\b[^.!]*\?|\bwhat is the score\b|\bquel est le score\b"
)
_WANT = _rx(
    r"\bwhat (?:do |does )?you (?:want|need)\b|\bwhat is your (?:plan|goal|game)\b"
    r"|\bwhat are you (?:after|planning|up to)\b"
    r"|\b(?:que|que est ce que|quest ce que|qu est ce que) (?:tu veux|vous voulez|veux tu"
    r"|voulez vous)\b|\btu veux quoi\b|\bce est quoi ton (?:plan|but|jeu)\b"
    r"|\bquel est ton (?:plan|but)\b"
    r"|\bwhat (?:is it|will it|would it|does it) (?:going to |gonna )?take\b"
    r"|\bque est ce que il te faut\b|\bil te faut quoi\b|\bde quoi (?:as tu|tu as) besoin\b"
    r"|\b(?:tu attends|vous attendez) quoi\b|\bque attends tu\b"
    r"|\bwhat\b[^.?!]{0,15}\byou (?:\w+ )?(?:want|need)\b"
    r"|\bwhat would make you happy\b"
    r"|\bce qui te ferait plaisir\b|\btu veux quoi\b"
    r"|\bwhat (?:does|do) (?:everyone|everybody|you all|you guys|y all) want\b"
    r"|\bvous voulez quoi\b"
    r"|\bwhat are you (?:looking for|hoping for|aiming for)\b|\btu (?:cherches|veux) quoi\b"
    r"|\bque cherches tu\b"
    r"|\b(?:your|ton|votre) prix\b"
    r"|\b(?:tu|te) as besoin de quoi\b|\bwhat do you need\b"
    r"|\bwhat is it you (?:are )?(?:want|wanting|need|after)\b|\bque souhaitez vous\b"
    r"|\bque (?:veux|voulez) (?:tu|vous)\b"
    r"|\bname your price\b|\bfixe ton prix\b"
    r"|\bwhat you (?:are )?(?:want|wanting)\b|\bwhat would you like in (?:exchange|return)\b"
    r"|\bque voulez vous en echange\b"
    r"|\b(?:ce que|que|quest ce que|qu est ce que|que est ce que) (?:tu|vous) (?:attends"
    r"|attendez) de moi\b|\bque est ce (?:que )?tu veux\b"
    r"|\bwhat do you (?:expect|want) (?:from|of) me\b|\bwhat is it worth to you\b"
    r"|\bqu est ce (?:tu|que tu) veux\b"
)
# What the other means to do ("what's your endgame?", "who are you giving the move to?", « tu
# gardes ton prisonnier pour qui ? », "are you gonna give it to yellow or keep it"): topic want,
# which the statistical reader, that hardly saw such questions, does not doubt
_INTENT = _rx(
    r"\bwhat (?:is|are) your (?:plan|goal|game|endgame|aim|intention|strategy|strategie|tactic"
    r")s?\b|\b(?:quel|quelle|quels|quelles|ce est quoi) (?:est |sont )?(?:ta|votre|tes|vos) "
    r"(?:strategie|tactique|plan|but|objectif)s?\b"
    r"|\bwhat (?:it is )?(?:do |does )?you (?:\w+ )?(?:hope|wish|intend|plan|aim|expect) to\b"
    r"|\b(?:que|ce que) (?:vous|tu) (?:attendez|attends) de (?:nous|moi)\b|\bque quieres\b"
    r"|\b(?:who|which|what|where)\b[^.!?]*\b(?:are you|r you|you are) (?:\w+ )?(?:going to|gonna"
    r"|giving|keeping|saving|passing|playing|taking|capturing|killing|doing)\b[^.!?]*\?"
    r"|\b(?:tu|vous) (?:vas|va|allez|comptes|comptez|gardes|gardez|donnes|donnez|passes|passez"
    r"|joues|jouez)\b[^.!?]*\b(?:a qui|pour qui|quel|quelle|quels|quelles|lequel|laquelle)\b"
    r"[^.!?]*\?|\b(?:are you still with|t es avec qui|tu es avec qui)\b"
    r"|(?:^|[.!?;]\s*)(?:(?:so|and|ok|COLOR)\W+)*(?:are|r) you (?:going to|gonna|still|planning)"
    r"\b(?![^.!?]*\b(?:my|mine|me)\b)[^.!?]*\bor\b[^.!?]*(?:\?|$)"
)

_ACCEPT_WORDS = frozenset(
    ["yes", "ok", "deal", "agreed", "sure", "accepted", "done", "fine", "oui", "daccord",
     "entendu", "vendu", "volontiers", "evidemment", "carrement", "banco", "okay", "parfait",
     "nickel", "top", "certain", "ouaip", "ouep", "yop", "yeap", "certainement", "absolument",
     "absolutely", "accept", "accepte", "cool", "perfect", "great", "bet", "gladly",
     "affirmative", "ouin", "yess", "acceptable"]
)
_REJECT_WORDS = frozenset(
    ["no", "never", "not", "refuse", "forget", "non", "jamais", "niet", "decline",
     "pantoute", "bof", "nein", "nada", "nop", "oublie", "nenni"]
)
# Words that may stand next to an answer without making it something else.
_FILLER = frozenset(
    ["a", "it", "is", "that", "then", "we", "have", "you", "are", "on", "with", "me", "i", "to",
     "way", "chance", "thanks", "sorry", "please", "got", "thing", "merci", "je", "tu",
     "alors", "bon", "bah", "ben", "euh", "allez", "vas", "y", "desole", "ca", "beaucoup",
     "avec", "plaisir", "go", "the", "good", "bro", "dude", "mate", "man", "buddy", "pal",
     "oh", "ah", "well", "so", "hmm", "lol", "haha", "mdr", "really", "vraiment", "totally",
     "mon", "ami", "pote", "chum", "oui", "for", "now", "pour", "moi", "le", "la", "un",
     "deal", "est", "ce", "c", "sure", "yes", "of", "course", "just", "very", "much",
     "grave", "genre", "franchement", "honestly", "definitely", "bien", "merci", "in", "mais",
     "but", "hell", "jose", "fr", "your", "offer", "proposal", "votre", "ton", "ta", "offre",
     "proposition", "plan", "fort", *COLORS]
)
_KEYWORD_SOURCES = (
    _WANT_MOVE, _WANT_RESCUE, _WANT_SPARE, _GIVE_MOVE, _GIVE_RESCUE, _GIVE_SPARE, _ALLIANCE,
    _AGAINST,
    _THREATEN, _ACCUSE, _GREET, _THANKS, _WHY, _WINNING, _WANT,
)
# Keywords that typos are corrected to; other known words are left alone. An optional letter
# is dropped ("favou?r" gives "favor", not "favou").
_KEYWORDS: Final = frozenset(
    w for rx in _KEYWORD_SOURCES
    for w in re.findall(r"[a-z]{5,}", re.sub(r"\\[a-z]", " ", re.sub(r"[a-z]\?", "", rx.pattern)))
) | frozenset(w for w in _ACCEPT_WORDS | _REJECT_WORDS if len(w) >= 5)
_KEYWORDS_BY_LENGTH: Final = {
    n: tuple((k, _letters(k)) for k in _KEYWORDS if len(k) == n)
    for n in {len(k) for k in _KEYWORDS}
}
_SHORT_KEYWORDS: Final = frozenset(
    w for rx in _KEYWORD_SOURCES
    for w in re.findall(r"[a-z]{4}", re.sub(r"\\[a-z]", " ", rx.pattern))
    if re.search(rf"(?<![a-z]){w}(?![a-z])", re.sub(r"\\[a-z]", " ", rx.pattern))
)
_SHORT_BY_LETTERS: Final[dict[str, tuple[str, ...]]] = {
    letters: tuple(sorted(k for k in _SHORT_KEYWORDS if "".join(sorted(k)) == letters))
    for letters in {"".join(sorted(k)) for k in _SHORT_KEYWORDS}
}  # four-letter keywords by their letters, for swapped-letter typos ("mvoe")
_VOCABULARY: Final = _KEYWORDS | _FILLER | _FR_WORDS | _EN_WORDS | frozenset(
    [
        "there", "their", "these", "those", "other", "about", "after", "before", "again", "never",
        "always", "maybe", "think", "thinking", "game", "games", "played", "nobody", "everyone",
        "anyone", "someone", "today", "weather", "hard", "harder", "tall", "getting", "expected",
        "interesting", "where", "which", "while", "would", "could", "should", "might", "liked",
        "likes", "loved", "takes", "taken", "chips", "piles", "prisoners", "people", "please",
        "right", "wrong", "later", "first", "second", "third", "plein", "belle", "beau", "temps",
        "dure", "jouer", "joue", "reflechis", "personne", "attendait", "haute", "grande", "jolie",
        "encore", "toujours", "peut", "etre", "quand", "comme", "faire", "accord", "shake",
        "stake", "snack", "snap", "lion", "rate", "rather", "lines", "ring"
    ]
) | _bag(
    # everyday words one letter away from a keyword, never to be "corrected" into it
    """parait paraissait serait serais seraient ferais aurait aurais pourrait devrait
    voudrait faudrait faisait disait allait venait avait etait etais aimerais mettre
    battre courir mourir partir sortie sortir pense pensez pensais passe passait parle parler
    parles parlez aller allons allez venir venez viens tiens tient prends prend rendu rendue
    laissez touche toucher merite merci mercis monde mondes montre montrer jouer joues jouez
    jouons cheese sheet shake shame share shore short sport spore smart start state stale
    steal stole store story trick trust tried tries train trail thing think thank their there
    these those three throw threw grown green greed great greet group while white whole which
    would could should world words worse worst worth watch match catch coach beach reach
    teach touch tough rough moved mover moves movie mouse house horse worse nurse curse
    purse prove proven never lever fever sever seven eleven rescued saved saver helped
    helper player layer prayer worry worries happen derniere premiere work works worked
    devoir pouvoir savoir vouloir round rounds tours favour colour saying swearing waiting
    listen clean cause being whenever hoarding mercy changes means avis chose tente devais
    clairement internet commence ligne renvoie renvoies renvoyer achieve obtain sache prierais
    prier souviendrez"""
)


def _answer(clause: str) -> str:
    """ACCEPT or REJECT if the clause is a bare answer ("Deal.", "no way, blue"), else ""."""
    if clause.rstrip().endswith(("?", ":")):  # "deal?", "deal: you give me the move..."
        return ""
    words = re.findall(r"[a-z]+", clause)
    if not words or any(w not in _ACCEPT_WORDS | _REJECT_WORDS | _FILLER for w in words):
        return ""
    if any(w in _REJECT_WORDS for w in words):
        return REJECT
    if any(w in _ACCEPT_WORDS for w in words):
        return ACCEPT
    return ""


# A question about the rules ("what does 'give the move' mean?", "is it okay if I give the
# move to myself?", « comment on fait pour donner un prisonnier ? »): it proposes nothing
_RULES_ASKED = _rx(
    r"(?:^|(?<=[.!?;]))[^.!?;]*(?:\bwhat does\b[^.!?;]*\bmean\b|\bwhat do you mean\b"
    r"|\bhow (?:do|does|can) (?:i|you|we|it|one)\b|\bis it (?:ok|allowed|possible|legal|fine)"
    r" (?:if|to|for)\b|\b(?:am i|are we) allowed\b|\bcomment (?:on|je|ca|faire)\b"
    r"|\bon a le droit\b|\best ce que (?:on|je) (?:peut|peux|a le droit)\b"
    r"|\bje peux (?:sauver|aider|donner a) quelqu ?'?un\b|\b(?:COLOR|he|she) had to\b"
    r"|\bwhat happens (?:if|when)\b|\bwhat is the rule\b|\bce est quoi la regle\b"
    r"|\bque (?:est ce qui )?se passe (?:t il |tu es il )?(?:si|quand)\b)"
    r"[^.!?;]*\?+(?:[^.!?;]*\?+)*"  # and the questions that follow it ("like I pick who?")
)
# What the other wants for a good, then an offer ("tu veux quoi pour la main ? je peux te
# sauver"): a deal of that good for the offer
_PRICE_ASKED = _rx(r"\b(?:pour|for) (?P<x>[^?]{1,40})\?\s*(?P<y>[^?]*\b(?:je peux|je te|je vais"
                   r"|je pourrais|i can|i could|i will)\b[^?]*)$")
# A rhetorical why that refuses ("why would I help you after that?", « pourquoi je te
# sauverais ? »): a no, not a question about a past deed
_RHETORICAL = _rx(r"\b(?:why (?:would|should|on earth would|the hell would) i|pourquoi (?:je )?"
                  r"(?:te |vous )?(?:aiderais|sauverais|croirais|ferais))\b[^.?!,;]*")


# Praise ("well played", « bien joué », "you play well"): small talk, never rudeness (the
# statistical reader, which has seen "you play" in taunts, may guess otherwise)
PRAISE: Final = re.compile(r"\b(?:bien joue|bravo|joli coup|chapeau|well played|well done|"
                           r"nice one|nice move|good move|great move|good game|gg|clever|"
                           r"(?:you|tu) (?:play|joues) (?:(?:really|so|very|vraiment|trop|si) )?"
                           r"(?:well|bien))\b")

# A rhetorical why said alone ("why should I?", « pourquoi je ferais ça ? »): a refusal
_RHETORICAL_ALONE = _rx(r"\W*(?:COLOR\W+)?(?:why (?:would|should) i(?: do (?:that|it|this)"
                        r"| (?:help|save|rescue|trust) you)?|pourquoi (?:je |moi )?(?:le |te "
                        r"|vous )?(?:ferais|devrais|accepterais|aiderais|sauverais|croirais)"
                        r"(?: je)?(?: ca| cela| le faire)?)(?:\W+COLOR)?\W*")

# « c'est lui qui mène. »: a claim, not a question
_CLEFT = _rx(r"\bce est (?:lui|elle|COLOR) qui (?:est en train de |va )?(?:gagne|gagner|mene"
             r"|est devant|est en tete|domine)\b")


def _topic(t: str) -> str:
    if _WHY.search(t) and not _RHETORICAL.search(t):
        return WHY
    if _WINNING.search(t) and not ("?" not in t and _CLEFT.search(t)):
        return WINNING
    if _WANT.search(t) or _INTENT.search(t):
        return WANT
    if _INSULT.search(t) or _RUDE.search(t) or not _RUDE_WORDS.isdisjoint(t.split()):
        return INSULT
    if _GREET.search(t):
        return GREET
    if _THANKS.search(t) and not _ACCUSE.search(t):
        return THANKS
    return ""


def read(text: str, speaker: int = NOBODY, names: dict[str, int] | None = None) -> Reading:
    """Everything :mod:`.acts` understands of a line: acts, topic, colours named, language.

    ``names`` maps players' display names (any case, accents optional) to their colours, so
    that "Ada, give me the move" addresses Ada's colour.
    """
    norm = normalise(text[:1000], names)
    t = norm.text
    named = [COLORS.index(c) for c in re.findall(rf"\b({_COLOR_ALT})\b", t)]
    named = [c for c in dict.fromkeys(named) if c != speaker]
    topic = _topic(t)
    if topic == WANT and _YOU_WANT.match(t):  # "you want the move? rescue me first": a price
        topic = ""
    asked = _RULES_ASKED.sub(" ", t) if "?" in t else t
    bargain = _RHETORICAL.sub("no", _without_questions(asked) if topic in QUESTIONS else asked)
    acts: list[Act] = []
    sure: list[tuple[int, Act]] = []  # read by words the model hardly saw: never doubted
    found: list[Act] = []
    for part in _turns(bargain, speaker):
        too = _TOO.match(part)
        if too and found:  # "green, will you save me? and red, you too?": the same, to red
            found = [a._replace(to=COLORS.index(too.group(1))) for a in found]
            acts += found
            continue
        found = _acts(part, speaker, bargain)
        if not found:
            found = _recruited(part, speaker, acts)
            sure += [(len(acts), a) for a in found]
        elif _YOU_WANT.match(part) and [a.kind for a in found] == [DEAL]:  # a price: no doubt
            sure += [(len(acts), a) for a in found]
        elif _IF_YOU.search(part) or _I_IF.search(part):  # a condition said outright: "the
            # move if you save me", "if you save me, the move"
            sure += [(len(acts) + i, a) for i, a in enumerate(found) if a.kind == DEAL]
        acts += found
    if topic == THANKS and _SARCASM.search(t):  # "thanks a bunch for the rescue. oh wait."
        topic = ""
    if topic == WHY and _PROMISE_RECALLED.search(t) and all(a.kind != ACCUSE for a in acts):
        called = [COLORS.index(m.group(1) or m.group(2)) for m in _CALLED.finditer(t)]
        to = next((c for c in called + named if c != speaker), NOBODY)
        acts.insert(0, Act(ACCUSE, to))
    if _HELP_DENIED.search(t) or _IF_NOT.search(t) or _HARM_THEN.search(t):  # "if I don't get
        # the move, ...", "kill another red and I never rescue you"
        sure += [(i, a) for i, a in enumerate(acts) if a.kind == THREATEN]
    if _words(text) >= GUESS_WORDS and asked.strip(" .!?,"):  # "r": too little for a model
        ruled = acts
        acts, topic = merged(acts, topic, weigh(asked), asked, speaker)
        if _INTENT.search(t) and topic in (WANT, ""):  # nor does it add what the question asks
            topic, acts = WANT, [a for a in acts if a in ruled]
        if _MOVE_ELSEWHERE.search(t):  # the n-grams' "move" is a third player's here
            acts = [Act(PROMISE, a.to, give=a.give) if a.kind == DEAL and a.want == MOVE
                    else a for a in acts if not (a.kind == ASK and a.want == MOVE)]
        for i, a in sure:
            if not any(b.kind == a.kind and b.to == a.to for b in acts):
                if a.kind == DEAL:  # the deal the model halved back whole
                    acts = [b for b in acts if not (b.kind in (ASK, PROMISE) and b.to == a.to)]
                if a.kind == THREATEN:  # the harm threatened is no sparing offered
                    acts = [b for b in acts if b in ruled or b.give != SPARE]
                acts.insert(min(i, len(acts)), a)
        acts = _demanded(acts)
    if topic == THANKS and not _SARCASM.search(t) and _PAYBACK.search(t):
        acts = _grateful(acts, t, _addressee(t, speaker))
    price = _PRICE_ASKED.search(t) if topic == WANT else None
    if price and not any(a.kind == DEAL for a in acts):  # "what do you want for the move? I
        want, give = _clause_good(price.group("x")), _clause_good(price.group("y"))  # can..."
        if want and give and want != give:
            acts = [a for a in acts if a.kind != PROMISE] + [
                Act(DEAL, _addressee(t, speaker), want, give)]
    if topic == WINNING and "?" not in t and any(a.kind == ALLIANCE for a in acts):
        topic = ""  # "yellow leads, let's all go after him": the claim argues the alliance
    if acts and (topic == GREET or topic == THANKS and not any(
            a.kind in (ACCEPT, DEAL, PROMISE, ALLIANCE) for a in acts)):
        # "hey blue, give me the move": the proposal is what counts; thanks stay beside an
        # accepted or offered help ("thanks green, and yes, I'll help you"), not a refusal
        topic = ""
    if _RHETORICAL_ALONE.fullmatch(t):
        acts, topic = [Act(REJECT, _addressee(t, speaker))], ""
    return Reading(acts, topic, named, norm.lang or DEFAULT_LANG)


# Words of a threat that are gratitude after thanks ("thanks for sparing me, I'll return the
# favour", « merci, je ne l'oublierai pas »)
_RETURNED = _rx(r"\b(?:return|repay|rendre|rends|rendrai|rendrais) (?:you |te |vous )?(?:the|la"
                r"|le|a) (?:favou?r|faveur|pareille)\b|\b(?:te|vous) (?:le )?revaudrai\b")
_PAYBACK = _rx(_RETURNED.pattern + r"|\b(?:i will not|never) forget (?:this|that|it)\b"
               r"|\bje (?:ne )?(?:te |vous )?(?:l |le )?oublierai (?:pas|jamais)\b"
               r"|\bi will remember (?:this|that|it)\b|\bje (?:me )?en souviendrai\b")
_SAVED = _rx(r"\b(?:sav|rescu|sauv)\w*")


def _demanded(acts: list[Act]) -> list[Act]:
    """An ask beside a bare threat to the same player read as one threat wanting that good
    ("if you kill one more of my chips, I'll make you pay": give me X or else)."""
    asks = [a for a in acts if a.kind == ASK]
    for a in asks:
        i = next((i for i, b in enumerate(acts) if b.kind == THREATEN and not b.want
                  and b.to == a.to), None)
        if i is not None:
            acts = [b._replace(want=a.want) if j == i else b for j, b in enumerate(acts)]
            acts.remove(a)
    return acts


def _grateful(acts: list[Act], t: str, to: int) -> list[Act]:
    """A thanking line's acts with its bare threats ("I'll return the favour", « je ne
    l'oublierai pas ») read as gratitude: a promise of the good thanked for (or the one the
    return speaks of: « je te rends la pareille quand t'es à sec ») when it offers it back,
    else nothing."""
    thanked = re.split(r"[.!;]", t, maxsplit=1)[0]
    good = _clause_good(thanked) or (RESCUE if _SAVED.search(thanked) else "")
    returned = _RETURNED.search(t)
    if returned and not good:
        good = _clause_good(re.split(r"[.!;]", t[returned.end():], maxsplit=1)[0])
    out = [a for a in acts if a.kind != THREATEN or a.want]
    if good and returned and not any(b.give == good for b in out):
        out.append(Act(PROMISE, next((a.to for a in acts if a.kind == THREATEN), to), give=good))
    return out


# The least probability of a component of :mod:`.guess` believed when the rules found
# nothing, and beside what they found (chosen on other authors' lines the model never saw:
# ``bench/talk_model.py --batches``, then authors t, u and v each held out whole).
GUESS_ALONE: Final = 0.5
GUESS_ADDED: Final = 0.75
GUESS_PAIR: Final = 0.2  # a good that makes an ask or a promise read by the rules a deal
GUESS_DROP: Final = 0.05  # a component the rules read is dropped under this probability
GUESS_WORDS: Final = 2  # the fewest words of two letters or more a line needs to be guessed


def _words(text: str) -> int:
    return sum(sum(ch.isalpha() for ch in w) >= 2 for w in text.split())


def merged(acts: list[Act], topic: str, probs: dict[str, float], t: str,
           speaker: int) -> tuple[list[Act], str]:
    """The rules' acts and topic without what the statistical reader of :mod:`.guess` is
    sure is not there (:func:`_doubted`), and with what it is sure of and they missed: a
    good wanted or offered (an ask and an offer make a deal), a threat, an alliance, an
    accusation, an answer, a topic. Colours are placed as the rules
    place them: an alliance's target is the colour after "against" (or the last one named),
    the addressee the first other colour named."""
    if not probs:
        return acts, topic
    acts, topic = _doubted(acts, topic, probs)
    at_least = GUESS_ADDED if acts or topic else GUESS_ALONE
    have = components([(a.kind, a.want, a.give) for a in acts], topic)
    goods = {c.partition(":")[2] for c in have if c in WANTS + GIVES}
    # a good the rules read one way is not also read the other: n-grams hardly tell "give
    # me the move" from "I'll give you the move"
    half = ({f"give:{g}" for g in GOODS} if any(a.kind == ASK for a in acts) else set()) | (
        {f"want:{g}" for g in GOODS} if any(a.kind == PROMISE for a in acts) else set())
    new = [c for c, p in probs.items()
           if p >= (min(at_least, GUESS_PAIR) if c in half else at_least) and c not in have
           and not (c in WANTS + GIVES and c.partition(":")[2] in goods)]
    if acts and all(a.kind in (REJECT, ACCUSE) for a in acts) and (
            _SARCASM.search(t) or _YES_THEN.match(t)):
        new = [c for c in new if c not in WANTS + GIVES]  # "oh sure, I'll spare you... as if"
    if not new:
        return acts, topic
    named = [c for c in dict.fromkeys(COLORS.index(c) for c in re.findall(
        rf"\b({_COLOR_ALT})\b", t)) if c != speaker]
    about = _target(t, speaker) if ALLIANCE in new else NOBODY
    to = _addressee(t, speaker, about)
    if acts:
        to = acts[0].to
    acts = list(acts)
    topics = [c for c in new if c in TOPIC_PARTS]
    if topics and _SARCASM.search(t):  # "good luck with that", "thanks for nothing... as if"
        topics = [c for c in topics if c not in ("topic:greet", "topic:thanks")]
    elif topics and PRAISE.search(t):
        topics = [c for c in topics if c != "topic:insult"]
    if topics and not topic:
        topic = max(topics, key=probs.__getitem__).partition(":")[2]
    kinds = {a.kind for a in acts}
    for part in sorted((c for c in new if c in KIND_PARTS), key=probs.__getitem__, reverse=True):
        if part in (ACCEPT, REJECT) and (kinds & {ACCEPT, REJECT} or _dismayed(t)) or (
                part == THREATEN and (_NO_THREAT.search(t) or _KILL_OTHER.search(t) and any(
                    a.give == SPARE for a in acts))):  # "I kill the yellow, not your green"
            continue
        if part == ALLIANCE and topic == GREET and not (_ALLIANCE.search(t) or _AGAINST.search(t)):
            continue  # "sup blu, sup grn, hi yel": greetings name everyone, against no one
        if part == ALLIANCE:  # one colour named and not called: the one to stop
            alone = len(named) == 1 and not _CALLED.search(t)
            target = about if about != NOBODY else named[-1] if len(named) > 1 or alone else NOBODY
            acts.append(Act(ALLIANCE, next((c for c in named if c != target), NOBODY),
                            about=target))
            to = to if to != target else NOBODY
        else:
            acts.append(Act(part, to))
        kinds.add(part)
    if ACCUSE in new and ACCUSE not in have:  # "tu as dit tu me sauves, mais...": no ask
        asked = _PROMISED_CLAUSE.sub(" ", t)
        acts = [a for a in acts if a.kind != ASK or _SAID.search(asked)]
    for part in (c for c in new if c in WANTS):
        want = part.partition(":")[2]
        i = next((i for i, a in enumerate(acts) if a.kind == PROMISE), None)
        j = next((j for j, a in enumerate(acts) if a.kind == THREATEN and not a.want), None)
        if any(a.want for a in acts if a.kind in (DEAL, ASK)):
            continue
        if i is not None:
            acts[i] = Act(DEAL, acts[i].to, want, acts[i].give)
        elif j is not None:
            acts[j] = acts[j]._replace(want=want)
        else:
            acts.append(Act(ASK, to, want))
    withheld = _WITHHELD.search(t)  # "..., I'll never give you the move again": no move offered
    kept_back = _clause_good(re.split(r"[.,;:!?]", t[withheld.start():], maxsplit=1)[0]) if (
        withheld and not re.search(r"[.;!?]\s*\w", t[withheld.start():])) else ""
    for part in (c for c in new if c in GIVES):
        give = part.partition(":")[2]
        i = next((i for i, a in enumerate(acts) if a.kind in (ASK, THREATEN) and a.want), None)
        if any(a.give for a in acts) or (give == SPARE and THREATEN in kinds) or give == kept_back:
            continue  # n-grams hardly tell "I'll kill your chips" from "I won't kill..."
        if i is None:
            acts.append(Act(PROMISE, to, give=give))
        elif acts[i].kind == ASK:
            acts[i] = Act(DEAL, acts[i].to, acts[i].want, give)
        else:  # "give me the move or else, and I'll save you": a deal, and a threat if refused
            acts[i + 1:i + 1] = [Act(DEAL, acts[i].to, acts[i].want, give)]
    return acts, topic


def _doubted(acts: list[Act], topic: str, probs: dict[str, float]) -> tuple[list[Act], str]:
    """The rules' reading without what the statistical reader is sure is not there (a
    component it weighs under GUESS_DROP): a topic, a threat, an alliance, an accusation,
    a good of an ask, a promise or a deal (a deal losing one half keeps the other). Never
    an answer: authors differ on whether "yes, I'll save you" also accepts."""
    def doubt(part: str) -> bool:
        return probs.get(part, 1.0) < GUESS_DROP

    if topic and doubt(f"topic:{topic}"):
        topic = ""
    kept = []
    for a in acts:
        if a.kind in KIND_PARTS and a.kind not in (ACCEPT, REJECT) and doubt(a.kind):
            continue
        want = "" if a.want and a.kind in (DEAL, ASK) and doubt(f"want:{a.want}") else a.want
        give = "" if a.give and doubt(f"give:{a.give}") else a.give
        if a.kind in (DEAL, ASK, PROMISE) and (want, give) != (a.want, a.give):
            if not (want or give):
                continue
            a = a._replace(kind=DEAL if want and give else ASK if want else PROMISE,
                           want=want, give=give)
        kept.append(a)
    return kept, topic


# A chip of the speaker's colour harmed ("kill one more yellow" said by yellow, « qui touche
# un rouge » said by red): the speaker's chips
_HARM_VERB = (r"\b(kill|kills|killing|take|takes|capture|captures|eat|eats|touch|touches|tue|tues"
              r"|tuer|prends|prend|touche|mange|sacrifie)(?: (?:a|an|another|one more|any|a single"
              r"|one|un|une|encore un|encore une|un seul|une seule|plus un))? ")


def _own_chips(t: str, speaker: int) -> str:
    """``t`` with a chip of the speaker's colour after a verb of harm as "my chips"."""
    if speaker == NOBODY or COLORS[speaker] not in t:
        return t
    return re.sub(_HARM_VERB + COLORS[speaker] + r"s?(?: (?:chips?|jetons?|piles?))?\b",
                  r"\1 my chips", t)


def parse(text: str, speaker: int = NOBODY, names: dict[str, int] | None = None) -> list[Act]:
    """The acts a chat line makes, in order: an answer (accept/reject) first, then an
    accusation, a threat, the deal/ask/promise, an alliance. Empty for small talk.

    Colours are seat indexes; the addressee is the first colour named other than the
    speaker and an alliance's target (NOBODY if none is named).
    """
    return read(text, speaker, names).acts


def _without_questions(t: str) -> str:
    """The line without its sentences that ask why, who is winning or what one wants (a
    question asks, it does not propose), keeping the colour such a sentence opens with:
    "blue, who is winning? give me the move" still asks blue for the move."""
    kept = []
    for sentence in re.split(r"(?<=[.;!?])\s+", t):
        if _topic(sentence) in QUESTIONS:
            m = re.match(rf"\W*({_COLOR_ALT})\b", sentence) or _CALLED.match(sentence)
            if m and m.group(1):  # « câline, jaune, pourquoi... ? »: still to yellow
                kept.append(m.group(1) + ",")
        else:
            kept.append(sentence)
    return " ".join(kept)


_NOT_SPOKEN_OF: Final = r"(?! (?:is|est|has|a|leads|mene|gagne|wins)\b)"  # "yellow is the problem"


def _turns(t: str, speaker: int) -> list[str]:
    """The line cut where a sentence turns to another player ("no deal, green. blue, give
    me the move"), so that each part's acts go to the player it names first."""
    turn = (r"(?:(?:and|et|puis|also|aussi|but|mais|so|alors|donc|pis|now|ok|okay|fine)\W+)?"
            rf"(?:for the record |(?:toi|you)\W+)?({_COLOR_ALT})\b{_NOT_SPOKEN_OF}")
    parts = re.split(
        rf"(?<=[.;!?])\s+|,\s*(?=(?:and|et|but|mais) (?:toi |you )?(?:{_COLOR_ALT})\b)", t)
    out = [parts[0]]
    for part in parts[1:]:
        m = re.match(rf"\W*{turn}", part)
        before = [c for c in re.findall(rf"\b({_COLOR_ALT})\b", out[-1])
                  if COLORS.index(c) != speaker]
        # "ok for me. green, your turn to give me the move": the answer names nobody
        if (m and COLORS.index(m.group(1)) != speaker and (before[0] != m.group(1) if before
                                                            else part[m.end():].strip(" .!?"))):
            out.append(part)
        else:
            out[-1] += " " + part
    return out


def _good(noun: str) -> str:
    return MOVE if _MOVE_NOUN.fullmatch(noun) else RESCUE


def _loose_goods(t: str) -> tuple[str, str]:
    """What a line wants and gives by its nouns and who they go to, clause by clause, when
    no phrase said it: "I really need the move" wants the move, "a prisoner for you later"
    gives a rescue."""
    want = give = ""
    for clause in re.split(r"[,;:.!?]+|\b(?:and|et|but|mais|or|ou|sinon|otherwise)\b", t):
        move, rescue = _MOVE_NOUN.search(clause), _RESCUE_NOUN.search(clause)
        if not (move or rescue) or _NEGATED.search(clause) or _SAID.search(clause):
            continue
        good = MOVE if move else RESCUE
        if _BARE_MOVE.fullmatch(clause):  # "blue! move! now!"
            want = want or MOVE
            continue
        to_me, i_give = _TO_ME.search(clause), _I_GIVE.search(clause) or _TO_YOU.search(clause)
        if to_me and not i_give:
            want = want or good
        elif i_give and not to_me:
            give = give or good
    return want, give


def _target(t: str, speaker: int, line: str = "") -> int:
    """Whom an alliance in ``t`` (a part of ``line``) is against: the colour after "against"
    ("on", "stop", ...), else the one said to lead ("yellow is way ahead"), else, when it
    turns against "him" or speaks to a colour, the only colour of the line other than the
    one ``t`` speaks to ("green leads: all against him", "blue, partner? green's the
    threat"); NOBODY if none."""
    m = _KEPT_FROM.search(t) or _AGAINST.search(t) or _LEADS.search(t)
    if m:
        return COLORS.index(m.group(1))
    spoken_of = set(_SPOKEN_OF.findall(t))
    called = [m.group(1) or m.group(2) for m in _CALLED.finditer(t)]
    spoken_to = next((c for c in _OPENING.findall(t) + called if c not in spoken_of), "")
    if not (_AGAINST_HIM.search(t) or spoken_to):
        return NOBODY
    others = [c for c in dict.fromkeys(re.findall(rf"\b({_COLOR_ALT})\b", line or t))
              if COLORS.index(c) != speaker and c != spoken_to]
    if len(others) > 1:  # "blue has eight chips. green, yellow, don't give him the move"
        spoken_of |= set(_SPOKEN_OF.findall(line)) if line else set()
        others = [c for c in others if c in spoken_of and c not in called]
    return COLORS.index(others[0]) if len(others) == 1 else NOBODY


# A colour opening a sentence, spoken to unless spoken of ("yellow got 2 chips. red, let's...")
_OPENING = _rx(rf"(?:^|[.!?;]\s+)\W*(COLOR)\b{_NOT_SPOKEN_OF}")


# The two halves of an exchange: "if you X, (then) I Y", "X and/so I Y", "X, you get Y"
_IF_YOU = _rx(r"\b(?:if|si|when|quand|once|des que|as long as|tant que) (?:you|tu|vous|i get)\b"
              r"(?P<x>[^.;!?]+?)(?:,|\bthen\b|\balors\b|\bpis\b)\s*(?P<y>[^.;!?]+)")
_THEN_I = _rx(r"(?P<x>[^.;!?]+?)(?:,|\band\b|\bet\b|\bpis\b|\bso\b|\bdonc\b|\bthen\b)\s*"
              r"(?P<y>(?:in (?:return|exchange)|en (?:retour|echange)|and )?(?:i|je|you will get"
              r"|you get|you can have|tu auras|tu as|tu peux avoir|the move is|la main est|your"
              r"|tes|ta)\b[^.;!?]*)")
# ... and the other way round: "I'll spare your chips if you spare mine", "provided you..."
_I_IF = _rx(r"\b(?:i|je|you can have|you (?:will )?get|tu (?:peux )?(?:auras|avoir))\b"
            r"(?P<y>[^.;!?]+?)\b(?:if|provided|as long as|si|pourvu que|tant que"
            r"|a condition que) (?:you|tu|vous|i get|je recois|j ai)\b(?P<x>[^.;!?]+)")
_SPARE_WORDS = _rx(r"\b(?:kill|kills|killing|take|takes|taking|capture|captures|capturing|touch"
                   r"|touches|touching|eat"
                   r"|sacrifice|attack|hurt|alone|spare|spares|sparing"
                   r"|safe|tue|tuer|tues|prendre|prends|touche|toucher|sacrifie|sacrifier|mange"
                   r"|(?:my|your|ma|ta|mes|tes) (?:piles?|stacks?)|hands off|back off|stay off"
                   r"|attaque|epargne(?:s|z|r)?|tranquilles?|en paix|securite|chips are"
                   r"|jetons sont)\b")
_MOVE_WORDS = _rx(r"\b(?:move|turn|main|tour|pick|choose|play|jouer|choisis|choisir|next)\b")
_RESCUE_WORDS = _rx(r"\b(?:save|saves|saved|rescue|rescues|help|prisoners?|chips?|bail|pull|cover"
                    r"|back|sauve|sauves|sauver|sauverai|aide|aider|prisonniers?|jetons?|sors"
                    r"|sortir|tire|couvre|secours|dry|sec|stuck|coince|run out|runs out|die|hanging"
                    r"|tomber|crever)\b")


# Words the other patterns use: known words, never "corrected" into a keyword ("problem" is
# not a typo of "problems")
_PATTERN_WORDS: Final = frozenset(
    w for rx in (_LEADS, _SARCASM, _IRONIC_ALLY, _RUDE, _SPOKEN_OF, _AGAINST_HIM, _IF_YOU,
                 _THEN_I, _I_IF, _TIT_FOR_TAT, _SPARE_WORDS, _MOVE_WORDS, _RESCUE_WORDS, _TO_ME,
                 _TO_YOU, _I_GIVE)
    for w in re.findall(r"[a-z]{4,}", re.sub(r"\\[a-z]", " ", rx.pattern))
) | _RUDE_WORDS


def _clause_good(clause: str) -> str:
    """The good a clause of an exchange is about: sparing chips when it speaks of killing or
    taking them, else the move, else a rescue; "" if it names none."""
    if _SPARE_WORDS.search(clause):
        return SPARE
    if _MOVE_WORDS.search(clause):
        return MOVE
    return RESCUE if _RESCUE_WORDS.search(clause) else ""


def _exchange(t: str) -> tuple[str, str]:
    """What a line shaped as an exchange wants (the half that says what the other does) and
    gives (the half that says what the speaker does), by the goods each half speaks of."""
    m = _IF_YOU.search(t)
    late = _I_IF.search(t)
    if late and (not m or late.start() < m.start()):
        m = late
    m = m or _THEN_I.search(t)
    if not m:
        return "", ""
    give = _clause_good(m.group("y"))
    y = m.group("y")
    if _ASKING.match(y):  # « je vous prierais de bien vouloir épargner mes jetons »
        give = ""
    if give == SPARE and (_HARM_YOURS.search(y) or _THREATEN.search(y)) and not _UNHARMED.search(y):
        give = ""  # "..., I'm killing your blue"
    x = m.group("x")
    if any(rx.search(x) for rx in (_GIVE_MOVE, _GIVE_RESCUE, _GIVE_SPARE)):
        return "", give  # « je te donne la main et je te sauve »: two offers, nothing asked
    return _clause_good(x), give


_ASKING = _rx(r"\W*(?:and )?(?:i|je) (?:te |vous )?(?:prie|prierais|demande|demanderais|supplie"
              r"|ask|beg|would ask|implore)\b")
# Harm to the other's chips, and words that make it a sparing ("I won't kill yours", « tes jetons
# sont tranquilles »)
_HARM_YOURS = _rx(r"\b(?:kill|take|captur|tue|prend|sacrifi|massacr|bouff|mange)\w* (?:\w+ ){0,3}?"
                  r"(?:your|yours|you|tes|ta|ton|te|toi|COLOR)\b")
_UNHARMED = _rx(r"\b(?:not|no|never|nobody|no one|none|pas|jamais|plus|aucun|rien|spare|spares"
                r"|instead|rather|plutot|au lieu"
                r"|sparing|alone|safe|epargne\w*|tranquilles?|paix|securite|intacts?|off)\b")



# A threat's condition on the speaker's own chips ("whoever kills my next chip...", "should you
# kill my last chip, I shall not forget it"): it wants them spared
_IF_MY_CHIPS = _rx(
    r"\b(?:if|should|si|whoever|who|anyone who|quiconque|next one to|qui|you|tu) (?:\w+ )?"
    r"(?:kill|kills|take|takes|capture|captures|touch|touches|sacrifice|tue|tues|prends|captures?"
    r"|touches?|sacrifies?|mange|manges) (?:\w+ )?(?:my|mine|mes|ma|mon)\b"
)


# A threat's condition that the other does something ("if you don't pass me the move...",
# "don't you dare leave me to die", « si tu me laisses tomber »): it wants what that clause
# speaks of
_IF_NOT = _rx(
    r"\b(?:if you do not|if you will not|unless you|do not (?:you )?(?:even )?(?:dare|think about)"
    r"|si (?:tu|vous) (?:ne )?(?:me )?(?=\w+ (?:pas|tomber))|if you refuse to|si (?:tu|vous)"
    r" (?:me )?refuse(?:s|z)? (?:de )?"
    # or that the speaker does not get a good ("if I don't get the move", « pas de main pour
    # moi = ... »)
    r"|if i (?:do not|cannot|can not|will not) (?:get|have|receive)|si je (?:ne )?(?:ai|recois"
    r"|recupere|obtiens) pas|pas de (?=(?:main|move|sauvetage|rescue)s? pour moi\b))"
    r"(?P<x>(?:(?! (?:i|je|or|ou|sinon|and|et) | (?:your|tes|ta) (?:chips|piles?|stack|jetons)\b)"
    r"[^,;.!?])*)"
)


# A condition that the other harms the speaker's chips ("if you kill one more of my chips")
_IF_HARM = _rx(r"\b(?:if|si) (?:you|tu)\b[^.!?;]*\b(?:kill|take|capture|touch|tue|prends|capture"
               r"|touche)\w*\b[^.!?;]*\b(?:my|mine|mes|ma|mon)\b")
# An order to harm, then what the speaker does ("kill one, and I rescue nobody"): a dare
# that threatens, wanting the chips spared
_HARM_THEN = _rx(r"(?:^|[.!?;]\s*)(?:COLOR\W+)?(?:(?:but|mais|and|et) )?(?:kill|touch|take|capture"
                 r"|tue|touche|prends) (?:one|a single one|any|another|un seul|un|une|encore un|my"
                 r"|mes|ma|mon)\b"
                 r"[^.!?;]*\b(?:and|et)"
                 r" (?:i|je)\b")
# The speaker's help withheld for good, the cost of a threat's condition ("..., I'll never give
# you the move again", « ..., je te donne plus jamais la main », « tu la revois plus »)
_WITHHELD = _rx(
    r"\b(?:i will not|i will never|i (?:will )?stop|never again|no more|you (?:will )?never (?:see"
    r"|get|have)|je (?:ne )?(?:te |vous )?"
    r"(?:\w+ )?(?:plus(?! tard)|jamais)|je (?:vais )?arrete(?:r|rai)? de"
    r"|tu (?:ne )?(?:la |le )?(?:re)?voi\w* (?:plus|jamais))\b"
    r"(?=[^.!?;]*\b(?:give|pass|hand|rescue|save|spare|sparing|help|move|donne|passe|sauve"
    r"|epargne|aide|main)\b)"
    r"|\bje (?:ne )?(?:te |vous )?(?:epargn|sauv|donn|aid|pass|fil)\w* (?:plus(?! tard)|jamais)\b"
)


# The same good given back ("I'll hand it right back", « je te la rendrai », "I'd return the
# favour"): beside an ask, a deal of that good both ways
_IN_KIND = _rx(
    r"\b(?:(?:give|pass|hand|send|toss|throw|get) (?:it|one|that|the move|them|you one) (?:right )?"
    r"back|give you back|return (?:it|the move|the favou?r|favou?r)|repay (?:you|the favou?r)"
    r"|(?:la|le|te la|te le|vous la|vous le) (?:rendrai|rends|rendre|repasse|repasserai|redonne"
    r"|redonnerai|renvoie|renverrai)|(?:rendre|rends|rendrai|rendrais) la pareille"
    r"|same (?:for|to) you|pareil pour toi|in kind|give (?:back )?the same(?: back)?)\b"
)
# The same asked back of the other ("... if you do the same", « si vous en faites autant »):
# beside an offer, a deal of that good both ways
_LIKEWISE = _rx(r"\b(?:if|as long as|si|tant que|pourvu que) (?:you|tu|vous) (?:do|en (?:fais"
                r"|faites|fait)) (?:the same|likewise|autant|pareil|de meme)\b")


# The part of a threat that says what the other must (not) do: a condition ("if you give
# blue the move again", « si la main me revient pas »), or what comes before "or" ("hands
# off my stack or...")
_THREAT_CONDITION = _rx(
    r"\b(?:if|si|when|quand|whoever|anyone who|quiconque|next time|la prochaine fois que"
    r"|one more)\b((?:(?! (?:i|je|moi)\b)[^,;.!?])*)"
    r"|([^,;.!?]*)\b(?:or|ou|sinon|otherwise|faute de quoi)\b"
)


# The speaker declining to help, save or give ("sorry yellow, can't help you this time",
# « je vais pas te sauver »): a refusal when the line makes no other act
_DECLINE = _rx(
    r"\b(?:i|je)? ?(?:can not|cannot|will not|am not(?: going to)?|do not|ne|n)?"
    r" ?(?:(?:vais|peux|veux) (?:pas|plus) )?(?:te |t )?(?:help|save|saving|rescue|rescuing"
    r"|give|giving|sauver|aider|donner|passer|sauverai|aiderai|donnerai|passerai)\b"
    r"(?: (?:you|anyone|anybody|personne|pas|rien)\b)?"
)
# A refusal in words that are not bare answers ("keep your stupid deal", "I'll pass on that",
# « ton offre ne m'intéresse pas », "you're not getting the move")
_REFUSAL = _rx(
    r"\bkeep (?:your|you are) (?:\w+ )?(?:deal|offer|plan|proposal|deals|offers)\b"
    r"|\b(?:go away|get lost|shove|va te faire voir|va chier|degage)\b[^.!?]*\b(?:deal|deals"
    r"|offer|offre|plan|proposition|marche)\b"
    r"|\b(?:your|you are|ton|ta|votre|that|this|ce) (?:\w+ )?(?:deal|offer|offre|plan"
    r"|proposition|marche)"
    r"\b[^.!?]*\b(?:garbage|trash|pourri|pourrie|merde|a joke|une blague)\b"
    r"|\b(?:i will|gonna|going to|have to|must|think i will) pass(?: on (?:that|this|it)"
    r"| this time)?\s*(?:[,.!?;]|$|COLOR\b)"
    r"|\bpass on (?:that|this|it|your)\b|\b(?:cannot|can not) (?:accept|agreed? to)\b"
    r"|\bje ne (?:peux|puis) (?:pas )?accepter\b"
    r"|\b(?:must|will|have to) "
    r"(?:respectfully |politely )?decline\b|\bje decline\b"
    r"|\b(?:ne )?(?:me )?interesse (?:pas|guere|plus)\b|\bnot interested\b"
    r"|\b(?:ne )?y compte pas\b|\bje prefere (?:pas|me abstenir|ne pas)\b"
    r"|\bi would rather not\b|\bje (?:ne )?(?:te )?donne rien\b|\bnothing for (?:you|COLOR)\b"
    r"|\byou are not getting (?:the move|a rescue|anything|it|my)\b"
    r"|\bin your dreams\b|\bdans tes reves\b|\bsurvive without\b"
    r"|\bje (?:ne )?(?:le |la )?prends pas\b|\bje accepte (?:plus|rien)\b"
    r"|\b(?:not|never|am not|i am not) giving (?:you )?(?:anything|nothing|a thing|squat|jack)\b"
    r"|\bbeg (?:harder|more|better)\b|\bsupplie (?:mieux|encore)\b"
    r"|\b(?:nobody|no one)(?: s|'s| is) (?:saving|helping|rescuing) (?:you|your)\b"
    r"|\bsave your own\b"
    r"|\b(?:no|pas de|pas d|aucune?) (?:team|alliance|equipe|deal|pacte)s? (?:with|avec) (?:you"
    r"|toi|vous"
    r"|COLOR)\b|\b(?:merci|thanks|thank you) (?:de|pour|for) (?:l |le |ton |votre |your "
    r"|the )?(?:offre"
    r"|offer|proposition)(?:\W+COLOR)?\W+(?:mais|but)\b"
)
# An offer to whoever does something ("I'll give the move to whoever saves me", « je donne la
# main à celui qui m'épargne »): a deal, wanting what they must do
_TO_WHOEVER = _rx(r"\b(?:i|je)\b(?P<y>[^.;!?]*?)\b(?:to|a) (?:whoever|anyone who|anybody who"
                  r"|the first (?:one |person )?(?:who|to)|celui qui|celle qui|quiconque"
                  r"|le premier qui)\b(?P<x>[^.;!?]+)")
# The move handed to a third player ("unless you hand the move to red again", « à moins que tu
# donnes encore la main à jaune »): no good asked of the one spoken to
_MOVE_ELSEWHERE = _rx(r"\b(?:unless|a moins que) (?:you|tu|vous) (?:\w+ ){0,3}(?:hand"
                      r"|give|pass|donnes|passes|files|donne)\w* (?:encore |again )?"
                      r"(?:the move|la main)"
                      r" (?:again )?(?:to|a) COLOR\b")
_TO_ANYONE = _rx(r"\b(?:whoever|anyone who|anybody who|someone|somebody|quiconque|celui qui"
                 r"|celle qui|le premier qui|n importe qui)\b")
# Not threats: a question ending "or not?", the cost of doing nothing being a third player's win
# ("let's team up, otherwise he wins", « sinon il gagne »)
_NO_THREAT = _rx(r"\b(?:or not|ou pas|ou non)\W*$|\b(?:ou bien|or what)\W*\?"
                 r"|\b(?:il|elle|he|she|they|ils|COLOR) (?:\w+ )?(?:wins?|gagne|gagnera|will win"
                 r"|va gagner) (?:sinon|otherwise|or else)\b"
                 r"|(?:^|[.!?;]\s*)(?:(?:so|and|ok|COLOR)\W+)*(?:are|r) you\b[^.!?]*\bor\b"
                 r"[^.!?]*(?:\?|$)"  # "are you killing my red or the yellow?": a question
                 r"|\b(?:tu|vous) (?:vas|va|allez|comptes|comptez)\b[^.!?]*\bou\b[^.!?]*\?"
                 r"|\b(?:sinon|otherwise|or else|or) (?:il|elle"
                 r"|he|she|they|ils|COLOR) (?:\w+ )?(?:wins?|gagne|gagnera|will win|va gagner)\b")
# A no said to a colour opens a refusal, whatever follows (« non jaune je te sauve pas »)
_NO_COLOR = _rx(r"\W*(?:no|non|nope|nah)\W+COLOR\b")
# Praise of a plan or an offer, then sarcasm: a refusal ("great plan, what could go wrong")
_IRONIC_OFFER = _rx(r"\b(?:great|brilliant|wonderful|genius|nice|lovely|super|excellent|quelle"
                    r" bonne|quel bon|quel super|genial|geniale) (?:plan|idea|offer|deal|idee|offre"
                    r"|proposition)\b[^.!?]*\b(?:what could (?:possibly )?go wrong"
                    r"|qu est ce qui pourrait mal tourner|as if|comme si|no|non)\b")
# Taking up an offer by whose it is ("I'll take yellow's offer instead", "yellow, I'll take
# yours", "your offer is good, I say yes"): an acceptance, beside a refusal of another
_TAKEN = _rx(r"\b(?:i will|i ll|je) (?:take|prends|accepte) (?:(COLOR)(?: s|'s)|yours"
             r"|celle de (COLOR)"
             r"|la sienne|l offre de (COLOR))\b|\b(?:(COLOR)(?: s|'s)|your) (?:offer|deal) (?:is"
             r"|sounds)"
             r" (?:\w+ )?(?:good|better|fine|great)\b|\bi say yes\b")
# A dare to take the speaker's chips ("oh absolutely, green, kill my chips", « vas-y, tue
# encore un de mes jetons »): sarcasm that asks them spared
_DARE = _rx(r"^\W*(?:(?:(?:oh |ah |non mais )?(?:ok|okay|sure|absolutely|go ahead|go on|please"
            r"|yes|oui|vas y|allez)|COLOR)\W+)*"
            r"(?:kill|take|capture|eat|tue|prends|capture|mange|bouffe)\w*"
            r" (?:encore )?(?:all |tous )?(?:one of |un de )?(?:my|mes|ma|mon)\b")
# A third colour's chip killed instead of the other's ("I kill the yellow in it, not your
# green"): sparing, no threat
_KILL_OTHER = _rx(r"\b(?:kill|capture|take|tue|prends|sacrifie) (?:the|a|le|un) COLOR\b"
                  r"|\b(?:instead of|au lieu de) (?:your|tes|ton|ta)\b")
# "..., not your green", "..., not a red": a contrast after an offer, no refusal
_CONTRAST = _rx(r"\W*(?:but |and |mais |et )?(?:not|pas) (?:your|a|an|the|one of your|ton|ta|tes|un"
                r"|une|le|la|les) (?:\w+ )?(?:COLOR|chips?|jetons?)\W*$")
_HELP_ALONE = re.compile(r"\W*help\W*")  # "help!": a rescue asked
_DISMAY = _rx(r"\W*(?:oh|ah|oh la) (?:no|non)\W*$")
_CLAUSE_END = re.compile(r"(?<=[.!?;,:\n])")  # a line's clauses, each keeping its mark


def _dismayed(t: str) -> bool:
    """Whether the line opens on "oh no" and goes on without a "not": dismay at a loss, not
    an answer ("oh no, not that again" still refuses)."""
    parts = _CLAUSE_END.split(t, maxsplit=1)
    rest = parts[1] if len(parts) == 2 else ""
    words = set(re.findall(r"[a-z]+", rest))
    return bool(_DISMAY.match(parts[0]) and words - set(COLORS)) and not (
        words & {"not", "no", "never", "pas", "non", "jamais"})


# A line opening on a yes whose last word is a no: a sarcastic refusal ("oh yes, I'll save you,
# in your dreams", « oui oui je vais te sauver, compte là-dessus »)
_YES_THEN = _rx(r"^\W*(?:COLOR\W+)?(?:oh |ah )?(?:yes|oui|sure|ok)\b")
_DECLINED = _rx(r"\b(?:cannot|can not|will not|am not|not going to|pas|plus)\b")


# An alliance put to the whole table after something said to one player ("blue, save me,
# then we all go after green")
_TO_ALL = _rx(r"[,;.]\s*(?:and |et |then |puis |apres |after that )*(?:we all|on va tous"
              r"|tout le monde|everyone|everybody|all of us|tous ensemble|on y va tous)\b"
              r"|\b(?:the three of us|all three of us|nous trois|tous les trois)\b")


# A call for backing ("blue, back me up", "green, you in?", « rouge, t'en dis quoi ? »): said
# to a player after a threat or an accusation of another, an alliance against that one
_RECRUIT = _rx(r"\b(?:back me up|are you in|(?:you|your|you are) in|with me|help me (?:with|on"
               r"|bury)"
               r"|you seeing this|you see this|join me|te en dis quoi|tu en dis quoi|partante?"
               r"|tu me suis|avec moi|(?:we|on) (?:finish|bury|run|take) (?:him|her|them)"
               r"|(?:run|take) (?:him|her|them) down)\b")


# A part that asks another player the same ("and red, you too?", « et rouge, toi aussi ? »)
_TOO = _rx(r"\W*(?:and |et |but |mais )?(COLOR)\W+(?:you too|toi aussi|vous aussi|same (?:for"
           r"|to) you"
           r"|pareil pour toi|same goes for you)\W*$")


def _recruited(part: str, speaker: int, before: list[Act]) -> list[Act]:
    """An alliance asked of the player ``part`` speaks to, against the last player threatened
    or accused before it (:data:`_RECRUIT`); nothing if the part calls for no backing."""
    foe = next((a.to for a in reversed(before) if a.kind in (THREATEN, ACCUSE)), NOBODY)
    if foe == NOBODY or not _RECRUIT.search(part):
        return []
    ally = _addressee(part, speaker, foe)
    return [Act(ALLIANCE, ally, about=foe)] if ally != NOBODY else []


def _addressee(t: str, speaker: int, about: int = NOBODY) -> int:
    """The colour ``t`` speaks to: one called by name ("blue, ...", "..., red"), else the
    first other colour it names and does not speak of (:data:`_SPOKEN_OF`,
    :data:`_NOT_ADDRESSED`), else the first other colour it names ("I'll pass the move to
    red"); NOBODY when it calls several together."""
    if _CALLED_TOGETHER.search(t):
        return NOBODY
    named = [COLORS.index(c) for c in re.findall(rf"\b({_COLOR_ALT})\b", t)]
    left_out = {COLORS.index(c) for c in _LEFT_OUT.findall(t)} if (
        "sauf" in t or "exce" in t or "but not" in t or "part " in t) else set()  # "except red"
    candidates = [c for c in named if c != speaker and c != about and c not in left_out]
    called = [COLORS.index(m.group(1) or m.group(2)) for m in _CALLED.finditer(t)]
    spoken_of = {COLORS.index(c) for c in _SPOKEN_OF.findall(t)} | {
        COLORS.index(next(c for c in m.groups() if c)) for m in _NOT_ADDRESSED.finditer(t)}
    return next((c for c in called if c in candidates),
                next((c for c in candidates if c not in spoken_of),
                     candidates[0] if candidates else NOBODY))


_PAIRED = _rx(r"\b(?:(vs|on|against|contre|sur|versus) )?(COLOR) (?:et moi|and i|and me)\b"
              r"|\b(?:moi|me) (?:et|and) (COLOR)\b")
_NOT_THAT = _rx(r"\b(?:not|pas) (?:a|an|the|un|une|la|le|de) \w+")
# A want of the other's named as a question, then its price ("You want the move, green?
# Rescue me first.", « Tu veux la main ? Alors tu me sauves d'abord. »)
_YOU_WANT = _rx(r"^\W*(?:(?:COLOR|so|alors|ok|bon|oh)\W+)*(?:you want|you need|tu veux|vous voulez)"
                r" (?:me to |que je )?(?P<x>[^?]{1,60})\?\s*(?P<y>[^?]+)$")
# An alliance only named, as the other's offer or a price ("je décline votre offre
# d'alliance", « en échange d'une alliance ? »): none proposed when it has no target
_ALLIANCE_NAMED = _rx(r"\b(?:your|ton|ta|votre|offre de|offer of|proposition de|en echange de"
                      r"|in exchange for|in return for) (?:an |une |le |la )?alliance\b")
_AGAINST_YOU = _rx(r"\b(?:against|contre) (?:you|toi|vous)\b")
_NO_ALLIANCE = _rx(r"\b(?:no|pas de|pas d|aucune?) (?:team|alliance|equipe|deal|pacte)s? (?:with"
                   r"|avec)"
                   r" (?:you|toi|vous|COLOR)\b|\b(?:alliance|partnership|pacte) (?:is|est|will be"
                   r"|sera) (?:over|done|finished|off|fini|finie|termine|terminee)\b"
                   r"|\b(?:plus aucun|aucun|no|no more|not a single) (?:allie|ally|allies)\b")


def _more_given(t: str, give: str) -> list[str]:
    """The goods ``t`` offers besides ``give``, each in words of its own (a clause that
    offers another good, apart from the one that offers ``give``)."""
    found = [(m.span(), g) for g, rx in ((RESCUE, _GIVE_RESCUE), (MOVE, _GIVE_MOVE),
                                         (SPARE, _GIVE_SPARE)) for m in [rx.search(t)] if m]
    spans = [span for span, g in found if g == give]
    return [g for (a, b), g in found if g != give and all(b <= c or a >= d for c, d in spans)]


def _wanted(t: str) -> str:
    """The good ``t`` asks for: the move, else a rescue, else sparing; "" if none."""
    return (MOVE if _WANT_MOVE.search(t) else RESCUE if _WANT_RESCUE.search(t)
            else SPARE if _WANT_SPARE.search(t) else "")


def _acts(t: str, speaker: int, line: str = "") -> list[Act]:
    """The acts of ``t``, a part of ``line`` that speaks to one player (:func:`_turns`)."""
    t = _own_chips(t, speaker)
    offer = _YOU_WANT.match(t)
    if offer:  # "you want the move, green? rescue me first": the price of what they want
        give, then = _clause_good(offer.group("x")), offer.group("y")
        want = _wanted(then)
        if not want and not re.search(r"\b(?:quoi|what)\b", offer.group("x")):
            want = _clause_good(_NOT_THAT.sub(" ", then))  # "one rescue. not a spare"
        if give and want and give != want:
            return [Act(DEAL, _addressee(t, speaker), want, give)]
    # "I'll team up with yellow against you" threatens the one spoken to; "no team with you"
    # refuses: neither proposes an alliance
    allied = None if _AGAINST_YOU.search(t) or _NO_ALLIANCE.search(t) else _ALLIANCE.search(t)
    about = _target(t, speaker, line) if allied else NOBODY
    if allied and about == NOBODY and _ALLIANCE_NAMED.search(t):  # "I decline your alliance"
        allied = None
    accused = NOBODY
    to = _addressee(t, speaker, about)
    ironic_ally = about == NOBODY and allied and _IRONIC_ALLY.search(t)

    acts: list[Act] = []
    clauses = _CLAUSE_END.split(t)
    first_clause = re.sub(rf"^\W*(?:(?:{_COLOR_ALT})\W+)+(?=\w)", "", t)  # "blue, no"
    first_clause = _CLAUSE_END.split(first_clause, maxsplit=1)[0]
    answer = _answer(first_clause) or (REJECT if _REFUSAL.search(t) or _NO_COLOR.match(t) else "")
    tail = [c for c in clauses[1:] if c.strip(" .!?")]
    if answer == REJECT and _dismayed(t):  # "oh no, my pile is gone"
        answer = ""
    dared = _DARE.match(t)
    if dared and answer == ACCEPT:  # "oh sure, take all my chips": no yes, a plea
        answer = ""
    sarcastic = answer == ACCEPT and bool(
        _SARCASM.search(t) or tail and _answer(tail[-1]) == REJECT)  # "yes, sure... NOT"
    if sarcastic:  # "oh sure, because that worked last time": a refusal, offering nothing
        answer = REJECT
    if answer:
        acts.append(Act(answer, to))
    m = _ACCUSE.search(t)
    if m:
        who = next((g for g in m.groups() if g), None)
        if who:
            accused = COLORS.index(who)
        acts.append(Act(ACCUSE, accused if accused != NOBODY else to))
    elif ironic_ally:
        acts.append(Act(ACCUSE, to))
    if sarcastic:
        return acts
    # "you promised to save me": an accusation, not an ask
    asked = _PROMISED_CLAUSE.sub(" ", t) if acts and acts[-1].kind == ACCUSE else t
    asked = _HELP_DENIED.sub(" ", asked)  # "no rescue for you ever" asks for none
    asked = _MOVE_ELSEWHERE.sub(" ", asked)  # "unless you hand the move to red again"
    want = _wanted(asked)
    offered = _HELP_DENIED.sub(" ", t)  # « plus jamais je te sauve » offers nothing
    give = (
        RESCUE
        if _GIVE_RESCUE.search(offered)
        else MOVE
        if _GIVE_MOVE.search(offered)
        else SPARE
        if _GIVE_SPARE.search(offered)
        else ""
    )
    want = want or (SPARE if dared else RESCUE if _HELP_ALONE.fullmatch(t) else "")
    declined = any(_DECLINED.search(m.group(0)) for m in _DECLINE.finditer(t))
    if declined and give in (MOVE, RESCUE):  # « je vais pas te sauver »: no promise
        give = ""
    if want == give == MOVE:  # "leave my chips alone and you'll get the move from me next"
        want = (RESCUE if _WANT_RESCUE.search(asked) else SPARE if _WANT_SPARE.search(asked)
                else want)
    m = _SWAP.search(t) or _SWAP_YOURS.search(t)
    if m and not (want and give):  # "a rescue now for the move later?"
        want, give = _good(m.group(1)), _good(m.group(2))
    if not (want and give):
        loose_want, loose_give = _loose_goods(asked)
        want, give = want or loose_want, give or loose_give
    # "pass me the move and I'll make sure you never run dry"
    if bool(want) != bool(give) and not allied and not (want and _IN_KIND.search(asked)):
        other_want, other_give = _exchange(asked)
        # the same good both ways only for sparing ("spare mine and I'll spare yours")
        if want and other_give and not declined and (other_give != want or want == SPARE):
            give = other_give
        elif give and other_want and (other_want != give or give == SPARE):
            want = other_want
    m = _TO_WHOEVER.search(asked) if "who" in asked or "qui" in asked else None
    if m and _clause_good(m.group("x")):  # "the move to whoever spares my chips"
        want, give = _clause_good(m.group("x")), _clause_good(m.group("y")) or give
    if give and not want and _LIKEWISE.search(asked):  # "I won't kill yours if you do the same"
        want = give
    in_kind = _IN_KIND.search(asked) if want and not give else None
    if in_kind:  # "pass me the move, I'll hand it right back", "save me, I'll return the favour"
        how = re.match(r"\s*(?:with|avec|by|en) ([^.,;!?]*)", asked[in_kind.end():])
        give = (how and _clause_good(how.group(1))) or want  # "... the favour with a rescue"
    if want == RESCUE and re.search(r"\b(?:help me|aidez? moi a) (?!out\b)\w+", t) and (
            allied):  # "help me take out green": an alliance, not a rescue
        want = ""
    tat = _TIT_FOR_TAT.search(asked)
    if tat:
        want, give = want or _clause_good(tat.group("x") or tat.group("y") or ""), ""
    threat = None if in_kind else _THREATEN.search(t) or tat or _HELP_DENIED.search(t)
    withheld = None if in_kind else _WITHHELD.search(t)
    if withheld and threat and give and _clause_good(re.split(
            r"[.,;:!?]", t[withheld.start():], maxsplit=1)[0]) == give:
        give = ""  # "kill my chip again and you'll never see the move again": nothing offered
    elif withheld and not threat and (_IF_NOT.search(t, 0, withheld.start())
                                      or _IF_HARM.search(t, 0, withheld.start())):
        threat, give = withheld, ""  # "if you don't save me, I'll never pass you the move"
    harmed = None if threat or in_kind else _HARM_THEN.search(t)
    if harmed:  # "spare my greens and you get the move. kill one, and I rescue nobody"
        threat = harmed
    if threat and _NO_THREAT.search(t):
        threat = None
    if threat and not want:  # "blue, the move or your chips"
        m = _GOOD_OR_ELSE.search(t)
        want = _good(m.group(1)) if m else SPARE if _IF_MY_CHIPS.search(t) else ""
        m = None if want else _IF_NOT.search(t)
        want = _clause_good(m.group("x")) if m else want
    if threat:
        # beside a deal, what refusing it costs; else what its condition speaks of ("back
        # off or I'll wreck your pile", "if you give blue the move again, ...")
        acts.append(Act(THREATEN, to, want=want or next((g for g in (
            _clause_good(m.group(1) or m.group(2) or "")
            for m in _THREAT_CONDITION.finditer(_HELP_DENIED.sub(" ", t)))
            if g), "")))
        if not give:
            want = ""
    if want and give:  # a deal offered to whoever takes it, no colour called: to the table
        anyone = _TO_ANYONE.search(t) and not _CALLED.search(t)
        acts.append(Act(DEAL, NOBODY if anyone else to, want, give))
    elif want:
        acts.append(Act(ASK, to, want))
    elif give:
        acts.append(Act(PROMISE, to, give=give))
    if give and not declined:  # "I'll spare your chips, and I'll pass you the move": two
        acts += [Act(PROMISE, to, give=g) for g in _more_given(offered, give)]
    if allied and not ironic_ally:
        ally, target = NOBODY if _TO_ALL.search(t) else to, about
        called = [COLORS.index(m.group(1) or m.group(2)) for m in _CALLED.finditer(t)]
        candidates = {COLORS.index(c) for c in re.findall(rf"\b({_COLOR_ALT})\b", t)} - {
            speaker, about}
        if target == NOBODY and ally not in called and len(candidates) == 1:
            ally, target = NOBODY, ally  # "green's basically won unless we gang up"
        paired = next((m for m in _PAIRED.finditer(t) if not m.group(1)), None)
        if paired:  # "blue and I should jump on him", « rouge et moi »: the partner
            ally = COLORS.index(paired.group(2) or paired.group(3))
            if target in (ally, NOBODY):
                rest = candidates - {ally}
                target = rest.pop() if len(rest) == 1 else NOBODY
        acts.append(Act(ALLIANCE, ally, about=target))
    taken = _TAKEN.search(t) if not answer or answer == REJECT else None
    if taken:  # "no deal. green's offer sounds better, I'll take that"
        who = next((c for c in taken.groups() if c), "")
        acts.append(Act(ACCEPT, COLORS.index(who) if who else to))
    later = next((a for a in map(_answer, clauses[1:]) if a), "") if not any(
        _CONTRAST.match(c) for c in clauses[1:]) else ""
    if not answer and later == REJECT and _YES_THEN.match(t):  # "sure I'll save you... not"
        return [Act(REJECT, to)] + [a for a in acts if a.kind == ACCUSE]
    if not answer and later == REJECT and acts:  # "you broke your promise, so no deal"
        acts.insert(next((i + 1 for i, a in enumerate(acts) if a.kind == ACCUSE), 0),
                    Act(REJECT, to))
    if not answer and acts and all(a.kind == ACCUSE for a in acts) and declined:
        acts.insert(0, Act(REJECT, to))  # "I'm not giving you a thing, you lied to me"
    if not acts:  # "sorry green, no deal": an answer after some words
        answer = next((a for a in map(_answer, clauses[1:]) if a), "")
        if answer == ACCEPT and (_SARCASM.search(t) or _IRONIC_OFFER.search(t)):
            answer = REJECT
        if not answer and (declined or _IRONIC_OFFER.search(t)):
            answer = REJECT
        if answer:
            acts.append(Act(answer, to))
    return acts


def reading_json(reading: Reading) -> dict[str, Any]:
    """A reading in the acts vocabulary of bot-protocol.md: ``{"acts": [{"kind", "to",
    "want", "give", "about"}], "topic", "lang"}``, colours by name and null for what is
    absent. The one conversion every host and ``sucker talk read`` use."""
    return {
        "acts": [
            {
                "kind": a.kind,
                "to": COLORS[a.to] if a.to != NOBODY else None,
                "want": a.want or None,
                "give": a.give or None,
                "about": COLORS[a.about] if a.about != NOBODY else None,
            }
            for a in reading.acts
        ],
        "topic": reading.topic or None,
        "lang": reading.lang,
    }


def acts_from_json(acts: list[dict[str, Any]]) -> list[Act]:
    """The acts of :func:`reading_json` back as :class:`Act` (what an AI's line carries, so
    a host need not read its own words again)."""
    def color(name: Any) -> int:
        return COLORS.index(name) if name in COLORS else NOBODY

    return [Act(a["kind"], color(a.get("to")), a.get("want") or "", a.get("give") or "",
                color(a.get("about"))) for a in acts if a.get("kind") in KINDS]


def detect_lang(text: str) -> str:
    """"en" or "fr" when the line's words tell, else ""."""
    return normalise(text[:1000]).lang


# --------------------------------------------------------------------------- writing

# The acts an AI puts into words: each is the message ``talk-act-KIND[-WANT][-GIVE]`` of the
# catalogues (web/static/i18n/<lang>/talk.ftl), said in one of its variants.
SAYABLE: Final = (
    (DEAL, MOVE, RESCUE), (DEAL, MOVE, SPARE), (DEAL, MOVE, MOVE), (DEAL, RESCUE, MOVE),
    (DEAL, RESCUE, SPARE), (DEAL, RESCUE, RESCUE), (ASK, MOVE, ""), (ASK, RESCUE, ""),
    (PROMISE, "", MOVE), (PROMISE, "", RESCUE), (PROMISE, "", SPARE), (ALLIANCE, "", ""),
    (ACCEPT, "", ""), (REJECT, "", ""), (THREATEN, "", ""), (THREATEN, MOVE, ""),
    (THREATEN, RESCUE, ""), (ACCUSE, "", ""),
)


def color_name(colour: int, lang: str = "en") -> str:
    """A colour as a player of that language writes it (English for an unknown one)."""
    return COLOR_NAMES.get(lang, COLORS)[colour]


def act_message(kind: str, want: str = "", give: str = "") -> str:
    """The catalogue message that says an act of :data:`SAYABLE`."""
    return "-".join(["talk-act", *(p for p in (kind, want, give) if p)])


def say(act: Act, rng: random.Random, lang: str = "en") -> str:
    """A natural line for ``act`` in ``lang`` (English if it has no catalogue): one of its
    message's variants, drawn with ``rng``, naming the colours.

    Raises ValueError for an act with nothing to write (no addressee, unknown kind).
    """
    if (act.kind, act.want, act.give) not in SAYABLE:
        raise ValueError(f"no line for {act}")
    if act.to == NOBODY or (act.kind == ALLIANCE and act.about == NOBODY):
        raise ValueError(f"a line names its colours: {act}")
    return line(act_message(act.kind, act.want, act.give), rng, lang, to=act.to,
                about=act.about)


def line(key: str, rng: random.Random, lang: str = "en", to: int = NOBODY, who: int = NOBODY,
         name: str = "", about: int = NOBODY, counts: dict[str, int] | None = None) -> str:
    """A line of the catalogues' ``talk.ftl`` (message ``key``, or ``talk-KEY`` with ``_`` as
    ``-``) in ``lang`` (English if unknown): one of its variants, drawn with ``rng``;
    ``counts``: its numbers (the catalogue chooses their plural)."""
    lang = lang if lang in LANGS else "en"
    message = key if key.startswith("talk-") else "talk-" + key.replace("_", "-")
    names = narration.variants(message, lang)
    terms: dict[str, str | int] = {"name": name, **(counts or {})}
    for term, colour in (("to", to), ("who", who), ("about", about)):
        word = color_name(colour, lang) if colour != NOBODY else ""
        terms[term], terms[term.capitalize()] = word, word.capitalize()
    text = narration.render_variant(message, rng.choice(names), lang, terms)
    # a term left empty: no space before the punctuation that followed it
    if lang == "fr":
        text = re.sub(r"[ \u00a0]+([!?:;])", "\u00a0\\1", text)
        return re.sub(r"[ \u00a0]+([,.])", r"\1", text)
    return re.sub(r" +([,.!?:;])", r"\1", text)


def templates(lang: str = "en") -> dict[tuple[str, str, str], tuple[str, ...]]:
    """Every act's variants in ``lang``, ``{to}`` and ``{about}`` where the names go — for
    tests and documentation."""
    return {k: patterns(act_message(*k), lang) for k in SAYABLE}


def patterns(message: str, lang: str = "en") -> tuple[str, ...]:
    """A talk message's variants with their terms shown as ``{to}``, ``{Who}``… — for tests."""
    terms = {t: "{" + t + "}" for t in ("to", "To", "who", "Who", "about", "About", "name")}
    return tuple(narration.render_variant(message, v, lang, terms)
                 for v in narration.variants(message, lang))
