"""The flow of a turn through the game (docs/rules/outspeed.md OS-11, OS-14..OS-41, OS-48..OS-50, OS-58, OS-62, OS-63,
OS-65; AMB-14, AMB-17, AMB-19, AMB-20, AMB-27, AMB-28; EX-OS-01, EX-OS-05; DS-OS-06, DS-OS-08, DS-OS-09):
declarations front to back, the joint reveal, the groups applied, programming, draws, the Reveal phase,
the flip, what each view shows and how bad input is refused."""
from __future__ import annotations

import json

import pytest

from games.core.errors import IllegalInput
from games.core.evolve import evolve
from games.outspeed.state import DECLARE, KEEP, OVER, PROGRAM
from games.outspeed.track import Track
from tests.games.outspeed.helpers import GAME, kinds, passes, players, routes, scenario, ship

P3 = players(3)
P4 = players(4)
P5 = players(5)
P6 = players(6)


def ex_os_01(**options):
    """EX-OS-01: Purple 9; Green and Yellow 8; Red 5; Blue alone on 3 (AMB-13)."""
    return scenario(P5, tile=1, zones={"purple": 9, "green": 8, "yellow": 8, "red": 5, "blue": 3},
                    hands={"green": ["nitro"], "yellow": ["flamethrower"], "blue": ["electromagnet"],
                           "red": ["fuel_tank"]}, **options)


# EX-OS-01, OS-14, OS-15, OS-18..OS-23, OS-26, OS-27, OS-33, AMB-13, AMB-15, AMB-16
def test_ex_os_01_nitro_flamethrower_electromagnet():
    state = ex_os_01()
    view = GAME.observe(state, None)
    assert view["order"] == [[9, ["purple"]], [8, ["green", "yellow"]], [5, ["red"]], [3, ["blue"]]]
    assert view["declared"] == {"purple": "no"}                            # holds nothing: passes (OS-14)
    assert set(GAME.prompts(state)) == {"green", "yellow"}                 # one group at a time, together
    state, events = GAME.apply(state, {"green": {"play": "yes", "token": "nitro"},
                                       "yellow": {"play": "yes", "token": "flamethrower"}})
    assert set(GAME.prompts(state)) == {"red"}
    assert GAME.observe(state, None)["revealed"] == {}                     # OS-18: not before the end
    state, _ = GAME.apply(state, passes("red"))
    assert set(GAME.prompts(state)) == {"blue"}
    state, events = GAME.apply(state, {"blue": {"play": "yes", "token": "electromagnet"}})
    reveal = kinds(events, "reveal_tokens")[0]
    assert reveal["tokens"] == {"blue": "electromagnet", "green": "nitro", "yellow": "flamethrower"}
    final = {p: ship(state, p)["zone"] for p in P5}
    assert final == {"green": 6, "yellow": 6, "purple": 5, "red": 3, "blue": 3}
    assert all(ship(state, p)["out"] is None for p in P5)
    flame = next(e for e in kinds(events, "bonus_effect") if e["token"] == "flamethrower")
    assert flame["targets"] == ["purple"]                                  # Green is not hit (OS-21)
    assert sorted(state.discard) == ["electromagnet", "flamethrower", "nitro"]   # OS-23
    assert GAME.observe(state, None)["revealed"] == reveal["tokens"]
    assert state.phase == PROGRAM


# OS-15, AMB-14: the sequential policy asks one seat of a zone at a time, in seat order, each shown as given
def test_os_15_amb_14_sequential_declarations_within_a_zone():
    state = ex_os_01(declare="sequential")
    assert set(GAME.prompts(state)) == {"green"}
    state, events = GAME.apply(state, {"green": {"play": "yes", "token": "nitro"}})
    assert kinds(events, "declare") == [{"type": "declare", "seat": "green", "play": "yes", "holds": 1,
                                         "rule": "OS-14"}]
    assert GAME.observe(state, None)["declared"]["green"] == "yes"
    assert set(GAME.prompts(state)) == {"yellow"}


