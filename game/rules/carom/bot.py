"""The Carom Golf computer player: picks tee, card and direction by expected strokes.

For each strength the chosen card can give (weighted by the die's
:meth:`~game.rules.carom.state.CaromState.chance_outcomes`) and each direction it
may strike in, it plays the stroke exactly with the real resolver (other balls,
caroms and all) and judges where every ball ends with the course's
expected-strokes table (:mod:`~game.rules.carom.values`). The card with the best
average over the die wins; after the roll, the best direction for the rolled
strength. That is a look-ahead of one stroke, with the table standing in for
the rest of the course.

In Carom mode it also likes to leave opponents worse off (knocked out of the
course, into a pond or the mole hole), but only when that costs it little:
among the cards and directions within ``slack`` strokes of its own best, it
takes the one that hurts opponents most (``spite`` own strokes per stroke
they lose). Only knocks that cost a penalty count. Without those limits two
such players knock each other about until the stroke limit.

Levels:

* ``easy``: judges outcomes with noise (a hunch, not a calculation), never
  aims at opponents, and tees up anywhere;
* ``normal``: the exact look-ahead above; in Carom mode it knocks opponents
  away when that costs it at most a quarter of a stroke;
* ``hard``: also looks a full stroke ahead from every tee hex and mole-hole
  spot (normal uses the table there), and will give up to half a stroke to
  hurt an opponent.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.hexgrid import Hex
from game.rules.carom import data
from game.rules.carom.actions import AimAction, CardAction, CaromAction, PlaceAction, TeeAction
from game.rules.carom.board import Board
from game.rules.carom.state import AIM, CARD, CAROM, MOLE, PLACE, PLAYING, STRIKE, TEE, CaromState, placement_options
from game.rules.carom.stroke import StrokeResult, play_stroke
from game.rules.carom.values import course_values
from game.rules.protocol import IllegalActionError

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Style:
    """How a level plays."""

    noise: float
    """Standard deviation (strokes) of the error in judging an outcome."""
    spite: float
    """What an opponent's lost stroke is worth, in own strokes (Carom mode)."""
    slack: float
    """How much of its own expected score it will give up to hurt an opponent."""
    look_from_tee: bool
    """Look a full stroke ahead from each tee hex / mole-hole spot (else use the table)."""


STYLES = {
    "easy": Style(noise=0.5, spite=0.0, slack=0.0, look_from_tee=False),
    "normal": Style(noise=0.0, spite=0.5, slack=0.25, look_from_tee=False),
    "hard": Style(noise=0.0, spite=0.5, slack=0.5, look_from_tee=True),
}


class CaromBot:
    """A seeded computer player for one seat."""

    def __init__(self, player: int, seed: int, level: str = "normal") -> None:
        self.player = player
        self.level = level
        self.style = STYLES[level]
        self.rng = random.Random(seed)

    def choose(self, state: CaromState) -> CaromAction:
        """One of ``state.legal_actions()``."""
        if state.current_player != self.player:
            raise IllegalActionError(f"it is not seat {self.player}'s turn")
        # each phase's moves come from the state's typed list for that phase (the legal actions there)
        phase = state.phase
        if phase == TEE:
            return self._spot(state, state.tee_actions())
        if phase == PLACE:
            return self._spot(state, state.place_actions())
        look = Lookahead(state, self.style)
        if phase == CARD:
            cards = state.card_actions()
            return cards[self._pick(look.card_scores(cards))]
        if phase == STRIKE:
            strikes = state.strike_actions()
            m = state.impulses()
            best = look.choice(m)
            return strikes[self._pick([(look.score(m, a[1]) if a[1] in best else float("inf"), i) for i, a in enumerate(strikes)])]
        if phase == AIM:
            aims = state.aim_actions()
            return aims[self._pick(look.aim_scores(aims))]
        return state.legal_actions()[0]

    def _pick(self, scored: list[tuple[float, int]]) -> int:
        if self.style.noise:
            scored = [(v + self.rng.gauss(0.0, self.style.noise), i) for v, i in scored]
        return min(scored)[1]

    def _spot(self, state: CaromState, legal: Sequence[TeeAction | PlaceAction]) -> TeeAction | PlaceAction:
        """A tee hex or a mole-hole spot: the one with the best expected strokes."""
        if self.level == "easy":
            return legal[self.rng.randrange(len(legal))]
        b = state.board
        v = course_values(b, state.direction_first)
        scored = []
        for i, a in enumerate(legal):
            c = b.cell(Hex(a[1], a[2]))
            if self.style.look_from_tee:
                placed = state._with_ball(self.player, b.cells[c], PLAYING)._next_phase_same_player()
                value = _spot_value(placed, self.style)
            else:
                value = v[c]
            scored.append((value, i))
        return legal[self._pick(scored)]


SPOT_MEMO_SIZE = 4096
"""Most spot values remembered per board (a course has a few dozen tee hexes)."""


def _spot_value(placed: CaromState, style: Style) -> float:
    """The look-ahead value of a ball just placed, remembered on the board for the same position.

    The look-ahead is exact over the die, so it depends on the position alone (never the seed):
    games on the same course start from the same tee hexes, and each is judged once, not once a game.
    """
    memo = placed.board.value_cache.setdefault("spot-values", {})
    assert isinstance(memo, dict)
    key = (
        style,
        placed.mode,
        placed.direction_first,
        placed.course_index,
        placed.positions,
        placed.counters,
        placed.status,
        placed.finished,
        placed.turn,
        placed.phase,
        placed.card,
        placed.aim,
        placed.face,
        placed.knocked,
    )
    value = memo.get(key)
    if value is None:
        look = Lookahead(placed, style)
        if placed.direction_first:
            value = min(s for s, _ in look.aim_scores(placed.aim_actions()))
        else:
            value = min(look.card_value(card.id) for card in data.CHOICES)
        if len(memo) >= SPOT_MEMO_SIZE:
            memo.clear()
        memo[key] = value
    return float(value)


