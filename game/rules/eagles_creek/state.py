"""The Eagle's Creek game state: rounds of three shared dice, each player's sheet, shots drawn segment by segment.

A round goes:

1. ``roll`` (chance): the active player rolls three dice, ``("roll", a, b, c)`` sorted;
2. every player with holes left, in seat order from the active player, takes one shot:
   a ``plan`` action (``("plan", hole, accuracy_die, strength_die, club, length)``; the third
   die is the hole die), then one ``draw`` action per segment (``("draw", q, r, side)``: the
   hex side the segment leaves by), then, if the line crosses a tree and the club can fly,
   the ``elevation`` chance node (``("elevation", face)``);
3. the next player to the left becomes active and rolls.

The game ends when every player has finished every hole in play.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple, TypeAlias

from game.hexgrid import DIRECTIONS, Edge, Hex
from game.rules.eagles_creek import data
from game.rules.eagles_creek.events import (
    BallAtRest,
    BallInWater,
    DiceRolled,
    EaglesEvent,
    ElevationRolled,
    GameFinished,
    HoleFinished,
    HoleUnlocked,
    LeftSheet,
    SegmentDrawn,
    ShotPlanned,
    StoppedShort,
    StrokesAdded,
    TreeStop,
)
from game.rules.eagles_creek.flight import OFF_SHEET, RESULTS, STOPPED, TREE, WATER, Flight, fly, tree_segments
from game.rules.eagles_creek.planning import labelled, openers, shape_rules_for, shots, splits
from game.rules.eagles_creek.shape import (
    TURNS,
    ShapeRules,
    Trace,
    extend_trace,
    first_headings,
    follow,
    kind_of,
    legal_next_segments,
    next_turns,
    trace,
)
from game.rules.eagles_creek.sheet import Hole, Sheet
from game.rules.evolve import evolve, memo_property
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError, reveals_nothing

GAME_ID = "eagles_creek"

ROLL = "roll"
PLAN = "plan"
DRAW = "draw"
ELEVATION = "elevation"
OVER = "over"
PHASES = (ROLL, PLAN, DRAW, ELEVATION, OVER)


class PlanAction(NamedTuple):
    """Split the dice and pick the club: the die left over chooses ``hole``."""

    kind: Literal["plan"]
    hole: int
    accuracy: int
    """The die value used for accuracy (deviation)."""
    strength: int
    """The die value used for strength (distance)."""
    club: str
    length: int
    """Segments to draw: the distance table's, or one fewer with the putter."""


class DrawAction(NamedTuple):
    """Draw the next segment: it leaves its hex by the side ``Edge(q, r, side)``."""

    kind: Literal["draw"]
    q: int
    r: int
    side: int

    @property
    def edge(self) -> Edge:
        """The hex side the segment ends on."""
        return Edge(self.q, self.r, self.side)


RollAction: TypeAlias = tuple[Literal["roll"], int, int, int]
"""``("roll", a, b, c)``: the three dice, sorted (a chance outcome)."""
ElevationAction: TypeAlias = tuple[Literal["elevation"], int]
"""``("elevation", face)``: the elevation die (a chance outcome)."""
EaglesAction: TypeAlias = RollAction | PlanAction | DrawAction | ElevationAction
"""Anything :meth:`EaglesState.apply` takes (a plan or a segment read back from a save is a plain tuple equal to one)."""

_make = tuple.__new__
"""What calling a named tuple class does, without its Python-level ``__new__`` (the listings make many)."""


def plan_action(hole: int, accuracy: int, strength: int, club: str, length: int) -> PlanAction:
    """The action that plans a shot."""
    return _make(PlanAction, ("plan", hole, accuracy, strength, club, length))


def draw_action(edge: Edge) -> DrawAction:
    """The action that draws a segment ending on ``edge``."""
    q, r, side = edge
    return _make(DrawAction, ("draw", q, r, side))


