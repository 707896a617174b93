"""The Resolution phase (docs/rules/outspeed.md OS-41..OS-61, OS-67..OS-69, OS-75; AMB-21..AMB-24, AMB-31, AMB-32,
AMB-34; EX-OS-02..EX-OS-04; DS-OS-01..DS-OS-03, DS-OS-05, DS-OS-07), on the stand-in tiles through the
game and on hand-made tile sides through games/outspeed/resolution.py."""
from __future__ import annotations

import pytest

from games.core.dice import load_dice
from games.core.errors import IllegalInput
from games.core.rng import Rng
from games.outspeed.resolution import (ALONE, FORFEIT, RESOLVE, SHARED, choice_counts, legal_routes, pay_costs,
                                       statuses, take_benefits)
from games.outspeed.state import KEEP, OVER, X
from games.outspeed.tiles import Amount, Route, Side
from games.outspeed.track import Track
from tests.games.outspeed.helpers import GAME, kinds, players, position, routes, scenario, ship

P3 = players(3)
P4 = players(4)
DICE = load_dice()


def route(colour, capacity=None, cost=0, move=0, fuel=0, bonus=0, lone=False, x=False):
    def amount(v):
        return v if isinstance(v, Amount) else Amount(v)
    return Route(colour, capacity, lone, amount(cost), amount(move), amount(fuel), bonus, x)


# ---- capacity and counts ----------------------------------------------------------------------------
# DS-OS-01, OS-43, OS-44, OS-51, AMB-21, AMB-31
def test_ds_os_01_over_capacity_forfeits_but_still_counts():
    state = scenario(P4, tile=4, fuel={p: 10 for p in P4})        # 3-4 side: red 2 silhouettes; green +1 Fuel + reds
    state, events = GAME.apply(state, routes(red="red", blue="red", green="red", yellow="green"))
    for p in ("red", "blue", "green"):                              # pays nothing, gains nothing
        assert ship(state, p)["fuel"] == 10 and ship(state, p)["zone"] == 3
    assert kinds(events, "forfeit") == [{"type": "forfeit", "route": "red", "seats": ["red", "blue", "green"],
                                         "capacity": 2, "rule": "OS-43"}]
    assert ship(state, "yellow")["fuel"] == 10 + 1 + 3                  # the red count is 3 (OS-44, OS-51)
    assert ship(state, "yellow")["zone"] == 4


# OS-43: within capacity each chooser resolves normally; a route without silhouettes has no limit
def test_os_43_within_capacity_resolves_and_no_silhouettes_means_no_limit():
    state = scenario(P4, tile=1, fuel={p: 10 for p in P4})        # yellow: 2 silhouettes, cost 1, +2
    state, _ = GAME.apply(state, routes(red="yellow", blue="yellow", green="green", yellow="green"))
    assert [ship(state, p)["zone"] for p in P4] == [5, 5, 4, 4]
    assert [ship(state, p)["fuel"] for p in P4] == [9, 9, 12, 12]


def test_statuses_on_a_hand_made_side():
    side = Side((route("red", capacity=2, cost=1), route("yellow", lone=True, cost=1, move=3),
                 route("green", cost=0, move=1)))
    chosen = ["red", "red", "red", "yellow", "green"]
    assert statuses(side, chosen, choice_counts(chosen)) == (FORFEIT, FORFEIT, FORFEIT, ALONE, RESOLVE)
    chosen = ["red", "red", "yellow", "yellow", None]
    assert statuses(side, chosen, choice_counts(chosen)) == (RESOLVE, RESOLVE, SHARED, SHARED, None)


# OS-51, AMB-31: a route-colour symbol counts everyone who programmed that colour, the resolver included
def test_os_51_colour_count_includes_the_resolving_player():
    state = scenario(P3, tile=7, fuel={p: 10 for p in P3})        # yellow: cost 1, move 1 + yellows
    state, _ = GAME.apply(state, routes(red="yellow", blue="yellow", green="yellow"))
    assert [ship(state, p)["zone"] for p in P3] == [7, 7, 7]


