"""Carom Golf scenes for build_scripts/screenshots.py: set-up, a long stroke in flight, a carom chain, scorecard, ranking.

Each function prepares the app's scene stack and returns ``(None, frames)``:
the screenshot script then runs that many frames and saves the window. The
games are played by the real engine from fixed seeds; the strokes shown are
found by trying moves on copies of the state, so they stay right when a
course changes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.hexgrid import Stagger
from game.rules.course import CourseMap, CourseObject, ObjectKind, Terrain, course_from_rows

SHOWCASE_ROWS = (
    "  ......DDDD.......   ",
    " ....ssss.....~~~.... ",
    "......ss....iii~~~....",
    "...........iii........",
    "....PPP..........DD...",
    "...PPPP..WWW...ssss...",
    " ........WWWW........ ",
    "  ........W.........  ",
)
SHOWCASE_LEGEND = {
    ".": Terrain.FAIRWAY,
    "D": Terrain.DENSE_GRASS,
    "s": Terrain.SAND,
    "~": Terrain.WATER,
    "W": Terrain.WATER,
    "i": Terrain.ICE,
    "P": Terrain.PUDDLE,
}


def showcase() -> CourseMap:
    """A course with every kind of ground and piece (used while no courses are installed)."""
    st = Stagger("y", "odd")
    c = st.to_axial
    bend = c(16, 6)
    arc = (bend, bend.neighbor(1), bend.neighbor(1).neighbor(2))  # bends 60° at its middle hex
    objects = (
        CourseObject(1, ObjectKind.TEE, (c(1, 2), c(2, 2), c(1, 3), c(2, 3), c(1, 4), c(2, 4))),
        CourseObject(2, ObjectKind.HOLE, (c(19, 3),)),
        CourseObject(3, ObjectKind.FLAT_OBSTACLE, (c(9, 3), c(10, 3), c(11, 3)), props={"shape": "bar"}),
        CourseObject(4, ObjectKind.STUMP, (c(8, 1),)),
        CourseObject(5, ObjectKind.ROCK, (c(14, 6),)),
        CourseObject(6, ObjectKind.MUSHROOM, (c(12, 0),)),
        CourseObject(7, ObjectKind.MOLE_HOLE, (c(15, 4),)),
        CourseObject(8, ObjectKind.FLAT_OBSTACLE, (c(5, 6),), props={"shape": "round"}),
        CourseObject(9, ObjectKind.FLAT_OBSTACLE, arc, props={"shape": "arc"}),
    )
    return course_from_rows(SHOWCASE_ROWS, SHOWCASE_LEGEND, name="Showcase meadow", objects=objects)


def _choices(n: int = 1) -> list[Any]:
    from game.scenes.carom.courses import course_choices
    from game.scenes.common_setup import CourseChoice

    shipped = [c for c in course_choices() if c.course is not None and not c.user and str(c.path) not in ("", ".")]
    if len(shipped) >= n:
        return shipped[:n]
    return [CourseChoice(f"Showcase {i + 1}", Path(""), showcase()) for i in range(n)]


def _players(n: int, humans: int = 0) -> list[Any]:
    from game.scenes.common_setup import DEFAULT_NAMES, PlayerSpec

    return [PlayerSpec(DEFAULT_NAMES[i], i, i >= humans, "normal") for i in range(n)]


def _game(app: Any, players: list[Any], mode: str, courses: int = 1, seed: int = 7, first: int = 0) -> Any:
    """A table on the shipped courses ``first`` .. ``first + courses - 1`` (counted from 0)."""
    from game.scenes.carom.setup import record_for
    from game.scenes.common_setup import SetupResult
    from game.scenes.table.scene import TableScene

    choices = _choices(first + courses)[first:]
    table = TableScene(app, record_for(SetupResult(players, mode, choices, {"show_path": True, "direction_first": False}), seed=seed))
    app.stack.push(table)
    app.stack.apply_pending()
    return _Staged(table)


class _Staged:
    """The table and its Carom plug-in as one, with moves (die faces included) staged for a picture."""

    def __init__(self, table: Any) -> None:
        self.table, self.game = table, table.game

    def __getattr__(self, name: str) -> Any:
        if name in ("state", "ply"):
            return getattr(self.table, name)
        return getattr(self.game if hasattr(self.game, name) else self.table, name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("table", "game"):
            object.__setattr__(self, name, value)
        elif name == "banner":
            self.table.banner = value
        else:
            setattr(self.game, name, value)

    def apply(self, action: Any) -> None:
        """Play ``action`` (a chance outcome too: the picture wants a given die face) and show it."""
        before, events = self.table.session.apply(action)
        self.game.present(before, action, events)

    def idle(self) -> bool:
        t = self.table
        return not t.game.busy() and t.pending is None and t.wait <= 0 and t.holds == 0

    def human_turn(self) -> bool:
        return self.game.human_on_turn()


def _frames(app: Any, n: int) -> None:
    for _ in range(n):
        app._frame(1 / 60)


def _until(app: Any, pred: Any, limit: int = 20000) -> None:
    for _ in range(limit):
        if pred():
            return
        app._frame(1 / 60)
    raise RuntimeError("screenshot scene never reached the moment wanted")


def setup(app: Any) -> tuple[None, int]:
    """The set-up screen with four players, two of them computers, Carom mode, three courses."""
    from game.scenes.carom import setup as setup_mod

    scene = setup_mod.setup_scene(app)
    scene._set_count(3)  # four players (the count starts at one)
    for i, name in enumerate(("Ada", "Ben", "Cleo", "Dev")):
        scene._set_name(i, name)
        scene.names[i].value = name
    scene._set_kind(2, 1)
    scene.kinds[2].index = 1
    scene._set_kind(3, 3)
    scene.kinds[3].index = 3
    scene.mode.index = 1
    scene._set_mode(1)
    for i in range(1, min(3, len(scene.course_choices))):
        scene.toggle_course(i)
    scene.group.focus(scene.start_button)
    app.stack.push(scene)
    app.stack.apply_pending()
    return None, 20


def _tee_and_card(app: Any, scene: Any, card: str) -> None:
    """The player on turn tees up toward the hole and picks ``card``; the die is rolled and lands."""
    _until(app, lambda: scene.idle() and scene.human_turn())
    cells = scene.legal_cells()
    hole = next(o.cell for o in scene.view.course.objects if o.kind.value == "hole")
    if cells:
        best = min(cells, key=lambda h: h.distance(hole))
        scene.apply((scene.state.phase, best.q, best.r))
        _until(app, lambda: scene.idle() and scene.human_turn())
    scene.apply(("card", card))
    _until(app, lambda: scene.idle() and scene.human_turn())


def long_stroke(app: Any) -> tuple[None, int]:
    """A +20 stroke in the air over Duck Pond's pond, its landing point marked."""
    scene = _game(app, _players(2, humans=2), "basic", seed=3, first=1)
    _tee_and_card(app, scene, "+20")
    hole = next(o.cell for o in scene.view.course.objects if o.kind.value == "hole")
    flying = []
    for d in scene.legal_directions():
        _, events = scene.state.apply(("strike", d))
        took_off = [e for e in events if type(e).__name__ == "TookOff"]
        if took_off:
            flying.append((took_off[0].landing.distance(hole), d))  # the flight that comes down nearest the flag
    d = min(flying)[1] if flying else scene.legal_directions()[0]
    scene.aim_dir = d
    scene.apply(("strike", d))
    from game.render.ball_timeline import Fly

    def mid_air() -> bool:
        beat = scene.tl.beats[scene.tl.index] if not scene.tl.done else None
        return isinstance(beat, Fly) and scene.tl.t > beat.duration * 0.45

    _until(app, mid_air)
    scene.banner = None
    return None, 1


