"""The pre-pass: turn a course file as saved by any Tiled (1.8 to 1.11) into one plain map for pytmx.

pytmx is a fine reader of well-formed maps but trusts its input: it inflates
layers without limit, opens any tileset path, loops over declared image sizes,
ignores object templates, Tiled 1.9's ``class`` attribute, tile-object
alignment and ellipses, and crashes on some property types. So before pytmx
sees a course, this module reads it safely (:mod:`.safexml`) and writes a new
element tree that is self-contained and plain:

* map attributes checked (hexagonal, finite, at most 200×200 cells, sane tile sizes);
* external tilesets read (inside the course root, :mod:`.refs`) and embedded;
  images are checked to stay inside the root but dropped (the loader needs none),
  and so are tiles without properties unless tilesets overlap;
* every tile layer decoded with limits (:mod:`.layerdata`), without flip flags,
  into :attr:`Prepared.tile_layers` rather than the tree; hidden layers and
  layers in hidden groups are left out;
* object templates merged into their instances; ``class`` copied to ``type``;
  an untyped tile object takes its tile's type (as Tiled shows it);
* tile objects become points at the centre of their image, honouring the
  tileset's object alignment and the object's rotation;
* shapes pytmx does not record are named in a ``rio_shape`` attribute
  (``point``, ``ellipse``, ``rect``, ``tile``, ``polygon``, ``polyline``);
* properties checked and reduced to the plain types pytmx understands.

pytmx reads the plain map (:mod:`.plainmap`); the tile grids, which this
pass had to decode cell by cell anyway, ride along already decoded, so no
cell is parsed twice.

Every failure is a :class:`CourseError` naming the course file (and the
layer, cell or object); things that load but look wrong are warnings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree as ET

from game.courses import layerdata, refs
from game.courses.prepctx import MAX_TILE_PIXELS, Context, Tileset, float_attr, int_attr, properties
from game.courses.safexml import read_xml
from game.courses.tilesets import check_image, read_other, tileset, tileset_for
from game.hexgrid import Stagger
from game.render.hexlayout import TiledHexLayout
from game.rules.course import Problem

MAX_CELLS_PER_SIDE = 200
"""A course is at most 200×200 cells."""
MAX_LAYERS = 64
"""Most tile layers in one course."""
MAX_OBJECTS = 5000
"""Most objects in one course."""
MAX_POINTS = 1000
"""Most vertices in one polygon or polyline."""
MAX_TEMPLATES = 200
"""Most different template files one course may use."""



@dataclass
class Prepared:
    """A course file made plain for pytmx, and what was learnt on the way."""

    root: ET.Element
    """The plain ``<map>``: map attributes and properties, tilesets and object layers (no tile layers)."""
    layout: TiledHexLayout
    """Its hex layout (for the loader)."""
    files: set[Path] = field(default_factory=set)
    """Every file read (the course, its tilesets and templates): the hot-reload watcher watches them."""
    warnings: list[Problem] = field(default_factory=list)
    """Things that load but look wrong."""
    tile_layers: list[tuple[str, list[int]]] = field(default_factory=list)
    """The map's visible tile layers in order, as (name, tile ids row by row), decoded and checked."""
    errors: list[Problem] = field(default_factory=list)
    """Errors that did not stop the reading (an object outside the map): the course cannot be played."""


# ---------------------------------------------------------------------------- entry point
def prepare(path: Path) -> Prepared:
    """Read ``path`` and return the plain map (see the module docstring)."""
    ctx = Context(path)
    source = read_xml(path, "map", "course file")
    _check_course_kind(ctx, source)
    layout = _check_map(ctx, source)
    plain = ET.Element("map", {k: source.get(k, "") for k in ("version", "tiledversion")})
    for key in ("orientation", "width", "height", "tilewidth", "tileheight", "hexsidelength", "staggeraxis", "staggerindex"):
        plain.set(key, source.get(key, "") if key not in ("staggeraxis", "staggerindex") else _stagger_attr(source, key))
    plain.set("infinite", "0")
    props = properties(ctx, source, "map properties")
    if props is not None:
        plain.append(props)
    for elem in source.findall("tileset"):
        ctx.tilesets.append(tileset(ctx, elem))
    ctx.tilesets.sort(key=lambda t: t.firstgid)
    width, height = int(plain.get("width", "0")), int(plain.get("height", "0"))
    layers: list[ET.Element] = []
    _layers(ctx, source, layers, width, height, layout)
    # tilesets go first in the plain map (template tilesets may have been added while reading objects)
    lean = not _overlapping(ctx.tilesets)
    for ts in ctx.tilesets:
        plain.append(_with_properties_only(ts) if lean else ts.element)
    plain.extend(layers)
    _check_tile_size(ctx, layout)
    return Prepared(root=plain, layout=layout, files=ctx.files, warnings=ctx.warnings, tile_layers=ctx.tile_layers, errors=ctx.errors)


