"""Every input shape of docs/architecture.md §7 expressed with the core's Prompt/Field, validated, and driven
through the shared conformance check by a toy game, so Outspeed and Stadium need no change to the core. The toy game's
choices name their wheel faces through content (``content/shapes_toy_wheels.yaml``, GAP-12), its team split
is asked as public share prompts (AMB-51) and its bids above the wheel as raises (AMB-01); tests/games/core/
test_codec.py proves every prompt it makes can be dialled, and tests/host/test_secrecy_session.py plays it
through the session."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import pytest

from games.core.codec import load_face_maps
from games.core.conformance import check_game
from games.core.dice import load_dice, roll
from games.core.errors import IllegalInput
from games.core.game import ProcessedGame, process_game
from games.core.options import NUMBER as OPT_NUMBER
from games.core.options import Option
from games.core.prompt import (CHOICE, CHOSEN, COLOUR, NUMBER, OFFSET, SPLIT, Field, Prompt, public_values,
                               validate_inputs)
from games.core.rng import Rng
from games.core.serial import from_jsonable, to_jsonable
from games.core.split import finish_split, share_prompt

A, B, C, D = "red", "blue", "green", "yellow"
FACE_MAPS = load_face_maps(str(Path(__file__).parent / "content" / "shapes_toy_wheels.yaml"))
TEAM_ENERGY = 90
"""Gymnastics-style bids may reach a team's Energy, far above the wheel (ST-GYM-04, AMB-01)."""


def declare_prompt(seat: str, tokens: tuple[str, ...]) -> Prompt:
    """Outspeed declaration (OS-14): yes/no is public (right wheel), the token behind it stays secret
    (its 1-based number on the centre wheel)."""
    return Prompt(seat, seat, (
        FACE_MAPS["declare"].field("play", "OS-14", ("yes", "no"), secret=False),
        Field("token", CHOICE, "OS-14", options=tokens, only_if=("play", ("yes",)), secret=True),
    ), True, "OS-14", "play a Bonus?")


def basket_holder(energy: int = 7) -> Prompt:
    """Basketball holder: Shoot + number, or Pass + a teammate's colour (ST-BASK)."""
    return Prompt(A, A, (
        FACE_MAPS["stadium"].field("action", "ST-BASK-03", ("shoot", "pass")),
        Field("number", NUMBER, "ST-09", low=0, high=energy, only_if=("action", ("shoot",))),
        Field("colour", COLOUR, "ST-BASK-04", options=(C,), only_if=("action", ("pass",))),
    ), True, "ST-BASK-03", "shoot or pass")


def basket_opponent(seat: str, energy: int) -> Prompt:
    return Prompt(seat, seat, (FACE_MAPS["stadium"].field("action", "ST-BASK-05", ("block", "intercept")),
                               Field("number", NUMBER, "ST-09", low=0, high=energy)), True, "ST-BASK-05", "")


def bid_prompt(seat: str, last: int, wheel_max: int) -> Prompt:
    """A public raise over the last bid (CON-08), dialled as the raise so bids above the wheel stay
    reachable (AMB-01): raise 1..min(wheel max, what is left below the team's Energy)."""
    action = FACE_MAPS["stadium"].field("action", "ST-GYM-02", ("raise", "pass") if last < TEAM_ENERGY else ("pass",))
    top = min(TEAM_ENERGY, last + wheel_max)
    bid = Field("bid", OFFSET, "ST-GYM-02", f"raise 1 to {top - last} over {last}", low=last + 1, high=top,
                base=last, only_if=("action", ("raise",)))
    return Prompt(seat, seat, (action, bid), False, "ST-GYM-02", f"{seat}: raise over {last} or pass")


def split_prompt(total: int) -> Prompt:
    """A team split as one value (ST-28, AMB-51): a shape the rules validate; never asked on a controller."""
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
    prompts = {A: holder, B: basket_opponent(B, 9)}
    ok = validate_inputs(prompts, {A: {"action": "pass", "colour": C, "number": 99},
                                   B: {"action": "block", "number": 2}})
    assert ok[A] == {"action": "pass", "colour": C}   # the inactive number is not read (CON-04)
    with pytest.raises(IllegalInput) as exc:
        validate_inputs(prompts, {A: {"action": "shoot", "number": 8}, B: {"action": "intercept", "number": 0}})
    assert exc.value.rule == "ST-09"
    assert [f.wheel for f in holder.fields] == ["right", "centre", "centre"]
    assert holder.fields[0].faces == ("yellow_triangle", "green_circle")      # GAP-12: Stadium order


