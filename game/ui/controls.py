"""Actions (the player's intentions), their keys and controller buttons, and the key hints.

Every screen understands a fixed "meaning key" per action (Enter confirms, Esc
goes back, Tab shows the scorecard, W A S D pan ...). The input layer
(:mod:`game.ui.input_layer`) turns whatever the player pressed — a remapped key,
a controller button, a stick — into that meaning key, and names the actions it
stands for on the event (``event.actions``), so no screen needs to know about
remapping or controllers. The games ask for their own actions by name
(:func:`is_action`: "rotate", "pass", "draw" ...).

Actions belong to a *context*: the shared ones (``game == ""``) work on every
screen, a game's own work only while that game is on the table. One key or
button may mean different things in different games; within one context
(the shared actions plus one game's) two actions share an input only when the
screens read them the same (the same meaning key) or when they are never
offered at the same moment (both name a different ``moment``: Skip while
something moves, Pass while choosing a card, Roll the dice after laying one).

This module holds the table of actions, the player's bindings (defaults plus
the changes kept in the settings file), the names shown for keys and buttons,
and :func:`hint`, which screens call to write "Esc" or "B" in their key hints
depending on what was used last.
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
    """Stable name, used in the settings file, by :func:`hint` and by :func:`is_action`."""
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
    game: str = ""
    """The game whose table it works on (its context); "" for the shared actions, which work everywhere."""
    moment: str = ""
    """When it is offered, for actions that are offered only at one moment ("animation", "design", "choose" ...).

    Two actions of one context with different moments are never offered together,
    so they may share a key or button (X skips an animation and, in Rollecate,
    passes when a card is to be chosen). "" means any time.
    """
    pad_via: tuple[str, ...] = ()
    """Shared actions through which a controller reaches it when it has no button of its own
    (Roll in One turns the board with LB/RB, the previous/next choice); shown on the Controls page and in hints."""
    fixed: bool = False
    """Its keys cannot be changed (the digits that choose by number)."""


def _digits(last: int) -> tuple[int, ...]:
    """The number keys 1..last, on the main keyboard and on the keypad."""
    return (*DIGIT_KEYS[:last], *KEYPAD_DIGITS[:last])


DIGIT_KEYS: tuple[int, ...] = tuple(getattr(pygame, f"K_{n}") for n in range(1, 10))
"""1 to 9 on the main keyboard (0 fits the board)."""
KEYPAD_DIGITS: tuple[int, ...] = tuple(getattr(pygame, f"K_KP{n}") for n in range(1, 10))
"""1 to 9 on the keypad."""

ACTIONS: tuple[Action, ...] = (
    Action("confirm", "Confirm, choose", pygame.K_RETURN, (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE), ("a",)),
    Action("back", "Back", pygame.K_ESCAPE, (pygame.K_ESCAPE,), ("b",)),
    # Pause is its own key, so Start opens the menu in a game and does nothing on the title (Esc would ask to quit)
    Action("pause", "Pause menu", pygame.K_PAUSE, (pygame.K_PAUSE,), ("start",)),
    Action("scorecard", "Scorecard", pygame.K_TAB, (pygame.K_TAB,), ("y",)),
    Action("undo", "Undo", pygame.K_z, (pygame.K_u,), ("back",), meaning_mod=pygame.KMOD_CTRL),
    # any key or button skips an animation at the table; X is Skip's own, and a game's own action while a person chooses
    Action("skip", "Skip animation", pygame.K_PERIOD, (pygame.K_PERIOD,), ("x",), moment="animation"),
    # every controller button has a job already: the log opens with its key or a click (or a button the player gives it)
    Action("log", "Game log", pygame.K_l, (pygame.K_l,), ()),
    # the Guide button (Xbox, PS, Home) is the one a controller has left; a system that keeps it for itself lets a player give Hint another
    Action("hint", "Hint", pygame.K_h, (pygame.K_h,), ("guide",)),
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
    # Roll in One: designing a hole, then the turn (club, aim, caddie cards)
    Action("rotate", "Turn the board (Shift: back)", pygame.K_r, (pygame.K_r,), (), game="rollinone", moment="design", pad_via=("previous", "next")),
    Action("green", "The green / the boards", pygame.K_g, (pygame.K_g,), ("x",), game="rollinone", moment="design"),
    Action("club", "Club by number", pygame.K_1, _digits(6), (), game="rollinone", pad_via=("up", "down"), fixed=True),
    Action("next_card", "Next caddie card", pygame.K_c, (pygame.K_c,), (), game="rollinone", moment="turn", pad_via=("previous", "next")),
    # Eagle's Creek: the dice tray, then the pen (D stays Pan right, so Draw is G)
    Action("draw", "Draw the shot (Draw ▶)", pygame.K_g, (pygame.K_g,), ("x",), game="eagles_creek", moment="tray"),
    Action("take_back", "Take a segment back", pygame.K_BACKSPACE, (pygame.K_BACKSPACE,), ("x",), game="eagles_creek", moment="pen"),
    Action("others", "The others' sheets, large", pygame.K_o, (pygame.K_o,), (), game="eagles_creek"),
    # Carom Golf: the card for the stroke
    Action("card", "Card by number", pygame.K_1, _digits(9), (), game="carom", pad_via=("previous", "next"), fixed=True),
    Action("no_card", "No card", pygame.K_n, (pygame.K_n,), ("x",), game="carom", moment="card"),
    # Rollecate: a card from the hand, where it goes, then pass or roll
    Action("place", "Place by number", pygame.K_1, _digits(9), (), game="rollecate", pad_via=("left", "right"), fixed=True),
    Action("pass", "Pass", pygame.K_p, (pygame.K_p,), ("x",), game="rollecate", moment="choose"),
    Action("roll", "Roll the dice", pygame.K_r, (pygame.K_r,), ("x",), game="rollecate", moment="lay"),
)
"""Every action: the shared ones first, then each game's, in the order the Controls page lists them."""

