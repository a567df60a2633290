"""A person's choices in Carom Golf: teeing up, choosing a card, rolling, aiming and striking, by mouse or keys.

Choosing a card commits nothing; only rolling does. The die is chance: once
thrown, no Undo takes it back, so a card is chosen in two steps. A click on a
card, ←→ (a controller's d-pad or shoulders) or the card's number key (1 is the
first card shown, "none"; each card prints its number) lifts it, and the die is
rolled only by a clear confirm: Enter (a controller's A), a second click on the
lifted card, or the hand's main button, "Roll the die", at the row's right end.
**Decision:** "No card" (N, a controller's X) follows the same rule as every
other card: it lifts the "none" card, and the confirm rolls. It is the first
card of the hand, not a choice of another kind, and one rule for all nine keeps
a stray N as harmless as a stray click. A lifted card is a choice on screen:
Undo puts it back in the hand.

With the direction chosen before the roll (the variant), the card is lifted
the same way and the aim's confirm (a click on the course, Enter) rolls.

**Decision:** only the board strikes by mouse. While the ball waits to be
struck, a click strikes toward the pointer only when it is pressed and
released on the board; a click anywhere on the strip (the instruction, the
cards, the die) never strikes, nor does a press begun on the strip and let go
over the board. A click meant for the strip's cards or buttons must not play
the one move of the turn that cannot be taken back. Enter (a controller's A)
strikes toward the aim shown, wherever the pointer is.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.hexgrid import Hex
from game.scenes.carom.parts import CaromParts
from game.ui.controls import is_action, number


class CaromControls(CaromParts):
    """The input half of :class:`~game.scenes.carom.play.CaromGame` (a mixin: it reads the game's fields)."""

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

    def choice_on_screen(self) -> bool:
        """A card lifted before the roll (or, direction first, before aiming): it is the player's until the roll."""
        return self.state.phase in ("card", "aim") and self.hand.chosen is not None and self.human_on_turn()

    def decision_on_screen(self) -> object:
        """The card picked before aiming: a hint asked before it answered which card."""
        return self.hand.chosen if self.choice_on_screen() else None

    def take_back_choice(self) -> str:
        """Put the card lifted before the roll back in the hand (the tee, or anything before it, stays)."""
        card = self.hand.cards[self.hand.chosen] if self.hand.chosen is not None else None
        self.hand.chosen = None
        if card is None:
            return ""
        what = "No card" if card.op == "none" else f"The {card.label} card"
        return f"{what} put back: pick a card again{', then aim' if self.state.phase == 'aim' else ''}."

    def _pick_card(self, index: int) -> None:
        """Lift a card: chosen, not played (the roll, or the aim, plays it)."""
        if self.state.phase in ("card", "aim"):
            self.hand.chosen = index
            self.hand.focus = index

    def _roll(self) -> None:
        """The confirm of the card phase: the chosen card (else the one in focus) is played, and the die is thrown."""
        if self.state.phase == "card" and self.human_on_turn():
            self.table.play(("card", self.hand.cards[self.hand.pointed()].id))

    def _card_key(self, event: pygame.event.Event) -> int | None:
        """The card a number key (1 = the first card shown) or No card stands for, if any."""
        n = number(event) if is_action(event, "card") else None
        if n is not None:
            return n - 1 if n <= len(self.hand.cards) else None
        return self.hand.index_of("none") if is_action(event, "no_card") else None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed_on_board = self.view.rect.collidepoint(event.pos)
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
            if phase == "card" and self.hand.on_roll(event.pos):
                self.hand.roll.activate()
                return True
            if phase in ("card", "aim"):
                i = self.hand.at(event.pos)
                if i is not None:
                    if phase == "card" and i == self.hand.chosen:
                        self._roll()  # the second click on the lifted card
                    else:
                        self._pick_card(i)
                    return True
            if phase in ("strike", "aim") and self.view.rect.collidepoint(event.pos) and self.pressed_on_board:
                self._aim_at(event.pos)  # a click on the board (pressed there too): never one begun on the strip
                self._strike()
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        return self._human_key(event, phase)

    def _human_key(self, event: pygame.event.Event, phase: str) -> bool:
        """A key or controller button, by the actions it stands for: ←→ (or the previous/next choice) and Enter
        everywhere; on the cards, Card by number (1-9, in the order shown) and No card (N, a controller's X) lift a
        card, and Enter rolls the die for it."""
        act = partial(is_action, event)
        key, mod = event.key, event.mod
        if phase in ("tee", "place"):
            cells = self.legal_cells()
            if not cells:
                return False
            if act("right", "down", "left", "up", "previous", "next"):
                step = 1 if act("right", "down", "next") else -1
                self.select_index = (self.select_index + step) % len(cells)
                return True
            if act("confirm"):
                h = cells[self.select_index % len(cells)]
                self.table.play((phase, h.q, h.r))
                return True
        if phase == "card":
            if act("right", "left", "previous", "next"):
                self._pick_card((self.hand.pointed() + (1 if act("right", "next") else -1)) % len(self.hand.cards))
                return True
            if act("confirm"):
                self._roll()
                return True
            index = self._card_key(event)
            if index is not None:
                self._pick_card(index)
                return True
            return False
        if phase == "aim" and not mod & pygame.KMOD_CTRL:
            if self.hand.chosen is None:
                if act("right", "left", "previous", "next"):
                    self.hand.focus = (self.hand.focus + (1 if act("right", "next") else -1)) % len(self.hand.cards)
                    return True
                if act("confirm"):
                    self._pick_card(self.hand.focus)
                    return True
                index = self._card_key(event)
                if index is not None:
                    self._pick_card(index)
                    return True
            elif act("previous", "next"):  # a card is chosen: the previous/next choice changes it (the arrows aim)
                self._pick_card((self.hand.chosen + (1 if act("next") else -1)) % len(self.hand.cards))
                return True
        if phase in ("strike", "aim") and (phase == "strike" or self.hand.chosen is not None):
            dirs = self.legal_directions()
            turning = act("left", "right") or (phase == "strike" and act("previous", "next"))  # no card to change: they aim
            if turning and dirs and self.aim_dir is not None:
                turn = 1 if act("left", "previous") else -1  # directions count counter-clockwise on screen
                d = self.aim_dir
                for _ in range(6):
                    d = (d + turn) % 6
                    if d in dirs:
                        break
                self.aim_dir = d
                return True
            if act("confirm"):
                self._strike()
                return True
            if phase == "aim" and key == pygame.K_BACKSPACE:
                self.hand.chosen = None
                return True
        return False
