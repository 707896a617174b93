"""Which serial port a maker command (``flash``, ``calibrate``) talks to: the one the user named, or the one
Pico plugged in (USB VID:PID 2E8A:0005); none or several is one clear error."""
from __future__ import annotations

from host.errors import CommandError


def find_port(port: str | None) -> str:
    if port:
        return port
    from hal.hub import usb_ports
    found = usb_ports()
    if not found:
        raise CommandError("no board found (no USB serial port with VID:PID 2E8A:0005): plug in a Pico running "
                           "MicroPython, or give its PORT")
    if len(found) > 1:
        raise CommandError(f"{len(found)} boards found ({', '.join(found)}): say which one to flash with PORT")
    return found[0]
