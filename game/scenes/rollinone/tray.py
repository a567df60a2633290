"""The dice tray: the six club dice with their names, the felt where the chosen club is thrown, and the odds.

Pointing at a club (or choosing it) shows every face of its die and how far
it flies from the ball's lie, worked out from the engine (:mod:`.reach`).
"""

from __future__ import annotations

import pygame

from game.render import dice, drawing, pieces
from game.rules.course import Terrain
from game.rules.rollinone import data
from game.scenes.rollinone import reach
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, Color, px, readable
from game.ui.words import is_you, possessive, subject

CLUB_COLORS: dict[str, Color] = {
    "putter": (250, 246, 236),
    "wedge": (246, 222, 150),
    "iron9": (180, 214, 226),
    "iron6": (210, 230, 178),
    "iron4": (236, 190, 170),
    "wood": (214, 190, 150),
}
"""Each club die has its own colour (its name is always written under it too)."""
INK: Color = dice.INK


def die_look(club: str) -> dice.DieLook:
    """A club's die as the shared tray throws it: its faces in its own colour."""
    return dice.DieLook(data.CLUB_BY_ID[club].faces, CLUB_COLORS[club], INK)


def face_word(face: str) -> str:
    """A face in words ("7", "triangle", "3 dots", "curve", "dotted curve")."""
    kind, value = data.face_kind(face)
    return {"number": str(value), "tri": "triangle", "dots": f"{value} dot{'s' if value > 1 else ''}", "curve": "curve", "dcurve": "dotted curve"}[kind]


def short_face(face: str) -> str:
    """A face in a row of rolls: "7", "▲", "3 dots", "curve", "dotted curve"."""
    kind, value = data.face_kind(face)
    return "▲" if kind == "tri" else face_word(face)


