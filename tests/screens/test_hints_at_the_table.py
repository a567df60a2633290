"""A hint on request at the real table, in all four games: H and the Hint button, the ghost and the card, the log.

Each game is played against the computer until the person decides; H asks
for the hint. What the table shows is the strongest bot's choice for that
seat, its card says the move and the numbers, the game draws a ghost on the
board (the picture changes where the board is), the game log says who asked,
the record keeps it, and playing anything puts the hint away. With hints off
at the set-up there is no button and H says why; in a replay there are none.
"""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.app import App
from game.match import hint
from game.scenes.table.scene import TableScene
from tests.screens.support import click, frames, press
from tests.screens.tables import GAMES, open_table, record


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def to_decision(app: App, table: TableScene) -> None:
    for _ in range(3000):
        if table.may_act():
            return
        table.skip()
        frames(app)
    raise AssertionError("the person never got to decide")


def toasts(app: App) -> list[str]:
    return [t.message for t in app.toasts]


@pytest.mark.parametrize("game_id", GAMES)
def test_h_shows_the_strongest_computers_move_with_a_ghost_and_the_log_says_who_asked(app: App, game_id: str) -> None:
    table = open_table(app, game_id, "--players", "2", "--computer", "1")
    to_decision(app, table)
    seat = table.state.current_player
    before = app.surface.copy()
    board_before = before.subsurface(table.board_rect).copy()
    press(app, pygame.K_h)
    frames(app, 2)
    shown = table.hints.shown
    assert shown is not None and shown.seat == seat
    bot = catalog.make_bot(game_id, seat, catalog.computer_seed(table.record.seed, seat), hint.strongest_level(game_id))
    assert shown.action == bot.choose(table.state)
    assert shown.advice.move and shown.advice.why
    after = app.surface.subsurface(table.board_rect).copy()
    assert pygame.image.tobytes(after, "RGB") != pygame.image.tobytes(board_before, "RGB"), "the card and the ghost are on the board"
    assert table.record.display["hint_asks"] == [[table.ply, seat]]
    table.log_panel.toggle()
    frames(app)
    assert table.log_panel.log.public_text()[-1] == f"{table.seats[seat].name} asked for a hint"
    table.log_panel.toggle()
    # a second press puts it away; asking again at the same moment is not logged twice
    press(app, pygame.K_h)
    assert not table.hints.active()
    click(app, table.hints.button.rect.center)
    frames(app, 2)
    assert table.hints.shown is not None and table.record.display["hint_asks"] == [[table.ply, seat]]
    # playing the hinted move puts the hint away
    assert table.play(table.hints.shown.action)
    frames(app)
    assert not table.hints.active()


def test_a_hint_waits_for_the_persons_turn(app: App) -> None:
    table = open_table(app, "rollecate", "--players", "2", "--computer", "1")
    to_decision(app, table)
    for _ in range(500):  # the person plays on until the computer's turn comes
        if table.state.current_player in table.bots:
            break
        if table.may_act():
            table.play(table.state.legal_actions()[0])
        frames(app)
    assert table.state.current_player in table.bots
    press(app, pygame.K_h)  # (while the computer's move is shown, H skips it as any key does)
    assert not table.hints.active() and "hint_asks" not in table.record.display
    assert table.hints.button.rect.w == 0, "the Hint button sits in the row of a person on turn only"
    table.hints.toggle()  # what H does once nothing is being shown
    assert not table.hints.active() and "A hint comes when it is your turn to choose." in toasts(app)


def test_with_hints_off_at_the_set_up_there_is_no_button_and_h_says_so(app: App) -> None:
    rec = record("rollecate", "--players", "2", "--computer", "1")
    rec.display["hints"] = False
    table = TableScene(app, rec)
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app)
    assert table.hints.button not in table.buttons.widgets
    assert [b.label for b in table.buttons.widgets] == ["Undo", "Scores", "Menu"]
    to_decision(app, table)
    press(app, pygame.K_h)
    assert not table.hints.active() and "Hints are off for this game (a set-up option)." in toasts(app)


