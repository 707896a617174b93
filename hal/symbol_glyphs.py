"""The right wheel's symbols as shapes (CON-03), one description for the TV and the printed faces.

Each symbol is a list of primitives in units of its half-size (centre at 0, 0; y grows downwards), painted in
order: ``("rect", (x, y, w, h), colour)``, ``("circle", (cx, cy, r), colour)``, ``("polygon", ((x, y), ...),
colour)``. ``GROUND`` paints with what lies under the symbol (the TV's panel, the paper), which cuts a shape
out. Every symbol has its own outline, so none is told from another by its hue alone (red/green colour
blindness): the red light is a traffic light's housing with its top lamp lit, the green circle a plain disc.
"""
from __future__ import annotations

from typing import Union

Colour = Union[tuple[int, int, int], str]
Primitive = tuple[str, tuple, Colour]

GROUND = "ground"
HOUSING = (60, 60, 60)

SYMBOL_GLYPHS: dict[str, tuple[Primitive, ...]] = {
    "red_light": (("rect", (-0.5, -1.0, 1.0, 2.0), HOUSING),
                  ("circle", (0.0, -0.5, 0.42), (235, 50, 50))),
    "yellow_triangle": (("polygon", ((0.0, -1.0), (1.0, 1.0), (-1.0, 1.0)), (245, 210, 40)),),
    "green_circle": (("circle", (0.0, 0.0, 1.0), (50, 190, 80)),),
    "blue_crescent": (("circle", (0.0, 0.0, 1.0), (60, 120, 240)),
                      ("circle", (0.5, -0.25, 0.85), GROUND)),
}
