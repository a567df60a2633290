"""The Roll in One computer player: pure, seeded, and quick.

Shots, curves, handicap points and caddie cards are chosen by expected
outcome over the club dice (:mod:`.shotmodel`); holes are designed by
:mod:`.designbot`. Its only randomness is a generator derived from its seed
and the position, so the same position always gets the same answer.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.hexgrid import Hex
from game.rules.course import Terrain
from game.rules.rollinone import data, designbot
from game.rules.rollinone.actions import (
    ACCEPT,
    END_TURN,
    FLY,
    JOIN,
    LAND,
    PASS,
    ROLL,
    SIT_OUT,
    STOP,
    Bump,
    ChooseGolfer,
    Curve,
    PlayCard,
    RollAction,
    Spend,
    Swing,
)
from game.rules.rollinone.position import reachable_green
from game.rules.rollinone.shot import roll_outcomes
from game.rules.rollinone.shotmodel import PENALTY, ShotModel, shots_to_hole
from game.rules.rollinone.state import Flight, RollState, evolve

CARD_COST = 0.3
"""A caddie card is played on your own shot only if it saves at least this much (in shots)."""
MEAN_GAIN = 0.6
"""Playing mean, a card is played on a rival's shot only if it costs them at least this much."""
POINT_COST = 0.15
"""What a handicap point is worth, in shots."""
GOLFER_PREFERENCE = (
    "long_hitter", "tie_breaker", "straight_shooter", "roller", "lumberjack",
    "beach_bum", "skipper", "deadeye", "card_shark", "bully",
)
"""Which golfers the computer likes best when it may choose."""
LEVELS = ("easy", "normal")
SHORTLIST = 10
"""Swings weighed in full after the quick screen of all 36."""
SURVIVAL_PENALTY = 2.0
"""What a penalty token costs in survival, in shots (it loses one of three balls)."""


