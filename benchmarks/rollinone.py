"""Roll in One engine and computer-player speed (prints figures; never part of the tests).

    python benchmarks/rollinone.py [--games 6] [--players 3] [--seed 1]

Rolls resolved per second: how many die rolls the engine turns into moves,
landings and events per second (``apply`` at a roll's chance node, with every
card window and curve choice that follows it). Decision time: how long the
computer player takes per decision, by kind of decision.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import catalog  # noqa: E402
from game.rules.driver import SeededChance  # noqa: E402
from game.rules.protocol import CHANCE, TERMINAL  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) of a list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q / 100))]


def bench(games: int, players: int, seed: int) -> None:
    """Play computer games, timing every roll and every decision."""
    roll_time = 0.0
    rolls = 0
    decisions: dict[str, list[float]] = defaultdict(list)
    total_start = time.perf_counter()
    for k in range(games):
        game_seed = seed + k
        state = catalog.new_state("rollinone", players, seed=game_seed)
        bots = [catalog.make_bot("rollinone", i, game_seed * 10 + i) for i in range(players)]
        chance = SeededChance(game_seed)
        ply = 0
        while state.current_player != TERMINAL:
            if state.current_player == CHANCE:
                action = chance.draw(state, ply)
                is_roll = state.phase == "roll"
                t0 = time.perf_counter()
                state, _ = state.apply(action)
                if is_roll:
                    roll_time += time.perf_counter() - t0
                    rolls += 1
            else:
                phase = state.phase
                t0 = time.perf_counter()
                action = bots[state.current_player].choose(state)
                decisions[phase].append(time.perf_counter() - t0)
                state, _ = state.apply(action)
            ply += 1
    elapsed = time.perf_counter() - total_start
    everything = [t for ts in decisions.values() for t in ts]
    print(f"Roll in One: {games} computer games, {players} players, seed {seed}: {elapsed:.1f} s")
    print(f"rolls resolved: {rolls} at {rolls / roll_time:,.0f} per second ({roll_time / rolls * 1e6:.0f} us each)")
    print(
        f"decisions: {len(everything)}, mean {statistics.fmean(everything) * 1000:.2f} ms, "
        f"p95 {percentile(everything, 95) * 1000:.1f} ms, p99 {percentile(everything, 99) * 1000:.1f} ms, "
        f"max {max(everything) * 1000:.1f} ms"
    )
    for phase, ts in sorted(decisions.items()):
        print(
            f"  {phase:>7}: {len(ts):5d} decisions, mean {statistics.fmean(ts) * 1000:6.2f} ms, "
            f"p99 {percentile(ts, 99) * 1000:6.1f} ms, max {max(ts) * 1000:6.1f} ms"
        )


def random_rolls(n: int, seed: int) -> None:
    """Rolls per second in a tight loop of random shots on a ready-made hole."""
    rng = random.Random(seed)
    state = catalog.new_state("rollinone", 2, seed=seed, quick=True)
    chance = SeededChance(seed)
    rolls, spent, ply = 0, 0.0, 0
    while rolls < n:
        if state.current_player == TERMINAL:
            state = catalog.new_state("rollinone", 2, seed=seed + rolls, quick=True)
        if state.current_player == CHANCE:
            action = chance.draw(state, ply)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        is_roll = state.phase == "roll"
        t0 = time.perf_counter()
        state, _ = state.apply(action)
        if is_roll:
            spent += time.perf_counter() - t0
            rolls += 1
        ply += 1
    print(f"random shots: {rolls} rolls at {rolls / spent:,.0f} per second")


def main() -> None:
    """Parse the arguments and print the figures."""
    parser = argparse.ArgumentParser(description="Roll in One speed figures")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    bench(args.games, args.players, args.seed)
    random_rolls(5000, args.seed)


if __name__ == "__main__":
    main()
