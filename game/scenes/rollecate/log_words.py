"""Rollecate's words for the game log (pure: no pygame; see :mod:`game.match.gamelog`).

A turn is one line: "Cleo · draws a card · lays left curve 3 turning left ·
rolls 3 dice: 2 locomotives, the locomotive moves 2 cards", and a derailment
another: "Cleo derails, 1 step short (derailment 1 this round) · takes from the
start of the railway: straight 1 · onto the penalty pile: straight 1 (2)". A
card drawn or dealt is named only to the hand it goes to; the hands are named
to everyone when a round is scored, as the rules show them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.match.gamelog import SEP, Line, LogContext
from game.rules.protocol import Event
from game.rules.rollecate import cards
from game.rules.rollecate import events as E
from game.rules.rollecate.state import RollecateState
from game.rules.rollecate.tally import STAT_NAMES
from game.scenes.log_words import does, game_over
from game.ui.words import plural, subject

SHAPES = {"S": "straight", "L": "left curve", "R": "right curve"}
TURNS = {1: "turning right", 3: "turning left"}
"""A laid card's turn, from the railway's heading in to its heading out (east, south, west, north: clockwise)."""
TURNS_INDEX = STAT_NAMES.index("turns")


def card_words(card: str | None) -> str:
    """"left curve 3", "straight 1", "chaos 4"; "a card" for a card not shown."""
    if card is None or not cards.is_card(card):
        return "a card"
    if cards.is_chaos(card):
        return f"chaos {cards.number(card)}"
    return f"{SHAPES.get(cards.shape(card), 'track')} {cards.number(card)}"


def cards_words(hand: Sequence[str]) -> str:
    """Cards in a row ("straight 1, chaos 3"), or "no cards"."""
    return ", ".join(card_words(c) for c in hand) if hand else "no cards"


def _reader(visible_to: tuple[int, ...] | None) -> tuple[bool, int | None]:
    """(public, the one seat that may read the card): a card everyone sees, one seat's, or nobody's."""
    if visible_to is None:
        return True, None
    return False, visible_to[0] if len(visible_to) == 1 else None


class _Writer:
    """One action's events, written into the lines they belong to."""

    def __init__(self, before: RollecateState, after: RollecateState, log: LogContext) -> None:
        self.before, self.after, self.log = before, after, log
        self.lines: list[Line] = []
        self.moved = 0

    def name(self, seat: int) -> str:
        return self.log.name(seat)

    def does(self, seat: int, verb: str) -> str:
        return does(self.name(seat), verb)

    def group(self, seat: int) -> Hashable:
        """The line of ``seat``'s turn (one per turn: found by the seat's count of turns), or of its derailment once it derailed."""
        turn = self.after.stats[seat][TURNS_INDEX]
        derailed = ("derailed", seat, turn)
        return derailed if self.log.prior(derailed) is not None else ("turn", seat, turn)

    def last_tag(self, seat: int) -> str:
        """What the turn's line ended with so far."""
        before = self.log.prior(self.group(seat))
        return before.tag if before is not None else ""

    def turn(self, seat: int, text: str, *, private: str | None = None, sep: str = SEP, tag: str = "") -> None:
        """Words for ``seat``'s turn line."""
        reader = seat if private is not None else None
        line = self.log.grow(self.group(seat), text, seat=seat, private=private, reader=reader, sep=sep, head=self.name(seat) + SEP, tag=tag)
        self.lines.append(line)

    def flush_moves(self, seat: int) -> None:
        """The locomotive's steps so far, in one part of ``seat``'s line."""
        if self.moved:
            self.turn(seat, f"the locomotive moves {plural(self.moved, 'card')}", sep=", ", tag="moved")
            self.moved = 0


def log_lines(before: RollecateState, action: Any, events: Sequence[Event], after: RollecateState, log: LogContext) -> list[Line]:
    """The lines of one Rollecate action."""
    w = _Writer(before, after, log)
    seat = before.seat
    for e in events:
        if not isinstance(e, E.LocomotiveMoved):
            w.flush_moves(seat)
        player = getattr(e, "player", None)
        if isinstance(player, int):
            seat = player
        _write(w, e)
    w.flush_moves(seat)
    return w.lines


