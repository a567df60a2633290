"""Carom Golf's second pass (issue #28): what the long-stroke preview shows, the stroke limit on screen,
Undo with the direction chosen before the roll, the strip after a strike is taken back, the replay
board above its bar, and the table's key hints at 1024×600 (those two for every game)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.match.session import MatchSession
from game.rules.carom import data
from game.scenes.carom import setup as setup_mod
from game.scenes.carom.board import preview_marks
from game.scenes.carom.play import CaromGame
from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult
from game.scenes.handover import HandOver
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table.scene import TableScene
from game.ui import controls
from tests.rules.carom.helpers import E, H, course, obj, tee
from tests.screens.support import frames, press, until_armed
from tests.screens.tables import GAMES, open_table

LONG_ROW = "." * 36


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def table_on(app: App, c, actions=(), players=("You",), **options) -> TableScene:
    """A table on course ``c`` with ``actions`` already played (people in every seat)."""
    opts = {"direction_first": False, "show_path": True, **options}
    result = SetupResult([PlayerSpec(n, i) for i, n in enumerate(players)], "basic", [CourseChoice(c.name, Path(""), c)], opts)
    record = setup_mod.record_for(result, seed=3)
    session = MatchSession(record)
    for a in actions:
        session.apply(a)
    table = TableScene(app, record)
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app, 3)
    if isinstance(app.stack.top, HandOver):  # a resumed game between people: the one on turn takes the controls
        until_armed(app)
        press(app, pygame.K_RETURN)
        frames(app, 2)
    return table


def game_of(table: TableScene) -> CaromGame:
    assert isinstance(table.game, CaromGame)
    return table.game


def settle(app: App, table: TableScene, limit: int = 3000) -> None:
    """Frames until nothing is shown or pending (overlays left as they are)."""
    for _ in range(limit):
        if not table.game.busy() and table.pending is None and table.wait <= 0:
            return
        frames(app)
    raise AssertionError("the table never came to rest")


def long_course(*objects):
    """Two long rows with the tee at the west end; the hole far east on the second row."""
    return course([LONG_ROW, LONG_ROW, LONG_ROW], tee(0, 0), *objects, hole=H(34, 2))


def aimed(app: App, c, face: int, direction: int = E, card: str = "+20") -> tuple[TableScene, CaromGame]:
    """Teed up on H(1, 0), ``card`` rolled ``face``: the strike phase, aimed ``direction``."""
    table = table_on(app, c, [("tee", 1, 0), ("card", card), face])
    game = game_of(table)
    game.aim_dir = direction
    frames(app)
    return table, game


# -- 1. the long-stroke preview ----------------------------------------------------------------
def test_the_preview_draws_the_flight_as_an_arc_marks_t_and_the_roll_after_it(app):
    table, game = aimed(app, long_course(), 3)  # 23 impulses: 18 in the air, 5 on the ground
    marks = game.preview_marks()
    view = game.view
    assert marks.landing == H(19, 0) and not marks.landing_off, "T: 18 hexes on from H(1, 0)"
    assert len(marks.ground) == 2 * data.ROLL_STEPS, "the roll after T: the last five steps, dotted on the ground"
    assert [round(p[1]) for _, p in marks.ground] == [round(view.hex_center(H(19, 0))[1])] * len(marks.ground)
    flight_y = [y for _, y in marks.flight]
    ground_y = view.hex_center(H(1, 0))[1]
    assert flight_y[0] == pytest.approx(ground_y) and flight_y[-1] == pytest.approx(ground_y), "the arc leaves the ball and comes down on T"
    assert min(flight_y) < ground_y - view.cell_size * 0.5, "in between it is drawn in the air"
    assert marks.too_low == []
    assert "flies 18 hexes to T" in game.long_note() and "last 5" in game.long_note()


def test_the_preview_marks_a_high_obstacle_too_close_to_the_start(app):
    table, game = aimed(app, long_course(obj("rock", H(3, 0))), 3)
    marks = game.preview_marks()
    assert marks.too_low == [H(3, 0)] and marks.flight == [] and marks.landing is None, "no flight: the stroke rolls"
    assert game.long_note().startswith("A rock is too close to the start")


def test_the_preview_marks_a_high_obstacle_too_close_to_t(app):
    table, game = aimed(app, long_course(obj("stump", H(18, 0))), 3)  # one hex before T
    marks = game.preview_marks()
    assert marks.too_low == [H(18, 0)]
    assert marks.landing == H(17, 0), "T is where it comes down: in front of the stump"
    assert game.long_note().startswith("A tree stump is too close to T")


def test_a_flight_off_the_course_marks_t_in_red_where_it_would_have_come_down(app):
    short = course(["." * 14, "." * 14, "." * 14], tee(0, 0), hole=H(12, 2))
    table, game = aimed(app, short, 3)
    marks = game.preview_marks()
    assert marks.landing == H(19, 0) and marks.landing_off
    assert ("out", H(14, 0)) in marks.ends
    assert "off the course before T" in game.long_note()


def test_the_preview_marks_follow_the_engines_events():
    from game.rules.carom import new_state

    c = long_course(obj("mushroom", H(12, 0)))
    s = new_state(1, c, 0)
    for a in (("tee", 1, 0), ("card", "+20"), 6):
        s, _ = s.apply(a)
    _, events = s.apply(("strike", E))
    marks = preview_marks(events, lambda h: (h.q * 10.0, h.r * 10.0), 10.0)
    landed = next(e for e in events if type(e).__name__ == "Landed")
    assert marks.landing == landed.at == H(22, 0)  # 26: flies 21 over the mushroom, lands with 5
    assert len(marks.flight) == 1 + 2 * 21


# -- 2. the stroke limit ------------------------------------------------------------------------
OUT_EVERY_TIME = [("card", "none"), 6, ("strike", 3)]
"""From the tee's west edge, west: off the course at once, 2 penalty points, put back."""


