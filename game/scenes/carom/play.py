"""A game of Carom Golf on screen: the course, the turn, the stroke, the scores.

The scene never decides a rule. It asks the engine's state what is legal,
applies the player's (or the computer's) choice through the match record,
draws the die the chance outcome gave, and animates the events the engine
returned. Between turns it may reload the course file if it was saved.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.hexgrid import Hex
from game.render import drawing, flight, pieces
from game.render.boardview import BoardView
from game.render.dice import RollingDie
from game.rules.course import CourseMap
from game.rules.driver import Match, SeededChance
from game.rules.protocol import CHANCE, TERMINAL, Action, StateFormatError
from game.scenes.base import Scene
from game.scenes.carom import animate
from game.scenes.carom.courses import ROMAN
from game.scenes.carom.describe import describer
from game.scenes.carom.hand import CardHand
from game.scenes.carom.scores import rank_entries, score_table
from game.scenes.common_setup import SetupResult
from game.scenes.handover import HandOver, draw_turn_banner
from game.ui import text
from game.ui.controls import hint, last_device
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, Color, px
from game.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.app import App

BOT_PAUSE = {"tee": 0.6, "place": 0.6, "card": 0.8, "strike": 0.9, "aim": 0.8}
"""Seconds a computer's choice stays on screen before it is played (at normal speed)."""
AFTER_ROLL = 0.45
"""Seconds the landed die and the impulses are shown before the game goes on."""
HOVER_REST = 0.6
"""Seconds the pointer must rest on a hex, while aiming, before its label shows."""
POLL_SECONDS = 0.25
"""How often, between turns, the course file is looked at (a save shows within a second)."""
SKIP_KEYS_IGNORED = (
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_PLUS,
    pygame.K_EQUALS,
    pygame.K_KP_PLUS,
    pygame.K_MINUS,
    pygame.K_KP_MINUS,
    pygame.K_0,
    pygame.K_KP0,
    pygame.K_w,
    pygame.K_a,
    pygame.K_s,
    pygame.K_d,
    pygame.K_LSHIFT,
    pygame.K_RSHIFT,
)


def _skip_key() -> str:
    """Any key skips; a controller player is told the button."""
    return "a key" if last_device() == "keys" else hint("skip")


def _engine_data() -> Any:
    from game.rules.carom import data

    return data


