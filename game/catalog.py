"""The games the app knows, and the one way to start or restore any of them.

Each game is an engine package under :mod:`game.rules` that provides:

* ``new_state(players, course, seed, **options) -> GameState``
* ``from_json(data) -> GameState``
* ``make_bot(player, seed, level="normal") -> Bot``
* ``RULES``: the :class:`~game.rules.protocol.RulesVersion` it plays, which records store
* optionally ``validate_course(course) -> list[Problem]`` (golf games),
  ``simulate_summary(final_states) -> dict`` (extra figures for ``rollinone simulate``)
  and ``prepare_computer(state)`` (let computer players study the course before
  play, so that no single decision pays for it).

The catalog may use the course loader (:mod:`game.courses`); the rules may not.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from game.rules.protocol import Bot, GameState, RulesVersion, StateFormatError


@dataclass(frozen=True)
class GameInfo:
    """One game of the app."""

    id: str
    """Catalog id used everywhere (saves, command line)."""
    title: str
    """Name shown to players."""
    tagline: str
    """One line under the title on the title screen."""
    engine: str
    """Module path of the rules engine."""
    min_players: int
    max_players: int
    default_course: str | None = None
    """Course file or folder under ``levels/`` used when none is given."""
    screen: str | None = None
    """Module path of the game's set-up scene, once the game is playable on screen."""
    log_words: str | None = None
    """Module path of the game's words for the game log (pure: no pygame), see :mod:`game.match.gamelog`."""
    lower_is_better: bool = True
    """Which way :meth:`GameState.scores` ranks: True when the lowest score is best (the ranking reads it)."""
    hidden_information: bool = False
    """True when a seat holds what the others may not see (cards in a hand): its states offer ``view(player)``
    and its game log names such a card only to its owner."""


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo(
            "rollinone",
            "Roll in One",
            "Build a hole from course boards, then play it with six club dice.",
            "game.rules.rollinone",
            1,
            5,
            default_course="rollinone",
            screen="game.scenes.rollinone.setup",
            log_words="game.scenes.rollinone.log_words",
            hidden_information=True,
        ),
        GameInfo(
            "eagles_creek",
            "Eagle's Creek",
            "Three shared dice a round; draw your shots side to side on nine holes.",
            "game.rules.eagles_creek",
            1,
            8,
            default_course="eagles_creek/eagles_creek.tmx",
            screen="game.scenes.eagles_creek.setup",
            log_words="game.scenes.eagles_creek.log_words",
        ),
        GameInfo(
            "carom",
            "Carom Golf",
            "A card and a die give the impulses; knock rival balls in Carom mode.",
            "game.rules.carom",
            1,
            12,
            default_course="carom/course_1.tmx",
            screen="game.scenes.carom.setup",
            log_words="game.scenes.carom.log_words",
        ),
        GameInfo(
            "rollecate",
            "Rollecate",
            "Lay track ahead of the old locomotive and roll to keep it on the rails.",
            "game.rules.rollecate",
            1,
            4,
            screen="game.scenes.rollecate.setup",
            log_words="game.scenes.rollecate.log_words",
            hidden_information=True,
        ),
    )
}
"""Every game, in the order the title screen and the rules pages list them."""


def info(game_id: str) -> GameInfo:
    """The catalog entry for ``game_id`` (ValueError naming the games for an id it does not know)."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise ValueError(f"unknown game {game_id!r}; the games are {known}") from None


def engine(game_id: str) -> ModuleType:
    """The rules engine module of a game (imported on first use)."""
    return importlib.import_module(info(game_id).engine)


def rules(game_id: str) -> RulesVersion:
    """The version of its rules the game's engine plays (``RULES`` in the engine package)."""
    version: RulesVersion = engine(game_id).RULES
    return version


def playable_on_screen(game_id: str) -> bool:
    """True when the game has a set-up scene."""
    entry = info(game_id)
    return entry.screen is not None and importlib.util.find_spec(entry.screen) is not None


def load_course(game_id: str, course: Any = None) -> Any:
    """The course model for a game: the given file, or the shipped default, or None (engine's own)."""
    if course is not None and not isinstance(course, (str, Path)):
        return course  # already a course model (tests, editors)
    path: Path | None = Path(course) if course is not None else None
    entry = info(game_id)
    if path is None and entry.default_course:
        from game import paths

        candidate = paths.level(entry.default_course)
        path = candidate if candidate.exists() else None
    if path is None:
        return None
    from game import courses  # the loader; imported lazily so the catalog stays light

    return courses.load_for_game(game_id, path)


def new_state(
    game_id: str,
    players: int,
    course: Any = None,
    seed: int | None = None,
    **options: Any,
) -> GameState:
    """A new game on the game's default course (or the course given: a path or a course model)."""
    entry = info(game_id)
    if not entry.min_players <= players <= entry.max_players:
        raise ValueError(
            f"{entry.title} takes {entry.min_players} to {entry.max_players} players, not {players}"
        )
    if seed is None:
        import secrets  # here, not at the top: it imports hashlib, and the title screen never needs it

        seed = secrets.randbelow(2**31)
    module = engine(game_id)
    return module.new_state(players, load_course(game_id, course), seed, **options)


def load_state(data: Any) -> GameState:
    """Rebuild a state from :meth:`GameState.to_json` output."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise StateFormatError("not a saved game: no game id")
    if data["game"] not in GAMES:
        raise StateFormatError(f"not a saved game of this program: unknown game {data['game']!r}")
    module = engine(data["game"])
    try:
        return module.from_json(data)
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise StateFormatError(f"saved {data['game']} game is damaged ({type(exc).__name__}: {exc})") from None


def prepare_computer(state: GameState) -> None:
    """Let the game's computer players study the course now (before play, e.g. while a screen opens)."""
    hook = getattr(engine(state.game_id), "prepare_computer", None)
    if hook is not None:
        hook(state)


def make_bot(game_id: str, player: int, seed: int, level: str = "normal") -> Bot:
    """A computer player for seat ``player`` (``seed``: its own, see :func:`computer_seed`)."""
    return engine(game_id).make_bot(player, seed, level)


def computer_seed(seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s computer player in a match seeded ``seed``.

    The table, replays played on, ``rollinone simulate`` and the par from play all seed
    their computers with it, so a seat's computer decides alike wherever the match is played.
    """
    return seed + 7919 * (seat + 1)