def long_preview(app: Any) -> tuple[None, int]:
    """Duck Pond's long stroke before it is struck: the flight's arc over the pond, point T, the roll after it."""
    scene = _game(app, _players(1, humans=1), "basic", seed=3, first=1)
    _until(app, lambda: scene.idle() and scene.human_turn())
    state = scene.state
    tee = max(state.tee_actions(), key=lambda a: (a[1] + a[2] / 2, -a[2]))  # the easternmost tee hex
    scene.apply(tee)
    _until(app, lambda: scene.idle() and scene.human_turn())
    scene.apply(("card", "+20"))
    scene.apply(3)  # 23 impulses: flies 18, rolls 5
    _until(app, lambda: scene.idle() and scene.human_turn())
    scene.aim_dir = 0  # east, over the pond
    scene.table.prepared = scene.table.ply  # keep the aim: no default aim at the hole
    x, y = scene.view.hex_center(scene.ball_cell().neighbor(0))
    scene.view.mouse = (int(x), int(y))
    scene.banner = None
    return None, 3


def limit(app: Any) -> tuple[None, int]:
    """The 30th point without holing: "picked up at the limit: 30" over the board and on the side panel; the ball is gone."""
    scene = _game(app, _players(2, humans=1), "basic", seed=3, first=1)
    _until(app, lambda: scene.idle() and scene.human_turn())
    tee = min(scene.state.tee_actions(), key=lambda a: (a[1] + a[2] / 2, a[2]))  # the westernmost tee hex
    stroke = [("card", "none"), 6, ("strike", 3)]
    for a in [tee] + stroke * 9:
        scene.table.session.apply(a)
    scene.game.sync()
    _until(app, lambda: scene.idle() and scene.human_turn())
    scene.apply(stroke[0])
    scene.apply(stroke[1])
    _until(app, lambda: scene.idle() and scene.human_turn())
    scene.aim_dir = 3
    scene.apply(stroke[2])
    _until(app, lambda: (0, 0) in scene.game.retired)  # picked up: the label rises where the ball was
    _frames(app, 12)
    scene.banner = None
    return None, 1


