"""Carom Golf on the shared table: the course, the stroke, its animations and the scores.

The table runs the turns (chance, computer players, hand-over, undo, saves,
replays); this plug-in never decides a rule. It shows what the engine allows,
hands the player's choice to ``table.play`` and animates the events the
engine returned. Between turns it may reload the course file if it was saved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.hexgrid import Hex
from game.match.hint import Hint
from game.render import ball_timeline, dice
from game.render.boardview import BoardView
from game.render.dice import THROW_TIME
from game.rules.carom import events as E
from game.rules.carom.actions import CaromAction
from game.rules.carom.events import CaromEvent
from game.rules.carom.state import CaromState
from game.rules.course import CourseMap
from game.rules.protocol import CHANCE, TERMINAL
from game.scenes.carom import animate, damage, hint_ghost
from game.scenes.carom.board import CaromDrawing, _engine_data, strip_tips
from game.scenes.carom.controls import CaromControls
from game.scenes.carom.courses import numeral
from game.scenes.carom.describe import describer
from game.scenes.carom.hand import CardHand
from game.scenes.carom.reload import CourseReloader
from game.scenes.carom.scores import limit_score, limit_words, rank_entries, score_table
from game.ui.theme import PALETTE, px

SOUNDS = ["place", "roll", "click", "hit", "bounce", "drop", "splash", "whoosh"]
"""What a game of Carom plays (read when the table is laid out)."""

if TYPE_CHECKING:
    from game.scenes.ranking import RankEntry
    from game.scenes.scorecard import ScoreTable
    from game.scenes.table.scene import TableScene

BOT_PAUSE = {"tee": 0.6, "place": 0.6, "card": 0.8, "strike": 0.9, "aim": 0.8}
"""Seconds a computer's choice stays on screen before it is played (at normal speed)."""
HOVER_REST = 0.6
REST_POLL_SECONDS = 2.0
"""While the game rests waiting for a person, the course file is looked at this often (each look redraws)."""
"""Seconds the pointer must rest on a hex, while aiming, before its label shows."""


