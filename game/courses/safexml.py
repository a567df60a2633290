"""Read a Tiled XML file (.tmx, .tsx, .tx) without trusting it.

Course files come from anywhere (downloads, friends, hand edits), so before
any XML parser sees one we check what a hostile file could abuse:

* size: at most :data:`MAX_FILE_BYTES` are read (a bigger file is refused);
* encoding: Tiled writes UTF-8; anything else is refused, so the checks below
  cannot be dodged with UTF-16 or a declared exotic encoding;
* DTDs: a ``<!DOCTYPE`` or ``<!ENTITY`` anywhere is refused before parsing
  (entity-expansion bombs and external entities need one);
* shape: at most :data:`MAX_ELEMENTS` elements nested at most
  :data:`MAX_DEPTH` deep, counted while parsing and stopped at once.

Failures are :class:`~game.courses.errors.CourseError` with one line.
"""

from __future__ import annotations

import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import cast
from xml.etree import ElementTree as ET

from game.courses.errors import CourseError

MAX_FILE_BYTES = 8 * 1024 * 1024
"""Largest course, tileset or template file read (a 200×200 map in Tiled's XML tile format is ~0.7 MB)."""
MAX_ELEMENTS = 400_000
"""Most XML elements in one file."""
MAX_DEPTH = 40
"""Deepest element nesting in one file (Tiled's own files nest about 6 deep)."""

_DECLARED_ENCODING = re.compile(r"""^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']""")
_KIND_BY_ROOT = {"map": "map", "tileset": "tileset", "template": "object template"}


def read_bytes(path: Path, what: str = "file") -> bytes:
    """The bytes of a regular file of sensible size (never a device, pipe or folder)."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise CourseError(path, f"{what} not found") from None
    except OSError as exc:
        raise CourseError(path, f"cannot read the {what} ({exc.strerror or exc})") from None
    if stat.S_ISDIR(info.st_mode):
        raise CourseError(path, f"is a folder, not a {what}")
    if not stat.S_ISREG(info.st_mode):
        raise CourseError(path, f"is not a regular file (a device or pipe?), so it is not read as a {what}")
    if info.st_size > MAX_FILE_BYTES:
        raise CourseError(path, f"the {what} is {info.st_size // (1024 * 1024)} MB; course files are at most {MAX_FILE_BYTES // (1024 * 1024)} MB")
    try:
        with path.open("rb") as handle:
            # ask for the size seen (asking for the most allowed made Python set aside 8 MB for every
            # file), then for the rest up to the limit in case the file grew meanwhile
            data = handle.read(info.st_size + 1)
            if len(data) > info.st_size:
                data += handle.read(MAX_FILE_BYTES + 1 - len(data))
    except OSError as exc:
        raise CourseError(path, f"cannot read the {what} ({exc.strerror or exc})") from None
    if len(data) > MAX_FILE_BYTES:  # it grew while we looked
        raise CourseError(path, f"the {what} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    return data


def parse_text(data: bytes, path: Path, expected_root: str) -> ET.Element:
    """Parse checked bytes into an element tree whose root is ``expected_root``."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in data[:200]:
        raise CourseError(path, "the file is not UTF-8 text (Tiled saves UTF-8); re-save it in Tiled")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CourseError(path, f"the file is not UTF-8 text (bad byte at offset {exc.start}); re-save it in Tiled") from None
    declared = _DECLARED_ENCODING.match(text)
    if declared and declared.group(1).strip().lower() not in ("utf-8", "utf8"):
        raise CourseError(path, f"the file declares encoding {declared.group(1)!r}; course files must be UTF-8")
    lowered = text.lower()
    if "<!doctype" in lowered or "<!entity" in lowered:
        raise CourseError(path, "the file contains a DOCTYPE or ENTITY declaration, which Tiled never writes; refused for safety")
    return _parse_limited(text, path, expected_root)


def _element_events(parser: ET.XMLPullParser[ET.Element]) -> Iterator[tuple[str, ET.Element]]:
    """The parser's (event, element) pairs: it was asked for start and end only, and both carry an element.

    Said to the type checker rather than checked per event: this loop runs for every element of every file.
    """
    return cast(Iterator[tuple[str, ET.Element]], parser.read_events())


def _parse_limited(text: str, path: Path, expected_root: str) -> ET.Element:
    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start", "end"))
    depth = 0
    count = 0
    root: ET.Element | None = None
    try:
        # feed in slices so a hostile shape is stopped early, not after building it all
        for start in range(0, max(len(text), 1), 65536):
            parser.feed(text[start : start + 65536])
            for event, elem in _element_events(parser):
                if event == "start":
                    depth += 1
                    count += 1
                    if root is None:
                        root = elem
                        if elem.tag != expected_root:
                            raise CourseError(path, _wrong_root(elem.tag, expected_root))
                    if depth > MAX_DEPTH:
                        raise CourseError(path, f"elements are nested more than {MAX_DEPTH} deep; not a Tiled file")
                    if count > MAX_ELEMENTS:
                        raise CourseError(path, f"more than {MAX_ELEMENTS} XML elements; not a sensible course file")
                else:
                    depth -= 1
        parser.close()
        for _event, _elem in _element_events(parser):
            pass
    except ET.ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        reason = str(exc).split(":")[0]
        raise CourseError(path, f"malformed XML ({reason}) at line {line}, column {column + 1}") from None
    if root is None:
        raise CourseError(path, "the file is empty")
    return root


def _wrong_root(tag: str, expected: str) -> str:
    found = _KIND_BY_ROOT.get(tag)
    wanted = _KIND_BY_ROOT.get(expected, expected)
    if found:
        return f"this is a Tiled {found} file, not a {wanted}"
    return f"the file's top element is <{tag[:40]}>, not <{expected}>: not a Tiled {wanted}"


def read_xml(path: Path, expected_root: str, what: str) -> ET.Element:
    """Read and parse one Tiled XML file safely (see the module docstring)."""
    return parse_text(read_bytes(path, what), path, expected_root)
