"""Errors kept apart by what they are (as pyserial's ``ReaderThread`` does).

An I/O error (``OSError``, ``serial.SerialException``) is the cable, the port or the board: it ends the
connection and is counted as a read error. Anything else raised while handling what came in (the decoder, the
message handler, a subscriber's callback) is a programming error: counted on its own, the last one kept as a
``Fault`` (type, message, traceback text) and, under ``EIGHTBIT_DEBUG=1``, logged to stderr with its traceback.
Neither is ever thrown away silently.
"""
from __future__ import annotations

import os
import sys
import traceback
from dataclasses import dataclass

import serial

IO_ERRORS: tuple[type[BaseException], ...] = (OSError, serial.SerialException)


@dataclass(frozen=True)
class Fault:
    kind: str         # "read" (I/O) or "program" (a bug in a handler, the decoder or a subscriber)
    where: str        # what was running: "serial /dev/ttyACM0", "subscriber of red", ...
    type: str
    message: str
    traceback: str

    def __str__(self) -> str:
        return f"{self.kind} error in {self.where}: {self.type}: {self.message}"


def is_io_error(exc: BaseException) -> bool:
    return isinstance(exc, IO_ERRORS)


def debug() -> bool:
    return os.environ.get("EIGHTBIT_DEBUG", "") not in ("", "0")


def record(exc: BaseException, where: str) -> Fault:
    """The fault ``exc`` is (read or program error); logged with its traceback under ``EIGHTBIT_DEBUG=1``."""
    fault = Fault("read" if is_io_error(exc) else "program", where, type(exc).__name__, str(exc),
                  "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    if debug():
        print(f"eightbit: {fault}\n{fault.traceback}", file=sys.stderr, end="")
    return fault