def limit_ranking(app: Any) -> tuple[None, int]:
    """The final ranking after a game where one ball was picked up at the limit on Duck Pond."""
    from game import catalog
    from game.rules.carom import events as E
    from game.rules.driver import SeededChance, play_out
    from game.scenes.carom.scores import rank_entries
    from game.scenes.ranking import RankingScene

    players = _players(2, humans=1)
    course = _choices(2)[1].course
    state = catalog.new_state("carom", 2, course=course, seed=12)
    bot = catalog.make_bot("carom", 1, 101, "normal")
    tee = min(state.tee_actions(), key=lambda a: (a[1] + a[2] / 2, a[2]))
    penalties = [[0], [0]]
    retired: set[tuple[int, int]] = set()

    def ada(s: Any) -> Any:
        """Ada strikes west, off the course, stroke after stroke."""
        return {"tee": tee, "card": ("card", "none"), "strike": ("strike", 3)}[s.phase]

    match = play_out(state, [ada, bot.choose], SeededChance(12))
    s = state
    for a in match.actions:
        s, events = s.apply(a)
        for e in events:
            if isinstance(e, E.PenaltyCharged):
                penalties[e.player][0] += e.points
            elif isinstance(e, E.Retired):
                retired.add((e.player, 0))
    final = match.state
    pars = [course.props.get("par")]
    entries = rank_entries([int(t) for t in final.scores()], final.finished, players, pars, penalties, retired)
    app.stack.push(RankingScene(app, "Carom Golf: final ranking", entries, on_rematch=lambda: None, score_label="points"))
    app.stack.apply_pending()
    return None, 90


