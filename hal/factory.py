"""One factory for controllers from explicit specs: ``sim:<colour>`` is simulated, anything else a serial URL.

Simulation only happens when a spec asks for it; there is no silent fallback to simulated controllers.
"""
from __future__ import annotations

from hal.controller import Controller
from hal.serial_controller import SerialController
from hal.simulated import SimulatedController


def open_controller(spec: str) -> Controller:
    if spec.startswith("sim:"):
        return SimulatedController(spec[4:])
    return SerialController(spec)


def open_controllers(specs: list[str]) -> list[Controller]:
    return [open_controller(s) for s in specs]
