"""The computer player: weighs pass, chaos and every play by expected penalty, from its own view.

Each option is scored by what the player would be left with: the points on
the penalty pile after laying any penalty cards in the best order, the
expected penalty of the derailments the roll may cause, the cards still in
hand (each counted at a share of its points that grows as the round nears
its end, since a card in hand may still be laid later), and, with a smaller
weight, how much room the railway's end keeps and whether the cards in hand
may follow the last number. The option with the lowest score is chosen.
Nothing outside the player's view is read. Randomness (breaking ties, and the
easy level's deliberate slips) comes from a generator seeded with the bot's
seed and the moment in the game, so a choice depends only on the seed and the
view: a game resumed from a save plays on exactly as it would have.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.rollecate import actions, cards, planner, railway
from game.rules.rollecate.actions import RollecateAction, RollecateMove, TrackMove
from game.rules.rollecate.railway import RailCard
from game.rules.rollecate.state import RollecateState
from game.rules.rollecate.view import RollecateView

LEVELS = ("easy", "normal")


@dataclass(frozen=True)
class Weights:
    """The computer player's judgement, in penalty points."""

    hold: tuple[float, ...] = (1.0, 0.55, 0.4, 0.25)
    """Share of a hand card's points counted with 0, 1, 2, ... turns left (the last share for more)."""
    room_solo: float = 3.0
    """Cost of a railway end with no room, playing alone (it is the player's own next turn)."""
    room_table: float = 0.5
    """The same with opponents (they are blocked first)."""
    follow: float = 0.3
    """Per point of hand cards that may not follow the last number (divided by the players)."""
    derail_limit_cost: tuple[float, float] = (3.0, 0.35)
    """Cost of using up one of the derailments the solo variant allows: a base, plus this much per turn left."""
    beam: int = 6
    """Partial plays kept at each length when searching placements."""


NORMAL = Weights()


@dataclass(frozen=True)
class Plan:
    """One option for this turn, with its score (lower is better)."""

    score: float
    action: RollecateMove
    cards: int = 0
    """Track cards laid by the plan from now on."""
    penalty: float = 0.0
    """Expected penalty points a derailment takes onto the pile (0 for a plan that rolls no dice)."""
    derail: float = 0.0
    """Chance that the ride derails."""


class RollecateBot:
    """A seeded computer player for one seat."""

    def __init__(self, player: int, seed: int, level: str = "normal", weights: Weights = NORMAL) -> None:
        if level not in LEVELS:
            raise ValueError(f"Rollecate's computer levels are {', '.join(LEVELS)}, not {level!r}")
        self.player = player
        self.level = level
        self.weights = weights
        self.seed = seed

    def choose(self, state: RollecateState) -> RollecateAction:
        """One of the legal moves for this bot's seat, chosen from its view alone."""
        view = state.view(self.player)
        legal = view.legal_actions()
        if not legal:
            raise ValueError("it is not this computer player's move")
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(
            f"{self.seed}:{view.round}:{view.draw_count}:{view.phase}:{view.play_cards}:{len(view.pending)}"
        )
        if self.level == "easy" and rng.random() < 0.35:
            return legal[rng.randrange(len(legal))]
        if view.phase == actions.SETUP_LAY:
            return self._roomiest(view, legal)
        if view.phase == actions.PENALTY:
            _, order = planner.best_order(self._pile(view), [cards.number(c) for c in view.pending], self._bonus(view))
            return actions.penalty(order[0])
        plans = options(view, self.weights)
        best = min(p.score for p in plans)
        ties = [p for p in plans if p.score <= best + 1e-9]
        return ties[rng.randrange(len(ties))].action if len(ties) > 1 else ties[0].action

    def _roomiest(self, view: RollecateView, legal: list[RollecateAction]) -> RollecateAction:
        def room(action: RollecateAction) -> int:
            assert isinstance(action, tuple) and len(action) == 3  # set-up offers ("track", card, turn) only
            _, card, turn = action
            laid = railway.fits(view.railway, card, turn)
            assert laid is not None
            return railway.free_space((*view.railway, laid))

        return max(legal, key=room)

    def _pile(self, view: RollecateView) -> list[int]:
        return [cards.number(c) for c in view.piles[self.player]]

    def _bonus(self, view: RollecateView) -> dict[int, float]:
        return top_bonus(view.hand, view.railway)


def top_bonus(hand: tuple[str, ...], rail: tuple[RailCard, ...]) -> dict[int, float]:
    """What a top card of each number is worth: a chaos card in hand or the next penalty card may cancel it."""
    bonus: dict[int, float] = {}
    for card in hand:
        if cards.is_chaos(card):
            n = cards.number(card)
            bonus[n] = max(bonus.get(n, 0.0), 0.6 * n)
    if len(rail) > 1:
        n = rail[0].number
        bonus[n] = bonus.get(n, 0.0) + 0.3 * n
    return bonus


