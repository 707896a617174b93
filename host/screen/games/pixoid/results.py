"""Pixoid's part of the results screen: the winners' headline (PX-37; Short Game PX-39/PX-40) and a
per-round summary (who was Pixoid, caught or escaped and by whom, reserve and Bonus cubes, turns, points —
PX-31, PX-32)."""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw, theme
from host.screen.table.words import who


def shows_scores(view: dict[str, Any]) -> bool:
    """The Short Game keeps no victory points (PX-38)."""
    return view.get("variant") != "short"


def headline(view: dict[str, Any]) -> str:
    """One line that fits the results screen at every size (the seats below carry the letters)."""
    winners = list(view.get("winners") or ())
    if view.get("variant") == "short":
        if winners == [view["pixoid"]]:
            return f"{view['pixoid'].capitalize()} as Pixoid collected 12 cubes and wins!"
        return "The Bugs caught Pixoid and win together: " + who(winners)
    label = "Winner" if len(winners) == 1 else "Shared victory"
    return f"{label}: " + who(winners)


def draw_details(surface: pygame.Surface, left_top: tuple[int, int], view: dict[str, Any]) -> None:
    """The rounds, two lines each, in a panel from ``left_top`` to the frame's right edge."""
    rounds = view["rounds"]
    width = theme.LOGICAL_SIZE[0] - 40 - left_top[0]
    rb = pygame.Rect(left_top[0], left_top[1], width, 60 + 70 * max(1, len(rounds)))
    draw.panel(surface, rb)
    draw.text(surface, "Rounds", (rb.left + 20, rb.top + 14), theme.SIZE_BODY, theme.DIM, True)
    room = rb.width - 100
    for i, r in enumerate(rounds):
        y = rb.top + 56 + 70 * i
        draw.piece(surface, r["pixoid"], (rb.left + 40, y + 24), 30, True)
        how = "caught" if r["caught"] else "escaped"
        if r["caught"] and r["catchers"]:
            how += " by " + who(r["catchers"])
        draw.text(surface, draw.cut(f"{i + 1}. {r['pixoid'].capitalize()} {how}", room, theme.SIZE_BODY, True),
                  (rb.left + 80, y - 2), theme.SIZE_BODY, theme.TEXT, True)
        pts = "  ".join(f"{theme.letter(p)} +{n}" for p, n in r["points"].items())
        line = " · ".join(part for part in (f"{r['turns']} turns", f"{r['reserve_taken']} + {r['bonus']} cubes",
                                            pts) if part)      # the Short Game has no points (PX-38)
        draw.text(surface, draw.cut(line, room, theme.SIZE_SMALL), (rb.left + 80, y + 31), theme.SIZE_SMALL,
                  theme.DIM)
