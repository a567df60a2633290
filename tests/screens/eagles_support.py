"""Helpers for driving Eagle's Creek through the real scenes, headless."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import catalog
from game.app import App
from game.hexgrid import Edge
from game.rules.protocol import TERMINAL
from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult
from game.scenes.eagles_creek import setup as setup_mod
from game.scenes.eagles_creek.play import EaglesGame
from game.scenes.table import open_record
from game.scenes.table.scene import TableScene
from tests.screens.support import frames, press, settled, until_armed

SKIP = pygame.K_x
"""A key the game does not use: it only ever skips an animation or a computer's pause."""


def start(app: App, players: list[PlayerSpec], holes: str = "9", seed: int = 5) -> TableScene:
    """A game on the table, started as the set-up screen starts it."""
    course = catalog.load_course("eagles_creek")
    result = SetupResult(players, holes, [CourseChoice(course.name, Path(course.source or "."), course)])
    assert open_record(app, setup_mod.record_for(result, seed=seed))
    app.stack.apply_pending()
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def game(table: TableScene) -> EaglesGame:
    """The plug-in."""
    assert isinstance(table.game, EaglesGame)
    return table.game


def people(n: int) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i + 1}", i, False, "normal") for i in range(n)]


def computers(n: int, first_style: int = 0) -> list[PlayerSpec]:
    return [PlayerSpec(f"Cpu {i + 1}", first_style + i, True, "normal") for i in range(n)]


def wait_for_person(app: App, table: TableScene, limit: int = 4000) -> None:
    """Frames (skipping animations) until a person may choose, or the game is over."""
    for _ in range(limit):
        if app.stack.top is not table:
            top = app.stack.top
            if type(top).__name__ == "HandOver":
                until_armed(app)
                press(app, pygame.K_RETURN)
                continue
            return
        if table.state.current_player == TERMINAL:
            for _ in range(200):  # the ranking replaces the table once the last animation is over
                if app.stack.top is not table:
                    return
                press(app, SKIP)
            return
        if table.may_act() and game(table).chooser is not None and not game(table).queue:
            settled(app)  # a person looks at the decision before choosing
            return
        if table.game.busy() or table.wait > 0:
            press(app, SKIP)
        else:
            frames(app)
    raise AssertionError("the game never came back to a person")


def side_on_screen(table: TableScene, edge: Edge) -> tuple[int, int]:
    """The screen position of a hex side's midpoint."""
    view = game(table).view
    x, y = view.to_screen(*view.layout.edge_midpoint(edge))
    return int(x), int(y)


def pixel_near_ink(surface: pygame.Surface, pos: tuple[int, int], color: tuple[int, int, int], radius: int = 3, tol: int = 40) -> bool:
    """True when a pixel within ``radius`` of ``pos`` has (about) the colour ``color``."""
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            p = surface.get_at((pos[0] + dx, pos[1] + dy))
            if sum(abs(a - b) for a, b in zip(p[:3], color)) <= tol:
                return True
    return False


def tree_line(state, partial: bool = True):  # type: ignore[no-untyped-def]
    """A plan and a legal line (its exit sides) over a tree that some faces of the fourth die clear (all of them if not ``partial``)."""
    from game.rules.eagles_creek import rules_for_plan
    from game.rules.eagles_creek.flight import tree_segments
    from game.rules.eagles_creek.shape import first_headings, follow, shapes

    for plan in state.plans():
        if plan.club == "putter":
            continue
        start_side = state.ball_side(state.turn, plan.hole)
        rules = rules_for_plan(state, plan)
        for _, heading in first_headings(start_side):
            for turns in shapes(rules):
                cells, exits = follow(start_side, heading, turns)
                if any(state.sheet.terrain(c) is None for c in cells):
                    continue
                trees = set(tree_segments(state.sheet, cells))
                faces = [f for f in range(1, 7) if trees and trees <= state.sheet.tables.elevated(plan.club, f)]
                if faces and (partial or len(faces) == 6):
                    return plan, exits
    return None


def set_split(table: TableScene, plan) -> None:  # type: ignore[no-untyped-def]
    """Put the tray's dice, hole and club where ``plan`` has them (as a person would by dragging and clicking)."""
    state = table.state
    alloc = game(table).chooser.alloc
    rest = list(state.dice)
    rest.remove(plan.accuracy)
    rest.remove(plan.strength)
    used: list[int] = []
    for slot, value in enumerate((rest[0], plan.accuracy, plan.strength)):
        i = next(k for k in range(3) if state.dice[k] == value and k not in used)
        used.append(i)
        alloc.order[slot] = i
    alloc.hole, alloc.club = plan.hole, plan.club
    alloc.short_putt = plan.club == "putter" and plan.length < alloc.club_info("putter").length
    assert alloc.plan() == plan


def start_on(app: App, course, players: list[PlayerSpec], actions: list, seed: int = 5, holes: str = "9") -> TableScene:  # type: ignore[no-untyped-def]
    """A game on ``course`` with ``actions`` already played (dice chosen by the test), opened on the table as a saved game is."""
    result = SetupResult(players, holes, [CourseChoice(course.name, Path("."), course)])
    record = setup_mod.record_for(result, seed=seed)
    record.actions = list(actions)
    assert open_record(app, record)
    app.stack.apply_pending()
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table
