"""Every game's own actions, through the real table: from the default key, from a remapped key, from a controller.

Each case puts a game at the moment one of its actions is offered, fires the
action one way, and checks what the game did. The remapped key is set as the
Controls page sets it (``InputLayer.rebind``); the controller input is what SDL
posts for a real pad (the button named in docs/controls.md for that game).
Nothing here calls a game's key handler directly: every press goes through
pygame's queue, the input layer and the scene stack.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.rules.rollecate import actions
from game.scenes.table.scene import TableScene
from game.ui import controls
from game.ui.controls import Bindings
from tests.screens import eagles_support, rollecate_support, rollinone_support
from tests.screens.support import frames, press, settled
from tests.screens.test_carom_game import game_of
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)

PAD = {
    "a": pygame.CONTROLLER_BUTTON_A, "x": pygame.CONTROLLER_BUTTON_X, "back": pygame.CONTROLLER_BUTTON_BACK,
    "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
}  # fmt: skip


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def pad(app: App, *buttons: str) -> None:
    """Controller buttons pressed and released one after another, a frame each."""
    for name in buttons:
        settled(app)
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=PAD[name]))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=PAD[name]))
        frames(app)


def remap(app: App, action: str, key: int) -> None:
    """Give ``action`` a new key, as the Controls page does."""
    b = Bindings()
    assert b.set_key(action, key) is None
    app.input.rebind(b)


# -- putting each game at the moment an action is offered --------------------------------------------------
def rollinone_design(app: App) -> TableScene:
    table = rollinone_support.open_game(app, rollinone_support.people("Ada"), seed=2, variant="solo")
    rollinone_support.wait_for_person(app, table)
    assert table.state.phase == "design" and table.may_act()
    return table


def rollinone_green(app: App) -> TableScene:
    """Two boards placed: the green may go down."""
    table = rollinone_design(app)
    for _ in range(2):
        press(app, pygame.K_RETURN)
        rollinone_support.wait_for_person(app, table)
    assert table.game.design_tool.greens and not table.game.design_tool.green_mode
    return table


def rollinone_turn(app: App) -> TableScene:
    """A turn with a caddie card to play (seed 4: Free Drop), so the bar has two choices."""
    table = rollinone_support.open_game(app, [*rollinone_support.people("Ada"), *rollinone_support.cpus(1)], seed=4, variant="standard", quick=True, holes=1)
    for _ in range(200):
        rollinone_support.wait_for_person(app, table)
        if table.state.phase == "turn":
            break
        press(app, pygame.K_RETURN)
    frames(app)
    assert table.state.phase == "turn" and len(table.game.bar.buttons) > 1
    return table


def eagles_tray(app: App) -> TableScene:
    table = eagles_support.start(app, eagles_support.people(1) + eagles_support.computers(1))
    eagles_support.wait_for_person(app, table)
    assert eagles_support.game(table).chooser.pen is None
    return table


def eagles_pen(app: App) -> TableScene:
    """The pen open with one segment drawn (→ picks the side, Enter draws it: Enter alone takes a whole line)."""
    table = eagles_tray(app)
    press(app, pygame.K_g)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert len(eagles_support.game(table).chooser.pen.drawn) == 1
    return table


def carom_cards(app: App) -> TableScene:
    from game.scenes.common_setup import PlayerSpec

    scene = game_of(app, [PlayerSpec("Ada", 1, False, "normal")])
    for _ in range(60):
        for _ in range(600):
            if scene.idle() and scene.human_turn():
                break
            press(app, pygame.K_SPACE) if not scene.idle() else frames(app)
        if scene.state.phase == "card":
            return scene.table
        press(app, pygame.K_RETURN)  # tee up, strike: on to the card of the next stroke
    raise AssertionError("no card to choose")


def rollecate_at(phase: str, placing: bool = False, seed: int = 4) -> Callable[[App], TableScene]:
    def setup(app: App) -> TableScene:
        table = rollecate_support.open_game(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, computer=True)], seed=seed)
        g = rollecate_support.game
        for _ in range(40):
            assert rollecate_support.wait_for_person(app, table)
            c = g(table).controls
            playable = [k for k, it in enumerate(c.items()) if it.kind == "hand" and it.index in g(table).stage.tray.playable]
            if table.state.phase == phase == actions.CHOOSE and playable:
                break
            if table.state.phase == phase == actions.LAY:
                break
            if table.state.phase == actions.CHOOSE and phase == actions.LAY and playable:
                c.focus = playable[0]
                press(app, pygame.K_RETURN)  # the card ...
                press(app, pygame.K_RETURN)  # ... on its first place
                continue
            rollecate_support.keys_turn(app, table)
        assert table.state.phase == phase and g(table).controls.active
        if placing:
            c = g(table).controls
            c.focus = next(k for k, it in enumerate(c.items()) if it.kind == "hand" and it.index in g(table).stage.tray.playable)
            press(app, pygame.K_RETURN)
            assert c.placing is not None and g(table).stage.rail_view.ghosts
        return table

    return setup


def last_action(table: TableScene) -> Any:
    return table.record.actions[-1] if table.record.actions else None


def moves_so_far(table: TableScene) -> int:
    return len(table.record.actions)


def played(want: Callable[[Any], bool]) -> Callable[[TableScene, Any], bool]:
    """A move since the snapshot (the person's; chance may follow it in the same frame) is ``want``."""

    def check(t: TableScene, before: Any) -> bool:
        return any(want(a) for a in t.record.actions[before:])

    return check


def off_the_places(t: TableScene) -> int:
    """The focus on the last button while a card is placed (the places come next, round the row)."""
    c = rollecate_support.game(t).controls
    c.focus = len(c.items()) - 1
    c._sync_focus()
    return moves_so_far(t)


def place_chosen(t: TableScene, before: int) -> bool:
    """The first place was chosen: laid (a pad's A), or in focus with nothing laid (a digit chooses; Enter lays)."""
    g = rollecate_support.game(t)
    laid = any(isinstance(a, (tuple, list)) and a[0] == "track" for a in t.record.actions[before:])
    return laid or (g.controls.placing is not None and g.stage.rail_view.focus == 0 and len(t.record.actions) == before)


def carom_hand(t: TableScene) -> tuple[int, int, list[str]]:
    hand = t.game.hand  # type: ignore[attr-defined]
    return moves_so_far(t), hand.focus, [c.id for c in hand.cards]


def carom_card_played(t: TableScene, before: tuple[int, int, list[str]]) -> bool:
    """Card 2, the second shown (its number key), was lifted and nothing played; or the card two to the right of the
    focus (RB, RB lift it, A rolls) was played."""
    n, focus, ids = before
    hand = t.game.hand  # type: ignore[attr-defined]
    lifted = hand.chosen == 1 and len(t.record.actions) == n
    return lifted or any(tuple(a) == ("card", ids[(focus + 2) % len(ids)]) for a in t.record.actions[n:])


def carom_none_lifted(t: TableScene, before: int) -> bool:
    """No card was lifted, and nothing played: the confirm rolls the die."""
    hand = t.game.hand  # type: ignore[attr-defined]
    return hand.chosen == hand.index_of("none") and moves_so_far(t) == before


@dataclass(frozen=True)
class Case:
    action: str
    setup: Callable[[App], TableScene]
    key: int
    """The default key that fires it."""
    new_key: int | None
    """A key to remap it to (None: its keys are fixed, the digits)."""
    pad: tuple[str, ...]
    """The controller buttons that fire it (docs/controls.md)."""
    snapshot: Callable[[TableScene], Any]
    fired: Callable[[TableScene, Any], bool]


def others_open(t: TableScene) -> bool:
    """Eagle's Creek's others' sheets are up, large, over the table."""
    from game.scenes.eagles_creek.others import OthersOverlay

    t.app.stack.apply_pending()
    return isinstance(t.app.stack.top, OthersOverlay)


def designer(t: TableScene) -> Any:
    return t.game.design_tool  # type: ignore[attr-defined]


CASES = [
    Case("rotate", rollinone_design, pygame.K_r, pygame.K_t, ("rb",), lambda t: designer(t).rotation, lambda t, r: designer(t).rotation == (r + 1) % 6),
    Case("green", rollinone_green, pygame.K_g, pygame.K_k, ("x",), lambda t: None, lambda t, _: designer(t).green_mode),
    Case("club", rollinone_turn, pygame.K_3, None, ("down",), lambda t: t.game.club, lambda t, club: t.game.club != club),  # type: ignore[attr-defined]
    Case("next_card", rollinone_turn, pygame.K_c, pygame.K_k, ("rb",), lambda t: t.game.bar.focus, lambda t, f: t.game.bar.focus != f),  # type: ignore[attr-defined]
    Case("draw", eagles_tray, pygame.K_g, pygame.K_k, ("x",), lambda t: None, lambda t, _: eagles_support.game(t).chooser.pen is not None),
    Case("take_back", eagles_pen, pygame.K_BACKSPACE, pygame.K_k, ("x",), lambda t: None, lambda t, _: len(eagles_support.game(t).chooser.pen.drawn) == 0),
    Case("others", eagles_tray, pygame.K_o, pygame.K_j, (), lambda t: None, lambda t, _: others_open(t)),
    Case("no_card", carom_cards, pygame.K_n, pygame.K_j, ("x",), moves_so_far, carom_none_lifted),
    Case("card", carom_cards, pygame.K_2, None, ("rb", "rb", "a"), carom_hand, carom_card_played),
    Case("pass", rollecate_at(actions.CHOOSE), pygame.K_p, pygame.K_o, ("x",), moves_so_far, played(lambda a: a == actions.PASS)),
    Case("roll", rollecate_at(actions.LAY), pygame.K_r, pygame.K_o, ("x",), moves_so_far, played(lambda a: a == actions.ROLL_DICE)),
    Case("place", rollecate_at(actions.CHOOSE, placing=True), pygame.K_1, None, ("right", "a"), off_the_places, place_chosen),
]
IDS = [c.action for c in CASES]


def test_every_game_action_has_a_case_here():
    assert sorted(IDS) == sorted(a.id for a in controls.ACTIONS if a.game)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_game_action_fires_from_its_default_key(app, case):
    table = case.setup(app)
    assert controls.BY_ID[case.action].keys[0] == case.key or case.key in controls.BY_ID[case.action].keys
    before = case.snapshot(table)
    press(app, case.key)
    assert case.fired(table, before), f"{controls.key_label(case.key)} did not {case.action}"


@pytest.mark.parametrize("case", [c for c in CASES if c.new_key is not None], ids=[c.action for c in CASES if c.new_key is not None])
def test_a_game_action_fires_from_a_remapped_key_and_no_longer_from_the_old_one(app, case):
    table = case.setup(app)
    remap(app, case.action, case.new_key)
    before = case.snapshot(table)
    ply = table.ply
    press(app, case.key)
    assert table.ply == ply and not case.fired(table, before), "the default key was given away: it does nothing here"
    press(app, case.new_key)
    assert case.fired(table, before), f"{controls.key_label(case.new_key)} did not {case.action}"


@pytest.mark.parametrize("case", [c for c in CASES if c.pad], ids=[c.action for c in CASES if c.pad])
def test_a_game_action_fires_from_a_controller(app, case):
    table = case.setup(app)
    before = case.snapshot(table)
    pad(app, *case.pad)
    assert case.fired(table, before), f"{case.pad} did not {case.action}"


def test_the_keypad_digits_choose_by_number_too(app):
    table = rollinone_turn(app)
    press(app, pygame.K_KP4)
    assert table.game.club == "iron6"  # type: ignore[attr-defined]


# -- one button, a meaning per game ---------------------------------------------------------------------------
def test_one_key_means_each_games_own_action_and_passes_unchanged_off_the_table(app):
    from game.scenes.pause import PauseMenu

    table = rollecate_at(actions.CHOOSE)(app)
    remap(app, "rotate", pygame.K_p)  # Roll in One's turn on P: Rollecate's Pass keeps it, no clash between games
    assert app.input.context() == "rollecate"
    before = moves_so_far(table)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu) and app.input.context() == ""
    press(app, pygame.K_p)  # off the table P is nobody's action: the menu's own key closes it
    assert app.stack.top is table and moves_so_far(table) == before, "P closed the menu and played nothing"
    press(app, pygame.K_p)
    assert table.record.actions[before:][:1] == [actions.PASS], "on the Rollecate table P passes"


