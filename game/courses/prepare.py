"""The pre-pass: turn a course file as saved by any Tiled (1.8 to 1.11) into one plain map for pytmx.

pytmx is a fine reader of well-formed maps but trusts its input: it inflates
layers without limit, opens any tileset path, loops over declared image sizes,
ignores object templates, Tiled 1.9's ``class`` attribute, tile-object
alignment and ellipses, and crashes on some property types. So before pytmx
sees a course, this module reads it safely (:mod:`.safexml`) and writes a new
element tree that is self-contained and plain:

* map attributes checked (hexagonal, finite, at most 200×200 cells, sane tile sizes);
* external tilesets read (inside the course root, :mod:`.refs`) and embedded;
  images are checked to stay inside the root but dropped (the loader needs none);
* every tile layer decoded with limits (:mod:`.layerdata`) and re-written as CSV
  without flip flags; hidden layers and layers in hidden groups are left out;
* object templates merged into their instances; ``class`` copied to ``type``;
  an untyped tile object takes its tile's type (as Tiled shows it);
* tile objects become points at the centre of their image, honouring the
  tileset's object alignment and the object's rotation;
* shapes pytmx does not record are named in a ``rio_shape`` attribute
  (``point``, ``ellipse``, ``rect``, ``tile``, ``polygon``, ``polyline``);
* properties checked and reduced to the plain types pytmx understands.

Every failure is a :class:`CourseError` naming the course file (and the
layer, cell or object); things that load but look wrong are warnings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree as ET

from game.courses import layerdata, refs
from game.courses.errors import CourseError
from game.courses.safexml import read_xml
from game.hexgrid import Stagger
from game.render.hexlayout import TiledHexLayout
from game.rules.course import Problem, Severity

MAX_CELLS_PER_SIDE = 200
"""A course is at most 200×200 cells."""
MAX_TILE_PIXELS = 4096
"""Largest tile width or height accepted, in pixels."""
MAX_LAYERS = 64
"""Most tile layers in one course."""
MAX_OBJECTS = 5000
"""Most objects in one course."""
MAX_POINTS = 1000
"""Most vertices in one polygon or polyline."""
MAX_TEMPLATES = 200
"""Most different template files one course may use."""

PLAIN_TYPES = {"string", "int", "float", "bool", "color", "file", "object"}
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


@dataclass
class Prepared:
    """A course file made plain for pytmx, and what was learnt on the way."""

    root: ET.Element
    """The plain ``<map>``."""
    layout: TiledHexLayout
    """Its hex layout (for the loader)."""
    files: set[Path] = field(default_factory=set)
    """Every file read (the course, its tilesets and templates): the hot-reload watcher watches them."""
    warnings: list[Problem] = field(default_factory=list)
    """Things that load but look wrong."""


@dataclass
class _Tile:
    type: str
    props: list[ET.Element]
    width: float
    height: float


@dataclass
class _Tileset:
    firstgid: int
    count: int
    tile_width: int
    tile_height: int
    align: tuple[float, float]
    tiles: dict[int, _Tile]
    element: ET.Element
    source: Path | None


class _Context:
    """What the pre-pass of one course knows while it works."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.root_dir = refs.course_root(path)
        self.files: set[Path] = {path.resolve()}
        self.warnings: list[Problem] = []
        self.tilesets: list[_Tileset] = []
        self.external: dict[Path, ET.Element] = {}
        self.templates: dict[Path, tuple[ET.Element, _Tileset | None]] = {}
        self.object_ids: set[int] = set()

    def error(self, message: str, where: str = "") -> CourseError:
        return CourseError(self.path, message, where)

    def warn(self, message: str, where: str = "") -> None:
        self.warnings.append(Problem(Severity.WARNING, message, where))


# ---------------------------------------------------------------------------- numbers
def _int(ctx: _Context, elem: ET.Element, name: str, where: str, default: int | None = None, low: int | None = None, high: int | None = None) -> int:
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


def _float(ctx: _Context, elem: ET.Element, name: str, where: str, default: float = 0.0) -> float:
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


