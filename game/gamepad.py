"""Gamepad translation: controllers and plain joysticks become posted KEYDOWN events.

Scenes handle keys only; the App hands every SDL event to a `GamepadTranslator` first, and
posts the KEYDOWN events it returns (D-pad/stick = arrows, A = Enter, B/Start = Esc, ...).
Map views get a little more: the right stick holds W/A/S/D down (KEYDOWN, then KEYUP when it
returns) to pan, the triggers press +/- to zoom, the stick buttons press R (turn) and F (frame).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

log = logging.getLogger(__name__)

STICK_THRESHOLD = 16000
"""Left-stick deflection (of 32767) that counts as pressing an arrow."""

CONTROLLER_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_h, 0),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_u, 0),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, pygame.KMOD_SHIFT),
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: (pygame.K_r, 0),
    pygame.CONTROLLER_BUTTON_LEFTSTICK: (pygame.K_f, 0),
}
"""Controller button → (key, modifier) of the KEYDOWN event it becomes."""

PAN_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_AXIS_RIGHTX: (pygame.K_a, pygame.K_d),
    pygame.CONTROLLER_AXIS_RIGHTY: (pygame.K_w, pygame.K_s),
}
"""Right stick axis -> (key held while pushed negative, key held while pushed positive): a map
view pans while the key is down; the KEYUP comes when the stick returns."""

TRIGGER_KEYS: dict[int, int] = {
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: pygame.K_EQUALS,
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: pygame.K_MINUS,
}
"""Trigger -> zoom key (right zooms in, left zooms out), one press per pull."""

JOYSTICK_KEYS: dict[int, tuple[int, int]] = {0: (pygame.K_RETURN, 0), 1: (pygame.K_ESCAPE, 0)}
"""Buttons of a plain joystick (not a known controller): first two are accept and back."""


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A KEYDOWN event as the keyboard would produce it."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def pan_event(kind: int, key: int) -> pygame.event.Event:
    """A KEYDOWN/KEYUP of a pan key, marked as coming from a gamepad (no keyboard to check)."""
    return pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0, gamepad=True)


def hat_keys(value: tuple[int, int]) -> list[int]:
    """Arrow keys for a joystick hat position (y up is +1 on hats)."""
    x, y = value
    keys = []
    if x:
        keys.append(pygame.K_RIGHT if x > 0 else pygame.K_LEFT)
    if y:
        keys.append(pygame.K_UP if y > 0 else pygame.K_DOWN)
    return keys


class GamepadTranslator:
    """Opens controllers and joysticks and turns their input into KEYDOWN events."""

    def __init__(self) -> None:
        self.controllers: dict[int, Any] = {}
        self.joysticks: dict[int, Any] = {}
        self._stick: dict[int, int] = {}  # axis -> -1/0/+1 latched direction
        try:
            from pygame._sdl2 import controller

            controller.init()
            self._controller_module: Any = controller
        except (ImportError, pygame.error):
            self._controller_module = None

    def _open(self, device_index: int) -> None:
        module = self._controller_module
        try:
            if module is not None and module.is_controller(device_index):
                pad = module.Controller(device_index)
                self.controllers[pad.as_joystick().get_instance_id()] = pad
            else:
                stick = pygame.joystick.Joystick(device_index)
                self.joysticks[stick.get_instance_id()] = stick
        except pygame.error as error:
            log.warning("could not open gamepad %s: %s", device_index, error)

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event] | None:
        """KEYDOWN events for a gamepad event; None if `event` is not a gamepad event."""
        kind = event.type
        if kind == pygame.JOYDEVICEADDED:
            self._open(event.device_index)
            return []
        if kind in (pygame.JOYDEVICEREMOVED, pygame.CONTROLLERDEVICEREMOVED):
            self.controllers.pop(event.instance_id, None)
            self.joysticks.pop(event.instance_id, None)
            return []
        if kind in (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMAPPED):
            return []  # opened on JOYDEVICEADDED, which SDL sends for every device
        if kind == pygame.CONTROLLERBUTTONDOWN:
            mapped = CONTROLLER_KEYS.get(event.button)
            return [key_event(*mapped)] if mapped else []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.axis, event.value)
        if kind == pygame.JOYHATMOTION:
            if getattr(event, "instance_id", None) in self.controllers:
                return []  # the controller already reports its D-pad as buttons
            return [key_event(key) for key in hat_keys(event.value)]
        if kind == pygame.JOYBUTTONDOWN:
            if getattr(event, "instance_id", None) in self.controllers:
                return []
            mapped = JOYSTICK_KEYS.get(event.button)
            return [key_event(*mapped)] if mapped else []
        if kind in (
            pygame.JOYAXISMOTION,
            pygame.JOYBUTTONUP,
            pygame.JOYBALLMOTION,
            pygame.CONTROLLERBUTTONUP,
        ):
            return []
        return None

    def _axis(self, axis: int, value: int) -> list[pygame.event.Event]:
        if axis in PAN_KEYS:
            return self._pan_axis(axis, value)
        if axis in TRIGGER_KEYS:
            pulled = 1 if value > STICK_THRESHOLD else 0
            previous = self._stick.get(axis, 0)
            self._stick[axis] = pulled
            return [key_event(TRIGGER_KEYS[axis])] if pulled and not previous else []
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        direction = 1 if value > STICK_THRESHOLD else -1 if value < -STICK_THRESHOLD else 0
        previous = self._stick.get(axis, 0)
        self._stick[axis] = direction
        if direction == 0 or direction == previous:
            return []  # one arrow per push: the stick must come back before it repeats
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            return [key_event(pygame.K_RIGHT if direction > 0 else pygame.K_LEFT)]
        return [key_event(pygame.K_DOWN if direction > 0 else pygame.K_UP)]

    def _pan_axis(self, axis: int, value: int) -> list[pygame.event.Event]:
        """Right stick: hold a pan key down while the stick is pushed, release it on return."""
        direction = 1 if value > STICK_THRESHOLD else -1 if value < -STICK_THRESHOLD else 0
        previous = self._stick.get(axis, 0)
        self._stick[axis] = direction
        if direction == previous:
            return []
        negative, positive = PAN_KEYS[axis]
        events = []
        if previous:
            events.append(pan_event(pygame.KEYUP, positive if previous > 0 else negative))
        if direction:
            events.append(pan_event(pygame.KEYDOWN, positive if direction > 0 else negative))
        return events
