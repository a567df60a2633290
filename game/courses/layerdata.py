"""Decode a tile layer's ``<data>`` in every format Tiled writes, with hard limits.

Tiled stores a layer as CSV, as base64 of little-endian 32-bit tile ids
(optionally zlib-, gzip- or zstd-compressed) or, in old maps, as one
``<tile gid=…>`` element per cell. The layer must hold exactly
``width × height`` ids. Compressed data is inflated at most one byte past
that size, so a zip bomb costs nothing. zstd is refused with a message saying
how to re-save the map (Python cannot read it without an extra package).
"""

from __future__ import annotations

import base64
import binascii
import struct
import zlib
from pathlib import Path
from xml.etree.ElementTree import Element

from game.courses.errors import CourseError

GID_MASK = 0x0FFFFFFF
"""Tile id without Tiled's flip and hex-rotation flags (the top four bits)."""

RESAVE = "in Tiled choose Map > Map Properties > Tile Layer Format: CSV (or Base64 (zlib compressed)) and save again"
"""The fix for a layer format the game cannot read."""


def decode(data: Element, width: int, height: int, path: Path, where: str) -> list[int]:
    """The layer's tile ids, row by row, flags removed."""
    cells = width * height
    if data.find("chunk") is not None:
        raise CourseError(path, "the layer is stored in chunks (an infinite map)", where, code="map.infinite", fix="untick Map > Map Properties > Infinite and save again")
    encoding = (data.get("encoding") or "").strip().lower()
    compression = (data.get("compression") or "").strip().lower()
    if not encoding:
        if compression:
            raise CourseError(path, f"layer data compressed with {compression!r} but not base64-encoded", where)
        gids = _xml_tiles(data, cells, path, where)
    elif encoding == "csv":
        if compression:
            raise CourseError(path, "CSV layer data cannot be compressed", where)
        gids = _csv(data.text or "", cells, path, where)
    elif encoding == "base64":
        gids = _base64(data.text or "", compression, cells, path, where)
    else:
        raise CourseError(path, f"unknown layer encoding {encoding[:20]!r}", where, code="layer.format", fix=RESAVE)
    if gids and max(gids) > GID_MASK:  # flip flags on some cell: clear them (most layers have none)
        return [g & GID_MASK for g in gids]
    return gids


def _count_error(found: int, cells: int, path: Path, where: str) -> CourseError:
    return CourseError(path, f"the layer holds {found} tiles but the map has {cells} cells", where)


def _xml_tiles(data: Element, cells: int, path: Path, where: str) -> list[int]:
    tiles = data.findall("tile")
    if len(tiles) != cells:
        raise _count_error(len(tiles), cells, path, where)
    out = []
    for i, tile in enumerate(tiles):
        out.append(_gid(tile.get("gid", "0"), path, where, i))
    return out


def _gid(text: str, path: Path, where: str, index: int) -> int:
    try:
        value = int(text.strip())
    except ValueError:
        raise CourseError(path, f"tile id {text.strip()[:20]!r} at position {index} is not a number", where) from None
    if not 0 <= value <= 0xFFFFFFFF:
        raise CourseError(path, f"tile id {value} at position {index} is out of range", where)
    return value


def _csv(text: str, cells: int, path: Path, where: str) -> list[int]:
    items = text.replace("\n", "").replace("\r", "").split(",")
    if items and not items[-1].strip():
        items.pop()  # a trailing comma
    if len(items) != cells:
        raise _count_error(len(items), cells, path, where)
    try:
        found = list(map(int, items))  # int() ignores the same surrounding white space _gid strips
    except ValueError:
        found = []
    if found and 0 <= min(found) and max(found) <= 0xFFFFFFFF:
        return found
    return [_gid(item, path, where, i) for i, item in enumerate(items)]  # finds the first bad id and says which


def _base64(text: str, compression: str, cells: int, path: Path, where: str) -> list[int]:
    expected = cells * 4
    try:
        raw = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        raise CourseError(path, "the layer's base64 data is damaged", where) from None
    if compression in ("", "none"):
        data = raw
    elif compression in ("zlib", "gzip"):
        data = _inflate(raw, compression, expected, path, where)
    elif compression == "zstd":
        raise CourseError(path, "the layer is zstd-compressed, which the game cannot read", where, code="layer.format", fix=RESAVE)
    else:
        raise CourseError(path, f"unknown layer compression {compression[:20]!r}", where, code="layer.format", fix=RESAVE)
    if len(data) != expected:
        raise _count_error(len(data) // 4, cells, path, where)
    return list(struct.unpack(f"<{cells}I", data))


def _inflate(raw: bytes, compression: str, expected: int, path: Path, where: str) -> bytes:
    """Inflate at most ``expected + 1`` bytes: enough to know the layer is too big, never more."""
    inflater = zlib.decompressobj(wbits=31 if compression == "gzip" else 15)
    try:
        data = inflater.decompress(raw, expected + 1)
    except zlib.error:
        raise CourseError(path, f"the layer's {compression} data is damaged", where) from None
    if len(data) > expected:
        raise CourseError(path, f"the layer's {compression} data inflates to more than the map's {expected // 4} cells (a compression bomb?)", where)
    if not inflater.eof:
        raise CourseError(path, f"the layer's {compression} data is cut short", where)
    return data
