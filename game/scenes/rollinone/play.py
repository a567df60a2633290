"""Roll in One at the shared table: the hole, the design tool, the club dice, the cards, the scores.

The table runs the turn loop; this plug-in draws the game, turns a person's
keys and clicks into the engine's legal actions, and animates the events the
engine returns. It never decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, assert_never

import pygame

from game.hexgrid import Hex
from game.match.hint import Hint
from game.render import ball_timeline
from game.render.balls import PileOrder
from game.rules.course import Terrain
from game.rules.protocol import CHANCE, TERMINAL
from game.rules.rollinone import data
from game.rules.rollinone.actions import Bump, Curve, PlaceGreen, PlayCard, RollAction, Swing
from game.rules.rollinone.boards import Placement
from game.rules.rollinone.events import HoleEnded, RollEvent
from game.rules.rollinone.fits import SETUP_PHASES
from game.rules.rollinone.state import RollState
from game.scenes.rollinone import animate, hint_ghost, panel, scores
from game.scenes.rollinone import board as board_art
from game.scenes.rollinone.choices import ChoiceBar, Option, card_of, group_cards, options
from game.scenes.rollinone.design_tool import DesignTool
from game.scenes.rollinone.screen_actions import (
    Choice,
    CloseCard,
    OpenCard,
    PlaceHeld,
    ScreenAction,
    SwingAimed,
    TakeBackBoard,
    ToggleGreen,
    TurnHeld,
)
from game.scenes.rollinone.tray import ClubTray, face_word
from game.scenes.table.game import READ_SECONDS, TableGame, skip_hint
from game.ui.controls import hint, is_action, number
from game.ui.theme import px
from game.ui.widgets import ReleaseClicks
from game.ui.words import is_you, possessive, subject, subjects

if TYPE_CHECKING:
    from game.scenes.ranking import RankEntry
    from game.scenes.scorecard import ScoreTable
    from game.scenes.table.scene import TableScene

BOT_SECONDS = {"design": 0.9, "swing": 1.0, "card": 0.9, "curve": 0.6, "quick": 0.2}
"""How long a computer's choice is shown before it is played (at normal speed)."""