class CaromGame(CaromControls, CaromDrawing):
    """Carom Golf's board, hand of cards, die tray and ball flights."""

    title = "Carom Golf"
    rules_id = "carom"
    score_label = "points"
    """Strokes plus penalty points (docs/rules/carom-golf.md, "Scores in words")."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.courses: list[CourseMap] = [c.course() for c in table.record.courses]
        self.show_path = bool(table.record.display.get("show_path", True))
        data = _engine_data()
        self.hand = CardHand(data.CHOICES, data.DIE_FACES)
        self.hand.roll.on_press = self._roll
        self.die_look = dice.DieLook(tuple(data.DIE_FACES))
        self.dice = dice.DiceTray(table.record.seed)
        """The tray's one die (render/dice.py, as every game's)."""
        self.course_shown = self.state.course_index
        self.view = BoardView(self.courses[self.course_shown])
        self.view.on_click = self._board_click
        self.pressed_on_board = False
        self.view.describe = describer(self.view.course, self.view.objects_at, self._balls_at)
        self.tl = ball_timeline.Timeline(self.view.map_center)
        self.counters_shown = list(self.state.counters)
        self.penalties = [[0] * len(self.courses) for _ in table.seats]
        self.retired: set[tuple[int, int]] = set()
        """(seat, course) of every ball picked up at the stroke limit, as the strokes shown so far stopped them."""
        self.queue: list[Callable[[], None]] = []
        self.rolled = None
        self.stroke_over = False
        """The card, die and impulses shown are of a stroke that has ended: kept to be read until the next decision."""
        self.aim_dir = None
        self.select_index = 0
        self.select_cell = None
        self._preview_key = None
        self._preview = []
        self._hover_cell: Hex | None = None
        self._hover_age = 0.0
        self.actor = None
        self._upcoming = None
        self.reloader = CourseReloader(self)
        self.labels_hidden = False
        self.content = pygame.Rect(0, 0, 0, 0)
        self.tooltip_box: pygame.Rect | None = None
        """Where this frame's label was drawn (for the table's redraw of what changed)."""
        self._damage: tuple[object, list[pygame.Rect]] = (None, [])
        """The board's key and rectangles when last asked (both stay while nothing on the board moves)."""

    # ------------------------------------------------------------------ state helpers
    def _balls_at(self, h: Hex) -> list[str]:
        # the timeline keys Carom Golf's balls by seat
        return [f"Ball {k + 1}: {self.table.seats[k].name}" for k, b in self.tl.balls.items() if isinstance(k, int) and b.visible and b.cell == h]

    def prepare_human(self, seat: int) -> None:
        """A person's decision opens: the last stroke's card and die go back to the hand in this very frame, so the
        prompt that comes up with it never stands over the stroke's card (the loop may rest right after this frame)."""
        self._put_roll_away()
        super().prepare_human(seat)

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
        self.warm_strip()
        self.table.app.sounds.preload(SOUNDS)

    def panel_heading(self) -> tuple[str, str]:
        idx = self.course_shown
        head = f"Course {numeral(idx)} of {len(self.courses)}"
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
        counter = self.counters_shown[seat] if seat < len(self.counters_shown) else 0
        if (seat, self.course_shown) in self.retired:
            return (str(limit_score(counter)), limit_words(limit_score(counter)))
        status = state.status[seat] if self.course_shown == state.course_index else "holed"  # the engine is on the next course: this one is done
        note = {"waiting": "to tee off", "mole": "in the mole hole", "holed": "in the hole"}.get(status, "")
        return (str(counter), note)

    def turn_line(self, seat: int) -> str:
        state = self.state
        self.labels_hidden = True
        if self.view.zoomed_in:
            ball = state.positions[seat] if state.status[seat] == "playing" else None
            cells = [ball] if ball is not None else self.legal_cells()
            if cells:
                self.view.ensure_visible(self.view.map_center(cells[0]))
        return f"stroke {self.stroke_number(seat)}" if state.status[seat] != "waiting" else "tee off"

    def handover_needed(self, previous: int | None, seat: int) -> bool:
        # in Carom mode everyone strokes in turn all the time: one shared table, no hand-over card
        return super().handover_needed(previous, seat) and self.state.mode == "basic"

    def handover_detail(self, seat: int) -> str:
        return "It is your turn on this course."

    # ------------------------------------------------------------------ flow
    def busy(self) -> bool:
        return self.dice.rolling or not self.tl.done or bool(self.queue)

    def wake_in(self) -> float | None:
        """Resting while a person decides: only the hover label and the course-file check are due."""
        if self.dice.rolling or not self.tl.done or self.queue or self.tl.settling:
            return 0.0
        due: list[float] = []
        if self.reloader.poll is not None:  # a resting game looks for a saved course file less often
            due.append(max(0.0, REST_POLL_SECONDS - self.reloader.clock))
        if self.view.hover is not None and self._hover_age < HOVER_REST:
            due.append(HOVER_REST - self._hover_age)
        return min(due) if due else None

    def update(self, dt: float) -> None:
        self.reloader.elapse(dt)
        if self.view.hover != self._hover_cell:
            self._hover_cell, self._hover_age = self.view.hover, 0.0
        else:
            self._hover_age += dt
        self.dice.update(dt)  # its beat on the timeline waits for it to land (animate.DieLanding)
        for cue in self.tl.update(dt):
            self.table.app.sounds.play(cue)
        self.view.set_hidden(self.tl.hidden)
        if not self.tl.done:
            self._follow_ball()
            return
        if self.queue:
            self.queue.pop(0)()
            return
        if self.stroke_over and self.table.may_act():
            self._put_roll_away()  # a person chooses now: the hand comes back, the die stays on the card it went with
        if not self.table.holds and self.table.pending is None:
            self.reloader.tick()

    def _follow_ball(self) -> None:
        """Keep the moving ball in view when the course is zoomed in."""
        if self.view.zoomed_in and self.tl.moving is not None:
            b = self.tl.balls.get(self.tl.moving)
            if b is not None and b.visible:
                self.view.ensure_visible(b.pos if b.cell is None else self.view.map_center(b.cell))

    def skip(self) -> None:
        for cue in self.tl.finish():  # a rolling die lands in its beat: its face shows from now
            self.table.app.sounds.play(cue)
        self.dice.skip()
        self.view.set_hidden(self.tl.hidden)

    def present(self, before: CaromState, action: CaromAction, events: Sequence[CaromEvent]) -> None:
        if before.current_player != CHANCE:  # a decision: what came of the last stroke has been read
            self._put_roll_away()
            self.hand.last = None
            self.tl.clear_labels()
        self.actor = before.turn
        self._preview_key = None
        self.aim_dir = None
        self.select_cell = None
        hooks = animate.Hooks(stroke=self._on_stroke, penalty=self._on_penalty, limit=self._on_limit, landed=self._die_landed)

        def where(ball: int) -> Hex | None:
            return before.positions[ball] if before.status[ball] == "playing" else None

        for e in events:
            if isinstance(e, (E.CardChosen, E.Aimed)):
                self.hand.chosen = self.hand.index_of(e.card)
                self.rolled = None
            elif isinstance(e, E.DieRolled):
                self.hand.chosen = self.hand.index_of(e.card)
                self.rolled = (e.card, e.face, e.impulses)
                self.dice.throw(self.die_look, [e.face])
                self.table.app.sounds.play("roll")
        beats = animate.beats_for(list(events), self.courses[self.course_shown], hooks, where, self.dice)
        self.tl.add(*beats)
        finished = [e for e in events if isinstance(e, E.CourseFinished)]
        over = [e for e in events if isinstance(e, E.GameOver)]
        if any(isinstance(e, E.Struck) for e in events):
            self.queue.append(self._stroke_done)
        if finished:
            self.queue.append(lambda: self._course_results(finished[0], bool(over)))

    def _die_landed(self, seen: bool) -> None:
        """The die lies still: its face is an outcome to read (``seen``: it landed on screen, not by a skip)."""
        if seen:
            self.table.app.sounds.play("place", 0.6)
        self.table.outcome()

    def sync(self) -> None:
        """Match the engine at once: the course in play, every ball, the counters (after undo, load, a jump)."""
        self.queue.clear()
        self.dice.skip()
        self.hand.chosen = None
        self.hand.last = None
        self.rolled = None
        self.stroke_over = False
        self.actor = None
        state = self.state
        if state.phase == "strike" and state.card is not None and state.face is not None:
            # the card is chosen and the die lies as it fell (after taking a strike back, a load, a jump): show them again
            self.hand.chosen = self.hand.index_of(state.card)
            self.rolled = (state.card, state.face, state.impulses())
            self.dice.show(self.die_look, [state.face])
        self.aim_dir = None
        self._preview_key = None
        if self.course_shown != self.state.course_index and self.state.current_player != TERMINAL:
            self._show_course(self.state.course_index)
        self.tl = ball_timeline.Timeline(self.view.map_center)
        self._recount_penalties()
        self._sync_balls()

    def _recount_penalties(self) -> None:
        """Penalty points per course, and the balls picked up at the limit, read again from the events of every move so far."""
        self.penalties = [[0] * len(self.courses) for _ in self.table.seats]
        self.retired = set()
        session = self.table.session
        for i in range(session.ply):
            before = session.before(i)
            _, events = before.apply(session.record.actions[i])  # a recorded action, as the session applied it
            assert isinstance(before, CaromState)  # the table hands this screen its own game's states
            for e in events:
                if isinstance(e, E.PenaltyCharged) and 0 <= e.player < len(self.penalties):
                    self.penalties[e.player][before.course_index] += e.points
                elif isinstance(e, E.Retired):
                    self.retired.add((e.player, before.course_index))

    def _on_stroke(self, player: int, counter: int) -> None:
        if 0 <= player < len(self.counters_shown):
            self.counters_shown[player] = counter

    def _on_penalty(self, player: int, points: int, counter: int, reason: str) -> None:
        if 0 <= player < len(self.counters_shown):
            self.counters_shown[player] = counter
            self.penalties[player][self.course_shown] += points

    def _on_limit(self, player: int, score: int) -> None:
        self.retired.add((player, self.course_shown))
        if 0 <= player < len(self.counters_shown):
            self.counters_shown[player] = max(self.counters_shown[player], score)

    def _stroke_done(self) -> None:
        """After a stroke: the board matches the engine again; the card, die and impulses stay to be read."""
        self.stroke_over = self.rolled is not None
        if not self.stroke_over:
            self.hand.chosen = None
            self.actor = None
        self._sync_balls()
        self.table.outcome()  # where the ball ended, and the labels of what it met

    def _put_roll_away(self, keep_die: bool = True) -> None:
        """The card of a finished stroke goes back to the hand, with its die's face on it (``keep_die``) until the next decision."""
        if not self.stroke_over:
            return
        if keep_die and self.rolled is not None and self.hand.chosen is not None:
            self.hand.last = (self.hand.chosen, self.rolled[1])
        self.hand.chosen = None
        self.rolled = None
        self.actor = None
        self.stroke_over = False

    def _sync_balls(self) -> None:
        """Put every ball where the engine says (the animation should already have it there)."""
        state = self.state
        if self.course_shown != state.course_index:
            return  # the engine is on the next course; this one's results are showing
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

    def _course_results(self, finished: E.CourseFinished, game_over: bool) -> None:
        from game.scenes.scorecard import ScorecardOverlay

        name = numeral(finished.course)
        par = self.pars()[finished.course] if finished.course < len(self.courses) else None
        title = f"Course {name} finished: {finished.name}" + (f" (par {par})" if par else "")
        table = score_table(self.state, self.table.seats, self.penalties, title=title, pars=self.pars(), retired=self.retired)
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
        self.tl = ball_timeline.Timeline(self.view.map_center)
        self.reloader.watch()
        self._sync_balls()

    # ------------------------------------------------------------------ scores and the end
    def score_table(self) -> ScoreTable:
        name = numeral(self.course_shown)
        return score_table(
            self.state,
            self.table.seats,
            self.penalties,
            title=f"Scorecard: course {name} of {len(self.courses)}",
            retired=self.retired,
            shown_counters=self.counters_shown,
            pars=self.pars(),
        )

    def ranking(self) -> tuple[str, list[RankEntry]]:
        state = self.state
        totals = [int(round(t)) for t in state.scores()]
        return "Carom Golf: final ranking", rank_entries(totals, state.finished, self.table.seats, self.pars(), self.penalties, self.retired)

    def describe(self) -> dict[str, Any]:
        return {"course": self.courses[self.course_shown].name}

    # ------------------------------------------------------------------ computer players
    def show_computer_choice(self, seat: int, action: CaromAction) -> float:
        if isinstance(action, int):  # a die face is chance's, never a computer's choice
            return 0.5
        self._put_roll_away(keep_die=False)  # it has been read: the computer goes on
        if action[0] == "tee" or action[0] == "place":
            self.select_cell = Hex(action[1], action[2])
        elif action[0] == "card":
            self.hand.chosen = self.hand.index_of(action[1])
            self.table.app.sounds.play("click", 0.5)
        elif action[0] == "strike":
            self.aim_dir = action[1]
        elif action[0] == "aim":
            self.hand.chosen = self.hand.index_of(action[1])
            self.aim_dir = action[2]
        return BOT_PAUSE.get(action[0], 0.5)

    # ------------------------------------------------------------------ drawing
    def static_key(self) -> object:
        return self.view.layer_key()

    def draw_static(self, surface: pygame.Surface) -> None:
        self.view.draw_board(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.table.scale
        self.tooltip_box = None
        self._draw_choices(surface)
        self.tl.draw_under(surface, self.view, lambda k: self._style(k)[0])
        sprites = self.tl.sprites(self._style)
        if self.table.may_act() and self.state.phase not in ("tee", "place"):
            for sp in sprites:
                if sp.key == self.state.turn:
                    sp.ring = PALETTE.gold
        self.view.draw_balls(surface, sprites)
        self.tl.draw_over(surface, self.view, s, faded=self.table.may_act())
        self._draw_counter_bubble(surface, s)
        self.view.draw_hover(surface)

    def draw_hint(self, surface: pygame.Surface, hint: Hint) -> list[pygame.Rect]:
        """The hint's ghost on the course (scenes/carom/hint_ghost.py)."""
        where = hint_ghost.draw(self, surface, hint)
        return [where] if where is not None else []

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Tooltips, over everything else on the table."""
        # while aiming the pointer sweeps the board: the label waits until it rests on a hex
        aiming = self.state.phase in ("strike", "aim") and self.human_on_turn()
        tip = self.view.hover_lines() if self._hover_age >= (HOVER_REST if aiming else 0.0) else []
        card = self.hand.hover if self.hand_shown() else None  # a card's words only while the hand is out
        if card is not None:
            self.view.mouse = pygame.mouse.get_pos() if self.view.mouse is None else self.view.mouse
            self.tooltip_box = self.view.draw_tooltip(surface, [self.hand.describe(card)])
        elif tip and not self.labels_hidden:
            self.tooltip_box = self.view.draw_tooltip(surface, tip, avoid=self.aim_marks() if aiming else (), bounds=self.view.rect)

    def board_damage(self) -> list[pygame.Rect] | None:
        """Where this frame's board pieces, choices and effects went (the same as last frame while the board is still)."""
        key = damage.board_key(self)
        if key is None or key != self._damage[0]:
            self._damage = (key, damage.board_rects(self))
        return self._damage[1]

    def draw_strip_moving(self, surface: pygame.Surface, rect: pygame.Rect) -> list[pygame.Rect]:
        """The die while it rolls, over the tray the strip drew."""
        if not self.dice.rolling:
            return []
        s = self.table.scale
        if self.rolled is not None and self.dice.time >= THROW_TIME / 4:  # not in the roll's first frame, which repaints the strip
            self._roll_words(s)  # the sum shown when the die lands, ready before it does (cached: cheap again after)
        felt = dice.felt_of(self.tray, s)
        self.dice.draw_dice(surface, felt, s)
        return [felt]

    def board_key(self) -> object:
        """What the board shows, while nothing on it moves."""
        return damage.board_key(self)

    def overlay_damage(self) -> list[pygame.Rect] | None:
        """Where this frame's label went (it may cover the strip and the panel)."""
        return damage.label_rects(self)

    def strip_key(self) -> object:
        """Exactly what the strip shows (as draw_strip chooses it): the hand's look, or the chosen card, die and roll, or the tips.

        Only what is drawn goes in, not whose turn it is: the table keeps the
        pictures of recent keys (table/strip_cache.py), and every computer's
        hand looks the same.
        """
        h, d = self.hand, self.dice
        phase = self.state.phase
        if self.hand_shown():
            self.set_roll_button()
            button = (tuple(h.roll.rect), h.roll.detail) if h.roll_shown else None
            return ("hand", h.focus, h.hover, h.chosen, h.last, self.human_on_turn(), tuple(map(tuple, h.rects)), h.scale, button)
        if self.rolled is not None or d.rolling or h.chosen is not None:
            die = d.look_key()  # a rolling die: draw_strip_moving
            note = self.long_note() if self.rolled is not None and self.rolled[2] >= _engine_data().LONG_STROKE else None
            return ("roll", h.chosen, self.rolled, die, tuple(self.card_slot), tuple(self.tray), tuple(self.roll_text), note)
        if phase in ("tee", "place") and self.tl.done and self.human_on_turn():
            return ("tips", strip_tips(), tuple(self.card_slot), tuple(self.content))
        return ("nothing",)

    def strip_change(self, old: object, new: object) -> list[pygame.Rect] | None:
        """Between two looks of the chosen card and its die: only the tray and the words (damage.py)."""
        return damage.strip_change(self, old, new)

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
