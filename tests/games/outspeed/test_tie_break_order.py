"""The Finish Line tie-break order (docs/rules/outspeed.md OS-71, AMB-33; docs/rules-decisions.md "The end"):
on the leading zone most Fuel wins before most tokens held, so a tie where Fuel and tokens point to different
Ships tells the order apart."""
from __future__ import annotations

from tests.games.outspeed.helpers import GAME, kinds, players, routes, scenario

P3 = players(3)


# OS-71, AMB-33: Fuel is compared before tokens (red holds more tokens, blue more Fuel: blue wins)
def test_os_71_fuel_breaks_the_tie_before_tokens():
    state = scenario(P3, tile=13, deck=(), zones={"red": 8, "blue": 8, "green": 3},
                     fuel={"red": 5, "blue": 6, "green": 10}, hands={"red": ["nitro", "nitro"]})
    state, _ = GAME.apply(state, {"red": {"play": "no"}})
    state, events = GAME.apply(state, routes(red="green", blue="green", green="green"))
    result = GAME.result(state)
    assert result["seats"]["red"]["tokens"] > result["seats"]["blue"]["tokens"]
    assert result["seats"]["red"]["fuel"] < result["seats"]["blue"]["fuel"]
    assert result["winners"] == ["blue"] and kinds(events, "game_end")[0]["rule"] == "OS-71"


# OS-71, AMB-33: the same tie the other way round (blue holds more tokens, red more Fuel: red wins)
def test_os_71_fuel_wins_whichever_seat_holds_the_tokens():
    state = scenario(P3, tile=13, deck=(), zones={"red": 8, "blue": 8, "green": 3},
                     fuel={"red": 6, "blue": 5, "green": 10}, hands={"blue": ["nitro", "fuel_tank"]})
    state, _ = GAME.apply(state, {"blue": {"play": "no"}})
    state, _ = GAME.apply(state, routes(red="green", blue="green", green="green"))
    assert GAME.result(state)["winners"] == ["red"]
