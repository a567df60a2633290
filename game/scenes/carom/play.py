"""Carom Golf on the shared table: the course, the stroke, its animations and the scores.

The table runs the turns (chance, computer players, hand-over, undo, saves,
replays); this plug-in never decides a rule. It shows what the engine allows,
hands the player's choice to ``table.play`` and animates the events the
engine returned. Between turns it may reload the course file if it was saved.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.hexgrid import Hex
from game.render import flight, pieces
from game.render.boardview import BoardView
from game.render.dice import RollingDie
from game.rules.course import CourseMap
from game.rules.protocol import TERMINAL, Action, Event, GameState
from game.scenes.carom import animate
from game.scenes.carom.board import CaromDrawing, _engine_data
from game.scenes.carom.courses import ROMAN
from game.scenes.carom.describe import describer
from game.scenes.carom.hand import CardHand
from game.scenes.carom.reload import CourseReloader
from game.scenes.carom.scores import rank_entries, score_table
from game.scenes.table.game import TableGame
from game.ui.theme import PALETTE, Color, px

if TYPE_CHECKING:
    from game.scenes.ranking import RankEntry
    from game.scenes.scorecard import ScoreTable
    from game.scenes.table.scene import TableScene

BOT_PAUSE = {"tee": 0.6, "place": 0.6, "card": 0.8, "strike": 0.9, "aim": 0.8}
"""Seconds a computer's choice stays on screen before it is played (at normal speed)."""
AFTER_ROLL = 0.45
"""Seconds the landed die and the impulses are shown before the game goes on."""
HOVER_REST = 0.6
REST_POLL_SECONDS = 2.0
"""While the game rests waiting for a person, the course file is looked at this often (each look redraws)."""
"""Seconds the pointer must rest on a hex, while aiming, before its label shows."""


