"""The reveal of a Stadium trial on the TV (issue 13 item 2; ST-08, ST-11, CON-11): the tile turned face up
and read to the table — which trial of ten, its type, its name, the short summary of its rules (what you
dial, how medals are won), the talk policy in big words ("Talk allowed — everyone must hear" / "No
talking"), who takes part (and who is asked first), what the first seats dial (from their prompt's wheel
legend), and whom the screen waits for.

Who has to press LOCK to go on (like the first player reading the tile aloud): the first player when a person
holds the token, else everyone at the table; with only bots the reveal stays a few seconds
(:meth:`host.screen.games.stadium.scene.StadiumScene.hold_done`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import pygame

from host.screen import draw, theme
from host.screen.table.words import plain

FLIP_S = 0.6
"""The reveal's frame flashes this long as the tile turns."""
TALK_OK = (30, 110, 60)
TALK_NO = (140, 36, 40)


@dataclass
class RevealText:
    """Everything the reveal writes, in plain words (the scene fills it from the trial and the prompts)."""

    heading: str            # "Trial 3 of 10 · Standard"
    name: str
    summary: str
    talk: str               # the policy in words
    talk_allowed: bool
    takes_part: str         # "Everyone, all at once"
    first_up: str           # "Green and Yellow" (the seats asked first), or ""
    dial: str               # "turn the CENTRE wheel to 0–25", or ""
    go: str                 # "Red: read it out, then press LOCK"
    count: str = ""         # "2 of 4 pressed LOCK"


def reveal_text(info: Mapping[str, Any], words: Mapping[str, Any], slots: int, takes: str, first_up: str,
                dial: str, go: str, count: str = "") -> RevealText:
    """The reveal's words for the trial ``info`` (a ``trial_reveal`` event's fields)."""
    said = words.get("reveal", {})
    kind = words.get("kinds", {}).get(info["kind"], str(info["kind"]).capitalize())
    heading = f"{said.get('trial', 'Trial {slot} of {slots}').format(slot=info['slot'], slots=slots)} · {kind}"
    talk = words.get("talk", {}).get("allowed" if info["talk"] else "forbidden", "")
    return RevealText(heading, info["name"], plain(info["summary"]), talk, bool(info["talk"]), takes, first_up,
                      dial, go, count)


def draw_reveal(s: pygame.Surface, r: pygame.Rect, text: RevealText, words: Mapping[str, Any], started: float | None,
                now: float) -> None:
    """The reveal panel over ``r``; its frame flashes while the tile turns (``started``: when it did). The whole
    summary is always written: when room is short its size goes down, then the facts after it go, last the
    one about who takes part, then the name gets smaller."""
    said = words.get("reveal", {})
    turning = started is not None and 0 <= now - started < FLIP_S and int((now - started) * 10) % 2 == 0
    draw.panel(s, r, (16, 20, 44), (255, 255, 255) if turning else theme.ACCENT)
    inner = r.inflate(-36, -24)
    facts = [(said.get("part_label", "Taking part"), text.takes_part)]
    if text.first_up:
        facts.append((said.get("now_label", "First up"), text.first_up))
    if text.dial:
        facts.append((said.get("dial_label", "You dial"), text.dial))
    label_w = max(draw.width(label + ":", theme.SIZE_SMALL, True) for label, _ in facts) + 10
    step = draw.line_height(theme.SIZE_SMALL) + 2
    fact_lines = [(label, draw.wrap(value, inner.width - label_w, theme.SIZE_SMALL)[:2]) for label, value in facts]
    head_h = draw.line_height(theme.SIZE_BODY, True) + 2
    room_h = inner.height - head_h - _talk_height(text, inner.width) - 18 - _go_height(text) - 10
    plan = None
    for name_size in (draw.fit(text.name, inner.width, theme.SIZE_TITLE, theme.SIZE_LARGE, True), theme.SIZE_LARGE):
        for keep in range(len(fact_lines), -1, -1):
            for size in (theme.SIZE_BODY, theme.SIZE_SMALL):
                need = (draw.line_height(name_size, True) + 6
                        + len(draw.wrap(text.summary, inner.width, size)) * (draw.line_height(size) + 2)
                        + sum(len(lines) for _, lines in fact_lines[:keep]) * step + 10)
                if need <= room_h:
                    plan = (name_size, keep, size)
                    break
            if plan:
                break
        if plan:
            break
    name_size, keep, size = plan or (theme.SIZE_LARGE, 0, theme.SIZE_SMALL)
    y = float(inner.top)
    draw.text(s, draw.cut(text.heading, inner.width, theme.SIZE_BODY, True), (inner.left, y), theme.SIZE_BODY,
              theme.DIM, True)
    y += head_h
    draw.text(s, draw.cut(text.name, inner.width, name_size, True), (inner.left, y), name_size, theme.ACCENT, True)
    y += draw.line_height(name_size, True) + 6
    y = _draw_talk(s, pygame.Rect(inner.left, round(y), inner.width, 0), text) + 12
    bottom = inner.bottom - _go_height(text)
    y = draw.paragraph(s, text.summary, pygame.Rect(inner.left, round(y), inner.width, round(bottom - y)), size,
                       theme.TEXT, 2) + 10
    for label, lines in fact_lines[:keep]:
        draw.text(s, label + ":", (inner.left, y), theme.SIZE_SMALL, theme.DIM, True)
        for line in lines:
            draw.text(s, line, (inner.left + label_w, y), theme.SIZE_SMALL, theme.TEXT)
            y += step
    _draw_go(s, pygame.Rect(inner.left, round(bottom), inner.width, inner.bottom - round(bottom)), text, now)


