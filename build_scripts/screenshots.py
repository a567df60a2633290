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
OUT = ROOT / "docs" / "screenshots"
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


def _rollecate(name: str):  # type: ignore[no-untyped-def]
    def make(app):  # type: ignore[no-untyped-def]
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import rollecate_shots

        return getattr(rollecate_shots, name)(app)

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
    "rollecate-setup": _rollecate("setup"),
    "rollecate-handover": _rollecate("handover"),
    "rollecate-placing": _rollecate("placing"),
    "rollecate-dice": _rollecate("dice"),
    "rollecate-penalty": _rollecate("penalty"),
    "rollecate-ranking": _rollecate("ranking"),
}
"""Each entry returns (scene, frames to settle), or (None, frames) when it has set up the stack itself."""


POSTERIZED = ("rollecate-",)
"""Entries saved with 32 levels per colour channel: under half the file size (the wood and paper
textures are most of a PNG's bytes), with no visible loss on cards and text."""


def _posterized(surface):  # type: ignore[no-untyped-def]
    import pygame

    table = bytes((v & 0xF8) | (v >> 5) for v in range(256))
    raw = pygame.image.tobytes(surface, "RGB").translate(table)
    return pygame.image.frombytes(raw, surface.get_size(), "RGB")


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
            shot = _posterized(app.surface) if name.startswith(POSTERIZED) else app.surface
            pygame.image.save(shot, str(path))
            print("wrote", path.relative_to(ROOT))
            pygame.display.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
