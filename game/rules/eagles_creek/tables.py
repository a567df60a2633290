"""The distance, elevation and deviation tables a game plays with: the defaults or a course's own.

A course brings its own tables through map properties, each a row of six
comma-separated entries for die faces 1..6:

* ``distance_wood``, ``distance_iron``, ``distance_wedge``, ``distance_putter``:
  segments drawn, whole numbers from 1 to 15;
* ``deviation_tee``, ``deviation_fairway``, ``deviation_rough``, ``deviation_bunker``:
  curls required, whole numbers from 0 to 3 (``NA`` is 0);
* ``elevation_wood``, ``elevation_iron``, ``elevation_wedge``, ``elevation_putter``:
  for each face the digits of the elevated segments (``345``), or ``-`` for none;
* ``wood_from_fairway``: segments taken off a wood played from the fairway (0 to 3).

Rows left out keep the rulebook's values (:mod:`.data`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.rules.course import Problem, PropValue, Severity
from game.rules.eagles_creek import data

MAX_DISTANCE = 15
MAX_CURLS = 3


@dataclass(frozen=True)
class Tables:
    """The three tables and the wood-from-fairway rule."""

    distance: Mapping[str, tuple[int, ...]]
    """Segments by club, then strength die face - 1."""
    elevation: Mapping[str, tuple[frozenset[int], ...]]
    """Elevated segment numbers (1 = first) by club, then elevation die face - 1."""
    deviation: Mapping[str, tuple[int, ...]]
    """Curls by deviation row (tee, fairway, rough, bunker), then accuracy die face - 1."""
    wood_from_fairway: int = data.WOOD_FROM_FAIRWAY
    """Segments taken off a wood from the fairway."""

    def shot_length(self, club: str, strength: int, lie: str) -> int:
        """Segments a shot with ``club`` from ``lie`` must have for the strength die."""
        n = self.distance[club][strength - 1]
        if club == "wood" and lie == "fairway":
            n -= self.wood_from_fairway
        return max(1, n)

    def curls(self, lie: str, club: str, accuracy: int) -> int:
        """Curls the deviation table asks for (the putter takes none)."""
        if club == "putter":
            return 0
        return self.deviation[data.DEVIATION_ROW[lie]][accuracy - 1]

    def elevated(self, club: str, face: int) -> frozenset[int]:
        """The segments of a ``club`` shot that clear trees when the elevation die shows ``face``."""
        return self.elevation[club][face - 1]

    def can_clear_trees(self, club: str) -> bool:
        """True when some elevation face lifts this club over a tree (the putter never does)."""
        return any(self.elevation[club])

    def to_json(self) -> dict[str, object]:
        """A JSON-compatible dict (for reports; saves rebuild the tables from the course)."""
        return {
            "distance": {k: list(v) for k, v in self.distance.items()},
            "elevation": {k: [sorted(s) for s in v] for k, v in self.elevation.items()},
            "deviation": {k: list(v) for k, v in self.deviation.items()},
            "wood_from_fairway": self.wood_from_fairway,
        }


DEFAULT_TABLES = Tables(
    distance=dict(data.DISTANCE),
    elevation={club: tuple(frozenset(row) for row in rows) for club, rows in data.ELEVATION.items()},
    deviation=dict(data.DEVIATION),
)


def _six(value: PropValue, prop: str) -> list[str]:
    entries = [e.strip() for e in str(value).split(",")]
    if len(entries) != 6:
        raise ValueError(f"map property {prop!r} must have six comma-separated entries (faces 1 to 6), not {len(entries)}")
    return entries


def _ints(value: PropValue, prop: str, low: int, high: int) -> tuple[int, ...]:
    out = []
    for e in _six(value, prop):
        if e.upper() == "NA" and low == 0:
            n = 0
        elif e.isdigit():
            n = int(e)
        else:
            raise ValueError(f"map property {prop!r}: {e!r} is not a whole number")
        if not low <= n <= high:
            raise ValueError(f"map property {prop!r}: {n} is outside {low} to {high}")
        out.append(n)
    return tuple(out)


def _segment_sets(value: PropValue, prop: str) -> tuple[frozenset[int], ...]:
    out: list[frozenset[int]] = []
    for e in _six(value, prop):
        if e in ("-", "", "NA", "na"):
            out.append(frozenset())
        elif e.isdigit() and "0" not in e:
            out.append(frozenset(int(c) for c in e))
        else:
            raise ValueError(f"map property {prop!r}: {e!r} must be segment digits 1-9 (like 345) or -")
    return tuple(out)


def tables_from_props(props: Mapping[str, PropValue]) -> tuple[Tables, list[Problem]]:
    """The tables a course asks for, and a problem for every property that cannot be read."""
    distance = dict(DEFAULT_TABLES.distance)
    elevation = dict(DEFAULT_TABLES.elevation)
    deviation = dict(DEFAULT_TABLES.deviation)
    wood_from_fairway = DEFAULT_TABLES.wood_from_fairway
    problems: list[Problem] = []
    for club in data.CLUBS:
        for prop in (f"distance_{club}", f"elevation_{club}"):
            if prop in props:
                try:
                    if prop.startswith("distance_"):
                        distance[club] = _ints(props[prop], prop, 1, MAX_DISTANCE)
                    else:
                        elevation[club] = _segment_sets(props[prop], prop)
                except ValueError as exc:
                    problems.append(Problem(Severity.ERROR, str(exc), "map property", code=f"sheet.table:{prop}"))
    for row in data.DEVIATION:
        prop = f"deviation_{row}"
        if prop in props:
            try:
                deviation[row] = _ints(props[prop], prop, 0, MAX_CURLS)
            except ValueError as exc:
                problems.append(Problem(Severity.ERROR, str(exc), "map property", code=f"sheet.table:{prop}"))
    if "wood_from_fairway" in props:
        value = props["wood_from_fairway"]
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
            wood_from_fairway = value
        elif isinstance(value, str) and value.strip().isdigit() and int(value) <= 3:
            wood_from_fairway = int(value)
        else:
            problems.append(Problem(Severity.ERROR, f"map property 'wood_from_fairway' must be 0 to 3, not {value!r}", "map property", code="sheet.table:wood_from_fairway"))
    return Tables(distance, elevation, deviation, wood_from_fairway), problems
