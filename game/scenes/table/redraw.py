"""Redrawing only what changed on the table, so a 4K frame costs what moved, not the whole window.

The window is split into three regions: the board (left, above the strip),
the strip (left, below the board) and the side panel (right). A copy of the
window without anything that moves, the *back* picture (the cached chrome,
the strip's contents, the panel and its buttons), is kept; the strip and the
panel are painted into it again only when what they show changed (their keys).
Everything that moves (the game's board pieces, the turn banner, the replay
bar, tooltips) is drawn over the display every frame, and the areas it
covered in the previous frame are first put back from the back picture. Only
those areas are sent to the screen (``pygame.display.update(rects)``).

This works only for a game that says where its board drawing went
(:meth:`~game.scenes.table.game.TableGame.board_damage`); for the others, and
whenever the picture may have changed behind the table's back (a resize, a
dialog, the hand-over, the app's own messages), the whole window is drawn as
before (:meth:`TableRedraw.invalidate`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

Painter = Callable[[pygame.Surface], None]


def card_reach(lift: int) -> int:
    """How far past its rectangle a card lifted ``lift`` pixels draws (its soft shadow, see ``drawing.shadow``)."""
    return 2 * max(2, lift * 2) + lift + 2


class TableRedraw:
    """The back picture, what each retained part showed, and what moved in the last frame."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.back: pygame.Surface | None = None
        self.valid = False
        """False: the next frame draws the whole window."""
        self.target: pygame.Surface | None = None
        self.chrome: pygame.Surface | None = None
        self.keys: dict[str, object] = {}
        self.moved: list[pygame.Rect] = []
        """What was drawn over the back picture in the last frame."""
        self.damaged: list[pygame.Rect] = []
        """Areas the app drew over since (its messages, the muted mark)."""
        self.dirty: list[pygame.Rect] | None = None
        """What the last frame changed on the display (None: everything)."""
        self.armed = False
        """The app said, just before this frame, what it drew over the table (see :meth:`damage`)."""

    def invalidate(self) -> None:
        """The next frame draws the whole window (a resize, an overlay, the look changed)."""
        self.valid = False

    def damage(self, rects: list[pygame.Rect] | None) -> None:
        """The app, before a frame: areas it drew over the table since its last frame (None: anything may have changed).

        Only a frame announced this way may draw just the changes: any other
        caller of ``draw`` (a test, a picture for the saved-games list) gets
        the whole window, as before.
        """
        if rects is None:
            self.valid = False
        else:
            self.damaged.extend(rects)
        self.armed = True

    def regions(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(board, strip, panel) regions; together they tile the window."""
        t = self.table
        w, h = t.app.size
        split_x = (t.strip.right + t.panel_rect.x) // 2
        split_y = (t.board_rect.bottom + t.strip.y) // 2
        return pygame.Rect(0, 0, split_x, split_y), pygame.Rect(0, split_y, split_x, h - split_y), pygame.Rect(split_x, 0, w - split_x, h)

    def take_armed(self) -> bool:
        """True once after :meth:`damage`: this frame is the app's, shown on the window."""
        armed, self.armed = self.armed, False
        return armed

    def can_draw_changes(self, surface: pygame.Surface, chrome: pygame.Surface, alone: bool) -> bool:
        """True when only what changed needs drawing this frame."""
        return (
            self.valid
            and alone
            and self.back is not None
            and surface is self.target
            and chrome is self.chrome
            and self.back.get_size() == surface.get_size()
        )

    def parts(self) -> list[tuple[str, pygame.Rect, object, Painter]]:
        """The retained parts: (name, region, key or None to paint every frame, painter)."""
        t = self.table
        _, strip_region, panel_region = self.regions()
        return [
            ("strip", strip_region, t.strip_key(), t.paint_strip),
            ("panel", panel_region, t.panel_key(), t.paint_panel),
        ]

    def rebuild(self, surface: pygame.Surface, chrome: pygame.Surface, moved: list[pygame.Rect] | None) -> None:
        """After a whole-window frame: keep its still parts as the back picture (or give up when ``moved`` is None)."""
        self.dirty = None
        self.damaged = []
        if moved is None:
            self.valid = False
            return
        if self.back is None or self.back.get_size() != surface.get_size():
            self.back = pygame.Surface(surface.get_size())
        self.chrome = chrome
        board_region = self.regions()[0]
        self.back.blit(chrome, board_region.topleft, board_region)
        for name, region, key, paint in self.parts():
            self._paint(region, paint)
            self.keys[name] = key
        self.target, self.moved, self.valid = surface, moved, True

    def _paint(self, region: pygame.Rect, paint: Painter) -> None:
        back, chrome = self.back, self.chrome
        assert back is not None
        if chrome is not None:
            back.blit(chrome, region.topleft, region)
        back.set_clip(region)
        paint(back)
        back.set_clip(None)

    def draw_changes(self, surface: pygame.Surface, draw_moving: Callable[[pygame.Surface], list[pygame.Rect] | None]) -> None:
        """Repaint the parts that changed, put back what moved, draw the moving things again."""
        back = self.back
        assert back is not None
        screen = surface.get_rect()
        restore: list[pygame.Rect] = []
        for name, region, key, paint in self.parts():
            if key is None or key != self.keys.get(name):
                self._paint(region, paint)
                self.keys[name] = key
                restore.append(region)
        restore += self.moved + self.damaged
        restore = [r.clip(screen) for r in restore]
        restore = [r for r in restore if r.w > 0 and r.h > 0]
        for r in restore:
            surface.blit(back, r.topleft, r)
        moved = draw_moving(surface)
        self.damaged = []
        if moved is None:  # the game cannot say where it drew: the whole window goes out, and is drawn again next frame
            self.dirty = None
            self.valid = False
            return
        moved = [m for m in (r.clip(screen) for r in moved) if m.w > 0 and m.h > 0]
        self.moved = moved
        self.dirty = restore + moved
