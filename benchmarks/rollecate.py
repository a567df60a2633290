"""Rollecate speed: turns per second of the rules, and how long the computer player takes to decide.

    python benchmarks/rollecate.py [--games 30]

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.driver import SeededChance, play_out, random_player  # noqa: E402
from game.rules.protocol import GameState  # noqa: E402
from game.rules.rollecate import make_bot  # noqa: E402
from game.rules.rollecate.start import new_state  # noqa: E402


def rules_speed(players: int, games: int) -> None:
    """Turns per second with random players: the cost of the rules alone."""
    turns = actions = 0
    t0 = time.perf_counter()
    for seed in range(games):
        seats = [random_player(random.Random(seed * 10 + i)) for i in range(players)]
        match = play_out(new_state(players, None, seed), seats, SeededChance(seed))
        turns += sum(match.state.stat(i, "turns") for i in range(players))
        actions += match.ply
    elapsed = time.perf_counter() - t0
    print(f"rules, {players} player(s): {turns / elapsed:8.0f} turns/s  {actions / elapsed:8.0f} actions/s")


def bot_speed(players: int, games: int) -> None:
    """Turns per second with computer players, and their decision times."""
    times: list[float] = []
    turns = 0

    def timed(bot):  # type: ignore[no-untyped-def]
        def choose(state: GameState):  # type: ignore[no-untyped-def]
            t = time.perf_counter()
            action = bot.choose(state)
            times.append(time.perf_counter() - t)
            return action

        return choose

    t0 = time.perf_counter()
    for seed in range(games):
        bots = [timed(make_bot(i, seed + i)) for i in range(players)]
        match = play_out(new_state(players, None, seed), bots, SeededChance(seed))
        turns += sum(match.state.stat(i, "turns") for i in range(players))
    elapsed = time.perf_counter() - t0
    times.sort()
    ms = [t * 1000 for t in times]
    print(
        f"bots,  {players} player(s): {turns / elapsed:8.0f} turns/s  decision mean {statistics.fmean(ms):.2f} ms"
        f"  p95 {ms[int(len(ms) * 0.95)]:.2f} ms  max {ms[-1]:.2f} ms  ({len(ms)} decisions)"
    )


def main() -> None:
    """Print the figures for 1 to 4 players."""
    parser = argparse.ArgumentParser(description="Rollecate speed figures")
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    for players in (1, 2, 3, 4):
        rules_speed(players, args.games)
    for players in (1, 2, 3, 4):
        bot_speed(players, args.games)


if __name__ == "__main__":
    main()
