"""A hint on request at the table: what the strongest computer would do now, drawn as a ghost with its numbers.

The *Hint* button (in the side panel, at the end of the row of the person
whose turn it is, so it costs the panel no room), H (the ``hint`` action) or a
controller's Guide button asks while a person decides. The hint is computed off the frame
on the table's worker thread (:class:`~game.scenes.table.thinker.Thinker`,
the one computer players think on) by :class:`~game.match.hint.HintAsker`:
the strongest bot's own choice for that seat, explained by the engine's
advice. Until it comes a small card says the computer is thinking.

The game draws the ghost of the move on its board (``TableGame.draw_hint``);
the table draws the card with the move in words, its expected outcome and
one line why, at the board's lower left. The hint goes away when anything is
played, when the person goes on with the decision on screen (the game's
``decision_on_screen`` changes: a card picked, the pen opened), on a second press, or with Esc's menu opened over it. Every hint asked
is kept in the record and written in the game log ("Cleo asked for a hint").
A set-up option turns hints off for a game (``display["hints"]``): the button
is then not there, and H says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.match import hint as hints
from game.match.gamelog import Line
from game.render import drawing
from game.scenes.table import persist
from game.scenes.table.thinker import Thinker
from game.ui import text
from game.ui.controls import hint as key_hint
from game.ui.controls import is_action
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, px
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene


class HintDesk:
    """The table's hint: the button, the request on the worker thread, and the card with the numbers."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        record = table.record
        self.on = hints.hints_on(record) and not table.replaying
        """Hints may be asked in this game (the set-up did not turn them off; not a replay)."""
        self.button = Button("Hint", self.toggle, detail="H", size_role="small", compact=True)
        self.shown: hints.Hint | None = None
        self._asked: tuple[int, int] | None = None
        """(ply, seat) of the hint being worked out or shown."""
        self._decision: object = None
        """What the person had settled on screen when they asked (``TableGame.decision_on_screen``)."""
        self._thinker = Thinker(background=not table.app.headless)
        self._asker: hints.HintAsker | None = None
        self._queued: int | None = None
        """The ply of a hint asked while the person's turn was still being shown: asked as soon as they may act."""
        self._actions = len(record.actions)
        log = table.log_panel.log
        for ply, seat in hints.asks(record):
            log.aside(ply, self._line(seat))

    def button_row(self) -> int | None:
        """The seat whose row in the side panel holds the Hint button: the person whose decision is open (None: nobody's).

        The decision is the engine's seat on turn; the row the panel highlights is the one shown (while the last
        move is still played out, its mover's). The button is only there when both are one person: never in the
        row of someone whose move is being shown while the next person is to choose.
        """
        t = self.table
        seat = int(t.state.current_player)
        if not self.on or t.ended or t.log_panel.open or seat < 0 or t.is_computer(seat):
            return None
        return seat if t.shown_seat() == seat and seat < len(t.panel.rows) else None

    def button_width(self, scale: float) -> int:
        """The Hint button's width in a seat's row (the score moves left of it)."""
        return px(52 * LOOK.text_scale, scale)

    def place_button(self) -> None:
        """Put the button at the right end of the row of the person on turn (out of sight when there is none)."""
        seat = self.button_row()
        if seat is None:
            self.button.rect = pygame.Rect(0, 0, 0, 0)
            return
        r = self.table.panel.rows[seat]
        s = self.table.app.scale
        inset = max(2, px(5, s))
        w = self.button_width(s)
        self.button.rect = pygame.Rect(r.right - inset - w, r.y + inset, w, max(px(18, s), r.h - 2 * inset))
        self.button.scale = s

    def row_key(self, seat: int) -> object:
        """What the button looks like in ``seat``'s row (None when it is not there): part of that row's key."""
        if self.button.rect.w == 0 or self.button_row() != seat:
            return None
        b = self.button
        return (b.label, b.detail, b.focused, b.selected, tuple(b.rect))

    # ------------------------------------------------------------------ asking
    def _line(self, seat: int) -> Line:
        return Line(f"{self.table.seats[seat].name} {hints.ASKED}", seat)

    def active(self) -> bool:
        """A hint is on screen or being worked out (the table then draws all of itself each frame)."""
        return self._asked is not None

    def toggle(self) -> None:
        """Ask for a hint, or put away the one shown."""
        t = self.table
        if self.active() or self._queued is not None:
            self._queued = None
            self.dismiss()
            return
        if not self.on:
            t.app.notify("Hints are off for this game (a set-up option)." if not t.replaying else "No hints in a replay.")
            return
        if not t.may_act():
            cp = t.state.current_player
            if cp >= 0 and not t.is_computer(cp) and not t.ended and self._queued is None:
                self._queued = t.ply  # a person's turn with something still shown (a banner, a pause): asked once it ends
                t.app.notify("The hint comes as soon as you may choose.")
                return
            t.app.notify("A hint comes when it is your turn to choose.")
            return
        self._queued = None
        seat = int(t.state.current_player)
        ply = t.ply
        self._asked = (ply, seat)
        self._decision = t.game.decision_on_screen()
        self._asker = hints.HintAsker(t.record.game, seat, catalog.computer_seed(t.record.seed, seat))
        self._thinker.forget()
        if hints.note_ask(t.record, ply, seat):
            t.log_panel.log.aside(ply, self._line(seat))
            persist.autosave(t)
        t.redraw.invalidate()
        self.update()

    def dismiss(self) -> None:
        """Put the hint away (and drop one still being worked out)."""
        if self._asked is None:
            return
        self._thinker.forget()
        self._asked = None
        self.shown = None
        self.table.redraw.invalidate()

    def update(self) -> None:
        """Each frame: take the answer when it is ready; drop the hint once the position changed."""
        t = self.table
        n = len(t.record.actions)
        if n != self._actions:
            if n < self._actions:  # moves taken back: asks after them were never made in this game
                hints.forget_later(t.record)
                log = t.log_panel.log
                log.asides = {p: lines for p, lines in log.asides.items() if p <= n}
            self._actions = n
        if self._queued is not None and self._asked is None:
            if t.ply != self._queued or t.state.current_player < 0 or t.is_computer(t.state.current_player):
                self._queued = None
            elif t.may_act():
                self._queued = None
                self.toggle()
        if self._asked is None:
            return
        ply, seat = self._asked
        if t.ply != ply or not t.may_act() or int(t.state.current_player) != seat or t.game.decision_on_screen() != self._decision:
            self.dismiss()  # played, or the person went on with the decision on screen (picked a card, opened the pen)
            return
        if self.shown is None and self._asker is not None:
            answer: Any = self._thinker.decide(self._asker, t.state, ply)  # type: ignore[arg-type]  # an asker is shaped like a bot; its answer is a Hint
            if answer is not None:
                self.shown = answer
                t.redraw.invalidate()

    def waiting(self) -> bool:
        """True while the worker still thinks about the hint, or one is asked for when the person may act (frames go on)."""
        return (self._asked is not None and self.shown is None) or self._queued is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """H (or the controller's button for Hint): ask, or put the hint away."""
        if event.type == pygame.KEYDOWN and is_action(event, "hint") and not getattr(event, "repeat", False):
            t = self.table
            if t.still_showing() and not t.replaying and not self.active():
                cp = t.state.current_player
                if self.on and cp >= 0 and not t.is_computer(cp) and self._queued is None:
                    self._queued = t.ply  # the person's turn is coming: the hint follows the moment they may choose
                return False  # and the key skips what is shown, as any key does
            self.toggle()
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The game's ghost of the move, then the card with the words and numbers."""
        if self._asked is None:
            return
        t = self.table
        s = t.app.scale
        keep_clear = t.game.draw_hint(surface, self.shown) if self.shown is not None else []
        board = t.board_rect
        w = min(px(470, s), board.w - px(24, s))
        pad = px(12, s)
        small = px(BASE_SIZES["small"], s)
        body = px(BASE_SIZES["body"], s)
        rows: list[tuple[str, str, int, tuple[int, int, int]]] = []
        name = t.seats[self._asked[1]].name
        if self.shown is None:
            rows.append((f"Hint for {name}", "ui", small, PALETTE.ink_soft))
            rows.append(("The strongest computer is thinking…", "body", body, PALETTE.ink))
        else:
            a = self.shown.advice
            rows.append((f"Hint for {name} · the strongest computer would:", "ui", small, PALETTE.ink_soft))
            for line in text.wrap(a.move, "bold", body, w - 2 * pad):
                rows.append((line, "bold", body, PALETTE.ink))
            for what, value in a.figures:
                rows.append((f"{what}: {value}", "ui", body, PALETTE.accent))
            for line in text.wrap(a.why, "body", small, w - 2 * pad)[:3]:
                rows.append((line, "body", small, PALETTE.ink))
            rows.append((f"{key_hint('hint')} or Hint again hides it · it goes when you play", "body", small, PALETTE.ink_soft))
        heights = [text.font(role, size).get_linesize() for _, role, size, _ in rows]
        h = sum(heights) + 2 * pad
        card = _corner(board, w, h, px(12, s), keep_clear)
        drawing.card(surface, card, radius=px(10, s), lift=px(4, s), border=PALETTE.gold)
        y = card.y + pad
        for (line, role, size, colour), lh in zip(rows, heights):
            surface.blit(text.render(text.shorten(line, role, size, w - 2 * pad), role, size, colour), (card.x + pad, y))
            y += lh


def _corner(board: pygame.Rect, w: int, h: int, margin: int, keep_clear: list[pygame.Rect]) -> pygame.Rect:
    """Where the hint's card goes: the board's lower left, unless another corner covers less of what it should keep
    clear of; when every corner covers some of it, a place along the board's lower or upper edge that covers less."""
    inner = board.inflate(-2 * margin, -2 * margin)
    corners = [
        pygame.Rect(inner.x, inner.bottom - h, w, h),
        pygame.Rect(inner.right - w, inner.bottom - h, w, h),
        pygame.Rect(inner.x, inner.y, w, h),
        pygame.Rect(inner.right - w, inner.y, w, h),
    ]
    steps = 8
    along = [
        pygame.Rect(inner.x + (inner.w - w) * k // steps, y, w, h) for y in (inner.bottom - h, inner.y) for k in range(1, steps)
    ]

    def covered(r: pygame.Rect) -> int:
        return sum(c.w * c.h for c in (r.clip(k) for k in keep_clear))

    return min([*corners, *along], key=covered)  # (the first of equals: the lower left, then the other corners)
