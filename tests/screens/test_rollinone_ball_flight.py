"""Roll in One: a ball you can follow (issue 25, point 1).

A shot's ball leaves its space and is drawn up in the air over the space the
shot has reached, its distance in the side panel follows it, it comes down
with the ground's answer, a knocked ball rolls one space, and balls sharing a
space are drawn as a pile. The table is driven headless; the engine's state is
only read, to check that what is drawn is where the rules put the ball.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import catalog
from game.app import App
from game.hexgrid import Hex
from game.match.record import SeatEntry
from game.render import ball_timeline, pieces
from game.render.balls import BallSprite, PileOrder, ball_places
from game.rules.protocol import CHANCE, TERMINAL
from game.rules.rollinone import events as E
from game.scenes.rollinone import animate, drawing_board, panel
from game.scenes.table.scene import TableScene
from tests.screens.rollinone_support import cpus, open_game
from tests.screens.support import frames


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def _advance(table: TableScene, stop: Any, limit: int = 20_000) -> Any:
    """Play computers and chance straight through the session until ``stop(state, events_of_next)``; that action."""
    bots = {i: catalog.make_bot("rollinone", i, 99) for i in range(len(table.seats))}
    for _ in range(limit):
        st = table.state
        assert st.current_player != TERMINAL, "the game ended before the moment wanted"
        action = table.session.draw_chance() if st.current_player == CHANCE else bots[st.current_player].choose(st)
        if stop(st, action):
            return action
        table.session.apply(action)
    raise AssertionError("the moment never came")


def _settle(table: TableScene) -> None:
    table.last_owner = table.owner()
    table.prepared = None
    table.game.sync()


def _near(color: tuple[int, ...], want: tuple[int, int, int], tol: int = 90) -> bool:
    return sum(abs(a - b) for a, b in zip(color[:3], want)) < tol


def _ball_color(table: TableScene, seat: int) -> tuple[int, int, int]:
    return pieces.ball_style(table.seats[seat].style)[1]


def _second_space_roll(st: Any, action: Any) -> bool:
    """A roll that carries a ball already up in the air one more space, with no other ball on the way."""
    if st.current_player != CHANCE or st.phase != "roll" or not animate.in_the_air(st):
        return False
    after, events = st.apply(action)
    moved = [e for e in events if isinstance(e, E.Moved) and e.why == "flight"]
    if len(moved) != 1 or not animate.in_the_air(after):
        return False
    start = st.flight.path[0]
    others = {p.ball for i, p in enumerate(st.players) if i != st.shooter}
    return start not in others and moved[0].end not in others and moved[0].start not in others


def test_a_shot_in_flight_is_drawn_over_the_space_it_reached_and_the_panel_follows(app):
    seats = [SeatEntry("Ada", 2, True), SeatEntry("Ben", 4, True)]  # coloured balls: the path's dots are pale
    table = open_game(app, seats, seed=11, variant="standard", quick=True, holes=2)
    action = _advance(table, _second_space_roll)
    _settle(table)
    game = table.game
    st = table.state
    seat, f = st.shooter, st.flight
    start, here = f.path[0], f.cell
    # between rolls the ball hangs over the space the shot has reached, not on its start space
    ball = game.tl.balls[seat]
    assert ball.cell is None and ball.height == pytest.approx(animate.AIR)
    assert drawing_board.shown_cell(game, seat) == here
    green = min(st.greens, key=lambda g: here.distance(g))
    assert f"{here.distance(green)} to green" in game.seat_line(seat)[1]

    table._apply(action)  # the roll that carries it one space on
    after = table.state.flight.cell
    tl = game.tl
    seen_mid = False
    for _ in range(600):
        beat = tl.beats[tl.index] if not tl.done else None
        if isinstance(beat, ball_timeline.AirHop) and tl.t > beat.duration * 0.6 and not seen_mid:
            seen_mid = True
            # mid-hop: nearer the new space than the old one, up in the air, its shadow on the board
            b = tl.balls[seat]
            assert b.cell is None and b.height > 0.3
            assert drawing_board.shown_cell(game, seat) == after
            assert f"{after.distance(green)} to green" in game.seat_line(seat)[1], "the panel's distance follows the ball"
        if tl.done:
            break
        app._frame(1 / 60)
    assert seen_mid, "the roll was shown as a hop through the air"

    # at rest between rolls: drawn above the new space, with the number to beat beside it; the start space is empty
    frames(app, 2)
    surface = pygame.display.get_surface()
    view = game.view
    x, y = view.hex_center(after)
    lift = animate.AIR * view.cell_size
    color = _ball_color(table, seat)
    r = view.cell_size * 0.24  # inside the ball, beside the white disc with its number
    up = [surface.get_at((int(x + dx), int(y - lift + dy))) for dx in (-r, r) for dy in (-3, 0, 3)]
    assert any(_near(c, color) for c in up), (up, color)
    sx, sy = view.hex_center(start)
    at_start = [surface.get_at((int(sx + dx), int(sy + dy))) for dx in (-r, 0, r) for dy in (-3, 0, 3)]
    assert not any(_near(c, color, 40) for c in at_start), "the ball has left its start space"
    mark = drawing_board.to_beat_mark(game)
    assert mark is not None and mark[1] == f"to beat {table.state.flight.last}"


def test_a_failed_roll_brings_the_ball_down_with_the_grounds_answer(app):
    table = open_game(app, cpus(2), seed=11, variant="standard", quick=True, holes=2)

    def lands_on(kinds: set[str]) -> Any:
        def stop(st: Any, action: Any) -> bool:
            if st.current_player != CHANCE or st.phase != "roll" or not animate.in_the_air(st):
                return False
            _, events = st.apply(action)
            return any(isinstance(e, E.Landed) and e.terrain in kinds for e in events)

        return stop

    action = _advance(table, lands_on({"sand", "trees", "fairway", "rough"}))
    _settle(table)
    _, events = table.state.apply(action)
    landed = next(e for e in events if isinstance(e, E.Landed))
    table._apply(action)
    tl = table.game.tl
    lands = [b for b in tl.beats if isinstance(b, ball_timeline.Land)]
    assert [(b.at_cell, b.terrain) for b in lands] == [(landed.cell, landed.terrain)]
    kinds = set()
    for _ in range(600):
        kinds |= {e.kind for e in tl.effects}
        if tl.done:
            break
        app._frame(1 / 60)
    want = {"sand": "sand", "trees": "leaves", "fairway": "grass", "rough": "thud"}[landed.terrain]
    assert want in kinds, (landed.terrain, kinds)
    assert tl.counter is None, "a ball on the ground shows no number to beat"


@pytest.mark.parametrize("terrain,kind", [("sand", "sand"), ("trees", "leaves"), ("fairway", "grass"), ("rough", "thud")])
def test_each_ground_answers_a_landing_with_its_own_picture(terrain, kind):
    pygame.display.init()
    surface = pygame.display.set_mode((400, 300))
    from game.render.boardview import BoardView
    from game.rules.course import Terrain
    from game.scenes.rollinone.diagrams import _hole

    course = _hole({Hex(0, 0): Terrain(terrain), Hex(1, 0): Terrain.ROUGH}, Hex(1, 0))
    view = BoardView(course)
    view.set_rect(pygame.Rect(0, 0, 400, 300), 1.0)
    view.fit()
    tl = ball_timeline.Timeline(view.map_center)
    b = tl.ball(0)
    b.visible, b.pos, b.height = True, view.map_center(Hex(0, 0)), animate.AIR
    tl.add(ball_timeline.Land(0, Hex(0, 0), terrain))
    while not tl.done:
        tl.update(0.02)
    assert [e.kind for e in tl.effects] == [kind]
    assert tl.balls[0].cell == Hex(0, 0) and tl.balls[0].height == 0
    view.draw_board(surface)
    before = pygame.image.tobytes(surface, "RGB")
    tl.effects[0].age = tl.effects[0].life * 0.2
    tl.draw_under(surface, view, lambda k: (200, 60, 60))
    tl.draw_over(surface, view, 1.0)
    assert pygame.image.tobytes(surface, "RGB") != before, "the landing shows on the board"
    pygame.display.quit()


def test_a_knocked_ball_rolls_one_space_where_everyone_can_see_it(app):
    table = open_game(app, cpus(3), seed=11, variant="standard", quick=True, holes=5)

    def knocks(st: Any, action: Any) -> bool:
        if st.current_player != CHANCE or st.phase != "roll":
            return False
        _, events = st.apply(action)
        return any(isinstance(e, E.Knocked) for e in events)

    action = _advance(table, knocks)
    _settle(table)
    _, events = table.state.apply(action)
    knock = next(e for e in events if isinstance(e, E.Knocked))
    table._apply(action)
    tl = table.game.tl
    rolls = [b for b in tl.beats if isinstance(b, ball_timeline.Roll) and b.key == knock.player]
    assert [(r.a, r.b, r.style) for r in rolls][:1] == [(knock.start, knock.end, "knock")]
    assert knock.start.distance(knock.end) == 1
    assert rolls[0].duration >= 3 * ball_timeline.BASE_STEP, "slow enough to follow"
    cells = set()
    for _ in range(900):
        cells.add(drawing_board.shown_cell(table.game, knock.player))
        if tl.done:
            break
        app._frame(1 / 60)
    assert {knock.start, knock.end} <= cells


def test_balls_on_one_space_are_drawn_as_a_pile_and_the_last_to_come_lies_on_top():
    pygame.display.init()
    surface = pygame.display.set_mode((200, 200))
    h, tee = Hex(2, 0), Hex(0, 0)
    red, blue = (200, 40, 40), (40, 60, 210)
    piles = PileOrder()
    first = [BallSprite(0, red, "1", cell=h), BallSprite(1, blue, "2", cell=Hex(1, 0))]
    piles.mark(first)
    assert [s.stack for s in first] == [0, 0]
    later = [BallSprite(0, red, "1", cell=h), BallSprite(1, blue, "2", cell=h)]  # ball 2 comes down on ball 1
    piles.mark(later)
    assert [s.stack for s in later] == [0, 1]
    centre = (100.0, 120.0)
    places = ball_places(later, 80, lambda c: centre, lambda x, y: (x, y))
    (x0, y0), r0 = places[0]
    (x1, y1), r1 = places[1]
    assert y1 < y0 - r0, "the top ball sits above the one under it"
    surface.fill((0, 0, 0))
    from game.render.balls import draw_sprites

    draw_sprites(surface, surface.get_rect(), later, places, 80)
    assert _near(surface.get_at((int(x0 - r0 * 0.7), int(y0 + r0 * 0.3))), red), "the bottom ball still shows"
    assert _near(surface.get_at((int(x1 - r1 * 0.7), int(y1))), blue), "the top ball is drawn over it"
    overlap = surface.get_at((int(x1 - r1 * 0.5), int(y1 + r1 * 0.75)))
    assert overlap.b > 2 * overlap.r, "where they overlap, the top ball covers the one under it"
    on_tee = [BallSprite(0, red, "1", cell=tee), BallSprite(1, blue, "2", cell=tee)]
    piles.mark(on_tee, side_by_side=(tee,))
    assert [s.stack for s in on_tee] == [0, 0], "everyone on the tee stands side by side"
    pygame.display.quit()


def test_the_panel_note_reads_the_space_shown():
    from game.scenes.rollinone.diagrams import _hole, _position, _strip

    st = _position(_hole(_strip("RRRRRRR"), Hex(6, 0)), [Hex(0, 0), Hex(1, 0)])
    assert "6 to green" in panel.seat_note(st, 0)
    assert "4 to green" in panel.seat_note(st, 0, at=Hex(2, 0))


def test_every_sound_a_flight_in_the_air_asks_for_is_shipped():
    from game import paths
    from game.render.beats import LAND_SOUNDS

    cues = {ball_timeline.AirHop.sound, "place"} | {c for c in LAND_SOUNDS.values() if c}
    for cue in cues:
        assert cue and paths.asset("sounds", f"{cue}.wav").exists(), cue
