"""Endings through the real table: a game is a replay from its last action, whatever dialog follows.

Each of the four games is played to its end headless, with the real table and
its own end-of-hole or end-of-course screens. The saves and replays folders
are read right after the last action is applied, before any dialog is closed;
then the dialog is closed, the ranking shows, and the Replays list names the
winner with the score.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import catalog
from game.app import App
from game.match import saves
from game.match.record import MatchRecord, SeatEntry
from game.rules.protocol import TERMINAL
from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult
from game.scenes.eagles_creek import setup as eagles_setup
from game.scenes.ranking import RankingScene
from game.scenes.saved_games import SavedGamesScene, result_line
from game.scenes.table import new_record, open_record, persist
from game.scenes.table.scene import TableScene
from game.scenes.title import TitleScene
from game.ui.words import subject
from tests.match.helpers import carom_record, rollecate_record
from tests.screens.support import frames, press, until_armed

SKIP = pygame.K_x
"""A key no game uses: at the table it only skips what is being shown."""


def new_app() -> App:
    a = App(size=(1280, 720), persist_settings=True, headless=True)
    a.settings.animation_speed = "fast"
    return a


@pytest.fixture
def app():
    a = new_app()
    a.stack.push(TitleScene(a))
    a.stack.apply_pending()
    yield a
    pygame.display.quit()


def rollinone_record() -> MatchRecord:
    """One ready-made hole: a person (Enter takes the default choice) against the computer; the hole's scores are a dialog."""
    seats = [SeatEntry("Ada", 0), SeatEntry("Cpu", 1, True)]
    return new_record("rollinone", seats, course=catalog.load_course("rollinone"), options={"variant": "standard", "quick": True, "holes": 1}, seed=3)


def eagles_record() -> MatchRecord:
    """Three holes between computers."""
    course = catalog.load_course("eagles_creek")
    players = [PlayerSpec(f"Cpu {i + 1}", i, True, "normal") for i in range(2)]
    result = SetupResult(players, "3", [CourseChoice(course.name, Path(course.source or "."), course)])
    return eagles_setup.record_for(result, seed=21)


GAMES = {  # the record, and what the game shows between its last action and the ranking
    "carom": (lambda: carom_record(seed=7), "ScorecardOverlay"),  # computers; "Course I finished: …"
    "rollecate": (lambda: rollecate_record(seed=5), "RoundOver"),  # computers; the round's result
    "rollinone": (rollinone_record, "ScorecardOverlay"),  # a person: the hole's scores, explained
    "eagles_creek": (eagles_record, "RankingScene"),  # computers; the ranking follows the last shot
}


def play_to_the_last_action(app: App, table: TableScene, limit: int = 60_000) -> None:
    """Play on (a person takes the default choice with Enter) until the engine says the game is over; no dialog is closed after that."""
    for _ in range(limit):
        if table.state.current_player == TERMINAL:
            return
        if app.stack.top is not table or table.may_act():
            until_armed(app)
            press(app, pygame.K_RETURN)  # a hand-over or a hole's scores mid-game, or the person's default choice
        elif table.game.busy() or table.wait > 0:
            press(app, SKIP)
        else:
            frames(app)
    raise AssertionError("the game never ended")


def only_replay(record: MatchRecord) -> saves.SaveEntry:
    """The one replay kept, which must be this match; and no saved game left."""
    assert saves.list_saves() == [], "a finished game is no saved game"
    (entry,) = saves.list_replays()
    assert entry.record is not None and entry.record.id == record.id
    return entry


def continue_offered(app: App) -> bool:
    title = TitleScene(app)
    return title.continue_button in title.group.widgets


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_game_is_a_replay_the_moment_its_last_action_is_applied(app, game_id):
    make, closing = GAMES[game_id]
    record = make()
    assert open_record(app, record)
    app.stack.apply_pending()
    table = app.stack.top
    assert isinstance(table, TableScene)
    play_to_the_last_action(app, table)
    assert table.ply == len(record.actions), "checked right after the last action"
    entry = only_replay(record)
    assert entry.record.finished and entry.record.final_scores == [float(x) for x in table.state.scores()]
    assert entry.picture is not None, "the replay keeps its picture"
    assert not continue_offered(app)
    # the game's own closing screens come (a dialog in three of these) and nothing there brings the save back
    for _ in range(5000):
        if app.stack.top is not table:
            break
        frames(app)
    dialog = app.stack.top
    assert type(dialog).__name__ == closing
    if not isinstance(dialog, RankingScene):
        assert dialog.transparent, "the dialog is shown over the table"
        assert not continue_offered(app)
        persist.autosave(table)  # a later autosave (after an undo, say) never re-creates the save
        only_replay(record)
        for _ in range(50):
            if isinstance(app.stack.top, RankingScene):
                break
            press(app, pygame.K_RETURN)
    ranking = app.stack.top
    assert isinstance(ranking, RankingScene)
    entry = only_replay(record)  # filed once: the ranking adds no second copy
    first = [e for place, e in ranking.ranked if place == 1]
    # the Replays list says who won, with the score
    app.stack.push(SavedGamesScene(app, tab="replays"))
    app.stack.apply_pending()
    frames(app)
    (row,) = app.stack.top.rows
    line = row.lines()[2]
    winner = first[0]
    name = saves.seat_name(record.seats[winner.seat])  # computers marked, as in the list's other lines
    assert line.startswith(subject(name, "win") if len(first) == 1 else name), line
    label = ranking.score_label if winner.score != 1 else ranking.score_label.removesuffix("s")  # "1 point"
    assert f"{winner.score:g} {label}" in line, line
    assert all(saves.seat_name(s) in line for s in record.seats), "everyone's score is on the line"


