"""Course loading speed against pytmx's own reader, per shipped map (prints numbers; never a test).

    python benchmarks/courses.py [--repeat 25] [--wall]

For every .tmx under levels/ (templates included) it times, in interleaved
rounds so a busy machine slows all three alike:

* pytmx: ``pytmx.TiledMap(path)``, the reference (no safety pre-pass, no model);
* load: the game's loader, ``game.courses.load_course(path)`` (pre-pass, pytmx, course model);
* load+checks: what ``rollinone check`` does per file (``check_file``: the gate the game
  uses too: load, warnings, structural and engine checks, and a trial start of the game).

It prints the median of each and the ratios load/pytmx and load+checks/pytmx,
then the overall ratios (sums of medians). The imports of pytmx and the
engines happen before the timing. Times are CPU time of this process, like
``playouts.py``: on a shared machine a wall clock also counts the time other
programs hold the CPU, and a run of a millisecond or two is then often
pre-empted mid-way, which swings single figures several-fold. ``--wall``
measures wall-clock time instead.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


CLOCK: Callable[[], float] = time.process_time


def _time(fn: Callable[[], object]) -> float:
    t0 = CLOCK()
    fn()
    return CLOCK() - t0


def main() -> int:
    """Time every shipped map three ways and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=25)
    parser.add_argument("--wall", action="store_true", help="time with the wall clock instead of this process's CPU time")
    args = parser.parse_args()
    global CLOCK
    CLOCK = time.perf_counter if args.wall else time.process_time

    import logging

    import pytmx

    from game import paths
    from game.commands.check import check_file
    from game.courses import course_files, load_course

    logging.getLogger("pytmx").setLevel(logging.CRITICAL)
    levels = paths.levels_dir()
    maps = course_files(levels) + sorted((levels / "templates").glob("*.tmx"))
    if not maps:
        print("no maps under levels/")
        return 0
    for path in maps:  # warm: imports, engines, per-process tables
        check_file(path)
    print(f"{'wall-clock' if args.wall else 'CPU'} time, median of {args.repeat} interleaved rounds")
    print(f"{'map':44} {'pytmx ms':>9} {'load ms':>8} {'ratio':>6} {'+checks ms':>11} {'ratio':>6}")
    sums = [0.0, 0.0, 0.0]
    worst = [0.0, 0.0]
    for path in maps:
        ref, load, check = [], [], []
        for _ in range(args.repeat):
            ref.append(_time(lambda p=path: pytmx.TiledMap(str(p))))
            load.append(_time(lambda p=path: load_course(p)))
            check.append(_time(lambda p=path: check_file(p)))
        r, lo, ch = statistics.median(ref), statistics.median(load), statistics.median(check)
        sums[0] += r
        sums[1] += lo
        sums[2] += ch
        worst = [max(worst[0], lo / r), max(worst[1], ch / r)]
        name = str(path.relative_to(levels))
        print(f"{name:44} {r * 1000:>9.2f} {lo * 1000:>8.2f} {lo / r:>5.2f}x {ch * 1000:>11.2f} {ch / r:>5.2f}x")
    print(
        f"overall: load {sums[1] / sums[0]:.2f}x (worst {worst[0]:.2f}x), "
        f"load+checks {sums[2] / sums[0]:.2f}x (worst {worst[1]:.2f}x) of pytmx.TiledMap"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