def carom_chain(app: Any) -> tuple[None, int]:
    """Carom mode: the third ball runs into a row of two; the chain carries the impulses on."""
    scene = _game(app, _players(3, humans=3), "carom", seed=5)
    plan = _chain_plan(scene.state)
    if plan is None:
        raise RuntimeError("no carom chain found from this tee")
    # per ball: tee up; then card and die face together (the scene would roll the die itself in between); then strike
    for i in range(0, len(plan), 4):
        tee, card, face, strike = plan[i : i + 4]
        _until(app, lambda: scene.idle() and scene.human_turn())
        scene.apply(tee)
        _until(app, lambda: scene.idle() and scene.human_turn())
        scene.apply(card)
        scene.apply(face)
        _until(app, lambda: scene.idle() and scene.human_turn())
        scene.aim_dir = strike[1]
        scene.apply(strike)
    hits = []

    def second_hit() -> bool:
        hits.append(sum(1 for b in scene.tl.beats[: scene.tl.index] if type(b).__name__ == "Collide"))
        return hits[-1] >= 2 and scene.tl.moving is not None and scene.tl.t > 0.05

    _until(app, second_hit)
    _frames(app, 4)
    scene.banner = None
    moving = scene.tl.balls[scene.tl.moving]
    scene.view.zoom_by(1.8, tuple(int(v) for v in scene.view.to_screen(*moving.pos)))  # close up on the chain
    return None, 1


def _chain_plan(state: Any) -> list[Any] | None:
    """Actions for three tee shots that leave two balls in a row and knock the third into them."""
    tees = [a for a in state.legal_actions()]
    for tee in tees:
        for d in range(6):
            for first, second in ((3, 2), (4, 3), (2, 1)):
                plan = [tee, ("card", "none"), first, ("strike", d), tee, ("card", "none"), second, ("strike", d), tee, ("card", "none"), 6, ("strike", d)]
                s = state
                try:
                    for a in plan:
                        s, events = s.apply(a)
                except Exception:
                    continue
                if sum(1 for e in events if type(e).__name__ == "Collided") >= 2:
                    return plan
    return None


def scorecard(app: Any) -> tuple[None, int]:
    """The scorecard in the middle of a four-player Carom game over three courses."""
    import pygame

    from game.scenes.scorecard import ScorecardOverlay

    scene = _game(app, _players(4), "carom", courses=3, seed=9)
    app.settings.animation_speed = "fast"

    def into_course_two() -> bool:
        if isinstance(app.stack.top, ScorecardOverlay):  # the results of course I: on to course II
            app.stack.top.close()
            app.stack.apply_pending()
        state = scene.state
        return state.course_index == 1 and sum(state.counters) >= 8 and scene.idle()

    _until(app, into_course_two, 60000)
    app.settings.animation_speed = "normal"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    return None, 3


def ranking(app: Any) -> tuple[None, int]:
    """The final ranking after a four-player game over two courses."""
    from game import catalog
    from game.rules.driver import SeededChance, play_out
    from game.scenes.carom.scores import rank_entries
    from game.scenes.ranking import RankingScene

    players = _players(4)
    courses = [c.course for c in _choices(2)]
    state = catalog.new_state("carom", 4, course=tuple(courses), seed=12, mode="carom")
    bots = [catalog.make_bot("carom", i, 100 + i, "normal") for i in range(4)]
    match = play_out(state, [b.choose for b in bots], SeededChance(12))
    final = match.state
    entries = rank_entries([int(t) for t in final.scores()], final.finished, players)
    app.stack.push(RankingScene(app, "Carom Golf: final ranking", entries, on_rematch=lambda: None, score_label="points"))
    app.stack.apply_pending()
    return None, 90


def log(app: Any) -> tuple[None, int]:
    """The game log open in the side panel, in Carom mode: each stroke from the card to where every ball it moved stopped."""
    from game import catalog

    scene = _game(app, _players(3, humans=1), "carom", seed=5)
    app.settings.animation_speed = "fast"
    table = scene.table
    bot = catalog.make_bot("carom", 0, 77, "normal")

    def played_a_while() -> bool:
        if not (scene.idle() and scene.human_turn()):
            return False
        if table.ply >= 24 and table.state.phase == "card":
            return True
        table.play(bot.choose(table.state))
        return False

    _until(app, played_a_while, 60000)
    app.settings.animation_speed = "normal"
    table.banner = None
    table.log_panel.toggle()
    return None, 3