# OS-14, OS-18, CON-05: the yes/no is public, the token secret until the joint reveal
def test_os_14_18_yes_no_public_token_secret():
    state = ex_os_01()
    prompt = GAME.prompts(state)["green"]
    play, token = prompt.fields
    assert not prompt.is_field_secret(play) and prompt.is_field_secret(token)
    assert play.wheel == "right" and token.only_if == ("play", ("yes",))
    state, _ = GAME.apply(state, {"green": {"play": "yes", "token": "nitro"}, "yellow": passes("yellow")["yellow"]})
    tv = json.dumps(GAME.observe(state, None))
    assert "nitro" not in tv and GAME.observe(state, None)["declared"]["green"] == "yes"
    assert GAME.observe(state, "green")["private"]["committed"] == "nitro"
    assert GAME.observe(state, "yellow")["private"]["committed"] is None


# OS-11, OS-49, DESIGN 3.7: the TV shows only how many tokens each seat holds; a seat sees its own hand
def test_os_11_tv_shows_counts_seat_sees_its_hand():
    state = ex_os_01()
    tv = GAME.observe(state, None)
    assert tv["ships"]["green"]["tokens"] == 1 and tv["private"] is None
    assert "nitro" not in json.dumps(tv) and "electromagnet" not in json.dumps(tv)
    assert GAME.observe(state, "green")["private"] == {"hand": ["nitro"], "drawn": None, "committed": None,
                                                       "choices": {"token": ["nitro"]}}   # green declares now
    assert "nitro" not in json.dumps(GAME.observe(state, "blue"))


# OS-16: one token at most per turn: one token field, one token leaves the hand
def test_os_16_one_token_per_turn():
    state = scenario(P3, zones={"red": 6}, hands={"red": ["nitro", "nitro", "fuel_tank"]})
    prompt = GAME.prompts(state)["red"]
    assert [f.name for f in prompt.fields] == ["play", "token"]
    assert prompt.field("token").options == ("fuel_tank", "nitro")
    state, _ = GAME.apply(state, {"red": {"play": "yes", "token": "nitro"}})
    assert state.hands[0] == ("fuel_tank", "nitro") and ship(state, "red")["zone"] == 7


# DS-OS-08, OS-17, AMB-17: rear-only tokens are refused away from the rearmost occupied zone
def test_ds_os_08_rear_only_token_refused():
    state = scenario(P3, zones={"red": 6, "blue": 3, "green": 9}, hands={"red": ["ion_cannon", "nitro"]})
    assert GAME.prompts(state).keys() == {"red"}
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {"red": {"play": "yes", "token": "ion_cannon"}})
    assert err.value.rule == "OS-17" and "rearmost" in err.value.message


# OS-17: with nothing playable, "yes" is refused and only a pass is offered
def test_os_17_nothing_playable_only_pass():
    state = scenario(P3, zones={"red": 6, "blue": 3, "green": 9}, hands={"red": ["electromagnet"]})
    assert GAME.prompts(state)["red"].field("play").options == ("no",)
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {"red": {"play": "yes", "token": "electromagnet"}})
    assert err.value.rule == "OS-17"


# CON-05, OS-11, OS-17: the legend the table sees is the same whether or not a held token is playable now
def test_os_17_con_05_the_declare_legend_does_not_tell_the_table_nothing_is_playable():
    from games.core.codec import decode, prompt_legend
    blocked = scenario(P3, zones={"red": 6, "blue": 3, "green": 9}, hands={"red": ["electromagnet"]})
    free = scenario(P3, zones={"red": 6, "blue": 3, "green": 9}, hands={"red": ["nitro"]})
    shut, open_ = GAME.prompts(blocked)["red"], GAME.prompts(free)["red"]
    assert prompt_legend(shut).split(" · ")[0] == prompt_legend(open_).split(" · ")[0]
    assert "Yes" in prompt_legend(shut) and "No" in prompt_legend(shut)
    said = decode(shut, {"symbol": "green_circle", "number": 1})        # dialled "yes": read back, then refused
    assert said["play"] == "yes"
    with pytest.raises(IllegalInput) as err:
        GAME.apply(blocked, {"red": said})
    assert err.value.rule == "OS-17" and "no token you may play" in err.value.message


# OS-17, OS-28: no Forcefield while the Finish Line tile is current
def test_os_28_no_forcefield_on_the_finish_line():
    state = scenario(P3, tile=13, deck=(), hands={"red": ["forcefield", "nitro"]})
    assert GAME.prompts(state)["red"].field("token").options == ("nitro",)
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {"red": {"play": "yes", "token": "forcefield"}})
    assert err.value.rule == "OS-28"


