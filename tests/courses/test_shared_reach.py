"""Reach questions ('can the hole be reached from the tee?') answer as a plain walk over Hex cells does.

Eagle's Creek asks one per hole and shares one labelling of areas; the other games ask once.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable

from game.courses.validate import _Areas, _reachable
from game.hexgrid import Hex, Stagger
from game.rules.course import GameKind, Terrain, course_from_rows

ST = Stagger("y", "odd")
LEGEND = {".": Terrain.FAIRWAY, "w": Terrain.WATER, "s": Terrain.SAND, "x": None}


def walked(course, start: Iterable[Hex], goal: set[Hex], passable: Callable[[Hex], bool]) -> bool:  # type: ignore[no-untyped-def]
    """The reference: a breadth-first walk from the start cells, entering goal or passable course cells."""
    cells = course.terrain
    queue = deque(h for h in start if h in cells)
    seen = set(queue)
    while queue:
        h = queue.popleft()
        if h in goal:
            return True
        for n in h.neighbors():
            if n not in seen and n in cells and (n in goal or passable(n)):
                seen.add(n)
                queue.append(n)
    return False


def random_sheet(rng: random.Random, width: int, height: int) -> list[str]:
    return ["".join(rng.choice("....ssswwwx") for _ in range(width)) for _ in range(height)]


def test_reach_searches_answer_every_tee_to_flag_question_as_a_walk_per_hole_does() -> None:
    rng = random.Random(17)
    disagreements = []
    asked = reached = 0
    for _ in range(60):
        width, height = rng.randint(3, 12), rng.randint(3, 9)
        course = course_from_rows(random_sheet(rng, width, height), LEGEND, game=GameKind.EAGLES_CREEK)
        terrain = course.terrain

        def passable(h: Hex, terrain: dict = terrain) -> bool:  # type: ignore[type-arg]
            return terrain[h] != Terrain.WATER

        areas = _Areas(course, passable)
        for _ in range(12):
            # tees are two cells across a side (one may be off the sheet); goals may hold water or off-sheet cells
            tee = ST.to_axial(rng.randint(-1, width), rng.randint(-1, height))
            start = (tee, tee.neighbor(rng.randrange(6)))
            goal = {ST.to_axial(rng.randint(-1, width), rng.randint(-1, height)) for _ in range(rng.randint(1, 3))}
            want = walked(course, start, goal, passable)
            asked += 1
            reached += want
            if areas.reachable(start, goal) != want or _reachable(course, start, goal, passable) != want:
                disagreements.append((course.terrain, start, goal, want))
    assert not disagreements
    assert 0 < reached < asked  # both answers were exercised


def test_a_flag_across_water_is_unreachable_and_one_beside_the_tee_is_reachable() -> None:
    course = course_from_rows(["..w..", "..w..", "..w.."], LEGEND, game=GameKind.EAGLES_CREEK)
    areas = _Areas(course, lambda h: course.terrain[h] != Terrain.WATER)
    tee = (ST.to_axial(0, 1), ST.to_axial(1, 1))
    assert not areas.reachable(tee, {ST.to_axial(4, 1)})
    assert areas.reachable(tee, {ST.to_axial(1, 0)})
    assert areas.reachable(tee, {ST.to_axial(2, 1)})  # the water cell itself is a goal the walk may enter
    assert not areas.reachable((Hex(-5, -5), Hex(-6, -5)), {ST.to_axial(1, 0)})  # a tee off the sheet


def test_a_single_reach_search_with_blocked_cells_answers_as_the_walk_does() -> None:
    rng = random.Random(29)
    for _ in range(80):
        width, height = rng.randint(2, 10), rng.randint(2, 8)
        course = course_from_rows(random_sheet(rng, width, height), LEGEND, game=GameKind.CAROM)
        blocked = {ST.to_axial(rng.randrange(width), rng.randrange(height)) for _ in range(rng.randint(0, 6))}

        def passable(h: Hex, terrain: dict = course.terrain, blocked: set = blocked) -> bool:  # type: ignore[type-arg]
            return terrain[h] != Terrain.SAND and h not in blocked

        start = {ST.to_axial(rng.randint(-1, width), rng.randint(-1, height)) for _ in range(rng.randint(1, 6))}
        goal = {ST.to_axial(rng.randint(-1, width), rng.randint(-1, height)) for _ in range(rng.randint(0, 3))}
        assert _reachable(course, start, goal, passable) == walked(course, start, goal, passable)