# ---------------------------------------------------------------------------- entry point
def prepare(path: Path) -> Prepared:
    """Read ``path`` and return the plain map (see the module docstring)."""
    ctx = _Context(path)
    source = read_xml(path, "map", "course file")
    layout = _check_map(ctx, source)
    plain = ET.Element("map", {k: source.get(k, "") for k in ("version", "tiledversion")})
    for key in ("orientation", "width", "height", "tilewidth", "tileheight", "hexsidelength", "staggeraxis", "staggerindex"):
        plain.set(key, source.get(key, "") if key not in ("staggeraxis", "staggerindex") else _stagger_attr(source, key))
    plain.set("infinite", "0")
    props = _properties(ctx, source, "map properties")
    if props is not None:
        plain.append(props)
    for elem in source.findall("tileset"):
        ctx.tilesets.append(_tileset(ctx, elem))
    ctx.tilesets.sort(key=lambda t: t.firstgid)
    width, height = int(plain.get("width", "0")), int(plain.get("height", "0"))
    layers: list[ET.Element] = []
    _layers(ctx, source, layers, width, height, layout)
    # tilesets go first in the plain map (template tilesets may have been added while reading objects)
    for ts in ctx.tilesets:
        plain.append(ts.element)
    plain.extend(layers)
    return Prepared(root=plain, layout=layout, files=ctx.files, warnings=ctx.warnings)


def _stagger_attr(source: ET.Element, key: str) -> str:
    value = (source.get(key) or "").strip().lower()
    return value or ("y" if key == "staggeraxis" else "odd")


def _check_map(ctx: _Context, m: ET.Element) -> TiledHexLayout:
    orientation = (m.get("orientation") or "").strip()
    if orientation != "hexagonal":
        shown = orientation[:20] or "missing"
        raise ctx.error(f"the map orientation is {shown}; courses must be hexagonal maps (Map > Map Properties > Orientation)")
    if (m.get("infinite") or "0").strip() not in ("0", "false", ""):
        raise ctx.error("the map is infinite; untick Map > Map Properties > Infinite and save again")
    where = "map"
    width = _int(ctx, m, "width", where, low=0)
    height = _int(ctx, m, "height", where, low=0)
    if width > MAX_CELLS_PER_SIDE or height > MAX_CELLS_PER_SIDE:
        raise ctx.error(f"the map is {width}×{height} cells; courses are at most {MAX_CELLS_PER_SIDE}×{MAX_CELLS_PER_SIDE}")
    if width < 1 or height < 1:
        raise ctx.error(f"the map is {width}×{height} cells; it has no room for a course")
    tw = _int(ctx, m, "tilewidth", where, low=2, high=MAX_TILE_PIXELS)
    th = _int(ctx, m, "tileheight", where, low=2, high=MAX_TILE_PIXELS)
    axis, index = _stagger_attr(m, "staggeraxis"), _stagger_attr(m, "staggerindex")
    try:
        stagger = Stagger(axis, index)  # type: ignore[arg-type]  # the file's strings: Stagger itself refuses any but x/y, odd/even
    except ValueError as exc:
        raise ctx.error(str(exc)) from None
    side = _int(ctx, m, "hexsidelength", where, default=0, low=0, high=th if stagger.pointy else tw)
    return TiledHexLayout(tw, th, side, stagger)


# ---------------------------------------------------------------------------- properties
def _properties(ctx: _Context, owner: ET.Element, where: str) -> ET.Element | None:
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


def _property(ctx: _Context, prop: ET.Element, where: str) -> ET.Element | None:
    name = prop.get("name")
    if not name or not name.strip():
        raise ctx.error("a custom property has no name", where)
    kind = (prop.get("type") or "string").strip()
    shown = repr(name[:40])
    if kind not in PLAIN_TYPES:
        ctx.warn(f"property {shown} has type {kind[:20]!r}, which courses do not use; ignored", where)
        return None
    value = prop.get("value")
    if value is None:
        value = prop.text or ""
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


