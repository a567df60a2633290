"""Hidden hands, frame by frame: every frame drawn twice, the second time with every hidden card but the viewer's swapped.

:class:`FrameCheck` sits in the app's drawing: each frame the real loop draws,
it first draws the same frame from the state on screen with every card the
viewer may not see exchanged for other cards (:func:`other_cards`: the other
hands, same sizes, and the face-down piles), then lets the real frame draw, and
the two pictures must be the same to the pixel, everywhere. The viewer's own
cards are left as they are, so no area is excluded: whatever of another hand
reaches the screen, anywhere, shows as a difference. (With nobody looking,
every hand is exchanged.) Every few frames the viewer's own cards are
exchanged too, and the picture may then change only where the game draws
them: so the check is known to see hands at all, and where.

While the game log is open, its hidden words of every other seat (a card drawn
into another hand, which only its owner reads) are exchanged in the second
drawing too.

A game that keeps its own picture of the table (Rollecate's, built from a
view and the events) would draw the same from any state; for it, each
person's decision is also checked with everything rebuilt from the exchanged
state (``TableGame.sync``, as after a load or an undo).

It keeps its own account of who sits at the screen: whoever touched the
controls last (confirmed a hand-over, or made a choice; in a new game, the
first person given the controls before anyone did). At every frame the table
may show no hand but theirs, and none while a hand-over card is up, while
results everyone looks at are up (the game holds the table for them), after
the game's end, while another person has to decide or the turn is named as
another person's (hide first, then hand over), or in a replay.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rules.evolve import evolve
from game.rules.protocol import TERMINAL
from game.scenes.handover import HandOver
from game.scenes.table.scene import TableScene


# --------------------------------------------------------------------------- other cards, same sizes
def _deal_other(pool: Counter[str], old: tuple[str, ...], order: list[str]) -> tuple[str, ...]:
    """``len(old)`` cards taken from ``pool``, kinds not in ``old`` first (so the hand changes whenever it can)."""
    kinds = sorted(pool, key=lambda k: (k in old, order.index(k)))
    out: list[str] = []
    for k in kinds:
        while pool[k] and len(out) < len(old):
            pool[k] -= 1
            out.append(k)
    return tuple(out)


def _rollinone_other_cards(state: Any, keep: int | None) -> Any:
    """Roll in One: every caddie hand but ``keep``'s dealt again from those hands and the face-down deck."""
    from game.rules.rollinone import data

    order = list(data.CARD_IDS)
    seats = [i for i in range(state.num_players) if i != keep]
    pool: Counter[str] = Counter({k: n for k, n in zip(order, state.deck) if n})
    for i in seats:
        pool.update(state.players[i].hand)
    players = list(state.players)
    for i in seats:
        players[i] = evolve(players[i], hand=_deal_other(pool, players[i].hand, order))
    deck = tuple(pool[k] for k in order)
    return evolve(state, players=tuple(players), deck=deck)


def _rollecate_other_cards(state: Any, keep: int | None) -> Any:
    """Rollecate: every hand but ``keep``'s dealt again from those hands, the draw pile and the box (sizes kept)."""
    from game.rules.rollecate import cards

    order = list(cards.KINDS)
    seats = [i for i in range(state.players) if i != keep]
    pool: Counter[str] = Counter()
    for comp in (state.deck, state.box):
        pool.update({k: n for k, n in zip(order, comp) if n})
    for i in seats:
        pool.update(state.hands[i])
    hands = list(state.hands)
    for i in seats:
        hands[i] = cards.sort_cards(_deal_other(pool, hands[i], order))
    # the draw pile and the box keep their sizes; what is left of the pool fills them, box first from the end
    rest = [k for k in order for _ in range(pool[k])]
    n_box = cards.total(state.box)
    box, deck = rest[len(rest) - n_box :], rest[: len(rest) - n_box]
    return evolve(state, hands=tuple(hands), deck=cards.composition_of(deck), box=cards.composition_of(box))


OTHER_CARDS: dict[str, Callable[[Any, int | None], Any]] = {"rollinone": _rollinone_other_cards, "rollecate": _rollecate_other_cards}


def other_cards(state: Any, keep: int | None) -> Any:
    """The state with every card ``keep`` may not see exchanged for others (hand sizes and pile sizes kept).

    ``keep`` None: nobody's cards are kept (nobody may look).
    """
    return OTHER_CARDS[state.game_id](state, keep)


def hands_of(state: Any) -> list[tuple[str, ...]]:
    """Each seat's hidden hand."""
    if state.game_id == "rollinone":
        return [p.hand for p in state.players]
    return list(state.hands)


