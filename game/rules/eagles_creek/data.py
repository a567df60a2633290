"""Eagle's Creek's tunable data in one place: the three tables, clubs, lies and penalties.

The tables are the first copy printed in the rulebook (under "Shot Strength
(and height)"); the copies at the end of the text are garbled. A course can
bring its own tables through map properties (see :mod:`.tables`).
Every row has six entries, one per die face 1..6.
"""

from __future__ import annotations

from game.rules.course import Terrain

CLUBS: tuple[str, ...] = ("wood", "iron", "wedge", "putter")
"""The four clubs, longest first."""

DISTANCE: dict[str, tuple[int, ...]] = {
    # segments drawn, by strength die 1..6
    "wood": (6, 6, 7, 7, 7, 8),
    "iron": (3, 3, 4, 4, 4, 5),
    "wedge": (1, 1, 2, 2, 2, 3),
    "putter": (1, 1, 2, 2, 2, 3),
}

ELEVATION: dict[str, tuple[tuple[int, ...], ...]] = {
    # segments high enough to clear a tree, by elevation die 1..6 (rulebook columns 1, 2-5, 6)
    "wood": ((3, 4), (3, 4, 5), (3, 4, 5), (3, 4, 5), (3, 4, 5), (3, 4, 5)),
    "iron": ((2,), (2, 3), (2, 3), (2, 3), (2, 3), (2, 3, 4)),
    "wedge": ((1,), (2,), (2,), (2,), (2,), (1, 2)),
    "putter": ((), (), (), (), (), ()),
}

DEVIATION: dict[str, tuple[int, ...]] = {
    # curl segments the shot must contain, by accuracy die 1..6 ("NA" in the rulebook is 0)
    "tee": (2, 1, 0, 0, 0, 0),
    "fairway": (2, 1, 1, 0, 0, 0),
    "rough": (2, 2, 1, 1, 0, 0),
    "bunker": (2, 1, 1, 1, 1, 0),
}

LIES: tuple[str, ...] = ("green", "tee", "fairway", "rough", "bunker")
"""Where a ball can lie, easiest first: on a side between two lies the later one counts."""

TERRAIN_LIE: dict[Terrain, str] = {
    Terrain.GREEN: "green",
    Terrain.TEE: "tee",
    Terrain.FAIRWAY: "fairway",
    Terrain.ROUGH: "rough",
    Terrain.TREES: "rough",  # a ball just past a tree plays out of the undergrowth: as from the rough
    Terrain.SAND: "bunker",
}
"""The lie each terrain gives; water and the space off the sheet give none (the other side counts)."""

DEVIATION_ROW: dict[str, str] = {
    "tee": "tee",
    "fairway": "fairway",
    "green": "fairway",  # the table has no green row: a chip off the green deviates like one from the fairway
    "rough": "rough",
    "bunker": "bunker",
}
"""The deviation row used for each lie (the putter never takes forced curls)."""

CLUB_LIES: dict[str, frozenset[str]] = {
    "wood": frozenset({"tee", "fairway"}),
    "iron": frozenset(LIES),
    "wedge": frozenset(LIES),
    "putter": frozenset({"green"}),
}
"""The lies each club may be played from."""

WOOD_FROM_FAIRWAY = 1
"""Segments taken off a wood played from the fairway."""

PUTT_EXTRA_CURLS = 1
"""A putt may carry this many curls more than the deviation asks for, by choice."""

PUTT_SHORTER = 1
"""A putt may be this many segments shorter than the distance table says (never below one)."""

EXACT_FINISH_ACCURACY = 6
"""A wood, iron or wedge shot that ends on the flag holes out at once only with this accuracy die."""

FLAG_EXTRA_STROKES = 1
"""Strokes added when such a shot ends on the flag with any other accuracy die."""

WATER_PENALTY = 1
"""Strokes added (on top of the shot) when the ball ends in water."""

OFF_SHEET_PENALTY = 1
"""Strokes added (on top of the shot) when the ball leaves the sheet."""

MAX_STROKES = 10
"""A hole is picked up at this many strokes and scores this many (option ``max_strokes``; 0 = no limit)."""
MAX_STROKES_LIMIT = 99
"""The highest stroke limit the option takes (a save claiming more is damaged)."""

VARIANTS: dict[int, str] = {
    9: "all holes",
    6: "only the holes with one die on their label",
    3: "only the holes with two dice on their label",
}
"""The rulebook's three game lengths."""