# ---------------------------------------------------------------------------- tilesets
def _tileset(ctx: _Context, elem: ET.Element, base_file: Path | None = None, where: str = "") -> _Tileset:
    base_file = base_file or ctx.path
    firstgid = _int(ctx, elem, "firstgid", where or "tileset", low=1, high=layerdata.GID_MASK)
    ref = elem.get("source")
    source: Path | None = None
    if ref is not None:
        source = refs.resolve(ref, base_file, ctx.root_dir, ctx.path, "tileset", where)
        ctx.files.add(source)
        if source not in ctx.external:
            ctx.external[source] = _read_other(ctx, source, "tileset", "tileset", where)
        ts_elem = ctx.external[source]
        ts_base = source
    else:
        ts_elem, ts_base = elem, base_file
    name = ts_elem.get("name", "") or (source.stem if source else "tileset")
    label = where or f"tileset {name[:40]!r}"
    tw = _int(ctx, ts_elem, "tilewidth", label, default=1, low=1, high=MAX_TILE_PIXELS)
    th = _int(ctx, ts_elem, "tileheight", label, default=1, low=1, high=MAX_TILE_PIXELS)
    for image in ts_elem.findall("image"):
        _image(ctx, image, ts_base, label)
    tiles: dict[int, _Tile] = {}
    plain = ET.Element("tileset", {"firstgid": str(firstgid), "name": name, "tilewidth": str(tw), "tileheight": str(th)})
    for tile in ts_elem.findall("tile"):
        tid = _int(ctx, tile, "id", label, low=0, high=layerdata.GID_MASK)
        width, height = float(tw), float(th)
        for image in tile.findall("image"):
            _image(ctx, image, ts_base, label)
            width = _float(ctx, image, "width", label, width) or width
            height = _float(ctx, image, "height", label, height) or height
        kind = (tile.get("type") or tile.get("class") or "").strip()
        props = _properties(ctx, tile, f"{label} tile {tid}")
        tiles[tid] = _Tile(kind, list(props) if props is not None else [], width, height)
        plain_tile = ET.SubElement(plain, "tile", {"id": str(tid)})
        if props is not None:
            plain_tile.append(props)
    count = _int(ctx, ts_elem, "tilecount", label, default=max(tiles, default=-1) + 1, low=0, high=layerdata.GID_MASK)
    count = max(count, max(tiles, default=-1) + 1)
    plain.set("tilecount", str(count))
    plain.set("columns", str(_int(ctx, ts_elem, "columns", label, default=0, low=0, high=layerdata.GID_MASK)))
    alignment = (ts_elem.get("objectalignment") or "unspecified").strip().lower()
    align = ALIGN.get(alignment, ALIGN["bottomleft"])
    return _Tileset(firstgid, count, tw, th, align, tiles, plain, source)


def _image(ctx: _Context, image: ET.Element, base_file: Path, where: str) -> None:
    ref = image.get("source")
    if ref is None:
        return  # an embedded image (never written by Tiled 1.x)
    found = refs.check_inside(ref, base_file, ctx.root_dir, ctx.path, "image", where)
    if found is None:
        ctx.warn(f"the image {ref.strip()[:80]!r} is missing (Tiled will show blank tiles)", where)


_PARSED: dict[tuple[Path, str], tuple[tuple[int, int], ET.Element]] = {}
"""External tilesets parsed already, with the (modification time, size) they had: every course of a
project uses the same few, and reading one again is most of a small course's load time."""


def _read_other(ctx: _Context, path: Path, root_tag: str, what: str, where: str) -> ET.Element:
    """Read a tileset or template; its problems are reported against the course, naming the file."""
    try:
        if root_tag != "tileset":  # templates are few, and their elements get merged: always read afresh
            return read_xml(path, root_tag, what)
        try:
            st = path.stat()
        except OSError:
            return read_xml(path, root_tag, what)  # let the reader report it
        stamp = (st.st_mtime_ns, st.st_size)
        known = _PARSED.get((path, root_tag))
        if known is not None and known[0] == stamp:
            return known[1]  # only ever read, never changed (see _tileset)
        root = read_xml(path, root_tag, what)
        if len(_PARSED) >= 64:
            _PARSED.clear()
        _PARSED[(path, root_tag)] = (stamp, root)
        return root
    except CourseError as exc:
        shown = f"{what} {_relative(path, ctx.path)!r}"
        raise ctx.error(exc.message, f"{where}: {shown}" if where else shown) from None


def _relative(path: Path, course: Path) -> str:
    import os

    try:
        return os.path.relpath(path, course.parent).replace(os.sep, "/")
    except ValueError:  # another drive on Windows
        return str(path)


def _tileset_for(ctx: _Context, gid: int) -> _Tileset | None:
    found = None
    for ts in ctx.tilesets:
        if ts.firstgid <= gid:
            found = ts
        else:
            break
    if found is not None and gid - found.firstgid < found.count:
        return found
    return None


