"""Printable wheel faces: one SVG page (sizes in mm) with a disc per wheel of a board profile, drawn from its
face table (arrows, numbers with their player colours, symbols) at the angles the board reads them.

Sizes come from the profile's ``print:`` section (``diameter_mm`` per wheel; ``step_deg`` for a rotary switch,
else one turn divided by the detents). Orientation: print the face on the wheel and fit a pointer at 12
o'clock; the label of position ``i`` sits ``angle(i)`` counter-clockwise from the top, so turning the wheel
clockwise by ``angle(i)`` (the AS5600 counts up clockwise with DIR to GND) brings it under the pointer. A dial's
detent ``i`` sits at ``(2i + 1) / 2N`` of a turn (firmware/wheel.py); a switch's at ``i * step_deg``.
Colours are the console's player colours (``hal.boards.COLOUR_RGB``).
"""
from __future__ import annotations

import math
from xml.sax.saxutils import escape

from hal.boards import COLOUR_RGB, BoardProfile
from hal.faces import WHEELS, FaceTable

PAGE_W, PAGE_H = 210.0, 297.0  # A4, mm
SHAFT_MM = 6.0
SYMBOL_RGB = {"red_light": (220, 0, 0), "yellow_triangle": (240, 190, 0), "green_circle": (0, 170, 60),
              "blue_crescent": (0, 80, 220)}


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#%02X%02X%02X" % tuple(rgb)


def label_angles(profile: BoardProfile, wheel: int) -> list[float]:
    """Degrees counter-clockwise from 12 o'clock at which each position's label is printed."""
    spec = profile.wheels[wheel]
    n = int(spec["detents"])
    step = profile.print_spec.get(WHEELS[wheel], {}).get("step_deg")
    if spec["sensor"] == "ladder":
        step = float(step or 360.0 / n)
        return [i * step for i in range(n)]
    return [(2 * i + 1) * 180.0 / n for i in range(n)]


def diameter(profile: BoardProfile, wheel: int) -> float:
    d = profile.print_spec.get(WHEELS[wheel], {}).get("diameter_mm")
    if not isinstance(d, (int, float)) or isinstance(d, bool) or not 10 <= d <= 190:
        raise ValueError(f"board {profile.name}: print.{WHEELS[wheel]}.diameter_mm must be 10..190 mm")
    return float(d)


def _point(cx: float, cy: float, r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)  # counter-clockwise from the top
    return cx - r * math.sin(a), cy - r * math.cos(a)


def _glyph(kind: str, face: object, x: float, y: float, size: float, rot: float) -> str:
    """One label, upright when it is under the pointer (rotated with its position)."""
    t = f'transform="rotate({-rot:.3f} {x:.3f} {y:.3f})"'
    s = size
    if kind == "direction":
        turn = {"up": 0, "right": 90, "down": 180, "left": 270}[str(face)]
        pts = [(0, -s), (0.6 * s, 0), (0.22 * s, 0), (0.22 * s, s), (-0.22 * s, s), (-0.22 * s, 0), (-0.6 * s, 0)]
        path = " ".join(f"{x + px:.3f},{y + py:.3f}" for px, py in pts)
        return (f'<polygon points="{path}" fill="#000" transform="rotate({turn - rot:.3f} {x:.3f} {y:.3f})">'
                f'<title>{escape(str(face))}</title></polygon>')
    if kind == "symbol":
        colour = _hex(SYMBOL_RGB[str(face)])
        if face == "yellow_triangle":
            corners = f"{x:.3f},{y - s:.3f} {x + 0.9 * s:.3f},{y + 0.7 * s:.3f} {x - 0.9 * s:.3f},{y + 0.7 * s:.3f}"
            return f'<polygon points="{corners}" fill="{colour}" {t}><title>{face}</title></polygon>'
        if face == "blue_crescent":
            return (f'<path d="M {x:.3f} {y - s:.3f} A {s:.3f} {s:.3f} 0 1 0 {x:.3f} {y + s:.3f} '
                    f'A {0.7 * s:.3f} {s:.3f} 0 1 1 {x:.3f} {y - s:.3f} Z" fill="{colour}" {t}>'
                    f'<title>{face}</title></path>')
        return f'<circle cx="{x:.3f}" cy="{y:.3f}" r="{0.8 * s:.3f}" fill="{colour}"><title>{face}</title></circle>'
    return (f'<text x="{x:.3f}" y="{y + 0.35 * s:.3f}" font-family="sans-serif" font-size="{s:.3f}" '
            f'font-weight="bold" text-anchor="middle" {t}>{escape(str(face))}</text>')


