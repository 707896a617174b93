"""Every face on a printed wheel differs in shape, not only in colour (issue 20 Why 8, build 7): red/green
colour-blind players tell the red light from the green circle; the symbols are the shapes the TV draws; the
sheet carries a 50 mm scale bar and says to print at 100 %."""
import itertools
import xml.etree.ElementTree as ET

import pygame
import pytest

from hal.boards import board_names, load_board
from hal.face_print import faces_svg
from hal.symbol_glyphs import SYMBOL_GLYPHS
from host.screen import draw, theme

SVG = "{http://www.w3.org/2000/svg}"


def _shape(element: ET.Element) -> str:
    """An element's geometry without its colours and names: tag, attributes but fill, text, children."""
    attrs = sorted((k, v) for k, v in element.attrib.items() if k not in ("fill", "class"))
    kids = [_shape(c) for c in element if c.tag != f"{SVG}title"]
    return f"{element.tag.removeprefix(SVG)}{attrs}{(element.text or '').strip()}[{','.join(kids)}]"


@pytest.mark.parametrize("board", board_names())
def test_no_two_faces_on_a_wheel_share_a_shape(board):
    root = ET.fromstring(faces_svg(load_board(board)))
    profile = load_board(board)
    for w, name in enumerate(("left", "centre", "right")):
        faces = root.find(f"{SVG}g[@id='{name}']").findall(f"{SVG}g[@class='face']")
        assert len(faces) == profile.detents[w], f"{name}: one face per position"
        shapes = {}
        for face in faces:
            body = [c for c in face if c.tag != f"{SVG}title"]
            shapes.setdefault("".join(_shape(c) for c in body), []).append(face.get("data-face"))
        same = [names for names in shapes.values() if len(names) > 1]
        assert not same, f"board {board}, {name} wheel: faces told apart by colour only: {same}"


def test_the_red_light_is_printed_as_the_tv_draws_it():
    root = ET.fromstring(faces_svg(load_board("dial-v1")))
    red = root.find(f"{SVG}g[@id='right']/{SVG}g[@data-face='red_light']")
    assert [c.tag.removeprefix(SVG) for c in red if c.tag != f"{SVG}title"] == ["rect", "circle"]  # housing, lamp
    assert [kind for kind, _, _ in SYMBOL_GLYPHS["red_light"]] == ["rect", "circle"]


def test_the_tv_draws_each_symbol_in_its_own_outline():
    pygame.init()
    masks = {}
    for name in SYMBOL_GLYPHS:
        surface = pygame.Surface((80, 80))
        surface.fill(theme.PANEL)
        draw.symbol(surface, name, (40, 40), 60)
        masks[name] = frozenset((x, y) for x in range(80) for y in range(80)
                                if tuple(surface.get_at((x, y)))[:3] != tuple(theme.PANEL)[:3])
    for a, b in itertools.combinations(masks, 2):
        assert len(masks[a] ^ masks[b]) > 200, f"{a} and {b} cover nearly the same pixels"


def test_the_sheet_has_a_50_mm_scale_bar_and_says_print_at_100_percent():
    root = ET.fromstring(faces_svg(load_board("switch-v1")))
    bar = root.find(f"{SVG}g[@id='scale']/{SVG}line[@class='bar']")
    assert float(bar.get("x2")) - float(bar.get("x1")) == 50.0 and bar.get("y1") == bar.get("y2")
    assert float(bar.get("y1")) < 297                                       # on the A4 page
    words = "".join(root.find(f"{SVG}g[@id='scale']").itertext())
    assert "50 mm" in words and "Print at 100 %" in words
