"""Eagle's Creek scenes for build_scripts/screenshots.py: set-up, dice allocation, a line mid-drawing,
a tree attempt with its odds, a well-used sheet, the ranking.

Each function prepares the app's scene stack and returns ``(None, frames)``.
Games are played by the real engine and computer players from fixed seeds
(a played-out record is opened like a saved game), so the pictures stay true
when the rules or the sheet change.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

SEED = 12


def _course() -> Any:
    from game import catalog

    return catalog.load_course("eagles_creek")


def _record(players: list[Any], holes: str = "9", seed: int = SEED) -> Any:
    from game.scenes.common_setup import CourseChoice, SetupResult
    from game.scenes.eagles_creek.setup import record_for

    course = _course()
    return record_for(SetupResult(players, holes, [CourseChoice(course.name, Path("."), course)]), seed=seed)


def _players(humans: int, computers: int, human_seat: int = 0) -> list[Any]:
    """Seats in order; the people sit from ``human_seat`` on."""
    from game.scenes.common_setup import PlayerSpec

    names = ("Ada", "Ben", "Cleo", "Dev")
    return [PlayerSpec(names[i], i, not human_seat <= i < human_seat + humans, "normal") for i in range(humans + computers)]


def _played(record: Any, shots: int) -> Any:
    """The record after the computer has played for everyone until ``shots`` shots are on the sheets."""
    from game import catalog
    from game.rules.driver import SeededChance
    from game.rules.protocol import CHANCE, TERMINAL

    state = record.initial_state()
    bots = {s: catalog.make_bot("eagles_creek", s, 100 + s, "normal") for s in range(len(record.seats))}
    ply = 0
    chance = SeededChance(record.seed)
    while state.current_player != TERMINAL and sum(len(x) for x in state.shots) < shots:
        cp = state.current_player
        action = chance.draw(state, ply) if cp == CHANCE else bots[cp].choose(state)
        state, _ = state.apply(action)
        record.actions.append(action)
        ply += 1
    return record


def _open(app: Any, record: Any) -> Any:
    from game.scenes.table import open_record

    app.settings.animation_speed = "fast"
    assert open_record(app, record)
    app.stack.apply_pending()
    return app.stack.top


def _to_person(app: Any, table: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        top = app.stack.top
        if type(top).__name__ == "HandOver":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        elif table.may_act() and table.game.chooser is not None:
            table.banner = None  # the turn's banner has been read: the picture shows the table settled
            return
        elif table.game.busy() or table.wait > 0:
            table.skip()
        app._frame(1 / 60)


def setup(app: Any) -> tuple[Any, int]:
    """The shared set-up screen with inks and the 9/6/3-hole choice."""
    from game.scenes.eagles_creek.setup import setup_scene

    app.settings.extra["eagles_creek_setup"] = {
        "players": [{"name": n, "style": i, "computer": i >= 2, "level": "normal"} for i, n in enumerate(("Ada", "Ben", "Cleo", "Dev"))],
        "mode": "9",
    }
    app.stack.push(setup_scene(app))
    return None, 5


def allocation(app: Any) -> tuple[Any, int]:
    """A person splitting the dice, with the lit holes and what each slot means."""
    table = _open(app, _played(_record(_players(1, 1)), 4))
    _to_person(app, table)
    return None, 3


def drawing(app: Any) -> tuple[Any, int]:
    """A line half drawn, its legal continuations lit."""
    table = _open(app, _played(_record(_players(1, 1)), 4))
    _to_person(app, table)
    g = table.game
    g.chooser.open_pen()
    pen = g.chooser.pen
    flag = table.state.hole(g.chooser.alloc.hole).flag
    for _ in range(max(1, pen.rules.length // 2)):
        # head for the flag, as a player would
        pen.take(min(pen.options(), key=lambda e: min(h.distance(flag) for h in e.hexes())))
    g.view.zoom_by(2.2, tuple(int(v) for v in g.view.to_screen(*g.view.layout.edge_midpoint(pen.drawn[-1]))))
    g.view.center_on(g.view.layout.edge_midpoint(pen.drawn[-1]))
    g.chooser.mouse_mode = False
    return None, 3


def tree(app: Any) -> tuple[Any, int]:
    """A finished line over a tree: the odds of clearing it, before the fourth die."""
    from game.rules.eagles_creek import rules_for_plan
    from game.rules.eagles_creek.flight import tree_segments
    from game.rules.eagles_creek.shape import first_headings, follow, shapes

    for seed in range(SEED, SEED + 40):
        table = _open(app, _record(_players(1, 1), seed=seed))
        _to_person(app, table)
        state, g = table.state, table.game
        for plan in state.plans():
            start = state.ball_side(state.turn, plan.hole)
            rules = rules_for_plan(state, plan)
            for _, heading in first_headings(start):
                for turns in shapes(rules):
                    cells, exits = follow(start, heading, turns)
                    if any(state.sheet.terrain(c) is None for c in cells):
                        continue
                    segs = set(tree_segments(state.sheet, cells))
                    faces = [f for f in range(1, 7) if segs and segs <= state.sheet.tables.elevated(plan.club, f)]
                    if 0 < len(faces) < 6:
                        alloc = g.chooser.alloc
                        rest = list(state.dice)
                        rest.remove(plan.accuracy)
                        rest.remove(plan.strength)
                        used: list[int] = []
                        for slot, value in enumerate((rest[0], plan.accuracy, plan.strength)):
                            i = next(k for k in range(3) if state.dice[k] == value and k not in used)
                            used.append(i)
                            alloc.order[slot] = i
                        alloc.hole, alloc.club = plan.hole, plan.club
                        g.chooser.open_pen()
                        for e in exits:
                            g.chooser.pen.take(e)
                        g.view.zoom_by(2.0, tuple(int(v) for v in g.view.to_screen(*g.view.layout.center(cells[len(cells) // 2]))))
                        g.view.center_on(g.view.layout.center(cells[len(cells) // 2]))
                        return None, 3
    raise RuntimeError("no tree attempt found")


def sheet(app: Any) -> tuple[Any, int]:
    """A sheet late in the game: lines, water dots, crosses, scores on the labels."""
    table = _open(app, _played(_record(_players(1, 2, human_seat=1)), 60))
    _to_person(app, table)
    return None, 2


def ranking(app: Any) -> tuple[Any, int]:
    """The final ranking after a 3-hole game."""
    _open(app, _played(_record(_players(1, 2), holes="3"), 10_000))
    return None, 40


def log(app: Any) -> tuple[Any, int]:
    """The game log open in the side panel: each round's dice, and each shot from its plan to where it came to rest."""
    table = _open(app, _played(_record(_players(1, 2)), 14))
    _to_person(app, table)
    table.log_panel.toggle()
    return None, 3


