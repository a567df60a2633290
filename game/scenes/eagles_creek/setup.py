"""Eagle's Creek's set-up: the shared set-up screen with inks, the 9-, 6- or 3-hole game and the sheet."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog, paths
from game.render import seat_inks, seat_marks
from game.scenes.base import Scene
from game.scenes.common_setup import SetupResult, SetupScene, SetupSpec
from game.scenes.course_list import course_choices

if TYPE_CHECKING:
    from game.app import App
    from game.match.record import MatchRecord
    from game.scenes.table.game import TableGame

GAME_ID = "eagles_creek"
MODES = (
    ("9", "9 holes", "Every hole; a two-dice hole opens once a one-die hole on its label is done."),
    ("6", "6 holes", "Only the holes with one die on their label."),
    ("3", "3 holes", "Only the holes with two dice on their label (open from the start)."),
)
PLAYERS_NOTE = (
    "Click a pen (or press ←→ on it) to pick another ink: each has its own colour, line pattern and the player's number, "
    "and the colours stay apart for colour-blind eyes. Click a name to type over it. Computer players take their shots by themselves."
)


def bot_levels() -> tuple[str, ...]:
    """The computer strengths the engine offers."""
    from game.rules.eagles_creek.bot import LEVEL_NOISE

    return tuple(LEVEL_NOISE)


def draw_ink(surface: pygame.Surface, rect: pygame.Rect, seat: int, style: int) -> None:
    """A seat's pen on the set-up screen: a sample of its line and its number."""
    seat_inks.swatch(surface, rect, style, str(seat + 1))


def shipped_sheets() -> list[Any]:
    """The shipped sheets (levels/eagles_creek/*.tmx)."""
    folder = paths.level("eagles_creek")
    return sorted(folder.glob("*.tmx")) if folder.is_dir() else []


def spec() -> SetupSpec:
    """What Eagle's Creek offers on the shared set-up screen."""
    info = catalog.info(GAME_ID)
    return SetupSpec(
        game_id=GAME_ID,
        title=info.title,
        min_players=info.min_players,
        max_players=info.max_players,
        modes=MODES,
        levels=bot_levels(),
        courses=lambda: course_choices(GAME_ID, shipped_sheets()),
        user_folder=paths.user_courses_dir(),
        style_count=len(seat_inks.INKS),
        draw_style=draw_ink,
        players_note=PLAYERS_NOTE,
    )


def setup_scene(app: App) -> Scene:
    """The scene the title opens for Eagle's Creek."""
    return SetupScene(app, spec(), lambda result: start(app, result))


def record_for(result: SetupResult, seed: int | None = None) -> MatchRecord:
    """The match record of a new game set up as ``result`` (the first chosen sheet)."""
    from game.scenes.setup_spec import hint_display
    from game.scenes.table import new_record, seats_from

    course = next((c.course for c in result.courses if c.course is not None), None)
    variant = result.mode or "9"
    label = next((m[1] for m in MODES if m[0] == variant), f"{variant} holes")
    # every seat writes with the ink it picked (seat styles from INK_BASE on are inks)
    seats = [replace(s, style=seat_marks.ink_style(s.style)) for s in seats_from(result.players)]
    return new_record(
        GAME_ID,
        seats,
        course=course,
        options={"variant": int(variant)},
        display=hint_display(result),
        info={"course": course.name if course is not None else "", "mode": label},
        seed=seed,
    )


def start(app: App, result: SetupResult, seed: int | None = None) -> bool:
    """Replace the set-up with the game on the shared table."""
    from game.scenes.table import open_record

    if not any(c.course is not None for c in result.courses):
        app.notify("No Eagle's Creek sheet can be played: put a .tmx sheet in your courses folder.")
        return False
    return open_record(app, record_for(result, seed))


def table_game(table: Any) -> TableGame:
    """The Eagle's Creek plug-in for the shared table."""
    from game.scenes.eagles_creek.play import EaglesGame

    return EaglesGame(table)