# ---------------------------------------------------------------------------- layers
def _layers(ctx: _Context, parent: ET.Element, out: list[ET.Element], width: int, height: int, layout: TiledHexLayout) -> None:
    for elem in parent:
        tag = elem.tag
        name = (elem.get("name") or "")[:40]
        if tag == "imagelayer":
            for image in elem.findall("image"):
                _image(ctx, image, ctx.path, f"image layer {name!r}")
            continue
        if tag not in ("layer", "objectgroup", "group"):
            continue
        where = f"{_KIND_OF_LAYER[tag]} {name!r}"
        if (elem.get("visible") or "1").strip() in ("0", "false"):
            # a hidden group hides everything in it, as in Tiled
            ctx.warn("hidden, so the game ignores it (make it visible to use it)", where)
            continue
        if tag == "group":
            _layers(ctx, elem, out, width, height, layout)
        elif tag == "layer":
            if sum(1 for e in out if e.tag == "layer") >= MAX_LAYERS:
                raise ctx.error(f"more than {MAX_LAYERS} tile layers")
            out.append(_tile_layer(ctx, elem, width, height, where))
        else:
            out.append(_object_layer(ctx, elem, layout, width, height, where))


_KIND_OF_LAYER = {"layer": "layer", "objectgroup": "object layer", "group": "group"}


def _tile_layer(ctx: _Context, elem: ET.Element, width: int, height: int, where: str) -> ET.Element:
    lw = _int(ctx, elem, "width", where, default=width, low=0)
    lh = _int(ctx, elem, "height", where, default=height, low=0)
    if (lw, lh) != (width, height):
        raise ctx.error(f"the layer is {lw}×{lh} cells but the map is {width}×{height}", where)
    data = elem.find("data")
    if data is None:
        raise ctx.error("the layer has no data", where)
    gids = layerdata.decode(data, width, height, ctx.path, where)
    for i, gid in enumerate(gids):
        if gid and _tileset_for(ctx, gid) is None:
            raise ctx.error(f"tile id {gid} belongs to no tileset of the map", f"{where} cell {i % width},{i // width}")
    plain = ET.Element("layer", {"name": elem.get("name", ""), "width": str(width), "height": str(height)})
    data_out = ET.SubElement(plain, "data", {"encoding": "csv"})
    data_out.text = ",".join(map(str, gids))
    return plain


def _object_layer(ctx: _Context, elem: ET.Element, layout: TiledHexLayout, width: int, height: int, where: str) -> ET.Element:
    plain = ET.Element("objectgroup", {"name": elem.get("name", "")})
    objects = elem.findall("object")
    if len(objects) > MAX_OBJECTS:
        raise ctx.error(f"more than {MAX_OBJECTS} objects", where)
    map_w, map_h = layout.map_size(width, height)
    bounds = (-layout.tile_width, -layout.tile_height, map_w + layout.tile_width, map_h + layout.tile_height)
    for obj in objects:
        made = _object(ctx, obj, bounds, ctx.object_ids)
        if made is not None:
            plain.append(made)
    return plain


# ---------------------------------------------------------------------------- objects
_SHAPES = ("ellipse", "point", "polygon", "polyline", "text")


