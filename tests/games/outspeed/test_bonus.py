"""The Bonus phase (games/outspeed/bonus.py): declaration groups, play restrictions, every token's effect on
snapshots, eliminations, and drawing / keeping tokens."""
from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from games.core.rng import Rng
from games.outspeed.bonus import TOKENS, apply_group, draw_two, groups, keep, refusal
from games.outspeed.track import MARKERS, Track, end_of_reveal, move, place_marker, remove_rear_boards

SEATS = ("purple", "green", "yellow", "red", "blue", "black")


def phase(zones, fuel, plays, track=Track(), seats=SEATS):
    """Run a whole Bonus phase: groups fixed at declaration (AMB-15), applied front to back."""
    events, out = [], []
    for zone, members in groups(zones, seats):
        mine = [(s, plays[s]) for s in members if s in plays]
        track, zones, fuel, ev, gone = apply_group(track, zones, fuel, zone, mine)
        events += ev
        out += gone
    return track, zones, fuel, events, out


def effects(events, token=None):
    return [e for e in events if e["type"] == "bonus_effect" and token in (None, e["token"])]


def full(zones, n=12):
    return {s: n for s in zones}


# OS-14 OS-15 AMB-14
def test_os_14_15_groups_front_to_back_seat_order_inside_a_zone():
    zones = {"blue": 3, "yellow": 8, "purple": 9, "green": 8, "red": 5, "black": None}
    assert groups(zones, SEATS) == [(9, ("purple",)), (8, ("green", "yellow")), (5, ("red",)), (3, ("blue",))]
    assert groups(zones, ("yellow", "green", "blue")) == [(8, ("yellow", "green")), (3, ("blue",))]


# OS-17 DS-OS-08 AMB-17: rear-only tokens, checked on the positions at declaration
def test_ds_os_08_os_17_rear_only_tokens_refused_away_from_the_rearmost_zone():
    zones = {"purple": 9, "green": 8, "red": 5, "blue": 3}
    for token in ("electromagnet", "ion_cannon"):
        why = refusal(token, "red", zones, False, 0)
        assert why is not None and "OS-17" in why and "zone 5" in why and "zone 3" in why
        assert refusal(token, "blue", zones, False, 0) is None
    assert refusal("ion_cannon", "red", {**zones, "blue": None}, False, 0) is None      # red is rearmost now


# OS-17: sharing the rearmost zone is being on it
def test_os_17_every_ship_on_the_rearmost_zone_may_play_rear_only_tokens():
    zones = {"red": 3, "blue": 3, "green": 6}
    assert refusal("electromagnet", "red", zones, False, 0) is None
    assert refusal("ion_cannon", "blue", zones, False, 0) is None


# OS-17: Flamethrower, Nitro and Fuel Tank always
def test_os_17_flamethrower_nitro_fuel_tank_always_playable():
    zones = {"red": 3, "blue": 9}
    for token in ("flamethrower", "nitro", "fuel_tank"):
        assert refusal(token, "blue", zones, True, MARKERS) is None


# OS-28 OS-17: no Forcefield while the Finish Line tile shows
def test_os_28_forcefield_refused_on_the_finish_line():
    why = refusal("forcefield", "red", {"red": 3, "blue": 4}, True, 0)
    assert why is not None and "OS-28" in why and "Finish Line" in why
    assert refusal("forcefield", "red", {"red": 3, "blue": 4}, False, MARKERS - 1) is None


# AMB-20f OS-17: no Forcefield with all 7 markers out
def test_amb_20f_forcefield_refused_with_seven_markers_out():
    why = refusal("forcefield", "red", {"red": 3, "blue": 4}, False, MARKERS)
    assert why is not None and "AMB-20f" in why and "7" in why


def test_refusal_of_an_unknown_token_names_the_supply_rule():
    why = refusal("laser", "red", {"red": 3}, False, 0)
    assert why is not None and "OS-05" in why


