"""The shared table through the real scenes: undo, resuming a record, replays, hand-over on resume."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import MatchRecord, SeatEntry
from game.match.session import MatchSession
from game.rules.protocol import CHANCE, TERMINAL
from game.scenes.handover import HandOver
from game.scenes.table.scene import TableScene
from tests.match.test_session import play_some
from tests.screens.support import frames, press, small_course, until_armed


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def record(seats: list[SeatEntry], seed: int = 3) -> MatchRecord:
    return MatchRecord.new("carom", seed, seats, course=(small_course(),), options={"mode": "basic"})


def open_table(app: App, rec: MatchRecord, replay: bool = False) -> TableScene:
    table = TableScene(app, rec, replay=replay)
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app)
    return table


def until(app: App, pred, limit: int = 3000) -> None:
    for _ in range(limit):
        if pred():
            return
        frames(app)
    raise AssertionError("never happened")


def test_ctrl_z_takes_back_the_tee_but_not_the_roll(app, monkeypatch):
    table = open_table(app, record([SeatEntry("You", 2)]))
    monkeypatch.setattr(type(table.state), "undoable", lambda self, a: self.current_player >= 0, raising=False)
    until(app, table.may_act)
    press(app, pygame.K_RETURN)  # tee up on the first legal hex
    assert table.ply == 1
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.ply == 0 and table.record.actions == [], "the tee is taken back"
    until(app, table.may_act)
    press(app, pygame.K_RETURN)  # tee again
    until(app, table.may_act)
    press(app, pygame.K_RETURN)  # a card: the die is rolled at once
    until(app, lambda: table.state.current_player >= 0 and table.ply >= 3)
    ply = table.ply
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.ply == ply, "a roll is never undone"
    assert any("dice" in t.message for t in app.toasts), "the screen says why"


def test_a_resumed_game_opens_where_it_was_and_hands_over_between_people(app):
    session = MatchSession(record([SeatEntry("Ada", 1), SeatEntry("Ben", 2)]))
    play_some(session, 25, random.Random(4))
    saved = MatchRecord.loads(session.record.dumps())
    table = open_table(app, saved)
    assert table.ply == session.ply and table.state.to_json() == session.state.to_json()
    if table.state.current_player >= 0:
        assert isinstance(app.stack.top, HandOver), "the person on turn takes the controls first"
        until_armed(app)
        press(app, pygame.K_RETURN)
        assert app.stack.top is table and table.viewer == table.state.current_player


def test_a_replay_plays_the_recorded_moves_and_continues_live_from_any_point(app):
    session = MatchSession(record([SeatEntry("Cpu", 1, True), SeatEntry("You", 2)]))
    play_some(session, 40, random.Random(6))
    rec = MatchRecord.loads(session.record.dumps())
    table = open_table(app, rec, replay=True)
    assert table.ply == 0 and table.bots == {}
    app.settings.animation_speed = "fast"
    until(app, lambda: table.ply >= 12, 20000)
    assert table.state.to_json() == session.states[table.ply].to_json()
    table.replay_back()
    assert table.state.to_json() == session.states[table.ply].to_json()
    table.replay_jump(30)
    assert table.state.to_json() == session.states[30].to_json()
    table.continue_from_here()
    app.stack.apply_pending()
    live = app.stack.top
    assert isinstance(live, TableScene) and not live.replaying
    assert live.record.actions == session.record.actions[:30] and live.ply == 30
    assert live.bots.keys() == {0}, "computer seats stay computers"
    frames(app, 5)


def test_a_computer_game_runs_to_the_ranking_on_the_table(app):
    from game.scenes.ranking import RankingScene
    from game.scenes.scorecard import ScorecardOverlay

    table = open_table(app, record([SeatEntry("A", 1, True), SeatEntry("B", 2, True)], seed=8))
    app.settings.animation_speed = "fast"
    for _ in range(60_000):
        top = app.stack.top
        if isinstance(top, RankingScene):
            break
        if isinstance(top, ScorecardOverlay):
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_SPACE) if table.game.busy() else frames(app)
    assert isinstance(app.stack.top, RankingScene)
    assert table.record.finished and table.record.final_scores == [float(x) for x in table.state.scores()]
    assert table.state.current_player == TERMINAL and CHANCE not in (table.state.current_player,)


def test_a_computer_thinks_off_the_frame_and_decides_the_same():
    import time

    from game import catalog
    from game.match.session import MatchSession
    from game.scenes.table.thinker import Thinker

    session = MatchSession(record([SeatEntry("A", 1, True)]))
    bot = catalog.make_bot("carom", 0, 99, "normal")
    state = session.state
    at_once = Thinker(background=False).decide(bot, state, 0)
    worker = Thinker(background=True)
    assert worker.decide(bot, state, 0) is None, "the first frame only starts the thinking"
    for _ in range(500):
        answer = worker.decide(bot, state, 0)
        if answer is not None:
            break
        time.sleep(0.01)
    assert answer == at_once


def test_computer_players_of_every_table_think_on_one_worker_thread():
    import threading
    import time

    from game import catalog
    from game.match.session import MatchSession
    from game.scenes.table.thinker import Thinker

    session = MatchSession(record([SeatEntry("A", 1, True)]))
    bot = catalog.make_bot("carom", 0, 99, "normal")
    answers = []
    for ply in range(3):
        worker = Thinker(background=True)  # a new table each time
        assert worker.decide(bot, session.state, ply) is None
        for _ in range(500):
            answer = worker.decide(bot, session.state, ply)
            if answer is not None:
                break
            time.sleep(0.01)
        answers.append(answer)
    assert answers[0] is not None and answers.count(answers[0]) == 3
    assert [t.name for t in threading.enumerate()].count("computer-player") == 1


def test_a_dropped_decision_is_never_thought_about():
    import threading
    import time

    from game.scenes.table import thinker

    gate, asked = threading.Event(), []

    class SlowBot:
        def choose(self, state):
            asked.append(state)
            gate.wait(5)
            return ("done", state)

    worker = thinker.Thinker(background=True)
    assert worker.decide(SlowBot(), "first", 0) is None  # the worker starts on it and waits at the gate
    for _ in range(500):
        if asked:
            break
        time.sleep(0.01)
    assert worker.decide(SlowBot(), "second", 1) is None  # queued behind the first
    worker.forget()  # undone before the worker reached it
    assert worker.decide(SlowBot(), "third", 2) is None
    gate.set()
    for _ in range(500):
        answer = worker.decide(SlowBot(), "third", 2)
        if answer is not None:
            break
        time.sleep(0.01)
    assert answer == ("done", "third")
    assert asked == ["first", "third"]


def test_threads_switch_often_only_while_a_computer_decision_is_under_way():
    import sys
    import threading
    import time

    from game.scenes.table import thinker

    usual = sys.getswitchinterval()
    gate, seen = threading.Event(), []

    class Bot:
        def choose(self, state):
            seen.append(sys.getswitchinterval())
            gate.wait(5)
            return "go"

    worker = thinker.Thinker(background=True)
    assert worker.decide(Bot(), "s", 0) is None
    assert sys.getswitchinterval() == thinker.SWITCH_WHILE_THINKING, "lowered by the hand-over itself, before the frame goes on"
    gate.set()
    for _ in range(500):
        if worker.decide(Bot(), "s", 0) is not None:
            break
        time.sleep(0.01)
    assert seen == [thinker.SWITCH_WHILE_THINKING]
    for _ in range(100):
        if sys.getswitchinterval() == usual:
            break
        time.sleep(0.01)
    assert sys.getswitchinterval() == usual, "back to the interpreter's own once no decision is open"


def test_the_pause_menu_and_the_ranking_offer_save_replay_as(app):
    from game.scenes.pause import PauseMenu
    from game.scenes.ranking import RankEntry, RankingScene
    from game.scenes.save_replay import SaveReplayScene
    from tests.screens.support import click

    table = open_table(app, record([SeatEntry("You", 2)]))
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseMenu) and pause.share in pause.group.widgets
    click(app, pause.share.rect.center)
    assert isinstance(app.stack.top, SaveReplayScene) and app.stack.top.record is table.record
    ranking = RankingScene(app, "Done", [RankEntry(0, "You", 2, 3.0)], on_rematch=lambda: None, record=table.record)
    app.stack.push(ranking)
    frames(app)
    click(app, ranking.share.rect.center)
    assert isinstance(app.stack.top, SaveReplayScene)


def test_a_game_that_cannot_be_saved_says_so_once_per_table():
    from game.scenes.table import persist

    class FakeApp:
        def __init__(self) -> None:
            self.said: list[str] = []

        def notify(self, text: str) -> None:
            self.said.append(text)

    class FakeTable:
        def __init__(self, app: FakeApp) -> None:
            self.app = app

    app = FakeApp()
    first, second = FakeTable(app), FakeTable(app)
    persist._warn_once(first, OSError("disk full"))
    persist._warn_once(first, OSError("disk full"))
    persist._warn_once(second, OSError("read-only"))
    assert app.said == ["This game cannot be saved: disk full", "This game cannot be saved: read-only"]
