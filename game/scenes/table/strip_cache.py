"""The strip in two bands, and recent pictures of the lower one by what it showed, so a look seen before costs one blit.

At 4K the strip is a 2,877x522 card; a game's hand of cards (Carom's nine)
takes a few milliseconds to paint, and a table of computer players shows the
very same hand turn after turn. The strip's key (table/redraw.py,
``strip_keys``) is a pair: the instruction line's and the lower band's. When
only the line changed, only the line is painted again; when the lower band
shows a look kept here, its picture is put back instead of painted, pixel for
pixel the same: the picture is the chrome under the band (the pictures are
dropped when the chrome is rebuilt) and what the strip's painter drew there,
which the key determines (``TableGame.strip_key``: equal keys, the same
picture). Otherwise the whole strip is painted, once.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

KEEP = 4
"""Pictures kept (each the lower band of the strip: about 4.5 MB at 4K)."""
REMEMBER = 64
"""Keys remembered without a picture: a picture is kept only for a look seen before (a die's roll never comes back)."""


class StripPictures:
    """The last few pictures of the strip's lower band, by key."""

    def __init__(self, keep: int = KEEP) -> None:
        self.keep = keep
        self.pictures: OrderedDict[object, pygame.Surface] = OrderedDict()
        self.seen: OrderedDict[object, None] = OrderedDict()
        self.free: list[pygame.Surface] = []
        """Surfaces for pictures, made (and touched) when the table is laid out: a new 4.5 MB surface
        costs its page faults in the frame that first fills it, several milliseconds at 4K."""
        self.chrome: pygame.Surface | None = None
        self.hits = 0
        """Pictures put back rather than painted (for the tests)."""
        self.partial = 0
        """Lower bands changed by painting only where the game said they differ (for the tests)."""
        self.pending: object = None
        """The lower band's key whose picture is still to be kept: copied in a later quiet frame (:meth:`settle`),
        not in the busy frame that painted it (a 1.3 Mpx copy at 4K, about a millisecond)."""

    def update(
        self,
        back: pygame.Surface,
        chrome: pygame.Surface,
        bands: tuple[pygame.Rect, pygame.Rect],
        old: object,
        new: object,
        paint: Callable[[pygame.Surface], None],
        change: Callable[[object, object], list[pygame.Rect] | None] | None = None,
    ) -> list[pygame.Rect]:
        """Make the strip in ``back`` look as ``paint`` draws it over ``chrome``; the areas that changed.

        ``old`` and ``new`` are the strip's keys before and now: pairs (line,
        lower band), or None (nothing known: paint all of it). ``change`` says,
        for two lower-band keys, where their pictures can differ (None: anywhere).
        """
        line, below = (b.clip(back.get_rect()) for b in bands)
        if chrome is not self.chrome:  # a new layout or look: a whole-window frame, the time to make the surfaces
            self.pending = None
            self.free += self.pictures.values()
            self.pictures.clear()
            self.seen.clear()
            self.chrome = chrome
            self.free = [f for f in self.free if f.get_size() == below.size]
            if isinstance(new, tuple) and below.w > 0 and below.h > 0:
                while len(self.free) < self.keep:
                    surface = pygame.Surface(below.size)
                    surface.fill((0, 0, 0))  # touch every page now
                    self.free.append(surface)
        whole = line.union(below)
        if not (isinstance(new, tuple) and isinstance(old, tuple)):
            self._paint(back, chrome, whole, paint)
            self._keep(back, below, new)
            return [whole]
        line_changed, below_changed = old[0] != new[0], old[1] != new[1]
        picture = self.pictures.get(new[1]) if below_changed else None
        if below_changed and (picture is None or picture.get_size() != below.size):
            areas = change(old[1], new[1]) if change is not None else None
            if areas is None:
                self._paint(back, chrome, whole, paint)
                self._keep(back, below, new)
                return [whole]
            painted = [line] if line_changed else []
            painted += [a for a in (a.clip(below) for a in areas) if a.w > 0 and a.h > 0]
            for area in painted:  # each painted whole over its chrome, clipped: the same pixels as painting all of it
                self._paint(back, chrome, area, paint)
            self.partial += 1
            self._keep(back, below, new)
            return painted
        out: list[pygame.Rect] = []
        if picture is not None:
            self.pictures.move_to_end(new[1])
            back.blit(picture, below.topleft)
            self.hits += 1
            out.append(below)
        if line_changed:
            self._paint(back, chrome, line, paint)
            out.append(line)
        return out

    @staticmethod
    def _paint(back: pygame.Surface, chrome: pygame.Surface, band: pygame.Rect, paint: Callable[[pygame.Surface], None]) -> None:
        back.blit(chrome, band.topleft, band)
        back.set_clip(band)
        paint(back)
        back.set_clip(None)

    def _keep(self, back: pygame.Surface, below: pygame.Rect, key: object) -> None:
        if not isinstance(key, tuple) or below.w <= 0 or below.h <= 0:
            return
        if key[1] not in self.seen:  # the first time: only remember the key (copying the band costs as much as a blit)
            self.seen[key[1]] = None
            while len(self.seen) > REMEMBER:
                self.seen.popitem(last=False)
            return
        self.pending = key[1]

    def settle(self, back: pygame.Surface, bands: tuple[pygame.Rect, pygame.Rect], key: object) -> None:
        """In a quiet frame (the strip not painted): keep the picture :meth:`update` left to keep, if the band still shows it."""
        pending, self.pending = self.pending, None
        if pending is None or not isinstance(key, tuple) or key[1] != pending:
            return  # the band shows something else by now: that look is kept the next time it is painted
        below = bands[1].clip(back.get_rect())
        if below.w <= 0 or below.h <= 0:
            return
        if self.free:
            picture = self.free.pop()
        elif self.pictures:
            picture = self.pictures.popitem(last=False)[1]  # the oldest look's surface
        else:
            picture = pygame.Surface(below.size)
        if picture.get_size() != below.size:
            picture = pygame.Surface(below.size)
        picture.blit(back, (0, 0), below)
        self.pictures[key[1]] = picture
        self.pictures.move_to_end(key[1])
