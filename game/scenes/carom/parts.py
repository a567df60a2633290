"""What every part of Carom Golf's play screen shares: its fields and the questions it asks the engine.

:class:`~game.scenes.carom.play.CaromGame` is built from an input half
(:mod:`~game.scenes.carom.controls`) and a drawing half
(:mod:`~game.scenes.carom.board`). Both read the same fields, so the fields are
declared here once (``CaromGame.__init__`` sets them) and the type checker
holds each half to them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from game.hexgrid import Hex
from game.render import ball_timeline, pieces
from game.render.boardview import BoardView
from game.render.dice import DiceTray, DieLook
from game.rules.carom.actions import CaromAction
from game.rules.carom.events import CaromEvent
from game.rules.carom.state import CaromState
from game.rules.protocol import Event
from game.scenes.carom.hand import CardHand
from game.scenes.table.game import TableGame
from game.ui.theme import Color


class CaromParts(TableGame[CaromState, CaromAction, CaromEvent]):
    """The fields of Carom Golf's play screen and its read-only questions about the state."""

    hand: CardHand
    view: BoardView
    tl: ball_timeline.Timeline
    dice: DiceTray
    die_look: DieLook
    show_path: bool
    """Whether a stroke's path is previewed while aiming (a display option of the match)."""
    rolled: tuple[str, int, int] | None
    """(card, face, impulses) of the current stroke."""
    aim_dir: int | None
    pressed_on_board: bool
    """The last left press began on the board (only such a click strikes: controls.py)."""
    select_index: int
    """The tee hex chosen with the keys, among the legal ones."""
    select_cell: Hex | None
    """The tee hex a computer player picked (shown before it is played)."""
    actor: int | None
    """The player whose stroke is being shown (the engine may already have passed the turn on)."""
    labels_hidden: bool
    """A new turn hides the hex label until the pointer moves again."""
    content: pygame.Rect
    card_slot: pygame.Rect
    tray: pygame.Rect
    roll_text: pygame.Rect
    _preview_key: tuple[int, int] | None
    _preview: Sequence[Event]
    _upcoming: tuple[object, list[str]] | None
    """The lines named ahead and what they were named for (board.py, ``upcoming_instructions``)."""
    penalties: list[list[int]]
    """Penalty points per seat and course, as the strokes shown so far charged them."""

    @property
    def state(self) -> CaromState:
        """The engine's current state."""
        return self.table.state

    def human_on_turn(self) -> bool:
        """True when a person (not the computer, not the die) is to act."""
        cp = self.state.current_player
        return cp >= 0 and not self.table.is_computer(cp)

    def legal_cells(self) -> list[Hex]:
        """The hexes the engine allows for teeing up (or placing a ball) now."""
        return [Hex(int(a[1]), int(a[2])) for a in self.state.legal_actions() if isinstance(a, tuple) and a[0] in ("tee", "place")]

    def stroke_number(self, seat: int) -> int:
        """The stroke ``seat`` plays next on this course: its counter less the penalty points in it, plus one."""
        course = self.state.course_index
        pen = self.penalties[seat][course] if seat < len(self.penalties) and course < len(self.penalties[seat]) else 0
        return max(1, self.state.counters[seat] - pen + 1)

    def ball_cell(self) -> Hex | None:
        """The hex of the ball of the player on turn (None before it is on the course)."""
        seat = self.state.turn
        return self.state.positions[seat] if self.state.status[seat] == "playing" else None

    def _style(self, key: Hashable) -> tuple[Color, str, bool]:
        if not isinstance(key, int):  # the timeline keys Carom Golf's balls by seat
            raise TypeError(f"not a seat: {key!r}")
        seat = key
        _, color, stripe = pieces.ball_style(self.table.seats[seat].style)
        return color, str(seat + 1), stripe
