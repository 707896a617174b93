"""The configuration checks the games share (games/core/config.py): unknown options, the seats' colours for
an allowed count, the oldest player (CON-10, GAP-15), a whole-number wheel cap."""
from __future__ import annotations

import pytest

from games.core.config import oldest_of, refuse_unknown, seat_colours, whole_number
from games.core.errors import ConfigError
from games.core.options import SEAT
from games.registry import get_game


def test_an_unknown_option_is_refused_by_name():
    refuse_unknown({"players": [], "deck": "x"}, {"players", "deck"}, "Outspeed")
    with pytest.raises(ConfigError, match="unknown Outspeed option 'aa'"):
        refuse_unknown({"zz": 1, "aa": 2, "players": []}, {"players"}, "Outspeed")


# CON-01, CON-02
def test_seat_colours_take_an_allowed_count_of_distinct_controller_colours():
    assert seat_colours({"players": ["red", "blue", "green"]}, (3, 4), "Pixoid is for 3 or 4 players",
                        "CON-01") == ("red", "blue", "green")
    with pytest.raises(ConfigError, match="Pixoid is for 3 or 4 players, not 0") as error:
        seat_colours({}, (3, 4), "Pixoid is for 3 or 4 players", "CON-01")
    assert error.value.rule == "CON-01"
    with pytest.raises(ConfigError) as error:
        seat_colours({"players": ["red", "red", "blue"]}, (3, 4), "Pixoid is for 3 or 4 players", "CON-01")
    assert error.value.rule == "CON-02"


def test_the_oldest_player_is_one_of_the_players():
    assert oldest_of({}, ("red", "blue"), "ST-06") == "red"
    assert oldest_of({"oldest": "blue"}, ("red", "blue"), "ST-06") == "blue"
    with pytest.raises(ConfigError, match="'green' is not one of the players") as error:
        oldest_of({"oldest": "green"}, ("red", "blue"), "ST-06")
    assert error.value.rule == "ST-06"


# AMB-01
@pytest.mark.parametrize("value", [0, -3, True, 2.0, "6", None])
def test_a_wheel_cap_is_a_whole_number_of_at_least_one(value):
    assert whole_number(12, "wheel_max") == 12
    with pytest.raises(ConfigError, match="wheel_max must be a whole number of at least 1") as error:
        whole_number(value, "wheel_max")
    assert error.value.rule == "AMB-01"


# CON-10, GAP-15
@pytest.mark.parametrize("name, players", [("pixoid", ["red", "blue", "green"]),
                                           ("stadium", ["red", "blue", "green", "yellow"])])
def test_the_oldest_player_is_a_setup_input_of_the_games_that_name_one(name, players):
    """GAP-15: nothing on the table shows who is oldest, so each game whose rules name the oldest player asks
    for that seat at setup (default: the first seat) and refuses one who is not seated."""
    game = get_game(name)
    option = {o.name: o for o in game.options}["oldest"]
    assert option.kind == SEAT and option.default is None
    state = game.setup({"players": players, "oldest": "blue"}, 7)
    assert state.config.oldest == "blue"
    assert (state.pixoid if name == "pixoid" else state.flip.oldest) == "blue"  # first Pixoid / token flip
    assert game.setup({"players": players}, 7).config.oldest == "red"
    with pytest.raises(ConfigError, match="'orange' is not one of the players"):
        game.setup({"players": players, "oldest": "orange"}, 7)
    assert "oldest" not in {o.name for o in get_game("outspeed").options}  # Outspeed never names one