def test_con05_public_values_show_secrets_only_as_chosen_and_hide_what_presence_would_tell():
    p = declare_prompt(A, ("nitro", "fuel_tank"))
    assert public_values(p, {"play": "yes", "token": "nitro"}) == {"play": "yes", "token": CHOSEN}
    holder = basket_holder()                       # a wholly secret prompt: the action decides the next field
    assert public_values(holder, {"action": "shoot", "number": 4}) == {"action": CHOSEN}
    assert public_values(holder, {"action": "pass", "colour": C}) == {"action": CHOSEN}


def test_team_split_shape_st28():
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

SHARES = ((A, 0, 4), (C, 0, 4))
"""The toy's team split: 5 Energy between red and green, at most 4 each (ST-28, ST-10)."""
SPLIT_TOTAL = 5


@dataclass
class ToyState:
    players: tuple[str, ...]
    phase: str
    rng: int
    wheel_max: int = 30
    hands: dict[str, list[str]] = field(default_factory=dict)
    declared: dict[str, str] = field(default_factory=dict)
    playing: list[str] = field(default_factory=list)
    drawn: list[str] = field(default_factory=list)
    routes: dict[str, str] = field(default_factory=dict)
    energy: dict[str, int] = field(default_factory=dict)
    shares_given: list[int] = field(default_factory=list)
    split: dict[str, int] = field(default_factory=dict)
    bid: int = 0
    turn_queue: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    done: bool = False


