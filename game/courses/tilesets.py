"""Tilesets for the pre-pass: external ones read inside the course root and made plain, and reused.

Every course of a project uses the same few tilesets, so one made plain is kept
(per file and label) and reused while the same parse of the same bytes stands;
its image checks and warnings run again for every course.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree as ET

from game.courses import layerdata, refs
from game.courses.errors import CourseError
from game.courses.prepctx import MAX_TILE_PIXELS, Context, Tile, Tileset, float_attr, int_attr, properties
from game.courses.safexml import parse_text, read_bytes, read_xml
from game.rules.course import Problem

ALIGN = {
    "topleft": (0.0, 0.0),
    "top": (0.5, 0.0),
    "topright": (1.0, 0.0),
    "left": (0.0, 0.5),
    "center": (0.5, 0.5),
    "right": (1.0, 0.5),
    "bottomleft": (0.0, 1.0),
    "bottom": (0.5, 1.0),
    "bottomright": (1.0, 1.0),
}
"""Where a tile object's picture hangs from its position, per tileset object alignment."""


# ---------------------------------------------------------------------------- tilesets
def tileset(ctx: Context, elem: ET.Element, base_file: Path | None = None, where: str = "") -> Tileset:
    """A map's (or template's) tileset made plain: external ones read, checked and reused."""
    base_file = base_file or ctx.path
    firstgid = int_attr(ctx, elem, "firstgid", where or "tileset", low=1, high=layerdata.GID_MASK)
    ref = elem.get("source")
    source: Path | None = None
    if ref is not None:
        source = refs.resolve(ref, base_file, ctx.root_dir, ctx.path, "tileset", where, ctx.real_dirs)
        ctx.files.add(source)
        if source not in ctx.external:
            ctx.external[source] = read_other(ctx, source, "tileset", "tileset", where)
        ts_elem = ctx.external[source]
        ts_base = source
        known = _MADE.get((source, where))
        if known is not None and known[0] is ts_elem:  # the same parse of the same bytes: make it again by replaying
            return _replay(ctx, known[1], known[2], firstgid)
    else:
        ts_elem, ts_base = elem, base_file
    events: list[Problem | tuple[ET.Element, Path, str]] = []  # what a replay must do again, in order
    name = ts_elem.get("name", "") or (source.stem if source else "tileset")
    label = where or f"tileset {name[:40]!r}"
    tw = int_attr(ctx, ts_elem, "tilewidth", label, default=1, low=1, high=MAX_TILE_PIXELS)
    th = int_attr(ctx, ts_elem, "tileheight", label, default=1, low=1, high=MAX_TILE_PIXELS)
    for image in ts_elem.findall("image"):
        check_image(ctx, image, ts_base, label)
        events.append((image, ts_base, label))
    tiles: dict[int, Tile] = {}
    plain = ET.Element("tileset", {"firstgid": str(firstgid), "name": name, "tilewidth": str(tw), "tileheight": str(th)})
    for tile in ts_elem.findall("tile"):
        tid = int_attr(ctx, tile, "id", label, low=0, high=layerdata.GID_MASK)
        width, height = float(tw), float(th)
        for image in tile.findall("image"):
            check_image(ctx, image, ts_base, label)
            events.append((image, ts_base, label))
            width = float_attr(ctx, image, "width", label, width) or width
            height = float_attr(ctx, image, "height", label, height) or height
        kind = (tile.get("type") or tile.get("class") or "").strip()
        warned = len(ctx.warnings)
        props = properties(ctx, tile, f"{label} tile {tid}")
        events.extend(ctx.warnings[warned:])
        tiles[tid] = Tile(kind, list(props) if props is not None else [], width, height)
        plain_tile = ET.SubElement(plain, "tile", {"id": str(tid)})
        if props is not None:
            plain_tile.append(props)
    measured = None if ts_elem.get("tilecount") is not None else _measured_count(ctx, ts_elem, ts_base, tw, th, label)
    count = int_attr(ctx, ts_elem, "tilecount", label, default=max(tiles, default=-1) + 1 if measured is None else measured, low=0, high=layerdata.GID_MASK)
    count = max(count, max(tiles, default=-1) + 1)
    plain.set("tilecount", str(count))
    plain.set("columns", str(int_attr(ctx, ts_elem, "columns", label, default=0, low=0, high=layerdata.GID_MASK)))
    alignment = (ts_elem.get("objectalignment") or "unspecified").strip().lower()
    align = ALIGN.get(alignment, ALIGN["bottomleft"])
    made = Tileset(firstgid, count, tw, th, align, tiles, plain, source, [tile for tile in plain if len(tile)])
    if source is not None:
        if len(_MADE) >= 64:
            _MADE.clear()
        _MADE[(source, where)] = (ts_elem, made, events)
    return made


_MADE: dict[tuple[Path, str], tuple[ET.Element, Tileset, list[Problem | tuple[ET.Element, Path, str]]]] = {}
"""External tilesets made plain already, by file and label, with the parse they came from and what
making them checked and warned. Every course of a project uses the same few tilesets; making one
plain again was a third of a small course's load."""