def test_the_set_up_offers_hints_and_keeps_the_choice_in_the_record() -> None:
    import importlib

    from game.cli_args import build_parser
    from game.commands.play import build_result
    from game.scenes.setup_spec import HINTS_OPTION, with_shared_options

    for game_id in GAMES:
        setup = importlib.import_module(catalog.info(game_id).screen or "")
        spec = with_shared_options(setup.spec())
        assert spec.options[-1] == HINTS_OPTION and with_shared_options(spec) == spec
        result = build_result(build_parser().parse_args(["play", game_id]))
        assert hint.hints_on(setup.record_for(result, 3)), "on unless turned off"
        result.options["hints"] = False
        rec = setup.record_for(result, 3)
        assert rec.display["hints"] is False and not hint.hints_on(rec)


def test_a_replay_has_no_hint_button_and_its_log_shows_the_asks(app: App) -> None:
    table = open_table(app, "rollecate", "--players", "2", "--computer", "1")
    to_decision(app, table)
    press(app, pygame.K_h)
    seat, ply = table.state.current_player, table.ply
    rec = table.record
    replay = TableScene(app, rec, replay=True)
    assert replay.hints.button not in replay.buttons.widgets
    assert replay.log_panel.log.asides[ply][0].text == f"{rec.seats[seat].name} asked for a hint"


def test_every_panel_button_is_drawn_while_pointed_at(app: App) -> None:
    """The table lights a button under the pointer without giving it the focus: lit, it is still drawn (the pointer
    stays on Hint after clicking it, and Scores or Menu once vanished while pointed at). The Hint button is in the
    row of the person on turn, the score beside it."""
    from tests.screens.support import move

    table = open_table(app, "carom", "--players", "2", "--computer", "1")
    to_decision(app, table)
    row = table.panel.rows[table.state.current_player]
    assert row.contains(table.hints.button.rect)
    for button in table.buttons.widgets:
        move(app, (button.rect.centerx, button.rect.bottom - 3))
        frames(app, 2)
        assert button.focused
        empty = table._chrome_layer(app.surface.get_size()).subsurface(button.rect)
        shown = app.surface.subsurface(button.rect)
        assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(empty, "RGB"), f"{button.label} is not drawn"


def test_h_pressed_while_the_persons_turn_is_still_shown_brings_the_hint_once_they_may_choose(app: App) -> None:
    table = open_table(app, "rollecate", "--players", "2", "--computer", "1")
    to_decision(app, table)
    table.wait = 5.0  # what an outcome being read leaves: a moment before the person may choose
    assert not table.may_act() and table.still_showing()
    press(app, pygame.K_h)  # the key skips the pause, as any key does, and asks for the hint
    assert not table.hints.active() or table.hints.shown is not None
    for _ in range(120):
        frames(app)
        if table.hints.shown is not None:
            break
    assert table.hints.shown is not None and table.may_act()


@pytest.mark.parametrize("game_id", ["carom", "eagles_creek"])  # (the other two need minutes to get as far)
def test_the_hint_button_is_only_ever_in_the_row_of_the_person_whose_decision_is_open(app: App, game_id: str) -> None:
    """Two people and a computer play on (random legal moves, every animation shown): in every frame the button is
    either absent or in the row of the seat on turn, and that is the row the panel highlights. It was drawn in the row
    of the player whose last move was still being played out, while the next one was to choose."""
    import random

    extra = ("--mode", "carom") if game_id == "carom" else ()  # Carom mode: the turn moves on after every stroke
    table = open_table(app, game_id, "--players", "3", "--computer", "1", *extra)
    rng = random.Random(4)
    shown = wrong = moves = 0
    for _ in range(2500):
        if moves >= 8:
            break
        if app.stack.top is not table:
            press(app, pygame.K_RETURN)  # a hand-over card, a course's or round's results
            continue
        if table.state.current_player < 0 and table.ended:
            break
        table.hints.place_button()
        row = table.hints.button_row()
        if row is not None:
            shown += 1
            on_turn = table.state.current_player
            if row != on_turn or table.shown_seat() != on_turn or table.is_computer(on_turn):
                wrong += 1
        if table.may_act():
            legal = list(table.state.legal_actions())
            assert table.play(legal[rng.randrange(len(legal))])
            moves += 1
        frames(app)
    assert moves >= 3 and shown, "people played, and the button was there while they chose"
    assert wrong == 0, f"{wrong} frames with the Hint button in the row of someone not choosing"
