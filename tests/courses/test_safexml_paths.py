"""The safe XML reader's two roads (a small text parsed whole, any other read event by event) agree.

A text with few ``<`` is parsed in one go and checked on the tree; every other
text, and every small one that fails a check, is read event by event. Both
must give the same tree, or the same one-line message, for every text.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from game.courses import safexml
from game.courses.errors import CourseError
from game.courses.safexml import MAX_DEPTH

HERE = Path("course.tmx")


def nested(depth: int) -> str:
    return "<map>" + "<g>" * (depth - 1) + "</g>" * (depth - 1) + "</map>"


TEXTS = {
    "plain map": '<?xml version="1.0" encoding="UTF-8"?>\n<map a="1"><properties><property name="x" value="y"/></properties>\n<!-- note --><layer/></map>',
    "depth at the limit": nested(MAX_DEPTH),
    "one too deep": nested(MAX_DEPTH + 1),
    "far too deep": nested(MAX_DEPTH * 3),
    "wrong root": "<tileset><tile/></tileset>",
    "unknown root": "<html><body/></html>",
    "wrong root then broken": "<tileset><tile>",
    "truncated": "<map><layer>",
    "malformed": '<map>\n <layer name="a></map>',
    "text after the root": "<map/><map/>",
    "empty": "",
    "only a declaration": '<?xml version="1.0"?>',
}


def outcome(read, text: str) -> str:
    try:
        return ET.tostring(read(text, HERE, "map"), encoding="unicode")
    except CourseError as exc:
        return f"error: {exc.message}"


@pytest.mark.parametrize("text", TEXTS.values(), ids=TEXTS.keys())
def test_whole_parse_and_event_reading_agree(text: str) -> None:
    assert outcome(safexml._parse_limited, text) == outcome(safexml._parse_pulled, text)


def test_too_deep_is_refused_on_both_roads() -> None:
    assert outcome(safexml._parse_limited, nested(MAX_DEPTH + 1)).startswith("error: elements are nested more than")
    assert not outcome(safexml._parse_limited, nested(MAX_DEPTH)).startswith("error")


def test_a_text_with_many_elements_takes_the_event_road(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safexml, "MAX_ELEMENTS", 30)
    text = "<map>" + "<g/>" * 40 + "</map>"
    assert outcome(safexml._parse_limited, text) == "error: more than 30 XML elements; not a sensible course file"
