"""High contrast and larger text: switch the shared look and forget every picture drawn with the old one.

The palette object is changed in place (every module holds the same
``PALETTE``), the text module scales every font it hands out, and the caches
of rendered text, terrain tiles and paper cards are cleared. Views that keep
their own cached layers include :func:`version` in their cache key.
"""

from __future__ import annotations

import dataclasses

from game.ui import theme


def apply(high_contrast: bool, text_size: str) -> bool:
    """Use high contrast or not and a text size (a key of ``theme.TEXT_SIZES``); True when something changed."""
    scale = theme.TEXT_SIZES.get(text_size, 1.0)
    if (high_contrast, scale) == (theme.LOOK.high_contrast, theme.LOOK.text_scale):
        return False
    source = theme.HIGH_CONTRAST_PALETTE if high_contrast else theme.NORMAL_PALETTE
    for f in dataclasses.fields(theme.Palette):
        object.__setattr__(theme.PALETTE, f.name, getattr(source, f.name))  # one shared palette object, frozen for everyone else
    theme.LOOK.high_contrast = high_contrast
    theme.LOOK.text_scale = scale
    theme.LOOK.version += 1
    forget_pictures()
    return True


def version() -> int:
    """Changes whenever the look changes (add it to the key of any cached picture)."""
    return theme.LOOK.version


def forget_pictures() -> None:
    """Forget every cached picture drawn with fonts and colours (the next frames draw them afresh)."""
    from game.render import drawing, pieces, terrain
    from game.ui import text

    for cached in (text.font, text.render, text.fit_size, text.fit_height, pieces.ball_image, pieces.die_face, terrain.tile, drawing._paper_card):
        clear = getattr(cached, "cache_clear", None)  # a test may have wrapped one
        if clear is not None:
            clear()
