"""Card windows: who may play which caddie card (or handicap point) right now, and who is asked.

A card window opens at four moments of a turn (see ``data.START`` ...). The
shooter is asked first; with 'play mean' every other player who joined the
shot (asked once, before it: :func:`.flow.mean_question`) and holds a card
that works now is asked after, in turn order. What a played
card does is in :mod:`.cards`; this module only reads the position, so the
shot (:mod:`.flight`) can ask it whether to open a window.
"""

from __future__ import annotations

from functools import lru_cache
from typing import assert_never

from game.rules.course import Terrain
from game.rules.rollinone import data
from game.rules.rollinone.actions import LAND, PlayCard, RollAction, Spend
from game.rules.rollinone.data import face_kind
from game.rules.rollinone.position import Flight, Position, beats, reachable_green

WINDOW_OF_PHASE = {"turn": data.START, "rolled": data.ROLL, "flight": data.FLIGHT, "end": data.END}


def _can_use(s: Position, player: int, card: data.CaddieCard, window: str) -> bool:
    if window not in card.windows or s.players[player].out:
        return False
    return player == s.shooter or (s.options.play_mean and card.on_others)


@lru_cache(maxsize=1024)
def _cards_for(hand: tuple[str, ...], window: str) -> tuple[data.CaddieCard, ...]:
    """The kinds of card in ``hand`` that work in ``window``, in card-table order (made once per hand)."""
    return tuple(c for c in data.CARDS if c.id in hand and window in c.windows)


def options_for(s: Position, player: int, window: str, f: Flight | None = None) -> list[RollAction]:
    """What ``player`` may play in ``window`` now, besides passing (with ``f``: as if it were the shot's flight)."""
    out: list[RollAction] = []
    hand = s.players[player].hand
    if hand:  # most of the time nobody holds a card: skip the card table
        for card in _cards_for(hand, window):
            if _can_use(s, player, card, window):
                out.extend(PlayCard(card.id, arg) for arg in card_args(s, player, card.id, f))
    if window == data.ROLL and player == s.shooter:
        out.extend(Spend(d) for d in spend_choices(s, f))
    if window == data.FLIGHT and player == s.shooter and deadeye_ready(s, f):
        out.append(LAND)
    return out


def card_args(s: Position, player: int, card: data.CardId, f: Flight | None = None) -> list[int | str | None]:
    """The choices a card offers right now (empty: it cannot be played now); ``f`` stands in for the shot's flight."""
    if f is None:
        f = s.flight
    pl = s.players[player]
    # every card has a case: a card added to data.CardId without one is a type error (assert_never)
    match card:
        case "fore":
            return [d for d in range(6) if f is not None and d != f.direction]
        case "mulligan":
            return [None] if f is not None and f.face is not None else []
        case "follow_through":
            if f is None or f.face is None or f.forced:
                return []
            kind, value = face_kind(f.face)
            fails = kind == "number" and not beats(value, f.last, s.golfers_of(s.shooter))
            return [None] if fails else []
        case "fine_tune":
            if f is None or f.face is None or not f.face.isdigit():
                return []
            top = data.CLUB_BY_ID[f.club].top_number
            return [d for d in (1, -1) if 1 <= int(f.face) + d <= top]
        case "lay_up":
            return [None] if f is not None else []
        case "tailwind":
            return [None] if f is not None and not f.tailwind else []
        case "backspin":
            return [None] if f is not None and not f.backspin else []
        case "club_swap":
            return [c for c in data.CLUB_IDS if f is not None and c != f.club]
        case "free_drop":
            layout = s.layout
            if pl.ball is None or layout is None:
                return []
            return [
                d
                for d in range(6)
                if layout.inside(pl.ball.neighbor(d))
                and layout.at(pl.ball.neighbor(d)) != Terrain.WATER
                and pl.ball.neighbor(d) not in s.greens
            ]
        case "gimme":
            if pl.ball is None:
                return []
            near = any(reachable_green(s, player, n) >= 0 for n in pl.ball.neighbors())
            return [None] if near else []
        case "rules_official":
            return [None] if pl.penalties > 0 else []
        case _:
            assert_never(card)


def spend_choices(s: Position, f: Flight | None = None) -> list[int]:
    """Handicap: the changes the shooter can pay for on the number just rolled (``f``: as for :func:`card_args`)."""
    if f is None:
        f = s.flight
    if not s.options.handicap or f is None or f.face is None or not f.face.isdigit():
        return []
    points = s.players[s.shooter].points
    top = data.CLUB_BY_ID[f.club].top_number
    value = int(f.face)
    return [d for d in range(-points, points + 1) if d and 1 <= value + d <= top]


def deadeye_ready(s: Position, f: Flight | None = None) -> bool:
    """Deadeye golfer: with the Putter, after the first roll, the ball may be landed at will."""
    if f is None:
        f = s.flight
    return f is not None and f.club == "putter" and f.rolls > 0 and "deadeye" in s.golfers_of(s.shooter)


def may_open(s: Position, window: str) -> bool:
    """False when :func:`window_players` is surely empty, read without the shot's flight.

    With no caddie card for this window in the hands of anyone it would ask, only
    the shooter's handicap points (the rolled-die window) and a Deadeye golfer (the
    flight window) can open it; the flight is not looked at, so a roll can find out
    before it copies the state to hold the new flight.
    """
    if window == data.ROLL and s.options.handicap:
        return True
    if window == data.FLIGHT and "deadeye" in s.golfers_of(s.shooter):
        return True
    players = s.players
    if _cards_for(players[s.shooter].hand, window):
        return True
    return s.options.play_mean and window in (data.ROLL, data.FLIGHT) and any(_cards_for(players[p].hand, window) for p in s.mean)


def window_players(s: Position, window: str, f: Flight | None = None) -> tuple[int, ...]:
    """Who is asked in a card window: the shooter, then (playing mean) the others who joined this shot, in turn order.

    With ``f``: who would be asked were ``f`` the shot's flight (so a roll need
    not copy the state to find out that nobody is).
    """
    n = s.num_players
    order = [s.shooter]
    if s.mean and window in (data.ROLL, data.FLIGHT):
        order += [q for q in ((s.shooter + i) % n for i in range(1, n)) if q in s.mean]
    return tuple([p for p in order if options_for(s, p, window, f)])
