"""Draw the app icon: assets/icon/rollinone.png (256 px, committed) and, on request, .ico / .icns files.

    python build_scripts/make_icon.py                 # rewrite assets/icon/rollinone.png
    python build_scripts/make_icon.py --ico X --icns Y  # also write the Windows and macOS icon files

A green hex with a white ball and a red flag on a wooden disc: the table the
four games are played on, readable at 16 pixels. The .ico and .icns are made
at build time (``build_bundle.py``) from PNGs drawn here, so no second copy
of the picture is committed.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from icon_files import icns_bytes, ico_bytes  # noqa: E402

ICON_PNG = ROOT / "assets" / "icon" / "rollinone.png"
ICO_SIZES = (16, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512)
WOOD, WOOD_DARK = (150, 98, 58), (96, 62, 38)
GRASS, GRASS_DARK = (92, 160, 74), (52, 104, 46)
FLAG, POLE, BALL, INK = (200, 56, 40), (250, 242, 224), (250, 248, 240), (52, 36, 26)


def draw(size: int) -> pygame.Surface:
    """The icon at ``size`` pixels, drawn 4x larger and smoothed down."""
    big = size * 4
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    pygame.draw.circle(s, WOOD_DARK, (c, c), big * 0.48)
    pygame.draw.circle(s, WOOD, (c, c), big * 0.44)
    r = big * 0.36
    hexagon = [(c + r * math.cos(math.radians(60 * k + 30)), c + r * math.sin(math.radians(60 * k + 30))) for k in range(6)]
    pygame.draw.polygon(s, GRASS, hexagon)
    pygame.draw.polygon(s, GRASS_DARK, hexagon, max(1, big // 40))
    hole = (c + big * 0.1, c + big * 0.02)
    pygame.draw.ellipse(s, INK, pygame.Rect(hole[0] - big * 0.06, hole[1] - big * 0.03, big * 0.12, big * 0.06))
    pole_top = (hole[0], hole[1] - big * 0.3)
    pygame.draw.line(s, POLE, hole, pole_top, max(2, big // 45))
    pygame.draw.polygon(s, FLAG, [pole_top, (pole_top[0] + big * 0.18, pole_top[1] + big * 0.06), (pole_top[0], pole_top[1] + big * 0.12)])
    ball = (c - big * 0.12, c + big * 0.14)
    pygame.draw.circle(s, INK, ball, big * 0.105)
    pygame.draw.circle(s, BALL, ball, big * 0.09)
    return pygame.transform.smoothscale(s, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface as PNG bytes."""
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ico", type=Path, help="also write a Windows .ico here")
    parser.add_argument("--icns", type=Path, help="also write a macOS .icns here")
    parser.add_argument("--png", type=Path, default=ICON_PNG, help="the 256 px PNG (default assets/icon/rollinone.png)")
    args = parser.parse_args(argv)
    pygame.display.init()
    args.png.parent.mkdir(parents=True, exist_ok=True)
    args.png.write_bytes(png_bytes(draw(256)))
    if args.ico:
        args.ico.write_bytes(ico_bytes({n: png_bytes(draw(n)) for n in ICO_SIZES}))
    if args.icns:
        args.icns.write_bytes(icns_bytes({n: png_bytes(draw(n)) for n in ICNS_SIZES}))
    print(f"wrote {args.png}" + (f", {args.ico}" if args.ico else "") + (f", {args.icns}" if args.icns else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