def _replay(ctx: Context, made: Tileset, events: list[Problem | tuple[ET.Element, Path, str]], firstgid: int) -> Tileset:
    """A tileset made earlier from the same file: its image checks run again (the images may have
    come or gone, and the course root may differ) and its warnings are given again, in order."""
    for event in events:
        if isinstance(event, Problem):
            ctx.warnings.append(event)
        else:
            check_image(ctx, *event)
    plain = ET.Element("tileset", {**made.element.attrib, "firstgid": str(firstgid)})
    plain.extend(list(made.element))  # the tiles are shared, never changed
    return Tileset(firstgid, made.count, made.tile_width, made.tile_height, made.align, made.tiles, plain, made.source, made.dressed)


def _measured_count(ctx: Context, ts_elem: ET.Element, base_file: Path, tw: int, th: int, label: str) -> int | None:
    """How many tiles a tileset without ``tilecount`` (older Tiled) holds, measured from its image.

    The image's size comes from its ``width``/``height`` attributes, or else from the PNG's own
    header (24 bytes are read); the tiles are counted as Tiled cuts them (margin, spacing). None
    when there is no single image to measure (a collection of images counts its tiles).
    """
    images = ts_elem.findall("image")
    if len(images) != 1:
        return None
    image = images[0]
    width = int_attr(ctx, image, "width", label, default=0, low=0, high=1 << 20)
    height = int_attr(ctx, image, "height", label, default=0, low=0, high=1 << 20)
    if not (width and height):
        width, height = _png_size(ctx, image, base_file, label)
    margin = int_attr(ctx, ts_elem, "margin", label, default=0, low=0, high=MAX_TILE_PIXELS)
    spacing = int_attr(ctx, ts_elem, "spacing", label, default=0, low=0, high=MAX_TILE_PIXELS)
    columns = max(0, (width - 2 * margin + spacing) // (tw + spacing))
    rows = max(0, (height - 2 * margin + spacing) // (th + spacing))
    return columns * rows if columns and rows else None


def _png_size(ctx: Context, image: ET.Element, base_file: Path, label: str) -> tuple[int, int]:
    """The width and height a PNG's header gives, or (0, 0) when the image is missing or not a PNG."""
    ref = image.get("source")
    if not ref:
        return 0, 0
    found = refs.check_inside(ref, base_file, ctx.root_dir, ctx.path, "image", label, ctx.real_dirs)
    if found is None:
        return 0, 0
    try:
        with found.open("rb") as f:
            head = f.read(24)
    except OSError:
        return 0, 0
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return 0, 0
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def check_image(ctx: Context, image: ET.Element, base_file: Path, where: str) -> None:
    """Check an image reference stays inside the course root; warn when the image is missing."""
    ref = image.get("source")
    if ref is None:
        return  # an embedded image (never written by Tiled 1.x)
    found = refs.check_inside(ref, base_file, ctx.root_dir, ctx.path, "image", where, ctx.real_dirs)
    if found is None:
        ctx.warn(f"the image {ref.strip()[:80]!r} is missing (Tiled will show blank tiles)", where, "image.missing")


_PARSED: dict[tuple[Path, str], tuple[bytes, ET.Element]] = {}
"""External tilesets parsed already, with the bytes they were parsed from: every course of a project
uses the same few. The file is read again every time and compared, so an edited file (even one
rewritten within the file system's time resolution, at the same size) is always parsed afresh."""


def read_other(ctx: Context, path: Path, root_tag: str, what: str, where: str) -> ET.Element:
    """Read a tileset or template; its problems are reported against the course, naming the file."""
    try:
        if root_tag != "tileset":  # templates are few, and their elements get merged: always read afresh
            return read_xml(path, root_tag, what)
        data = read_bytes(path, what)
        known = _PARSED.get((path, root_tag))
        if known is not None and known[0] == data:
            return known[1]  # only ever read, never changed (see _tileset)
        root = parse_text(data, path, root_tag)
        if len(_PARSED) >= 64:
            _PARSED.clear()
        _PARSED[(path, root_tag)] = (data, root)
        return root
    except CourseError as exc:
        shown = f"{what} {relative(path, ctx.path)!r}"
        raise ctx.error(exc.message, f"{where}: {shown}" if where else shown) from None


def relative(path: Path, course: Path) -> str:
    """A path as the course would write it, for messages."""
    import os

    try:
        return os.path.relpath(path, course.parent).replace(os.sep, "/")
    except ValueError:  # another drive on Windows
        return str(path)


def tileset_for(ctx: Context, gid: int) -> Tileset | None:
    """The tileset a map tile id belongs to, or None."""
    found = None
    for ts in ctx.tilesets:
        if ts.firstgid <= gid:
            found = ts
        else:
            break
    if found is not None and gid - found.firstgid < found.count:
        return found
    return None
