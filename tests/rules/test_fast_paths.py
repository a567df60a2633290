"""The engines' shortcuts give the same answers as the long way round (issue #17's speed work).

* Roll in One: ``placement_allowed`` (the designer's preview, and ``apply``'s
  check) agrees with the full listing of ``legal_placements``, on layouts
  grown board by board.
* Eagle's Creek: extending a traced line by one segment equals tracing the
  whole line again, crossings included.
* Eagle's Creek: the draw moves made straight from the traced line equal the
  sides listed the long way.
* Rollecate: the move list a draw keeps for the next state, and apply's chance
  check, agree with lists made afresh.
"""

from __future__ import annotations

import random

from game.hexgrid import Edge
from game.rules.eagles_creek.shape import extend_trace, first_headings, trace
from game.rules.rollinone import new_state
from game.rules.rollinone.boards import Placement, legal_placements, placement_allowed
from game.rules.rollinone.designs import design_maps


def test_placement_allowed_agrees_with_the_listed_placements() -> None:
    """Every listed placement is allowed, and random others are allowed exactly when listed."""
    bs = new_state(2, design_maps(), seed=0).boards
    tee = bs.tee_board
    assert tee is not None
    rng = random.Random(17)
    for _ in range(12):
        placements = (Placement(tee.index, 0, 0, 0),)
        for _ in range(5):
            listed = legal_placements(bs, placements)
            as_set = set(listed)
            assert all(placement_allowed(bs, placements, p) for p in listed)
            for _ in range(60):
                probe = Placement(rng.randrange(len(bs.boards)), rng.randrange(-1, 7), rng.randrange(-16, 17), rng.randrange(-16, 17))
                assert placement_allowed(bs, placements, probe) == (probe in as_set)
            if not listed:
                break
            placements += (listed[rng.randrange(len(listed))],)


def test_a_plain_tuple_places_a_board_like_its_named_tuple() -> None:
    """A placement read back from a save (a plain tuple) is accepted and gives the same state."""
    from game.rules.driver import SeededChance
    from game.rules.protocol import CHANCE

    state = new_state(2, design_maps(), seed=3)
    chance = SeededChance(3)
    ply = 0
    while state.phase != "design":
        action = chance.draw(state, ply) if state.current_player == CHANCE else state.legal_actions()[0]
        state, _ = state.apply(action)
        ply += 1
    listed = [a for a in state.legal_actions() if isinstance(a, Placement)]
    named, _ = state.apply(listed[7])
    plain, _ = state.apply(tuple(listed[7]))
    assert named.to_json() == plain.to_json()
    assert type(plain.placements[-1]) is Placement


def test_extending_a_traced_line_equals_tracing_it_again() -> None:
    """One segment at a time, crossings included, the extended trace is the full trace."""
    rng = random.Random(5)
    crossed = 0
    for _ in range(1500):
        start = Edge(rng.randrange(-3, 3), rng.randrange(-3, 3), rng.randrange(3))
        cell, heading = first_headings(start)[rng.randrange(2)]
        drawn: list[Edge] = []
        path = trace(start, ())
        for i in range(rng.randrange(1, 10)):
            if i:
                cell = cell.neighbor(heading)
            heading = (heading + rng.choice((0, 1, -1, 2, -2))) % 6
            side = cell.edge(heading)
            whole = trace(start, [*drawn, side])
            assert extend_trace(start, tuple(drawn), path, side) == whole
            crossed += whole.crossed
            drawn.append(side)
            path = whole
    assert crossed > 100  # the crossing rules were exercised, not only plain lines


def test_evolve_gives_what_dataclasses_replace_gives() -> None:
    """Same fields as replace(), no answer of the old state carried over, unknown fields refused like replace()."""
    from dataclasses import fields, replace

    import pytest

    from game import catalog
    from game.rules.evolve import evolve

    state = catalog.new_state("eagles_creek", 2, seed=4)
    assert state.legal_actions(), "the dice are to be rolled (and the state has answered once)"
    changed = evolve(state, round=3, active=1)
    expected = replace(state, round=3, active=1)
    assert all(getattr(changed, f.name) == getattr(expected, f.name) for f in fields(state))
    over = evolve(state, phase="over")
    assert over.legal_actions() == replace(state, phase="over").legal_actions() == [], "the old state's legal actions are not kept"
    roll = catalog.new_state("rollinone", 2, seed=4)
    assert evolve(roll, actor=1) == replace(roll, actor=1)
    with pytest.raises(TypeError):
        evolve(roll, no_such_field=1)


def test_rollecate_kept_move_lists_equal_lists_made_afresh() -> None:
    """The move list a draw hands on, and apply's outcome check, agree with the long way round."""
    from dataclasses import replace

    from game.rules import rollecate
    from game.rules.driver import SeededChance
    from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError

    rng = random.Random(8)
    state = rollecate.new_state(3, seed=8, rounds=2)
    chance = SeededChance(8)
    ply = checked = 0
    while state.current_player != TERMINAL:
        fresh = replace(state)  # runs __init__: nothing carried over, everything listed again
        assert state.legal_actions() == fresh.legal_actions()
        if state.current_player == CHANCE:
            outcomes = [o for o, _ in fresh.chance_outcomes()]
            for probe in ("1S", "2L", "C3", ("loco",) * 4, ("blank", "loco"), "pass", 7):
                try:
                    state.apply(probe)
                    allowed = True
                except IllegalActionError:
                    allowed = False
                assert allowed == (probe in outcomes)
                checked += 1
            action = chance.draw(state, ply)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        state, _ = state.apply(action)
        ply += 1
    assert checked > 200


def test_eagles_creek_draw_moves_equal_the_segments_listed_the_long_way() -> None:
    """Draw actions made straight from the traced line are legal_next_segments' sides, traced afresh, in order."""
    from game import catalog
    from game.rules.driver import SeededChance
    from game.rules.eagles_creek.shape import legal_next_segments
    from game.rules.eagles_creek.state import draw_action
    from game.rules.protocol import CHANCE, TERMINAL

    rng = random.Random(9)
    state = catalog.new_state("eagles_creek", 3, seed=9)
    chance = SeededChance(9)
    ply = checked = 0
    while state.current_player != TERMINAL and ply < 1500:
        if state.phase == "draw":
            assert state.shape_rules is not None and state.shot_start is not None
            slow = legal_next_segments(state.shot_start, state.drawn, state.shape_rules)  # traces the line again
            assert state.legal_actions() == [draw_action(e) for e in slow]
            checked += 1
        if state.current_player == CHANCE:
            action = chance.draw(state, ply)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        state, _ = state.apply(action)
        ply += 1
    assert checked > 100
