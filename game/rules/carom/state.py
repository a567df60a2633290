"""A Carom Golf game position and its turn sequence.

A turn is: tee up (first turn on a course) or place the ball next to the mole
hole (after dropping into it); pick a card (or none); roll the die (a chance
node); pick the direction; the stroke is resolved. With the option
``direction_first`` the card and the direction are picked together before the
roll. In Basic mode a player strokes until their ball is holed (or stopped at
the stroke limit), then the next player plays the course; in Carom mode the
players stroke once each in seat order, round after round, all balls on the
course together.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.hexgrid import Hex
from game.rules.carom import data
from game.rules.carom.actions import AimAction, CardAction, CaromAction, DieFace, PlaceAction, StrikeAction, TeeAction
from game.rules.carom.board import Board
from game.rules.carom.events import (
    Aimed,
    BallPlaced,
    CardChosen,
    CaromEvent,
    CourseFinished,
    CourseStarted,
    DieRolled,
    GameOver,
    Retired,
    Struck,
    TeedUp,
)
from game.rules.carom.stroke import StrokeResult, play_stroke
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError, lowest_scores, reveals_nothing

BASIC = "basic"
CAROM = "carom"
MODES = (BASIC, CAROM)

# ball status on the current course
WAITING = "waiting"
"""Not teed up yet."""
PLAYING = "playing"
"""On the course."""
MOLE = "mole"
"""In the mole hole; its owner places it next to it at the start of their next turn."""
HOLED = "holed"
RETIRED = "retired"
"""Reached the stroke limit without being holed."""
STATUSES = (WAITING, PLAYING, MOLE, HOLED, RETIRED)
ACTIVE = (WAITING, PLAYING, MOLE)

# phases of a turn
TEE, PLACE, CARD, AIM, ROLL, STRIKE, OVER = "tee", "place", "card", "aim", "roll", "strike", "over"
PHASES = (TEE, PLACE, CARD, AIM, ROLL, STRIKE, OVER)


@dataclass(frozen=True)
class CaromState:
    """A Carom Golf position (immutable)."""

    boards: tuple[Board, ...] = field(compare=False, repr=False)
    """The courses in the order they are played."""
    seed: int
    mode: str
    direction_first: bool
    course_index: int
    positions: tuple[Hex | None, ...]
    """Each ball's hex (for a ball in a mole hole: the mole hole); None when not on the course."""
    counters: tuple[int, ...]
    """Each player's strokes plus penalties on the current course."""
    status: tuple[str, ...]
    finished: tuple[tuple[int, ...], ...]
    """Each player's scores on the courses already finished."""
    turn: int
    """The player on turn (also while the die is rolled for them)."""
    phase: str
    card: str | None = None
    aim: int | None = None
    face: int | None = None
    knocked: frozenset[int] = frozenset()
    """Object ids of the mushrooms knocked over on this course."""
    game_id: str = "carom"

    # ---- the contract ---------------------------------------------
    @property
    def num_players(self) -> int:
        """Number of seats (one ball each)."""
        return len(self.status)

    @property
    def current_player(self) -> int:
        """The player on turn, CHANCE while the die is rolled, TERMINAL at the end."""
        if self.phase == OVER:
            return TERMINAL
        if self.phase == ROLL:
            return CHANCE
        return self.turn

    @property
    def board(self) -> Board:
        """The course being played."""
        return self.boards[self.course_index]

    def legal_actions(self) -> list[CaromAction]:
        """What the player on turn may do (the die faces at the chance node)."""
        return [*_LEGAL[self.phase](self)]

    # the moves of each phase, typed for players that know the phase (legal only in that phase)
    def tee_actions(self) -> list[TeeAction]:
        """``("tee", q, r)`` for each tee hex."""
        return [("tee", h.q, h.r) for h in self.tee_cells()]

    def place_actions(self) -> list[PlaceAction]:
        """``("place", q, r)`` for each hex the ball out of the mole hole may go to."""
        return [("place", h.q, h.r) for h in self.placement_cells()]

    def card_actions(self) -> list[CardAction]:
        """``("card", id)`` for no card and each card."""
        return [("card", c.id) for c in data.CHOICES]

    def aim_actions(self) -> list[AimAction]:
        """``("aim", card, direction)`` for each card and allowed direction (variant "direction first")."""
        dirs = self.allowed_directions()
        return [("aim", c.id, d) for c in data.CHOICES for d in dirs]

    def strike_actions(self) -> list[StrikeAction]:
        """``("strike", direction)`` for each allowed direction."""
        return [("strike", d) for d in self.allowed_directions()]

    def chance_outcomes(self) -> list[tuple[CaromAction, float]]:
        """The die faces, each 1/6, while the die is rolled."""
        if self.phase != ROLL:
            return []
        return [*self.die_outcomes()]

    def die_outcomes(self) -> list[tuple[DieFace, float]]:
        """The die's faces with their probabilities, as the die is rolled (whatever the phase)."""
        return [(f, 1 / len(data.DIE_FACES)) for f in data.DIE_FACES]

    def scores(self) -> list[float]:
        """Each player's total so far: finished courses plus the current counter (capped)."""
        current = [0] * self.num_players if self.phase == OVER else [min(c, data.MAX_STROKES) for c in self.counters]
        return [float(sum(f) + c) for f, c in zip(self.finished, current)]

    def winners(self) -> list[int]:
        """The seats with the lowest total (a tie is shared: these rules break none)."""
        return lowest_scores(self.scores())

    def undoable(self, action: CaromAction) -> bool:
        """Every decision may be taken back until the die is rolled (a strike too: nothing in it is hidden).

        Only the die is chance; the stroke that ends the game is final. See docs/rules/carom-golf.md, "Undo".
        """
        return reveals_nothing(self, action)

    # ---- helpers for players and screens ----------------------------
    def tee_cells(self) -> list[Hex]:
        """The tee's six hexes."""
        b = self.board
        return [b.cells[i] for i in b.tee]

    def impulses(self, card: str | None = None, face: int | None = None) -> int:
        """The impulses of ``card`` with ``face`` (default: the chosen card and the rolled face)."""
        c = data.CARD_BY_ID[card if card is not None else (self.card or "none")]
        return c.impulses(face if face is not None else (self.face or 0))

    def allowed_directions(self, player: int | None = None) -> list[int]:
        """Directions a ball may be struck in: never into an obstacle it rests against."""
        p = self.turn if player is None else player
        h = self.positions[p]
        b = self.board
        i = b.cell(h) if h is not None else -1
        if i < 0:
            return list(range(6))
        dirs = [d for d in range(6) if not b.blocks_direction(i, d)]
        return dirs or list(range(6))  # boxed in on every side: any direction (it bounces in place)

    def cell_positions(self) -> list[int]:
        """Cell numbers of the balls on the course (-1 for the others)."""
        b = self.board
        return [
            b.cell(h) if h is not None and s == PLAYING else -1 for h, s in zip(self.positions, self.status)
        ]

    def placement_cells(self, player: int | None = None) -> list[Hex]:
        """Where a ball out of the mole hole may be put: the free hexes next to it (further out if none)."""
        p = self.turn if player is None else player
        mole = self.positions[p]
        if mole is None:
            return []
        return [self.board.cells[i] for i in placement_options(self.board, self.board.cell(mole), self.cell_positions())]

    # ---- moves --------------------------------------------------------
    def apply(self, action: CaromAction) -> tuple[CaromState, list[CaromEvent]]:
        """The state after ``action`` and what happened."""
        if action not in self.legal_actions() or isinstance(action, bool):
            raise IllegalActionError(f"{action!r} is not legal now (phase {self.phase})")
        events: list[CaromEvent] = []
        # each phase's handler takes that phase's kind of action (legal here, so of that kind)
        return _HANDLERS[self.phase](self, action, events), events

    def _with_ball(self, p: int, h: Hex | None, status: str) -> CaromState:
        positions = list(self.positions)
        statuses = list(self.status)
        positions[p] = h
        statuses[p] = status
        return replace(self, positions=tuple(positions), status=tuple(statuses))

    def _next_phase_same_player(self) -> CaromState:
        return replace(self, phase=self._phase_for(self.turn), card=None, aim=None, face=None)

    def _phase_for(self, p: int) -> str:
        s = self.status[p]
        if s == WAITING:
            return TEE
        if s == MOLE:
            return PLACE
        return AIM if self.direction_first else CARD

    def _stroke(self, direction: int, impulses: int, events: list[CaromEvent]) -> CaromState:
        p = self.turn
        counters = list(self.counters)
        counters[p] += 1
        start = self.positions[p]
        assert start is not None  # a ball is struck only once it is on the course
        events.append(Struck(p, start, direction, impulses, counters[p]))
        result = play_stroke(
            self.board, self.cell_positions(), counters, p, direction, impulses, self.knocked, events
        )
        return self._after(result)._advance(events)

    def _after(self, r: StrokeResult) -> CaromState:
        """Fold a stroke's result into the state (balls, counters, statuses)."""
        b = self.board
        positions = list(self.positions)
        statuses = list(self.status)
        for ball, c in enumerate(r.positions):
            if statuses[ball] == PLAYING:
                positions[ball] = b.cells[c] if c >= 0 else None
        for ball in r.holed:
            statuses[ball] = HOLED
        for ball, c in r.mole.items():
            statuses[ball] = MOLE
            positions[ball] = b.cells[c]  # remembered for placing it next to that mole hole
        return replace(
            self,
            positions=tuple(positions),
            status=tuple(statuses),
            counters=tuple(r.counters),
            knocked=r.knocked,
            card=None,
            aim=None,
            face=None,
        )

    def _advance(self, events: list[CaromEvent]) -> CaromState:
        """Stop balls at the stroke limit, finish the course if all are done, and pass the turn."""
        statuses = list(self.status)
        positions = list(self.positions)
        for ball, s in enumerate(statuses):
            if s in (PLAYING, MOLE) and self.counters[ball] >= data.MAX_STROKES:
                statuses[ball] = RETIRED
                positions[ball] = None
                events.append(Retired(ball, data.MAX_STROKES))
        state = replace(self, status=tuple(statuses), positions=tuple(positions))
        if not any(s in ACTIVE for s in statuses):
            return state._finish_course(events)
        p = state.turn
        if state.mode == BASIC:
            if statuses[p] not in ACTIVE:
                p = next(i for i in range(state.num_players) if statuses[i] in ACTIVE)
                state = replace(state, knocked=frozenset())  # every player meets the course as it was laid out
        else:
            n = state.num_players
            p = next(i % n for i in range(p + 1, p + 1 + n) if statuses[i % n] in ACTIVE)
        state = replace(state, turn=p)
        return state._next_phase_same_player()

    def _finish_course(self, events: list[CaromEvent]) -> CaromState:
        scores = tuple(min(c, data.MAX_STROKES) for c in self.counters)
        events.append(CourseFinished(self.course_index, self.board.course.name, scores))
        finished = tuple(f + (s,) for f, s in zip(self.finished, scores))
        if self.course_index + 1 >= len(self.boards):
            totals = tuple(sum(f) for f in finished)
            events.append(GameOver(totals, tuple(lowest_scores(totals))))
            return replace(self, finished=finished, phase=OVER, turn=0)
        nxt = self.course_index + 1
        events.append(CourseStarted(nxt, self.boards[nxt].course.name))
        n = self.num_players
        return replace(
            self,
            finished=finished,
            course_index=nxt,
            positions=(None,) * n,
            counters=(0,) * n,
            status=(WAITING,) * n,
            knocked=frozenset(),
            turn=0,
            phase=TEE,
        )

    # ---- saving -------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict that rebuilds this state exactly (courses embedded)."""
        return {
            "game": self.game_id,
            "seed": self.seed,
            "mode": self.mode,
            "direction_first": self.direction_first,
            "courses": [b.course.to_json() for b in self.boards],
            "course_index": self.course_index,
            "positions": [h.to_json() if h is not None else None for h in self.positions],
            "counters": list(self.counters),
            "status": list(self.status),
            "finished": [list(f) for f in self.finished],
            "turn": self.turn,
            "phase": self.phase,
            "card": self.card,
            "aim": self.aim,
            "face": self.face,
            "knocked": sorted(self.knocked),
        }