def _add_draws(out: list[EaglesAction], q: int, r: int, heading: int, turns: tuple[int, ...]) -> None:
    """Append the draw action of each turn taken in hex ``(q, r)`` entered heading ``heading``."""
    for t in turns:
        side = (heading + t) % 6
        if side < 3:  # as Hex.edge names it: against this hex, or against the neighbour the side faces
            out.append(_make(DrawAction, ("draw", q, r, side)))
        else:
            dq, dr = DIRECTIONS[side]
            out.append(_make(DrawAction, ("draw", q + dq, r + dr, side - 3)))


def roll_outcomes() -> list[tuple[RollAction, float]]:
    """The 56 sorted outcomes of three dice, with their probabilities."""
    counts: dict[tuple[int, int, int], int] = {}
    for roll in itertools.product(range(1, 7), repeat=3):
        a, b, c = sorted(roll)
        key = (a, b, c)
        counts[key] = counts.get(key, 0) + 1
    return [(("roll", *key), n / 216) for key, n in sorted(counts.items())]


ROLL_OUTCOMES = roll_outcomes()
ELEVATION_OUTCOMES: list[tuple[ElevationAction, float]] = [(("elevation", face), 1 / 6) for face in range(1, 7)]
_ROLL_ACTIONS: tuple[RollAction, ...] = tuple(a for a, _ in ROLL_OUTCOMES)
_ELEVATION_ACTIONS: tuple[ElevationAction, ...] = tuple(a for a, _ in ELEVATION_OUTCOMES)


@dataclass(frozen=True)
class HoleCard:
    """One player's record of one hole."""

    strokes: int = 0
    """Strokes so far (the hole's score once it is done)."""
    ball: Edge | None = None
    """The side the ball lies on; None before the first shot (it is on the tee)."""
    done: bool = False
    picked_up: bool = False
    """True when the hole ended at the stroke limit instead of at the flag."""

    def to_json(self) -> list[Any]:
        """``[strokes, ball or null, done, picked_up]``."""
        return [self.strokes, self.ball.to_json() if self.ball else None, self.done, self.picked_up]

    @classmethod
    def from_json(cls, d: Sequence[Any]) -> HoleCard:
        """Inverse of :meth:`to_json`."""
        strokes, ball, done, picked = d
        if not isinstance(strokes, int) or strokes < 0:
            raise ValueError(f"bad stroke count {strokes!r}")
        return cls(strokes, Edge.from_json(ball) if ball is not None else None, bool(done), bool(picked))


_TURN_SET = frozenset(TURNS)


@dataclass(frozen=True)
class ShotRecord:
    """A shot drawn on a player's sheet (what the screen draws for past shots)."""

    hole: int
    round: int
    club: str
    start: Edge
    heading: int
    """The direction the line left its start side in (it picks one of the side's two hexes)."""
    turns: tuple[int, ...]
    """Each drawn segment's turn: the line's shape (see :mod:`.shape`)."""
    flown: int
    """How many segments stay drawn (fewer after a tree, a bunker, rough; none off the sheet)."""
    result: str
    """rest, stopped, tree, water or off_sheet."""
    end: Edge
    """The side the ball lies on afterwards."""
    strokes: int
    """The hole's strokes after this shot."""
    holed: bool
    elevation: int | None = None
    """The elevation die, if it was rolled."""

    @memo_property
    def exits(self) -> tuple[Edge, ...]:
        """The side each drawn segment left by."""
        return tuple(follow(self.start, self.heading, self.turns)[1])

    @memo_property
    def cells(self) -> tuple[Hex, ...]:
        """The hex each drawn segment crossed."""
        return tuple(follow(self.start, self.heading, self.turns)[0])

    @memo_property
    def json(self) -> list[Any]:
        """A compact JSON-compatible list (computed once: saves are written often).

        ``[hole, round, club, start, heading, turns, flown, result, end, strokes, holed, elevation]``
        with sides as ``[q, r, side]``.
        """
        return [
            self.hole,
            self.round,
            self.club,
            list(self.start),
            self.heading,
            list(self.turns),
            self.flown,
            self.result,
            list(self.end),
            self.strokes,
            self.holed,
            self.elevation,
        ]

    @classmethod
    def from_json(cls, d: Sequence[Any]) -> ShotRecord:
        """Inverse of :attr:`json`."""
        hole, rnd, club, start, heading, turns, flown, result, end, strokes, holed, elevation = d
        start_side = Edge.from_json(start)
        # a line leaves its start side into one of the side's two hexes (see shape.first_headings)
        if heading not in (start_side.side, start_side.side + 3):
            raise ValueError(f"a line cannot leave side {start!r} heading {heading!r}")
        if not set(turns) <= _TURN_SET:
            raise ValueError(f"bad segment turns {turns!r}")
        if club not in data.CLUBS or result not in RESULTS or not 0 <= flown <= len(turns):
            raise ValueError(f"bad shot record {list(d)!r}")
        return cls(
            int(hole), int(rnd), str(club), start_side, heading, tuple(turns), int(flown), str(result),
            Edge.from_json(end), int(strokes), bool(holed), None if elevation is None else int(elevation),
        )