class ClubTray:
    """Draws the club dice and the throw; tells which club is under the pointer."""

    def __init__(self, seed: int = 0) -> None:
        self.dice = dice.DiceTray(seed)
        """The felt's one die, thrown as every game's dice are (render/dice.py)."""
        self.club: str | None = None
        """The club being thrown (its die is on the felt)."""
        self.face: str | None = None
        self.to_beat = 0
        self.by = ""
        """Who threw the die on the felt."""
        self.note = ""
        """What the landed face means, when it is not a shot's roll."""
        self.kept = False
        """The die on the felt is the last shot's, kept to be read (see :meth:`keep`)."""
        self.shot: list[str] = []
        """Every face thrown in this shot so far, in order: each stays readable while the next is thrown."""
        self.rolloff: list[tuple[str, str]] = []
        """The roll-off's throws so far as (who, face), a tie's throws again after it: while there are any, the row
        shows these dice with their throwers' names instead of the clubs, whose printed numbers would read as rolls."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.slots: dict[str, pygame.Rect] = {}
        self.slot_words: dict[str, list[pygame.Rect]] = {}
        """Where each club's name and sides were drawn last (a hint's tag keeps clear of them)."""
        self.felt = pygame.Rect(0, 0, 0, 0)
        self.info = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    # layout and hit-testing ---------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float) -> None:
        """Place the dice row, the felt and the info area inside the strip's content."""
        self.rect, self.scale = pygame.Rect(rect), scale
        gap = px(8, scale)
        slot = min(px(74, scale), (rect.w * 46 // 100 - 5 * gap) // 6, rect.h)
        self.slots = {}
        self.slot_words = {}
        for i, club in enumerate(data.CLUBS):
            self.slots[club.id] = pygame.Rect(rect.x + i * (slot + gap), rect.y, slot, rect.h)
        x = rect.x + 6 * (slot + gap) + gap
        self.felt = pygame.Rect(x, rect.y, min(px(150, scale), rect.h * 3 // 2), rect.h)
        self.info = pygame.Rect(self.felt.right + px(12, scale), rect.y, rect.right - self.felt.right - px(12, scale), rect.h)

    def club_at(self, pos: tuple[int, int]) -> str | None:
        """The club die under a screen position."""
        return next((c for c, r in self.slots.items() if r.collidepoint(pos)), None)

    # the throw ------------------------------------------------------------------------------
    def throw(self, club: str, face: str, to_beat: int, by: str = "", note: str = "") -> None:
        """Throw ``club``'s die onto the felt; it lands on ``face`` (already decided by the chance node).

        ``note`` replaces the line saying what the face does to a shot (the roll-off's die decides something else).
        """
        self.by, self.kept, self.note = by, False, note
        if not to_beat or club != self.club or note:
            self.shot = []  # a new shot (or the roll-off): its row of faces starts again
        if not note:
            self.rolloff = []
        elif any(who == by for who, _ in self.rolloff):
            self.rolloff = [(by, face)]  # a tie: the tied roll again, from a clear row
        else:
            self.rolloff.append((by, face))
        self.club, self.face, self.to_beat = club, face, to_beat
        self.shot.append(face)
        self.dice.throw(die_look(club), [face])

    def show(self, club: str | None, face: str | None, to_beat: int) -> None:
        """Rest the die on a face (or clear the felt) without a throw."""
        self.kept, self.note, self.rolloff = False, "", []
        if face is None or club != self.club:
            self.shot = []
        same = club is not None and club == self.club and bool(self.dice.dice)
        self.club, self.face, self.to_beat = club, face, to_beat
        if face is None or club is None:
            return
        if same:
            self.dice.turn(0, face)  # the die lies where it fell
        else:
            self.dice.show(die_look(club), [face])

    def change(self, face: str) -> None:
        """The number on the felt was changed (handicap points, Fine Tune): the die and the shot's row show the new one."""
        if self.club is None:
            return
        if self.shot:
            self.shot[-1] = face
        self.kept, self.face = False, face
        if self.dice.dice:
            self.dice.turn(0, face)

    def keep(self) -> None:
        """The shot is over: its last die stays on the felt, named as whose it was, until :meth:`show` clears it."""
        self.kept = self.club is not None and self.face is not None

    @property
    def rolling(self) -> bool:
        """True while the die tumbles."""
        return self.dice.rolling

    def update(self, dt: float) -> bool:
        """Advance the throw; True when the die lands."""
        return self.dice.update(dt)

    def skip(self) -> None:
        """Land the die at once."""
        self.dice.skip()

    # drawing ----------------------------------------------------------------------------------
    def draw(
        self, surface: pygame.Surface, *, chosen: str | None, pointed: str | None, enabled: bool, lie: Terrain, golfers: frozenset[str], odds: bool = True,
        setting_up: bool = False,
    ) -> None:
        """The dice row (chosen one lifted), the felt with the thrown die, and the odds of the pointed club.

        ``setting_up``: the game is still before its first shot (the roll-off, the golfers): the row shows the
        roll-off's dice, if any, in place of the clubs."""
        s = self.scale
        rolloff = setting_up and bool(self.rolloff)
        if rolloff:
            self._draw_rolloff(surface)
        for club in data.CLUBS if not rolloff else ():
            r = self.slots[club.id]
            lifted = club.id in (chosen, pointed) and enabled
            name = f"{club.title}"
            fsize = text.fit_size(name, "bold", px(15, s), r.w, readable(s))
            img = text.render(name, "bold", fsize, PALETTE.ink if enabled or club.id == chosen else PALETTE.ink_soft)
            simg = text.render(f"d{club.sides}", "body", px(12, s), PALETTE.ink_soft)
            srect = simg.get_rect(midbottom=(r.centerx, r.bottom))
            nrect = img.get_rect(midbottom=(r.centerx, srect.top + srect.h // 5))  # the name sits on the sides line (fonts pad below)
            size = max(px(12, s), min(r.w - px(8, s), r.h - px(30, s), nrect.top - r.y - px(8, s)))  # larger text makes the die smaller
            centre = (r.centerx, r.y + px(4, s) + size // 2 + (0 if lifted else px(3, s)))
            if club.id == chosen:
                pygame.draw.circle(surface, PALETTE.gold, (centre[0], centre[1]), int(size * 0.72), max(2, px(3, s)))
            face = str(club.top_number) if enabled or club.id == chosen else str(club.top_number)
            pieces.draw_die(surface, centre, size, face, height=px(6, s) if lifted else 0, body=CLUB_COLORS[club.id], pip=INK)
            die = pygame.Rect(0, 0, size, size)
            die.center = centre
            self.slot_words[club.id] = [surface.blit(img, nrect), surface.blit(simg, srect), die]  # the die's number too
        self._draw_felt(surface)
        shown = pointed or chosen
        if shown is not None and not self.rolling and (self.face is None or self.kept and pointed is not None) and odds:
            self._draw_odds(surface, shown, lie, golfers)
        elif self.club is not None:
            self._draw_roll_info(surface)

    def _draw_rolloff(self, surface: pygame.Surface) -> None:
        """The roll-off's dice in the clubs' row, each over its thrower's name, the lowest so far ringed."""
        s = self.scale
        landed = self.rolloff[:-1] if self.rolling else self.rolloff  # the die in the air is not read yet
        shown = landed[-len(self.slots) :]
        low = min((int(f) for _, f in shown), default=0)
        look = die_look(data.FIRST_PLAYER_DIE)
        for r, (who, face) in zip(self.slots.values(), shown, strict=False):
            nsize = text.fit_size(who, "bold", px(15, s), r.w, readable(s))
            img = text.render(text.shorten(who, "bold", nsize, r.w), "bold", nsize, PALETTE.ink)
            nrect = img.get_rect(midbottom=(r.centerx, r.bottom - px(4, s)))
            size = max(px(12, s), min(r.w - px(8, s), nrect.top - r.y - px(8, s)))
            centre = (r.centerx, r.y + px(7, s) + size // 2)
            if int(face) == low:
                pygame.draw.circle(surface, PALETTE.gold, centre, min(int(size * 0.72), r.w // 2 + px(3, s)), max(2, px(3, s)))  # apart from the next
            pieces.draw_die(surface, centre, size, face, body=look.body, pip=look.pip)
            surface.blit(img, nrect)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        s = self.scale
        felt = dice.draw_felt(surface, self.felt, s)  # the shared tray (render/dice.py)
        if self.club is not None and (self.face is not None or self.rolling):
            self.dice.draw_dice(surface, felt, s)
        if self.to_beat and not self.kept:  # a kept die's note still says what the number to beat did
            badge = f"to beat {self.to_beat}"
            img = text.render(badge, "bold", px(15, s), PALETTE.cream_text)
            box = img.get_rect(topleft=(felt.x + px(6, s), felt.y + px(4, s))).inflate(px(10, s), px(4, s))
            pygame.draw.rect(surface, (30, 52, 38), box, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_roll_info(self, surface: pygame.Surface) -> None:
        s = self.scale
        club = data.CLUB_BY_ID[self.club or "putter"]
        if self.rolling or self.face is None:
            line = f"{club.title}: rolling…" if self.rolling else f"{club.title}: in the air"
            note = f"Numbers must beat {self.to_beat}." if self.to_beat else "The first number always moves the ball."
            if self.note and self.by and self.rolling:
                line, note = f"{subject(self.by, 'roll')}…", self.note  # the roll-off's die moves no ball
        else:
            kind, value = data.face_kind(self.face)
            line = f"{club.title} rolled {face_word(self.face)}"
            if self.note and self.by:
                line = f"{'You' if is_you(self.by) else self.by} rolled {face_word(self.face)}"  # the roll-off: whose roll
            elif self.kept and self.by:
                line = f"{possessive(self.by)} {line}"  # the last shot's die, kept for the next person to read
            note = {
                "number": (f"{value} beats {self.to_beat}: one space on." if value > self.to_beat else f"{value} does not beat {self.to_beat}: the ball comes down.")
                if self.to_beat
                else "The first number always moves the ball one space.",
                "tri": "A low shot: one space on (it fails over trees).",
                "dots": f"A high shot: {value} space{'s' if value > 1 else ''}, then it lands.",
                "curve": "One space diagonally ahead, left or right: the new direction.",
                "dcurve": "One space on, one space turning left or right, then it lands.",
            }[kind]
            note = self.note or note
        size = text.fit_size(line, "heading", px(26, s), self.info.w, readable(s))
        surface.blit(text.render(line, "heading", size, PALETTE.ink), (self.info.x, self.info.y + px(4, s)))
        nsize = text.fit_size(note, "body", px(BASE_SIZES["small"], s), self.info.w, readable(s))
        surface.blit(text.render(note, "body", nsize, PALETTE.ink_soft), (self.info.x, self.info.y + px(40, s)))
        row = self.shot_row()
        if row is not None:
            rsize = text.fit_size(row, "bold", px(BASE_SIZES["small"], s), self.info.w, readable(s))
            surface.blit(text.render(row, "bold", rsize, PALETTE.ink), (self.info.x, self.info.y + px(66, s)))

    def shot_row(self) -> str | None:
        """The row of the shot's faces read so far ("This shot: 7 · 9 · ▲"), from its first landed roll on, so it
        shows through every decision of the shot (a card on this roll?); None before that and in the roll-off."""
        shown = self.shot if not self.rolling else self.shot[:-1]  # the die in the air is not read yet
        if not shown or (self.note and self.by):  # the roll-off's die is no shot
            return None
        return "This shot: " + " · ".join(short_face(f) for f in shown)

    def _draw_odds(self, surface: pygame.Surface, club_id: str, lie: Terrain, golfers: frozenset[str]) -> None:
        """The club's faces, and a bar per distance with its chance."""
        s = self.scale
        club = data.CLUB_BY_ID[club_id]
        area = self.info
        head = f"{club.title}, d{club.sides}"
        surface.blit(text.render(head, "bold", px(17, s), PALETTE.ink), (area.x, area.y))
        # every face of the die, small
        fs = px(20, s)
        x = area.x + text.size_of(head, "bold", px(17, s))[0] + px(10, s)
        for face in club.faces:
            if x + fs > area.right:
                break
            img = pieces.die_face(fs, face, CLUB_COLORS[club_id], INK)
            surface.blit(img, (x, area.y))
            x += fs + px(2, s)
        dist = reach.distances(club_id, lie, golfers)
        where = {Terrain.SAND: "from sand", Terrain.TREES: "from the trees", Terrain.FAIRWAY: "from the fairway"}.get(lie, "from the rough")
        note = f"Spaces flown {where} · likely {club.likely[0]}-{club.likely[1]} (green) · average {reach.mean(dist):.1f}"
        nsize = max(readable(s), px(13, s))
        nrect = pygame.Rect(area.x, area.y + fs + px(3, s), 0, 0)
        parts = note.split(" · ")
        lines = text.wrap_items(parts, "body", nsize, area.w)[:2]  # wrapped between its parts, never shrunk out of sight
        labels_h = text.size_of("100%", "body", px(12, s))[1] + text.size_of("9+", "bold", px(13, s))[1]
        if len(lines) > 1 and area.bottom - nrect.y - 2 * text.font("body", nsize).get_linesize() - labels_h < px(16, s):
            while len(parts) > 1 and len(text.wrap_items(parts, "body", nsize, area.w)) > 1:
                parts = parts[1:]  # no room for the bars under two lines: the odds stay, "spaces flown from ..." goes first
            lines = text.wrap_items(parts, "body", nsize, area.w)[:1]
        for line in lines:
            nrect = surface.blit(text.render(line, "body", nsize, PALETTE.ink_soft), (area.x, nrect.bottom))
        # the bars take what the heading and the note leave, measured in the text size chosen in the settings
        bars = pygame.Rect(area.x, nrect.bottom + px(2, s), area.w, area.bottom - nrect.bottom - px(2, s))
        shown = 9
        vals = list(dist[:shown - 1]) + [sum(dist[shown - 1:])]
        bw = bars.w // shown
        top = max(vals) or 1.0
        pct_h = text.size_of("100%", "body", px(12, s))[1]
        label_h = text.size_of("9+", "bold", px(13, s))[1]
        for k, p in enumerate(vals):
            if k == 0 and p == 0:
                continue  # no club stays put unless sand holds it
            h = max(0, int((bars.h - label_h - pct_h) * p / top))
            col = pygame.Rect(bars.x + k * bw + px(2, s), bars.bottom - label_h - h, bw - px(4, s), h)
            lo, hi = club.likely
            likely = lo <= k <= hi
            pygame.draw.rect(surface, PALETTE.green if likely else PALETTE.ink_soft, col, border_radius=px(3, s))
            pct = f"{p:.0%}" if p >= 0.005 else ("<1%" if p > 0 else "–")
            pimg = text.render(pct, "body", px(12, s), PALETTE.ink)
            surface.blit(pimg, pimg.get_rect(midbottom=(col.centerx, col.top - 1)))
            lab = f"{k}+" if k == shown - 1 else str(k)
            limg = text.render(lab, "bold", px(13, s), PALETTE.ink)
            surface.blit(limg, limg.get_rect(midbottom=(col.centerx, bars.bottom)))


def card_frame(surface: pygame.Surface, rect: pygame.Rect, scale: float, *, lifted: bool = False, border: Color | None = None) -> None:
    """A small paper card (used for caddie and golfer cards)."""
    r = rect.move(0, -px(3, scale)) if lifted else rect
    drawing.card(surface, r, radius=px(8, scale), lift=px(6 if lifted else 3, scale), border=border or PALETTE.paper_shade, border_width=px(2, scale))
