"""How fast Eagle's Creek's shot picker answers (issue #26, point 1; prints numbers, never a test).

    python benchmarks/eagles_picker.py [--rounds 3]

* rules: ``Planner.lines_to`` for every hex a shot could end near (the hexes
  within its length of the ball, and a ring beyond), for the largest plan the
  tables allow (a wood of 8 segments owing 2 curls, 7,812 lines) and for
  smaller ones; the pen's opening (the planner, its groups and the keys'
  best lines); CPU time, so other programs on the machine do not inflate it;
* screen: the pointer moved over the sheet while the pen is open, on the real
  table (headless, 1280x720): the event handled and the frame drawn, as a
  person sees it; the reference, measured in the same run, is the same frame
  with the pointer moving over the sheet while the dice are split (no lines
  are looked for then), and the ratio.

Target: the picker answers a new place pointed at within one 60 Hz frame
(16.7 ms), in the rules and on screen.
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


def _summary(ms: list[float]) -> str:
    ms = sorted(ms)
    return f"median {ms[len(ms) // 2]:6.2f} ms  99% {ms[int(len(ms) * 0.99)]:6.2f} ms  max {ms[-1]:6.2f} ms  ({len(ms)} places)"


def rules_figures() -> None:
    """The picker alone: opening the pen, then every place pointed at."""
    from game import catalog
    from game.rules.eagles_creek import new_state
    from game.rules.eagles_creek.bot import shape_bank
    from game.rules.eagles_creek.picker import Planner
    from game.rules.eagles_creek.shape import shapes

    course = catalog.load_course("eagles_creek")
    state, _ = new_state(1, course, 1).apply(("roll", 1, 1, 6))
    print("rules (CPU time):")
    for label, want in (("wood 8, 2 curls", ("wood", 1, 6)), ("wood 6, no curl", ("wood", 6, 1)), ("iron 5, 2 curls", ("iron", 1, 6))):
        plan = next(p for p in state.plans() if (p.club, p.accuracy, p.strength) == want)
        shapes.cache_clear()
        shape_bank.cache_clear()
        state.sheet.cache.clear()
        t0 = time.process_time()
        planner = Planner.for_plan(state, plan)
        planner.choices()
        cold = (time.process_time() - t0) * 1000
        t0 = time.process_time()
        warm = Planner.for_plan(state, plan)
        warm.choices()
        opened = (time.process_time() - t0) * 1000
        start = planner.start.hexes()[0]
        places = [h for h in state.sheet.course.terrain if h.distance(start) <= plan.length + 2]
        ms = []
        for h in places:
            t0 = time.process_time()
            warm.lines_to(h)
            ms.append((time.process_time() - t0) * 1000)
        lines = 2 * len(shapes(planner.rules))
        print(f"  {label:<16} {lines:5d} lines · pen opens {cold:6.1f} ms cold, {opened:5.1f} ms warm · a place pointed at: {_summary(ms)}")


def screen_figures(rounds: int) -> None:
    """The pointer over the sheet on the real table: with the pen open (the picker answers) and while the dice are split."""
    import pygame

    sys.path.insert(0, str(ROOT / "build_scripts"))
    import eagles_shots as es
    from game.app import App

    app = App(size=(1280, 720), persist_settings=False, headless=True)
    table = es._open(app, es._played(es._record(es._players(1, 1)), 4))
    es._to_person(app, table)
    g = table.game
    view = g.view
    cells = sorted(table.state.sheet.course.terrain)
    plan = g.chooser.alloc.plan()
    ball = table.state.ball_side(table.state.turn, plan.hole).hexes()[0]
    near = [h for h in cells if h.distance(ball) <= plan.length + 2]

    def sweep() -> list[float]:
        out = []
        for h in near:
            x, y = view.hex_center(h)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(1, 0), buttons=(0, 0, 0)))
            t0 = time.process_time()
            app._frame(1 / 60)
            out.append((time.process_time() - t0) * 1000)
        return out

    picker: list[float] = []
    reference: list[float] = []
    for _ in range(rounds):
        reference += sweep()  # the dice are being split: the pointer only hovers
        g.chooser.open_pen()
        picker += sweep()  # the pen is open: every new place asks for its lines
        g.chooser.back_to_tray()
    ref = statistics.median(reference)
    mine = statistics.median(picker)
    print("screen (CPU time of the event and its frame, 1280x720):")
    print(f"  pen open, pointer over the sheet:   {_summary(picker)}")
    print(f"  reference, dice being split:        {_summary(reference)}")
    print(f"  ratio of the medians {mine / ref:4.2f}")
    pygame.display.quit()


def main() -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="sweeps of the pointer over the sheet on screen (default 3)")
    args = parser.parse_args()
    rules_figures()
    screen_figures(args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