def options(view: RollecateView, w: Weights) -> list[Plan]:
    """Every option worth weighing now (pass, each chaos card, each play), scored."""
    me = view.viewer
    pile = [cards.number(c) for c in view.piles[me]]
    hand = view.hand
    plans: list[Plan] = []
    if view.phase == actions.CHOOSE:
        plans.append(Plan(_pass_score(view, w, pile), actions.PASS))
        for card in dict.fromkeys(c for c in hand if cards.is_chaos(c)):
            rest = _without(hand, [card])
            cost, _ = planner.best_order(pile, [cards.number(card)], top_bonus(rest, view.railway))
            plans.append(Plan(cost + _leftover(view, w, rest, view.railway), actions.chaos(card)))
        numbers = sorted({cards.number(c) for c in hand if not cards.is_chaos(c)})
        for n in numbers:
            if railway.may_follow(n, view.railway[-1].number):
                plans.extend(_plays(view, w, pile, n, already=0))
    elif view.phase == actions.LAY:
        plans.extend(_plays(view, w, pile, view.play_number, already=view.play_cards))
    return plans


def _without(hand: tuple[str, ...], gone: list[str]) -> tuple[str, ...]:
    rest = list(hand)
    for card in gone:
        rest.remove(card)
    return tuple(rest)


def _hold_share(view: RollecateView, w: Weights) -> float:
    return w.hold[min(view.turns_left, len(w.hold) - 1)]


def _leftover(view: RollecateView, w: Weights, hand: tuple[str, ...], rail: tuple[RailCard, ...]) -> float:
    """The cost of what stays: cards in hand, the room at the railway's end, numbers that cannot follow."""
    share = _hold_share(view, w)
    cost = share * cards.points(hand)
    room = railway.free_space(rail, limit=8)
    cost += (w.room_solo if view.players == 1 else w.room_table) * (8 - room) / 8
    last = rail[-1].number
    blocked = sum(cards.number(c) for c in hand if not cards.is_chaos(c) and not railway.may_follow(cards.number(c), last))
    cost += w.follow / view.players * blocked
    return cost


def _pass_score(view: RollecateView, w: Weights, pile: list[int]) -> float:
    loco = min(view.loco + 1, len(view.railway) - 1)
    taken = [view.railway[0].number] if loco >= 1 else []
    rail = view.railway[1:] if taken else view.railway
    cost, _ = planner.best_order(pile, taken, top_bonus(view.hand, rail))
    return cost + _leftover(view, w, view.hand, rail)


def _derail_cost(view: RollecateView, w: Weights) -> float:
    if view.derail_limit is None:
        return 0.0
    if view.derailments[view.viewer] >= view.derail_limit:
        return 1000.0  # one more derailment loses the game
    base, per_turn = w.derail_limit_cost
    return base + per_turn * view.turns_left


def _plays(view: RollecateView, w: Weights, pile: list[int], number: int, already: int) -> list[Plan]:
    """Plays of cards showing ``number``: rolling now (when some are laid) or laying 1, 2, ... more first."""
    plans: list[Plan] = []
    if already:
        plans.append(_play_plan(view, w, pile, number, already, [], view.hand, actions.ROLL_DICE))
    for laid, first, hand_after in _sequences(view, number, w.beam):
        plans.append(_play_plan(view, w, pile, number, already + len(laid), laid, hand_after, first))
    return plans


def _play_plan(
    view: RollecateView,
    w: Weights,
    pile: list[int],
    number: int,
    total_cards: int,
    laid: list[RailCard],
    hand_after: tuple[str, ...],
    first: RollecateMove,
) -> Plan:
    rail = (*view.railway, *laid)
    ahead = view.ahead + len(laid)
    start = [r.number for r in rail[:-1]]
    dice = number * total_cards
    expected, derail = planner.ride_cost(pile, start, dice, ahead, top_bonus(hand_after, rail))
    score = expected + derail * _derail_cost(view, w) + _leftover(view, w, hand_after, rail)
    return Plan(score, first, len(laid), planner.ride_points(start, dice, ahead), derail)


def _sequences(view: RollecateView, number: int, beam: int) -> list[tuple[list[RailCard], TrackMove, tuple[str, ...]]]:
    """For each length, the roomiest way found to lay that many cards showing ``number``."""
    result = []
    frontier: list[tuple[list[RailCard], tuple[str, ...]]] = [([], view.hand)]
    while frontier:
        grown: list[tuple[int, int, list[RailCard], tuple[str, ...]]] = []
        for laid, hand in frontier:
            rail = (*view.railway, *laid)
            taken = railway.occupied(rail)
            if not railway.may_follow(number, rail[-1].number):
                continue
            for card in dict.fromkeys(hand):
                if cards.is_chaos(card) or cards.number(card) != number:
                    continue
                for turn in railway.turns_of(card):
                    rail_card = railway.fits(rail, card, turn, taken)
                    if rail_card is None:
                        continue
                    room = railway.free_space((*rail, rail_card), limit=8, taken=taken | set(rail_card.cells))
                    grown.append((room, len(grown), [*laid, rail_card], _without(hand, [card])))
        if not grown:
            break
        grown.sort(key=lambda g: (-g[0], g[1]))
        best_laid, best_hand = grown[0][2], grown[0][3]
        first = actions.track(best_laid[0].card, best_laid[0].turn)
        result.append((best_laid, first, best_hand))
        frontier = [(g[2], g[3]) for g in grown[:beam]]
    return result


def make_bot(player: int, seed: int, level: str = "normal") -> RollecateBot:
    """A computer player for seat ``player`` (levels: easy, normal)."""
    return RollecateBot(player, seed, level)
