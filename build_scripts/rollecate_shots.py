"""Rollecate scenes for build_scripts/screenshots.py: set-up, a hand-over, placing with ghosts, dice, penalty order, ranking.

Each function prepares the app's scene stack and returns ``(None, frames)``.
The games are played on the real table by the real engine from fixed seeds;
people's moves are chosen by the computer player for their seat and played
through the table, so every picture is a position the game can reach.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import catalog
from game.match import MatchRecord, SeatEntry
from game.rules.rollecate import actions

LIMIT = 20000


def _open(app: Any, seats: list[SeatEntry], seed: int, **options: Any) -> Any:
    from game.scenes.table.scene import TableScene

    table = TableScene(app, MatchRecord.new("rollecate", seed, seats, options={"rounds": 1, **options}))
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _drive(app: Any, table: Any, stop: Callable[[], bool], animate: bool = False) -> None:
    """Play on (people's moves by the computer player for their seat) until ``stop()``; animations skipped."""
    bots = {s: catalog.make_bot("rollecate", s, 99 + s) for s in table.human_seats()}
    for _ in range(LIMIT):
        top = app.stack.top
        if stop():
            return
        name = type(top).__name__
        if name == "HandOver":
            top._ready()
        elif name == "RoundOver":
            top.close()
        elif top is table and table.may_act() and table.game.controls.active:
            seat = table.state.current_player
            table.play(bots[seat].choose(table.state))
        else:
            if not animate:
                table.game.skip()
                table.wait = 0.0
        app.stack.apply_pending()
        app._frame(1 / 60)
    raise RuntimeError("the picture's moment never came")


def _deciding(table: Any, phase: str) -> Callable[[], bool]:
    return lambda: table.may_act() and table.game.controls.active and table.state.phase == phase


def setup(app: Any) -> tuple[None, int]:
    """The set-up screen with three players."""
    from game.scenes.rollecate import setup as setup_mod

    scene = setup_mod.RollecateSetup(app, setup_mod.spec(), lambda result: None)  # the derailment limit hides with three players
    scene._set_count(2)  # three players: Ada and Ben at the table, and a computer
    for seat, name in enumerate(("Ada", "Ben", "Computer")):
        scene._set_name(seat, name)
        scene.names[seat].value = name
        kind = 2 if name == "Computer" else 0
        scene._set_kind(seat, kind)
        scene.kinds[seat].index = kind
    scene.choices["rounds"] = "3"
    scene.choice_widgets[0].index = 2
    app.stack.push(scene)
    return None, 5


def handover(app: Any) -> tuple[None, int]:
    """Between two people: the next one takes the screen before seeing their hand."""
    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Ben", 2)], seed=6)
    seen = {"turns": 0}

    def stop() -> bool:
        top = app.stack.top
        if type(top).__name__ == "HandOver" and not table.state.is_setup:
            seen["turns"] += 1
            return seen["turns"] > 6
        return False

    _drive(app, table, stop)
    return None, 3


def placing(app: Any) -> tuple[None, int]:
    """Placing a card: the legal ways it fits shown as ghosts at the railway's end."""
    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, True)], seed=12)

    def stop() -> bool:
        if not _deciding(table, actions.CHOOSE)() or table.ply < 60:
            return False
        controls = table.game.controls
        ways = {}
        for a in controls.legal:
            if isinstance(a, tuple) and a[0] == "track":
                ways.setdefault(a[1], []).append(a)
        return any(len(v) > 1 for v in ways.values())

    _drive(app, table, stop)
    controls = table.game.controls
    hand = table.game.stage.shown.hand
    best = max(range(len(hand)), key=lambda i: sum(1 for a in controls.legal if isinstance(a, tuple) and a[0] == "track" and a[1] == hand[i]))
    controls.activate(next(k for k, it in enumerate(controls.items()) if it.kind == "hand" and it.index == best))
    return None, 170


def dice(app: Any) -> tuple[None, int]:
    """The dice rolled and the locomotive riding card by card."""
    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, True)], seed=12)
    _drive(app, table, lambda: _deciding(table, actions.LAY)() and table.ply > 30 and table.state.play_number * table.state.play_cards >= 4)
    for _ in range(170):  # the turn banner goes up first
        app._frame(1 / 60)
    table.play(actions.ROLL_DICE)
    stage = table.game.stage
    _drive(app, table, lambda: stage.rail_view.loco_pose is not None and not stage.dice.rolling, animate=True)
    return None, 6


def penalty(app: Any) -> tuple[None, int]:
    """Taken penalty cards waiting to be laid in the player's order, a pair marked."""
    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, True)], seed=21)

    def stop() -> bool:
        if not _deciding(table, actions.PENALTY)():
            return False
        state = table.state
        top = state.piles[0][-1] if state.piles[0] else None
        return len(state.pending) >= 2 and top is not None and any(c[-1] == top[-1] or c[0] == top[0] for c in state.pending)

    _drive(app, table, stop)
    return None, 170


def ranking(app: Any) -> tuple[None, int]:
    """The final ranking of a three-player game."""
    table = _open(app, [SeatEntry("Ada", 1, True), SeatEntry("Ben", 2, True), SeatEntry("Cleo", 3, True)], seed=7)
    _drive(app, table, lambda: type(app.stack.top).__name__ == "RankingScene")
    return None, 60


def log(app: Any) -> tuple[None, int]:
    """The game log open in the side panel, two people and a computer: Ada reads the cards she drew, the others' are "a card"."""
    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Ben", 2), SeatEntry("Computer", 3, True)], seed=6)
    _drive(app, table, lambda: _deciding(table, actions.CHOOSE)() and table.ply > 70 and table.viewer == 0)
    table.banner = None
    table.log_panel.toggle()
    return None, 3


def long_railway(app: Any) -> tuple[None, int]:
    """A long railway at Fit (0): every card in view, numbers readable, the cards penalties come from outlined."""
    import pygame

    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, True)], seed=4)

    def stop() -> bool:
        return _deciding(table, actions.CHOOSE)() and len(table.state.railway) >= 16 and table.state.loco >= 2

    _drive(app, table, stop)
    table.banner = None
    app.stack.top.game.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, mod=0, unicode="0", scancode=0))
    return None, 120


def round_results(app: Any) -> tuple[None, int]:
    """The results of the first of two rounds: every pile as it ended, the hands shown, the totals."""
    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Ben", 2), SeatEntry("Computer", 3, True)], seed=5, rounds=2)
    _drive(app, table, lambda: type(app.stack.top).__name__ == "RoundOver")
    return None, 10


def big_hand(app: Any) -> tuple[None, int]:
    """Thirteen cards in hand (Ada passed turn after turn): every card's number readable."""
    table = _open(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, True)], seed=9)
    bot = catalog.make_bot("rollecate", 0, 99)

    def passing(state: Any) -> Any:
        return actions.PASS if state.phase == actions.CHOOSE else bot.choose(state)

    for _ in range(LIMIT):
        top = app.stack.top
        if top is table and table.may_act() and table.game.controls.active:
            if table.state.phase == actions.CHOOSE and len(table.state.hands[0]) >= 13:
                break
            table.play(passing(table.state))
        else:
            table.game.skip()
            table.wait = 0.0
        app.stack.apply_pending()
        app._frame(1 / 60)
    table.banner = None
    return None, 120
