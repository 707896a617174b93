"""Every legal team split is dialable on both builds' centre wheels (AMB-01, AMB-51, ST-28;
docs/rules-decisions.md, AMB-51): for a range of totals, team sizes and Energies, the splits the share
prompts let a designated member dial, each prompt proven through the wheel codec on the face table, are
exactly the legal splits (every share within 0 and the member's Energy, adding up to the total)."""
from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest

from games.core.codec import check_prompt, decode, encode
from games.core.prompt import validate_inputs
from games.stadium.effects import empty_boards
from games.stadium.team_split import SplitStep
from games.stadium.trial import Table
from hal.faces import load_face_table
from host.wheels import wheels_of
from tests.games.stadium.trial_harness import SEATS6

FACES = sorted(p.stem for p in (Path(__file__).parents[3] / "hardware" / "faces").glob("*.yaml"))
TEAM = ("blue", "yellow", "orange")


def _table(energy: dict[str, int], wheel_max: int) -> Table:
    return Table(seats=SEATS6, teams={s: ("red", "blue")[i % 2] for i, s in enumerate(SEATS6)},
                 energy={s: energy.get(s, 25) for s in SEATS6}, first="red", wheel_max=wheel_max, dice={},
                 content=None, medals=empty_boards())


def _legal(room: tuple[int, ...], total: int) -> set[tuple[int, ...]]:
    return {s for s in product(*(range(r + 1) for r in room)) if sum(s) == total}


def _dialable(step: SplitStep, wheels, seen: dict) -> frozenset[tuple[int, ...]]:
    """Every split reachable from ``step`` by dialling legal faces (each prompt proven on ``wheels``)."""
    if step in seen:
        return seen[step]
    if step.done():
        out = frozenset({tuple(abs(step.deltas()[m]) for m in step.members)})
    else:
        prompt = step.prompt()
        assert not prompt.secret and check_prompt(prompt, wheels) == (), check_prompt(prompt, wheels)
        reached: set[tuple[int, ...]] = set()
        for value in prompt.fields[0].legal_values():
            reached |= _dialable(step.advance(value), wheels, seen)
        out = frozenset(reached)
    seen[step] = out
    return out


def _energies(size: int) -> list[tuple[int, ...]]:
    if size == 2:
        return list(product((0, 1, 11, 12, 13, 24, 30), repeat=2))
    return [*product((0, 12, 30), repeat=3), (11, 12, 13), (23, 5, 30), (9, 20, 4), (29, 30, 1)]


@pytest.mark.parametrize("size", (2, 3))
@pytest.mark.parametrize("faces", FACES)
def test_amb51_every_legal_cost_split_is_dialable_on_the_wheel(faces, size):
    wheels = wheels_of(load_face_table(faces))
    members = TEAM[:size]
    checked = 0
    for energy in _energies(size):
        table = _table(dict(zip(members, energy)), wheels.number_max)
        for total in range(sum(energy) + 1):
            step = SplitStep.begin(members[-1], members, total, -1, table)
            assert _dialable(step, wheels, {}) == _legal(energy, total), (faces, energy, total)
            checked += 1
    assert checked > 200


@pytest.mark.parametrize("faces", FACES)
def test_amb51_every_legal_gain_split_is_dialable_on_the_wheel(faces):
    wheels = wheels_of(load_face_table(faces))
    for energy in [(0, 30, 18), (17, 5, 30), (29, 0, 19)]:
        table = _table(dict(zip(TEAM, energy)), wheels.number_max)
        room = tuple(30 - e for e in energy)
        for gain in range(0, sum(room) + 4, 3):
            step = SplitStep.begin("blue", TEAM, gain, +1, table)
            assert _dialable(step, wheels, {}) == _legal(room, min(gain, sum(room))), (faces, energy, gain)


def test_both_builds_face_tables_are_covered():
    assert {"default", "switch12"} <= set(FACES)


# AMB-01, AMB-51: the switch build's case that was never offered: 17 split as 1/12/4 (Blue 9 Energy,
# Yellow 20, Orange 4); Blue's share 1 and Yellow's 12 are both dialable on the 0..11 wheel
def test_amb51_a_share_beyond_the_switch_wheel_is_dialled_over_the_lowest_legal_share():
    wheels = wheels_of(load_face_table("switch12"))
    table = _table({"blue": 9, "yellow": 20, "orange": 4}, wheels.number_max)
    step = SplitStep.begin("orange", TEAM, 17, -1, table)
    first = step.prompt().fields[0]
    assert (first.low, first.high) == (0, 9)
    step = step.advance(1)
    prompt = step.prompt()
    second = prompt.fields[0]
    assert (second.kind, second.base, second.low, second.high) == ("offset", 12, 12, 16)
    assert encode(prompt, {"share": 12}) == {"centre": 0}
    assert decode(prompt, wheels.reading({"centre": 0})) == {"share": 12}
    assert validate_inputs({"orange": prompt}, {"orange": {"share": 12}}) == {"orange": {"share": 12}}
    assert step.advance(12).deltas() == {"blue": -1, "yellow": -12, "orange": -4}


# AMB-51: a share that can go beyond the wheel by more than the wheel adds is dialled in "or more" steps
def test_amb51_the_wheels_top_means_or_more_while_the_share_can_be_larger():
    table = _table({"blue": 30, "yellow": 30}, 11)
    step = SplitStep.begin("blue", TEAM[:2], 30, -1, table)
    f = step.prompt().fields[0]
    assert (f.kind, f.base, f.low, f.high) == ("offset", 0, 0, 11)
    step = step.advance(11)                             # 11 or more
    assert step.part == 11 and not step.given
    f = step.prompt().fields[0]
    assert (f.base, f.low, f.high) == (11, 11, 22)
    step = step.advance(22)                             # 22 or more
    f = step.prompt().fields[0]
    assert (f.base, f.low, f.high) == (22, 22, 30)      # the rest fits: 30 is a share, not "or more"
    assert step.advance(25).deltas() == {"blue": -25, "yellow": -5}
    assert SplitStep.begin("blue", TEAM[:2], 30, -1, table).advance(11).advance(11).deltas() == \
        {"blue": -11, "yellow": -19}                    # 11 exactly: "11 or more", then a raise of 0
