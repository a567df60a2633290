"""The engine's events, shown one after another: cards flying, dice rolling, the locomotive riding.

Each event becomes :class:`~game.render.timeline.Step` beats on the shared
:class:`~game.render.timeline.Timeline`, chosen by the event's class
(:meth:`Animation.show`: a ``match`` over the event union that ends in
``assert_never``, so an event given no picture is a type error). A step
changes the shown table when it begins and when it ends (a laid card joins the railway when its slide ends),
so the picture is always a table that could lie in front of the players.
Events arrive already filtered for the person at the screen
(:func:`game.rules.rollecate.events.for_seat`): a card that seat may not see
is None and flies as a back.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, assert_never, cast

import pygame

from game.render.dice import SETTLE_TIME, THROW_TIME
from game.render.timeline import Step, Timeline
from game.rules.protocol import Event
from game.rules.rollecate import cards, railway
from game.rules.rollecate import events as ev
from game.rules.rollecate.railway import RailCard
from game.scenes.rollecate import faces, geometry, piles
from game.scenes.rollecate.geometry import Point
from game.scenes.rollecate.railway_view import LocoPose
from game.ui import text
from game.ui.theme import PALETTE, px
from game.ui.words import object_name, plural, subject

if TYPE_CHECKING:
    from game.scenes.rollecate.stage import Stage


@dataclass
class Caption:
    """A line floating over the railway: what came of the last action (until the next decision), or a passing note."""

    line: str
    time: float | None
    """Seconds it stays; None: until the next decision is shown (:meth:`Animation.clear_outcomes`)."""
    color: tuple[int, int, int] = PALETTE.ink
    t: float = 0.0

    @property
    def moving(self) -> bool:
        """True while it fades in, or a passing note runs out."""
        return self.t < FADE_IN or self.time is not None


FADE_IN = 0.15
"""Seconds a caption takes to appear."""


DERAIL_PAUSE = 0.6
"""Seconds the locomotive stands at the railway's end before it derails (the dice that sent it there stay in view)."""


ROUND_END_PAUSE = 1.2
"""Seconds the table stays as the round left it (the locomotive where the last roll took it) before the results."""


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


