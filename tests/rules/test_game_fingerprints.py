"""Same seed, same game: whole games pinned by a fingerprint of their actions and scores.

The engines get optimised (issue #17); an optimisation must not change a single
game. Each case below plays a whole game, random players or computer players,
with chance drawn by ``SeededChance``, and compares a hash of every action
applied and the final scores with the value recorded before the optimisation.
A random player picks by index into ``legal_actions()``, so these also pin the
order of the legal actions along the way.

When a rule change is *meant* to change games, re-record the values with
``python -m tests.rules.test_game_fingerprints`` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
from functools import cache
from typing import Any

import pytest

from game import catalog
from game.rules.driver import SeededChance, play_out, random_player
from game.rules.protocol import action_to_json

# (game, players, seed, who plays, options) -> fingerprint
CASES: dict[tuple[str, int, int, str, tuple[tuple[str, Any], ...]], str] = {
    ("rollinone", 2, 11, "random", ()): "bb7c4d91e11b7962",
    ("rollinone", 3, 12, "random", (("play_mean", True),)): "8da00b4cc64d21ea",
    ("rollinone", 1, 13, "random", ()): "a59801f30d7c67c2",
    ("rollinone", 1, 14, "random", (("variant", "survival"),)): "cd90484463033dd8",
    ("rollinone", 2, 15, "random", (("variant", "campaign"),)): "a6a1132929f301b4",
    ("rollinone", 3, 16, "random", (("variant", "bumper_game"),)): "5fa723a8dfa28000",
    ("rollinone", 2, 17, "random", (("quick", True), ("choose_golfers", True))): "75847e0ae3f18bca",
    ("rollinone", 4, 18, "random", (("shared_golfers", 2),)): "4ff794fc726b8df8",
    ("rollinone", 2, 19, "bots", ()): "166e523125c03709",
    ("rollinone", 1, 20, "bots", ()): "5e548b5b1ddc04aa",
    ("eagles_creek", 1, 21, "random", ()): "d84198765cb33412",
    ("eagles_creek", 2, 22, "random", ()): "75f4764f6ac5d5cc",
    ("eagles_creek", 4, 23, "random", (("variant", 3),)): "025ff740a3b2ef4c",
    ("eagles_creek", 3, 24, "bots", (("variant", 3),)): "51b0f181e73ea803",
    ("carom", 2, 31, "random", ()): "3742f66bdebbbcd1",
    ("carom", 3, 32, "random", (("mode", "carom"),)): "7dccce19ab93c636",
    ("carom", 2, 33, "random", (("direction_first", True),)): "4d5507fd67c67f36",
    ("carom", 3, 34, "bots", (("mode", "carom"),)): "3a2d2e5de501acd6",
    ("rollecate", 1, 41, "random", ()): "d9f923df1dbd0985",
    ("rollecate", 2, 42, "random", (("rounds", 2),)): "b0c4af0c594b1326",
    ("rollecate", 4, 43, "random", ()): "83ca5c1b6f89bf76",
    ("rollecate", 3, 44, "bots", ()): "c73d92ea6e4d2ccc",
}


@cache
def _course(game_id: str) -> Any:
    """The game's default course, loaded once for all the cases."""
    return catalog.load_course(game_id)


def fingerprint(game_id: str, players: int, seed: int, who: str, options: tuple[tuple[str, Any], ...]) -> str:
    """Play one whole game and hash its actions and final scores."""
    state = catalog.new_state(game_id, players, course=_course(game_id), seed=seed, **dict(options))
    if who == "random":
        seats = [random_player(random.Random(seed * 10 + i)) for i in range(players)]
    else:
        seats = [catalog.make_bot(game_id, i, seed * 10 + i).choose for i in range(players)]
    match = play_out(state, seats, SeededChance(seed))
    record = {"actions": [action_to_json(a) for a in match.actions], "scores": match.state.scores()}
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:16]


@pytest.mark.parametrize("case", list(CASES), ids=lambda c: f"{c[0]}-{c[1]}p-seed{c[2]}-{c[3]}")
def test_same_seed_gives_the_same_game_as_recorded(case: tuple[Any, ...]) -> None:
    """A whole game still plays out action for action as it did when it was recorded."""
    assert fingerprint(*case) == CASES[case]


if __name__ == "__main__":  # re-record: prints the table to paste above
    for key in CASES:
        print(f"    {key!r}: {fingerprint(*key)!r},")