def _overlapping(tilesets: list[Tileset]) -> bool:
    """True when some tile id falls in two tilesets' ranges (``tilesets`` sorted by first id)."""
    end = 0
    for ts in tilesets:
        if ts.firstgid < end:
            return True
        end = max(end, ts.firstgid + ts.count)
    return False


def _with_properties_only(ts: Tileset) -> ET.Element:
    """A plain tileset without its tiles that have no properties.

    pytmx would register every tile and give each a property dict; the loader reads tiles for
    their properties only, and without overlapping tilesets (where a later tileset's bare
    tile hides an earlier one's properties, so all are kept) a bare tile changes nothing.
    """
    lean = ET.Element("tileset", ts.element.attrib)
    lean.extend(ts.dressed)
    return lean


def _check_course_kind(ctx: Context, m: ET.Element) -> None:
    """Refuse, in one line that says what a course is, a map that never meant to be one (no 'game' property).

    Checked before anything else about the map, so a map made for another game (Tiled's examples,
    say) hears what a course needs rather than the first thing its tiles or layout get wrong.
    """
    for block in m.findall("properties"):
        for prop in block.findall("property"):
            if (prop.get("name") or "").strip() == "game":
                return
    orientation = (m.get("orientation") or "").strip()[:20] or "missing"
    shape = "" if orientation == "hexagonal" else f", and its orientation is {orientation}"
    raise ctx.error(
        f"not a course: no 'game' map property{shape}. A course is a hexagonal Tiled map whose map property "
        "'game' is carom, eagles_creek or rollinone, painted with the game's terrain tileset (docs/course-format.md)",
        code="not-a-course",
    )


def _check_tile_size(ctx: Context, layout: TiledHexLayout) -> None:
    """Warn when the terrain tilesets' tiles are not the map's tile size (Tiled then draws the cells off their grid)."""
    for ts in ctx.tilesets:
        if not any(any(p.get("name") == "terrain" for p in tile.props) for tile in ts.tiles.values()):
            continue
        if (ts.tile_width, ts.tile_height) != (layout.tile_width, layout.tile_height):
            name = ts.element.get("name", "") or (ts.source.stem if ts.source else "terrain")
            ctx.warn(
                f"the map's tiles are {layout.tile_width}×{layout.tile_height} but the tileset {name[:40]!r} has "
                f"{ts.tile_width}×{ts.tile_height}: Tiled draws its tiles off the cells the game plays",
                "map",
                "map.tile-size",
            )
            return


def _stagger_attr(source: ET.Element, key: str) -> str:
    value = (source.get(key) or "").strip().lower()
    return value or ("y" if key == "staggeraxis" else "odd")


def _check_map(ctx: Context, m: ET.Element) -> TiledHexLayout:
    orientation = (m.get("orientation") or "").strip()
    if orientation != "hexagonal":
        shown = orientation[:20] or "missing"
        raise ctx.error(f"the map orientation is {shown}; courses must be hexagonal maps", code="map.orientation", fix="Map > Map Properties > Orientation: Hexagonal (or start from a starter map in levels/templates/)")
    if (m.get("infinite") or "0").strip() not in ("0", "false", ""):
        raise ctx.error("the map is infinite", code="map.infinite", fix="untick Map > Map Properties > Infinite and save again")
    where = "map"
    width = int_attr(ctx, m, "width", where, low=0)
    height = int_attr(ctx, m, "height", where, low=0)
    if width > MAX_CELLS_PER_SIDE or height > MAX_CELLS_PER_SIDE:
        raise ctx.error(f"the map is {width}×{height} cells; courses are at most {MAX_CELLS_PER_SIDE}×{MAX_CELLS_PER_SIDE}", code="map.size", fix="make it smaller with Map > Resize Map…")
    if width < 1 or height < 1:
        raise ctx.error(f"the map is {width}×{height} cells; it has no room for a course", code="map.size", fix="make it bigger with Map > Resize Map…")
    tw = int_attr(ctx, m, "tilewidth", where, low=2, high=MAX_TILE_PIXELS)
    th = int_attr(ctx, m, "tileheight", where, low=2, high=MAX_TILE_PIXELS)
    axis, index = _stagger_attr(m, "staggeraxis"), _stagger_attr(m, "staggerindex")
    try:
        stagger = Stagger(axis, index)  # type: ignore[arg-type]  # the file's strings: Stagger itself refuses any but x/y, odd/even
    except ValueError as exc:
        raise ctx.error(str(exc)) from None
    side = int_attr(ctx, m, "hexsidelength", where, default=0, low=0, high=th if stagger.pointy else tw)
    return TiledHexLayout(tw, th, side, stagger)


