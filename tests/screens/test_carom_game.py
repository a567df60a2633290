"""Carom Golf played through the real scenes with posted mouse and keyboard events, headless.

The scenes are driven like a player would drive them; the engine's state is
only read, to check that what is drawn is what the rules say.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.render import pieces
from game.render.terrain import TERRAIN_COLORS
from game.rules.protocol import TERMINAL
from game.scenes.carom import play as play_mod
from game.scenes.carom import setup as setup_mod
from game.scenes.carom.play import CaromGame
from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult, SetupScene
from game.scenes.ranking import RankingScene
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table.scene import TableScene
from game.scenes.title import GAME_ORDER, TitleScene
from tests.screens.support import click, frames, move, press, resize, settled, small_course, until_armed

FRAME_LIMIT = 60_000


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


class CaromScene:
    """The table and its Carom Golf plug-in, read as one (what the tests look at)."""

    def __init__(self, table: TableScene) -> None:
        assert isinstance(table, TableScene) and isinstance(table.game, CaromGame)
        self.table = table
        self.game = table.game

    def __getattr__(self, name: str):
        if name in ("state", "ply", "scorecard_button"):
            return getattr(self.table, name)
        if hasattr(self.game, name):
            return getattr(self.game, name)
        return getattr(self.table, name)

    @property
    def players(self):
        return self.table.seats

    @property
    def panel(self):
        return self.table.panel_rect

    @property
    def poll(self):
        return self.game.reloader.poll

    @property
    def busy(self) -> bool:
        """A computer's choice or an overlay is pending: nobody acts until it is done."""
        return self.table.pending is not None or self.table.holds > 0

    def idle(self) -> bool:
        """Nothing is shown or pending: the game waits for a choice."""
        t = self.table
        announced = t.state.current_player < 0 or t.last_owner == t.owner()
        return not t.game.busy() and t.pending is None and t.wait <= 0 and t.holds == 0 and announced

    def human_turn(self) -> bool:
        return self.game.human_on_turn()


def is_carom(scene) -> bool:
    return isinstance(scene, TableScene) and isinstance(scene.game, CaromGame)


def game_of(app: App, players: list[PlayerSpec], mode: str = "basic", courses: int = 1, seed: int = 11, **options) -> CaromScene:
    """A game started directly (no title, no set-up) and put on the stack."""
    choices = [CourseChoice(f"{i}", Path(""), small_course(f"Meadow {i}")) for i in range(courses)]
    opts = {"direction_first": False, "show_path": True, **options}
    scene = TableScene(app, setup_mod.record_for(SetupResult(players, mode, choices, opts), seed=seed))
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    return CaromScene(scene)


def computers(n: int) -> list[PlayerSpec]:
    return [PlayerSpec(f"Cpu {i + 1}", i + 1, True, "normal") for i in range(n)]


def top(app: App):
    return app.stack.top


def wait_idle(app: App, scene: CaromScene, limit: int = 3000, skip_every: int = 0) -> None:
    """Frames until the game waits for a person (or is over, or an overlay is up)."""
    for n in range(limit):
        if top(app) is not scene.table:
            return
        if scene.idle() and (scene.human_turn() or scene.state.current_player == TERMINAL):
            return
        if skip_every and n % skip_every == skip_every - 1 and not scene.idle():
            press(app, pygame.K_SPACE)
        else:
            frames(app)
    raise AssertionError("the game never came back to a person")


# -- checking the picture against the engine ------------------------------------------------
def _close_to_ball(px: tuple[int, int, int], color: tuple[int, int, int]) -> float:
    return min(sum((a - min(255, b * f)) ** 2 for a, b in zip(px, color)) ** 0.5 for f in (0.55, 0.65, 0.75, 0.85, 0.95, 1.05, 1.15))