# EX-OS-01 OS-19 OS-20 OS-21 OS-22 OS-26 OS-27 OS-33 AMB-13 AMB-15 AMB-16 AMB-17
def test_ex_os_01_nitro_flamethrower_electromagnet():
    zones = {"purple": 9, "green": 8, "yellow": 8, "red": 5, "blue": 3}
    fuel = full(zones)
    assert refusal("electromagnet", "blue", zones, False, 0) is None                     # rearmost at declaration
    order = groups(zones, SEATS)
    assert [z for z, _ in order] == [9, 8, 5, 3] and order[1][1] == ("green", "yellow")
    plays = {"green": "nitro", "yellow": "flamethrower", "blue": "electromagnet"}
    track = Track()
    seen = []
    for zone, members in order:
        track, zones, fuel, events, gone = apply_group(track, zones, fuel, zone,
                                                       [(s, plays[s]) for s in members if s in plays])
        assert gone == []
        seen.append((zone, dict(zones), events))
    assert seen[0][1] == {"purple": 9, "green": 8, "yellow": 8, "red": 5, "blue": 3}        # group 9: nothing
    assert seen[0][2] == []
    assert seen[1][1] == {"purple": 7, "green": 9, "yellow": 8, "red": 5, "blue": 3}        # group 8, one snapshot
    flame = effects(seen[1][2], "flamethrower")[0]
    assert flame["hit_zone"] == 9 and flame["targets"] == ["purple"]                        # Green not hit
    assert seen[2][1] == seen[1][1] and seen[2][2] == []                                    # group 5: nothing
    magnet = effects(seen[3][2], "electromagnet")[0]
    assert magnet["front_zone"] == 9 and magnet["push"] == {"green": -3, "yellow": -2, "purple": -2, "red": -2}
    assert zones == {"purple": 5, "green": 6, "yellow": 6, "red": 3, "blue": 3}
    assert fuel == full(zones) and track == Track()
    # invariants independent of the assumed positions
    start = {"purple": 9, "green": 8, "yellow": 8, "red": 5, "blue": 3}
    net = {s: zones[s] - start[s] for s in start}
    assert net == {"green": -2, "purple": -4, "yellow": -2, "red": -2, "blue": 0}
    assert all("green" not in e["targets"] for e in effects([e for _, _, ev in seen for e in ev], "flamethrower"))
    assert magnet["push"]["green"] == -3 and [s for s, n in magnet["push"].items() if n == -3] == ["green"]


# EX-OS-05 OS-29 OS-30 OS-31 OS-33
def test_ex_os_05_nitro_into_a_forcefield_then_a_normal_move():
    z = 6
    track = place_marker(Track(), z + 1)
    track, zones, fuel, events, gone = apply_group(track, {"p": z, "q": 3}, {"p": 5, "q": 5}, z, [("p", "nitro")])
    move_event = [e for e in events if e["type"] == "move"][0]
    assert zones["p"] == z + 1 and move_event["stopped"] and gone == []
    track, to, stopped = move(track, zones["p"], 3)                      # the route's +3 in Resolution
    assert (to, stopped) == (z + 4, False)
    assert end_of_reveal(track).markers == ()                            # a Ship entered Z+1 this turn
    # contrast: without the Nitro the +3 from Z stops on Z+1
    assert move(place_marker(Track(), z + 1), z, 3)[1:] == (z + 1, True)


# DS-OS-10 OS-20: two Flamethrowers of one zone add up
def test_ds_os_10_two_flamethrowers_same_zone_move_the_hit_zone_back_4():
    zones = {"red": 4, "blue": 4, "green": 9, "yellow": 9, "black": 12}
    track, zones, fuel, events, gone = apply_group(Track(), zones, full(zones), 4,
                                                   [("red", "flamethrower"), ("blue", "flamethrower")])
    assert zones == {"red": 4, "blue": 4, "green": 5, "yellow": 5, "black": 12} and gone == []
    moves = {e["seat"]: e["steps"] for e in events if e["type"] == "move"}
    assert moves == {"green": -4, "yellow": -4}


# OS-20 AMB-16: a token hits the snapshot zone, not where a Ship moved during the same group
def test_os_20_amb_16_snapshot_semantics_within_a_group():
    zones = {"green": 8, "yellow": 8, "purple": 10}
    _, zones, _, events, _ = apply_group(Track(), zones, full(zones), 8, [("green", "nitro"), ("yellow", "flamethrower")])
    assert zones == {"green": 9, "yellow": 8, "purple": 8}                    # flame hit 10, not green's 9


