"""Caddie cards and handicap points: what playing one does, and moving on through a card window.

Which cards may be played now, and by whom, is in :mod:`.windows`. A player
who plays a card is asked again until they pass or have nothing left to play.
"""

from __future__ import annotations

from typing import assert_never

from game.hexgrid import Hex
from game.rules.evolve import evolve
from game.rules.rollinone import data, shot
from game.rules.rollinone.actions import PlayCard
from game.rules.rollinone.events import (
    BallDropped,
    CardPlayed,
    ClubSwapped,
    Curved,
    PenaltyReturned,
    PointsSpent,
    RollChanged,
    RollEvent,
)
from game.rules.rollinone.position import Position, reachable_green, replace_player
from game.rules.rollinone.windows import WINDOW_OF_PHASE, options_for

Events = list[RollEvent]


def play_card(s: Position, action: PlayCard, ev: Events) -> Position:
    """Play a caddie card: discard it and do what it says."""
    player = s.actor
    card = action.card
    pl = s.players[player]
    hand = list(pl.hand)
    hand.remove(card)
    i = data.CARD_IDS.index(card)
    discard = s.discard[:i] + (s.discard[i] + 1,) + s.discard[i + 1 :]
    s = evolve(s, players=replace_player(s.players, player, hand=tuple(hand)), discard=discard)
    ev.append(CardPlayed(player, card, s.shooter, action.arg))
    f = s.flight
    # every card has a case: a card added to data.CardId without one is a type error (assert_never)
    match card:
        case "fore":
            assert f is not None and isinstance(action.arg, int)
            ev.append(Curved(s.shooter, f.direction, action.arg, f.cell))
            s = evolve(s, flight=evolve(f, direction=action.arg))
        case "mulligan":
            assert f is not None
            return evolve(s, flight=evolve(f, face=None, forced=False), phase="roll", window=())
        case "follow_through":
            assert f is not None
            s = evolve(s, flight=evolve(f, forced=True))
        case "fine_tune":
            assert f is not None and f.face is not None and isinstance(action.arg, int)
            after = str(int(f.face) + action.arg)
            ev.append(RollChanged(s.shooter, f.face, after, 0))
            s = evolve(s, flight=evolve(f, face=after))
        case "lay_up":
            return shot.land(evolve(s, window=()), "lay_up", ev)
        case "tailwind":
            assert f is not None
            s = evolve(s, flight=evolve(f, tailwind=True))
        case "backspin":
            assert f is not None
            s = evolve(s, flight=evolve(f, backspin=True))
        case "club_swap":
            assert f is not None and isinstance(action.arg, str)
            ev.append(ClubSwapped(s.shooter, f.club, action.arg))
            s = evolve(s, flight=evolve(f, club=action.arg))
        case "free_drop":
            assert pl.ball is not None and isinstance(action.arg, int)
            end: Hex = pl.ball.neighbor(action.arg)
            ev.append(BallDropped(player, pl.ball, end))
            s = shot.put(evolve(s, players=replace_player(s.players, player, ball=None)), player, end, ev)
        case "gimme":
            assert pl.ball is not None
            target = next(n for n in pl.ball.neighbors() if reachable_green(s, player, n) >= 0)
            ev.append(BallDropped(player, pl.ball, target))
            s = evolve(s, players=replace_player(s.players, player, shots=pl.shots + 1))
            s = shot.put(s, player, target, ev)
            return shot.finish_shot(s, ev)
        case "rules_official":
            ev.append(PenaltyReturned(player, 1, pl.penalties - 1))
            s = evolve(s, players=replace_player(s.players, player, penalties=pl.penalties - 1))
        case _:
            assert_never(card)
    return after_play(s, player, ev)


def spend(s: Position, delta: int, ev: Events) -> Position:
    """Handicap: pay ``abs(delta)`` points to change the number just rolled."""
    f = s.flight
    assert f is not None and f.face is not None
    p = s.shooter
    points = s.players[p].points - abs(delta)
    after = str(int(f.face) + delta)
    ev.append(PointsSpent(p, abs(delta), "roll", points))
    ev.append(RollChanged(p, f.face, after, abs(delta)))
    s = evolve(s, players=replace_player(s.players, p, points=points), flight=evolve(f, face=after))
    return after_play(s, p, ev)


def after_play(s: Position, player: int, ev: Events) -> Position:
    """After a card in a window: the same player again if they can play more, else the next one."""
    window = WINDOW_OF_PHASE.get(s.phase)
    if window is None or s.phase == "turn":
        return s
    if options_for(s, player, window):
        return s
    return next_in_window(s, ev)


def next_in_window(s: Position, ev: Events) -> Position:
    """The player on turn in the window is done: ask the next one, or close the window."""
    window = WINDOW_OF_PHASE[s.phase]
    rest = tuple([p for p in s.window[1:] if options_for(s, p, window)])
    if rest:
        return evolve(s, window=rest, actor=rest[0])
    s = evolve(s, window=())
    if s.phase == "rolled":
        return shot.resolve(s, ev)
    if s.phase == "flight":
        return evolve(s, phase="roll", actor=s.shooter)
    return shot.end_turn(s, ev)  # the end-of-turn window
