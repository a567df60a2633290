"""The game log on the table (table/log_panel.py): L and its button open it in the side panel, it scrolls,
shows a seat's hidden cards only to that seat, loses the lines of an undone move, and follows a replay."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import MatchRecord, SeatEntry
from game.match.session import MatchSession
from game.scenes.table.scene import TableScene
from tests.match.test_session import play_some
from tests.screens.support import frames, press
from tests.screens.test_table import open_table, record, until
from tests.screens.test_table_redraw import same_picture


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def panel_picture(app: App, table: TableScene) -> bytes:
    return pygame.image.tobytes(app.surface.subsurface(table.panel_rect), "RGB")


def computer_game(app: App, plies: int = 12) -> TableScene:
    app.settings.animation_speed = "fast"
    table = open_table(app, record([SeatEntry("Cleo", 1, True, "easy"), SeatEntry("Ben", 2, True, "easy")]))
    until(app, lambda: table.ply >= plies and not table.game.busy())
    return table


def test_l_opens_the_log_in_the_side_panel_and_closes_it_again(app):
    table = computer_game(app)
    closed = panel_picture(app, table)
    press(app, pygame.K_l)
    assert table.log_panel.open and table.log_panel.button.selected
    lines = [s.text for s in table.log_panel.lines()]
    assert lines and lines[0].startswith("Cleo · tees up"), lines
    assert panel_picture(app, table) != closed
    press(app, pygame.K_l)
    frames(app)
    assert not table.log_panel.open and panel_picture(app, table) == closed


def test_the_log_button_acts_on_the_release_of_a_click_on_it(app):
    table = computer_game(app, 2)
    at = table.log_panel.button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    frames(app)
    assert not table.log_panel.open, "not on the press"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    frames(app)
    assert table.log_panel.open
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.board_rect.center, button=1))
    frames(app)
    assert table.log_panel.open, "a press that leaves the button before its release does nothing"


def test_the_log_follows_the_game_newest_last_and_scrolls_with_wheel_and_keys(app):
    table = computer_game(app, 4)
    press(app, pygame.K_l)
    log = table.log_panel
    first = len(log.lines())
    until(app, lambda: len(log.rows()) > 2 * log.visible_rows() and not table.game.busy())
    assert len(log.lines()) > first, "new lines come while the log is open"
    table.hold()  # the computers stop here: nothing new comes while the test scrolls
    frames(app, 2)
    assert log.lines()[-1].ply == table.ply - 1
    newest = panel_picture(app, table)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app)
    assert log.scroll == 3 and panel_picture(app, table) != newest, "the wheel over the log scrolls back"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
    frames(app)
    assert log.scroll == 0 and panel_picture(app, table) == newest
    log.scroll = 0
    press(app, pygame.K_PAGEUP)
    assert log.scroll == max(1, log.visible_rows() - 1)
    press(app, pygame.K_HOME)
    assert log.scroll == len(log.rows()) - log.visible_rows(), "the oldest line at the top"
    table.release()
    rows = len(log.rows())
    until(app, lambda: len(log.rows()) > rows)
    table.hold()
    assert log.scroll == len(log.rows()) - log.visible_rows(), "reading back, new lines do not move the view"
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))  # the course's scores may be up
    assert log.scroll == 0


def test_a_redraw_of_only_the_changes_looks_like_the_whole_window_with_the_log_open(app):
    app.settings.animation_speed = "fast"
    table = open_table(app, record([SeatEntry(f"C{i}", i, True, "easy") for i in range(3)]))
    press(app, pygame.K_l)
    partial = 0
    for i in range(150):
        frames(app)
        partial += table.redraw.dirty is not None
        assert same_picture(app, table), f"frame {i} (ply {table.ply}) differs from the whole drawing"
    assert partial > 100 and table.log_panel.lines()


def test_undo_takes_the_undone_move_out_of_the_log(app, monkeypatch):
    table = open_table(app, record([SeatEntry("You", 2)]))
    monkeypatch.setattr(type(table.state), "undoable", lambda self, a: self.current_player >= 0, raising=False)
    press(app, pygame.K_l)
    until(app, table.may_act)
    press(app, pygame.K_RETURN)  # tee up
    assert table.log_panel.lines() == [], "the tee is written once it has been shown"
    until(app, lambda: not table.game.busy())
    frames(app)
    assert [s.text for s in table.log_panel.lines()] == ["You · tee up"], "a seat named You reads as a person"
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.ply == 0 and table.log_panel.lines() == []


def hot_seat_rollecate(app: App) -> TableScene:
    """Two people at Rollecate, a few turns in (each has drawn cards into a hidden hand)."""
    rec = MatchRecord.new("rollecate", 5, [SeatEntry("Ada", 0), SeatEntry("Ben", 1)])
    session = MatchSession(rec)
    play_some(session, 40, random.Random(2))
    table = TableScene(app, MatchRecord.loads(session.record.dumps()))
    app.stack.push(table)
    app.stack.apply_pending()
    table.log_panel.toggle()
    frames(app)
    return table


def test_a_hidden_card_is_named_only_to_the_person_at_the_screen(app):
    table = hot_seat_rollecate(app)
    log = table.log_panel
    assert table.viewer is None, "a resumed game with two people hands over first"
    assert log.lines() and not any(s.private for s in log.lines()), "nobody's cards while the hand-over card is up"
    public = [s.text for s in log.lines()]
    seen = {}
    for seat in (0, 1):
        table._viewer = seat
        frames(app)
        mine = [s for s in log.lines() if s.private]
        assert mine, f"seat {seat} reads its own draws"
        assert all(s.seat == seat for s in mine)
        assert [s.text for s in log.lines() if not s.private] == [t for s, t in zip(log.lines(), public) if not s.private]
        seen[seat] = panel_picture(app, table)
    assert seen[0] != seen[1]


def test_the_replay_viewer_shows_the_public_log_of_the_moves_shown(app):
    session = MatchSession(MatchRecord.new("rollecate", 5, [SeatEntry("Ada", 0), SeatEntry("Ben", 1, True)]))
    play_some(session, 60, random.Random(3))
    table = open_table(app, MatchRecord.loads(session.record.dumps()), replay=True)
    table.replay_playing = False
    press(app, pygame.K_l)
    log = table.log_panel
    table.replay_jump(30)
    frames(app)
    at_30 = [s.text for s in log.lines()]
    assert at_30 and all(s.ply < 30 for s in log.lines()) and not any(s.private for s in log.lines())
    table.replay_jump(60)
    frames(app)
    assert len(log.lines()) > len(at_30)
    table.replay_jump(30)
    frames(app)
    assert [s.text for s in log.lines()] == at_30


def test_the_log_covers_the_games_corner_of_the_panel(app):
    """Roll in One's hand sits in the panel's corner: with the log open it is not drawn, and clicks there stay with the log."""
    from build_scripts import rollinone_shots as R

    table = R._table(app, R.SEATS, seed=7, **R.QUICK)
    R._advance(table, lambda st, a: st.phase == "turn" and st.actor == 0)
    R._settle(table)
    frames(app, 3)
    drawn = []
    monkey = table.game.draw_panel_extra
    table.game.draw_panel_extra = lambda surface, rect: (drawn.append(rect), monkey(surface, rect))  # type: ignore[method-assign]
    frames(app)
    assert drawn, "the hand is drawn while the log is closed"
    press(app, pygame.K_l)
    drawn.clear()
    frames(app, 2)
    assert not drawn
    assert table.log_panel.rect.contains(table.panel.extra)
    pos = table.panel.extra.center
    assert table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def test_the_game_may_be_stricter_about_whose_cards_show(app):
    """Rollecate deals to everyone while a round is set up with several people: nobody's cards then, in the log too."""
    rec = MatchRecord.new("rollecate", 5, [SeatEntry("Ada", 0), SeatEntry("Ben", 1)])
    session = MatchSession(rec)
    while not any(type(e).__name__ == "CardDealt" for e in session.apply(session.draw_chance() if session.state.current_player < 0 else session.state.legal_actions()[0])[1]):
        pass
    assert session.state.is_setup
    table = TableScene(app, MatchRecord.loads(session.record.dumps()))
    app.stack.push(table)
    app.stack.apply_pending()
    table.log_panel.toggle()
    table._viewer = 0
    frames(app)
    assert table.game.viewer() is None and not any(s.private for s in table.log_panel.lines())


