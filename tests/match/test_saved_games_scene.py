"""The title's Continue and the Saved games / Replays screen, driven headless with real keys and clicks."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import saves
from game.scenes.saved_games import SavedGamesScene
from game.scenes.title import TitleScene
from tests.match.helpers import carom_record, played, rollecate_record
from tests.screens.support import click, frames, press


@pytest.fixture
def opened(monkeypatch):
    """Records the table was asked to open, as (game id, actions, replay)."""
    import game.scenes.table as table

    calls = []
    monkeypatch.setattr(table, "open_record", lambda app, record, replay=False: calls.append((record.id, len(record.actions), replay)), raising=False)
    return calls


def start(scene_cls, **kwargs):
    app = App(persist_settings=False, headless=True)
    app.stack.push(scene_cls(app, **kwargs))
    app.stack.apply_pending()
    frames(app, 2)
    return app


def test_title_offers_continue_first_and_focused_and_enter_opens_the_latest_game(opened):
    older = played(rollecate_record(seed=1), upto=5)
    older.updated = "2026-01-01T09:00:00+00:00"
    newer = played(carom_record(), upto=7)
    saves.autosave(older)
    saves.autosave(newer)
    app = start(TitleScene)
    title = app.stack.top
    assert title.group.widgets[0] is title.continue_button and title.group.focused is title.continue_button
    assert "Carom Golf" in title.continue_button.detail and "7 moves" in title.continue_button.detail
    press(app, pygame.K_RETURN)
    assert opened == [(newer.id, 7, False)]


def test_title_without_an_unfinished_game_has_no_continue(opened):
    saves.finish(played(rollecate_record()))
    app = start(TitleScene)
    title = app.stack.top
    assert title.continue_button not in title.group.widgets
    assert title.group.focused.label == "Roll in One"  # the first playable game


def test_title_continue_with_the_mouse(opened):
    record = played(carom_record(), upto=3)
    saves.autosave(record)
    app = start(TitleScene)
    click(app, app.stack.top.continue_button.rect.center)
    assert opened == [(record.id, 3, False)]


def test_saved_games_button_opens_the_list_from_the_title():
    app = start(TitleScene)
    click(app, app.stack.top.saved_button.rect.center)
    frames(app)
    assert isinstance(app.stack.top, SavedGamesScene)


def test_keyboard_alone_opens_a_saved_game_and_switches_to_replays(opened):
    a = played(rollecate_record(seed=1), upto=4)
    a.updated = "2026-01-01T09:00:00+00:00"
    b = played(rollecate_record(seed=2), upto=6)
    saves.autosave(a)
    saves.autosave(b)
    done = played(rollecate_record(seed=3))
    saves.finish(done)
    app = start(SavedGamesScene)
    scene = app.stack.top
    assert [r.entry.record.id for r in scene.rows] == [b.id, a.id]
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert opened == [(a.id, 4, False)]
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)  # onto the tabs
    press(app, pygame.K_RIGHT)  # Replays
    assert scene.tab == "replays" and [r.entry.record.id for r in scene.rows] == [done.id]
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert opened[-1] == (done.id, len(done.actions), True)


def test_mouse_alone_deletes_after_confirming(opened):
    record = played(rollecate_record(), upto=4)
    path = saves.autosave(record)
    app = start(SavedGamesScene)
    scene = app.stack.top
    click(app, scene.deletes[0].rect.center)
    frames(app)
    dialog = app.stack.top
    click(app, dialog.no_button.rect.center)  # Keep
    frames(app)
    assert path.exists() and app.stack.top is scene
    click(app, scene.deletes[0].rect.center)
    frames(app)
    click(app, app.stack.top.yes_button.rect.center)
    frames(app)
    assert not path.exists() and scene.rows == [] and opened == []


def test_a_damaged_entry_shows_its_reason_cannot_be_opened_and_can_be_deleted(opened):
    bad = saves.saves_folder() / "20260101-000000-carom-abc123.json"
    bad.write_text('{"format": "rollinone-match", "version": 99}')
    app = start(SavedGamesScene)
    scene = app.stack.top
    (row,) = scene.rows
    assert row.entry.damaged and "newer version" in row.entry.summary()
    press(app, pygame.K_RETURN)
    assert opened == [] and "newer version" in app.toasts[-1].message
    press(app, pygame.K_DELETE)
    frames(app)
    press(app, pygame.K_RIGHT)  # from Keep to Delete
    press(app, pygame.K_RETURN)
    frames(app)
    assert not bad.exists() and scene.rows == []


def test_a_game_whose_moves_no_longer_play_is_refused_in_one_line(opened):
    record = played(rollecate_record(), upto=4)
    record.actions.append(("not a move",))
    saves.autosave(record)
    app = start(SavedGamesScene)
    press(app, pygame.K_RETURN)
    assert opened == []
    message = app.toasts[-1].message
    assert "cannot be opened" in message and "action 5" in message


def test_a_long_list_scrolls_to_keep_the_focused_row_in_sight():
    for seed in range(12):
        saves.autosave(played(rollecate_record(seed=seed), upto=2))
    app = start(SavedGamesScene)
    scene = app.stack.top
    assert scene.visible < 12
    for _ in range(11):
        press(app, pygame.K_DOWN)
    assert scene.group.focused is scene.rows[11] and scene.rows[11].rect.w > 0
    assert scene.rows[0].rect.w == 0 and scene.first == 12 - scene.visible


def test_the_list_fits_the_window_at_every_size():
    for seed in range(6):
        saves.autosave(played(rollecate_record(seed=seed), upto=2))
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        app = App(size=size, persist_settings=False, headless=True)
        app.stack.push(SavedGamesScene(app))
        app.stack.apply_pending()
        frames(app)
        screen = pygame.Rect((0, 0), size)
        rects = app.stack.top.layout_rects()
        for name, rect in rects:
            assert screen.contains(rect), (size, name)
        for i, (n1, r1) in enumerate(rects):
            for n2, r2 in rects[i + 1 :]:
                assert not r1.colliderect(r2), (size, n1, n2)


def test_opening_a_damaged_save_with_a_backup_carries_on_from_the_backup(opened):
    record = played(rollecate_record(), upto=3)
    saves.autosave(record)
    record.actions = played(record, upto=5).actions
    path = saves.autosave(record)
    path.write_text("{ torn")
    app = start(SavedGamesScene)
    press(app, pygame.K_RETURN)
    assert len(opened) == 1 and opened[0][1] == 3 and opened[0][0] != record.id
    assert path.read_text() == "{ torn"


def test_rows_scrolled_out_of_the_list_are_not_drawn():
    for seed in range(9):
        saves.autosave(played(rollecate_record(seed=seed), upto=2))
    app = start(SavedGamesScene)
    scene = app.stack.top
    hidden = [r for r in scene.rows if not r.rect.w]
    assert hidden
    drawn = []
    for row in scene.rows:
        row.draw = lambda surface, row=row: drawn.append(row)
    frames(app)
    assert drawn and not set(map(id, drawn)) & set(map(id, hidden))


def test_a_user_folder_that_cannot_be_used_is_said_on_the_list_and_the_title_still_opens(tmp_path, monkeypatch):
    from game import paths

    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(blocker))
    paths.user_dir.cache_clear()
    app = start(TitleScene)
    assert app.stack.top.continue_button not in app.stack.top.group.widgets
    app.stack.push(SavedGamesScene(app))
    app.stack.apply_pending()
    frames(app)
    scene = app.stack.top
    assert scene.rows == [] and scene.problem.startswith("cannot use the saves folder")
    press(app, pygame.K_RIGHT)  # tabs still work
    assert scene.problem.startswith("cannot use the replays folder")


def test_continue_skips_a_game_whose_screen_is_not_built(monkeypatch, opened):
    from game import catalog

    carom = played(carom_record(), upto=3)
    carom.updated = "2026-01-01T09:00:00+00:00"
    saves.autosave(carom)
    saves.autosave(played(rollecate_record(), upto=3))  # newer
    monkeypatch.setattr(catalog, "playable_on_screen", lambda game_id: game_id == "carom")
    app = start(TitleScene)
    press(app, pygame.K_RETURN)
    assert opened == [(carom.id, 3, False)]
