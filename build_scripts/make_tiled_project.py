"""Generate the Tiled project around the courses: levels/rollinone.tiled-project and levels/templates/.

    python build_scripts/make_tiled_project.py

* ``rollinone.tiled-project``: the custom property types, so Tiled offers
  drop-downs (enums Terrain, Game, FlatShape, Board; and, for Tiled 1.9+, one
  object class per object type, coloured, without members so nothing is
  hidden in class defaults), plus a "Check course" command that runs
  ``rollinone check`` on the open map (for a Tiled whose extensions are not
  enabled), and ``extensionsPath``: ``extensions/``, the folder of the project's
  Tiled extension.
* ``templates/*.tx``: one object template per piece, in Tiled 1.8's format
  (``type=``), which every newer Tiled reads. Single-cell pieces are tile
  objects from ``tilesets/objects.tsx`` (centre-anchored); the Carom tee is a
  polygon that covers six cells wherever its origin snaps to a cell; the
  Eagle's Creek tee is a point for a hex side; flat obstacles are polylines.
* ``objecttypes.xml``: the same object types for Tiled 1.8's *Type* field
  (the project names it; Tiled 1.9+ turns it into its classes without duplicates).
* ``templates/new-*.tmx``: small starter courses with the right grid,
  tilesets, layers and map properties, each valid and playable
  (``rollinone check levels/templates/*.tmx`` passes; checking a folder skips templates/).

Run ``build_scripts/make_tilesets.py`` first (the templates use its objects tileset).
The output is committed; rerun this script after changing the vocabulary.

The extension itself, ``levels/extensions/rollinone.js`` (Check course, Play this
course, Measure par), is a committed plain file, not generated: it is hand-written
JavaScript that names nothing from the vocabulary (it passes the map's ``game``
property to ``rollinone`` and reads enum names from the project file), so there is
nothing to generate, and designers can read and change it where Tiled loads it.
This script names its folder in the project and checks that it is there.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.courses.tmxwrite import OBJECT_TILE_IDS, TILE_POINTY, ObjectSpec, tmx_text  # noqa: E402
from game.courses.vocabulary import BOARD_KINDS, FLAT_SHAPES  # noqa: E402
from game.hexgrid import Edge, Stagger  # noqa: E402
from game.rules.course import GameKind, ObjectKind, Terrain  # noqa: E402

LEVELS = ROOT / "levels"
TEMPLATES = LEVELS / "templates"
EXTENSIONS = "extensions"
"""The project's ``extensionsPath``, relative to the project file: where Tiled loads the extension from."""
EXTENSION = LEVELS / EXTENSIONS / "rollinone.js"
STAGGER = Stagger("y", "odd")
OBJECT_SIZE = 56
CLASS_COLOURS = {
    ObjectKind.TEE: "#ffffffff",
    ObjectKind.HOLE: "#ff202020",
    ObjectKind.FLAG: "#fff0c020",
    ObjectKind.GREEN: "#ff50c040",
    ObjectKind.FLAT_OBSTACLE: "#ffe8ecf4",
    ObjectKind.STUMP: "#ff8a5a2c",
    ObjectKind.ROCK: "#ff8c8c94",
    ObjectKind.MUSHROOM: "#ffd02828",
    ObjectKind.MOLE_HOLE: "#ff6a4a2a",
}

# the Carom tee: a box whose origin snaps to a cell's top-left and that holds
# two rows (pointy) or two columns (flat) of three cell centres, whatever the row's stagger
CAROM_TEE_POINTY = [(20, 10), (190, 10), (190, 116), (20, 116)]
CAROM_TEE_FLAT = [(y, x) for x, y in CAROM_TEE_POINTY]


def enum(type_id: int, name: str, values: list[str]) -> dict[str, object]:
    """An enum property type stored as its string value."""
    return {"id": type_id, "name": name, "storageType": "string", "type": "enum", "values": values, "valuesAsFlags": False}


def object_class(type_id: int, kind: ObjectKind) -> dict[str, object]:
    """A Tiled 1.9+ class for an object type (ignored as such by Tiled 1.8)."""
    return {"color": CLASS_COLOURS[kind], "drawFill": True, "id": type_id, "members": [], "name": kind.value, "type": "class", "useAs": ["object", "tile"]}


