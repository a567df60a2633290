"""The clubhouse's records: what a finished game adds, and the file that can always be made again from the replays.

Games are played to the end by computer players for seats marked as people
(so they keep records), and filed the way the table files them
(``saves.finish`` with the final state). The records file written game by game
must equal the one rebuilt from the replays; a damaged file is kept aside and
never stops a game; dropping old replays loses no record.
"""

from __future__ import annotations

import json

import pytest

from game import catalog, paths
from game.match import records, saves
from game.match.record import MatchRecord, Outcome, SeatEntry
from game.match.replaying import play_on
from game.match.results import DAILY_KEY, Result, results_of
from game.rules.protocol import TERMINAL
from tests.match.helpers import carom_record


def finished(record: MatchRecord) -> MatchRecord:
    """Play ``record`` to its end with computer players and file it as the table does (its ranking: lowest first)."""
    last = []
    play_on(record, lambda rec, state: last.append(state))
    state = last[-1]
    assert state.current_player == TERMINAL
    scores = [float(x) for x in state.scores()]
    order = sorted(range(len(scores)), key=lambda i: (scores[i], i))
    record.outcome = Outcome(tuple(order), tuple(i for i in order if scores[i] == scores[order[0]]), "points")
    saves.finish(record, final=state)
    return record


def people(*names: str) -> list[SeatEntry]:
    return [SeatEntry(n, i) for i, n in enumerate(names)]


def carom(seed: int, names: tuple[str, ...], courses: tuple[int, ...] = (2,), mode: str = "basic") -> MatchRecord:
    maps = tuple(catalog.load_course("carom", paths.level(f"carom/course_{i}.tmx")) for i in courses)
    return MatchRecord.new("carom", seed, people(*names), course=maps, options={"mode": mode})


def rollecate(seed: int, names: tuple[str, ...], rounds: int = 1) -> MatchRecord:
    return MatchRecord.new("rollecate", seed, people(*names), options={"rounds": rounds})


def rollinone(seed: int, names: tuple[str, ...], computers: int = 0) -> MatchRecord:
    seats = people(*names) + [SeatEntry(f"Cpu {i + 1}", len(names) + i, True) for i in range(computers)]
    variant = "solo" if len(seats) == 1 else "standard"
    return MatchRecord.new("rollinone", seed, seats, course=catalog.load_course("rollinone"), options={"variant": variant, "quick": True, "holes": 2}, info={"mode": "Quick play"})


def eagles(seed: int, names: tuple[str, ...]) -> MatchRecord:
    return MatchRecord.new("eagles_creek", seed, people(*names), course=catalog.load_course("eagles_creek"), options={"variant": 3})


def daily(game: str, day: str, name: str, practice: bool = False) -> MatchRecord:
    from game.match import daily as days

    return days.challenge(game, days.parse_day(day)).record([SeatEntry(name, 0)], practice=practice)


def evening() -> list[MatchRecord]:
    """A few evenings of every game: people and computers, one and several courses, a daily try and a practice try."""
    return [
        finished(carom(1, ("Ada", "Ben"), (2, 3))),
        finished(carom(2, ("Ada",))),
        finished(carom(3, ("Ada",), mode="carom")),
        finished(rollecate(4, ("Ben",))),
        finished(rollecate(5, ("Ada", "Ben"), rounds=2)),
        finished(rollinone(6, ("Ada",))),
        finished(rollinone(7, ("Ben",), computers=1)),
        finished(eagles(8, ("Cleo",))),
        finished(daily("carom", "2026-05-14", "Ada")),
        finished(daily("carom", "2026-05-14", "Ada", practice=True)),
        finished(carom_record(seed=9)),  # computers only: no records
    ]