# OS-21: Ships on the player's own zone are never affected
def test_os_21_own_zone_is_immune():
    zones = {"red": 3, "blue": 3, "green": 3, "yellow": 5}
    fuel = full(zones)
    for token in ("flamethrower", "electromagnet", "ion_cannon"):
        _, after, f, events, _ = apply_group(Track(), zones, fuel, 3, [("red", token)])
        assert after["blue"] == after["green"] == 3 and f["blue"] == f["green"] == 12
        assert "blue" not in effects(events)[0]["targets"]
    _, after, f, events, _ = apply_group(Track(), {"red": 3, "blue": 3}, {"red": 4, "blue": 4}, 3, [("red", "ion_cannon")])
    assert after == {"red": 3, "blue": 3} and effects(events)[0]["targets"] == [] and f == {"red": 4, "blue": 4}


# OS-22: every Ship on a targeted zone
def test_os_22_every_ship_on_the_targeted_zone_is_hit():
    zones = {"red": 2, "blue": 6, "green": 6, "yellow": 6, "black": 9}
    _, after, _, events, _ = apply_group(Track(), zones, full(zones), 2, [("red", "flamethrower")])
    assert after == {"red": 2, "blue": 4, "green": 4, "yellow": 4, "black": 9}
    assert effects(events)[0]["targets"] == ["blue", "green", "yellow"]


# OS-27: the nearest occupied zone strictly ahead; nothing ahead: no effect
def test_os_27_flamethrower_nearest_zone_ahead_or_nothing():
    _, after, _, events, _ = apply_group(Track(), {"red": 9, "blue": 4}, {"red": 3, "blue": 3}, 9,
                                         [("red", "flamethrower")])
    assert after == {"red": 9, "blue": 4} and effects(events)[0]["hit_zone"] is None
    assert [e["type"] for e in events] == ["bonus_effect"]


# OS-25 DS-OS-09: −2 Fuel each; 2 or less loses all and is eliminated
def test_ds_os_09_os_25_ion_cannon_fuel_5_2_1():
    zones = {"red": 3, "blue": 5, "green": 7, "yellow": 9, "black": 3}
    fuel = {"red": 6, "blue": 5, "green": 2, "yellow": 1, "black": 4}
    track, after, fuel, events, gone = apply_group(Track(), zones, fuel, 3, [("red", "ion_cannon")])
    assert fuel == {"red": 6, "blue": 3, "green": 0, "yellow": 0, "black": 4}
    assert gone == [("green", "fuel"), ("yellow", "fuel")]                      # OS-59
    assert after == {"red": 3, "blue": 5, "green": None, "yellow": None, "black": 3}
    assert effects(events)[0]["loss"] == {"blue": 2, "green": 2, "yellow": 1}
    assert [(e["seat"], e["before"], e["fuel"]) for e in events if e["type"] == "fuel"] == [
        ("blue", 5, 3), ("green", 2, 0), ("yellow", 1, 0)]


# OS-25 OS-20: two Ion Cannons from the rear zone add up
def test_os_25_two_ion_cannons_stack():
    zones = {"red": 3, "blue": 3, "green": 7}
    _, _, fuel, _, gone = apply_group(Track(), zones, {"red": 1, "blue": 1, "green": 5}, 3,
                                      [("red", "ion_cannon"), ("blue", "ion_cannon")])
    assert fuel["green"] == 1 and gone == []


# AMB-30 OS-59: the Bonus phase knows no Finish Line exception: 0 Fuel eliminates
def test_amb_30_ion_cannon_to_zero_eliminates_even_on_the_finish_line_turn():
    assert refusal("ion_cannon", "red", {"red": 3, "blue": 8}, True, 0) is None
    _, zones, fuel, _, gone = apply_group(Track(), {"red": 3, "blue": 8}, {"red": 1, "blue": 2}, 3,
                                          [("red", "ion_cannon")])
    assert gone == [("blue", "fuel")] and zones["blue"] is None and fuel["blue"] == 0


# OS-59 AMB-30: a Ship left at 0 Fuel by its group is removed and does not move as well
def test_os_59_fuel_elimination_comes_before_the_groups_movements():
    zones = {"red": 3, "blue": 3, "green": 6}
    _, zones, _, events, gone = apply_group(Track(), zones, {"red": 3, "blue": 3, "green": 2}, 3,
                                            [("red", "ion_cannon"), ("blue", "electromagnet")])
    assert gone == [("green", "fuel")] and zones["green"] is None
    assert [e for e in events if e["type"] == "move"] == []


