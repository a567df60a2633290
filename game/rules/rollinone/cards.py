"""Caddie cards and handicap points: when they may be played, by whom, and what they do.

A card window opens at four moments of a turn (see ``data.START`` ...). The
shooter is asked first; with 'play mean' every other player holding a card
that works on another's shot is asked after, in turn order. A player who
plays a card is asked again until they pass or have nothing left to play.
"""

from __future__ import annotations

from game.hexgrid import Hex
from game.rules.course import Terrain
from game.rules.protocol import Action, Event, IllegalActionError
from game.rules.rollinone import data, flight
from game.rules.rollinone.actions import LAND, PlayCard, Spend
from game.rules.rollinone.data import face_kind
from game.rules.rollinone.events import (
    BallDropped,
    CardPlayed,
    ClubSwapped,
    Curved,
    PenaltyReturned,
    PointsSpent,
    RollChanged,
)
from game.rules.rollinone.state import RollState, evolve, replace_player

Events = list[Event]
WINDOW_OF_PHASE = {"turn": data.START, "rolled": data.ROLL, "flight": data.FLIGHT, "end": data.END}


def _can_use(s: RollState, player: int, card: data.CaddieCard, window: str) -> bool:
    if window not in card.windows or s.players[player].out:
        return False
    return player == s.shooter or (s.options.play_mean and card.on_others)


def options_for(s: RollState, player: int, window: str) -> list[Action]:
    """What ``player`` may play in ``window`` now, besides passing."""
    out: list[Action] = []
    hand = s.players[player].hand
    if hand:  # most of the time nobody holds a card: skip the card table
        for card_id in data.CARD_IDS:
            if card_id in hand and _can_use(s, player, data.CARD_BY_ID[card_id], window):
                out.extend(PlayCard(card_id, arg) for arg in card_args(s, player, card_id))
    if window == data.ROLL and player == s.shooter:
        out.extend(Spend(d) for d in spend_choices(s))
    if window == data.FLIGHT and player == s.shooter and deadeye_ready(s):
        out.append(LAND)
    return out


def card_args(s: RollState, player: int, card: str) -> list[int | str | None]:
    """The choices a card offers right now (empty: it cannot be played now)."""
    f = s.flight
    pl = s.players[player]
    layout = s.layout
    if card == "fore":
        return [d for d in range(6) if f is not None and d != f.direction]
    if card == "mulligan":
        return [None] if f is not None and f.face is not None else []
    if card == "follow_through":
        if f is None or f.face is None or f.forced:
            return []
        kind, value = face_kind(f.face)
        fails = kind == "number" and not flight.beats(value, f.last, s.golfers_of(s.shooter))
        return [None] if fails else []
    if card == "fine_tune":
        if f is None or f.face is None or not f.face.isdigit():
            return []
        top = data.CLUB_BY_ID[f.club].top_number
        return [d for d in (1, -1) if 1 <= int(f.face) + d <= top]
    if card == "lay_up":
        return [None] if f is not None else []
    if card == "tailwind":
        return [None] if f is not None and not f.tailwind else []
    if card == "backspin":
        return [None] if f is not None and not f.backspin else []
    if card == "club_swap":
        return [c for c in data.CLUB_IDS if f is not None and c != f.club]
    if card == "free_drop":
        if pl.ball is None or layout is None:
            return []
        return [
            d
            for d in range(6)
            if layout.inside(pl.ball.neighbor(d))
            and layout.at(pl.ball.neighbor(d)) != Terrain.WATER
            and pl.ball.neighbor(d) not in s.greens
        ]
    if card == "gimme":
        if pl.ball is None:
            return []
        near = any(flight.reachable_green(s, player, n) >= 0 for n in pl.ball.neighbors())
        return [None] if near else []
    if card == "rules_official":
        return [None] if pl.penalties > 0 else []
    raise IllegalActionError(f"unknown caddie card {card!r}")


def spend_choices(s: RollState) -> list[int]:
    """Handicap: the changes the shooter can pay for on the number just rolled."""
    f = s.flight
    if not s.options.handicap or f is None or f.face is None or not f.face.isdigit():
        return []
    points = s.players[s.shooter].points
    top = data.CLUB_BY_ID[f.club].top_number
    value = int(f.face)
    return [d for d in range(-points, points + 1) if d and 1 <= value + d <= top]