def stroke_out_live(app: App, table: TableScene) -> None:
    """One more stroke off the course, played on the table as a person would (the table rolls the die)."""
    assert table.play(("card", "none"))
    for _ in range(600):  # the table rolls the die and shows it
        if table.may_act():
            break
        frames(app)
    assert table.play(("strike", 3))
    settle(app, table)


def test_a_ball_picked_up_at_the_limit_leaves_the_board_and_says_so_everywhere(app):
    c = course(["." * 12, "." * 12, "." * 12], hole=H(10, 2), name="Limit")
    actions = [("tee", 0, 1)] + OUT_EVERY_TIME * 9  # 9 strokes, 18 penalty points: 27
    table = table_on(app, c, actions, players=("You", "Cleo"))
    game = game_of(table)
    assert table.state.counters[0] == 27
    stroke_out_live(app, table)  # the 10th: 30
    assert table.state.status[0] == "retired" and table.state.positions[0] is None
    assert not game.tl.ball(0).visible, "the ball is taken off the course"
    assert game.seat_line(0) == ("30", "picked up at the limit: 30")
    card = game.score_table()
    assert card.rows[0].cells[0].main == "30" and "limit" in card.rows[0].cells[0].note
    assert "picked up and scores 30" in card.footer


def test_the_ranking_and_the_course_results_explain_the_limit(app):
    c = course(["." * 12, "." * 12, "." * 12], hole=H(10, 2), name="Limit")
    actions = [("tee", 0, 1)] + OUT_EVERY_TIME * 9
    table = table_on(app, c, actions)
    game = game_of(table)
    stroke_out_live(app, table)
    for _ in range(600):  # the course's results come up over the table
        if isinstance(app.stack.top, ScorecardOverlay):
            break
        frames(app)
    results = app.stack.top
    assert isinstance(results, ScorecardOverlay)
    assert "limit" in results.table.rows[0].cells[0].note and "picked up" in results.table.footer
    assert game.seat_line(0)[1] == "picked up at the limit: 30", "not 'in the hole'"
    _, entries = game.ranking()
    assert entries[0].detail == "Course I: picked up at the limit: 30, with 20 penalty points"


