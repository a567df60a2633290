"""Frame-time and start-up figures for the screens (prints numbers; never part of the tests).

    python benchmarks/frames.py [--frames 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def scene_frames(n: int) -> None:
    from game.app import App
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene

    for size in ((1280, 720), (1920, 1080), (3840, 2160)):
        app = App(size=size, persist_settings=False, headless=True)
        for cls in (TitleScene, SettingsScene, RulesScene):
            app.stack.reset(cls(app))
            app.stack.apply_pending()
            app._frame(1 / 60)  # warm caches
            times = []
            for _ in range(n):
                t0 = time.perf_counter()
                app._frame(1 / 60)
                times.append((time.perf_counter() - t0) * 1000)
            times.sort()
            print(
                f"{cls.__name__:<14} {size[0]}x{size[1]}: mean {statistics.fmean(times):6.2f} ms  "
                f"p95 {times[int(len(times) * 0.95)]:6.2f} ms  max {times[-1]:6.2f} ms"
            )


def startup() -> None:
    runs = []
    for _ in range(5):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "game", "--smoke", "1"], check=True, capture_output=True)
        runs.append(time.perf_counter() - t0)
    print(f"start-up to first frame and exit: best {min(runs) * 1000:.0f} ms, median {statistics.median(runs) * 1000:.0f} ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args()
    scene_frames(args.frames)
    startup()