def _zoom_on(g: Any, point: tuple[float, float], factor: float) -> None:
    """Zoom the sheet about a map point and bring it to the middle (as a player's wheel would)."""
    view = g.view
    view.zoom_by(factor, tuple(int(v) for v in view.to_screen(*point)))
    view.center_on(point)


def _post_click(pos: tuple[int, int]) -> None:
    p = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1))


def picker(app: Any) -> tuple[Any, int]:
    """Picking a shot by where it ends: the pointer on a place, the lines ending there as ghosts, best first, listed in the strip."""
    table = _open(app, _played(_record(_players(1, 1)), 4))
    _to_person(app, table)
    g = table.game
    g.chooser.open_pen()
    pen = g.chooser.pen
    goal = next(h for line in pen.planner.choices(limit=6)[1:] for h in line.exits[-1].hexes() if len(pen.planner.lines_to(h)) >= 3)
    _zoom_on(g, g.view.layout.center(goal), 1.8)
    x, y = g.view.hex_center(goal)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
    return None, 3


def tables(app: Any) -> tuple[Any, int]:
    """The tables card in the side panel: the club's rows, the lie's row and the dice's columns lit, the entries read ringed."""
    table = _open(app, _played(_record(_players(1, 1)), 4))
    _to_person(app, table)
    alloc = table.game.chooser.alloc
    if alloc.club_info("wood").allowed:
        alloc.choose_club("wood")  # from the fairway: the card says why the wood draws one segment fewer
    return None, 3


def _green_record() -> tuple[Any, int]:
    """A record where the person (seat 0) plans with a ball on the green, and that hole."""
    from game import catalog
    from game.rules.driver import SeededChance
    from game.rules.protocol import CHANCE, TERMINAL

    for seed in range(SEED, SEED + 60):
        record = _record(_players(1, 1), seed=seed)
        state = record.initial_state()
        bots = {s: catalog.make_bot("eagles_creek", s, 100 + s, "normal") for s in range(len(record.seats))}
        chance = SeededChance(record.seed)
        ply = 0
        while state.current_player != TERMINAL:
            if state.current_player == 0 and state.phase == "plan":
                for n in state.holes:
                    putts = [p for p in state.plans() if p.hole == n and p.club == "putter" and p.length == 2]
                    if not state.card(0, n).done and state.lie_of(0, n) == "green" and putts:
                        return record, n
            cp = state.current_player
            action = chance.draw(state, ply) if cp == CHANCE else bots[cp].choose(state)
            state, _ = state.apply(action)
            record.actions.append(action)
            ply += 1
    raise RuntimeError("no putt found")


