"""Every frame of a real 12-computer Carom Golf game at 3840x2160 (prints numbers; never a test).

    python benchmarks/frames_4k.py [--frames 1500] [--size 3840x2160]

The game runs through the real table screen at a fixed 60 Hz step, headless,
computer players on their worker thread as in play. Every whole frame (events,
update, draw) is timed; printed: p50, p99 and the worst frame after the first,
as milliseconds and as a share of the 16.7 ms a 60 Hz frame may take (the
reference), the same for the main thread's own CPU time (on a machine busy
with other work the wall-clock figures include waiting for a core), and the
five slowest frames and the five with the most CPU time, with their number.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts"))

BUDGET_MS = 1000 / 60


def main() -> int:
    """Play the game frame by frame and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--size", default="3840x2160")
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))

    from carom_shots import _choices, _players
    from game.app import App
    from game.scenes.carom.setup import record_for
    from game.scenes.common_setup import SetupResult
    from game.scenes.table.scene import TableScene

    app = App(size=size, persist_settings=False, headless=True)
    scene = TableScene(app, record_for(SetupResult(_players(12), "carom", _choices(1), {"show_path": True}), seed=args.seed))
    scene.thinker.background = True  # as in a window (headless apps decide inside the frame, for reproducible tests)
    app.stack.push(scene)
    app.stack.apply_pending()
    times: list[float] = []
    cpu: list[float] = []
    for _ in range(args.frames):
        t0, c0 = time.perf_counter(), time.thread_time()
        app._frame(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
    after_first = times[1:]
    ordered = sorted(after_first)
    p50 = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    worst = ordered[-1]
    print(f"{len(times)} frames at {size[0]}x{size[1]}, 12 computer players (reference: {BUDGET_MS:.1f} ms a frame)")
    print(f"first frame {times[0]:.1f} ms")
    print(f"p50 {p50:.2f} ms ({p50 / BUDGET_MS:.0%})  p99 {p99:.2f} ms ({p99 / BUDGET_MS:.0%})  worst after the first {worst:.2f} ms ({worst / BUDGET_MS:.0%})")
    over = sum(1 for t in after_first if t > BUDGET_MS)
    print(f"frames over {BUDGET_MS:.1f} ms after the first: {over}")
    cpu_sorted = sorted(cpu[1:])
    cpu_p99 = cpu_sorted[min(len(cpu_sorted) - 1, int(len(cpu_sorted) * 0.99))]
    print(f"the frame's own CPU time (what a busy machine does not add): p50 {cpu_sorted[len(cpu_sorted) // 2]:.2f} ms  p99 {cpu_p99:.2f} ms ({cpu_p99 / BUDGET_MS:.0%})  worst {cpu_sorted[-1]:.2f} ms")
    slowest = sorted(range(1, len(times)), key=lambda i: times[i], reverse=True)[:5]
    print("slowest frames: " + ", ".join(f"#{i} {times[i]:.1f} ms" for i in slowest))
    busiest = sorted(range(1, len(cpu)), key=lambda i: cpu[i], reverse=True)[:5]
    print("most CPU time: " + ", ".join(f"#{i} {cpu[i]:.1f} ms" for i in busiest))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
