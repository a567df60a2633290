"""The generic checks every engine must pass, reusable by each game's own tests.

``check_random_play`` plays one seeded random game to the end and checks at
every step that the state keeps the rules contract.
"""

from __future__ import annotations

import json
import math
import random

from game import catalog
from game.rules.driver import SeededChance, replay
from game.rules.protocol import CHANCE, TERMINAL, Event, GameState, action_from_json, action_to_json


def roundtrip(state: GameState) -> dict:
    """The state's JSON after a trip through ``json`` and ``load_state``."""
    data = json.loads(json.dumps(state.to_json()))
    return catalog.load_state(data).to_json()


def check_random_play(initial: GameState, seed: int, max_actions: int = 20_000, check_every: int = 1) -> GameState:
    """Play ``initial`` to the end with random moves and seeded chance, checking the contract."""
    rng = random.Random(seed)
    chance = SeededChance(seed)
    state = initial
    actions = []
    for ply in range(max_actions):
        player = state.current_player
        legal = list(state.legal_actions())
        if player == TERMINAL:
            assert legal == [], "a finished game offers no actions"
            break
        assert legal, f"no legal actions at ply {ply} for player {player}"
        assert player == CHANCE or 0 <= player < state.num_players
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            assert math.isclose(sum(p for _, p in outcomes), 1.0, rel_tol=1e-9), "chance probabilities sum to 1"
            assert all(p > 0 for _, p in outcomes)
            assert {o for o, _ in outcomes} == set(legal), "at a chance node the outcomes are the legal actions"
            action = chance.draw(state, ply)
        else:
            assert not state.chance_outcomes(), "only a chance node lists outcomes"
            action = legal[rng.randrange(len(legal))]
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action, "actions survive JSON"
        checked = ply % check_every == 0
        if checked:
            before = state.to_json()
            assert before["game"] == state.game_id == initial.game_id, "a saved state names its game"
            assert roundtrip(state) == before, "load_state(to_json) rebuilds the state"
        previous = state
        state, events = state.apply(action)
        assert type(state) is type(previous), "apply returns a state of the engine's own class"
        assert state.num_players == initial.num_players
        assert all(isinstance(e, Event) for e in events), "apply reports Event values"
        if checked:
            assert previous.to_json() == before, "apply leaves the state it was called on unchanged"
        actions.append(action)
    else:
        raise AssertionError(f"game did not finish within {max_actions} actions")
    assert roundtrip(state) == state.to_json()
    scores = state.scores()
    assert len(scores) == state.num_players and all(math.isfinite(x) for x in scores)
    best = min(scores) if catalog.info(state.game_id).lower_is_better else max(scores)
    assert set(state.winners()) <= {seat for seat, x in enumerate(scores) if x == best}, "the winners have the best score"
    replayed = replay(initial, [action_from_json(json.loads(json.dumps(action_to_json(a)))) for a in actions])
    assert replayed.to_json() == state.to_json(), "replaying the actions reproduces the final state"
    return state