def _on_green(app: Any) -> tuple[Any, int]:
    record, hole = _green_record()
    table = _open(app, record)
    _to_person(app, table)
    g = table.game
    alloc = g.chooser.alloc
    assert alloc.choose_hole(hole)
    for order in ([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]):
        alloc.order = list(order)
        if alloc.value("hole") in table.state.hole(hole).dice and alloc.club_info("putter").allowed and alloc.club_info("putter").length == 2:
            break
    alloc.hole, alloc.club = hole, "putter"
    g.chooser.tray.layout(g.chooser.tray.rect, g.chooser.tray.scale)
    ball = table.state.ball_side(0, hole)
    _zoom_on(g, g.view.layout.edge_midpoint(ball), 3.0)
    return table, hole


def putt(app: Any) -> tuple[Any, int]:
    """A putt from the green: the putter, the only club played there, with its choice of one segment fewer."""
    _on_green(app)
    return None, 3


def short_putt(app: Any) -> tuple[Any, int]:
    """The putter's one segment fewer, chosen on the tray (Putt 1 instead of 2), and that line."""
    table, _ = _on_green(app)
    g = table.game
    g.chooser.alloc.short_putt = True
    g.chooser.open_pen()
    pen = g.chooser.pen
    pen.take_line(pen.proposals[0])
    g.chooser.mouse_mode = True
    return None, 3


def putt_curl(app: Any) -> tuple[Any, int]:
    """A putt with its optional curl: no curl is owed, one is allowed, and this line takes it."""
    table, _ = _on_green(app)
    g = table.game
    g.chooser.open_pen()
    pen = g.chooser.pen
    curled = next(ln for ln in pen.planner.choices(limit=30) if any(abs(t) == 2 for t in ln.turns))
    pen.take_line(curled)
    g.chooser.mouse_mode = True
    return None, 3


def crossing(app: Any) -> tuple[Any, int]:
    """A line that would cross itself, refused with its reason (a wood owing two curls, drawn side by side)."""
    from game.rules.eagles_creek.shape import extend_trace, first_headings, follow, legal_next_segments, shapes, trace

    record = _record(_players(1, 1))
    record.actions = [("roll", 1, 1, 6)]
    table = _open(app, record)
    _to_person(app, table)
    state, g = table.state, table.game
    plan = next(p for p in state.plans() if p.club == "wood" and p.accuracy == 1)
    alloc = g.chooser.alloc
    alloc.order = [0, 1, 2] if state.dice[0] == 1 else alloc.order
    alloc.hole, alloc.club = plan.hole, "wood"
    g.chooser.open_pen()
    pen = g.chooser.pen
    start, rules = pen.start, pen.rules
    found = None
    for _, heading in first_headings(start):
        for turns in shapes(rules):
            for k in range(3, len(turns)):
                drawn = follow(start, heading, turns[:k])[1]
                path = trace(start, drawn)
                if any(state.sheet.terrain(c) is None for c in path.cells):
                    break
                nxt = path.cells[-1].neighbor(path.heading)
                offered = legal_next_segments(start, drawn, rules)
                for e in nxt.edges():
                    if e != drawn[-1] and e not in offered and extend_trace(start, drawn, path, e).crossed:
                        found = (drawn, e)
                        break
                if found:
                    break
            if found:
                break
        if found:
            break
    assert found is not None
    drawn, refused = found
    for e in drawn:
        pen.take(e)
    _zoom_on(g, g.view.layout.edge_midpoint(drawn[-1]), 3.2)
    _post_click(g.view.to_screen(*g.view.layout.edge_midpoint(refused)))
    return None, 3


def any_hole(app: Any) -> tuple[Any, int]:
    """Any hole when no die selects one: the 6-hole game, a roll of three dice whose hole is finished."""
    from game import catalog
    from game.rules.driver import SeededChance
    from game.rules.protocol import CHANCE

    record = _record(_players(1, 1), holes="6")
    state = record.initial_state()
    bots = {s: catalog.make_bot("eagles_creek", s, 100 + s, "normal") for s in range(len(record.seats))}
    chance = SeededChance(record.seed)
    ply = 0
    while True:
        if state.phase == "roll":
            done = [n for n in state.holes if state.card(0, n).done]
            if done and not state.finished(0):
                break
        cp = state.current_player
        action = chance.draw(state, ply) if cp == CHANCE else bots[cp].choose(state)
        state, _ = state.apply(action)
        record.actions.append(action)
        ply += 1
    die = state.hole(done[0]).dice[0]
    record.actions.append(("roll", die, die, die))
    table = _open(app, record)
    _to_person(app, table)
    return None, 3
