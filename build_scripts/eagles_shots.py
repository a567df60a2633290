"""Eagle's Creek scenes for build_scripts/screenshots.py: set-up, dice allocation, a line mid-drawing,
a tree attempt with its odds, a well-used sheet, the ranking.

Each function prepares the app's scene stack and returns ``(None, frames)``.
Games are played by the real engine and computer players from fixed seeds
(a played-out record is opened like a saved game), so the pictures stay true
when the rules or the sheet change.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

SEED = 12


def _course() -> Any:
    from game import catalog

    return catalog.load_course("eagles_creek")


def _record(players: list[Any], holes: str = "9", seed: int = SEED) -> Any:
    from game.scenes.common_setup import CourseChoice, SetupResult
    from game.scenes.eagles_creek.setup import record_for

    course = _course()
    return record_for(SetupResult(players, holes, [CourseChoice(course.name, Path("."), course)]), seed=seed)


def _players(humans: int, computers: int, human_seat: int = 0) -> list[Any]:
    """Seats in order; the people sit from ``human_seat`` on."""
    from game.scenes.common_setup import PlayerSpec

    names = ("Ada", "Ben", "Cleo", "Dev")
    return [PlayerSpec(names[i], i, not human_seat <= i < human_seat + humans, "normal") for i in range(humans + computers)]


def _played(record: Any, shots: int) -> Any:
    """The record after the computer has played for everyone until ``shots`` shots are on the sheets."""
    from game import catalog
    from game.rules.driver import SeededChance
    from game.rules.protocol import CHANCE, TERMINAL

    state = record.initial_state()
    bots = {s: catalog.make_bot("eagles_creek", s, 100 + s, "normal") for s in range(len(record.seats))}
    ply = 0
    chance = SeededChance(record.seed)
    while state.current_player != TERMINAL and sum(len(x) for x in state.shots) < shots:
        cp = state.current_player
        action = chance.draw(state, ply) if cp == CHANCE else bots[cp].choose(state)
        state, _ = state.apply(action)
        record.actions.append(action)
        ply += 1
    return record


def _open(app: Any, record: Any) -> Any:
    from game.scenes.table import open_record

    app.settings.animation_speed = "fast"
    assert open_record(app, record)
    app.stack.apply_pending()
    return app.stack.top


def _to_person(app: Any, table: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        top = app.stack.top
        if type(top).__name__ == "HandOver":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        elif table.may_act() and table.game.chooser is not None:
            return
        elif table.game.busy() or table.wait > 0:
            table.skip()
        app._frame(1 / 60)


def setup(app: Any) -> tuple[Any, int]:
    """The shared set-up screen with inks and the 9/6/3-hole choice."""
    from game.scenes.eagles_creek.setup import setup_scene

    app.settings.extra["eagles_creek_setup"] = {
        "players": [{"name": n, "style": i, "computer": i >= 2, "level": "normal"} for i, n in enumerate(("Ada", "Ben", "Cleo", "Dev"))],
        "mode": "9",
    }
    app.stack.push(setup_scene(app))
    return None, 5


def allocation(app: Any) -> tuple[Any, int]:
    """A person splitting the dice, with the lit holes and what each slot means."""
    table = _open(app, _played(_record(_players(1, 1)), 4))
    _to_person(app, table)
    return None, 3


def drawing(app: Any) -> tuple[Any, int]:
    """A line half drawn, its legal continuations lit."""
    table = _open(app, _played(_record(_players(1, 1)), 4))
    _to_person(app, table)
    g = table.game
    g.chooser.open_pen()
    pen = g.chooser.pen
    flag = table.state.hole(g.chooser.alloc.hole).flag
    for _ in range(max(1, pen.rules.length // 2)):
        # head for the flag, as a player would
        pen.take(min(pen.options(), key=lambda e: min(h.distance(flag) for h in e.hexes())))
    g.view.zoom_by(2.2, tuple(int(v) for v in g.view.to_screen(*g.view.layout.edge_midpoint(pen.drawn[-1]))))
    g.view.center_on(g.view.layout.edge_midpoint(pen.drawn[-1]))
    g.chooser.mouse_mode = False
    return None, 3


def tree(app: Any) -> tuple[Any, int]:
    """A finished line over a tree: the odds of clearing it, before the fourth die."""
    from game.rules.eagles_creek import rules_for_plan
    from game.rules.eagles_creek.flight import tree_segments
    from game.rules.eagles_creek.shape import first_headings, follow, shapes

    for seed in range(SEED, SEED + 40):
        table = _open(app, _record(_players(1, 1), seed=seed))
        _to_person(app, table)
        state, g = table.state, table.game
        for plan in state.plans():
            start = state.ball_side(state.turn, plan.hole)
            rules = rules_for_plan(state, plan)
            for _, heading in first_headings(start):
                for turns in shapes(rules):
                    cells, exits = follow(start, heading, turns)
                    if any(state.sheet.terrain(c) is None for c in cells):
                        continue
                    segs = set(tree_segments(state.sheet, cells))
                    faces = [f for f in range(1, 7) if segs and segs <= state.sheet.tables.elevated(plan.club, f)]
                    if 0 < len(faces) < 6:
                        alloc = g.chooser.alloc
                        rest = list(state.dice)
                        rest.remove(plan.accuracy)
                        rest.remove(plan.strength)
                        used: list[int] = []
                        for slot, value in enumerate((rest[0], plan.accuracy, plan.strength)):
                            i = next(k for k in range(3) if state.dice[k] == value and k not in used)
                            used.append(i)
                            alloc.order[slot] = i
                        alloc.hole, alloc.club = plan.hole, plan.club
                        g.chooser.open_pen()
                        for e in exits:
                            g.chooser.pen.take(e)
                        g.view.zoom_by(2.0, tuple(int(v) for v in g.view.to_screen(*g.view.layout.center(cells[len(cells) // 2]))))
                        g.view.center_on(g.view.layout.center(cells[len(cells) // 2]))
                        return None, 3
    raise RuntimeError("no tree attempt found")


def sheet(app: Any) -> tuple[Any, int]:
    """A sheet late in the game: lines, water dots, crosses, scores on the labels."""
    table = _open(app, _played(_record(_players(1, 2, human_seat=1)), 60))
    _to_person(app, table)
    return None, 2


def ranking(app: Any) -> tuple[Any, int]:
    """The final ranking after a 3-hole game."""
    _open(app, _played(_record(_players(1, 2), holes="3"), 10_000))
    return None, 40


def log(app: Any) -> tuple[Any, int]:
    """The game log open in the side panel: each round's dice, and each shot from its plan to where it came to rest."""
    table = _open(app, _played(_record(_players(1, 2)), 14))
    _to_person(app, table)
    table.log_panel.toggle()
    return None, 3
