"""Outspeed's part of the results screen (OS-70..OS-73): the headline — the winner, a shared victory, the last
Ship standing (OS-72) or nobody left with the offer to play again (OS-73) — and every Ship in finishing
order with its zone, Fuel and Bonus tokens (or when and why it went out), plus the tie-break that decided a
shared leading zone (most Fuel, then most tokens, else shared: OS-71)."""
from __future__ import annotations

from typing import Any, Mapping

import pygame

from host.screen import draw, theme
from host.screen.table.scene import table_words
from host.screen.table.words import who


def _words() -> dict[str, Any]:
    return table_words("host.screen.games.outspeed")


def shows_scores(view: Mapping[str, Any]) -> bool:
    """Outspeed keeps no points: the details list zones, Fuel and tokens instead."""
    return False


def standing(view: Mapping[str, Any]) -> list[str]:
    """Seats in finishing order: Ships on the track by zone, Fuel, tokens; then the eliminated, latest first."""
    ships = view["ships"]

    def key(c: str) -> tuple:
        s = ships[c]
        if s.get("out") or s.get("zone") is None:
            return (1, -int((s.get("out") or {}).get("turn") or 0), 0, 0)
        return (0, -int(s["zone"]), -int(s.get("fuel", 0)), -int(s.get("tokens", 0)))

    return sorted(view["seats"], key=key)


def tie_break(view: Mapping[str, Any]) -> str | None:
    """Which tie-break decided the leading zone (OS-71), in words; None when one Ship led alone."""
    said = _words().get("results", {})
    ships = view["ships"]
    on = [c for c in view["seats"] if ships[c].get("zone") is not None and not ships[c].get("out")]
    if len(on) < 2:
        return None
    top = max(ships[c]["zone"] for c in on)
    leaders = [c for c in on if ships[c]["zone"] == top]
    if len(leaders) < 2:
        return None
    winners = set(view.get("winners") or ())
    if winners == set(leaders):
        return said.get("tie_shared")
    best_fuel = max(ships[c].get("fuel", 0) for c in leaders)
    if sum(1 for c in leaders if ships[c].get("fuel", 0) == best_fuel) == 1:
        return str(said.get("tie_fuel", "")).format(zone=top)
    return said.get("tie_tokens")


def headline(view: Mapping[str, Any]) -> str:
    """One line that fits the results screen at every size (the seats below carry the letters)."""
    said = _words().get("results", {})
    winners = list(view.get("winners") or ())
    if not winners:
        return str(said.get("nobody", "Nobody is left: no winner. Play again?"))
    ships = view["ships"]
    standing_ships = [c for c in view["seats"] if not ships[c].get("out") and ships[c].get("zone") is not None]
    if len(winners) > 1:
        return str(said.get("shared", "Shared victory: {who}")).format(who=who(winners))
    if len(standing_ships) == 1 and len(view["seats"]) > 1:
        return str(said.get("last", "Last Ship standing: {who}")).format(who=who(winners))
    return str(said.get("winner", "Winner: {who}")).format(who=who(winners))


def draw_details(surface: pygame.Surface, left_top: tuple[int, int], view: Mapping[str, Any]) -> None:
    """The Ships in finishing order, one line each, in a panel from ``left_top`` to the frame's right edge."""
    said = _words()
    res = said.get("results", {})
    seat_words = said.get("seat", {})
    order = standing(view)
    tie = tie_break(view)
    width = theme.LOGICAL_SIZE[0] - 40 - left_top[0]
    head = 56 + (36 if tie else 0)
    rb = pygame.Rect(left_top[0], left_top[1], width, head + 54 * len(order) + 8)
    draw.panel(surface, rb)
    draw.text(surface, str(res.get("details", "Ships")), (rb.left + 20, rb.top + 14), theme.SIZE_BODY, theme.DIM,
              True)
    if tie:
        draw.text(surface, draw.cut(tie, rb.width - 40, theme.SIZE_SMALL), (rb.left + 20, rb.top + 52),
                  theme.SIZE_SMALL, theme.ACCENT)
    room = rb.width - 100
    winners = set(view.get("winners") or ())
    for i, c in enumerate(order):
        y = rb.top + head + 54 * i
        ship = view["ships"][c]
        draw.piece(surface, c, (rb.left + 40, y + 22), 30, c in winners)
        out = ship.get("out")
        if out:
            why = seat_words.get("out_why", {}).get(out.get("why"), seat_words.get("out", "out, turn {turn}"))
            line = why.format(turn=out.get("turn"))
            colour = theme.DIM
        else:
            n = int(ship.get("tokens", 0))
            parts = (str(res.get("zone", "zone {zone}")).format(zone=ship.get("zone")),
                     str(res.get("fuel", "{fuel} Fuel")).format(fuel=ship.get("fuel", 0)),
                     str(res.get("token", "1 token") if n == 1 else res.get("tokens", "{n} tokens")).format(n=n))
            line = " · ".join(parts)
            colour = theme.TEXT
        draw.text(surface, draw.cut(f"{i + 1}. {theme.name(c)}  {line}", room, theme.SIZE_BODY), (rb.left + 80, y + 6),
                  theme.SIZE_BODY, colour)
