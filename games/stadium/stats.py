"""Summary statistics over finished Stadium games for ``eightbit simulate`` (issue 12 item 5): win share by
team and by whether the team held the First Player token first, draws, medals won (and lost, ST-DOPE-06) per
trial, mean Energy before the Finals, trials that hit the step cap; and the lines that print them."""
from __future__ import annotations

from typing import Any

from games.stadium.trial import MEDALS, TEAMS


def summarise(results: list[dict[str, Any]], players: list[str]) -> dict[str, Any]:
    games = max(len(results), 1)
    wins = {t: sum(r["winner"] == t for r in results) for t in TEAMS}
    draws = sum(r["winner"] is None for r in results)
    token_wins = sum(r["winner"] == r["first_team"] for r in results)
    per_trial: dict[str, dict[str, int]] = {}
    played: dict[str, int] = {}
    capped: dict[str, int] = {}
    lost: dict[str, int] = {}
    for r in results:
        for t in r["trials"]:
            played[t["id"]] = played.get(t["id"], 0) + 1
            board = per_trial.setdefault(t["id"], {m: 0 for m in MEDALS})
            for a in t["awards"]:
                if a["change"] > 0:
                    board[a["medal"]] += a["change"]
                else:
                    lost[t["id"]] = lost.get(t["id"], 0) - a["change"]
            if t.get("forced"):
                capped[t["id"]] = capped.get(t["id"], 0) + 1
    finals = [e for r in results if r.get("finals_energy") for e in r["finals_energy"].values()]
    return {
        "games": len(results),
        "win_share": {t: wins[t] / games for t in TEAMS},
        "draw_share": draws / games,
        "token_team_win_share": token_wins / games,
        "other_team_win_share": (games - draws - token_wins) / games if results else 0.0,
        "medals_per_trial": {t: {m: n / played[t] for m, n in b.items()} for t, b in sorted(per_trial.items())},
        "medals_lost_per_trial": {t: n / played[t] for t, n in sorted(lost.items())},
        "trials_played": dict(sorted(played.items())),
        "mean_energy_before_finals": sum(finals) / len(finals) if finals else None,
        "step_cap_hits": dict(sorted(capped.items())),
    }


def summary_lines(summary: dict[str, Any], options: dict[str, Any]) -> list[str]:
    s = summary
    lines = ["  win share by team     " + "  ".join(f"{t} {v * 100:.1f}%" for t, v in s["win_share"].items())
             + f"  draws {s['draw_share'] * 100:.1f}%",
             f"  first token's team    won {s['token_team_win_share'] * 100:.1f}%, the other team "
             f"{s['other_team_win_share'] * 100:.1f}%"]
    energy = s["mean_energy_before_finals"]
    lines.append(f"  Energy before Finals  {energy:.1f} per player" if energy is not None
                 else "  Energy before Finals  (no Final played)")
    lines.append("  medals per trial      (Gold / Silver / Bronze per play)")
    for t, b in s["medals_per_trial"].items():
        lost = s["medals_lost_per_trial"].get(t)
        lines.append(f"    {t:<14} {b['gold']:.2f} / {b['silver']:.2f} / {b['bronze']:.2f}  "
                     f"({s['trials_played'][t]} played{f', {lost:.2f} lost per play' if lost else ''})")
    caps = s["step_cap_hits"]
    lines.append("  step cap reached      " + (", ".join(f"{t} {n}x" for t, n in caps.items()) if caps else "never"))
    return lines
