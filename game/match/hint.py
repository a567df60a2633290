"""A hint on request: what the strongest computer player would do now, with its expected outcome (pure).

The hint is that player's own choice: the bot of the game's strongest level,
seeded as a computer in that seat would be (``catalog.computer_seed``), asked
about the state on the table. Bots decide from what their seat may see:
other hands are never read, and the future dice and cards, which the driver
draws from the match seed and the ply, never enter a decision (a bot's own
seed only breaks ties and adds its noise), so the hint reveals nothing hidden
(tests/match/test_hints.py exchanges both and the hint stays the same). The engine's ``advice.py`` then says the move in words, its
expected outcome in numbers and one line why (:class:`~game.rules.advice.Advice`).

Hints are kept in the record's ``display`` (screen-only choices the engine
never sees): ``"hints": false`` when the set-up turned them off, and
``"hint_asks"``, the [ply, seat] of every hint asked, so the game log of a
resumed game or a replay says "Cleo asked for a hint" where it happened.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game import catalog
from game.rules.advice import Advice
from game.rules.protocol import Action

if TYPE_CHECKING:
    from game.match.record import MatchRecord

ASKED = "asked for a hint"
"""The game log's words after the name."""


@dataclass(frozen=True)
class Hint:
    """What the strongest computer would do for ``seat`` now, and why."""

    seat: int
    action: Action
    """The move it would make (one of the state's legal actions)."""
    advice: Advice


def strongest_level(game_id: str) -> str:
    """The game's strongest computer level (its bot module's ``LEVELS`` run weakest first)."""
    levels: tuple[str, ...] = importlib.import_module(f"{catalog.info(game_id).engine}.bot").LEVELS
    return levels[-1]


class HintAsker:
    """Asks the strongest bot of one seat, then the engine's advice; ``choose`` gives a :class:`Hint`.

    Shaped like a bot (``choose(state)``), so the table's worker thread runs it off the frame.
    """

    def __init__(self, game_id: str, seat: int, seed: int) -> None:
        self.game_id = game_id
        self.seat = seat
        self.seed = seed
        self._advise = importlib.import_module(f"{catalog.info(game_id).engine}.advice").advise

    def bot(self) -> Any:
        """A fresh strongest bot for the seat, seeded as the seat's computer would be."""
        return catalog.make_bot(self.game_id, self.seat, self.seed, strongest_level(self.game_id))

    def choose(self, state: Any) -> Hint:
        """The hint for ``state`` (the seat must be on turn)."""
        bot = self.bot()
        action = bot.choose(state)
        return Hint(self.seat, action, self._advise(state, self.seat, action, bot))


def ask(game_id: str, state: Any, seat: int, match_seed: int) -> Hint:
    """The hint for ``seat`` on turn in ``state`` of a match seeded ``match_seed``."""
    return HintAsker(game_id, seat, catalog.computer_seed(match_seed, seat)).choose(state)


# --------------------------------------------------------------------------- the record
def hints_on(record: MatchRecord) -> bool:
    """True unless the set-up turned hints off for this game."""
    return record.display.get("hints", True) is not False


def asks(record: MatchRecord) -> list[tuple[int, int]]:
    """Every hint asked, as (ply, seat), oldest first; damaged entries are left out."""
    raw = record.display.get("hint_asks", [])
    out: list[tuple[int, int]] = []
    if isinstance(raw, list):
        for item in raw:
            if isinstance(item, list) and len(item) == 2 and all(type(x) is int and x >= 0 for x in item):
                if item[1] < len(record.seats) and item[0] <= len(record.actions):
                    out.append((item[0], item[1]))
    return out


def note_ask(record: MatchRecord, ply: int, seat: int) -> bool:
    """Keep that ``seat`` asked at ``ply`` (once per ply and seat); False when it was kept already."""
    kept = asks(record)
    if (ply, seat) in kept:
        return False
    record.display["hint_asks"] = [[p, s] for p, s in kept] + [[ply, seat]]
    return True


def forget_later(record: MatchRecord) -> bool:
    """Drop asks made after moves that were taken back (their ply is past the record's end); True when some went."""
    raw = record.display.get("hint_asks")
    if not isinstance(raw, list):
        return False
    kept = asks(record)
    if len(kept) == len(raw):
        return False
    record.display["hint_asks"] = [[p, s] for p, s in kept]
    return True
