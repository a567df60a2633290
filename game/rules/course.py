"""The pure course model: what the rules see of a Tiled map.

The loader (:mod:`game.courses`) turns a .tmx file into a :class:`CourseMap`
at once; nothing else reads the file. Engines interpret a ``CourseMap`` for
their own game and report what is wrong with it as :class:`Problem` values.

The vocabulary (terrain values, object kinds) is shared by the three golf
games; ``docs/course-format.md`` says what each means in which game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from game.hexgrid import Edge, Hex, Stagger

PropValue = str | int | float | bool


class Terrain(StrEnum):
    """The ``terrain`` property of a terrain tile. An empty cell is off the course."""

    FAIRWAY = "fairway"
    ROUGH = "rough"
    SAND = "sand"
    """Sand (Roll in One, Carom Golf) and bunkers (Eagle's Creek)."""
    TREES = "trees"
    WATER = "water"
    """Water (Roll in One, Eagle's Creek) and ponds, deep water (Carom Golf)."""
    GREEN = "green"
    TEE = "tee"
    DENSE_GRASS = "dense_grass"
    PUDDLE = "puddle"
    ICE = "ice"


class ObjectKind(StrEnum):
    """The type (Tiled 1.8) or class (Tiled 1.9+) of a map object."""

    TEE = "tee"
    """Carom: the 6-hex tee rectangle. Eagle's Creek: a point on the tee line's hex side. Roll in One: the tee space."""
    HOLE = "hole"
    """Carom Golf: the hole (with its flag)."""
    FLAG = "flag"
    """Eagle's Creek: a hole's flag, with its number and die labels."""
    GREEN = "green"
    """Roll in One: where the green token lies on a ready-made hole."""
    FLAT_OBSTACLE = "flat_obstacle"
    STUMP = "stump"
    ROCK = "rock"
    MUSHROOM = "mushroom"
    MOLE_HOLE = "mole_hole"


class GameKind(StrEnum):
    """The ``game`` map property: which game a course is for."""

    ROLLINONE = "rollinone"
    EAGLES_CREEK = "eagles_creek"
    CAROM = "carom"


@dataclass(frozen=True)
class Grid:
    """The map's hex grid, as Tiled stores it (needed to draw it exactly as Tiled does)."""

    width: int
    """Cells per row."""
    height: int
    """Rows."""
    stagger: Stagger
    """Which axis/index is staggered."""
    tile_width: int
    """Tiled's tilewidth, pixels."""
    tile_height: int
    """Tiled's tileheight, pixels."""
    hex_side_length: int
    """Tiled's hexsidelength, pixels."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return {
            "width": self.width,
            "height": self.height,
            "staggeraxis": self.stagger.axis,
            "staggerindex": self.stagger.index,
            "tilewidth": self.tile_width,
            "tileheight": self.tile_height,
            "hexsidelength": self.hex_side_length,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Grid:
        """Inverse of :meth:`to_json`."""
        return cls(
            width=int(d["width"]),
            height=int(d["height"]),
            stagger=Stagger(d["staggeraxis"], d["staggerindex"]),
            tile_width=int(d["tilewidth"]),
            tile_height=int(d["tileheight"]),
            hex_side_length=int(d["hexsidelength"]),
        )


@dataclass(frozen=True)
class CourseObject:
    """A tee, hole, flag, green or obstacle placed on the map."""

    id: int
    """Tiled's object id (unique within the map)."""
    kind: ObjectKind
    """What it is."""
    cells: tuple[Hex, ...]
    """The cells it covers: the one under a point or tile object, or those whose centres a shape contains."""
    edge: Edge | None = None
    """For a point object: the hex side nearest to it (Eagle's Creek tees lie on a side)."""
    name: str = ""
    """The object's name in Tiled (shown to players where useful)."""
    props: Mapping[str, PropValue] = field(default_factory=dict)
    """Its custom properties."""

    @property
    def cell(self) -> Hex:
        """The first covered cell (the only one for point objects)."""
        return self.cells[0]

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return {
            "id": self.id,
            "kind": self.kind.value,
            "cells": [h.to_json() for h in self.cells],
            "edge": self.edge.to_json() if self.edge else None,
            "name": self.name,
            "props": dict(self.props),
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> CourseObject:
        """Inverse of :meth:`to_json`."""
        return cls(
            id=int(d["id"]),
            kind=ObjectKind(d["kind"]),
            cells=tuple(Hex.from_json(c) for c in d["cells"]),
            edge=Edge.from_json(d["edge"]) if d.get("edge") else None,
            name=str(d.get("name", "")),
            props=dict(d.get("props", {})),
        )


@dataclass(frozen=True)
class CourseMap:
    """One course (or one Roll in One board) as the rules see it."""

    name: str
    """The course's display name."""
    game: GameKind
    """Which game it is for."""
    grid: Grid
    """The Tiled grid it was drawn on."""
    terrain: Mapping[Hex, Terrain]
    """Terrain of every cell on the course; a cell not listed is off the course."""
    objects: tuple[CourseObject, ...] = ()
    """Tees, holes, flags, greens and obstacles."""
    props: Mapping[str, PropValue] = field(default_factory=dict)
    """The map's custom properties (par, hole numbers, board kind, ...)."""
    source: str = ""
    """The file it came from, for messages ('' for courses built in code)."""

    def inside(self, h: Hex) -> bool:
        """True when ``h`` is a whole cell of the course."""
        return h in self.terrain

    def terrain_at(self, h: Hex) -> Terrain | None:
        """The terrain of ``h``, or None off the course."""
        return self.terrain.get(h)

    def objects_of(self, *kinds: ObjectKind) -> list[CourseObject]:
        """The objects of the given kinds, in map order."""
        return [o for o in self.objects if o.kind in kinds]

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict (saves embed the course, so they survive edits to the file)."""
        return {
            "name": self.name,
            "game": self.game.value,
            "grid": self.grid.to_json(),
            "terrain": [[h.q, h.r, t.value] for h, t in sorted(self.terrain.items())],
            "objects": [o.to_json() for o in self.objects],
            "props": dict(self.props),
            "source": self.source,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> CourseMap:
        """Inverse of :meth:`to_json`."""
        return cls(
            name=str(d["name"]),
            game=GameKind(d["game"]),
            grid=Grid.from_json(d["grid"]),
            terrain={Hex(int(q), int(r)): Terrain(t) for q, r, t in d["terrain"]},
            objects=tuple(CourseObject.from_json(o) for o in d["objects"]),
            props=dict(d.get("props", {})),
            source=str(d.get("source", "")),
        )


def course_from_rows(
    rows: Iterable[str],
    legend: Mapping[str, Terrain | None],
    *,
    name: str = "test course",
    game: GameKind = GameKind.CAROM,
    stagger: Stagger = Stagger("y", "odd"),
    objects: Iterable[CourseObject] = (),
    props: Mapping[str, PropValue] | None = None,
) -> CourseMap:
    """Build a course from text rows, one character per Tiled cell (tests and built-in defaults).

    ``legend`` maps characters to terrain; a character mapped to None (or a
    space) is off the course. Rows are Tiled rows, so row ``r`` column ``c`` is
    ``stagger.to_axial(c, r)``.
    """
    grid_rows = list(rows)
    terrain: dict[Hex, Terrain] = {}
    width = max((len(r) for r in grid_rows), default=0)
    for row, line in enumerate(grid_rows):
        for col, ch in enumerate(line):
            t = legend.get(ch) if ch != " " else None
            if ch not in legend and ch != " ":
                raise ValueError(f"character {ch!r} at column {col}, row {row} is not in the legend")
            if t is not None:
                terrain[stagger.to_axial(col, row)] = t
    # a regular hexagon with 32-pixel sides, in Tiled's terms
    tile_w, tile_h = (56, 64) if stagger.pointy else (64, 56)
    grid = Grid(width, len(grid_rows), stagger, tile_w, tile_h, 32)
    return CourseMap(
        name=name,
        game=game,
        grid=grid,
        terrain=terrain,
        objects=tuple(objects),
        props=dict(props or {}),
    )


class Severity(StrEnum):
    """How bad a course problem is."""

    ERROR = "error"
    """The course cannot be played."""
    WARNING = "warning"
    """It can be played, but probably not as meant (e.g. the hole is unreachable)."""


_PLACE = re.compile(r"(?:layer '[^']*' )?cell (-?\d+),(-?\d+)|object (\d+)(?: '((?:[^'\\]|\\.)*)'| \"([^\"]*)\")?")


@dataclass(frozen=True)
class Problem:
    """Something wrong with a course file, said in one line, with its place and its fix.

    The place is given either as ``where`` text (``"cell 3,4"``, ``"object 12 'tee'"``) or as the
    structured ``cell`` / ``object_id`` / ``object_name``; each is worked out from the other, so
    every problem that names a cell or an object carries both (``rollinone check --json``
    hands the structured ones to tools such as the Tiled extension).
    """

    severity: Severity
    """Error or warning."""
    message: str
    """What is wrong, in words a course designer understands."""
    where: str = ""
    """The cell (``"cell 3,4"``) or object (``"object 12 'tee'"``) concerned, if any."""
    code: str = ""
    """A stable name for what is wrong (``"tee.missing"``). The course checker and an engine that find
    the same thing give it the same code, so ``rollinone check`` reports it once."""
    fix: str = ""
    """What to do about it, in words ('' when the code's usual fix applies: see ``game.courses.fixes``)."""
    cell: tuple[int, int] | None = None
    """The cell concerned in Tiled's own coordinates (column, row), or None."""
    object_id: int | None = None
    """Tiled's id of the object concerned, or None."""
    object_name: str | None = None
    """That object's name ('' when it has none; None when no object is concerned)."""
    line: int | None = None
    """The line of the file where it is, when known (1-based)."""

    def __post_init__(self) -> None:
        if self.where:
            found = _PLACE.match(self.where)
            if found is not None:
                if found.group(3) is not None:
                    if self.object_id is None:
                        name = found.group(4) if found.group(4) is not None else found.group(5) or ""
                        object.__setattr__(self, "object_id", int(found.group(3)))
                        object.__setattr__(self, "object_name", name.replace("\\'", "'"))
                elif self.cell is None and self.object_id is None:
                    object.__setattr__(self, "cell", (int(found.group(1)), int(found.group(2))))
        else:
            if self.object_id is not None:
                name = self.object_name or ""
                object.__setattr__(self, "where", f"object {self.object_id} {name!r}" if name else f"object {self.object_id}")
            elif self.cell is not None:
                object.__setattr__(self, "where", f"cell {self.cell[0]},{self.cell[1]}")
        if self.object_id is not None and self.object_name is None:
            object.__setattr__(self, "object_name", "")

    def text(self, path: str = "") -> str:
        """``path: error: where: message; fix`` on one line (the fix left out when the message already says it)."""
        message = self.message
        if self.fix and self.fix not in message:
            message = f"{message}; {self.fix}"
        parts = [p for p in (path, self.severity.value, self.where, message) if p]
        return ": ".join(parts)

    def line_text(self, path: str = "") -> str:
        """``path: error: where: message`` on one line (without the fix: what a game's refusal says)."""
        parts = [p for p in (path, self.severity.value, self.where, self.message) if p]
        return ": ".join(parts)

    @classmethod
    def error(cls, message: str, where: str = "", code: str = "", *, fix: str = "", cell: tuple[int, int] | None = None) -> Problem:
        """An error: the course cannot be played."""
        return cls(Severity.ERROR, message, where, code, fix, cell)

    @classmethod
    def warning(cls, message: str, where: str = "", code: str = "", *, fix: str = "", cell: tuple[int, int] | None = None) -> Problem:
        """A warning: the course plays, but probably not as meant."""
        return cls(Severity.WARNING, message, where, code, fix, cell)


# The places problems name, worded alike by the course checker (game.courses.validate) and the engines.
def tiled_cell(course: CourseMap, h: Hex) -> tuple[int, int]:
    """A cell in Tiled's own coordinates (column, row)."""
    col, row = course.grid.stagger.to_offset(h)
    return col, row


def cell_place(course: CourseMap, h: Hex) -> str:
    """``"cell 3,4"``: a cell as a problem names it (Tiled's column and row)."""
    col, row = tiled_cell(course, h)
    return f"cell {col},{row}"


def object_place(o: CourseObject) -> str:
    """``"object 12 'tee'"`` (``"object 12"`` when it has no name): an object as a problem names it."""
    return f"object {o.id} {o.name!r}" if o.name else f"object {o.id}"
