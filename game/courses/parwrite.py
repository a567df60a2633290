"""Write a par into a course file the way Tiled would, changing nothing else.

``rollinone check --write-par`` puts the par measured by play into the map's
``par`` property (Carom Golf, Roll in One holes) or into each Eagle's Creek
flag's ``par`` property. The file is edited as text, so every other byte stays
as it was: the property is written as Tiled 1.8 writes an int property
(``<property name="par" type="int" value="4"/>``), in the place Tiled keeps it
(properties sorted by name, one space of indent per level), and a
``<properties>`` block or an object's closing tag is added as Tiled would add
it. A test saves the result again with real Tiled and gets the same file back.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from game.courses.errors import CourseError

_PROPERTY = re.compile(r'<property\b[^>]*?\bname="([^"]*)"[^>]*?(?:/>|>.*?</property>)', re.DOTALL)


def with_map_par(text: str, par: int) -> str:
    """The map's text with its ``par`` map property set to ``par``."""
    head_end = _first_child(text)
    found = re.search(r"<map\b[^>]*>", text)
    if found is None:
        raise ValueError("no <map> element")
    props = re.compile(r"<properties>(.*?)</properties>", re.DOTALL).search(text, found.end(), head_end)
    if props is not None:
        return text[: props.start()] + _set_in_block(props.group(0), par, _indent_before(text, props.start())) + text[props.end() :]
    insert = _line_start(text, head_end)
    block = f" <properties>\n  {_par(par)}\n </properties>\n"
    return text[:insert] + block + text[insert:]


def with_object_par(text: str, object_id: int, par: int) -> str:
    """The map's text with object ``object_id``'s ``par`` property set to ``par``."""
    found = re.search(rf'<object\b[^>]*?\bid="{object_id}"[^>]*?(/?)>', text)
    if found is None:
        raise ValueError(f"no object {object_id}")
    indent = _indent_before(text, found.start())
    inner = indent + " "
    if found.group(1) == "/":  # <object …/>: open it and close it as Tiled does
        opened = found.group(0)[:-2].rstrip() + ">"
        body = f"\n{inner}<properties>\n{inner} {_par(par)}\n{inner}</properties>\n{indent}</object>"
        return text[: found.start()] + opened + body + text[found.end() :]
    close = text.find("</object>", found.end())
    props = re.compile(r"<properties>(.*?)</properties>", re.DOTALL).search(text, found.end(), close)
    if props is not None:
        return text[: props.start()] + _set_in_block(props.group(0), par, inner) + text[props.end() :]
    # Tiled writes an object's properties first among its children
    block = f"\n{inner}<properties>\n{inner} {_par(par)}\n{inner}</properties>"
    return text[: found.end()] + block + text[found.end() :]


def write_par(path: Path, par: int, object_pars: dict[int, int] | None = None) -> bool:
    """Set the map's par, or (Eagle's Creek, ``object_pars`` by object id) each flag's; True when the file changed.

    Writes to a temporary file beside it and moves it over the old one, so a failure leaves the file as it was.
    """
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CourseError(path, f"cannot be read ({exc.strerror or exc})") from None
    text = raw.decode("utf-8")
    new = text
    try:
        for oid, value in sorted((object_pars or {}).items()):
            new = with_object_par(new, oid, value)
        if not object_pars:
            new = with_map_par(new, par)
    except ValueError as exc:
        raise CourseError(path, f"the par cannot be written ({exc})") from None
    if new == text:
        return False
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        with os.fdopen(fd, "wb") as out:
            out.write(new.encode("utf-8"))
        os.replace(tmp, path)
    except OSError as exc:
        raise CourseError(path, f"cannot be written ({exc.strerror or exc})") from None
    return True


def _par(par: int) -> str:
    return f'<property name="par" type="int" value="{int(par)}"/>'


def _set_in_block(block: str, par: int, indent: str) -> str:
    """A ``<properties>`` block with ``par`` set: replaced where it is, else inserted in name order."""
    items = list(_PROPERTY.finditer(block))
    for item in items:
        if item.group(1) == "par":
            return block[: item.start()] + _par(par) + block[item.end() :]
    after = next((item for item in items if item.group(1) > "par"), None)
    if after is not None:
        return block[: after.start()] + _par(par) + "\n" + indent + " " + block[after.start() :]
    if items:
        last = items[-1]
        return block[: last.end()] + "\n" + indent + " " + _par(par) + block[last.end() :]
    return f"<properties>\n{indent} {_par(par)}\n{indent}</properties>"


def _first_child(text: str) -> int:
    """Where the map's first tileset or layer starts (the map's own properties come before it)."""
    found = re.search(r"<(tileset|layer|objectgroup|group|imagelayer)\b", text)
    return found.start() if found else len(text)


def _line_start(text: str, offset: int) -> int:
    return text.rfind("\n", 0, offset) + 1


def _indent_before(text: str, offset: int) -> str:
    start = _line_start(text, offset)
    return text[start:offset] if not text[start:offset].strip() else ""
