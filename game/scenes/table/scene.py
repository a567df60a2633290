"""The table: the one turn loop every game's play screen runs in.

It asks the engine whose turn it is; draws chance outcomes from the match's
seed; lets a computer seat choose and shows the choice for a moment; hands the
table over between people; applies every choice through the match session,
autosaves, and lets the game's plug-in (:class:`~game.scenes.table.game.TableGame`)
animate the events. Undo, the pause menu, the scorecard, replays and the final
ranking are here too, so a game's folder holds only its board, choices and
animations.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.match.record import MatchRecord, Outcome, RecordError
from game.match.session import MatchSession
from game.rules.protocol import CHANCE, TERMINAL, Action, GameState, IllegalActionError
from game.scenes.base import Scene
from game.scenes.handover import HandOver
from game.scenes.table import persist
from game.scenes.table.game import READ_SECONDS, TableGame, skip_hint
from game.scenes.table.hints import HintDesk
from game.scenes.table.log_panel import LogPanel
from game.scenes.table.panel import SidePanel, draw_chrome
from game.scenes.table.redraw import TableRedraw, table_layers
from game.scenes.table.replay import ReplayMixin
from game.scenes.table.settle import SkipGuard
from game.scenes.table.thinker import Thinker
from game.ui.controls import hint, keyed, menu_hint
from game.ui.theme import LOOK, px
from game.ui.widgets import Button, FocusGroup, ReleaseClicks
from game.ui.words import possessive, seat_title

if TYPE_CHECKING:
    from game.app import App

BANNER_SECONDS = 2.6
"""How long the 'whose turn' banner stays."""
NOBODY_KNOWN = -1
"""``previous`` for ``TableGame.handover_needed`` when nobody is known to hold the screen (a resumed game,
or after results everyone looked at): no seat, so every person's turn is 'from someone else'."""
SKIP_KEYS_IGNORED = frozenset(
    (
        pygame.K_ESCAPE, pygame.K_PAUSE, pygame.K_TAB, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS,
        pygame.K_KP_MINUS, pygame.K_0, pygame.K_KP0, pygame.K_w, pygame.K_a, pygame.K_s, pygame.K_d,
        pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
        pygame.K_F11, pygame.K_m,
    )
)
"""Keys that zoom, pan or open things: they never count as 'skip the animation'."""


