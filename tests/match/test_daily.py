"""The challenge of the day: made from the date alone, one counted try a day, a replay anyone can check.

"The same on every machine" is checked across two fresh interpreters with
different string hashing (PYTHONHASHSEED), each making every game's challenge
and playing it out with the computer: the course and every die must agree, and
differ from another day's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date

import pytest

from game.cli import main
from game.match import daily, records, saves
from game.match.record import MatchRecord, SeatEntry
from game.match.replaying import play_on
from game.match.results import DAILY_KEY, counted_try, results_of

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DAY = date(2026, 5, 14)

PLAY_ALL = """
import hashlib, json, sys
from game.match import daily
from game.match.record import SeatEntry
from game.match.replaying import play_on
out = {}
for day in sys.argv[1:]:
    for game in daily.GAMES:
        made = daily.challenge(game, daily.parse_day(day))
        record = made.record([SeatEntry("You", 0)])
        play_on(record, lambda rec, state: None)
        courses = [{k: v for k, v in c.data.items() if k != "source"} for c in record.courses]
        out[f"{game} {day}"] = {
            "seed": record.seed,
            "course": hashlib.sha256(json.dumps(courses, sort_keys=True).encode()).hexdigest(),
            "name": made.course_name,
            "actions": hashlib.sha256(repr(record.actions).encode()).hexdigest(),
        }
print(json.dumps(out))
"""


def run_elsewhere(hash_seed: str, *days: str) -> dict[str, dict[str, object]]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", PLAY_ALL, *days], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_same_date_gives_the_same_course_and_dice_on_two_runs_and_another_date_differs():
    first = run_elsewhere("1", "2026-05-14", "2026-05-15")
    second = run_elsewhere("2", "2026-05-14", "2026-05-15")
    assert first == second, "two machines (two interpreters hashing strings differently) make the same challenges"
    for game in daily.GAMES:
        today, tomorrow = first[f"{game} 2026-05-14"], first[f"{game} 2026-05-15"]
        assert today["seed"] != tomorrow["seed"] and today["actions"] != tomorrow["actions"], f"{game}: another day, other dice"
    assert first["rollinone 2026-05-14"]["course"] != first["rollinone 2026-05-15"]["course"], "Roll in One designs a new hole each day"


def test_each_game_plays_the_course_the_issue_names():
    carom = daily.challenge("carom", DAY)
    assert carom.course[0].name in {"Meadow", "Duck Pond", "Pinball", "Frozen Lake", "Mole Meadow", "Grand Tour"} and carom.options["mode"] == "basic"
    eagles = daily.challenge("eagles_creek", DAY)
    assert eagles.course.name == "Eagle's Creek" and eagles.options == {"variant": 9}
    hole = daily.challenge("rollinone", DAY)
    (course,) = hole.course
    assert course.props["board"] == "hole" and hole.par == course.props["par"] and hole.options["quick"]
    assert daily.challenge("rollecate", DAY).course is None


def test_bad_dates_and_games_get_one_line():
    with pytest.raises(daily.DailyError, match="not a date"):
        daily.parse_day("14/05/2026")
    with pytest.raises(daily.DailyError, match="has not come yet"):
        daily.check_day(date(2026, 5, 15), today=DAY)
    with pytest.raises(daily.DailyError, match="begin on"):
        daily.check_day(date(2019, 12, 31), today=DAY)
    with pytest.raises(daily.DailyError, match="unknown game"):
        daily.challenge("golf", DAY)


@pytest.mark.parametrize(
    "argv, words",
    [
        (["daily", "carom", "--date", "2026-13-01"], "is not a date"),
        (["daily", "carom", "--date", "2999-01-01"], "has not come yet"),
        (["daily", "golf"], "unknown game"),
    ],
)
def test_the_command_says_what_is_wrong_in_one_line(argv, words, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert words in err and "\n" not in err and "Traceback" not in err


def test_the_command_describes_a_day(capsys):
    assert main(["daily", "rollinone", "--date", "2026-05-14", "--describe"]) == 0
    out = capsys.readouterr().out
    made = daily.challenge("rollinone", DAY)
    assert out.strip() == f"Challenge of 14 May 2026: Roll in One · Hole of 14 May 2026 · par {made.par} · seed {made.seed}"


def played(game: str, *, practice: bool = False, name: str = "Cleo") -> MatchRecord:
    record = daily.challenge(game, DAY).record([SeatEntry(name, 0)], practice=practice)
    last = []
    play_on(record, lambda rec, state: last.append(state))
    saves.finish(record, final=last[-1])
    return record


@pytest.mark.parametrize("game", daily.GAMES)
def test_a_replay_of_a_daily_verifies_and_says_which_day(game, tmp_path, capsys):
    record = played(game)
    path = saves.export_replay(record, tmp_path / "today.json")
    assert main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "replay verified" in out and "challenge of the day: 14 May 2026" in out and "Cleo" in out and "counted try" in out
    # a file that claims the day but plays other dice is caught, though it replays well
    other = MatchRecord.loads(record.dumps())
    other.seed += 1
    other.actions = []
    play_on(other, lambda rec, state: None)
    forged = saves.export_replay(other, tmp_path / "forged.json")
    assert main(["replay", str(forged), "--verify"]) == 1
    err = capsys.readouterr().err
    assert "not the challenge of the day it says" in err and "seed" in err


def test_one_try_counts_a_day_and_further_tries_are_practice():
    counted = played("carom")
    practice = played("carom", practice=True)
    assert counted_try(counted) == "2026-05-14" and counted_try(practice) == ""
    kept = records.load()
    (result,) = [r for r in kept.results if r.key == DAILY_KEY]
    assert result.match == counted.id and result.day == "2026-05-14" and result.detail == counted.info["course"]
    state = daily.try_state("carom", DAY)
    assert state.started and state.result == result and state.unfinished is None
    assert not daily.try_state("rollecate", DAY).started
    # a rematch (new dice) or a game continued from the replay is practice too
    rematch = MatchRecord.loads(counted.dumps())
    rematch.seed += 1
    assert counted_try(rematch) == "" and results_of(rematch) == []
    assert counted_try(counted.continued_from(3)) == ""
