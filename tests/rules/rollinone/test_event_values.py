"""Roll in One's events are made without the frozen dataclass ``__init__`` but stay the same frozen values."""

from __future__ import annotations

import dataclasses
import pickle
import typing

import pytest

from game.rules.rollinone.events import RollEvent

EVENTS: tuple[type, ...] = typing.get_args(RollEvent)


@pytest.mark.parametrize("cls", EVENTS, ids=lambda c: c.__name__)
def test_an_event_holds_the_values_it_was_made_with_and_stays_frozen(cls: type) -> None:
    names = [f.name for f in dataclasses.fields(cls)]
    values = [10 * i + 3 for i in range(len(names))]
    by_position = cls(*values)
    by_name = cls(**dict(zip(names, values)))
    assert [getattr(by_position, n) for n in names] == values
    assert list(vars(by_position)) == names  # the fields in their declared order, nothing else stored
    assert by_position == by_name and hash(by_position) == hash(by_name)
    assert by_position != cls(*values[:-1], -1)
    assert pickle.loads(pickle.dumps(by_position)) == by_position
    assert dataclasses.replace(by_position) == by_position
    assert repr(by_position).startswith(f"{cls.__name__}({names[0]}={values[0]}")
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(by_position, names[0], 0)
    with pytest.raises(TypeError):
        cls(*values[:-1])
    with pytest.raises(TypeError):
        cls(*values, 0)


def test_an_event_with_a_default_or_a_check_keeps_the_dataclass_init() -> None:
    from game.rules.rollinone.events import _store_fields_at_once

    @dataclasses.dataclass(frozen=True)
    class WithDefault:
        a: int
        b: int = 2

    @dataclasses.dataclass(frozen=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            if self.a < 0:
                raise ValueError("negative")

    for cls in (WithDefault, Checked):
        init = cls.__init__
        _store_fields_at_once(cls)
        assert cls.__init__ is init
    assert WithDefault(1) == WithDefault(1, 2)
    with pytest.raises(ValueError):
        Checked(-1)
