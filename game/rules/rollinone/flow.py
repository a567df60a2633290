"""The shape of a game: who goes first, golfers, designing holes, dealing, rounds, and ends.

Every function takes a state and the event list to append to, and returns the
next state. The shot itself is in :mod:`.flight`.
"""

from __future__ import annotations

from functools import lru_cache

from game.hexgrid import ORIGIN, Hex
from game.rules.evolve import evolve
from game.rules.protocol import IllegalActionError
from game.rules.rollinone import data, scoring
from game.rules.rollinone.boards import BoardSet, Placement, layout_green_spaces, placed_cells
from game.rules.rollinone.designmoves import DesignMoves, placements_count
from game.rules.rollinone.events import (
    BallsLost,
    BoardPlaced,
    CardDealt,
    CatchUp,
    DeckReshuffled,
    FirstPlayer,
    GameEnded,
    GolferDealt,
    GreenPlaced,
    HoleEnded,
    HoleStarted,
    MeanChoice,
    RollEvent,
    StartingRoll,
    TurnStarted,
)
from game.rules.rollinone.position import HoleRecord, Position, hole_name, order_from, replace_player

Events = list[RollEvent]

# --- who goes first --------------------------------------------------------


def rolloff_outcome(s: Position, face: int, ev: Events) -> Position:
    """A player rolled the Putter for the first-player token; the lowest roll (after re-rolls) takes it."""
    player = s.rolloff[0]
    ev.append(StartingRoll(player, face))
    faces = s.rolloff_faces + ((player, face),)
    rest = s.rolloff[1:]
    if rest:
        return evolve(s, rolloff=rest, rolloff_faces=faces)
    low = min(f for _, f in faces)
    tied = tuple(p for p, f in faces if f == low)
    if len(tied) > 1:  # the tied lowest roll again
        return evolve(s, rolloff=tied, rolloff_faces=())
    s = evolve(s, rolloff=(), rolloff_faces=(), first=tied[0])
    ev.append(FirstPlayer(tied[0], 1))
    return begin_golfers(s, ev)


# --- golfers -----------------------------------------------------------------


def begin_golfers(s: Position, ev: Events) -> Position:
    """Deal, offer or set out the golfer cards."""
    opts = s.options
    order = order_from(s.first, s.num_players)
    if opts.shared_golfers:
        return evolve(s, phase="golfer_shared", dealing=(-1,) * opts.shared_golfers)
    if opts.choose_golfers:
        return evolve(s, phase="golfer_choose", dealing=order, actor=order[0])
    return evolve(s, phase="golfer_deal", dealing=order)


def golfer_dealt(s: Position, golfer: str, chosen: bool, ev: Events) -> Position:
    """A golfer went to the next player in line (or beside the course, shared)."""
    if golfer not in s.golfer_pool:
        raise IllegalActionError(f"golfer {golfer!r} is not available")
    who = s.dealing[0]
    pool = tuple(g for g in s.golfer_pool if g != golfer)
    if who < 0:
        s = evolve(s, shared=s.shared + (golfer,), golfer_pool=pool)
    else:
        s = evolve(s, players=replace_player(s.players, who, golfer=golfer), golfer_pool=pool)
    ev.append(GolferDealt(who, golfer, chosen))
    rest = s.dealing[1:]
    if rest:
        return evolve(s, dealing=rest, actor=rest[0] if rest[0] >= 0 else s.actor)
    s = evolve(s, dealing=())
    return begin_layout(s, ev) if s.options.layout_game else begin_hole(s, ev)


# --- holes and designing them ----------------------------------------------------


def begin_hole(s: Position, ev: Events) -> Position:
    """The token holder designs the next hole (or the next ready-made hole comes out)."""
    hole = s.hole + 1
    s = evolve(s, hole=hole, designer=s.first, greens=(), par=0, round=0, closing=False, placements=(), ready=-1)
    if hole > 1:
        ev.append(FirstPlayer(s.first, hole))
    if s.options.quick:
        holes = s.boards.holes
        board = holes[(hole - 1) % len(holes)]
        s = evolve(s, ready=board.index, greens=board.greens[:1], par=board.par)
        return start_play(s, ev)
    return _start_design(s, s.first, ev)


def begin_layout(s: Position, ev: Events) -> Position:
    """Campaign and Bumper Golf the Game: everyone builds one big layout, board by board."""
    return _start_design(evolve(s, hole=1), s.first, ev)


def _start_design(s: Position, actor: int, ev: Events) -> Position:
    tee = s.boards.tee_board
    assert tee is not None
    first = Placement(tee.index, 0, 0, 0)
    ev.append(BoardPlaced(actor, tee.index, tee.name, 0, ORIGIN, tuple(sorted(placed_cells(s.boards, first)))))
    return evolve(s, phase="design", placements=(first,), actor=actor)


