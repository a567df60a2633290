"""Actions (the player's intentions), their keys and controller buttons, and the key hints.

Every screen understands a fixed "meaning key" per action (Enter confirms, Esc
goes back, Tab shows the scorecard, W A S D pan ...). The input layer
(:mod:`game.ui.input`) turns whatever the player pressed — a remapped key, a
controller button, a stick — into that meaning key, so no screen needs to know
about remapping or controllers. This module holds the table of actions, the
player's bindings (defaults plus the changes kept in the settings file), the
names shown for keys and buttons, and :func:`hint`, which screens call to write
"Esc" or "B" in their key hints depending on what was used last.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame


@dataclass(frozen=True)
class Action:
    """One intention a player can have, with its default keys and controller inputs."""

    id: str
    """Stable name, used in the settings file and by :func:`hint`."""
    label: str
    """What the Controls page calls it."""
    meaning: int | None
    """The key the screens understand for it; None for actions the input layer carries out itself (mute)."""
    keys: tuple[int, ...]
    """Default keys."""
    pad: tuple[str, ...]
    """Default controller inputs (SDL game-controller names, see :data:`PAD_INPUTS`)."""
    repeat: bool = False
    """A held controller input repeats it (moving, panning, zooming), as a held key does."""
    meaning_mod: int = 0
    """Modifier keys that go with the meaning key (Undo is Ctrl+Z to the table)."""


ACTIONS: tuple[Action, ...] = (
    Action("confirm", "Confirm, choose", pygame.K_RETURN, (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE), ("a",)),
    Action("back", "Back", pygame.K_ESCAPE, (pygame.K_ESCAPE,), ("b",)),
    # Pause is its own key, so Start opens the menu in a game and does nothing on the title (Esc would ask to quit)
    Action("pause", "Pause menu", pygame.K_PAUSE, (pygame.K_PAUSE,), ("start",)),
    Action("scorecard", "Scorecard", pygame.K_TAB, (pygame.K_TAB,), ("y",)),
    Action("undo", "Undo", pygame.K_z, (pygame.K_u,), ("back",), meaning_mod=pygame.KMOD_CTRL),
    Action("skip", "Skip animation", pygame.K_PERIOD, (pygame.K_PERIOD,), ("x",)),
    # every controller button has a job already: the log opens with its key or a click (or a button the player gives it)
    Action("log", "Game log", pygame.K_l, (pygame.K_l,), ()),
    Action("up", "Move up", pygame.K_UP, (pygame.K_UP,), ("dpup", "lefty-"), repeat=True),
    Action("down", "Move down", pygame.K_DOWN, (pygame.K_DOWN,), ("dpdown", "lefty+"), repeat=True),
    Action("left", "Move left, turn aim", pygame.K_LEFT, (pygame.K_LEFT,), ("dpleft", "leftx-"), repeat=True),
    Action("right", "Move right, turn aim", pygame.K_RIGHT, (pygame.K_RIGHT,), ("dpright", "leftx+"), repeat=True),
    Action("previous", "Previous choice", pygame.K_LEFT, (pygame.K_LEFTBRACKET,), ("leftshoulder",), repeat=True),
    Action("next", "Next choice", pygame.K_RIGHT, (pygame.K_RIGHTBRACKET,), ("rightshoulder",), repeat=True),
    Action("zoom_in", "Zoom in", pygame.K_EQUALS, (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS), ("righttrigger",), repeat=True),
    Action("zoom_out", "Zoom out", pygame.K_MINUS, (pygame.K_MINUS, pygame.K_KP_MINUS), ("lefttrigger",), repeat=True),
    Action("fit", "Fit the board", pygame.K_0, (pygame.K_0, pygame.K_KP0), ("rightstick",)),
    Action("pan_up", "Pan up", pygame.K_w, (pygame.K_w,), ("righty-",), repeat=True),
    Action("pan_down", "Pan down", pygame.K_s, (pygame.K_s,), ("righty+",), repeat=True),
    Action("pan_left", "Pan left", pygame.K_a, (pygame.K_a,), ("rightx-",), repeat=True),
    Action("pan_right", "Pan right", pygame.K_d, (pygame.K_d,), ("rightx+",), repeat=True),
    Action("mute", "Sound on/off", None, (pygame.K_m,), ("leftstick",)),
    Action("fullscreen", "Full screen", pygame.K_F11, (pygame.K_F11,), ()),
)
"""Every action, in the order the Controls page lists them."""

BY_ID: dict[str, Action] = {a.id: a for a in ACTIONS}

OWNED_KEYS: frozenset[int] = frozenset(k for a in ACTIONS for k in a.keys)
"""Keys that belong to the action table: when remapped away from every action, pressing them does nothing."""

PAD_INPUTS: tuple[str, ...] = (
    "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder", "rightshoulder",
    "dpup", "dpdown", "dpleft", "dpright", "lefttrigger", "righttrigger",
    "leftx-", "leftx+", "lefty-", "lefty+", "rightx-", "rightx+", "righty-", "righty+",
)  # fmt: skip
"""Controller inputs by SDL's game-controller names; a stick direction is the axis name and its sign."""

_ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}
_STICK = {"leftx-": "←", "leftx+": "→", "lefty-": "↑", "lefty+": "↓"}
_PAD_NAMES: dict[str, dict[str, str]] = {
    "xbox": {"a": "A", "b": "B", "x": "X", "y": "Y", "back": "View", "guide": "Guide", "start": "Menu",
             "leftshoulder": "LB", "rightshoulder": "RB", "lefttrigger": "LT", "righttrigger": "RT",
             "leftstick": "LS click", "rightstick": "RS click"},
    "playstation": {"a": "Cross", "b": "Circle", "x": "Square", "y": "Triangle", "back": "Share", "guide": "PS",
                    "start": "Options", "leftshoulder": "L1", "rightshoulder": "R1", "lefttrigger": "L2",
                    "righttrigger": "R2", "leftstick": "L3", "rightstick": "R3"},
    # SDL names buttons by position; a Nintendo pad prints A on the right and B at the bottom
    "nintendo": {"a": "B", "b": "A", "x": "Y", "y": "X", "back": "-", "guide": "Home", "start": "+",
                 "leftshoulder": "L", "rightshoulder": "R", "lefttrigger": "ZL", "righttrigger": "ZR",
                 "leftstick": "L-stick click", "rightstick": "R-stick click"},
}  # fmt: skip
_KEY_NAMES = {
    pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Keypad Enter", pygame.K_SPACE: "Space", pygame.K_ESCAPE: "Esc",
    pygame.K_TAB: "Tab", pygame.K_BACKSPACE: "Backspace", pygame.K_UP: "↑", pygame.K_DOWN: "↓",
    pygame.K_LEFT: "←", pygame.K_RIGHT: "→", pygame.K_PLUS: "+", pygame.K_EQUALS: "=", pygame.K_KP_PLUS: "Keypad +",
    pygame.K_MINUS: "-", pygame.K_KP_MINUS: "Keypad -", pygame.K_KP0: "Keypad 0", pygame.K_PERIOD: ".",
    pygame.K_PAUSE: "Pause",
}  # fmt: skip


