"""Eagle's Creek asks 'can this flag be reached from its tee?' per hole; one shared search answers them all alike."""

from __future__ import annotations

import random

from game.courses.validate import _Areas, _reachable
from game.hexgrid import Hex, Stagger
from game.rules.course import GameKind, Terrain, course_from_rows

ST = Stagger("y", "odd")
LEGEND = {".": Terrain.FAIRWAY, "w": Terrain.WATER, "s": Terrain.SAND, "x": None}


def random_sheet(rng: random.Random, width: int, height: int) -> list[str]:
    return ["".join(rng.choice("....ssswwwx") for _ in range(width)) for _ in range(height)]


def test_shared_search_answers_every_tee_to_flag_question_as_a_walk_per_hole_does() -> None:
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
            want = _reachable(course, start, goal, passable)
            asked += 1
            reached += want
            if areas.reachable(start, goal) != want:
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