# ---------------------------------------------------------------------------- layers
def _layers(ctx: Context, parent: ET.Element, out: list[ET.Element], width: int, height: int, layout: TiledHexLayout) -> None:
    for elem in parent:
        tag = elem.tag
        name = (elem.get("name") or "")[:40]
        if tag == "imagelayer":
            for image in elem.findall("image"):
                check_image(ctx, image, ctx.path, f"image layer {name!r}")
            continue
        if tag not in ("layer", "objectgroup", "group"):
            continue
        where = f"{_KIND_OF_LAYER[tag]} {name!r}"
        if (elem.get("visible") or "1").strip() in ("0", "false"):
            # a hidden group hides everything in it, as in Tiled
            ctx.warn("hidden, so the game ignores it (make it visible to use it)", where, "layer.hidden")
            continue
        if tag == "group":
            _layers(ctx, elem, out, width, height, layout)
        elif tag == "layer":
            if len(ctx.tile_layers) >= MAX_LAYERS:
                raise ctx.error(f"more than {MAX_LAYERS} tile layers")
            _tile_layer(ctx, elem, width, height, where)
        else:
            out.append(_object_layer(ctx, elem, layout, width, height, where))


_KIND_OF_LAYER = {"layer": "layer", "objectgroup": "object layer", "group": "group"}


