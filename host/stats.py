"""Summary statistics over finished Pixoid games (catch rate, turns survived, points by role, wins by seat)."""
from __future__ import annotations

from typing import Any


def summarise(results: list[dict[str, Any]], players: list[str]) -> dict[str, Any]:
    rounds = [r for res in results for r in res["rounds"]]
    n_rounds = max(len(rounds), 1)
    pix_points: list[int] = []
    bug_points: list[int] = []
    for res in results:
        if res.get("variant") == "short":
            continue
        for r in res["rounds"]:
            pts = r["bonus"] + (r["reserve_taken"] if r["caught"] else 12)
            pix_points.append(pts)
            bug_points.extend([12 - r["reserve_taken"] if r["caught"] else 0] * (len(players) - 1))
    wins = {p: 0.0 for p in players}
    for res in results:
        for w in res["winners"]:
            wins[w] += 1.0 / len(res["winners"])
    games = max(len(results), 1)
    return {
        "rounds": len(rounds),
        "catch_rate": sum(r["caught"] for r in rounds) / n_rounds,
        "mean_turns_survived": sum(r["reserve_taken"] for r in rounds) / n_rounds,
        "mean_bonus": sum(r["bonus"] for r in rounds) / n_rounds,
        "mean_points_pixoid": sum(pix_points) / max(len(pix_points), 1),
        "mean_points_bug": sum(bug_points) / max(len(bug_points), 1),
        "win_share": {p: wins[p] / games for p in players},
    }
