"""Screenshots of Continue, Saved games, Replays and the replay viewer (docs/screenshots/), from real saved games.

    python build_scripts/persist_shots.py

Games are played by computer players on the real table in a throw-away user
folder, so the saved games carry the pictures the table takes.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["ROLLINONE_USER_DIR"] = tempfile.mkdtemp(prefix="rollinone-shots-")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"
SIZE = (1280, 720)


def play_on_table(record, actions: int):  # type: ignore[no-untyped-def]
    """Let the table play ``record`` (computer seats) until it has ``actions`` actions; it autosaves on the way."""
    from game.app import App
    from game.match import saves
    from game.scenes.table import open_record

    app = App(size=SIZE, persist_settings=True, headless=True)
    open_record(app, record)
    app.stack.apply_pending()
    for frame in range(6000):
        app._frame(1 / 60)
        if frame % 90 == 0:
            saves._pictured.clear()  # a picture with every save here, so the last one shows the latest board
        if len(record.actions) >= actions:
            break
    for _ in range(40):  # the last animation lands, then one more save carries its picture
        app._frame(1 / 60)
    saves._pictured.clear()
    saves.autosave(record, picture=_board_picture(app))
    return app


def finish_on_table(record, seats):  # type: ignore[no-untyped-def]
    """Let the table play ``record`` (computer seats) to its end, which files it as a replay with its result and picture;
    then list it under ``seats`` (the people the computers stood for)."""
    from game.app import App
    from game.match import saves
    from game.scenes.table import open_record

    app = App(size=SIZE, persist_settings=True, headless=True)
    app.settings.animation_speed = "fast"
    open_record(app, record)
    app.stack.apply_pending()
    for _ in range(60_000):
        if record.finished:
            break
        app._frame(1 / 60)
    record.seats = seats
    saves.finish(record)  # the same replay file, with the names


def save_small(surface, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Save as PNG after a pass through 16-bit colour: the wood grain then compresses to half the size."""
    import pygame

    s16 = pygame.Surface(surface.get_size(), depth=16)
    s16.blit(surface, (0, 0))
    out = pygame.Surface(surface.get_size(), depth=24)
    out.blit(s16, (0, 0))
    pygame.image.save(out, str(path))


def _board_picture(app):  # type: ignore[no-untyped-def]
    from game.render.picture import picture_png

    return picture_png(app.surface, app.stack.top.board_rect)


def main() -> int:
    import pygame

    from game import catalog, paths
    from game.app import App
    from game.match import saves
    from game.match.record import MatchRecord, SeatEntry
    from game.match.replaying import play_on
    from game.scenes.saved_games import SavedGamesScene
    from game.scenes.title import TitleScene

    def course(n: int):  # type: ignore[no-untyped-def]
        return catalog.load_course("carom", paths.level(f"carom/course_{n}.tmx"))

    names = [("Ann", "Ben"), ("Mia", "Computer"), ("Jo", "Sam")]
    for i, (n, stop) in enumerate(((3, 9), (5, 14), (2, 6))):
        seats = [SeatEntry(names[i][0], 0, True, "normal"), SeatEntry(names[i][1], 1, True, "normal")]
        record = MatchRecord.new("carom", 100 + i, seats, course=course(n), options={"mode": "carom" if i == 1 else "basic"})
        record.created = record.updated = f"2026-11-2{3 + i}T19:0{i}:00+00:00"
        play_on_table(record, stop)
        people = [SeatEntry(s.name, s.style, s.name == "Computer", s.level) for s in record.seats]
        record.seats = people  # played by computers for the picture; listed as the people they stand for
        record.updated = f"2026-11-2{3 + i}T20:1{i}:00+00:00"
        saves.autosave(record)
        pygame.display.quit()
    (saves.saves_folder() / "20261101-101500-carom-0a1b2c.json").write_text('{"format": "rollinone-match", "version": 3}')
    done = MatchRecord.new("carom", 7, [SeatEntry("Ann", 0, True), SeatEntry("Ben", 1, True)], course=course(1))
    done.created = "2026-11-22T18:00:00+00:00"
    finish_on_table(done, done.seats)
    pygame.display.quit()
    trio = MatchRecord.new("rollecate", 5, [SeatEntry(f"Computer {i + 1}", i, True) for i in range(3)], options={"rounds": 1})
    trio.created = "2026-11-21T21:00:00+00:00"
    finish_on_table(trio, [SeatEntry("You", 0), SeatEntry("Cleo", 1), SeatEntry("Computer", 2, True)])
    pygame.display.quit()
    older = MatchRecord.new("carom", 9, [SeatEntry("Jo", 0, True), SeatEntry("Sam", 1, True)], course=course(2))
    older.created = "2026-11-20T17:00:00+00:00"
    play_on(older, lambda r, s: None)  # finished without the table (resume --autoplay): scores only
    saves.finish(older)

    OUT.mkdir(parents=True, exist_ok=True)
    app = App(size=SIZE, persist_settings=False, headless=True)
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    for _ in range(30):
        app._frame(1 / 60)
    save_small(app.surface, OUT / "continue-1280x720.png")
    app.stack.push(SavedGamesScene(app))
    app.stack.apply_pending()
    for _ in range(5):
        app._frame(1 / 60)
    save_small(app.surface, OUT / "saved-games-1280x720.png")
    app.stack.top.show("replays")
    for _ in range(5):
        app._frame(1 / 60)
    save_small(app.surface, OUT / "replays-1280x720.png")
    app.stack.top.open_entry(next(r.entry for r in app.stack.top.rows if r.entry.record is not None and r.entry.record.id == done.id))
    app.stack.apply_pending()
    table = app.stack.top
    table.replay_playing = False
    table.replay_jump(6)
    table.replay_speed = 2.0
    table.replay_step()
    for _ in range(25):  # mid-flight
        app._frame(1 / 60)
    save_small(app.surface, OUT / "replay-viewer-1280x720.png")
    for name in ("continue", "saved-games", "replays", "replay-viewer"):
        path = OUT / f"{name}-1280x720.png"
        print("wrote", path.relative_to(ROOT), f"{path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