def test_a_replay_reads_only_the_shared_actions(app):
    table = rollinone_design(app)
    assert app.input.context() == "rollinone"
    table.session.replay = True  # as the replay viewer opens a record
    assert table.input_context == "" and app.input.context() == ""


# -- the key a button or a hint shows is the key that works ----------------------------------------------------
def take_back_ready(app: App, table: TableScene) -> None:
    """Play moves after which the same person, having revealed nothing, still chooses (where there are
    some; others at random) until the person at the screen has a move of their own to take back."""
    import random

    from game.rules.protocol import TERMINAL

    rng = random.Random(7)
    for _ in range(3000):
        assert table.state.current_player != TERMINAL, "the game ended before a move could be taken back"
        if app.stack.top is not table:
            press(app, pygame.K_RETURN)  # a hand-over or a results card
            continue
        if table.may_act() and table.at_screen is not None and table.undo_available(table.at_screen) > 0:
            return
        if table.may_act():
            state = table.state
            legal = list(state.legal_actions())
            quiet = [a for a in legal if state.undoable(a) and state.apply(a)[0].current_player == state.current_player]
            choice = quiet or legal
            assert table.play(choice[rng.randrange(len(choice))])
            frames(app)
        else:
            table.skip()
            frames(app)
    raise AssertionError("no move to take back")


