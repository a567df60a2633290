"""Hidden hands, frame by frame (#24): no hidden card is drawn for anyone but its owner, not even for one frame.

Roll in One and Rollecate are played through the real table by two people and
a computer (the people's choices made by the computer player and applied with
``table.play``; hand-over cards confirmed with Enter, or now and then answered
with their *Undo my move*; Ctrl+Z now and then; the pause menu and the scores
opened now and then, also from a hand-over card; the game log open most of the
time, its hidden words exchanged in the second drawing like the cards). Every frame the loop
draws is drawn a second time with every hidden card but the viewer's exchanged
for others (tests/screens/hidden_frames.py) and must come out the same to the
pixel, everywhere; the same check follows the hole's and round's results, the
ranking and the replay viewer. Who sits at the screen is the test's own
account, so a hand left up once the next person is named fails too.

The quick versions skip each animation once its first frame is on screen (as
an impatient person does); the moments #24 reported (the next person named
after a card window, the next hole designed) are played with every frame of
every animation, and so are whole games in the slow versions. The last tests
plant a leak in each of the two ways and check that the frame check catches it,
so the check cannot go blind unnoticed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game import catalog
from game.app import App
from game.match.record import MatchRecord, SeatEntry
from game.rules.driver import SeededChance
from game.rules.protocol import CHANCE, TERMINAL
from game.scenes.handover import HandOver
from game.scenes.pause import PauseMenu
from game.scenes.ranking import RankingScene
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table.scene import TableScene
from tests.screens.hidden_frames import FrameCheck
from tests.screens.support import click, press

DT = 1 / 30
"""Seconds of one frame: every frame of the animations is drawn, at half the frames a real 60 Hz window shows."""

YOU, CLEO, CPU = SeatEntry("You", 0), SeatEntry("Cleo", 1), SeatEntry("Cpu", 2, True)
PEOPLE_AND_A_COMPUTER = [YOU, CLEO, CPU]

QUICK: dict[str, tuple[dict[str, Any], int]] = {
    "rollinone": ({"play_mean": True, "quick": True, "holes": 1}, 5),
    "rollecate": ({"rounds": 1}, 4),
}


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def course_for(game_id: str) -> Any:
    return catalog.load_course(game_id) if game_id == "rollinone" else None


def own_regions(table: TableScene) -> list[pygame.Rect]:
    """Where a game draws the viewer's own cards (with their shadows): Roll in One's hand in the side panel and
    the card buttons under the hole (they name the cards); Rollecate's hand tray and the choices in the strip."""
    game: Any = table.game
    if table.record.game == "rollinone":
        return [table.panel.extra.inflate(30, 30), game.bar.rect.inflate(30, 30)]
    lay = game.stage.lay
    return [pygame.Rect(lay.hand).inflate(40, 40), pygame.Rect(lay.side).inflate(40, 40), table.strip]


def frame(app: App) -> None:
    app._frame(DT)


def open_table(app: App, record: MatchRecord, **kw: Any) -> TableScene:
    table = TableScene(app, record, **kw)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def checked(app: App, monkeypatch: pytest.MonkeyPatch, table: TableScene, **kw: Any) -> FrameCheck:
    check = FrameCheck(app, table, own_regions=own_regions, rebuild=table.record.game == "rollecate", **kw)
    check.install(monkeypatch)
    return check


def look_around(app: App, rng: random.Random, chance: float, seen: set[Any]) -> None:
    """Open the scores and the pause menu over whatever is up, draw them a little, and close them: both
    the first time round (``seen`` remembers over what), then now and then."""
    over = type(app.stack.top).__name__
    for key, scene in ((pygame.K_TAB, ScorecardOverlay), (pygame.K_ESCAPE, PauseMenu)):
        if (over, key) in seen and rng.random() >= chance:
            continue
        seen.add((over, key))
        press(app, key)
        assert isinstance(app.stack.top, scene)
        frame(app)
        press(app, pygame.K_ESCAPE)


