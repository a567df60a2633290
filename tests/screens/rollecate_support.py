"""Driving Rollecate through the real table headless: open a game, wait, and take a person's turns."""

from __future__ import annotations

import pygame

from game.app import App
from game.match import MatchRecord, SeatEntry
from game.rules.protocol import TERMINAL
from game.rules.rollecate import actions
from game.scenes.ranking import RankingScene
from game.scenes.rollecate.play import RollecateGame
from game.scenes.table.scene import TableScene
from tests.screens.support import click, frames, press, settled, until_armed


def open_game(app: App, seats: list[SeatEntry], seed: int = 4, **options: object) -> TableScene:
    """A Rollecate table put on the stack (no title, no set-up)."""
    rec = MatchRecord.new("rollecate", seed, seats, options={"rounds": 1, **options})
    table = TableScene(app, rec)
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app)
    return table


def game(table: TableScene) -> RollecateGame:
    """The Rollecate plug-in of a table."""
    assert isinstance(table.game, RollecateGame)
    return table.game


def ended(app: App) -> bool:
    """True once the ranking is up."""
    return isinstance(app.stack.top, RankingScene)


def wait_for_person(app: App, table: TableScene, limit: int = 4000, skip: bool = True) -> bool:
    """Frames (skipping animations with Space) until a person's decision is open; False when the game ended."""
    for _ in range(limit):
        top = app.stack.top
        if ended(app):
            return False
        if top is not table:
            name = type(top).__name__
            if name in ("HandOver", "RoundOver"):
                until_armed(app)
                press(app, pygame.K_RETURN)
                continue
        if table.may_act() and game(table).controls.active:
            settled(app)  # a person looks at the decision before choosing
            return True
        if table.state.current_player == TERMINAL and top is table:
            frames(app)
            continue
        if skip and (table.game.busy() or table.wait > 0):
            press(app, pygame.K_SPACE)
        else:
            frames(app)
    raise AssertionError("the game never came back to a person")


def keys_turn(app: App, table: TableScene, prefer_play: bool = True) -> object:
    """One decision made with the keyboard alone, as a newcomer would; returns the action applied."""
    g = game(table)
    ply = table.ply
    phase = table.state.phase
    if phase == actions.SETUP_LAY:
        press(app, pygame.K_RETURN)  # the first ghost
    elif phase == actions.PENALTY:
        press(app, pygame.K_RETURN)  # the first waiting card
    elif phase == actions.LAY:
        press(app, pygame.K_r)
    elif phase == actions.CHOOSE:
        items = g.controls.items()
        focused = items[g.controls.focus]
        if prefer_play and focused.kind == "hand" and focused.index in g.stage.tray.playable:
            press(app, pygame.K_RETURN)  # choose the card
            if table.ply == ply:
                press(app, pygame.K_RETURN)  # lay it on the ghost in focus
        else:
            press(app, pygame.K_p)
    assert table.ply > ply, f"a key press in phase {phase!r} applied nothing"
    return table.record.actions[ply]  # the person's move (a draw or a roll may follow in the same frame)


def mouse_turn(app: App, table: TableScene, prefer_play: bool = True) -> object:
    """One decision made with the mouse alone; returns the action applied."""
    g = game(table)
    ply = table.ply
    phase = table.state.phase
    frames(app)  # lay the frame out so every rectangle is known
    if phase == actions.SETUP_LAY or (phase in (actions.CHOOSE, actions.LAY) and g.controls.placing):
        ghost = g.stage.rail_view.ghosts[0].rail
        click(app, g.stage.rail_view.card_center(ghost))
    elif phase == actions.PENALTY:
        click(app, g.stage.tray.pending_rects[0].center)
    elif phase == actions.LAY:
        click(app, g.controls.buttons["roll"].rect.center)
    else:
        playable = sorted(g.stage.tray.playable)
        if prefer_play and playable:
            click(app, g.stage.tray.hand_rects[playable[0]].center)
            if table.ply == ply:
                frames(app)
                click(app, g.stage.rail_view.card_center(g.stage.rail_view.ghosts[0].rail))
        else:
            click(app, g.controls.buttons["pass"].rect.center)
    assert table.ply > ply, f"a click in phase {phase!r} applied nothing"
    return table.record.actions[ply]


def computers(n: int) -> list[SeatEntry]:
    """``n`` computer seats."""
    return [SeatEntry(f"Cpu {i + 1}", i + 1, True) for i in range(n)]


def perform(app: App, table: TableScene, action: object, mouse: bool) -> None:
    """Carry out a chosen move the way a person would: with the keyboard, or with the mouse alone."""
    g = game(table)
    ply = table.ply
    frames(app)  # lay out the frame so every rectangle is known
    kind, args = actions.parse(action)  # type: ignore[arg-type]
    controls = g.controls

    def focus_item(pred) -> int:  # type: ignore[no-untyped-def]
        k = next(i for i, it in enumerate(controls.items()) if pred(it))
        while controls.focus != k:
            press(app, pygame.K_RIGHT)
        return k

    if kind in ("pass", "roll"):
        if mouse:
            click(app, controls.buttons[kind].rect.center)
        else:
            press(app, pygame.K_p if kind == "pass" else pygame.K_r)
    elif kind == "penalty":
        index = next(i for i, c in enumerate(g.stage.shown.pending) if int(c[1] if c[0] == "C" else c[0]) == args[0])
        if mouse:  # dragged onto the pile
            start = g.stage.tray.pending_rects[index].center
            target = (int(table.panel.extra.centerx), int(table.panel.extra.centery))
            settled(app)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            for k in range(1, 5):
                p = (start[0] + (target[0] - start[0]) * k // 4, start[1] + (target[1] - start[1]) * k // 4)
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
            frames(app)
        else:
            focus_item(lambda it: it.kind == "pending" and it.index == index)
            press(app, pygame.K_RETURN)
    elif kind in ("chaos", "track"):
        card = args[0]
        if controls.placing is None:
            index = g.stage.shown.hand.index(card)
            if mouse:
                click(app, g.stage.tray.hand_rects[index].center)
            else:
                focus_item(lambda it: it.kind == "hand" and it.index == index)
                press(app, pygame.K_RETURN)
        if kind == "track" and table.ply == ply:
            frames(app)
            ghosts = g.stage.rail_view.ghosts
            gi = next(i for i, gh in enumerate(ghosts) if gh.action == action)
            if mouse:
                click(app, g.stage.rail_view.cell_center(ghosts[gi].rail.cells[1]))
            else:
                focus_item(lambda it: it.kind == "ghost" and it.index == gi)
                press(app, pygame.K_RETURN)
    assert table.ply > ply, f"{action!r} could not be made with the {'mouse' if mouse else 'keyboard'}"
    assert table.record.actions[ply] == action
