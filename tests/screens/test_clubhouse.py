"""The clubhouse and the challenge of the day on screen: reached from the title, with the keyboard alone.

A game played through the real table reaches its final ranking, which says
"New personal best on Duck Pond!" when it is one; the clubhouse shows each
name's rows and charts and merges two names; the challenge of the day starts
the counted try once, then practice, and carries an unfinished try on.
"""

from __future__ import annotations

import json
from datetime import date

import pygame
import pytest

from game import catalog, paths
from game.app import App
from game.match import daily, records, saves
from game.match.record import MatchRecord, Outcome, SeatEntry
from game.match.replaying import play_on
from game.match.results import DAILY_KEY, Result
from game.scenes.clubhouse import ClubhouseScene, KeyRow, heading_of, ranking_notes
from game.scenes.daily import DailyScene, start_daily
from game.scenes.ranking import RankingScene
from game.scenes.table.scene import TableScene
from game.scenes.title import TitleScene
from tests.screens.support import frames, press
from tests.user_folder import own_user_folder  # noqa: F401  (a fresh user folder per test)

SKIP = pygame.K_x


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=True, headless=True)
    a.settings.animation_speed = "fast"
    a.stack.push(TitleScene(a))
    a.stack.apply_pending()
    yield a
    pygame.display.quit()


def earlier(name: str, key: str, score: float, match: str, game: str = "carom", par: float | None = 4) -> Result:
    return Result(name, game, key, score, par, "strokes", False, f"2026-05-0{len(match) % 9 + 1}T20:00:00+00:00", match)


def keep(*results: Result) -> None:
    kept = records.load()
    kept.results += results
    kept.tidy()
    assert records.save(kept) is None