def play_through(
    app: App, table: TableScene, check: FrameCheck, seed: int, *, skip: bool = True, until: Callable[[], bool] | None = None, limit: int = 30_000
) -> None:
    """Play on, every frame checked, until the ranking has been shown a little (or ``until()`` is true).

    ``skip``: every animation and computer's pause is skipped with a key once its first frame is on screen,
    as an impatient person does; else everything plays out at the fast animation speed.
    """
    rng = random.Random(seed)
    seen: set[Any] = set()
    game_id = table.record.game
    bots = {seat: catalog.make_bot(game_id, seat, seed + seat) for seat in table.human_seats()}
    moving = False
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, RankingScene):
            for _ in range(3):
                frame(app)
            return
        if until is not None and until():
            return
        if isinstance(top, HandOver):
            frame(app)
            while not top.armed:  # a card just up takes no confirm yet (the hidden checks run on these frames too)
                frame(app)
            look_around(app, rng, 0.05, seen)
            assert app.stack.top is top
            if top.on_undo is not None and rng.random() < 0.15:
                click(app, top.undo.rect.center)  # the person still at the screen takes their move back
                continue
            check.took_controls(top.seat)
            press(app, pygame.K_RETURN)
            continue
        if top is not table:  # a hole's or round's results
            for _ in range(2):
                frame(app)
            press(app, pygame.K_RETURN)
            continue
        if table.may_act():
            look_around(app, rng, 0.01, seen)
            if "log" not in seen or rng.random() < 0.04:  # the game log: open from the first choice on, then now and then not
                seen.add("log")
                press(app, pygame.K_l)
            if rng.random() < 0.03:
                press(app, pygame.K_z, pygame.KMOD_CTRL)  # Undo (or the line saying why not)
                continue
            state = table.state
            check.took_controls(state.current_player)
            assert table.play(bots[state.current_player].choose(state))
        now_moving = table.game.busy() or table.wait > 0
        if skip and moving and now_moving:
            press(app, pygame.K_SPACE)
        else:
            frame(app)
        moving = now_moving
    raise AssertionError("the game did not get there")


def engine_game(game_id: str, seed: int, seats: list[SeatEntry], options: dict[str, Any], stop: Callable[[Any, list[Any]], bool]) -> MatchRecord:
    """A record played by the computer player in every seat, with the table's own chance draws, up to the action
    after which ``stop(state, events)`` holds. Seeded as the table seeds its computers and :func:`play_through`
    the people's choices, so the table goes on from any point of it exactly as it went here."""
    record = MatchRecord.new(game_id, seed, seats, course_for(game_id), options)
    state = record.initial_state()
    chance = SeededChance(seed)
    bots = [catalog.make_bot(game_id, seat, catalog.computer_seed(seed, seat) if p.computer else seed + seat) for seat, p in enumerate(seats)]
    while state.current_player != TERMINAL:
        cp = state.current_player
        action = chance.draw(state, len(record.actions)) if cp == CHANCE else bots[cp].choose(state)
        state, events = state.apply(action)
        record.actions.append(action)
        if stop(state, list(events)):
            break
    return record


def replayed(record: MatchRecord) -> tuple[list[Any], list[list[Any]]]:
    """Every state of ``record`` and the events of each action."""
    states, events = [record.initial_state()], []
    for a in record.actions:
        after, ev = states[-1].apply(a)
        states.append(after)
        events.append(list(ev))
    return states, events


def last_person_decision(states: list[Any], before: int, computer: int) -> int:
    """The last ply at or before ``before`` where a person (any seat but ``computer``) decides."""
    return next(i for i in range(before, -1, -1) if states[i].current_player >= 0 and states[i].current_player != computer)


def watch_replay(app: App, monkeypatch: pytest.MonkeyPatch, record: MatchRecord, frames: int) -> FrameCheck:
    """The finished game in the replay viewer, played fast: nobody's hand, every frame checked."""
    replay = open_table(app, record, replay=True)
    replay.replay_speed = 8.0
    check = FrameCheck(app, replay)
    check.install(monkeypatch)
    for _ in range(frames):
        frame(app)
    return check


def whole_game(app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, options: dict[str, Any], seed: int, seats: list[SeatEntry], skip: bool) -> None:
    record = MatchRecord.new(game_id, seed, seats, course_for(game_id), options)
    table = open_table(app, record)
    check = checked(app, monkeypatch, table)
    play_through(app, table, check, seed, skip=skip)
    assert table.state.current_player == TERMINAL
    seen = check.scenes
    for scene in ("TableScene", "HandOver", "PauseMenu", "ScorecardOverlay", "RankingScene", "RoundOver" if game_id == "rollecate" else "TableScene"):
        assert seen[scene], f"the check never saw the {scene}"
    assert check.private_words > 0, "the game log was open with another seat's hidden words in it"
    assert check.swapped > check.frames // 2, "most frames had other cards to exchange"
    assert check.own_hand_seen > 0, "exchanging the viewer's own cards showed: the check can see a hand"
    monkeypatch.undo()  # the replay viewer gets a check of its own
    replay = watch_replay(app, monkeypatch, record, 240)  # the opening (roll-off, golfers) has no hidden card yet
    assert replay.swapped > 80


