"""Drawing helpers for the tabletop look: textured table, paper cards, soft shadows."""

from __future__ import annotations

import sys
import weakref
from functools import lru_cache
from typing import NamedTuple

import pygame

from game import paths
from game.ui.theme import LOOK, NORMAL_PALETTE, PALETTE, Color


@lru_cache(maxsize=8)
def texture(name: str) -> pygame.Surface:
    """A texture from assets/textures (loaded once)."""
    # as decoded (24-bit): it is only ever tiled once into a picture that is kept, and converting it
    # first to the screen's format would touch another megabyte for no gain (same pixels either way)
    return pygame.image.load(str(paths.asset("textures", f"{name}.jpg")))  # JPEG: decodes 4x faster (make_textures.py)


@lru_cache(maxsize=4)
def _tiled(name: str, size: tuple[int, int], scale: float) -> pygame.Surface:
    out = pygame.Surface(size)
    _tile(out, name, scale)
    return out


def _tile(out: pygame.Surface, name: str, scale: float) -> None:
    """Cover ``out`` with the texture, repeated from the top-left corner."""
    tex = texture(name)
    if scale != 1.0:
        tex = pygame.transform.smoothscale(tex, (max(8, int(tex.get_width() * scale)), max(8, int(tex.get_height() * scale))))
    w, h = out.get_size()
    for y in range(0, h, tex.get_height()):
        for x in range(0, w, tex.get_width()):
            out.blit(tex, (x, y))


def table(surface: pygame.Surface, scale: float = 1.0) -> None:
    """Fill the surface with the wooden table, with a soft vignette (cached per window size)."""
    key = (surface.get_size(), round(scale, 2))
    picture = _TABLES.pop(key, None)
    if picture is None:
        picture = pygame.Surface(key[0])
        _paint_table(picture, key[1], scratch=surface)  # covered whole just below
    _TABLES[key] = picture  # the most recently used last
    while len(_TABLES) > 4:
        del _TABLES[next(iter(_TABLES))]
    surface.blit(picture, (0, 0))


_TABLES: dict[tuple[tuple[int, int], float], pygame.Surface] = {}
"""The table pictures made by :func:`table`, by window size and scale (the four used last)."""


def paint_table(surface: pygame.Surface, scale: float = 1.0, scratch: pygame.Surface | None = None) -> None:
    """The same picture as :func:`table`, painted straight onto ``surface`` and not cached.

    For a picture that is itself kept (the title's background): the first frame
    then makes one full-window surface instead of four, and on this kind of
    machine each new one costs milliseconds before it is even drawn on.
    ``scratch``: a surface of the same size about to be drawn over whole (the
    screen), whose memory may hold the enlarged vignette meanwhile.
    """
    _paint_table(surface, round(scale, 2), scratch)