def test_what_a_game_adds_per_course_hole_and_way_to_play():
    games = evening()
    kept = records.load()
    keys = {(r.name, r.game, r.key) for r in kept.results}
    assert {("Ada", "carom", "Duck Pond"), ("Ada", "carom", "Pinball"), ("Ben", "carom", "Pinball")} <= keys
    assert ("Ada", "carom", "Duck Pond · carom mode") in keys, "Carom mode is a key of its own"
    assert ("Ben", "rollecate", "1 round") in keys and ("Ada", "rollecate", "2 rounds") in keys
    assert ("Cleo", "eagles_creek", "Eagle's Creek · 3 holes") in keys
    assert ("Ben", "rollinone", "Quick play") in keys, "with several players Roll in One keeps the whole game"
    alone = [r for r in kept.results if r.name == "Ada" and r.game == "rollinone"]
    assert [r.key for r in alone] == ["Opening Drive", "Over the Creek"] and all(r.unit == "strokes" and r.par for r in alone)
    assert not any(r.name.startswith(("Cpu", "Computer")) for r in kept.results), "computers keep no records"
    (day,) = [r for r in kept.results if r.key == DAILY_KEY]
    assert day.day == "2026-05-14" and day.name == "Ada" and day.detail, "the counted try only; the practice try adds nothing"
    assert records.try_key("carom", "2026-05-14") in kept.tries
    duck = next(r for r in kept.results if r.key == "Duck Pond" and r.match == games[1].id)
    assert duck.par == 4 and duck.others == 0 and not duck.won, "a game played alone is never won"
    pair = [r for r in kept.results if r.match == games[0].id]
    assert {r.others for r in pair} == {1} and [r.won for r in pair if r.key == "Duck Pond"].count(True) >= 1, "the ranking's winner won"
    stats = kept.stats("Ada")
    assert set(stats) == {"carom", "rollecate", "rollinone"}
    (pond,) = [k for k in stats["carom"] if k.key == "Duck Pond"]
    assert pond.played == 2 and pond.best == min(r.score for r in pond.last) and len(pond.last) == 2


def test_the_records_rebuilt_from_the_replays_equal_the_live_file_after_a_series_of_games():
    evening()
    live = json.loads(records.path().read_text(encoding="utf-8"))
    rebuilt = records.rebuild().to_json()
    assert live["results"] and live == rebuilt
    # and the same after the file is lost: the game makes it again, quietly
    records.path().unlink()
    assert records.load().to_json() == live
    assert json.loads(records.path().read_text(encoding="utf-8")) == live
    assert records.take_notices() == []


@pytest.mark.parametrize(
    "damage",
    [b"\x00\x01 not json", b'{"format": "rollinone-records", "version": 1, "results": [{"name": 5}]', b'{"format": "rollinone-records", "version": 99, "results": []}', b"[]"],
    ids=["bytes", "truncated", "newer", "not-records"],
)
def test_a_damaged_records_file_never_stops_a_game_and_is_kept_aside(damage):
    first = finished(rollecate(4, ("Ben",)))
    records.path().write_bytes(damage)
    records.take_notices()
    second = finished(rollecate(5, ("Ben",)))  # the game is filed as ever
    (replay,) = [e for e in saves.list_replays() if e.record.id == second.id]
    assert replay.record.finished
    aside = records.path().with_name("records.json.bad")
    assert aside.read_bytes() == damage, "the damaged file is kept as it was"
    kept = records.load()
    assert {r.match for r in kept.results} == {first.id, second.id}, "rebuilt from the replays, the new game added"
    (line,) = records.take_notices()
    assert "damaged" in line and "records.json.bad" in line and "\n" not in line


def test_a_file_with_one_bad_entry_keeps_the_good_ones_even_of_games_no_replay_holds():
    finished(rollecate(4, ("Ben",)))
    data = records.load().to_json()
    lost = Result("Ada", "carom", "Duck Pond", 5, 4, "strokes", True, "2020-01-01T10:00:00+00:00", "aaaaaa")
    data["results"] += [lost.to_json(), {"name": "Ada", "score": "many"}]
    data["merged"] = {"ada": "Ada"}
    records.path().write_text(json.dumps(data), encoding="utf-8")
    kept = records.load()
    assert lost in kept.results and kept.merged == {"ada": "Ada"} and len(kept.results) == 2
    assert records.path().with_name("records.json.bad").exists()


