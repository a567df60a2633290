"""A small page layout for rules text: headings, paragraphs, bullets and drawn diagrams.

The page source is a Markdown subset: ``# Title``, ``## Section``, ``- bullet``,
blank lines between paragraphs, ``**bold**`` ignored (kept as text), and
``::diagram module:function [height]`` for a picture drawn by the game:
``function(surface, rect, scale)`` from ``module``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, Color, px

DiagramFn = Callable[[pygame.Surface, pygame.Rect, float], None]


@dataclass
class Block:
    """One laid-out piece of the page."""

    y: int
    height: int
    surface: pygame.Surface | None = None
    x: int = 0
    diagram: DiagramFn | None = None


def _diagram(spec: str) -> DiagramFn | None:
    module_name, _, fn = spec.partition(":")
    try:
        diagram: DiagramFn = getattr(importlib.import_module(module_name), fn)
        return diagram
    except (ImportError, AttributeError):
        return None


def layout(source: str, width: int, scale: float) -> tuple[list[Block], int]:
    """Lay the page out for a column ``width`` pixels wide; (blocks, total height)."""
    blocks: list[Block] = []
    y = 0
    body = px(BASE_SIZES["body"], scale)
    line_gap = int(body * 0.3)
    paragraph: list[str] = []
    in_list = False

    def add_lines(lines: list[str], role: str, size: int, color: Color, indent: int = 0, first: str = "") -> None:
        nonlocal y
        for i, line in enumerate(lines):
            img = text.render((first if i == 0 else "") + line, role, size, color)
            blocks.append(Block(y, img.get_height(), img, indent if i == 0 or not first else indent + text.font(role, size).size(first)[0]))
            y += img.get_height() + line_gap // 2

    def flush() -> None:
        nonlocal y, paragraph
        if paragraph:
            joined = " ".join(paragraph).replace("**", "")
            add_lines(text.wrap(joined, "body", body, width), "body", body, PALETTE.ink)
            y += line_gap
            paragraph = []

    for raw in source.splitlines():
        line = raw.rstrip()
        is_bullet = line.lstrip().startswith("- ")
        if in_list and not is_bullet:
            y += line_gap  # a little air after a list
        in_list = is_bullet
        if not line.strip():
            flush()
            continue
        if line.startswith("# "):
            flush()
            size = px(BASE_SIZES["heading"] * 1.2, scale)
            add_lines(text.wrap(line[2:], "heading", size, width), "heading", size, PALETTE.ink)
            y += line_gap
        elif line.startswith("## "):
            flush()
            y += line_gap
            size = px(BASE_SIZES["heading"] * 0.85, scale)
            add_lines(text.wrap(line[3:], "heading", size, width), "heading", size, PALETTE.accent)
            y += line_gap // 2
        elif line.lstrip().startswith("- "):
            flush()
            indent = px(18, scale) * (1 + (len(line) - len(line.lstrip())) // 2)
            content = line.lstrip()[2:].replace("**", "")
            bullet = "•  "
            bullet_w = text.font("body", body).size(bullet)[0]
            lines = text.wrap(content, "body", body, width - indent - bullet_w)
            add_lines(lines, "body", body, PALETTE.ink, indent=indent, first=bullet)
        elif line.startswith("::diagram "):
            flush()
            parts = line.split()
            height = px(int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else 200, scale)
            fn = _diagram(parts[1]) if len(parts) > 1 else None
            if fn is not None:
                y += line_gap
                blocks.append(Block(y, height, diagram=fn))
                y += height + line_gap
        else:
            paragraph.append(line.strip())
    flush()
    return blocks, y


def draw(surface: pygame.Surface, blocks: list[Block], area: pygame.Rect, scroll: int, scale: float) -> None:
    """Draw the blocks that fall inside ``area``, scrolled up by ``scroll`` pixels."""
    previous_clip = surface.get_clip()
    surface.set_clip(area)
    for b in blocks:
        top = area.y + b.y - scroll
        if top > area.bottom or top + b.height < area.y:
            continue
        if b.surface is not None:
            surface.blit(b.surface, (area.x + b.x, top))
        elif b.diagram is not None:
            b.diagram(surface, pygame.Rect(area.x, top, area.w, b.height), scale)
    surface.set_clip(previous_clip)
