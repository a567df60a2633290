"""Roll in One's labels on the board keep apart: the odds of the shot being aimed never sit on each other, the last
shot's labels (kept for the next person to read) keep off them, and they leave once the next decision is shown."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match.record import SeatEntry
from game.render import ball_timeline
from game.rules.protocol import TERMINAL
from game.scenes.rollinone import drawing_board
from game.ui.theme import PALETTE
from tests.screens.rollinone_support import cpus, open_game, people, wait_for_person
from tests.screens.support import frames, press, until_armed


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def overlaps(boxes: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if a.colliderect(b)]


def test_the_last_shots_labels_keep_off_the_odds_being_weighed(app: App):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    game = table.game
    for _ in range(10):
        wait_for_person(app, table)
        if table.state.phase == "turn" and len(drawing_board.aim_odds(game)) >= 3:
            break
        game.aim = (game.aim + 1) % 6
    ahead = drawing_board.aim_odds(game)
    assert len(ahead) >= 3, "a shot with odds on several spaces"
    for h, _, _ in ahead:  # what the last shot left on the very spaces aimed at now
        game.tl.add(ball_timeline.Say(h, "+1 penalty", PALETTE.accent), ball_timeline.Say(h, "out of bounds", PALETTE.accent))
    game.tl.finish()
    game.tl.beats, game.tl.index = [], 0
    for e in game.tl.effects:
        e.age = 10.0  # risen
    assert table.may_act() and len(game.tl.labels()) >= 2 * len(ahead)
    drawn: list[pygame.Rect] = []
    real = game.tl.label_places

    def noting(*args, **kwargs):  # type: ignore[no-untyped-def]
        places = real(*args, **kwargs)
        drawn.extend(r for _, r in places)
        return places

    game.tl.label_places = noting  # type: ignore[method-assign]
    drawing_board.draw(game, app.surface)
    odds = [box for _, box, _ in drawing_board.odds_labels(game)]
    assert odds, "the odds are written on the board"
    assert not overlaps(odds), "two chances written over each other"
    assert not overlaps(drawn), "two of the last shot's labels over each other"
    assert not [(a, b) for a in drawn for b in odds if a.colliderect(b)], "a label of the last shot over the odds"


def test_the_odds_stay_apart_when_the_board_is_zoomed_out(app: App):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    game = table.game
    wait_for_person(app, table)
    assert table.state.phase == "turn"
    game.club = "wood"
    for _ in range(3):
        game.view.zoom_by(0.7)
    for aim in range(6):
        game.aim = aim
        frames(app)
        odds = [box for _, box, _ in drawing_board.odds_labels(game)]
        assert not overlaps(odds), f"aim {aim}: chances written over each other"


def test_a_finished_shots_labels_leave_when_the_next_choice_is_shown(app: App):
    table = open_game(app, cpus(3), seed=5, variant="standard", quick=True, holes=1)
    game = table.game
    cleared = 0
    showing = False
    for _ in range(30000):
        if table.ended or cleared >= 2:
            break
        had = game.tl.labels()
        frames(app)
        now = table.pending is not None and table.wait > 0
        if now:
            assert not game.tl.labels(), f"the last shot's labels stay over the next choice: {game.tl.labels()}"
            cleared += bool(had) and not showing
        showing = now
    assert cleared >= 2, "labels were on the board when the next choices came up, and went"


def test_a_persons_aim_and_odds_wait_until_the_computers_outcome_is_read(app: App, monkeypatch):
    """Found in a real window: while a computer's 'rolled 2, down it comes' was still being read before the hand-over,
    the board already showed the next person's aim arrow and odds beside it (the prompt before the outcome it follows)."""
    table = open_game(app, [SeatEntry("Cpu", 0, True), SeatEntry("Ada", 1, False), SeatEntry("Bo", 2, False)], seed=3, variant="standard", quick=True, holes=1)
    drawn_for_a_person: list[bool] = []

    def aim(game, surface, odds=True):  # type: ignore[no-untyped-def]
        if not table.is_computer(table.state.current_player):
            drawn_for_a_person.append(table.may_act())

    monkeypatch.setattr(drawing_board, "_draw_aim", aim)
    readings = 0
    for _ in range(20_000):
        if readings >= 2 or table.state.current_player == TERMINAL:
            break
        top = app.stack.top
        if top is not table:
            until_armed(app)
            press(app, pygame.K_RETURN)
            continue
        st = table.state
        if st.phase == "turn" and not table.is_computer(st.current_player) and table.wait > 0 and table.pending is None:
            readings += 1  # a computer's outcome is being read; a person decides next
            while table.wait > 0 and app.stack.top is table:
                frames(app)
            continue
        if table.may_act():
            assert table.play(list(st.legal_actions())[0])
        frames(app)
    assert readings >= 1, "a computer's outcome was read before a person's turn"
    assert drawn_for_a_person and all(drawn_for_a_person), "a person's aim was drawn only once they may act"