class CaromScene(Scene):
    """One game: set up by a :class:`SetupResult`, played to the final ranking."""

    def __init__(self, app: App, result: SetupResult, *, seed: int | None = None) -> None:
        super().__init__(app)
        self.result = result
        self.players = result.players
        self.courses: list[CourseMap] = [c.course for c in result.courses if c.course is not None]
        self.paths = [c.path for c in result.courses if c.course is not None]
        self.seed = seed if seed is not None else secrets.randbelow(2**31)
        self.show_path = bool(result.options.get("show_path", True))
        state = catalog.new_state(
            "carom",
            len(self.players),
            course=tuple(self.courses),
            seed=self.seed,
            mode=result.mode or "basic",
            direction_first=bool(result.options.get("direction_first", False)),
        )
        if any(p.computer for p in self.players):
            catalog.prepare_computer(state)  # the computer studies the courses now, not during its first turn
        self.match = Match(state)
        self.chance = SeededChance(self.seed)
        self.ply = 0
        """Actions applied so far (the chance draws depend on it, even across a course reload)."""
        self.bots = {
            seat: catalog.make_bot("carom", seat, self.seed + 7919 * (seat + 1), p.level)
            for seat, p in enumerate(self.players)
            if p.computer
        }
        data = _engine_data()
        self.hand = CardHand(data.CHOICES, data.DIE_FACES)
        self.die = RollingDie(data.DIE_FACES, seed=self.seed)
        self.course_shown = state.course_index
        self.view = BoardView(self.courses[self.course_shown])
        self.view.on_click = self._board_click
        self.view.describe = describer(self.view.course, self.view.objects_at, self._balls_at)
        self.tl = flight.Timeline(self.view.map_center)
        self.counters_shown = list(state.counters)
        self.penalties = [[0] * len(self.courses) for _ in self.players]
        self.queue: list[Callable[[], None]] = []
        self.hold = 0.0
        self.busy = False
        """A computer's choice or an overlay is pending: nobody acts until it is done."""
        self.rolled: tuple[str, int, int] | None = None
        """(card, face, impulses) of the current stroke."""
        self.aim_dir: int | None = None
        self.select_index = 0
        self.select_cell: Hex | None = None
        """The tee hex a computer player picked (shown before it is played)."""
        self.banner: tuple[int, str, float] | None = None
        self.last_turn: int | None = None
        self.status_line = ""
        self._preview_key: tuple[int, int] | None = None
        self._preview: list[Any] = []
        self.poll = self._make_poll()
        self.scorecard_button = Button("Scorecard", self.open_scorecard, detail="Tab", size_role="small")
        self.menu_button = Button("Menu", self.open_pause, detail="Esc", size_role="small")
        self.buttons = FocusGroup([self.scorecard_button, self.menu_button])
        for b in self.buttons.widgets:
            b.focused = False  # mouse-only buttons: lit while pointed at (keys are Tab and Esc)
        self._hover_cell: Hex | None = None
        self._hover_age = 0.0
        self.actor: int | None = None
        """The player whose stroke is being shown (the engine may already have passed the turn on)."""
        self.resize(app.size)
        self._sync_balls()

    # ------------------------------------------------------------------ state helpers
    @property
    def state(self) -> Any:
        """The engine's current state."""
        return self.match.state

    def _style(self, key: Hashable) -> tuple[Color, str, bool]:
        seat = int(key)  # type: ignore[call-overload]
        _, color, stripe = pieces.ball_style(self.players[seat].style)
        return color, str(seat + 1), stripe

    def _balls_at(self, h: Hex) -> list[str]:
        return [f"Ball {k + 1}: {self.players[k].name}" for k, b in self.tl.balls.items() if b.visible and b.cell == h]  # type: ignore[operator]

    def human_turn(self) -> bool:
        """True when a person (not the computer, not the die) is to act."""
        cp = self.state.current_player
        return cp >= 0 and cp not in self.bots

    def shown_turn(self) -> int:
        """The player the screen is about: the one whose stroke is shown, else the one on turn."""
        if self.actor is not None:
            return self.actor
        return int(self.state.turn)

    def idle(self) -> bool:
        """True when nothing is being shown and nothing is pending: the game waits for a choice."""
        cp = self.state.current_player
        announced = cp < 0 or cp == self.last_turn  # a new player's turn is announced (and handed over) first
        return self.tl.done and not self.die.rolling and self.hold <= 0 and not self.queue and not self.busy and announced

    def _make_poll(self) -> Any:
        """A watcher on the file of the course on screen (None for a course built in code)."""
        from game.courses import CourseError
        from game.courses.watch import CourseWatcher

        self._poll_clock = 0.0
        path = self.paths[self.course_shown] if self.course_shown < len(self.paths) else None
        if path is None or not path.is_file():
            return None
        try:
            return CourseWatcher(path)
        except CourseError:
            return None  # it broke since the game started: keep playing what was loaded

    # ------------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        w, h = size
        margin = px(14, s)
        panel_w = min(px(300, s), int(w * 0.3))
        self.panel = pygame.Rect(w - margin - panel_w, margin, panel_w, h - 2 * margin)
        strip_h = px(156, s)
        self.strip = pygame.Rect(margin, h - margin - strip_h, self.panel.x - 2 * margin, strip_h)
        board = pygame.Rect(margin, margin, self.strip.w, self.strip.y - margin - px(8, s))
        self.view.set_rect(board, s)
        self.instruction = pygame.Rect(self.strip.x + px(16, s), self.strip.y + px(8, s), self.strip.w - px(32, s), px(30, s))
        content = pygame.Rect(self.strip.x + px(12, s), self.instruction.bottom + px(4, s), self.strip.w - px(24, s), self.strip.bottom - self.instruction.bottom - px(14, s))
        self.hand.layout(content, s)
        self.card_slot = pygame.Rect(content.x, content.y, int(content.h * 0.95), content.h)
        self.tray = pygame.Rect(self.card_slot.right + px(16, s), content.y, min(px(300, s), content.w // 3), content.h)
        self.roll_text = pygame.Rect(self.tray.right + px(16, s), content.y, content.right - self.tray.right - px(16, s), content.h)
        # panel: heading, players, buttons
        pad = px(14, s)
        head_h = text.font("ui", px(BASE_SIZES["small"], s)).get_linesize() + text.font("heading", px(30, s)).get_linesize()
        self.panel_head = pygame.Rect(self.panel.x + pad, self.panel.y + pad, self.panel.w - 2 * pad, max(px(58, s), head_h))
        bh = px(50, s)
        bw = (self.panel.w - 2 * pad - px(10, s)) // 2
        self.scorecard_button.rect = pygame.Rect(self.panel.x + pad, self.panel.bottom - pad - bh, bw, bh)
        self.menu_button.rect = pygame.Rect(self.scorecard_button.rect.right + px(10, s), self.panel.bottom - pad - bh, bw, bh)
        self.buttons.set_scale(s)
        top = self.panel_head.bottom + px(8, s)
        room = self.scorecard_button.rect.top - px(10, s) - top
        n = len(self.players)
        self.row_h = max(px(20, s), min(px(52, s), room // max(1, n)))
        self.player_rows = [pygame.Rect(self.panel.x + pad, top + i * self.row_h, self.panel.w - 2 * pad, self.row_h - px(3, s)) for i in range(n)]
        self.banner_rect = pygame.Rect(0, 0, min(px(560, s), board.w - px(40, s)), px(46, s))
        self.banner_rect.midtop = (board.centerx, board.y + px(10, s))

    # ------------------------------------------------------------------ flow
    def update(self, dt: float) -> None:
        if self.view.hover != self._hover_cell:
            self._hover_cell, self._hover_age = self.view.hover, 0.0
        else:
            self._hover_age += dt
        speed = self.app.settings.speed_factor
        d = dt * speed
        if self.banner is not None:
            seat, line, t = self.banner
            self.banner = (seat, line, t + dt) if t + dt < 2.6 else None
        if self.die.rolling:
            if self.die.update(d):
                self.app.sounds.play("place", 0.6)
                self.hold = max(self.hold, AFTER_ROLL)
            return
        for cue in self.tl.update(d):
            self.app.sounds.play(cue)
        self.view.set_hidden(self.tl.hidden)
        if not self.tl.done:
            self._follow_ball()
            return
        if self.hold > 0:
            self.hold -= d
            if self.hold > 0:
                return
        if self.queue:
            self.queue.pop(0)()
            return
        if self.busy:
            return
        self._reload_course(dt)
        self._step_game()

    def _follow_ball(self) -> None:
        """Keep the moving ball in view when the course is zoomed in."""
        if self.view.zoomed_in and self.tl.moving is not None:
            b = self.tl.balls.get(self.tl.moving)
            if b is not None and b.visible:
                self.view.ensure_visible(b.pos if b.cell is None else self.view.map_center(b.cell))

    def _step_game(self) -> None:
        state = self.state
        cp = state.current_player
        if cp == TERMINAL:
            return
        if cp != self.last_turn and cp >= 0:
            self._new_turn(cp)
            if self.busy:
                return
        if cp == CHANCE:
            self.apply(self.chance.draw(state, self.ply))
        elif cp in self.bots:
            self._bot_turn(cp)
        else:
            self._prepare_human()

    def _new_turn(self, seat: int) -> None:
        """Announce whose turn it is; between two people in Basic mode, hand the controls over."""
        previous = self.last_turn
        self.last_turn = seat
        name = self.players[seat].name
        stroke = self.state.counters[seat] + 1
        self.banner = (seat, f"stroke {stroke}" if self.state.status[seat] != "waiting" else "tee off", 0.0)
        if self.view.zoomed_in:
            ball = self.state.positions[seat] if self.state.status[seat] == "playing" else None
            cells = [ball] if ball is not None else self.legal_cells()
            if cells:
                self.view.ensure_visible(self.view.map_center(cells[0]))
        humans = [i for i, p in enumerate(self.players) if not p.computer]
        if (
            previous is not None
            and previous != seat
            and seat in humans
            and len(humans) > 1
            and self.state.mode == "basic"
        ):
            self.busy = True
            self.app.stack.push(HandOver(self.app, name, seat, self.players[seat].style, self._handed_over, detail="It is your turn on this course."))

    def _handed_over(self) -> None:
        self.busy = False

    def apply(self, action: Action) -> None:
        """Play one action (a choice or a chance outcome) and start showing what happened."""
        before = self.state
        self.actor = before.turn
        events = self.match.apply(action)
        self.ply += 1
        self._preview_key = None
        self.aim_dir = None
        self._present(before, events)

    def _present(self, before: Any, events: list[Any]) -> None:
        hooks = animate.Hooks(stroke=self._on_stroke, penalty=self._on_penalty)
        where = lambda ball: before.positions[ball] if before.status[ball] == "playing" else None  # noqa: E731
        for e in events:
            k = type(e).__name__
            if k == "CardChosen":
                self.hand.chosen = self.hand.index_of(e.card)
                self.rolled = None
            elif k == "Aimed":
                self.hand.chosen = self.hand.index_of(e.card)
                self.rolled = None
            elif k == "DieRolled":
                self.hand.chosen = self.hand.index_of(e.card)
                self.rolled = (e.card, e.face, e.impulses)
                self.die.throw(e.face, start=(-0.15, 0.65), end=(0.5, 0.5))
                self.app.sounds.play("roll")
        beats = animate.beats_for(events, self.courses[self.course_shown], hooks, where)
        self.tl.add(*beats)
        finished = [e for e in events if type(e).__name__ == "CourseFinished"]
        over = [e for e in events if type(e).__name__ == "GameOver"]
        if any(type(e).__name__ == "Struck" for e in events):
            self.queue.append(self._stroke_done)
        if finished:
            self.queue.append(lambda: self._course_results(finished[0], bool(over)))

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
        for seat in range(len(self.players)):
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
        table = score_table(self.state, self.players, self.penalties, title=f"Course {name} finished: {finished.name}")
        if game_over:
            table.current = None
        self.busy = True
        self.app.stack.push(
            ScorecardOverlay(
                self.app,
                table,
                close_keys=(pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE),
                button="See the ranking" if game_over else "Next course",
                on_close=self._show_ranking if game_over else self._next_course,
            )
        )

    def _next_course(self) -> None:
        self.busy = False
        self.course_shown = self.state.course_index
        self.view.set_course(self.courses[self.course_shown])
        self.view.fit()
        self.view.describe = describer(self.view.course, self.view.objects_at, self._balls_at)
        self.tl = flight.Timeline(self.view.map_center)
        self.last_turn = None
        self.poll = self._make_poll()
        self._sync_balls()

    def _show_ranking(self) -> None:
        from game.scenes.ranking import RankingScene

        state = self.state
        totals = [int(round(t)) for t in state.scores()]
        entries = rank_entries(totals, state.finished, self.players)
        rematch = lambda: self.app.stack.replace(CaromScene(self.app, self.result))  # noqa: E731
        self.app.stack.replace(RankingScene(self.app, "Carom Golf: final ranking", entries, on_rematch=rematch))

    # ------------------------------------------------------------------ computer players
    def _bot_turn(self, seat: int) -> None:
        """Ask the computer, then show its choice for a moment before playing it."""
        action = self.bots[seat].choose(self.state)
        kind = action[0] if isinstance(action, tuple) else ""
        self.busy = True
        pause = BOT_PAUSE.get(kind, 0.5)
        if kind in ("tee", "place"):
            self.select_cell = Hex(int(action[1]), int(action[2]))
        elif kind == "card":
            self.hand.chosen = self.hand.index_of(str(action[1]))
            self.app.sounds.play("click", 0.5)
        elif kind == "strike":
            self.aim_dir = int(action[1])
        elif kind == "aim":
            self.hand.chosen = self.hand.index_of(str(action[1]))
            self.aim_dir = int(action[2])
        self.hold = pause

        def play() -> None:
            self.busy = False
            self.apply(action)

        self.queue.append(play)

    # ------------------------------------------------------------------ people
    def _prepare_human(self) -> None:
        phase = self.state.phase
        if phase in ("strike", "aim") and self.aim_dir is None:
            dirs = self.legal_directions()
            if dirs:
                self.aim_dir = self._best_default_dir(dirs)

    def legal_directions(self) -> list[int]:
        """The directions the engine allows for the stroke (or the aim) now."""
        out = []
        for a in self.state.legal_actions():
            if isinstance(a, tuple) and a[0] == "strike":
                out.append(int(a[1]))
            elif isinstance(a, tuple) and a[0] == "aim":
                if int(a[2]) not in out:
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
        if not self.idle() or not self.human_turn():
            return
        phase = self.state.phase
        if phase in ("tee", "place"):
            if h in self.legal_cells():
                self.apply((phase, h.q, h.r))
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
            self.apply(("strike", self.aim_dir))
        elif self.state.phase == "aim":
            card = self.hand.cards[self.hand.focus if self.hand.chosen is None else self.hand.chosen].id
            self.apply(("aim", card, self.aim_dir))

    def _pick_card(self, index: int) -> None:
        if self.state.phase == "card":
            self.apply(("card", self.hand.cards[index].id))
        elif self.state.phase == "aim":
            self.hand.chosen = index
            self.hand.focus = index

    def skip(self) -> None:
        """Jump to the end of what is being shown (the die, the stroke, a computer's pause)."""
        self.die.skip()
        for cue in self.tl.finish():
            self.app.sounds.play(cue)
        self.view.set_hidden(self.tl.hidden)
        self.hold = 0.0

    # ------------------------------------------------------------------ scorecard, pause
    def open_scorecard(self) -> None:
        """Show the scorecard over the game."""
        from game.scenes.scorecard import ScorecardOverlay

        name = ROMAN[self.course_shown] if self.course_shown < len(ROMAN) else str(self.course_shown + 1)
        table = score_table(self.state, self.players, self.penalties, title=f"Scorecard: course {name} of {len(self.courses)}", shown_counters=self.counters_shown)
        self.app.stack.push(ScorecardOverlay(self.app, table))

    def open_pause(self) -> None:
        """The pause menu."""
        from game.scenes.pause import PauseMenu

        self.app.stack.push(PauseMenu(self.app, "carom", "Carom Golf", game_running=lambda: self.state.current_player != TERMINAL))

    # ------------------------------------------------------------------ hot reload
    def _reload_course(self, dt: float) -> None:
        """Between turns: if the course file was saved, play on the new version (a broken save keeps the old)."""
        if self.poll is None:
            return
        self._poll_clock += dt
        if self._poll_clock < POLL_SECONDS:
            return
        self._poll_clock = 0.0
        found = self.poll.poll()
        if found is None:
            return
        if not isinstance(found, CourseMap):
            self.app.notify(f"Course not reloaded, keeping the last good version: {found}")
            return
        course = found
        from game.courses.validate import check_course, errors_in

        problems = errors_in(check_course(course))
        if problems:
            self.app.notify(f"Course not reloaded, keeping the last good version: {problems[0].line(course.source)}")
            return
        try:
            data = self.state.to_json()
            data["courses"][self.course_shown] = course.to_json()
            new_state = catalog.load_state(data)
        except (StateFormatError, KeyError, IndexError, TypeError, ValueError) as exc:
            self.app.notify(f"Course not reloaded, keeping the last good version: {exc}")
            return
        self.match.state = new_state
        self.courses[self.course_shown] = course
        self.view.set_course(course)
        self.view.describe = describer(course, self.view.objects_at, self._balls_at)
        self._preview_key = None
        self._sync_balls()
        self.app.notify(f"Course reloaded: {course.name}")

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.open_scorecard()
            return True
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons.widgets:
                b.focused = b.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons.widgets:
                if b.rect.collidepoint(event.pos):
                    b.activate()
                    return True
        animating = not self.idle()
        if animating:
            if event.type == pygame.KEYDOWN and event.key not in SKIP_KEYS_IGNORED:
                self.skip()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.skip()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hand.hover = self.hand.at(event.pos)
        if self.view.handle_event(event):
            return True
        if animating or not self.human_turn():
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
        key = event.key
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
                self.apply((phase, h.q, h.r))
                return True
        if phase in ("card", "aim") and not (phase == "aim" and event.mod & pygame.KMOD_CTRL):
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
    def _chrome(self, size: tuple[int, int]) -> pygame.Surface:
        """The table with the empty panel and strip cards (drawn once per window size)."""
        key = (size, tuple(self.panel), tuple(self.strip), LOOK.version)
        if getattr(self, "_chrome_key", None) != key:
            s = self.app.scale
            surf = pygame.Surface(size)
            drawing.table(surf, s)
            drawing.card(surf, self.panel, radius=px(14, s), lift=px(6, s))
            drawing.card(surf, self.strip, radius=px(14, s), lift=px(6, s))
            self._chrome_surface, self._chrome_key = surf, key
        return self._chrome_surface

    def _static(self, size: tuple[int, int]) -> pygame.Surface:
        """Table, cards and the board in one picture, so a frame starts with a single blit."""
        chrome = self._chrome(size)
        if getattr(self, "_static_key", None) != (self._chrome_key, self.view.layer_key()):
            base = chrome.copy()
            self.view.draw_board(base)
            self._static_surface, self._static_key = base, (self._chrome_key, self.view.layer_key())
        return self._static_surface

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        surface.blit(self._static(surface.get_size()), (0, 0))
        self._draw_choices(surface)
        self.tl.draw_under(surface, self.view, lambda k: self._style(k)[0])
        sprites = self.tl.sprites(self._style)
        if self.idle() and self.human_turn() and self.state.phase not in ("tee", "place"):
            for sp in sprites:
                if sp.key == self.state.turn:
                    sp.ring = PALETTE.gold
        self.view.draw_balls(surface, sprites)
        self.tl.draw_over(surface, self.view, s)
        self._draw_counter_bubble(surface, s)
        self.view.draw_hover(surface)
        self._draw_strip(surface, s)
        self._draw_panel(surface, s)
        if self.banner is not None:
            seat, line, t = self.banner
            p = self.players[seat]
            draw_turn_banner(surface, self.banner_rect, p.name, seat, p.style, line + ("  ·  computer" if p.computer else ""), s, min(1.0, t * 5, (2.6 - t) * 4))
        # while aiming the pointer sweeps the board: the label waits until it rests on a hex
        aiming = self.state.phase in ("strike", "aim") and self.human_turn()
        tip = self.view.hover_lines() if self._hover_age >= (HOVER_REST if aiming else 0.0) else []
        hand_tip = self.hand.hover is not None and self.state.phase in ("card", "aim")
        if hand_tip:
            self.view.mouse = pygame.mouse.get_pos() if self.view.mouse is None else self.view.mouse
            self.view.draw_tooltip(surface, [self.hand.describe(self.hand.hover)])  # type: ignore[arg-type]
        elif tip:
            self.view.draw_tooltip(surface, tip)

    def _draw_choices(self, surface: pygame.Surface) -> None:
        """Legal tee hexes, the aim arrow and the path preview."""
        if not self.tl.done or self.die.rolling:
            return
        state = self.state
        phase = state.phase
        cp = state.current_player
        if cp < 0:
            return
        if phase in ("tee", "place"):
            cells = self.legal_cells()
            self.view.draw_cells(surface, cells, PALETTE.gold, 70, outline=max(2, px(2, self.app.scale)))
            chosen = None
            if cp in self.bots and self.select_cell in cells:
                chosen = self.select_cell
            elif cp not in self.bots and cells:
                hover = self.view.hover
                chosen = hover if hover in cells else cells[self.select_index % len(cells)]
            if chosen is not None:
                self.view.draw_cells(surface, [chosen], PALETTE.cream_text, 120, outline=max(2, px(3, self.app.scale)))
            return
        if phase in ("strike", "aim") and self.aim_dir is not None:
            ball = self.ball_cell()
            if ball is None:
                return
            if phase == "strike" and self.show_path:
                self._draw_preview(surface, ball)
            self._draw_arrow(surface, ball, self.aim_dir)

    def _draw_arrow(self, surface: pygame.Surface, ball: Hex, d: int) -> None:
        s = self.view.cell_size
        x0, y0 = self.view.hex_center(ball)
        x1, y1 = self.view.hex_center(ball.neighbor(d))
        ang = math.atan2(y1 - y0, x1 - x0)
        start = (x0 + math.cos(ang) * s * 0.42, y0 + math.sin(ang) * s * 0.42)
        tip = (x0 + math.cos(ang) * s * 1.05, y0 + math.sin(ang) * s * 1.05)
        width = max(3, round(s * 0.12))
        clip = surface.get_clip()
        surface.set_clip(self.view.rect)
        pygame.draw.line(surface, (30, 16, 8), (start[0] + 2, start[1] + 2), (tip[0] + 2, tip[1] + 2), width)
        pygame.draw.line(surface, PALETTE.gold, start, tip, width)
        head = [
            (tip[0] + math.cos(ang) * s * 0.22, tip[1] + math.sin(ang) * s * 0.22),
            (tip[0] + math.cos(ang + 2.3) * s * 0.22, tip[1] + math.sin(ang + 2.3) * s * 0.22),
            (tip[0] + math.cos(ang - 2.3) * s * 0.22, tip[1] + math.sin(ang - 2.3) * s * 0.22),
        ]
        pygame.draw.polygon(surface, PALETTE.gold, head)
        pygame.draw.polygon(surface, (30, 16, 8), head, max(1, width // 3))
        surface.set_clip(clip)

    def preview_events(self) -> list[Any]:
        """What striking in the aimed direction would do (the engine plays it on a copy; nothing changes)."""
        key = (self.ply, self.aim_dir if self.aim_dir is not None else -1)
        if key != self._preview_key:
            self._preview_key = key
            try:
                _, self._preview = self.state.apply(("strike", self.aim_dir))
            except Exception:  # an illegal aim has no preview
                self._preview = []
        return self._preview

    def _draw_preview(self, surface: pygame.Surface, ball: Hex) -> None:
        events = self.preview_events()
        s = self.view.cell_size
        clip = surface.get_clip()
        surface.set_clip(self.view.rect)
        for b, a, c, airborne in animate.path_of(events):
            color = self._style(b)[0]
            p0, p1 = self.view.hex_center(a), self.view.hex_center(c)
            dot = (250, 246, 236) if b == self.state.turn else color
            r = max(2, s * (0.05 if airborne else 0.07))
            for t in (0.5, 1.0):
                x, y = p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t
                pygame.draw.circle(surface, (30, 16, 8), (x + 1, y + 1), r + 1)
                pygame.draw.circle(surface, dot if not airborne else (200, 228, 250), (x, y), r)
        for kind, cell in animate.end_marks(events):
            cx, cy = self.view.hex_center(cell)
            color = {"hole": PALETTE.gold, "water": (120, 180, 240), "out": PALETTE.accent, "mole": PALETTE.accent, "carom": (255, 236, 160)}.get(kind, (250, 246, 236))
            pygame.draw.circle(surface, color, (cx, cy), s * 0.42, max(2, round(s * 0.06)))
        surface.set_clip(clip)

    def _draw_counter_bubble(self, surface: pygame.Surface, s: float) -> None:
        """The moving ball's remaining impulses, next to it."""
        if self.tl.done or self.tl.counter is None:
            return
        key, n = self.tl.counter
        b = self.tl.balls.get(key)
        if b is None or not b.visible:
            return
        pos = self.view.to_screen(*b.pos) if b.cell is None else self.view.hex_center(b.cell)
        lift = b.height * self.view.cell_size
        r = max(px(13, s), int(self.view.cell_size * 0.26))
        c = (pos[0] + self.view.cell_size * 0.42, pos[1] - self.view.cell_size * 0.42 - lift)
        pygame.draw.circle(surface, (30, 16, 8), (c[0] + 1, c[1] + 2), r)
        pygame.draw.circle(surface, PALETTE.ink, c, r)
        pygame.draw.circle(surface, PALETTE.gold, c, r, max(1, px(2, s)))
        img = text.render(str(n), "bold", text.fit_size(str(n), "bold", int(r * 1.2), int(r * 1.6)), PALETTE.cream_text)
        surface.blit(img, img.get_rect(center=c))

    def instruction_text(self) -> str:
        """What the player on turn should do now, in words."""
        state = self.state
        cp = state.current_player
        if cp == TERMINAL:
            return "The game is over."
        seat = state.turn
        name = self.players[seat].name
        if not self.tl.done or self.die.rolling:
            if self.actor is not None:
                name = self.players[self.actor].name
            if self.die.rolling:
                return f"{name} rolls the die… Click or press {_skip_key()} to skip."
            if self.rolled is not None:
                card, face, n = self.rolled
                return f"{name}: {n} impulses. Click or press {_skip_key()} to skip."
            return f"Click or press {_skip_key()} to skip."
        if seat in self.bots:
            return f"{name} (computer) is choosing…"
        phase = state.phase
        stroke = state.counters[seat] + 1
        if phase == "tee":
            return f"{name}: click one of the six tee hexes to place your ball (or {hint('left', 'right')} and {hint('confirm')})."
        if phase == "place":
            return f"{name}: your ball comes out of the mole hole. Click a hex next to it."
        if phase == "card":
            return f"{name}, stroke {stroke}: pick a card, or none. Each shows the impulses it can give."
        if phase == "aim":
            if self.hand.chosen is None:
                return f"{name}, stroke {stroke}: pick a card first; you choose the direction before the roll."
            return f"{name}: now point at a neighbouring hex and click to aim ({hint('left', 'right')} turn, {hint('confirm')})."
        if phase == "strike":
            n = state.impulses()
            return f"{name}: {n} impulses. Point where the ball should go and click ({hint('left', 'right')} turn, {hint('confirm')} strike)."
        return ""

    def _draw_strip(self, surface: pygame.Surface, s: float) -> None:
        msg = self.instruction_text()
        size = text.fit_size(msg, "ui", px(BASE_SIZES["ui"] - 4, s), self.instruction.w)
        surface.blit(text.render(msg, "ui", size, PALETTE.ink), text.render(msg, "ui", size, PALETTE.ink).get_rect(midleft=self.instruction.midleft))
        phase = self.state.phase
        show_hand = self.tl.done and not self.die.rolling and self.rolled is None and phase in ("card", "aim")
        if show_hand and self.state.current_player >= 0:
            self.hand.enabled = self.human_turn()
            self.hand.draw(surface, dim_others=self.hand.chosen is not None)
            return
        if self.rolled is not None or self.die.rolling or self.hand.chosen is not None:
            self._draw_roll(surface, s)
        elif phase in ("tee", "place") and self.tl.done and self.human_turn():
            self._draw_tips(surface, s)

    def _draw_tips(self, surface: pygame.Surface, s: float) -> None:
        """While a ball is placed, the strip has room for how to find out more."""
        tips = (
            "New to Carom Golf? Point at any hex to see what it does to the ball.",
            f"{hint('pause')} opens the menu with How to play (the rules with pictures); {hint('scorecard')} shows the scorecard.",
            f"Mouse wheel or {hint('zoom_in')} and {hint('zoom_out')} zoom the course; drag it, or use"
            f" {hint('pan_up', 'pan_left', 'pan_down', 'pan_right')}, to move it.",
        )
        size = px(BASE_SIZES["small"], s)
        line_h = text.font("body", size).get_linesize()
        y = self.card_slot.y + px(4, s)
        for tip in tips:
            fsize = text.fit_size(tip, "body", size, self.instruction.w)
            surface.blit(text.render(tip, "body", fsize, PALETTE.ink_soft), (self.instruction.x, y))
            y += line_h

    def _draw_roll(self, surface: pygame.Surface, s: float) -> None:
        """The chosen card, the die in its tray, and the impulses once it has landed."""
        if self.hand.chosen is not None:
            c = self.hand.cards[self.hand.chosen]
            drawing.card(surface, self.card_slot, radius=px(10, s), lift=px(6, s), border=PALETTE.accent, border_width=px(3, s))
            label = "none" if c.op == "none" else c.label
            img = text.render(label, "title", text.fit_size(label, "title", int(self.card_slot.h * 0.42), self.card_slot.w - px(10, s)), PALETTE.accent)
            surface.blit(img, img.get_rect(center=self.card_slot.center))
        tray = self.tray
        pygame.draw.rect(surface, (122, 84, 56), tray, border_radius=px(12, s))
        felt = tray.inflate(-px(8, s), -px(8, s))
        pygame.draw.rect(surface, (54, 98, 70), felt, border_radius=px(10, s))
        if self.rolled is not None or self.die.rolling:
            clip = surface.get_clip()
            surface.set_clip(felt)  # the die rolls in over the tray's edge and stays on the felt
            self.die.draw(surface, felt, int(min(felt.h * 0.62, px(64, s))))
            surface.set_clip(clip)
        if self.rolled is not None and not self.die.rolling:
            card, face, n = self.rolled
            c = self.hand.cards[self.hand.index_of(card)]
            formula = {
                "add": f"{face} + {c.value}",
                "mul": f"{face} × {c.value}",
                "square": f"{face} × {face}",
                "half": f"half of {face}",
            }.get(c.op, f"{face}")
            line = f"{n} impulses" if c.op == "none" else f"{formula} = {n} impulses"
            fsize = text.fit_size(line, "heading", px(BASE_SIZES["heading"], s), self.roll_text.w)
            img = text.render(line, "heading", fsize, PALETTE.ink)
            surface.blit(img, img.get_rect(midleft=(self.roll_text.x, self.roll_text.centery - px(10, s))))
            data = _engine_data()
            if n >= data.LONG_STROKE:
                note = f"{data.LONG_STROKE} or more: a long stroke, the ball flies, then rolls the last {data.ROLL_STEPS} steps."
                nsize = text.fit_size(note, "body", px(BASE_SIZES["small"], s), self.roll_text.w)
                surface.blit(text.render(note, "body", nsize, PALETTE.ink_soft), (self.roll_text.x, self.roll_text.centery + px(12, s)))

    def _draw_panel(self, surface: pygame.Surface, s: float) -> None:
        """The side panel, redrawn only when something on it changed."""
        state = self.state
        key = (
            tuple(self.panel),
            self.course_shown,
            self.courses[self.course_shown].name,
            tuple(self.counters_shown),
            tuple(state.status),
            state.course_index,
            self.shown_turn() if state.current_player != TERMINAL else -1,
            tuple(b.focused for b in self.buttons.widgets),
            self._button_hints(),
            LOOK.version,
        )
        if getattr(self, "_panel_key", None) != key:
            canvas = getattr(self, "_panel_canvas", None)
            if canvas is None or canvas.get_size() != self.panel.bottomright:
                # painted in window coordinates; kept between repaints (at 4K it is tens of megabytes)
                canvas = self._panel_canvas = pygame.Surface(self.panel.bottomright)
            canvas.blit(surface, self.panel.topleft, self.panel)
            self._paint_panel(canvas, s)
            self._panel_surface = canvas.subsurface(self.panel).copy()
            self._panel_key = key
        surface.blit(self._panel_surface, self.panel.topleft)

    def _button_hints(self) -> tuple[str, str]:
        """The keys (or controller buttons, when one was used last) written on the panel's buttons."""
        self.scorecard_button.detail, self.menu_button.detail = hint("scorecard"), hint("pause")
        return (self.scorecard_button.detail, self.menu_button.detail)

    def _paint_panel(self, surface: pygame.Surface, s: float) -> None:
        state = self.state
        idx = self.course_shown
        head = f"Course {ROMAN[idx] if idx < len(ROMAN) else idx + 1} of {len(self.courses)}"
        small = text.render(head, "ui", px(BASE_SIZES["small"], s), PALETTE.ink_soft)
        surface.blit(small, self.panel_head.topleft)
        name = self.courses[idx].name
        mode = "Carom mode" if state.mode == "carom" else "Basic mode"
        nsize = text.fit_size(name, "heading", px(30, s), self.panel_head.w)
        surface.blit(text.render(name, "heading", nsize, PALETTE.ink), (self.panel_head.x, self.panel_head.y + small.get_height()))
        mimg = text.render(mode, "body", px(BASE_SIZES["small"] - 2, s), PALETTE.ink_soft)
        surface.blit(mimg, mimg.get_rect(topright=self.panel_head.topright))
        fsize = max(10, min(px(BASE_SIZES["body"], s), int(self.row_h * 0.5)))
        for seat, (p, r) in enumerate(zip(self.players, self.player_rows)):
            on_turn = state.current_player != TERMINAL and seat == self.shown_turn()
            if on_turn:
                pygame.draw.rect(surface, PALETTE.paper_shade, r, border_radius=px(8, s))
                pygame.draw.rect(surface, PALETTE.gold, r, max(1, px(2, s)), border_radius=px(8, s))
            _, color, stripe = pieces.ball_style(p.style)
            br = max(4, int(r.h * 0.36))
            pieces.draw_ball(surface, (r.x + px(6, s) + br, r.centery), br, color, str(seat + 1), stripe=stripe)
            status = state.status[seat] if self.course_shown == state.course_index else "holed"
            note = {"waiting": "to tee off", "mole": "in the mole hole", "holed": "in the hole", "retired": "picked up"}.get(status, "")
            counter = self.counters_shown[seat] if seat < len(self.counters_shown) else 0
            cimg = text.render(str(counter), "bold", int(fsize * 1.2), PALETTE.accent)
            crect = cimg.get_rect(midright=(r.right - px(10, s), r.centery))
            surface.blit(cimg, crect)
            x = r.x + px(14, s) + 2 * br
            room = crect.left - x - px(8, s)
            label = p.name + (" · cpu" if p.computer else "")
            lsize = text.fit_size(label, "ui", fsize, room)
            limg = text.render(label, "ui", lsize, PALETTE.ink)
            nimg = text.render(note, "body", text.fit_size(note, "body", max(9, int(fsize * 0.75)), room), PALETTE.ink_soft)
            if note and r.h >= limg.get_height() + nimg.get_height() - px(4, s):
                top = r.centery - (limg.get_height() + nimg.get_height()) // 2
                surface.blit(limg, (x, top))
                surface.blit(nimg, (x, top + limg.get_height()))
            else:
                surface.blit(limg, limg.get_rect(midleft=(x, r.centery)))
        self.buttons.draw(surface)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        out = [("board", self.view.rect), ("strip", self.strip), ("panel head", self.panel_head)]
        out += [("scorecard", self.scorecard_button.rect), ("menu", self.menu_button.rect)]
        out += [(f"player {i}", r) for i, r in enumerate(self.player_rows)]
        return out