def assert_ball_drawn_on_engine_hex(app: App, scene: CaromScene, seat: int) -> None:
    """The pixels around the centre of the hex the engine holds the ball on are the ball's colour."""
    state = scene.state
    h = state.positions[seat]
    assert h is not None and state.status[seat] == "playing"
    move(app, (scene.panel.centerx, scene.panel.bottom - 5))  # no hover outline or label over the board
    frames(app)
    _, color, _ = pieces.ball_style(scene.players[seat].style)
    ground = TERRAIN_COLORS[scene.view.course.terrain[h]]
    sharing = [k for k in range(len(scene.players)) if state.status[k] == "playing" and state.positions[k] == h]
    if len(sharing) == 1:
        cx, cy = scene.view.hex_center(h)
        ring = scene.view.cell_size * 0.25  # between the number spot and the ball's edge
    else:
        sprites = scene.tl.sprites(scene._style)
        (cx, cy), r = scene.view.ball_screen_pos(sprites)[seat]
        assert scene.view.hex_at((round(cx), round(cy))) == h
        ring = r * 0.72
    hits = 0
    for k in range(12):
        import math

        a = math.tau * k / 12
        x, y = round(cx + math.cos(a) * ring), round(cy + math.sin(a) * ring)
        px = tuple(app.surface.get_at((x, y)))[:3]
        if _close_to_ball(px, color) < 70 and _close_to_ball(px, color) < _close_to_ball(px, ground):
            hits += 1
    assert hits >= 6, f"ball {seat + 1} is not drawn on {h} where the engine has it ({hits}/12 pixels)"


# -- a person's turn, by mouse or by keys ------------------------------------------------------
def human_turn(app: App, scene: CaromScene, mouse: bool) -> None:
    """Do whatever the player on turn is asked to do, the way a player would."""
    state = scene.state
    phase = state.phase
    if phase in ("tee", "place"):
        cells = scene.legal_cells()
        if mouse:
            click(app, scene.view.hex_center(cells[-1]))
        else:
            press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
        return
    if phase == "card":
        # a strong card from far away, a gentle one near the hole
        ball = scene.ball_cell()
        hole = next(o.cell for o in scene.view.course.objects if o.kind.value == "hole")
        far = ball is not None and ball.distance(hole) > 7
        index = scene.hand.index_of("+5" if far else "none")
        if mouse:
            ply = scene.ply
            click(app, scene.hand.rects[index].center)
            assert scene.ply == ply and scene.hand.chosen == index, "a click lifts the card and rolls nothing"
            # the die is rolled by a second click on the lifted card, or by the hand's button
            click(app, scene.hand.roll.rect.center if far else scene.hand.rects[index].center)
            assert scene.ply > ply, "the confirm rolls the die"
        else:
            for _ in range((index - scene.hand.focus) % len(scene.hand.cards)):
                press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
        return
    if phase == "strike":
        ball = scene.ball_cell()
        d = scene.aim_dir if scene.aim_dir is not None else scene.legal_directions()[0]
        if mouse:
            target = scene.view.hex_center(ball.neighbor(d))
            move(app, target)
            assert scene.aim_dir == d, "pointing at a neighbouring hex aims there"
            if scene.show_path:
                assert scene.preview_events(), "the path is shown before the stroke"
            click(app, target)
        else:
            press(app, pygame.K_RETURN)
        return
    if phase == "aim":
        if scene.hand.chosen is None:
            press(app, pygame.K_n)
            assert scene.hand.chosen is not None
            return
        press(app, pygame.K_RETURN)
        return
    raise AssertionError(f"unexpected phase {phase}")


def play_to_the_end(app: App, scene: CaromScene, mouse: bool, checks: list[int]) -> None:
    """Play every person's turn until the course results; check the drawn balls after strokes."""
    for turn in range(2000):
        wait_idle(app, scene, skip_every=7 if turn % 2 else 0)
        if top(app) is not scene.table:
            return
        if scene.state.current_player == TERMINAL:
            return
        before = scene.state.counters[scene.state.turn]
        seat = scene.state.turn
        phase = scene.state.phase
        human_turn(app, scene, mouse)
        if phase in ("strike", "aim") and scene.state.phase != phase:
            wait_idle(app, scene)
            if top(app) is scene.table and scene.state.status[seat] == "playing" and scene.state.counters[seat] > before:
                assert_ball_drawn_on_engine_hex(app, scene, seat)
                checks.append(seat)
    raise AssertionError("the game did not end")