def _talk_lines(text: RevealText, width: int) -> list[str]:
    return draw.wrap(text.talk, width - 76, theme.SIZE_LARGE, True)[:2]


def _talk_height(text: RevealText, width: int) -> int:
    return round(draw.line_height(theme.SIZE_LARGE, True) * len(_talk_lines(text, width)) + 12)


def _draw_talk(s: pygame.Surface, r: pygame.Rect, text: RevealText) -> float:
    """The talk policy in big words on a band of its colour, after a speech bubble (crossed out when talking is
    forbidden); one line, or two when it does not fit. Returns the y below the band."""
    room = r.width - 76
    lines = _talk_lines(text, r.width)
    step = draw.line_height(theme.SIZE_LARGE, True)
    band = pygame.Rect(r.left, r.top, r.width, _talk_height(text, r.width))
    draw.rect(s, TALK_OK if text.talk_allowed else TALK_NO, band)
    _bubble(s, (band.left + 32, band.centery), text.talk_allowed)
    y: float = band.top + 6
    for line in lines:
        draw.text(s, draw.cut(line, room, theme.SIZE_LARGE, True), (band.left + 66, y), theme.SIZE_LARGE, theme.TEXT,
                  True)
        y += step
    return band.bottom


def _go_height(text: RevealText) -> float:
    return draw.line_height(theme.SIZE_BODY, True) + 8 + (draw.line_height(theme.SIZE_SMALL) if text.count else 0)


def _draw_go(s: pygame.Surface, r: pygame.Rect, text: RevealText, now: float) -> None:
    """Whom the reveal waits for: a blinking LOCK box before the words."""
    y = r.top + 6
    on = int(now * 2) % 2 == 0
    draw.rect(s, theme.ACCENT, (r.left, y + 4, 22, 22), 0 if on else 3)
    draw.text(s, draw.cut(text.go, r.width - 34, theme.SIZE_BODY, True), (r.left + 34, y), theme.SIZE_BODY,
              theme.ACCENT, True)
    if text.count:
        draw.text(s, draw.cut(text.count, r.width - 34, theme.SIZE_SMALL), (r.left + 34,
                  y + draw.line_height(theme.SIZE_BODY, True)), theme.SIZE_SMALL, theme.DIM)


def _bubble(s: pygame.Surface, center: tuple[float, float], allowed: bool) -> None:
    """A speech bubble; crossed out when talking is forbidden (the words say it too)."""
    cx, cy = center
    draw.rect(s, (255, 255, 255), (cx - 18, cy - 14, 36, 22))
    draw.polygon(s, (255, 255, 255), [(cx - 10, cy + 8), (cx - 2, cy + 8), (cx - 12, cy + 17)])
    for i in range(3):
        draw.rect(s, (40, 40, 50), (cx - 11 + i * 9, cy - 5, 4, 4))
    if not allowed:
        draw.line(s, (255, 255, 255), (cx - 22, cy - 20), (cx + 22, cy + 20), 7)
        draw.line(s, TALK_NO, (cx - 22, cy - 20), (cx + 22, cy + 20), 3)
