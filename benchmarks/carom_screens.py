"""Frame times of the Carom Golf screens (prints numbers; never part of the tests).

    python benchmarks/carom_screens.py [--frames 600]

A computer-vs-computer game runs at a fixed 60 Hz step at three window sizes;
it reports the time of each whole frame (events, update, draw), and how long
the board layer takes to repaint after a pan or zoom (the one costly redraw).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts"))


def _summary(label: str, ms: list[float]) -> None:
    ms = sorted(ms)
    print(f"{label:<34} mean {statistics.fmean(ms):6.2f} ms  p95 {ms[int(len(ms) * 0.95)]:6.2f} ms  max {ms[-1]:6.2f} ms")


def game_frames(n: int) -> None:
    import pygame

    from carom_shots import _choices, _players
    from game.app import App
    from game.scenes.carom.setup import record_for
    from game.scenes.table.scene import TableScene
    from game.scenes.common_setup import SetupResult

    for size in ((1280, 720), (1920, 1080), (3840, 2160)):
        app = App(size=size, persist_settings=False, headless=True)
        scene = TableScene(app, record_for(SetupResult(_players(4), "carom", _choices(1), {"show_path": True}), seed=2))
        app.stack.push(scene)
        app.stack.apply_pending()
        for _ in range(30):
            app._frame(1 / 60)  # warm the caches
        times = []
        for _ in range(n):
            t0 = time.perf_counter()
            app._frame(1 / 60)
            times.append((time.perf_counter() - t0) * 1000)
        _summary(f"Carom game frame {size[0]}x{size[1]}", times)
        rebuild = []
        view = scene.view
        view.zoom_by(2.0)
        for i in range(40):
            view.pan_by(7 if i % 2 else -7, 3)
            t0 = time.perf_counter()
            view.draw_board(app.surface)
            rebuild.append((time.perf_counter() - t0) * 1000)
        _summary(f"board repaint after a pan {size[0]}x{size[1]}", rebuild)
        pygame.display.quit()


def thumbnails() -> None:
    import pygame

    pygame.display.init()
    pygame.display.set_mode((320, 200))
    from carom_shots import showcase
    from game.render.boardview import thumbnail

    course = showcase()
    t0 = time.perf_counter()
    for _ in range(10):
        thumbnail(course, (180, 120))
    print(f"course thumbnail 180x120: {(time.perf_counter() - t0) * 100:.1f} ms each")
    pygame.display.quit()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=600)
    args = parser.parse_args()
    game_frames(args.frames)
    thumbnails()
