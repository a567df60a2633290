"""A shot, roll by roll: swinging, resolving each face, moving, landing, terrain and collisions.

The order of a landing (see ``docs/rules/roll-in-one.md``): a ball that comes
down on a green it still needs has reached it; otherwise fairway makes it roll
on one space (not after a high shot), water costs a penalty and puts it back on
the last dry space it passed, and a ball landing on other balls knocks them one
space forward (or, with bumper-golf, moves one ball to a neighbouring space).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from game.hexgrid import DIRECTIONS, ORIGIN, Hex
from game.rules.course import Terrain
from game.rules.evolve import evolve
from game.rules.rollinone import data, flow
from game.rules.rollinone.data import Face, face_kind, is_dotted
from game.rules.rollinone.events import (
    Bumped,
    Curved,
    Eliminated,
    GreenReached,
    Knocked,
    Landed,
    Moved,
    OutOfBounds,
    Penalty,
    PenaltyReturned,
    PointsSpent,
    RolledOn,
    RollEvent,
    RollFailed,
    SandHeld,
    Skipped,
    Splash,
    Stacked,
    Swung,
    TurnEnded,
)
from game.rules.rollinone.position import Flight, Pending, Position, beats, reachable_green, replace_player
from game.rules.rollinone.windows import may_open, options_for, window_players

Events = list[RollEvent]


@cache
def roll_outcomes(club: str) -> tuple[tuple[Face, float], ...]:
    """Each distinct face of a club die with its probability (what a roll's chance node offers)."""
    faces = data.CLUB_BY_ID[club].faces
    out: dict[Face, int] = {}
    for f in faces:
        out[f] = out.get(f, 0) + 1
    return tuple((f, n / len(faces)) for f, n in out.items())


_make = tuple.__new__  # a Hex without the named tuple's Python-level __new__ (as Hex.neighbor makes it)

# --- starting and rolling ------------------------------------------------------

_NEW_FLIGHT = Flight(club="", direction=0, cell=ORIGIN, path=())
"""Every other field of a new shot at its default: a copy of this is the same value as ``Flight(...)``,
made without the frozen ``__init__`` setting its seventeen fields one by one."""


def swing(s: Position, club: str, direction: int, ev: Events) -> Position:
    """The shooter picks a club and a direction: the shot starts (and counts)."""
    p = s.shooter
    cell = s.players[p].ball
    layout = s.layout
    assert cell is not None and layout is not None
    sand = layout.at(cell) == Terrain.SAND and "beach_bum" not in s.golfers_of(p)
    flight = evolve(_NEW_FLIGHT, club=club, direction=direction, cell=cell, path=(cell,), sand=sand)
    players = replace_player(s.players, p, shots=s.players[p].shots + 1)
    ev.append(Swung(p, club, direction, cell))
    return evolve(s, players=players, flight=flight, phase="roll")


def resolve(s: Position, ev: Events) -> Position:
    """The waiting roll counts: move, curve, or bring the ball down."""
    assert s.flight is not None
    return resolve_roll(s, s.flight, ev)


def resolve_roll(s: Position, f: Flight, ev: Events, face: str | None = None) -> Position:
    """:func:`resolve` with the flight ``f`` (its roll waiting) in place of ``s.flight``.

    With ``face``, the roll just made counts at once: ``f`` is the flight before
    it, read as if copied with that face and ``forced`` off (which saves the copy).
    """
    forced = f.forced
    if face is None:
        face = f.face
    else:
        forced = False
    assert face is not None
    p = s.shooter
    golfers = s.golfers_of(p)
    kind, value = face_kind(face)
    first = f.rolls == 0
    extra = 1 if f.tailwind else 0
    # every outcome starts from these changes; each branch copies the flight once with its own on top
    # (the fields read below, sand, last, long_used and cell, are not among them)
    counted: dict[str, object] = {"face": None, "rolls": f.rolls + 1, "tailwind": False, "dotted": False}
    if f.forced:  # Follow Through is used up (with ``face``: the copy it saves would have turned it off)
        counted["forced"] = False
    if forced:  # Follow Through: one space anyway, the number to beat stays
        return _advance(s, f, ev, {**counted, "steps": 1 + extra, "then": "roll", "why": "follow_through"})
    held = first and f.sand and not is_dotted(face)
    if kind == "number":
        if not beats(value, f.last, golfers):
            ev.append(RollFailed(p, face, "beaten", f.cell))
            return land(evolve(s, flight=evolve(f, **counted)), "beaten", ev)
        if held:
            ev.append(SandHeld(p, face, f.cell))
            return _after_roll(s, evolve(f, **counted, last=value), ev)
        bonus = 0
        if "long_hitter" in golfers and not f.long_used:
            bonus = 1
            counted["long_used"] = True
        return _advance(s, f, ev, {**counted, "last": value, "steps": 1 + extra + bonus, "then": "roll", "why": "flight"})
    if held:
        ev.append(SandHeld(p, face, f.cell))
        return _after_roll(s, evolve(f, **counted), ev)
    if kind == "tri":
        layout = s.layout
        assert layout is not None
        if layout.at(f.cell) == Terrain.TREES and "lumberjack" not in golfers:
            ev.append(RollFailed(p, face, "trees", f.cell))
            return land(evolve(s, flight=evolve(f, **counted)), "trees", ev)
        return _advance(s, f, ev, {**counted, "steps": 1 + extra, "then": "roll", "why": "flight"})
    if kind == "dots":
        counted["dotted"] = True
        return _advance(s, f, ev, {**counted, "steps": value, "then": "land", "why": "dots"})
    if kind == "curve":
        f = evolve(f, **counted, free_turn=first, steps=1 + extra, then="roll", why="curve")
        return evolve(s, flight=f, phase="curve", actor=p)
    # dotted curve: one space on, then a new direction, then one space and down
    counted["dotted"] = True
    return _advance(s, f, ev, {**counted, "steps": 1, "then": "dturn", "why": "dotted_curve"})


def curve_choices(s: Position) -> list[int]:
    """Directions the shooter may take after a curve (or in the dotted curve's turn)."""
    f = s.flight
    assert f is not None
    if s.phase == "curve" and f.free_turn:
        return list(range(6))
    turns = (1, -1, 0) if "straight_shooter" in s.golfers_of(s.shooter) else (1, -1)
    return sorted({(f.direction + t) % 6 for t in turns})


def curve(s: Position, direction: int, ev: Events) -> Position:
    """The curve's new direction is chosen; the ball moves on that way."""
    f = s.flight
    assert f is not None
    ev.append(Curved(s.shooter, f.direction, direction, f.cell))
    if s.phase == "dturn":
        f = evolve(f, direction=direction, steps=1, then="land")
    else:
        f = evolve(f, direction=direction, free_turn=False)
    return advance(evolve(s, flight=f, phase="roll"), ev)


# --- moving ----------------------------------------------------------------------


def advance(s: Position, ev: Events) -> Position:
    """Move the ball the spaces the roll gave it, then fly on, land, or turn."""
    assert s.flight is not None
    return _advance(s, s.flight, ev)


def _advance(s: Position, f: Flight, ev: Events, roll: dict[str, Any] | None = None) -> Position:
    """:func:`advance` with the flight ``f`` in place of ``s.flight`` (so the callers need not copy ``s`` for it).

    ``roll``: the changes a roll makes to ``f`` (its ``steps``, ``then`` and ``why``
    among them), put in with the spaces moved in one copy of the flight.
    """
    layout = s.layout
    assert layout is not None
    p = s.shooter
    changes = {} if roll is None else roll
    cell, path, direction = f.cell, f.path, f.direction
    steps, why = (f.steps, f.why) if roll is None else (roll["steps"], roll["why"])
    moved = False
    terrain = layout.terrain  # Layout.inside() and Hex.neighbor() written out: this loop runs for every space flown
    dq, dr = DIRECTIONS[direction % 6]
    while steps > 0:
        nxt = _make(Hex, (cell[0] + dq, cell[1] + dr))
        if nxt not in terrain:
            if moved:
                changes.update(cell=cell, path=path, steps=steps, exit=None)
            if changes:
                f = evolve(f, **changes)
            if s.options.handicap and s.players[p].points > 0:
                return evolve(s, flight=f, phase="oob", actor=p)
            return out_of_bounds(s, nxt, ev, f)
        ev.append(Moved(p, cell, nxt, direction, why))
        cell, path, steps, moved = nxt, path + (nxt,), steps - 1, True
    if moved:  # one copy for all the spaces moved (each space used to copy the flight), and the roll's changes
        changes.update(cell=cell, path=path, steps=steps, exit=None)
    if changes:
        f = evolve(f, **changes)
    if f.then == "dturn":
        return evolve(s, flight=f, phase="dturn", actor=p)
    if f.then == "land":
        return land(evolve(s, flight=f), f.why, ev)
    return _after_roll(s, f, ev)


def fly_over(s: Position, ev: Events) -> Position:
    """Handicap: one point carries the ball over the out-of-bounds space ahead."""
    f = s.flight
    assert f is not None
    p = s.shooter
    nxt = f.cell.neighbor(f.direction)
    points = s.players[p].points - 1
    ev.append(PointsSpent(p, 1, "fly", points))
    ev.append(Moved(p, f.cell, nxt, f.direction, "handicap_fly"))
    f = evolve(f, cell=nxt, steps=f.steps - 1, exit=f.exit or f.cell)
    return advance(evolve(s, players=replace_player(s.players, p, points=points), flight=f), ev)


def after_roll(s: Position, ev: Events) -> Position:
    """The ball flies on: a card window if anyone may play, else the next roll."""
    window = window_players(s, data.FLIGHT)
    if window:
        return evolve(s, phase="flight", window=window, actor=window[0])
    return evolve(s, phase="roll", window=())


def _after_roll(s: Position, f: Flight, ev: Events) -> Position:
    """:func:`after_roll` with the flight ``f`` put in: one copy of the state when no window can open."""
    if not may_open(s, data.FLIGHT):  # then window_players would find no one: straight to the next roll
        return evolve(s, flight=f, phase="roll", window=())
    return after_roll(evolve(s, flight=f), ev)


def out_of_bounds(s: Position, beyond: Hex, ev: Events, f: Flight | None = None) -> Position:
    """The ball left the boards: it stops at the edge with a penalty, and the turn ends.

    ``f``: the shot's flight when ``s`` does not hold it yet (the shot ends here,
    and the copy that ends the turn clears the flight, so ``s`` is not copied for it).
    """
    if f is None:
        f = s.flight
    assert f is not None
    p = s.shooter
    edge = f.exit or f.cell
    ev.append(OutOfBounds(p, edge, beyond))
    why = "out_of_bounds" if f.exit is None else "failed_crossing"
    layout = s.layout
    assert layout is not None
    pl = s.players[p]
    if s.options.variant != "bumper_game" and not pl.out and layout.at(edge) != Terrain.WATER and reachable_green(s, p, edge) < 0:
        # the commonest end of a random shot: penalty() then put(), with the player and the state copied once
        # (no player goes out but in Bumper Golf the Game; a penalty moves no ball and takes no green)
        tokens = pl.penalties + 1
        ev.append(Penalty(p, why, edge, tokens))
        under = tuple([q for q in s.balls_at(edge, p) if not s.players[q].out])
        if under:
            ev.append(Stacked(p, under, edge))
        return finish_shot(evolve(s, players=replace_player(s.players, p, penalties=tokens, ball=edge)), ev)
    s = penalty(s, p, why, edge, ev)
    return finish_shot(_rest_at_edge(s, p, edge, ev, f), ev)


def _rest_at_edge(s: Position, p: int, edge: Hex, ev: Events, f: Flight) -> Position:
    """A ball stopped at the edge of the boards; if that edge is water, water's rule still applies (no ball rests in water)."""
    layout = s.layout
    assert layout is not None
    if s.players[p].out:  # the penalty for leaving the boards put the player out: their ball is off the table
        return s
    if layout.at(edge) != Terrain.WATER:
        return put(s, p, edge, ev)
    before = f.path[: f.path.index(edge)] if edge in f.path else f.path
    drop = last_dry(s, before)
    ev.append(Splash(p, edge, drop))
    s = penalty(s, p, "water", edge, ev)
    return put(s, p, drop, ev)


# --- landing -----------------------------------------------------------------------


def land(s: Position, why: str, ev: Events) -> Position:
    """The ball comes down where it is, and the terrain has its say."""
    f = s.flight
    layout = s.layout  # the same layout all through the landing (only balls and tokens change)
    assert f is not None and layout is not None
    p = s.shooter
    golfers = s.golfers_of(p)
    if f.exit is not None:  # came down out of bounds while crossing: back to where it left
        ev.append(OutOfBounds(p, f.exit, f.cell))
        s = penalty(s, p, "failed_crossing", f.exit, ev)
        return finish_shot(_rest_at_edge(s, p, f.exit, ev, f), ev)
    cell = f.cell
    terrain = layout.at(cell)
    ev.append(Landed(p, cell, terrain.value if terrain else "", why))
    if reachable_green(s, p, cell) >= 0:
        return finish_shot(_settle(s, p, cell, f.direction, ev), ev)
    if layout.at(cell) == Terrain.FAIRWAY and not f.dotted and not f.backspin:
        rolls = 2 if "roller" in golfers else 1
        for _ in range(rolls):
            nxt = cell.neighbor(f.direction)
            if not layout.inside(nxt):
                ev.append(OutOfBounds(p, cell, nxt))
                s = penalty(s, p, "out_of_bounds", cell, ev)
                return finish_shot(put(s, p, cell, ev), ev)
            ev.append(RolledOn(p, cell, nxt, f.direction))
            cell = nxt
            f = evolve(f, cell=cell, path=f.path + (cell,))
            if layout.at(cell) != Terrain.FAIRWAY or s.balls_at(cell, p) or reachable_green(s, p, cell) >= 0:
                break
        s = evolve(s, flight=f)
    if layout.at(cell) == Terrain.WATER:
        skip = cell.neighbor(f.direction)
        if "skipper" in golfers and layout.inside(skip) and layout.at(skip) != Terrain.WATER:
            ev.append(Skipped(p, cell, skip))
            cell = skip
            s = evolve(s, flight=evolve(f, cell=cell, path=f.path + (cell,)))
        else:
            drop = last_dry(s, f.path[:-1]) if f.path[-1] == cell else last_dry(s, f.path)
            ev.append(Splash(p, cell, drop))
            s = penalty(s, p, "water", cell, ev)
            return finish_shot(put(s, p, drop, ev), ev)
    return _land_on(s, p, cell, f.direction, ev)


def last_dry(s: Position, path: Sequence[Hex]) -> Hex:
    """The last space of ``path`` on the boards, not water and not a green (where a ball in water is put back)."""
    layout = s.layout
    assert layout is not None
    for h in reversed(path):
        # a drop is never onto a green: a ball only reaches the green by coming down on it
        if layout.inside(h) and layout.at(h) != Terrain.WATER and h not in s.greens:
            return h
    return layout.tee  # cannot happen: every shot starts on a dry space


def _land_on(s: Position, p: int, cell: Hex, direction: int, ev: Events) -> Position:
    """The ball comes to rest on a dry space: the green, then collisions."""
    if s.players[p].out:
        return finish_shot(s, ev)
    if reachable_green(s, p, cell) >= 0:
        s = _settle(s, p, cell, direction, ev)
        if s.players[p].ball is None:
            return finish_shot(s, ev)
    others = tuple([q for q in s.balls_at(cell, p) if not s.players[q].out])
    if not others:
        return finish_shot(put(s, p, cell, ev), ev)
    if s.options.variant == "bumper_game":
        for q in others:
            s = penalty(s, q, "hit", cell, ev)
        others = tuple(q for q in others if not s.players[q].out)
        if not others:
            return finish_shot(put(s, p, cell, ev), ev)
    if s.options.bumper_golf:
        s = evolve(s, players=replace_player(s.players, p, ball=cell))
        return evolve(s, phase="bump", actor=p, pending=Pending(cell, others))
    return finish_shot(knock(s, p, cell, direction, others, ev), ev)


def knock(s: Position, p: int, cell: Hex, direction: int, others: tuple[int, ...], ev: Events) -> Position:
    """The landing ball hits the balls on its space forward; at the edge (or water) it stacks instead."""
    layout = s.layout
    assert layout is not None
    reach = 2 if "bully" in s.golfers_of(p) else 1
    target = cell
    for _ in range(reach):
        nxt = target.neighbor(direction)
        if not layout.inside(nxt) or layout.at(nxt) == Terrain.WATER:
            break
        target = nxt
    if target == cell:
        s = evolve(s, players=replace_player(s.players, p, ball=cell))
        ev.append(Stacked(p, others, cell))
        return s
    for q in others:
        ev.append(Knocked(p, q, cell, target, direction))
    for q in others:
        s = put(s, q, target, ev)
    return evolve(s, players=replace_player(s.players, p, ball=cell))


def bump_choices(s: Position) -> list[tuple[int, int]]:
    """Bumper-golf: (ball, direction) pairs; any ball on the space may go to any neighbouring board space."""
    layout = s.layout
    assert s.pending is not None and layout is not None
    cell = s.pending.cell
    dirs = [d for d in range(6) if layout.inside(cell.neighbor(d))]
    return [(q, d) for q in (s.shooter,) + s.pending.balls for d in dirs]


def bump(s: Position, ball: int, direction: int, ev: Events) -> Position:
    """Bumper-golf: one ball goes to a neighbouring space and follows that space's rules."""
    assert s.pending is not None and s.layout is not None
    p = s.shooter
    start = s.pending.cell
    end = start.neighbor(direction)
    ev.append(Bumped(p, ball, start, end, direction))
    s = evolve(s, pending=None)
    layout = s.layout
    assert layout is not None
    if layout.at(end) == Terrain.WATER:
        ev.append(Splash(ball, end, start))
        s = penalty(s, ball, "water", end, ev)
        return finish_shot(put(s, ball, start, ev), ev)
    if reachable_green(s, ball, end) < 0 and layout.at(end) == Terrain.FAIRWAY:
        nxt = end.neighbor(direction)
        if layout.inside(nxt) and layout.at(nxt) != Terrain.WATER:  # a bumped ball never rolls into trouble
            ev.append(RolledOn(ball, end, nxt, direction))
            end = nxt
    return finish_shot(put(s, ball, end, ev), ev)


def _settle(s: Position, p: int, cell: Hex, direction: int, ev: Events) -> Position:
    """A ball stops on a green it needs."""
    i = reachable_green(s, p, cell)
    pl = s.players[p]
    v = s.options.variant
    if v == "campaign":
        players = replace_player(s.players, p, ball=cell, greens=pl.greens + (i,))
        ev.append(GreenReached(p, cell, pl.shots, False))
        s = evolve(s, players=players)
        if len(pl.greens) + 1 == len(s.greens) and s.leader < 0:
            s = evolve(s, leader=p, closing=True)
        return _green_card(s, p)
    if v == "bumper_game":
        greens = s.greens[:i] + s.greens[i + 1 :]
        ev.append(GreenReached(p, cell, pl.shots, True))
        back = min(pl.penalties, data.BUMPER_GREEN_RELIEF)
        players = replace_player(s.players, p, ball=cell, penalties=pl.penalties - back)
        if back:
            ev.append(PenaltyReturned(p, back, pl.penalties - back))
        return _green_card(evolve(s, players=players, greens=greens), p)
    ev.append(GreenReached(p, cell, pl.shots, False))
    return evolve(s, players=replace_player(s.players, p, ball=None, holed=True), closing=True)


def _green_card(s: Position, p: int) -> Position:
    """Layout games: reaching a green earns a caddie card, dealt after the turn."""
    extra = flow.cards_for(s, p, 1)
    return evolve(s, dealing=s.dealing + (p,) * extra)


def put(s: Position, p: int, cell: Hex, ev: Events) -> Position:
    """A ball comes to rest on ``cell`` without landing: it stacks on any balls there (and takes a green it needs)."""
    if s.players[p].out:
        return s
    if reachable_green(s, p, cell) >= 0:
        return _settle(s, p, cell, 0, ev)
    under = tuple([q for q in s.balls_at(cell, p) if not s.players[q].out])
    if under:
        ev.append(Stacked(p, under, cell))
    return evolve(s, players=replace_player(s.players, p, ball=cell))


def penalty(s: Position, p: int, why: str, cell: Hex | None, ev: Events) -> Position:
    """A penalty token; in Bumper Golf the Game the tenth one puts the player out.

    A player who is out has left the game with their ball: nothing more happens to them
    (their ball leaving the boards into water used to cost a second token and put them out twice).
    """
    pl = s.players[p]
    if pl.out:
        return s
    tokens = pl.penalties + 1
    ev.append(Penalty(p, why, cell, tokens))
    s = evolve(s, players=replace_player(s.players, p, penalties=tokens))
    if s.options.variant == "bumper_game" and tokens >= data.BUMPER_LOSE_AT:
        left = sum(1 for q in s.players if not q.out) - 1
        ev.append(Eliminated(p, tokens))
        players = replace_player(s.players, p, out=True, ball=None, out_score=data.BUMPER_LOSE_AT + left)
        s = evolve(s, players=players, eliminated=s.eliminated + (p,))
    return s


def finish_shot(s: Position, ev: Events) -> Position:
    """The ball is at rest: an end-of-turn card window, or the turn ends."""
    p = s.shooter
    if s.players[p].out or not may_open(s, data.END):  # no card to play: the copy that goes on clears the shot
        return end_turn(s, ev)
    s = evolve(s, flight=None, pending=None, window=())  # the cards are asked about the turn with its shot over
    if options_for(s, p, data.END):
        return evolve(s, phase="end", actor=p, window=(p,))
    return end_turn(s, ev)


def end_turn(s: Position, ev: Events) -> Position:
    """The turn is over; deal any cards earned, then the next turn.

    The shot's flight, pending bump and card window may still be in ``s``: the
    copy made on the way to the next turn (or deal, round, hole) clears them.
    """
    p = s.shooter
    ev.append(TurnEnded(p, s.players[p].ball))
    if s.mean:
        s = evolve(s, mean=())  # playing mean is said shot by shot
    if s.dealing:
        return flow.next_deal(evolve(s, flight=None, pending=None, window=(), after_deal="turn"), ev)
    return flow.next_turn(s, ev)