@pytest.mark.parametrize("game_id", ["rollinone", "eagles_creek", "carom", "rollecate"])
def test_the_key_on_the_undo_button_takes_a_move_back_in_every_game(app, game_id):
    from tests.screens.tables import open_table

    table = open_table(app, game_id, "--players", "2", "--computer", "1", seed=5)
    take_back_ready(app, table)
    frames(app)
    shown = table.undo_button.detail
    assert shown == "U", "the button shows the Undo key"
    key = controls.key_from_name(shown.lower())
    assert key is not None
    n = moves_so_far(table)
    press(app, key)
    assert moves_so_far(table) == n - 1, f"{shown} on the Undo button takes a move back in {game_id}"
    remap(app, "undo", pygame.K_BACKQUOTE)
    take_back_ready(app, table)
    frames(app)
    assert table.undo_button.detail == "`"
    n = moves_so_far(table)
    press(app, pygame.K_BACKQUOTE)
    assert moves_so_far(table) == n - 1, "so does a remapped key"


def test_hints_show_the_players_own_keys_and_the_controllers_buttons(app):
    table = rollinone_green(app)
    line = table.instruction()
    assert " R or wheel turn" in line and "G: the green" in line
    remap(app, "rotate", pygame.K_t)
    frames(app)
    assert " T or wheel turn" in table.instruction(), table.instruction()
    assert any(b.detail.startswith("T or wheel") for b in table.game.bar.buttons), "the Turn it button names T"  # type: ignore[attr-defined]
    pad(app, "right")
    assert "LB/RB or wheel turn" in table.instruction() and "X: the green" in table.instruction(), table.instruction()


