"""The input layer: keyboard and game controllers turned into the keys the screens understand.

Each frame the app hands the raw event list to :meth:`InputLayer.pump`, which
returns the events the scenes should see:

- a key bound to an action becomes that action's meaning key (see
  :mod:`game.ui.controls`); a default key that the player has moved to another
  action does nothing; every other key passes unchanged;
- a controller button, trigger or stick direction becomes the meaning key of
  its action, with key-like repeat while held for moving, panning and zooming;
- every key event passed on names the actions it stands for (``event.actions``,
  read with :func:`game.ui.controls.is_action`), in the context of the scene on
  top: on a game's table its own actions count too, so one key or button may
  mean "turn the board" in Roll in One and "roll the dice" in Rollecate;
- controllers plugged in or pulled out are opened or let go on the spot (SDL's
  game-controller mapping names the buttons; a pad SDL has no mapping for is
  read as a plain joystick with the usual layout);
- Mute is carried out here; everything else is left to the screens;
- a held key repeats here (not in pygame), and every repeat is marked
  ``repeat=True``, so the scene stack can tell a fresh press from a key held
  down on the screen before (see :class:`game.scenes.base.SceneStack`).

While a name is being typed, keys pass unchanged, so remapping a letter never
eats it. The Controls page can ask for the next raw key or button
(:meth:`capture`) to bind it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import controls
from game.ui.controls import Action, Bindings

if TYPE_CHECKING:
    from game.app import App

PRESS = 0.5
"""A stick or trigger counts as pressed beyond this fraction of its travel ..."""
RELEASE = 0.3
"""... and as released again below this one (so a resting stick does not flicker)."""
REPEAT_DELAY = 0.35
"""Seconds a held input waits before repeating (like the keyboard's repeat)."""
REPEAT_EVERY = 0.09
"""Seconds between repeats while held."""
KEY_REPEAT_DELAY = 0.35
"""Seconds a held key waits before it repeats (as the desktop's own repeat would) ..."""
KEY_REPEAT_EVERY = 0.04
"""... and between its repeats."""

_CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b", pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y", pygame.CONTROLLER_BUTTON_BACK: "back", pygame.CONTROLLER_BUTTON_GUIDE: "guide",
    pygame.CONTROLLER_BUTTON_START: "start", pygame.CONTROLLER_BUTTON_LEFTSTICK: "leftstick",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rightstick", pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "leftshoulder",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rightshoulder", pygame.CONTROLLER_BUTTON_DPAD_UP: "dpup",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpdown", pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpleft",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpright",
}  # fmt: skip
_CONTROLLER_AXES = {
    pygame.CONTROLLER_AXIS_LEFTX: "leftx", pygame.CONTROLLER_AXIS_LEFTY: "lefty",
    pygame.CONTROLLER_AXIS_RIGHTX: "rightx", pygame.CONTROLLER_AXIS_RIGHTY: "righty",
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: "lefttrigger", pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "righttrigger",
}  # fmt: skip
JOYSTICK_BUTTONS = ("a", "b", "x", "y", "leftshoulder", "rightshoulder", "back", "start", "leftstick", "rightstick")
"""A joystick SDL has no controller mapping for: button numbers in the common XInput order."""
JOYSTICK_AXES = ("leftx", "lefty", "rightx", "righty")
"""... and its first four axes."""

Capture = Callable[[tuple[str, Any]], None]


