"""Render the screens headless and save them to docs/screenshots/ (run after changing a screen).

    python build_scripts/screenshots.py [--only-size WxH] [NAME ...]

Each entry builds a scene (after any set-up steps) at 1280×720 and 1920×1080.
Games add their own entries to SHOTS. Pictures are saved with 32 levels per
colour channel to stay small (``SCREENSHOTS_FULL_COLOUR=1`` keeps full colour);
``SCREENSHOT_DIR=DIR`` writes somewhere else than docs/screenshots.
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
ROLLINONE_WAYS = (
    "setup_way_greyed", "way_full", "way_quick", "way_solo", "way_survival", "way_campaign", "way_bumper_game",
    "option_chosen_golfers", "option_shared_golfers", "option_handicap", "option_play_mean", "option_bumper_golf",
)
"""Roll in One's ways to play and options, one picture each (issue #25)."""
ONE_SIZE = {f"rollinone-{name.replace('_', '-')}" for name in ROLLINONE_WAYS}
"""Shots made at the first size only (a picture of a way to play needs no second size; the folder stays small)."""


def _title(app):  # type: ignore[no-untyped-def]
    from game.scenes.title import TitleScene

    return TitleScene(app), 30


def _settings(app):  # type: ignore[no-untyped-def]
    from game.scenes.settings_scene import SettingsScene

    return SettingsScene(app), 5


def _rules(app):  # type: ignore[no-untyped-def]
    from game.scenes.rules_scene import RulesScene

    return RulesScene(app, "carom"), 5


def _controls(page: str):  # type: ignore[no-untyped-def]
    def build(app):  # type: ignore[no-untyped-def]
        from game.scenes.controls_scene import ControlsScene

        app.input.device = "pad"  # as after a controller was used: the hints and the guide name its buttons
        app.input._publish()
        return ControlsScene(app, page), 3

    return build


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


def _rollinone(name: str):  # type: ignore[no-untyped-def]
    def make(app):  # type: ignore[no-untyped-def]
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import rollinone_shots

        return getattr(rollinone_shots, name)(app)

    return make


def _eagles(name: str):  # type: ignore[no-untyped-def]
    def make(app):  # type: ignore[no-untyped-def]
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import eagles_shots

        return getattr(eagles_shots, name)(app)

    return make


def _clubhouse(name: str):  # type: ignore[no-untyped-def]
    def make(app):  # type: ignore[no-untyped-def]
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import clubhouse_shots

        return getattr(clubhouse_shots, name)(app)

    return make


def _course_lists(name: str):  # type: ignore[no-untyped-def]
    def make(app):  # type: ignore[no-untyped-def]
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import course_list_shots

        return getattr(course_list_shots, name)(app)

    return make