class TableScene(ReplayMixin, Scene):
    """A game on the table, live or as a replay."""

    def __init__(self, app: App, record: MatchRecord, *, replay: bool = False) -> None:
        super().__init__(app)
        self.record = record
        self.session = MatchSession(record, replay=replay)
        self.seats = record.seats
        self.bots = {}
        if not replay:
            self.bots = {
                seat: catalog.make_bot(record.game, seat, catalog.computer_seed(record.seed, seat), p.level)
                for seat, p in enumerate(self.seats)
                if p.computer
            }
            if self.bots and self.state.current_player != TERMINAL:
                catalog.prepare_computer(self.state)  # the computer studies the course now, not in its first turn
        screen = catalog.info(record.game).screen
        if screen is None:
            raise RecordError(f"{catalog.info(record.game).title} cannot be played on screen yet")
        self.game: TableGame[Any, Any, Any] = importlib.import_module(screen).table_game(self)
        self.holds = 0
        """Moments the game (or a hand-over) stopped the loop; it runs again when all are released."""
        self.wait = 0.0
        """Seconds before the turn loop goes on (a computer's choice shown, an outcome being read); a skip ends it."""
        self.reading = 0.0
        """Seconds the outcome on screen must still be readable (see :data:`READ_SECONDS`)."""
        self.pending: Action | None = None
        """A computer's choice, shown for a moment before it is played."""
        self.pending_seat: int | None = None
        self.last_owner: int | None = None
        self.prepared: int | None = None
        self.banner: tuple[int, str, float] | None = None
        self._viewer: int | None = None
        self._at_screen: int | None = None
        """The person who last took the controls (confirmed a hand-over, or began a turn with nobody to hand over to)."""
        self._undo_known: tuple[int, int | None, int] | None = None
        self._undo_n = 0
        self.ended = False
        self.replay_playing = replay
        self.replay_speed = 1.0
        self._replay_gap = 0.0
        self.undo_button = Button("Undo", self.undo, detail="Ctrl+Z", size_role="small", compact=True)
        self.scorecard_button = Button("Scores", self.open_scorecard, detail="Tab", size_role="small", compact=True)
        self.menu_button = Button("Menu", self.open_pause, detail="Esc", size_role="small", compact=True)
        self.log_panel = LogPanel(self)
        self.hints = HintDesk(self)
        hint_button = [self.hints.button] if self.hints.on else []
        self.buttons = FocusGroup([self.undo_button, self.scorecard_button, self.menu_button, *hint_button])
        for b in self.buttons.widgets:
            b.focused = False  # mouse buttons, lit while pointed at (their keys are shown on them)
        self.button_clicks: ReleaseClicks[Button] = ReleaseClicks()
        self._skip_click = False
        """A press skipped an animation (or came too soon after one): its release is part of that click, not a choice on the board."""
        self.settle = SkipGuard()
        """Holds back a committing press that lands on a decision just after a skip."""
        self.panel = SidePanel(self)
        self.thinker = Thinker(background=not app.headless)
        self.replay_bar = persist.replay_bar(self) if replay else None
        self._chrome_key: object = None
        self._chrome: pygame.Surface | None = None
        self.redraw = TableRedraw(self)
        self.resize(app.size)
        self._resume_handover = bool(self.session.ply and len(self.human_seats()) > 1 and not replay)
        """A resumed game with several people: the one on turn takes the controls first (on the first frame)."""
        self._unclaimed = False
        """With several people, nobody is known to hold the screen (a resumed game opened while no person was on
        turn, or after results everyone looked at): the next person's turn, even the same person's, comes with a
        hand-over unless the game shows nothing hidden then (see :meth:`_new_turn`)."""
        self.game.sync()

    # ------------------------------------------------------------------ what the games read
    @property
    def state(self) -> Any:
        """The engine's state on screen."""
        return self.session.state

    @property
    def ply(self) -> int:
        """Actions applied so far (in a replay: shown so far)."""
        return self.session.ply

    @property
    def replaying(self) -> bool:
        """True while watching a replay."""
        return self.session.replay

    @property
    def input_context(self) -> str:  # type: ignore[override]  # a plain attribute on Scene, worked out here
        """The game's own actions work on its table while it is played (a replay has only the shared ones)."""
        return "" if self.replaying else self.record.game

    @property
    def replay_len(self) -> int:
        """Number of recorded actions."""
        return self.session.length

    @property
    def scale(self) -> float:
        return self.app.scale

    @property
    def viewer(self) -> int | None:
        """The seat whose hidden information may be shown now (None: nobody's)."""
        humans = self.human_seats()
        if self.replaying:
            return None
        if len(humans) == 1:
            return humans[0]
        return self._viewer

    @property
    def at_screen(self) -> int | None:
        """The person at the controls: whose Undo it is (None in a replay, or before anyone took the controls).

        With one person at the table it is always them; with several, the one
        who last confirmed a hand-over (or began a turn without one) — still
        the previous person while the next one's hand-over card is up.
        """
        humans = self.human_seats()
        if self.replaying or not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        return self._at_screen

    def seat_title(self, seat: int) -> str:
        """A seat's name with its computer mark, as every screen writes it ('Ben (computer · strong)')."""
        p = self.seats[seat]
        return seat_title(p.name, p.computer, p.level)

    def human_seats(self) -> list[int]:
        """Seats played by people."""
        return [i for i, p in enumerate(self.seats) if not p.computer]

    def is_computer(self, seat: int) -> bool:
        """True for a computer seat."""
        return 0 <= seat < len(self.seats) and self.seats[seat].computer

    def owner(self) -> int | None:
        """The seat whose turn it is (the game may name one at a chance node too)."""
        return self.game.turn_owner()

    def shown_seat(self) -> int | None:
        """The seat the side panel highlights."""
        if self.state.current_player == TERMINAL:
            return None
        return self.game.shown_seat()

    def may_act(self) -> bool:
        """True when a person may choose now: live, their turn, nothing shown or pending, no hand-over."""
        cp = self.state.current_player
        return (
            not self.replaying
            and not self.ended
            and self.holds == 0
            and cp >= 0
            and cp not in self.bots
            and self.pending is None
            and self.wait <= 0
            and self.last_owner == self.owner()
            and not self.game.busy()
        )

    # ------------------------------------------------------------------ what the games call
    def play(self, action: Action) -> bool:
        """Apply a person's choice; False (with a message) when it is not theirs to make now."""
        if not self.may_act():
            return False
        return self._apply(action)

    def hold(self, scene: Scene | None = None, *, everyone: bool = False) -> None:
        """Stop the turn loop (and show ``scene`` over the table) until :meth:`release`.

        ``everyone``: ``scene`` is for everyone at the table (a hole's or round's results): with several
        people every hand is hidden first, and the next hand is shown only after a hand-over.
        """
        if everyone and len(self.human_seats()) > 1:
            self._viewer = None
            self._unclaimed = True
        self.holds += 1
        if scene is not None:
            self.app.stack.push(scene)

    def release(self) -> None:
        """Let the turn loop run again after a :meth:`hold`."""
        self.holds = max(0, self.holds - 1)
        self.reading = 0.0  # a person closed what held the table (results, a hand-over): they have read what was shown
        self.settle.clear()  # and what they press next is meant for what comes up

    def outcome(self, seconds: float = READ_SECONDS) -> None:
        """An outcome a player must read is on screen from now: for ``seconds`` (at normal speed) only a person may take the table on.

        Counted while the animation goes on; what is left when it ends is the
        pause before a computer, a chance draw, a hand-over or the ranking
        (skipped, like any pause, with a click or a key). Replays keep their own pace.
        """
        if not self.replaying:
            self.reading = max(self.reading, seconds)

    def still_showing(self) -> bool:
        """True while the last action is still being shown: an animation, a computer's choice, an outcome being read (no prompt then)."""
        return self.game.busy() or self.wait > 0 or (self.reading > 0 and self._reading_holds())

    def _reading_holds(self) -> bool:
        """Whether the next step waits for an outcome to be read: anything but a person's own decision (a computer, chance, the end, a hand-over)."""
        cp = self.state.current_player
        if cp < 0 or cp in self.bots:
            return True
        owner = self.owner()
        return owner is not None and owner != self.last_owner and self.game.handover_needed(self.last_owner, owner)

    # ------------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        self.redraw.invalidate()
        s = self.app.scale
        w, h = size
        margin = px(14, s)
        panel_w = min(px(300, s), int(w * 0.3))
        self.panel_rect = pygame.Rect(w - margin - panel_w, margin, panel_w, h - 2 * margin)
        strip_h = px(156, s)
        self.strip = pygame.Rect(margin, h - margin - strip_h, self.panel_rect.x - 2 * margin, strip_h)
        self.board_area = pygame.Rect(margin, margin, self.strip.w, self.strip.y - margin - px(8, s))
        """Above the strip, left of the panel: the board's, and in a replay the control bar's under it."""
        self.board_rect = pygame.Rect(self.board_area)
        self.instruction_rect = pygame.Rect(self.strip.x + px(16, s), self.strip.y + px(8, s), self.strip.w - px(32, s), px(30, s))
        self.strip_content = pygame.Rect(
            self.strip.x + px(12, s),
            self.instruction_rect.bottom + px(4, s),
            self.strip.w - px(24, s),
            self.strip.bottom - self.instruction_rect.bottom - px(14, s),
        )
        pad = px(14, s)
        bh = px(50, s)
        gap = px(8, s)
        row = [self.undo_button, self.scorecard_button, self.menu_button]
        bw = (panel_w - 2 * pad - 2 * gap) // 3
        y = self.panel_rect.bottom - pad - bh
        for i, b in enumerate(row):
            b.rect = pygame.Rect(self.panel_rect.x + pad + i * (bw + gap), y, bw, bh)
        self.buttons.set_scale(s)
        self.panel.layout(self.panel_rect, y, self.game.panel_extra_height(s), s)
        self.banner_rect = pygame.Rect(0, 0, min(px(560, s), self.board_rect.w - px(40, s)), px(46, s))
        self.banner_rect.midtop = (self.board_rect.centerx, self.board_rect.y + px(10, s))
        if self.replay_bar is not None:
            bar = pygame.Rect(self.board_area.x + px(10, s), self.board_area.bottom - px(84, s), self.board_area.w - px(20, s), px(76, s))
            self.replay_bar.layout(bar, s)
            self.board_rect.h = bar.y - px(8, s) - self.board_rect.y  # the board is laid out above the bar: the bar never hides a row
        self.game.layout(self.board_rect, self.strip, s)

    # ------------------------------------------------------------------ the loop
    def wake_in(self) -> float | None:
        """Still only while a person decides (no banner, no replay, nothing left to show); then the game says what is due."""
        if self.banner is not None or self.replaying or not self.may_act() or self.redraw.lagging() or self.hints.waiting():
            return 0.0
        return self.game.wake_in()

    def update(self, dt: float) -> None:
        self.settle.tick(dt)
        self._update(dt)
        self.settle.watch(self.still_showing())

    def _update(self, dt: float) -> None:
        if self.panel.needs_layout():
            self.resize(self.app.size)  # a seat's note grew to another line (or back): the rows make room for it
        speed = self.app.settings.speed_factor * (self.replay_speed if self.replaying else 1.0)
        d = dt * speed
        if self.banner is not None:
            seat, line, t = self.banner
            self.banner = (seat, line, t + dt) if t + dt < BANNER_SECONDS else None
        self.reading = max(0.0, self.reading - d)  # an outcome is read while the animation still goes on
        self.game.update(d)
        self.log_panel.follow()
        self.hints.update()
        if self.replay_bar is not None:
            self.replay_bar.update(dt)
        if self._resume_handover:
            self._resume_handover = False
            self._resume_owner()
        if self.holds or self.game.busy():
            return
        if self.reading > 0 and self._reading_holds():
            self.wait = max(self.wait, self.reading)  # what is left of the reading time: a pause a skip ends
        self.reading = 0.0
        if self.wait > 0:
            self.wait -= d
            if self.wait > 0:
                return
        if self.pending is not None:
            action, self.pending, self.pending_seat = self.pending, None, None
            self._apply(action)
            return
        if self.replaying:
            self._replay_tick(d)
            return
        self._step()

    def _step(self) -> None:
        state = self.state
        cp = state.current_player
        if cp == TERMINAL:
            if not self.ended:
                self._game_over()
            return
        owner = self.owner()
        if owner is not None and (owner != self.last_owner or (self._unclaimed and not self.is_computer(owner))):
            self._new_turn(owner)  # (also the same person going on after results everyone looked at)
            if self.holds:
                return
        if cp == CHANCE:
            self._apply(self.session.draw_chance())
        elif cp in self.bots:
            action = self.thinker.decide(self.bots[cp], state, self.ply)
            if action is None:
                return  # still thinking, off the frame; the screen keeps moving
            self.pending, self.pending_seat = action, cp
            self.wait = max(0.0, self.game.show_computer_choice(cp, action))
        elif self.prepared != self.ply:
            self.prepared = self.ply
            self.game.prepare_human(cp)

    def _apply(self, action: Action) -> bool:
        try:
            before, events = self.session.apply(action)
        except IllegalActionError as exc:
            self.app.notify(f"Not allowed now: {exc}")
            return False
        self._viewer_after(before)
        if before.current_player != CHANCE:
            self.reading = 0.0  # someone acted: what was shown before has been read
        if self.state.current_player == TERMINAL:
            self._finish()  # a replay from this moment, whatever the game still shows before the ranking
        else:
            persist.autosave(self)
        self.game.present(before, action, events)
        return True

    def _viewer_after(self, before: GameState) -> None:
        """Hide first, then hand over: with several people at the table, the hand on screen goes the moment
        the next decision is anyone else's (another person, who may already be looking, or a computer, whose
        turn everyone watches), before the move is shown and long before the hand-over card comes up."""
        if len(self.human_seats()) < 2:
            return
        owner = self.owner()
        if (owner is not None and owner != self._viewer) or self.state.current_player == TERMINAL:
            self._viewer = None  # (the game is over: everyone looks at the results)

    def _new_turn(self, seat: int) -> None:
        """Announce the turn; between two people, hand the table over first.

        While nobody is known to hold the screen (``_unclaimed``) the game is asked as if the turn came
        from someone else (``NOBODY_KNOWN``): a person's hand then comes after a hand-over, unless the
        game shows nothing hidden now (Rollecate's set-up lays).
        """
        previous = NOBODY_KNOWN if self._unclaimed else self.last_owner
        self.last_owner = seat
        self.banner = (seat, self.game.turn_line(seat), 0.0)
        if self.game.handover_needed(previous, seat):
            self._hand_over(seat)
        elif not self.is_computer(seat):
            self._viewer = self._at_screen = seat
            self._unclaimed = False

    def _hand_over(self, seat: int) -> None:
        """Hide every hand, then show the card that waits for ``seat``'s person (only its own confirm takes it away)."""
        self._viewer = None
        p = self.seats[seat]
        previous = self.at_screen

        def ready() -> None:
            self._viewer = self._at_screen = seat
            self._unclaimed = False
            self.release()

        def undo_mine() -> None:
            self.release()
            self.undo()

        may_undo = previous is not None and previous != seat and self.undo_available(previous) > 0
        self.hold(
            HandOver(
                self.app,
                p.name,
                seat,
                p.style,
                ready,
                detail=self.game.handover_detail(seat),
                on_undo=undo_mine if may_undo else None,
                on_scores=self.open_scorecard,
                on_menu=self.open_pause,
                undo_by=self.seats[previous].name if may_undo and previous is not None else "",
            )
        )

    def _resume_owner(self) -> None:
        """A resumed game with several people: the one on turn takes the controls first."""
        owner = self.owner()
        if owner is not None and not self.is_computer(owner) and self.state.current_player != TERMINAL:
            self.last_owner = owner
            self._hand_over(owner)
        else:
            self._unclaimed = True

    def skip(self) -> None:
        """Jump to the end of what is being shown (the outcome then stays); a second skip ends the pause after it."""
        if self.game.busy():
            self.game.skip()
            return
        self.wait = self.reading = 0.0

    # ------------------------------------------------------------------ undo
    def undo_available(self, seat: int | None = None) -> int:
        """How many moves the person at the screen (or ``seat``) may take back now (kept per ply: the Undo button asks every frame)."""
        who = self.at_screen if seat is None else seat
        key = (self.session.ply, who, len(self.session.record.actions))
        if key != self._undo_known:
            self._undo_known = key
            self._undo_n = self.session.undo_count(who, self.human_seats())[0]
        return self._undo_n + (1 if seat is None and self._choice_on_screen() else 0)

    def _choice_on_screen(self) -> bool:
        """The person on turn chose something on screen that is not played yet (Undo takes that back first)."""
        return self.may_act() and self.game.choice_on_screen()

    def undo(self) -> None:
        """Take back the last decision of the person at the screen, if it was theirs and nothing was revealed since.

        A choice made on screen but not played yet (a card picked before aiming)
        goes first, on its own: one press takes back one thing.
        """
        if self._choice_on_screen():
            said = self.game.take_back_choice()
            self.app.sounds.play("click", 0.5)
            if said:
                self.app.notify(said)
            return
        n, why = self.session.undo_count(self.at_screen, self.human_seats())
        if n == 0:
            self.app.notify(f"Nothing to undo. {why}")
            self.app.sounds.play("click", 0.3)
            return
        self.game.skip()
        self.pending, self.pending_seat, self.wait, self.reading = None, None, 0.0, 0.0
        self.thinker.forget()
        self.session.undo()
        self.prepared = None
        self.banner = None  # a banner announcing the next person's turn is no longer true
        owner = self.owner()
        self.last_owner = owner
        if owner is not None and not self.is_computer(owner):
            self._viewer = self._at_screen = owner
            self._unclaimed = False  # the one who pressed Undo holds the screen
        self._undo_known = None
        persist.autosave(self)
        self.game.sync()
        self.app.sounds.play("click", 0.5)
        self.app.notify("Move taken back." if n == 1 else f"Move taken back ({n - 1} more can be).")

    # ------------------------------------------------------------------ the end
    def _finish(self) -> None:
        """The last action is applied: the result is recorded and the game moves to the replays (once)."""
        if self.record.finished or self.replaying:
            return
        from game.scenes.ranking import places

        _, entries = self.game.ranking()
        ranked = places(entries, self.game.lower_is_better)
        first = [e.seat for place, e in ranked if place == 1]
        self.record.finished = True
        self.record.final_scores = [float(x) for x in self.state.scores()]
        self.record.outcome = Outcome(tuple(e.seat for _, e in ranked), tuple(self.game.winners(first)), self.game.score_label)
        persist.finish(self)

    def _game_over(self) -> None:
        """The game's own end-of-game screens are closed: the final ranking."""
        self.ended = True
        self._finish()  # a game opened already over (saved just before its end was filed) is filed now
        from game.scenes.ranking import RankingScene

        title, entries = self.game.ranking()
        self.app.stack.replace(
            RankingScene(
                self.app,
                title,
                entries,
                on_rematch=self.rematch,
                lower_is_better=self.game.lower_is_better,
                score_label=self.game.score_label,
                rematch_detail=self.game.rematch_detail,
                record=self.record,
                winners=self.record.outcome.winners if self.record.outcome is not None else None,
            )
        )

    def rematch(self) -> None:
        """The same table again, with new dice."""
        from game.scenes.table import new_record

        r = self.record
        start_record(self.app, new_record(r.game, r.seats, course=r.course_argument(), options=r.options, display=r.display, info=r.info))

    # ------------------------------------------------------------------ overlays
    def open_scorecard(self) -> None:
        """Show the scorecard over the game."""
        from game.scenes.scorecard import ScorecardOverlay

        self.app.stack.push(ScorecardOverlay(self.app, self.game.score_table()))

    def enter(self) -> None:
        """On top again (a menu or the scores closed): the buttons lit are those under the pointer now, not the one clicked to leave."""
        pos = pygame.mouse.get_pos()
        for b in self.buttons.widgets:
            b.focused = b.rect.collidepoint(pos)

    def open_pause(self) -> None:
        """The pause menu."""
        from game.scenes.pause import PauseMenu

        self.app.stack.push(
            PauseMenu(
                self.app,
                self.game.rules_id or self.record.game,
                self.game.title,
                game_running=lambda: self.state.current_player != TERMINAL and not self.replaying,
                record=self.record,
            )
        )

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.replay_bar is not None and self.replay_bar.handle_event(event):
            return True
        if self.log_panel.handle_event(event):
            return True
        if self.hints.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):  # Pause is what a controller's Start sends
                self.open_pause()
                return True
            if event.key == pygame.K_TAB:
                self.open_scorecard()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                if not self.replaying:
                    self.undo()
                return True
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons.widgets:
                b.focused = b.rect.collidepoint(event.pos)
        used, clicked = self.button_clicks.handle(event, self.buttons.widget_at)
        if clicked is not None:
            clicked.activate()
        if used:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._skip_click:
            self._skip_click = False
            return True  # the release of the click that skipped: it chooses nothing
        showing = self.still_showing()
        self.settle.watch(showing)
        if showing:
            if event.type == pygame.KEYDOWN and event.key not in SKIP_KEYS_IGNORED:
                self.skip()
                self.settle.skipped()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board_rect.collidepoint(event.pos):
                self.skip()
                self.settle.skipped()
                self._skip_click = True
                return True
        elif not self.replaying and self.settle.holds_back(event):
            self._skip_click = event.type == pygame.MOUSEBUTTONDOWN or self._skip_click
            return True  # pressed on from the skip before: the decision that just came up waits for a pause
        return self.game.handle_event(event)

    # ------------------------------------------------------------------ drawing
    def _chrome_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """Table, panel and strip cards, and the game's still board, in one picture (one blit a frame)."""
        key = (size, tuple(self.panel_rect), tuple(self.strip), self.game.static_key(), LOOK.version)
        if key != self._chrome_key or self._chrome is None:
            surf = pygame.Surface(size)
            draw_chrome(surf, self.panel_rect, self.strip, self.app.scale)
            self.game.draw_static(surf)
            self._chrome, self._chrome_key = surf, key
        return self._chrome

    def instruction(self) -> str:
        """The strip's line: the game's, or the replay's."""
        if self.replaying:
            owner = self.owner()
            whose = f" · {possessive(self.seats[owner].name, start=False)} turn" if owner is not None else ""
            return f"Replay · move {self.session.ply} of {self.session.length}{whose}"
        if self.still_showing() and self.pending is None:
            # dice still rolling, an outcome being read: what happens, never the prompt that depends on it
            return keyed(self.game.showing() or skip_hint())
        return keyed(self.game.instruction())  # games write the default keys; the player's own (or the pad's) are shown

    def draw(self, surface: pygame.Surface) -> None:
        chrome = self._chrome_layer(surface.get_size())
        armed = self.redraw.take_armed()  # a frame of the app's own, on the window
        alone = armed and self.app.stack.top is self and self.app.stack.visible() == [self]
        self.redraw.draw(surface, chrome, table_layers(self) if alone else None)

    def drawn_rects(self) -> list[pygame.Rect] | None:
        return self.redraw.dirty

    def damage(self, rects: list[pygame.Rect] | None) -> None:
        self.redraw.damage(rects)

    def banner_progress(self) -> float:
        """How far the turn banner has slid in (0..1; it slides out again at the end)."""
        t = self.banner[2] if self.banner is not None else BANNER_SECONDS
        return min(1.0, t * 5, (BANNER_SECONDS - t) * 4)

    def _button_hints(self) -> None:
        """The keys written on the buttons: the player's own, or the controller's when one was used last."""
        self.undo_button.detail = hint("undo")
        self.scorecard_button.detail = hint("scorecard")
        self.menu_button.detail = menu_hint()
        self.hints.button.detail = hint("hint")
        self.hints.place_button()

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        out = [("board", self.board_rect), ("strip", self.strip), *self.panel.head_rects()]
        out += [(b.label, b.rect) for b in self.buttons.widgets if b is not self.hints.button] + [("Log", self.log_panel.button.rect)]
        # (the Hint button is part of the row of the person on turn, which keeps its room: SidePanel._paint)
        out += [(f"player {i}", r) for i, r in enumerate(self.panel.rows)]
        return out


def start_record(app: App, record: MatchRecord, *, replay: bool = False) -> bool:
    """Open a record on the table (replacing the top scene); False with a message when it cannot be played."""
    try:
        scene = TableScene(app, record, replay=replay)
    except RecordError as exc:
        app.notify(str(exc))
        return False
    app.stack.replace(scene)
    return True
