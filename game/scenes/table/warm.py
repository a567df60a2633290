"""Instruction lines the table will soon show, rendered ahead in quiet frames, one a frame.

At 4K a new line of the strip (say "Ben (computer) is choosing…") costs a
millisecond or two of measuring and rendering in the frame that first shows
it, and that frame is often a busy one (a turn begins, the die lands). A game
names the lines it may show next (:meth:`~game.scenes.table.game.TableGame.upcoming_instructions`);
in a frame that paints nothing else the table renders one of them, filling the
same caches the strip reads (``text.fit_size``, ``text.render``). Nothing shown changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.table.panel import instruction_bottom
from game.ui.controls import keyed
from game.ui.theme import LOOK

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

REMEMBER = 512
"""Lines remembered as rendered (text.render keeps 1,024 pictures)."""


class TextWarmer:
    """Which upcoming lines were rendered already, at which size."""

    def __init__(self) -> None:
        self.done: set[tuple[object, ...]] = set()
        self.rendered = 0
        """Lines rendered ahead (for the tests)."""
        self.idle: tuple[object, ...] | None = None
        """The game's list of lines (and the size) when all of them were found rendered: asked again, nothing to do."""

    def step(self, t: TableScene) -> bool:
        """Render one of the game's upcoming lines not rendered yet; True when it did."""
        rect, scale = t.instruction_rect, t.app.scale
        messages = t.game.upcoming_instructions()
        idle = (messages, tuple(rect), scale, LOOK.version)
        if idle == self.idle:
            return False  # keyed() is not free: a list found done is not looked through again
        for message in messages:
            line = keyed(message)  # as TableScene.instruction shows it: with the player's own keys
            key = (line, tuple(rect), scale, LOOK.version)
            if key in self.done:
                continue
            if len(self.done) >= REMEMBER:
                self.done.clear()
            self.done.add(key)
            instruction_bottom(rect, line, scale)  # measures and renders it, as draw_instruction will
            self.rendered += 1
            return True
        self.idle = (list(messages), tuple(rect), scale, LOOK.version)
        return False
