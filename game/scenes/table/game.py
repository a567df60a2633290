"""The per-game part of a table: what each game's play screen provides.

The shared :class:`~game.scenes.table.scene.TableScene` owns the turn loop
(whose turn, chance draws, computer players at a readable pace, hand-over
between people, the banner, autosave, undo, replays, pause, scorecard,
ranking). A game plugs into it with one :class:`TableGame` subclass that holds
only its own board, its own choices and its own animations.

The table calls the game; the game calls back only through the table's public
methods (``table.state``, ``table.play(action)``, ``table.may_act()``,
``table.viewer`` ...). Drawing and input are the game's; deciding whose turn
it is, and applying anything, is the table's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from game import catalog

if TYPE_CHECKING:
    from game.match.hint import Hint
    from game.scenes.ranking import RankEntry
    from game.scenes.scorecard import ScoreTable
    from game.scenes.table.scene import TableScene


READ_SECONDS = 2.5
"""Seconds (at normal animation speed) an outcome stays on screen at least before anyone but a person takes the table on.

A game calls :meth:`TableScene.outcome` the moment an outcome appears (a die
lands, a ball splashes, a caption says what happened); the games keep what
they show of it until the next decision, and the table lets no computer,
chance draw, hand-over or final ranking come before this time has passed. A
person who is next needs no pause: the outcome is still there when they act.
"""


def skip_hint() -> str:
    """"Click or press a key to skip." (any key skips; a controller player is told the button)."""
    from game.ui.controls import hint, last_device

    return f"Click or press {'a key' if last_device() == 'keys' else hint('skip')} to skip."


StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
EventT = TypeVar("EventT")


class TableGame(Generic[StateT, ActionT, EventT]):
    """Base class of a game's play screen inside the shared table (override what the game needs).

    Generic in its engine's state, action and event types: the table only hands a
    game its own engine's values, so ``present`` and ``show_computer_choice`` are
    checked against what that engine really returns.
    """

    title: str = ""
    """The game's name (pause menu, ranking)."""
    rules_id: str = ""
    """The catalog id whose rules page the pause menu opens."""
    score_label: str = "strokes"
    """What the ranking calls a score."""
    rematch_detail: str = "same players and courses"
    """What the ranking's Rematch button keeps, in the game's words."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    @property
    def lower_is_better(self) -> bool:
        """Ranking order of :meth:`GameState.scores`: the game's catalog entry says it (``GameInfo.lower_is_better``)."""
        return catalog.info(self.table.record.game).lower_is_better

    # ------------------------------------------------------------------ layout
    def layout(self, board: pygame.Rect, strip: pygame.Rect, scale: float) -> None:
        """The window changed: ``board`` is the game's area, ``strip`` the instruction strip below it.

        The top ``instruction`` line of the strip is drawn by the table; the rest of
        ``strip`` (from ``table.strip_content``) is the game's for its choices.
        """

    def panel_extra_height(self, scale: float) -> int:
        """Pixels the game wants at the bottom of the side panel (piles, a mini sheet); 0 for none."""
        return 0

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface: pygame.Surface) -> None:
        """The board, its pieces and whatever is animating on it."""

    def draw_strip(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The game's choices (cards, dice, clubs, buttons) in the strip under the instruction line."""

    def draw_panel_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The bottom of the side panel, when :meth:`panel_extra_height` asked for room."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Tooltips and labels, drawn last, over the panel and the banner."""

    def draw_hint(self, surface: pygame.Surface, hint: Hint) -> list[pygame.Rect]:
        """The ghost of the hinted move on the board (``hint.action``, and ``hint.advice.shows``), drawn over everything
        while a hint is up; returns what the card with the words and numbers should keep clear of (the ghost, a hand
        drawn on the board): the table puts that card in the board's corner that covers least of them (table/hints.py).
        Nothing by default."""
        return []

    def board_damage(self) -> list[pygame.Rect] | None:
        """Where :meth:`draw_board` draws in this frame (None: it cannot say); asked before drawing and after.

        A game that answers (and :meth:`overlay_damage` too) lets the table
        redraw only what changed (``game/scenes/table/redraw.py``): its board
        drawing must then stay above the strip and left of the side panel's
        card, and every pixel it drew must lie in the rectangles (larger is
        safe, only slower). The default None redraws the whole window every frame.
        """
        return None

    def board_key(self) -> object:
        """Changes whenever :meth:`draw_board` would draw something else; None: every frame.

        While it stays the same, and nothing around moved, the board's pieces are
        left as they are on the window. Read only when :meth:`board_damage` answers.
        """
        return None

    def overlay_damage(self) -> list[pygame.Rect] | None:
        """Where :meth:`draw_overlay` drew in the frame just drawn (None: it cannot say); see :meth:`board_damage`."""
        return None

    def draw_strip_moving(self, surface: pygame.Surface, rect: pygame.Rect) -> list[pygame.Rect]:
        """What moves in the strip every frame (a rolling die), drawn over :meth:`draw_strip`; where it drew.

        Used with :meth:`board_damage`, so that :meth:`strip_key` can stay the
        same while something small moves. Nothing by default.
        """
        return []

    def strip_key(self) -> object:
        """Changes whenever :meth:`draw_strip` would draw something else; None (the default): every frame.

        Equal keys must mean the same picture, also far apart in the game: the
        table keeps the pictures of recent keys and shows them again
        (table/strip_cache.py). Read only when :meth:`board_damage` answers.
        """
        return None

    def strip_change(self, old: object, new: object) -> list[pygame.Rect] | None:
        """Where :meth:`draw_strip`'s picture for key ``new`` can differ from its picture for ``old``; None (the default): anywhere.

        The table then paints only there (strip_cache.py): a die landing in its
        tray need not paint a whole 4K strip again.
        """
        return None

    def upcoming_instructions(self) -> list[str]:
        """Lines :meth:`instruction` may soon return, most urgent first: rendered ahead in quiet frames (table/warm.py)."""
        return []

    def instruction(self) -> str:
        """One line: whose turn it is and what to do now, with the keys (the table adds undo/skip hints)."""
        return ""

    def showing(self) -> str:
        """The strip's line while the last action is still shown (dice rolling, a ball flying, an outcome being read).

        What is happening or what came of it, never a prompt for a decision
        that depends on it: the table shows :meth:`instruction` only once
        nothing is left to show. "" gives :func:`skip_hint` alone.
        """
        return ""

    def panel_heading(self) -> tuple[str, str]:
        """(small line, big line) at the top of the side panel, e.g. ("Hole 3 of 9", "Eagle's Creek")."""
        return ("", self.title)

    def seat_line(self, seat: int) -> tuple[str, str]:
        """(score, note) shown on a seat's row of the side panel, e.g. ("12", "in the bunker")."""
        scores = self.table.state.scores()
        return (f"{scores[seat]:g}" if seat < len(scores) else "", "")

    def turn_line(self, seat: int) -> str:
        """The banner's second line when ``seat``'s turn begins ("stroke 3", "tee off")."""
        return "your turn"

    def static_key(self) -> object:
        """Changes whenever :meth:`draw_static` would draw something else (zoom, pan, window size)."""
        return None

    def draw_static(self, surface: pygame.Surface) -> None:
        """What stays still on the board (printed course, terrain): drawn once into the table's cached layer."""

    # ------------------------------------------------------------------ flow
    def turn_owner(self) -> int | None:
        """Whose turn it is now, for the banner and the hand-over; games whose turn starts with a draw
        or a roll name the seat at that chance node too, so the hand-over comes before the draw."""
        cp = int(self.table.state.current_player)
        return cp if cp >= 0 else None

    def viewer(self) -> int | None:
        """Whose hidden information may be drawn now (a hand, the game log's private lines): the table's viewer by default."""
        return self.table.viewer

    def shown_seat(self) -> int | None:
        """The seat the side panel highlights (default: whose turn it is)."""
        return self.table.last_owner

    def busy(self) -> bool:
        """True while something is still being shown (a die still rolling too): the table waits, and no prompt appears."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds (already scaled by the animation-speed setting)."""

    def wake_in(self) -> float | None:
        """While a person decides: seconds until the board changes by itself (0 animating, None only on input)."""
        return None

    def skip(self) -> None:
        """Jump to the end of what is being shown."""

    def present(self, before: StateT, action: ActionT, events: Sequence[EventT]) -> None:
        """``action`` was applied to ``before`` (now ``table.state``): start showing ``events``.

        What came of the previous action stays on screen until the next
        decision (an action that is not chance) is presented here: that is
        when floating labels, captions and a landed die's face leave. When an
        outcome a player must read appears, call ``table.outcome()`` (see
        ``table.scene.READ_SECONDS``): the table then gives it reading time
        before a computer or chance goes on.

        In a replay read from a file, ``action`` is the record's plain value: an
        engine's NamedTuple action arrives as an equal plain tuple. Read it by
        position (``action[0] == "draw"`` narrows the typed union too), never by
        field name.

        To stop the turn loop at a moment of its own (a hole's results, a course
        change), the game calls ``table.hold(scene_or_None)`` and later ``table.release()``.
        """

    def sync(self) -> None:
        """Make everything on screen match ``table.state`` at once (after loading, undo, a replay jump)."""

    def show_computer_choice(self, seat: int, action: ActionT) -> float:
        """A computer seat chose ``action``: show it (card lifted, die picked) and return the seconds to wait."""
        return 0.6

    def prepare_human(self, seat: int) -> None:
        """A person is about to choose (called once per decision): set defaults such as the aim."""

    def choice_on_screen(self) -> bool:
        """True while the person on turn has chosen something on screen that is not played yet
        (Carom's card picked before aiming): Undo takes that back first, and is never greyed meanwhile."""
        return False

    def decision_on_screen(self) -> object:
        """What the person on turn has settled on screen toward the decision, not played yet (a card picked, the pen
        opened); None by default. A hint answers the decision as it stood when asked: when this changes, the hint
        and its ghost leave (table/hints.py), as they do when anything is played."""
        return None

    def take_back_choice(self) -> str:
        """Undo's first step while :meth:`choice_on_screen`: forget that choice; return what to say ("" for nothing)."""
        return ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Input for the game's own choices; return True when used. Apply choices with ``table.play``.

        Called for every event the table does not take itself; a game checks
        ``table.may_act()`` before applying anything.
        """
        return False

    def handover_needed(self, previous: int | None, seat: int) -> bool:
        """Whether the table shows 'Pass to ...' before ``seat``'s turn (default: between two different people).

        ``previous`` is the seat whose turn it was, None at the start of a game, and -1 (``table.scene.NOBODY_KNOWN``)
        when nobody is known to hold the screen: a resumed game, or after results everyone looked at.
        """
        humans = self.table.human_seats()
        return previous is not None and previous != seat and seat in humans and len(humans) > 1

    def handover_detail(self, seat: int) -> str:
        """One line on the hand-over card."""
        return "It is your turn."

    # ------------------------------------------------------------------ scores and the end
    def score_table(self) -> ScoreTable:
        """The scorecard (Tab, and the end of a hole or course)."""
        raise NotImplementedError

    def ranking(self) -> tuple[str, list[RankEntry]]:
        """(title, entries) for the final ranking."""
        raise NotImplementedError

    def winners(self, first: Sequence[int]) -> list[int]:
        """The seats that won, given those the ranking puts first (default: all of them; a lost game: none)."""
        return list(first)

    def snapshot(self, size: tuple[int, int]) -> pygame.Surface | None:
        """A small picture of the game for the saved-games list (None: the table draws the board area)."""
        return None

    def picture_area(self, board: pygame.Rect) -> pygame.Rect:
        """The part of the screen the saved-games picture is cut from: never where a hidden hand is drawn."""
        return board

    def describe(self) -> dict[str, Any]:
        """Short facts for the saved-games list, e.g. {"course": "Course III"}."""
        return {}
