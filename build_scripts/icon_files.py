"""Windows .ico and macOS .icns files written around PNG images, with nothing but the standard library.

Both formats may hold PNG data as it is: an .ico entry since Windows Vista, an
.icns entry (``ic07``... types) since macOS 10.5. So the icon is drawn once as
PNGs (``make_icon.py``) and these functions only wrap them.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping

ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}
"""The .icns entry type for a square PNG of each size."""


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header (raises ValueError for anything else)."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", png[16:24])


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An .ico file holding the given PNGs (size in pixels -> PNG bytes; at most 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        png = pngs[size]
        if png_size(png) != (size, size) or not 1 <= size <= 256:
            raise ValueError(f"an .ico entry must be a square PNG of 1 to 256 pixels, not {png_size(png)}")
        side = 0 if size == 256 else size  # 0 stands for 256 in the one-byte fields
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + entries + blobs


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An .icns file holding the given PNGs (size in pixels -> PNG bytes; sizes from ICNS_TYPES)."""
    body = b""
    for size in sorted(pngs):
        if size not in ICNS_TYPES or png_size(pngs[size]) != (size, size):
            raise ValueError(f"no .icns entry for a {png_size(pngs[size])} image")
        body += ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> dict[int, bytes]:
    """The PNGs inside an .ico written by :func:`ico_bytes` (for tests and checks)."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise ValueError("not an icon file")
    out = {}
    for i in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        out[side or 256] = data[offset : offset + length]
    return out


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """The entries of an .icns file by type (for tests and checks)."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an .icns file")
    out, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        out[kind] = data[pos + 8 : pos + length]
        pos += length
    return out