def strip_picture(app: App, table: TableScene) -> bytes:
    return pygame.image.tobytes(app.surface.subsurface(table.strip), "RGB")


@pytest.mark.parametrize(("game_id", "key"), [("eagles_creek", pygame.K_g), ("rollecate", pygame.K_RETURN)], ids=["eagles_creek-draw", "rollecate-pick-a-card"])
def test_the_hints_ghost_leaves_when_the_person_goes_on_with_the_decision(app: App, game_id: str, key: int) -> None:
    table = open_table(app, game_id, "--players", "2", "--computer", "1")
    to_decision(app, table)
    if game_id == "rollecate":  # a turn with a hand: the hint frames a card of it
        for _ in range(500):
            if table.may_act() and table.game.stage.shown.hand and table.game.decision_on_screen() is None and table.state.phase == "choose":
                break
            if table.may_act():
                table.play(table.state.legal_actions()[0])
            table.skip()
            frames(app)
    ply = table.ply
    press(app, pygame.K_h)
    frames(app, 2)
    assert table.hints.shown is not None
    with_hint = strip_picture(app, table)
    press(app, key)  # Draw (the pen opens) / the card in focus picked: nothing played yet
    frames(app, 2)
    assert table.ply == ply and table.game.decision_on_screen() is not None, "the decision went on, on screen only"
    assert not table.hints.active(), "the hint answered the decision as it was: it leaves"
    shown = strip_picture(app, table)
    table.redraw.invalidate()
    frames(app)
    assert shown == strip_picture(app, table) != with_hint, "no ghost box is left drawn over the strip"


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_tag_on_a_card_or_club_never_covers_the_strips_instruction_nor_its_own_words(app: App, game_id: str, text_size: str, monkeypatch) -> None:
    """The tag sits clear of the instruction line and of the words printed on what it frames (a club button's name
    and curls, a card's formula, range and number, a club die's number, name and sides, a track card's numbers)."""
    from game.render import ghost

    app.settings.text_size = text_size
    app.apply_look()
    tags: list[pygame.Rect] = []
    framed: list[pygame.Rect] = []
    real_box = ghost.box

    def box(*args, **kwargs):  # type: ignore[no-untyped-def]
        where = real_box(*args, **kwargs)
        tags.append(where)
        framed.append(pygame.Rect(args[1]))
        return where

    monkeypatch.setattr(ghost, "box", box)
    try:
        table = open_table(app, game_id, "--players", "2", "--computer", "1")
        for _ in range(40):  # the person's decisions, until a hint frames a card, a club or a die in the strip
            to_decision(app, table)
            press(app, pygame.K_h)
            frames(app, 2)
            assert table.hints.shown is not None
            if tags:
                break
            table.play(table.hints.shown.action)
            frames(app)
        assert tags, "a hint framed something of the strip"
        words = table.instruction_box()
        assert words.w > 0
        for r in tags:
            assert not r.colliderect(words), f"the hint tag {r} covers the instruction {words}: {table.instruction()!r}"
            if game_id == "rollecate":
                assert not r.colliderect(table.game.stage.tray.title_rect), "nor the title of the hand it frames a card of"
        for r, item in zip(tags, framed):
            own = _own_words(table, item)
            assert own, f"the words on {item} are known"
            assert not any(r.colliderect(w) for w in own), f"the hint tag {r} covers the words {own} of what it frames"
    finally:
        app.settings.text_size = "normal"
        app.apply_look()


def _own_words(table: TableScene, item: pygame.Rect) -> list[pygame.Rect]:
    """Where the words of the strip's card, club or die at ``item`` were drawn."""
    g = table.game
    if table.record.game == "eagles_creek":
        tray = g.chooser.tray
        return next(tray.club_words[c] for c, r in tray.club_rects.items() if r == item)
    if table.record.game == "carom":
        return g.hand.words[g.hand.rects.index(item)]
    if table.record.game == "rollinone":
        return next(g.tray.slot_words[c] for c, r in g.tray.slots.items() if r == item)
    from game.scenes.rollecate.hint_ghost import badge_corners

    return badge_corners(item)  # a track card's number, in two of its corners
