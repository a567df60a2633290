"""A person's choices on their turn: which card, where it goes, pass, roll, the order of penalty cards.

Keys and buttons by action (:func:`game.ui.controls.is_action`): ←/→ move
along the hand and the buttons (or the ghosts while placing, or the waiting
penalty cards), the previous/next choice ([ ], a controller's LB/RB) steps
through the cards of the hand — while a card is being placed, another card
that can be laid takes its place — Enter chooses, Backspace steps back, Pass
(P) passes, Roll the dice (R) rolls, and Place by number (1–9) puts the focus
on a ghost (Enter lays it: a digit never commits anything);
a controller's X is Pass or Roll, whichever is offered. Mouse: click a card,
then a ghost; drag or click a waiting penalty card onto the pile; click the
buttons. Only legal moves are offered; when a card fits nowhere, the reason
is shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeAlias, assert_never

import pygame

from game.rules.protocol import Action
from game.rules.rollecate import actions, cards, railway
from game.rules.rollecate.view import RollecateView
from game.scenes.rollecate import odds
from game.scenes.rollecate.hand import slots_of
from game.scenes.rollecate.railway_view import Ghost
from game.ui import text
from game.ui.controls import hint, is_action, number
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button
from game.ui.words import plural

if TYPE_CHECKING:
    from game.scenes.rollecate.stage import Stage


ItemKind: TypeAlias = Literal["hand", "pending", "ghost", "button"]
"""What a focus stop is (matched case by case, ending in ``assert_never``: a new kind must be handled)."""
ButtonName: TypeAlias = Literal["pass", "roll", "back"]
"""The strip's buttons: pass and roll play the engine's actions, back returns to the hand."""


@dataclass
class Item:
    """One stop of the keyboard focus: a hand card, a waiting penalty card, a ghost or a button."""

    kind: ItemKind
    index: int = 0
    name: ButtonName | None = None


class Controls:
    """The turn controls of the person on turn (built afresh for each decision)."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.view: RollecateView | None = None
        self.legal: Sequence[Action] = []
        self.placing: str | None = None
        """The card whose ghosts are shown."""
        self.focus = 0
        self.buttons: dict[ButtonName, Button] = {}
        self.strip = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.press_pending: int | None = None
        self.press_pos: tuple[int, int] | None = None
        self.send: Callable[[Action], None] | None = None
        self._left_at: tuple[str, int, int] | None = None
        """(phase, seat, focus) of the last choice sent: the next decision of that kind starts where it left off."""

    # the decision -------------------------------------------------------------------------------
    def start(self, view: RollecateView) -> None:
        """A new decision for the view's seat (its own view)."""
        was = self._left_at if self._left_at is not None and self._left_at[:2] == (view.phase, view.seat) else None
        self._left_at = None
        self.view = view
        self.legal = view.legal_actions()
        self.placing = None
        self.focus = 0
        self.stage.tray.selected = None
        if view.phase == actions.SETUP_LAY and view.setup_card:
            self._place(view.setup_card)
        self._refresh()
        items = self.items()
        if view.phase in (actions.CHOOSE, actions.LAY):
            playable = [k for k, it in enumerate(items) if it.kind == "hand" and k in self._playable_items()]
            self.focus = playable[0] if playable else next((k for k, it in enumerate(items) if it.kind == "button"), 0)
            self._sync_focus()  # the card drawn in focus (and its note) is the one Enter or A will take
        if view.phase == actions.PENALTY and was is not None:
            self.focus = min(was[2], max(0, len(self.stage.shown.pending) - 1))  # where the player was, not back at the first card
            self._sync_focus()

    def stop(self) -> None:
        """Nothing to choose (not this person's move)."""
        self.view = None
        self.legal = []
        self.placing = None
        self.stage.rail_view.ghosts = []
        self.stage.rail_view.blocked_note = ""
        self.stage.tray.selected = None
        self.stage.tray.playable = set()
        self.stage.tray.focus_hand = None
        self.stage.tray.focus_pending = None
        self.stage.tray.drag = None

    @property
    def active(self) -> bool:
        """True while a decision is open."""
        return self.view is not None

    def _playable_items(self) -> set[int]:
        return {k for k, it in enumerate(self.items()) if it.kind == "hand" and it.index in self.stage.tray.playable}

    def _refresh(self) -> None:
        """Recompute the buttons, the playable cards, the ghosts and what has the focus."""
        view = self.view
        tray, rv = self.stage.tray, self.stage.rail_view
        if view is None:
            return
        hand = self.stage.shown.hand
        usable = set()
        for i, card in enumerate(hand):
            if any(isinstance(a, tuple) and len(a) > 1 and a[1] == card for a in self.legal):
                usable.add(i)
        tray.playable = usable
        self.buttons = {}
        if actions.PASS in self.legal:
            self.buttons["pass"] = Button(self._label("pass"), lambda: self.choose(actions.PASS))
        if actions.ROLL_DICE in self.legal:
            self.buttons["roll"] = Button(self._label("roll"), lambda: self.choose(actions.ROLL_DICE))
        if self.placing is not None and view.phase != actions.SETUP_LAY:
            self.buttons["back"] = Button(self._label("back"), self.back)
        if self.placing is not None:
            rv.ghosts = [
                Ghost(a, rail)
                for a in self.legal
                if isinstance(a, tuple) and len(a) == 3 and a[0] == "track" and a[1] == self.placing and (rail := railway.fits(view.railway, a[1], a[2])) is not None
            ]
        else:
            rv.ghosts = []
        rv.blocked_note = ""
        self.stage.refollow()
        self._sync_focus()

    def _label(self, name: ButtonName) -> str:
        """A button's words with the player's key (or the controller's button) for it: "Pass (P)", "Roll 2 dice (X)"."""
        match name:
            case "pass":
                return f"Pass ({hint('pass')})"
            case "roll":
                n = self.view.play_number * self.view.play_cards if self.view is not None else 1
                return f"Roll {plural(n, 'die')} ({hint('roll')})"
            case "back":
                return "Back (Bksp)"
            case _:
                assert_never(name)

    def items(self) -> list[Item]:
        """The focus stops, in ←/→ order."""
        view = self.view
        if view is None:
            return []
        out: list[Item] = []
        if self.placing is not None:
            out += [Item("ghost", i) for i in range(len(self.stage.rail_view.ghosts))]
        elif view.phase == actions.PENALTY:
            out += [Item("pending", i) for i in range(len(self.stage.shown.pending))]
        else:
            out += [Item("hand", slot[0]) for slot in slots_of(self.stage.shown.hand)]  # one stop per stack of alike cards
        out += [Item("button", name=n) for n in self.buttons]
        return out

    def _sync_focus(self) -> None:
        items = self.items()
        self.focus = max(0, min(self.focus, len(items) - 1))
        it = items[self.focus] if items else None
        tray, rv = self.stage.tray, self.stage.rail_view
        tray.focus_hand = it.index if it and it.kind == "hand" else None
        tray.focus_pending = it.index if it and it.kind == "pending" else None
        rv.focus = it.index if it and it.kind == "ghost" else -1
        for name, b in self.buttons.items():
            b.focused = bool(it and it.kind == "button" and it.name == name)
        rv.blocked_note = ""  # a note is about the hand card in focus, and only while it has the focus
        if it and it.kind == "hand" and self.view is not None:
            card = self.stage.shown.hand[it.index]
            rv.blocked_note = odds.blocked_reason(self.view, card) if it.index not in tray.playable else ""

    # acting --------------------------------------------------------------------------------------
    def choose(self, action: Action) -> None:
        """Send a move to the table (it checks that this person may act)."""
        if self.view is None or action not in self.legal or self.send is None:
            return
        self._left_at = (self.view.phase, self.view.seat, self.focus)
        self.send(action)

    def back(self) -> None:
        """Stop placing a card."""
        if self.placing is None or (self.view is not None and self.view.phase == actions.SETUP_LAY):
            return
        card = self.placing
        self.placing = None
        self.stage.tray.selected = None
        self._refresh()
        items = self.items()
        hand = self.stage.shown.hand
        self.focus = next((k for k, it in enumerate(items) if it.kind == "hand" and hand[it.index] == card), 0)
        self._sync_focus()

    def _place(self, card: str) -> None:
        self.placing = card
        self._refresh()
        self.focus = 0
        self._sync_focus()

    def activate(self, k: int) -> None:
        """Use focus stop ``k``."""
        items = self.items()
        if not 0 <= k < len(items) or self.view is None:
            return
        it = items[k]
        match it.kind:
            case "button":
                assert it.name is not None
                self.buttons[it.name].activate()
            case "ghost":
                self.choose(self.stage.rail_view.ghosts[it.index].action)
            case "pending":
                self.choose(actions.penalty(cards.number(self.stage.shown.pending[it.index])))
            case "hand":
                self._use_hand_card(it.index)
            case _:
                assert_never(it.kind)

    def _use_hand_card(self, i: int) -> None:
        card = self.stage.shown.hand[i]
        if i not in self.stage.tray.playable:
            self.focus = next((k for k, it in enumerate(self.items()) if it.kind == "hand" and it.index == i), self.focus)
            self._sync_focus()
            return
        if cards.is_chaos(card):
            self.choose(actions.chaos(card))
            return
        self.stage.tray.selected = i
        self._place(card)

    # input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keys and clicks for the open decision; True when used."""
        if self.view is None:
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.placing is not None:
            self.back()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        n = len(self.items())
        if is_action(event, "left", "right") and not event.mod & pygame.KMOD_SHIFT and n:
            self.focus = (self.focus + (1 if is_action(event, "right") else -1)) % n
            self._sync_focus()
            return True
        if is_action(event, "previous", "next"):
            self.step_card(1 if is_action(event, "next") else -1)
            return True
        if is_action(event, "confirm"):
            self.activate(self.focus)
            return True
        if event.key == pygame.K_BACKSPACE:
            self.back()
            return True
        if is_action(event, "pass") and actions.PASS in self.legal:
            self.choose(actions.PASS)
            return True
        if is_action(event, "roll") and actions.ROLL_DICE in self.legal:
            self.choose(actions.ROLL_DICE)
            return True
        chosen = number(event) if is_action(event, "place") else None
        if chosen is not None and self.placing is not None:
            self.select_ghost(chosen - 1)
            return True
        return False

    def select_ghost(self, index: int) -> None:
        """A digit's job: the focus to that ghost, nothing laid (Enter lays it: a roll is never one key from a choice)."""
        k = next((k for k, it in enumerate(self.items()) if it.kind == "ghost" and it.index == index), None)
        if k is not None:
            self.focus = k
            self._sync_focus()

    def step_card(self, delta: int) -> None:
        """The previous/next choice: the focus to another card (hand, waiting penalty card or ghost, never a button);
        while a card of the hand is being placed, the next one that can be laid is placed instead."""
        view = self.view
        if view is None:
            return
        hand = self.stage.shown.hand
        tray = self.stage.tray
        if self.placing is not None and view.phase != actions.SETUP_LAY:
            layable = [slot[0] for slot in slots_of(hand) if slot[0] in tray.playable and not cards.is_chaos(hand[slot[0]])]
            if not layable:
                return
            now = tray.selected
            i = layable[(layable.index(now) + delta) % len(layable)] if now in layable else layable[0 if delta > 0 else -1]
            if i != now:
                tray.selected = i
                self._place(hand[i])
            return
        stops = [k for k, it in enumerate(self.items()) if it.kind != "button"]
        if not stops:
            return
        if self.focus in stops:
            self.focus = stops[(stops.index(self.focus) + delta) % len(stops)]
        else:
            self.focus = stops[0 if delta > 0 else -1]
        self._sync_focus()

    def _item_at(self, pos: tuple[int, int]) -> int | None:
        tray = self.stage.tray
        for k, it in enumerate(self.items()):
            if it.name is not None and self.buttons[it.name].rect.collidepoint(pos):  # a button
                return k
            if it.kind == "hand" and tray.hand_index_at(pos) == it.index:
                return k
            if it.kind == "pending" and tray.index_at(tray.pending_rects, pos) == it.index:
                return k
            if it.kind == "ghost" and self.stage.rail_view.ghost_at(pos) == it.index:
                return k
        return None

    def _motion(self, pos: tuple[int, int]) -> bool:
        tray = self.stage.tray
        if self.press_pending is not None and self.press_pos is not None:
            if tray.drag is not None or math.dist(pos, self.press_pos) > px(8, self.scale):
                tray.drag = (self.press_pending, pos)
                return True
        k = self._item_at(pos)
        if k is not None and k != self.focus:
            self.focus = k
            self._sync_focus()
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        k = self._item_at(pos)
        if k is None:
            return False
        it = self.items()[k]
        self.focus = k
        self._sync_focus()
        if it.kind == "pending":  # may become a drag onto the pile
            self.press_pending, self.press_pos = it.index, pos
            return True
        self.activate(k)
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        tray = self.stage.tray
        index = self.press_pending
        dragged = tray.drag is not None
        self.press_pending, self.press_pos, tray.drag = None, None, None
        if index is None:
            return False
        over_pending = tray.index_at(tray.pending_rects, pos) is not None and dragged
        if not over_pending and index < len(self.stage.shown.pending):
            self.choose(actions.penalty(cards.number(self.stage.shown.pending[index])))
        return True

    # the strip ------------------------------------------------------------------------------------------
    def preview(self) -> str:
        """One line about what the focused choice would do."""
        view = self.view
        items = self.items()
        if view is None or not items:
            return ""
        it = items[min(self.focus, len(items) - 1)]
        match it.kind:
            case "button":
                match it.name:
                    case "pass":
                        return odds.pass_preview(view)
                    case "roll":
                        return odds.roll_preview(view)
                    case "back" | None:
                        return "Back to your hand: choose another card."
                    case _:
                        assert_never(it.name)
            case "pending":
                return odds.penalty_preview(view, cards.number(self.stage.shown.pending[it.index]))
            case "ghost":
                if view.phase == actions.SETUP_LAY:
                    return "Set-up: lay the turned-up card at the railway's end (the 1–3 and 2–4 rule does not apply yet)."
                return odds.play_preview(view, cards.number(self.placing or "1S"), view.play_cards)
            case "hand":
                pass
            case _:
                assert_never(it.kind)
        card = self.stage.shown.hand[it.index]
        reason = odds.blocked_reason(view, card)
        if reason:
            return reason
        if cards.is_chaos(card):
            return odds.chaos_preview(view, card)
        return odds.play_preview(view, cards.number(card), view.play_cards) + f" {hint('confirm')}: choose where it goes."

    def layout(self, strip: pygame.Rect, scale: float) -> None:
        """Place the buttons on the right of the strip."""
        self.strip, self.scale = pygame.Rect(strip), scale
        bw, gap = px(200, scale), px(10, scale)
        bh = min(strip.h - px(8, scale), px(52, scale))
        x = strip.right
        for b in reversed(list(self.buttons.values())):
            x -= bw
            b.rect = pygame.Rect(x, strip.y + (strip.h - bh) // 2, bw, bh)
            b.scale = scale
            x -= gap

    def draw(self, surface: pygame.Surface, strip: pygame.Rect, scale: float) -> None:
        """The buttons and the preview line."""
        self.layout(strip, scale)
        for name, b in self.buttons.items():
            b.label = self._label(name)  # the keys shown follow the device used last
            b.draw(surface)
        line = self.preview()
        if not line:
            return
        left = min([b.rect.x for b in self.buttons.values()] + [strip.right]) - px(12, scale)
        area = pygame.Rect(strip.x, strip.y, max(10, left - strip.x), strip.h)
        size = px(BASE_SIZES["small"], scale)
        lines = text.wrap(line, "body", size, area.w)
        lh = text.font("body", size).get_linesize()
        while len(lines) * lh > area.h and size > 11:
            size -= 1
            lines = text.wrap(line, "body", size, area.w)
            lh = text.font("body", size).get_linesize()
        y = area.centery - len(lines) * lh // 2
        for ln in lines:
            surface.blit(text.render(ln, "body", size, PALETTE.ink), (area.x, y))
            y += lh