BY_ID: dict[str, Action] = {a.id: a for a in ACTIONS}

SHARED: tuple[Action, ...] = tuple(a for a in ACTIONS if not a.game)
"""The actions that work on every screen."""

GAMES: dict[str, str] = {"rollinone": "Roll in One", "eagles_creek": "Eagle's Creek", "carom": "Carom Golf", "rollecate": "Rollecate"}
"""The games with actions of their own, by catalog id, with their titles (the Controls page's sections)."""


def game_actions(game: str) -> tuple[Action, ...]:
    """One game's own actions, in table order."""
    return tuple(a for a in ACTIONS if a.game == game)


def in_context(action: Action, context: str) -> bool:
    """True when ``action`` works in ``context`` (a game id, or "" off the table): shared actions always do."""
    return not action.game or action.game == context


def context_actions(context: str) -> tuple[Action, ...]:
    """The actions of a context, the game's own first (they decide what a shared input means there), then the shared ones."""
    return (*game_actions(context), *SHARED) if context else SHARED


def owned_keys(context: str) -> frozenset[int]:
    """Keys that belong to a context's actions: when remapped away from every action there, pressing them does nothing."""
    return _OWNED[context] if context in _OWNED else frozenset(k for a in context_actions(context) for k in a.keys)


_OWNED: dict[str, frozenset[int]] = {c: frozenset(k for a in context_actions(c) for k in a.keys) for c in ("", *GAMES)}

