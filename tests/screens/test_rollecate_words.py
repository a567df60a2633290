"""A train game's words (issue #27, point 6): rounds not courses, no hexes, solo choices only solo, no 'computer' twice, a real minus sign."""

from __future__ import annotations

import inspect

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.scenes import title
from game.scenes.rollecate import scores
from game.scenes.rollecate import setup as setup_mod
from game.ui import text
from game.ui.theme import PALETTE
from tests.screens.rollecate_support import game, open_game, wait_for_person
from tests.screens.support import frames, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def test_the_titles_line_fits_all_four_games():
    source = inspect.getsource(title.TitleScene._draw_title)
    assert '"four dice games for the couch"' in source, "every game rolls dice; only three have hexes"
    assert "hex" not in source


def test_the_derailment_limit_is_offered_only_in_a_one_player_set_up(app):
    scene = setup_mod.setup_scene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    limit = scene._widget_of["derail_limit"]

    def offered() -> bool:
        return "derail_limit" in [c.key for c in scene.spec.choices] and limit in scene.group.widgets

    for count, solo in ((1, True), (2, False), (3, False), (4, False), (1, True)):
        scene._set_count(count - scene.spec.min_players)
        frames(app)
        assert offered() == solo, f"{count} players"
        assert len(scene.choice_widgets) == len(scene.spec.choices)
        if not solo:
            assert limit.rect.w == 0, "not drawn, not clickable"
    scene.choices["derail_limit"] = "3"
    scene._set_count(1)
    scene._set_count(0)
    assert scene.choices["derail_limit"] == "3", "the choice is kept while hidden"


def test_a_computer_is_never_called_computer_twice(app):
    assert scores.seat_words(SeatEntry("Computer", 1, True)) == "Computer"
    assert scores.seat_words(SeatEntry("Computer", 1, True, "easy")) == "Computer (easy)"
    assert scores.seat_words(SeatEntry("Cleo", 1, True)) == "Cleo (computer)"
    assert scores.seat_words(SeatEntry("Ada", 1)) == "Ada"
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, True)], seed=4)
    for _ in range(3000):
        if table.state.current_player == 1:
            break
        g = game(table)
        if table.may_act() and g.controls.active:
            table.play(table.state.legal_actions()[0])
        else:
            g.skip()
            table.wait = 0.0
        frames(app)
    assert table.state.current_player == 1
    assert game(table).instruction() == "Computer is thinking…"


def test_a_minus_sign_is_drawn_as_a_minus_not_a_dot():
    pygame.font.init()
    assert "−" in text.FALLBACK_CHARS, "Cabin has no minus sign: the fallback font draws it"
    minus = text.render("−4", "body", 24, PALETTE.ink)
    dot = text.render("·4", "body", 24, PALETTE.ink)
    assert pygame.image.tobytes(minus, "RGBA") != pygame.image.tobytes(dot, "RGBA") or minus.get_size() != dot.get_size()
    assert text.size_of("−", "body", 24)[0] > text.size_of("·", "body", 24)[0], "a minus sign is wider than a dot"


def test_the_turn_banner_says_set_up_while_the_first_railway_is_laid(app):
    people = [SeatEntry("Ada", 0), SeatEntry("Ben", 1), SeatEntry("Cleo", 2)]
    table = open_game(app, people)
    assert table.state.phase == "setup lay"
    assert "first railway" in table.banner[1]
    assert wait_for_person(app, table, skip=False)
    press(app, pygame.K_RETURN)  # Ada lays the turned-up card
    for _ in range(200):
        if table.banner is not None and table.banner[0] == 1:
            break
        frames(app)
    assert table.banner is not None and table.banner[0] == 1, "Ben's turn is announced"
    assert table.state.is_setup
    assert "first railway" in table.banner[1], f"the banner speaks of the set-up, not a turn: {table.banner[1]!r}"


def test_a_persons_roll_is_put_into_words_when_the_train_stays_on(app):
    """A derailment says itself; a safe run says how many locomotives came up and how far the train went."""
    table = open_game(app, [SeatEntry("Ada", 0), SeatEntry("Cleo", 2, True)], seed=4)
    for _ in range(30):
        assert wait_for_person(app, table, skip=False)
        if table.state.phase == "lay":
            break
        press(app, pygame.K_RETURN)
        frames(app, 3)
    assert table.state.phase == "lay"
    press(app, pygame.K_r)
    for _ in range(600):
        frames(app)
        if not table.game.busy():
            break
    said = game(table).stage.animation.lasting()
    derailed = any("Derailed" in line for line in said)
    assert derailed or any(line.startswith("Ada rolls") and ("stays on the rails" in line or "stays where it is" in line) for line in said), said