def test_the_title_reaches_the_clubhouse_and_the_challenge_of_the_day_with_the_keyboard(app):
    title = app.stack.top
    assert title.group.focused is title.game_buttons[0]
    for _ in range(4):
        press(app, pygame.K_DOWN)
    assert title.group.focused is title.daily_button
    press(app, pygame.K_RIGHT)
    assert title.group.focused is title.clubhouse_button
    press(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(app.stack.top, ClubhouseScene)
    press(app, pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is title
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    frames(app)
    page = app.stack.top
    assert isinstance(page, DailyScene)
    assert [b.label.split(" · ")[0] for b in page.buttons] == ["Roll in One", "Eagle's Creek", "Carom Golf", "Rollecate"]
    assert all("counts in the clubhouse" in b.detail for b in page.buttons)


def play_to_the_ranking(app: App, record: MatchRecord) -> RankingScene:
    """Play ``record`` on the real table (the person takes the default choices with Enter) to its final ranking."""
    from game.scenes.table import open_record

    assert open_record(app, record)
    app.stack.apply_pending()
    table = app.stack.top
    for _ in range(60_000):
        top = app.stack.top
        if isinstance(top, RankingScene):
            break
        if top is not table or table.may_act():
            press(app, pygame.K_RETURN)  # the person's default choice, or the course's scorecard
        elif table.game.busy() or table.wait > 0:
            press(app, SKIP)
        else:
            frames(app)
    ranking = app.stack.top
    assert isinstance(ranking, RankingScene)
    return ranking


def duck_pond(seed: int = 11) -> MatchRecord:
    duck = catalog.load_course("carom", paths.level("carom/course_2.tmx"))
    return MatchRecord.new("carom", seed, [SeatEntry("Ada", 0), SeatEntry("Cpu", 1, True)], course=(duck,), options={"mode": "basic"})


def test_the_final_ranking_says_a_new_personal_best_through_the_real_table(app):
    keep(earlier("Ada", "Duck Pond", 99, "old1"))
    record = duck_pond()
    ranking = play_to_the_ranking(app, record)
    assert ranking.notes == ["New personal best on Duck Pond!"]
    assert ranking.notes_rect.bottom <= ranking.back.rect.top and ranking.notes_rect.top >= ranking.rows[-1].bottom
    frames(app, 3)
    kept = records.load()
    (mine,) = [r for r in kept.results if r.match == record.id]
    assert mine.name == "Ada" and mine.key == "Duck Pond" and mine.score < 99


def test_a_damaged_records_file_never_stops_a_game_at_the_table(app):
    records.path().write_bytes(b'{"format": "rollinone-records", "version": 1, "results": [')
    record = duck_pond()
    ranking = play_to_the_ranking(app, record)  # the game ends and ranks as ever
    assert ranking.notes == [], "no earlier round survives to beat"
    assert any("damaged" in t.message and "records.json.bad" in t.message for t in app.toasts), "said in one line"
    assert [r.match for r in records.load().results] == [record.id], "the records go on, rebuilt from the replays"
    (replay,) = saves.list_replays()
    assert replay.record.id == record.id


def test_the_ranking_names_whose_best_it_is_and_how_a_daily_counted():
    rollecate = MatchRecord.new("rollecate", 4, [SeatEntry("You", 0), SeatEntry("Cleo", 1)], options={"rounds": 1})
    keep(earlier("You", "1 round", 999, "old1", "rollecate", None), earlier("Cleo", "1 round", 999, "old2", "rollecate", None))
    last = []
    play_on(rollecate, lambda rec, state: last.append(state))
    rollecate.outcome = Outcome((0, 1), (0,), "points")
    saves.finish(rollecate, final=last[-1])
    assert ranking_notes(rollecate) == ["Your new personal best in Rollecate, 1 round!", "Cleo's new personal best in Rollecate, 1 round!"]
    assert ranking_notes(MatchRecord.loads(rollecate.dumps())) == ranking_notes(rollecate), "found by the match's id"
    today = daily.challenge("rollecate", date(2026, 5, 14)).record([SeatEntry("Cleo", 0)])
    play_on(today, lambda rec, state: last.append(state))
    saves.finish(today, final=last[-1])
    assert ranking_notes(today) == ["Cleo's try at the challenge of 14 May 2026 counts in the clubhouse."]
    again = daily.challenge("rollecate", date(2026, 5, 14)).record([SeatEntry("Cleo", 0)], practice=True)
    assert ranking_notes(again) == ["A practice try at the challenge of 14 May 2026: it counts nowhere."]


def test_the_clubhouse_shows_each_name_rows_and_charts_and_merges_two_names(app):
    keep(
        earlier("Cleo", "Duck Pond", 5, "m1"),
        earlier("Cleo", "Meadow", 3, "m2", par=3),
        earlier("cleo", "Duck Pond", 4, "m3xx"),
        Result("Cleo", "rollinone", DAILY_KEY, 4, 4, "strokes", True, "2026-05-09T20:00:00+00:00", "m4", "2026-05-09", "Hole of 9 May 2026"),
    )
    page = ClubhouseScene(app)
    app.stack.push(page)
    app.stack.apply_pending()
    frames(app)
    assert page.people[0] in ("Cleo", "cleo") and set(page.people) == {"Cleo", "cleo"}
    page.choose_name("Cleo")
    page.show_game("carom")
    frames(app)
    assert [r.stats.key for r in page.rows] == ["Duck Pond", "Meadow"]
    duck = page.rows[0]
    assert isinstance(duck, KeyRow) and duck.stats.played == 1 and duck.stats.best == 5 and duck.chart_rect().colliderect(duck.rect)
    page.show_game("rollinone")
    frames(app)
    (row,) = page.rows
    assert row.stats.key == DAILY_KEY and heading_of(row.stats) == "Challenge of the day · last: 9 May 2026, Hole of 9 May 2026"
    # merge: choose the name to merge, Merge into…, the other name, confirm
    page.choose_name("cleo")
    page.group.focus(page.merge_button)
    press(app, pygame.K_RETURN)
    assert page.merging == "cleo"
    target = next(b for b in page.name_buttons if b.label == "Cleo")
    page.group.focus(target)
    press(app, pygame.K_RETURN)
    frames(app)
    dialog = app.stack.top
    assert type(dialog).__name__ == "ConfirmDialog" and dialog.question == "Merge cleo into Cleo?"
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    frames(app)
    assert app.stack.top is page and page.people == ["Cleo"]
    page.show_game("carom")
    duck = next(r for r in page.rows if r.stats.key == "Duck Pond")
    assert duck.stats.played == 2 and duck.stats.best == 4, "cleo's results count as Cleo's"
    assert json.loads(records.path().read_text(encoding="utf-8"))["merged"] == {"cleo": "Cleo"}


def test_an_empty_clubhouse_and_a_damaged_records_file_say_so_in_one_line(app):
    records.path().write_bytes(b"\xff\xfe garbage")
    page = ClubhouseScene(app)
    app.stack.push(page)
    app.stack.apply_pending()
    frames(app)
    assert page.people == [] and page.rows == []
    assert any("records.json.bad" in t.message for t in app.toasts)
    assert records.path().with_name("records.json.bad").read_bytes() == b"\xff\xfe garbage"


def test_the_challenge_of_the_day_counts_the_first_try_carries_an_unfinished_one_on_then_practice(app):
    today = date.today()
    assert start_daily(app, "rollecate", today)
    app.stack.apply_pending()
    table = app.stack.top
    assert isinstance(table, TableScene)
    first = table.record
    assert first.info["daily"] == today.isoformat() and first.info["practice"] is False
    assert records.try_key("rollecate", today.isoformat()) in records.load().tries, "the try is used the moment it starts"
    for _ in range(400):  # a few moves, saved as they go
        if len(first.actions) >= 6:
            break
        press(app, pygame.K_RETURN) if table.may_act() else press(app, SKIP)
    assert saves.list_saves(), "the unfinished try is saved"
    # leave it; the next start carries it on instead of dealing a new try
    assert start_daily(app, "rollecate", today)
    app.stack.apply_pending()
    again = app.stack.top
    assert isinstance(again, TableScene) and again.record.id == first.id
    # once it is finished, a new start is practice
    last = []
    record = saves.read_record(saves.list_saves()[0].path)
    play_on(record, lambda rec, state: last.append(state))
    saves.finish(record, final=last[-1])
    assert start_daily(app, "rollecate", today)
    app.stack.apply_pending()
    practice = app.stack.top
    assert isinstance(practice, TableScene) and practice.record.info["practice"] is True
    assert "practice try" in app.toasts[-1].message
    page = DailyScene(app, today)
    assert page.buttons[3].detail.startswith("Counted:")
