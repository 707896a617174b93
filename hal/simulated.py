"""``SimulatedController``: an in-process controller for tests, bots and keyboard play (always explicit).

    c = SimulatedController("red")                 # uid "SIM-red", default face table
    c.set_faces(direction="up", number=5, symbol="green_circle")
    c.set_face("blue")                             # centre wheel to the blue position
    c.set_wheel("left", 2); c.press_lock(); c.release_lock()
    c.unplug(); c.plug()                           # disconnect / connect events
"""
from __future__ import annotations

from typing import Any

from hal.controller import Controller, LedState
from hal.faces import WHEELS, FaceTable, load_face_table


class SimulatedController(Controller):
    kind = "simulated"

    def __init__(self, colour: str, uid: str | None = None, table: FaceTable | None = None,
                 positions: tuple[int, int, int] = (0, 0, 0)) -> None:
        super().__init__(uid or f"SIM-{colour}", colour, table or load_face_table("default"))
        self._positions = list(positions)
        self._locked = False
        self._seq = 0
        self.led_history: list[LedState | tuple[int, int, int]] = []
        self._connected = True
        self._publish()

    def _publish(self) -> None:
        self._seq = (self._seq + 1) & 0xFFFF
        self._update(tuple(self._positions), self._locked, self._seq)  # type: ignore[arg-type]

    def set_wheel(self, wheel: str | int, position: int) -> None:
        """Turn a wheel (``"left"``/``"centre"``/``"right"`` or 0..2) to a detent index."""
        i = WHEELS.index(wheel) if isinstance(wheel, str) else int(wheel)
        if not 0 <= position < self.table.detents[i]:
            raise ValueError(f"{WHEELS[i]} wheel has no position {position}")
        self._positions[i] = position
        self._publish()

    def set_face(self, face: Any, wheel: str | None = None) -> None:
        """Turn the wheel that shows ``face`` (a direction, number, colour or symbol) to it."""
        wheel = wheel or self.table.wheel_of_face(face)
        self.set_wheel(wheel, self.table.position_of(wheel, face))

    def set_faces(self, direction: str | None = None, number: int | None = None, colour: str | None = None,
                  symbol: str | None = None) -> None:
        if direction is not None:
            self._positions[0] = self.table.position_of("left", direction)
        if number is not None:
            self._positions[1] = self.table.position_of("centre", number)
        if colour is not None:
            self._positions[1] = self.table.position_of("centre", colour)
        if symbol is not None:
            self._positions[2] = self.table.position_of("right", symbol)
        self._publish()

    def press_lock(self) -> None:
        self._locked = True
        self._publish()

    def release_lock(self) -> None:
        self._locked = False
        self._publish()

    def unplug(self) -> None:
        self._set_connected(False)

    def plug(self) -> None:
        self._set_connected(True)

    def _send_led(self, state: LedState | tuple[int, int, int]) -> None:
        self.led_history.append(state)
