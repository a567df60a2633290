"""Course loading speed: milliseconds to load (and check) each shipped map.

    python benchmarks/courses.py [--repeat N]

Prints, per map under levels/, the best and mean time of N loads (the first
import of pytmx is excluded), and the time of the structural check.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> int:
    """Time every shipped map."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()

    from game import paths
    from game.courses import course_files, load_course
    from game.courses.validate import structural_problems

    levels = paths.levels_dir()
    maps = course_files(levels) + sorted((levels / "templates").glob("*.tmx"))
    if not maps:
        print("no maps under levels/")
        return 0
    load_course(maps[0])  # import pytmx (and pygame) once, outside the timings
    print(f"{'map':48} {'cells':>6} {'best ms':>8} {'mean ms':>8} {'check ms':>9}")
    for path in maps:
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            course = load_course(path)
            times.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        structural_problems(course)
        check = time.perf_counter() - t0
        name = str(path.relative_to(levels))
        print(f"{name:48} {len(course.terrain):>6} {min(times) * 1000:>8.2f} {sum(times) / len(times) * 1000:>8.2f} {check * 1000:>9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