OWNED_KEYS: frozenset[int] = _OWNED[""]
"""The shared actions' default keys (see :func:`owned_keys` for a game's table)."""

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
    **{k: f"Keypad {n}" for n, k in enumerate(KEYPAD_DIGITS, start=1)},
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
            if isinstance(keys, list) and not BY_ID[action_id].fixed:
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
    def key_actions(self, key: int, context: str = "") -> tuple[Action, ...]:
        """The actions a key is bound to in a context: the game's own first, then the shared ones."""
        return tuple(a for a in context_actions(context) if key in self.keys[a.id])

    def pad_actions(self, token: str, context: str = "") -> tuple[Action, ...]:
        """The actions a controller input is bound to in a context: the game's own first, then the shared ones."""
        return tuple(a for a in context_actions(context) if token in self.pad[a.id])

    def for_key(self, key: int, context: str = "") -> Action | None:
        """The action a key stands for in a context (the first, when actions share it)."""
        found = self.key_actions(key, context)
        return found[0] if found else None

    def for_pad(self, token: str, context: str = "") -> Action | None:
        """The action a controller input stands for in a context (the first, when actions share it)."""
        found = self.pad_actions(token, context)
        return found[0] if found else None

    def clashes(self) -> list[str]:
        """One line per key or input that two actions of one context may not share (none when consistent)."""
        out = []
        for context in ("", *GAMES):
            acts = context_actions(context)
            for i, a in enumerate(acts):
                for b in acts[i + 1 :]:
                    if context and not a.game and not b.game:
                        continue  # two shared actions: checked once, in the shared context
                    for kind, table in (("key", self.keys), ("pad", self.pad)):
                        for k in sorted(set(table[a.id]) & set(table[b.id]), key=str):
                            if not may_share(a, b):
                                out.append(f"{kind} {k}: {a.id} and {b.id}" + (f" ({GAMES[context]})" if context else ""))
        return out

    # changes --------------------------------------------------------------------
    def set_key(self, action_id: str, key: int) -> str | None:
        """Make ``key`` the action's key; a one-line refusal when another action already uses it."""
        action = BY_ID[action_id]
        if action.fixed:
            return f"{action.label} always uses the number keys; choose another action."
        taken = self._user_of(self.keys, key, action)
        if taken is not None:
            return f"{key_label(key)} is already used for {_named(taken, action)}; choose another key."
        self.keys[action_id] = (key,)
        return None

    def set_pad(self, action_id: str, token: str, style: str = "xbox") -> str | None:
        """Make ``token`` the action's controller input; a one-line refusal when another action uses it."""
        action = BY_ID[action_id]
        taken = self._user_of(self.pad, token, action)
        if taken is not None:
            return f"{pad_label(token, style)} is already used for {_named(taken, action)}; choose another button."
        self.pad[action_id] = (token,)
        return None

    @staticmethod
    def _user_of(table: dict[str, tuple[Any, ...]], value: Any, action: Action) -> Action | None:
        """Another action that uses ``value`` where ``action`` works and may not share it (None: free)."""
        for a in ACTIONS:
            if a is action or value not in table[a.id]:
                continue
            together = not a.game or not action.game or a.game == action.game  # ever in one context
            if together and not may_share(a, action):
                return a
        return None

    def restore_defaults(self) -> None:
        """Every action back to its default keys and controller inputs."""
        fresh = Bindings()
        self.keys, self.pad = fresh.keys, fresh.pad


def may_share(a: Action, b: Action) -> bool:
    """Two actions of one context may share a key or button: the screens read them the same
    (Back and Pause both mean Esc, Next choice and Move right both mean →), or they are never
    offered at the same moment (Skip while something moves, a game's own action while a person chooses)."""
    if a.meaning is not None and a.meaning == b.meaning and a.meaning_mod == b.meaning_mod and a.game == b.game:
        return True
    return bool(a.moment and b.moment and a.moment != b.moment)


def _named(taken: Action, wanted: Action) -> str:
    """The action in a refusal: a game's own action says which game, when the one being changed is not that game's."""
    if taken.game and taken.game != wanted.game:
        return f"{taken.label} in {GAMES[taken.game]}"
    return taken.label


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
    return _join([_one_label(bindings, a, str(_state["device"]), str(_state["style"])) for a in (action, *more)])


def pad_hint(action: str, *more: str, bindings: Bindings | None = None, style: str | None = None) -> str:
    """What :func:`hint` says after a controller was used, whatever was used last ("LB/RB", "X", "D-pad ↑↓")."""
    b = bindings or _state["bindings"] or Bindings()
    return _join([_one_label(b, a, "pad", style or str(_state["style"])) for a in (action, *more)])


def _join(labels: list[str]) -> str:
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


def _one_label(bindings: Bindings, action_id: str, device: str, style: str) -> str:
    if action_id not in BY_ID:
        raise KeyError(f"no action called {action_id!r}")
    action = BY_ID[action_id]
    if device == "pad":
        if bindings.pad[action_id]:
            return pad_label(bindings.pad[action_id][0], style)
        if action.pad_via:
            return _join([_one_label(bindings, v, device, style) for v in action.pad_via])
    keys = bindings.keys[action_id]
    digits = _digit_span(keys)
    if digits:
        return digits
    return key_label(keys[0]) if keys else "—"