def deadeye_ready(s: RollState) -> bool:
    """Deadeye golfer: with the Putter, after the first roll, the ball may be landed at will."""
    f = s.flight
    return f is not None and f.club == "putter" and f.rolls > 0 and "deadeye" in s.golfers_of(s.shooter)


def window_players(s: RollState, window: str) -> tuple[int, ...]:
    """Who is asked in a card window: the shooter, then (playing mean) the others in turn order."""
    n = s.num_players
    order = [s.shooter]
    if s.options.play_mean and window in (data.ROLL, data.FLIGHT):
        order += [(s.shooter + i) % n for i in range(1, n)]
    return tuple(p for p in order if options_for(s, p, window))


def play_card(s: RollState, action: PlayCard, ev: Events) -> RollState:
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
    if card == "fore":
        assert f is not None and isinstance(action.arg, int)
        ev.append(Curved(s.shooter, f.direction, action.arg, f.cell))
        s = evolve(s, flight=evolve(f, direction=action.arg))
    elif card == "mulligan":
        assert f is not None
        return evolve(s, flight=evolve(f, face=None, forced=False), phase="roll", window=())
    elif card == "follow_through":
        assert f is not None
        s = evolve(s, flight=evolve(f, forced=True))
    elif card == "fine_tune":
        assert f is not None and f.face is not None and isinstance(action.arg, int)
        after = str(int(f.face) + action.arg)
        ev.append(RollChanged(s.shooter, f.face, after, 0))
        s = evolve(s, flight=evolve(f, face=after))
    elif card == "lay_up":
        return flight.land(evolve(s, window=()), "lay_up", ev)
    elif card == "tailwind":
        assert f is not None
        s = evolve(s, flight=evolve(f, tailwind=True))
    elif card == "backspin":
        assert f is not None
        s = evolve(s, flight=evolve(f, backspin=True))
    elif card == "club_swap":
        assert f is not None and isinstance(action.arg, str)
        ev.append(ClubSwapped(s.shooter, f.club, action.arg))
        s = evolve(s, flight=evolve(f, club=action.arg))
    elif card == "free_drop":
        assert pl.ball is not None and isinstance(action.arg, int)
        end: Hex = pl.ball.neighbor(action.arg)
        ev.append(BallDropped(player, pl.ball, end))
        s = flight.put(evolve(s, players=replace_player(s.players, player, ball=None)), player, end, ev)
    elif card == "gimme":
        assert pl.ball is not None
        target = next(n for n in pl.ball.neighbors() if flight.reachable_green(s, player, n) >= 0)
        ev.append(BallDropped(player, pl.ball, target))
        s = evolve(s, players=replace_player(s.players, player, shots=pl.shots + 1))
        s = flight.put(s, player, target, ev)
        return flight.finish_shot(s, ev)
    elif card == "rules_official":
        ev.append(PenaltyReturned(player, 1, pl.penalties - 1))
        s = evolve(s, players=replace_player(s.players, player, penalties=pl.penalties - 1))
    return after_play(s, player, ev)


def spend(s: RollState, delta: int, ev: Events) -> RollState:
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


def after_play(s: RollState, player: int, ev: Events) -> RollState:
    """After a card in a window: the same player again if they can play more, else the next one."""
    window = WINDOW_OF_PHASE.get(s.phase)
    if window is None or s.phase == "turn":
        return s
    if options_for(s, player, window):
        return s
    return next_in_window(s, ev)


def next_in_window(s: RollState, ev: Events) -> RollState:
    """The player on turn in the window is done: ask the next one, or close the window."""
    window = WINDOW_OF_PHASE[s.phase]
    rest = tuple(p for p in s.window[1:] if options_for(s, p, window))
    if rest:
        return evolve(s, window=rest, actor=rest[0])
    s = evolve(s, window=())
    if s.phase == "rolled":
        return flight.resolve(s, ev)
    if s.phase == "flight":
        return evolve(s, phase="roll", actor=s.shooter)
    return flight.end_turn(s, ev)  # the end-of-turn window
