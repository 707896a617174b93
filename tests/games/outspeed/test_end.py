"""The end of the race (docs/rules/outspeed.md OS-64, OS-66, OS-70..OS-73; AMB-29, AMB-33; DS-OS-04): the Finish Line
ranking and its tie-breaks, the last Ship standing, and nobody left."""
from __future__ import annotations

from games.outspeed.state import OVER
from tests.games.outspeed.helpers import GAME, kinds, players, position, routes, scenario

P3 = players(3)


def finish(**kw):
    """The Finish Line tile 13 current (3-4 side): red +4 for 4, yellow +3 for 2, green +1 and 1 Fuel."""
    return scenario(P3, tile=13, deck=(), **kw)


# OS-66, OS-70: after the Reveal of the Finish Line tile the furthest Ship wins
def test_os_66_70_the_furthest_ship_wins_after_the_finish_line():
    state = finish(zones={"red": 5, "blue": 3, "green": 9}, fuel={p: 10 for p in P3})
    state, events = GAME.apply(state, routes(red="red", blue="yellow", green="green"))
    assert state.phase == OVER and not GAME.prompts(state)
    result = GAME.result(state)
    assert result["winners"] == ["green"] and result["no_winner"] is False
    assert result["scores"] == {"red": 9, "blue": 6, "green": 10}
    assert kinds(events, "tile_removed")[0]["finish"] and kinds(events, "game_end")[0]["rule"] == "OS-70"
    assert GAME.observe(state, None)["tile"] is None and GAME.observe(state, None)["over"]


# DS-OS-04, OS-71, AMB-33: tie on the leading zone → most Fuel → most tokens held → shared
def test_ds_os_04_tie_breaks():
    state = finish(zones={"red": 8, "blue": 8, "green": 3}, fuel={"red": 5, "blue": 5, "green": 10},
                   hands={"red": ["nitro", "nitro"], "blue": ["nitro"]})
    state, _ = GAME.apply(state, {"red": {"play": "no"}, "blue": {"play": "no"}})
    state, events = GAME.apply(state, routes(red="green", blue="green", green="green"))
    assert GAME.result(state)["winners"] == ["red"] and kinds(events, "game_end")[0]["rule"] == "OS-71"
    state = finish(zones={"red": 8, "blue": 8, "green": 3}, fuel={"red": 5, "blue": 6, "green": 10})
    state, _ = GAME.apply(state, routes(red="green", blue="green", green="green"))
    assert GAME.result(state)["winners"] == ["blue"]                       # Fuel first
    state = finish(zones={"red": 8, "blue": 8, "green": 3}, fuel={"red": 5, "blue": 5, "green": 10},
                   hands={"red": ["nitro"], "blue": ["fuel_tank"]})
    state, _ = GAME.apply(state, {"red": {"play": "no"}, "blue": {"play": "no"}})
    state, _ = GAME.apply(state, routes(red="green", blue="green", green="green"))
    assert GAME.result(state)["winners"] == ["red", "blue"]                # shared victory


# AMB-33: a Ship at 0 Fuel after the Finish Line Resolution is ranked with 0 Fuel
def test_amb_33_zero_fuel_ship_is_ranked():
    state = finish(zones={"red": 3, "blue": 5, "green": 2}, fuel={"red": 4, "blue": 10, "green": 10})
    state, _ = GAME.apply(state, routes(red="red", blue="green", green="green"))   # red: 3 + 4 = 7, 0 Fuel
    result = GAME.result(state)
    assert result["seats"]["red"] == {"zone": 7, "fuel": 0, "tokens": 0, "eliminated": None}
    assert result["winners"] == ["red"]


# OS-64, OS-72: after the Resolution one Ship remains → it wins at once, tiles left unplayed
def test_os_64_72_last_ship_standing_after_resolution():
    state = scenario(P3, tile=1, deck=(2, 3, 4), fuel={"red": 3, "blue": 3, "green": 10})
    state, events = GAME.apply(state, routes(red="red", blue="red", green="green"))
    # red route: 1 silhouette, 2 choosers → forfeit; nobody is out yet
    assert state.phase != OVER
    state = scenario(P3, tile=1, deck=(2, 3, 4), fuel={"red": 3, "blue": 1, "green": 10})
    state, events = GAME.apply(state, routes(red="red", blue="yellow", green="green"))
    assert state.phase == OVER and GAME.result(state)["winners"] == ["green"]
    assert kinds(events, "game_end")[0]["rule"] == "OS-72"
    assert not kinds(events, "move")                                        # the benefits never came (AMB-29)


# OS-73, AMB-29: simultaneous eliminations of everyone → no winner, even with two left before
def test_os_73_amb_29_everyone_out_means_no_winner():
    state = scenario(P3, tile=1, out=["green"], fuel={"red": 3, "blue": 1})
    state, events = GAME.apply(state, routes(red="red", blue="yellow"))
    result = GAME.result(state)
    assert result["winners"] == [] and result["no_winner"] is True
    assert kinds(events, "game_end") == [{"type": "game_end", "winners": [], "no_winner": True, "rule": "OS-73"}]
    assert GAME.observe(state, None)["no_winner"] is True and not GAME.prompts(state)


# OS-62, OS-70: eliminated Ships are not ranked even when further ahead
def test_os_62_eliminated_ships_are_not_ranked():
    state = position(P3, tile=14, deck=[], ships={"red": {"zone": 12, "fuel": 2}, "blue": {"zone": 4, "fuel": 10},
                                                  "green": {"zone": 3, "fuel": 10}}, next_dice={"yellow": [-3, -3]})
    state, _ = GAME.apply(state, routes(red="red", blue="green", green="green"))      # red cannot pay 6
    result = GAME.result(state)
    assert result["winners"] == ["blue"] and result["seats"]["red"]["eliminated"] == {"turn": 2, "why": "fuel"}
    assert result["scores"]["red"] == 0 and result["seats"]["red"]["zone"] is None


# the game ends within 13 turns whatever happens (OS-12)
def test_os_12_never_more_than_thirteen_turns():
    from games.core.bots import RandomBot
    from games.core.runner import play_out
    for seed in range(30):
        state, _ = play_out(GAME, GAME.setup({"players": players(5)}, seed), {p: RandomBot() for p in players(5)}, seed)
        assert GAME.result(state)["turns"] <= 13
