"""Summary statistics over finished Outspeed games for ``eightbit simulate outspeed`` (issue 11 item 5): win
share by seat, how games ended (Finish Line OS-70/OS-71, last Ship standing OS-72, nobody left OS-73),
eliminations by cause and by turn (OS-57..OS-61), mean finishing zone and Fuel, Bonus token plays by type,
route choice share per tile, the 5-6 player flip (OS-63); and the lines that print them.

``results`` are ``Game.result(state)`` dicts (plus the host's ``seed``): ``winners``, ``no_winner``, ``seats``
{colour: {zone, fuel, tokens, eliminated: None | {turn, why}}}, ``turns``, ``flipped``, ``plays`` {token: n}
and ``routes`` [{tile, red, yellow, green}, ...] (one entry per turn programmed).
"""
from __future__ import annotations

from typing import Any

from games.outspeed.bonus import NAMES, TOKENS
from games.outspeed.tiles import ROUTES

CAUSES = ("fuel", "track", "board")
"""Why a Ship left the race: Fuel (OS-59, OS-61), off the rear (OS-58), on a removed board (OS-57)."""
ENDINGS = ("finish_line", "last_ship", "nobody")


def _ending(r: dict[str, Any]) -> str:
    if r.get("no_winner"):
        return "nobody"
    alive = sum(s["eliminated"] is None for s in r["seats"].values())
    return "finish_line" if alive >= 2 else "last_ship"


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def summarise(results: list[dict[str, Any]], players: list[str]) -> dict[str, Any]:
    games = max(len(results), 1)
    wins = {p: 0.0 for p in players}
    endings = {k: 0 for k in ENDINGS}
    by_cause = {c: 0 for c in CAUSES}
    by_turn: dict[int, int] = {}
    zones: list[float] = []
    fuel: list[float] = []
    winner_zones: list[float] = []
    plays = {t: 0 for t in TOKENS}
    recorded_plays = 0
    choices: dict[int, dict[str, int]] = {}
    for r in results:
        for w in r["winners"]:
            wins[w] = wins.get(w, 0.0) + 1.0 / len(r["winners"])
        endings[_ending(r)] += 1
        for seat, s in r["seats"].items():
            out = s["eliminated"]
            if out is None:
                zones.append(s["zone"])
                fuel.append(s["fuel"])
                if seat in r["winners"]:
                    winner_zones.append(s["zone"])
                continue
            by_cause[out["why"]] = by_cause.get(out["why"], 0) + 1
            by_turn[out["turn"]] = by_turn.get(out["turn"], 0) + 1
        if "plays" in r:
            recorded_plays += 1
            for t, n in r["plays"].items():
                plays[t] = plays.get(t, 0) + n
        for turn in r.get("routes", ()):
            tile = choices.setdefault(turn["tile"], {c: 0 for c in ROUTES})
            for c in ROUTES:
                tile[c] += turn.get(c, 0)
    eliminated = sum(by_cause.values())
    return {
        "games": len(results),
        "win_share": {p: wins[p] / games for p in players},
        "endings": {k: n / games for k, n in endings.items()},
        "mean_turns": _mean([r["turns"] for r in results if "turns" in r]),
        "flip_share": _mean([float(r["flipped"]) for r in results if "flipped" in r]) if len(players) >= 5 else None,
        "eliminations_per_game": eliminated / games,
        "eliminations_by_cause": {c: n / games for c, n in by_cause.items()},
        "eliminations_by_turn": {t: n / games for t, n in sorted(by_turn.items())},
        "mean_finishing_zone": _mean(zones),
        "mean_finishing_fuel": _mean(fuel),
        "mean_winning_zone": _mean(winner_zones),
        "token_plays_per_game": {t: n / recorded_plays for t, n in plays.items()} if recorded_plays else None,
        "route_share_per_tile": {t: {c: n / max(sum(c_n.values()), 1) for c, n in c_n.items()}
                                 for t, c_n in sorted(choices.items())},
        "route_choices_per_tile": {t: sum(c_n.values()) for t, c_n in sorted(choices.items())},
    }


def _pct(x: float) -> str:
    return f"{x * 100:.1f}%"


def _num(x: float | None, digits: int = 1) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def summary_lines(summary: dict[str, Any], options: dict[str, Any]) -> list[str]:
    """The printed summary (``simulate`` without ``--json``) of games played with ``options``."""
    s = summary
    e = s["endings"]
    lines = ["  win share by seat     " + "  ".join(f"{c} {_pct(v)}" for c, v in s["win_share"].items()),
             f"  how games end         Finish Line {_pct(e['finish_line'])}, last Ship standing "
             f"{_pct(e['last_ship'])}, nobody left {_pct(e['nobody'])}",
             f"  turns played          {_num(s['mean_turns'])} per game"]
    if s.get("flip_share") is not None:
        lines.append(f"  tiles flipped to 3-4  in {_pct(s['flip_share'])} of games")
    causes = ", ".join(f"{c} {n:.2f}" for c, n in s["eliminations_by_cause"].items())
    lines.append(f"  eliminations          {s['eliminations_per_game']:.2f} per game ({causes})")
    turns = s["eliminations_by_turn"]
    lines.append("  eliminated on turn    " + ("  ".join(f"{t}: {n:.2f}" for t, n in turns.items()) if turns else "never"))
    lines.append(f"  at the end            zone {_num(s['mean_finishing_zone'])}, Fuel "
                 f"{_num(s['mean_finishing_fuel'])} per Ship still racing; the winner on zone "
                 f"{_num(s['mean_winning_zone'])}")
    plays = s["token_plays_per_game"]
    lines.append("  token plays per game  " + ("  ".join(f"{NAMES.get(t, t)} {n:.2f}" for t, n in plays.items())
                                                if plays is not None else "not recorded"))
    shares = s["route_share_per_tile"]
    if not shares:
        lines.append("  route choices         not recorded")
        return lines
    lines.append("  route choices         (share of the Ships programming each tile: red / yellow / green)")
    for tile, share in shares.items():
        lines.append(f"    tile {tile:>2}  " + " / ".join(f"{share[c] * 100:4.0f}%" for c in ROUTES)
                     + f"   ({s['route_choices_per_tile'][tile]} choices)")
    return lines
