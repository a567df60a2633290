"""At the largest text size every game's side panel and scorecard fit their words (#QA: Rollecate's 'pile so far'
column and some side-panel lines were cut).

Each game is played a few moves (2 people and a computer, at 1280×720) and the side panel, the game's corner of it
and the scorecard are drawn inside ``text.watch()``: nothing is cut with "…", every seat's note is drawn whole,
and a score's note fits beside it inside its column.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.rollecate import piles
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table.scene import TableScene
from game.ui import text
from game.ui.theme import px
from tests.screens.support import frames
from tests.screens.tables import GAMES, open_table


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    a.settings.text_size = "largest"
    a.apply_look()
    yield a
    a.settings.text_size = "normal"
    a.apply_look()
    pygame.display.quit()


def mid_game(app: App, game_id: str, moves: int = 6) -> TableScene:
    """The game a few decisions in (each person playing the first legal move), a person to decide."""
    table = open_table(app, game_id, "--players", "3", "--computer", "1")
    played = 0
    for _ in range(4000):
        top = app.stack.top
        if type(top).__name__ == "HandOver":
            top._ready()
        elif top is not table:
            app.stack.pop()
        elif table.may_act():
            if played == moves:
                return table
            played += 1
            table.play(table.state.legal_actions()[0])
        else:
            table.skip()
        app.stack.apply_pending()
        frames(app)
    raise AssertionError("the person never got to decide")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_side_panel_cuts_nothing_at_the_largest_text_size(app, game_id):
    table = mid_game(app, game_id)
    surface = app.surface.copy()
    with text.watch() as seen:
        table.panel.paint(surface, app.scale)
        if table.panel.extra.h:
            table.game.draw_panel_extra(surface, table.panel.extra)
    drawn = [d.text for d in seen]
    cut = [t for t in drawn if t.endswith("…")]
    assert not cut, f"{game_id}: cut in the side panel: {cut}"
    words = " ".join(drawn)
    for seat in range(len(table.seats)):
        for part in table.game.seat_line(seat)[1].split(" · "):
            assert part in words, f"{game_id}: seat {seat + 1}'s note {part!r} is drawn whole"
    heading = table.game.panel_heading()[0]
    assert heading in drawn, f"{game_id}: the panel's heading {heading!r} is drawn whole"


def test_rollecates_piles_and_mats_keep_every_line_apart_and_inside(app):
    table = mid_game(app, "rollecate")
    stage = table.game.stage
    surface = app.surface.copy()
    with text.watch() as seen:
        labels = piles.draw_piles(surface, stage.lay, stage.shown)
        mats = piles.draw_mats(surface, stage.lay, stage.shown, stage.seats, stage.on_turn, stage.derail_limit)
    drawn = {d.text for d in seen}
    assert not labels[0].inflate(px(8, app.scale), 0).colliderect(labels[1]), f"'draw pile' and 'box' labels run together: {labels}"
    assert all(stage.lay.extra.contains(r) for r in labels)
    for seat, (mat, rects) in enumerate(zip(stage.lay.mats, mats)):
        lines = piles.mat_lines(stage.shown, seat, stage.seats[seat].name, stage.derail_limit)
        assert len(rects) == len(lines) and all(line in drawn for line in lines), f"mat {seat + 1}: every line drawn whole: {lines}"
        assert all(mat.contains(r) for r in rects), f"mat {seat + 1}: its lines stay on it: {rects} in {mat}"
        assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:])), f"mat {seat + 1}: its lines overlap: {rects}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scorecard_fits_each_score_and_its_note_in_its_column(app, game_id):
    table = mid_game(app, game_id)
    overlay = ScorecardOverlay(app, table.game.score_table())
    surface = app.surface.copy()
    with text.watch() as seen:
        overlay.draw(surface)  # the scorecard alone (the table under it is drawn too in a frame)
    drawn = [d.text for d in seen]
    assert not [t for t in drawn if t.endswith("…")], drawn
    s = app.scale
    notes = 0
    for row in overlay.table.rows:
        for cell, (_, cw) in zip(row.cells, overlay.col_x[2:-1]):
            if cell.note:
                notes += 1
                assert cell.note in drawn, f"{game_id}: the note {cell.note!r} is drawn"
                width = text.size_of(cell.main, "ui", overlay.fsize)[0] + px(3, s) + text.size_of(cell.note, "body", ScorecardOverlay._cell_parts(cell, overlay.fsize, s)[0])[0]
                assert width <= cw - px(16, s), f"{game_id}: {cell.main} {cell.note!r} ({width} px) fits its column ({cw} px) inside the frame"
    assert notes or game_id != "rollecate", "Rollecate's round in play has its notes"
