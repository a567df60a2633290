"""What the pre-pass knows about one course while it works, and its checked numbers and properties.

Shared by :mod:`.prepare` (maps, layers, objects, templates) and :mod:`.tilesets`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

from game.courses import refs
from game.courses.errors import CourseError
from game.rules.course import Problem, Severity

MAX_TILE_PIXELS = 4096
"""Largest tile width or height accepted, in pixels."""
PLAIN_TYPES = {"string", "int", "float", "bool", "color", "file", "object"}
"""Property types courses use (others are ignored with a warning)."""


@dataclass
class Tile:
    """One tile of a tileset: its type, plain properties and picture size."""

    type: str
    props: list[ET.Element]
    width: float
    height: float


@dataclass
class Tileset:
    """A tileset made plain, where its ids start in this map."""

    firstgid: int
    count: int
    tile_width: int
    tile_height: int
    align: tuple[float, float]
    tiles: dict[int, Tile]
    element: ET.Element
    source: Path | None
    dressed: list[ET.Element] = field(default_factory=list)
    """The plain tiles that have properties (what pytmx is handed when no tilesets overlap)."""


class Context:
    """What the pre-pass of one course knows while it works."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.real_dirs: refs.RealDirs = {}  # folders resolved in this load (never kept longer)
        resolved = refs.resolved(path, self.real_dirs)
        self.root_dir = refs.root_of(resolved)
        self.files: set[Path] = {resolved}
        self.warnings: list[Problem] = []
        self.errors: list[Problem] = []
        """Errors found so far that did not stop the reading (an object of an unknown type, say)."""
        self.tilesets: list[Tileset] = []
        self.external: dict[Path, ET.Element] = {}
        self.templates: dict[Path, tuple[ET.Element, Tileset | None]] = {}
        self.object_ids: set[int] = set()
        self.tile_layers: list[tuple[str, list[int]]] = []

    def error(self, message: str, where: str = "", **fields: Any) -> CourseError:
        """A course error against this course (``fields``: its code, fix, cell or object, see :class:`CourseError`)."""
        return CourseError(self.path, message, where, **fields)

    def warn(self, message: str, where: str = "", code: str = "") -> None:
        """Note something that loads but looks wrong."""
        self.warnings.append(Problem(Severity.WARNING, message, where, code))

    def fail(self, message: str, where: str = "", code: str = "", **place: Any) -> None:
        """Note an error that leaves the rest of the file readable (the loader goes on, to report everything at once)."""
        self.errors.append(Problem(Severity.ERROR, message, where, code, **place))


# ---------------------------------------------------------------------------- numbers
def int_attr(ctx: Context, elem: ET.Element, name: str, where: str, default: int | None = None, low: int | None = None, high: int | None = None) -> int:
    """A whole-number attribute, checked (an error names the attribute and ``where``)."""
    text = elem.get(name)
    if text is None:
        if default is None:
            raise ctx.error(f"the {name} attribute is missing", where)
        return default
    try:
        value = int(text.strip())
    except ValueError:
        raise ctx.error(f"{name}={text.strip()[:20]!r} is not a whole number", where) from None
    if (low is not None and value < low) or (high is not None and value > high):
        raise ctx.error(f"{name}={value} is out of range ({low}..{high})", where)
    return value


def float_attr(ctx: Context, elem: ET.Element | Mapping[str, str], name: str, where: str, default: float = 0.0) -> float:
    """A number attribute of an element (or of its attributes, merged), finite and of sane size (``default`` when absent)."""
    text = elem.get(name)
    if text is None:
        return default
    try:
        value = float(text.strip())
    except ValueError:
        raise ctx.error(f"{name}={text.strip()[:20]!r} is not a number", where) from None
    if not math.isfinite(value) or abs(value) > 1e7:
        raise ctx.error(f"{name}={text.strip()[:20]} is not a usable number", where)
    return value


# ---------------------------------------------------------------------------- properties
def properties(ctx: Context, owner: ET.Element, where: str) -> ET.Element | None:
    """The owner's ``<properties>``, checked and made plain (None when it has none)."""
    found = owner.findall("properties")
    if not found:
        return None
    out = ET.Element("properties")
    seen: dict[str, ET.Element] = {}
    for block in found:
        for prop in block.findall("property"):
            plain = _property(ctx, prop, where)
            if plain is not None:
                name = plain.get("name", "")
                if name in seen:
                    out.remove(seen[name])
                seen[name] = plain
                out.append(plain)
    return out


def _property(ctx: Context, prop: ET.Element, where: str) -> ET.Element | None:
    name = prop.get("name")
    if not name or not name.strip():
        raise ctx.error("a custom property has no name", where)
    kind = (prop.get("type") or "string").strip()
    if kind not in PLAIN_TYPES:
        ctx.warn(f"property {name[:40]!r} has type {kind[:20]!r}, which courses do not use; ignored", where)
        return None
    value = prop.get("value")
    if value is None:
        value = prop.text or ""
    if kind == "string" or kind == "color" or kind == "file":  # the usual case: kept as written
        return ET.Element("property", {"name": name, "value": value})
    shown = repr(name[:40])
    if kind == "int":
        try:
            value = str(int(value.strip()))
        except ValueError:
            raise ctx.error(f"property {shown}: {value.strip()[:20]!r} is not a whole number", where) from None
    elif kind == "float":
        try:
            number = float(value.strip())
        except ValueError:
            raise ctx.error(f"property {shown}: {value.strip()[:20]!r} is not a number", where) from None
        if not math.isfinite(number):
            raise ctx.error(f"property {shown}: {value.strip()[:20]!r} is not a usable number", where)
        value = repr(number)
    elif kind == "bool":
        low = value.strip().lower()
        if low not in ("true", "false", "1", "0"):
            raise ctx.error(f"property {shown}: {value.strip()[:20]!r} is not true or false", where)
        value = "true" if low in ("true", "1") else "false"
    elif kind == "object":
        try:
            value = str(int(value.strip() or "0"))
        except ValueError:
            raise ctx.error(f"property {shown}: {value.strip()[:20]!r} is not an object id", where) from None
    out = ET.Element("property", {"name": name})
    if kind in ("int", "float", "bool", "object"):
        out.set("type", kind)
    out.set("value", value)
    return out
