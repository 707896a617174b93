"""Printable wheel faces: one SVG page (sizes in mm) with a disc per wheel of a board profile, drawn from its
face table (arrows, numbers with their player colours, symbols) at the angles the board reads them.

Sizes come from the profile's ``print:`` section (``diameter_mm`` per wheel; ``step_deg`` for a rotary switch,
else one turn divided by the detents). Orientation: print the face on the wheel and fit a pointer at 12
o'clock; the label of position ``i`` sits ``angle(i)`` counter-clockwise from the top, so turning the wheel
clockwise by ``angle(i)`` (the AS5600 counts up clockwise with DIR to GND) brings it under the pointer. A dial's
detent ``i`` sits at ``(2i + 1) / 2N`` of a turn (firmware/wheel.py); a switch's at ``i * step_deg``.
Colours are the console's player colours (``hal.boards.COLOUR_RGB``); the symbols are the shapes the TV
draws (``hal.symbol_glyphs``), so every face on a wheel differs in shape, not only in colour. A 50 mm scale
bar at the foot of the page checks that it was printed at 100 %.
"""
from __future__ import annotations

import math
from xml.sax.saxutils import escape

from hal.boards import COLOUR_RGB, BoardProfile
from hal.faces import WHEELS, FaceTable
from hal.symbol_glyphs import GROUND, SYMBOL_GLYPHS

PAGE_W, PAGE_H = 210.0, 297.0  # A4, mm
SHAFT_MM = 6.0
PAPER = "#FFF"
SCALE_MM = 50.0
ARROW = ((0, -1), (0.6, 0), (0.22, 0), (0.22, 1), (-0.22, 1), (-0.22, 0), (-0.6, 0))


def _hex(rgb: tuple[int, ...]) -> str:
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


def _face_group(face: object, x: float, y: float, rot: float, shapes: list[str]) -> str:
    """One position's face, drawn about its own centre and turned with its position (upright under the
    pointer); ``data-face`` names it, ``<title>`` too."""
    return (f'<g class="face" data-face="{escape(str(face))}" transform="translate({x:.3f} {y:.3f}) '
            f'rotate({-rot:.3f})"><title>{escape(str(face))}</title>' + "".join(shapes) + "</g>")


def _symbol_shapes(name: str, h: float) -> list[str]:
    """A symbol from the shapes the TV draws (``hal.symbol_glyphs``), ``h`` its half-size in mm."""
    out = []
    for kind, geometry, paint in SYMBOL_GLYPHS[name]:
        fill = PAPER if paint == GROUND else _hex(paint)  # type: ignore[arg-type]
        if kind == "rect":
            x, y, w, hh = geometry
            out.append(f'<rect x="{x * h:.3f}" y="{y * h:.3f}" width="{w * h:.3f}" height="{hh * h:.3f}" '
                       f'fill="{fill}"/>')
        elif kind == "circle":
            x, y, r = geometry
            out.append(f'<circle cx="{x * h:.3f}" cy="{y * h:.3f}" r="{r * h:.3f}" fill="{fill}"/>')
        else:
            pts = " ".join(f"{x * h:.3f},{y * h:.3f}" for x, y in geometry)
            out.append(f'<polygon points="{pts}" fill="{fill}"/>')
    return out


def _arrow_shapes(direction: str, s: float) -> list[str]:
    turns = {"up": 0, "right": 1, "down": 2, "left": 3}[direction]
    pts = []
    for px, py in ARROW:
        for _ in range(turns):
            px, py = -py, px
        pts.append(f"{px * s:.3f},{py * s:.3f}")
    return [f'<polygon points="{" ".join(pts)}" fill="#000"/>']


def _number_shapes(number: object, s: float) -> list[str]:
    return [f'<text x="0" y="{0.35 * s:.3f}" font-family="sans-serif" font-size="{s:.3f}" font-weight="bold" '
            f'text-anchor="middle">{escape(str(number))}</text>']