# --------------------------------------------------------------------------- the check in the drawing
def effective_viewer(table: TableScene) -> int | None:
    """Whose hidden cards the game may draw now: the table's viewer, unless the game hides even those.

    (Rollecate shows no hand while a round is set up with several people, though the table has made the
    person laying a set-up card its viewer: its ``viewer()`` says so.)
    """
    game_viewer = getattr(table.game, "viewer", None)
    return game_viewer() if callable(game_viewer) else table.viewer


def differences(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where two pictures of the same size differ."""
    mask = pygame.mask.from_threshold(a, (0, 0, 0, 0), (1, 1, 1, 255), b, 1)
    mask.invert()
    return mask


def outside(mask: pygame.mask.Mask, regions: list[pygame.Rect]) -> list[pygame.Rect]:
    """The areas of ``mask`` that lie outside every region."""
    left = mask.copy()
    for r in regions:
        if r.w > 0 and r.h > 0:
            left.erase(pygame.mask.Mask(r.size, fill=True), r.topleft)
    return left.get_bounding_rects()


@dataclass
class FrameCheck:
    """Draws every frame twice and keeps account of who sits at the screen (see the module's doc)."""

    app: Any
    table: TableScene
    resumed: bool = False
    """A game opened from a save: nobody has taken the controls yet, so every hand needs a hand-over first."""
    own_regions: Callable[[TableScene], list[pygame.Rect]] | None = None
    """Where the viewer's own cards are drawn: checked, every few frames, by exchanging them too."""
    rebuild: bool = False
    """Also check each person's decision with everything the game shows rebuilt from the exchanged state
    (``TableGame.sync``): for a game that keeps its own picture of the table (Rollecate's, built from a view
    and the events), rather than drawing from the state in every frame (Roll in One)."""
    frames: int = 0
    swapped: int = 0
    """Frames whose hidden cards were really exchanged (some hand came out different)."""
    own_hand_seen: int = 0
    """Frames where exchanging the viewer's own cards changed the picture: the check can see a hand."""
    private_words: int = 0
    """Frames drawn with the game log open and another seat's hidden words in it (exchanged)."""
    at_screen: int | None = None
    _decided: int = -1
    """The last ply whose open decision was checked rebuilt from the state."""
    scenes: Counter[str] = field(default_factory=Counter)
    """Which scene was on top, frame by frame."""

    def install(self, monkeypatch: Any) -> None:
        """Sit between the app and its scene stack's drawing."""
        self._draw = self.app.stack.draw
        size = self.app.surface.get_size()
        self._second = pygame.Surface(size, 0, self.app.surface)
        self._third = pygame.Surface(size, 0, self.app.surface)
        monkeypatch.setattr(self.app.stack, "draw", self.draw)

    def took_controls(self, seat: int) -> None:
        """``seat``'s person confirmed a hand-over or made a choice: they sit at the screen now."""
        self.at_screen = seat

    def _draw_from(self, state: Any, surface: pygame.Surface, resync: bool = False, words_for: int | None | bool = False) -> None:
        """The frame drawn from ``state`` instead of the one on screen (the table's own redraw left as it was).

        ``resync``: the game first rebuilds all it shows from ``state`` (``TableGame.sync``), as after a
        load or an undo; a game that keeps its own picture of the table (Rollecate) is drawn from it then.
        ``words_for``: a seat (or None, nobody): the game log's hidden words of every other seat are
        exchanged too (False: the log as it is).
        """
        session = self.table.session
        real = session.states[session.ply]
        armed = self.table.redraw.armed
        session.states[session.ply] = state
        try:
            with self._other_words(words_for):
                if resync:
                    self.table.game.sync()
                self._draw(surface)
        finally:
            session.states[session.ply] = real
            self.table.redraw.armed = armed

    @contextmanager
    def _other_words(self, viewer: int | None | bool) -> Iterator[None]:
        """While open, the game log with the hidden words of every seat but ``viewer`` exchanged (a card
        drawn into another hand, named only to its owner); the log's own cache is left as it was."""
        panel = getattr(self.table, "log_panel", None)
        if viewer is False or panel is None or not panel.open:
            yield
            return
        log = panel.log
        saved = (log.entries, log.version, log._shown)

        def other(entry: Any) -> Any:
            line = entry.line
            if line.private is None or line.reader == viewer:
                return entry
            return dataclasses.replace(entry, line=dataclasses.replace(line, private=f"{line.private[::-1]} (not yours)"))

        log.entries = [other(e) for e in saved[0]]
        if log.entries != saved[0]:
            self.private_words += 1
        log.version, log._shown = -1 - saved[1], {}  # a version the panel has never drawn
        try:
            yield
        finally:
            log.entries, log.version, log._shown = saved

    def draw(self, surface: pygame.Surface) -> None:
        """The frame from the exchanged cards, then the real frame (so whatever drawing keeps is the real one's)."""
        table = self.table
        self.scenes[type(self.app.stack.top).__name__] += 1
        on_stack = table in self.app.stack.scenes
        viewer = effective_viewer(table) if on_stack else None
        other = None
        if on_stack:
            self.who_may_look(viewer)
            real = table.state
            if self.rebuild and table.may_act() and not table.game.busy() and self._decided != table.ply:
                self._decided = table.ply
                self._decision_check(real, viewer)
            other = other_cards(real, viewer)
            if hands_of(other) != hands_of(real):
                self.swapped += 1
            if self.own_regions is not None and viewer is not None and self.frames % 10 == 0:
                self._own_hand_check(real, viewer, resync=False)
            self._draw_from(other, self._second, words_for=viewer)
        self._draw(surface)
        self.frames += 1
        if other is not None and surface.get_buffer().raw != self._second.get_buffer().raw:
            self._fail(differences(surface, self._second), viewer, "")

    def _fail(self, changed: pygame.mask.Mask, viewer: int | None, how: str) -> None:
        st = self.table.state
        raise AssertionError(
            f"frame {self.frames}: a hidden card of another seat reached the screen{how} at {changed.get_bounding_rects()[:4]} "
            f"(viewer {viewer}, person at the screen {self.at_screen}, top {type(self.app.stack.top).__name__}, "
            f"ply {self.table.ply}, phase {getattr(st, 'phase', '?')}, deciding {st.current_player})"
        )

    def _decision_check(self, real: Any, viewer: int | None) -> None:
        """A person's decision is open: everything the game shows, rebuilt from the state with the cards exchanged."""
        self._draw_from(real, self._third, resync=True)
        self._draw_from(other_cards(real, viewer), self._second, resync=True, words_for=viewer)
        if self._third.get_buffer().raw != self._second.get_buffer().raw:
            self.table.game.sync()
            self._fail(differences(self._third, self._second), viewer, " (rebuilt from the state)")
        if self.own_regions is not None and viewer is not None:
            self._own_hand_check(real, viewer, resync=True)
        self.table.game.sync()  # back to the real state; the decision opens again in the next update

    def _own_hand_check(self, real: Any, viewer: int, resync: bool) -> None:
        """Exchange the viewer's cards too: the picture may change only where the viewer's cards are drawn."""
        everything = other_cards(real, None)
        if hands_of(everything)[viewer] == hands_of(real)[viewer]:
            return
        if not resync:
            self._draw_from(real, self._third)
        self._draw_from(everything, self._second, resync=resync)
        changed = differences(self._third, self._second)
        if not changed.count():
            return
        assert self.own_regions is not None
        regions = self.own_regions(self.table)
        stray = outside(changed, regions)
        assert not stray, f"the viewer's own cards changed the picture at {stray[:4]}, outside where they are drawn ({regions})"
        self.own_hand_seen += 1

    def who_may_look(self, viewer: int | None) -> None:
        """The table shows only the hand of the person at the screen, and only while nobody else decides."""
        table = self.table
        if table.replaying:
            assert viewer is None, "a replay shows no hand"
            return
        people = table.human_seats()
        if len(people) < 2:
            return
        st = table.state
        where = f"(frame {self.frames}, ply {table.ply}, phase {getattr(st, 'phase', '?')})"
        if any(isinstance(s, HandOver) for s in self.app.stack.scenes):
            assert viewer is None, f"seat {viewer}'s hand under a hand-over card {where}"
            return
        if table.holds:  # (not the pause menu or the scores a person opened: they do not hold the game)
            assert viewer is None, f"seat {viewer}'s hand under results everyone looks at {where}"
            return
        if st.current_player == TERMINAL:
            assert viewer is None, f"seat {viewer}'s hand after the game's end, when everyone looks {where}"
            return
        if viewer is None:
            return
        deciding = st.current_player
        if self.at_screen is None and not self.resumed:
            # a new game: the first person to take the controls needs no hand-over (no hand was shown before)
            assert deciding == viewer, f"seat {viewer}'s hand shown first, while seat {deciding} decides {where}"
            self.at_screen = viewer
        assert viewer == self.at_screen, f"seat {viewer}'s hand shown, but seat {self.at_screen} took the screen last {where}"
        if deciding in people and deciding != viewer:
            raise AssertionError(f"seat {viewer}'s hand still shown while seat {deciding} decides (hide first, then hand over) {where}")
        named = table.owner()
        if named in people and named != viewer:
            raise AssertionError(f"seat {viewer}'s hand still shown while the turn is seat {named}'s (hide first, then hand over) {where}")
