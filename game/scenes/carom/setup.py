"""Carom Golf's set-up screen: the shared set-up with this game's modes, options and courses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import catalog, paths
from game.scenes.base import Scene
from game.scenes.carom.courses import course_choices
from game.scenes.common_setup import OptionSpec, SetupResult, SetupScene, SetupSpec

if TYPE_CHECKING:
    from game.app import App

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
    try:
        module = catalog.engine("carom")
        levels = getattr(module, "LEVELS", None) or getattr(module, "BOT_LEVELS", None)
    except catalog.UnknownGameError:
        levels = None
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


def start_game(app: App, result: SetupResult) -> None:
    """Replace the set-up with the game."""
    from game.scenes.carom.play import CaromScene

    app.stack.replace(CaromScene(app, result))