def _object(ctx: _Context, obj: ET.Element, bounds: tuple[float, float, float, float], seen: set[int]) -> ET.Element | None:
    oid = _int(ctx, obj, "id", f"object {(obj.get('name') or '')[:40]!r}", low=0, high=2**31)
    where = _object_label(oid, obj.get("name"))
    if oid in seen:
        raise ctx.error(f"two objects have id {oid}", where)
    seen.add(oid)
    attrs, props, shape, own_gid = _merged(ctx, obj, where)
    where = _object_label(oid, attrs.get("name"))
    if (attrs.get("visible") or "1").strip() in ("0", "false"):
        ctx.warn("hidden, so the game ignores it", where)
        return None
    kind = (attrs.get("type") or attrs.get("class") or "").strip()
    x = _float(ctx, _attrs(attrs), "x", where)
    y = _float(ctx, _attrs(attrs), "y", where)
    w = _float(ctx, _attrs(attrs), "width", where)
    h = _float(ctx, _attrs(attrs), "height", where)
    rotation = _float(ctx, _attrs(attrs), "rotation", where)
    if w < 0 or h < 0:
        raise ctx.error("negative width or height", where)
    gid = own_gid
    tile_props: list[ET.Element] = []
    out = ET.Element("object", {"id": str(oid), "name": attrs.get("name", "")})
    box: list[tuple[float, float]]
    if gid:
        ts = _tileset_for(ctx, gid)
        if ts is None:
            raise ctx.error(f"its tile id {gid} belongs to no tileset of the map", where)
        tile = ts.tiles.get(gid - ts.firstgid)
        if tile is not None:
            kind = kind or tile.type
            tile_props = tile.props
        tw = w or (tile.width if tile else ts.tile_width)
        th = h or (tile.height if tile else ts.tile_height)
        ax, ay = ts.align
        dx, dy = (0.5 - ax) * tw, (0.5 - ay) * th
        a = math.radians(rotation)
        cx = x + dx * math.cos(a) - dy * math.sin(a)
        cy = y + dx * math.sin(a) + dy * math.cos(a)
        out.attrib.update({"x": repr(cx), "y": repr(cy), "rio_shape": "tile"})
        box = [(cx, cy)]
    else:
        out.attrib.update({"x": repr(x), "y": repr(y), "width": repr(w), "height": repr(h), "rotation": repr(rotation)})
        box = _shape(ctx, out, shape, x, y, w, h, rotation, where)
    if not kind:
        if shape is None or shape.tag != "text":
            ctx.warn("has no type (Tiled 1.8) or class (Tiled 1.9+), so the game ignores it", where)
        return None
    out.set("type", kind)
    xs, ys = [p[0] for p in box], [p[1] for p in box]
    if min(xs) < bounds[0] or min(ys) < bounds[1] or max(xs) > bounds[2] or max(ys) > bounds[3]:
        raise ctx.error(f"lies outside the map (at x={min(xs):.0f}, y={min(ys):.0f})", where)
    merged = ET.Element("properties")
    names: dict[str, ET.Element] = {}
    for prop in [*tile_props, *props]:
        if prop.get("name", "") in names:
            merged.remove(names[prop.get("name", "")])
        names[prop.get("name", "")] = prop
        merged.append(prop)
    if len(merged):
        out.insert(0, merged)
    return out


def _attrs(attrs: dict[str, str]) -> ET.Element:
    return ET.Element("object", attrs)


def _object_label(oid: int, name: str | None) -> str:
    name = " ".join((name or "").split())[:40]
    return f"object {oid} {name!r}" if name else f"object {oid}"


def _merged(ctx: _Context, obj: ET.Element, where: str) -> tuple[dict[str, str], list[ET.Element], ET.Element | None, int]:
    """The object's attributes, properties, shape element and map gid, with its template applied."""
    attrs = dict(obj.attrib)
    own_props = _properties(ctx, obj, where)
    props = list(own_props) if own_props is not None else []
    shape = next((c for c in obj if c.tag in _SHAPES), None)
    gid = _gid(ctx, attrs.get("gid"), where) if "gid" in attrs else 0
    ref = attrs.pop("template", None)
    if ref is None:
        return attrs, props, shape, gid
    tmpl, tmpl_ts = _template(ctx, ref, where)
    base = dict(tmpl.attrib)
    base.pop("id", None)
    base.update(attrs)
    tmpl_props = _properties(ctx, tmpl, where)
    merged: dict[str, ET.Element] = {p.get("name", ""): p for p in (list(tmpl_props) if tmpl_props is not None else [])}
    merged.update({p.get("name", ""): p for p in props})
    if shape is None:
        shape = next((c for c in tmpl if c.tag in _SHAPES), None)
    if "gid" not in attrs and "gid" in tmpl.attrib:
        tgid = _gid(ctx, tmpl.get("gid"), where)
        if tmpl_ts is None or not (tmpl_ts.firstgid <= tgid < tmpl_ts.firstgid + tmpl_ts.count):
            raise ctx.error(f"its template {ref.strip()[:60]!r} shows a tile from no tileset", where)
        gid = _map_gid_for(ctx, tmpl_ts, tgid - tmpl_ts.firstgid)
    return base, list(merged.values()), shape, gid


