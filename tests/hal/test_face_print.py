"""`eightbit faces` writes a printable SVG per build (issue 10, makers): A4 in mm, one disc per wheel at the
profile's exact diameter, every position's face from the face table at the angle the board reads it."""
import xml.etree.ElementTree as ET

import pytest

from hal.boards import COLOUR_RGB, load_board
from hal.face_print import label_angles
from host.cli import main

NS = {"svg": "http://www.w3.org/2000/svg"}


@pytest.mark.parametrize("board, numbers", [("dial-v1", range(31)), ("switch-v1", range(12))])
def test_faces_svg_has_exact_sizes_and_every_face(board, numbers, tmp_path, capsys):
    out = tmp_path / "faces.svg"
    assert main(["faces", "--board", board, "--output", str(out)]) == 0
    assert f"wrote {out}" in capsys.readouterr().out
    root = ET.parse(out).getroot()
    assert root.get("width") == "210mm" and root.get("height") == "297mm"
    profile = load_board(board)
    for w, name in enumerate(("left", "centre", "right")):
        group = root.find(f"svg:g[@id='{name}']", NS)
        disc = group.find("svg:circle[@class='wheel']", NS)
        assert float(disc.get("r")) * 2 == profile.print_spec[name]["diameter_mm"]
        assert len(label_angles(profile, w)) == profile.detents[w]
    centre = root.find("svg:g[@id='centre']", NS)
    assert [t.text for t in centre.findall("svg:g/svg:text", NS)] == [str(n) for n in numbers]
    fills = {c.get("fill") for c in centre.findall("svg:g/svg:circle[@class='colour']", NS)}
    assert fills == {"#%02X%02X%02X" % COLOUR_RGB[c] for c in COLOUR_RGB}
    faces = [g.get("data-face") for g in root.find("svg:g[@id='right']", NS).findall("svg:g[@class='face']", NS)]
    assert faces == ["red_light", "yellow_triangle", "green_circle", "blue_crescent"]


def test_labels_sit_where_the_board_reads_each_position():
    dial, switch = load_board("dial-v1"), load_board("switch-v1")
    assert label_angles(dial, 0) == [45.0, 135.0, 225.0, 315.0]  # detent i at (2i+1)/2N of a turn
    assert label_angles(switch, 1)[:3] == [0.0, 30.0, 60.0]  # a rotary switch's 30 degree steps


def test_an_unwritable_output_is_one_line(tmp_path, capsys):
    assert main(["faces", "--output", str(tmp_path / "no" / "such" / "dir.svg")]) == 1
    err = capsys.readouterr().err
    assert "cannot write" in err and err.count("\n") == 1
    assert main(["faces", "--output", ""]) == 2
