"""Board profiles (``hardware/boards/*.yaml``): pins, sensor per wheel, detents, thresholds, calibration.

Profiles are found by name (``hal.profiles``: shipped ones, then the user's folder), never by path.

A profile must fit the real board (docs/hardware.md "Limits"): wheels only on the Pico's ADC pins GP26-28
(GP29 measures VSYS on a Pico), watchdog 1..8,388 ms (the RP2040's ``machine.WDT`` maximum).

``firmware_config(profile, colour)`` builds the ``config.json`` the firmware reads (written by
``eightbit flash`` and by the emulator), with explicit per-detent raw centres so board and host agree.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hal import profiles
from hal.faces import FaceTable, load_face_table

COLOUR_RGB: dict[str, tuple[int, int, int]] = {
    "red": (255, 0, 0), "blue": (0, 64, 255), "green": (0, 200, 0),
    "yellow": (255, 180, 0), "purple": (160, 0, 255), "orange": (255, 80, 0),
}


ADC_PINS = (26, 27, 28)
WDT_MAX_MS = 8388


def check_limits(pins: dict[str, Any], timing: dict[str, Any]) -> None:
    """ValueError naming the first setting the real board cannot do."""
    wheels = pins.get("wheels")
    if not isinstance(wheels, list) or len(wheels) != 3:
        raise ValueError("pins.wheels must list three ADC pins")
    for pin in wheels:
        if pin not in ADC_PINS:
            raise ValueError(f"wheel pin {str(pin)[:12]} has no ADC: use GP26, GP27 or GP28")
    oled = pins.get("oled")
    if oled is not None:
        check_oled(oled)
    wdt = timing.get("watchdog_ms", 2000)
    if not isinstance(wdt, int) or isinstance(wdt, bool) or not 1 <= wdt <= WDT_MAX_MS:
        raise ValueError(f"timing.watchdog_ms must be 1..{WDT_MAX_MS} (rp2's machine.WDT maximum), "
                         f"not {str(wdt)[:12]}")


OLED_DRIVERS = ("ssd1306", "sh1106")  # firmware/oled.py
OLED_FONTS = ("small", "tall", "large")


def check_oled(oled: Any) -> None:
    """ValueError naming the first ``pins.oled`` setting the firmware cannot drive."""
    if not isinstance(oled, dict) or not {"sda", "scl"} <= set(oled):
        raise ValueError("pins.oled must give sda and scl (and i2c, driver, font, blank_after_min)")
    if oled.get("driver", "ssd1306") not in OLED_DRIVERS:
        raise ValueError(f"pins.oled.driver must be {' or '.join(OLED_DRIVERS)}, not {str(oled['driver'])[:12]}")
    if oled.get("font", "small") not in OLED_FONTS:
        raise ValueError(f"pins.oled.font must be one of {', '.join(OLED_FONTS)}, not {str(oled['font'])[:12]}")
    blank = oled.get("blank_after_min", 0)
    if isinstance(blank, bool) or not isinstance(blank, (int, float)) or not 0 <= blank <= 1440:
        raise ValueError(f"pins.oled.blank_after_min must be 0 (never) .. 1440 minutes, not {str(blank)[:12]}")


def nominal_centres(sensor: str, detents: int) -> list[int]:
    """Raw 16-bit centre of each detent before calibration (same rule as firmware/wheel.py): (i + 1/2)/N of
    the range for both sensors (a ladder's taps at (i + 1/2)/N of the supply, docs/hardware.md)."""
    if sensor not in ("angle", "ladder"):
        raise ValueError(f"unknown sensor {sensor!r}")
    return [((2 * i + 1) * 0x10000) // (2 * detents) for i in range(detents)]


@dataclass(frozen=True)
class BoardProfile:
    name: str
    description: str
    faces: str
    pins: dict[str, Any]
    wheels: tuple[dict[str, Any], ...]
    thresholds: dict[str, int]
    timing: dict[str, int]
    calibration: dict[str, list[int]] = field(default_factory=dict)
    print_spec: dict[str, dict[str, Any]] = field(default_factory=dict)  # ``print:`` sizes for `eightbit faces`

    @property
    def detents(self) -> tuple[int, ...]:
        return tuple(int(w["detents"]) for w in self.wheels)

    def centres(self, wheel: int) -> list[int]:
        spec = self.wheels[wheel]
        cal = self.calibration.get(spec["name"])
        return list(cal) if cal else nominal_centres(spec["sensor"], int(spec["detents"]))

    def face_table(self) -> FaceTable:
        return load_face_table(self.faces)


def board_names() -> list[str]:
    """Board profiles that can be named (shipped, then the user's folder: see ``hal.profiles``)."""
    return profiles.names("boards")


def load_board(name: str = "dial-v1") -> BoardProfile:
    """The board profile called ``name`` (looked up by name, never opened as a path; see ``hal.profiles``).

    ValueError (``ProfileError``) with one sentence when the name is not a name, unknown, or the file is bad.
    """
    path, data = profiles.load("boards", name)
    if not isinstance(data, dict):
        raise profiles.ProfileError(f"{path}: bad board profile (not a mapping)")
    try:
        wheels = tuple(data["wheels"])
        if [w["name"] for w in wheels] != ["left", "centre", "right"]:
            raise ValueError("wheels must be left, centre, right")
        if str(data["name"]) != path.stem:
            raise ValueError(f"its name is {str(data['name'])[:40]!r} but the file is {path.name}")
        check_limits(dict(data["pins"]), dict(data.get("timing") or {}))
        return BoardProfile(str(data["name"]), str(data.get("description", "")), str(data.get("faces", "default")),
                            dict(data["pins"]), wheels, dict(data.get("thresholds") or {}),
                            dict(data.get("timing") or {}), dict(data.get("calibration") or {}),
                            dict(data.get("print") or {}))
    except (KeyError, TypeError, ValueError) as exc:
        raise profiles.ProfileError(f"{path}: bad board profile ({exc})") from None


def firmware_config(profile: BoardProfile, colour: str, **overrides: Any) -> dict[str, Any]:
    """The firmware's config.json content for this profile and player colour."""
    cfg: dict[str, Any] = {
        "colour": colour,
        "rgb": list(COLOUR_RGB.get(colour, (255, 255, 255))),
        "board": profile.name,
        "pins": profile.pins,
        "wheels": [dict(name=w["name"], sensor=w["sensor"], detents=int(w["detents"]), centres=profile.centres(i))
                   for i, w in enumerate(profile.wheels)],
        "capture_pct": int(profile.thresholds.get("capture_pct", 30)),
        "hold_pct": int(profile.thresholds.get("hold_pct", 45)),
        "debounce_ms": int(profile.timing.get("debounce_ms", 10)),
        "lock_debounce_ms": int(profile.timing.get("lock_debounce_ms", 5)),
        "heartbeat_ms": int(profile.timing.get("heartbeat_ms", 300)),
        "watchdog_ms": int(profile.timing.get("watchdog_ms", 2000)),
    }
    cfg.update(overrides)
    check_limits(cfg["pins"], cfg)
    return cfg