@pytest.mark.parametrize("game_id", list(QUICK))
def test_hidden_hands_frame_by_frame(app, monkeypatch, game_id):
    options, seed = QUICK[game_id]
    whole_game(app, monkeypatch, game_id, options, seed, PEOPLE_AND_A_COMPUTER, skip=True)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game_id", "options", "seats"),
    [  # (two people and a computer, every animation: the quick test plays them skipped, the tests below frame by frame at the moments reported)
        ("rollinone", {"play_mean": True, "quick": True, "holes": 1}, [YOU, CLEO, SeatEntry("Ada", 3), SeatEntry("Cpu", 2, True)]),
        ("rollecate", {"rounds": 1}, [YOU, CLEO, SeatEntry("Ada", 3), SeatEntry("Cpu", 2, True)]),
    ],
    ids=["rollinone-3-people", "rollecate-3-people"],
)
def test_hidden_hands_frame_by_frame_every_animation_whole_games(app, monkeypatch, game_id, options, seats):
    whole_game(app, monkeypatch, game_id, options, 6, seats, skip=False)


@pytest.mark.parametrize(
    "seed",
    [5, 11],
    ids=["the-next-person-designs", "the-same-person-designs"],  # seed 11: Cleo's last shot ends hole 1, and she designs hole 2
)
def test_hidden_hands_from_a_holes_last_shots_to_the_next_holes_design(app, monkeypatch, seed):
    """#24: 'You's caddie cards' stayed up while Cleo designed hole 2. Every frame of every animation, from a
    few decisions before hole 1 ends, through its results (everyone looks: no hand) and the design of hole 2,
    to its first shots."""
    options = {"play_mean": True, "holes": 2}
    whole = engine_game("rollinone", seed, PEOPLE_AND_A_COMPUTER, options, lambda s, ev: s.hole == 2 and any(e.kind == "Swung" for e in ev))
    states, events = replayed(whole)
    assert states[-1].designer != 2, "a person designs hole 2"
    hole_end = next(i for i, ev in enumerate(events) if any(e.kind == "HoleEnded" for e in ev))
    record = MatchRecord.from_json(whole.to_json())
    record.actions = whole.actions[: last_person_decision(states, hole_end - 8, computer=2)]
    table = open_table(app, record)
    check = checked(app, monkeypatch, table, resumed=True)
    goal = len(whole.actions) + 8
    play_through(app, table, check, seed, skip=False, until=lambda: len(table.record.actions) > goal)
    assert check.scenes["ScorecardOverlay"] and check.scenes["HandOver"] >= 2
    assert table.record.actions[: len(whole.actions)] == whole.actions, "the table played on as the game went"


def test_hidden_hands_when_the_game_ends_on_a_persons_shot(app, monkeypatch):
    """The last shot is a person's (seed 3: yours): the results and the ranking are everyone's, no hand under them."""
    seed, options = 3, QUICK["rollinone"][0]
    whole = engine_game("rollinone", seed, PEOPLE_AND_A_COMPUTER, options, lambda s, ev: False)
    states, _ = replayed(whole)
    assert states[-2].shooter == 0, "the game ends on your shot"
    record = MatchRecord.from_json(whole.to_json())
    record.actions = whole.actions[: last_person_decision(states, len(states) - 12, computer=2)]
    table = open_table(app, record)
    check = checked(app, monkeypatch, table, resumed=True)
    play_through(app, table, check, seed, skip=False)
    assert table.state.current_player == TERMINAL and check.scenes["RankingScene"]
    assert table.record.actions == whole.actions, "the table played on as the game went"