class RollInOneGame(TableGame[RollState, RollAction, RollEvent]):
    """Roll in One's board, choices and animations inside the shared table."""

    title = "Roll in One"
    rules_id = "rollinone"
    score_label = "points"

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self._room_key: tuple[object, ...] | None = None
        """What the side panel's room for the hand was measured for (see panel_extra_height)."""
        st = table.state
        self.view = board_art.HoleBoardView(board_art.layout_course(st))
        self.view.on_click = self._board_click
        self.tl = ball_timeline.Timeline(self.view.map_center)
        self.tray = ClubTray(seed=int(getattr(st, "seed", 0)))
        self.design_tool = DesignTool()
        self.bar = ChoiceBar()
        self.clicks: ReleaseClicks[tuple[str, object]] = ReleaseClicks()
        self.hand = panel.HandView()
        self.piles = PileOrder()
        """Which ball came last to a shared space: it is drawn on top of the pile."""
        self.club = "iron6"
        self.aim = 0
        self.curve_pick = 0
        self.pointed: str | None = None
        self.pointer_moved = False
        """The pointer moved over the board since the last action was shown: only then does the board say what it
        points at (a pointer that just sits where a click on a card or a button left it asks for nothing)."""
        self.banner: tuple[str, str] | None = None
        """(line, detail) of the message over the board: it stays until the next decision."""
        self._banner_age = 0.0
        self._banners: list[tuple[str, str]] = []
        """Messages waiting until the one shown has been readable for READ_SECONDS."""
        self._club_seen: str | None = None
        """The club chosen when a person began to decide with the last shot's die still on the felt."""
        self.recent: tuple[list[Hex], float] = ([], 0.0)
        self.computer_shown = False
        self.expanded: str | None = None
        """A caddie card whose choices (directions, clubs) the buttons show now."""
        self.scale = 1.0
        self.sync()

    # ------------------------------------------------------------------ helpers
    @property
    def state(self) -> RollState:
        """The engine's state."""
        return self.table.state

    def name(self, seat: int) -> str:
        """A seat's name."""
        return self.table.seats[seat].name if 0 <= seat < len(self.table.seats) else "Everyone"

    def legal(self) -> list[RollAction]:
        return list(self.state.legal_actions()) if self.state.current_player >= 0 else []

    def _style(self, key: Any) -> tuple[Any, str, bool]:
        from game.render import pieces

        _, color, stripe = pieces.ball_style(self.table.seats[key].style)
        return color, str(key + 1), stripe

    def in_play(self) -> list[int]:
        """Seats whose ball is on the table now."""
        return [i for i, p in enumerate(self.state.players) if p.ball is not None]

    def ball_of(self, seat: int) -> Hex | None:
        return self.state.players[seat].ball

    def lie(self) -> Terrain:
        s = self.state
        ball = s.players[s.actor].ball if 0 <= s.actor < s.num_players else None
        layout = s.layout
        return (layout.at(ball) if layout is not None and ball is not None else None) or Terrain.ROUGH

    # ------------------------------------------------------------------ layout
    def layout(self, board: pygame.Rect, strip: pygame.Rect, scale: float) -> None:
        self.scale = scale
        bar_h = px(58, scale)
        # the choice buttons get their own band under the hole, so they never cover a space
        area = pygame.Rect(board.x, board.y, board.w, board.h - bar_h - px(8, scale))
        # the course is fitted below the turn banner and the paper strip under it, so neither covers its top row
        from game.scenes.rollinone.drawing_board import banner_rect

        band = max(banner_rect(area, "Ag", "Ag", scale).bottom, self.table.banner_rect.bottom) + px(6, scale) - area.y
        self.view.top_room = min(band, area.h // 4)
        self.view.set_rect(area, scale)
        content = getattr(self.table, "strip_content", strip)
        self.strip_rect = pygame.Rect(content)
        self.tray.layout(self.strip_rect, scale)
        self.bar.layout(pygame.Rect(board.x + px(10, scale), board.bottom - bar_h, board.w - px(20, scale), bar_h), scale)

    def panel_extra_height(self, scale: float) -> int:
        """Room for the largest hand at the table and the golfer lines, readable at the text size chosen (at most 45% of the panel)."""
        self._room_key = self._hand_key()
        width = self.table.panel_rect.w - 2 * px(14, scale)
        need = panel.hand_room(self.state, [s.name for s in self.table.seats], width, scale)
        return max(px(150, scale), min(need, int(self.table.panel_rect.h * 0.45)))

    def _hand_key(self) -> tuple[object, ...]:
        st = self.state
        return (max(3, *st.view(0).hand_sizes), st.shared, tuple(p.golfer for p in st.players))

    def _check_room(self) -> None:
        """A hand grew past its room (a card earned) or golfers changed: lay the table out again, once."""
        if self._room_key is not None and self._hand_key() != self._room_key:
            self.table.resize(self.table.app.size)

    # ------------------------------------------------------------------ sync and the board
    def refresh_board(self, recent: Sequence[Hex] = ()) -> None:
        """Draw the layout of the state on the table (after a board, a green, a new hole)."""
        st = self.state
        room: set[Hex] = set()
        if st.phase == "design":
            self.design_tool._key = ()
            self.design_tool.update_legal(st, self.legal())
            room = board_art.spot_cells(self.design_tool.spots)
        self.view.show(board_art.layout_course(st), board_art.board_groups(st), room)
        if recent:
            self.recent = (list(recent), 1.0)

    def _settle_balls(self) -> None:
        """Every ball exactly where the engine holds it (a ball in flight where the shot has carried it: up in the
        air over that space, its path so far dotted under it and the number to beat beside it)."""
        self.tl.balls.clear()
        st = self.state
        f = st.flight
        self.tl.counter = None
        for i, p in enumerate(st.players):
            cell = f.cell if f is not None and i == st.shooter and p.ball is not None else p.ball
            b = self.tl.ball(i)
            b.cell, b.visible = cell, cell is not None
            if cell is not None:
                b.pos = self.view.map_center(cell)
            if f is not None and i == st.shooter and cell is not None:
                if animate.in_the_air(st):
                    b.cell, b.height = None, animate.AIR
                    b.trail = [self.view.map_center(h) for h in f.path]
                if f.last:
                    self.tl.counter = (i, f.last)

    def sync(self) -> None:
        self.expanded = None
        self.tl = ball_timeline.Timeline(self.view.map_center)
        self.refresh_board()
        self._settle_balls()
        f = self.state.flight
        face = f.face if f else None
        if f is not None and self.state.phase in ("curve", "dturn"):
            face = "curve" if self.state.phase == "curve" else "dcurve"  # the roll that asks for a side
        self.tray.show(f.club if f else None, face, f.last if f else 0)
        self.banner = None
        self._banners.clear()
        self.computer_shown = False
        self.pointer_moved = False
        self._check_room()

    # ------------------------------------------------------------------ flow
    def turn_owner(self) -> int | None:
        """Who has the screen now, for the hand-over and for whose hand may be shown.

        The one who decides; while a shot's die rolls, its shooter (so after
        another person's card window the shooter takes the screen back before
        the roll); nobody while a computer answers about another player's shot
        (playing mean): it needs no screen, so the person at it keeps it, with
        no hand-over either side.
        """
        st = self.state
        cp = st.current_player
        if cp == TERMINAL:
            return None
        if cp == CHANCE:
            return st.shooter if st.phase == "roll" and 0 <= st.shooter < st.num_players else None
        if cp != st.shooter and st.phase in ("mean", "rolled", "flight") and self.table.is_computer(cp):
            return None
        return int(cp)

    def busy(self) -> bool:
        return not self.tl.done or self.tray.rolling or bool(self._banners)

    def wake_in(self) -> float | None:
        """While a person decides, only a rising label or a placed board's glow still moves."""
        if self.busy() or self.tl.settling or self.recent[1] > 0:
            return 0.0
        return None

    def update(self, dt: float) -> None:
        self._check_room()
        for cue in self.tl.update(dt):
            self._sound(cue)
        if self.tray.update(dt):
            self._sound("place")
        self._banner_age += dt
        if self._banners and self._banner_age >= READ_SECONDS:
            self.banner, self._banner_age = self._banners.pop(0), 0.0
            self.outcome()  # read from now
        self._turn_to_dice()
        cells, t = self.recent
        self.recent = (cells, max(0.0, t - dt))
        if self.tl.done and self.tl.beats:
            self.tl.beats, self.tl.index = [], 0
            self._settle_balls()

    def _sound(self, cue: str) -> None:
        sounds = getattr(self.table.app, "sounds", None)
        if sounds is not None:
            try:
                sounds.play(cue)
            except Exception:  # a missing sound never stops the game
                pass

    def _turn_to_dice(self) -> None:
        """The last shot's die leaves the felt once the person deciding turns to the dice (points at one, or picks another club)."""
        if not self.tray.kept or not self.table.may_act():
            self._club_seen = None
            return
        if self._club_seen is None:
            self._club_seen = self.club
        if self.pointed is not None or self.club != self._club_seen:
            self.tray.show(None, None, 0)
            self._club_seen = None

    def skip(self) -> None:
        if self._banners:
            self.banner, self._banner_age = self._banners[-1], 0.0
            self._banners.clear()
            self.outcome()
        self.tl.finish()
        self.tray.skip()
        self.tl.beats, self.tl.index = [], 0
        self._settle_balls()

    def present(self, before: RollState, action: RollAction, events: Sequence[RollEvent]) -> None:
        self.computer_shown = False
        self.expanded = None
        self.pointer_moved = False
        if before.current_player != CHANCE:  # someone acted: what came of the last roll has been read
            self.tl.clear_labels()
            self.banner = None
            self._banners.clear()
            if self.tray.kept:
                self.tray.show(None, None, 0)
        f = self.state.flight
        where = lambda seat: self.tl.balls[seat].cell if seat in self.tl.balls else before.players[seat].ball  # noqa: E731
        beats = animate.beats(events, self, where, to_beat=f.last if f is not None else None)
        if beats:
            self.tl.add(*beats)

    def announce(self, line: str, detail: str = "") -> None:
        """A short message over the board, until the next decision; one that follows waits until this one has been read."""
        if self.banner is not None and self._banner_age < READ_SECONDS:
            self._banners.append((line, detail))
            return
        self.banner, self._banner_age = (line, detail), 0.0

    def outcome(self, seconds: float = READ_SECONDS) -> None:
        """What the events just shown came to must be read before a computer goes on (``seconds`` at normal speed)."""
        self.table.outcome(seconds)

    def showing(self) -> str:
        """While a roll is shown and read: whose die rolls, then what it rolled (or the message over the board)."""
        tray = self.tray
        if tray.rolloff and tray.face is not None and not tray.rolling and not tray.kept and self.state.phase in SETUP_PHASES:  # the roll-off: whose roll, read in the tray
            who = tray.rolloff[-1][0]
            return f"{'You' if is_you(who) else who} rolled {face_word(tray.face)}. {skip_hint()}"
        if self.banner is not None and not tray.rolling:
            return f"{self.banner[0].rstrip('.!')}. {skip_hint()}"
        if tray.club is None or (tray.face is None and not tray.rolling):
            return skip_hint()
        club = data.CLUB_BY_ID[tray.club].title if tray.club in data.CLUB_BY_ID else "die"
        who = tray.by or self.name(self.state.shooter)
        if tray.rolling:
            return f"{subject(who, 'roll')} the {club}… {skip_hint()}"
        return f"{possessive(who)} {club} rolled {face_word(tray.face or '')}. {skip_hint()}"

    def hole_ended(self, event: HoleEnded) -> None:
        """The hole's scores, explained; the table waits until it is closed (not with computers alone)."""
        if not self.table.human_seats() or self.table.replaying:
            self.announce(f"Hole {event.hole} scored", "  ".join(f"{self.name(i)} {v}" for i, v in enumerate(event.scores)))
            return
        from game.scenes.scorecard import ScorecardOverlay

        table = scores.explain_hole(self.state, event, self.table.seats)
        overlay = ScorecardOverlay(
            self.table.app, table, close_keys=(pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE), button="Go on", on_close=self.table.release
        )
        self.table.hold(overlay, everyone=True)

    def show_computer_choice(self, seat: int, action: RollAction) -> float:
        self.computer_shown = True
        self.tl.clear_labels()  # the last shot's labels have been read (the table gave them READ_SECONDS): a new decision
        if isinstance(action, (Placement, PlaceGreen)):
            self.design_tool.show_choice(action)
            return BOT_SECONDS["design"]
        if isinstance(action, Swing):
            self.club, self.aim = action.club, action.direction
            return BOT_SECONDS["swing"]
        if isinstance(action, Curve):
            self.curve_pick = action.direction
            return BOT_SECONDS["curve"]
        if isinstance(action, PlayCard):
            return BOT_SECONDS["card"]
        return BOT_SECONDS["quick"]

    def prepare_human(self, seat: int) -> None:
        st = self.state
        self.computer_shown = False
        if st.phase == "turn":
            ball = st.players[seat].ball
            if ball is not None and st.greens:
                goal = min(st.greens, key=lambda g: ball.distance(g))
                want = ball.distance(goal)
                # the club whose likely distance fits best (cheap: the full odds are worked out only when pointed at)
                club = min(data.CLUBS, key=lambda c: (0 if c.likely[0] <= want <= c.likely[1] else 1, abs(sum(c.likely) / 2 - want)))
                self.club = club.id
                inside = st.layout.inside if st.layout is not None else (lambda h: True)
                self.aim = first_aim(ball, goal, round(sum(club.likely) / 2), inside)
        elif st.phase in ("curve", "dturn"):
            choices = [a.direction for a in self.legal() if isinstance(a, Curve)]
            self.curve_pick = choices[0] if choices else 0

    # ------------------------------------------------------------------ input
    def _play(self, action: Choice) -> None:
        """A button or key chose something: a step on the screen, or an action for the table."""
        if isinstance(action, ScreenAction):
            self._screen_action(action)
            return
        if self.table.may_act():
            self.expanded = None
            self.table.play(action)

    def _screen_action(self, action: ScreenAction) -> None:
        """A button that changes the screen's own choice (every kind handled: mypy checks the match is whole)."""
        match action:
            case OpenCard(card):
                self.expanded = card
            case CloseCard():
                self.expanded = None
            case TurnHeld():
                self.design_tool.rotate(1)
            case ToggleGreen():
                self.design_tool.green_mode = not self.design_tool.green_mode or not self.design_tool.placements
            case PlaceHeld():
                self._design_choose()
            case SwingAimed():
                self._swing()
            case TakeBackBoard():
                self.table.undo()
            case _:
                assert_never(action)

    def _design_choose(self) -> None:
        choice = self.design_tool.choose()
        if isinstance(choice, str):
            self.table.app.notify(choice)
        elif self.table.may_act():
            self.table.play(choice)

    def _swing(self) -> None:
        action = Swing(self.club, self.aim)
        if action in self.legal():
            self.table.play(action)

    def _board_click(self, h: Hex) -> None:
        if not self.table.may_act():
            return
        st = self.state
        if st.phase == "design":
            self.design_tool.pointer = h
            self._design_choose()
        elif st.phase == "turn":
            ball = st.players[st.actor].ball
            if ball is not None and h in ball.neighbors():
                self.aim = ball.neighbors().index(h)
                self._swing()
            elif ball is not None and h != ball:
                self.aim = self.view.direction_toward(ball, self.view.mouse or pygame.mouse.get_pos())
        elif st.phase in ("curve", "dturn"):
            f = st.flight
            for a in self.legal():
                if isinstance(a, Curve) and f is not None and f.cell.neighbor(a.direction) == h:
                    self.table.play(a)
                    return
        elif st.phase == "bump":
            for a in self.legal():
                if not isinstance(a, Bump):
                    continue
                ball = st.players[a.player].ball
                if ball is not None and ball.neighbor(a.direction) == h:
                    self.table.play(a)
                    return

    def handle_event(self, event: pygame.event.Event) -> bool:
        st = self.state
        human = self.table.may_act()
        design = st.phase == "design" and human
        if event.type == pygame.MOUSEMOTION:
            self.pointer_moved = self.pointer_moved or self.view.rect.collidepoint(event.pos)
            self.pointed = self.tray.club_at(event.pos)
            self.bar.hover(event.pos)
            self.view.handle_event(event)
            if design:
                self.design_tool.pointer = self.view.hover if self.view.rect.collidepoint(event.pos) else None
            return False
        if event.type == pygame.MOUSEWHEEL and design and self.view.rect.collidepoint(self.view.mouse or pygame.mouse.get_pos()):
            self.design_tool.rotate(1 if event.y > 0 else -1)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and human:
            used, target = self.clicks.handle(event, self._target_at)  # as buttons do: on the release over what was pressed
            if target is not None:
                self._click(target)
            if used:
                return True
        if event.type == pygame.KEYDOWN and human and self._key(event):
            return True
        return self.view.handle_event(event)

    def _target_at(self, pos: tuple[int, int]) -> tuple[str, object] | None:
        """What a click at ``pos`` would choose: an option of the bar, a club, a course board or a caddie card."""
        st = self.state
        i = self.bar.index_at(pos)
        if i is not None:
            return ("bar", i)
        if st.phase == "turn":
            club = self.tray.club_at(pos)
            if club is not None:
                return ("club", club)
        if st.phase == "design":
            b = self.design_tool.board_at(pos)
            if b is not None:
                return ("board", b)
        card = self.hand.card_at(pos)
        if card is not None and any(card_of(o.action) == card for o in self.bar.options):
            return ("card", card)
        return None

    def _click(self, target: tuple[str, object]) -> None:
        kind, what = target
        if kind == "bar" and isinstance(what, int) and what < len(self.bar.buttons):
            self.bar.focus = what
            self.bar.buttons[what].activate()
        elif kind == "club" and isinstance(what, str):
            self.club = what
        elif kind == "board" and isinstance(what, int):
            self.design_tool.pick_board(what)
        elif kind == "card":
            for i, o in enumerate(self.bar.options):
                if card_of(o.action) == what:
                    self.bar.focus = i
                    return

    def _key(self, event: pygame.event.Event) -> bool:
        """A key, or a controller's button, for the choice open now: the actions it stands for, not its key code.

        Designing, the previous/next choice (LB/RB, [ ]) turns the board as R does;
        on a turn it steps through the caddie cards as C does (the d-pad aims and
        picks the club). Shift with the arrows pans the board (the view's own).
        """
        st = self.state
        act = partial(is_action, event)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if st.phase == "design":
            d = self.design_tool
            if act("rotate"):
                d.rotate(-1 if shift else 1)
            elif act("previous", "next"):
                d.rotate(1 if act("next") else -1)
            elif act("left", "right"):
                d.move(1 if act("right") else -1)
            elif act("up", "down") and not shift:
                d.next_board(1 if act("down") else -1)
            elif act("green"):
                if d.greens:
                    d.green_mode = not d.green_mode or not d.placements
                    d.pointer = None
                else:
                    self.table.app.notify("The green comes after at least two course boards.")
            elif act("confirm"):
                self._design_choose()
            else:
                return False
            return True
        if st.phase == "turn":
            n = number(event) if act("club") else None
            if n is not None and n <= len(data.CLUB_IDS):
                self.club = data.CLUB_IDS[n - 1]
            elif act("up", "down") and not shift:
                i = data.CLUB_IDS.index(self.club)
                self.club = data.CLUB_IDS[(i + (1 if act("down") else -1)) % len(data.CLUB_IDS)]
            elif act("left", "right") and not shift:
                self.aim = (self.aim + (1 if act("left") else -1)) % 6
            elif act("next_card", "next", "previous"):
                self.bar.step(-1 if act("previous") else 1)
            elif act("confirm"):
                self.bar.activate() if self.bar.buttons and self.bar.focus > 0 else self._swing()
            else:
                return False
            return True
        if act("left", "right", "previous", "next") and not shift:
            self.bar.step(1 if act("right", "next") else -1)
            if st.phase in ("curve", "dturn") and self.bar.options:
                picked = self.bar.options[self.bar.focus].action
                if isinstance(picked, Curve):  # the only choices while curving
                    self.curve_pick = picked.direction
            return True
        if act("confirm"):
            return self.bar.activate()
        return False

    # ------------------------------------------------------------------ choices shown now
    def _bar_options(self) -> list[Option]:
        st = self.state
        if not self.table.may_act() or self.busy():
            return []
        legal = self.legal()
        if st.phase == "design":  # the main action last: at the right end it stays put as the others come and go
            tool = self.design_tool
            opts = []
            if len(st.placements) > 1 and not st.options.layout_game:
                opts.append(Option(TakeBackBoard(), "Take back", f"the last board · {hint('undo')}"))
            if tool.greens:
                opts.append(Option(ToggleGreen(), "Boards" if tool.green_mode and tool.placements else "The green", hint("green")))
            if tool.green_mode:
                opts.append(Option(PlaceHeld(), "Place the green", "Enter or click", primary=True))
            elif tool.placements:
                opts += [Option(TurnHeld(), "Turn it", f"{hint('rotate')} or wheel"), Option(PlaceHeld(), "Place board", "Enter or click", primary=True)]
            return opts
        opts = group_cards(options(st, legal, self.name), self.expanded)
        if st.phase == "turn":
            opts.append(Option(SwingAimed(), "Swing", f"{data.CLUB_BY_ID[self.club].title}, Enter", primary=True))
        return opts

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface: pygame.Surface) -> None:
        from game.scenes.rollinone import drawing_board

        drawing_board.draw(self, surface)

    def draw_strip(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        from game.scenes.rollinone import drawing_board

        drawing_board.draw_strip(self, surface, rect)

    def draw_hint(self, surface: pygame.Surface, hint: Hint) -> list[pygame.Rect]:
        """The hint's ghost on the hole (scenes/rollinone/hint_ghost.py)."""
        where = hint_ghost.draw(self, surface, hint)
        return [where] if where is not None else []

    def draw_overlay(self, surface: pygame.Surface) -> None:
        from game.scenes.rollinone import drawing_board

        drawing_board.draw_overlay(self, surface)

    def draw_panel_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        st = self.state
        viewer = self.table.viewer
        playable = {c for o in self.bar.options if (c := card_of(o.action)) is not None} if viewer == st.actor else set()
        self.hand.draw(surface, rect, self.scale, st, viewer, [s.name for s in self.table.seats], playable)

    def instruction(self) -> str:
        st = self.state
        human = st.current_player >= 0 and not self.table.is_computer(st.current_player)
        return panel.instruction(st, self.name, human, self.design_tool.green_mode, title=self.table.seat_title)

    def panel_heading(self) -> tuple[str, str]:
        st = self.state
        if st.options.layout_game:
            name = panel.LAYOUT_GAMES.get(st.options.variant, ("Roll in One", ""))[0]
            return (f"{name} · round {st.round}" if st.round else f"{name} · building the course", "Roll in One")
        total = f" of {st.holes_total}" if st.holes_total else ""
        par = f" · par {st.par}" if st.par else (" · designing" if st.phase == "design" else "")
        return (f"Hole {max(1, st.hole)}{total}{par}", "Roll in One")

    def seat_line(self, seat: int) -> tuple[str, str]:
        totals = self.state.scores()
        from game.scenes.rollinone import drawing_board

        return (f"{totals[seat]:g}", panel.seat_note(self.state, seat, at=drawing_board.shown_cell(self, seat)))

    def turn_line(self, seat: int) -> str:
        st = self.state
        if st.phase == "design":
            return "design the hole"
        if st.phase == "golfer_choose":
            return "choose your golfer"
        if st.phase == "mean":
            return f"{subject(self.name(st.shooter), 'shoot')} next: cards on it?"
        if st.actor != st.shooter and st.shooter >= 0:
            return f"a card while {subject(self.name(st.shooter), 'shoot')}?"
        if st.flight is not None:
            return "your shot goes on"
        return f"shot {st.players[seat].shots + 1}"

    def handover_needed(self, previous: int | None, seat: int) -> bool:
        """Between two people, and before the first person's first turn too: after the roll-off and the golfers,
        which everyone watched, nobody holds the screen yet, and that turn shows a hand of caddie cards."""
        humans = self.table.human_seats()
        return seat in humans and len(humans) > 1 and previous != seat

    def handover_detail(self, seat: int) -> str:
        if self.state.phase == "design" and not self.state.players[seat].hand:
            return "It is your turn to build the hole."  # no caddie cards yet: nothing of theirs is shown
        return "Your caddie cards will be shown; the others look away."

    def score_table(self) -> ScoreTable:
        return scores.score_table(self.state, self.table.seats)

    def ranking(self) -> tuple[str, list[RankEntry]]:
        note = scores.tie_break_note(self.state, self.table.seats)
        winners = self.state.winners()
        title = subjects([self.name(w) for w in winners], "win") + "!"
        return (f"{title} {note}".strip(), scores.rank_entries(self.state, self.table.seats))

    def picture_area(self, board: pygame.Rect) -> pygame.Rect:
        """The hole only: the choice buttons under it name the caddie cards of whoever was choosing."""
        return self.view.rect.clip(board)

    def describe(self) -> dict[str, Any]:
        st = self.state
        return {"course": f"Hole {st.hole}" + (f" of {st.holes_total}" if st.holes_total else ""), "mode": st.options.variant}


def first_aim(ball: Hex, goal: Hex, reach: int, inside: Callable[[Hex], bool]) -> int:
    """The direction a turn is first aimed in: the one whose straight flight of ``reach`` spaces stays on the boards
    longest and then ends nearest the green (the straight line to the green may leave the boards on a dogleg)."""

    def flight(d: int) -> tuple[int, int]:
        at, kept = ball, 0
        for _ in range(max(1, reach)):
            at = at.neighbor(d)
            if not inside(at):
                break
            kept += 1
        return (-kept, at.distance(goal))

    return min(range(6), key=flight)
