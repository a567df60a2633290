"""What is shown after an action: the three dice tumbling, the fourth die over a tree, and what the line met.

Every beat comes from the engine's events (the dice were decided before they
are shown), lasts a readable moment scaled by the animation-speed setting,
and is skipped with a click or a key. While a beat hides the end of a shot
(the elevation die still rolling), the sheet draws the line as it was
declared rather than as it ended.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import assert_never, cast

import pygame

from game.render import dice, drawing
from game.render.dice import SETTLE_TIME, THROW_TIME, RollingDie
from game.render.timeline import Beat, Timeline
from game.rules.eagles_creek import events as ev
from game.rules.protocol import Event
from game.ui import text
from game.ui.theme import PALETTE, px
from game.ui.words import numbered, plural

SHARED_DIE = dice.DieLook()
"""The three shared dice: plain ivory dice with pips (the shared tray's, render/dice.py)."""
ELEVATION_DIE = dice.DieLook(body=(206, 56, 48), pip=dice.IVORY)
"""The fourth die, red, so it is never taken for one of the three."""
CAPTION_TIME = 1.6
"""Seconds a plain caption is shown before the game goes on (at normal speed); it then rests until the next decision."""
SHOT_SECONDS = 2.0
"""The most a shot's animation takes at normal speed, from the hit to the ball at rest (issue #26, point 6).

What came of it then stays on screen until the next decision, and the table
gives it its reading time (``READ_SECONDS``) before a computer or the dice go
on, so the beats themselves need only sequence what is shown."""
ELEVATION_SECONDS = THROW_TIME
"""The fourth die tumbling over the sheet until it lies still (the verdict's beat is its settling time)."""
LANDED_SECONDS = 0.2
"""The landed fourth die with its verdict, before the line is cut or kept."""
RESULT_SECONDS = 0.35
"""Where the ball came to rest and what was written, as the shot's last beat."""
ERASED_SECONDS = 0.45
"""A line that left the sheet stays this long before it is erased."""


class Picture(Beat[Timeline]):
    """One thing shown for a while: a caption, dice thrown, a line drawn as declared."""

    def __init__(
        self,
        seconds: float,
        caption: str = "",
        detail: str = "",
        dice: Sequence[RollingDie] = (),
        *,
        on_board: bool = False,
        hide_last_shot: int | None = None,
        stays: bool = True,
        sound: str | None = None,
    ) -> None:
        self.duration = seconds
        self.caption, self.detail = caption, detail
        self.dice = list(dice)
        """Dice thrown in this beat (drawn in the tray or on the board)."""
        self.on_board = on_board
        """The dice are thrown over the sheet (the elevation die), not in the tray."""
        self.hide_last_shot = hide_last_shot
        """A seat whose newest line is drawn as declared while this beat lasts."""
        self.stays = stays
        """Its caption says what came of the shot: it stays until the next decision (not a question asked while a die rolls)."""
        self.sound = sound
        self.shown: Callable[[Picture], None] = lambda beat: None
        """Told when the beat has been shown (set by :class:`Animation`)."""

    def end(self, tl: Timeline) -> None:
        for d in self.dice:
            d.skip()
        self.shown(self)


class Animation:
    """Eagle's Creek's beats on the shared timeline, and the captions they leave."""

    def __init__(self, sound: Callable[[str], None] = lambda name: None, outcome: Callable[[], None] = lambda: None) -> None:
        self.tl = Timeline()
        self.sound = sound
        self.outcome = outcome
        """Called when an outcome has been shown (dice landed, a caption): it must be read before a computer goes on."""
        self.resting: tuple[int, int, int] | None = None
        """The three dice of the round once they have landed (drawn in the tray)."""
        self.captions_left: list[tuple[str, str]] = []
        """(caption, detail) of the last action's results: they stay on the sheet until the next decision (:meth:`clear`)."""
        self.tray = dice.DiceTray()
        """The shared dice's tray, in the strip."""
        self.board_die = dice.DiceTray()
        """The elevation die, thrown over the sheet."""

    @property
    def seed(self) -> int:
        """The match's seed: each throw's tumble is the same every time for it."""
        return self.tray.seed

    @seed.setter
    def seed(self, value: int) -> None:
        self.tray.seed, self.board_die.seed = value, value + 1

    def _add(self, beat: Picture) -> None:
        beat.shown = self._done
        self.tl.add(beat)

    def beats(self) -> list[Picture]:
        """The beats still to show, the current one first."""
        return [b for b in self.tl.pending() if isinstance(b, Picture)]

    def _first(self) -> Picture | None:
        return next(iter(self.beats()), None)

    # queueing ---------------------------------------------------------------------------------
    def add(self, events: Sequence[Event], name: Callable[[int], str], club: str) -> None:
        """Queue the pictures of one action's events, each chosen by its class (every class of the union is named)."""
        ended: list[ev.EaglesEvent] = []
        """What the line met and what was written: told together in one caption once the shot is over."""
        for e in cast("Sequence[ev.EaglesEvent]", events):
            match e:
                case ev.DiceRolled():
                    self.roll(e.dice, e.round)
                case ev.ElevationRolled():
                    self.elevation(e.player, e.face, e.elevated, e.trees)
                case ev.TreeStop() | ev.LeftSheet() | ev.BallInWater() | ev.StoppedShort() | ev.BallAtRest() | ev.StrokesAdded() | ev.HoleFinished():
                    ended.append(e)
                case ev.ShotPlanned() | ev.SegmentDrawn() | ev.HoleUnlocked() | ev.GameFinished():
                    pass  # silent: the tray shows the plan, the pen draws the line, the sheet and the ranking the rest
                case _:
                    assert_never(e)
        done = next((e for e in ended if isinstance(e, ev.StrokesAdded)), None)
        if done is not None:  # the shot is over
            self.result(done.player, name(done.player), ended, club)

    def roll(self, dice: tuple[int, int, int], round_no: int) -> None:
        """The active player throws the three shared dice."""
        self.tray.throw(SHARED_DIE, dice)
        self._add(Picture(THROW_TIME + SETTLE_TIME, "", "", self.tray.dice, sound="roll"))
        self.resting = dice

    def elevation(self, seat: int, face: int, elevated: Sequence[int], trees: Sequence[int]) -> None:
        """The fourth die over a tree, then whether the line cleared it."""
        self.board_die.throw(ELEVATION_DIE, [face])
        die = self.board_die.dice[0]
        self._add(Picture(ELEVATION_SECONDS, "Elevation die", "Does the ball fly over the trees?", [die], on_board=True, hide_last_shot=seat, stays=False, sound="roll"))
        cleared = set(trees) <= set(elevated)
        high = f"{numbered('segment', elevated)} {'flies' if len(elevated) == 1 else 'fly'} high" if elevated else "no segment flies high"
        detail = f"A {face}: {high}; the tree is on {numbered('segment', trees)}."
        self._add(Picture(LANDED_SECONDS, "Over the trees!" if cleared else "Stopped by the tree", detail, [die], on_board=True))

    def result(self, seat: int, name: str, events: Sequence[Event], club: str) -> None:
        """Captions for what the line met and what was written on the card."""
        caption, detail, sound = "", "", "place"
        erased = False
        extra = [e for e in events if isinstance(e, ev.StrokesAdded) and e.reason != "shot"]
        for e in events:
            if isinstance(e, ev.LeftSheet):
                caption, detail, sound = "Off the sheet", "The line is erased and a stroke added: play again from the same side.", "whoosh"
                erased = True
            elif isinstance(e, ev.BallInWater):
                caption, detail, sound = "In the water", "A stroke is added; a dot marks where the next shot starts.", "splash"
            elif isinstance(e, ev.TreeStop):
                caption, detail = "Stopped at the tree", f"Segment {e.index} could not clear it; the ball stops on the far side."
            elif isinstance(e, ev.StoppedShort):
                word = "bunker" if e.terrain == "sand" else e.terrain
                caption, detail = f"Stops at the {word}", "The last segment would cross it: the ball stops where it begins."
        rest = next((e for e in events if isinstance(e, ev.BallAtRest)), None)
        if rest is not None and rest.on_flag:
            flag = next((e for e in extra if e.reason == "flag"), None)
            caption = "On the flag!"
            if flag is not None:
                detail = "Not a 6 on accuracy: one more stroke is written and the hole is done."
            else:
                detail = "Putted in." if club == "putter" else "Accuracy die 6: holed at once."
            sound = "drop"
        done = next((e for e in events if isinstance(e, ev.HoleFinished)), None)
        if done is not None:
            if done.picked_up:
                caption, detail = f"Hole {done.hole} picked up", f"{plural(done.strokes, 'stroke')} is the most a hole can score."
            else:
                detail = (detail + " " if detail else "") + f"Hole {done.hole}: {plural(done.strokes, 'stroke')}."
        if caption or detail:
            # a line that left the sheet stays in view while the caption says so, then it is erased
            seconds = ERASED_SECONDS if erased else RESULT_SECONDS
            self._add(Picture(seconds, f"{name}: {caption}" if caption else name, detail, sound=sound, hide_last_shot=seat if erased else None))

    def shot_seconds(self) -> float:
        """Seconds the beats still queued take at normal speed (a shot's whole animation once it is hit)."""
        return sum(b.duration for b in self.tl.pending()) - self.tl.t

    def caption(self, title: str, detail: str = "", seconds: float = CAPTION_TIME) -> None:
        """A plain caption."""
        self._add(Picture(seconds, title, detail))

    def clear(self) -> None:
        """The next decision is shown: the last results' captions leave."""
        self.captions_left = []

    # running ------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a beat is showing."""
        return not self.tl.done

    def hiding(self) -> int | None:
        """The seat whose newest line must be drawn as declared now, if any."""
        beat = self._first()
        return beat.hide_last_shot if beat is not None else None

    def update(self, dt: float) -> None:
        """Advance the dice of the beat being shown, then the timeline."""
        beat = self._first()
        for d in beat.dice if beat is not None else ():
            d.update(dt)
        for cue in self.tl.update(dt):
            self.sound(cue)

    def _done(self, beat: Picture) -> None:
        """A beat has been shown: its caption stays, and what it showed is an outcome to read."""
        if (beat.caption or beat.detail) and beat.stays:
            self.captions_left.append((beat.caption, beat.detail))
        if beat.caption or beat.detail or beat.dice:
            self.outcome()

    def skip(self) -> None:
        """Show the end of everything queued (the last caption stays); no sound."""
        self.tl.finish()

    # drawing ----------------------------------------------------------------------------------------
    def tray_dice(self) -> list[RollingDie]:
        """Dice being thrown in the tray now."""
        beat = self._first()
        return list(beat.dice) if beat is not None and not beat.on_board else []

    def draw_tray(self, surface: pygame.Surface, tray: pygame.Rect, scale: float, resting: Sequence[int] = ()) -> pygame.Rect:
        """The shared dice's tray: the dice tumbling, or ``resting`` at rest; returns the felt."""
        if not self.tray_dice() and resting and [int(f) for f in self.tray.faces()] != list(resting):
            self.tray.show(SHARED_DIE, resting)  # dice already rolled (a resumed game, an undo): they lie as they fell
        if not resting and not self.tray_dice():
            return dice.draw_felt(surface, tray, scale)
        return self.tray.draw(surface, tray, scale)

    def shown_captions(self) -> list[tuple[str, str]]:
        """(caption, detail) on the sheet now: those of the last action that stay, then the current beat's."""
        out = list(self.captions_left)
        beat = self._first()
        if beat is not None and (beat.caption or beat.detail):
            out.append((beat.caption, beat.detail))
        return out[-2:]

    def draw_board(self, surface: pygame.Surface, board: pygame.Rect, scale: float, top: int | None = None, *, captions: bool = True) -> None:
        """The elevation die and (``captions``) the caption cards over the sheet (from ``top`` down, clear of the turn banner)."""
        beat = self._first()
        if beat is not None and beat.on_board:
            area = pygame.Rect(0, 0, px(220, scale), px(150, scale))
            area.midbottom = (board.centerx, board.bottom - px(10, scale))
            self.board_die.draw_dice(surface, area, scale)
        y0 = top if top is not None else board.y + px(14, scale)
        for caption, detail in self.shown_captions() if captions else []:
            size_t, size_d = px(28, scale), px(19, scale)
            width = min(board.w - px(40, scale), px(760, scale))
            lines = text.wrap(detail, "body", size_d, width - px(30, scale)) if detail else []
            title = text.render(caption, "bold", text.fit_size(caption, "bold", size_t, width - px(30, scale)), PALETTE.ink)
            h = title.get_height() + sum(text.font("body", size_d).get_linesize() for _ in lines) + px(22, scale)
            card = pygame.Rect(0, 0, width, h)
            card.midtop = (board.centerx, y0)
            drawing.card(surface, card, radius=px(12, scale), lift=px(6, scale))
            surface.blit(title, title.get_rect(midtop=(card.centerx, card.y + px(8, scale))))
            y = card.y + px(10, scale) + title.get_height()
            for line in lines:
                img = text.render(line, "body", size_d, PALETTE.ink_soft)
                surface.blit(img, img.get_rect(midtop=(card.centerx, y)))
                y += text.font("body", size_d).get_linesize()
            y0 = card.bottom + px(8, scale)
