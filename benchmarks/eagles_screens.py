"""Frame times of the Eagle's Creek table late in a game (prints numbers; never part of the tests).

    python benchmarks/eagles_screens.py [--frames 120]

A three-player game is played by the computer to about sixty shots and opened
like a saved game; then it reports, at two window sizes, the time of a whole
frame while a person splits the dice (the common case), of the frame that
rebuilds the still layer (after an action or a pan), and, as the reference
measured in the same run, a frame of the bare table with no game drawing.
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


def _timed(app, n: int, before=None) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for k in range(n):
        if before is not None:
            before(k)
        t = time.perf_counter()
        app._frame(1 / 60)
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> int:
    import pygame

    import eagles_shots as es
    from game.app import App

    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=120)
    n = parser.parse_args().frames
    for size in ((1280, 720), (1920, 1080)):
        app = App(size=size, persist_settings=False, headless=True)
        table = es._open(app, es._played(es._record(es._players(1, 2, human_seat=1)), 60))
        es._to_person(app, table)
        _timed(app, 5)
        steady = _timed(app, n)
        g = table.game
        rebuild = _timed(app, max(10, n // 4), lambda k, t=table: setattr(t, "_chrome_key", None))
        real = g.draw_board, g.draw_strip, g.draw_static, g.draw_panel_extra
        g.draw_board = g.draw_strip = g.draw_static = g.draw_panel_extra = lambda *a, **k: None
        bare = _timed(app, n, lambda k, t=table: setattr(t, "_chrome_key", None) if k == 0 else None)
        g.draw_board, g.draw_strip, g.draw_static, g.draw_panel_extra = real
        ref = statistics.fmean(bare)
        for label, ms in (("frame, person splitting the dice", steady), ("frame rebuilding the still layer", rebuild)):
            mean = statistics.fmean(ms)
            print(f"{size[0]}x{size[1]} {label:<36} mean {mean:6.2f} ms  max {max(ms):6.2f} ms  "
                  f"reference (bare table) {ref:5.2f} ms  ratio {mean / ref:4.1f}")
        pygame.display.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
