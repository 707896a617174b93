"""The phone page's pictures, made by the host as SVG (docs/phones.md "The page"): each wheel position's face
drawn with the shapes the TV and the printed faces use (``hal.face_print``, from ``hal.symbol_glyphs``: a
symbol differs in shape, not only in colour), and the seat's piece (its colour and letter).

``wheels(table)`` is what the page needs to draw three sliders: per wheel its name and, per detent, the face's
words (for the slider's ``aria-valuetext``) and its SVG."""
from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from games.core.codec import glyph
from games.core.faces import COLOUR_LETTERS
from hal.boards import COLOUR_RGB
from hal.face_print import _arrow_shapes, _hex, _number_shapes, _symbol_shapes
from hal.faces import WHEELS, FaceTable

WHEEL_NAMES = ("LEFT", "CENTRE", "RIGHT")


def _svg(shapes: list[str], title: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1.2 -1.2 2.4 2.4" role="img" aria-label="'
            f'{escape(title)}"><circle r="1.15" fill="#FFF"/>' + "".join(shapes) + "</svg>")


def face_words(wheel: int, table: FaceTable, i: int) -> str:
    """A detent's face in words (and its glyph): "↑ up", "5 Red", "● green circle"."""
    if wheel == 0:
        face = table.directions[i]
        return f"{glyph(face)} {face}"
    if wheel == 2:
        face = table.symbols[i]
        return f"{glyph(face)} {face.replace('_', ' ')}"
    colour = table.colours[i]
    return f"{table.numbers[i]}" + (f" {colour.capitalize()}" if colour else "")


def face_svg(wheel: int, table: FaceTable, i: int) -> str:
    if wheel == 0:
        shapes = _arrow_shapes(table.directions[i], 0.9)
    elif wheel == 2:
        shapes = _symbol_shapes(table.symbols[i], 0.85)
    else:
        shapes = _number_shapes(table.numbers[i], 1.1)
        colour = table.colours[i]
        if colour:
            shapes = [f'<circle cx="0" cy="0" r="1.15" fill="{_hex(COLOUR_RGB[colour])}"/>',
                      '<circle cx="0" cy="0" r="0.85" fill="#FFF"/>', *shapes]
    return _svg(shapes, face_words(wheel, table, i))


def wheels(table: FaceTable) -> list[dict[str, Any]]:
    return [{"name": WHEEL_NAMES[w], "key": WHEELS[w],
             "faces": [{"words": face_words(w, table, i), "svg": face_svg(w, table, i)}
                       for i in range(table.detents[w])]} for w in range(3)]


def piece_svg(colour: str) -> str:
    """The seat's piece as the TV draws it: a square of its colour with legs and its letter."""
    rgb = COLOUR_RGB.get(colour, (200, 200, 200))
    ink = "#10101A" if colour in ("yellow", "orange", "green") else "#FFF"
    letter = COLOUR_LETTERS.get(colour, colour[:1].upper())
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1.4 -1.2 2.8 2.4" role="img" aria-label="'
            f'{escape(colour.capitalize())} ({letter})">'
            '<rect x="-1.35" y="-0.62" width="2.7" height="0.2" fill="#0A0A0A"/>'
            '<rect x="-1.35" y="0.42" width="2.7" height="0.2" fill="#0A0A0A"/>'
            f'<rect x="-1.05" y="-1.05" width="2.1" height="2.1" fill="#0A0A0A"/>'
            f'<rect x="-1" y="-1" width="2" height="2" fill="{_hex(rgb)}"/>'
            f'<text x="0" y="0.45" font-family="sans-serif" font-weight="bold" font-size="1.3" text-anchor="middle" '
            f'fill="{ink}">{escape(letter)}</text></svg>')
