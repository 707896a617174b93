"""Outspeed's play-by-play (games/outspeed/narrate.py): a line for every event type the rules emit, nothing
private told (OS-14, OS-18, OS-48), unknown or broken events told by their fields; and over real games."""
from __future__ import annotations

import pytest

from games.core.bots import RandomBot
from games.core.runner import play_out
from games.outspeed.bonus import NAMES
from games.outspeed.narrate import _LINES, _generic, narrate
from games.registry import get_game

VIEW = {"turns": 13, "ships": {"green": {"zone": 27, "fuel": 4}, "red": {"zone": 25, "fuel": 4}}}


def one(event: dict) -> list[str]:
    return narrate([event], VIEW)


def test_os12_turn_names_the_tile_its_side_and_the_declaration_order():
    lines = one({"type": "turn", "turn": 13, "tile": 15, "side": "3-4", "finish": True, "tiles_left": 0,
                 "order": [[26, ["yellow"]], [22, ["red", "blue"]]], "rule": "OS-12"})
    assert lines == ["Turn 13 of 13: tile 15 (3-4 side) - the FINISH LINE, 0 left after it",
                     "  declaring front to back by zone - 26: yellow; 22: red, blue"]


# OS-14
def test_os14_the_yes_no_is_public_the_token_stays_secret():
    assert one({"type": "declare", "seat": "red", "play": "yes", "holds": 2}) == [
        "  red plays a Bonus token (face down)"]
    assert one({"type": "declare", "seat": "red", "play": "no", "holds": 2}) == ["  red passes"]
    assert one({"type": "declare", "seat": "red", "play": "no", "holds": 0}) == []   # passes unasked (OS-13)


def test_os18_the_joint_reveal_names_every_token():
    assert one({"type": "reveal_tokens", "tokens": {"yellow": "nitro", "blue": "ion_cannon"}}) == [
        "  Bonus tokens revealed: yellow Nitro, blue Ion Cannon"]


@pytest.mark.parametrize("event,line", [
    ({"token": "nitro", "zone": 13, "targets": ["yellow"], "push": {"yellow": 1}},
     "  yellow's Nitro: 1 zone forward for free from zone 13"),                                   # OS-33
    ({"token": "fuel_tank", "zone": 14, "targets": ["yellow"], "gain": 2}, "  yellow's Fuel Tank: +2 Fuel"),  # OS-32
    ({"token": "flamethrower", "zone": 18, "hit_zone": 21, "targets": ["red", "green"],
      "push": {"red": -2, "green": -2}}, "  yellow's Flamethrower from zone 18 hits zone 21: red, green back 2"),  # OS-27
    ({"token": "flamethrower", "zone": 18, "hit_zone": None, "targets": [], "push": {}},
     "  yellow's Flamethrower from zone 18: no Ship ahead, no effect"),
    ({"token": "electromagnet", "zone": 3, "front_zone": 9, "targets": ["green", "yellow"],
      "push": {"green": -3, "yellow": -2}}, "  yellow's Electromagnet from zone 3, leading zone 9: green -3, yellow -2"),  # OS-26
    ({"token": "ion_cannon", "zone": 3, "targets": ["blue", "red"], "loss": {"blue": 2, "red": 1}},
     "  yellow's Ion Cannon from zone 3: blue -2 Fuel, red -1 Fuel"),                              # OS-25
    ({"token": "forcefield", "zone": 19, "targets": [], "placed": True, "markers": [[19, 1]]},
     "  yellow's Forcefield: a Forcefield marker on zone 19"),                                     # OS-28
    ({"token": "forcefield", "zone": 19, "targets": [], "placed": False, "markers": []},
     "  yellow's Forcefield: no marker left in the supply, nothing placed"),                       # OS-06
    ({"token": "nitro", "zone": None, "targets": [], "void": True},
     "  yellow's Nitro has no effect: yellow is no longer on the track"),                          # AMB-19
], ids=["nitro", "fuel_tank", "flamethrower", "flamethrower_miss", "electromagnet", "ion_cannon", "forcefield",
        "forcefield_none_left", "void"])
