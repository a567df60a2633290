"""The match record: one game-independent description of a game that saves, undo and replays share.

A match is its game id, the course(s) embedded in full, the engine options,
the seed, the seats and the list of actions. The engines are deterministic and
chance is drawn from ``(seed, ply)``, so the record *is* the game: rebuilding
it gives back exactly the state it was saved in.

This package sits between the rules (and the catalog) and the screens: it may
import ``game.rules``, ``game.catalog`` and ``game.paths``, never pygame or scenes.
"""

from game.match.record import FORMAT, VERSION, CourseEntry, MatchRecord, Outcome, RecordError, SeatEntry

__all__ = ["FORMAT", "VERSION", "CourseEntry", "MatchRecord", "Outcome", "RecordError", "SeatEntry"]
