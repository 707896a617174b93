"""Stadium's smaller words as drawn (issue 19 point 6): every trial's short word fits its track tile whole at
720p, 1080p and 4K (a word, not a cut abbreviation such as "Taekw.")."""
from __future__ import annotations

import pygame
import pytest

from games.stadium.trials import TRIAL_MODULES, trial_words
from host.screen import draw
from host.screen.games.stadium.arena import LAYOUT, draw_track
from tests.host.screen.conftest import SIZES


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_trial_s_short_word_fits_its_tile(size):
    pygame.display.init()
    surface = pygame.Surface(size)
    draw.set_view(size)
    trials = list(TRIAL_MODULES)
    for first in range(0, len(trials), 10):
        shown = trials[first:first + 10]
        tiles = [{"slot": i + 1, "kind": "standard", "trial": t, "done": {}, "short": trial_words(t)["short"],
                  "name": trial_words(t)["name"]} for i, t in enumerate(shown)]
        draw.clear_log()
        draw_track(surface, LAYOUT.track, {"track": tiles, "slot": 1, "over": False}, {})
        for t in shown:
            short = trial_words(t)["short"]
            assert short in draw.text_log, (size, t, short, draw.text_log)
            assert not short.endswith("."), f"{t}: {short!r} reads as an abbreviation"
        assert not any("…" in s for s in draw.text_log), draw.text_log
