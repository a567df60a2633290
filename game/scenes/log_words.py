"""The games' words for the game log: finding a game's own, and the phrases they share (pure: no pygame).

Each game's words are in ``game/scenes/<game>/log_words.py``, named by its
catalog entry (:func:`words_for`); see :mod:`game.match.gamelog`. A log line
names its seat once and then goes on with verbs: "Cleo · draws a card · lays
straight 3". For a seat named "You" the verbs are a person's: "You · draw a
card · lay straight 3" (:func:`does`).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from game import catalog
from game.match.gamelog import SEP, GameLog, Words, plain_lines
from game.ui.words import is_you, object_name, plural, second_person, subject, third_person


def words_for(game_id: str) -> Words:
    """The game's ``log_lines`` (who moved and the move's name, for a game that gives none)."""
    module = catalog.info(game_id).log_words
    if module is None:
        return plain_lines
    found: Words = importlib.import_module(module).log_lines
    return found


def game_log(game_id: str, names: Sequence[str]) -> GameLog:
    """An empty log of a match of ``game_id`` between seats named ``names``."""
    return GameLog(words_for(game_id), names)


def does(name: str, verb: str) -> str:
    """The verb as the seat ``name`` does it, without the name: "draws" (Cleo), "draw" (You)."""
    return second_person(verb) if is_you(name) else third_person(verb)


def names_and(names: Sequence[str], *, start: bool = True) -> str:
    """"Cleo", "Cleo and Ben", "You, Cleo and Ben" (``start``) or "Cleo, Ben and you" (inside a sentence)."""
    words = [n if i == 0 and start else object_name(n) for i, n in enumerate(names)]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def game_over(names: Sequence[str], best: int | None, unit: str) -> str:
    """"Game over · Cleo wins with 34 strokes", "Game over · Cleo and you win" (ties), "Game over · nobody wins"."""
    if not names:
        return f"Game over{SEP}nobody wins"
    won = subject(names[0], "win") if len(names) == 1 else f"{names_and(names)} win"
    score = f" with {plural(best, unit)}" if best is not None else ""
    return f"Game over{SEP}{won}{score}"