# ---- costs, eliminations, benefits ------------------------------------------------------------------
# OS-45, AMB-24, OS-59: costs first; a Ship at 0 Fuel is out and gains nothing
def test_os_45_amb_24_eliminated_in_the_cost_step_gets_no_benefit():
    state = scenario(P3, tile=1, fuel={"red": 3, "blue": 10, "green": 10})   # red: cost 3, +4
    state, events = GAME.apply(state, routes(red="red", blue="yellow", green="green"))
    assert ship(state, "red")["out"] == {"turn": 2, "why": "fuel"} and ship(state, "red")["zone"] is None
    assert not [e for e in kinds(events, "move") if e["seat"] == "red"]
    order = [e["type"] for e in events if e["type"] in ("pay", "eliminated", "move")]
    assert order.index("eliminated") < order.index("move")                # costs → eliminations → benefits
    assert max(i for i, t in enumerate(order) if t == "pay") < order.index("eliminated")


# OS-42, OS-46, OS-47: the cost line is Fuel lost, the benefit line zones forward and Fuel gained, no cap
def test_os_42_46_47_cost_and_benefit_lines():
    state = scenario(P3, tile=1, fuel={"red": 30, "blue": 10, "green": 10})
    state, events = GAME.apply(state, routes(red="red", blue="green", green="yellow"))
    assert ship(state, "red")["fuel"] == 27 and ship(state, "red")["zone"] == 7
    assert ship(state, "blue")["fuel"] == 12 and ship(state, "blue")["zone"] == 4
    state = scenario(P3, tile=1, fuel={"red": 30, "blue": 10, "green": 10})
    state, _ = GAME.apply(state, routes(red="green", blue="green", green="green"))
    assert ship(state, "red")["fuel"] == 32                                 # no upper limit (OS-47)
    assert all(e["steps"] > 0 and e["zone"] > e["from"] for e in kinds(events, "move"))   # never backward


# OS-52, OS-75: each affected player rolls the die for themselves; blue moves by its face
def test_os_52_75_each_player_rolls_their_own_blue_die():
    state = position(P3, tile=3, ships={p: {"fuel": 10} for p in P3},     # yellow: cost 1, move blue
                     next_dice={"blue": [3, 1]})
    state, events = GAME.apply(state, routes(red="yellow", blue="yellow", green="green"))
    rolls = kinds(events, "roll")
    assert [(r["die"], r["face"], r["by"]) for r in rolls] == [("blue", 3, "red"), ("blue", 1, "blue")]
    assert ship(state, "red")["zone"] == 6 and ship(state, "blue")["zone"] == 4


# EX-OS-04, OS-68, OS-53, AMB-34: tile 12's green route costs 1 plus the yellow die's magnitude
def test_ex_os_04_tile_12_green_pays_one_plus_the_yellow_magnitude():
    state = position(P3, tile=12, ships={p: {"fuel": 10} for p in P3}, next_dice={"yellow": [-3]})
    state, events = GAME.apply(state, routes(red="green", blue="yellow", green="red"))
    assert [(r["die"], r["face"], r["by"]) for r in kinds(events, "roll")] == [("yellow", -3, "red")]
    assert ship(state, "red")["fuel"] == 10 - 4


@pytest.mark.parametrize("fuel, why", [(4, "OS-59"), (3, "OS-61")])
def test_ex_os_04_corollaries_four_fuel_reaches_zero_three_cannot_pay(fuel, why):
    state = position(P3, tile=12, ships={"red": {"fuel": fuel}, "blue": {"fuel": 10}, "green": {"fuel": 10}},
                     next_dice={"yellow": [-3]})
    state, events = GAME.apply(state, routes(red="green", blue="yellow", green="red"))
    assert ship(state, "red")["out"] == {"turn": 2, "why": "fuel"} and ship(state, "red")["fuel"] == 0
    assert [e["rule"] for e in kinds(events, "eliminated")] == ["OS-59"]
    assert kinds(events, "pay")[0]["rule"] == ("OS-61" if why == "OS-61" else "OS-45")


