"""Wrong uses of the typed rules contract: mypy must refuse every line marked ``# expect-error[code]``.

Never run and never collected by pytest (the name does not start with ``test_``):
``tests/test_types.py`` type-checks this file and requires an error with that
code on each marked line and none anywhere else. Every function below would
run, if called, up to its marked line; the marked line is a mistake a screen
could make: another game's action, a move of the wrong shape, an event field
that does not exist.
"""

from __future__ import annotations

from game.rules.carom import events as carom_events
from game.rules.carom.actions import CaromAction
from game.rules.carom.events import CaromEvent
from game.rules.carom.state import CaromState
from game.rules.driver import replay
from game.rules.eagles_creek import events as eagles_events
from game.rules.eagles_creek.bot import EaglesBot
from game.rules.eagles_creek.state import EaglesState, plan_action
from game.rules.protocol import AnyState, Bot, GameState
from game.rules.rollecate import events as rollecate_events
from game.rules.rollecate.state import RollecateState
from game.rules.rollinone import events as rollinone_events
from game.rules.rollinone.actions import ROLL, Curve, PlayCard, Swing
from game.rules.rollinone.state import RollState
from game.scenes.carom.play import CaromGame
from game.scenes.eagles_creek.play import EaglesGame
from game.scenes.rollinone.play import RollInOneGame


def carom(state: CaromState) -> None:
    """Carom Golf: moves are tagged tuples or a die face."""
    state.apply(("card", "x2"))
    state.apply(("strike", 2))
    state.apply(("tee", 3))  # expect-error[arg-type]
    state.apply(("strike", "north"))  # expect-error[arg-type]
    state.apply(("roll", 1, 2, 3))  # expect-error[arg-type]
    _, events = state.apply(4)
    for event in events:
        if isinstance(event, carom_events.Step):
            print(event.to, event.remaining)
            print(event.distance)  # expect-error[attr-defined]
        if isinstance(event, carom_events.Holed):
            print(event.strokes)  # expect-error[attr-defined]


def eagles_creek(state: EaglesState) -> None:
    """Eagle's Creek: a plan, a segment, or the dice."""
    state.apply(plan_action(1, 2, 3, "driver", 4))
    state.apply(("roll", 1, 2, 3))
    state.apply(("draw", 1, 2))  # expect-error[arg-type]
    state.apply(("strike", 2))  # expect-error[arg-type]
    _, events = state.apply(("elevation", 3))
    for event in events:
        if isinstance(event, eagles_events.ShotPlanned):
            print(event.club)
            print(event.clubs)  # expect-error[attr-defined]


def rollecate(state: RollecateState) -> None:
    """Rollecate: named moves, card codes and dice faces."""
    state.apply(("track", "1S", "left"))
    state.apply(("track", "1S", 90))  # expect-error[arg-type]
    state.apply(("penalty", 2.5))  # expect-error[arg-type]
    state.apply(2)  # expect-error[arg-type]
    _, events = state.apply("pass")
    for event in events:
        if isinstance(event, rollecate_events.CardDrawn):
            print(event.pile_left)
            print(event.cards)  # expect-error[attr-defined]


def rollinone(state: RollState) -> None:
    """Roll in One: named tuples, plain-word window moves, and chance outcomes named by the data."""
    state.apply(Swing("wood", 0))
    state.apply(ROLL)
    state.apply("fore")  # the caddie card drawn at a deal: a chance outcome
    state.apply("rol")  # expect-error[arg-type]
    state.apply("sit out")  # play mean: no cards on this shot
    state.apply("sit-out")  # expect-error[arg-type]
    state.apply(("wood", 0))  # expect-error[arg-type]
    state.apply(Curve)  # expect-error[arg-type]
    state.undoable(PlayCard)  # expect-error[arg-type]
    _, events = state.apply(Curve(2))
    for event in events:
        if isinstance(event, rollinone_events.Moved):
            print(event.start, event.why)
            print(event.club)  # expect-error[attr-defined]
        if isinstance(event, rollinone_events.Rolled):
            print(event.face)
            print(event.distance)  # expect-error[attr-defined]
        if isinstance(event, rollinone_events.MeanChoice):
            print(event.joins)
            print(event.card)  # expect-error[attr-defined]
    print(state.legal_actions()[0].direction)  # expect-error[union-attr]


def through_the_protocol(carom_state: CaromState, eagles_state: EaglesState) -> None:
    """Shared code keeps each engine's types: the generic protocol, the driver and the bots."""
    generic: GameState[CaromAction, CaromEvent] = carom_state
    generic.apply(("place", 1, 2))
    generic.apply(("plan", 1, 2, 3, "driver", 4))  # expect-error[arg-type]
    wrong: GameState[CaromAction, CaromEvent] = eagles_state  # expect-error[assignment]
    anything: AnyState = eagles_state
    anything.apply(("whatever", 1))  # any game's wire value: shared code cannot know better
    again = replay(carom_state, [])
    print(again.positions)
    print(again.plan)  # expect-error[attr-defined]
    bot: Bot[CaromState, CaromAction] = EaglesBot(0, 1)  # expect-error[assignment]
    print(wrong, bot)


def screens(carom_game: CaromGame, eagles_game: EaglesGame, roll_game: RollInOneGame, carom_state: CaromState, eagles_state: EaglesState) -> None:
    """A game's screen (TableGame[State, Action, Event]) is handed only its own engine's values."""
    carom_game.present(carom_state, ("strike", 2), [])
    carom_game.present(eagles_state, ("strike", 2), [])  # expect-error[arg-type]
    carom_game.show_computer_choice(0, plan_action(1, 2, 3, "driver", 4))  # expect-error[arg-type]
    eagles_game.show_computer_choice(1, ("roll", 1, 2, 3))
    eagles_game.show_computer_choice(1, ("strike", 2))  # expect-error[arg-type]
    roll_game.show_computer_choice(0, Swing("wood", 0))
    roll_game.show_computer_choice(0, ("card", "x2"))  # expect-error[arg-type]
    print(carom_game.state.positions)
    print(carom_game.state.plan)  # expect-error[attr-defined]
    print(roll_game.state.hole, eagles_game.state.plan)
