"""Outspeed's heuristic bot (issue 11 item 4): it answers from its own seat's view only, every answer is
legal over seeded games of every configuration, each heuristic does what it says on a chosen table, and it
beats random bots clearly."""
from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from games.core.bots import RandomBot, decision_rng
from games.core.prompt import validate_inputs
from games.core.runner import play_out
from games.outspeed.bots import HeuristicBot, Table
from games.registry import BOTS, make_bot
from tests.games.outspeed.helpers import GAME, TILES, players, routes, scenario

BOT = HeuristicBot()


class Poison:
    """Stands in for anything the bot must not read: any use of it fails the test."""

    def _fail(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the bot read something outside its own seat's view")

    __getitem__ = __iter__ = __len__ = __contains__ = __bool__ = __eq__ = __hash__ = __lt__ = _fail
    __getattr__ = _fail


def poisoned(view: dict[str, Any], seat: str) -> dict[str, Any]:
    """``view`` with the hidden state and every other seat's private parts planted as poison beside it."""
    out = copy.deepcopy(view)
    for key in GAME.hidden + ("state", "rng"):
        out[key] = Poison()
    for other, ship in out["ships"].items():
        if other != seat:
            ship["private"] = Poison()
            ship["hand"] = Poison()
    return out


def ask(state, seat: str, step: int = 0) -> dict[str, Any]:
    prompt = GAME.prompts(state)[seat]
    return BOT.act(GAME.observe(state, seat), prompt, decision_rng(7, step, seat))


def drive(state, seed: int, check) -> dict[str, Any]:
    """Play ``state`` to the end with the heuristic bot at every seat, calling ``check(state, prompts,
    inputs)`` before each apply; the result."""
    step = 0
    while prompts := GAME.prompts(state):
        inputs = {c: BOT.act(GAME.observe(state, p.seat), p, decision_rng(seed, step, c)) for c, p in prompts.items()}
        check(state, prompts, inputs)
        state, _ = GAME.apply(state, inputs)
        step += 1
        assert step < 400
    return GAME.result(state)


def test_registered_as_the_outspeed_heuristic():
    assert BOTS["outspeed"]["heuristic"] is HeuristicBot
    assert isinstance(make_bot("outspeed", "heuristic"), HeuristicBot) and HeuristicBot.needs_view


@pytest.mark.parametrize("n", [3, 4, 6])
def test_answers_from_its_own_view_only(n):
    """CON-05: every decision over whole games is the same when the hidden state and the other seats'
    private parts are planted beside the view as poison (reading any of it fails) and when the view has been
    through JSON (as on a private channel), and the bot is only ever handed ``observe(state, seat)``."""
    seats = players(n)
    handed: list[tuple[dict, dict]] = []

    class Checked(HeuristicBot):
        def act(self, view, prompt, rng):
            handed.append((view, GAME.observe(self.state, prompt.seat)))
            plain = super().act(view, prompt, copy.deepcopy(rng))
            assert super().act(json.loads(json.dumps(view)), prompt, copy.deepcopy(rng)) == plain   # JSON only
            assert super().act(poisoned(view, prompt.seat), prompt, rng) == plain
            return plain

    for seed in range(6):
        state = GAME.setup({"players": seats}, seed)
        bots = {p: Checked() for p in seats}

        def track(step, inputs, events, new, bots=bots):
            for b in bots.values():
                b.state = new

        for b in bots.values():
            b.state = state
        play_out(GAME, state, bots, seed, on_step=track)
    assert handed and all(view == truth for view, truth in handed)
    assert all(view["private"] is not None and "hand" in view["private"] for view, _ in handed)


CONFIGS = [{"players": players(3)}, {"players": players(4)}, {"players": players(5)}, {"players": players(6)},
           {"players": players(4), "deck": "first-game"}, {"players": players(5), "declare": "sequential"}]


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{len(o['players'])}p-{o.get('deck', o.get('declare', ''))}")
def test_every_answer_is_legal_over_seeded_games(options):
    """OS-14, OS-35, OS-39, OS-48, OS-55: every prompt of whole seeded games answered legally (no refusal),
    each game reaches the end; between them the games use every kind of prompt and every token."""
    seen: set[str] = set()
    for seed in range(12):
        def check(state, prompts, inputs):
            validate_inputs(prompts, inputs)                  # raises IllegalInput on a refused answer
            for values in inputs.values():
                seen.update(k if k != "token" else values["token"] for k in values)

        result = drive(GAME.setup(options, seed), seed, check)
        assert result["winners"] or result["no_winner"]
    assert {"play", "route", "keep"} <= seen
    assert {"nitro", "fuel_tank", "flamethrower"} <= seen


def test_x_is_dialled_on_the_wheel_with_x_tile_and_kept_within_the_fuel():
    """OS-55, OS-60: over seeded games ending on tile 15 the bot dials X within 0..its Fuel and finishes
    with 0 or more Fuel. On the frozen test tiles (tile 15's X route as the seeds were chosen for), so a
    rebalanced stand-in cannot leave this without an X to check."""
    dialled = 0
    for seed in range(40):
        state = GAME.setup({"players": players(3), "tiles": TILES}, seed)
        if state.deck[-1] != 15:
            continue

        def check(state, prompts, inputs):
            nonlocal dialled
            if state.phase == "x":
                dialled += len(inputs)
                assert all(prompts[c].field("x").low <= v["x"] <= prompts[c].field("x").high
                           for c, v in inputs.items())

        assert all(s["fuel"] >= 0 for s in drive(state, seed, check)["seats"].values())
    assert dialled > 0


# ---- the heuristics on chosen tables (the frozen test tiles) -------------------------------------------
def test_x_just_passes_every_rivals_reach_and_keeps_the_rest():
    """OS-55, OS-70: on tile 15 (yellow = X, red = 3 zones for 2 Fuel) with the routes revealed, X is just
    enough to pass the furthest rival's best reach; without enough Fuel it is all the Fuel."""
    seats = players(3)
    state = scenario(seats, tile=15, deck=(), zones={"red": 10, "blue": 12, "green": 9},
                     fuel={"red": 9, "blue": 6, "green": 3})
    state, _ = GAME.apply(state, routes(red="yellow", blue="red", green="green"))
    assert state.phase == "x"
    assert ask(state, "red") == {"x": 12 + 3 - 10 + 1}                 # blue can reach 15: red goes to 16
    poor = scenario(seats, tile=15, deck=(), zones={"red": 10, "blue": 14, "green": 9},
                    fuel={"red": 4, "blue": 6, "green": 3})
    poor, _ = GAME.apply(poor, routes(red="yellow", blue="red", green="green"))
    assert ask(poor, "red") == {"x": 4}                                # all in: 0 Fuel is allowed (OS-60)


# OS-59
def test_never_programs_a_route_whose_cost_eliminates_it():
    """OS-39, OS-59: with 3 Fuel on tile 1 the red route (3 Fuel) is legal but leaves 0 Fuel: never taken."""
    seats = players(4)
    for seed in range(30):
        state = scenario(seats, tile=1, fuel={"red": 3}, zones={"red": 8, "blue": 6, "green": 6, "yellow": 6})
        assert "red" in GAME.prompts(state)["red"].field("route").options
        assert ask(state, "red", seed)["route"] != "red"


# OS-60
def test_keeps_a_fuel_reserve_for_the_finish_line():
    """OS-60, OS-66: with 5 Fuel, spending 3 on tile 1's red route is worth less when the Finish Line tile is
    next (it wants Fuel there) than with tiles to go; on the Finish Line itself Fuel is worth least."""
    seats = players(4)
    zones = {p: 6 for p in seats}

    def red(deck, tile=1):
        state = scenario(seats, tile=tile, deck=deck, zones=zones, fuel={"red": 5})
        return Table(GAME.observe(state, "red"), "red").route_value("red")

    assert red((13,)) < red((2, 3, 4, 13)) - 0.2        # measured 0.56 against 0.85 (it forfeits 2 times in 3)
    assert red((), tile=13) > red((2, 3, 4, 13))       # tile 13's red route: 4 Fuel for 4 zones, no reserve


# OS-43
def test_foresees_over_capacity_when_rivals_can_afford_the_route():
    """OS-43: tile 1's red route (1 silhouette) is worth less when every rival can afford it than when none
    can (OS-39 keeps the broke ones off it)."""
    seats = players(4)
    zones = {p: 6 for p in seats}
    rich = scenario(seats, tile=1, zones=zones, fuel={p: 12 for p in seats})
    broke = scenario(seats, tile=1, zones=zones, fuel={"red": 12, "blue": 2, "green": 2, "yellow": 2})
    value = {name: Table(GAME.observe(s, "red"), "red").route_value("red") for name, s in
             (("rich", rich), ("broke", broke))}
    assert value["broke"] > value["rich"] + 1.0


# OS-57
def test_fears_the_rear_board_when_a_rival_can_pass_the_front():
    """OS-56, OS-57: on zone 5 (the rear board is 1-7) a 1-zone move is a risk once a rival on zone 13 can
    pass the front (zone 14) and take the rear board away, none while every rival is far from the front;
    a route that passes the front itself is worth the rivals left on the rear board."""
    seats = players(3)
    near = Table(GAME.observe(scenario(seats, tile=1, zones={"red": 5, "blue": 13, "green": 9}), "red"), "red")
    far = Table(GAME.observe(scenario(seats, tile=1, zones={"red": 5, "blue": 9, "green": 9}), "red"), "red")
    assert near.board_risk({1: 1.0}, 1.0) < -1.0 and far.board_risk({1: 1.0}, 1.0) == 0
    assert near.board_risk({4: 1.0}, 1.0) == 0                     # zone 9: on the board that stays
    ahead = Table(GAME.observe(scenario(seats, tile=1, zones={"red": 12, "blue": 3, "green": 9}), "red"), "red")
    assert ahead.board_risk({4: 1.0}, 1.0) > 0                      # passing 14 leaves blue on the rear board


# OS-17
def test_plays_the_rear_tokens_from_the_back():
    """OS-17, OS-25, OS-26: on the rearmost zone with rivals ahead it plays its Electromagnet or Ion Cannon."""
    seats = players(3)
    state = scenario(seats, zones={"red": 4, "blue": 9, "green": 10}, hands={"red": ["ion_cannon", "nitro"]})
    answer = ask(state, "red")
    assert answer["play"] == "yes" and answer["token"] == "ion_cannon"
    state = scenario(seats, zones={"red": 4, "blue": 9, "green": 10}, hands={"red": ["electromagnet", "nitro"]})
    assert ask(state, "red") == {"play": "yes", "token": "electromagnet"}


# OS-25
def test_ion_cannon_goes_for_the_elimination():
    """OS-25, OS-59: an Ion Cannon takes out a rival with 2 Fuel or less; it beats a Flamethrower."""
    seats = players(3)
    state = scenario(seats, zones={"red": 4, "blue": 5, "green": 10}, fuel={"green": 2},
                     hands={"red": ["flamethrower", "ion_cannon"]})
    assert ask(state, "red") == {"play": "yes", "token": "ion_cannon"}


# OS-28
def test_forcefield_where_rivals_behind_will_enter():
    """OS-28, OS-29: ahead of rivals who will move through its zone it plays a Forcefield; with nobody
    behind it does not waste it."""
    seats = players(3)
    ahead = scenario(seats, zones={"red": 8, "blue": 6, "green": 6}, hands={"red": ["forcefield"]})
    assert ask(ahead, "red") == {"play": "yes", "token": "forcefield"}
    last = scenario(seats, zones={"red": 4, "blue": 6, "green": 7}, hands={"red": ["forcefield"]})
    assert ask(last, "red") == {"play": "no"}


# OS-32
def test_fuel_tank_is_worth_more_when_short():
    """OS-32: a Fuel Tank is worth more to a Ship short of Fuel; holding a Nitro and a Fuel Tank with 2 Fuel,
    it plays the Fuel Tank."""
    seats = players(3)
    short = scenario(seats, zones={"red": 6, "blue": 6, "green": 6}, fuel={"red": 2},
                     hands={"red": ["fuel_tank", "nitro"]})
    full = scenario(seats, zones={"red": 6, "blue": 6, "green": 6}, fuel={"red": 15},
                    hands={"red": ["fuel_tank", "nitro"]})
    assert ask(short, "red") == {"play": "yes", "token": "fuel_tank"}
    v_short = Table(GAME.observe(short, "red"), "red").token_value("fuel_tank")
    assert v_short > Table(GAME.observe(full, "red"), "red").token_value("fuel_tank")


# OS-33, OS-27
def test_nitro_and_flamethrower_when_they_gain():
    """OS-27, OS-33: a Flamethrower needs a Ship ahead to hit; a Nitro always gains a zone."""
    seats = players(3)
    front = scenario(seats, zones={"red": 9, "blue": 6, "green": 6}, hands={"red": ["flamethrower", "nitro"]})
    assert ask(front, "red") == {"play": "yes", "token": "nitro"}
    table = Table(GAME.observe(front, "red"), "red")
    assert table.token_value("flamethrower") == 0 and table.token_value("nitro") > 0


# OS-48
def test_keeps_the_more_valuable_token():
    """OS-48: drawing an Electromagnet and a Forcefield on the rearmost zone, it keeps the Electromagnet."""
    seats = players(3)
    state = scenario(seats, tile=2, zones={"red": 4, "blue": 9, "green": 10},
                     pile=["electromagnet", "forcefield"] + ["nitro"] * 30)
    state, _ = GAME.apply(state, routes(red="green", blue="red", green="red"))
    assert state.phase == "keep" and GAME.observe(state, "red")["private"]["drawn"] == ["electromagnet", "forcefield"]
    assert ask(state, "red") == {"keep": "electromagnet"}


# ---- strength ---------------------------------------------------------------------------------------
def win_share(n: int, games: int, **options: Any) -> float:
    """The heuristic bot's share of wins, seated in turn at every seat, against random bots."""
    seats = players(n)
    wins = 0.0
    for seed in range(games):
        hero = seats[seed % n]
        bots = {p: HeuristicBot() if p == hero else RandomBot() for p in seats}
        state, _ = play_out(GAME, GAME.setup({"players": seats, **options}, seed), bots, seed)
        result = GAME.result(state)
        if hero in result["winners"]:
            wins += 1 / len(result["winners"])
    return wins / games


def test_beats_random_bots_clearly():
    """One heuristic bot against three random ones wins well over its fair share of 200 seeded games: the bound
    is 40% against a fair 25%, what a broken or random bot gets (measured 51% on these seeds and 46% on seeds
    200-399 with the rebalanced stand-in tiles; 71% on the first stand-in, whose crowd-rewarding routes it
    exploited)."""
    assert win_share(4, 200) > 0.4


def test_beats_random_bots_at_three_and_six_players():
    """Measured 66.5% here (3 players, fair 33%; 68% on seeds 200-499) and 34% (6 players, fair 17%; 40.5% on
    seeds 200-499), on the rebalanced stand-in tiles."""
    assert win_share(3, 100) > 0.5          # fair 33%
    assert win_share(6, 100) > 0.25         # fair 17%