# AMB-20f: no Forcefield while all 7 markers are on the track
def test_amb_20f_no_forcefield_with_seven_markers_out():
    state = scenario(P3, track=Track(markers=((10, 7),)), hands={"red": ["forcefield"]})
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {"red": {"play": "yes", "token": "forcefield"}})
    assert err.value.rule == "AMB-20f" and "7 Forcefield markers" in err.value.message


# OS-14: a token the seat does not hold is refused
def test_os_14_a_token_not_held_is_refused():
    state = scenario(P3, hands={"red": ["nitro"]})
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {"red": {"play": "yes", "token": "fuel_tank"}})
    assert err.value.rule == "OS-14" and "do not hold" in err.value.message


# DS-OS-09, OS-25, OS-59, AMB-30: the Ion Cannon takes 2 Fuel, or all of 2 or less
def test_ds_os_09_ion_cannon():
    state = scenario(P4, zones={"blue": 3, "red": 5, "green": 6, "yellow": 7},
                     fuel={"red": 5, "green": 2, "yellow": 1}, hands={"blue": ["ion_cannon"]})
    state, events = GAME.apply(state, {"blue": {"play": "yes", "token": "ion_cannon"}})
    assert ship(state, "red")["fuel"] == 3
    assert ship(state, "green")["out"] == {"turn": 2, "why": "fuel"}
    assert ship(state, "yellow")["out"] == {"turn": 2, "why": "fuel"}
    assert state.phase == PROGRAM and set(GAME.prompts(state)) == {"red", "blue"}       # OS-62


# OS-24, OS-72, AMB-29: one Ship left after a Bonus group wins at once
def test_os_24_72_bonus_phase_leaves_one_winner():
    state = scenario(P3, zones={"blue": 3, "red": 5, "green": 6}, fuel={"red": 2, "green": 1},
                     hands={"blue": ["ion_cannon"]})
    state, events = GAME.apply(state, {"blue": {"play": "yes", "token": "ion_cannon"}})
    assert state.phase == OVER and GAME.result(state)["winners"] == ["blue"]
    assert kinds(events, "game_end")[0]["rule"] == "OS-72" and not GAME.prompts(state)


# OS-58, OS-34: pushed back past the rear zone → eliminated
def test_os_58_falling_off_the_rear():
    state = scenario(P3, zones={"red": 1, "blue": 2, "green": 9}, hands={"red": ["flamethrower"]})
    state, events = GAME.apply(state, {"red": {"play": "yes", "token": "flamethrower"}})
    assert ship(state, "blue")["out"] == {"turn": 2, "why": "track"}
    assert kinds(events, "eliminated")[0]["rule"] == "OS-58"


# AMB-19: an eliminated player's tokens go to the discards
def test_amb_19_eliminated_tokens_are_discarded():
    state = scenario(P4, zones={"blue": 3, "red": 5, "green": 6, "yellow": 7}, fuel={"green": 2},
                     hands={"blue": ["ion_cannon"], "green": ["nitro", "forcefield"]})
    state, _ = GAME.apply(state, {"green": passes("green")["green"]})
    state, _ = GAME.apply(state, {"blue": {"play": "yes", "token": "ion_cannon"}})
    assert state.hands[2] == () and sorted(state.discard) == ["forcefield", "ion_cannon", "nitro"]


# EX-OS-05, OS-29, OS-30, OS-31, AMB-20: Nitro into a Forcefield, then the route moves on from there
def test_ex_os_05_nitro_into_a_forcefield_then_normal_movement():
    state = scenario(P3, tile=4, zones={"red": 3, "blue": 10, "green": 11}, track=Track(markers=((4, 1),)),
                     hands={"red": ["nitro"]}, fuel={p: 10 for p in P3})
    state, events = GAME.apply(state, {"red": {"play": "yes", "token": "nitro"}})
    assert ship(state, "red")["zone"] == 4 and kinds(events, "move")[0]["stopped"] is True
    state, events = GAME.apply(state, routes(red="red", blue="green", green="green"))   # red: +3
    assert ship(state, "red")["zone"] == 7                                 # leaving a marked zone: no stop
    removed = kinds(events, "forcefields_removed")[0]
    assert removed["zones"] == [4] and removed["rule"] == "OS-31"
    assert GAME.observe(state, None)["track"]["markers"] == []


