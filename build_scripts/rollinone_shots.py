"""Roll in One scenes for build_scripts/screenshots.py: set-up, the designer, a club's odds, a curve, a collision,
a hole's scores explained, the ranking.

Each function opens a real table, lets the engine and the computer player
play from a fixed seed (the person's seat is played by a computer player
too) up to the moment wanted, and returns ``(None, frames)`` for the
screenshot script to settle and save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import catalog
from game.match.record import SeatEntry
from game.rules.protocol import CHANCE, TERMINAL

SEATS = [SeatEntry("Ada", 2, False), SeatEntry("Ben", 1, True), SeatEntry("Cleo", 4, True)]
QUICK = {"variant": "standard", "quick": True, "holes": 1}


def _table(app: Any, seats: list[SeatEntry], seed: int, **options: Any) -> Any:
    from game.scenes.table import new_record
    from game.scenes.table.scene import TableScene

    table = TableScene(app, new_record("rollinone", seats, course=catalog.load_course("rollinone"), options=options, seed=seed))
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _advance(table: Any, stop: Callable[[Any, Any], bool], limit: int = 5000) -> Any:
    """Play (chance, computers, and the person's seat by a computer player) until ``stop(state, next_action)``; return that action."""
    bots = {i: catalog.make_bot("rollinone", i, 99) for i in range(len(table.seats))}
    for _ in range(limit):
        st = table.state
        if st.current_player == TERMINAL:
            return None
        action = table.session.draw_chance() if st.current_player == CHANCE else bots[st.current_player].choose(st)
        if stop(st, action):
            return action
        table.session.apply(action)
    raise RuntimeError("the moment never came")


def _settle(table: Any) -> None:
    table.last_owner = table.owner()
    table.prepared = None
    table.game.sync()


def setup(app: Any) -> tuple[Any, int]:
    from game.scenes.rollinone.setup import setup_scene

    scene = setup_scene(app)
    scene._set_name(0, "Ada")
    scene.names[0].value = "Ada"
    return scene, 5


def designer(app: Any) -> tuple[Any, int]:
    """Ada holds her third board over the hole, turned, at a legal spot."""
    table = _table(app, SEATS[:2], seed=21)
    _advance(table, lambda st, a: st.phase == "design" and st.actor == 0 and len(st.placements) == 3)
    _settle(table)
    d = table.game.designer
    d.update_legal(table.state, table.state.legal_actions())
    d.spot, d.rotation = len(d.spots) // 3, 2
    d.board_pos = 1
    return None, 200


def odds(app: Any) -> tuple[Any, int]:
    """Ada points at the 9-Iron: its faces and how far it flies from her lie."""
    table = _table(app, SEATS, seed=7, **QUICK)
    _advance(table, lambda st, a: st.phase == "turn" and st.actor == 0 and st.round >= 2)
    _settle(table)
    table.banner = None
    game = table.game
    game.prepare_human(0)
    table.prepared = table.ply  # the person's defaults are set: the table does not set them again
    game.club, game.pointed = "iron9", "iron9"
    return None, 3


def curve(app: Any) -> tuple[Any, int]:
    """Ada's roll came up a curve: the two spaces she may take are lit."""
    for seed in range(1, 60):
        table = _table(app, SEATS[:2], seed=seed, **{**QUICK, "holes": 2})
        if _advance(table, lambda st, a: st.phase == "curve" and st.actor == 0 and not st.flight.free_turn) is not None:
            break
        app.stack.pop()
        app.stack.apply_pending()
    _settle(table)
    table.banner = None
    table.game.prepare_human(0)
    table.prepared = table.ply
    return None, 3


def collision(app: Any) -> tuple[Any, int]:
    """A landing ball knocks another one on: caught mid-knock."""
    from game.render import flight

    table = _table(app, [SeatEntry("Ada", 2, True), SeatEntry("Ben", 1, True), SeatEntry("Cleo", 4, True)], seed=11, **{**QUICK, "holes": 5})

    def knocks(st: Any, a: Any) -> bool:
        if st.current_player != CHANCE or st.phase != "roll":
            return False
        _, ev = st.apply(a)
        return any(e.kind == "Knocked" for e in ev)

    action = _advance(table, knocks, limit=20000)
    _settle(table)
    table.banner = None
    table._apply(action)
    tl = table.game.tl
    for _ in range(2000):
        if not tl.done and isinstance(tl.beats[tl.index], flight.Roll) and tl.index > 0 and isinstance(tl.beats[tl.index - 1], flight.Collide):
            break
        app._frame(1 / 60)
    tl.update(tl.beats[tl.index].duration * 0.5)
    return None, 0


def hole_score(app: Any) -> tuple[Any, int]:
    """The end of a hole: every player's score explained."""
    table = _table(app, SEATS, seed=7, **QUICK)

    def ends(st: Any, a: Any) -> bool:
        if st.current_player < 0 and st.current_player != CHANCE:
            return False
        _, ev = st.apply(a)
        return any(e.kind == "HoleEnded" for e in ev)

    action = _advance(table, ends, limit=20000)
    _settle(table)
    table.banner = None
    table._apply(action)
    table.game.skip()
    return None, 10


def ranking(app: Any) -> tuple[Any, int]:
    """The final ranking of a three-hole game."""
    table = _table(app, [SeatEntry("Ada", 2, True), SeatEntry("Ben", 1, True), SeatEntry("Cleo", 4, True)], seed=7, **{**QUICK, "holes": 3})
    _advance(table, lambda st, a: False, limit=20000)
    _settle(table)
    return None, 10


def log(app: Any) -> tuple[Any, int]:
    """The game log open in the side panel, early in hole 2: every roll in words, Ada's own caddie cards named to her."""
    table = _table(app, SEATS, seed=7, **{**QUICK, "holes": 2})
    _advance(table, lambda st, a: st.phase == "turn" and st.actor == 0 and st.hole == 2 and st.round >= 2)
    _settle(table)
    table.banner = None
    table.log_panel.toggle()
    return None, 10


def big_hand(app: Any) -> tuple[Any, int]:
    """A campaign: Ada holds five caddie cards (greens reached earn them), with her golfer's words under them."""
    for seed in range(1, 40):
        table = _table(app, SEATS, seed=seed, variant="campaign")
        if _advance(table, lambda st, a: st.phase == "turn" and st.actor == 0 and len(st.players[0].hand) >= 5, limit=4000) is not None:
            break
        app.stack.pop()
        app.stack.apply_pending()
    _settle(table)
    table.banner = None
    table.game.prepare_human(0)
    table.prepared = table.ply
    return None, 3


def campaign_design(app: Any) -> tuple[Any, int]:
    """A campaign being built: Ada holds the fourth of six course boards over the one long course."""
    table = _table(app, SEATS, seed=4, variant="campaign")
    _advance(table, lambda st, a: st.phase == "design" and st.actor == 0 and len(st.placements) >= 4)
    _settle(table)
    table.banner = None
    d = table.game.designer
    d.update_legal(table.state, table.state.legal_actions())
    d.spot = len(d.spots) // 2
    return None, 200


def five_players(app: Any) -> tuple[Any, int]:
    """Five players with handicap points: Ada's turn, every seat's note and her cards in the side panel."""
    seats = [SeatEntry("Ada", 2, False), SeatEntry("Ben", 1, True), SeatEntry("Cleo", 4, True), SeatEntry("Dev", 5, True), SeatEntry("Eve", 3, True)]
    table = _table(app, seats, seed=3, **{**QUICK, "handicap": True})
    _advance(table, lambda st, a: st.phase == "turn" and st.actor == 0 and st.round >= 2)
    _settle(table)
    table.banner = None
    table.game.prepare_human(0)
    table.prepared = table.ply
    return None, 3