SHOTS: dict[str, Callable] = {  # type: ignore[type-arg]
    "title": _title,
    "settings": _settings,
    "rules": _rules,
    "controls-page": _controls(""),
    "controls-page-rollinone": _controls("rollinone"),
    "carom-setup": _carom("setup"),
    "carom-long-stroke": _carom("long_stroke"),
    "carom-long-preview": _carom("long_preview"),
    "carom-limit": _carom("limit"),
    "carom-limit-ranking": _carom("limit_ranking"),
    "carom-chain": _carom("carom_chain"),
    "carom-scorecard": _carom("scorecard"),
    "carom-ranking": _carom("ranking"),
    "carom-log": _carom("log"),
    "rollecate-setup": _rollecate("setup"),
    "rollecate-handover": _rollecate("handover"),
    "rollecate-placing": _rollecate("placing"),
    "rollecate-dice": _rollecate("dice"),
    "rollecate-penalty": _rollecate("penalty"),
    "rollecate-ranking": _rollecate("ranking"),
    "rollecate-log": _rollecate("log"),
    "rollecate-long-railway": _rollecate("long_railway"),
    "rollecate-round-results": _rollecate("round_results"),
    "rollecate-big-hand": _rollecate("big_hand"),
    "rollinone-setup": _rollinone("setup"),
    "rollinone-designer": _rollinone("designer"),
    "rollinone-odds": _rollinone("odds"),
    "rollinone-curve": _rollinone("curve"),
    "rollinone-collision": _rollinone("collision"),
    "rollinone-in-flight": _rollinone("in_flight"),
    "rollinone-rules": _rollinone("rules"),
    "rollinone-rules-cards": _rollinone("rules_cards"),
    "rollinone-hole-score": _rollinone("hole_score"),
    "rollinone-ranking": _rollinone("ranking"),
    "rollinone-log": _rollinone("log"),
    **{f"rollinone-{name.replace('_', '-')}": _rollinone(name) for name in ROLLINONE_WAYS},
    "rollinone-big-hand": _rollinone("big_hand"),
    "rollinone-campaign-design": _rollinone("campaign_design"),
    "rollinone-five-players": _rollinone("five_players"),
    "eagles-setup": _eagles("setup"),
    "eagles-allocation": _eagles("allocation"),
    "eagles-drawing": _eagles("drawing"),
    "eagles-tree": _eagles("tree"),
    "eagles-sheet": _eagles("sheet"),
    "eagles-ranking": _eagles("ranking"),
    "eagles-log": _eagles("log"),
    "eagles-picker": _eagles("picker"),
    "eagles-tables": _eagles("tables"),
    "eagles-putt": _eagles("putt"),
    "eagles-short-putt": _eagles("short_putt"),
    "eagles-putt-curl": _eagles("putt_curl"),
    "eagles-crossing": _eagles("crossing"),
    "eagles-any-hole": _eagles("any_hole"),
    "carom-courses-par": _course_lists("carom"),
    "rollinone-courses-par": _course_lists("rollinone"),
    "clubhouse": _clubhouse("clubhouse"),
    "clubhouse-rollinone": _clubhouse("clubhouse_rollinone"),
    "daily": _clubhouse("daily_page"),
    "daily-rollinone": _clubhouse("daily_play"),
    "ranking-personal-best": _clubhouse("ranking_best"),
}
"""Each entry returns (scene, frames to settle), or (None, frames) when it has set up the stack itself."""


def save_small(surface, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Save with 32 levels per colour channel: about half the size of a full-colour PNG.

    The house rule keeps committed screenshots small; the paper and wood textures
    make full-colour PNGs large. Fewer levels per channel (rather than a palette,
    which turned the wood grain red) keep every colour where it was.
    """
    import pygame

    table = bytes((v & 0xF8) | (v >> 5) for v in range(256))
    raw = pygame.image.tobytes(surface, "RGB").translate(table)
    pygame.image.save(pygame.image.frombytes(raw, surface.get_size(), "RGB"), str(path))


def main(args: list[str]) -> int:
    import pygame

    from game.app import App

    sizes = SIZES
    if "--only-size" in args:
        w, h = args[args.index("--only-size") + 1].split("x")
        sizes = ((int(w), int(h)),)
        args = [a for i, a in enumerate(args) if a != "--only-size" and (i == 0 or args[i - 1] != "--only-size")]
    names = [a for a in args if not a.startswith("--")]

    out = Path(os.environ.get("SCREENSHOT_DIR", OUT))  # a scratch folder while iterating; docs/screenshots by default
    out.mkdir(parents=True, exist_ok=True)
    for name in names or list(SHOTS):
        for size in sizes[:1] if name in ONE_SIZE and "--only-size" not in sys.argv else sizes:
            app = App(size=size, persist_settings=False, headless=True)
            scene, settle = SHOTS[name](app)
            if scene is not None:
                app.stack.push(scene)
            app.stack.apply_pending()
            for _ in range(settle):
                app._frame(1 / 60)
            path = out / f"{name}-{size[0]}x{size[1]}.png"
            if os.environ.get("SCREENSHOTS_FULL_COLOUR"):
                pygame.image.save(app.surface, str(path))
            else:
                save_small(app.surface, path)
            print("wrote", path)
            pygame.display.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
