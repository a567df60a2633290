"""Helpers for driving screens headless with real pygame events, and a small Carom course built in code."""

from __future__ import annotations

import pygame

from game.app import App
from game.hexgrid import Stagger
from game.rules.course import CourseMap, CourseObject, ObjectKind, Terrain, course_from_rows

ROWS = (
    " ...........DD... ",
    "....ss.....~~.....",
    "...........~......",
    "..........i.......",
    "....PP...iii...m..",
    " ...P............ ",
)
LEGEND = {".": Terrain.FAIRWAY, "D": Terrain.DENSE_GRASS, "s": Terrain.SAND, "~": Terrain.WATER, "i": Terrain.ICE, "P": Terrain.PUDDLE, "m": Terrain.FAIRWAY}


def cell(col: int, row: int, stagger: Stagger = Stagger("y", "odd")):  # type: ignore[no-untyped-def]
    """The axial cell of a Tiled (column, row)."""
    return stagger.to_axial(col, row)


def small_course(name: str = "Test meadow", stagger: Stagger = Stagger("y", "odd")) -> CourseMap:
    """A short Carom course with every kind of ground and piece, tee on the left, hole on the right."""
    c = lambda col, row: cell(col, row, stagger)  # noqa: E731
    objects = (
        CourseObject(1, ObjectKind.TEE, (c(1, 1), c(2, 1), c(1, 2), c(2, 2), c(1, 3), c(2, 3))),
        CourseObject(2, ObjectKind.HOLE, (c(14, 2),)),
        CourseObject(3, ObjectKind.FLAT_OBSTACLE, (c(7, 2), c(7, 3)), props={"shape": "bar"}),
        CourseObject(4, ObjectKind.STUMP, (c(9, 0),)),
        CourseObject(5, ObjectKind.ROCK, (c(12, 5),)),
        CourseObject(6, ObjectKind.MUSHROOM, (c(15, 4),)),
        CourseObject(7, ObjectKind.MOLE_HOLE, (c(13, 4),)),
    )
    return course_from_rows(ROWS, LEGEND, name=name, stagger=stagger, objects=objects)


def frames(app: App, n: int = 1) -> None:
    """Run ``n`` frames of the real main loop body."""
    for _ in range(n):
        app._frame(1 / 60)


PAUSE_STEP = 0.1
"""Seconds of one frame while :func:`settled` waits (the decision is open and still: nothing moves that needs short frames)."""


def settled(app: App) -> None:
    """Frames until the table on top takes a committing press: a decision that came up just after a skip waits
    for a pause (see ``game/scenes/table/settle.py``), and a person does pause to look at it."""
    from game.scenes.table.scene import TableScene

    top = app.stack.top
    while isinstance(top, TableScene) and not top.still_showing() and top.settle.settling():
        app._frame(PAUSE_STEP)  # a person's pause changes nothing on an open decision: a few long frames, not thirty short ones


def press(app: App, key: int, mod: int = 0, unicode: str = "") -> None:
    """A key pressed and released (after the pause a person makes before a decision, see :func:`settled`), then one frame."""
    settled(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
    frames(app)


def hold(app: App, key: int) -> None:
    """A key pressed and kept down (its key repeats come with :func:`repeat`, its release with :func:`release`), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    frames(app)


def repeat(app: App, key: int) -> None:
    """A held key repeating, as the input layer sends it (a key-down marked ``repeat``), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, repeat=True))
    frames(app)


def release(app: App, key: int) -> None:
    """A held key let go, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    frames(app)


def type_text(app: App, value: str) -> None:
    """Typed text, as SDL delivers it."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=value))
    frames(app)


def click(app: App, pos: tuple[float, float], button: int = 1) -> None:
    """Move there, press and release (after the pause of :func:`settled`), then one frame."""
    settled(app)
    p = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=button))
    frames(app)


def move(app: App, pos: tuple[float, float]) -> None:
    """The pointer moves there."""
    p = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)


def resize(app: App, size: tuple[int, int]) -> None:
    """The window is resized."""
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frames(app)


def until_armed(app: App) -> None:
    """Frames until the hand-over card on top takes a confirm (it ignores one in its first moments, as a person sees it come up)."""
    from game.scenes.handover import HandOver

    top = app.stack.top
    while isinstance(top, HandOver) and not top.armed:
        frames(app)
