"""Saves that always load: random games in every way to play, with every option, for 1 to 5 players.

A 5-player Bumper Golf the Game (chosen golfers, bumper-golf) once saved a state its own loader
refused ("eliminated players"): a player put out by leaving the boards was put out a second time
by the water at the edge. Here every way to play x every option x every player count it allows
plays a whole random game, and ``load_state(to_json())`` must give back the same state:

* the sweep (every way x every player count, with no option and with all of them, and every golfer rule) checks every step that is new in its game: the first time
  each phase is reached by each kind of step (the list of event kinds the action made), and the
  last state. Rare steps (a double penalty, a player put out, a bump into water) are new when they
  happen, so they are checked; the thousands of ordinary rolls between them are checked once each.
* a few long games check every single step, the issue's own game among them.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import catalog
from game.rules.driver import SeededChance
from game.rules.protocol import CHANCE, TERMINAL, GameState
from game.rules.rollinone import new_state

WAYS: dict[str, dict[str, Any]] = {
    "full": {},  # designed holes: the standard game, or the solo round for one player
    "quick": {"quick": True},
    "solo": {"variant": "solo"},
    "survival": {"variant": "survival"},
    "campaign": {"variant": "campaign"},
    "bumper_game": {"variant": "bumper_game"},
}
"""The six ways to play (the set-up screen's, as its engine_options makes them; tests/screens check the screen offers these)."""
ONE_PLAYER = ("solo", "survival")
GOLFER_RULES: dict[str, dict[str, Any]] = {
    "dealt": {},
    "chosen": {"choose_golfers": True},
    "shared1": {"shared_golfers": 1},
    "shared2": {"shared_golfers": 2},
    "shared3": {"shared_golfers": 3},
}
FLAGS = ("play_mean", "bumper_golf", "handicap")


def engine_options(way: str, golfers: str, flags: tuple[str, ...]) -> dict[str, Any]:
    """``new_state`` options for a way to play and its options."""
    return {**WAYS[way], **GOLFER_RULES[golfers], **{flag: True for flag in flags}}


def combinations() -> list[tuple[str, int, str, tuple[str, ...]]]:
    """Every way x every player count it allows, with no option and with every option on; the golfer rules
    taking turns so that each way meets each of them (a one-player way plays each rule once, with and without options)."""
    rules = list(GOLFER_RULES)
    out = []
    for w, way in enumerate(WAYS):
        if way in ONE_PLAYER:
            out += [(way, 1, golfers, FLAGS if k % 2 else ()) for k, golfers in enumerate(rules)]
            continue
        for players in (1, 2, 3, 4, 5):
            for k, flags in enumerate(((), FLAGS)):
                out.append((way, players, rules[(2 * players + k + w) % len(rules)], flags))
    return out


def loaded_again(state: GameState) -> dict[str, Any]:
    """The state's save, read back by the app's loader after a trip through JSON text, saved again."""
    return catalog.load_state(json.loads(json.dumps(state.to_json()))).to_json()


def play(state: GameState, seed: int, every_step: bool) -> tuple[int, int]:
    """Play ``state`` to its end at random, checking saves; (actions played, states checked)."""
    rng, chance = random.Random(seed), SeededChance(seed)
    seen: set[tuple[str, tuple[str, ...]]] = set()
    kinds: tuple[str, ...] = ()
    checked = 0
    for ply in range(20_000):
        key = (state.phase, kinds)  # type: ignore[attr-defined]  # a RollState
        if every_step or key not in seen:
            seen.add(key)
            saved = state.to_json()
            assert loaded_again(state) == saved, f"ply {ply}: the save of phase {key[0]} does not load as it was"
            checked += 1
        if state.current_player == TERMINAL:
            return ply, checked
        legal = list(state.legal_actions())
        action = chance.draw(state, ply) if state.current_player == CHANCE else legal[rng.randrange(len(legal))]
        state, events = state.apply(action)
        names = [type(e).__name__ for e in events]
        kinds = tuple(k for i, k in enumerate(names) if i == 0 or names[i - 1] != k)  # three Moved in a row: one kind
    raise AssertionError("the game did not end")


def test_the_combinations_cover_every_way_option_and_player_count():
    combos = combinations()
    assert {c[0] for c in combos} == set(WAYS) == {"full", "quick", "solo", "survival", "campaign", "bumper_game"}
    for way in WAYS:
        mine = [c for c in combos if c[0] == way]
        assert {c[1] for c in mine} == ({1} if way in ONE_PLAYER else {1, 2, 3, 4, 5})
        assert {c[2] for c in mine} == set(GOLFER_RULES), f"{way} meets every golfer rule"
        assert {c[3] for c in mine} == {(), FLAGS}, f"{way} is played with no option and with every option"


@pytest.mark.parametrize("way", WAYS)
def test_every_save_of_every_combination_loads_as_it_was(way):
    played = 0
    for n, (w, players, golfers, flags) in enumerate(combinations()):
        if w != way:
            continue
        options = engine_options(w, golfers, flags)
        state = new_state(players, None, 100 + n, **options)
        actions, checked = play(state, 100 + n, every_step=False)
        played += actions
    assert played > 0


@pytest.mark.parametrize(
    ("players", "seed", "way", "golfers", "flags"),
    [
        (5, 0, "bumper_game", "chosen", ("bumper_golf",)),  # the game: put out twice at ply 248
        (5, 3, "bumper_game", "chosen", ("bumper_golf",)),  # the same at ply 217
        (3, 5, "campaign", "shared2", ("play_mean", "handicap")),
        (4, 6, "full", "chosen", FLAGS),
        (1, 8, "survival", "shared3", ("handicap", "bumper_golf")),
    ],
)
def test_every_step_of_a_long_game_loads_as_it_was(players, seed, way, golfers, flags):
    state = new_state(players, None, seed, **engine_options(way, golfers, flags))
    actions, checked = play(state, seed, every_step=True)
    assert checked == actions + 1 and actions > 40
