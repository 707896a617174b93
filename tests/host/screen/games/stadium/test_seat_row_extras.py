"""The Stadium seat rows' extras (issue 19, seen on the 6-player screenshots at 1080p and 4K): the widest colour
name keeps a gap before its team pennant ("Orange" touched it)."""
from __future__ import annotations

from games.core.faces import COLOURS
from host.screen import draw, theme
from host.screen.games.stadium import arena


def test_the_widest_name_keeps_a_gap_before_its_pennant(app):
    widest = max(draw.width(c.capitalize(), theme.SIZE_BODY, True) for c in COLOURS)      # the row label
    pennant_left = arena.NAME_W - 2                      # team_flag's white edge starts 2 left of its point
    assert widest + 6 <= pennant_left

