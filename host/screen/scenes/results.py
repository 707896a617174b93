"""The results screen: final scores, the winners (PX-37; Short Game PX-39/PX-40) and a per-round summary
(who was Pixoid, caught or escaped, reserve and Bonus cubes, turns, points — PX-31, PX-32).
"""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import draw, theme
from host.screen.intents import Intent
from host.screen.scenes.base import Scene


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app: Any, view: dict[str, Any], journal: str | None = None) -> None:
        super().__init__(app)
        self.view = view
        self.journal = journal

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("confirm", "lock"):
            self.app.to_lobby()
            return True
        if intent.kind == "back" or (intent.kind == "letter" and intent.value == "q"):
            self.app.quit()
            return True
        return False

    def hints(self) -> list[tuple[str, str]]:
        return [("Enter", "new game (lobby)"), ("Esc", "quit"), ("H", "rules"), ("F11", "fullscreen")]

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view
        surface.fill(theme.BG)
        draw.text(surface, "RESULTS", (640, 22), theme.SIZE_TITLE, theme.ACCENT, True, "midtop")
        winners = list(v.get("winners") or ())
        short = v.get("variant") == "short"
        if short:
            if winners == [v["pixoid"]]:
                headline = f"{theme.name(v['pixoid'])} as Pixoid collected 12 cubes and wins!"
            else:
                headline = "The Bugs caught Pixoid and win together: " + ", ".join(theme.name(w) for w in winners)
        else:
            label = "Winner" if len(winners) == 1 else "Shared victory"
            headline = f"{label}: " + ", ".join(theme.name(w) for w in winners)
        draw.text(surface, headline, (640, 96), theme.SIZE_LARGE, theme.TEXT, True, "midtop")
        # scores
        box = pygame.Rect(60, 160, 420, 60 + 64 * len(v["players"]))
        draw.panel(surface, box)
        draw.text(surface, "Scores" if not short else "Players", (box.left + 20, box.top + 14), theme.SIZE_BODY,
                  theme.DIM, True)
        order = sorted(v["players"], key=lambda p: -v["scores"].get(p, 0))
        for i, p in enumerate(order):
            y = box.top + 60 + 64 * i
            draw.piece(surface, p, (box.left + 44, y + 26), 40, False)
            draw.text(surface, theme.name(p), (box.left + 84, y + 10), theme.SIZE_LARGE, theme.TEXT, True)
            if not short:
                draw.text(surface, str(v["scores"].get(p, 0)), (box.right - 24, y + 8), theme.SIZE_LARGE,
                          theme.ACCENT, True, "topright")
            if p in winners:
                draw.text(surface, "WIN", (box.right - (110 if not short else 24), y + 14), theme.SIZE_BODY,
                          theme.GOOD, True, "topright")
        # rounds
        rb = pygame.Rect(520, 160, 700, 60 + 70 * max(1, len(v["rounds"])))
        draw.panel(surface, rb)
        draw.text(surface, "Rounds", (rb.left + 20, rb.top + 14), theme.SIZE_BODY, theme.DIM, True)
        for i, r in enumerate(v["rounds"]):
            y = rb.top + 56 + 70 * i
            draw.piece(surface, r["pixoid"], (rb.left + 40, y + 24), 30, True)
            how = "caught" if r["caught"] else "escaped"
            if r["caught"] and r["catchers"]:
                how += " by " + ", ".join(theme.letter(c) for c in r["catchers"])
            draw.text(surface, f"{i + 1}. {theme.name(r['pixoid'])} {how}", (rb.left + 80, y), theme.SIZE_BODY,
                      theme.TEXT, True)
            pts = "  ".join(f"{theme.letter(p)} +{n}" for p, n in r["points"].items())
            draw.text(surface, f"{r['turns']} turns, {r['reserve_taken']} reserve + {r['bonus']} bonus cubes   {pts}",
                      (rb.left + 80, y + 30), theme.SIZE_SMALL, theme.DIM)
        if self.journal:
            draw.text(surface, f"Journal: {self.journal}", (60, 650), theme.SIZE_SMALL, theme.DIM)
        draw.key_hints(surface, self.hints(), (28, 694), theme.SIZE_SMALL)
