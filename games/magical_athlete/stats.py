"""Summary statistics over finished Magical Athlete games for ``eightbit simulate`` (issue 21 item 5): win
share by seat, and per racer the balance table a designer wants — how often it is drafted (pick rate), how
often a drafted racer is raced, and how often a raced racer wins its race (1st) or places (1st or 2nd)."""
from __future__ import annotations

from typing import Any


def _names(value: Any) -> list[str]:
    return list(value) if isinstance(value, list) else [value]


def summarise(results: list[dict[str, Any]], players: list[str]) -> dict[str, Any]:
    games = max(len(results), 1)
    wins = {p: sum(p in r.get("winners", ()) for r in results) for p in players}
    drafted: dict[str, int] = {}
    raced: dict[str, int] = {}
    first: dict[str, int] = {}
    placed: dict[str, int] = {}
    for r in results:
        for p in r.get("players", {}).values():
            for n in p["racers"]:
                drafted[n] = drafted.get(n, 0) + 1
        for race in r.get("races", ()):
            for value in race["racers"].values():
                for n in _names(value):
                    raced[n] = raced.get(n, 0) + 1
            # a seat's racer that finished: in the double variants the seat's racers share the place
            for key, table in (("first", first), ("second", placed)):
                seat = race.get(key)
                if seat is None:
                    continue
                for n in _names(race["racers"].get(seat, [])):
                    table[n] = table.get(n, 0) + 1
    racers = {}
    for n in sorted(set(drafted) | set(raced)):
        ran = raced.get(n, 0)
        racers[n] = {"pick_rate": drafted.get(n, 0) / games, "raced": ran,
                     "win_rate": first.get(n, 0) / ran if ran else 0.0,
                     "place_rate": (first.get(n, 0) + placed.get(n, 0)) / ran if ran else 0.0}
    return {"games": len(results), "win_share": {p: wins[p] / games for p in players}, "racers": racers}


def summary_lines(summary: dict[str, Any], options: dict[str, Any]) -> list[str]:
    lines = ["  win share by seat     " + "  ".join(f"{p} {v * 100:.1f}%" for p, v in summary["win_share"].items()),
             "  racer            picked/game  raced   won race  placed 1st-2nd"]
    table = sorted(summary["racers"].items(), key=lambda kv: -kv[1]["win_rate"])
    for name, r in table:
        lines.append(f"    {name:<16} {r['pick_rate']:>6.2f}   {r['raced']:>6}   {r['win_rate'] * 100:>6.1f}%   "
                     f"{r['place_rate'] * 100:>6.1f}%")
    return lines