def _write(w: _Writer, e: Event) -> None:  # one branch per event kind, in the order of events.py
    name = w.name
    rnd = w.before.round
    if isinstance(e, E.SetupCardDrawn):
        w.lines.append(w.log.grow(("setup", rnd), f"{name(e.player)}: {card_words(e.card)}", sep=", ", head=f"Round {rnd + 1}: the first railway{SEP}"))
    elif isinstance(e, E.CardLaid):
        if not e.setup:  # the set-up's cards are named as they are turned up
            turning = TURNS.get((e.heading_out - e.heading_in) % 4)
            laid = f"{card_words(e.card)} {turning}" if turning else card_words(e.card)
            again = w.last_tag(e.player) == "lay"
            text = laid if again else f"{w.does(e.player, 'lay')} {laid}"
            w.turn(e.player, text, sep=", " if again else SEP, tag="lay")
    elif isinstance(e, E.LocomotivePlaced):
        w.lines.append(w.log.grow(("setup", rnd), f"the locomotive starts on card {e.no + 1}"))
    elif isinstance(e, E.CardDealt):
        group = ("deal", rnd, e.player)
        before = w.log.prior(group)
        count, dealt = (0, "") if before is None else (int(before.tag.split("|", 1)[0]), before.tag.split("|", 1)[1])
        dealt = f"{dealt}, {card_words(e.card)}" if dealt else card_words(e.card)
        public, reader = _reader(e.visible_to)
        text = f"{subject(name(e.player), 'be')} dealt {plural(count + 1, 'card')}"
        private = f"{text}: {dealt}" if reader is not None else None
        w.lines.append(Line(f"{text}: {dealt}" if public else text, e.player, private, reader, group, tag=f"{count + 1}|{dealt}"))
    elif isinstance(e, E.DrawPileFormed):
        w.lines.append(Line(f"The draw pile: {plural(e.size, 'card')}, {plural(e.chaos, 'chaos card')} shuffled in"))
    elif isinstance(e, E.CardBoxed):
        public, _ = _reader(e.visible_to)
        w.lines.append(Line(f"{plural(e.box_size, 'card')} back in the box{'' if public else ' unseen'}", None, group=("box", rnd)))
    elif isinstance(e, E.TurnStarted):
        pass  # the turn's line starts with its draw
    elif isinstance(e, E.CardDrawn):
        public, reader = _reader(e.visible_to)
        draws = w.does(e.player, "draw")
        if public or reader is None:
            w.turn(e.player, f"{draws} {card_words(e.card) if public else 'a card'}")
        else:
            w.turn(e.player, f"{draws} a card", private=f"{draws} {card_words(e.card)}")
        if e.pile_left == 0:
            w.turn(e.player, "the draw pile is empty: last turn of the round", sep=", ")
    elif isinstance(e, E.Passed):
        w.turn(e.player, w.does(e.player, "pass"))
    elif isinstance(e, E.PassReason):
        if e.stuck:  # why one passed says something about a hidden hand: the passer's words only
            w.turn(e.player, "", private="(no track card could be laid)", sep=" ")
    elif isinstance(e, E.DiceRolled):
        locos = plural(e.locos, "locomotive")
        if w.last_tag(e.player) == "roll":
            w.turn(e.player, f"then {len(e.faces)}: {locos}", sep=", ", tag="roll")
        else:
            w.turn(e.player, f"{w.does(e.player, 'roll')} {plural(len(e.faces), 'die')}: {locos}", tag="roll")
    elif isinstance(e, E.LocomotiveMoved):
        w.moved += 1
    elif isinstance(e, E.Derailed):  # a line of its own, with the penalty cards it costs
        group = ("derailed", e.player, w.after.stats[e.player][TURNS_INDEX])
        text = f"{subject(name(e.player), 'derail')}, {plural(e.shortfall, 'step')} short (derailment {e.count} this round)"
        w.lines.append(w.log.grow(group, text, seat=e.player))
    elif isinstance(e, E.PenaltyTaken):
        if w.last_tag(e.player) == "taken":
            w.turn(e.player, card_words(e.card), sep=", ", tag="taken")
        else:
            w.turn(e.player, f"{w.does(e.player, 'take')} from the start of the railway: {card_words(e.card)}", tag="taken")
    elif isinstance(e, E.PenaltyLaid):
        again = w.last_tag(e.player) == "laid"
        text = f"{card_words(e.card)} ({e.pile_size})"
        w.turn(e.player, text if again else f"onto the penalty pile: {text}", sep=", " if again else SEP, tag="laid")
    elif isinstance(e, E.ChaosDiscarded):
        w.turn(e.player, f"{w.does(e.player, 'discard')} {card_words(e.card)} onto the penalty pile ({e.pile_size})", tag="laid")
    elif isinstance(e, E.PairCancelled):
        w.turn(e.player, f"a pair of {e.number}s cancels ({plural(2 * e.number, 'point')} gone)", sep=", ", tag="laid")
    elif isinstance(e, E.RoundScored):
        parts = [f"{name(i)} {plural(p, 'point')} ({'hand: ' + cards_words(h) if h else 'empty hand'})" for i, (p, h) in enumerate(zip(e.points, e.hands))]
        totals = ", ".join(f"{name(i)} {t}" for i, t in enumerate(e.totals))
        w.lines.append(Line(f"Round {e.round + 1} scored{SEP}{'; '.join(parts)}{SEP}totals {totals}"))
    elif isinstance(e, E.SoloLost):
        w.lines.append(Line(f"{subject(name(e.player), 'derail')} {e.derailments} times: the game is lost", e.player))
    elif isinstance(e, E.GameOver):
        if e.lost:
            w.lines.append(Line(f"Game over{SEP}the railway wins"))
        else:
            best = e.totals[e.winners[0]] if e.winners else None
            w.lines.append(Line(game_over([name(s) for s in e.winners], best, "point")))
