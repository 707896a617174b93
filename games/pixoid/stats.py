"""Summary statistics over finished Pixoid games for ``eightbit simulate`` (catch rate, turns survived,
points by role, wins by seat), and the lines that print them."""
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


def summary_lines(summary: dict[str, Any], options: dict[str, Any]) -> list[str]:
    """The printed summary (``simulate`` without ``--json``) of games played with ``options``."""
    lines = [f"  catch rate            {summary['catch_rate'] * 100:5.1f} % of rounds",
             f"  turns survived        {summary['mean_turns_survived']:5.2f} per round (reserve cubes taken)",
             f"  bonus cubes           {summary['mean_bonus']:5.2f} per round"]
    if options.get("variant", "standard") == "standard":
        lines += [f"  points as Pixoid      {summary['mean_points_pixoid']:5.2f} per round",
                  f"  points as a Bug       {summary['mean_points_bug']:5.2f} per round"]
    lines.append("  win share by seat     " + "  ".join(f"{c} {share * 100:.1f}%"
                                                       for c, share in summary["win_share"].items()))
    return lines