# EX-OS-04 corollary, OS-39: at programming the route is legal iff Fuel >= 1 + the smallest yellow magnitude
def test_ex_os_04_tile_12_green_is_legal_from_two_fuel():
    assert "green" in GAME.prompts(scenario(P3, tile=12, fuel={"red": 2}))["red"].fields[0].options
    prompt = GAME.prompts(scenario(P3, tile=12, fuel={"red": 1}))["red"]
    assert "green" not in prompt.fields[0].options


# DS-OS-07, OS-39: with 2 Fuel a fixed 3-Fuel route is refused; a yellow-die route is accepted
def test_ds_os_07_affordability_by_the_lowest_possible_cost():
    state = scenario(P3, tile=9, fuel={"red": 2, "blue": 10, "green": 10})   # red: yellow die; yellow: 2 fixed
    options = GAME.prompts(state)["red"].fields[0].options
    assert "red" in options and "yellow" in options
    state = scenario(P3, tile=1, fuel={"red": 2, "blue": 10, "green": 10})   # red costs 3
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, routes(red="red", blue="green", green="green"))
    assert err.value.rule == "OS-39" and "3 Fuel" in err.value.message
    assert GAME.to_json(state) == GAME.to_json(scenario(P3, tile=1, fuel={"red": 2, "blue": 10, "green": 10}))


# OS-39: a cost exactly equal to the Fuel held is legal (and eliminates, OS-59)
def test_os_39_a_cost_equal_to_fuel_is_legal():
    state = scenario(P3, tile=1, fuel={"red": 3})
    assert "red" in GAME.prompts(state)["red"].fields[0].options


# OS-40, AMB-23a: nothing affordable → only the cheapest lit routes may be programmed
def test_os_40_amb_23_forced_choice_among_the_cheapest():
    side = Side((route("red", cost=3, move=4), route("yellow", cost=2, move=2), route("green", cost=2, move=1)))
    options, refused = legal_routes(side, 1, DICE)
    assert options == ("yellow", "green") and "AMB-23" in refused["red"]
    options, refused = legal_routes(Side((route("red", cost=3), route("green", cost=5))), 0, DICE)
    assert options == ("red",)
    # OS-40: on a real tile the only legal route may eliminate its chooser
    state = scenario(P3, tile=1, fuel={"red": 1})                          # yellow costs 1, green 0
    assert GAME.prompts(state)["red"].fields[0].options == ("yellow", "green")


# OS-36: an unlit route is refused by rule OS-36
def test_os_36_an_unlit_route_is_refused():
    state = scenario(P3, tile=2)                                           # red and green only
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, routes(red="yellow", blue="green", green="green"))
    assert err.value.rule == "OS-36" and "not lit" in err.value.message


# OS-41: all routes are revealed together, after everyone locked in
def test_os_41_routes_are_revealed_together():
    state = scenario(P3, tile=1)
    assert GAME.observe(state, None)["routes"] == {}
    state, events = GAME.apply(state, routes(red="red", blue="yellow", green="green"))
    assert kinds(events, "routes")[0]["routes"] == {"red": "red", "blue": "yellow", "green": "green"}


# ---- tiles 11, 12, 14 -------------------------------------------------------------------------------
# EX-OS-02, OS-67, AMB-32: the lone chooser moves +3 and pays nothing
def test_ex_os_02_tile_11_lone_chooser():
    state = scenario(P3, tile=11, side="3-4", fuel={p: 5 for p in P3})
    state, events = GAME.apply(state, routes(red="yellow", blue="green", green="green"))
    assert ship(state, "red")["zone"] == 6 and ship(state, "red")["fuel"] == 5
    assert kinds(events, "lone")[0]["alone"] is True


# EX-OS-03, OS-67, AMB-32: two choosers each pay 1 and nobody moves; with 1 Fuel that eliminates
def test_ex_os_03_tile_11_shared_route():
    state = scenario(P3, tile=11, side="3-4", fuel={"red": 5, "blue": 1, "green": 5})
    state, events = GAME.apply(state, routes(red="yellow", blue="yellow", green="green"))
    assert ship(state, "red")["zone"] == 3 and ship(state, "red")["fuel"] == 4
    assert ship(state, "blue")["out"] == {"turn": 2, "why": "fuel"}
    assert [e["rule"] for e in kinds(events, "pay")] == ["OS-67", "OS-67"]