def test_an_animation_never_takes_back_a_line_already_written(app, monkeypatch):
    table = computer_game(app, 6)
    table.hold()
    press(app, pygame.K_l)
    frames(app, 2)
    lines = table.log_panel.lines()
    assert lines and lines[-1].ply == table.ply - 1
    monkeypatch.setattr(table.game, "busy", lambda: True)  # something moves on the board, no new action
    frames(app, 2)
    assert table.log_panel.lines() == lines


# ---------------------------------------------------------------------- nothing over the open log
from tests.screens import test_outcomes as outcomes  # noqa: E402  (the games played up to an outcome, shared)

KEPT_OUTCOMES = {o[0]: o for o in reversed(outcomes.PERSON_NEXT)}
"""One outcome per game that stays on screen while the next person decides (the first listed: Rollecate's derailment, kept in the panel)."""


@pytest.mark.parametrize("game_id", sorted(KEPT_OUTCOMES))
def test_nothing_the_board_floats_is_drawn_over_the_open_log(app, game_id):
    _, seed, which, shows = KEPT_OUTCOMES[game_id]
    played = outcomes.play(game_id, outcomes.CPUS[game_id], seed, which)
    i = played.first(which)
    nxt = played.next_decision(i)
    table = outcomes.open_at(app, played, i, humans=[played.actors[nxt]])
    watch = outcomes.Watch(app, table)
    if played.actors[i] == played.actors[nxt]:  # the person's own decision has the outcome: they make it
        watch.until(table.may_act)
        assert table.play(played.actions[i])
    watch.until(lambda: table.ply >= nxt and table.may_act())
    print('DOCKED', game_id, getattr(table.game, '_docked', lambda: 'n/a')())
    docked = getattr(table.game, "_docked", lambda: None)()
    assert game_id not in ("rollecate", "eagles_creek") or docked, "the outcome was in the side panel before the log opened"
    press(app, pygame.K_l)
    kept = watch.frame()
    print('DOCKED2', game_id, getattr(table.game, '_docked', lambda: 'n/a')(), table.log_panel.rect)
    log = table.log_panel
    assert log.open and any(shows in item for item in kept), f"{shows!r} is still shown with the log open: {sorted(kept)}"
    key = (255, 0, 255)
    overlay = pygame.Surface(app.surface.get_size())
    overlay.fill(key)
    table.game.draw_overlay(overlay)
    touched = [(x, y) for x in range(log.rect.x, log.rect.right, 3) for y in range(log.rect.y, log.rect.bottom, 3) if overlay.get_at((x, y))[:3] != key]
    assert not touched, f"the board's notes and labels are drawn over the open log, e.g. at {touched[:3]}"
    alone = table._chrome_layer(app.surface.get_size()).copy()
    table.panel.paint(alone, app.scale)
    assert pygame.image.tobytes(app.surface.subsurface(log.rect), "RGB") == pygame.image.tobytes(alone.subsurface(log.rect), "RGB"), "the window shows the log as the panel paints it, nothing over it"