def test_a_game_opened_after_the_limit_shows_the_ball_picked_up(app):
    c = course(["." * 12, "." * 12, "." * 12], hole=H(10, 2), name="Limit")
    table = table_on(app, c, [("tee", 0, 1)] + OUT_EVERY_TIME * 10, players=("You", "Cleo"))
    game = game_of(table)
    assert (0, 0) in game.retired and not game.tl.ball(0).visible
    assert game.seat_line(0)[1] == "picked up at the limit: 30"


# -- 3. direction before the roll: Undo ---------------------------------------------------------
def test_undo_puts_back_a_card_picked_before_aiming_and_only_that(app, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda text, *a, **k: said.append(text))
    table = table_on(app, long_course(), [("tee", 1, 0)], direction_first=True)
    game = game_of(table)
    assert table.state.phase == "aim" and table.undo_available() == 1, "the tee may be taken back"
    press(app, pygame.K_4)  # the fourth card shown (+5), not played yet: the direction comes first
    assert game.hand.chosen == 3 and table.ply == 1
    frames(app)
    assert table.undo_available() == 2 and not table.undo_button.greyed
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert game.hand.chosen is None, "the card goes back to the hand"
    assert table.ply == 1 and table.state.phase == "aim", "the tee stays"
    assert said[-1] == "The +5 card put back: pick a card again, then aim."
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.ply == 0 and table.state.phase == "tee", "the next Undo takes the tee back"


def test_with_no_card_picked_undo_says_why_it_cannot(app, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda text, *a, **k: said.append(text))
    actions = [("tee", 1, 0), ("aim", "none", E), 1]  # a stroke played: the die has spoken
    table = table_on(app, long_course(), actions, direction_first=True)
    assert table.state.phase == "aim" and table.undo_available() == 0
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.ply == 3 and said and said[-1].startswith("Nothing to undo.")


# -- 4. a clean view ------------------------------------------------------------------------------
def test_after_a_strike_is_taken_back_the_strip_shows_the_card_die_and_sum_again(app):
    table = table_on(app, long_course(), [("tee", 1, 0), ("card", "+5"), 4])
    game = game_of(table)
    assert table.play(("strike", E))
    settle(app, table)
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.state.phase == "strike" and table.state.face == 4
    assert game.hand.chosen == game.hand.index_of("+5")
    assert game.rolled == ("+5", 4, 9) and game.dice.faces() == [4]
    assert game.strip_key()[0] == "roll"


def test_the_replay_board_is_laid_out_above_the_control_bar(app):
    c = long_course()
    table = table_on(app, c, [("tee", 1, 0), ("card", "+5"), 4, ("strike", E)])
    record = table.record
    replay = TableScene(app, record, replay=True)
    app.stack.push(replay)
    app.stack.apply_pending()
    frames(app, 2)
    bar = replay.replay_bar
    assert bar is not None
    assert replay.board_rect.bottom <= bar.rect.top
    game = game_of(replay)
    assert game.view.rect.bottom <= bar.rect.top, "no row of the course under the bar"
    for size in ((1024, 600), (1920, 1080)):
        replay.resize(size)
        assert replay.board_rect.bottom <= bar.rect.top and game.view.rect.bottom <= bar.rect.top


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tables_key_hints_are_whole_at_1024_by_600(game_id):
    app = App(size=(1024, 600), persist_settings=False, headless=True)
    try:
        table = open_table(app, game_id)
        remapped = controls.Bindings()
        for action, key in (("undo", pygame.K_INSERT), ("scorecard", pygame.K_RSHIFT), ("back", pygame.K_DELETE)):
            assert remapped.set_key(action, key) is None
        looks = [(None, "keys", "xbox"), (remapped, "keys", "xbox"), (None, "pad", "xbox"), (None, "pad", "playstation"), (None, "pad", "nintendo")]
        for bindings, device, style in looks:
            controls.use(bindings, device, style)
            table.redraw.invalidate()
            frames(app, 2)
            for button in (b for b in table.buttons.widgets if b.rect.w):  # (Hint is out of sight but on a person's turn)
                assert button.detail_shown == button.detail, f"{button.label}: {button.detail!r} drawn as {button.detail_shown!r}"
    finally:
        controls.use(None, "keys", "xbox")
        pygame.display.quit()