def wheel_svg(profile: BoardProfile, table: FaceTable, wheel: int, cx: float, cy: float) -> str:
    d = diameter(profile, wheel)
    r = d / 2
    n = int(profile.wheels[wheel]["detents"])
    name = WHEELS[wheel]
    angles = label_angles(profile, wheel)
    size = min(0.16 * d, 0.9 * math.pi * 0.62 * d / n)
    parts = [f'<g id="{name}"><circle class="wheel" cx="{cx:.3f}" cy="{cy:.3f}" r="{r:.3f}" fill="{PAPER}" '
             f'stroke="#000" stroke-width="0.3"/>',
             f'<circle cx="{cx:.3f}" cy="{cy:.3f}" r="{SHAFT_MM / 2:.3f}" fill="none" stroke="#000" '
             f'stroke-width="0.2"/>']
    x0, y0 = _point(cx, cy, r, 0.0)
    parts.append(f'<line x1="{x0:.3f}" y1="{y0:.3f}" x2="{x0:.3f}" y2="{y0 + 0.06 * d:.3f}" stroke="#000" '
                 f'stroke-width="0.4"><title>zero mark</title></line>')
    for i, deg in enumerate(angles):
        x, y = _point(cx, cy, 0.36 * d, deg)
        if name == "left":
            face: object = table.directions[i]
            shapes = _arrow_shapes(str(face), size * 0.5)
        elif name == "right":
            face = table.symbols[i]
            shapes = _symbol_shapes(str(face), size * 0.45)
        else:
            face, colour = table.numbers[i], table.colours[i]
            shapes = _number_shapes(face, size * 0.75)
            if colour:
                shapes.insert(0, f'<circle class="colour" cx="0" cy="{-0.08 * d:.3f}" r="{0.035 * d:.3f}" '
                                 f'fill="{_hex(COLOUR_RGB[colour])}"><title>{colour}</title></circle>')
        parts.append(_face_group(face, x, y, deg, shapes))
    parts.append(f'<text x="{cx:.3f}" y="{cy + r + 6:.3f}" font-family="sans-serif" font-size="4" '
                 f'text-anchor="middle">{name}: {n} positions, {d:g} mm</text></g>')
    return "\n".join(parts)


def scale_bar(x: float, y: float) -> str:
    """A ``SCALE_MM`` bar with a tick every 10 mm, to check the sheet was printed at 100 %."""
    ticks = "".join(f'<line x1="{x + t:.3f}" y1="{y - 2:.3f}" x2="{x + t:.3f}" y2="{y:.3f}" stroke="#000" '
                    f'stroke-width="0.3"/>' for t in range(0, int(SCALE_MM) + 1, 10))
    return (f'<g id="scale"><line class="bar" x1="{x:.3f}" y1="{y:.3f}" x2="{x + SCALE_MM:.3f}" y2="{y:.3f}" '
            f'stroke="#000" stroke-width="0.5"/>{ticks}'
            f'<text x="{x + SCALE_MM + 3:.3f}" y="{y + 1:.3f}" font-family="sans-serif" font-size="3.5">'
            f'{SCALE_MM:g} mm. Print at 100 % (actual size, not "fit to page"): measure this bar; '
            f'if it is not {SCALE_MM:g} mm, the wheels are the wrong size.</text></g>')


def faces_svg(profile: BoardProfile) -> str:
    """The whole printable page for ``profile`` (ValueError with one sentence for a bad ``print:`` section)."""
    table = profile.face_table()
    if table.detents != profile.detents:
        raise ValueError(f"board {profile.name}: face table {table.name} has {table.detents} positions, "
                         f"the board {profile.detents}")
    sizes = [diameter(profile, w) for w in range(3)]
    if sizes[0] + sizes[2] + 10 > PAGE_W or sizes[1] + max(sizes[0], sizes[2]) + 40 + 25 > PAGE_H:
        raise ValueError(f"board {profile.name}: the wheels do not fit on one A4 page")
    body = [wheel_svg(profile, table, 1, PAGE_W / 2, 20 + sizes[1] / 2),
            wheel_svg(profile, table, 0, 10 + sizes[0] / 2, 40 + sizes[1] + sizes[0] / 2),
            wheel_svg(profile, table, 2, PAGE_W - 10 - sizes[2] / 2, 40 + sizes[1] + sizes[2] / 2),
            scale_bar(10.0, PAGE_H - 12)]
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
            f'width="{PAGE_W:g}mm" height="{PAGE_H:g}mm" viewBox="0 0 {PAGE_W:g} {PAGE_H:g}">\n'
            f'<title>8Bit Box wheel faces: board {escape(profile.name)}, face table {escape(table.name)} '
            f'(print at 100 %)</title>\n' + "\n".join(body) + "\n</svg>\n")