def design_target(s: Position) -> int:
    """Layout games: how many course boards the big layout gets."""
    want = data.CAMPAIGN_BOARDS if s.options.variant == "campaign" else data.BUMPER_BOARDS
    return min(want, len(s.boards.course_boards))


def board_counts(s: Position) -> tuple[int, ...]:
    """Course-board counts the hole being designed may finish with."""
    if s.options.layout_game:
        return (design_target(s),)
    if s.options.solo:
        return tuple(sorted(p - 1 for p in s.pars_left))
    top = min(data.MAX_BOARDS, len(s.boards.course_boards))
    return tuple(range(data.MIN_BOARDS, top + 1))


def placements_open(s: Position) -> bool:
    """True while the layout being designed may take another course board."""
    counts = board_counts(s)
    return len(s.placements) - 1 < (counts[0] if s.options.layout_game else max(counts))


def _placements_now(s: Position) -> bool:
    """True when a course board may go down now somewhere (counted, not listed)."""
    return placements_open(s) and placements_count(s.boards, s.placements) > 0


def _green_case(s: Position) -> tuple[tuple[Hex, ...], bool] | None:
    """None while boards must still be placed; else the greens already down and whether only the last board counts."""
    if s.options.layout_game:
        return None if placements_open(s) else (s.greens, False)
    if len(s.placements) - 1 not in board_counts(s) and _placements_now(s):
        return None
    return (), s.options.solo and len(s.placements) > 1  # playing alone, the green goes on the last board: no short cuts


@lru_cache(maxsize=64)
def _greens(bs: BoardSet, placements: tuple[Placement, ...], taken: tuple[Hex, ...], last_only: bool) -> tuple[Hex, ...]:
    """The green spaces of a layout in order, made once per layout (and built on the layout before its last board)."""
    spaces = layout_green_spaces(bs, placements)
    if taken:
        blocked = set(taken)
        spaces = tuple([h for h in spaces if h not in blocked])
    if last_only:
        last = placed_cells(bs, placements[-1])
        spaces = tuple([h for h in spaces if h in last])
    return spaces


@lru_cache(maxsize=64)
def _green_set(bs: BoardSet, placements: tuple[Placement, ...], taken: tuple[Hex, ...], last_only: bool) -> frozenset[Hex]:
    """:func:`_greens` as a set (for checking one green)."""
    return frozenset(_greens(bs, placements, taken, last_only))


def green_allowed(s: Position, cell: Hex) -> bool:
    """True when the designer may put a green token on ``cell`` now."""
    case = _green_case(s)
    return case is not None and cell in _green_set(s.boards, s.placements, *case)


def design_actions(s: Position) -> DesignMoves:
    """Boards that may be placed now, and green spaces once the layout is big enough (made as they are read)."""
    case = _green_case(s)
    greens = _greens(s.boards, s.placements, *case) if case is not None else ()
    return DesignMoves(s.boards, s.placements, placements_open(s), greens)


def place_board(s: Position, p: Placement, ev: Events) -> Position:
    """Put a course board on the table."""
    board = s.boards.boards[p.board]
    ev.append(BoardPlaced(s.actor, p.board, board.name, p.rotation, p.centre, tuple(sorted(placed_cells(s.boards, p)))))
    s = evolve(s, placements=s.placements + (p,))
    if s.options.layout_game:
        s = evolve(s, actor=(s.actor + 1) % s.num_players)
    return s


def place_green(s: Position, cell: Hex, ev: Events) -> Position:
    """Put a green token down; a hole starts when its green is down, a big layout when all three are."""
    ev.append(GreenPlaced(s.actor, cell))
    greens = s.greens + (cell,)
    if s.options.layout_game:
        s = evolve(s, greens=greens, actor=(s.actor + 1) % s.num_players)
        if len(greens) < data.GREEN_TOKENS:
            return s
        return start_play(evolve(s, par=len(s.placements)), ev)
    boards = len(s.placements)
    pars_left = s.pars_left
    if s.options.solo:
        left = list(pars_left)
        left.remove(boards)
        pars_left = tuple(left)
    return start_play(evolve(s, greens=greens, par=boards, pars_left=pars_left), ev)


def start_play(s: Position, ev: Events) -> Position:
    """Balls on the tee, cards dealt, then the first round."""
    layout = s.layout
    assert layout is not None
    players = tuple(
        evolve(p, ball=None if p.out else layout.tee, shots=0, holed=False) for p in s.players
    )
    s = evolve(s, players=players)
    ev.append(HoleStarted(s.hole, hole_name(s), s.par, layout.tee, s.greens, s.first))
    count = data.FIRST_HOLE_CARDS if s.hole == 1 else data.LATER_HOLE_CARDS
    return deal(s, {p: count for p in range(s.num_players)}, "round", ev)


