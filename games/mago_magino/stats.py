"""Summary statistics over finished Mago Magino games for ``eightbit simulate mago_magino`` (issue 22 item 5):
the win share by seat, the game length in turns, how often the arrow turns and bewitches (MM-12, MM-30),
children freed (MM-44..MM-46), rolls again (MM-47) and crystals delivered (MM-28); and the lines that print them.

``results`` are ``Game.result(state)`` dicts plus the host's ``seed``: ``winners``, ``turns``,
``players`` {colour: {crystals}} and ``counts``.
"""
from __future__ import annotations

from typing import Any


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def summarise(results: list[dict[str, Any]], players: list[str]) -> dict[str, Any]:
    games = len(results)
    wins = {p: sum(p in r["winners"] for r in results) for p in players}
    turns = sorted(r["turns"] for r in results)
    counts: dict[str, float] = {}
    for key in ("arrow_turns", "bewitched", "freed", "rolls_again", "delivered"):
        counts[key] = _mean([r.get("counts", {}).get(key, 0) for r in results])
    arrow = sum(r.get("counts", {}).get("arrow_turns", 0) for r in results)
    bewitched = sum(r.get("counts", {}).get("bewitched", 0) for r in results)
    crystals = {p: _mean([r["players"][p]["crystals"] for r in results]) for p in players}
    return {"games": games, "wins": wins, "turns_mean": _mean(turns),
            "turns_median": turns[len(turns) // 2] if turns else 0, "turns_max": turns[-1] if turns else 0,
            "per_game": counts, "bewitched_per_arrow": bewitched / arrow if arrow else 0.0,
            "crystals_mean": crystals}


def summary_lines(summary: dict[str, Any], options: dict[str, Any]) -> list[str]:
    games = summary["games"] or 1
    per = summary["per_game"]
    lines = [f"games: {summary['games']}"]
    lines += [f"{p} won {n} ({100 * n / games:.0f}%), {summary['crystals_mean'][p]:.2f} crystals home on average"
              for p, n in summary["wins"].items()]
    lines.append(f"game length: {summary['turns_mean']:.1f} turns on average (median {summary['turns_median']}, "
                 f"longest {summary['turns_max']})")
    lines.append(f"witch arrow: turned {per['arrow_turns']:.1f} times a game, {per['bewitched']:.1f} children "
                 f"bewitched a game ({summary['bewitched_per_arrow']:.2f} per turn of the arrow)")
    lines.append(f"freed {per['freed']:.1f} children a game, {per['rolls_again']:.1f} rolls again, "
                 f"{per['delivered']:.1f} crystals delivered")
    return lines
