"""How an Eagle's Creek move changes the game: the roll, the plan, each segment, and the shot's flight and scoring.

Functions of the state (it calls them from :meth:`EaglesState.apply`); each returns the next state and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.hexgrid import Edge
from game.rules.eagles_creek import data
from game.rules.eagles_creek.actions import DRAW, ELEVATION, OVER, PLAN, ROLL, PlanAction
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
from game.rules.eagles_creek.flight import OFF_SHEET, STOPPED, TREE, WATER, Flight, fly, tree_segments
from game.rules.eagles_creek.planning import openers
from game.rules.eagles_creek.records import HoleCard, ShotLog, ShotRecord, opened
from game.rules.eagles_creek.shape import extend_trace, first_headings, kind_of
from game.rules.evolve import evolve

if TYPE_CHECKING:  # the state calls these functions; they only name its class
    from game.rules.eagles_creek.state import EaglesState


def apply_roll(state: EaglesState, dice: tuple[int, int, int]) -> tuple[EaglesState, list[EaglesEvent]]:
    """The round's dice are rolled: the first player in seat order with holes left plans a shot."""
    events: list[EaglesEvent] = [DiceRolled(state.round, state.active, dice)]
    for k in range(state.num_players):
        player = (state.active + k) % state.num_players
        if not state.finished(player):
            return evolve(state, dice=dice, phase=PLAN, turn=player), events
    raise AssertionError("a round started with every player finished")  # advance() ends the game first


def apply_plan(state: EaglesState, plan: PlanAction) -> tuple[EaglesState, list[EaglesEvent]]:
    """The player on turn splits the dice and picks a club: the shot's drawing begins."""
    assert state.dice is not None
    rest = list(state.dice)
    rest.remove(plan.accuracy)
    rest.remove(plan.strength)
    planned = evolve(state, phase=DRAW, plan=plan, drawn=())
    rules = planned.shape_rules
    start = planned.shot_start
    lie = planned.shot_lie
    assert rules is not None and start is not None and lie is not None
    event = ShotPlanned(
        state.turn, plan.hole, rest[0], plan.accuracy, plan.strength, plan.club, plan.length,
        rules.curls_min, rules.curls_max, lie, start,
    )
    return planned, [event]


def apply_draw(state: EaglesState, edge: Edge) -> tuple[EaglesState, list[EaglesEvent]]:
    """One more segment of the shot; the last one waits for the elevation die or flies the shot."""
    assert state.plan is not None and state.shape_rules is not None
    drawn = state.drawn + (edge,)
    path, start = state.path, state.shot_start
    assert path is not None and start is not None
    path = extend_trace(start, state.drawn, path, edge)
    cell = path.cells[-1]
    entry = start if len(drawn) == 1 else drawn[-2]
    on_sheet = state.sheet.terrain(cell) is not None
    events: list[EaglesEvent] = [
        SegmentDrawn(state.turn, state.plan.hole, len(drawn), cell, entry, edge, kind_of(path.turns[-1]), on_sheet)
    ]
    more_to_draw = on_sheet and len(drawn) < state.shape_rules.length
    waits = not more_to_draw and bool(tree_segments(state.sheet, path.cells)) and state.sheet.tables.can_clear_trees(state.plan.club)
    drawing = evolve(state, drawn=drawn, phase=ELEVATION) if waits else evolve(state, drawn=drawn)
    # the cached properties: the line one segment on from this state's; the start and the rules
    # do not depend on the segments drawn, so they carry over
    drawing.__dict__.update(path=path, shot_start=start, shape_rules=state.shape_rules)
    if more_to_draw or waits:
        return drawing, events
    next_state, more = resolve(drawing, None)
    return next_state, events + more