class Lookahead:
    """One stroke's exact outcomes from a state, judged with the course table."""

    def __init__(self, state: CaromState, style: Style) -> None:
        self.state = state
        self.board: Board = state.board
        self.me = state.turn
        self.v = course_values(self.board, state.direction_first)
        carom = state.mode == CAROM and state.num_players > 1
        self.spite = style.spite if carom else 0.0
        self.slack = style.slack if carom else 0.0
        self.positions = state.cell_positions()
        self.counters = list(state.counters)
        self.counters[self.me] += 1  # the stroke itself
        self.cache: dict[tuple[int, int], tuple[float, float]] = {}
        self.dirs = state.allowed_directions()
        self.die = state.die_outcomes()
        """The die's faces with their probabilities, as the rules state them."""
        self.before = [self._future(p, state.status[p], self._mole_cell(p), self.positions[p]) for p in range(state.num_players)]

    def _mole_cell(self, p: int) -> int:
        h = self.state.positions[p]
        return self.board.cell(h) if h is not None and self.state.status[p] == MOLE else -1

    def _future(self, p: int, status: str, mole_cell: int, cell: int) -> float:
        """Expected strokes still to come for ball ``p`` (not counting its counter)."""
        if mole_cell >= 0:
            spots = placement_options(self.board, mole_cell, self.positions)
            return min((self.v[c] for c in spots), default=10.0)  # its penalty is on its counter already
        if status != PLAYING or cell < 0:
            return 0.0
        return self.v[cell]

    def parts(self, m: int, d: int) -> tuple[float, float]:
        """(own expected total, strokes added to the opponents) for ``m`` impulses in direction ``d``."""
        key = (m, d)
        got = self.cache.get(key)
        if got is None:
            r = play_stroke(self.board, self.positions, self.counters, self.me, d, m, self.state.knocked)
            got = self.cache[key] = self._judge(r)
        return got

    def score(self, m: int, d: int) -> float:
        """Own expected total minus the spite bonus (lower is better)."""
        own, harm = self.parts(m, d)
        return own - self.spite * harm

    def _judge(self, r: StrokeResult) -> tuple[float, float]:
        cap = data.MAX_STROKES
        own = 0.0
        harm = 0.0
        for p in range(len(r.positions)):
            status = self.state.status[p]
            if p != self.me and (not self.spite or status not in (PLAYING, MOLE)):
                continue
            if p in r.holed:
                future = 0.0
            elif p in r.mole:
                future = self._future(p, MOLE, r.mole[p], -1)
            elif status == MOLE:
                future = self.before[p]
            else:
                future = self.v[r.positions[p]] if r.positions[p] >= 0 else 0.0
            after = min(r.counters[p] + future, cap)
            if p == self.me:
                own = after
            elif r.penalties[p] or p in r.holed:
                # only knocks that cost a penalty (or hole the ball) count: nudging a ball
                # along would start a game of ping-pong between two such players
                harm += after - min(self.state.counters[p] + self.before[p], cap)
        return own, harm

    def choice(self, m: int) -> list[int]:
        """The directions worth considering for ``m`` impulses: within ``slack`` of the best for itself."""
        if not self.spite:
            return list(self.dirs)  # only its own score counts: every direction is judged on it
        owns = {d: self.parts(m, d)[0] for d in self.dirs}
        best = min(owns.values())
        return [d for d in self.dirs if owns[d] <= best + self.slack]

    def best(self, m: int) -> tuple[float, float]:
        """(own, harm) of the direction it would pick for ``m`` impulses."""
        return min((self.parts(m, d) for d in self.choice(m)), key=lambda oh: oh[0] - self.spite * oh[1])

    def card_parts(self, card: str) -> tuple[float, float]:
        """Averages over the die of (own, harm) of the directions it would pick with this card."""
        c = data.CARD_BY_ID[card]
        own = harm = 0.0
        for f, p in self.die:
            o, h = self.best(c.impulses(f))
            own += p * o
            harm += p * h
        return own, harm

    def card_value(self, card: str) -> float:
        """The card's expected score (own total minus the spite bonus)."""
        own, harm = self.card_parts(card)
        return own - self.spite * harm

    def card_scores(self, legal: Sequence[CardAction]) -> list[tuple[float, int]]:
        """Scores of ``("card", id)`` actions: cards within ``slack`` of the best for itself, by score."""
        return self._within_slack([(*self.card_parts(a[1]), i) for i, a in enumerate(legal)])

    def _within_slack(self, parts: list[tuple[float, float, int]]) -> list[tuple[float, int]]:
        if not self.spite:
            return [(own, i) for own, _, i in parts]
        best = min(own for own, _, _ in parts)
        return [(own - self.spite * harm if own <= best + self.slack else float("inf"), i) for own, harm, i in parts]

    def aim_scores(self, legal: Sequence[AimAction]) -> list[tuple[float, int]]:
        """Scores of ``("aim", card, direction)`` actions (direction chosen before the roll)."""
        avg = []
        for i, a in enumerate(legal):
            c = data.CARD_BY_ID[a[1]]
            own = harm = 0.0
            for f, p in self.die:
                o, h = self.parts(c.impulses(f), a[2])
                own += p * o
                harm += p * h
            avg.append((own, harm, i))
        return self._within_slack(avg)