def cards_for(s: Position, player: int, count: int) -> int:
    """Cards a player receives in a deal of ``count`` (Card Shark gets one more)."""
    return count + (1 if "card_shark" in s.golfers_of(player) else 0)


def deal(s: Position, counts: dict[int, int], after: str, ev: Events) -> Position:
    """Deal caddie cards one at a time, round the table from the token holder; then go on."""
    want = {p: cards_for(s, p, c) for p, c in counts.items() if not s.players[p].out}
    queue: list[int] = []
    for k in range(max(want.values(), default=0)):
        queue.extend(p for p in order_from(s.first, s.num_players) if want.get(p, 0) > k)
    s = evolve(s, dealing=tuple(queue), after_deal=after)
    return next_deal(s, ev)


def next_deal(s: Position, ev: Events) -> Position:
    """The next card of the deal (reshuffling the discards if the deck ran out), or what follows it."""
    if s.dealing and sum(s.deck) == 0:
        if sum(s.discard) == 0:
            s = evolve(s, dealing=())  # every card is in a hand: the deal stops
        else:
            ev.append(DeckReshuffled(sum(s.discard)))
            s = evolve(s, deck=s.discard, discard=(0,) * len(data.CARDS))
    if s.dealing:
        return evolve(s, phase="deal")
    after = s.after_deal
    s = evolve(s, after_deal="")
    if after == "round":
        return start_round(s, ev)
    return next_turn(s, ev)


def card_drawn(s: Position, card: str, ev: Events) -> Position:
    """The top card of the deck went to the next player in line."""
    i = data.CARD_IDS.index(card)
    if s.deck[i] <= 0:
        raise IllegalActionError(f"no {card} card left in the deck")
    who = s.dealing[0]
    deck = s.deck[:i] + (s.deck[i] - 1,) + s.deck[i + 1 :]
    players = replace_player(s.players, who, hand=s.players[who].hand + (card,))
    ev.append(CardDealt(who, card))
    return next_deal(evolve(s, deck=deck, players=players, dealing=s.dealing[1:]), ev)


# --- rounds and turns ------------------------------------------------------------


def can_play(s: Position, p: int) -> bool:
    """True when the player takes turns now."""
    pl = s.players[p]
    if pl.out or pl.ball is None or pl.holed:
        return False
    if s.options.variant == "campaign":
        if len(pl.greens) == len(s.greens):
            return False
    return True


def start_round(s: Position, ev: Events) -> Position:
    """A new round from the token holder, with everyone still playing."""
    queue = tuple([p for p in order_from(s.first, s.num_players) if can_play(s, p)])
    if not queue:
        return end_of_hole(s, "everyone is done", ev)
    return _turn_of(s, queue, s.round + 1, ev)


def start_turn(s: Position, ev: Events) -> Position:
    """The first player in the queue takes a turn."""
    return _turn_of(s, s.queue, s.round, ev)


def _turn_of(s: Position, queue: tuple[int, ...], round_: int, ev: Events) -> Position:
    """:func:`start_turn` with ``queue`` and ``round_`` set in the same copy (the callers used to copy first).

    Playing mean, the others are first asked whether they play cards on this shot (:func:`mean_question`).
    """
    p = queue[0]
    ev.append(TurnStarted(p, s.players[p].ball, round_))
    asked = mean_question(s, p) if s.options.play_mean else ()
    if asked:
        return evolve(s, round=round_, queue=queue, phase="mean", actor=asked[0], shooter=p, flight=None, window=asked, pending=None, mean=())
    return evolve(s, round=round_, queue=queue, phase="turn", actor=p, shooter=p, flight=None, window=(), pending=None, mean=())


def mean_question(s: Position, shooter: int) -> tuple[int, ...]:
    """Play mean: who is asked, before ``shooter``'s shot, whether they play cards on it.

    Every other player still in who holds a caddie card (how many cards a hand
    holds is no secret, so being asked tells nothing about which), going back
    round the table from the shooter: the player before them first, who has
    usually just played and is still at the screen.
    """
    n = s.num_players
    players = s.players
    return tuple([q for q in ((shooter - i) % n for i in range(1, n)) if players[q].hand and not players[q].out])


def mean_answer(s: Position, joins: bool, ev: Events) -> Position:
    """Play mean: the player asked before the shot joins it (asked in its card windows) or sits it out."""
    p = s.actor
    ev.append(MeanChoice(p, s.shooter, joins))
    mean = tuple(sorted(s.mean + (p,))) if joins else s.mean
    rest = s.window[1:]
    if rest:
        return evolve(s, mean=mean, window=rest, actor=rest[0])
    return evolve(s, mean=mean, window=(), phase="turn", actor=s.shooter)