def resolve(state: EaglesState, face: int | None) -> tuple[EaglesState, list[EaglesEvent]]:
    """Fly the drawn path, score the shot and pass the turn on."""
    plan, path, start = state.plan, state.path, state.shot_start
    assert plan is not None and path is not None and start is not None
    player, hole = state.turn, state.hole(plan.hole)
    tables = state.sheet.tables
    events: list[EaglesEvent] = []
    elevated = tables.elevated(plan.club, face) if face is not None else frozenset()
    if face is not None:
        events.append(
            ElevationRolled(player, hole.number, face, tuple(sorted(elevated)), tree_segments(state.sheet, path.cells))
        )
    flight = fly(state.sheet, start, path.cells, state.drawn, elevated)
    events.extend(flight_events(state, flight))
    card = state.card(player, hole.number)
    strokes = card.strokes + 1
    events.append(StrokesAdded(player, hole.number, 1, strokes, "shot"))
    if flight.penalty:
        strokes += flight.penalty
        events.append(StrokesAdded(player, hole.number, flight.penalty, strokes, flight.result))
    holed = flight.result not in (WATER, OFF_SHEET) and state.sheet.on_flag(flight.end, hole)
    events.append(BallAtRest(player, hole.number, flight.end, state.sheet.lie(flight.end, hole), holed))
    if holed and plan.club != "putter" and plan.accuracy != data.EXACT_FINISH_ACCURACY:
        strokes += data.FLAG_EXTRA_STROKES
        events.append(StrokesAdded(player, hole.number, data.FLAG_EXTRA_STROKES, strokes, "flag"))
    picked_up = not holed and bool(state.max_strokes) and strokes >= state.max_strokes
    done = holed or picked_up
    if done and state.max_strokes:
        strokes = min(strokes, state.max_strokes)
    new_card = HoleCard(strokes, flight.end, done, picked_up)
    heading = next(h for cell, h in first_headings(start) if cell == path.cells[0])
    record = ShotRecord(
        hole.number, state.round, plan.club, start, heading, path.turns, flight.flown, flight.result,
        flight.end, strokes, holed, face,
    )
    index = state.holes.index(hole.number)
    cards = list(state.cards)
    cards[player] = cards[player][:index] + (new_card,) + cards[player][index + 1 :]
    shots = list(state.shots)
    shots[player] = shots[player].plus(record)
    new_cards = tuple(cards)
    if done:
        events.append(HoleFinished(player, hole.number, strokes, picked_up))
        opened_by = openers(state.sheet, state.holes)
        for n in state.holes:
            if state.hole(n).two_dice and not state.is_open(player, n) and opened(opened_by[n], new_cards[player]):
                events.append(HoleUnlocked(player, n))
    next_state, more = advance(state, new_cards, tuple(shots))
    return next_state, events + more


def flight_events(state: EaglesState, flight: Flight) -> list[EaglesEvent]:
    """The event saying where and why a flight ended early (none for a ball that came to rest)."""
    assert state.plan is not None
    player, number = state.turn, state.plan.hole
    if flight.result == TREE:
        assert flight.cell is not None
        return [TreeStop(player, number, flight.flown, flight.cell, flight.end)]
    if flight.result == OFF_SHEET:
        assert flight.cell is not None and state.path is not None
        return [LeftSheet(player, number, state.path.cells.index(flight.cell) + 1, flight.cell, flight.end)]
    if flight.result == WATER:
        assert flight.cell is not None
        return [BallInWater(player, number, flight.cell, flight.end)]
    if flight.result == STOPPED:
        assert flight.cell is not None
        terrain = state.sheet.terrain(flight.cell)
        return [StoppedShort(player, number, flight.cell, flight.end, terrain.value if terrain else "")]
    return []


def advance(
    state: EaglesState, cards: tuple[tuple[HoleCard, ...], ...], shots: tuple[ShotLog, ...]
) -> tuple[EaglesState, list[EaglesEvent]]:
    """With the shot's new ``cards`` and ``shots``: pass the turn to the next player this round, or start
    the next round, or end the game (one copy of the state, whichever it is)."""
    n = state.num_players

    def finished(player: int) -> bool:
        return all(c.done for c in cards[player])

    done = {"cards": cards, "shots": shots, "plan": None, "drawn": ()}
    position = (state.turn - state.active) % n
    for k in range(position + 1, n):
        player = (state.active + k) % n
        if not finished(player):
            return evolve(state, **done, phase=PLAN, turn=player), []
    if all(finished(p) for p in range(n)):
        totals = tuple(sum(c.strokes for c in player_cards) for player_cards in cards)
        best = min(totals)
        winners = tuple(p for p, t in enumerate(totals) if t == best)
        return evolve(state, **done, turn=-1, phase=OVER, dice=None), [GameFinished(totals, winners)]
    return evolve(state, **done, turn=-1, phase=ROLL, dice=None, round=state.round + 1, active=(state.active + 1) % n), []

