"""Roll in One scenes for build_scripts/screenshots.py: set-up, the designer, a club's odds, a curve, a collision,
a shot in flight, a hole's scores explained, the ranking, the rules page.

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
    d = table.game.design_tool
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
    from game.render import ball_timeline

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
        if not tl.done and isinstance(tl.beats[tl.index], ball_timeline.Roll) and tl.index > 0 and isinstance(tl.beats[tl.index - 1], ball_timeline.Collide):
            break
        app._frame(1 / 60)
    tl.update(tl.beats[tl.index].duration * 0.5)
    return None, 0


def in_flight(app: Any) -> tuple[Any, int]:
    """Ada's shot up in the air, caught mid-hop: its shadow on the board, the number to beat beside it, the panel's distance."""
    from game.render import ball_timeline
    from game.scenes.rollinone import animate

    table = _table(app, SEATS, seed=11, **{**QUICK, "holes": 2})

    def carries_on(st: Any, a: Any) -> bool:
        if st.current_player != CHANCE or st.phase != "roll" or st.shooter != 0 or not animate.in_the_air(st) or not st.flight.last:
            return False
        after, ev = st.apply(a)
        return animate.in_the_air(after) and any(e.kind == "Moved" for e in ev)

    action = _advance(table, carries_on, limit=20000)
    _settle(table)
    table.banner = None
    table._apply(action)
    tl = table.game.tl
    for _ in range(2000):
        if not tl.done and isinstance(tl.beats[tl.index], ball_timeline.AirHop) and tl.t >= tl.beats[tl.index].duration * 0.55:
            break
        app._frame(1 / 60)
    return None, 0


def rules(app: Any) -> tuple[Any, int]:
    """The Roll in One rules page at its pictures of every die face."""
    from game.scenes.rollinone import diagrams
    from game.scenes.rules_scene import RulesScene

    scene = RulesScene(app, "rollinone")
    block = next(b for b in scene.blocks if b.diagram is diagrams.faces)
    scene.scroll = block.y - 8
    scene._clamp()
    return scene, 3


def rules_cards(app: Any) -> tuple[Any, int]:
    """The Roll in One rules page at its caddie cards."""
    from game.scenes.rollinone import diagrams

    scene, frames = rules(app)
    block = next(b for b in scene.blocks if b.diagram is diagrams.caddie_cards)
    scene.scroll = block.y - 8
    scene._clamp()
    return scene, frames


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


# --- every way to play and every option (issue #25, point 2): one picture each, at 1280x720 ----------------------

ADA_BEN = [SeatEntry("Ada", 2, False), SeatEntry("Ben", 1, True)]


def _moment(app: Any, seats: list[SeatEntry], seed: int, stop: Callable[[Any, Any], bool], **options: Any) -> tuple[Any, int]:
    """A table of ``options`` played up to ``stop``, shown as Ada sees it deciding."""
    table = _table(app, seats, seed=seed, **options)
    _advance(table, stop, limit=20000)
    _settle(table)
    table.banner = None
    if table.state.current_player == 0:
        table.game.prepare_human(0)
        table.prepared = table.ply
    return None, 10


def _ada_turn(hole: int = 1, round_: int = 2) -> Callable[[Any, Any], bool]:
    return lambda st, a: st.phase == "turn" and st.actor == 0 and st.hole >= hole and st.round >= round_


def way_full(app: Any) -> tuple[Any, int]:
    """Full game: the hole Ben designed, played."""
    return _moment(app, ADA_BEN, 21, _ada_turn(2, 2), variant="standard")


def way_quick(app: Any) -> tuple[Any, int]:
    """Quick play: a ready-made hole, straight to the tee."""
    return _moment(app, ADA_BEN, 22, _ada_turn(2, 2), variant="standard", quick=True)


def way_solo(app: Any) -> tuple[Any, int]:
    """Solo round: Ada alone on her second designed hole."""
    return _moment(app, ADA_BEN[:1], 23, _ada_turn(2, 2), variant="solo")


def way_survival(app: Any) -> tuple[Any, int]:
    """Survival: balls left in the bag on the seat line."""
    return _moment(app, ADA_BEN[:1], 24, _ada_turn(2, 2), variant="survival")


def way_campaign(app: Any) -> tuple[Any, int]:
    """Campaign: one big layout with three greens."""
    return _moment(app, ADA_BEN, 25, _ada_turn(1, 4), variant="campaign")


def way_bumper_game(app: Any) -> tuple[Any, int]:
    """Bumper Golf the Game: three players on five boards, penalties counting up."""
    seats = [*ADA_BEN, SeatEntry("Cleo", 4, True)]
    return _moment(app, seats, 26, lambda st, a: _ada_turn(1, 4)(st, a) and any(p.penalties for p in st.players), variant="bumper_game")


def option_chosen_golfers(app: Any) -> tuple[Any, int]:
    """Chosen golfers: Ada picks hers from the cards."""
    return _moment(app, ADA_BEN, 27, lambda st, a: st.phase == "golfer_choose" and st.actor == 0, variant="standard", quick=True, choose_golfers=True)


def option_shared_golfers(app: Any) -> tuple[Any, int]:
    """Two shared golfers beside the course: everyone has both abilities."""
    return _moment(app, ADA_BEN, 28, _ada_turn(1, 2), variant="standard", quick=True, shared_golfers=2)


def option_handicap(app: Any) -> tuple[Any, int]:
    """Handicap points: Ada may change her Wood roll with points."""
    def roll_to_change(st: Any, a: Any) -> bool:
        f = st.flight
        return st.phase == "rolled" and st.actor == 0 and f.club == "wood" and f.rolls >= 1 and (f.face or "").isdigit() and st.players[0].points >= 2

    seats = [SeatEntry("Ada", 2, False), SeatEntry("Ben", 1, True)]
    for seed in range(29, 80):
        table = _table(app, seats, seed=seed, variant="standard", quick=True, handicap=True)
        bots = {i: catalog.make_bot("rollinone", i, 99) for i in range(2)}
        for _ in range(20000):
            st = table.state
            if st.current_player == TERMINAL or roll_to_change(st, None):
                break
            if st.current_player == CHANCE:
                action = table.session.draw_chance()
            elif st.phase == "turn" and st.actor == 0:
                action = next(x for x in st.legal_actions() if getattr(x, "club", "") == "wood" and st.layout.inside(st.players[0].ball.neighbor(x.direction)))
            else:
                action = bots[st.current_player].choose(st)
            table.session.apply(action)
        if roll_to_change(table.state, None):
            break
        app.stack.pop()
        app.stack.apply_pending()
    _settle(table)
    table.banner = None
    return None, 10


def option_play_mean(app: Any) -> tuple[Any, int]:
    """Play mean: before Ben's shot Ada is asked whether she plays cards on it."""
    return _moment(app, ADA_BEN, 30, lambda st, a: st.phase == "mean" and st.actor == 0, variant="standard", quick=True, play_mean=True)


def option_bumper_golf(app: Any) -> tuple[Any, int]:
    """Bumper-golf: Ada landed on a ball and moves one of the two to a neighbouring space."""
    seats = [SeatEntry("Ada", 2, False), SeatEntry("Ben", 1, True), SeatEntry("Cleo", 4, True)]
    return _moment(app, seats, 31, lambda st, a: st.phase == "bump" and st.actor == 0, variant="standard", quick=True, bumper_golf=True)


def setup_way_greyed(app: Any) -> tuple[Any, int]:
    """The set-up with three players and Survival chosen: greyed, struck through, the reason under it, Start greyed."""
    from game.scenes.rollinone.setup import MODES

    scene, settle = setup(app)
    scene._set_count(3 - scene.spec.min_players)
    scene.mode.index = [m[0] for m in MODES].index("survival")
    scene._set_mode(scene.mode.index)
    scene.group.focus(scene.mode)
    return scene, settle


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
    d = table.game.design_tool
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
