"""Outspeed's simulate summary (games/outspeed/stats.py): win share by seat, how games end (OS-70..OS-73),
eliminations by cause and turn (OS-57..OS-61), finishing zone and Fuel, token plays, route shares per tile,
the flip (OS-63); over hand-made results and real games."""
from __future__ import annotations

import pytest

from games.outspeed.stats import summarise, summary_lines
from games.outspeed.tiles import ROUTES
from host.simulation import Batch, play_batch

PLAYERS = ["red", "blue", "green"]


def seat(zone: int | None, fuel: int, out: tuple[int, str] | None = None) -> dict:
    return {"zone": zone, "fuel": fuel, "tokens": 0,
            "eliminated": None if out is None else {"turn": out[0], "why": out[1]}}


def result(winners: list[str], seats: dict, turns: int = 13, no_winner: bool = False, **extra) -> dict:
    return {"winners": winners, "no_winner": no_winner, "seats": seats, "turns": turns, "flipped": False, **extra}


RESULTS = [
    # a Finish Line win; blue out of Fuel on turn 9
    result(["red"], {"red": seat(27, 4), "blue": seat(None, 0, (9, "fuel")), "green": seat(24, 6)},
           plays={"nitro": 2, "flamethrower": 1}, routes=[{"tile": 1, "red": 1, "yellow": 1, "green": 1},
                                                          {"tile": 12, "red": 0, "yellow": 3, "green": 0}]),
    # a shared win on the tie-break (OS-71)
    result(["red", "green"], {"red": seat(20, 5), "blue": seat(18, 2), "green": seat(20, 5)},
           plays={"nitro": 0, "fuel_tank": 3}, routes=[{"tile": 1, "red": 3, "yellow": 0, "green": 0}]),
    # the last Ship standing on turn 7 (OS-72): two left on a removed board
    result(["blue"], {"red": seat(None, 3, (7, "board")), "blue": seat(16, 8), "green": seat(None, 2, (7, "board"))},
           turns=7, plays={}, routes=[]),
    # nobody left (OS-73)
    result([], {"red": seat(None, 0, (5, "fuel")), "blue": seat(None, 1, (5, "track")),
                "green": seat(None, 0, (5, "fuel"))}, turns=5, no_winner=True, plays={}, routes=[]),
]


# OS-71
def test_os70_os71_win_share_by_seat_splits_a_shared_win():
    s = summarise(RESULTS, PLAYERS)
    assert s["games"] == 4
    assert s["win_share"] == {"red": 1.5 / 4, "blue": 1 / 4, "green": 0.5 / 4}


# OS-72, OS-73
def test_os72_os73_how_games_end():
    assert summarise(RESULTS, PLAYERS)["endings"] == {"finish_line": 0.5, "last_ship": 0.25, "nobody": 0.25}


# OS-57, OS-58, OS-59
def test_os57_os58_os59_eliminations_by_cause_and_by_turn():
    s = summarise(RESULTS, PLAYERS)
    assert s["eliminations_per_game"] == 6 / 4
    assert s["eliminations_by_cause"] == {"fuel": 3 / 4, "track": 1 / 4, "board": 2 / 4}
    assert s["eliminations_by_turn"] == {5: 3 / 4, 7: 2 / 4, 9: 1 / 4}


def test_mean_finishing_zone_and_fuel_over_ships_still_racing():
    s = summarise(RESULTS, PLAYERS)
    assert s["mean_finishing_zone"] == pytest.approx((27 + 24 + 20 + 18 + 20 + 16) / 6)
    assert s["mean_finishing_fuel"] == pytest.approx((4 + 6 + 5 + 2 + 5 + 8) / 6)
    assert s["mean_winning_zone"] == pytest.approx((27 + 20 + 20 + 16) / 4)
    assert s["mean_turns"] == pytest.approx((13 + 13 + 7 + 5) / 4)


def test_token_plays_by_type_and_route_share_per_tile():
    s = summarise(RESULTS, PLAYERS)
    plays = s["token_plays_per_game"]
    assert plays["nitro"] == 2 / 4 and plays["fuel_tank"] == 3 / 4 and plays["ion_cannon"] == 0
    assert s["route_share_per_tile"][1] == {"red": 4 / 6, "yellow": 1 / 6, "green": 1 / 6}
    assert s["route_share_per_tile"][12] == {"red": 0, "yellow": 1, "green": 0}
    assert s["route_choices_per_tile"] == {1: 6, 12: 3}


def test_summary_lines_print_every_figure():
    lines = summary_lines(summarise(RESULTS, PLAYERS), {})
    text = "\n".join(lines)
    assert lines[0] == "  win share by seat     red 37.5%  blue 25.0%  green 12.5%"
    assert "Finish Line 50.0%, last Ship standing 25.0%, nobody left 25.0%" in text
    assert "eliminations          1.50 per game (fuel 0.75, track 0.25, board 0.50)" in text
    assert "eliminated on turn    5: 0.75  7: 0.50  9: 0.25" in text
    assert "Nitro 0.50" in text and "Fuel Tank 0.75" in text
    assert "    tile  1    67% /   17% /   17%   (6 choices)" in lines
    assert "flipped" not in text                                         # 3 players: no flip line (OS-63)


def test_results_without_counts_say_not_recorded():
    bare = [{k: v for k, v in r.items() if k not in ("plays", "routes")} for r in RESULTS]
    s = summarise(bare, PLAYERS)
    assert s["token_plays_per_game"] is None and s["route_share_per_tile"] == {}
    text = "\n".join(summary_lines(s, {}))
    assert "token plays per game  not recorded" in text and "route choices         not recorded" in text


def test_no_games_give_an_empty_summary():
    s = summarise([], PLAYERS)
    assert s["games"] == 0 and s["mean_finishing_zone"] is None
    assert summary_lines(s, {})


# OS-63
@pytest.mark.parametrize("players", [4, 6])
def test_os63_real_games_summarise_consistently(players: int):
    names = ["red", "blue", "green", "yellow", "purple", "orange"][:players]
    results = play_batch(Batch("outspeed", {"players": names}, "random", 7, 40), 1)
    s = summarise(results, names)
    nobody = s["endings"]["nobody"]
    assert sum(s["win_share"].values()) + nobody == pytest.approx(1.0)
    assert sum(s["endings"].values()) == pytest.approx(1.0)
    assert s["eliminations_per_game"] == pytest.approx(sum(s["eliminations_by_cause"].values()))
    assert s["eliminations_per_game"] == pytest.approx(sum(s["eliminations_by_turn"].values()))
    programmed = sum(len(r["routes"]) for r in results)
    assert programmed > 0
    assert sum(s["route_choices_per_tile"].values()) >= programmed          # at least one Ship per turn
    for share in s["route_share_per_tile"].values():
        assert sum(share[c] for c in ROUTES) == pytest.approx(1.0)
    assert (s["flip_share"] is None) == (players < 5)
    assert s["mean_finishing_zone"] >= 3                                     # nobody ends behind the start
    lines = summary_lines(s, {})
    assert any(line.startswith("  route choices") for line in lines)
    assert any("tiles flipped to 3-4" in line for line in lines) == (players >= 5)
