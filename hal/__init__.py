"""Host-side hardware abstraction layer: controllers over serial, simulated and emulated boards.

The session uses only the ``Controller`` surface (``hal.controller``)::

    from hal import SerialController, SimulatedController, ControllerHub, EmulatedBoard, LedState

    c.uid, c.colour, c.connected
    snap = c.snapshot()            # thread-safe, immutable
    snap.faces                     # {"direction": "up"|"right"|"down"|"left"|None, "number": 0..30|None,
                                   #  "colour": "red"|"blue"|"green"|"yellow"|"purple"|"orange"|None,
                                   #  "symbol": "red_light"|"yellow_triangle"|"green_circle"|"blue_crescent"|None}
    snap.locked, snap.seq, snap.age, snap.positions, snap.complete
    unsubscribe = c.subscribe(lambda ctl, event, snap: ...)   # event: "change" | "connect" | "disconnect"
    c.set_led(LedState.COLOUR | LOCKED | INVALID | IDENTIFY | OFF | WAITING)   # or "locked", or (r, g, b)
    c.close()

Getting controllers (simulation is always chosen explicitly, never a fallback):

- real boards: ``hub = ControllerHub(urls=[...]); hub.start()`` (USB VID:PID 2E8A:0005 + URLs such as
  ``socket://``), then ``hub.controllers`` (by uid), ``hub.by_colour()``, ``hub.seat(...)``, ``hub.missing()``;
  or one port: ``SerialController(url)``.
- simulated: ``SimulatedController("red")`` with ``set_faces(...)``, ``set_face(...)``, ``press_lock()``.
- emulated (real firmware on ptys): ``hal.emulator.start_boards(n)`` / ``EmulatedBoard("red").start()``, then
  ``SerialController(board.path)``; drive with ``set_wheel``, ``set_face``, ``press_lock``, ``close``, ``reopen``.

Building boards: ``hal.boards`` (profiles, ``firmware_config`` -> config.json), ``hal.calibration`` (checks,
file format and the detent walk-through over ``SerialController.read_raw()``, used by ``eightbit calibrate``
and ``eightbit flash --calibration``).
"""
from typing import Any

from hal.controller import Controller, LedState, Snapshot
from hal.hub import ControllerHub
from hal.serial_controller import SerialController
from hal.simulated import SimulatedController


def __getattr__(name: str) -> Any:
    """``EmulatedBoard`` on first use: the emulator's ptys exist only on POSIX (``hal.host_os``)."""
    if name == "EmulatedBoard":
        from hal.emulator import EmulatedBoard
        return EmulatedBoard
    raise AttributeError(f"module 'hal' has no attribute {name!r}")

__all__ = ["Controller", "ControllerHub", "EmulatedBoard", "LedState", "SerialController", "SimulatedController",
           "Snapshot"]
