"""Every input shape of RULES.md §8 expressed with the core's Prompt/Field, validated, and driven through the
shared conformance check by a toy game, so Outspeed and Stadium need no change to the core."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import pytest

from games.core.conformance import check_game
from games.core.dice import load_dice, roll
from games.core.errors import IllegalInput
from games.core.prompt import CHOICE, COLOUR, NUMBER, SPLIT, SYMBOL, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.core.serial import from_jsonable, to_jsonable

A, B, C, D = "red", "blue", "green", "yellow"


def declare_prompt(seat: str, tokens: tuple[str, ...]) -> Prompt:
    """Outspeed declaration (OS-14): yes/no is public, the token behind it stays secret."""
    return Prompt(seat, seat, (
        Field("play", CHOICE, "OS-14", options=("yes", "no"), secret=False),
        Field("token", CHOICE, "OS-14", options=tokens, only_if=("play", ("yes",)), secret=True),
    ), True, "OS-14", "play a Bonus?")


def basket_holder() -> Prompt:
    """Basketball holder: Shoot + number, or Pass + a teammate's colour (ST-BASK)."""
    return Prompt(A, A, (
        Field("action", SYMBOL, "ST-BASK-03", options=("yellow_triangle", "green_circle")),
        Field("number", NUMBER, "ST-09", low=0, high=7, only_if=("action", ("yellow_triangle",))),
        Field("colour", COLOUR, "ST-BASK-04", options=(C,), only_if=("action", ("green_circle",))),
    ), True, "ST-BASK-03", "shoot or pass")


def split_prompt(total: int) -> Prompt:
    """A team split (ST-28, AMB-51): each share within bounds, summing to the amount."""
    return Prompt(A, A, (Field("split", SPLIT, "ST-28", shares=((A, 0, 3), (C, 0, 5)), total=total),),
                  False, "ST-28", "split the gain")


def test_declaration_shape_public_yes_secret_token():
    p = declare_prompt(A, ("nitro", "fuel_tank"))
    assert p.is_field_secret(p.field("token")) and not p.is_field_secret(p.field("play"))
    assert validate_inputs({A: p}, {A: {"play": "no"}}) == {A: {"play": "no"}}
    assert validate_inputs({A: p}, {A: {"play": "yes", "token": "nitro"}})[A]["token"] == "nitro"
    with pytest.raises(IllegalInput, match="has not set token"):
        validate_inputs({A: p}, {A: {"play": "yes"}})
    with pytest.raises(IllegalInput):
        validate_inputs({A: p}, {A: {"play": "yes", "token": "ion_cannon"}})


def test_keep_one_of_two_and_wheel_x_shapes():
    keep = Prompt(A, A, (Field("keep", CHOICE, "OS-48", options=("nitro", "forcefield")),), True, "OS-48", "")
    validate_inputs({A: keep}, {A: {"keep": "forcefield"}})
    wheel_x = Prompt(B, B, (Field("x", NUMBER, "OS-55", low=0, high=4),), True, "OS-55", "")
    with pytest.raises(IllegalInput) as exc:
        validate_inputs({B: wheel_x}, {B: {"x": 5}})
    assert exc.value.rule == "OS-55"


def test_basketball_holder_versus_opponents_shape():
    holder = basket_holder()
    opp = Prompt(B, B, (Field("action", SYMBOL, "ST-BASK-05", options=("yellow_triangle", "green_circle")),
                        Field("number", NUMBER, "ST-09", low=0, high=9)), True, "ST-BASK-05", "")
    prompts = {A: holder, B: opp}
    ok = validate_inputs(prompts, {A: {"action": "green_circle", "colour": C, "number": 99},
                                   B: {"action": "yellow_triangle", "number": 2}})
    assert ok[A] == {"action": "green_circle", "colour": C}   # the inactive number is not read (CON-04)
    with pytest.raises(IllegalInput) as exc:
        validate_inputs(prompts, {A: {"action": "yellow_triangle", "number": 8}, B: {"action": "green_circle", "number": 0}})
    assert exc.value.rule == "ST-09"
    assert [f.wheel for f in holder.fields] == ["right", "centre", "centre"]


def test_team_split_shape():
    p = split_prompt(6)
    assert validate_inputs({A: p}, {A: {"split": {A: 2, C: 4}}})
    for bad in ({A: 4, C: 2}, {A: 1, C: 4}, {A: 3}, {A: 3, C: 3, B: 0}, "6"):
        with pytest.raises(IllegalInput, match="ST-28"):
            validate_inputs({A: p}, {A: {"split": bad}})


def test_missing_and_unasked_controllers_are_refused_con06_con07():
    """CON-06, CON-07."""
    p = declare_prompt(A, ("nitro",))
    with pytest.raises(IllegalInput) as exc:
        validate_inputs({A: p}, {})
    assert exc.value.rule == "CON-06"
    with pytest.raises(IllegalInput) as exc:
        validate_inputs({A: p}, {A: {"play": "no"}, B: {"play": "no"}})
    assert exc.value.rule == "CON-07"