def _tile_layer(ctx: Context, elem: ET.Element, width: int, height: int, where: str) -> None:
    """Decode and check one tile layer into ``ctx.tile_layers`` (the plain map holds no tile layers: pytmx need not read them)."""
    lw = int_attr(ctx, elem, "width", where, default=width, low=0)
    lh = int_attr(ctx, elem, "height", where, default=height, low=0)
    if (lw, lh) != (width, height):
        raise ctx.error(f"the layer is {lw}×{lh} cells but the map is {width}×{height}", where)
    data = elem.find("data")
    if data is None:
        raise ctx.error("the layer has no data", where)
    gids = layerdata.decode(data, width, height, ctx.path, where)
    strays = {gid for gid in set(gids) if gid and tileset_for(ctx, gid) is None}  # each id once, not each cell
    if strays:
        i, gid = next((i, gid) for i, gid in enumerate(gids) if gid in strays)
        raise ctx.error(f"tile id {gid} belongs to no tileset of the map", f"{where} cell {i % width},{i // width}", code="tile.unknown", cell=(i % width, i // width))
    ctx.tile_layers.append((elem.get("name", ""), gids))


def _object_layer(ctx: Context, elem: ET.Element, layout: TiledHexLayout, width: int, height: int, where: str) -> ET.Element:
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


def _object(ctx: Context, obj: ET.Element, bounds: tuple[float, float, float, float], seen: set[int]) -> ET.Element | None:
    try:  # the usual case without building the label a wrong id would be reported with
        oid = int((obj.get("id") or "").strip())
    except ValueError:
        oid = -1
    if not 0 <= oid <= 2**31:
        oid = int_attr(ctx, obj, "id", f"object {(obj.get('name') or '')[:40]!r}", low=0, high=2**31)
    where = _object_label(oid, obj.get("name"))
    if oid in seen:
        raise ctx.error(f"two objects have id {oid}", where)
    seen.add(oid)
    attrs, props, shape, own_gid = _merged(ctx, obj, where)
    if attrs.get("name") != obj.get("name"):  # a template named it
        where = _object_label(oid, attrs.get("name"))
    if (attrs.get("visible") or "1").strip() in ("0", "false"):
        ctx.warn("hidden, so the game ignores it", where, "object.hidden")
        return None
    kind = (attrs.get("type") or attrs.get("class") or "").strip()
    x = float_attr(ctx, attrs, "x", where)
    y = float_attr(ctx, attrs, "y", where)
    w = float_attr(ctx, attrs, "width", where)
    h = float_attr(ctx, attrs, "height", where)
    rotation = float_attr(ctx, attrs, "rotation", where)
    if w < 0 or h < 0:
        raise ctx.error("negative width or height", where)
    gid = own_gid
    tile_props: list[ET.Element] = []
    out = ET.Element("object", {"id": str(oid), "name": attrs.get("name", "")})
    box: list[tuple[float, float]]
    if gid:
        ts = tileset_for(ctx, gid)
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
            ctx.warn("has no type (Tiled 1.8) or class (Tiled 1.9+), so the game ignores it", where, "object.untyped")
        return None
    out.set("type", kind)
    xs, ys = [p[0] for p in box], [p[1] for p in box]
    if min(xs) < bounds[0] or min(ys) < bounds[1] or max(xs) > bounds[2] or max(ys) > bounds[3]:
        ctx.fail(f"lies outside the map (at x={min(xs):.0f}, y={min(ys):.0f})", where, "object.outside-map")
        return None
    if tile_props or props:  # most objects have none: no element to make and drop
        merged = ET.Element("properties")
        if tile_props and props:  # the object's own replace its tile's of the same name
            names: dict[str, ET.Element] = {}
            for prop in [*tile_props, *props]:
                if prop.get("name", "") in names:
                    merged.remove(names[prop.get("name", "")])
                names[prop.get("name", "")] = prop
                merged.append(prop)
        else:  # one list, whose names are unique already (properties() and _merged() keep one per name)
            merged.extend(tile_props or props)
        out.insert(0, merged)
    return out


def _object_label(oid: int, name: str | None) -> str:
    name = " ".join((name or "").split())[:40]
    return f"object {oid} {name!r}" if name else f"object {oid}"


def _merged(ctx: Context, obj: ET.Element, where: str) -> tuple[dict[str, str], list[ET.Element], ET.Element | None, int]:
    """The object's attributes, properties, shape element and map gid, with its template applied."""
    attrs = dict(obj.attrib)
    own_props = properties(ctx, obj, where)
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
    tmpl_props = properties(ctx, tmpl, where)
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


def _gid(ctx: Context, text: str | None, where: str) -> int:
    try:
        value = int((text or "0").strip())
    except ValueError:
        raise ctx.error(f"gid={(text or '').strip()[:20]!r} is not a number", where) from None
    if not 0 <= value <= 0xFFFFFFFF:
        raise ctx.error(f"gid={value} is out of range", where)
    return value & layerdata.GID_MASK


def _template(ctx: Context, ref: str, where: str) -> tuple[ET.Element, Tileset | None]:
    path = refs.resolve(ref, ctx.path, ctx.root_dir, ctx.path, "template", where, ctx.real_dirs)
    if path not in ctx.templates:
        if len(ctx.templates) >= MAX_TEMPLATES:
            raise ctx.error(f"uses more than {MAX_TEMPLATES} template files", where)
        ctx.files.add(path)
        root = read_other(ctx, path, "template", "object template", where)
        obj = root.find("object")
        if obj is None:
            raise ctx.error(f"the template {ref.strip()[:60]!r} holds no object", where)
        if obj.get("template") is not None:
            raise ctx.error(f"the template {ref.strip()[:60]!r} is itself a template instance", where)
        ts_elem = root.find("tileset")
        ts = tileset(ctx, ts_elem, base_file=path, where=where) if ts_elem is not None else None
        ctx.templates[path] = (obj, ts)
    return ctx.templates[path]


def _map_gid_for(ctx: Context, tmpl_ts: Tileset, tile_id: int) -> int:
    """The map's gid for a template's tile, adding the template's tileset to the map when missing."""
    for ts in ctx.tilesets:
        if tmpl_ts.source is not None and ts.source == tmpl_ts.source:
            return ts.firstgid + tile_id
    firstgid = max((t.firstgid + max(t.count, 1) for t in ctx.tilesets), default=1)
    added = Tileset(firstgid, tmpl_ts.count, tmpl_ts.tile_width, tmpl_ts.tile_height, tmpl_ts.align, tmpl_ts.tiles, tmpl_ts.element, tmpl_ts.source, tmpl_ts.dressed)
    added.element = ET.Element(tmpl_ts.element.tag, dict(tmpl_ts.element.attrib))
    added.element.extend(list(tmpl_ts.element))
    added.element.set("firstgid", str(firstgid))
    ctx.tilesets.append(added)
    ctx.tilesets.sort(key=lambda t: t.firstgid)
    return firstgid + tile_id


def _shape(ctx: Context, out: ET.Element, shape: ET.Element | None, x: float, y: float, w: float, h: float, rotation: float, where: str) -> list[tuple[float, float]]:
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


def _points(ctx: Context, text: str, where: str) -> list[tuple[float, float]]:
    items = text.split()
    if not items:
        raise ctx.error("a polygon or polyline without points", where)
    if len(items) > MAX_POINTS:
        raise ctx.error(f"more than {MAX_POINTS} points in one shape", where)
    pts = []
    for item in items:
        try:
            px, py = map(float, item.split(","))
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
