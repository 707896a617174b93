"""Outspeed setup (docs/rules/outspeed.md OS-01..OS-13, CON-01, CON-02, CON-14, AMB-01, AMB-14, AMB-26): player counts,
tile sides, both decks, the token pile, markers, Fuel, the start zone, the options and their refusals."""
from __future__ import annotations

from collections import Counter

import pytest

from games.core.errors import ConfigError, ContentError
from games.outspeed.state import PROGRAM
from tests.games.outspeed.helpers import GAME, players


# OS-01, CON-01
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_os_01_three_to_six_players_start(n):
    state = GAME.setup({"players": players(n)}, 1)
    assert GAME.observe(state, None)["seats"] == players(n)


# OS-01, CON-01
@pytest.mark.parametrize("n", [0, 1, 2, 7])
def test_os_01_other_player_counts_are_refused(n):
    colours = players(6) + ["red"]
    with pytest.raises(ConfigError) as err:
        GAME.setup({"players": colours[:n]}, 1)
    assert err.value.rule in ("OS-01", "CON-02")


# OS-08, CON-02
def test_os_08_each_player_has_one_distinct_colour():
    with pytest.raises(ConfigError) as err:
        GAME.setup({"players": ["red", "red", "blue"]}, 1)
    assert err.value.rule == "CON-02"
    with pytest.raises(ConfigError):
        GAME.setup({"players": ["red", "blue", "pink"]}, 1)


# OS-02
@pytest.mark.parametrize("n, side", [(3, "3-4"), (4, "3-4"), (5, "5-6"), (6, "5-6")])
def test_os_02_tiles_start_on_the_side_for_the_player_count(n, side):
    view = GAME.observe(GAME.setup({"players": players(n)}, 2), None)
    assert view["side"] == side and view["tile"]["side"] == side and not view["flipped"]


# OS-03
def test_os_03_standard_deck_twelve_shuffled_track_tiles_over_one_finish_line():
    orders = set()
    finishes = set()
    for seed in range(40):
        state = GAME.setup({"players": players(4)}, seed)
        deck = (state.current,) + state.deck
        assert len(deck) == 13                                                    # OS-12
        assert sorted(deck[:12]) == list(range(1, 13))
        assert deck[12] in (13, 14, 15, 16)
        orders.add(deck[:12])
        finishes.add(deck[12])
    assert len(orders) > 30 and finishes == {13, 14, 15, 16}


# OS-03: the tiles under the current one are face down
def test_os_03_deck_is_hidden_from_the_tv():
    state = GAME.setup({"players": players(4)}, 3)
    view = GAME.observe(state, None)
    assert "deck" in GAME.hidden and view["tiles_left"] == 12
    assert view["tile"]["number"] == state.current


# OS-04, CON-14
def test_os_04_first_game_deck_is_tiles_1_to_13_in_order():
    for seed in (0, 5):
        state = GAME.setup({"players": players(3), "deck": "first-game"}, seed)
        assert (state.current,) + state.deck == tuple(range(1, 14))


# OS-05
def test_os_05_the_pile_holds_32_tokens_in_the_fixed_mix_shuffled():
    state = GAME.setup({"players": players(4)}, 4)
    assert Counter(state.pile) == {"electromagnet": 2, "ion_cannon": 2, "flamethrower": 7, "forcefield": 7,
                                   "nitro": 7, "fuel_tank": 7}
    assert GAME.setup({"players": players(4)}, 5).pile != state.pile


# OS-06, OS-09, OS-10, AMB-26
def test_os_06_09_10_markers_two_boards_start_zone_three():
    view = GAME.observe(GAME.setup({"players": players(5)}, 1), None)
    track = view["track"]
    assert track["boards"] == [[1, 7], [8, 14]] and track["rear"] == 1 and track["front"] == 14
    assert track["markers"] == [] and track["markers_left"] == 7
    assert track["start"] == 3 and all(s["zone"] == 3 for s in view["ships"].values())


# OS-07, OS-11
def test_os_07_11_twelve_fuel_each_and_no_tokens_in_hand():
    view = GAME.observe(GAME.setup({"players": players(3)}, 1), None)
    assert all(s["fuel"] == 12 and s["tokens"] == 0 and s["out"] is None for s in view["ships"].values())


# OS-12, OS-13
def test_os_12_13_turn_one_of_thirteen_opens_on_programming():
    state = GAME.setup({"players": players(4)}, 1)
    view = GAME.observe(state, None)
    assert view["turn"] == 1 and view["turns"] == 13
    assert state.phase == PROGRAM and set(GAME.prompts(state)) == set(players(4))
    assert view["declared"] == {p: "no" for p in players(4)}


# CON-14, AMB-14, AMB-01: the options are declared once and validated
def test_options_are_declared_with_their_rules():
    by_name = {o.name: o for o in GAME.options}
    assert by_name["deck"].choices == ("standard", "first-game") and by_name["deck"].rule == "OS-04"
    assert by_name["declare"].choices == ("simultaneous", "sequential") and by_name["declare"].rule == "AMB-14"
    assert by_name["tiles"].kind == "file" and by_name["wheel_max"].rule == "AMB-01"
    assert GAME.wheel_option == "wheel_max" and GAME.player_counts == frozenset({3, 4, 5, 6})


@pytest.mark.parametrize("options, rule", [({"deck": "short"}, "OS-04"), ({"declare": "loud"}, "AMB-14"),
                                           ({"wheel_max": 0}, "AMB-01"), ({"colour": "red"}, None)])
def test_bad_options_are_config_errors(options, rule):
    with pytest.raises(ConfigError) as err:
        GAME.setup({"players": players(3), **options}, 1)
    assert err.value.rule == rule


# GAP-06: a user's tile file that is malformed names the file and the field
def test_a_bad_tiles_file_is_a_content_error(tmp_path):
    bad = tmp_path / "tiles.yaml"
    bad.write_text("stand_in: false\ntiles: {1: {}}\n")
    with pytest.raises(ContentError) as err:
        GAME.setup({"players": players(3), "tiles": str(bad)}, 1)
    assert "tiles.yaml" in str(err.value)


def test_same_seed_same_setup_and_json_round_trip():
    a = GAME.setup({"players": players(6)}, 9)
    b = GAME.setup({"players": players(6)}, 9)
    assert GAME.to_json(a) == GAME.to_json(b)
    assert GAME.to_json(GAME.from_json(GAME.to_json(a))) == GAME.to_json(a)


# GAP-06: the journal header says which tiles are in play and that the shipped ones are the stand-in
def test_content_record_names_the_stand_in_tiles(tmp_path):
    config = GAME.configure({"players": players(3)})
    assert GAME.content_record(config) == {"tiles": "tiles.yaml", "stand_ins": ["tiles.yaml"]}


# the host's text picture and the rules help come from the game
def test_picture_and_help():
    view = GAME.observe(GAME.setup({"players": players(3)}, 1), None)
    picture = GAME.picture(view)
    assert "turn 1/13" in picture and "  3   RBG" in picture and "R 12F 0T" in picture
    assert GAME.help()["pages"] and GAME.extra_controllers(GAME.configure({"players": players(3)})) == ()
