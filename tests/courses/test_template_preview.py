"""Issue #29 point 7: pieces placed with Insert Template, and previews with tmxrasterizer.

Tiled 1.8.2's tmxrasterizer leaves template instances out of its picture, so the
docs tell designers to export a copy with ``--detach-templates`` first; this
checks both halves of that advice with the real tools, and that the game reads
a course of template instances the same as its detached copy.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from game import paths
from game.courses import load_course

LEVELS = paths.levels_dir()
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
TOOLS = shutil.which("tiled") is not None and shutil.which("tmxrasterizer") is not None


def drawn_near(image, bare, x: int, y: int) -> int:  # type: ignore[no-untyped-def]
    """How many sample pixels around (x, y) differ between a picture and the one without objects."""
    return sum(image.get_at((x + dx, y + dy)) != bare.get_at((x + dx, y + dy)) for dx in range(-12, 13, 4) for dy in range(-12, 13, 4))


@pytest.mark.slow
@pytest.mark.skipif(not TOOLS, reason="Tiled and tmxrasterizer are not installed")
def test_template_pieces_need_detaching_for_a_preview(tmp_path):
    import pygame

    levels = tmp_path / "levels"
    shutil.copytree(LEVELS, levels)
    text = (levels / "templates" / "new-carom-course.tmx").read_text(encoding="utf-8")
    text = re.sub(r'<object id="2" name="hole" type="hole" gid="11" (x="868" y="306") width="56" height="56">', r'<object id="2" template="../templates/hole.tx" \1>', text)
    mine = levels / "carom" / "mine.tmx"
    mine.write_text(text, encoding="utf-8")
    detached = levels / "carom" / "mine-detached.tmx"
    subprocess.run(["tiled", "--export-map", "tmx", "--detach-templates", str(mine), str(detached)], env=ENV, check=True, capture_output=True, timeout=60)
    assert "template=" not in detached.read_text(encoding="utf-8")
    assert load_course(detached).objects == load_course(mine).objects, "the game reads both the same"
    pictures = {}
    for name, source, extra in (("mine", mine, []), ("detached", detached, []), ("bare", mine, ["--hide-layer", "objects"])):
        out = tmp_path / f"{name}.png"
        subprocess.run(["tmxrasterizer", *extra, str(source), str(out)], env=ENV, check=True, capture_output=True, timeout=60)
        pictures[name] = pygame.image.load(str(out))
    assert drawn_near(pictures["detached"], pictures["bare"], 868, 306) > 10, "the detached copy shows the hole's picture"
    assert drawn_near(pictures["mine"], pictures["detached"], 868, 306) > 10, "the instance itself is not drawn as the hole (tmxrasterizer 1.8 shows a box)"