# -- the whole game from the title ----------------------------------------------------------------
@pytest.mark.parametrize("mode", ["basic", "carom"])
def test_a_whole_game_from_title_to_ranking(app, monkeypatch, mode):
    courses = [CourseChoice(f"{n} · Meadow", Path(""), small_course(f"Meadow {n}")) for n in ("I", "II")]
    monkeypatch.setattr(setup_mod, "course_choices", lambda: list(courses))
    import game.scenes.table as table_mod

    real_new_record = table_mod.new_record
    monkeypatch.setattr(table_mod, "new_record", lambda *a, **k: real_new_record(*a, **{**k, "seed": 4242}))
    mouse = mode == "basic"
    app.settings.animation_speed = "fast"  # the computer's turns go by quicker; nothing is skipped unless asked
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    frames(app)

    title = top(app)
    title.group.focus(title.game_buttons[GAME_ORDER.index("carom")])
    press(app, pygame.K_RETURN)  # Carom Golf's set-up
    setup = top(app)
    assert isinstance(setup, SetupScene)
    # the person takes the blue ball; Carom mode is picked with the arrows; two courses in Basic
    click(app, setup.swatches[0].rect.center)
    assert setup.players[0].style == 2
    if mode == "carom":
        setup.group.focus(setup.mode)
        press(app, pygame.K_RIGHT)
    else:
        click(app, setup.cards[1].rect.center)
        assert setup.selected == [0, 1]
    click(app, setup.start_button.rect.center)
    frames(app)
    assert is_carom(top(app))
    scene = CaromScene(top(app))
    assert scene.state.mode == mode
    checks: list[int] = []
    seen_results = 0
    for _ in range(4):
        play_to_the_end(app, scene, mouse, checks)
        overlay = top(app)
        if isinstance(overlay, RankingScene):
            break
        if isinstance(overlay, ScorecardOverlay):
            seen_results += 1
            if mouse:
                click(app, overlay.button.rect.center)
            else:
                press(app, pygame.K_RETURN)
            frames(app)
        else:
            frames(app, 5)
    ranking = top(app)
    assert isinstance(ranking, RankingScene)
    assert seen_results == (2 if mode == "basic" else 1), "the results after every course"
    assert checks, "at least one stroke was checked against the engine"
    totals = {e.seat: e.score for _, e in ranking.ranked}
    assert totals == {i: t for i, t in enumerate(scene.state.scores())}
    click(app, ranking.back.rect.center)
    frames(app)
    assert isinstance(top(app), TitleScene)


def test_rematch_plays_the_same_table_again(app):
    scene = game_of(app, computers(2))
    app.settings.animation_speed = "fast"
    for _ in range(FRAME_LIMIT):
        if isinstance(top(app), ScorecardOverlay):
            press(app, pygame.K_RETURN)
        if isinstance(top(app), RankingScene):
            break
        press(app, pygame.K_SPACE) if not scene.idle() else frames(app)
    ranking = top(app)
    assert isinstance(ranking, RankingScene)
    assert ranking.group.focused is ranking.back, "Back to title has the focus: a rematch is its own choice"
    press(app, pygame.K_RIGHT)
    assert ranking.group.focused is ranking.rematch
    press(app, pygame.K_RETURN)
    frames(app)
    again = top(app)
    assert is_carom(again) and again is not scene.table
    assert [p.name for p in again.seats] == [p.name for p in scene.players]


# -- the board and the engine agree --------------------------------------------------------------
def run_until(app: App, pred, limit: int = 5000) -> None:
    for _ in range(limit):
        if pred():
            return
        frames(app)
    raise AssertionError("condition never met")


def in_flight(scene: CaromScene) -> bool:
    moving = scene.tl.moving
    return not scene.tl.done and moving is not None and scene.tl.balls[moving].cell is None and scene.tl.balls[moving].visible