def project() -> dict[str, object]:
    """The .tiled-project contents."""
    types: list[dict[str, object]] = [
        enum(1, "Terrain", [t.value for t in Terrain]),
        enum(2, "Game", [g.value for g in GameKind]),
        enum(3, "FlatShape", list(FLAT_SHAPES)),
        enum(4, "Board", list(BOARD_KINDS)),
    ]
    types += [object_class(10 + i, kind) for i, kind in enumerate(ObjectKind)]
    return {
        "automappingRulesFile": "",
        "commands": [
            {
                "arguments": "check %mapfile",
                "command": "rollinone",
                "enabled": True,
                "name": "Check course (rollinone check)",
                "saveBeforeExecute": True,
                "shortcut": "",
                "showOutput": True,
                "workingDirectory": "%mappath",
            }
        ],
        "extensionsPath": EXTENSIONS,
        "folders": ["."],
        # Tiled 1.8 offers these names in an object's Type field; 1.9+ merges them into the classes of the
        # same name below (replacing, never duplicating) and drops the reference when it saves the project
        "objectTypesFile": "objecttypes.xml",
        "propertyTypes": types,
    }


def object_types_xml() -> str:
    """levels/objecttypes.xml: the object types for Tiled 1.8, coloured like the 1.9+ classes."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<objecttypes>"]
    for kind in ObjectKind:
        lines.append(f' <objecttype name="{kind.value}" color="#{CLASS_COLOURS[kind][3:]}"/>')
    return "\n".join(lines + ["</objecttypes>", ""])


def props_xml(props: list[tuple[str, str, str, str]]) -> str:
    """``<properties>`` from (name, type, propertytype, value)."""
    if not props:
        return ""
    lines = []
    for name, kind, ptype, value in props:
        attrs = f"name={quoteattr(name)}"
        if kind != "string":
            attrs += f' type="{kind}"'
        if ptype:
            attrs += f' propertytype="{ptype}"'
        lines.append(f"   <property {attrs} value={quoteattr(value)}/>")
    return "  <properties>\n" + "\n".join(lines) + "\n  </properties>\n"


def tile_template(name: str, kind: str, picture: str, props: list[tuple[str, str, str, str]] = ()) -> str:  # type: ignore[assignment]
    """A template of a tile object from the objects tileset."""
    gid = 1 + OBJECT_TILE_IDS[picture]
    body = props_xml(list(props))
    inner = f">\n{body} </object>" if body else "/>"
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<template>\n'
        ' <tileset firstgid="1" source="../tilesets/objects.tsx"/>\n'
        f' <object name={quoteattr(name)} type="{kind}" gid="{gid}" width="{OBJECT_SIZE}" height="{OBJECT_SIZE}"{inner}\n'
        "</template>\n"
    )


def shape_template(name: str, kind: str, shape: str, props: list[tuple[str, str, str, str]] = ()) -> str:  # type: ignore[assignment]
    """A template of a point, polygon or polyline object."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<template>\n'
        f" <object name={quoteattr(name)} type=\"{kind}\">\n{props_xml(list(props))}  {shape}\n </object>\n"
        "</template>\n"
    )


def points(pts: list[tuple[float, float]]) -> str:
    """Tiled's points attribute."""
    return " ".join(f"{x:g},{y:g}" for x, y in pts)


def templates() -> dict[str, str]:
    """File name -> template text."""
    w, _h, _ = TILE_POINTY
    row = (TILE_POINTY[1] - TILE_POINTY[2]) // 2 + TILE_POINTY[2]
    return {
        "carom-tee.tx": shape_template("tee", "tee", f'<polygon points="{points(CAROM_TEE_POINTY)}"/>'),
        "carom-tee-flat.tx": shape_template("tee", "tee", f'<polygon points="{points(CAROM_TEE_FLAT)}"/>'),
        "hole.tx": tile_template("hole", "hole", "hole"),
        "stump.tx": tile_template("stump", "stump", "stump"),
        "rock.tx": tile_template("rock", "rock", "rock"),
        "mushroom.tx": tile_template("mushroom", "mushroom", "mushroom"),
        "mole-hole.tx": tile_template("mole hole", "mole_hole", "mole_hole"),
        "flat-obstacle-round.tx": tile_template("flat obstacle", "flat_obstacle", "flat_obstacle", [("shape", "string", "FlatShape", "round")]),
        "flat-obstacle-bar.tx": shape_template(
            "flat obstacle", "flat_obstacle", f'<polyline points="{points([(0, 0), (w, 0), (2 * w, 0)])}"/>', [("shape", "string", "FlatShape", "bar")]
        ),
        "flat-obstacle-arc.tx": shape_template(
            "flat obstacle", "flat_obstacle", f'<polyline points="{points([(0, 0), (w, 0), (1.5 * w, row)])}"/>', [("shape", "string", "FlatShape", "arc")]
        ),
        "eagles-creek-tee.tx": shape_template("tee", "tee", "<point/>", [("hole", "int", "", "1")]),
        "flag.tx": tile_template("flag", "flag", "flag", [("hole", "int", "", "1"), ("dice", "string", "", "1")]),
        "rollinone-tee.tx": tile_template("tee", "tee", "tee"),
        "green.tx": tile_template("green", "green", "green"),
    }


