"""Records for the persistence tests: small games that computer players finish quickly."""

from __future__ import annotations

from game import catalog, paths
from game.match.record import MatchRecord, SeatEntry


def rollecate_record(seed: int = 5, players: int = 2) -> MatchRecord:
    """A Rollecate game (no course) between computer players."""
    seats = [SeatEntry(f"Computer {i + 1}", i, True, "normal") for i in range(players)]
    return MatchRecord.new("rollecate", seed, seats, info={"mode": "test"})


def carom_record(seed: int = 7, courses: int = 1, humans: int = 0) -> MatchRecord:
    """A Carom Golf game on the shipped courses 1.. ``courses`` (computers after ``humans`` people)."""
    maps = tuple(catalog.load_course("carom", paths.level(f"carom/course_{i}.tmx")) for i in range(1, courses + 1))
    seats = [SeatEntry(f"Player {i + 1}", i, False) for i in range(humans)]
    seats += [SeatEntry(f"Computer {i + 1}", humans + i, True, "normal") for i in range(2)]
    return MatchRecord.new("carom", seed, seats, course=maps if courses > 1 else maps[0], options={"mode": "basic"})


def played(record: MatchRecord, upto: int | None = None) -> MatchRecord:
    """A copy of ``record`` played on by computer players (to the end, or ``upto`` actions)."""
    from game.match.replaying import play_on

    copy = MatchRecord.loads(record.dumps())

    class Enough(Exception):
        pass

    def stop(rec: MatchRecord, _state: object) -> None:
        if upto is not None and len(rec.actions) >= upto:
            raise Enough

    try:
        play_on(copy, stop)
    except Enough:
        pass
    return copy