# OS-26: front-most zone −3, zones strictly between −2, own zone and behind untouched
def test_os_26_electromagnet_front_three_between_two():
    zones = {"red": 4, "blue": 4, "green": 6, "yellow": 8, "black": 11, "purple": 11}
    _, after, _, events, _ = apply_group(Track(), zones, full(zones), 4, [("red", "electromagnet")])
    assert after == {"red": 4, "blue": 4, "green": 4, "yellow": 6, "black": 8, "purple": 8}
    assert effects(events)[0]["front_zone"] == 11


# AMB-18: no occupied zone ahead → no effect; one zone ahead → −3 only
def test_amb_18_electromagnet_with_nothing_or_one_zone_ahead():
    _, after, _, events, _ = apply_group(Track(), {"red": 3, "blue": 3}, {"red": 5, "blue": 5}, 3,
                                         [("red", "electromagnet")])
    assert after == {"red": 3, "blue": 3} and effects(events)[0]["targets"] == []
    zones = {"red": 3, "blue": 9, "green": 9}
    _, after, _, _, _ = apply_group(Track(), zones, full(zones), 3, [("red", "electromagnet")])
    assert after == {"red": 3, "blue": 6, "green": 6}


# AMB-18 OS-20: two Electromagnets from one zone stack (−6 / −4)
def test_amb_18_two_electromagnets_stack():
    zones = {"red": 3, "blue": 3, "green": 9, "yellow": 12}
    _, after, _, _, _ = apply_group(Track(), zones, full(zones), 3, [("red", "electromagnet"), ("blue", "electromagnet")])
    assert after == {"red": 3, "blue": 3, "green": 5, "yellow": 6}


# AMB-17 OS-21 OS-26: legality at declaration, the effect on the positions at application
def test_amb_17_electromagnet_uses_positions_at_application():
    zones = {"green": 5, "red": 4, "blue": 3}
    assert refusal("electromagnet", "blue", zones, False, 0) is None
    track, zones, fuel, events, _ = phase(zones, full(zones), {"red": "flamethrower", "blue": "electromagnet"})
    # Red's Flamethrower put Green on Blue's zone; the Electromagnet then sees Red alone ahead of Blue
    assert zones == {"green": 3, "red": 1, "blue": 3}
    assert effects(events, "electromagnet")[0]["push"] == {"red": -3}


# OS-34 OS-58: Bonus pushes past the rear eliminate
def test_os_34_os_58_pushed_off_the_rear_is_eliminated():
    zones = {"red": 1, "blue": 2, "green": 5}
    track, after, _, events, gone = apply_group(Track(), zones, full(zones), 1, [("red", "flamethrower")])
    assert gone == [("blue", "track")] and after == {"red": 1, "blue": None, "green": 5}
    assert [e for e in events if e["type"] == "move"][0]["zone"] is None


# OS-34 OS-58: an Electromagnet from the rear zone can push the next zone off too
def test_os_58_electromagnet_from_the_rear_pushes_past_it():
    zones = {"red": 1, "blue": 2, "green": 9}
    _, after, _, _, gone = apply_group(Track(), zones, full(zones), 1, [("red", "electromagnet")])
    assert gone == [("blue", "track")] and after == {"red": 1, "blue": None, "green": 6}


# OS-33 OS-34 OS-56 AMB-25: a Nitro from the front zone attaches the spare board
def test_os_33_34_56_nitro_from_the_front_zone_extends_the_track():
    track, zones, _, events, gone = apply_group(Track(), {"red": 14, "blue": 3}, {"red": 2, "blue": 2}, 14,
                                                [("red", "nitro")])
    assert zones["red"] == 15 and track.boards == 3 and gone == []
    assert [e["type"] for e in events] == ["bonus_effect", "move", "board"]
    track, first = remove_rear_boards(track)                # the caller removes it at the end of the phase
    assert first == 8 and zones["blue"] < first


# OS-32: Fuel Tank +2 from the reserve
def test_os_32_fuel_tank_gains_two():
    _, zones, fuel, events, _ = apply_group(Track(), {"red": 5, "blue": 5}, {"red": 4, "blue": 1}, 5,
                                            [("red", "fuel_tank"), ("blue", "fuel_tank")])
    assert fuel == {"red": 6, "blue": 3} and zones == {"red": 5, "blue": 5}
    assert [e["change"] for e in events if e["type"] == "fuel"] == [2, 2]