# ---- what each phase offers and what its move does ------------------------------------
def on_tee(s: CaromState, action: TeeAction, events: list[CaromEvent]) -> CaromState:
    """The ball is teed up on the hex chosen; the turn goes on with the card (or the aim)."""
    h = Hex(int(action[1]), int(action[2]))
    events.append(TeedUp(s.turn, h))
    return s._with_ball(s.turn, h, PLAYING)._next_phase_same_player()


def on_place(s: CaromState, action: PlaceAction, events: list[CaromEvent]) -> CaromState:
    """The ball out of the mole hole is put on the hex chosen; the turn goes on."""
    h = Hex(int(action[1]), int(action[2]))
    events.append(BallPlaced(s.turn, h, "mole_hole"))
    return s._with_ball(s.turn, h, PLAYING)._next_phase_same_player()


def on_card(s: CaromState, action: CardAction, events: list[CaromEvent]) -> CaromState:
    """The card (or none) is chosen; the die is rolled next."""
    events.append(CardChosen(s.turn, str(action[1])))
    return replace(s, phase=ROLL, card=str(action[1]))


def on_aim(s: CaromState, action: AimAction, events: list[CaromEvent]) -> CaromState:
    """Card and direction chosen together (variant "direction first"); the die is rolled next."""
    events.append(Aimed(s.turn, str(action[1]), int(action[2])))
    return replace(s, phase=ROLL, card=str(action[1]), aim=int(action[2]))


