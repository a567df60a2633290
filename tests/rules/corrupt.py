"""Seeded corruption of saved states, for the corrupt-save tests of every engine.

A corrupt save is a real save (a state reached in a seeded random game) with
one to three mutations: a key removed, a value of the wrong type, a number
that does not fit (huge, infinite, not a number), another game's id, or a
nested value changed to something that looks right (a number or a word taken
from elsewhere in the same save, a list shortened, reordered or doubled).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

from game import catalog
from game.rules.driver import SeededChance, play_out, random_player
from game.rules.protocol import CHANCE, TERMINAL, GameState

GAME_IDS = ("rollinone", "eagles_creek", "carom", "rollecate")
WRONG_TYPES: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 7, 2**64, -(2**70), 10**400, float("inf"), float("-inf"), float("nan"),
    1.5, -0.0, "", "x", "carom", [], [0, 0], [None], {}, {"game": "carom"},
)
COURSE_KEYS = ("course", "courses")
"""The embedded course(s): big, so a walk enters them less often than the game's own fields."""


def sample_states(initial: GameState, seed: int, picks: int) -> list[GameState]:
    """``picks`` states spread over one seeded random game (its first and last state included)."""
    seen: list[GameState] = []
    rng = random.Random(seed)
    players = [random_player(rng)] * initial.num_players
    match = play_out(initial, players, SeededChance(seed), on_step=lambda before, a, e: seen.append(before))
    seen.append(match.state)
    step = max(1, len(seen) // picks)
    return seen[::step][:picks] + [seen[-1]]


def _walk(data: Any, rng: random.Random) -> list[Any]:
    """A random path of keys and indices from the top of ``data`` to some value inside it."""
    path: list[Any] = []
    node = data
    while isinstance(node, (dict, list)) and node:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if isinstance(node, dict) and not path:
            keys = [k for k in keys if k != "game"] or keys
            if rng.random() < 0.85:
                keys = [k for k in keys if k not in COURSE_KEYS] or keys
        key = rng.choice(keys)
        path.append(key)
        node = node[key]
        if rng.random() < 0.3:
            break
    return path


def _leaves(data: Any, kind: type) -> list[Any]:
    out: list[Any] = []
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif type(node) is kind:
            out.append(node)
    return out


def _get(data: Any, path: list[Any]) -> Any:
    for key in path:
        data = data[key]
    return data


def mutate(data: dict[str, Any], rng: random.Random) -> str:
    """Change ``data`` in place in one random way; say what was done."""
    path = _walk(data, rng)
    if not path:
        data["game"] = rng.choice([g for g in GAME_IDS if g != data["game"]])
        return "game id"
    parent, key = _get(data, path[:-1]), path[-1]
    value = parent[key]
    op = rng.randrange(9)
    if op == 0:
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
        return f"removed {path}"
    if op == 1:
        parent[key] = copy.deepcopy(rng.choice(WRONG_TYPES))  # a fresh copy: never one object in two places
        return f"{path} = {parent[key]!r}"
    if op == 2 and type(value) is int:
        parent[key] = rng.choice((value + 1, value - 1, -value, value * 1000, value + 2**40, 2**63 - 1))
        return f"{path} {value} -> {parent[key]}"
    if op == 3:
        ints = _leaves(data, int)
        if ints:
            parent[key] = rng.choice(ints)
            return f"{path} = {parent[key]!r} (a number of the save)"
    if op == 4:
        words = _leaves(data, str)
        if words:
            parent[key] = rng.choice(words)
            return f"{path} = {parent[key]!r} (a word of the save)"
    if op == 5 and isinstance(value, list) and value:
        choice = rng.randrange(4)
        if choice == 0:
            value.pop(rng.randrange(len(value)))
        elif choice == 1:
            value.append(copy.deepcopy(rng.choice(value)))
        elif choice == 2:
            rng.shuffle(value)
        else:
            value.reverse()
        return f"{path} list changed ({choice})"
    if op == 6 and type(value) is bool:
        parent[key] = not value
        return f"{path} flipped"
    if op == 7 and isinstance(value, dict):
        value[rng.choice(["extra", "x", *value]) + "_"] = 1
        return f"{path} extra key"
    if op == 8:
        parent[key] = json.loads(json.dumps(value, allow_nan=True)) if rng.random() < 0.5 else str(value)
        return f"{path} as text" if isinstance(parent[key], str) else f"{path} unchanged"
    parent[key] = copy.deepcopy(rng.choice(WRONG_TYPES))  # a fresh copy: never one object in two places
    return f"{path} = {parent[key]!r}"


def corrupt(save: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], list[str]]:
    """A deep copy of ``save`` with one to three mutations, and what they were."""
    data = json.loads(json.dumps(save))
    done = [mutate(data, rng) for _ in range(rng.choice((1, 1, 1, 2, 3)))]
    return data, done


def endless(state: GameState) -> bool:
    """True for a game random moves need not finish: Eagle's Creek without a stroke limit."""
    return getattr(state, "game_id", "") == "eagles_creek" and getattr(state, "max_strokes", None) == 0


def play_to_end(state: GameState, seed: int, max_actions: int = 20_000, endless_actions: int = 1_000) -> int:
    """Play a loaded state to the end with random legal moves and seeded chance; the number of actions.

    An :func:`endless` game passes when it plays ``endless_actions`` actions without error.
    """
    if endless(state):
        max_actions = endless_actions
    rng = random.Random(seed)
    chance = SeededChance(seed)
    for ply in range(max_actions):
        player = state.current_player
        if player == TERMINAL:
            state.to_json()
            return ply
        legal = list(state.legal_actions())
        action = chance.draw(state, ply) if player == CHANCE else legal[rng.randrange(len(legal))]
        state, _ = state.apply(action)
        state.scores()
    if endless(state):
        return max_actions
    raise AssertionError(f"no end within {max_actions} actions")


Loader = Callable[[Any], GameState]


def load_with(game_id: str) -> Loader:
    """The engine's own ``from_json``."""
    return catalog.engine(game_id).from_json
