"""Where the files the host ships with live: the firmware, the board profiles and face tables, the board fakes.

All three are found from the ``hal`` package through ``importlib.resources``, so the same code works

- in an installed wheel (``pip install``, ``pipx install``): setuptools maps the repository's top-level
  ``firmware/`` and ``hardware/`` folders into the package as ``hal/firmware`` and ``hal/hardware``
  (``package_dir`` in setup.py);
- in a checkout and in the editable dev install (``make install``): the folders sit beside ``hal/``.

Game content (``games/<game>/content``, ``host/screen/games/<game>/content``) lives inside its own package and
is found by ``games.core.content.packaged``. Everything here is read-only: whatever is made from these files
(compiled ``.mpy``, a board's ``config.json``, flashing staging) goes to a temporary folder.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path


def _hal() -> Path:
    """The ``hal`` package's folder (a real folder: the emulated boards run files from it in a subprocess)."""
    return Path(str(resources.files("hal")))


def _shipped(name: str) -> Path:
    """A top-level repository folder: inside ``hal`` when installed from a wheel, beside it in a checkout."""
    inside = _hal() / name
    return inside if inside.is_dir() else _hal().parent / name


def firmware_dir() -> Path:
    """The controller firmware: MicroPython modules, ``PROTOCOL.md``, ``protocol_vectors.json``."""
    return _shipped("firmware")


def hardware_dir() -> Path:
    """Shipped board profiles (``boards/``) and face tables (``faces/``)."""
    return _shipped("hardware")


def board_fakes_dir() -> Path:
    """The fake ``machine``, ``neopixel`` and SSD1306 modules the emulated boards import."""
    return _hal() / "board_fakes"
