"""The controller test (for makers, docs/hardware.md): every connected controller's live faces on all
three wheels (CON-03: arrow, number with its printed colour, symbol), lock button state, connection, LED
state, sequence and reading age; keys to identify a controller (blink) and to step through the LED states.
With no controller connected, a practice controller turned by the keyboard shows how the screen behaves.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from hal.controller import Controller, LedState
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.intents import Intent
from host.screen.keyboard import KeyboardPad
from host.screen.scenes.base import Scene

LED_CYCLE = (LedState.COLOUR, LedState.LOCKED, LedState.INVALID, LedState.WAITING, LedState.OFF, LedState.IDENTIFY)


class ControllerTestScene(Scene):
    name = "controller_test"

    def __init__(self, app: Any, controllers: dict[str, Controller]) -> None:
        super().__init__(app)
        self.controllers = dict(controllers)
        self.practice = not self.controllers
        if self.practice:
            self.controllers = {"practice": SimulatedController("red", uid="KEYBOARD-PRACTICE")}
        self.keys = list(self.controllers)
        self.selected = 0
        self._unsubscribe: list[Callable[[], None]] = []
        self.led_index: dict[str, int] = {}
        self.pad = KeyboardPad({k: c for k, c in self.controllers.items() if isinstance(c, SimulatedController)})

    def enter(self) -> None:
        for c in self.controllers.values():
            self._unsubscribe.append(c.subscribe(lambda *_: self.app.post_wake()))

    def exit(self) -> None:
        for u in self._unsubscribe:
            u()
        self._unsubscribe.clear()

    def handle(self, intent: Intent) -> bool:
        k, v = intent.kind, intent.value
        key = self.keys[self.selected] if self.keys else None
        if k == "back":
            self.app.to_lobby(keep=True)
        elif k in ("next", "prev") and self.keys:
            self.selected = (self.selected + (1 if k == "next" else -1)) % len(self.keys)
        elif k == "letter" and v == "i" and key:
            self.controllers[key].identify()
        elif k == "letter" and v == "l" and key:
            i = (self.led_index.get(key, -1) + 1) % len(LED_CYCLE)
            self.led_index[key] = i
            self.controllers[key].set_led(LED_CYCLE[i])
        elif k == "wake":
            pass
        elif key in self.pad.controllers:
            self.pad.focus = key
            if not self.pad.handle(intent):
                return False
        else:
            return False
        self.app.request_redraw()
        return True

    def hints(self) -> list[tuple[str, str]]:
        h = [("Tab", "next controller"), ("I", "identify (blink)"), ("L", "next LED state"), ("Esc", "back")]
        if self.pad.controllers:
            h.insert(0, ("arrows/digits/[ ]/Space", "turn wheels, lock"))
        return h

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        draw.text(surface, "CONTROLLER TEST", (640, 16), theme.SIZE_TITLE, theme.ACCENT, True, "midtop")
        if self.practice:
            draw.text(surface, "No controller is connected: this practice controller follows the keyboard.",
                      (640, 80), theme.SIZE_BODY, theme.DIM, anchor="midtop")
        n = len(self.keys)
        cols = 1 if n == 1 else 2 if n <= 4 else 3
        w = (1200 - 20 * (cols - 1)) // cols
        rows = (n + cols - 1) // cols
        h = min(520, (560 - 20 * (rows - 1)) // max(1, rows))
        for i, key in enumerate(self.keys):
            r = pygame.Rect(40 + (i % cols) * (w + 20), 120 + (i // cols) * (h + 20), w, h)
            self._card(surface, r, self.controllers[key], i == self.selected)
        draw.key_hints(surface, self.hints(), (28, 694), theme.SIZE_SMALL)

    def _card(self, s: pygame.Surface, r: pygame.Rect, c: Controller, selected: bool) -> None:
        draw.panel(s, r, edge=theme.ACCENT if selected else theme.PANEL_EDGE)
        snap = c.snapshot()
        faces = snap.faces
        colour = c.colour or "?"
        if c.colour in theme.PLAYER_RGB:
            draw.piece(s, c.colour, (r.left + 36, r.top + 36), 36)
        draw.text(s, f"{theme.name(colour) if c.colour else 'no colour yet'}", (r.left + 70, r.top + 14),
                  theme.SIZE_LARGE, theme.TEXT, True)
        state = "connected" if c.connected else "DISCONNECTED"
        draw.text(s, f"{c.uid}  {c.kind}  {state}", (r.left + 70, r.top + 50), theme.SIZE_SMALL,
                  theme.GOOD if c.connected else theme.BAD)
        big = max(40, min(110, r.height // 3))
        y = r.top + 80 + big // 2 + 10
        third = r.width // 3
        # left wheel: arrow
        if faces["direction"]:
            draw.arrow(s, faces["direction"], (r.left + third // 2, y), big, theme.TEXT)
        else:
            draw.text(s, "--", (r.left + third // 2, y), theme.SIZE_LARGE, theme.DIM, True, "center")
        draw.text(s, f"left: {faces['direction'] or 'between'}", (r.left + third // 2, y + big // 2 + 14),
                  theme.SIZE_SMALL, theme.DIM, anchor="midtop")
        # centre wheel: number (+ printed colour)
        cx = r.left + third + third // 2
        number = faces["number"]
        draw.text(s, "--" if number is None else str(number), (cx, y), theme.SIZE_BANNER, theme.TEXT, True, "center")
        if faces["colour"]:
            draw.piece(s, faces["colour"], (cx + big // 2 + 20, y - big // 2 + 10), 28)
        draw.text(s, "centre" + (f": {faces['colour']}" if faces["colour"] else ""), (cx, y + big // 2 + 14),
                  theme.SIZE_SMALL, theme.DIM, anchor="midtop")
        # right wheel: symbol
        sx = r.left + 2 * third + third // 2
        draw.symbol(s, faces["symbol"], (sx, y), big)
        draw.text(s, f"right: {(faces['symbol'] or 'between').replace('_', ' ')}", (sx, y + big // 2 + 14),
                  theme.SIZE_SMALL, theme.DIM, anchor="midtop")
        # lock and LED
        ly = r.bottom - 44
        if snap.locked:
            draw.rect(s, theme.GOOD, (r.left + 20, ly, 30, 30))
            draw.text(s, "LOCK PRESSED", (r.left + 60, ly + 4), theme.SIZE_BODY, theme.GOOD, True)
        else:
            draw.rect(s, theme.DIM, (r.left + 20, ly, 30, 30), 3)
            draw.text(s, "lock released", (r.left + 60, ly + 4), theme.SIZE_BODY, theme.DIM)
        led = c.led.value if isinstance(c.led, LedState) else str(c.led)
        draw.text(s, f"LED: {led}   seq {snap.seq}", (r.right - 20, ly + 4), theme.SIZE_SMALL, theme.DIM,
                  anchor="topright")