def test_a_rematch_and_continue_from_here_make_new_games_and_leave_the_replay_alone(app):
    record = carom_record(seed=7)
    assert open_record(app, record)
    app.stack.apply_pending()
    table = app.stack.top
    for _ in range(60_000):
        top = app.stack.top
        if isinstance(top, RankingScene):
            break
        until_armed(app)
        press(app, pygame.K_RETURN) if top is not table else press(app, SKIP) if table.game.busy() or table.wait > 0 else frames(app)
    ranking = app.stack.top
    assert isinstance(ranking, RankingScene)
    press(app, pygame.K_RIGHT)
    assert ranking.group.focused is ranking.rematch
    press(app, pygame.K_RETURN)
    frames(app)
    again = app.stack.top
    assert isinstance(again, TableScene) and again.record.id != record.id
    assert again.record.outcome is None and not again.record.finished
    for _ in range(3000):
        if again.ply >= 3:
            break
        press(app, SKIP) if again.game.busy() or again.wait > 0 else frames(app)
    (saved,) = saves.list_saves()
    assert saved.record.id == again.record.id, "the rematch is saved as a game of its own"
    (replay,) = saves.list_replays()
    assert replay.record.id == record.id and replay.record.finished
    # continue from here: from a move before the end a live game; from the end, a line why not
    watched = TableScene(app, saves.read_record(replay.path), replay=True)
    app.stack.replace(watched)
    app.stack.apply_pending()
    watched.replay_jump(watched.replay_len)
    watched.continue_from_here()
    app.stack.apply_pending()
    assert app.stack.top is watched and "over here" in app.toasts[-1].message
    watched.replay_jump(4)
    watched.continue_from_here()
    app.stack.apply_pending()
    live = app.stack.top
    assert isinstance(live, TableScene) and not live.replaying and live.record.actions == record.actions[:4]
    assert live.record.outcome is None and not live.record.finished


def test_the_replays_line_names_the_winner_shared_wins_and_a_lost_solo_game():
    def line(ranked, label="points", decided=True) -> str:
        return result_line(saves.Standing(tuple(ranked), label, decided))

    assert line([("Cleo", 34, True), ("Ben", 40, False), ("Cpu (computer)", 41, False)]) == "Cleo wins with 34 points · Ben: 40 · Cpu (computer): 41"
    assert line([("You", 1, True), ("Cleo", 3, False)], "strokes") == "You win with 1 stroke · Cleo: 3"
    assert line([("Cleo", 5, True), ("Ben", 5, True), ("Ana", 9, False)]) == "Cleo and Ben share the win with 5 points · Ana: 9"
    assert line([("You", 40, False)]) == "You: 40 points · lost"
    assert line([("You", 40, True)], "strokes") == "You: 40 strokes"
    assert line([("Ben", 7, False), ("Cleo", 5, False)], "", decided=False) == "Final scores · Ben: 7 · Cleo: 5"


def test_the_outcome_is_kept_in_the_record_and_checked_when_read():
    from game.match.record import Outcome, RecordError
    from game.match.session import MatchSession
    from tests.match.helpers import played

    record = played(rollecate_record(seed=5, players=3))
    record.finished, record.outcome = True, Outcome((2, 0, 1), (2,), "points")
    again = MatchRecord.loads(record.dumps())
    assert again.outcome == record.outcome
    for damaged in ({"order": [0, 1], "winners": [0]}, {"order": [0, 1, 1], "winners": []}, {"order": [0, 1, 2], "winners": [3]}, [0, 1, 2]):
        data = record.to_json()
        data["outcome"] = damaged
        with pytest.raises(RecordError):
            MatchRecord.from_json(data)
    assert MatchRecord.loads(rollecate_record().dumps()).outcome is None, "an unfinished game has none"
    watched = MatchSession(again, replay=True)
    watched.goto(10)
    watched.truncate()  # a replay played on from a move: unfinished again, no result
    assert again.outcome is None and not again.finished