# --- a toy game that strings every shape together and must pass the conformance check ----------------

@dataclass
class ToyState:
    players: tuple[str, ...]
    phase: str
    rng: int
    hands: dict[str, list[str]] = field(default_factory=dict)
    drawn: list[str] = field(default_factory=list)
    routes: dict[str, str] = field(default_factory=dict)
    energy: dict[str, int] = field(default_factory=dict)
    turn_queue: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    done: bool = False


class ShapesToy:
    """Declarations front to back -> a draw kept secretly -> routes with a wheel-X step -> a team split ->
    Basketball exchange -> public turn-by-turn choices. Chance comes from the RNG in the state."""

    name = "shapes-toy"
    min_players = max_players = 4

    def setup(self, config: Mapping[str, Any], seed: int) -> ToyState:
        players = tuple(config["players"])
        return ToyState(players, "declare-front", seed, {p: ["nitro", "fuel_tank"] for p in players},
                        energy={p: 3 for p in players}, turn_queue=list(players))

    def prompts(self, s: ToyState) -> dict[str, Prompt]:
        p = s.players
        if s.phase == "declare-front":
            return {x: declare_prompt(x, tuple(s.hands[x])) for x in p[:2]}
        if s.phase == "declare-rear":
            return {x: declare_prompt(x, tuple(s.hands[x])) for x in p[2:]}
        if s.phase == "keep":
            return {p[0]: Prompt(p[0], p[0], (Field("keep", CHOICE, "OS-48", options=tuple(s.drawn)),), True, "OS-48", "")}
        if s.phase == "route":
            return {x: Prompt(x, x, (Field("route", SYMBOL, "OS-35", options=("red_light", "green_circle")),), True,
                              "OS-35", "") for x in p}
        if s.phase == "wheel-x":
            return {x: Prompt(x, x, (Field("x", NUMBER, "OS-55", low=0, high=s.energy[x]),), True, "OS-55", "")
                    for x in p if s.routes.get(x) == "green_circle"}
        if s.phase == "split":
            return {p[0]: Prompt(p[0], p[0], (Field("split", SPLIT, "ST-28", shares=((p[0], 0, 4), (p[2], 0, 4)),
                                                      total=5),), False, "ST-28", "")}
        if s.phase == "basket":
            return {p[0]: basket_holder(), p[1]: Prompt(p[1], p[1], (
                Field("action", SYMBOL, "ST-BASK-05", options=("yellow_triangle", "green_circle")),
                Field("number", NUMBER, "ST-09", low=0, high=s.energy[p[1]])), True, "ST-BASK-05", "")}
        if s.phase == "turns" and s.turn_queue:
            x = s.turn_queue[0]
            return {x: Prompt(x, x, (Field("bid", CHOICE, "ST-GYM-02", options=("pass", 1, 2)),), False,
                              "ST-GYM-02", "")}
        return {}

    def apply(self, s: ToyState, inputs: Mapping[str, Any]):
        clean = validate_inputs(self.prompts(s), inputs)
        s = from_jsonable(ToyState, to_jsonable(s))   # a fresh copy; the given state is never touched
        events: list[dict[str, Any]] = []
        rng = Rng(s.rng)
        order = ["declare-front", "declare-rear", "keep", "route", "wheel-x", "split", "basket", "turns"]
        if s.phase == "keep":
            s.hands[s.players[0]].append(clean[s.players[0]]["keep"])
        elif s.phase == "route":
            s.routes = {x: v["route"] for x, v in clean.items()}
        elif s.phase == "wheel-x":
            for x, v in clean.items():
                s.energy[x] -= v["x"]
        elif s.phase == "basket":
            roll(rng, "green", load_dice(), events, by=s.players[0])
        elif s.phase == "turns":
            s.log.append(f"{s.turn_queue.pop(0)}:{clean}")
        if s.phase == "declare-rear":
            s.drawn = [rng.pick(["nitro", "forcefield", "ion_cannon"]) for _ in range(2)]
            events.append({"type": "draw", "tokens": list(s.drawn)})
        if s.phase != "turns" or not s.turn_queue:
            nxt = order.index(s.phase) + 1
            s.phase = order[nxt] if nxt < len(order) else "over"
            if s.phase == "wheel-x" and not self.prompts(s):
                s.phase = "split"
        s.done = s.phase == "over"
        s.rng = rng.state
        return s, events

    def observe(self, s: ToyState, seat: str | None) -> dict[str, Any]:
        return {"phase": s.phase, "hand_sizes": {p: len(h) for p, h in s.hands.items()}}

    def result(self, s: ToyState):
        return {"scores": dict(s.energy), "winners": list(s.players)} if s.done else None

    def to_json(self, s: ToyState) -> dict[str, Any]:
        return to_jsonable(s)

    def from_json(self, data: Mapping[str, Any]) -> ToyState:
        return from_jsonable(ToyState, data)


def test_toy_game_with_every_shape_passes_conformance():
    for seed in range(40):
        check_game(ShapesToy(), {"players": [A, B, C, D]}, seed)