class RollBot:
    """A computer player for one seat."""

    def __init__(self, player: int, seed: int, level: str = "normal") -> None:
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
        self.player = player
        self.seed = seed
        self.level = level
        self._models: dict[tuple[int, tuple[Hex, ...], frozenset[str]], ShotModel] = {}
        shots_to_hole()  # the distance table, made once per process (not during a decision)

    # --- helpers ---------------------------------------------------------------

    def rng(self, s: RollState, *salt: object) -> random.Random:
        """A generator that depends only on the seed and the position."""
        key = (self.seed, s.hole, s.round, len(s.placements), len(s.greens), s.shooter, *salt)
        return random.Random(repr(key))

    def model(self, s: RollState, player: int) -> ShotModel:
        """The shot model of ``player`` on the layout on the table (kept while the hole lasts)."""
        layout = s.layout
        assert layout is not None
        targets = tuple(g for g in s.greens if reachable_green(s, player, g) >= 0)
        key = (id(layout), targets, s.golfers_of(player))
        m = self._models.get(key)
        if m is None or m.layout is not layout:
            if len(self._models) > 8:
                self._models.clear()
            # in survival a penalty token costs a ball from a bag of three: worth a lot more than a shot
            weight = SURVIVAL_PENALTY if s.options.variant == "survival" else PENALTY
            m = ShotModel(layout, targets, s.golfers_of(player), weight)
            self._models[key] = m
        return m

    # --- the decision ---------------------------------------------------------------

    def choose(self, s: RollState) -> RollAction:
        """One of ``s.legal_actions()`` for the player on turn."""
        legal = s.legal_actions()
        if len(legal) == 1:
            return legal[0]
        for m in self._models.values():
            m.forget_flights()
        phase = s.phase
        if phase == "golfer_choose":
            return self._golfer(s, legal)
        if phase == "design":
            return designbot.choose(s, legal, self.rng(s, "design"))
        if phase == "mean":
            return self._mean(s)
        if phase == "turn":
            return self._turn(s, legal)
        if phase in ("curve", "dturn"):
            return self._curve(s, legal)
        if phase == "rolled":
            return self._rolled(s, legal)
        if phase == "flight":
            return self._flight(s, legal)
        if phase == "oob":
            return self._oob(s)
        if phase == "bump":
            return self._bump(s, legal)
        if phase == "end":
            return next((a for a in legal if a != END_TURN), END_TURN)
        return legal[0]

    def _mean(self, s: RollState) -> RollAction:
        """Play mean: join a rival's shot when holding a card that can be played on it (never at the easy level)."""
        if self.level == "easy":
            return SIT_OUT
        hand = s.players[self.player].hand
        return JOIN if any(data.CARD_BY_ID[c].on_others for c in hand) else SIT_OUT

    def _golfer(self, s: RollState, legal: Sequence[RollAction]) -> RollAction:
        ranked = sorted(legal, key=lambda a: GOLFER_PREFERENCE.index(a.golfer) if isinstance(a, ChooseGolfer) else 99)
        top = ranked[: 2 if self.level == "easy" else 1]
        return top[self.rng(s, "golfer").randrange(len(top))]

    # --- the start of a turn ----------------------------------------------------------

    def _turn(self, s: RollState, legal: Sequence[RollAction]) -> RollAction:
        p = self.player
        cards = [a for a in legal if isinstance(a, PlayCard)]
        for wanted in ("gimme", "rules_official"):
            for a in cards:
                if a.card == wanted:
                    return a
        m = self.model(s, p)
        ball = s.players[p].ball
        assert ball is not None
        drops = [(a, a.arg) for a in cards if a.card == "free_drop" and isinstance(a.arg, int)]  # arg: a direction
        if drops:
            best, way = min(drops, key=lambda d: m.rest(ball.neighbor(d[1])))
            if m.rest(ball) - m.rest(ball.neighbor(way)) > 0.45:
                return best
        swings = [a for a in legal if isinstance(a, Swing)]
        # screen every swing cheaply, then weigh the most promising die face by die face
        screened = sorted((m.quick_swing(a.club, ball, a.direction), i, a) for i, a in enumerate(swings))
        scored = sorted((m.swing(a.club, ball, a.direction), i, a) for _, i, a in screened[:SHORTLIST])
        if self.level == "easy":
            top = scored[:4]
            return top[self.rng(s, "swing").randrange(len(top))][2]
        return scored[0][2]

    # --- in flight ------------------------------------------------------------------------

    def _curve(self, s: RollState, legal: Sequence[RollAction]) -> RollAction:
        f = s.flight
        assert f is not None
        m = self.model(s, s.shooter)
        long_ready = m.long and not f.long_used
        curves = [a for a in legal if isinstance(a, Curve)]  # all of them, in a curve's phases
        if s.phase == "dturn":
            return min(curves, key=lambda a: m.dturn_value(f.cell, a.direction, f.backspin))
        return min(
            curves,
            key=lambda a: m.curve_value(f.club, f.cell, a.direction, f.last, f.steps, f.backspin, long_ready),
        )

    def _flight_value(self, m: ShotModel, f: Flight) -> float:
        return m.flight(f.club, f.cell, f.direction, f.last, f.tailwind, f.backspin, m.long and not f.long_used)

    def _rolled(self, s: RollState, legal: Sequence[RollAction]) -> RollAction:
        f = s.flight
        assert f is not None and f.face is not None
        own = s.actor == s.shooter
        if s.layout is None or not s.layout.inside(f.cell):
            return ACCEPT if own else PASS
        base, options = self.rolled_options(s, legal)
        return self._pick(own, base, options, ACCEPT if own else PASS)

    def rolled_options(self, s: RollState, legal: Sequence[RollAction]) -> tuple[float, list[tuple[float, float, RollAction]]]:
        """After a roll: the shot's value as rolled, and (value, cost, action) of each card or point that changes it."""
        f = s.flight
        assert f is not None and f.face is not None
        m = self.model(s, s.shooter)
        long_ready = m.long and not f.long_used

        def counts(face: str) -> float:
            return m.face_value(f.club, f.cell, f.direction, f.last, face, f.rolls == 0, f.sand, f.tailwind,
                                f.backspin, long_ready)

        base = (
            m.forced_value(f.club, f.cell, f.direction, f.last, f.tailwind, f.backspin, long_ready)
            if f.forced
            else counts(f.face)
        )
        options: list[tuple[float, float, RollAction]] = []
        for a in legal:
            if isinstance(a, PlayCard):
                if a.card == "mulligan":
                    v = sum(p * counts(face) for face, p in roll_outcomes(f.club))
                elif a.card == "fine_tune":
                    assert isinstance(a.arg, int)  # fine-tune's choice is +1 or -1
                    v = counts(str(int(f.face) + a.arg))
                elif a.card == "follow_through":
                    v = m.forced_value(f.club, f.cell, f.direction, f.last, f.tailwind, f.backspin, long_ready)
                else:
                    continue
                options.append((v, CARD_COST, a))
            elif isinstance(a, Spend):
                options.append((counts(str(int(f.face) + a.delta)), POINT_COST * abs(a.delta), a))
        return base, options

    def _flight(self, s: RollState, legal: Sequence[RollAction]) -> RollAction:
        f = s.flight
        assert f is not None
        own = s.actor == s.shooter
        if f.exit is not None or s.layout is None or not s.layout.inside(f.cell):
            return ROLL if own else PASS
        base, options = self.flight_options(s, legal)
        return self._pick(own, base, options, ROLL if own else PASS)

    def flight_options(self, s: RollState, legal: Sequence[RollAction]) -> tuple[float, list[tuple[float, float, RollAction]]]:
        """In flight: the ball's value if the die rolls on, and (value, cost, action) of landing or each card."""
        f = s.flight
        assert f is not None
        m = self.model(s, s.shooter)
        base = self._flight_value(m, f)
        options: list[tuple[float, float, RollAction]] = []
        for a in legal:
            if a == LAND:
                options.append((m.landing(f.cell, f.direction, False, f.backspin), 0.0, a))
            elif isinstance(a, PlayCard):
                if a.card == "fore":
                    assert isinstance(a.arg, int)  # fore's choice is a direction
                    g = evolve(f, direction=a.arg)
                elif a.card == "tailwind":
                    g = evolve(f, tailwind=True)
                elif a.card == "backspin":
                    g = evolve(f, backspin=True)
                elif a.card == "club_swap":
                    g = evolve(f, club=str(a.arg))
                elif a.card == "lay_up":
                    options.append((m.landing(f.cell, f.direction, False, f.backspin), CARD_COST, a))
                    continue
                else:
                    continue
                options.append((self._flight_value(m, g), CARD_COST, a))
        return base, options

    def _pick(self, own: bool, base: float, options: list[tuple[float, float, RollAction]], default: RollAction) -> RollAction:
        """Own shot: the option that saves most beyond its cost; a rival's: the one that costs them most."""
        if self.level == "easy" and not own:
            return default
        best, best_gain = default, 0.0
        for value, cost, action in options:
            gain = (base - value - cost) if own else (value - base - MEAN_GAIN)
            if gain > best_gain + 1e-9:
                best, best_gain = action, gain
        return best

    def _oob(self, s: RollState) -> RollAction:
        """Handicap: fly over the gap when the boards go on within two more spaces."""
        f = s.flight
        assert f is not None and s.layout is not None
        h = f.cell.neighbor(f.direction)
        for _ in range(2):
            h = h.neighbor(f.direction)
            if s.layout.inside(h) and s.layout.at(h) != Terrain.WATER:
                return FLY
        return STOP

    def _bump(self, s: RollState, legal: Sequence[RollAction]) -> RollAction:
        """Bumper-golf: move your own ball to the best neighbour, or a rival's to the worst."""
        assert s.pending is not None and s.layout is not None
        layout = s.layout  # narrowed once, for the closure below
        me = self.player
        mine = self.model(s, me)
        cell = s.pending.cell

        def value(a: RollAction) -> float:
            assert isinstance(a, Bump)
            end: Hex = cell.neighbor(a.direction)
            water = layout.at(end) == Terrain.WATER
            if a.player == me:
                return mine.rest(cell) + PENALTY if water else mine.landing(end, a.direction, True)
            theirs = self.model(s, a.player)
            harm = (theirs.rest(cell) + PENALTY) if water else theirs.landing(end, a.direction, True)
            return mine.rest(cell) - 0.5 * (harm - theirs.rest(cell))

        return min(legal, key=value)
