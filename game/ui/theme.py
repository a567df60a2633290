"""The look: palette, type roles and sizes that scale with the window.

Layouts are sized in *design pixels* for a 1280×720 window and scaled by
:func:`scale_for` so that everything from 1024×600 up to 4K keeps its
proportions and its text stays readable.
"""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]
ColorA = tuple[int, int, int, int]

DESIGN_SIZE = (1280, 720)


@dataclass(frozen=True)
class Palette:
    """The warm tabletop palette."""

    ink: Color = (52, 36, 26)
    """Printed text on paper."""
    ink_soft: Color = (104, 84, 66)
    """Secondary text on paper."""
    paper: Color = (244, 234, 210)
    """Cards and panels."""
    paper_shade: Color = (226, 210, 178)
    """Panel borders and pressed cards."""
    table: Color = (96, 62, 38)
    """The wooden table behind everything."""
    cream_text: Color = (250, 242, 224)
    """Text directly on the table."""
    accent: Color = (178, 64, 44)
    """Focus and highlights (brick red)."""
    gold: Color = (222, 168, 64)
    """Badges and selected items."""
    green: Color = (70, 128, 62)
    """Golf green: positive confirmations."""
    disabled: Color = (160, 146, 126)
    """Unavailable items."""
    shadow: ColorA = (20, 10, 4, 110)
    """Soft drop shadows."""


PALETTE = Palette()

FONT_FILES = {
    "title": "Vollkorn-Bold.ttf",
    "heading": "Vollkorn-SemiBold.ttf",
    "ui": "Cabin-SemiBold.otf",
    "body": "Cabin-Regular.otf",
    "bold": "Cabin-Bold.otf",
}
"""Type roles and the bundled font that plays each (assets/fonts, SIL OFL 1.1)."""

BASE_SIZES = {"title": 84, "heading": 34, "ui": 26, "body": 22, "small": 18}
"""Font sizes in design pixels."""

READABLE = 11
"""The smallest size, in design pixels, of text a player must read: 16 px at 1920×1080, readable from a sofa.
Text that does not fit at this size wraps onto more lines rather than shrinking further (see :func:`readable`)."""


def scale_for(size: tuple[int, int]) -> float:
    """How much bigger than the 1280×720 design this window is (never below 0.75)."""
    w, h = size
    return max(0.75, min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1]))


def px(value: float, scale: float) -> int:
    """A design-pixel length at the given scale, at least one pixel."""
    return max(1, round(value * scale))


def readable(scale: float) -> int:
    """The smallest font size for text a player must read, at the given scale (pass it as a fitting minimum)."""
    return px(READABLE, scale)


NORMAL_PALETTE = Palette()
"""The palette as designed (PALETTE is changed in place by :func:`game.ui.look.apply`)."""

HIGH_CONTRAST_PALETTE = Palette(
    ink=(10, 6, 2),
    ink_soft=(44, 32, 24),
    cream_text=(255, 255, 252),
    accent=(150, 28, 12),
    paper_shade=(150, 128, 100),
    disabled=(108, 96, 82),
)
"""Darker ink and borders for players with low vision; paper and table keep their look."""

TEXT_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.15, "largest": 1.3}
"""Interface text-size choices and how much bigger than designed they draw every font."""


@dataclass
class Look:
    """Accessibility settings every drawing function reads (see game.ui.look)."""

    high_contrast: bool = False
    text_scale: float = 1.0
    version: int = 0
    """Bumped on every change, so cached pictures (board layers, panels) know to repaint."""


LOOK = Look()
