"""The design tool: the designer picks a board from the tray, slides its ghost along the hole, turns it, places it; then the green.

Only placements the engine lists snap into place: the ghost turns red with a
cross anywhere else, and a click there is refused with the reason. Keys:
Left/Right move the ghost from spot to spot around the hole, Up/Down pick
another board, R (or the mouse wheel) turns it, Enter places it, G goes to
the green. The mouse alone: click a board in the tray, point, wheel, click.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.hexgrid import Hex
from game.render import terrain as terrain_art
from game.rules.protocol import Action
from game.rules.rollinone.actions import PlaceGreen
from game.rules.rollinone.boards import SHAPE, Placement
from game.scenes.rollinone import board as board_art
from game.ui import text
from game.ui.theme import PALETTE, px, readable

if TYPE_CHECKING:
    from game.rules.rollinone.state import RollState

REFUSED = "A board must touch the hole along two spaces and overlap nothing: try a lit spot."
"""What a click on an illegal spot says."""


class DesignTool:
    """The designing player's cursor: which board, turned how, held where; or where the green goes."""

    def __init__(self) -> None:
        self.board_pos = 0
        self.rotation = 0
        self.spot = 0
        self.green_mode = False
        self.green_pos = 0
        self.pointer: Hex | None = None
        """The space under the mouse (None when the keys lead)."""
        self.placements: list[Placement] = []
        self.greens: list[PlaceGreen] = []
        self.boards: list[int] = []
        self.spots: list[Hex] = []
        self.tray_slots: dict[int, pygame.Rect] = {}
        self._key: tuple = ()

    # the legal choices ------------------------------------------------------------------
    def update_legal(self, state: RollState, legal: Sequence[Action]) -> None:
        """Read what the engine allows now (cheap when nothing changed)."""
        key = (len(state.placements), len(state.greens), state.hole)
        if key == self._key:
            return
        self._key = key
        self.placements = [a for a in legal if isinstance(a, Placement)]
        self.greens = [a for a in legal if isinstance(a, PlaceGreen)]
        self.boards = sorted({p.board for p in self.placements})
        layout = state.layout
        spots = sorted({p.centre for p in self.placements})
        if layout is not None and spots:
            mid = [_flat(h) for h in layout.terrain]
            mx, my = sum(x for x, _ in mid) / len(mid), sum(y for _, y in mid) / len(mid)
            # clockwise round the hole as seen on screen, so Right walks the ghost round it
            spots.sort(key=lambda h: math.atan2(_flat(h)[1] - my, _flat(h)[0] - mx))
        self.spots = spots
        self.board_pos %= max(1, len(self.boards))
        self.spot %= max(1, len(self.spots))
        self.green_mode = not self.placements and bool(self.greens)
        self.green_pos = 0
        self.pointer = None

    @property
    def board(self) -> int | None:
        """The board in hand."""
        return self.boards[self.board_pos % len(self.boards)] if self.boards else None

    def centre(self) -> Hex | None:
        """Where the ghost is held: the snapped spot near the pointer, the pointer itself, or the key-chosen spot."""
        if self.pointer is not None:
            snapped = self.snap(self.pointer)
            return snapped if snapped is not None else self.pointer
        return self.spots[self.spot % len(self.spots)] if self.spots else None

    def snap(self, h: Hex) -> Hex | None:
        """The legal spot the pointer is over (its centre or a space next to it), if any."""
        near = [s for s in self.spots if s.distance(h) <= 1]
        return min(near, key=lambda s: (s.distance(h), s)) if near else None

    def held(self) -> Placement | None:
        """The placement the ghost shows, legal or not."""
        c, b = self.centre(), self.board
        if c is None or b is None:
            return None
        return Placement(b, self.rotation % 6, c.q, c.r)

    def legal_now(self) -> bool:
        """True when the ghost sits where the engine allows."""
        p = self.held()
        return p is not None and p in self.placements

    def green_cell(self) -> Hex | None:
        """Where the green would go."""
        if not self.greens:
            return None
        if self.pointer is not None and PlaceGreen(self.pointer.q, self.pointer.r) in self.greens:
            return self.pointer
        g = self.greens[self.green_pos % len(self.greens)]
        return Hex(g.q, g.r)

    # changes ---------------------------------------------------------------------------------
    def rotate(self, delta: int) -> None:
        """Turn the board in hand by 60° steps."""
        self.rotation = (self.rotation + delta) % 6

    def next_board(self, delta: int) -> None:
        """Take another board from the tray."""
        if self.boards:
            self.board_pos = (self.board_pos + delta) % len(self.boards)
            self.green_mode = False

    def pick_board(self, board: int) -> None:
        """Take this board from the tray."""
        if board in self.boards:
            self.board_pos = self.boards.index(board)
            self.green_mode = False

    def move(self, delta: int) -> None:
        """Keys: the ghost (or the green) to the next legal place."""
        self.pointer = None
        if self.green_mode and self.greens:
            self.green_pos = (self.green_pos + delta) % len(self.greens)
        elif self.spots:
            self.spot = (self.spot + delta) % len(self.spots)

    def choose(self) -> Action | str:
        """What Enter or a click plays: a placement, a green, or the reason it cannot."""
        if self.green_mode:
            g = self.green_cell()
            if g is None:
                return "The green cannot go there."
            if self.pointer is not None and PlaceGreen(self.pointer.q, self.pointer.r) not in self.greens:
                return "The green goes on a space of the boards, not on the tee or in water."
            return PlaceGreen(g.q, g.r)
        p = self.held()
        if p is None:
            return "No board can be placed now: put the green down (G)."
        if p not in self.placements:
            return REFUSED
        return p

    def show_choice(self, action: Action) -> None:
        """A computer's choice: hold that board there (or point at that green)."""
        self.pointer = None
        if isinstance(action, Placement):
            self.green_mode = False
            self.pick_board(action.board)
            self.rotation = action.rotation
            c = action.centre
            if c in self.spots:
                self.spot = self.spots.index(c)
        elif isinstance(action, PlaceGreen):
            self.green_mode = True
            if action in self.greens:
                self.green_pos = self.greens.index(action)

    # drawing ------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, state: RollState, view: board_art.HoleBoardView, lift: float) -> None:
        """Legal spots, the ghost board (or the green's place) over the hole."""
        s = view.cell_size
        if self.green_mode:
            view.draw_cells(surface, [Hex(g.q, g.r) for g in self.greens], PALETTE.gold, 45)
            g = self.green_cell()
            if g is not None:
                view.draw_cells(surface, [g], PALETTE.cream_text, 130, outline=max(2, round(s * 0.06)))
                from game.render import course_pieces

                course_pieces.draw_flag(surface, view.hex_center(g), s, board_art.FLAG)
            return
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        for spot in self.spots:
            x, y = view.hex_center(spot)
            pygame.draw.circle(surface, PALETTE.gold, (x, y), max(3, s * 0.16), max(2, round(s * 0.05)))
        surface.set_clip(clip)
        p = self.held()
        if p is not None:
            cells = board_art.ghost_cells(state, p.board, p.rotation, p.centre)
            board_art.draw_ghost(surface, view, cells, p in self.placements, lift=lift)

    def draw_tray(self, surface: pygame.Surface, state: RollState, rect: pygame.Rect, scale: float, enabled: bool) -> None:
        """The boards still in the box, each drawn small at the current turn; the one in hand lifted."""
        self.tray_slots = {}
        n = max(1, len(self.boards))
        gap = px(6, scale)
        w = min(px(96, scale), (rect.w - (n - 1) * gap) // n)
        for i, b in enumerate(self.boards):
            r = pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h)
            self.tray_slots[b] = r
            chosen = b == self.board and not self.green_mode
            lift = px(5, scale) if chosen else 0
            if chosen:
                pygame.draw.rect(surface, PALETTE.gold, r.inflate(px(4, scale), px(4, scale)), max(2, px(3, scale)), border_radius=px(8, scale))
            mini = pygame.Rect(r.x, r.y - lift, r.w, r.h - px(18, scale))
            draw_mini_board(surface, state, b, self.rotation if chosen else 0, mini)
            name = state.boards.boards[b].name
            size = text.fit_size(name, "bold", px(13, scale), r.w, readable(scale))
            img = text.render(name, "bold", size, PALETTE.ink if enabled else PALETTE.ink_soft)
            surface.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom)))

    def board_at(self, pos: tuple[int, int]) -> int | None:
        """The tray board under a click."""
        return next((b for b, r in self.tray_slots.items() if r.collidepoint(pos)), None)


def _flat(h: Hex) -> tuple[float, float]:
    """A space's centre in units of the hex size (pointy-top, y down), for ordering spots."""
    return math.sqrt(3) * (h.q + h.r / 2), 1.5 * h.r


def draw_mini_board(surface: pygame.Surface, state: RollState, board: int, rotation: int, rect: pygame.Rect) -> None:
    """A board as a small flat hexagon of coloured spaces."""
    b = state.boards.boards[board]
    cells = b.rotations[rotation % 6]
    size = min(rect.w / (5 * math.sqrt(3)), rect.h / 8.2)
    cx, cy = rect.center
    for h in SHAPE:
        t = cells.get(h)
        x = cx + size * math.sqrt(3) * (h.q + h.r / 2)
        y = cy + size * 1.5 * h.r
        poly = [(x + size * 0.96 * math.cos(math.radians(60 * k - 30)), y + size * 0.96 * math.sin(math.radians(60 * k - 30))) for k in range(6)]
        color = terrain_art.TERRAIN_COLORS.get(t, (120, 120, 120)) if t is not None else (120, 120, 120)
        pygame.draw.polygon(surface, color, poly)
        pygame.draw.polygon(surface, (238, 228, 204), poly, 1)