def test_dropping_old_replays_loses_no_record(monkeypatch):
    monkeypatch.setattr(saves, "KEEP_REPLAYS", 2)
    games = [finished(rollecate(seed, ("Ben",))) for seed in (1, 2, 3, 4)]
    assert len(saves.list_replays()) == 2
    assert {r.match for r in records.load().results} == {g.id for g in games}, "the file keeps what the replays dropped"
    assert {r.match for r in records.rebuild().results} == {g.id for g in games[2:]}, "a rebuild has what the replays still hold"


def test_names_as_typed_and_merged():
    rs = [
        Result("Cleo", "carom", "Duck Pond", 6, 4, "strokes", False, "2026-05-01T10:00:00+00:00", "m1"),
        Result("cleo", "carom", "Duck Pond", 5, 4, "strokes", True, "2026-05-02T10:00:00+00:00", "m2"),
        Result("Cleo B", "carom", "Duck Pond", 7, 4, "strokes", True, "2026-05-03T10:00:00+00:00", "m3"),
    ]
    kept = records.Records(list(rs))
    assert kept.people() == ["Cleo B", "cleo", "Cleo"], "names are matched exactly as typed"
    kept.merge("cleo", "Cleo")
    kept.merge("Cleo", "Cleo B")
    assert kept.people() == ["Cleo B"] and kept.canonical("cleo") == "Cleo B"
    (pond,) = kept.stats("Cleo B")["carom"]
    assert (pond.played, pond.wins, pond.best, pond.average) == (3, 2, 5, 6)
    better = Result("cleo", "carom", "Duck Pond", 4, 4, "strokes", True, "2026-05-04T10:00:00+00:00", "m4")
    worse = Result("Cleo", "carom", "Duck Pond", 5, 4, "strokes", True, "2026-05-04T10:00:00+00:00", "m5")
    first = Result("Cleo", "carom", "Meadow", 9, 3, "strokes", True, "2026-05-04T10:00:00+00:00", "m6")
    assert kept.new_bests([better, worse, first]) == [better], "a tie or a first round is no new best"
    assert records.merge_names("Ben", "Ada") is None  # kept in the file
    assert records.load().merged == {"Ben": "Ada"}


def test_results_of_an_unfinished_game_are_none_and_a_broken_replay_is_skipped_in_a_rebuild():
    record = rollecate(4, ("Ben",))
    assert results_of(record) == []
    done = finished(rollecate(5, ("Ben",)))
    broken = saves.replays_folder() / "20260101-000000-rollecate-ffffff.json"
    data = json.loads(done.dumps())
    data["id"], data["actions"] = "ffffff", data["actions"][:3]
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert {r.match for r in records.rebuild().results} == {done.id}


def test_best_follows_the_games_own_score_direction(monkeypatch):
    """A game whose highest score wins (a fifth game may) has its highest result as best, and only a higher one is new."""
    import dataclasses

    monkeypatch.setitem(catalog.GAMES, "carom", dataclasses.replace(catalog.info("carom"), lower_is_better=False))
    rs = [
        Result("Ada", "carom", "Duck Pond", 6, None, "points", False, "2026-05-01T10:00:00+00:00", "m1"),
        Result("Ada", "carom", "Duck Pond", 9, None, "points", False, "2026-05-02T10:00:00+00:00", "m2"),
    ]
    kept = records.Records(list(rs))
    (pond,) = kept.stats("Ada")["carom"]
    assert pond.best == 9
    higher = Result("Ada", "carom", "Duck Pond", 10, None, "points", False, "2026-05-03T10:00:00+00:00", "m3")
    lower = Result("Ada", "carom", "Duck Pond", 2, None, "points", False, "2026-05-03T10:00:00+00:00", "m4")
    assert kept.new_bests([higher, lower]) == [higher]
