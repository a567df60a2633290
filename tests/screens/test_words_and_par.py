"""Words every screen shares (plurals, the computer mark, scores against par) and par shown in Carom Golf."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.render import pieces
from game.rules.course import CourseMap
from game.scenes.carom import diagrams
from game.scenes.carom.scores import rank_entries
from game.scenes.common_setup import PlayerSpec
from game.ui.words import computer_mark, plural, seat_title, to_par
from tests.screens.support import frames, press, small_course
from tests.screens.test_carom_game import game_of


def test_one_impulse_is_singular():
    assert plural(1, "impulse") == "1 impulse" and plural(2, "impulse") == "2 impulses" and plural(0, "stroke") == "0 strokes"


def test_a_computer_seat_has_one_name_everywhere():
    assert seat_title("Ada", True, "strong") == "Ada (computer · strong)"
    assert seat_title("Ada", False) == "Ada"
    assert computer_mark("normal") == "computer"


def test_a_seat_named_computer_never_says_computer_twice():
    assert seat_title("Computer 1", True) == "Computer 1"
    assert seat_title("Computer 2", True, "strong") == "Computer 2 (strong)"
    assert computer_mark("normal", "Computer 1") == "" and computer_mark("easy", "Computer") == "easy"


def test_scores_against_par_read_in_words():
    assert [to_par(n, 3) for n in (2, 3, 5)] == ["−1", "par", "+2"] and to_par(4, None) == ""


def test_the_ranking_names_each_course_in_words():
    entries = rank_entries([5, 7], [[2, 3], [4, 3]], [PlayerSpec("Ada", 0), PlayerSpec("Ben", 1, True)], [3, 3])
    assert entries[0].detail == "Course I: 2 strokes (−1); Course II: 3 strokes (par)"
    assert entries[1].name == "Ben (computer)"
    assert "  " not in entries[0].detail


def test_a_course_figure_with_penalty_points_is_called_points():
    entries = rank_entries([12, 30], [[5, 7], [30]], [PlayerSpec("You", 0), PlayerSpec("Cleo", 1)], [3, 4], [[0, 2], [4]])
    assert entries[0].detail == "Course I: 5 strokes (+2); Course II: 5 strokes + 2 penalty points = 7 (+3)"
    assert entries[1].detail == "Course I: 26 strokes + 4 penalty points = 30 (+27)"  # holed with the 30th count


def test_a_ball_picked_up_at_the_limit_says_so_in_the_ranking():
    players = [PlayerSpec("You", 0), PlayerSpec("Cleo", 1)]
    entries = rank_entries([33, 30], [[3, 30], [30]], players, [3, 4], [[0, 20], [0]], retired={(0, 1), (1, 0)})
    assert entries[0].detail == "Course I: 3 strokes (par); Course II: picked up at the limit: 30, with 20 penalty points (+26)"
    assert entries[1].detail == "Course I: picked up at the limit: 30 strokes (+27)"


def test_the_rules_pictures_use_the_balls_a_new_game_deals():
    assert [look[0] for look in diagrams.BALL_LOOK] == [pieces.ball_style(i)[1] for i in range(4)]


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def with_par(course: CourseMap, par: int) -> CourseMap:
    return CourseMap.from_json({**course.to_json(), "props": {**course.props, "par": par}})


def test_par_is_on_the_panel_and_the_scorecard(app, monkeypatch):
    import tests.screens.test_carom_game as carom_tests

    monkeypatch.setattr(carom_tests, "small_course", lambda name="Meadow": with_par(small_course(name), 4))
    scene = game_of(app, [PlayerSpec("You", 2, False)])
    assert "par 4" in scene.game.panel_heading()[0]
    press(app, pygame.K_TAB)
    card = app.stack.top
    assert card.table.columns == ["I · par 4"]
    frames(app)


def test_every_game_names_a_computer_seat_the_same_way_on_its_ranking():
    import importlib
    import random

    from game import catalog
    from game.match import MatchRecord, SeatEntry
    from game.match.session import MatchSession
    from game.rules.driver import random_player

    for game_id in ("rollinone", "eagles_creek", "carom", "rollecate"):
        seats = [SeatEntry("Ada", 0), SeatEntry("Ben", 1, True, "normal")]
        course = catalog.load_course(game_id)
        if game_id == "carom":
            course = (course,)
        session = MatchSession(MatchRecord.new(game_id, 3, seats, course=course))
        rng = random.Random(1)
        move = random_player(rng)
        for _ in range(20_000):
            s = session.state
            if s.current_player == -2:
                break
            session.apply(session.draw_chance() if s.current_player == -1 else move(s))
        module = importlib.import_module(catalog.info(game_id).screen)
        assert module  # the screen exists
        names = {e.name for e in _ranking_entries(game_id, session, seats)}
        assert "Ben (computer)" in names, (game_id, names)


def _ranking_entries(game_id, session, seats):
    """The ranking entries the game's screen would show for this finished match."""
    pygame.display.init()
    pygame.font.init()
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    from game.scenes.table.scene import TableScene

    table = TableScene(app, session.record, replay=True)
    table.replay_jump(session.ply)
    _, entries = table.game.ranking()
    pygame.display.quit()
    return entries