# AMB-23b, AMB-32: the lone-chooser route is always legal to program
def test_amb_32_lone_route_always_legal():
    assert "yellow" in GAME.prompts(scenario(P3, tile=11, side="3-4", fuel={"red": 1}))["red"].fields[0].options


# DS-OS-03, OS-54, OS-61, OS-69: tile 14's summed yellow rolls above the Fuel held eliminate
def test_ds_os_03_tile_14_summed_rolls_above_fuel_eliminate():
    state = position(P3, tile=14, deck=[], ships={"red": {"fuel": 3}, "blue": {"fuel": 10}, "green": {"fuel": 10}},
                     next_dice={"yellow": [-2, -2]})
    assert "red" in GAME.prompts(state)["red"].fields[0].options           # minimum 2 <= 3
    state, events = GAME.apply(state, routes(red="red", blue="green", green="green"))
    assert [r["face"] for r in kinds(events, "roll")] == [-2, -2]
    assert kinds(events, "pay")[0] == {"type": "pay", "seat": "red", "fuel": 4, "left": 0, "short": True,
                                       "rule": "OS-61"}
    assert ship(state, "red")["out"]["why"] == "fuel"                      # even on the Finish Line


# OS-54: the summed blue rolls of tile 14 move the Ship by their sum
def test_os_54_summed_blue_rolls_move_by_their_sum():
    state = position(P3, tile=14, deck=[], ships={"red": {"fuel": 10}}, next_dice={"yellow": [-1, -1], "blue": [3, 2]})
    state, _ = GAME.apply(state, routes(red="red", blue="green", green="green"))
    assert ship(state, "red")["zone"] == 3 + 5 and ship(state, "red")["fuel"] == 8


# ---- the Finish Line --------------------------------------------------------------------------------
# DS-OS-02, OS-60, OS-59: 3 Fuel paying 3 ends at 0 on the Finish Line, still ranked; elsewhere eliminated
def test_ds_os_02_finish_line_zero_fuel_is_not_elimination():
    state = scenario(P3, tile=16, deck=(), fuel={"red": 3, "blue": 10, "green": 10})   # red: cost 3, +4
    state, events = GAME.apply(state, routes(red="red", blue="green", green="green"))
    assert ship(state, "red")["fuel"] == 0 and ship(state, "red")["out"] is None
    assert GAME.result(state)["winners"] == ["red"] and ship(state, "red")["zone"] == 7
    normal = scenario(P3, tile=1, fuel={"red": 3, "blue": 10, "green": 10})           # red: cost 3
    normal, _ = GAME.apply(normal, routes(red="red", blue="green", green="green"))
    assert ship(normal, "red")["out"] == {"turn": 2, "why": "fuel"}


# ---- the wheel-with-X -------------------------------------------------------------------------------
# OS-55, AMB-22, OS-38: resolvers of the X route dial X in secret on the centre wheel; X moves and costs X
def test_os_55_x_is_dialled_then_moves_and_costs_x():
    state = scenario(P3, tile=15, deck=(), fuel={"red": 6, "blue": 10, "green": 10}, wheel_max=30)
    state, events = GAME.apply(state, routes(red="yellow", blue="green", green="red"))
    assert state.phase == X and set(GAME.prompts(state)) == {"red"}
    prompt = GAME.prompts(state)["red"]
    f = prompt.fields[0]
    assert prompt.secret and f.wheel == "centre" and (f.low, f.high) == (0, 6)
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {"red": {"x": 7}})
    assert err.value.rule == "OS-55"
    state, events = GAME.apply(state, {"red": {"x": 4}})
    assert kinds(events, "x")[0]["values"] == {"red": 4}
    assert ship(state, "red")["zone"] == 7 and ship(state, "red")["fuel"] == 2


