"""Building Rollecate positions for tests: a railway, hands and piles, the rest in the draw pile."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.rules.driver import SeededChance
from game.rules.protocol import CHANCE
from game.rules.rollecate import actions, cards, railway
from game.rules.rollecate.start import new_state
from game.rules.rollecate.state import RollecateState

LOCO = ("loco",)
BLANK = ("blank",)


def build_railway(spec: Sequence[tuple[str, str]]) -> tuple[railway.RailCard, ...]:
    """Lay ``(card, turn)`` one after another from the table's starting point."""
    rail: tuple[railway.RailCard, ...] = ()
    for card, turn in spec:
        laid = railway.fits(rail, card, turn)
        assert laid is not None, f"{card} {turn} does not fit"
        rail = (*rail, laid)
    return rail


def straight_railway(numbers: Sequence[int]) -> tuple[railway.RailCard, ...]:
    """A straight railway with these numbers, using straight cards."""
    return build_railway([(f"{n}S", "straight") for n in numbers])


def table(
    players: int = 2,
    rail: Sequence[railway.RailCard] | None = None,
    loco: int = 2,
    hands: Sequence[Sequence[str]] | None = None,
    piles: Sequence[Sequence[str]] | None = None,
    seat: int = 0,
    phase: str = actions.CHOOSE,
    box: Sequence[str] = (),
    deck_size: int | None = None,
    **options: object,
) -> RollecateState:
    """A position in the middle of a round; every card not placed is in the draw pile.

    With ``deck_size``, only that many cards stay in the draw pile and the rest go
    to the box, so the cards still add up to the whole deck.
    """
    base = new_state(players, None, 0, **options)
    rail = tuple(rail if rail is not None else straight_railway([1, 2, 2, 1]))
    hands = [cards.sort_cards(h) for h in (hands or [()] * players)]
    piles = [tuple(p) for p in (piles or [()] * players)]
    placed = [r.card for r in rail] + [c for h in hands for c in h] + [c for p in piles for c in p] + list(box)
    deck = cards.subtract(cards.full_deck(), cards.composition_of(placed))
    boxed = cards.composition_of(box)
    if deck_size is not None:
        for kind in cards.KINDS:
            while cards.total(deck) > deck_size and deck[cards.KIND_INDEX[kind]]:
                deck = cards.with_card(deck, kind, -1)
                boxed = cards.with_card(boxed, kind, +1)
    state = dataclasses.replace(
        base,
        phase=phase,
        seat=seat,
        railway=rail,
        loco=loco,
        hands=tuple(hands),
        piles=tuple(piles),
        deck=deck,
        box=boxed,
        aside=cards.composition({}),
    )
    assert state.census() == cards.full_deck()
    return state


def play(state: RollecateState, *actions: object) -> tuple[RollecateState, list[object]]:
    """Apply moves and chance outcomes in order; all the events together."""
    events: list[object] = []
    for action in actions:
        state, new = state.apply(action)
        events.extend(new)
    return state, events


def roll(locos: int, dice: int) -> tuple[str, ...]:
    """A group of ``dice`` dice faces with ``locos`` locomotives first."""
    return LOCO * locos + BLANK * (dice - locos)


def kinds(events: Sequence[object]) -> list[str]:
    """The kinds of some events, in order."""
    return [e.kind for e in events]  # type: ignore[attr-defined]


def through_setup(players: int, seed: int = 1, **options: object) -> tuple[RollecateState, list[object]]:
    """Play the set-up with seeded chance and the first legal placement; stop at the first draw."""
    state = new_state(players, None, seed, **options)
    chance = SeededChance(seed)
    events: list[object] = []
    ply = 0
    while state.phase != actions.DRAW:
        action = chance.draw(state, ply) if state.current_player == CHANCE else state.legal_actions()[0]
        state, new = state.apply(action)
        events.extend(new)
        ply += 1
    return state, events
