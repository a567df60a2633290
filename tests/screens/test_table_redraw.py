"""The table redraws only what changed (table/redraw.py): the window must look exactly as if all of it were drawn."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import MatchRecord, SeatEntry
from game.match.session import MatchSession
from game.scenes.handover import ARM_SECONDS, HandOver
from game.scenes.pause import PauseMenu
from game.scenes.table.redraw import TableRedraw
from game.scenes.table.scene import TableScene
from game.ui.notices import draw_muted_icon
from tests.match.test_session import play_some
from tests.screens.support import frames, move, press, resize, small_course


@pytest.fixture
def app():
    a = App(size=(800, 480), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def open_table(app: App, seats: list[SeatEntry], mode: str = "carom") -> TableScene:
    rec = MatchRecord.new("carom", 5, seats, course=(small_course(),), options={"mode": mode}, display={"show_path": True})
    table = TableScene(app, rec)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def whole_window(app: App, table: TableScene) -> pygame.Surface:
    """The window drawn from nothing, as before dirty rectangles: every scene, the muted mark, the messages."""
    keep = table.redraw
    table.redraw = TableRedraw(table)  # a drawing of its own, that leaves the table's bookkeeping alone
    try:
        out = pygame.Surface(app.size)
        app.stack.draw(out)
        if app.settings.muted:
            draw_muted_icon(out, app.scale)
        app._draw_toasts(out)
    finally:
        table.redraw = keep
    return out


def same_picture(app: App, table: TableScene) -> bool:
    want = whole_window(app, table)
    return pygame.image.tobytes(app.surface, "RGB") == pygame.image.tobytes(want, "RGB")


def test_a_computer_game_drawn_by_changes_looks_like_one_drawn_whole(app):
    table = open_table(app, [SeatEntry(f"C{i}", i, computer=True, level="easy") for i in range(4)])
    app.settings.animation_speed = "fast"
    partial, area, rolling, flying = 0, 0.0, 0, 0
    window = app.size[0] * app.size[1]
    for i in range(600):
        frames(app)
        rolling += table.game.dice.rolling
        flying += not table.game.tl.done
        if table.redraw.dirty is not None:
            partial += 1
            area += sum(r.w * r.h for r in table.redraw.dirty) / window
        assert same_picture(app, table), f"frame {i} (ply {table.ply}, phase {table.state.phase}) differs from the whole drawing"
    assert rolling > 10 and flying > 50, "the frames covered rolling dice and flying balls"
    assert partial > 590, "after the first frame only changes are drawn"
    assert area / partial < 0.5, "what changes is a small part of the window"


def _outside(surface: pygame.Surface, areas: list[pygame.Rect]) -> bytes:
    out = surface.copy()
    for r in areas:
        out.fill((255, 0, 255), r)
    return pygame.image.tobytes(out, "RGB")


def test_a_busy_frame_spreads_its_repaint_over_the_next_frames_and_catches_up_exactly(app):
    """redraw.py's spreading: a repaint over the frame's budget is shown a frame later, or painted a frame later; nothing else differs, and it catches up."""
    table = open_table(app, [SeatEntry(f"C{i}", i, computer=True, level="easy") for i in range(4)])
    app.settings.animation_speed = "fast"
    table.redraw.spread = 30_000  # at 800x480 the strip's band is ~70,000 pixels: every change of it is spread
    lagged, longest, run, exact = 0, 0, 0, 0
    for i in range(300):
        frames(app)
        lag = table.redraw.lagging()
        want = whole_window(app, table)
        if lag:
            lagged += 1
            run += 1
            longest = max(longest, run)
            assert table.wake_in() == 0.0, "the window does not rest while something is left to show"
            assert _outside(app.surface, lag) == _outside(want, lag), f"frame {i}: outside what is left to show, as drawn whole"
        else:
            run = 0
            exact += same_picture(app, table)
            assert same_picture(app, table), f"frame {i} (ply {table.ply}) differs from the whole drawing once caught up"
    assert lagged > 10, "changes of the strip were spread"
    assert longest <= 3, "each was shown within three frames"
    assert exact > 200


def test_strip_pictures_kept_for_looks_seen_before_are_put_back_exactly(app):
    """The strip's lower band shown again from its kept picture (strip_cache.py) looks as painted, and a new line alone repaints only the line."""
    table = open_table(app, [SeatEntry(f"C{i}", i, computer=True, level="easy") for i in range(3)])
    app.settings.animation_speed = "fast"
    pictures = table.redraw.strip_pictures
    line_only, settled = 0, 0
    for i in range(1800):  # every stroke's outcome is read 2.5 s (at "fast" 0.8 s) before the next computer plays
        hits, before, pending = pictures.hits, table.redraw.keys.get("strip"), pictures.pending
        frames(app)
        if pending is not None and pictures.pending is None and table.redraw.keys.get("strip") == before:
            settled += 1  # the picture left to keep was taken in a frame that painted no strip
            assert pending in pictures.pictures
        after = table.redraw.keys.get("strip")
        if isinstance(before, tuple) and isinstance(after, tuple) and before[0] != after[0] and before[1] == after[1]:
            line_only += 1
        if pictures.hits > hits or line_only == 1:
            assert same_picture(app, table), f"frame {i} (ply {table.ply}, phase {table.state.phase}) differs from the whole drawing"
        if pictures.hits >= 3 and line_only >= 1:
            break
    assert pictures.hits >= 3, "the computers' hand came back and was put back from its picture"
    assert settled >= 1, "a picture was kept in a quiet frame after the one that painted it"
    assert line_only >= 1, "a frame changed the instruction line alone"