def next_turn(s: Position, ev: Events) -> Position:
    """After a turn: the next player, the next round, or the end of the hole or game.

    ``s`` may still hold the finished shot (flight, pending bump, card window):
    every way on clears them in the copy it makes anyway.
    """
    if s.options.variant == "bumper_game" and bumper_game_over(s):
        return game_over(s, ev)
    if s.options.variant == "survival" and not s.players[0].holed:
        if s.players[0].shots >= data.SURVIVAL_SHOT_LIMIT * s.par:
            return end_of_hole(evolve(s, queue=(), flight=None, window=(), pending=None), "shot limit", ev)
    queue = tuple([p for p in s.queue[1:] if can_play(s, p)])
    if queue:
        return _turn_of(s, queue, s.round, ev)
    if s.options.variant not in ("bumper_game", "campaign") and not s.closing and s.round < data.MAX_ROUNDS:
        # end_of_round() would start the next round: its copy below would be overwritten field for field
        queue = tuple([p for p in order_from(s.first, s.num_players) if can_play(s, p)])
        if queue:
            return _turn_of(s, queue, s.round + 1, ev)
    return end_of_round(evolve(s, queue=queue, shooter=-1, flight=None, window=(), pending=None), ev)


def end_of_round(s: Position, ev: Events) -> Position:
    """Everyone has gone: the hole (or game) may be over."""
    v = s.options.variant
    if v == "bumper_game":
        if s.round >= data.BUMPER_MAX_ROUNDS:
            return game_over(s, ev)
        return start_round(s, ev)
    if v == "campaign":
        return _campaign_round_end(s, ev)
    if s.closing:
        return end_of_hole(s, "green", ev)
    if s.round >= data.MAX_ROUNDS:
        return end_of_hole(s, "round limit", ev)
    return start_round(s, ev)


def _campaign_round_end(s: Position, ev: Events) -> Position:
    if s.leader >= 0:
        if s.catchup < 0:
            turns = s.players[s.leader].penalties
            ev.append(CatchUp(s.leader, turns))
            s = evolve(s, catchup=turns)
        else:
            s = evolve(s, catchup=s.catchup - 1)
        if s.catchup <= 0:
            return game_over(s, ev)
    elif s.round >= data.CAMPAIGN_MAX_ROUNDS:
        return game_over(s, ev)
    queue = tuple(p for p in order_from(s.first, s.num_players) if can_play(s, p))
    if not queue:
        return game_over(s, ev)
    return _turn_of(s, queue, s.round + 1, ev)


def bumper_game_over(s: Position) -> bool:
    """Bumper Golf the Game ends when the greens are gone or too few players are left."""
    left = sum(1 for p in s.players if not p.out)
    return not s.greens or left == 0 or (s.num_players > 1 and left <= 1)


# --- the end of a hole and of the game -------------------------------------


def end_of_hole(s: Position, why: str, ev: Events) -> Position:
    """Score the hole, hand back penalty tokens, pass the token, and go on."""
    record = scoring.hole_record(s)
    ev.append(HoleEnded(s.hole, record.shots, record.penalties, record.distances, record.scores, why))
    players = []
    for i, p in enumerate(s.players):
        players.append(evolve(p, scores=p.scores + (record.scores[i],), penalties=0, shots=0, ball=None, holed=False))
    s = evolve(s, players=tuple(players), history=s.history + (record,), queue=(), shooter=-1)
    if s.options.variant == "survival":
        s = _survival_after_hole(s, record, ev)
        if s.phase == "over":
            return s
    s = evolve(s, first=(s.first + 1) % s.num_players)
    if s.options.variant == "survival":
        if not s.pars_left:
            s = evolve(s, pars_left=data.SOLO_PARS)
        return begin_hole(s, ev)
    if s.hole >= s.holes_total:
        return game_over(s, ev)
    return begin_hole(s, ev)


def _survival_after_hole(s: Position, record: HoleRecord, ev: Events) -> Position:
    """Survival: every penalty token loses a ball, and so does a hole given up at the shot limit."""
    p = s.players[0]
    holed = record.distances[0] == 0
    lost = record.penalties[0] + (0 if holed else 1)
    left = max(0, p.balls - lost)
    if lost:
        ev.append(BallsLost(0, lost, left))
    survived = p.survived + (1 if holed and left > 0 else 0)
    s = evolve(s, players=replace_player(s.players, 0, balls=left, survived=survived))
    if left == 0 or len(s.history) >= data.SURVIVAL_HOLES:
        return game_over(s, ev)
    return s


def game_over(s: Position, ev: Events) -> Position:
    """The game is over: final scores and winners."""
    if s.options.layout_game and not s.history:
        s = evolve(s, history=(scoring.hole_record(s),))
    s = evolve(s, phase="over", queue=(), shooter=-1, flight=None, window=(), pending=None, dealing=())
    ev.append(GameEnded(tuple(scoring.scores(s)), tuple(scoring.winners(s))))
    return s