def pad_style(name: str) -> str:
    """Which button names a controller prints, from the name SDL gives it: xbox, playstation or nintendo."""
    low = name.lower()
    if any(w in low for w in ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")):
        return "playstation"
    if any(w in low for w in ("nintendo", "switch", "joy-con", "pro controller")):
        return "nintendo"
    return "xbox"


def key_label(key: int) -> str:
    """A key's name as printed on it ("Enter", "Esc", "F11", "W")."""
    if key in _KEY_NAMES:
        return _KEY_NAMES[key]
    name = pygame.key.name(key)
    return name.upper() if len(name) == 1 else name.title() if name else f"Key {key}"


def pad_label(token: str, style: str = "xbox") -> str:
    """A controller input's name as printed on that kind of controller ("A", "Cross", "D-pad ↑", "Right stick ←")."""
    if token.startswith("dp"):
        return "D-pad " + _ARROWS.get(token[2:], token[2:])
    if token[:-1] in ("leftx", "lefty", "rightx", "righty"):
        side = "Left" if token.startswith("left") else "Right"
        return f"{side} stick {_STICK[token.replace('right', 'left')]}"
    return _PAD_NAMES.get(style, _PAD_NAMES["xbox"]).get(token, token)


def key_from_name(name: Any) -> int | None:
    """The key code for a name stored in the settings file, or None when it names no key."""
    if not isinstance(name, str) or not name:
        return None
    try:
        code = pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return None
    return code or None


class Bindings:
    """The keys and controller inputs of every action: the defaults plus the player's changes."""

    def __init__(self) -> None:
        self.keys: dict[str, tuple[int, ...]] = {a.id: a.keys for a in ACTIONS}
        self.pad: dict[str, tuple[str, ...]] = {a.id: a.pad for a in ACTIONS}

    # settings file --------------------------------------------------------------
    @classmethod
    def from_json(cls, data: Any) -> Bindings:
        """Read the changes kept in the settings file; anything unreadable keeps its default."""
        b = cls()
        if not isinstance(data, dict):
            return b
        for action_id, entry in data.items():
            if action_id not in BY_ID or not isinstance(entry, dict):
                continue
            keys = entry.get("keys")
            if isinstance(keys, list):
                codes = tuple(c for c in (key_from_name(k) for k in keys) if c is not None)
                if codes or not keys:
                    b.keys[action_id] = codes
            pad = entry.get("pad")
            if isinstance(pad, list) and all(t in PAD_INPUTS for t in pad):
                b.pad[action_id] = tuple(pad)
        if b.clashes():  # a hand-edited file that gives one key two meanings: trust none of it
            return cls()
        return b

    def to_json(self) -> dict[str, Any]:
        """Only what differs from the defaults, keys by name (readable in the file)."""
        out: dict[str, Any] = {}
        for a in ACTIONS:
            entry: dict[str, Any] = {}
            if self.keys[a.id] != a.keys:
                entry["keys"] = [pygame.key.name(k) for k in self.keys[a.id]]
            if self.pad[a.id] != a.pad:
                entry["pad"] = list(self.pad[a.id])
            if entry:
                out[a.id] = entry
        return out

    # lookups --------------------------------------------------------------------
    def for_key(self, key: int) -> Action | None:
        """The action a key is bound to (the first listed when actions share a meaning)."""
        for a in ACTIONS:
            if key in self.keys[a.id]:
                return a
        return None

    def for_pad(self, token: str) -> Action | None:
        """The action a controller input is bound to."""
        for a in ACTIONS:
            if token in self.pad[a.id]:
                return a
        return None

    def clashes(self) -> list[str]:
        """One line per key or input that two actions with different meanings share (none when consistent)."""
        out = []
        for kind, table in (("key", self.keys), ("pad", self.pad)):
            seen: dict[Any, Action] = {}
            for a in ACTIONS:
                for k in table[a.id]:
                    other = seen.setdefault(k, a)
                    if other is not a and not _same_meaning(other, a):
                        out.append(f"{kind} {k}: {other.id} and {a.id}")
        return out

    # changes --------------------------------------------------------------------
    def set_key(self, action_id: str, key: int) -> str | None:
        """Make ``key`` the action's key; a one-line refusal when another action already uses it."""
        action = BY_ID[action_id]
        taken = self._user_of(self.keys, key, action)
        if taken is not None:
            return f"{key_label(key)} is already used for {taken.label}; choose another key."
        self.keys[action_id] = (key,)
        return None

    def set_pad(self, action_id: str, token: str, style: str = "xbox") -> str | None:
        """Make ``token`` the action's controller input; a one-line refusal when another action uses it."""
        action = BY_ID[action_id]
        taken = self._user_of(self.pad, token, action)
        if taken is not None:
            return f"{pad_label(token, style)} is already used for {taken.label}; choose another button."
        self.pad[action_id] = (token,)
        return None

    @staticmethod
    def _user_of(table: dict[str, tuple[Any, ...]], value: Any, action: Action) -> Action | None:
        for a in ACTIONS:
            if a is not action and value in table[a.id] and not _same_meaning(a, action):
                return a
        return None

    def restore_defaults(self) -> None:
        """Every action back to its default keys and controller inputs."""
        fresh = Bindings()
        self.keys, self.pad = fresh.keys, fresh.pad


def _same_meaning(a: Action, b: Action) -> bool:
    """Back and Pause both mean Esc to the screens, so they may share a key without a clash."""
    return a.meaning is not None and a.meaning == b.meaning


# --- key hints -----------------------------------------------------------------------------------------------

_state: dict[str, Any] = {"bindings": None, "device": "keys", "style": "xbox"}
"""What the hints show: the current bindings and whether the keyboard or a controller was used last."""


def use(bindings: Bindings | None, device: str = "keys", style: str = "xbox") -> None:
    """Tell :func:`hint` the current bindings and the device used last ("keys" or "pad")."""
    _state.update(bindings=bindings, device=device, style=style)


def last_device() -> str:
    """"keys" or "pad": what the player used last."""
    return str(_state["device"])


def hint(action: str, *more: str) -> str:
    """The key or button to show in a hint for ``action`` ("Esc" or "B"); several actions join ("↑↓", "D-pad ↑↓")."""
    bindings: Bindings = _state["bindings"] or Bindings()
    labels = [_one_label(bindings, a) for a in (action, *more)]
    heads = {lb.rpartition(" ")[0] for lb in labels}
    if len(labels) > 1 and len(heads) == 1 and all(lb[-1] in "↑↓←→" for lb in labels):
        return f"{heads.pop()} {''.join(lb[-1] for lb in labels)}".strip()  # "D-pad ↑↓", "Right stick ↑←↓→"
    if all(len(lb) == 1 for lb in labels):
        return " ".join(labels)  # "W A S D"
    return "/".join(labels)


_KEY_WORDS = {"←→": ("left", "right"), "↑↓": ("up", "down"), "Enter": ("confirm",), "Esc": ("back",), "Tab": ("scorecard",)}
_KEY_WORD = re.compile(r"←→|↑↓|\bEnter\b|\bEsc\b|\bTab\b")


def keyed(line: str) -> str:
    """A hint line written with the default keys ("←→ aim · Enter swing · Esc menu"), in the keys the player has now.

    After a controller was used, or once keys are remapped, the arrows, Enter, Esc
    and Tab are replaced by the buttons or keys that do the same ("D-pad ←→ aim ·
    A swing · B menu"); other keys (R, G, 1-6) are left as written.
    """
    bindings: Bindings | None = _state["bindings"]
    if _state["device"] == "keys" and (bindings is None or bindings.keys == Bindings().keys):
        return line
    return _KEY_WORD.sub(lambda m: hint(*_KEY_WORDS[m.group(0)]), line)


def menu_hint() -> str:
    """What opens a game's menu: Back's key on a keyboard (Esc), Pause's button on a controller (Start)."""
    return hint("pause") if _state["device"] == "pad" else hint("back")


def _one_label(bindings: Bindings, action_id: str) -> str:
    if action_id not in BY_ID:
        raise KeyError(f"no action called {action_id!r}")
    if _state["device"] == "pad" and bindings.pad[action_id]:
        return pad_label(bindings.pad[action_id][0], _state["style"])
    keys = bindings.keys[action_id]
    return key_label(keys[0]) if keys else "—"


def describe_keys(keys: Iterable[int]) -> str:
    """Keys for the Controls page ("Enter, Keypad Enter, Space")."""
    return ", ".join(key_label(k) for k in keys) or "—"


def describe_pad(tokens: Iterable[str], style: str = "xbox") -> str:
    """Controller inputs for the Controls page ("A", "D-pad ↑, Left stick ↑")."""
    return ", ".join(pad_label(t, style) for t in tokens) or "—"