def wheel_svg(profile: BoardProfile, table: FaceTable, wheel: int, cx: float, cy: float) -> str:
    d = diameter(profile, wheel)
    r = d / 2
    n = int(profile.wheels[wheel]["detents"])
    name = WHEELS[wheel]
    angles = label_angles(profile, wheel)
    size = min(0.16 * d, 0.9 * math.pi * 0.62 * d / n)
    parts = [f'<g id="{name}"><circle class="wheel" cx="{cx:.3f}" cy="{cy:.3f}" r="{r:.3f}" fill="#FFF" '
             f'stroke="#000" stroke-width="0.3"/>',
             f'<circle cx="{cx:.3f}" cy="{cy:.3f}" r="{SHAFT_MM / 2:.3f}" fill="none" stroke="#000" '
             f'stroke-width="0.2"/>']
    x0, y0 = _point(cx, cy, r, 0.0)
    parts.append(f'<line x1="{x0:.3f}" y1="{y0:.3f}" x2="{x0:.3f}" y2="{y0 + 0.06 * d:.3f}" stroke="#000" '
                 f'stroke-width="0.4"><title>zero mark</title></line>')
    for i, deg in enumerate(angles):
        x, y = _point(cx, cy, 0.36 * d, deg)
        if name == "left":
            parts.append(_glyph("direction", table.directions[i], x, y, size * 0.5, deg))
        elif name == "right":
            parts.append(_glyph("symbol", table.symbols[i], x, y, size * 0.45, deg))
        else:
            colour = table.colours[i]
            if colour:
                cx2, cy2 = _point(cx, cy, 0.44 * d, deg)
                parts.append(f'<circle class="colour" cx="{cx2:.3f}" cy="{cy2:.3f}" r="{0.035 * d:.3f}" '
                             f'fill="{_hex(COLOUR_RGB[colour])}"><title>{colour}</title></circle>')
            parts.append(_glyph("number", table.numbers[i], x, y, size * 0.75, deg))
    parts.append(f'<text x="{cx:.3f}" y="{cy + r + 6:.3f}" font-family="sans-serif" font-size="4" '
                 f'text-anchor="middle">{name}: {n} positions, {d:g} mm</text></g>')
    return "\n".join(parts)


def faces_svg(profile: BoardProfile) -> str:
    """The whole printable page for ``profile`` (ValueError with one sentence for a bad ``print:`` section)."""
    table = profile.face_table()
    if table.detents != profile.detents:
        raise ValueError(f"board {profile.name}: face table {table.name} has {table.detents} positions, "
                         f"the board {profile.detents}")
    sizes = [diameter(profile, w) for w in range(3)]
    if sizes[0] + sizes[2] + 10 > PAGE_W or sizes[1] + max(sizes[0], sizes[2]) + 40 > PAGE_H:
        raise ValueError(f"board {profile.name}: the wheels do not fit on one A4 page")
    body = [wheel_svg(profile, table, 1, PAGE_W / 2, 20 + sizes[1] / 2),
            wheel_svg(profile, table, 0, 10 + sizes[0] / 2, 40 + sizes[1] + sizes[0] / 2),
            wheel_svg(profile, table, 2, PAGE_W - 10 - sizes[2] / 2, 40 + sizes[1] + sizes[2] / 2)]
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
            f'width="{PAGE_W:g}mm" height="{PAGE_H:g}mm" viewBox="0 0 {PAGE_W:g} {PAGE_H:g}">\n'
            f'<title>8Bit Box wheel faces: board {escape(profile.name)}, face table {escape(table.name)} '
            f'(print at 100 %)</title>\n' + "\n".join(body) + "\n</svg>\n")
