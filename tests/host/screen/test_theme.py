"""The console font (host/screen/theme.py): DejaVu Sans where the system has it, else pygame's bundled
font with words for the legend glyphs it cannot draw; cap heights for the readability rule."""
from __future__ import annotations

import pygame

from host.screen import theme


def test_bundled_font_fallback_writes_words_for_missing_glyphs(monkeypatch, app, tmp_path):
    monkeypatch.setattr(theme, "FONT_FILES", {False: (str(tmp_path / "a.ttf"), "no such font zz"),
                                              True: (str(tmp_path / "b.ttf"), "no such font zz")})
    monkeypatch.setattr(pygame.font, "match_font", lambda *a, **k: None)
    theme._paths.clear()
    theme.forget_fonts()
    try:
        assert theme._font_path(False) is None
        assert theme.printable("LEFT: ↑ ← ▲", 30) == "LEFT: up left triangle"
        assert theme.printable("plain text", 30) == "plain text"
        assert theme.cap_height(34) >= 24                     # SIZE_SMALL at 1080p stays readable
    finally:
        theme._paths.clear()
        theme.forget_fonts()


def test_dejavu_draws_the_legend_glyphs_when_present(app):
    theme._paths.clear()
    if theme._font_path(False) is None:                       # a system without DejaVu: the fallback above
        assert theme.printable("↑", 30) == "up"
        return
    assert theme.printable("LEFT: ↑ ← ▲ ● ☾ ◉", 30) == "LEFT: ↑ ← ▲ ● ☾ ◉"
    assert theme.cap_height(round(theme.SIZE_SMALL * 1.5)) >= 24
    assert theme.cap_height(round(44 * 1.5), True) >= 48       # the headline's least size at 1080p