class ShotLog(tuple[ShotRecord, ...]):
    """One player's shots, oldest first: an immutable tuple that remembers its JSON form."""

    @memo_property
    def json(self) -> list[list[Any]]:
        """Every shot's :attr:`ShotRecord.json` (computed once per log: saves are written often)."""
        return [s.json for s in self]

    def plus(self, record: ShotRecord) -> ShotLog:
        """A new log with ``record`` added."""
        return ShotLog((*self, record))


def _opened(opened_by: tuple[int, ...] | None, cards: tuple[HoleCard, ...]) -> bool:
    """:meth:`EaglesState.is_open` for a hole opened by the cards at ``opened_by`` (None: a one-die hole)."""
    return opened_by is None or not opened_by or any(cards[i].done for i in opened_by)


def holes_in_play(sheet: Sheet, variant: int) -> tuple[int, ...]:
    """The hole numbers a variant plays: 9 all, 6 the one-die holes, 3 the two-dice holes."""
    holes = sorted(sheet.holes.values(), key=lambda h: h.number)
    if variant == 6:
        holes = [h for h in holes if not h.two_dice]
    elif variant == 3:
        holes = [h for h in holes if h.two_dice]
    return tuple(h.number for h in holes)


@dataclass(frozen=True, eq=False)
class EaglesState:
    """An Eagle's Creek position (immutable)."""

    sheet: Sheet
    seed: int
    variant: int
    max_strokes: int
    holes: tuple[int, ...]
    """The hole numbers in play, ascending; each player's cards follow this order."""
    cards: tuple[tuple[HoleCard, ...], ...]
    shots: tuple[ShotLog, ...]
    round: int = 1
    active: int = 0
    """The player who rolls the dice this round."""
    dice: tuple[int, int, int] | None = None
    turn: int = -1
    """The player taking their shot (-1 while rolling or when over)."""
    phase: str = ROLL
    plan: PlanAction | None = None
    drawn: tuple[Edge, ...] = ()
    """Exit sides of the segments drawn so far in the current shot."""
    game_id: str = GAME_ID

    # --- the contract ------------------------------------------------------
    @property
    def num_players(self) -> int:
        """Number of seats."""
        return len(self.cards)

    @property
    def current_player(self) -> int:
        """The player on turn, CHANCE while dice are rolled, TERMINAL at the end."""
        if self.phase in (ROLL, ELEVATION):
            return CHANCE
        if self.phase == OVER:
            return TERMINAL
        return self.turn

    def legal_actions(self) -> list[EaglesAction]:
        """Roll outcomes, plans, segments or elevation faces, by phase."""
        return list(self._legal)

    @memo_property
    def _legal(self) -> tuple[EaglesAction, ...]:
        if self.phase == ROLL:
            return _ROLL_ACTIONS
        if self.phase == ELEVATION:
            return _ELEVATION_ACTIONS
        if self.phase == PLAN:
            return tuple(self.plans())
        if self.phase == DRAW:
            return self._draw_actions()
        return ()

    def _draw_actions(self) -> tuple[EaglesAction, ...]:
        """:meth:`next_segments` as draw actions, made straight from the traced line.

        The same sides in the same order as ``legal_next_segments`` (the hex the segment
        crosses, then each continuing turn's exit side), without an Edge made on the way:
        listing the segments was a fifth of a playout.
        """
        rules, path, start = self.shape_rules, self.path, self.shot_start
        drawn = self.drawn
        if rules is None or path is None or start is None or len(drawn) >= rules.length:
            return tuple(draw_action(e) for e in self.next_segments())
        out: list[EaglesAction] = []
        if not drawn:
            turns = next_turns(rules, ())
            for (q, r), heading in first_headings(start):
                _add_draws(out, q, r, heading, turns)
        elif not path.crossed:
            heading = path.heading
            q, r = path.cells[-1]
            dq, dr = DIRECTIONS[heading]
            _add_draws(out, q + dq, r + dr, heading, next_turns(rules, path.turns))
        return tuple(out)

    def chance_outcomes(self) -> list[tuple[EaglesAction, float]]:
        """The three dice at a roll, the fourth die at an elevation roll; else empty."""
        if self.phase == ROLL:
            return list(ROLL_OUTCOMES)
        if self.phase == ELEVATION:
            return list(ELEVATION_OUTCOMES)
        return []

    def apply(self, action: EaglesAction) -> tuple[EaglesState, list[EaglesEvent]]:
        """The state after ``action`` and what happened."""
        if not isinstance(action, tuple) or action not in self._legal:
            raise IllegalActionError(self._why_illegal(action))
        # legal here, so its kind is this phase's (dispatching on it lets the checker see its shape)
        if action[0] == "roll":
            return self._apply_roll((int(action[1]), int(action[2]), int(action[3])))
        if action[0] == "plan":
            return self._apply_plan(_make(PlanAction, tuple(action)))  # PlanAction(*action), a listed plan's fields
        if action[0] == "draw":
            return self._apply_draw(_make(Edge, action[1:]))  # Edge(*action[1:])
        return self._resolve(int(action[1]))

    def scores(self) -> list[float]:
        """Each player's strokes over the holes in play (lower is better)."""
        return [float(sum(c.strokes for c in cards)) for cards in self.cards]

    def undoable(self, action: EaglesAction) -> bool:
        """A plan and every drawn segment may be taken back (the flight they lead to hides nothing).

        Only the dice and the elevation die are chance; the shot that ends the game is final.
        See docs/rules/eagles-creek.md, "Undo".
        """
        return reveals_nothing(self, action)

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict that rebuilds this state exactly."""
        return {
            "game": GAME_ID,
            "seed": self.seed,
            "options": {"variant": self.variant, "max_strokes": self.max_strokes},
            "course": self.sheet.course_json,
            "round": self.round,
            "active": self.active,
            "dice": list(self.dice) if self.dice else None,
            "turn": self.turn,
            "phase": self.phase,
            "plan": list(self.plan) if self.plan else None,
            "drawn": [e.to_json() for e in self.drawn],
            "cards": [[c.to_json() for c in cards] for cards in self.cards],
            "shots": [log.json for log in self.shots],
        }

    # --- holes ---------------------------------------------------------------
    def hole(self, number: int) -> Hole:
        """The hole with this number."""
        return self.sheet.holes[number]

    def card(self, player: int, hole: int) -> HoleCard:
        """A player's record of a hole."""
        return self.cards[player][self.holes.index(hole)]

    def finished(self, player: int) -> bool:
        """True when the player has finished every hole in play."""
        return all(c.done for c in self.cards[player])

    def is_open(self, player: int, number: int) -> bool:
        """True when the hole may be chosen by die: one-die holes always; two-dice holes once opened.

        A two-dice hole opens when one of the one-die holes in play that its
        label names is finished, or from the start when none is in play.
        """
        return _opened(openers(self.sheet, self.holes)[number], self.cards[player])

    def selectable(self, player: int, die: int) -> list[int]:
        """Holes a die lets this player choose: unfinished, open and labelled with the die."""
        cards = self.cards[player]
        return [n for i, n in labelled(self.sheet, self.holes, die) if not cards[i].done and self.is_open(player, n)]

    def ball_side(self, player: int, hole: int) -> Edge:
        """The side a player's next shot on a hole starts from."""
        return self.card(player, hole).ball or self.hole(hole).tee

    def lie_of(self, player: int, hole: int) -> str:
        """The lie of a player's ball on a hole."""
        return self.sheet.lie(self.ball_side(player, hole), self.hole(hole))

    def free_choice(self, player: int) -> bool:
        """True when no die of this round's roll selects a hole: then any unfinished hole may be played."""
        assert self.dice is not None
        return not any(self.selectable(player, d) for d in set(self.dice))

    # --- planning ------------------------------------------------------------
    def shape_rules_for(self, lie: str, club: str, accuracy: int, length: int) -> ShapeRules:
        """Length and curls a path must have for this club, lie and accuracy die."""
        return shape_rules_for(self.sheet.tables, lie, club, accuracy, length)

    def plans(self) -> list[PlanAction]:
        """Every way the player on turn may split the dice and pick a club (and, putting, the length)."""
        if self.phase != PLAN or self.dice is None:
            return []
        sheet, holes, cards = self.sheet, self.holes, self.cards[self.turn]
        opened_by = openers(sheet, holes)
        # selectable() per die, as (card index, hole) pairs so no hole is looked up by its number again
        choices = {
            d: [(i, n) for i, n in labelled(sheet, holes, d) if not cards[i].done and _opened(opened_by[n], cards)]
            for d in set(self.dice)
        }
        free = not any(choices.values())  # free_choice, from the lists just made
        unfinished = [(i, n) for i, n in enumerate(holes) if not cards[i].done] if free else []
        lies: dict[int, str] = {}
        out: list[PlanAction] = []
        for hole_die, accuracy, strength in splits(self.dice):
            for i, number in unfinished if free else choices[hole_die]:
                lie = lies.get(number)
                if lie is None:
                    hole = sheet.holes[number]
                    lie = lies[number] = sheet.lie(cards[i].ball or hole.tee, hole)  # lie_of, card in hand
                for club, length in shots(sheet, lie, accuracy, strength):
                    out.append(_make(PlanAction, ("plan", number, accuracy, strength, club, length)))
        return out

    # --- the shot being drawn ---------------------------------------------
    @memo_property
    def shot_start(self) -> Edge | None:
        """The side the current shot starts from (None outside a shot)."""
        return self.ball_side(self.turn, self.plan.hole) if self.plan else None

    @property
    def shot_lie(self) -> str | None:
        """The lie of the current shot (None outside a shot)."""
        return self.lie_of(self.turn, self.plan.hole) if self.plan else None

    @memo_property
    def shape_rules(self) -> ShapeRules | None:
        """What the current shot's path must look like (None outside a shot)."""
        if self.plan is None:
            return None
        lie = self.shot_lie
        assert lie is not None
        return self.shape_rules_for(lie, self.plan.club, self.plan.accuracy, self.plan.length)

    @memo_property
    def path(self) -> Trace | None:
        """The segments drawn so far, followed on the grid."""
        if self.plan is None:
            return None
        start = self.shot_start
        assert start is not None
        return trace(start, self.drawn)

    def next_segments(self) -> list[Edge]:
        """The sides the next segment may end on (only segments a legal complete path continues)."""
        if self.phase != DRAW or self.plan is None:
            return []
        rules = self.shape_rules
        start = self.shot_start
        assert rules is not None and start is not None
        return legal_next_segments(start, self.drawn, rules, self.path)

    # --- applying ----------------------------------------------------------
    def _why_illegal(self, action: object) -> str:
        if self.phase == OVER:
            return "the game is over"
        if self.phase in (ROLL, ELEVATION):
            return f"{action!r} is not a possible {self.phase} outcome"
        if self.phase == PLAN:
            return f"{action!r} is not a legal plan for player {self.turn + 1} with dice {self.dice}"
        return f"{action!r} is not a legal next segment (legal: {[tuple(a) for a in self._legal]})"

    def _apply_roll(self, dice: tuple[int, int, int]) -> tuple[EaglesState, list[EaglesEvent]]:
        events: list[EaglesEvent] = [DiceRolled(self.round, self.active, dice)]
        for k in range(self.num_players):
            player = (self.active + k) % self.num_players
            if not self.finished(player):
                return evolve(self, dice=dice, phase=PLAN, turn=player), events
        raise AssertionError("a round started with every player finished")  # _advance ends the game first

    def _apply_plan(self, plan: PlanAction) -> tuple[EaglesState, list[EaglesEvent]]:
        assert self.dice is not None
        rest = list(self.dice)
        rest.remove(plan.accuracy)
        rest.remove(plan.strength)
        state = evolve(self, phase=DRAW, plan=plan, drawn=())
        rules = state.shape_rules
        start = state.shot_start
        lie = state.shot_lie
        assert rules is not None and start is not None and lie is not None
        event = ShotPlanned(
            self.turn, plan.hole, rest[0], plan.accuracy, plan.strength, plan.club, plan.length,
            rules.curls_min, rules.curls_max, lie, start,
        )
        return state, [event]

    def _apply_draw(self, edge: Edge) -> tuple[EaglesState, list[EaglesEvent]]:
        assert self.plan is not None and self.shape_rules is not None
        drawn = self.drawn + (edge,)
        path, start = self.path, self.shot_start
        assert path is not None and start is not None
        path = extend_trace(start, self.drawn, path, edge)
        cell = path.cells[-1]
        entry = start if len(drawn) == 1 else drawn[-2]
        on_sheet = self.sheet.terrain(cell) is not None
        events: list[EaglesEvent] = [
            SegmentDrawn(self.turn, self.plan.hole, len(drawn), cell, entry, edge, kind_of(path.turns[-1]), on_sheet)
        ]
        more_to_draw = on_sheet and len(drawn) < self.shape_rules.length
        waits = not more_to_draw and bool(tree_segments(self.sheet, path.cells)) and self.sheet.tables.can_clear_trees(self.plan.club)
        state = evolve(self, drawn=drawn, phase=ELEVATION) if waits else evolve(self, drawn=drawn)
        # the cached properties: the line one segment on from this state's; the start and the rules
        # do not depend on the segments drawn, so they carry over
        state.__dict__.update(path=path, shot_start=start, shape_rules=self.shape_rules)
        if more_to_draw or waits:
            return state, events
        next_state, more = state._resolve(None)
        return next_state, events + more

    def _resolve(self, face: int | None) -> tuple[EaglesState, list[EaglesEvent]]:
        """Fly the drawn path, score the shot and pass the turn on."""
        plan, path, start = self.plan, self.path, self.shot_start
        assert plan is not None and path is not None and start is not None
        player, hole = self.turn, self.hole(plan.hole)
        tables = self.sheet.tables
        events: list[EaglesEvent] = []
        elevated = tables.elevated(plan.club, face) if face is not None else frozenset()
        if face is not None:
            events.append(
                ElevationRolled(player, hole.number, face, tuple(sorted(elevated)), tree_segments(self.sheet, path.cells))
            )
        flight = fly(self.sheet, start, path.cells, self.drawn, elevated)
        events.extend(self._flight_events(flight))
        card = self.card(player, hole.number)
        strokes = card.strokes + 1
        events.append(StrokesAdded(player, hole.number, 1, strokes, "shot"))
        if flight.penalty:
            strokes += flight.penalty
            events.append(StrokesAdded(player, hole.number, flight.penalty, strokes, flight.result))
        holed = flight.result not in (WATER, OFF_SHEET) and self.sheet.on_flag(flight.end, hole)
        events.append(BallAtRest(player, hole.number, flight.end, self.sheet.lie(flight.end, hole), holed))
        if holed and plan.club != "putter" and plan.accuracy != data.EXACT_FINISH_ACCURACY:
            strokes += data.FLAG_EXTRA_STROKES
            events.append(StrokesAdded(player, hole.number, data.FLAG_EXTRA_STROKES, strokes, "flag"))
        picked_up = not holed and bool(self.max_strokes) and strokes >= self.max_strokes
        done = holed or picked_up
        if done and self.max_strokes:
            strokes = min(strokes, self.max_strokes)
        new_card = HoleCard(strokes, flight.end, done, picked_up)
        heading = next(h for cell, h in first_headings(start) if cell == path.cells[0])
        record = ShotRecord(
            hole.number, self.round, plan.club, start, heading, path.turns, flight.flown, flight.result,
            flight.end, strokes, holed, face,
        )
        index = self.holes.index(hole.number)
        cards = list(self.cards)
        cards[player] = cards[player][:index] + (new_card,) + cards[player][index + 1 :]
        shots = list(self.shots)
        shots[player] = shots[player].plus(record)
        new_cards = tuple(cards)
        if done:
            events.append(HoleFinished(player, hole.number, strokes, picked_up))
            opened_by = openers(self.sheet, self.holes)
            for n in self.holes:
                if self.hole(n).two_dice and not self.is_open(player, n) and _opened(opened_by[n], new_cards[player]):
                    events.append(HoleUnlocked(player, n))
        next_state, more = self._advance(new_cards, tuple(shots))
        return next_state, events + more

    def _flight_events(self, flight: Flight) -> list[EaglesEvent]:
        assert self.plan is not None
        player, number = self.turn, self.plan.hole
        if flight.result == TREE:
            assert flight.cell is not None
            return [TreeStop(player, number, flight.flown, flight.cell, flight.end)]
        if flight.result == OFF_SHEET:
            assert flight.cell is not None and self.path is not None
            return [LeftSheet(player, number, self.path.cells.index(flight.cell) + 1, flight.cell, flight.end)]
        if flight.result == WATER:
            assert flight.cell is not None
            return [BallInWater(player, number, flight.cell, flight.end)]
        if flight.result == STOPPED:
            assert flight.cell is not None
            terrain = self.sheet.terrain(flight.cell)
            return [StoppedShort(player, number, flight.cell, flight.end, terrain.value if terrain else "")]
        return []

    def _advance(
        self, cards: tuple[tuple[HoleCard, ...], ...], shots: tuple[ShotLog, ...]
    ) -> tuple[EaglesState, list[EaglesEvent]]:
        """With the shot's new ``cards`` and ``shots``: pass the turn to the next player this round, or start
        the next round, or end the game (one copy of the state, whichever it is)."""
        n = self.num_players

        def finished(player: int) -> bool:
            return all(c.done for c in cards[player])

        done = {"cards": cards, "shots": shots, "plan": None, "drawn": ()}
        position = (self.turn - self.active) % n
        for k in range(position + 1, n):
            player = (self.active + k) % n
            if not finished(player):
                return evolve(self, **done, phase=PLAN, turn=player), []
        if all(finished(p) for p in range(n)):
            totals = tuple(sum(c.strokes for c in player_cards) for player_cards in cards)
            best = min(totals)
            winners = tuple(p for p, t in enumerate(totals) if t == best)
            return evolve(self, **done, turn=-1, phase=OVER, dice=None), [GameFinished(totals, winners)]
        return evolve(self, **done, turn=-1, phase=ROLL, dice=None, round=self.round + 1, active=(self.active + 1) % n), []


def new_game(sheet: Sheet, players: int, seed: int, variant: int, max_strokes: int) -> EaglesState:
    """The state before the first roll."""
    holes = holes_in_play(sheet, variant)
    if not holes:
        raise ValueError(f"this sheet has no holes for the {variant}-hole game ({data.VARIANTS[variant]})")
    return EaglesState(
        sheet=sheet,
        seed=seed,
        variant=variant,
        max_strokes=max_strokes,
        holes=holes,
        cards=tuple(tuple(HoleCard() for _ in holes) for _ in range(players)),
        shots=tuple(ShotLog() for _ in range(players)),
    )


def flag_cells(state: EaglesState) -> dict[int, Hex]:
    """Each hole in play and its flag's cell (for screens)."""
    return {n: state.hole(n).flag for n in state.holes}