def test_resizing_mid_flight_keeps_the_board_consistent(app):
    scene = game_of(app, computers(2), mode="carom")
    run_until(app, lambda: in_flight(scene) and scene.state.status[scene.tl.moving] == "playing")
    seat = scene.tl.moving
    map_pos = scene.tl.balls[seat].pos
    resize(app, (1024, 600))
    window = pygame.Rect(0, 0, 1024, 600)
    assert app.size == (1024, 600)
    assert window.contains(scene.view.rect) and window.contains(scene.panel) and window.contains(scene.strip)
    for h in scene.view.course.terrain:
        assert scene.view.rect.inflate(2, 2).collidepoint(scene.view.hex_center(h)), "the course still fits"
    ball = scene.tl.balls[seat]
    assert ball.pos == pytest.approx(map_pos, abs=40), "the flight goes on from where it was, in map pixels"
    assert scene.view.rect.collidepoint(scene.view.to_screen(*ball.pos))
    assert scene.view._layer.get_size() == scene.view.rect.size, "the board was repainted at the new size"
    frames(app, 3)
    resize(app, (1920, 1080))
    run_until(app, lambda: scene.tl.done)
    for k in range(2):
        if scene.state.status[k] == "playing":
            assert_ball_drawn_on_engine_hex(app, scene, k)


def test_a_click_or_a_key_skips_to_the_end_of_the_stroke(app):
    scene = game_of(app, computers(2))
    run_until(app, lambda: in_flight(scene))
    seat = scene.actor
    press(app, pygame.K_SPACE)
    assert scene.tl.done, "the stroke jumped to its end"
    run_until(app, lambda: scene.idle() or scene.busy, 200)
    if scene.state.status[seat] == "playing":
        ball = scene.tl.balls[seat]
        assert ball.cell == scene.state.positions[seat]
    run_until(app, lambda: in_flight(scene))
    click(app, scene.view.rect.center)
    assert scene.tl.done


def test_computer_choices_stay_on_screen_for_a_readable_moment(app):
    scene = game_of(app, computers(2))
    run_until(app, lambda: scene.state.phase == "card" and scene.busy and scene.hand.chosen is not None)
    shown = 0
    while scene.state.phase == "card":
        assert scene.hand.chosen is not None, "the card the computer lifted stays shown"
        frames(app)
        shown += 1
    assert shown >= play_mod.BOT_PAUSE["card"] * 60 * 0.9
    run_until(app, lambda: scene.state.phase == "strike" and scene.busy and scene.aim_dir is not None and scene.idle() is False)
    frames(app, 2)
    press(app, pygame.K_SPACE)  # skip the pause
    frames(app, 2)
    assert scene.state.phase != "strike", "a key plays the computer's choice at once"


def stroke_frames(app: App, speed: str) -> int:
    scene = game_of(app, computers(1), seed=5)
    app.settings.animation_speed = speed
    run_until(app, lambda: scene.state.phase == "strike" and scene.idle() is False and scene.busy)
    run_until(app, lambda: not scene.busy)
    n = 0
    while not (scene.tl.done and not scene.queue):
        frames(app)
        n += 1
    app.stack.pop()
    app.stack.apply_pending()
    return n


def test_animation_speed_follows_the_setting(app):
    normal = stroke_frames(app, "normal")
    fast = stroke_frames(app, "fast")
    assert fast < normal * 0.6, (fast, normal)