def _gid(ctx: _Context, text: str | None, where: str) -> int:
    try:
        value = int((text or "0").strip())
    except ValueError:
        raise ctx.error(f"gid={(text or '').strip()[:20]!r} is not a number", where) from None
    if not 0 <= value <= 0xFFFFFFFF:
        raise ctx.error(f"gid={value} is out of range", where)
    return value & layerdata.GID_MASK


def _template(ctx: _Context, ref: str, where: str) -> tuple[ET.Element, _Tileset | None]:
    path = refs.resolve(ref, ctx.path, ctx.root_dir, ctx.path, "template", where)
    if path not in ctx.templates:
        if len(ctx.templates) >= MAX_TEMPLATES:
            raise ctx.error(f"uses more than {MAX_TEMPLATES} template files", where)
        ctx.files.add(path)
        root = _read_other(ctx, path, "template", "object template", where)
        obj = root.find("object")
        if obj is None:
            raise ctx.error(f"the template {ref.strip()[:60]!r} holds no object", where)
        if obj.get("template") is not None:
            raise ctx.error(f"the template {ref.strip()[:60]!r} is itself a template instance", where)
        ts_elem = root.find("tileset")
        ts = _tileset(ctx, ts_elem, base_file=path, where=where) if ts_elem is not None else None
        ctx.templates[path] = (obj, ts)
    return ctx.templates[path]


def _map_gid_for(ctx: _Context, tmpl_ts: _Tileset, tile_id: int) -> int:
    """The map's gid for a template's tile, adding the template's tileset to the map when missing."""
    for ts in ctx.tilesets:
        if tmpl_ts.source is not None and ts.source == tmpl_ts.source:
            return ts.firstgid + tile_id
    firstgid = max((t.firstgid + max(t.count, 1) for t in ctx.tilesets), default=1)
    added = _Tileset(firstgid, tmpl_ts.count, tmpl_ts.tile_width, tmpl_ts.tile_height, tmpl_ts.align, tmpl_ts.tiles, tmpl_ts.element, tmpl_ts.source)
    added.element = ET.Element(tmpl_ts.element.tag, dict(tmpl_ts.element.attrib))
    added.element.extend(list(tmpl_ts.element))
    added.element.set("firstgid", str(firstgid))
    ctx.tilesets.append(added)
    ctx.tilesets.sort(key=lambda t: t.firstgid)
    return firstgid + tile_id


def _shape(ctx: _Context, out: ET.Element, shape: ET.Element | None, x: float, y: float, w: float, h: float, rotation: float, where: str) -> list[tuple[float, float]]:
    """Write the shape into ``out``; return its outline points in map pixels (for the bounds check)."""
    tag = shape.tag if shape is not None else ""
    if tag in ("polygon", "polyline"):
        assert shape is not None
        pts = _points(ctx, shape.get("points", ""), where)
        out.set("rio_shape", tag)
        ET.SubElement(out, tag, {"points": " ".join(f"{px!r},{py!r}" for px, py in pts)})
        return _rotate([(x + px, y + py) for px, py in pts], x, y, rotation)
    if tag == "point" or (tag != "ellipse" and w == 0 and h == 0):
        out.set("rio_shape", "point")
        return [(x, y)]
    out.set("rio_shape", "ellipse" if tag == "ellipse" else "rect")
    return _rotate([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], x, y, rotation)


def _points(ctx: _Context, text: str, where: str) -> list[tuple[float, float]]:
    items = text.split()
    if not items:
        raise ctx.error("a polygon or polyline without points", where)
    if len(items) > MAX_POINTS:
        raise ctx.error(f"more than {MAX_POINTS} points in one shape", where)
    pts = []
    for item in items:
        try:
            px, py = (float(v) for v in item.split(","))
        except ValueError:
            raise ctx.error(f"the point {item[:30]!r} is not x,y", where) from None
        if not (math.isfinite(px) and math.isfinite(py)) or abs(px) > 1e7 or abs(py) > 1e7:
            raise ctx.error(f"the point {item[:30]!r} is not usable", where)
        pts.append((px, py))
    return pts


def _rotate(pts: list[tuple[float, float]], ox: float, oy: float, degrees: float) -> list[tuple[float, float]]:
    if not degrees:
        return pts
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return [(ox + (px - ox) * c - (py - oy) * s, oy + (px - ox) * s + (py - oy) * c) for px, py in pts]