# EX-OS-05 contrast, OS-29, OS-31: without the Nitro the +3 stops on the marked zone; unentered markers stay
def test_ex_os_05_contrast_forcefield_stops_the_route():
    state = scenario(P3, tile=4, zones={"red": 3, "blue": 10, "green": 11}, track=Track(markers=((4, 1), (13, 2))),
                     fuel={p: 10 for p in P3})
    state, _ = GAME.apply(state, routes(red="red", blue="green", green="green"))
    assert ship(state, "red")["zone"] == 4
    assert GAME.observe(state, None)["track"]["markers"] == [[13, 2]]


# OS-35, OS-38, OS-62: every active seat programs in secret, on the right wheel; the eliminated are not asked
def test_os_35_38_62_programming_prompts():
    state = scenario(P4, out=["green"])
    prompts = GAME.prompts(state)
    assert set(prompts) == {"red", "blue", "yellow"}
    for p in prompts.values():
        assert p.secret and p.rule == "OS-35" and p.fields[0].wheel == "right"
        assert p.fields[0].faces == ("red_light", "yellow_triangle", "green_circle")
    assert {f.wheel for f in GAME.fields(state)} == {"right", "centre"}    # OS-38: never the left wheel


# OS-37, CON-11: table talk is open
def test_os_37_talk_is_open():
    assert GAME.observe(scenario(P3), None)["talk"] == "open"


# DESIGN 3.9: prompts are memoised per state
def test_prompts_are_built_once_per_state():
    state = scenario(P3)
    assert GAME.prompts(state) is GAME.prompts(state)


# OS-48, OS-49, AMB-28: gainers front-most first; the other token goes to the bottom; no hand limit
def test_os_48_49_amb_28_keep_one_of_two():
    state = scenario(P3, tile=2, zones={"red": 3, "blue": 6, "green": 10},
                     pile=("nitro", "flamethrower", "fuel_tank", "forcefield", "ion_cannon"),
                     hands={"blue": ["nitro"] * 5})
    state, _ = GAME.apply(state, passes("blue"))
    state, events = GAME.apply(state, routes(red="green", blue="green", green="red"))
    assert state.phase == KEEP and set(GAME.prompts(state)) == {"blue"}   # zone 7 before zone 4
    assert GAME.observe(state, "blue")["private"]["drawn"] == ["flamethrower", "nitro"]   # the prompt's order
    assert GAME.observe(state, "red")["private"]["drawn"] is None
    assert "flamethrower" not in json.dumps(GAME.observe(state, None))
    state, events = GAME.apply(state, {"blue": {"keep": "flamethrower"}})
    assert len(state.hands[1]) == 6 and state.pile[-1] == "nitro"           # OS-49; bottom of the pile
    assert set(GAME.prompts(state)) == {"red"}
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {"red": {"keep": "nitro"}})
    assert err.value.rule == "OS-48"
    state, _ = GAME.apply(state, {"red": {"keep": "forcefield"}})
    assert state.phase == DECLARE and state.turn == 3                      # OS-65: the next turn


# OS-50, AMB-28: an empty pile is refilled from the shuffled discards
def test_os_50_reshuffle_the_discards():
    state = scenario(P3, tile=2, pile=("nitro",), discard=("fuel_tank", "forcefield"))
    state, events = GAME.apply(state, routes(red="green", blue="red", green="red"))
    assert [e["type"] for e in events if e["type"] in ("shuffle", "draw")] == ["shuffle", "draw"]
    assert kinds(events, "shuffle")[0] == {"type": "shuffle", "what": "discard", "tokens": 2}
    assert sorted(state.drawn) in (["fuel_tank", "nitro"], ["forcefield", "nitro"])


# AMB-28: with every token in hands, a gainer keeps what could be drawn (here nothing), unasked
def test_amb_28_exhausted_tokens():
    state = scenario(P3, tile=2, pile=(), discard=())
    state, events = GAME.apply(state, routes(red="green", blue="red", green="red"))
    assert kinds(events, "draw") == [{"type": "draw", "seat": "red", "count": 0}] and state.phase != KEEP


# OS-65: the Reveal phase removes the tile and shows the next
def test_os_65_next_tile():
    state = scenario(P3, tile=1, deck=(5, 6))
    state, events = GAME.apply(state, routes(red="green", blue="green", green="green"))
    view = GAME.observe(state, None)
    assert view["tile"]["number"] == 5 and view["turn"] == 3 and view["tiles_left"] == 1
    assert kinds(events, "tile_removed")[0]["tile"] == 1


