"""The final ranking is never skipped by one key: its own harmless button has the focus, a rematch is
its own choice, and a key already down when it appears (the Enter that closed the last results, held
and repeating) does nothing there.

Played to the end through the real table: Carom Golf between computers, whose last course ends on the
"Course I finished" results; Enter there says "See the ranking".
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.ranking import RankEntry, RankingScene
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table import open_record
from game.scenes.table.scene import TableScene
from game.scenes.title import TitleScene
from tests.match.helpers import carom_record
from tests.screens.support import click, frames, hold, press, release, repeat


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def to_the_last_results(app: App) -> ScorecardOverlay:
    """A computers' game played to its closing results (the dialog before the ranking)."""
    assert open_record(app, carom_record(seed=7))
    app.stack.apply_pending()
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(20_000):
        top = app.stack.top
        if isinstance(top, ScorecardOverlay) and top.button.label == "See the ranking":
            return top
        assert not isinstance(top, RankingScene)
        press(app, pygame.K_x) if table.game.busy() or table.wait > 0 else frames(app)
    raise AssertionError("the game never ended")


def ranking_after(app: App, limit: int = 20) -> RankingScene:
    for _ in range(limit):
        if isinstance(app.stack.top, RankingScene):
            return app.stack.top
        frames(app)
    raise AssertionError(f"no ranking: {type(app.stack.top).__name__} is on top")


def test_the_focus_starts_on_back_to_title_and_rematch_is_its_own_choice(app):
    to_the_last_results(app)
    press(app, pygame.K_RETURN)  # See the ranking
    ranking = ranking_after(app)
    assert [b.label for b in ranking.group.widgets] == ["Back to title", "Rematch", "Save replay as…"]
    assert ranking.group.focused is ranking.back
    press(app, pygame.K_RIGHT)
    assert ranking.group.focused is ranking.rematch
    press(app, pygame.K_LEFT)
    assert ranking.group.focused is ranking.back
    press(app, pygame.K_RETURN)  # a fresh press on the ranking answers it
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_an_enter_held_from_the_last_results_never_acts_on_the_ranking(app):
    to_the_last_results(app)
    hold(app, pygame.K_RETURN)  # closes the results; the key stays down and repeats
    ranking = ranking_after(app)
    ranking.group.focus(ranking.rematch)  # even with Rematch in focus (the pointer resting on it, say)
    for _ in range(8):
        repeat(app, pygame.K_RETURN)
    release(app, pygame.K_RETURN)
    frames(app, 3)
    assert app.stack.top is ranking, "the held Enter neither left the ranking nor started a rematch"
    press(app, pygame.K_RETURN)  # pressed again, on the ranking: now it is an answer
    frames(app)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.record.seats == ranking.record.seats


def test_a_held_escape_from_the_results_does_not_leave_the_ranking(app):
    to_the_last_results(app)
    hold(app, pygame.K_ESCAPE)  # Escape closes the results too
    ranking = ranking_after(app)
    for _ in range(5):
        repeat(app, pygame.K_ESCAPE)
    release(app, pygame.K_ESCAPE)
    assert app.stack.top is ranking
    press(app, pygame.K_ESCAPE)  # pressed on the ranking: back to the title
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_a_controller_confirm_held_from_the_results_does_not_act_on_the_ranking(app):
    def pad(kind: int) -> None:
        pygame.event.post(pygame.event.Event(kind, instance_id=0, button=pygame.CONTROLLER_BUTTON_A))
        frames(app)

    to_the_last_results(app)
    pad(pygame.CONTROLLERBUTTONDOWN)  # A confirms: the results close
    ranking = ranking_after(app)
    pad(pygame.CONTROLLERBUTTONUP)
    frames(app, 3)
    assert app.stack.top is ranking and ranking.group.focused is ranking.back
    pad(pygame.CONTROLLERBUTTONDOWN)  # pressed again, on the ranking: Back to title
    pad(pygame.CONTROLLERBUTTONUP)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_two_presses_in_one_frame_start_one_rematch(app):
    started = []
    ranking = RankingScene(app, "Done", [RankEntry(0, "Ada", 1, 3.0), RankEntry(1, "Cleo", 2, 4.0)], on_rematch=lambda: started.append(1))
    app.stack.push(ranking)
    app.stack.apply_pending()
    press(app, pygame.K_RIGHT)
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    frames(app)
    assert started == [1]


def test_the_mouse_reaches_rematch_and_a_lost_game_marks_no_winner(app):
    started = []
    lost = RankingScene(app, "Lost", [RankEntry(0, "You", 1, 30.0)], on_rematch=lambda: started.append(1), winners=())
    assert lost.winners == set()
    app.stack.push(lost)
    app.stack.apply_pending()
    frames(app)
    click(app, lost.rematch.rect.center)
    assert started == [1]
