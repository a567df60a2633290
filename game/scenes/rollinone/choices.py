"""The choices of a Roll in One moment that are not made on the board, in words, as a row of buttons.

Each button is one legal action of the engine (nothing here decides a rule):
roll on, let a roll count, a caddie card with its choice, handicap points,
flying over out of bounds, bumper-golf moves, golfer picks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, assert_never

import pygame

from game.rules.rollinone import data
from game.rules.rollinone.actions import ACCEPT, END_TURN, FLY, JOIN, LAND, PASS, ROLL, SIT_OUT, STOP, Bump, ChooseGolfer, Curve, PlayCard, RollAction, Spend
from game.rules.rollinone.data import CardId
from game.scenes.rollinone.screen_actions import Choice, CloseCard, OpenCard
from game.ui import text
from game.ui.controls import keyed
from game.ui.theme import BASE_SIZES, PALETTE, px, readable
from game.ui.widgets import Button
from game.ui.words import for_owner, plural

if TYPE_CHECKING:
    from game.rules.rollinone.state import RollState

DIR_NAMES = ("right", "up-right", "up-left", "left", "down-left", "down-right")
"""The six directions in words, as they look on screen (pointy-top hexes)."""


def card_short(card: CardId) -> str:
    """A few words on a caddie card for buttons and the hand (the cards carry the full text).

    Every card has a case: a card added to ``data.CardId`` without its words is a type error (assert_never),
    so no button or card in the hand can show a blank line.
    """
    match card:
        case "fore":
            return "turn the shot any way"
        case "mulligan":
            return "roll this die again"
        case "follow_through":
            return "the failed number moves anyway"
        case "fine_tune":
            return "one higher or lower"
        case "lay_up":
            return "land the ball here"
        case "tailwind":
            return "next single move goes two"
        case "backspin":
            return "no fairway roll-on"
        case "club_swap":
            return "go on with another club"
        case "free_drop":
            return "move your ball next door"
        case "gimme":
            return "onto the green, as your shot"
        case "rules_official":
            return "hand back a penalty token"
        case _:
            assert_never(card)


@dataclass
class Option:
    """One button: the action it plays (the engine's, or one on the screen), its label and a short second line."""

    action: Choice
    label: str
    detail: str = ""
    primary: bool = False
    """The phase's main action: it stands last, at the bar's right end where it keeps its place as other options
    come and go (the bar fills from the right), and it has the focus when the options change."""


def card_label(card: str, arg: object) -> str:
    """A caddie card with its choice, in words."""
    title = data.CARD_BY_ID[card].title
    if isinstance(arg, int) and card in ("fore", "free_drop"):
        return f"{title} {DIR_NAMES[arg % 6]}"
    if card == "fine_tune" and isinstance(arg, int):
        return f"{title} {arg:+d}"
    if card == "club_swap" and isinstance(arg, str):
        return f"{title}: {data.CLUB_BY_ID[arg].title}"
    return title


def options(state: RollState, legal: Sequence[RollAction], name: Callable[[int], str]) -> list[Option]:
    """The buttons for the legal actions that are not chosen on the board (swings, curves and design are)."""
    s = state
    phase = s.phase
    out: list[Option] = []
    for a in legal:
        if a == ROLL:
            out.append(Option(a, "Roll on", "roll the die again"))
        elif a == ACCEPT:
            out.append(Option(a, "Let it count", "no card on this roll"))
        elif a == PASS:
            out.append(Option(a, "Play nothing", "now; asked again later"))
        elif a == SIT_OUT:
            out.append(Option(a, "Sit this shot out", "no cards on it: not asked again") if phase == "mean" else Option(a, "Nothing on this shot", "not asked again on it"))
        elif a == JOIN:
            out.append(Option(a, "Play cards on it", "asked when a card of yours works"))
        elif a == END_TURN:
            out.append(Option(a, "End turn", "the ball stays here"))
        elif a == FLY:
            out.append(Option(a, "Fly over", "1 handicap point per space"))
        elif a == STOP:
            out.append(Option(a, "Stop at the edge", "+1 penalty, turn ends"))
        elif a == LAND:
            out.append(Option(a, "Land here", "Deadeye: the putt stops now"))
        elif isinstance(a, PlayCard):
            out.append(Option(a, card_label(a.card, a.arg), card_short(a.card)))
        elif isinstance(a, Spend):
            out.append(Option(a, f"Points {a.delta:+d}", f"costs {plural(abs(a.delta), 'point')}"))
        elif isinstance(a, Bump):
            out.append(Option(a, f"{ball_words(a.player, s.actor, name)} {DIR_NAMES[a.direction]}", "bumper-golf move"))
        elif isinstance(a, ChooseGolfer):
            g = data.GOLFER_BY_ID[a.golfer]
            out.append(Option(a, g.title, for_owner(g.text, name(s.actor), addressed=True)))  # shown to the one choosing
        elif isinstance(a, Curve) and phase in ("curve", "dturn"):
            out.append(Option(a, f"Curve {DIR_NAMES[a.direction]}", "or click a lit space"))
    return out


def ball_words(owner: int, actor: int, name: Callable[[int], str]) -> str:
    """A ball on a button for the seat choosing: 'Your ball', else its number and owner ('Ball 2 (Cleo)': never "You's ball")."""
    return "Your ball" if owner == actor else f"Ball {owner + 1} ({name(owner)})"


def card_of(action: object) -> str | None:
    """The caddie card a button plays or opens, if any."""
    if isinstance(action, PlayCard):
        return action.card
    if isinstance(action, OpenCard):
        return action.card
    return None


def group_cards(opts: list[Option], expanded: str | None) -> list[Option]:
    """A card with several choices is one button that opens them (``expanded``: the card now open)."""
    by_card: dict[str, list[Option]] = {}
    for o in opts:
        if isinstance(o.action, PlayCard):
            by_card.setdefault(o.action.card, []).append(o)
    if expanded in by_card:
        return [Option(CloseCard(), "Back", "the other choices"), *by_card[expanded]]
    out: list[Option] = []
    for o in opts:
        if isinstance(o.action, PlayCard) and len(by_card[o.action.card]) > 1:
            if o is by_card[o.action.card][0]:
                n = len(by_card[o.action.card])
                out.append(Option(OpenCard(o.action.card), f"{data.CARD_BY_ID[o.action.card].title} …", f"{card_short(o.action.card)}: {n} ways"))
            continue
        out.append(o)
    return out


class ChoiceBar:
    """A row of buttons for the options; Left/Right move the focus, Enter plays, a click plays."""

    def __init__(self) -> None:
        self.options: list[Option] = []
        self.buttons: list[Button] = []
        self.focus = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self._key: tuple = ()
        self.cards_rect: pygame.Rect | None = None
        """When set, the options are drawn as big cards in this rectangle (texts in full)."""

    def set(self, opts: list[Option], on_play: Callable[[Choice], None]) -> None:
        """Show these options (keeps the focus when they are the same as before)."""
        key = tuple((o.label, keyed(o.detail)) for o in opts)  # new buttons when the keys shown change (a pad was used)
        if key == self._key:
            return
        same = [(o.label, o.action) for o in opts] == [(o.label, o.action) for o in self.options]
        self._key = key
        self.options = opts
        self.buttons = [Button(o.label, partial(on_play, o.action), detail=keyed(o.detail), size_role="small") for o in opts]
        if not same:  # the same choices with other keys written on them (the first press of a pad) keep the focus
            self.focus = next((i for i, o in enumerate(opts) if o.primary), 0)
        self.layout(self.rect, self.scale)

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        """Buttons side by side in ``rect`` (narrower when there are many; a second row if needed)."""
        self.rect, self.scale = pygame.Rect(rect), scale
        n = len(self.buttons)
        if not n:
            return
        if self.cards_rect is not None:  # big cards with their whole text (golfers)
            self._layout_cards(self.cards_rect, scale)
            return
        gap = px(8, scale)
        rows = 1 if n <= 6 else 2
        if rows == 2:  # two rows of half height: the names alone
            for b in self.buttons:
                b.detail = ""
        per_row = -(-n // rows)
        slots = max(per_row, 4)  # up to four buttons keep one width: one coming or going moves none of the others
        w = min(px(230, scale), (rect.w - (slots - 1) * gap) // slots)
        h = min(px(58, scale), (rect.h - (rows - 1) * gap) // rows)
        for i, b in enumerate(self.buttons):
            row, col = divmod(i, per_row)
            b.rect = pygame.Rect(rect.right - (per_row - col) * (w + gap) + gap, rect.y + row * (h + gap), w, h)
            b.scale = scale

    def _layout_cards(self, rect: pygame.Rect, scale: float) -> None:
        n = len(self.buttons)
        gap = px(10, scale)
        cols = min(n, 5)
        rows = -(-n // cols)
        w = (rect.w - (cols - 1) * gap) // cols
        h = min(px(220, scale), (rect.h - (rows - 1) * gap) // rows)
        top = rect.y + (rect.h - rows * h - (rows - 1) * gap) // 2
        for i, b in enumerate(self.buttons):
            row, col = divmod(i, cols)
            b.rect = pygame.Rect(rect.x + col * (w + gap), top + row * (h + gap), w, h)
            b.scale = scale

    def step(self, delta: int) -> None:
        """Move the focus."""
        if self.buttons:
            self.focus = (self.focus + delta) % len(self.buttons)

    def activate(self) -> bool:
        """Play the focused option."""
        if not self.buttons:
            return False
        self.buttons[self.focus].activate()
        return True

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The option under a point, if any."""
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                return i
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        """Play the option under a click."""
        i = self.index_at(pos)
        if i is None:
            return False
        self.focus = i
        self.buttons[i].activate()
        return True

    def hover(self, pos: tuple[int, int]) -> None:
        """The pointer moved: focus follows it over a button."""
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                self.focus = i

    def draw(self, surface: pygame.Surface, enabled: bool = True) -> None:
        """The buttons, the focused one lifted."""
        for i, b in enumerate(self.buttons):
            b.focused = enabled and i == self.focus
            b.enabled = enabled
            if self.cards_rect is not None:
                self._draw_card(surface, b)
            else:
                b.draw(surface)

    def _draw_card(self, surface: pygame.Surface, b: Button) -> None:
        """A tall card: the title, then the whole text wrapped."""
        s = self.scale
        b._frame(surface)
        lift = px(2, s) if b.focused else 0
        pad = px(12, s)
        surface.blit(text.render(b.label, "heading", text.fit_size(b.label, "heading", px(22, s), b.rect.w - 2 * pad, readable(s)), PALETTE.ink), (b.rect.x + pad, b.rect.y + pad - lift))
        size = px(BASE_SIZES["small"] - 2, s)
        line_h = text.font("body", size).get_linesize()
        y = b.rect.y + pad + px(32, s) - lift
        for line in text.wrap(b.detail, "body", size, b.rect.w - 2 * pad):
            if y + line_h > b.rect.bottom - pad // 2:
                break
            surface.blit(text.render(line, "body", size, PALETTE.ink_soft), (b.rect.x + pad, y))
            y += line_h