# AMB-22, OS-60: X may spend every Fuel on the Finish Line and the Ship stays in the race
def test_amb_22_all_remaining_fuel_on_the_finish_line():
    state = scenario(P3, tile=15, deck=(), fuel={"red": 5, "blue": 10, "green": 10})
    state, _ = GAME.apply(state, routes(red="yellow", blue="green", green="green"))
    state, _ = GAME.apply(state, {"red": {"x": 5}})
    assert ship(state, "red")["fuel"] == 0 and ship(state, "red")["out"] is None
    assert ship(state, "red")["zone"] == 8 and GAME.result(state)["winners"] == ["red"]


# AMB-01: the wheel's largest number caps X
def test_amb_01_wheel_max_caps_x():
    state = scenario(P3, tile=15, deck=(), fuel={"red": 12}, wheel_max=4)
    state, _ = GAME.apply(state, routes(red="yellow", blue="green", green="green"))
    assert GAME.prompts(state)["red"].fields[0].high == 4


# AMB-22: X is not asked when nobody resolves the X route
def test_amb_22_no_x_prompt_without_resolvers():
    state = scenario(P3, tile=15, deck=())
    state, _ = GAME.apply(state, routes(red="green", blue="green", green="red"))
    assert state.phase == OVER


# ---- boards -----------------------------------------------------------------------------------------
# DS-OS-05, OS-56, OS-57, AMB-25: the front board is extended, then the rear board is removed
def test_ds_os_05_board_extension_and_removal():
    state = scenario(P3, tile=2, zones={"red": 13, "blue": 5, "green": 9}, fuel={p: 10 for p in P3})
    state, events = GAME.apply(state, routes(red="red", blue="green", green="green"))  # red +3 → 16
    boards = kinds(events, "board")
    assert boards[0]["attached"] == 1 and boards[0]["rule"] == "OS-56"
    assert boards[1]["removed"] == 1 and boards[1]["rule"] == "OS-57"
    view = GAME.observe(state, None)
    assert view["track"]["boards"] == [[8, 14], [15, 21]]
    assert ship(state, "red")["zone"] == 16 and ship(state, "green")["zone"] == 10
    assert ship(state, "blue")["out"] == {"turn": 2, "why": "board"}      # zone 6 was on the removed board


# ---- the pure functions on their own ----------------------------------------------------------------
def test_pay_costs_and_take_benefits_on_a_hand_made_side():
    side = Side((route("red", capacity=1, cost=2, move=3, bonus=1), route("green", fuel=Amount(0, (), ("red",)),
                                                                           move=1)))
    seats = ["a", "b"]
    chosen = ["red", "green"]
    counts = choice_counts(chosen)
    status = statuses(side, chosen, counts)
    fuel, events, out = pay_costs(side, seats, chosen, status, [2, 5], [None, None], counts, Rng(1), DICE, False)
    assert fuel == [0, 5] and out == ["a"]
    track, zones, fuel, events, stars = take_benefits(side, seats, chosen, status, [None, 3], fuel, [None, None],
                                                      counts, Track(), Rng(1), DICE)
    assert zones == [None, 4] and fuel == [0, 6] and stars == [0, 0]


# OS-48: a Bonus star opens the keep prompt after the benefits
def test_os_48_a_star_leads_to_a_draw():
    state = scenario(P3, tile=2, pile=("nitro", "flamethrower", "fuel_tank", "forcefield"))
    state, events = GAME.apply(state, routes(red="green", blue="red", green="red"))       # green gives 1 star
    assert state.phase == KEEP and kinds(events, "draw") == [{"type": "draw", "seat": "red", "count": 2}]
    assert GAME.prompts(state)["red"].fields[0].options == ("flamethrower", "nitro")


# AMB-31, OS-51: the counts are taken at the reveal; a chooser eliminated in the cost step still counts
def test_amb_31_an_eliminated_chooser_still_counts():
    state = scenario(P3, tile=4, fuel={"red": 2, "blue": 10, "green": 10})   # red: cost 2; green: +1 + reds
    state, _ = GAME.apply(state, routes(red="red", blue="green", green="green"))
    assert ship(state, "red")["out"] == {"turn": 2, "why": "fuel"}
    assert ship(state, "blue")["fuel"] == 10 + 1 + 1
