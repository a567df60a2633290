"""Saves and replays through the real table: autosave with a picture, Continue, the replay viewer."""

from __future__ import annotations

import pygame

from game.app import App
from game.match import saves
from game.scenes.saved_games import SavedGamesScene
from game.scenes.table import open_record
from game.scenes.table.scene import TableScene
from game.scenes.title import TitleScene
from tests.match.helpers import carom_record, played
from tests.screens.support import frames, press


def new_app() -> App:
    return App(persist_settings=True, headless=True)


def test_a_live_game_is_saved_with_a_picture_and_continue_brings_it_back():
    app = new_app()
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    record = carom_record(seed=21)
    assert open_record(app, record)
    for _ in range(2000):
        frames(app)
        if len(record.actions) >= 4:
            break
    assert isinstance(app.stack.top, TableScene) and len(record.actions) >= 4
    (entry,) = saves.list_saves()
    assert entry.record.actions == record.actions
    picture = pygame.image.load(str(entry.picture))
    assert picture.get_size() == (320, 180)
    # the window closes mid-game; next time Continue opens it where it was
    saved_ply = len(entry.record.actions)
    again = new_app()
    again.stack.push(TitleScene(again))
    again.stack.apply_pending()
    frames(again)
    assert again.stack.top.group.focused is again.stack.top.continue_button
    press(again, pygame.K_RETURN)
    frames(again)
    table = again.stack.top
    assert isinstance(table, TableScene) and not table.replaying
    assert table.ply == saved_ply and table.record.id == record.id


def test_a_replay_opens_in_the_viewer_and_the_bar_steps_it():
    done = played(carom_record(seed=4))
    saves.finish(done)
    app = new_app()
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    app.stack.push(SavedGamesScene(app, tab="replays"))
    app.stack.apply_pending()
    frames(app)
    press(app, pygame.K_RETURN)  # the first row has the focus
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.replaying and table.replay_bar is not None
    press(app, pygame.K_SPACE)  # pause
    assert not table.replay_playing
    start = table.ply
    press(app, pygame.K_RIGHT)
    assert table.ply == start + 1
    press(app, pygame.K_END)
    assert table.ply == len(done.actions)
    press(app, pygame.K_HOME)
    assert table.ply == 0
    for _ in range(3):
        press(app, pygame.K_RIGHT)
        frames(app, 30)
    press(app, pygame.K_c)  # continue from here: a live game with the first three moves
    frames(app)
    live = app.stack.top
    assert isinstance(live, TableScene) and not live.replaying
    assert live.record.actions == done.actions[:3] and live.record.id != done.id
