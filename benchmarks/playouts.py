"""Random playouts per engine, in steps per second, against a reference driven the same way (prints numbers).

    python benchmarks/playouts.py [--seconds 2] [--rounds 3] [--players 2]

Every engine plays whole games with uniformly random choices; a chance node is
sampled from ``chance_outcomes()`` with the same generator. A step is one
applied action (a move or a chance outcome); the figure is steps per second of
the whole loop (legal actions, sampling, apply), after one warm-up game (so the
course, loaded once outside the timing, and per-process caches are ready),
measured in CPU time of this process.

The reference is OpenSpiel's ``python_tic_tac_toe`` played by the very same
loop (``pip install open_spiel``; see benchmarks/README.md). Without OpenSpiel
the reference is an in-project stand-in, labelled as such: a tic-tac-toe
written here in the same immutable-state style as the engines, so the ratio
still says "how heavy is one step compared to a trivial game's step".

Rounds alternate reference and engine; the medians (the ratio: of the rounds' ratios) are printed, so a busy
machine slows both sides alike.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import catalog  # noqa: E402
from game.rules.driver import sample_outcome  # noqa: E402
from game.rules.protocol import CHANCE, TERMINAL, GameState  # noqa: E402

ENGINES = ("rollinone", "eagles_creek", "carom", "rollecate")


def engine_game(game_id: str, players: int, course: Any) -> Callable[[random.Random, int], int]:
    """A function playing one random game of ``game_id`` and returning its number of steps."""

    def play(rng: random.Random, seed: int) -> int:
        """One whole random game from a new state."""
        state: GameState = catalog.new_state(game_id, players, course=course, seed=seed)
        steps = 0
        while True:
            who = state.current_player
            if who == TERMINAL:
                return steps
            if who == CHANCE:
                action = sample_outcome(state.chance_outcomes(), rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state, _ = state.apply(action)
            steps += 1

    return play


def open_spiel_game() -> Callable[[random.Random, int], int] | None:
    """The same loop over OpenSpiel's python_tic_tac_toe, or None without OpenSpiel."""
    try:
        import pyspiel
        from open_spiel.python.games import tic_tac_toe  # noqa: F401  (registers python_tic_tac_toe)
    except ImportError:
        return None
    game = pyspiel.load_game("python_tic_tac_toe")

    def play(rng: random.Random, seed: int) -> int:
        """One whole random game (the seed is unused: tic-tac-toe has no chance)."""
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = sample_outcome(outcomes, rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
            steps += 1
        return steps

    return play


_LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


class _TicTacToe:
    """The in-project stand-in reference: an immutable tic-tac-toe state (used only without OpenSpiel)."""

    __slots__ = ("board", "player")

    def __init__(self, board: tuple[int, ...] = (0,) * 9, player: int = 0) -> None:
        self.board = board
        self.player = player

    @property
    def current_player(self) -> int:
        """Whose turn, or TERMINAL."""
        b = self.board
        if 0 not in b or any(b[i] and b[i] == b[j] == b[k] for i, j, k in _LINES):
            return TERMINAL
        return self.player

    def legal_actions(self) -> list[int]:
        """The empty squares."""
        return [i for i, v in enumerate(self.board) if v == 0]

    def apply(self, action: int) -> tuple[_TicTacToe, list[Any]]:
        """Mark a square."""
        b = list(self.board)
        b[action] = self.player + 1
        return _TicTacToe(tuple(b), 1 - self.player), []


def stand_in_game() -> Callable[[random.Random, int], int]:
    """The same loop over the in-project tic-tac-toe."""

    def play(rng: random.Random, seed: int) -> int:
        """One whole random game."""
        state = _TicTacToe()
        steps = 0
        while state.current_player != TERMINAL:
            legal = state.legal_actions()
            state, _ = state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        return steps

    return play


def steps_per_second(play: Callable[[random.Random, int], int], seconds: float, first_seed: int) -> float:
    """Play whole games for about ``seconds`` (at least one); steps per second."""
    rng = random.Random(first_seed)
    steps = 0
    seed = first_seed
    t0 = time.process_time()  # CPU time: other programs on a shared machine distort it less than wall time
    while True:
        steps += play(rng, seed)
        seed += 1
        elapsed = time.process_time() - t0
        if elapsed >= seconds:
            return steps / elapsed


def main() -> int:
    """Print steps per second, the reference's, and the ratio, per engine."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="paired rounds; medians are printed (default 3)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", nargs="*", default=list(ENGINES), choices=ENGINES)
    args = parser.parse_args()

    reference = open_spiel_game()
    label = "OpenSpiel python_tic_tac_toe"
    if reference is None:
        reference = stand_in_game()
        label = "stand-in tic-tac-toe (OpenSpiel not installed)"
    print(f"reference: {label}")
    print(f"{'engine':<14}{'steps/s':>12}{'reference':>12}{'ratio':>8}")
    for game_id in args.games:
        course = catalog.load_course(game_id)  # loaded once, outside the timing
        play = engine_game(game_id, args.players, course)
        play(random.Random(0), 0)  # warm-up: per-process caches
        reference(random.Random(0), 0)
        ours, theirs = [], []
        for r in range(args.rounds):
            theirs.append(steps_per_second(reference, args.seconds / 2, 1000 * r))
            ours.append(steps_per_second(play, args.seconds, 1000 * r))
        ratio = statistics.median(a / b for a, b in zip(ours, theirs))
        print(f"{game_id:<14}{statistics.median(ours):>12,.0f}{statistics.median(theirs):>12,.0f}{ratio:>7.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
