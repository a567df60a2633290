"""What a hex means in Carom Golf, in words for the hover label (numbers come from the engine's data)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.hexgrid import Hex
from game.rules.course import CourseMap, CourseObject, ObjectKind, Terrain


def _data() -> Any:
    from game.rules.carom import data

    return data


def terrain_lines(t: Terrain) -> list[str]:
    """Name and effect of a terrain."""
    d = _data()
    return {
        Terrain.FAIRWAY: ["Fairway", "One impulse per step."],
        Terrain.GREEN: ["Green", "One impulse per step."],
        Terrain.TEE: ["Tee ground", "One impulse per step."],
        Terrain.ROUGH: ["Rough", "One impulse per step."],
        Terrain.SAND: ["Sand", f"A step that starts here costs {d.STEP_COST_SAND} impulses."],
        Terrain.DENSE_GRASS: ["Dense grass", "The ball cannot go in: it stops in front."],
        Terrain.WATER: ["Pond (deep water)", f"The ball sinks: +{d.PENALTY_POND} penalty, put back where it went in (from a flight: where it was struck)."],
        Terrain.PUDDLE: ["Puddle", f"Stops a rolling ball; a step through costs {d.STEP_COST_PUDDLE} impulses."],
        Terrain.ICE: ["Ice", "The ball slides across without spending impulses."],
        Terrain.TREES: ["Trees", "Plays like dense grass."],
    }.get(t, [t.value.replace("_", " ").capitalize()])


def ground_phrase(t: Terrain) -> str:
    """Where a piece stands, as a sentence: "On the fairway", "In the pond"."""
    name = terrain_lines(t)[0].split(" (")[0].lower()
    return f"In the {name}" if t in (Terrain.WATER, Terrain.PUDDLE, Terrain.SAND, Terrain.DENSE_GRASS, Terrain.TREES, Terrain.ROUGH) else f"On the {name}"


def object_lines(obj: CourseObject) -> list[str]:
    """Name and effect of a course piece."""
    d = _data()
    return {
        ObjectKind.TEE: ["Tee", "Start your first stroke on one of these six hexes."],
        ObjectKind.HOLE: ["The hole", f"Falls in with exactly enough impulses, or one more (rolling over costs {d.HOLE_LIP})."],
        ObjectKind.FLAT_OBSTACLE: ["Flat obstacle", "The ball bounces off it."],
        ObjectKind.STUMP: ["Tree stump", "The ball bounces off; a long stroke may fly over it."],
        ObjectKind.ROCK: ["Rock", "The ball bounces off; a long stroke may fly over it."],
        ObjectKind.MUSHROOM: ["Mushroom", f"Knocking it over costs {d.MUSHROOM_COST} impulses; then it is gone."],
        ObjectKind.MOLE_HOLE: ["Mole hole", f"Rolling over costs {d.HOLE_LIP}; dropping in costs +{d.PENALTY_MOLE_HOLE} penalty."],
    }.get(obj.kind, [obj.kind.value.replace("_", " ").capitalize()])


HIGH_NAMES = {ObjectKind.STUMP: "a tree stump", ObjectKind.ROCK: "a rock", ObjectKind.MUSHROOM: "a mushroom"}


def high_obstacle(course: CourseMap, h: Hex) -> str:
    """What a long stroke must clear on ``h``, in words: "a rock", "a tree stump", "a mushroom", else "a ball"."""
    for obj in course.objects:
        if obj.kind in HIGH_NAMES and h in obj.cells:
            return HIGH_NAMES[obj.kind]
    return "a ball"


def describer(course: CourseMap, objects_at: Callable[[Hex], Sequence[CourseObject]], balls_at: Callable[[Hex], list[str]]) -> Callable[[Hex], list[str]]:
    """The hover text for any cell: pieces first, then the ground, then the balls on it."""

    def describe(h: Hex) -> list[str]:
        lines: list[str] = []
        for obj in objects_at(h):
            lines += object_lines(obj) if not lines else [object_lines(obj)[0]]
        t = course.terrain_at(h)
        if t is not None:
            if lines:
                lines.append(ground_phrase(t))
            else:
                lines += terrain_lines(t)
        lines += balls_at(h)
        return lines or ["Off the course"]

    return describe
