"""The Carom Golf computer player: picks tee, card and direction by expected strokes.

For each strength the chosen card can give (from :meth:`CaromState.chance_outcomes`
weights) and each direction it may strike in, it plays the stroke exactly with
the real resolver (other balls, caroms and all) and judges where every ball
ends with the course's expected-strokes table (:mod:`~game.rules.carom.value`).
The card with the best average over the die wins; after the roll, the best
direction for the rolled strength. In Carom mode it also likes to leave
opponents worse off (knock them away, into sand, out of the course...).

Levels:

* ``easy``: judges outcomes with noise (a hunch, not a calculation), never
  aims at opponents, and tees up anywhere;
* ``normal``: the exact one-stroke look-ahead above; in Carom mode an
  opponent's lost stroke is worth a third of one of its own;
* ``hard``: also tries every tee hex and mole-hole spot with a full look-ahead
  (normal uses the table there) and values hurting opponents at a half.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.rules.carom import data
from game.rules.carom.board import Board
from game.rules.carom.state import AIM, CARD, CAROM, MOLE, PLACE, PLAYING, ROLL, STRIKE, TEE, CaromState, placement_options
from game.rules.carom.stroke import StrokeResult, play_stroke
from game.rules.carom.value import course_values
from game.rules.protocol import Action, IllegalActionError

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Style:
    """How a level plays."""

    noise: float
    """Standard deviation (strokes) of the error in judging an outcome."""
    spite: float
    """What an opponent's extra stroke is worth, in own strokes (Carom mode)."""
    look_from_tee: bool
    """Look a full stroke ahead from each tee hex / mole-hole spot (else use the table)."""


STYLES = {
    "easy": Style(noise=0.8, spite=0.0, look_from_tee=False),
    "normal": Style(noise=0.0, spite=0.33, look_from_tee=False),
    "hard": Style(noise=0.0, spite=0.5, look_from_tee=True),
}


class CaromBot:
    """A seeded computer player for one seat."""

    def __init__(self, player: int, seed: int, level: str = "normal") -> None:
        self.player = player
        self.level = level
        self.style = STYLES[level]
        self.rng = random.Random(seed)

    def choose(self, state: CaromState) -> Action:
        """One of ``state.legal_actions()``."""
        if state.current_player != self.player and state.phase != ROLL:
            raise IllegalActionError(f"it is not seat {self.player}'s turn")
        legal = state.legal_actions()
        phase = state.phase
        if phase == TEE:
            return self._spot(state, legal, "tee")
        if phase == PLACE:
            return self._spot(state, legal, "place")
        look = Lookahead(state, self.style.spite)
        if phase == CARD:
            scored = [(look.card_value(a[1]), i) for i, a in enumerate(legal)]  # type: ignore[index]
        elif phase == STRIKE:
            m = state.impulses()
            scored = [(look.value(m, a[1]), i) for i, a in enumerate(legal)]  # type: ignore[index]
        elif phase == AIM:
            scored = [(look.aim_value(a[1], a[2]), i) for i, a in enumerate(legal)]  # type: ignore[index]
        else:
            return legal[0]
        return legal[self._pick(scored)]

    def _pick(self, scored: list[tuple[float, int]]) -> int:
        if self.style.noise:
            scored = [(v + self.rng.gauss(0.0, self.style.noise), i) for v, i in scored]
        return min(scored)[1]

    def _spot(self, state: CaromState, legal: list[Action], kind: str) -> Action:
        """A tee hex or a mole-hole spot: the one with the best expected strokes."""
        if self.level == "easy":
            return legal[self.rng.randrange(len(legal))]
        b = state.board
        v = course_values(b, state.direction_first)
        scored = []
        for i, a in enumerate(legal):
            h = (a[1], a[2])  # type: ignore[index]
            c = b.index[h]  # type: ignore[index]
            if self.style.look_from_tee:
                placed = state._with_ball(self.player, b.cells[c], PLAYING)
                look = Lookahead(placed, self.style.spite)
                value = min(look.card_value(card.id) for card in data.CHOICES) if not state.direction_first else min(
                    look.aim_value(card.id, d) for card in data.CHOICES for d in placed.allowed_directions()
                )
            else:
                value = v[c]
            scored.append((value, i))
        return legal[self._pick(scored)]


class Lookahead:
    """One stroke's exact outcomes from a state, judged with the course table."""

    def __init__(self, state: CaromState, spite: float) -> None:
        self.state = state
        self.board: Board = state.board
        self.me = state.turn
        self.v = course_values(self.board, state.direction_first)
        self.spite = spite if state.mode == CAROM else 0.0
        self.positions = state.cell_positions()
        self.counters = list(state.counters)
        self.counters[self.me] += 1  # the stroke itself
        self.cache: dict[tuple[int, int], float] = {}
        self.dirs = state.allowed_directions()
        self.die = replace(state, phase=ROLL).chance_outcomes()
        """The die's faces with their probabilities, as the rules state them."""
        self.before = [self._future(p, self.positions[p], state.status[p], self._mole_cell(state, p)) for p in range(state.num_players)]

    @staticmethod
    def _mole_cell(state: CaromState, p: int) -> int:
        h = state.positions[p]
        return state.board.cell(h) if h is not None and state.status[p] == MOLE else -1

    def _future(self, p: int, cell: int, status: str, mole_cell: int = -1) -> float:
        """Expected strokes still to come for ball ``p`` (without its counter)."""
        if status == MOLE or mole_cell >= 0:
            spots = placement_options(self.board, mole_cell, self.positions)
            return min((self.v[c] for c in spots), default=10.0)
        if cell < 0:
            return 0.0 if status != PLAYING else 0.0
        return self.v[cell]

    def value(self, m: int, d: int) -> float:
        """Own expected total after striking ``m`` impulses in direction ``d`` (minus the spite bonus)."""
        key = (m, d)
        got = self.cache.get(key)
        if got is not None:
            return got
        r = play_stroke(self.board, self.positions, self.counters, self.me, d, m, self.state.knocked)
        got = self.cache[key] = self._judge(r)
        return got

    def _judge(self, r: StrokeResult) -> float:
        cap = data.MAX_STROKES
        total = 0.0
        for p in range(len(r.positions)):
            if p != self.me and not self.spite:
                continue
            status = self.state.status[p]
            if status not in (PLAYING, MOLE) and p != self.me:
                continue
            if p in r.holed:
                future = 0.0
            elif p in r.mole:
                future = self._future(p, -1, MOLE, r.mole[p])
            elif status == MOLE:
                future = self.before[p]
            else:
                future = self.v[r.positions[p]] if r.positions[p] >= 0 else 0.0
            after = min(r.counters[p] + future, cap)
            if p == self.me:
                total += after
            else:
                before = min(self.state.counters[p] + self.before[p], cap)
                total -= self.spite * (after - before)
        return total

    def card_value(self, card: str) -> float:
        """Average over the die of the best direction's value for this card."""
        c = data.CARD_BY_ID[card]
        return sum(p * min(self.value(c.impulses(f), d) for d in self.dirs) for f, p in self.die)

    def aim_value(self, card: str, d: int) -> float:
        """Average over the die of striking with ``card`` in direction ``d`` (direction chosen first)."""
        c = data.CARD_BY_ID[card]
        return sum(p * self.value(c.impulses(f), d) for f, p in self.die)