def test_strip_painted_only_where_the_game_says_it_changed_looks_as_painted_whole(app):
    """The die starting to roll and landing, and the chosen card and die leaving, repaint only where they draw (game.strip_change), pixel for pixel as a whole drawing."""
    table = open_table(app, [SeatEntry(f"C{i}", i, computer=True, level="easy") for i in range(3)])
    app.settings.animation_speed = "fast"
    pictures = table.redraw.strip_pictures
    for i in range(900):
        partial = pictures.partial
        frames(app)
        if pictures.partial > partial:
            assert table.redraw.dirty is not None and same_picture(app, table), f"frame {i} (ply {table.ply}) differs from the whole drawing"
        if pictures.partial >= 4:
            break
    assert pictures.partial >= 4, "rolls started and landed with the chosen card in place"


def test_the_lines_the_strip_will_show_are_rendered_ahead_in_quiet_frames_and_are_the_ones_shown(app):
    """table/warm.py: the game's upcoming lines are measured and rendered before they show, and they are the very lines shown."""
    from game.scenes.table.panel import instruction_bottom
    from game.ui import text
    from game.ui.controls import keyed

    table = open_table(app, [SeatEntry(f"C{i}", i, computer=True, level="easy") for i in range(3)])
    app.settings.animation_speed = "fast"
    named: set[str] = set()
    for _ in range(900):
        frames(app)
        upcoming = {keyed(line) for line in table.game.upcoming_instructions()}
        line = table.instruction()
        if line in upcoming:
            named.add("choosing" if "is choosing" in line else "rolls" if "rolls the die" in line else "impulses" if "impulse" in line else line)
        if {"choosing", "rolls", "impulses"} <= named:
            break
    assert {"choosing", "rolls", "impulses"} <= named, "the lines shown were named ahead, word for word"
    assert table.redraw.warmer.rendered >= 6
    lines = [keyed(line) for line in table.game.upcoming_instructions()]
    before = (text.fit_size.cache_info().misses, text.render.cache_info().misses)
    for line in lines:
        instruction_bottom(table.instruction_rect, line, app.scale)
    assert (text.fit_size.cache_info().misses, text.render.cache_info().misses) == before, "every upcoming line was rendered already"


def test_overlays_resize_messages_and_the_pointer_are_redrawn_right(app):
    table = open_table(app, [SeatEntry("You", 0), SeatEntry("Bot", 1, computer=True, level="easy")])
    for _ in range(400):
        frames(app)
        if table.may_act():
            break
    assert table.may_act()
    move(app, table.board_rect.center)  # the hovered hex and its label
    frames(app, 50)
    assert table.redraw.dirty is not None and same_picture(app, table)
    move(app, table.panel_rect.center)
    assert same_picture(app, table), "the label is gone from where it was"
    move(app, table.menu_button.rect.center)
    assert table.menu_button.focused and same_picture(app, table), "a button lit under the pointer"
    move(app, table.panel_rect.center)
    assert not table.menu_button.focused and same_picture(app, table)
    press(app, pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.stack.top, PauseMenu) and table.redraw.dirty is None, "under the pause menu all of it is drawn"
    press(app, pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is table and same_picture(app, table), "nothing of the menu is left"
    app.notify("A message over the strip")
    frames(app, 3)
    assert table.redraw.dirty is not None and same_picture(app, table)
    app.toasts.clear()
    frames(app)
    assert same_picture(app, table), "the message is gone"
    app.toggle_mute()
    frames(app, 2)
    assert same_picture(app, table)
    resize(app, (900, 560))
    frames(app)
    assert app.size == (900, 560) and same_picture(app, table)


def resumed(app: App, seats: list[SeatEntry], replay: bool = False) -> TableScene:
    session = MatchSession(MatchRecord.new("carom", 3, seats, course=(small_course(),), options={"mode": "basic"}, display={"show_path": True}))
    play_some(session, 25, random.Random(4))
    table = TableScene(app, MatchRecord.loads(session.record.dumps()), replay=replay)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


ARMED_FRAMES = int(ARM_SECONDS * 60) + 1


def test_the_hand_over_is_drawn_whole_and_the_table_after_it(app):
    table = resumed(app, [SeatEntry("Ann", 0), SeatEntry("Ben", 1)])
    frames(app, 2)
    assert isinstance(app.stack.top, HandOver) and table.redraw.dirty is None
    frames(app, ARMED_FRAMES)  # the card takes no confirm in its first moments
    assert table.redraw.dirty is None
    press(app, pygame.K_RETURN)  # the card goes within the frame of the key: that frame draws all of the table
    assert app.stack.top is table and table.redraw.dirty is None and same_picture(app, table), "back from the hand-over: all of it"
    frames(app)
    assert table.redraw.dirty is not None and same_picture(app, table)


def test_a_replay_with_its_bar_drawn_by_changes_looks_like_one_drawn_whole(app):
    table = resumed(app, [SeatEntry("Cpu", 1, computer=True), SeatEntry("You", 2)], replay=True)
    app.settings.animation_speed = "fast"
    partial = 0
    for i in range(150):
        frames(app)
        partial += table.redraw.dirty is not None
        assert same_picture(app, table), f"frame {i} (move {table.ply}) differs from the whole drawing"
    assert table.ply > 2 and partial > 140


def test_a_draw_the_app_did_not_announce_draws_everything(app):
    table = open_table(app, [SeatEntry(f"C{i}", i, computer=True) for i in range(2)])
    frames(app, 5)
    assert table.redraw.dirty is not None
    other = pygame.Surface(app.size)
    table.draw(other)  # a picture for the saved-games list, a test: not the window's frame
    assert table.redraw.dirty is None
    frames(app)
    assert same_picture(app, table)