def test_rollecate_buttons_name_the_pass_and_roll_keys_as_they_are_now(app):
    table = rollecate_at(actions.CHOOSE)(app)
    c = rollecate_support.game(table).controls
    frames(app)
    assert c.buttons["pass"].label == "Pass (P)" and "P pass" in table.instruction()
    remap(app, "pass", pygame.K_o)
    frames(app)
    assert c.buttons["pass"].label == "Pass (O)" and "O pass" in table.instruction()
    pad(app, "right")
    assert c.buttons["pass"].label == "Pass (X)" and "X pass" in table.instruction()


def test_eagles_creek_and_carom_lines_name_their_keys(app):
    table = eagles_tray(app)
    assert "Draw ▶ (G)" in table.instruction()
    remap(app, "draw", pygame.K_k)
    assert "Draw ▶ (K)" in table.instruction()
    pad(app, "right")
    assert "Draw ▶ (X)" in table.instruction()
    app.stack.pop()
    app.stack.apply_pending()
    app.input.rebind(Bindings())
    press(app, pygame.K_LSHIFT)  # the keyboard again
    table = carom_cards(app)
    assert "1–9 · N none · Enter rolls" in table.instruction(), table.instruction()
    pad(app, "left")  # (the d-pad lifts a card: the line names the pad's confirm)
    assert "chosen. Roll the die: A, the button" in table.instruction(), table.instruction()
    pad(app, "back")  # Undo puts the lifted card back in the hand
    assert "LB/RB · X none · A rolls" in table.instruction(), table.instruction()


def test_rollecate_shows_in_focus_the_card_a_confirm_takes(app):
    table = rollecate_at(actions.CHOOSE)(app)
    c = rollecate_support.game(table).controls
    it = c.items()[c.focus]
    assert it.kind == "hand" and rollecate_support.game(table).stage.tray.focus_hand == it.index, "the card drawn in focus is the one A takes"
    assert rollecate_support.game(table).stage.rail_view.blocked_note == "", "and the note is about that card"


def test_rollecate_shoulders_change_the_card_being_placed(app):
    table = rollecate_at(actions.CHOOSE, placing=True, seed=2)(app)  # three cards, each can be laid
    g = rollecate_support.game(table)
    tray = g.stage.tray
    assert tray.playable == {0, 1, 2} and tray.selected == 0
    seen = []
    for _ in range(3):
        pad(app, "rb")
        seen.append(tray.selected)
        assert g.controls.placing == g.stage.shown.hand[tray.selected] and g.stage.rail_view.ghosts, "its places are shown"
    assert seen == [1, 2, 0], "RB places the next card instead"
    pad(app, "lb")
    assert tray.selected == 2, "LB the one before"
    assert "another card" in table.instruction() and "LB/RB" in table.instruction()
    card, n = g.controls.placing, moves_so_far(table)
    pad(app, "a")
    laid = table.record.actions[n]
    assert laid[0] == "track" and laid[1] == card, "A lays that card"


def test_rollecates_strip_promises_backspace_only_where_it_goes_back(app):
    """After a card is laid the strip says how to lay another or roll, not 'Backspace back' (the laid card stands)."""
    table = rollecate_at(actions.LAY)(app)
    assert "Backspace" not in table.game.instruction()
    c = rollecate_support.game(table).controls
    playable = [k for k, it in enumerate(c.items()) if it.kind == "hand" and it.index in rollecate_support.game(table).stage.tray.playable]
    if playable:  # another card of the number may go down: choosing it can be taken back with Backspace
        c.focus = playable[0]
        press(app, pygame.K_RETURN)
        assert c.placing is not None and "Backspace back" in table.game.instruction()
        press(app, pygame.K_BACKSPACE)
        assert c.placing is None
