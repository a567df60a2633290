"""Small pieces of wording every screen shares, so the four games speak alike.

A seat may be named "You" (the default name of a lone player): it is then
spoken to as a person — "You roll", "Your cards", "You win!" — never "You
rolls" or "You's". Every sentence that starts with a seat's name goes through
:func:`subject` (name + verb), :func:`possessive` or :func:`is_you`.
"""

from __future__ import annotations

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


def subject(name: str, verb: str) -> str:
    """A seat doing something, verb given in its plain form: 'You roll', 'Cleo rolls', 'You are', 'Cleo is'."""
    if is_you(name):
        return f"You {second_person(verb)}"
    return f"{name} {third_person(verb)}"


def possessive(name: str, *, start: bool = True) -> str:
    """Whose: 'Your' (or 'your' inside a sentence), "Cleo's", "Jess'" stays "Jess's" (plain and always right)."""
    if is_you(name):
        return "Your" if start else "your"
    return f"{name}'s"


def object_name(name: str) -> str:
    """A seat as the object of a sentence: 'you' inside a sentence, else the name ('Pass to Cleo', 'knocks you')."""
    return "you" if is_you(name) else name


def computer_mark(level: str) -> str:
    """The small mark after a computer seat's name, everywhere: 'computer · strong'."""
    return f"computer · {level}" if level and level != "normal" else "computer"


def seat_title(name: str, computer: bool, level: str = "normal") -> str:
    """A seat's name with its computer mark, for one-line places (banner, instruction, ranking)."""
    return f"{name} ({computer_mark(level)})" if computer else name


def to_par(strokes: int, par: int | None) -> str:
    """A score against par: '+2', '−1', 'par'; '' when the course has no par."""
    if par is None:
        return ""
    d = strokes - par
    return "par" if d == 0 else (f"+{d}" if d > 0 else f"−{-d}")