def on_roll(s: CaromState, action: DieFace, events: list[CaromEvent]) -> CaromState:
    """The die lands: the impulses are known; the ball is struck at once when its direction was chosen first."""
    face = int(action)
    impulses = s.impulses(s.card, face)
    events.append(DieRolled(s.turn, face, s.card or "none", impulses))
    if s.direction_first:
        assert s.aim is not None
        return s._stroke(s.aim, impulses, events)
    return replace(s, phase=STRIKE, face=face)


def on_strike(s: CaromState, action: StrikeAction, events: list[CaromEvent]) -> CaromState:
    """The ball is struck in the direction chosen."""
    return s._stroke(int(action[1]), s.impulses(), events)


def _die_faces(s: CaromState) -> list[DieFace]:
    return list(data.DIE_FACES)


def _nothing(s: CaromState) -> list[CaromAction]:
    return []


_LEGAL: dict[str, Callable[[CaromState], Sequence[CaromAction]]] = {
    TEE: CaromState.tee_actions,
    PLACE: CaromState.place_actions,
    CARD: CaromState.card_actions,
    AIM: CaromState.aim_actions,
    ROLL: _die_faces,
    STRIKE: CaromState.strike_actions,
    OVER: _nothing,
}
"""What each phase offers: the moves of the player on turn, or the die's faces."""

_Handler = Callable[[CaromState, Any, list[CaromEvent]], CaromState]

_HANDLERS: dict[str, _Handler] = {
    TEE: on_tee,
    PLACE: on_place,
    CARD: on_card,
    AIM: on_aim,
    ROLL: on_roll,
    STRIKE: on_strike,
}
"""What a legal action does in each phase (none in ``over``: nothing is legal then)."""


def placement_options(board: Board, mole: int, positions: Sequence[int]) -> list[int]:
    """Free hexes to put a ball out of the mole hole on: its neighbours, else the nearest ring with room."""
    taken = {c for c in positions if c >= 0}
    centre = board.cells[mole]
    for radius in range(1, 8):
        ring = [board.cell(h) for h in centre.ring(radius)]
        spots = [c for c in ring if c >= 0 and board.restable[c] and c not in taken]
        if spots:
            return sorted(spots, key=lambda c: board.cells[c])
    spots = [c for c in range(len(board.cells)) if board.restable[c] and c not in taken]
    return sorted(spots, key=lambda c: (board.cells[c].distance(centre), board.cells[c]))[:6]
