"""Which line of a course file a problem is on, for tools (``rollinone check --json``'s ``line``).

The loader works on parsed XML, which keeps no line numbers; this module finds
them afterwards in the file's text, the way Tiled writes it: an object by its
``id``, a map property by its name, a cell of a CSV layer by its row (Tiled writes
one row per line, starting on the line after ``<data encoding="csv">``).
Anything it cannot place surely gets None.
"""

from __future__ import annotations

import re

from game.rules.course import Problem

_MAP_CODES = ("map.", "not-a-course", "game.", "board.", "sheet.")


def line_of(text: str, problem: Problem) -> int | None:
    """The 1-based line of ``text`` that ``problem`` is about, or None when it cannot be told."""
    if problem.line is not None:
        return problem.line
    if problem.object_id is not None:
        found = re.search(rf'<object\b[^>]*?\bid="{problem.object_id}"', text)
        return _line(text, found.start()) if found else None
    if problem.cell is not None:
        return _cell_line(text, problem)
    name = problem.code.partition(":")[2] if problem.code.startswith(("prop.", "sheet.table:")) else ""
    if name:
        head = _map_head(text)
        found = re.search(rf'<property\b[^>]*?\bname="{re.escape(name)}"', head)
        if found:
            return _line(text, found.start())
        props = head.find("<properties")
        return _line(text, props) if props >= 0 else _map_line(text)
    if problem.where == "map property" or problem.code.startswith(_MAP_CODES):
        return _map_line(text)
    return None


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _map_line(text: str) -> int | None:
    found = re.search(r"<map\b", text)
    return _line(text, found.start()) if found else None


def _map_head(text: str) -> str:
    """The map's own part before its first tileset or layer (where its properties are)."""
    found = re.search(r"<(tileset|layer|objectgroup|group|imagelayer)\b", text)
    return text[: found.start()] if found else text


def _cell_line(text: str, problem: Problem) -> int | None:
    assert problem.cell is not None
    layer = re.match(r"layer '((?:[^'\\]|\\.)*)'", problem.where)
    if layer is None and len(re.findall(r"<layer\b", text)) != 1:
        return None  # which layer is not said, and there are several
    pattern = rf'<layer\b[^>]*?\bname="{re.escape(layer.group(1))}"' if layer else r"<layer\b"
    found = re.search(pattern, text)
    if found is None:
        return None
    data = re.compile(r"<data\b([^>]*)>").search(text, found.end())
    if data is None or 'encoding="csv"' not in data.group(1):
        return _line(text, found.start())
    return _line(text, data.end()) + 1 + problem.cell[1]