class ShapesToy:
    """Declarations front to back -> a draw kept secretly -> routes with a wheel-X step -> a team split in
    public shares -> Basketball exchange -> public raises in turn. Chance comes from the RNG in the state."""

    name = "shapes-toy"
    player_counts = frozenset({4})
    options = (Option("wheel_max", OPT_NUMBER, 30, "the largest centre-wheel number", "AMB-01", low=1, high=99),)
    hidden = ("hands", "declared", "drawn")

    def configure(self, options: Mapping[str, Any]) -> Mapping[str, Any]:
        return options

    def setup(self, config: Mapping[str, Any], seed: int) -> ToyState:
        players = tuple(config["players"])
        return ToyState(players, "declare-front", seed, int(config.get("wheel_max", 30)),
                        {p: ["nitro", "fuel_tank"] for p in players}, energy={p: 3 for p in players},
                        turn_queue=list(players) * 3)

    def fields(self, s: ToyState) -> tuple[Field, ...]:
        """Every field at its widest (the host checks the seated controllers' faces against these)."""
        return (*declare_prompt(A, ("nitro", "fuel_tank", "forcefield")).fields,
                Field("keep", CHOICE, "OS-48", options=(1, 2)),
                FACE_MAPS["route"].field("route", "OS-35", ("red", "green")),
                Field("x", NUMBER, "OS-55", low=0, high=3), Field("share", NUMBER, "ST-28", low=0, high=4),
                FACE_MAPS["stadium"].field("action", "ST", (1, 2, 3)),
                *basket_holder(3).fields[1:],
                Field("bid", OFFSET, "ST-GYM-02", low=1, high=s.wheel_max, base=0))

    def prompts(self, s: ToyState) -> dict[str, Prompt]:
        p = s.players
        if s.phase == "declare-front":
            return {x: declare_prompt(x, tuple(s.hands[x])) for x in p[:2]}
        if s.phase == "declare-rear":
            return {x: declare_prompt(x, tuple(s.hands[x])) for x in p[2:]}
        if s.phase == "keep":
            return {p[0]: Prompt(p[0], p[0], (Field("keep", CHOICE, "OS-48", options=tuple(s.drawn)),), True,
                                 "OS-48", "")}
        if s.phase == "route":
            return {x: Prompt(x, x, (FACE_MAPS["route"].field("route", "OS-35", ("red", "green")),), True,
                              "OS-35", "") for x in p}
        if s.phase == "wheel-x":
            return {x: Prompt(x, x, (Field("x", NUMBER, "OS-55", low=0, high=s.energy[x]),), True, "OS-55", "")
                    for x in p if s.routes.get(x) == "green"}
        if s.phase == "split":
            prompt = share_prompt(p[0], p[0], SHARES, SPLIT_TOTAL, s.shares_given, "ST-28")
            return {p[0]: prompt} if prompt else {}
        if s.phase == "basket":
            return {p[0]: basket_holder(s.energy[p[0]]), p[1]: basket_opponent(p[1], s.energy[p[1]])}
        if s.phase == "turns" and s.turn_queue:
            x = s.turn_queue[0]
            return {x: bid_prompt(x, s.bid, s.wheel_max)}
        return {}

    def apply(self, s: ToyState, inputs: Mapping[str, Any]):  # noqa: C901 - one branch per toy input shape
        clean = validate_inputs(self.prompts(s), inputs)
        s = from_jsonable(ToyState, to_jsonable(s))   # a fresh copy; the given state is never touched
        events: list[dict[str, Any]] = []
        rng = Rng(s.rng)
        order = ["declare-front", "declare-rear", "keep", "route", "wheel-x", "split", "basket", "turns"]
        stay = False
        if s.phase.startswith("declare"):
            for x, v in clean.items():
                if v["play"] == "yes":
                    s.declared[x] = v["token"]
                    s.playing.append(x)
            events.append({"type": "declared", "playing": sorted(x for x, v in clean.items() if v["play"] == "yes")})
        elif s.phase == "keep":
            s.hands[s.players[0]].append(clean[s.players[0]]["keep"])
        elif s.phase == "route":
            s.routes = {x: v["route"] for x, v in clean.items()}
            events.append({"type": "routes", "routes": dict(s.routes)})           # the joint reveal (OS-35)
        elif s.phase == "wheel-x":
            for x, v in clean.items():
                s.energy[x] -= v["x"]
            events.append({"type": "wagers", "x": {x: v["x"] for x, v in clean.items()}})
        elif s.phase == "split":
            s.shares_given.append(clean[s.players[0]]["share"])
            events.append({"type": "share", "given": list(s.shares_given)})
            stay = share_prompt(s.players[0], s.players[0], SHARES, SPLIT_TOTAL, s.shares_given, "ST-28") is not None
            if not stay:
                s.split = finish_split(SHARES, SPLIT_TOTAL, s.shares_given)
        elif s.phase == "basket":
            roll(rng, "green", load_dice(), events, by=s.players[0])
        elif s.phase == "turns":
            x = s.turn_queue.pop(0)
            v = clean[x]
            if v["action"] == "raise":
                s.bid = v["bid"]
            s.log.append(f"{x}:{v}")
            events.append({"type": "bid", "by": x, **v})
            stay = bool(s.turn_queue)
        if s.phase == "declare-rear":
            s.drawn = [rng.pick(["nitro", "forcefield", "ion_cannon"]) for _ in range(2)]
            events.append({"type": "draw", "tokens": list(s.drawn), "to": s.players[0]})   # private
        if not stay:
            nxt = order.index(s.phase) + 1
            s.phase = order[nxt] if nxt < len(order) else "over"
            if s.phase == "wheel-x" and not self.prompts(s):
                s.phase = "split"
        s.done = s.phase == "over"
        s.rng = rng.state
        return s, events

    def observe(self, s: ToyState, seat: str | None) -> dict[str, Any]:
        view: dict[str, Any] = {"phase": s.phase, "hand_sizes": {p: len(h) for p, h in s.hands.items()},
                                "playing": list(s.playing), "energy": dict(s.energy), "bid": s.bid,
                                "shares_given": list(s.shares_given), "split": dict(s.split),
                                "routes": dict(s.routes) if s.phase not in ("declare-front", "declare-rear", "keep",
                                                                           "route") else {}}
        if seat is not None:
            view["private"] = {"hand": list(s.hands.get(seat, [])), "declared": s.declared.get(seat),
                               "drawn": list(s.drawn) if seat == s.players[0] and s.phase == "keep" else []}
        return view

    def result(self, s: ToyState):
        return {"scores": dict(s.energy), "winners": list(s.players), "bid": s.bid} if s.done else None

    def to_json(self, s: ToyState) -> dict[str, Any]:
        return to_jsonable(s)

    def from_json(self, data: Mapping[str, Any]) -> ToyState:
        return from_jsonable(ToyState, data)


def toy(rules: type = ShapesToy) -> ProcessedGame:
    """The toy (or a variant of it) processed as a registered game is (games/core/game.py)."""
    game = rules()
    return process_game(game, package=__name__, fields=game.fields, wheel_option="wheel_max", hidden=game.hidden)


def test_toy_game_with_every_shape_passes_conformance():
    for seed in range(40):
        check_game(toy(), {"players": [A, B, C, D]}, seed)


def test_ambi51_toy_split_is_public_shares_and_bids_climb_above_the_wheel_amb01():
    """AMB-51: red dials its share in public, green gets the remainder; AMB-01: raises over the last bid
    take the bid past the wheel's 11 on the switch build."""
    game = toy()
    from games.core.conformance import play_checked
    state, _ = play_checked(game, {"players": [A, B, C, D], "wheel_max": 11}, 3)
    assert sum(state.split.values()) == SPLIT_TOTAL and all(0 <= v <= 4 for v in state.split.values())
    assert state.bid <= TEAM_ENERGY