# DS-OS-06, OS-63, AMB-27: the 2nd elimination of a 6-player game flips the tiles still to come, once
def test_ds_os_06_flip_in_resolution_leaves_the_current_tile():
    state = scenario(P6, tile=1, deck=(5, 6), out=["orange"], fuel={"red": 3})
    assert GAME.observe(state, None)["side"] == "5-6"
    state, events = GAME.apply(state, routes(red="red", blue="green", green="green", yellow="green",
                                             purple="green"))
    flip = kinds(events, "flip")
    assert flip == [{"type": "flip", "side": "3-4", "current": False, "rule": "OS-63"}]
    view = GAME.observe(state, None)
    assert view["flipped"] and view["tile"]["number"] == 5 and view["tile"]["side"] == "3-4"
    assert state.deck == (6,)                                              # order unchanged


# OS-63, AMB-27: a flip in the Bonus phase turns the current tile too; never a second flip
def test_os_63_flip_in_the_bonus_phase_and_only_once():
    state = scenario(P5, tile=5, zones={"red": 3, "blue": 5, "green": 6, "yellow": 7, "purple": 8},
                     fuel={"blue": 2, "green": 1}, hands={"red": ["ion_cannon"]})
    state, events = GAME.apply(state, {"red": {"play": "yes", "token": "ion_cannon"}})
    assert kinds(events, "flip")[0]["current"] is True
    assert GAME.observe(state, None)["tile"]["side"] == "3-4"
    assert GAME.prompts(state)["red"].fields[0].options == ("yellow", "green")   # tile 5's 3-4 side
    state, events = GAME.apply(state, routes(red="green", yellow="green", purple="green"))
    assert not kinds(events, "flip") and state.flipped


# OS-63: games that started with 3 or 4 players never flip
def test_os_63_no_flip_below_five_players():
    state = scenario(P4, fuel={"red": 3}, deck=(5,))
    state, events = GAME.apply(state, routes(red="red", blue="green", green="green", yellow="green"))
    assert not kinds(events, "flip") and not state.flipped


# CON-06, CON-07: a missing or an unasked controller is refused and the state is untouched
def test_incomplete_or_extra_inputs_are_refused():
    state = scenario(P3)
    before = GAME.to_json(state)
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, routes(red="green", blue="green"))
    assert err.value.rule == "CON-06"
    with pytest.raises(IllegalInput) as err:
        GAME.apply(state, {**routes(red="green", blue="green", green="green"), "yellow": {"route": "red"}})
    assert err.value.rule == "CON-07"
    assert GAME.to_json(state) == before


# OS-11, CON-05, DESIGN 3.7: a seat's view never shows another seat's hand, draw or committed token
def test_a_seat_view_hides_the_other_seats_tokens():
    from games.core.bots import RandomBot
    from games.core.runner import play_out
    seats = players(4)
    checked = 0

    def on_step(step, inputs, events, s):
        nonlocal checked
        for i, seat in enumerate(seats):
            mine = GAME.observe(s, seat)
            others = tuple(h if j == i else tuple(t + "~" for t in h) for j, h in enumerate(s.hands))
            committed = tuple(c if j == i or c is None else c + "~" for j, c in enumerate(s.committed))
            drawing = s.phase == KEEP and s.gainers[0][0] == seat
            changed = evolve(s, hands=others, committed=committed, drawn=s.drawn if drawing else ("x", "y"),
                             pile=tuple(reversed(s.pile)), deck=tuple(reversed(s.deck)))
            assert GAME.observe(changed, seat) == mine
            checked += 1

    for seed in range(15):
        play_out(GAME, GAME.setup({"players": seats}, seed), {p: RandomBot() for p in seats}, seed, on_step=on_step)
    assert checked > 500


# games/core/game.py: an event with "to" is private to one seat and never reaches the table; every Outspeed event
# is public, so none may carry that key (a move names its destination "zone", a Fuel change "fuel")
def test_no_outspeed_event_is_mistaken_for_a_private_one():
    from games.core.bots import RandomBot
    from games.core.runner import play_out
    seen: set[str] = set()

    def on_step(step, inputs, events, s):
        for e in events:
            assert "to" not in e, e
            seen.add(e["type"])

    for n in (3, 6):
        for seed in range(20):
            play_out(GAME, GAME.setup({"players": players(n)}, seed), {p: RandomBot() for p in players(n)}, seed,
                     on_step=on_step)
    assert {"move", "fuel", "bonus_effect", "pay", "roll", "draw", "keep"} <= seen