@pytest.mark.parametrize(
    "cut",
    [
        lambda s, ev: s.current_player == 2 and s.phase == "turn",  # the computer's turn
        lambda s, ev: s.phase == "deal" and s.hole == 1,  # the cards being dealt: nobody's turn
    ],
    ids=["computer-on-turn", "cards-being-dealt"],
)
def test_a_resumed_game_shows_a_hand_only_after_its_hand_over(app, monkeypatch, cut):
    """A game opened from a save while no person is on turn: whoever opened it is not known to be the next person."""
    options, seed = QUICK["rollinone"]
    record = engine_game("rollinone", seed, PEOPLE_AND_A_COMPUTER, {**options, "quick": False}, cut)
    table = open_table(app, record)
    assert table.state.current_player in (2, CHANCE) and table.viewer is None
    check = checked(app, monkeypatch, table, resumed=True)
    start = len(record.actions)
    play_through(app, table, check, seed, skip=False, until=lambda: len(table.record.actions) > start + 25)
    assert check.scenes["HandOver"]


# --------------------------------------------------------------------------- the check catches leaks
def test_the_frame_check_catches_a_hand_drawn_for_the_wrong_seat(app, monkeypatch):
    """Plant a leak: Roll in One's panel draws seat 0's caddie cards whoever looks."""
    from game.scenes.rollinone import panel

    real = panel.HandView.draw

    def leaky(self, surface, rect, scale, state, viewer, names, playable):
        real(self, surface, rect, scale, state, 0, names, playable)

    monkeypatch.setattr(panel.HandView, "draw", leaky)
    options, seed = QUICK["rollinone"]
    table = open_table(app, MatchRecord.new("rollinone", seed, PEOPLE_AND_A_COMPUTER, course_for("rollinone"), options))
    check = checked(app, monkeypatch, table)
    with pytest.raises(AssertionError, match="a hidden card of another seat reached the screen"):
        play_through(app, table, check, seed)


def test_the_frame_check_catches_a_hand_left_up_while_the_next_person_decides(app, monkeypatch):
    """Plant the leak #24 reported: the table hides a hand only when a computer is next, as it did."""

    def as_before(self, before):
        owner = self.owner()
        if owner is not None and self.is_computer(owner) and len(self.human_seats()) > 1:
            self._viewer = None

    monkeypatch.setattr(TableScene, "_viewer_after", as_before)
    options, seed = QUICK["rollinone"]
    table = open_table(app, MatchRecord.new("rollinone", seed, PEOPLE_AND_A_COMPUTER, course_for("rollinone"), options))
    check = checked(app, monkeypatch, table)
    with pytest.raises(AssertionError, match="hide first, then hand over"):
        play_through(app, table, check, seed)


def test_the_frame_check_catches_a_hand_kept_in_a_games_own_picture(app, monkeypatch):
    """Plant a leak where Rollecate keeps its picture of the table: built from seat 0's view whoever looks."""
    from game.scenes.rollecate import play as rollecate_play

    real = rollecate_play.seen_view
    monkeypatch.setattr(rollecate_play, "seen_view", lambda state, viewer: real(state, 0) if viewer is not None else real(state, None))
    options, seed = QUICK["rollecate"]
    table = open_table(app, MatchRecord.new("rollecate", seed, PEOPLE_AND_A_COMPUTER, None, options))
    check = checked(app, monkeypatch, table)
    with pytest.raises(AssertionError, match="a hidden card of another seat reached the screen"):
        play_through(app, table, check, seed)


def test_the_saved_games_picture_of_roll_in_one_leaves_the_cards_out(app):
    """The picture the saved-games list shows is cut from the screen: never where a caddie card is named."""
    options, seed = QUICK["rollinone"]
    table = open_table(app, MatchRecord.new("rollinone", seed, PEOPLE_AND_A_COMPUTER, course_for("rollinone"), options))
    frame(app)
    game: Any = table.game
    area = game.picture_area(table.board_rect)
    assert table.board_rect.contains(area) and area.h > table.board_rect.h // 2
    assert not area.colliderect(game.bar.rect) and not area.colliderect(table.panel.extra)


def test_the_frame_check_catches_hidden_words_in_the_game_log(app, monkeypatch):
    """Plant a leak in the game log: every line's hidden words for whoever reads it."""
    from game.match.gamelog import Line

    monkeypatch.setattr(Line, "text_for", lambda self, viewer: self.private if self.private is not None else self.text)
    options, seed = QUICK["rollinone"]
    table = open_table(app, MatchRecord.new("rollinone", seed, PEOPLE_AND_A_COMPUTER, course_for("rollinone"), options))
    check = checked(app, monkeypatch, table)
    with pytest.raises(AssertionError, match="a hidden card of another seat reached the screen"):
        play_through(app, table, check, seed)
