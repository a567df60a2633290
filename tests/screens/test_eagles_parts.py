"""Eagle's Creek's screen parts on their own: the dice split, the pen, the printed tables, the set-up, saves and replays."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.app import App
from game.render import seat_inks, seat_marks
from game.rules.driver import SeededChance
from game.rules.eagles_creek import make_bot, new_state, rules_for_plan
from game.rules.eagles_creek.shape import legal_next_segments
from game.rules.eagles_creek.state import DRAW, PLAN, draw_action
from game.rules.eagles_creek.tables import DEFAULT_TABLES
from game.rules.protocol import CHANCE
from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult
from game.scenes.eagles_creek import printed_tables
from game.scenes.eagles_creek import setup as setup_mod
from game.scenes.eagles_creek.allocation import Allocation
from game.scenes.eagles_creek.pen import Pen, TreeOdds
from game.scenes.table import open_record
from tests.screens.eagles_support import game, people, start, wait_for_person
from tests.screens.support import press, until_armed


@pytest.fixture(scope="module")
def course():
    return catalog.load_course("eagles_creek")


def at_plan(course, seed=3, players=1):
    """A state where player 0 splits the dice."""
    state = new_state(players, course, seed)
    state, _ = state.apply(SeededChance(seed).draw(state, 0))
    assert state.phase == PLAN
    return state


def test_allocation_lights_exactly_the_holes_the_hole_die_may_choose(course):
    state = at_plan(course)
    alloc = Allocation(state)
    for _ in range(3):
        alloc.cycle(0, 1)
        die = alloc.value("hole")
        assert alloc.lit_holes() == state.selectable(0, die)


def test_allocation_starts_on_a_split_the_engine_allows_and_every_choice_stays_legal(course):
    for seed in range(6):
        state = at_plan(course, seed)
        alloc = Allocation(state)
        assert alloc.plan() in state.plans()
        for _ in range(3):
            alloc.swap(1, 2)
            if alloc.plan() is not None:
                assert alloc.plan() in state.plans()


def test_a_club_the_lie_forbids_is_refused_with_its_reason(course):
    state = at_plan(course)
    alloc = Allocation(state)
    info = alloc.club_info("putter")
    assert not info.allowed and info.reason == "on the green only"  # every first shot is from the tee
    before = alloc.club
    assert not alloc.choose_club("putter")
    assert alloc.club == before


def test_slots_say_what_each_die_means(course):
    state = at_plan(course)
    alloc = Allocation(state)
    lie = state.lie_of(0, alloc.hole)
    assert f"Hole {alloc.hole}" in alloc.summary("hole")
    curls = state.sheet.tables.curls(lie, alloc.club, alloc.value("accuracy"))
    assert (("no curl" if curls == 0 else f"{curls} curl") in alloc.summary("accuracy"))
    wood = state.sheet.tables.shot_length("wood", alloc.value("strength"), lie)
    assert f"Wo {wood}" in alloc.summary("strength")


def test_the_pen_offers_what_the_engine_offers_and_refuses_the_rest(course):
    state = at_plan(course)
    plan = Allocation(state).plan()
    start_side = state.ball_side(0, plan.hole)
    rules = rules_for_plan(state, plan)
    pen = Pen(state, start_side, rules, plan.club)
    assert pen.options() == legal_next_segments(start_side, [], rules)
    bad = next(e for h in start_side.hexes() for e in h.edges() if e not in pen.options())
    assert not pen.take(bad) and pen.drawn == []
    while not pen.complete:
        assert pen.take(pen.options()[0])
        assert pen.options() == ([] if pen.complete else legal_next_segments(start_side, pen.drawn, rules))
    assert pen.counts()["curls_owed"] == 0
    assert pen.back() and not pen.complete


def test_tree_odds_read_the_elevation_table():
    odds = TreeOdds((4,), (1, 2, 3, 4, 5, 6))
    assert odds.chance == 1 and "6 in 6" in odds.words()
    wood_faces = [f for f in range(1, 7) if {5} <= DEFAULT_TABLES.elevated("wood", f)]
    assert wood_faces == [2, 3, 4, 5, 6]


def test_printed_elevation_table_shares_the_two_to_five_column_only_when_the_faces_agree():
    rows = dict(printed_tables.rows_of(DEFAULT_TABLES, "elevation"))
    assert rows["WOOD"] == ["34", "345", "345"] and rows["PUTTER"] == ["NA", "NA", "NA"]
    odd = replace(DEFAULT_TABLES, elevation={**DEFAULT_TABLES.elevation, "iron": tuple(frozenset({f}) for f in range(1, 7))})
    assert dict(printed_tables.rows_of(odd, "elevation"))["IRON"][1] == "2/3/4/5"


def test_set_up_offers_the_engine_range_inks_and_the_three_game_lengths():
    spec = setup_mod.spec()
    info = catalog.info("eagles_creek")
    assert (spec.min_players, spec.max_players) == (info.min_players, info.max_players)
    assert [m[0] for m in spec.modes] == ["9", "6", "3"]
    assert set(spec.levels) == {"easy", "normal", "hard"}
    assert spec.style_count == len(seat_inks.INKS) and spec.draw_style is not None
    assert spec.courses()[0].course is not None  # the shipped sheet, with its thumbnail


def test_the_record_keeps_each_seats_ink_and_the_game_length(course):
    players = [PlayerSpec("A", 3, False), PlayerSpec("B", 5, True, "hard")]
    record = setup_mod.record_for(SetupResult(players, "6", [CourseChoice("x", Path("."), course)]), seed=1)
    assert [s.style for s in record.seats] == [seat_marks.ink_style(3), seat_marks.ink_style(5)]
    assert all(seat_marks.is_ink(s.style) for s in record.seats)
    assert record.options == {"variant": 6}
    assert len(record.initial_state().holes) == 6


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def test_a_game_saved_mid_line_resumes_with_the_drawn_part_fixed(app, course):
    players = people(1)
    record = setup_mod.record_for(SetupResult(players, "9", [CourseChoice("x", Path("."), course)]), seed=8)
    state = record.initial_state()
    chance = SeededChance(record.seed)
    bot = make_bot(0, 1)
    for ply in range(3):  # roll, plan and the first segment
        action = chance.draw(state, ply) if state.current_player == CHANCE else bot.choose(state)
        state, _ = state.apply(action)
        record.actions.append(action)
    assert state.phase == DRAW and len(state.drawn) == 1
    assert open_record(app, record)
    app.stack.apply_pending()
    table = app.stack.top
    wait_for_person(app, table)
    pen = game(table).chooser.pen
    assert pen is not None and pen.fixed == 1 and pen.drawn == list(state.drawn)
    assert not pen.back()  # the part already played stays
    while not pen.complete:
        press(app, pygame.K_RETURN)
    sides = list(pen.drawn)
    press(app, pygame.K_RETURN)
    wait_for_person(app, table)
    assert list(table.state.shots[0][0].exits) == sides
    assert table.record.actions[3:3 + len(sides) - 1] == [tuple(draw_action(e)) for e in sides[1:]]


def test_two_people_hand_the_sheet_over_between_shots(app):
    table = start(app, people(2), seed=6)
    wait_for_person(app, table)
    first = table.state.turn
    press(app, pygame.K_g)
    while not game(table).chooser.pen.complete:
        press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    seen = set()
    for _ in range(600):
        seen.add(type(app.stack.top).__name__)
        if type(app.stack.top).__name__ == "HandOver":
            break
        until_armed(app)
        press(app, pygame.K_x)
    assert "HandOver" in seen, "the next person takes the controls"
    until_armed(app)
    press(app, pygame.K_RETURN)
    wait_for_person(app, table)
    assert table.state.turn != first and game(table).sheet_seat == table.state.turn


def test_a_replay_plays_back_and_jumps_without_errors(app, course):
    record = setup_mod.record_for(SetupResult([PlayerSpec("A", 0, True), PlayerSpec("B", 1, True)], "3", [CourseChoice("x", Path("."), course)]), seed=2)
    state = record.initial_state()
    chance = SeededChance(record.seed)
    bots = [make_bot(0, 1), make_bot(1, 2)]
    while state.current_player != -2:
        ply = len(record.actions)
        action = chance.draw(state, ply) if state.current_player == CHANCE else bots[state.current_player].choose(state)
        state, _ = state.apply(action)
        record.actions.append(action)
    assert open_record(app, record, replay=True)
    app.stack.apply_pending()
    table = app.stack.top
    for _ in range(40):
        table.replay_step()
        app._frame(1 / 60)
    table.replay_jump(len(record.actions) // 2)
    app._frame(1 / 60)
    assert game(table).sheet_seat in (0, 1)
    table.replay_jump(len(record.actions))
    app._frame(1 / 60)
    assert table.state.phase == "over"


def test_title_to_set_up_to_table_with_the_keyboard(app):
    from game.scenes.common_setup import SetupScene
    from game.scenes.eagles_creek.play import EaglesGame
    from game.scenes.table.scene import TableScene
    from game.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    press(app, pygame.K_DOWN)  # the title opens on Roll in One; Eagle's Creek is next
    press(app, pygame.K_RETURN)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.spec.game_id == "eagles_creek"
    setup.group.focus(setup.mode)
    press(app, pygame.K_RIGHT)  # 6 holes
    setup.group.focus(setup.swatches[0])
    style = setup.players[0].style
    press(app, pygame.K_RIGHT)  # another ink
    assert setup.players[0].style != style and 0 <= setup.players[0].style < len(seat_inks.INKS)
    setup.group.focus(setup.start_button)
    press(app, pygame.K_RETURN)
    app.stack.apply_pending()
    table = app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.game, EaglesGame)
    assert len(table.state.holes) == 6
    assert table.seats[0].style == seat_marks.ink_style(setup.players[0].style)


def test_a_sheet_of_your_own_is_listed_and_a_broken_one_says_why(tmp_path):
    from game import paths
    from game.scenes.course_list import course_choices

    folder = paths.user_courses_dir()
    folder.mkdir(parents=True, exist_ok=True)
    broken = folder / "my_broken_sheet.tmx"
    broken.write_text('<map><properties><property name="game" value="eagles_creek"/></properties>', encoding="utf-8")
    other = folder / "a_carom_course.tmx"
    other.write_text('<map><properties><property name="game" value="carom"/></properties></map>', encoding="utf-8")
    try:
        choices = course_choices("eagles_creek", setup_mod.shipped_sheets())
        mine = [c for c in choices if c.user]
        assert [c.path.name for c in mine] == ["my_broken_sheet.tmx"]
        assert mine[0].course is None and mine[0].error and "\n" not in mine[0].error
        assert choices[0].course is not None and not choices[0].user
    finally:
        broken.unlink()
        other.unlink()


def test_the_elevation_die_hides_the_end_of_the_line_until_it_lands_and_skipping_ends_everything():
    from game.hexgrid import Edge, Hex
    from game.rules.eagles_creek import events as ev
    from game.scenes.eagles_creek.animate import Animation

    show = Animation()
    show.elevation(1, 3, (3, 4, 5), (4,))
    side = Edge(0, 0, 0)
    show.result(1, "Ben", [ev.BallAtRest(1, 2, side, "fairway", False), ev.StrokesAdded(1, 2, 1, 1, "shot")], "wood")
    assert show.busy and show.hiding() == 1
    assert show.beats()[1].caption == "Over the trees!"  # segment 4 is among 3, 4, 5
    show.update(5.0)  # the die has landed: the line shows as it ended
    assert show.hiding() is None
    show.skip()
    assert not show.busy
    show.result(0, "Ada", [ev.LeftSheet(0, 2, 3, Hex(9, 9), side), ev.StrokesAdded(0, 2, 1, 2, "off_sheet")], "iron")
    assert show.beats()[-1].caption == "Ada: Off the sheet" and show.hiding() == 0


def test_the_flag_caption_says_whether_the_accuracy_die_made_it_count():
    from game.hexgrid import Edge
    from game.rules.eagles_creek import events as ev
    from game.scenes.eagles_creek.animate import Animation

    side = Edge(0, 0, 0)
    at_flag = [ev.BallAtRest(0, 1, side, "green", True), ev.StrokesAdded(0, 1, 1, 3, "shot")]
    show = Animation()
    show.result(0, "Ada", [*at_flag, ev.HoleFinished(0, 1, 3, False)], "iron")
    assert "6" in show.beats()[-1].detail and "at once" in show.beats()[-1].detail
    show.result(0, "Ada", [*at_flag, ev.StrokesAdded(0, 1, 1, 4, "flag"), ev.HoleFinished(0, 1, 4, False)], "iron")
    assert "one more stroke" in show.beats()[-1].detail and "4 strokes" in show.beats()[-1].detail
