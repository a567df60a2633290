"""Eagle's Creek speed figures: legal-path enumeration and computer decisions (prints numbers; never a test).

    python benchmarks/eagles_creek.py [--games 5]

* shapes: every legal shape for each length and curl count, enumerated cold
  (this happens once per process; the results are kept);
* offers: legal next segments while drawing, as a screen asks for them;
* decisions: the computer's CPU time per choice on the shipped sheet (CPU time,
  so that other programs on the machine do not inflate it), cold (first game,
  nothing cached) and warm (later games), with the worst case.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def shapes_figures() -> None:
    """Time the cold enumeration of every legal shape."""
    from game.rules.eagles_creek import shape

    shape.shapes.cache_clear()
    shape._prefix_table.cache_clear()
    print("legal shapes (cold enumeration):")
    total_t, total_n = 0.0, 0
    for length in range(1, 9):
        row = []
        for curls in (0, 1, 2):
            rules = shape.ShapeRules(length, min(curls, length), min(curls, length))
            t0 = time.perf_counter()
            n = len(shape.shapes(rules))
            dt = time.perf_counter() - t0
            total_t += dt
            total_n += n
            row.append(f"{curls} curls {n:5d} in {dt * 1000:6.1f} ms")
        print(f"  length {length}: " + " | ".join(row))
    print(f"  all: {total_n} shapes in {total_t * 1000:.0f} ms ({total_n / total_t:,.0f} shapes/s)")


def offer_figures() -> None:
    """Time the legal-next-segment offers a screen asks for while a line is drawn."""
    from game.hexgrid import Edge
    from game.rules.eagles_creek import shape

    rules = shape.ShapeRules(8, 2, 2)
    shape.shapes(rules)  # warm
    start = Edge(0, 0, 0)
    t0 = time.perf_counter()
    n = 0
    for turns in shape.shapes(rules)[::50]:
        exits = shape.follow(start, 0, turns)[1]
        for k in range(len(exits)):
            shape.legal_next_segments(start, exits[:k], rules)
            n += 1
    dt = time.perf_counter() - t0
    print(f"legal next segments (8 segments, 2 curls): {n} offers, {dt / n * 1e6:.0f} us each")


def decision_figures(games: int) -> None:
    """Time the computer's decisions on the shipped sheet, cold and warm."""
    from game import catalog
    from game.rules.driver import SeededChance, play_out
    from game.rules.protocol import Action, Bot, GameState

    for label, count in (("cold (first game)", 1), ("warm (later games)", games)):
        times: list[float] = []
        for k in range(count):
            seed = 100 + k
            state = catalog.new_state("eagles_creek", 4, seed=seed)
            bots = [catalog.make_bot("eagles_creek", p, seed + p) for p in range(4)]

            def timed(bot: Bot, times: list[float] = times) -> Callable[[GameState], Action]:
                """``bot.choose``, timed into ``times``."""

                def choose(s: GameState) -> Action:
                    """The bot's choice; its CPU time is recorded."""
                    t0 = time.process_time()
                    action = bot.choose(s)
                    times.append(time.process_time() - t0)
                    return action

                return choose

            play_out(state, [timed(b) for b in bots], SeededChance(seed))
        ms = sorted(t * 1000 for t in times)
        print(
            f"decisions, {label}: {len(ms)} choices, mean {statistics.fmean(ms):.2f} ms, "
            f"median {ms[len(ms) // 2]:.2f} ms, 99% {ms[int(len(ms) * 0.99)]:.1f} ms, max {ms[-1]:.1f} ms"
        )


def main() -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="warm games to time (default 5)")
    args = parser.parse_args()
    shapes_figures()
    offer_figures()
    decision_figures(args.games)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