def _typed(text: str) -> str:
    """Give the map's enum properties their Tiled type, so the Properties panel offers a drop-down."""
    for name, ptype in (("game", "Game"), ("board", "Board")):
        text = text.replace(f'<property name="{name}" value=', f'<property name="{name}" propertytype="{ptype}" value=')
    return text


def starters() -> dict[str, str]:
    """File name -> starter map text: each a small course that passes ``rollinone check`` and can be played."""
    at = STAGGER.to_axial
    carom_rows = ["." * 16] * 12
    carom_tee = [at(c, r) for r in (5, 6) for c in (1, 2, 3)]
    carom = tmx_text(
        game=GameKind.CAROM, name="New Carom course", rows=carom_rows, legend={".": Terrain.FAIRWAY},
        objects=[ObjectSpec("tee", carom_tee, name="tee"), ObjectSpec("hole", [at(13, 5)], name="hole")],
        props={"par": 4}, tileset_source="../tilesets/terrain-pointy.tsx",
    )
    # one hole: fairway from the tee to the flag through the rough, the tee line on the first cell's west side
    creek_rows = ["," * 20] * 4 + [",," * 6 + ",ggg" + ",,,,"] + [",," + "." * 11 + "ggg" + ",,,,"] + [",," * 6 + ",ggg" + ",,,,"] + ["," * 20] * 9
    first, flag = at(2, 5), at(14, 5)
    creek = tmx_text(
        game=GameKind.EAGLES_CREEK, name="New Eagle's Creek sheet", rows=creek_rows, legend={",": Terrain.ROUGH, ".": Terrain.FAIRWAY, "g": Terrain.GREEN},
        objects=[
            ObjectSpec("tee", name="Tee 1", edge=Edge.between(first, at(1, 5)), props={"hole": 1}),
            ObjectSpec("flag", [flag], name="Hole 1", props={"hole": 1, "dice": "1"}),
        ],
        tileset_source="../tilesets/terrain-pointy.tsx",
    )
    board_rows = [" ... ", "....", ".....", "....", " ... "]  # the 19-space hexagon, 3-4-5-4-3
    board = tmx_text(
        game=GameKind.ROLLINONE, name="New course board", rows=board_rows, legend={".": Terrain.FAIRWAY},
        props={"board": "course"}, tileset_source="../tilesets/terrain-pointy.tsx",
    )
    return {"new-carom-course.tmx": _typed(carom), "new-eagles-creek-sheet.tmx": _typed(creek), "new-rollinone-board.tmx": _typed(board)}


def main() -> int:
    """Write the project, the templates and the starters."""
    if not EXTENSION.is_file():
        print(f"make_tiled_project: {EXTENSION.relative_to(ROOT)} is missing: the project's extensionsPath names it (restore it from git)", file=sys.stderr)
        return 1
    TEMPLATES.mkdir(parents=True, exist_ok=True)
    (LEVELS / "rollinone.tiled-project").write_text(json.dumps(project(), indent=4) + "\n", encoding="utf-8")
    (LEVELS / "objecttypes.xml").write_text(object_types_xml(), encoding="utf-8")
    for name, text in {**templates(), **starters()}.items():
        (TEMPLATES / name).write_text(text, encoding="utf-8")
    print(f"wrote levels/rollinone.tiled-project, levels/objecttypes.xml and {len(templates()) + len(starters())} files in levels/templates/")
    print(f"the project's extension: {EXTENSION.relative_to(ROOT)} (committed, not generated)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
