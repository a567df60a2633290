"""The Eagle's Creek game state: rounds of three shared dice, each player's sheet, shots drawn segment by segment.

A round goes:

1. ``roll`` (chance): the active player rolls three dice, ``("roll", a, b, c)`` sorted;
2. every player with holes left, in seat order from the active player, takes one shot:
   a ``plan`` action (``("plan", hole, accuracy_die, strength_die, club, length)``; the third
   die is the hole die), then one ``draw`` action per segment (``("draw", q, r, side)``: the
   hex side the segment leaves by), then, if the line crosses a tree and the club can fly,
   the ``elevation`` chance node (``("elevation", face)``);
3. the next player to the left becomes active and rolls.

The game ends when every player has finished every hole in play.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.hexgrid import DIRECTIONS, Edge, Hex
from game.rules.eagles_creek import data
from game.rules.eagles_creek.actions import (
    DRAW,
    ELEVATION,
    ELEVATION_ACTIONS,
    ELEVATION_OUTCOMES,
    GAME_ID,
    OVER,
    PHASES,
    PLAN,
    ROLL,
    ROLL_ACTIONS,
    ROLL_OUTCOMES,
    DrawAction,
    EaglesAction,
    ElevationAction,
    PlanAction,
    RollAction,
    add_draws,
    draw_action,
    plan_action,
    roll_outcomes,
)
from game.rules.eagles_creek.events import EaglesEvent
from game.rules.eagles_creek.planning import labelled, openers, shape_rules_for, shots, splits
from game.rules.eagles_creek.records import HoleCard, ShotLog, ShotRecord, holes_in_play, opened
from game.rules.eagles_creek.shape import ShapeRules, Trace, first_headings, legal_next_segments, next_turns, trace
from game.rules.eagles_creek.sheet import Hole, Sheet
from game.rules.eagles_creek.shot import apply_draw, apply_plan, apply_roll, resolve
from game.rules.evolve import memo_property
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError, lowest_scores, reveals_nothing

# the actions and the sheet's records live in their own modules; every name stays importable from here
__all__ = [
    "DRAW",
    "ELEVATION",
    "ELEVATION_OUTCOMES",
    "GAME_ID",
    "OVER",
    "PHASES",
    "PLAN",
    "ROLL",
    "ROLL_OUTCOMES",
    "DrawAction",
    "EaglesAction",
    "EaglesState",
    "ElevationAction",
    "HoleCard",
    "PlanAction",
    "RollAction",
    "ShotLog",
    "ShotRecord",
    "draw_action",
    "flag_cells",
    "holes_in_play",
    "new_game",
    "plan_action",
    "roll_outcomes",
]

_make = tuple.__new__
"""What calling a named tuple class does, without its Python-level ``__new__`` (the listings make many)."""


@dataclass(frozen=True, eq=False)
class EaglesState:
    """An Eagle's Creek position (immutable)."""

    sheet: Sheet
    seed: int
    variant: int
    max_strokes: int
    holes: tuple[int, ...]
    """The hole numbers in play, ascending; each player's cards follow this order."""
    cards: tuple[tuple[HoleCard, ...], ...]
    shots: tuple[ShotLog, ...]
    round: int = 1
    active: int = 0
    """The player who rolls the dice this round."""
    dice: tuple[int, int, int] | None = None
    turn: int = -1
    """The player taking their shot (-1 while rolling or when over)."""
    phase: str = ROLL
    plan: PlanAction | None = None
    drawn: tuple[Edge, ...] = ()
    """Exit sides of the segments drawn so far in the current shot."""
    game_id: str = GAME_ID

    # --- the contract ------------------------------------------------------
    @property
    def num_players(self) -> int:
        """Number of seats."""
        return len(self.cards)

    @property
    def current_player(self) -> int:
        """The player on turn, CHANCE while dice are rolled, TERMINAL at the end."""
        if self.phase in (ROLL, ELEVATION):
            return CHANCE
        if self.phase == OVER:
            return TERMINAL
        return self.turn

    def legal_actions(self) -> list[EaglesAction]:
        """Roll outcomes, plans, segments or elevation faces, by phase."""
        return list(self._legal)

    @memo_property
    def _legal(self) -> tuple[EaglesAction, ...]:
        if self.phase == ROLL:
            return ROLL_ACTIONS
        if self.phase == ELEVATION:
            return ELEVATION_ACTIONS
        if self.phase == PLAN:
            return tuple(self.plans())
        if self.phase == DRAW:
            return self._draw_actions()
        return ()

    def _draw_actions(self) -> tuple[EaglesAction, ...]:
        """:meth:`next_segments` as draw actions, made straight from the traced line.

        The same sides in the same order as ``legal_next_segments`` (the hex the segment
        crosses, then each continuing turn's exit side), without an Edge made on the way:
        listing the segments was a fifth of a playout.
        """
        rules, path, start = self.shape_rules, self.path, self.shot_start
        drawn = self.drawn
        if rules is None or path is None or start is None or len(drawn) >= rules.length:
            return tuple(draw_action(e) for e in self.next_segments())
        out: list[EaglesAction] = []
        if not drawn:
            turns = next_turns(rules, ())
            for (q, r), heading in first_headings(start):
                add_draws(out, q, r, heading, turns)
        elif not path.crossed:
            heading = path.heading
            q, r = path.cells[-1]
            dq, dr = DIRECTIONS[heading]
            add_draws(out, q + dq, r + dr, heading, next_turns(rules, path.turns))
        return tuple(out)

    def chance_outcomes(self) -> list[tuple[EaglesAction, float]]:
        """The three dice at a roll, the fourth die at an elevation roll; else empty."""
        if self.phase == ROLL:
            return list(ROLL_OUTCOMES)
        if self.phase == ELEVATION:
            return list(ELEVATION_OUTCOMES)
        return []

    def apply(self, action: EaglesAction) -> tuple[EaglesState, list[EaglesEvent]]:
        """The state after ``action`` and what happened."""
        if not isinstance(action, tuple) or action not in self._legal:
            raise IllegalActionError(self._why_illegal(action))
        # legal here, so its kind is this phase's (dispatching on it lets the checker see its shape)
        if action[0] == "roll":
            return apply_roll(self, (int(action[1]), int(action[2]), int(action[3])))
        if action[0] == "plan":
            return apply_plan(self, _make(PlanAction, tuple(action)))  # PlanAction(*action), a listed plan's fields
        if action[0] == "draw":
            return apply_draw(self, _make(Edge, action[1:]))  # Edge(*action[1:])
        return resolve(self, int(action[1]))

    def scores(self) -> list[float]:
        """Each player's strokes over the holes in play (lower is better)."""
        return [float(sum(c.strokes for c in cards)) for cards in self.cards]

    def winners(self) -> list[int]:
        """The seats with the lowest total (a tie is shared: these rules break none)."""
        return lowest_scores(self.scores())

    def undoable(self, action: EaglesAction) -> bool:
        """A plan and every drawn segment may be taken back (the flight they lead to hides nothing).

        Only the dice and the elevation die are chance; the shot that ends the game is final.
        See docs/rules/eagles-creek.md, "Undo".
        """
        return reveals_nothing(self, action)

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict that rebuilds this state exactly."""
        return {
            "game": GAME_ID,
            "seed": self.seed,
            "options": {"variant": self.variant, "max_strokes": self.max_strokes},
            "course": self.sheet.course_json,
            "round": self.round,
            "active": self.active,
            "dice": list(self.dice) if self.dice else None,
            "turn": self.turn,
            "phase": self.phase,
            "plan": list(self.plan) if self.plan else None,
            "drawn": [e.to_json() for e in self.drawn],
            "cards": [[c.to_json() for c in cards] for cards in self.cards],
            "shots": [log.json for log in self.shots],
        }

    # --- holes ---------------------------------------------------------------
    def hole(self, number: int) -> Hole:
        """The hole with this number."""
        return self.sheet.holes[number]

    def card(self, player: int, hole: int) -> HoleCard:
        """A player's record of a hole."""
        return self.cards[player][self.holes.index(hole)]

    def finished(self, player: int) -> bool:
        """True when the player has finished every hole in play."""
        return all(c.done for c in self.cards[player])

    def is_open(self, player: int, number: int) -> bool:
        """True when the hole may be chosen by die: one-die holes always; two-dice holes once opened.

        A two-dice hole opens when one of the one-die holes in play that its
        label names is finished, or from the start when none is in play.
        """
        return opened(openers(self.sheet, self.holes)[number], self.cards[player])

    def selectable(self, player: int, die: int) -> list[int]:
        """Holes a die lets this player choose: unfinished, open and labelled with the die."""
        cards = self.cards[player]
        return [n for i, n in labelled(self.sheet, self.holes, die) if not cards[i].done and self.is_open(player, n)]

    def ball_side(self, player: int, hole: int) -> Edge:
        """The side a player's next shot on a hole starts from."""
        return self.card(player, hole).ball or self.hole(hole).tee

    def lie_of(self, player: int, hole: int) -> str:
        """The lie of a player's ball on a hole."""
        return self.sheet.lie(self.ball_side(player, hole), self.hole(hole))

    def free_choice(self, player: int) -> bool:
        """True when no die of this round's roll selects a hole: then any unfinished hole may be played."""
        assert self.dice is not None
        return not any(self.selectable(player, d) for d in set(self.dice))

    # --- planning ------------------------------------------------------------
    def shape_rules_for(self, lie: str, club: str, accuracy: int, length: int) -> ShapeRules:
        """Length and curls a path must have for this club, lie and accuracy die."""
        return shape_rules_for(self.sheet.tables, lie, club, accuracy, length)

    def plans(self) -> list[PlanAction]:
        """Every way the player on turn may split the dice and pick a club (and, putting, the length)."""
        if self.phase != PLAN or self.dice is None:
            return []
        sheet, holes, cards = self.sheet, self.holes, self.cards[self.turn]
        opened_by = openers(sheet, holes)
        # selectable() per die, as (card index, hole) pairs so no hole is looked up by its number again
        choices = {
            d: [(i, n) for i, n in labelled(sheet, holes, d) if not cards[i].done and opened(opened_by[n], cards)]
            for d in set(self.dice)
        }
        free = not any(choices.values())  # free_choice, from the lists just made
        unfinished = [(i, n) for i, n in enumerate(holes) if not cards[i].done] if free else []
        lies: dict[int, str] = {}
        out: list[PlanAction] = []
        for hole_die, accuracy, strength in splits(self.dice):
            for i, number in unfinished if free else choices[hole_die]:
                lie = lies.get(number)
                if lie is None:
                    hole = sheet.holes[number]
                    lie = lies[number] = sheet.lie(cards[i].ball or hole.tee, hole)  # lie_of, card in hand
                for club, length in shots(sheet, lie, accuracy, strength):
                    out.append(_make(PlanAction, ("plan", number, accuracy, strength, club, length)))
        return out

    # --- the shot being drawn ---------------------------------------------
    @memo_property
    def shot_start(self) -> Edge | None:
        """The side the current shot starts from (None outside a shot)."""
        return self.ball_side(self.turn, self.plan.hole) if self.plan else None

    @property
    def shot_lie(self) -> str | None:
        """The lie of the current shot (None outside a shot)."""
        return self.lie_of(self.turn, self.plan.hole) if self.plan else None

    @memo_property
    def shape_rules(self) -> ShapeRules | None:
        """What the current shot's path must look like (None outside a shot)."""
        if self.plan is None:
            return None
        lie = self.shot_lie
        assert lie is not None
        return self.shape_rules_for(lie, self.plan.club, self.plan.accuracy, self.plan.length)

    @memo_property
    def path(self) -> Trace | None:
        """The segments drawn so far, followed on the grid."""
        if self.plan is None:
            return None
        start = self.shot_start
        assert start is not None
        return trace(start, self.drawn)

    def next_segments(self) -> list[Edge]:
        """The sides the next segment may end on (only segments a legal complete path continues)."""
        if self.phase != DRAW or self.plan is None:
            return []
        rules = self.shape_rules
        start = self.shot_start
        assert rules is not None and start is not None
        return legal_next_segments(start, self.drawn, rules, self.path)

    # --- applying ----------------------------------------------------------
    def _why_illegal(self, action: object) -> str:
        if self.phase == OVER:
            return "the game is over"
        if self.phase in (ROLL, ELEVATION):
            return f"{action!r} is not a possible {self.phase} outcome"
        if self.phase == PLAN:
            return f"{action!r} is not a legal plan for player {self.turn + 1} with dice {self.dice}"
        return f"{action!r} is not a legal next segment (legal: {[tuple(a) for a in self._legal]})"


def new_game(sheet: Sheet, players: int, seed: int, variant: int, max_strokes: int) -> EaglesState:
    """The state before the first roll."""
    holes = holes_in_play(sheet, variant)
    if not holes:
        raise ValueError(f"this sheet has no holes for the {variant}-hole game ({data.VARIANTS[variant]})")
    return EaglesState(
        sheet=sheet,
        seed=seed,
        variant=variant,
        max_strokes=max_strokes,
        holes=holes,
        cards=tuple(tuple(HoleCard() for _ in holes) for _ in range(players)),
        shots=tuple(ShotLog() for _ in range(players)),
    )


def flag_cells(state: EaglesState) -> dict[int, Hex]:
    """Each hole in play and its flag's cell (for screens)."""
    return {n: state.hole(n).flag for n in state.holes}