def _paint_table(base: pygame.Surface, scale: float, scratch: pygame.Surface | None = None) -> None:
    _tile(base, "wood", scale)
    size = base.get_size()
    shade = _shade(max(1, size[0] // 8), max(1, size[1] // 8))
    into = _scratch_view(scratch, shade, size)
    base.blit(pygame.transform.smoothscale(shade, size) if into is None else pygame.transform.smoothscale(shade, size, into), (0, 0))
    # leaving drops ``into`` and with it the hold on scratch's pixels (scratch is locked until then)


def _scratch_view(scratch: pygame.Surface | None, like: pygame.Surface, size: tuple[int, int]) -> pygame.Surface | None:
    """``scratch``'s pixel memory seen as a surface of ``size`` in ``like``'s format, or None when it cannot be.

    The enlarged vignette is drawn there instead of in a new full-window
    surface: about a thousand fewer fresh memory pages for a first frame.
    """
    if (
        scratch is None
        or sys.byteorder != "little"
        or scratch.get_size() != size
        or scratch.get_bytesize() != 4
        or scratch.get_pitch() != size[0] * 4
        or like.get_bytesize() != 4
        or like.get_masks() != (0xFF0000, 0xFF00, 0xFF, 0xFF000000)
        or scratch.get_locked()
    ):
        return None
    pixels = scratch.get_buffer()  # a BufferProxy: it exports the buffer protocol, which pygame's stubs do not declare
    return pygame.image.frombuffer(pixels, size, "BGRA")  # type: ignore[arg-type]  # ARGB8888 (like's masks) byte by byte


@lru_cache(maxsize=4)
def _shade(sw: int, sh: int) -> pygame.Surface:
    """The vignette at an eighth of the window's size (kept: the title paints it, the other screens' table needs it again)."""
    rgba = bytearray(b"\x14\x08\x02\x00" * (sw * sh))  # the shade colour (20, 8, 2)
    rgba[3::4] = _vignette_alpha(sw, sh)
    shade = pygame.image.frombytes(bytes(rgba), (sw, sh), "RGBA")
    if pygame.display.get_surface() is not None:
        shade = shade.convert_alpha()  # in the screen's pixel order, the blend below is ~50x faster
    return shade


def _vignette_alpha(sw: int, sh: int) -> bytes:
    """The alpha of each pixel of the small vignette shade, row by row.

    It is the largest piece of the first title frame: each distinct value is
    worked out once (mirrored rows and columns mostly give the very same float,
    so this halves the work) and the picture stays the same to the byte.
    """
    dx2 = [((x + 0.5) / sw * 2 - 1) ** 2 for x in range(sw)]
    xs = list(dict.fromkeys(dx2))
    where = {a: i for i, a in enumerate(xs)}
    column = [where[a] for a in dx2]
    rows: dict[float, bytes] = {}
    alpha = bytearray()
    for y in range(sh):
        dy2 = ((y + 0.5) / sh * 2 - 1) ** 2
        row = rows.get(dy2)
        if row is None:
            # int(150 * min(1.0, (a + dy2) ** 0.5 / 1.35) ** 2.2), with the min written out (a third faster)
            shades = bytes([int(150 * (t if (t := (a + dy2) ** 0.5 / 1.35) < 1.0 else 1.0) ** 2.2) for a in xs])
            row = rows[dy2] = bytes(map(shades.__getitem__, column))
        alpha += row
    return bytes(alpha)


@lru_cache(maxsize=256)
def _shadow(size: tuple[int, int], radius: int, blur: int, alpha: int) -> pygame.Surface:
    w, h = size
    pad = blur * 2
    small = pygame.Surface((max(1, (w + pad * 2) // 4), max(1, (h + pad * 2) // 4)), pygame.SRCALPHA)
    pygame.draw.rect(
        small,
        (20, 10, 4, alpha),
        pygame.Rect(pad // 4, pad // 4, max(1, w // 4), max(1, h // 4)),
        border_radius=max(0, radius // 4),
    )
    return pygame.transform.smoothscale(small, (w + pad * 2, h + pad * 2))


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int = 4, alpha: int = 120) -> None:
    """A soft drop shadow under ``rect``, as if it were lifted ``lift`` pixels off the table."""
    blur = max(2, lift * 2)
    img = _shadow(rect.size, radius, blur, alpha)
    surface.blit(img, (rect.x - blur * 2 + lift // 2, rect.y - blur * 2 + lift))


def card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    radius: int = 10,
    fill: Color = PALETTE.paper,
    border: Color = PALETTE.paper_shade,
    lift: int = 4,
    textured: bool = True,
    border_width: int = 2,
    keep: bool = False,
) -> None:
    """A paper card with a drop shadow.

    ``keep``: for a look drawn again frame after frame (a hand's cards, the
    turn banner), draw it from a kept picture of card and shadow together
    (see :class:`KeptCard`), always, so that it looks the same to the pixel
    wherever it is drawn. Making the picture costs more than painting the card
    once, so a card drawn once into a kept layer (a menu's buttons) is
    painted; so is one too large to keep (over ``KEPT_CARD_PIXELS``).
    """
    if border_width and LOOK.high_contrast:  # low vision: every card gets a firm, dark edge
        border = PALETTE.ink_soft if border == NORMAL_PALETTE.paper_shade else border
        border_width += max(1, border_width // 2)
    paper = textured and fill == NORMAL_PALETTE.paper
    if keep and rect.w * rect.h <= KEPT_CARD_PIXELS and rect.w > 0 and rect.h > 0:
        kept = _card_picture((rect.size, radius, tuple(fill), tuple(border), lift, paper, border_width))
        surface.blit(kept.coded_for(surface), (rect.x + kept.dx, rect.y + kept.dy))
        return
    _paint_card(surface, rect, radius, fill, border, lift, paper, border_width)


KEPT_CARD_PIXELS = 640_000
"""Cards up to this area (the 4K turn banner's, 1864x322) are drawn from kept pictures."""
KEPT_CARDS_BUDGET = 12_000_000
"""Pixels of kept card pictures at most, counting room for their coded copies (48 MB; coded copies are
smaller, a clear run costs nothing): the looks used longest ago go first."""
CardKey = tuple[tuple[int, int], int, tuple[int, ...], tuple[int, ...], int, bool, int]
"""size, radius, fill, border, lift, textured paper, border width"""
_CARDS: dict[CardKey, KeptCard] = {}
_cards_pixels = 0
_made = [0, 0]
"""Kept card pictures made, and coded copies made, since the start (see :func:`work`)."""


def _paint_card(surface: pygame.Surface, rect: pygame.Rect, radius: int, fill: Color, border: Color, lift: int, paper: bool, border_width: int) -> None:
    if lift:
        shadow(surface, rect, radius, lift)
    if paper:
        surface.blit(_paper_card(rect.size, radius), rect.topleft)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border_width:
        pygame.draw.rect(surface, border, rect, width=border_width, border_radius=radius)


class KeptCard:
    """A card and its shadow in one picture, and where it goes from the card's top-left corner.

    It is shown run-length coded: the opaque middle is copied and the clear
    corners skipped, about a third of the time of blending it (nine 4K hand
    cards: 0.4 ms instead of 1.2, and instead of 2.5 for shadow, paper and
    border drawn one by one). SDL codes a picture for one destination surface
    and codes it again, nearly a millisecond at 4K, whenever it is drawn on
    another; so a coded copy is kept for each of the last two surfaces drawn
    on (the window and the table's back picture, say).
    """

    __slots__ = ("picture", "dx", "dy", "coded")

    def __init__(self, picture: pygame.Surface, dx: int, dy: int) -> None:
        self.picture, self.dx, self.dy = picture, dx, dy
        self.coded: list[tuple[weakref.ref[pygame.Surface], pygame.Surface]] = []

    def coded_for(self, surface: pygame.Surface) -> pygame.Surface:
        """The picture, coded for drawing on ``surface``.

        A surface with its own transparency (a card face made once, then
        placed) gets the picture as it is: SDL's coded blit would darken what
        it blends into clear pixels, where pygame's own blit copies them. So
        does a surface smaller than the picture (a scratch that only fills
        caches): a coded copy for it would be thrown away.
        """
        if surface.get_flags() & pygame.SRCALPHA or surface.get_width() * surface.get_height() < self.picture.get_width() * self.picture.get_height():
            return self.picture
        for i, (ref, coded) in enumerate(self.coded):
            if ref() is surface:
                if i:
                    self.coded.reverse()  # of two, the one drawn on last first
                return coded
        coded = self.picture.copy()
        coded.set_alpha(255, pygame.RLEACCEL)
        self.coded = [(weakref.ref(surface), coded), *self.coded[:1]]
        _made[1] += 1
        return coded

    @property
    def pixels(self) -> int:
        """What it may hold: the picture and its two coded copies."""
        return self.picture.get_width() * self.picture.get_height() * 3


def _card_picture(key: CardKey) -> KeptCard:
    """The kept picture of a card look, made on first use; the looks used longest ago go when over budget."""
    global _cards_pixels
    kept = _CARDS.pop(key, None)
    if kept is None:
        size, radius, fill, border, lift, paper, border_width = key
        w, h = size
        blur = max(2, lift * 2)
        dx, dy = (lift // 2 - blur * 2, lift - blur * 2) if lift else (0, 0)
        picture = pygame.Surface((w + blur * 4, h + blur * 4) if lift else size, pygame.SRCALPHA)
        _paint_card(picture, pygame.Rect(-dx, -dy, w, h), radius, (fill[0], fill[1], fill[2]), (border[0], border[1], border[2]), lift, paper, border_width)
        if pygame.display.get_surface() is not None:
            picture = picture.convert_alpha()  # in the screen's pixel order
        kept = KeptCard(picture, dx, dy)
        _cards_pixels += kept.pixels
        _made[0] += 1
    _CARDS[key] = kept  # the most recently used last
    while _cards_pixels > KEPT_CARDS_BUDGET and len(_CARDS) > 1:
        old = _CARDS.pop(next(iter(_CARDS)))
        _cards_pixels -= old.pixels
    return kept


@lru_cache(maxsize=128)
def _paper_card(size: tuple[int, int], radius: int) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(_tiled("paper", size, 1.0), (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything already drawn (behind an overlay).

    A band of the veil is kept, in the screen's pixel order, and laid down row
    after row: making a veil the size of the window for each frame cost more
    than the blending itself (at 4K 23-28 ms, now 7-10; at 1280x720 2.4, now 0.7),
    and it is the frame an overlay opens in, just after a key or a click.
    """
    w, h = surface.get_size()
    veil = _veil(w, alpha)
    for y in range(0, h, VEIL_ROWS):
        surface.blit(veil, (0, y))


VEIL_ROWS = 64
"""Height of the kept band of veil (a megabyte at 4K)."""


@lru_cache(maxsize=4)
def _veil(width: int, alpha: int) -> pygame.Surface:
    veil = pygame.Surface((width, VEIL_ROWS), pygame.SRCALPHA)
    veil.fill((18, 10, 4, alpha))
    if pygame.display.get_surface() is not None:
        veil = veil.convert_alpha()  # in the screen's pixel order: SDL's fast blend (the same pixels)
    return veil


class DrawingWork(NamedTuple):
    """What the drawing helpers have built since the start: a frame drawn only from kept pictures adds nothing."""

    shadows: int
    """Drop shadows made for a size."""
    papers: int
    """Paper card faces made for a size."""
    kept_cards: int
    """Card pictures made to be kept (a look first drawn with ``keep``, or drawn again after it was let go)."""
    coded: int
    """Copies of kept card pictures coded for a surface they are drawn on."""
    kept_pixels: int
    """What the kept card pictures hold now, with room for their coded copies (at most ``KEPT_CARDS_BUDGET``)."""


def work() -> DrawingWork:
    """The drawing helpers' work so far: compare two readings to see what the frames between them built."""
    return DrawingWork(_shadow.cache_info().misses, _paper_card.cache_info().misses, _made[0], _made[1], _cards_pixels)
