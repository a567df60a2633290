"""Small pieces of wording every screen shares, so the four games speak alike.

A seat may be named "You" (the default name of a lone player): it is then
spoken to as a person — "You roll", "Your cards", "You win!" — never "You
rolls" or "You's". The rules, for every text that names a seat or counts:

* A seat doing something: :func:`subject` ("You roll" / "Cleo rolls"),
  :func:`subjects` for several ("You and Max win"), :func:`verb_for` for a
  second verb of the same seat ("... and play first").
* Whose: :func:`possessive` ("Your sheet" / "Cleo's sheet"; "your turn"
  inside a sentence); a seat as an object: :func:`object_name` ("for you").
* A line said to one seat starts with its name and a colon ("Cleo: pick a
  card"). When such a line must mention the seat named You, You is the
  subject of its own clause ("Cleo: You have rolled — play a card on it?"),
  never a possessive: "your roll" would be Cleo's.
* A card's text about whoever holds it (Roll in One's golfers and caddie
  cards) is kept once, as a template, and worded by :func:`for_owner`: "you"
  only for the person it belongs to, "they" for anyone else (whose name the
  line before it gives), "a player" where it belongs to no one seat.
* Counts: :func:`plural` ("1 die", "2 dice"), :func:`numbered` ("segments
  2, 3"), :func:`amount` for a score with its unit ("1 point").

``tests/screens/test_words_for_people.py`` plays every game with seats named
"You" and "Cleo" and checks everything shown against these rules.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

IRREGULAR = {"penalty": "penalties"}
YOU = "you"
"""A seat whose name is this word (any case) is addressed in the second person."""
_THIRD_PERSON = {"be": "is", "have": "has", "do": "does", "go": "goes", "are": "is", "can": "can", "may": "may", "must": "must", "will": "will"}


def plural(n: int, word: str) -> str:
    """'1 impulse', '3 impulses', '0 strokes'."""
    if abs(n) == 1:
        return f"{n} {word}"
    return f"{n} {plural_word(word)}"


def plural_word(word: str) -> str:
    """The plural of a noun: 'die' -> 'dice', 'penalty' -> 'penalties', 'card' -> 'cards'."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word == "die":
        return "dice"
    if word.endswith(("s", "sh", "ch", "x")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def numbered(word: str, numbers: Sequence[object]) -> str:
    """Numbered things by their numbers: 'segment 3', 'segments 2, 3' (``word`` singular)."""
    return f"{word if len(numbers) == 1 else plural_word(word)} {', '.join(map(str, numbers))}"


def singular_word(word: str) -> str:
    """The noun a plural names, the inverse of :func:`plural_word`: 'points' -> 'point', 'dice' -> 'die'."""
    for one, many in (*IRREGULAR.items(), ("die", "dice")):
        if word.endswith(many):
            return word[: -len(many)] + one
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def amount(value: float, unit: str) -> str:
    """A score with its unit given in the plural, as the ranking writes it: '1 point', '12 points', '2.5 points'."""
    return f"{value:g} {singular_word(unit) if value == 1 else unit}"


def is_you(name: str) -> bool:
    """True when a seat named ``name`` is spoken to as 'you'."""
    return name.strip().lower() == YOU


def third_person(verb: str) -> str:
    """'roll' -> 'rolls', 'pass' -> 'passes', 'carry' -> 'carries', 'be' -> 'is' (first word only: 'lay down' -> 'lays down')."""
    head, sep, rest = verb.partition(" ")
    if head in _THIRD_PERSON:
        out = _THIRD_PERSON[head]
    elif head.endswith(("s", "sh", "ch", "x", "z", "o")):
        out = head + "es"
    elif head.endswith("y") and head[-2:-1] not in "aeiou":
        out = head[:-1] + "ies"
    else:
        out = head + "s"
    return out + sep + rest


def second_person(verb: str) -> str:
    """The verb as said to 'you': 'be' -> 'are', everything else as written ('roll', 'have')."""
    head, sep, rest = verb.partition(" ")
    return ("are" if head in ("be", "is") else head) + sep + rest


def verb_for(name: str, verb: str) -> str:
    """Only the verb, in the form a seat named ``name`` takes: 'play' for You, 'plays' for Cleo."""
    return second_person(verb) if is_you(name) else third_person(verb)


def subject(name: str, verb: str) -> str:
    """A seat doing something, verb given in its plain form: 'You roll', 'Cleo rolls', 'You are', 'Cleo is'."""
    return f"{'You' if is_you(name) else name} {verb_for(name, verb)}"


def subjects(names: list[str], verb: str) -> str:
    """Several seats doing something together: 'You and Max win'; one seat alone as :func:`subject`."""
    if len(names) == 1:
        return subject(names[0], verb)
    shown = ["You" if is_you(n) else n for n in names]
    return f"{', '.join(shown[:-1])} and {shown[-1]} {second_person(verb)}"


def possessive(name: str, *, start: bool = True) -> str:
    """Whose: 'Your' (or 'your' inside a sentence), "Cleo's", "Jess'" stays "Jess's" (plain and always right)."""
    if is_you(name):
        return "Your" if start else "your"
    return f"{name}'s"


def object_name(name: str) -> str:
    """A seat as the object of a sentence: 'you' inside a sentence, else the name ('Pass to Cleo', 'knocks you')."""
    return "you" if is_you(name) else name


def pass_to(name: str) -> str:
    """The hand-over card's heading: 'Pass to Cleo'; for the seat named You, 'Over to you' (said to the person taking the seat)."""
    return "Over to you" if is_you(name) else f"Pass to {name}"


def computer_mark(level: str, name: str = "") -> str:
    """The small mark after a computer seat's name, everywhere: 'computer · strong'; never 'computer' twice:
    after a name that says it already ('Computer 1') only the level is left, or nothing."""
    said = "computer" in name.lower()
    if level and level != "normal":
        return level if said else f"computer · {level}"
    return "" if said else "computer"


def seat_title(name: str, computer: bool, level: str = "normal") -> str:
    """A seat's name with its computer mark, for one-line places (banner, instruction, ranking)."""
    mark = computer_mark(level, name) if computer else ""
    return f"{name} ({mark})" if mark else name


def to_par(strokes: int, par: int | None) -> str:
    """A score against par: '+2', '−1', 'par'; '' when the course has no par."""
    if par is None:
        return ""
    d = strokes - par
    return "par" if d == 0 else (f"+{d}" if d > 0 else f"−{-d}")


_OWNER_MARK = re.compile(r"\{(you|You|your|Your)(?: ([a-z]+))?\}")


def for_owner(template: str, owner: str | None, *, addressed: bool = False) -> str:
    """A text about whoever holds a card, worded for the reader.

    The template marks its owner as ``{you}``, ``{your}`` or ``{you VERB}``
    (the verb in its plain form: ``{you may}``, ``{you get}``), capitalised
    at a sentence's start (``{Your}``, ``{You get}``). Said to the owner
    (``addressed``, or a seat named You): "you", "your", "you get". Of another
    seat, ``owner`` its name, which the words around already say: "they",
    "their", "they get". Of no one seat (``owner`` None, a rule that holds for
    everyone): "a player", "a player's", "a player gets" at first, then "they".
    """
    person = "you" if addressed or (owner is not None and is_you(owner)) else ("they" if owner is not None else "")
    first = [True]

    def word(m: re.Match[str]) -> str:
        mark, verb = m.group(1), m.group(2)
        whose = mark.lower() == "your"
        if person:
            out = {"you": ("your", "you"), "they": ("their", "they")}[person][0 if whose else 1]
            said = out if whose or verb is None else f"{out} {second_person(verb)}"
        elif first[0]:
            said = "a player's" if whose else ("a player" if verb is None else f"a player {third_person(verb)}")
        else:
            said = "their" if whose else ("they" if verb is None else f"they {second_person(verb)}")
        first[0] = False
        return said[0].upper() + said[1:] if mark[0].isupper() else said

    return _OWNER_MARK.sub(word, template)
