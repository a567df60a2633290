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

A big repaint is spread over frames (at 4K the strip alone is 1.5 million
pixels, and painting then showing it took 5-6 ms): a frame that repainted
more than :attr:`TableRedraw.spread` pixels of retained parts shows them in
the next frame, and a part that changed in a frame already that busy is
repainted in the next one. For a frame or two such an area still shows its
previous look (:meth:`TableRedraw.lagging`); anything moving over it shows
it at once, so no mixed picture is ever on the window.

This works only for a game that says where its board drawing went
(:meth:`~game.scenes.table.game.TableGame.board_damage`); for the others, and
whenever the picture may have changed behind the table's back (a resize, a
dialog, the hand-over, the app's own messages), the whole window is drawn as
before (:meth:`TableRedraw.invalidate`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.scenes.handover import draw_turn_banner, slid_banner
from game.scenes.table.panel import draw_instruction, instruction_bottom
from game.scenes.table.strip_cache import StripPictures
from game.scenes.table.warm import TextWarmer
from game.ui.theme import LOOK, px
from game.ui.words import computer_mark

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

Painter = Callable[[pygame.Surface], None]

QUIET_PIXELS = 400_000
"""A frame that paints no retained part and puts back at most this many pixels is quiet: time to keep
a strip picture or render a line ahead (not while the turn banner slides, half a million pixels at 4K)."""
SPREAD_PIXELS = 1_300_000
"""A frame's work on retained parts, in pixels painted and shown, before the rest waits for the next frame:
a little more than the 4K strip's lower band (1.24 million), so that band is painted in one frame and shown in
the next, while at 1080p and below every change is painted and shown at once."""


class Layer(NamedTuple):
    """Something drawn over the back picture every frame, unless it is still."""

    name: str
    key: object
    """Changes whenever it would look different (None: every frame)."""
    rects: list[pygame.Rect]
    """Where it draws this frame, known before drawing."""
    paint: Callable[[pygame.Surface], list[pygame.Rect]]
    """Draws it; returns where else it drew (what is only known while drawing, such as a label's place)."""
    cover: pygame.Rect | None = None
    """Where it paints every pixel opaque when drawn: nothing under it needs putting back first."""


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
        self.shown: dict[str, tuple[object, list[pygame.Rect]]] = {}
        """Each layer drawn over the back picture in the last frame: its key and where it drew."""
        self.damaged: list[pygame.Rect] = []
        """Areas the app drew over since (its messages, the muted mark)."""
        self.dirty: list[pygame.Rect] | None = None
        """What the last frame changed on the display (None: everything)."""
        self.armed = False
        """The app said, just before this frame, what it drew over the table (see :meth:`damage`)."""
        self.strip_pictures = StripPictures()
        self.warmer = TextWarmer()
        self.spread = SPREAD_PIXELS
        """Pixels of retained parts painted or shown in one frame before the rest waits for the next frame."""
        self.unshown: list[pygame.Rect] = []
        """Areas painted into the back picture and not yet shown on the window."""
        self.waiting: list[pygame.Rect] = []
        """Regions of parts that changed and wait to be painted (the frame was busy enough)."""

    def lagging(self) -> list[pygame.Rect]:
        """Where the window may still show a previous look: painted but not shown, or not painted yet."""
        return self.unshown + self.waiting

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
        split_y = (t.board_area.bottom + t.strip.y) // 2
        return pygame.Rect(0, 0, split_x, split_y), pygame.Rect(0, split_y, split_x, h - split_y), pygame.Rect(split_x, 0, w - split_x, h)

    def take_armed(self) -> bool:
        """True once after :meth:`damage`: this frame is the app's, shown on the window."""
        armed, self.armed = self.armed, False
        return armed

    def can_draw_changes(self, surface: pygame.Surface, chrome: pygame.Surface) -> bool:
        """True when only what changed needs drawing this frame (on the window the last frame drew)."""
        return (
            self.valid
            and self.back is not None
            and surface is self.target
            and chrome is self.chrome
            and self.back.get_size() == surface.get_size()
        )

    def parts(self) -> list[tuple[str, pygame.Rect, object, Painter]]:
        """The retained parts: (name, region, key or None to paint every frame, painter)."""
        t = self.table
        _, strip_region, panel_region = self.regions()
        # the strip's key tells its two bands apart: the instruction line and the game's part below (strip_cache.py)
        parts: list[tuple[str, pygame.Rect, object, Painter]] = [("strip", strip_region, strip_keys(t, strip_split(t, strip_region)[1]), lambda surface: paint_strip(t, surface))]
        keys = panel_keys(t)
        if keys is None:
            return [*parts, ("panel", panel_region, None, lambda surface: paint_panel(t, surface))]
        # the panel in bands across it (heading, one per seat, the buttons), each painted again only when
        # what it shows changed: a new turn repaints two rows, not the whole panel. Every band is painted by
        # the whole panel's painter, clipped to it; bands may overlap (a button's shadow reaches up).
        panel = t.panel
        x, w = panel_region.x, panel_region.w
        buttons_top = min(b.rect.y for b in t.buttons.widgets) - card_reach(px(7, t.app.scale))
        middle = panel.middle()
        head_reach = t.log_panel.button.rect.bottom + card_reach(px(7, t.app.scale))  # the log button's shadow reaches down
        bands = [pygame.Rect(x, 0, w, max(middle[0].y, head_reach) if middle else buttons_top)]
        bands += [pygame.Rect(x, r.y, w, r.h) for r in middle]
        bands.append(pygame.Rect(x, min(buttons_top, bands[-1].bottom), w, panel_region.bottom))
        for i, (band, key) in enumerate(zip(bands, keys)):
            parts.append((f"panel {i}", band.clip(panel_region), key, lambda surface: paint_panel_directly(t, surface)))
        return parts

    def rebuild(self, surface: pygame.Surface, chrome: pygame.Surface, layers: list[Layer] | None, drawn: dict[str, list[pygame.Rect]]) -> None:
        """After a whole-window frame: keep its still parts as the back picture (or give up when ``layers`` is None).

        ``drawn`` holds the rectangles each layer found while it was drawn (a label's place).
        """
        self.dirty = None
        self.damaged = []
        self.unshown, self.waiting = [], []
        if layers is None:
            self.valid = False
            return
        if self.back is None or self.back.get_size() != surface.get_size():
            self.back = pygame.Surface(surface.get_size())
        self.chrome = chrome
        self.back.blit(chrome, (0, 0))
        for name, region, key, paint in self.parts():
            self._paint(name, region, key, paint, None)
            self.keys[name] = key
        self.shown = {layer.name: (layer.key, layer.rects + drawn.get(layer.name, [])) for layer in layers}
        self.target, self.valid = surface, True

    def _paint(self, name: str, region: pygame.Rect, key: object, paint: Painter, old: object) -> list[pygame.Rect]:
        """Paint a retained part into the back picture (its key was ``old``); where the picture changed."""
        back, chrome = self.back, self.chrome
        assert back is not None
        if name == "strip" and chrome is not None:
            return self.strip_pictures.update(back, chrome, strip_split(self.table, region), old, key, paint, lambda a, b: strip_change(self.table, a, b))
        if chrome is not None:
            back.blit(chrome, region.topleft, region)
        back.set_clip(region)
        paint(back)
        back.set_clip(None)
        return [region]

    def _still(self, layers: list[Layer], restore: list[pygame.Rect]) -> set[str]:
        """Layers that look exactly as in the last frame and need neither putting back nor drawing.

        A layer stays only when its key is unchanged and nothing put back, and no
        layer below it that is drawn again, touches it.
        """
        shown = self.shown
        still = {layer.name for layer in layers if layer.key is not None and layer.name in shown and shown[layer.name][0] == layer.key}
        changed = bool(still)
        while changed:
            changed = False
            back = restore + [r for name, (_, rects) in shown.items() if name not in still for r in rects]
            below: list[pygame.Rect] = []
            for layer in layers:
                if layer.name in still:
                    mine = layer.rects + shown[layer.name][1]
                    if any(r.collidelist(back) != -1 or r.collidelist(below) != -1 for r in mine):
                        still.discard(layer.name)
                        changed = True
                        break
                else:
                    below += layer.rects
        return still

    def draw(self, surface: pygame.Surface, chrome: pygame.Surface, layers: list[Layer] | None) -> None:
        """Draw the table: only what changed when it may (``layers`` given), else all of it, in order."""
        if layers is not None and self.can_draw_changes(surface, chrome):
            self.draw_changes(surface, layers)
            return
        t = self.table
        surface.blit(chrome, (0, 0))
        t.game.draw_board(surface)
        paint_strip(t, surface)
        strip_moved = t.game.draw_strip_moving(surface, t.strip_content)
        paint_panel(t, surface)
        draw_banner(t, surface)
        if t.replay_bar is not None:
            t.replay_bar.draw(surface)
        if t.app.stack.top is t:  # labels never show through a dialog or the hand-over
            t.game.draw_overlay(surface)
            t.hints.draw(surface)
        self.rebuild(surface, chrome, layers, {"strip": strip_moved, "labels": t.game.overlay_damage() or []})

    def draw_changes(self, surface: pygame.Surface, layers: list[Layer]) -> None:
        """Repaint the parts that changed, put back what moved, draw the moving layers again.

        Spread (see the module's doc): what was painted in the last frame is
        shown first; then changed parts are painted while the frame's work
        stays within ``spread`` pixels (the first always); what this frame
        painted is shown now if that still fits, else in the next frame.
        """
        back = self.back
        assert back is not None
        restore, self.unshown = self.unshown, []
        work = _area(restore)
        painted: list[pygame.Rect] = []
        self.waiting = []
        strip = None
        for name, region, key, paint in self.parts():
            if name == "strip":
                strip = (region, key)
            if key is None:  # painted every frame: shown at once, never kept waiting
                restore += self._paint(name, region, key, paint, self.keys.get(name))
                self.keys[name] = key
            elif key != self.keys.get(name):
                if work >= self.spread and (restore or painted):
                    self.waiting.append(region)  # its key is left as it was: the next frame finds it changed again
                    continue
                areas = self._paint(name, region, key, paint, self.keys.get(name))
                self.keys[name] = key
                painted += areas
                work += _area(areas)
        quiet = not restore and not painted and not self.waiting and None not in self.keys.values()
        if work + _area(painted) <= self.spread or not painted:
            restore += painted
        else:
            self.unshown = painted
        if self.unshown:  # anything moving over an area not shown yet (put back from the back picture) shows that area now, whole
            moving = self.damaged + [r for _, rects in self.shown.values() for r in rects] + [r for layer in layers for r in layer.rects]
            touched = [a for a in self.unshown if a.collidelist(moving) != -1]
            if touched:
                restore += touched
                self.unshown = [a for a in self.unshown if a not in touched]
        restore += self.damaged
        self.damaged = []
        still = self._still(layers, restore)
        restore += [r for name, (_, rects) in self.shown.items() if name not in still for r in rects]
        restore = _tidy(restore, surface.get_rect())
        covers = [layer.cover for layer in layers if layer.cover is not None and layer.name not in still]
        for r in _uncovered(restore, covers):
            surface.blit(back, r.topleft, r)
        shown: dict[str, tuple[object, list[pygame.Rect]]] = {}
        drawn: list[pygame.Rect] = []
        for layer in layers:
            if layer.name in still:
                shown[layer.name] = self.shown[layer.name]
                continue
            rects = layer.rects + layer.paint(surface)
            shown[layer.name] = (layer.key, rects)
            drawn += rects
        self.shown = shown
        self.dirty = _tidy(restore + drawn, surface.get_rect())
        if quiet and _area(self.dirty) <= QUIET_PIXELS:  # little else moved either (not the sliding banner)
            if strip is not None and self.strip_pictures.pending is not None:
                self.strip_pictures.settle(back, strip_split(self.table, strip[0]), strip[1])  # a picture left to keep
            else:
                self.warmer.step(self.table)  # or one line the strip will soon show, rendered ahead


def _area(rects: list[pygame.Rect]) -> int:
    return sum(r.w * r.h for r in rects)


def _tidy(rects: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect]:
    """Inside the window, without repeats or rectangles inside another, and two that overlap so much
    that together they cover no more than their union (the turn banner's place now and a frame ago) as one."""
    seen: set[tuple[int, int, int, int]] = set()
    out: list[pygame.Rect] = []
    for r in sorted((r.clip(screen) for r in rects), key=lambda r: -r.w * r.h):
        t = (r.x, r.y, r.w, r.h)
        if r.w <= 0 or r.h <= 0 or t in seen or any(o.contains(r) for o in out):
            continue
        seen.add(t)
        for i, o in enumerate(out):
            u = o.union(r)
            if u.w * u.h <= o.w * o.h + r.w * r.h - _overlap(o, r):
                out[i] = u
                break
        else:
            out.append(r)
    return out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def _uncovered(rects: list[pygame.Rect], covers: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles less what the covers hide (each cut into at most four pieces)."""
    for cover in covers:
        out: list[pygame.Rect] = []
        for r in rects:
            c = r.clip(cover)
            if c.w <= 0 or c.h <= 0:
                out.append(r)
                continue
            pieces = (
                pygame.Rect(r.x, r.y, r.w, c.y - r.y),  # above
                pygame.Rect(r.x, c.bottom, r.w, r.bottom - c.bottom),  # below
                pygame.Rect(r.x, c.y, c.x - r.x, c.h),  # left
                pygame.Rect(c.right, c.y, r.right - c.right, c.h),  # right
            )
            out += [p for p in pieces if p.w > 0 and p.h > 0]
        rects = out
    return rects


def table_layers(t: TableScene) -> list[Layer] | None:
    """What moves over the table's back picture, bottom first; None when the game cannot say where it draws."""
    game = t.game
    board = game.board_damage()
    if board is None or game.overlay_damage() is None or t.hints.active():
        return None  # (a hint's ghost and card are drawn with everything else, each frame while they are up)
    layers = [
        Layer("board", game.board_key(), board, lambda surface: _paint_board(t, surface, board)),
        Layer("strip", None, [], lambda surface: game.draw_strip_moving(surface, t.strip_content)),
    ]
    if t.banner is not None:
        key, rect = banner_look(t)
        layers.append(Layer("banner", key, [rect], lambda surface: _only(lambda s: draw_banner(t, s), surface), banner_cover(t)))
    bar = t.replay_bar
    if bar is not None:
        reach = card_reach(px(4, t.app.scale)) + px(12, t.app.scale)
        layers.append(Layer("replay", None, [bar.rect.inflate(2 * reach, 2 * reach)], lambda surface: _only(bar.draw, surface)))
    if t.app.stack.top is t:
        layers.append(Layer("labels", None, [], lambda surface: _labels(t, surface)))
    return layers


def _only(paint: Painter, surface: pygame.Surface) -> list[pygame.Rect]:
    """Paint where the layer said it would, and nowhere else."""
    paint(surface)
    return []


def _paint_board(t: TableScene, surface: pygame.Surface, board: list[pygame.Rect]) -> list[pygame.Rect]:
    """The game's board pieces."""
    t.game.draw_board(surface)
    back = t.redraw.back
    for r in board:  # the panel card covers whatever of the board reaches under it, as when all is drawn in order
        over = r.clip(t.panel_rect)
        if over.w > 0 and over.h > 0 and back is not None:
            surface.blit(back, over.topleft, over)
    return []


def _labels(t: TableScene, surface: pygame.Surface) -> list[pygame.Rect]:
    t.game.draw_overlay(surface)
    return t.game.overlay_damage() or []


def paint_strip(t: TableScene, surface: pygame.Surface) -> None:
    """The instruction line and the game's part of the strip."""
    draw_instruction(surface, t.instruction_rect, t.instruction(), t.app.scale)
    t.game.draw_strip(surface, t.strip_content)


def strip_split(t: TableScene, region: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The strip's region as two bands: the instruction line, and the game's part below it."""
    split = (t.instruction_rect.bottom + t.strip_content.y) // 2
    return pygame.Rect(region.x, region.y, region.w, split - region.y), pygame.Rect(region.x, split, region.w, region.bottom - split)


def strip_keys(t: TableScene, below: pygame.Rect) -> tuple[object, object] | None:
    """Keys of the strip's two bands: the instruction line's, and the game's part below it (None: every frame).

    The line's key holds all the game's key too (a lifted card reaches up into
    it); the lower band's holds the instruction only when its text reaches down
    that far (large text), so a new instruction leaves the lower band alone.
    """
    game_key = t.game.strip_key()
    if game_key is None:
        return None
    rect, message, scale = t.instruction_rect, t.instruction(), t.app.scale
    common = (tuple(rect), tuple(t.strip_content), tuple(below), scale, LOOK.version, game_key)
    reaches = instruction_bottom(rect, message, scale) > below.y
    return (message, common), (message if reaches else None, common)


def strip_change(t: TableScene, old: object, new: object) -> list[pygame.Rect] | None:
    """Where the strip's lower band can differ between two of its keys (``strip_keys``): the game says, when only its own key changed."""
    if not (isinstance(old, tuple) and isinstance(new, tuple)) or old[0] != new[0]:
        return None
    a, b = old[1], new[1]
    if not (isinstance(a, tuple) and isinstance(b, tuple)) or a[:-1] != b[:-1]:
        return None
    return t.game.strip_change(a[-1], b[-1])


def _buttons_ready(t: TableScene) -> None:
    t._button_hints()
    t.log_panel.refresh_hint()
    t.undo_button.enabled = not t.replaying
    t.undo_button.greyed = not t.replaying and t.undo_available() == 0  # still pressable: it says why


def paint_panel(t: TableScene, surface: pygame.Surface) -> None:
    """The side panel (its cached picture) and its buttons."""
    _buttons_ready(t)
    t.panel.draw(surface, t.app.scale)
    t.buttons.draw(surface)


def paint_panel_directly(t: TableScene, surface: pygame.Surface) -> None:
    """The side panel and its buttons, painted over the empty panel card (for a band of it)."""
    t.panel.paint(surface, t.app.scale)
    t.buttons.draw(surface)


def panel_keys(t: TableScene) -> list[object] | None:
    """One key per band of the panel (heading, each seat, the buttons); None when the game has a corner of its own."""
    _buttons_ready(t)
    if t.panel.extra.h and not t.log_panel.open:
        return None  # the game's own corner of the panel says nothing about when it changes
    shown = tuple(t.buttons.widgets)
    buttons = tuple((b.label, b.detail, b.badge, b.focused, b.enabled, b.greyed, b.selected, tuple(b.rect), b.scale) for b in shown)
    return [*t.panel.band_keys(), buttons]


def banner_look(t: TableScene) -> tuple[object, pygame.Rect]:
    """The turn banner's key (what it shows, how far it slid in) and the rectangle it draws in."""
    assert t.banner is not None
    seat, line, _ = t.banner
    progress = t.banner_progress()
    r = slid_banner(t.banner_rect, progress)
    reach = card_reach(px(6, t.app.scale))
    return (seat, line, progress, tuple(t.banner_rect), LOOK.version), r.inflate(2 * reach, 2 * reach)


def banner_cover(t: TableScene) -> pygame.Rect:
    """The opaque middle of the turn banner where it is this frame (between its round ends; see draw_turn_banner)."""
    r = slid_banner(t.banner_rect, t.banner_progress())
    return pygame.Rect(r.x + r.h // 2, r.y, r.w - r.h, r.h)


def draw_banner(t: TableScene, surface: pygame.Surface) -> None:
    """Whose turn it is, sliding in over the board."""
    if t.banner is not None:
        seat, line, _ = t.banner
        p = t.seats[seat]
        said = computer_mark(p.level, p.name) if p.computer else ""
        mark = f" · {said}" if said else ""
        draw_turn_banner(surface, t.banner_rect, p.name, seat, p.style, line + mark, t.app.scale, t.banner_progress())
