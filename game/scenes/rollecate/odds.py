"""What a choice will cost, where the rules make it certain, and the odds where the dice decide.

Everything here reads a player's view only. The chance of derailing comes
from the engine's own chance outcomes for the dice (groups of up to four), so
the preview and the game can never disagree.
"""

from __future__ import annotations

from game.rules.rollecate import actions, cards, data, railway
from game.rules.rollecate.state import dice_outcomes
from game.rules.rollecate.view import RollecateView
from game.ui.words import plural


def derail_chance(dice: int, ahead: int) -> tuple[float, float]:
    """(chance of derailing, expected penalty cards from it) with ``ahead`` cards in front of the locomotive."""
    dist = loco_counts(dice)
    chance = sum(p for k, p in dist.items() if k > ahead)
    expected = sum(p * (k - ahead) for k, p in dist.items() if k > ahead)
    return chance, expected


def loco_counts(dice: int) -> dict[int, float]:
    """The chance of each number of locomotive faces when ``dice`` dice are rolled (in groups of four)."""
    dist = {0: 1.0}
    left = dice
    while left > 0:
        group = min(data.DICE, left)
        step: dict[int, float] = {}
        for faces, p in dice_outcomes(group):
            k = sum(1 for f in faces if f == data.LOCO_FACE)
            step[k] = step.get(k, 0.0) + p
        new: dict[int, float] = {}
        for a, pa in dist.items():
            for b, pb in step.items():
                new[a + b] = new.get(a + b, 0.0) + pa * pb
        dist = new
        left -= group
    return dist


def pass_preview(view: RollecateView) -> str:
    """What passing does now: the locomotive's step and the penalty card taken (known: the railway's first card)."""
    last = len(view.railway) - 1
    loco_after = min(view.loco + 1, last)
    moves_line = "the locomotive moves one card on" if loco_after > view.loco else "the locomotive stays on the last card"
    if loco_after == 0:
        return f"Pass: {moves_line}; no card lies behind it, so you take no penalty card."
    card = view.railway[0].card
    top = view.piles[view.seat][-1] if view.piles[view.seat] else None
    line = f"Pass: {moves_line}, then you take 1 penalty card: the {cards.number(card)} at the start of the railway"
    if top is not None and cards.number(top) == cards.number(card):
        line += f", which cancels your top {cards.number(top)} (−{2 * cards.number(card)} points)."
    else:
        line += f" (+{plural(cards.number(card), 'point')})."
    return line


def play_preview(view: RollecateView, number: int, laid_now: int) -> str:
    """Laying one more card of ``number``: the dice it makes roll and the chance of derailing."""
    count = laid_now + 1
    dice = number * count
    ahead = view.ahead + 1
    chance, expected = derail_chance(dice, ahead)
    return (
        f"{plural(count, 'card')} of {number}: roll {plural(dice, 'die')}; {plural(ahead, 'card')} ahead of the locomotive "
        f"→ {chance:.0%} chance of derailing" + (f" (about {expected:.1f} penalty cards)" if chance >= 0.005 else "") + "."
    )


def roll_preview(view: RollecateView) -> str:
    """Rolling now: how many dice, and the chance of derailing."""
    dice = view.play_number * view.play_cards
    chance, expected = derail_chance(dice, view.ahead)
    return (
        f"Roll {plural(dice, 'die')}: {plural(view.ahead, 'card')} ahead of the locomotive "
        f"→ {chance:.0%} chance of derailing" + (f" (about {expected:.1f} penalty cards)" if chance >= 0.005 else "") + "."
    )


def penalty_preview(view: RollecateView, number: int) -> str:
    """Laying a waiting penalty card of ``number`` on the pile now."""
    pile = view.piles[view.seat]
    if pile and cards.number(pile[-1]) == number:
        return f"Lay the {number}: it cancels your top {number}; both leave the game (−{2 * number} points)."
    top = f"on your top {cards.number(pile[-1])}" if pile else "on your empty pile"
    return f"Lay the {number} {top} (+{plural(number, 'point')})."


def chaos_preview(view: RollecateView, card: str) -> str:
    """Discarding a chaos card."""
    n = cards.number(card)
    pile = view.piles[view.seat]
    if pile and cards.number(pile[-1]) == n:
        return f"Discard chaos {n}: it cancels your top {n} (−{2 * n} points); no penalty card, the locomotive stays."
    return f"Discard chaos {n} onto your pile (+{plural(n, 'point')} there, −{n} in hand); no penalty card, the locomotive stays."


def blocked_reason(view: RollecateView, card: str) -> str:
    """Why a card of the hand cannot be used now (empty when it can)."""
    if cards.is_chaos(card):
        if view.phase == actions.LAY:
            return "A chaos card cannot be laid in the railway; discard it on another turn instead of laying track."
        return ""
    n = cards.number(card)
    if view.phase == actions.LAY and n != view.play_number:
        return f"Only {view.play_number}s now: every card laid in one turn shows the same number."
    last = view.railway[-1].number if view.railway else None
    if last is not None and not railway.may_follow(n, last):
        other = {1: 3, 3: 1, 2: 4, 4: 2}[n]
        return f"A {n} may not follow the {last} at the railway's end: a 1 never touches a 3, nor a 2 a 4 (lay a {n} after anything but a {other})."
    if not actions.placements(view.railway, card):
        head = railway.head_of(view.railway)[0]
        if head in railway.occupied(view.railway):
            return "The railway's end faces a card: no track can be laid until penalty cards clear it."
        return "No room: laid either way, this card would lie on another card."
    return ""