def _digit_span(keys: Iterable[int]) -> str:
    """"1–6" for the number keys 1 to 6 (with or without the keypad's); "" for any other keys."""
    main = [DIGIT_KEYS.index(k) + 1 for k in keys if k in DIGIT_KEYS]
    if not main or any(k not in DIGIT_KEYS and k not in KEYPAD_DIGITS for k in keys):
        return ""
    return f"{min(main)}–{max(main)}" if len(main) > 1 else str(main[0])


def describe_keys(keys: Iterable[int]) -> str:
    """Keys for the Controls page ("Enter, Keypad Enter, Space"; "1–9, keypad too" for the number keys)."""
    keys = tuple(keys)
    span = _digit_span(keys)
    if span:
        return span + (", keypad too" if any(k in KEYPAD_DIGITS for k in keys) else "")
    return ", ".join(key_label(k) for k in keys) or "—"


def describe_pad(tokens: Iterable[str], style: str = "xbox", via: Iterable[str] = (), bindings: Bindings | None = None) -> str:
    """Controller inputs for the Controls page ("A", "D-pad ↑, Left stick ↑"); with none of its own, the
    shared actions that reach it ("LB/RB, as Previous/Next choice")."""
    out = ", ".join(pad_label(t, style) for t in tokens)
    via = tuple(via)
    if out or not via:
        return out or "—"
    b = bindings or _state["bindings"] or Bindings()
    if not all(b.pad[v] for v in via):
        return "—"
    buttons = _join([pad_label(b.pad[v][0], style) for v in via])
    return f"{buttons}, as {_names([BY_ID[v].label.split(',')[0] for v in via])}"


def _names(labels: list[str]) -> str:
    """Labels that differ in one word, said once: "Previous/Next choice", "Move up/down"."""
    words = [lb.split() for lb in labels]
    if len(words) > 1 and all(len(w) == 2 for w in words):
        if len({w[1] for w in words}) == 1:
            return "/".join(w[0] for w in words) + " " + words[0][1]
        if len({w[0] for w in words}) == 1:
            return words[0][0] + " " + "/".join(w[1] for w in words)
    return " / ".join(labels)


# --- what a key event stands for -------------------------------------------------------------------------------


def _default_reading() -> dict[int, tuple[str, ...]]:
    """Each key's actions by the default bindings, every game's included (the shared first, then by meaning)."""
    out: dict[int, list[str]] = {}
    for a in ACTIONS:
        for k in a.keys:
            out.setdefault(k, []).append(a.id)
    for a in SHARED:  # a meaning key nobody presses by default (Ctrl+Z is Undo's) reads as its first action
        if a.meaning is not None and a.meaning not in out:
            out[a.meaning] = [a.id]
    return {k: tuple(v) for k, v in out.items()}


_DEFAULT_READING = _default_reading()


def actions_of(event: Any) -> tuple[str, ...]:
    """The actions a key event stands for, by id.

    The input layer names them on every key event it passes on (``event.actions``:
    the player's bindings, in the context of the screen on top). An event that did
    not come through it (a test handing a key straight to a screen) is read by
    the default bindings.
    """
    named = getattr(event, "actions", None)
    if named is not None:
        return tuple(named)
    key = getattr(event, "key", None)
    return _DEFAULT_READING.get(key, ()) if isinstance(key, int) else ()


def is_action(event: Any, *action_ids: str) -> bool:
    """True when a key event stands for any of ``action_ids`` ("rotate", "confirm" ...)."""
    named = actions_of(event)
    return any(a in named for a in action_ids)


def number(event: Any) -> int | None:
    """The number 1-9 a number key chooses (main keyboard or keypad), or None for any other key."""
    key = getattr(event, "key", None)
    if key in DIGIT_KEYS:
        return DIGIT_KEYS.index(key) + 1
    if key in KEYPAD_DIGITS:
        return KEYPAD_DIGITS.index(key) + 1
    return None
