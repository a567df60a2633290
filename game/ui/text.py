"""Fonts from the bundled files, cached rendering and word wrapping."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import NamedTuple

import pygame

from game import paths
from game.ui.theme import FONT_FILES, LOOK, Color


@lru_cache(maxsize=64)
def font(role: str, size: int) -> pygame.font.Font:
    """The bundled font for a type role at a pixel size, times the text-size setting (cached)."""
    if LOOK.high_contrast and role == "body":
        role = "ui"  # high contrast: the regular weight gets the semi-bold cut, for thicker strokes
    file = FONT_FILES.get(role, FONT_FILES["body"])
    f = pygame.font.Font(str(paths.asset("fonts", file)), pixels(size))
    return f


FALLBACK_CHARS = frozenset("←→↑↓▶◀▲−")
"""Glyphs Cabin lacks (the minus sign too: without this it drew "−4" as "·4"); they are drawn with the heading font (Vollkorn), which has them."""
FALLBACK_ROLE = "heading"


def _runs(text: str) -> list[tuple[str, bool]]:
    runs: list[tuple[str, bool]] = []
    for ch in text:
        fallback = ch in FALLBACK_CHARS
        if runs and runs[-1][1] == fallback:
            runs[-1] = (runs[-1][0] + ch, fallback)
        else:
            runs.append((ch, fallback))
    return runs


class Drawn(NamedTuple):
    """One text rendered while :func:`watch` listened."""

    text: str
    role: str
    pixels: int
    """The font's size in pixels as drawn (the text-size setting included)."""


_listeners: list[list[Drawn]] = []


@contextmanager
def watch() -> Iterator[list[Drawn]]:
    """Note every text rendered inside the ``with`` (its words, role and pixel size), e.g. to hold screens to a readable size.

    Every cached picture is forgotten on entry, so each text drawn inside is rendered, and noted, at least once.
    """
    from game.ui import look

    look.forget_pictures()
    seen: list[Drawn] = []
    _listeners.append(seen)
    try:
        yield seen
    finally:
        _listeners.remove(seen)


def pixels(size: int) -> int:
    """The pixel size a font asked for at ``size`` really has (the text-size setting applied)."""
    return max(6, int(size * LOOK.text_scale))


@lru_cache(maxsize=1024)
def render(text: str, role: str, size: int, color: Color) -> pygame.Surface:
    """Anti-aliased text on a transparent surface (cached: labels are drawn every frame)."""
    for seen in _listeners:
        seen.append(Drawn(text, role, pixels(size)))
    if not FALLBACK_CHARS.intersection(text) or FONT_FILES.get(role) == FONT_FILES[FALLBACK_ROLE]:
        return font(role, size).render(text, True, color)
    parts = [font(FALLBACK_ROLE if fb else role, size).render(run, True, color) for run, fb in _runs(text)]
    out = pygame.Surface((sum(p.get_width() for p in parts), max(p.get_height() for p in parts)), pygame.SRCALPHA)
    x = 0
    for p in parts:
        out.blit(p, (x, (out.get_height() - p.get_height()) // 2))
        x += p.get_width()
    return out


def size_of(text: str, role: str, size: int) -> tuple[int, int]:
    """The pixel size ``render`` will produce for ``text``."""
    if not FALLBACK_CHARS.intersection(text):
        return font(role, size).size(text)
    sizes = [font(FALLBACK_ROLE if fb else role, size).size(run) for run, fb in _runs(text)]
    return sum(w for w, _ in sizes), max(h for _, h in sizes)


def wrap(text: str, role: str, size: int, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels (words longer than that get a line each)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if size_of(candidate, role, size)[0] <= width or not line:  # size_of: arrows come from the fallback font
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def wrap_items(items: list[str], role: str, size: int, width: int, sep: str = " · ") -> list[str]:
    """Join ``items`` with ``sep`` into lines no wider than ``width``, breaking between items (an item too long alone wraps by words)."""
    lines: list[str] = []
    line = ""
    for item in (i for i in items if i):
        candidate = item if not line else f"{line}{sep}{item}"
        if size_of(candidate, role, size)[0] <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        parts = wrap(item, role, size, width)
        lines += parts[:-1]
        line = parts[-1]
    if line:
        lines.append(line)
    return lines


@lru_cache(maxsize=4096)
def fit_size(text: str, role: str, size: int, width: int, minimum: int = 10) -> int:
    """The largest size up to ``size`` at which ``text`` fits in ``width`` pixels on one line (cached: called every frame)."""
    while size > minimum and size_of(text, role, size)[0] > width:
        size -= 1
    return size


@lru_cache(maxsize=2048)
def shorten(text: str, role: str, size: int, width: int) -> str:
    """``text`` as it fits ``width`` pixels at ``size``: whole, or cut at a word (else a letter) and ended with "…"."""
    if size_of(text, role, size)[0] <= width:
        return text
    lo, hi = 0, len(text)  # the longest prefix that fits with its ellipsis
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if size_of(text[:mid].rstrip() + "…", role, size)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    cut = text[:lo]
    if " " in cut.strip() and lo < len(text) and text[lo] != " ":
        cut = cut[: cut.rstrip().rfind(" ")]  # a cut inside a word goes back to the word before
    return cut.rstrip(" ·,;:-") + "…"


def fit_lines(text: str, role: str, size: int, width: int, height: int, minimum: int = 9) -> tuple[int, list[str]]:
    """The largest size up to ``size`` at which ``text`` wrapped to ``width`` fits ``height``, and its lines.

    When even ``minimum`` is too large, the lines that fit are kept and the last one ends with "…".
    """
    while True:
        lines = wrap(text, role, size, width)
        step = font(role, size).get_linesize()
        if len(lines) * step <= height or size <= minimum:
            break
        size -= 1
    room = max(1, height // step)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = shorten(lines[-1] + " …", role, size, width) if size_of(lines[-1] + " …", role, size)[0] > width else lines[-1] + " …"
    return size, lines


@lru_cache(maxsize=1024)
def fit_height(role: str, size: int, height: int, minimum: int = 8) -> int:
    """The largest size up to ``size`` whose lines are at most ``height`` pixels tall (boxes of fixed height)."""
    while size > minimum and font(role, size).get_height() > height:
        size -= 1
    return size


class TextWork(NamedTuple):
    """What the text helpers have built since the start: a frame that only shows text seen before adds nothing."""

    fonts: int
    """Fonts opened at a size."""
    lines: int
    """Texts rendered to a picture."""
    sizes: int
    """Sizes fitted to a width."""


def work() -> TextWork:
    """The text helpers' work so far: compare two readings to see what the frames between them built."""
    return TextWork(font.cache_info().misses, render.cache_info().misses, fit_size.cache_info().misses)
