"""Read a Tiled XML file (.tmx, .tsx, .tx) without trusting it.

Course files come from anywhere (downloads, friends, hand edits), so before
any XML parser sees one we check what a hostile file could abuse:

* size: at most :data:`MAX_FILE_BYTES` are read (a bigger file is refused);
* encoding: Tiled writes UTF-8; anything else is refused, so the checks below
  cannot be dodged with UTF-16 or a declared exotic encoding;
* DTDs: an ``<!ENTITY`` anywhere, or a ``<!DOCTYPE`` with an internal subset, is refused before
  parsing (entity-expansion bombs and external entities need one); the plain DOCTYPE line older
  Tiled wrote is blanked out, so the parser never sees a DTD;
* shape: at most :data:`MAX_ELEMENTS` elements nested at most
  :data:`MAX_DEPTH` deep, counted while parsing and stopped at once (a text
  with too few ``<`` to break the element limit, as every course is, is
  parsed whole first and its depth checked on the tree; only a text that
  fails that is read event by event, which words the problem).

Failures are :class:`~game.courses.errors.CourseError` with one line.
"""

from __future__ import annotations

import os
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
        # a bare descriptor: Python's file objects ask the system three more questions per file
        # (fstat, isatty, seek), a tenth of a small course's load on a machine with dear system calls
        fd = os.open(path, os.O_RDONLY)
        try:
            # ask for the size seen (asking for the most allowed made Python set aside 8 MB for every
            # file), then for the rest up to the limit in case the file grew meanwhile
            data = _read_upto(fd, info.st_size + 1)
            if len(data) > info.st_size:
                data += _read_upto(fd, MAX_FILE_BYTES + 1 - len(data))
        finally:
            os.close(fd)
    except OSError as exc:
        raise CourseError(path, f"cannot read the {what} ({exc.strerror or exc})") from None
    if len(data) > MAX_FILE_BYTES:  # it grew while we looked
        raise CourseError(path, f"the {what} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    return data


def _read_upto(fd: int, size: int) -> bytes:
    """Up to ``size`` bytes, fewer only at the end of the file (what a buffered ``read(size)`` gives)."""
    chunks = []
    while size > 0:
        chunk = os.read(fd, size)
        if not chunk:
            break
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def parse_text(data: bytes, path: Path, expected_root: str) -> ET.Element:
    """Parse checked bytes into an element tree whose root is ``expected_root``."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in data[:200]:
        raise CourseError(path, "the file is not UTF-8 text (Tiled saves UTF-8)", code="file.encoding", fix="open it in Tiled and save it again")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CourseError(path, f"the file is not UTF-8 text (bad byte at offset {exc.start})", code="file.encoding", fix="open it in Tiled and save it again") from None
    declared = _DECLARED_ENCODING.match(text)
    if declared and declared.group(1).strip().lower() not in ("utf-8", "utf8"):
        raise CourseError(path, f"the file declares encoding {declared.group(1)!r}; course files must be UTF-8", code="file.encoding", fix="open it in Tiled and save it again (Tiled saves UTF-8)")
    lowered = text.lower()
    if "<!doctype" in lowered:
        text = _without_doctype(text, lowered, path)
    if "<!entity" in lowered:
        raise CourseError(path, "the file declares an ENTITY, which Tiled never writes; refused for safety", code="file.doctype")
    return _parse_limited(text, path, expected_root)


_PLAIN_DOCTYPE = re.compile(
    r"""<!DOCTYPE\s+[A-Za-z_][\w.-]*(?:\s+(?:SYSTEM\s+(?:"[^"<>]*"|'[^'<>]*')|PUBLIC\s+(?:"[^"<>]*"|'[^'<>]*')\s+(?:"[^"<>]*"|'[^'<>]*')))?\s*>""",
    re.IGNORECASE,
)
"""A DOCTYPE line without an internal subset, as older Tiled wrote it (``<!DOCTYPE map SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd">``)."""


_PROLOG_ITEMS = re.compile(r"<\?.*?\?>|<!--.*?-->", re.DOTALL)
"""What may stand before a DOCTYPE: the XML declaration, processing instructions, comments."""


def _without_doctype(text: str, lowered: str, path: Path) -> str:
    """The text with its one plain DOCTYPE blanked out (line numbers kept); an internal subset is refused.

    A plain DOCTYPE only names a DTD, which is never fetched; the parser is not even shown it.
    An internal subset (``[ … ]``) is where entities are declared, so it is refused whatever it holds.
    """
    start = lowered.index("<!doctype")
    found = _PLAIN_DOCTYPE.match(text, start)
    before = _PROLOG_ITEMS.sub("", text[:start])
    if lowered.count("<!doctype") > 1 or found is None or before.strip():
        end = text.find(">", start)
        if "[" in text[start : end if end >= 0 else len(text)]:
            raise CourseError(
                path,
                "the file's DOCTYPE has an internal subset ([ … ]), where entities are declared; refused for safety "
                "(older Tiled wrote a plain DOCTYPE line, which is accepted)",
                code="file.doctype",
            )
        raise CourseError(path, "the file's DOCTYPE is not the plain one older Tiled wrote; refused for safety", code="file.doctype")
    declared = found.group(0)
    return text[:start] + "\n" * declared.count("\n") + text[found.end() :]


def _element_events(parser: ET.XMLPullParser[ET.Element]) -> Iterator[tuple[str, ET.Element]]:
    """The parser's (event, element) pairs: it was asked for start and end only, and both carry an element.

    Said to the type checker rather than checked per event: this loop runs for every element of every file.
    """
    return cast(Iterator[tuple[str, ET.Element]], parser.read_events())


_WHOLE_PARSE_MAX = 20_000
"""A text with at most this many ``<`` is parsed whole first (it cannot hold more elements than that)."""


def _parse_limited(text: str, path: Path, expected_root: str) -> ET.Element:
    # Every element starts with a "<" (no DTD, so no entity makes one), so a text with few of them
    # cannot break the element limit: parse it in one go, without a Python step per element, and
    # check the root and the depth on the tree. Anything wrong there is read again event by
    # event below, which finds the same problem and says it exactly as it always has.
    if text.count("<") <= min(_WHOLE_PARSE_MAX, MAX_ELEMENTS):
        try:
            root = ET.fromstring(text)
        except ET.ParseError:
            pass
        else:
            if root.tag == expected_root and _within_depth(root):
                return root
    return _parse_pulled(text, path, expected_root)


def _within_depth(root: ET.Element) -> bool:
    """True when no element of the tree is nested more than :data:`MAX_DEPTH` deep (a level at a time)."""
    level = [root]
    for _ in range(MAX_DEPTH):
        level = [child for elem in level for child in elem]
        if not level:
            return True
    return False


def _parse_pulled(text: str, path: Path, expected_root: str) -> ET.Element:
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
        raise CourseError(path, f"malformed XML ({reason}) at line {line}, column {column + 1}", code="file.xml", line=line or None) from None
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
