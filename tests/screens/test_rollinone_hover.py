"""Roll in One's hover label (what a space is) answers a pointer that moved over the board: never over the bare
table of the roll-off, never for a pointer that just sits where it was when the last action was shown."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules.protocol import TERMINAL
from tests.screens.rollinone_support import cpus, open_game, people, wait_for_person
from tests.screens.support import frames, move, press


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def spy_tooltips(view) -> list[list[str]]:  # type: ignore[no-untyped-def]
    """Every hover label drawn from now on, as its lines."""
    drawn: list[list[str]] = []
    real = view.draw_tooltip

    def noting(surface, lines, *args, **kwargs):  # type: ignore[no-untyped-def]
        box = real(surface, lines, *args, **kwargs)
        if box is not None:
            drawn.append(list(lines))
        return box

    view.draw_tooltip = noting
    return drawn


def test_no_hover_label_over_the_bare_table_of_the_roll_off(app: App):
    table = open_game(app, [*people("Ada", "Bo"), *cpus(1)], seed=8, variant="standard")
    game = table.game
    drawn = spy_tooltips(game.view)
    assert table.state.phase == "rolloff"
    for x in range(game.view.rect.x + 40, game.view.rect.right - 40, 60):  # the pointer wanders over the empty table
        move(app, (x, game.view.rect.centery))
        frames(app, 3)
    assert not game.view.course.terrain, "no course board lies on the table yet"
    assert drawn == [], f"labels over the bare table: {drawn[:2]}"


def test_a_pointer_sitting_still_gets_no_label_until_it_moves_over_the_board(app: App):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    game = table.game
    view = game.view
    drawn = spy_tooltips(view)
    checked = 0
    for _ in range(40):
        wait_for_person(app, table)
        if table.state.current_player == TERMINAL or checked >= 2:
            break
        if table.state.phase != "turn":
            press(app, pygame.K_RETURN)
            continue
        ball = table.state.players[table.state.actor].ball
        far = max(view.course.terrain, key=lambda h: h.distance(ball))
        if checked == 0:
            move(app, view.hex_center(far))  # pointed at once, then the pointer is left there
            frames(app, 2)
            assert drawn, "a pointer moved over the board is told what it points at"
            press(app, pygame.K_RETURN)  # the swing, by key: the pointer does not move again
            checked += 1
            continue
        drawn.clear()
        frames(app, 5)
        assert view.mouse is not None and view.hover is not None, "the pointer still sits over the board"
        assert drawn == [], f"a label for a pointer that has not moved since: {drawn[0]}"
        move(app, view.hex_center(far))
        frames(app, 2)
        assert drawn, "moved over the board: the label shows"
        checked += 1
    assert checked == 2