# OS-25, OS-26, OS-27, OS-28, OS-32, OS-33
def test_os25_to_os33_every_token_effect_is_told(event: dict, line: str):
    assert one({"type": "bonus_effect", "by": "yellow", **event}) == [line]


# OS-29
def test_os29_os46_moves_tell_the_zones_and_a_forcefield_stop():
    assert one({"type": "move", "seat": "red", "from": 3, "zone": 6, "steps": 3, "stopped": False,
                "phase": "resolution"}) == ["  red moves +3: zone 3 -> 6"]
    assert one({"type": "move", "seat": "red", "from": 5, "zone": 3, "steps": -2, "stopped": True, "why": "bonus"}) == [
        "    red is pushed -2: zone 5 -> 3 - stopped by a Forcefield"]
    assert one({"type": "move", "seat": "red", "from": 2, "zone": None, "steps": -3, "stopped": False,
                "why": "bonus"}) == ["    red moves -3 from zone 2 and falls off the rear of the track"]   # OS-58


# OS-47
def test_os45_os47_costs_and_fuel_gains():
    assert one({"type": "pay", "seat": "red", "fuel": 3, "left": 9, "short": False}) == ["  red pays 3 Fuel (9 left)"]
    assert one({"type": "pay", "seat": "red", "fuel": 0, "left": 9, "short": False}) == []
    assert one({"type": "pay", "seat": "red", "fuel": 5, "left": 0, "short": True}) == [
        "  red must pay 5 Fuel and cannot"]                                                           # OS-61
    assert one({"type": "fuel", "seat": "blue", "gain": 2, "fuel": 14}) == ["  blue gains 2 Fuel (14 now)"]
    assert one({"type": "fuel", "seat": "blue", "before": 8, "fuel": 10, "change": 2, "why": "bonus"}) == [
        "    blue Fuel 8 -> 10"]
    assert one({"type": "fuel", "seat": "blue", "before": 8, "fuel": 10, "change": 2, "why": "bonus"}) == [
        "    blue Fuel 8 -> 10"]


# OS-41
def test_os41_os43_os67_routes_forfeits_and_the_lone_route():
    assert one({"type": "routes", "routes": {"red": "red", "blue": "green"}, "counts": {}}) == [
        "  routes revealed: red on red, blue on green"]
    assert one({"type": "forfeit", "route": "red", "seats": ["blue", "green", "yellow"], "capacity": 1}) == [
        "  3 on the red route (1 silhouette): blue, green, yellow lose the turn"]
    assert one({"type": "lone", "route": "yellow", "seats": ["red"], "alone": True}) == [
        "  red is alone on the yellow route: moves without paying"]
    assert one({"type": "lone", "route": "yellow", "seats": ["red", "blue"], "alone": False}) == [
        "  red, blue share the yellow route: each pays and nobody moves"]


# OS-55
def test_os55_con13_x_and_dice_are_told():
    assert one({"type": "x", "values": {"red": 0, "blue": 5}}) == ["  X dialled: red 0, blue 5"]
    assert one({"type": "roll", "die": "yellow", "face": -3, "by": "red"}) == ["  red rolls the yellow die: -3"]


# OS-57
def test_os56_os57_boards_attached_and_removed():
    assert one({"type": "board", "attached": 1, "removed": 0, "rear": 1, "front": 21, "boards": []}) == [
        "  the spare board is attached in front: the track now runs to zone 21"]
    assert one({"type": "board", "attached": 0, "removed": 1, "rear": 8, "front": 21, "boards": []}) == [
        "  the rear board is removed: the track is zones 8-21"]


# OS-59
def test_os57_os58_os59_eliminations_name_the_cause():
    for why, words in (("fuel", "out of Fuel"), ("track", "off the rear"), ("board", "removed board")):
        line, = one({"type": "eliminated", "seat": "green", "why": why, "turn": 9})
        assert line.startswith("  GREEN IS OUT: ") and words in line and "turn 9" in line