def test_the_stroke_sounds_play_and_the_files_are_there(app, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", lambda name, volume=1.0: played.append(name))
    scene = game_of(app, computers(2), mode="carom")
    run_until(app, lambda: scene.ply >= 12, 8000)
    assert "roll" in played and "place" in played
    for name in ("roll", "hit", "bounce", "splash", "drop"):
        assert Path(f"assets/sounds/{name}.wav").is_file()


def test_path_preview_is_the_engines_own_stroke(app):
    scene = game_of(app, [PlayerSpec("You", 2, False)], seed=3)
    wait_idle(app, scene)
    human_turn(app, scene, mouse=True)  # tee
    wait_idle(app, scene)
    human_turn(app, scene, mouse=True)  # card
    wait_idle(app, scene)
    assert scene.state.phase == "strike"
    d = scene.aim_dir
    preview = [e for e in scene.preview_events() if type(e).__name__ == "Step"]
    press(app, pygame.K_RETURN)
    played = scene.state
    last = played.positions[0]
    assert preview and (preview[-1].to == last or played.status[0] != "playing"), "the ball ends where the preview said"
    assert preview[0].direction == d, "the preview is for the aimed direction"


def test_direction_first_variant_picks_card_and_direction_before_the_roll(app):
    scene = game_of(app, [PlayerSpec("You", 2, False)], seed=8, direction_first=True)
    wait_idle(app, scene)
    human_turn(app, scene, mouse=False)  # tee
    wait_idle(app, scene)
    assert scene.state.phase == "aim"
    press(app, pygame.K_n)  # no card...
    assert scene.state.phase == "aim" and scene.hand.chosen == 0
    press(app, pygame.K_LEFT)  # ...turn the aim...
    press(app, pygame.K_RETURN)  # ...and only now the die is rolled
    assert scene.dice.rolling
    assert scene.state.counters[0] == 1, "the stroke is played as soon as the die lands"


# -- pause, scorecard, hand-over ----------------------------------------------------------------
def test_escape_pauses_with_rules_settings_and_a_guarded_quit(app):
    from game.scenes.dialog import ConfirmDialog
    from game.scenes.pause import PauseMenu
    from game.scenes.rules_scene import RulesScene

    app.stack.push(TitleScene(app))
    scene = game_of(app, computers(2))
    press(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, PauseMenu)
    ply = scene.ply
    frames(app, 120)
    assert scene.ply == ply, "the game waits while paused"
    click(app, pause.rules.rect.center)
    rules = top(app)
    assert isinstance(rules, RulesScene) and rules.page == 2, "the Carom Golf page"
    press(app, pygame.K_ESCAPE)
    assert top(app) is pause
    click(app, pause.quit.rect.center)
    assert isinstance(top(app), ConfirmDialog), "quitting a running game asks first"
    press(app, pygame.K_RETURN)  # "Keep playing" has the focus
    assert top(app) is pause
    press(app, pygame.K_ESCAPE)
    assert top(app) is scene.table
    press(app, pygame.K_ESCAPE)
    click(app, top(app).quit.rect.center)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(top(app), TitleScene)


def test_the_scorecard_opens_with_one_key_or_click(app):
    scene = game_of(app, computers(3), mode="carom", courses=2)
    run_until(app, lambda: scene.ply >= 10, 8000)
    press(app, pygame.K_TAB)
    card = top(app)
    assert isinstance(card, ScorecardOverlay)
    assert [r.name for r in card.table.rows] == ["Cpu 1", "Cpu 2", "Cpu 3"]
    assert card.table.columns == ["I", "II"] and card.table.current == 0
    press(app, pygame.K_TAB)
    assert top(app) is scene.table
    click(app, scene.scorecard_button.rect.center)
    assert isinstance(top(app), ScorecardOverlay)


def test_two_people_in_basic_mode_hand_the_controls_over(app):
    from game.scenes.handover import HandOver

    scene = game_of(app, [PlayerSpec("Ada", 1, False), PlayerSpec("Ben", 2, False)], seed=21)
    for _ in range(400):
        if isinstance(top(app), HandOver):
            break
        wait_idle(app, scene, skip_every=3)
        if isinstance(top(app), HandOver):
            break
        human_turn(app, scene, mouse=False)
    handover = top(app)
    assert isinstance(handover, HandOver) and handover.name == "Ben"
    until_armed(app)
    press(app, pygame.K_RETURN)
    assert top(app) is scene.table and scene.state.turn == 1


# -- hot reload -------------------------------------------------------------------------------------
def test_saving_the_course_reloads_it_between_turns_and_a_broken_save_keeps_it(app, tmp_path):
    from game.courses import load_course
    from game.courses.tmxwrite import ObjectSpec, write_course
    from tests.screens.support import LEGEND, ROWS, cell

    objects = [
        ObjectSpec("tee", [cell(1, 1), cell(2, 1), cell(1, 2), cell(2, 2), cell(1, 3), cell(2, 3)]),
        ObjectSpec("hole", [cell(14, 2)]),
    ]
    path = write_course(tmp_path / "mine.tmx", game="carom", name="Mine", rows=list(ROWS), legend=LEGEND, objects=objects)
    choice = CourseChoice("Mine", path, load_course(path))
    table = TableScene(app, setup_mod.record_for(SetupResult([PlayerSpec("You", 2, False)], "basic", [choice], {"show_path": True}), seed=1))
    app.stack.push(table)
    app.stack.apply_pending()
    scene = CaromScene(table)
    assert scene.poll is not None
    scene.poll.settle = 0
    wait_idle(app, scene)
    rows = list(ROWS)
    rows[0] = " ssssssssssssssss "
    write_course(path, game="carom", name="Mine, sandier", rows=rows, legend=LEGEND, objects=objects)
    frames(app, 40)
    assert scene.view.course.name == "Mine, sandier"
    assert scene.state.to_json()["courses"][0]["name"] == "Mine, sandier", "the engine plays the new version"
    assert "reloaded" in app.toasts[-1].message
    path.write_text("<map>broken", encoding="utf-8")
    frames(app, 40)
    assert scene.view.course.name == "Mine, sandier"
    assert "keeping the last good version" in app.toasts[-1].message


# -- layouts -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_game_screen_fits_without_overlap(size):
    from tests.screens.test_layouts import assert_fits

    a = App(size=size, persist_settings=False, headless=True)
    scene = game_of(a, [PlayerSpec(f"Player number {i + 1}", i, i > 0) for i in range(12)], mode="carom")
    assert_fits(scene, a, size)
    pygame.display.quit()


# -- the rules page pictures --------------------------------------------------------------------------
def test_the_rules_pictures_are_strokes_the_engine_plays():
    from game.scenes.carom import diagrams

    expect = {
        "straight_stroke": "Step",
        "into_the_hole": "Holed",
        "ground": "Stopped",
        "pond": "Sank",
        "bounce": "Bounced",
        "long_stroke": "TookOff",
        "too_close": "TooLow",
        "carom": "Collided",
    }
    for name, kind in expect.items():
        course, strokes = diagrams.scenario(name)
        _, events = diagrams._play(course, strokes)
        assert kind in [type(e).__name__ for e in events], f"the {name} picture shows no {kind}"
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((900, 300))
    for fn in diagrams.PICTURES:
        fn(surface, pygame.Rect(0, 0, 900, 260), 1.0)
    assert diagrams.FAILED == {}
    pygame.display.quit()


def test_hovering_a_hex_says_what_it_does(app):
    from tests.screens.support import cell

    scene = game_of(app, computers(1))
    move(app, scene.view.hex_center(cell(4, 1)))
    lines = scene.view.hover_lines()
    assert lines[0] == "Sand" and "2 impulses" in lines[1]
    move(app, scene.view.hex_center(cell(13, 4)))
    assert scene.view.hover_lines()[0] == "Mole hole"


def test_the_smoke_tour_visits_the_carom_set_up_and_plays_a_stroke():
    from game.smoke import ScriptedInput, title_tour

    app = App(persist_settings=False, headless=True)
    steps, period = title_tour()
    script = ScriptedInput(steps, period)
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    seen = set()
    strokes = 0
    for frame in range(period):
        script.post_due(frame, app.size)
        app._frame(1 / 60)
        seen.add(type(top(app)).__name__)
        if is_carom(top(app)):
            strokes = max(strokes, top(app).state.counters[0])
    assert {"SetupScene", "TableScene", "ScorecardOverlay", "PauseMenu"} <= seen
    assert strokes >= 1, "the tour plays a stroke"
    assert isinstance(top(app), TitleScene), "and ends back on the title, ready to repeat"
    pygame.display.quit()


def test_penalty_points_are_counted_again_when_a_saved_game_is_opened(app):
    # the table re-reads penalties from the moves (after a load, an undo or a replay jump); a ball
    # sinking in the pond costs two, and the reopened game's scorecard must still show them
    from game.match.session import MatchSession
    from game.rules.carom import data
    from tests.rules.carom.helpers import course

    pond = course(["................", "....ww..........", "................"], name="Pond")
    result = SetupResult([PlayerSpec("Ada", 0), PlayerSpec("Ben", 1)], "basic", [CourseChoice("Pond", Path(""), pond)], {"direction_first": False, "show_path": True})
    record = setup_mod.record_for(result, seed=3)
    session = MatchSession(record)
    for action in (("tee", 2, 1), ("card", "none"), 3, ("strike", 0)):  # from the tee straight east into the pond
        session.apply(action)
    assert session.state.counters[0] == 1 + data.PENALTY_POND, "the stroke sank the ball (the engine's own count)"
    scene = TableScene(app, record)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    game = CaromScene(scene).game
    assert game.penalties[0][0] == data.PENALTY_POND
    cell = game.score_table().rows[0].cells[0]
    assert f"+{data.PENALTY_POND}p" in cell.note


def test_the_stroke_number_counts_strokes_not_the_penalty_points_on_the_counter(app):
    # after one stroke into the pond the counter reads 3 (1 stroke + 2 penalty points): the next stroke is the 2nd
    from game.match.session import MatchSession
    from game.rules.carom import data
    from tests.rules.carom.helpers import course

    pond = course(["................", "....ww..........", "................"], name="Pond")
    result = SetupResult([PlayerSpec("You", 0)], "basic", [CourseChoice("Pond", Path(""), pond)], {"direction_first": False, "show_path": True})
    record = setup_mod.record_for(result, seed=3)
    session = MatchSession(record)
    for action in (("tee", 2, 1), ("card", "none"), 3, ("strike", 0)):
        session.apply(action)
    assert session.state.counters[0] == 1 + data.PENALTY_POND
    scene = TableScene(app, record)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    game = CaromScene(scene).game
    assert game.turn_line(0) == "stroke 2"
    assert game.instruction().startswith("You, stroke 2:")


def _to_strike(app: App, scene: CaromScene) -> None:
    """The person's ball waits to be struck (tee, card and roll made with the keys)."""
    for _ in range(60):
        for _ in range(600):
            if scene.idle() and scene.human_turn():
                break
            press(app, pygame.K_SPACE) if not scene.idle() else frames(app)
        if scene.state.phase == "strike":
            return
        press(app, pygame.K_RETURN)
    raise AssertionError("the ball never waited to be struck")


def test_only_a_click_on_the_board_strikes_never_one_on_the_strip(app):
    """controls.py, Decision: a click on the strip (its words, the card, the die) or a press begun there and let go over
    the board leaves the ball waiting; a click on the board strikes toward it."""
    scene = game_of(app, [PlayerSpec("Ada", 1, False, "normal")])
    _to_strike(app, scene)
    t = scene.table
    ply = t.ply
    strip_spots = [t.instruction_box().center, scene.game.hand.rects[0].center, (t.strip.centerx, t.strip.bottom - 10), (t.strip.right - 20, t.strip.centery)]
    for spot in strip_spots:
        click(app, spot)
        assert t.ply == ply and scene.state.phase == "strike", f"a click on the strip at {spot} struck the ball"
    board = scene.game.view.rect
    aim = (board.centerx, board.centery)
    settled(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=t.instruction_box().center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=aim, rel=(0, -200), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=aim, button=1))
    frames(app)
    assert t.ply == ply, "a press begun on the strip and let go over the board is no click on the board"
    click(app, aim)
    assert t.ply == ply + 1 and t.record.actions[ply][0] == "strike", "a click on the board strikes"
