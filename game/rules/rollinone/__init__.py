"""Roll in One: design a golf hole from hex course boards, then play it with six club dice.

The engine behind the rules contract (``game.rules.protocol``). Start a game
with :func:`new_state`; the options are described in :mod:`.options` and the
rules as implemented in ``docs/rules/roll-in-one.md``.
"""

from __future__ import annotations

from typing import Any, cast

from game.rules.protocol import RulesVersion
from game.rules.rollinone import data, flow
from game.rules.rollinone.boards import board_set, courses_from
from game.rules.rollinone.options import parse_options
from game.rules.rollinone.saves import from_json
from game.rules.rollinone.state import Player, RollState
from game.rules.rollinone.summary import simulate_summary
from game.rules.rollinone.validate import validate_course

__all__ = ["RULES", "RollState", "from_json", "make_bot", "new_state", "simulate_summary", "validate_course"]

RULES = RulesVersion(1)
"""The version of these rules that saves and replays record (raise it when a change makes a recorded game play differently)."""


def new_state(players: int, course: Any, seed: int, **options: Any) -> RollState:
    """A new game for ``players`` seats on the given boards (a map, a tuple of maps, or None for the shipped designs)."""
    if course is None:
        from game.rules.rollinone.designs import design_maps

        course = design_maps()
    bs = board_set(courses_from(course))
    opts = parse_options(players, len(bs.holes), **options)
    if not opts.quick:
        if bs.tee_board is None:
            raise ValueError("Roll in One needs a tee board (a map with board=tee) to design holes")
        if len(bs.course_boards) < data.MIN_BOARDS:
            raise ValueError(f"Roll in One needs at least {data.MIN_BOARDS} course boards to design holes")
    if opts.quick:
        holes_total = opts.holes or len(bs.holes)
    elif opts.variant == "solo":
        holes_total = len(data.SOLO_PARS)
    elif opts.variant == "standard":
        holes_total = opts.holes or (2 * players if players == 2 else players)
    else:
        holes_total = 0
    seats = tuple(
        Player(
            points=opts.handicap[i] if opts.handicap else 0,
            balls=data.SURVIVAL_BALLS if opts.variant == "survival" else 0,
        )
        for i in range(players)
    )
    state = RollState(
        boards=bs,
        options=opts,
        seed=int(seed),
        players=seats,
        phase="rolloff" if players > 1 else "golfer_deal",
        holes_total=holes_total,
        deck=tuple(c.count for c in data.CARDS),
        discard=(0,) * len(data.CARDS),
        golfer_pool=data.GOLFER_IDS,
        rolloff=tuple(range(players)) if players > 1 else (),
        pars_left=data.SOLO_PARS if opts.solo and not opts.quick else (),
    )
    if players == 1:
        state = cast(RollState, flow.begin_golfers(state, []))  # evolve() keeps the class
    return state


def make_bot(player: int, seed: int, level: str = "normal") -> Any:
    """A computer player for seat ``player`` (levels: easy, normal)."""
    from game.rules.rollinone.bot import RollBot

    return RollBot(player, seed, level)
