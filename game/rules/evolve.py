"""A fast ``dataclasses.replace`` for the engines' frozen state values (pure: the standard library only).

A rules engine copies its state several times per action; ``dataclasses.replace``
re-runs ``__init__`` over every field (a state has dozens), which made it the
top cost of a random playout. The engines' state classes are plain frozen
dataclasses (no ``__post_init__``, no ``__slots__``, no ``init=False`` fields),
so copying the instance dict and overwriting the changed fields gives exactly
the value ``replace`` would, several times faster. Values a ``cached_property``
stored in the old instance are left out (``replace`` would not carry them
either: they may depend on the fields that change).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from functools import cached_property
from typing import Any, Self, TypeVar, overload

T = TypeVar("T")
V = TypeVar("V")

_Info = tuple[frozenset[str], tuple[str, ...], int, Callable[[object, dict[str, Any]], None]]
_INFO: dict[type, _Info] = {}
"""Per class: its field names, its cached_property names, how many fields it has, and what puts in an instance dict."""
_new = object.__new__
_set = object.__setattr__  # frozen dataclasses refuse the ordinary attribute assignment


def _class_info(cls: type) -> _Info:
    info = _INFO.get(cls)
    if info is None:
        if not is_dataclass(cls) or hasattr(cls, "__slots__") or hasattr(cls, "__post_init__"):
            raise TypeError(f"evolve() copies plain dataclasses only, not {cls.__name__}")
        if any(not f.init for f in fields(cls)):
            raise TypeError(f"evolve() cannot copy {cls.__name__}: it has fields outside __init__")
        cached = tuple(
            name for klass in cls.__mro__ for name, value in vars(klass).items() if isinstance(value, cached_property)
        )
        names = frozenset(f.name for f in fields(cls))
        info = _INFO[cls] = (names, cached, len(names), _dict_setter(cls))
    return info


def _dict_setter(cls: type) -> Callable[[object, dict[str, Any]], None]:
    """The ``__dict__`` slot's own setter for ``cls`` (what ``object.__setattr__(obj, "__dict__", d)`` ends in,
    without looking the name up through the class on every copy)."""
    for klass in cls.__mro__:
        slot = vars(klass).get("__dict__")
        if slot is not None:
            setter: Callable[[object, dict[str, Any]], None] = slot.__set__
            return setter
    return lambda obj, state: _set(obj, "__dict__", state)  # pragma: no cover  (every plain dataclass has the slot)


def evolve(obj: T, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)`` for a plain frozen dataclass, without re-running ``__init__``."""
    cls = obj.__class__
    names, cached, size, put = _INFO.get(cls) or _class_info(cls)
    state = obj.__dict__ | changes  # one copy with the changes in, made in C
    if len(state) != size:  # values stored beside the fields: drop the cached ones; what is left over is no field
        for name in cached:
            state.pop(name, None)
        if len(state) != size or not names.issuperset(changes):  # (a change may name a cached value)
            bad = sorted(set(changes) - names)[0]
            raise TypeError(f"{cls.__name__} has no field {bad!r}")
    new = _new(cls)
    put(new, state)
    return new


class memo_property(cached_property[V]):
    """A ``functools.cached_property`` without its lock, for the engines' immutable states.

    Python 3.11's ``cached_property`` takes a lock on every first read, which showed in
    the playout profiles (a state computes its legal actions once, so every read is a
    first). A state is a value: two threads working out the same field store equal
    results, so nothing needs the lock. Being a ``cached_property``, :func:`evolve`
    leaves its stored values behind in a copy like any other.
    """

    @overload
    def __get__(self, instance: None, owner: type[Any] | None = None) -> Self: ...

    @overload
    def __get__(self, instance: object, owner: type[Any] | None = None) -> V: ...

    def __get__(self, instance: object | None, owner: type[Any] | None = None) -> Self | V:
        """Work the value out and store it on the instance (later reads find it there, not here)."""
        if instance is None:
            return self
        value = self.func(instance)
        instance.__dict__[self.attrname] = value  # type: ignore[index]  # attrname: set by __set_name__
        return value