# OS-28 AMB-20a: the group's Forcefields are placed before its movements
def test_os_28_amb_20a_forcefield_placed_first_stops_the_groups_own_push():
    zones = {"red": 3, "blue": 3, "green": 4}
    track, zones, _, events, gone = apply_group(Track(), zones, full(zones), 3,
                                                [("red", "flamethrower"), ("blue", "forcefield")])
    assert track.markers == ((3, 1),) and zones["green"] == 3 and track.entered == (3,) and gone == []
    assert [e["token"] for e in effects(events)] == ["forcefield", "flamethrower"]
    assert effects(events)[0]["placed"] and effects(events)[0]["markers"] == [[3, 1]]


# OS-29 AMB-20b: markers have no owner — their own player's Ship stops on them too
def test_os_29_amb_20b_forcefield_stops_its_owner():
    track, zones, fuel, _, _ = apply_group(Track(), {"green": 8, "red": 3}, {"green": 9, "red": 9}, 8,
                                           [("green", "forcefield")])
    track, zones["green"], _ = move(track, 8, 2)                     # a later Resolution move
    track, zones, _, _, _ = apply_group(track, zones, fuel, 3, [("red", "electromagnet")])
    assert zones["green"] == 8 and track.entered == (8,)


# AMB-20f OS-06: two Forcefields declared with 6 markers out: the second finds the supply empty
def test_amb_20f_second_forcefield_of_a_group_finds_no_marker():
    track = Track()
    for z in range(4, 10):
        track = place_marker(track, z)
    zones = {"red": 11, "blue": 11}
    track, _, _, events, _ = apply_group(track, zones, full(zones), 11, [("red", "forcefield"), ("blue", "forcefield")])
    assert track.markers_out() == MARKERS
    assert [e["placed"] for e in effects(events)] == [True, False]


# OS-16: one token per seat per turn
def test_os_16_a_seat_playing_twice_is_a_programming_error():
    with pytest.raises(ValueError, match="OS-16"):
        apply_group(Track(), {"red": 3}, {"red": 3}, 3, [("red", "nitro"), ("red", "fuel_tank")])
    with pytest.raises(ValueError):
        apply_group(Track(), {"red": 3, "blue": 5}, {"red": 3, "blue": 3}, 3, [("blue", "nitro")])


# AMB-19: a declared token of a Ship no longer on the track has no effect
def test_amb_19_token_of_an_eliminated_player_is_void():
    zones = {"red": 3, "blue": None, "green": 6}
    track, after, fuel, events, gone = apply_group(Track(), zones, {"red": 3, "blue": 0, "green": 3}, 3,
                                                   [("blue", "electromagnet")])
    assert after == zones and gone == [] and effects(events)[0]["void"]


# OS-19 OS-20: events are JSON-ready and carry who played what, from where to where
def test_os_19_events_are_json_ready_for_the_tv():
    zones = {"purple": 9, "green": 8, "yellow": 8, "red": 5, "blue": 3}
    _, _, _, events, _ = phase(zones, full(zones), {"green": "nitro", "yellow": "flamethrower", "blue": "electromagnet"})
    assert json.loads(json.dumps(events)) == events
    assert [(e["seat"], e["from"], e["zone"]) for e in events if e["type"] == "move"] == [
        ("purple", 9, 7), ("green", 8, 9), ("purple", 7, 5), ("green", 9, 6), ("yellow", 8, 6), ("red", 5, 3)]
    assert [(e["by"], e["token"]) for e in effects(events)] == [("green", "nitro"), ("yellow", "flamethrower"),
                                                                ("blue", "electromagnet")]


# OS-48: draw the top two, keep one, the other to the bottom
def test_os_48_draw_two_keep_one_other_to_the_bottom():
    rng = Rng(1)
    pile, discard, drawn, events = draw_two(("nitro", "fuel_tank", "flamethrower"), ("forcefield",), rng, "red")
    assert (pile, discard, drawn) == (("flamethrower",), ("forcefield",), ("nitro", "fuel_tank"))
    assert events == [{"type": "draw", "seat": "red", "count": 2}] and rng.state == Rng(1).state
    assert keep(pile, drawn, "fuel_tank") == ("flamethrower", "nitro")
    with pytest.raises(ValueError, match="OS-48"):
        keep(pile, drawn, "ion_cannon")