class InputLayer:
    """Keys and controllers in, the screens' keys out; owns the open controllers."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.bindings = Bindings.from_json(app.settings.controls)
        self.device = "keys"
        """What was used last: "keys" (keyboard or mouse) or "pad"."""
        self.style = "xbox"
        """Button names of the controller used last."""
        self.pads: dict[int, Any] = {}
        """Open game controllers by SDL instance id."""
        self.joysticks: dict[int, Any] = {}
        """Open joysticks without a controller mapping, by instance id."""
        self._names: dict[int, str] = {}
        self._axis_state: dict[tuple[int, str], int] = {}
        self._held: dict[tuple[int, str], float] = {}
        """Controller inputs held down, and the seconds until each repeats (inf: it does not)."""
        self._held_actions: dict[tuple[int, str], tuple[Action, ...]] = {}
        """... and the actions each meant when it was pressed (its repeats and its release say the same)."""
        self._keys_held: dict[int, tuple[pygame.event.Event, float]] = {}
        """Keys held down: their press and the seconds until it repeats."""
        self._capture: Capture | None = None
        controls.use(self.bindings, self.device, self.style)

    # set-up ---------------------------------------------------------------------
    @staticmethod
    def start_devices() -> None:
        """Start SDL's joystick and controller support; plugged-in pads then arrive as "added" events.

        The app calls it once the first frame is on screen (see :meth:`game.app.App.after_first_frame`):
        the first picture needs no controller, and starting them costs a few milliseconds.
        """
        try:
            pygame.joystick.init()
            import pygame._sdl2.controller as sdl_controller

            sdl_controller.init()
        except (pygame.error, ImportError):  # no controller support on this system: keyboard and mouse still work
            pass

    def rebind(self, bindings: Bindings) -> None:
        """Use new bindings and keep them in the settings file."""
        self.bindings = bindings
        self.app.settings.controls = bindings.to_json()
        self.app.save_settings()
        self._publish()

    def capture(self, callback: Capture | None) -> None:
        """Hand the next raw key (("key", code)) or controller input (("pad", name)) to ``callback`` untranslated."""
        self._capture = callback

    # the frame ------------------------------------------------------------------
    def pump(self, events: Iterable[pygame.event.Event], dt: float) -> list[pygame.event.Event]:
        """The events the scenes should see this frame (the raw ones translated, plus controller repeats)."""
        out: list[pygame.event.Event] = []
        for event in events:
            self._track_key(event)
            out.extend(self.translate(event))
        for repeat in self._key_repeats(dt):
            out.extend(self.translate(repeat))
        out.extend(self._repeats(dt))
        return out

    def _track_key(self, event: pygame.event.Event) -> None:
        """Keep the held keys, to repeat them."""
        if event.type == pygame.KEYDOWN and not getattr(event, "repeat", False):
            self._keys_held[event.key] = (event, KEY_REPEAT_DELAY)
        elif event.type == pygame.KEYUP:
            self._keys_held.pop(event.key, None)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._keys_held.clear()  # released elsewhere: no KEYUP will come

    def _key_repeats(self, dt: float) -> list[pygame.event.Event]:
        """Held keys repeat, each repeat marked as one."""
        out: list[pygame.event.Event] = []
        for key, (press, left) in list(self._keys_held.items()):
            left -= dt
            if left <= 0:
                out.append(pygame.event.Event(pygame.KEYDOWN, {**press.__dict__, "repeat": True}))
                left = KEY_REPEAT_EVERY
            self._keys_held[key] = (press, left)
        return out

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """One raw event as the events the scenes should see (none, itself, or a meaning key)."""
        t = event.type
        if t in (pygame.KEYDOWN, pygame.KEYUP):
            return self._key(event)
        if t == pygame.MOUSEBUTTONDOWN:
            self._used("keys")
            return [event]
        if t in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            self._hotplug(event)
            return []
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            token = _CONTROLLER_BUTTONS.get(event.button)
            return self._pad(event.instance_id, token, t == pygame.CONTROLLERBUTTONDOWN) if token else []
        if t == pygame.CONTROLLERAXISMOTION:
            name = _CONTROLLER_AXES.get(event.axis)
            return self._axis(event.instance_id, name, event.value / 32767) if name else []
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION):
            return self._joystick(event)
        return [event]

    # keyboard -------------------------------------------------------------------
    def _key(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        if event.type == pygame.KEYDOWN:
            self._used("keys")
            if self._capture is not None:
                if not getattr(event, "repeat", False):
                    self._deliver(("key", event.key))
                return []
        if self._typing():
            return [_named(event, ())]
        context = self.context()
        bound = self.bindings.key_actions(event.key, context)
        if not bound:
            return [] if event.key in controls.owned_keys(context) else [_named(event, ())]
        action = bound[0]
        if action.meaning is None:
            if event.type == pygame.KEYDOWN:
                self._carry_out(action)
            return []
        names = tuple(a.id for a in bound)
        if action.meaning == event.key or (event.key in action.keys and not action.meaning_mod):
            return [_named(event, names)]  # a default key of its own action: the screens know it as it is (U for Undo still becomes Ctrl+Z)
        repeat = bool(getattr(event, "repeat", False))
        mod = getattr(event, "mod", 0) | action.meaning_mod
        return [_key_event(event.type, action.meaning, mod, physical=event.key, repeat=repeat, actions=names)]

    def context(self) -> str:
        """The context keys and buttons are read in: the game on the table on top (its own actions work), or "" elsewhere."""
        return str(getattr(self.app.stack.top, "input_context", "") or "")

    def _typing(self) -> bool:
        """A name field has the focus: letters, Backspace and arrows are the field's."""
        from game.ui.widgets import TextInput

        group = getattr(self.app.stack.top, "group", None)
        return isinstance(getattr(group, "focused", None), TextInput)

    # controllers ----------------------------------------------------------------
    def _pad(self, instance_id: int, token: str, down: bool) -> list[pygame.event.Event]:
        """A controller input pressed or released."""
        if down:
            self._used("pad", instance_id)
            if self._capture is not None:
                self._deliver(("pad", token))
                return []
        held = (instance_id, token)
        if not down:
            if self._held.pop(held, None) is None:
                return []
            bound = self._held_actions.pop(held, ())  # what it meant when pressed: the release matches the press
            if not bound or bound[0].meaning is None:
                return []
            return [_key_event(pygame.KEYUP, bound[0].meaning, bound[0].meaning_mod, actions=tuple(a.id for a in bound))]
        bound = self.bindings.pad_actions(token, self.context())
        if not bound:
            return []
        action = bound[0]
        self._held[held] = REPEAT_DELAY if action.repeat else float("inf")
        self._held_actions[held] = bound
        if action.meaning is None:
            self._carry_out(action)
            return []
        return [_key_event(pygame.KEYDOWN, action.meaning, action.meaning_mod, actions=tuple(a.id for a in bound))]

    def _axis(self, instance_id: int, name: str, value: float) -> list[pygame.event.Event]:
        """A stick or trigger moved: crossing the thresholds presses or releases a direction."""
        key = (instance_id, name)
        before = self._axis_state.get(key, 0)
        if before and (abs(value) < RELEASE or (value > 0) != (before > 0)):
            now = 0
        elif not before and abs(value) > PRESS:
            now = 1 if value > 0 else -1
        else:
            return []
        self._axis_state[key] = now
        out: list[pygame.event.Event] = []
        if before:
            out += self._pad(instance_id, _direction(name, before), False)
        if now:
            out += self._pad(instance_id, _direction(name, now), True)
        return out

    def _joystick(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """A pad SDL has no mapping for; events of mapped controllers arrive twice and are read once."""
        jid = getattr(event, "instance_id", getattr(event, "joy", -1))
        if jid in self.pads:
            return []
        if event.type in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            if not 0 <= event.button < len(JOYSTICK_BUTTONS):
                return []
            return self._pad(jid, JOYSTICK_BUTTONS[event.button], event.type == pygame.JOYBUTTONDOWN)
        if event.type == pygame.JOYAXISMOTION:
            if not 0 <= event.axis < len(JOYSTICK_AXES):
                return []
            return self._axis(jid, JOYSTICK_AXES[event.axis], float(event.value))
        x, y = event.value  # a hat: y is +1 for up
        out = self._axis(jid, "hatx", float(x))
        out += self._axis(jid, "haty", float(-y))
        return out

    def wake_in(self) -> float | None:
        """Seconds until a held controller input repeats; None when nothing that repeats is held (the app may rest)."""
        due = [left for left in self._held.values() if left != float("inf")]
        due += [left for _, left in self._keys_held.values()]  # a held key repeats
        return max(0.0, min(due)) if due else None

    def _repeats(self, dt: float) -> list[pygame.event.Event]:
        """Held moving, panning and zooming inputs repeat, as held keys do."""
        out: list[pygame.event.Event] = []
        for held, left in list(self._held.items()):
            left -= dt
            if left <= 0:
                bound = self._held_actions.get(held, ())
                if bound and bound[0].meaning is not None:
                    out.append(_key_event(pygame.KEYDOWN, bound[0].meaning, bound[0].meaning_mod, repeat=True, actions=tuple(a.id for a in bound)))
                left = REPEAT_EVERY
            self._held[held] = left
        return out

    def _hotplug(self, event: pygame.event.Event) -> None:
        """Open a controller that was plugged in; let go of one that was pulled out."""
        t = event.type
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            iid = event.instance_id
            device = self.pads.pop(iid, None) or self.joysticks.pop(iid, None)
            for held in [h for h in self._held if h[0] == iid]:
                del self._held[held]
                self._held_actions.pop(held, None)
            self._axis_state = {k: v for k, v in self._axis_state.items() if k[0] != iid}
            if device is not None:
                self.app.notify(f"Controller disconnected: {self._names.pop(iid, 'controller')}.")
            if not self.pads and not self.joysticks and self.device == "pad":
                self._used("keys")
            return
        opened = _open_device(event.device_index, t == pygame.CONTROLLERDEVICEADDED)
        if opened is None:
            return
        iid, device, name, is_pad = opened
        if iid in self.pads or iid in self.joysticks:
            return
        (self.pads if is_pad else self.joysticks)[iid] = device
        self._names[iid] = name
        self.app.notify(f"Controller connected: {name}.")

    # shared ---------------------------------------------------------------------
    def _used(self, device: str, instance_id: int | None = None) -> None:
        style = pad_style_of(self._names.get(instance_id, "")) if instance_id is not None else self.style
        if (device, style) != (self.device, self.style):
            self.device, self.style = device, style
            self._publish()

    def _publish(self) -> None:
        controls.use(self.bindings, self.device, self.style)

    def _deliver(self, what: tuple[str, Any]) -> None:
        callback, self._capture = self._capture, None
        if callback is not None:
            callback(what)

    def _carry_out(self, action: Action) -> None:
        """The actions no screen handles: Mute (App.toggle_mute: the mark in the corner, kept in the settings)."""
        if action.id == "mute":
            self.app.toggle_mute()

    @property
    def muted(self) -> bool:
        """True while Mute has silenced the sound."""
        return bool(self.app.settings.muted)


def pad_style_of(name: str) -> str:
    """Button names for a controller name (empty: keep Xbox names, the most common layout)."""
    return controls.pad_style(name) if name else "xbox"


def _direction(axis: str, sign: int) -> str:
    """The input name of a stick, hat or trigger direction ("leftx-", "dpup", "righttrigger")."""
    if axis.endswith("trigger"):
        return axis
    if axis.startswith("hat"):
        return {("hatx", -1): "dpleft", ("hatx", 1): "dpright", ("haty", -1): "dpup", ("haty", 1): "dpdown"}[(axis, sign)]
    return axis + ("-" if sign < 0 else "+")


def _key_event(
    kind: int, key: int, mod: int, physical: int | None = None, repeat: bool = False, actions: tuple[str, ...] = ()
) -> pygame.event.Event:
    """A key event the screens understand, marked as made by the input layer (and as a repeat of a held one), naming its actions."""
    return pygame.event.Event(
        kind, key=key, mod=mod, unicode="", scancode=0, physical=physical, translated=True, repeat=repeat, actions=actions
    )


def _named(event: pygame.event.Event, actions: tuple[str, ...]) -> pygame.event.Event:
    """A key event passed on as pressed, naming the actions it stands for (see :func:`game.ui.controls.is_action`)."""
    return pygame.event.Event(event.type, {**event.__dict__, "actions": actions})


def _open_device(index: int, as_controller: bool) -> tuple[int, Any, str, bool] | None:
    """Open device ``index``: (instance id, device, name, is a mapped controller), or None if it cannot be opened."""
    try:
        import pygame._sdl2.controller as sdl_controller

        if sdl_controller.is_controller(index):
            if not as_controller:
                return None  # the controller's own "added" event opens it
            pad = sdl_controller.Controller(index)
            return pad.as_joystick().get_instance_id(), pad, pad.name or "Controller", True
        if as_controller:
            return None
        joy = pygame.joystick.Joystick(index)
        return joy.get_instance_id(), joy, joy.get_name() or "Joystick", False
    except (pygame.error, ImportError, IndexError, ValueError):
        return None