class Animation:
    """Rollecate's events as steps on the shared timeline, and the captions they leave."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.tl = Timeline()
        self.captions: list[Caption] = []
        self.locos = 0
        self.moved = 0
        """Cards the locomotive ran this turn (said once the last dice are in)."""

    # running -------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a step is waiting or running."""
        return not self.tl.done

    @property
    def moving(self) -> bool:
        """True while a caption still changes on screen."""
        return any(c.moving for c in self.captions)

    def update(self, dt: float) -> None:
        """Advance the timeline (the sounds are the steps' own, with their volumes) and the captions."""
        self.captions = [c for c in self.captions if c.time is None or c.t < c.time]
        for c in self.captions:
            c.t += dt
        self.tl.update(dt)

    def skip(self) -> None:
        """Show the end of everything queued at once (what it came to stays written)."""
        self.tl.finish()
        self.stage.dice.skip()
        self.captions = [c for c in self.captions if c.time is None]
        for c in self.captions:
            c.t = max(c.t, FADE_IN)

    def clear(self) -> None:
        """Forget everything queued (the table will be shown afresh)."""
        self.tl.clear()
        self.captions.clear()

    def clear_outcomes(self) -> None:
        """The next decision is shown: the captions of what came before leave."""
        self.captions = [c for c in self.captions if c.time is not None]

    def paint(self, surface: pygame.Surface, captions: bool = True) -> None:
        """Whatever the current step draws over the table, and (``captions``) the captions over the railway."""
        step = self.tl.current
        if isinstance(step, Step) and step.paint is not None:
            step.paint(surface, self.tl.progress)
        if captions:
            self._paint_captions(surface)

    def lasting(self) -> list[str]:
        """The captions that say what came of the last action (they stay until the next decision), as shown: the last three."""
        return [c.line for c in self.captions[-3:] if c.time is None]

    def _paint_captions(self, surface: pygame.Surface) -> None:
        s = self.stage.lay.scale
        area = self.stage.rail_view.rect
        gap = px(6, s)
        shown = self.captions[-3:]
        if not shown:
            return
        images = []
        for c in shown:
            size = text.fit_size(c.line, "bold", px(24, s), area.w - px(40, s))
            img = text.render(c.line, "bold", size, c.color)
            images.append((c, img, img.get_rect().inflate(px(24, s), px(8, s)).size))
        block = sum(h for _, _, (_, h) in images) + gap * (len(images) - 1)
        y = self.caption_top(block)
        for c, img, (w, h) in images:
            fade = min(1.0, c.t / FADE_IN) if c.time is None else min(1.0, (c.time - c.t) / 0.3, c.t / FADE_IN)
            box = pygame.Rect(0, y, w, h)
            box.centerx = area.centerx
            card = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(card, (*PALETTE.paper, 235), card.get_rect(), border_radius=box.h // 2)
            pygame.draw.rect(card, (*PALETTE.gold, 255), card.get_rect(), px(2, s), border_radius=box.h // 2)
            card.blit(img, img.get_rect(center=(box.w // 2, box.h // 2)))
            card.set_alpha(int(255 * max(0.0, fade)))
            surface.blit(card, box)
            y = box.bottom + gap

    def caption_top(self, height: int) -> int:
        """Where captions ``height`` pixels tall begin: at the board's top, below the turn banner while it shows,
        or above the hand, whichever hides least of the railway (a caption is read, but so is the railway)."""
        st = self.stage
        s = st.lay.scale
        area = st.rail_view.rect
        banner = st.banner_rect()
        tops = [area.y + px(8, s)]
        if banner is not None:
            tops.append(banner.bottom + px(6, s))
        tops.append(area.bottom - height - px(6, s))
        cards = [st.rail_view.card_rect(r) for r in st.shown.rail]

        def hidden(top: int) -> int:
            band = pygame.Rect(area.x, top, area.w, height)
            covered = sum(band.clip(r).w * band.clip(r).h for r in cards)
            return covered + (band.clip(banner).w * band.clip(banner).h * 1000 if banner is not None else 0)

        return min(tops, key=hidden)

    def say(self, line: str, color: tuple[int, int, int] = PALETTE.ink, *, time: float | None = None) -> None:
        """Float a caption over the railway: what came of the action, until the next decision (or a note for ``time`` seconds)."""
        self.captions.append(Caption(line, time, color))
        if time is None:
            self.stage.outcome()  # to be read before a computer goes on

    # building steps from events --------------------------------------------------------------
    def add(self, events: Sequence[Event]) -> None:
        """Queue the steps that show these (already filtered) events; cards boxed in a row go together."""
        evs = cast("Sequence[ev.RollecateEvent]", events)
        ride = self._ride_end(evs)
        boxed = 0
        for i, e in enumerate(evs):
            if isinstance(e, ev.CardBoxed):
                boxed += 1
                continue
            if boxed:
                self._boxed(boxed)
                boxed = 0
            self.show(e)
            if ride is not None and i == ride[0]:
                self._say_ride(ride[1])
        if boxed:
            self._boxed(boxed)

    @staticmethod
    def _ride_end(events: Sequence[ev.RollecateEvent]) -> tuple[int, int] | None:
        """Where a turn's last dice and the train's run end (the event's index) and who rolled, when the train stayed on."""
        rolls = [e for e in events if isinstance(e, ev.DiceRolled)]
        if not rolls or rolls[-1].dice_left or any(isinstance(e, ev.Derailed) for e in events):
            return None
        return max(i for i, e in enumerate(events) if isinstance(e, (ev.DiceRolled, ev.LocomotiveMoved))), rolls[-1].player

    def _say_ride(self, who: int) -> None:
        """After the last dice of a turn, when the train stayed on the rails, say how far it went (a derailment says itself)."""
        st = self.stage

        def told() -> None:
            moved = self.moved
            ran = f"the train runs {plural(moved, 'card')} and stays on the rails" if moved else "the train stays where it is"
            self.say(f"{subject(st.name(who), 'roll')} {plural(self.locos, 'locomotive') if self.locos else 'no locomotive'}: {ran}", PALETTE.green)

        self.tl.add(Step(0.0, told))

    def show(self, e: ev.RollecateEvent) -> None:
        """Queue the picture of one event, chosen by its class: every class of the union is named here."""
        match e:
            case ev.SetupCardDrawn():
                self._setup_card_drawn(e)
            case ev.CardLaid():
                self._card_laid(e)
            case ev.LocomotivePlaced():
                self._locomotive_placed(e)
            case ev.CardDealt():
                self._to_hand(e.player, e.card, None, 0.22)
            case ev.DrawPileFormed():
                self._draw_pile_formed(e)
            case ev.CardBoxed():
                self._boxed(1)
            case ev.TurnStarted():
                self._turn_started(e)
            case ev.CardDrawn():
                self._card_drawn(e)
            case ev.Passed():
                self._passed(e)
            case ev.PassReason():
                self._pass_reason(e)
            case ev.DiceRolled():
                self._dice_rolled(e)
            case ev.LocomotiveMoved():
                self._locomotive_moved(e)
            case ev.Derailed():
                self._derailed(e)
            case ev.PenaltyTaken():
                self._penalty_taken(e)
            case ev.PenaltyLaid():
                self._penalty_laid(e)
            case ev.ChaosDiscarded():
                self._chaos_discarded(e)
            case ev.PairCancelled():
                self._pair_cancelled(e)
            case ev.RoundScored():
                self._round_scored(e)
            case ev.SoloLost():
                self._solo_lost(e)
            case ev.GameOver():
                pass  # silent: the table shows the ranking
            case _:
                assert_never(e)

    def _slide(self, card: Callable[[], str | None], src: Callable[[], Point], dst: Callable[[], Point], width: Callable[[], float], end_width: Callable[[], float] | None = None, end_angle: float = 0.0) -> Callable[[pygame.Surface, float], None]:
        def paint(surface: pygame.Surface, p: float) -> None:
            (x0, y0), (x1, y1) = src(), dst()
            e = _ease(p)
            lift = math.sin(p * math.pi) * px(40, self.stage.lay.scale)
            w0 = width()
            w1 = end_width() if end_width else w0
            w = max(8, int(w0 + (w1 - w0) * e))
            faces.blit_card(surface, card(), (x0 + (x1 - x0) * e, y0 + (y1 - y0) * e - lift), w, angle=end_angle * e)

        return paint

    def _hand_width(self) -> float:
        return self.stage.tray.hand_w

    def _mat_width(self) -> float:
        return self.stage.lay.mat_card_w

    def _hand_or_backs(self, player: int, card: str | None) -> Point:
        st = self.stage
        if player == st.shown.viewer and card is not None and card in st.shown.hand:
            return st.tray.hand_spot(st.lay, st.shown.hand, card)
        return piles.backs_spot(st.lay, player)

    def _setup_card_drawn(self, e: ev.SetupCardDrawn) -> None:
        st = self.stage

        def begin() -> None:
            st.shown.draw_count = max(0, st.shown.draw_count - 1)

        def end() -> None:
            st.shown.setup_card = e.card

        self.tl.add(Step(0.4, begin, end, self._slide(lambda: e.card, lambda: st.lay.draw_pile.center, lambda: st.tray.pending_spot(st.lay, 0, 1), self._mat_width, self._hand_width)))

    def _card_laid(self, e: ev.CardLaid) -> None:
        st = self.stage
        rail = RailCard(e.no, e.card, e.cells, e.heading_in, e.heading_out)
        origin: list[Point] = [st.lay.draw_pile.center]

        def begin() -> None:
            if e.setup:
                origin[0] = st.tray.pending_spot(st.lay, 0, 1)
                st.shown.setup_card = None
            else:
                origin[0] = self._hand_or_backs(e.player, e.card)
                if e.player == st.shown.viewer and e.card in st.shown.hand:
                    st.shown.hand.remove(e.card)
                if e.player < len(st.shown.hand_sizes):
                    st.shown.hand_sizes[e.player] = max(0, st.shown.hand_sizes[e.player] - 1)
            st.app_sound("place", 0.6)

        def end() -> None:
            st.shown.rail.append(rail)
            st.refollow()

        angle = -90.0 if rail.orientation == "landscape" else 0.0
        self.tl.add(Step(0.45, begin, end, self._slide(lambda: e.card, lambda: origin[0], lambda: st.rail_view.card_center(rail), self._hand_width, lambda: st.rail_view.unit, angle)))

    def _locomotive_placed(self, e: ev.LocomotivePlaced) -> None:
        st = self.stage

        def tick(p: float) -> None:
            rail = st.shown.card_no(e.no)
            if rail is not None:
                point, heading = geometry.loco_spot(rail)
                st.rail_view.loco_pose = LocoPose(point, heading, alpha=int(255 * p))

        def end() -> None:
            st.rail_view.loco_pose = None
            st.shown.loco_no = e.no

        self.tl.add(Step(0.5, end=end, tick=tick))

    def _card_drawn(self, e: ev.CardDrawn) -> None:
        self._to_hand(e.player, e.card, e.pile_left, 0.45)
        if e.pile_left == 0:
            who = self.stage.name(e.player)
            self.tl.add(Step(0.5, lambda: self.say(f"The draw pile is empty: {subject(who, 'play')} the last turn of the round")))

    def _to_hand(self, player: int, card: str | None, pile_left: int | None, duration: float) -> None:
        st = self.stage
        drawn = card if player == st.shown.viewer else None  # the card, when the viewer may see it go into their hand
        mine = drawn is not None

        def begin() -> None:
            st.shown.draw_count = pile_left if pile_left is not None else max(0, st.shown.draw_count - 1)

        def end() -> None:
            if player < len(st.shown.hand_sizes):
                st.shown.hand_sizes[player] += 1
            if drawn is not None:
                st.shown.hand = list(cards.sort_cards([*st.shown.hand, drawn]))
                if pile_left is not None:
                    st.shown.new_card = drawn

        def dst() -> Point:
            if drawn is not None:
                return st.tray.hand_spot(st.lay, st.shown.hand, drawn)
            return piles.backs_spot(st.lay, player)

        self.tl.add(Step(duration, begin, end, self._slide(lambda: card if mine else None, lambda: st.lay.draw_pile.center, dst, self._mat_width, self._hand_width if mine else self._mat_width)))

    def _boxed(self, n: int) -> None:
        st = self.stage

        def paint(surface: pygame.Surface, p: float) -> None:
            for k in range(min(n, 6)):
                q = max(0.0, min(1.0, p * 1.6 - k * 0.12))
                if 0 < q < 1:
                    (x0, y0), (x1, y1) = st.lay.draw_pile.center, st.lay.box.center
                    faces.blit_card(surface, None, (x0 + (x1 - x0) * _ease(q), y0 + (y1 - y0) * _ease(q)), int(self._mat_width()))

        def end() -> None:
            st.shown.draw_count = max(0, st.shown.draw_count - n)
            st.shown.box_count += n

        def begin() -> None:
            if st.shown.box_count == 0:
                self.say("Some cards go back in the box unseen")

        self.tl.add(Step(0.25 + 0.1 * min(n, 6), begin=begin, end=end, paint=paint))

    def _draw_pile_formed(self, e: ev.DrawPileFormed) -> None:
        st = self.stage

        def begin() -> None:
            st.shown.draw_count = e.size
            self.say("The chaos card is shuffled into the draw pile" if e.chaos == 1 else f"The {e.chaos} chaos cards are shuffled into the draw pile")

        self.tl.add(Step(0.6, begin))

    def _turn_started(self, e: ev.TurnStarted) -> None:
        st = self.stage

        def begin() -> None:
            self.locos = self.moved = 0  # the last roll's dice stay in the tray until the next decision (play.py)
            st.rail_view.follow_again()
            if e.player != st.shown.viewer:
                st.shown.new_card = None

        self.tl.add(Step(0.0, begin))

    def _passed(self, e: ev.Passed) -> None:
        st = self.stage
        self.tl.add(Step(0.7, lambda: self.say(subject(st.name(e.player), "pass"))))

    def _pass_reason(self, e: ev.PassReason) -> None:
        if e.stuck:
            self.tl.add(Step(0.3, lambda: self.say("No card in your hand could be laid")))

    def _dice_rolled(self, e: ev.DiceRolled) -> None:
        st = self.stage

        def begin() -> None:
            st.dice.throw(e.faces, e.group, self.locos, e.dice_left)
            self.locos += e.locos
            st.app_sound("roll")

        self.tl.add(Step(THROW_TIME + SETTLE_TIME, begin, st.outcome, wait=lambda: not st.dice.rolling))  # the faces, to be read

    def _ride_path(self, a: RailCard, b: RailCard) -> list[Point]:
        pa, pb = geometry.path_of(a), geometry.path_of(b)
        half_a = [geometry.along(pa, 0.5 + 0.05 * k)[0] for k in range(11)]
        half_b = [geometry.along(pb, 0.05 * k)[0] for k in range(11)]
        return half_a + half_b

    def _locomotive_moved(self, e: ev.LocomotiveMoved) -> None:
        st = self.stage

        def tick(p: float) -> None:
            a, b = st.shown.card_no(e.from_no), st.shown.card_no(e.to_no)
            if a is None or b is None:
                return
            point, heading = geometry.along(self._ride_path(a, b), _ease(p) if p < 1 else 1.0)
            st.rail_view.loco_pose = LocoPose(point, heading)

        def end() -> None:
            st.rail_view.loco_pose = None
            st.shown.loco_no = e.to_no
            self.moved += 1

        self.tl.add(Step(0.32, end=end, tick=tick))

    def _derailed(self, e: ev.Derailed) -> None:
        st = self.stage
        n = e.shortfall

        def tick(p: float) -> None:
            i = st.shown.loco_index()
            if i is None:
                return
            last = st.shown.rail[-1]
            path = geometry.path_of(last)
            exit_ = path[-1]
            d = railway.DIRECTIONS[last.heading_out]
            off = (exit_[0] + d[0] * 0.9, exit_[1] + d[1] * 0.9)
            ride = [geometry.along(path, 0.5 + 0.05 * k)[0] for k in range(11)] + [off]
            q = min(1.0, p / 0.55)
            point, heading = geometry.along(ride, q)
            tilt = 0.0 if p < 0.55 else (p - 0.55) / 0.45 * 1.1
            st.rail_view.loco_pose = LocoPose(point, heading, tilt, int(255 * (1 - max(0.0, p - 0.7) / 0.3 * 0.6)))

        def begin() -> None:
            self.say(f"Derailed! {plural(n, 'step')} short: {plural(n, 'penalty card')} for {object_name(st.name(e.player))}", PALETTE.accent)
            st.app_sound("hit")

        def end() -> None:
            st.rail_view.loco_pose = None
            if e.player < len(st.shown.derailments):
                st.shown.derailments[e.player] = e.count

        self.tl.add(Step(DERAIL_PAUSE))  # the locomotive at the railway's end, the dice that sent it there
        self.tl.add(Step(1.4, begin, end, tick=tick))

    def _penalty_taken(self, e: ev.PenaltyTaken) -> None:
        st = self.stage
        start: list[Point] = [(0.0, 0.0)]
        width: list[float] = [1.0]
        index: list[int] = [0]

        def begin() -> None:
            rail = st.shown.card_no(e.no)
            if rail is not None:
                start[0] = st.rail_view.card_center(rail)
                width[0] = st.rail_view.unit
                st.shown.rail.remove(rail)
            index[0] = len(st.shown.pending)
            st.shown.pending_seat = e.player
            st.dice.hide()

        def end() -> None:
            st.shown.pending.append(e.card)
            st.refollow()

        dst = lambda: st.tray.pending_spot(st.lay, index[0], index[0] + 1)  # noqa: E731
        self.tl.add(Step(0.45, begin, end, self._slide(lambda: e.card, lambda: start[0], dst, lambda: width[0], self._hand_width)))

    def _penalty_laid(self, e: ev.PenaltyLaid) -> None:
        st = self.stage
        start: list[Point] = [(0.0, 0.0)]

        def begin() -> None:
            if e.card in st.shown.pending:
                i = st.shown.pending.index(e.card)
                start[0] = st.tray.pending_spot(st.lay, i, len(st.shown.pending))
                st.shown.pending.pop(i)
            if not st.shown.pending:
                st.shown.pending_seat = None

        def end() -> None:
            st.shown.piles[e.player].append(e.card)
            st.app_sound("drop", 0.7)

        self.tl.add(Step(0.4, begin, end, self._slide(lambda: e.card, lambda: start[0], lambda: piles.pile_spot(st.lay, e.player), self._hand_width, self._mat_width)))

    def _chaos_discarded(self, e: ev.ChaosDiscarded) -> None:
        st = self.stage
        start: list[Point] = [(0.0, 0.0)]

        def begin() -> None:
            start[0] = self._hand_or_backs(e.player, e.card)
            if e.player == st.shown.viewer and e.card in st.shown.hand:
                st.shown.hand.remove(e.card)
            st.shown.hand_sizes[e.player] = max(0, st.shown.hand_sizes[e.player] - 1)
            self.say(f"{subject(st.name(e.player), 'discard')} chaos {cards.number(e.card)}")

        def end() -> None:
            st.shown.piles[e.player].append(e.card)

        self.tl.add(Step(0.5, begin, end, self._slide(lambda: e.card, lambda: start[0], lambda: piles.pile_spot(st.lay, e.player), self._hand_width, self._mat_width)))

    def _pair_cancelled(self, e: ev.PairCancelled) -> None:
        st = self.stage
        a, b = e.cards

        def begin() -> None:
            pile = st.shown.piles[e.player]
            if len(pile) >= 2 and pile[-2:] == [a, b]:
                del pile[-2:]
            self.say(f"A pair of {e.number}s cancels: {2 * e.number} points gone", PALETTE.green)
            st.app_sound("whoosh")

        def end() -> None:
            st.shown.pairs[e.player] += 2

        def paint(surface: pygame.Surface, p: float) -> None:
            (x0, y0) = piles.pile_spot(st.lay, e.player)
            (x1, y1) = st.lay.box.center
            w = int(self._mat_width())
            if p < 0.35:  # the two cards meet and wobble on the pile
                wob = math.sin(p * 60) * 6
                faces.blit_card(surface, a, (x0 - w * 0.35, y0), w, angle=wob)
                faces.blit_card(surface, b, (x0 + w * 0.35, y0), w, angle=-wob)
                return
            q = _ease((p - 0.35) / 0.65)
            for k, card in enumerate((a, b)):
                off = (k - 0.5) * w * 0.7 * (1 - q)
                faces.blit_card(surface, card, (x0 + (x1 - x0) * q + off, y0 + (y1 - y0) * q - math.sin(q * math.pi) * w), w, angle=q * 180 * (1 if k else -1))

        self.tl.add(Step(0.9, begin, end, paint))

    def _round_scored(self, e: ev.RoundScored) -> None:
        st = self.stage
        def end() -> None:
            st.shown.history.append(e.points)
            st.shown.totals = list(e.totals)
            st.round_over(e)

        self.tl.add(Step(ROUND_END_PAUSE, end=end))  # the last move seen where it ended, then the results

    def _solo_lost(self, e: ev.SoloLost) -> None:
        self.tl.add(Step(1.6, lambda: self.say(f"Derailment number {e.derailments}: the game is lost", PALETTE.accent)))
