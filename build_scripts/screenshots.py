"""Render the screens headless and save them to docs/screenshots/ (run after changing a screen).

    python build_scripts/screenshots.py [NAME ...]

Each entry builds a scene (after any set-up steps) at 1280×720 and 1920×1080.
Games add their own entries to SHOTS.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = Path(os.environ.get("SCREENSHOTS_OUT", str(ROOT / "docs" / "screenshots")))
SIZES = ((1280, 720), (1920, 1080))


def _title(app):  # type: ignore[no-untyped-def]
    from game.scenes.title import TitleScene

    return TitleScene(app), 30


def _settings(app):  # type: ignore[no-untyped-def]
    from game.scenes.settings_scene import SettingsScene

    return SettingsScene(app), 5


def _rules(app):  # type: ignore[no-untyped-def]
    from game.scenes.rules_scene import RulesScene

    return RulesScene(app, "carom"), 5


def _carom(name: str):  # type: ignore[no-untyped-def]
    def make(app):  # type: ignore[no-untyped-def]
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import carom_shots

        return getattr(carom_shots, name)(app)

    return make


def _eagles(name: str):  # type: ignore[no-untyped-def]
    def make(app):  # type: ignore[no-untyped-def]
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import eagles_shots

        return getattr(eagles_shots, name)(app)

    return make


SHOTS: dict[str, Callable] = {  # type: ignore[type-arg]
    "title": _title,
    "settings": _settings,
    "rules": _rules,
    "carom-setup": _carom("setup"),
    "carom-long-stroke": _carom("long_stroke"),
    "carom-chain": _carom("carom_chain"),
    "carom-scorecard": _carom("scorecard"),
    "carom-ranking": _carom("ranking"),
    "eagles-setup": _eagles("setup"),
    "eagles-allocation": _eagles("allocation"),
    "eagles-drawing": _eagles("drawing"),
    "eagles-tree": _eagles("tree"),
    "eagles-sheet": _eagles("sheet"),
    "eagles-ranking": _eagles("ranking"),
}
"""Each entry returns (scene, frames to settle), or (None, frames) when it has set up the stack itself."""


def main(names: list[str]) -> int:
    import pygame

    from game.app import App

    OUT.mkdir(parents=True, exist_ok=True)
    for name in names or list(SHOTS):
        for size in SIZES:
            app = App(size=size, persist_settings=False, headless=True)
            scene, settle = SHOTS[name](app)
            if scene is not None:
                app.stack.push(scene)
            app.stack.apply_pending()
            for _ in range(settle):
                app._frame(1 / 60)
            path = OUT / f"{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.surface, str(path))
            print("wrote", path)
            pygame.display.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
