"""Carom Golf's set-up screen: the shared set-up with this game's modes, options and courses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import catalog, paths
from game.scenes.base import Scene
from game.scenes.carom.courses import course_choices
from game.scenes.common_setup import OptionSpec, SetupResult, SetupScene, SetupSpec

if TYPE_CHECKING:
    from game.app import App
    from game.match.record import MatchRecord
    from game.scenes.table.game import TableGame
    from game.scenes.table.scene import TableScene

MODES = (
    ("basic", "Basic", "Each player plays the hole out, then the next player tees off."),
    ("carom", "Carom", "Everyone strokes in turn, and balls may knock each other away."),
)
OPTIONS = (
    OptionSpec("direction_first", "Choose the direction before the roll", False),
    OptionSpec("show_path", "Show the ball's path before the stroke", True),
)


def bot_levels() -> tuple[str, ...]:
    """The computer strengths the engine offers (just one when it has no levels)."""
    levels = getattr(catalog.engine("carom"), "LEVELS", None)
    return tuple(levels) if levels else ("normal",)


def spec() -> SetupSpec:
    """What Carom Golf offers on its set-up screen."""
    info = catalog.info("carom")
    return SetupSpec(
        game_id="carom",
        title=info.title,
        min_players=info.min_players,
        max_players=info.max_players,
        modes=MODES,
        levels=bot_levels(),
        options=OPTIONS,
        courses=course_choices,
        user_folder=paths.user_courses_dir(),
    )


def setup_scene(app: App) -> Scene:
    """The scene the title opens for Carom Golf."""
    return SetupScene(app, spec(), lambda result: start_game(app, result))


def record_for(result: SetupResult, seed: int | None = None) -> MatchRecord:
    """The match record of a new game set up as ``result``."""
    from game.scenes.setup_spec import hint_display
    from game.scenes.table import new_record, seats_from

    courses = tuple(c.course for c in result.courses if c.course is not None)
    return new_record(
        "carom",
        seats_from(result.players),
        course=courses,
        options={"mode": result.mode or "basic", "direction_first": bool(result.options.get("direction_first", False))},
        display={"show_path": bool(result.options.get("show_path", True)), **hint_display(result)},
        info={"course": courses[0].name if courses else "", "mode": result.mode or "basic"},
        seed=seed,
    )


def start_game(app: App, result: SetupResult) -> bool:
    """Replace the set-up with the game on the shared table."""
    from game.scenes.table import open_record

    return open_record(app, record_for(result))


def table_game(table: TableScene) -> TableGame:
    """Carom Golf's plug-in for the shared table."""
    from game.scenes.carom.play import CaromGame

    return CaromGame(table)