# OS-63
def test_os63_the_flip_is_announced():
    assert one({"type": "flip", "side": "3-4", "current": True}) == [
        "  4 Ships or fewer left: the remaining tiles turn to their 3-4 side (the current tile too)"]


# OS-48
def test_os48_os50_draws_and_keeps_never_name_a_token():
    lines = narrate([{"type": "draw", "seat": "red", "count": 2}, {"type": "keep", "seat": "red", "asked": True,
                     "returned": 1}, {"type": "shuffle", "what": "discard", "tokens": 9}], VIEW)
    assert lines == ["  red draws 2 Bonus tokens", "  red keeps one in secret; the other goes under the pile",
                     "  the discards (9 tokens) are shuffled into a new pile"]
    assert not any(name in line for line in lines for name in NAMES.values())


# OS-31
def test_os31_os65_markers_and_the_tile_leave():
    assert one({"type": "forcefields_removed", "zones": [19], "markers": []}) == [
        "  Forcefield markers leave zone 19 (a Ship entered)"]
    assert one({"type": "tile_removed", "tile": 6, "finish": False}) == ["  tile 6 leaves the game"]
    assert one({"type": "tile_removed", "tile": 15, "finish": True}) == ["  the Finish Line tile is done"]   # OS-66


# OS-70, OS-71, OS-72
def test_os70_to_os73_the_end_of_the_game():
    assert one({"type": "game_end", "winners": ["green"], "no_winner": False, "rule": "OS-70"}) == [
        "Game over: green wins on zone 27 with 4 Fuel - furthest ahead"]
    assert one({"type": "game_end", "winners": ["green", "red"], "no_winner": False, "rule": "OS-71"}) == [
        "Game over: green and red share the win on zone 27 with 4 Fuel - on the tie-break (most Fuel, then most tokens)"]
    assert one({"type": "game_end", "winners": ["red"], "no_winner": False, "rule": "OS-72"})[0].endswith(
        "the last Ship standing")
    assert one({"type": "game_end", "winners": [], "no_winner": True, "rule": "OS-73"}) == [
        "Game over: every Ship is out, nobody wins - start a new game at once"]


def test_unknown_and_broken_events_are_told_by_their_fields():
    assert one({"type": "sandstorm", "zones": [3, 4], "rule": "OS-99"}) == ["  sandstorm: zones [3, 4]"]
    assert one({"type": "pay", "seat": "red"}) == ["  pay: seat red"]                # missing fields: no crash
    assert one({"type": "bonus_effect", "by": "red", "token": "laser", "zone": 3}) == [
        "  bonus effect: by red; token laser; zone 3"]


def _events(players: int, seed: int) -> list[tuple[dict, dict]]:
    game = get_game("outspeed")
    names = ["red", "blue", "green", "yellow", "purple", "orange"][:players]
    seen: list[tuple[dict, dict]] = []

    def on_step(step: int, inputs: dict, events: list, state: object) -> None:
        view = game.observe(state, None)
        seen.extend((e, view) for e in events)
    play_out(game, game.setup({"players": names}, seed), {p: RandomBot() for p in names}, seed, on_step=on_step)
    return seen


@pytest.mark.parametrize("players", [3, 4, 6])
def test_every_event_of_real_games_has_its_own_line(players: int):
    types: set[str] = set()
    for seed in range(12):
        for e, view in _events(players, seed):
            types.add(e["type"])
            assert e["type"] in _LINES, e
            assert _generic(e) not in narrate([e], view), e            # told by its own line, not the fallback
    assert {"turn", "routes", "move", "game_end", "tile_removed"} <= types


# OS-18
def test_os14_os18_os48_real_games_never_name_a_token_declared_drawn_or_kept():
    told = 0
    for seed in range(6):
        for e, view in _events(4, seed):
            if e["type"] in ("declare", "draw", "keep"):
                lines = narrate([e], view)
                told += len(lines)
                assert not any(name in line for line in lines for name in NAMES.values()), (e, lines)
    assert told > 0
