"""CPU used while the game waits for a person (prints numbers; never part of the tests).

    python benchmarks/idle.py [--seconds 5]

For the title screen and for a Carom Golf game waiting for a human's stroke,
the real main loop runs in a real window and the process's CPU time is
measured over several seconds once the screen has settled. The reference,
measured in the same run, is the same screen with resting turned off
(``App.may_rest = False``: drawn every frame at the display's rate, as the loop
did before). Shares are of one CPU core.

Without a desktop the script re-runs itself under ``xvfb-run`` (a real X11
display in memory), where SDL can block while it waits for input. Failing
that it falls back to SDL's dummy driver, which cannot block and polls for
input every millisecond, so its figures are an upper bound.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

REEXEC_FLAG = "ROLLINONE_IDLE_BENCH_XVFB"


def ensure_display() -> str:
    """A display to run on: the desktop, an Xvfb started for this run, or SDL's dummy driver."""
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin"):
        return "desktop" if not os.environ.get(REEXEC_FLAG) else "Xvfb"
    xvfb = shutil.which("xvfb-run")
    if xvfb and not os.environ.get(REEXEC_FLAG):
        os.environ[REEXEC_FLAG] = "1"
        args = [xvfb, "-a", "-s", "-screen 0 1920x1080x24", sys.executable, *sys.argv]
        os.execv(xvfb, args)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    return "SDL dummy driver (polls for input: an upper bound)"


def cpu_share(make_scene: Callable, *, rest: bool, warm: float, seconds: float) -> float:  # type: ignore[type-arg]
    """The process's CPU time per second of wall time while the real loop runs ``make_scene(app)``."""
    import pygame

    from game.app import App

    app = App(size=(1280, 720), persist_settings=False)
    app.may_rest = rest
    result: list[float] = []
    running = threading.Event()
    first_frame = app._frame

    def frame(dt, woken=None):  # type: ignore[no-untyped-def]
        running.set()
        first_frame(dt, woken)

    app._frame = frame  # type: ignore[method-assign]

    def measure() -> None:
        running.wait()  # the screen is up: building it (course study, fonts) is not idling
        time.sleep(warm)
        c0, t0 = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        result.append((time.process_time() - c0) / (time.perf_counter() - t0))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=measure, daemon=True)
    thread.start()
    app.run(make_scene(app))
    thread.join()
    return result[0]


def title(app):  # type: ignore[no-untyped-def]
    from game.scenes.title import TitleScene

    return TitleScene(app)


def waiting_game(app):  # type: ignore[no-untyped-def]
    """Carom Golf on the first shipped course; a person's stroke first, then the computer's."""
    from game import catalog
    from game.scenes.carom import setup as carom_setup
    from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult
    from game.scenes.table.scene import TableScene

    course = catalog.load_course("carom")
    choice = CourseChoice(course.name, Path(course.source), course)
    players = [PlayerSpec("You", 0), PlayerSpec("Computer", 1, computer=True)]
    result = SetupResult(players, "basic", [choice], {"direction_first": False, "show_path": True})
    return TableScene(app, carom_setup.record_for(result, seed=5))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="measuring time per screen (default 5)")
    args = parser.parse_args()
    where = ensure_display()
    from game.scenes.title import VIGNETTE_SECONDS

    print(f"idle CPU, share of one core over {args.seconds:g} s, on: {where}")
    cases = (("title, after its vignette", title, VIGNETTE_SECONDS + 1.0), ("Carom Golf waiting for a stroke", waiting_game, 4.0))
    for label, make, warm in cases:
        resting = cpu_share(make, rest=True, warm=warm, seconds=args.seconds)
        busy = cpu_share(make, rest=False, warm=min(warm, 4.0), seconds=args.seconds)
        ratio = resting / busy if busy else float("nan")
        verdict = "below 2%" if resting < 0.02 else "ABOVE 2%"
        print(f"{label:<34} resting {resting * 100:5.2f}%   reference (drawn every frame) {busy * 100:6.2f}%   ratio {ratio:.3f}   {verdict}")


if __name__ == "__main__":
    main()
