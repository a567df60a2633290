"""The events of a game trace every ball's exact path: a screen can animate from them alone."""

import random

import pytest

from game.rules.carom import make_bot, new_state
from game.rules.driver import SeededChance
from game.rules.protocol import CHANCE, TERMINAL
from tests.rules.carom.test_serialization import SMALL


@pytest.mark.parametrize("mode", ["basic", "carom"])
def test_events_alone_trace_every_balls_path(mode):
    state = new_state(4, [SMALL, SMALL], seed=8, mode=mode)
    rng = random.Random(8)
    bots = {p: make_bot(p, p) for p in (0, 2)}  # seats 0 and 2 play well, 1 and 3 at random
    chance = SeededChance(8)
    where: dict[int, object] = {}
    seen = set()
    ply = 0
    while state.current_player != TERMINAL:
        legal = state.legal_actions()
        player = state.current_player
        if player == CHANCE:
            action = chance.draw(state, ply)
        elif player in bots:
            action = bots[player].choose(state)
        else:
            action = legal[rng.randrange(len(legal))]
        state, events = state.apply(action)
        ply += 1
        for e in events:
            seen.add(e.kind)
            if e.kind in ("TeedUp", "BallPlaced"):
                where[e.player if e.kind == "TeedUp" else e.ball] = e.at
            elif e.kind == "Step":
                assert where[e.ball] == e.start, "each step starts where the ball is"
                assert e.start.neighbor(e.direction) == e.to, "a step moves one hex in its direction"
                where[e.ball] = e.to
            elif e.kind == "Collided":
                assert where[e.ball] == e.at and where[e.target] == e.target_at
                assert e.at.neighbor(e.direction) == e.target_at
            elif e.kind == "Bounced":
                assert where[e.ball] == e.at and e.at.neighbor(e.incoming) == e.obstacle
            elif e.kind in ("Holed", "DroppedInMoleHole", "Sank", "WentOut"):
                where.pop(e.ball, None)
            elif e.kind == "Retired":
                where.pop(e.player, None)
            elif e.kind == "CourseStarted":
                where.clear()
        on_course = {p: h for p, (h, s) in enumerate(zip(state.positions, state.status)) if s == "playing"}
        assert {p: where[p] for p in on_course} == on_course
        assert set(where) == set(on_course)
    assert {"Step", "Holed", "PenaltyCharged", "BallPlaced", "CourseFinished", "GameOver"} <= seen