# OS-50 AMB-28: the pile runs out after one token: the shuffled discards become the pile for the second
def test_os_50_amb_28_reshuffle_when_the_pile_runs_out():
    discard = ("nitro", "flamethrower", "forcefield", "fuel_tank", "ion_cannon")
    rng = Rng(7)
    pile, left, drawn, events = draw_two(("electromagnet",), discard, rng)
    assert drawn[0] == "electromagnet" and left == ()
    assert Counter(pile + drawn[1:]) == Counter(discard) and len(pile) == 4
    assert list(drawn[1:] + pile) == Rng(7).shuffled(discard)                          # games/core/rng, seeded
    assert events == [{"type": "shuffle", "what": "discard", "tokens": 5}, {"type": "draw", "seat": None, "count": 2}]
    assert rng.state != Rng(7).state


# AMB-28 OS-50: with no tokens anywhere fewer than two are drawn
def test_amb_28_exhausted_everywhere_keeps_what_was_drawn():
    pile, discard, drawn, events = draw_two(("nitro",), (), Rng(3))
    assert (pile, discard, drawn) == ((), (), ("nitro",)) and events[-1]["count"] == 1
    assert keep(pile, drawn, "nitro") == ()
    assert draw_two((), (), Rng(3))[2] == ()


# OS-05 OS-48 OS-50: drawing and keeping neither creates nor loses tokens
@settings(max_examples=200, deadline=None)
@given(pile=st.lists(st.sampled_from(TOKENS), max_size=5), discard=st.lists(st.sampled_from(TOKENS), max_size=6),
       seed=st.integers(0, 2**32), first=st.booleans())
def test_os_48_50_draw_and_keep_conserve_tokens(pile, discard, seed, first):
    new_pile, new_discard, drawn, _ = draw_two(tuple(pile), tuple(discard), Rng(seed))
    assert len(drawn) == min(2, len(pile) + len(discard))
    if drawn:
        kept = drawn[0] if first else drawn[-1]
        rest = keep(new_pile, drawn, kept)
        assert Counter(rest) + Counter(new_discard) + Counter([kept]) == Counter(pile) + Counter(discard)


SEAT_ZONES = st.dictionaries(st.sampled_from(SEATS), st.integers(1, 14), min_size=2, max_size=6)


@st.composite
def bonus_phases(draw):
    zones = draw(SEAT_ZONES)
    fuel = {s: draw(st.integers(1, 12)) for s in zones}
    track = Track()
    for z in draw(st.lists(st.integers(1, 14), max_size=MARKERS)):
        track = place_marker(track, z)
    finish = draw(st.booleans())
    plays = {}
    for s in zones:
        legal = [t for t in TOKENS if refusal(t, s, zones, finish, track.markers_out()) is None]
        token = draw(st.sampled_from([None] + legal))
        if token is not None:
            plays[s] = token
    return track, zones, fuel, plays


# OS-25 OS-59 OS-06 OS-58 OS-34: Fuel never negative, markers <= 7, every Ship on the track or eliminated
@settings(max_examples=300, deadline=None)
@given(case=bonus_phases())
def test_os_25_06_58_bonus_phase_invariants(case):
    track, zones, fuel, plays = case
    after, new_zones, new_fuel, events, gone = phase(zones, fuel, plays, track)
    assert all(f >= 0 for f in new_fuel.values())
    assert after.markers_out() <= MARKERS and all(n > 0 for _, n in after.markers)
    out = dict(gone)
    assert len(out) == len(gone)                                                 # nobody eliminated twice
    for seat, zone in new_zones.items():
        assert (zone is None) == (seat in out)
        assert zone is None or after.on_track(zone)
        assert (new_fuel[seat] == 0) == (out.get(seat) == "fuel")
    assert json.loads(json.dumps(events)) == events
    assert len(effects(events)) == len(plays)
    trimmed, first = remove_rear_boards(after)
    assert trimmed.boards == 2 and trimmed.markers_out() <= MARKERS
    assert all(trimmed.on_track(z) for z in new_zones.values() if z is not None and z >= first)


# OS-19: a group with no plays changes nothing
@settings(max_examples=200, deadline=None)
@given(case=bonus_phases())
def test_os_19_empty_play_list_changes_nothing(case):
    track, zones, fuel, _ = case
    for zone, _members in groups(zones, SEATS):
        assert apply_group(track, zones, fuel, zone, []) == (track, zones, fuel, [], [])
