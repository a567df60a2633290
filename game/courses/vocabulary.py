"""The course vocabulary beyond terrain and object kinds: enum values and what each game uses.

``docs/course-format.md`` explains every value; ``build_scripts/make_tiled_project.py``
turns these lists into Tiled's drop-downs, and a test keeps the two in step.
"""

from __future__ import annotations

from game.rules.course import GameKind, ObjectKind, Terrain

GAME_TITLES: dict[GameKind, str] = {
    GameKind.ROLLINONE: "Roll in One",
    GameKind.EAGLES_CREEK: "Eagle's Creek",
    GameKind.CAROM: "Carom Golf",
}
"""Game names as players read them."""

FLAT_SHAPES: tuple[str, ...] = ("bar", "round", "arc")
"""Carom Golf ``flat_obstacle`` property ``shape`` (the Carom engine defines how each bounces)."""

BOARD_KINDS: tuple[str, ...] = ("tee", "course", "hole")
"""Roll in One map property ``board``: the tee board, a course board, or a ready-made hole."""

OBJECTS_USED: dict[GameKind, frozenset[ObjectKind]] = {
    GameKind.CAROM: frozenset(
        {ObjectKind.TEE, ObjectKind.HOLE, ObjectKind.FLAT_OBSTACLE, ObjectKind.STUMP, ObjectKind.ROCK, ObjectKind.MUSHROOM, ObjectKind.MOLE_HOLE}
    ),
    GameKind.EAGLES_CREEK: frozenset({ObjectKind.TEE, ObjectKind.FLAG}),
    GameKind.ROLLINONE: frozenset({ObjectKind.TEE, ObjectKind.GREEN}),
}
"""Object kinds each game reads; others are ignored there (a warning)."""

REFUSED_TERRAIN: dict[GameKind, frozenset[Terrain]] = {
    GameKind.CAROM: frozenset({Terrain.ROUGH, Terrain.TREES}),
    GameKind.EAGLES_CREEK: frozenset(),
    GameKind.ROLLINONE: frozenset({Terrain.DENSE_GRASS, Terrain.PUDDLE, Terrain.ICE}),
}
"""Terrain a game's rules cannot play: an error (the engine refuses the course too)."""

FOREIGN_TERRAIN: dict[GameKind, frozenset[Terrain]] = {
    GameKind.CAROM: frozenset(),
    GameKind.EAGLES_CREEK: frozenset({Terrain.DENSE_GRASS, Terrain.PUDDLE, Terrain.ICE}),
    GameKind.ROLLINONE: frozenset(),
}
"""Terrain that belongs to another game's rules and is played somehow (a warning); tee and green
are looks in every game (Roll in One and Carom Golf play them as fairway)."""

SINGLE_CELL: frozenset[ObjectKind] = frozenset(
    {ObjectKind.HOLE, ObjectKind.FLAG, ObjectKind.GREEN, ObjectKind.STUMP, ObjectKind.ROCK, ObjectKind.MUSHROOM, ObjectKind.MOLE_HOLE}
)
"""Objects that stand on exactly one cell in every game."""

CAROM_TEE_CELLS = 6
"""The Carom Golf tee rectangle covers six cells."""
FLAT_OBSTACLE_CELLS = range(1, 5)
"""A Carom Golf flat obstacle covers one to four cells."""
EAGLES_CREEK_HOLES = range(1, 10)
"""Eagle's Creek hole numbers."""
DIE_FACES = range(1, 7)
"""Values a die label may name."""
