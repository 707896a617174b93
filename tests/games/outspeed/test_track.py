"""The racetrack (games/outspeed/track.py): zones, boards, Forcefields and single movements."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from games.outspeed.setup import load_setup
from games.outspeed.track import (BOARD, BOARDS, MARKERS, START, Track, board_event, end_of_reveal, move, place_marker,
                                  remove_rear_boards)


def marked(*zones: int) -> Track:
    track = Track()
    for z in zones:
        track = place_marker(track, z)
    return track


# OS-09, OS-10
def test_os_09_10_starting_track_is_two_boards_of_seven_zones_start_zone_three():
    track = Track()
    assert (track.rear, track.front, track.boards) == (1, 14, 2)
    assert track.board_spans() == [[1, 7], [8, 14]] and BOARD == 7
    assert START == 3 and track.on_track(START)                                # AMB-26


# OS-06 OS-09 OS-10: the track's numbers are the setup content's numbers (content/setup.yaml)
def test_os_06_09_10_track_numbers_match_the_setup_content():
    setup = load_setup()
    assert (BOARD, BOARDS, START, MARKERS) == (setup.board_zones, setup.boards, setup.start_zone, setup.markers)


# GAP-07: the start picture is missing; our start zone leaves two zones of room behind it (AMB-26), and a spare board
def test_gap_07_start_zone_leaves_two_zones_behind_and_one_spare_board():
    setup = load_setup()
    assert setup.spare == 1 and setup.start_zone - Track().rear == 2
    assert move(Track(), START, -2) == (Track(), 1, False)                     # a Flamethrower's −2: still racing
    assert move(Track(), START, -3)[1] is None                                 # −3: off the rear, OS-58
    assert move(Track(), START, Track().front - START + 1)[0].boards == 3      # the spare is attached in front, OS-56


# OS-29
def test_os_29_move_forward_steps_zone_by_zone_without_markers():
    assert move(Track(), 3, 4) == (Track(), 7, False)
    assert move(Track(), 7, 0) == (Track(), 7, False)


# OS-29
def test_os_29_entering_a_marked_zone_forward_stops_there_and_records_it():
    track, zone, stopped = move(marked(5), 3, 4)
    assert (zone, stopped) == (5, True)
    assert track.entered == (5,) and track.markers == ((5, 1),)


# OS-29
def test_os_29_entering_a_marked_zone_backward_stops_there():
    track, zone, stopped = move(marked(6), 9, -5)
    assert (zone, stopped, track.entered) == (6, True, (6,))


# OS-29 AMB-20h: stopping exactly on the marked zone counts as entering it
def test_os_29_amb_20h_ending_on_a_marked_zone_counts_as_entered():
    track, zone, stopped = move(marked(7), 5, 2)
    assert (zone, stopped, track.entered) == (7, True, (7,))


# OS-30 AMB-20c: leaving the zone a movement starts on never stops it
def test_os_30_amb_20c_leaving_a_marked_start_zone_does_not_stop():
    track, zone, stopped = move(marked(4), 4, 3)
    assert (zone, stopped, track.entered) == (7, False, ())
    track, zone, stopped = move(marked(9), 9, -2)
    assert (zone, stopped, track.entered) == (7, False, ())


# OS-30 AMB-20d: the rest of the movement is lost; a second, separate movement leaves the zone
def test_os_30_amb_20d_rest_of_movement_lost_then_a_new_movement_continues():
    track, zone, _ = move(marked(5), 4, 3)
    assert zone == 5
    track, zone, stopped = move(track, zone, 3)
    assert (zone, stopped) == (8, False)
    assert track.entered == (5,)                                                 # still recorded for OS-31


# OS-29: the first marked zone on the way stops it; it never passes through
def test_os_29_first_of_several_marked_zones_stops_the_ship():
    track, zone, _ = move(marked(5, 6), 3, 5)
    assert zone == 5 and track.entered == (5,)


# OS-28: several markers may share a zone
def test_os_28_markers_stack_on_a_zone_and_stay_sorted():
    track = marked(9, 4, 9)
    assert track.markers == ((4, 1), (9, 2)) and track.markers_out() == 3
    assert track.marked(9) and not track.marked(5)


# OS-06
def test_os_06_at_most_seven_markers_on_the_track():
    track = marked(*range(2, 2 + MARKERS))
    assert track.markers_out() == MARKERS == 7
    with pytest.raises(ValueError, match="OS-06"):
        place_marker(track, 12)


def test_place_marker_refuses_a_zone_off_the_track():
    with pytest.raises(ValueError):
        place_marker(Track(), 15)


# OS-31
def test_os_31_end_of_reveal_clears_entered_zones_only():
    track = marked(5, 5, 10)
    track, _, _ = move(track, 3, 3)
    after = end_of_reveal(track)
    assert after.markers == ((10, 1),) and after.entered == ()
    assert end_of_reveal(after) == after                                         # nobody entered 10: it stays


# OS-31: a zone counts as entered only while it held markers (a marker placed after the Ship left it stays)
def test_os_31_zone_entered_before_it_was_marked_keeps_its_marker():
    track, zone, _ = move(Track(), 3, 2)
    track = place_marker(track, 4)
    assert end_of_reveal(track).markers == ((4, 1),)


# OS-58
def test_os_58_backward_past_the_rear_eliminates():
    assert move(Track(), 2, -2) == (Track(), None, False)
    assert move(Track(), 3, -2) == (Track(), 1, False)                           # exactly to the rear zone: fine


# OS-58 OS-29: a Forcefield behind the Ship catches it before it falls off
def test_os_58_forcefield_on_the_way_back_saves_the_ship():
    track, zone, stopped = move(marked(1), 3, -3)
    assert (zone, stopped) == (1, True)


# OS-56
def test_os_56_moving_past_the_front_attaches_the_spare_board():
    track, zone, stopped = move(Track(), 13, 3)
    assert (zone, stopped, track.boards, track.front) == (16, False, 3, 21)
    assert board_event(Track(), track) == {"type": "board", "attached": 1, "removed": 0, "rear": 1, "front": 21,
                                           "boards": [[1, 7], [8, 14], [15, 21]]}


# OS-56 AMB-25: further virtual boards when one is not enough
def test_os_56_amb_25_further_virtual_boards_when_needed():
    track, zone, _ = move(Track(), 14, 20)
    assert zone == 34 and track.boards == 5 and track.front == 35
    track, first = remove_rear_boards(track)
    assert (track.rear, track.boards, track.front, first) == (22, 2, 35, 22)


# OS-56 AMB-25: a marker on the attached board stops a Ship like any other
def test_os_56_marker_on_an_attached_board_stops():
    track, _, _ = move(Track(), 14, 1)
    track = place_marker(track, 17)
    track, zone, stopped = move(track, 15, 5)
    assert (zone, stopped) == (17, True)


# DS-OS-05 OS-56 OS-57
def test_ds_os_05_board_change_attach_then_remove_the_rear_board():
    track, zone, _ = move(Track(), 14, 2)                     # last zone of the front board, +2
    assert track.boards == 3 and zone == 16 and zone - track.board_spans()[2][0] + 1 == 2   # its zone 2
    ships = {"red": zone, "blue": 7, "green": 8}
    after, first = remove_rear_boards(track)
    assert (after.rear, after.front, after.boards, first) == (8, 21, 2, 8)
    out = sorted(s for s, z in ships.items() if z < first)
    assert out == ["blue"]                                    # every Ship on the removed board is eliminated
    assert board_event(track, after)["removed"] == 1 and board_event(track, after)["attached"] == 0


# OS-57 AMB-20e: markers on a removed board leave with it
def test_os_57_amb_20e_markers_removed_with_the_board():
    track = marked(6, 6, 9)
    track, _, _ = move(track, 8, 1)                           # enters 9
    track, _, _ = move(track, 14, 1)
    track, _ = remove_rear_boards(track)
    assert track.markers == ((9, 1),) and track.markers_out() == 1 and track.entered == (9,)


# OS-57: nothing to remove on a two-board track
def test_os_57_two_boards_stay():
    assert remove_rear_boards(Track()) == (Track(), 1) and board_event(Track(), Track()) is None


def test_move_from_off_the_track_is_a_programming_error():
    with pytest.raises(ValueError):
        move(Track(), 0, 1)


tracks = st.builds(lambda zones: marked(*zones), st.lists(st.integers(1, 14), max_size=MARKERS))


# OS-29 OS-56 OS-58 OS-06: one movement ends on the track, never passes a marked zone, never changes markers
@settings(max_examples=300, deadline=None)
@given(track=tracks, zone=st.integers(1, 14), steps=st.integers(-16, 16))
def test_os_29_56_58_move_properties(track, zone, steps):
    after, to, stopped = move(track, zone, steps)
    assert after.markers == track.markers and after.markers_out() <= MARKERS
    if to is None:
        assert steps < 0 and zone + steps < track.rear
        assert not any(zone + steps <= z < zone for z, _ in track.markers)
        return
    assert after.on_track(to) and after.rear == track.rear
    path = range(zone + 1, to + 1) if steps > 0 else range(to, zone)
    assert [z for z in path if track.marked(z) and z != to] == []                # never passes a marker
    assert stopped == (track.marked(to) and to != zone)
    assert abs(to - zone) == abs(steps) or stopped
    assert set(after.entered) == set(track.entered) | ({to} if stopped else set())
