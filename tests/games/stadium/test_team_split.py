"""Team splits of Energy (ST-28, AMB-51, AMB-47b) and the Outcome effects (ST-10, ST-20)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.errors import IllegalInput
from games.core.prompt import validate_inputs
from games.stadium.effects import add_awards, add_energy, clamp_energy, empty_boards, victory_points
from games.stadium.team_split import SplitStep
from games.stadium.trial import Award, Table
from tests.games.stadium.trial_harness import SEATS6


def _table(energy: dict[str, int]) -> Table:
    return Table(seats=SEATS6, teams={s: ("red", "blue")[i % 2] for i, s in enumerate(SEATS6)},
                 energy={s: energy.get(s, 25) for s in SEATS6}, first="red", wheel_max=30, dice={},
                 content=None, medals=empty_boards())


def test_st28_amb51_cost_split_bounded_by_each_members_energy():
    table = _table({"red": 3, "green": 10, "purple": 10})
    step = SplitStep.begin("green", ("red", "green", "purple"), 12, -1, table)
    p = step.prompt(table)
    assert p.seat == "green" and not p.secret and p.fields[0].high == 3
    with pytest.raises(IllegalInput) as err:
        validate_inputs({"green": p}, {"green": {"share": 4}})
    assert err.value.rule == "ST-28"
    step = step.advance(3)
    p = step.prompt(table)
    assert (p.fields[0].low, p.fields[0].high) == (0, 9)
    step = step.advance(5)
    assert step.done() and step.prompt(table) is None
    assert step.deltas() == {"red": -3, "green": -5, "purple": -4}


def test_amb47b_gain_above_the_teams_headroom_fills_everyone_to_30():
    table = _table({"red": 29, "green": 28, "purple": 30})
    step = SplitStep.begin("red", ("red", "green", "purple"), 5, +1, table)
    assert step.done() and step.deltas() == {"red": 1, "green": 2, "purple": 0}


def test_st28_gain_split_bounded_by_headroom():
    table = _table({"red": 27, "green": 20})
    step = SplitStep.begin("red", ("red", "green"), 6, +1, table)
    f = step.prompt(table).fields[0]
    assert (f.low, f.high) == (0, 3)
    assert step.advance(2).deltas() == {"red": 2, "green": 4}


def test_st10_energy_is_clamped_on_every_change():
    assert clamp_energy(31) == 30 and clamp_energy(-2) == 0 and clamp_energy(17) == 17
    assert add_energy({"a": 29, "b": 1}, {"a": 3, "b": -4}) == {"a": 30, "b": 0}


def test_st20_st_dope_06_medals_added_and_lost_at_once_never_below_zero():
    boards = add_awards(empty_boards(), [Award("red", "gold"), Award("red", "gold", -1), Award("blue", "bronze", -1)])
    assert boards["red"]["gold"] == 0 and boards["blue"]["bronze"] == 0
    boards = add_awards(boards, [Award("blue", "silver", 1, "blue")])
    assert boards["blue"]["silver"] == 1


def test_st22_victory_points():
    assert victory_points({"gold": 2, "silver": 1, "bronze": 3}) == 13


def test_amb01_amb51_a_share_beyond_the_wheel_is_dialled_in_or_more_steps():
    table = _table({"red": 25, "green": 25})
    small = replace(table, wheel_max=11)
    step = SplitStep.begin("red", ("red", "green"), 20, -1, small)
    f = step.prompt(small).fields[0]
    assert (f.kind, f.low, f.high) == ("offset", 0, 11)   # red's share may be 0..20: 11 means "11 or more"
    assert step.advance(10).deltas() == {"red": -10, "green": -10}
    step = step.advance(11)
    f = step.prompt(small).fields[0]
    assert (f.base, f.low, f.high) == (11, 11, 20)
    assert step.advance(11).deltas() == {"red": -11, "green": -9}
    assert step.advance(20).deltas() == {"red": -20, "green": 0}