class CaromGame(CaromDrawing, TableGame):
    """Carom Golf's board, hand of cards, die tray and ball flights."""

    title = "Carom Golf"
    rules_id = "carom"

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.courses: list[CourseMap] = [c.course() for c in table.record.courses]
        self.show_path = bool(table.record.display.get("show_path", True))
        data = _engine_data()
        self.hand = CardHand(data.CHOICES, data.DIE_FACES)
        self.die = RollingDie(data.DIE_FACES, seed=table.record.seed)
        self.course_shown = self.state.course_index
        self.view = BoardView(self.courses[self.course_shown])
        self.view.on_click = self._board_click
        self.view.describe = describer(self.view.course, self.view.objects_at, self._balls_at)
        self.tl = flight.Timeline(self.view.map_center)
        self.counters_shown = list(self.state.counters)
        self.penalties = [[0] * len(self.courses) for _ in table.seats]
        self.queue: list[Callable[[], None]] = []
        self.hold = 0.0
        self.rolled: tuple[str, int, int] | None = None
        """(card, face, impulses) of the current stroke."""
        self.aim_dir: int | None = None
        self.select_index = 0
        self.select_cell: Hex | None = None
        """The tee hex a computer player picked (shown before it is played)."""
        self._preview_key: tuple[int, int] | None = None
        self._preview: list[Any] = []
        self._hover_cell: Hex | None = None
        self._hover_age = 0.0
        self.actor: int | None = None
        """The player whose stroke is being shown (the engine may already have passed the turn on)."""
        self.reloader = CourseReloader(self)
        self.labels_hidden = False
        """A new turn hides the hex label until the pointer moves again."""
        self.content = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ state helpers
    @property
    def state(self) -> Any:
        """The engine's current state."""
        return self.table.state

    def _style(self, key: Hashable) -> tuple[Color, str, bool]:
        seat = int(key)  # type: ignore[call-overload]
        _, color, stripe = pieces.ball_style(self.table.seats[seat].style)
        return color, str(seat + 1), stripe

    def _balls_at(self, h: Hex) -> list[str]:
        return [f"Ball {k + 1}: {self.table.seats[k].name}" for k, b in self.tl.balls.items() if b.visible and b.cell == h]  # type: ignore[operator]

    def human_on_turn(self) -> bool:
        """True when a person (not the computer, not the die) is to act."""
        cp = self.state.current_player
        return cp >= 0 and not self.table.is_computer(cp)

    def shown_seat(self) -> int | None:
        if self.actor is not None:
            return self.actor
        return int(self.state.turn)

    # ------------------------------------------------------------------ layout
    def layout(self, board: pygame.Rect, strip: pygame.Rect, scale: float) -> None:
        s = scale
        self.view.set_rect(board, s)
        content = self.table.strip_content
        self.content = content
        self.hand.layout(content, s)
        self.card_slot = pygame.Rect(content.x, content.y, int(content.h * 0.95), content.h)
        self.tray = pygame.Rect(self.card_slot.right + px(16, s), content.y, min(px(300, s), content.w // 3), content.h)
        self.roll_text = pygame.Rect(self.tray.right + px(16, s), content.y, content.right - self.tray.right - px(16, s), content.h)

    def panel_heading(self) -> tuple[str, str]:
        idx = self.course_shown
        head = f"Course {ROMAN[idx] if idx < len(ROMAN) else idx + 1} of {len(self.courses)}"
        mode = "Carom mode" if self.state.mode == "carom" else "Basic mode"
        par = self.pars()[idx]
        return (f"{head} · {'par ' + str(par) + ' · ' if par else ''}{mode}", self.courses[idx].name)

    def pars(self) -> list[int | None]:
        """Each course's par (None where the course names none)."""
        out: list[int | None] = []
        for c in self.courses:
            par = c.props.get("par")
            out.append(par if isinstance(par, int) and not isinstance(par, bool) and par > 0 else None)
        return out

    def seat_line(self, seat: int) -> tuple[str, str]:
        state = self.state
        status = state.status[seat] if self.course_shown == state.course_index and state.current_player != TERMINAL else "holed"
        note = {"waiting": "to tee off", "mole": "in the mole hole", "holed": "in the hole", "retired": "picked up"}.get(status, "")
        counter = self.counters_shown[seat] if seat < len(self.counters_shown) else 0
        return (str(counter), note)

    def turn_line(self, seat: int) -> str:
        state = self.state
        self.labels_hidden = True
        if self.view.zoomed_in:
            ball = state.positions[seat] if state.status[seat] == "playing" else None
            cells = [ball] if ball is not None else self.legal_cells()
            if cells:
                self.view.ensure_visible(self.view.map_center(cells[0]))
        return f"stroke {state.counters[seat] + 1}" if state.status[seat] != "waiting" else "tee off"

    def handover_needed(self, previous: int | None, seat: int) -> bool:
        # in Carom mode everyone strokes in turn all the time: one shared table, no hand-over card
        return super().handover_needed(previous, seat) and self.state.mode == "basic"

    def handover_detail(self, seat: int) -> str:
        return "It is your turn on this course."

    # ------------------------------------------------------------------ flow
    def busy(self) -> bool:
        return self.die.rolling or not self.tl.done or self.hold > 0 or bool(self.queue)

    def wake_in(self) -> float | None:
        """Resting while a person decides: only the hover label and the course-file check are due."""
        if self.die.rolling or not self.tl.done or self.hold > 0 or self.queue:
            return 0.0
        due: list[float] = []
        if self.reloader.poll is not None:  # a resting game looks for a saved course file less often
            due.append(max(0.0, REST_POLL_SECONDS - self.reloader.clock))
        if self.view.hover is not None and self._hover_age < HOVER_REST:
            due.append(HOVER_REST - self._hover_age)
        return min(due) if due else None

    def update(self, dt: float) -> None:
        if self.view.hover != self._hover_cell:
            self._hover_cell, self._hover_age = self.view.hover, 0.0
        else:
            self._hover_age += dt
        if self.die.rolling:
            if self.die.update(dt):
                self.table.app.sounds.play("place", 0.6)
                self.hold = max(self.hold, AFTER_ROLL)
            return
        for cue in self.tl.update(dt):
            self.table.app.sounds.play(cue)
        self.view.set_hidden(self.tl.hidden)
        if not self.tl.done:
            self._follow_ball()
            return
        if self.hold > 0:
            self.hold -= dt
            if self.hold > 0:
                return
        if self.queue:
            self.queue.pop(0)()
            return
        if not self.table.holds and self.table.pending is None:
            self.reloader.tick(dt)

    def _follow_ball(self) -> None:
        """Keep the moving ball in view when the course is zoomed in."""
        if self.view.zoomed_in and self.tl.moving is not None:
            b = self.tl.balls.get(self.tl.moving)
            if b is not None and b.visible:
                self.view.ensure_visible(b.pos if b.cell is None else self.view.map_center(b.cell))

    def skip(self) -> None:
        self.die.skip()
        for cue in self.tl.finish():
            self.table.app.sounds.play(cue)
        self.view.set_hidden(self.tl.hidden)
        self.hold = 0.0

    def present(self, before: GameState, action: Action, events: Sequence[Event]) -> None:
        b: Any = before
        self.actor = b.turn
        self._preview_key = None
        self.aim_dir = None
        self.select_cell = None
        hooks = animate.Hooks(stroke=self._on_stroke, penalty=self._on_penalty)
        where = lambda ball: b.positions[ball] if b.status[ball] == "playing" else None  # noqa: E731
        for e in events:
            k = type(e).__name__
            if k in ("CardChosen", "Aimed"):
                self.hand.chosen = self.hand.index_of(e.card)  # type: ignore[attr-defined]
                self.rolled = None
            elif k == "DieRolled":
                self.hand.chosen = self.hand.index_of(e.card)  # type: ignore[attr-defined]
                self.rolled = (e.card, e.face, e.impulses)  # type: ignore[attr-defined]
                self.die.throw(e.face, start=(-0.15, 0.65), end=(0.5, 0.5))  # type: ignore[attr-defined]
                self.table.app.sounds.play("roll")
        beats = animate.beats_for(list(events), self.courses[self.course_shown], hooks, where)
        self.tl.add(*beats)
        finished = [e for e in events if type(e).__name__ == "CourseFinished"]
        over = [e for e in events if type(e).__name__ == "GameOver"]
        if any(type(e).__name__ == "Struck" for e in events):
            self.queue.append(self._stroke_done)
        if finished:
            self.queue.append(lambda: self._course_results(finished[0], bool(over)))

    def sync(self) -> None:
        """Match the engine at once: the course in play, every ball, the counters (after undo, load, a jump)."""
        self.queue.clear()
        self.hold = 0.0
        self.die.skip()
        self.hand.chosen = None
        self.rolled = None
        self.actor = None
        self.aim_dir = None
        self._preview_key = None
        if self.course_shown != self.state.course_index and self.state.current_player != TERMINAL:
            self._show_course(self.state.course_index)
        self.tl = flight.Timeline(self.view.map_center)
        self._recount_penalties()
        self._sync_balls()

    def _recount_penalties(self) -> None:
        """Penalty points per course, read again from the events of every move so far."""
        self.penalties = [[0] * len(self.courses) for _ in self.table.seats]
        session = self.table.session
        for i in range(session.ply):
            before = session.before(i)
            _, events = before.apply(session.record.actions[i])
            course = before.course_index  # type: ignore[attr-defined]
            for e in events:
                if type(e).__name__ == "Penalty" and 0 <= e.player < len(self.penalties):  # type: ignore[attr-defined]
                    self.penalties[e.player][course] += e.points  # type: ignore[attr-defined]

    def _on_stroke(self, player: int, counter: int) -> None:
        if 0 <= player < len(self.counters_shown):
            self.counters_shown[player] = counter

    def _on_penalty(self, player: int, points: int, counter: int, reason: str) -> None:
        if 0 <= player < len(self.counters_shown):
            self.counters_shown[player] = counter
            self.penalties[player][self.course_shown] += points

    def _stroke_done(self) -> None:
        """After a stroke: the board matches the engine again, the card goes back to the hand."""
        self.hand.chosen = None
        self.rolled = None
        self.actor = None
        self._sync_balls()

    def _sync_balls(self) -> None:
        """Put every ball where the engine says (the animation should already have it there)."""
        state = self.state
        if state.current_player == TERMINAL or self.course_shown != state.course_index:
            return
        for seat in range(len(self.table.seats)):
            b = self.tl.ball(seat)
            if state.status[seat] == "playing" and state.positions[seat] is not None:
                b.cell = state.positions[seat]
                b.visible = True
            else:
                b.visible = False
                b.cell = None
            b.height, b.alpha, b.scale = 0.0, 255, 1.0
        self.counters_shown = list(state.counters)
        self.tl.hidden = set(state.knocked)
        self.view.set_hidden(self.tl.hidden)

    def _course_results(self, finished: Any, game_over: bool) -> None:
        from game.scenes.scorecard import ScorecardOverlay

        name = ROMAN[finished.course] if finished.course < len(ROMAN) else str(finished.course + 1)
        par = self.pars()[finished.course] if finished.course < len(self.courses) else None
        title = f"Course {name} finished: {finished.name}" + (f" (par {par})" if par else "")
        table = score_table(self.state, self.table.seats, self.penalties, title=title, pars=self.pars())
        if game_over:
            table.current = None

        def closed() -> None:
            if not game_over:
                self._show_course(self.state.course_index)
                self.table.last_owner = None
            self.table.release()

        self.table.hold(
            ScorecardOverlay(
                self.table.app,
                table,
                close_keys=(pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE),
                button="See the ranking" if game_over else "Next course",
                on_close=closed,
            )
        )

    def _show_course(self, index: int) -> None:
        self.course_shown = index
        self.view.set_course(self.courses[index])
        self.view.fit()
        self.view.describe = describer(self.view.course, self.view.objects_at, self._balls_at)
        self.tl = flight.Timeline(self.view.map_center)
        self.reloader.watch()
        self._sync_balls()

    # ------------------------------------------------------------------ scores and the end
    def score_table(self) -> ScoreTable:
        name = ROMAN[self.course_shown] if self.course_shown < len(ROMAN) else str(self.course_shown + 1)
        return score_table(
            self.state,
            self.table.seats,
            self.penalties,
            title=f"Scorecard: course {name} of {len(self.courses)}",
            shown_counters=self.counters_shown,
            pars=self.pars(),
        )

    def ranking(self) -> tuple[str, list[RankEntry]]:
        state = self.state
        totals = [int(round(t)) for t in state.scores()]
        return "Carom Golf: final ranking", rank_entries(totals, state.finished, self.table.seats, self.pars())

    def describe(self) -> dict[str, Any]:
        return {"course": self.courses[self.course_shown].name}

    # ------------------------------------------------------------------ computer players
    def show_computer_choice(self, seat: int, action: Action) -> float:
        a: Any = action
        kind = a[0] if isinstance(a, tuple) else ""
        if kind in ("tee", "place"):
            self.select_cell = Hex(int(a[1]), int(a[2]))
        elif kind == "card":
            self.hand.chosen = self.hand.index_of(str(a[1]))
            self.table.app.sounds.play("click", 0.5)
        elif kind == "strike":
            self.aim_dir = int(a[1])
        elif kind == "aim":
            self.hand.chosen = self.hand.index_of(str(a[1]))
            self.aim_dir = int(a[2])
        return BOT_PAUSE.get(kind, 0.5)

    # ------------------------------------------------------------------ people
    def prepare_human(self, seat: int) -> None:
        phase = self.state.phase
        if phase in ("strike", "aim") and self.aim_dir is None:
            dirs = self.legal_directions()
            if dirs:
                self.aim_dir = self._best_default_dir(dirs)

    def legal_directions(self) -> list[int]:
        """The directions the engine allows for the stroke (or the aim) now."""
        out: list[int] = []
        for a in self.state.legal_actions():
            if isinstance(a, tuple) and a[0] == "strike":
                out.append(int(a[1]))
            elif isinstance(a, tuple) and a[0] == "aim" and int(a[2]) not in out:
                out.append(int(a[2]))
        return out

    def legal_cells(self) -> list[Hex]:
        """The hexes the engine allows for teeing up (or placing a ball) now."""
        return [Hex(int(a[1]), int(a[2])) for a in self.state.legal_actions() if isinstance(a, tuple) and a[0] in ("tee", "place")]

    def ball_cell(self) -> Hex | None:
        """The hex of the ball of the player on turn (None before it is on the course)."""
        seat = self.state.turn
        return self.state.positions[seat] if self.state.status[seat] == "playing" else None

    def _best_default_dir(self, dirs: list[int]) -> int:
        """Start the aim pointing at the hole (the player turns it from there)."""
        ball = self.ball_cell()
        hole = next((o.cell for o in self.view.course.objects if o.kind.value == "hole"), None)
        if ball is None or hole is None:
            return dirs[0]
        hx, hy = self.view.hex_center(hole)
        return self._nearest_legal(self.view.direction_toward(ball, (int(hx), int(hy))), dirs)

    @staticmethod
    def _nearest_legal(d: int, dirs: list[int]) -> int:
        return min(dirs, key=lambda x: min((x - d) % 6, (d - x) % 6))

    def _board_click(self, h: Hex) -> None:
        if not self.table.may_act():
            return
        phase = self.state.phase
        if phase in ("tee", "place"):
            if h in self.legal_cells():
                self.table.play((phase, h.q, h.r))
            return
        if phase in ("strike", "aim"):
            self._aim_at(pygame.mouse.get_pos() if self.view.mouse is None else self.view.mouse)
            self._strike()

    def _aim_at(self, pos: tuple[int, int]) -> None:
        ball = self.ball_cell()
        dirs = self.legal_directions()
        if ball is None or not dirs:
            return
        self.aim_dir = self._nearest_legal(self.view.direction_toward(ball, pos), dirs)

    def _strike(self) -> None:
        if self.aim_dir is None:
            return
        if self.state.phase == "strike":
            self.table.play(("strike", self.aim_dir))
        elif self.state.phase == "aim":
            card = self.hand.cards[self.hand.focus if self.hand.chosen is None else self.hand.chosen].id
            self.table.play(("aim", card, self.aim_dir))

    def _pick_card(self, index: int) -> None:
        if self.state.phase == "card":
            self.table.play(("card", self.hand.cards[index].id))
        elif self.state.phase == "aim":
            self.hand.chosen = index
            self.hand.focus = index

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hand.hover = self.hand.at(event.pos)
            self.labels_hidden = False
        if self.view.handle_event(event):
            return True
        if not self.table.may_act():
            return False
        return self._human_event(event)

    def _human_event(self, event: pygame.event.Event) -> bool:
        phase = self.state.phase
        if event.type == pygame.MOUSEMOTION and phase in ("strike", "aim") and self.view.rect.collidepoint(event.pos):
            self._aim_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if phase in ("card", "aim"):
                i = self.hand.at(event.pos)
                if i is not None:
                    self._pick_card(i)
                    return True
            if phase in ("strike", "aim") and self.view.rect.collidepoint(event.pos):
                self._aim_at(event.pos)
                self._strike()
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        return self._human_key(event.key, event.mod, phase)

    def _human_key(self, key: int, mod: int, phase: str) -> bool:
        if phase in ("tee", "place"):
            cells = self.legal_cells()
            if not cells:
                return False
            if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
                step = 1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
                self.select_index = (self.select_index + step) % len(cells)
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                h = cells[self.select_index % len(cells)]
                self.table.play((phase, h.q, h.r))
                return True
        if phase in ("card", "aim") and not (phase == "aim" and mod & pygame.KMOD_CTRL):
            if phase == "card" or self.hand.chosen is None:
                if key in (pygame.K_RIGHT, pygame.K_LEFT):
                    self.hand.focus = (self.hand.focus + (1 if key == pygame.K_RIGHT else -1)) % len(self.hand.cards)
                    return True
                if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    self._pick_card(self.hand.focus)
                    return True
                if pygame.K_0 < key <= pygame.K_9 or key == pygame.K_n:
                    index = 0 if key == pygame.K_n else key - pygame.K_0
                    if index < len(self.hand.cards):
                        self.hand.focus = index
                        self._pick_card(index)
                        return True
        if phase in ("strike", "aim") and (phase == "strike" or self.hand.chosen is not None):
            dirs = self.legal_directions()
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and dirs and self.aim_dir is not None:
                turn = 1 if key == pygame.K_LEFT else -1  # directions count counter-clockwise on screen
                d = self.aim_dir
                for _ in range(6):
                    d = (d + turn) % 6
                    if d in dirs:
                        break
                self.aim_dir = d
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._strike()
                return True
            if phase == "aim" and key == pygame.K_BACKSPACE:
                self.hand.chosen = None
                return True
        return False

    # ------------------------------------------------------------------ drawing
    def static_key(self) -> object:
        return self.view.layer_key()

    def draw_static(self, surface: pygame.Surface) -> None:
        self.view.draw_board(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.table.scale
        self._draw_choices(surface)
        self.tl.draw_under(surface, self.view, lambda k: self._style(k)[0])
        sprites = self.tl.sprites(self._style)
        if self.table.may_act() and self.state.phase not in ("tee", "place"):
            for sp in sprites:
                if sp.key == self.state.turn:
                    sp.ring = PALETTE.gold
        self.view.draw_balls(surface, sprites)
        self.tl.draw_over(surface, self.view, s)
        self._draw_counter_bubble(surface, s)
        self.view.draw_hover(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Tooltips, over everything else on the table."""
        # while aiming the pointer sweeps the board: the label waits until it rests on a hex
        aiming = self.state.phase in ("strike", "aim") and self.human_on_turn()
        tip = self.view.hover_lines() if self._hover_age >= (HOVER_REST if aiming else 0.0) else []
        hand_tip = self.hand.hover is not None and self.state.phase in ("card", "aim")
        if hand_tip:
            self.view.mouse = pygame.mouse.get_pos() if self.view.mouse is None else self.view.mouse
            self.view.draw_tooltip(surface, [self.hand.describe(self.hand.hover)])  # type: ignore[arg-type]
        elif tip and not self.labels_hidden:
            self.view.draw_tooltip(surface, tip, avoid=self.aim_marks() if aiming else (), bounds=self.view.rect)

    def aim_marks(self) -> list[pygame.Rect]:
        """What the player looks at while aiming: the preview path, its end ring, the hole, the balls."""
        cells: list[Hex] = []
        if self.aim_dir is not None and self.state.phase == "strike" and self.show_path:
            events = self.preview_events()
            for _, a, c, _ in animate.path_of(events):
                cells += [a, c]
            cells += [cell for _, cell in animate.end_marks(events)]
        cells += [o.cell for o in self.view.course.objects if o.kind.value == "hole"]
        cells += [b.cell for b in self.tl.balls.values() if b.visible and b.cell is not None]
        r = int(self.view.cell_size * 0.45)
        out = []
        for h in dict.fromkeys(cells):
            x, y = self.view.hex_center(h)
            out.append(pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r))
        return out


def make(table: TableScene) -> CaromGame:
    """The Carom Golf plug-in for a table."""
    return CaromGame(table)
