"""The clubhouse and the challenge of the day for build_scripts/screenshots.py.

The records are real: a few evenings of games played to the end by the
computer players under people's names (fixed seeds), each filed as the table
files a finished game, in a scratch user folder made for the picture (the
player's own folder is never read or written). Each function returns
``(scene, frames)``.
"""

from __future__ import annotations

import os
import tempfile
from datetime import date, timedelta
from typing import Any

DAY = date(2026, 5, 14)
"""The day the pictures show (fixed, so the pictures do not change with the calendar)."""


def _scratch_folder() -> None:
    from game import paths

    os.environ["ROLLINONE_USER_DIR"] = tempfile.mkdtemp(prefix="rollinone-shots-")
    paths.user_dir.cache_clear()


def _filed(record: Any, when: str) -> None:
    """Play ``record`` to its end with computer players and file it as the table does (its ranking: lowest first)."""
    from game.match import saves
    from game.match.record import Outcome
    from game.match.replaying import play_on

    last: list[Any] = []
    play_on(record, lambda rec, state: last.append(state))
    scores = [float(x) for x in last[-1].scores()]
    order = sorted(range(len(scores)), key=lambda i: (scores[i], i))
    record.outcome = Outcome(tuple(order), tuple(i for i in order if scores[i] == scores[order[0]]), "points")
    record.created = record.updated = when
    saves.finish(record, final=last[-1])
    # finish stamps the record with the time it was filed: keep the evening's date instead, as a player's would be
    from game.match import records

    kept = records.load()
    kept.results = [r if r.match != record.id else type(r)(**{**r.__dict__, "when": when}) for r in kept.results]
    kept.tidy()
    records.save(kept)


def _evenings() -> None:
    """About twenty evenings: Carom on Duck Pond and Meadow, Roll in One holes alone, Eagle's Creek, Rollecate, daily tries."""
    from game import catalog, paths
    from game.match import daily
    from game.match.record import MatchRecord, SeatEntry

    duck = catalog.load_course("carom", paths.level("carom/course_2.tmx"))
    meadow = catalog.load_course("carom", paths.level("carom/course_1.tmx"))
    boards = catalog.load_course("rollinone")
    sheet = catalog.load_course("eagles_creek")
    for k in range(20):
        day = DAY - timedelta(days=20 - k)
        when = f"{day.isoformat()}T20:{k:02d}:00+00:00"
        you, cleo = SeatEntry("You", 0), SeatEntry("Cleo", 1)
        level = "easy" if k < 8 else "normal"  # the evenings get better
        _filed(MatchRecord.new("carom", 100 + k, [SeatEntry("You", 0, False, level), cleo], course=(duck, meadow), options={"mode": "basic"}), when)
        _filed(MatchRecord.new("rollinone", 200 + k, [you], course=boards, options={"variant": "solo", "quick": True, "holes": 3}), when)
        if k % 3 == 0:
            _filed(MatchRecord.new("eagles_creek", 300 + k, [you, cleo], course=sheet, options={"variant": 3}), when)
        if k % 2 == 0:
            _filed(MatchRecord.new("rollecate", 400 + k, [you], options={"rounds": 1}), when)
        if k >= 12:
            _filed(daily.challenge("carom", day).record([you]), when)


def clubhouse(app: Any) -> tuple[Any, int]:
    """The clubhouse after a few evenings: You on Carom Golf, a chart per course."""
    _scratch_folder()
    _evenings()
    from game.scenes.clubhouse import ClubhouseScene

    scene = ClubhouseScene(app)
    scene.show_game("carom")
    return scene, 3


def clubhouse_rollinone(app: Any) -> tuple[Any, int]:
    """The clubhouse's Roll in One page: the holes played alone, each against its par."""
    _scratch_folder()
    _evenings()
    from game.scenes.clubhouse import ClubhouseScene

    scene = ClubhouseScene(app)
    scene.show_game("rollinone")
    return scene, 3


def daily_page(app: Any) -> tuple[Any, int]:
    """The challenge of the day: each game's challenge, today's Carom try counted."""
    _scratch_folder()
    _evenings()
    from game.match import daily
    from game.match.record import SeatEntry
    from game.scenes.daily import DailyScene

    _filed(daily.challenge("carom", DAY).record([SeatEntry("You", 0)]), f"{DAY.isoformat()}T19:00:00+00:00")
    return DailyScene(app, DAY), 3


def daily_play(app: Any) -> tuple[Any, int]:
    """A challenge of the day in play: Roll in One's hole of the day, a few shots in."""
    from game.match import daily
    from game.match.record import SeatEntry
    from game.match.replaying import play_on
    from game.scenes.table.scene import TableScene

    record = daily.challenge("rollinone", DAY).record([SeatEntry("You", 0)])

    class Enough(Exception):
        pass

    def stop(rec: Any, state: Any) -> None:
        if len(rec.actions) >= 9:
            raise Enough

    try:
        play_on(record, stop)
    except Enough:
        pass
    return TableScene(app, record), 90


def ranking_best(app: Any) -> tuple[Any, int]:
    """The final ranking of a Carom game on Duck Pond that beats You's earlier rounds there: "New personal best on Duck Pond!"."""
    _scratch_folder()
    from game import catalog, paths
    from game.match.record import MatchRecord, SeatEntry
    from game.scenes.table.scene import TableScene

    duck = catalog.load_course("carom", paths.level("carom/course_2.tmx"))

    def game(seed: int, level: str) -> Any:
        return MatchRecord.new("carom", seed, [SeatEntry("You", 0, False, level), SeatEntry("Computer", 1, True)], course=(duck,), options={"mode": "basic"})

    for k, seed in enumerate((31, 32, 33)):
        _filed(game(seed, "easy"), f"{(DAY - timedelta(days=3 - k)).isoformat()}T20:00:00+00:00")
    from game.match import records
    from game.match.replaying import play_on

    best = min(r.score for r in records.load().results)
    last: list[Any] = []
    for seed in range(40, 400):  # the first evening (from a fixed list of seeds) that beats them
        record = game(seed, "hard")
        last.clear()
        play_on(record, lambda rec, state: last.append(state))  # noqa: B023  (used at once, inside this turn of the loop)
        if last[-1].finished[0][0] < best:
            break
    record.finished = False
    table = TableScene(app, record)  # opened already over: the table files it (the records see a new best) and ranks it
    app.persist_settings = True
    app.stack.push(table)
    app.stack.apply_pending()
    table._game_over()
    return None, 40
