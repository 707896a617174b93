"""Outspeed's rules as a pure state machine (docs/rules/outspeed.md OS-01..OS-75; AMB-13..AMB-34;
docs/architecture.md §10).

Setup (OS-01..OS-11): the tiles on the side for the player count (OS-02), the standard deck — 12 shuffled
Track tiles over one random, unseen Finish Line tile (OS-03) — or the first-game deck 1..13 (OS-04); the 32
tokens shuffled face down (OS-05); 7 Forcefield markers (OS-06); 12 Fuel each (OS-07); every Ship on zone 3
of the two-board track (OS-09, OS-10, AMB-26). A turn runs Bonus → Programming → Resolution → Reveal
(OS-12; games/outspeed/flow.py). Chance is the state's SplitMix64 (games/core/rng.py); every die roll,
shuffle and draw is an event.

Inputs (docs/architecture.md §6, games/outspeed/prompts.py): the public yes/no with the secret token behind it, the
route on the right wheel, X on the centre wheel, the token kept of two. ``observe`` gives the TV only token
counts (OS-11); a seat's ``private`` holds its hand, the two it drew and the token it committed (§3.7).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Mapping

from games.core.dice import load_dice
from games.core.errors import IllegalInput
from games.core.game import Event
from games.core.memo import memoised
from games.core.prompt import Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.core.serial import from_jsonable, to_jsonable
from games.outspeed.bonus import TOKENS, refusal
from games.outspeed.config import PLAYER_COUNTS, OutspeedConfig, make_config, side_for
from games.outspeed.flow import Advance
from games.outspeed.options import OPTIONS
from games.outspeed.prompts import (declare_prompt, keep_prompt, not_held, program_prompt, refined,
                                    widest_fields, x_prompt)
from games.outspeed.resolution import GAINS, PAYS, choice_counts, legal_routes, statuses, x_high
from games.outspeed.state import DECLARE, KEEP, OVER, PROGRAM, X, OutspeedState
from games.outspeed.tiles import FINISH_TILES, TRACK_TILES, load_tiles, tile_json
from games.outspeed.track import Track

TALK_POLICY = "open"
"""OS-37, CON-11: table talk is open and bluffing is allowed."""


@lru_cache(maxsize=8192)
def route_prompt(tiles: str | None, tile: int, side: str, seat: str, fuel: int) -> Prompt:
    """The programming prompt of one seat with ``fuel`` on one tile side (OS-35..OS-40)."""
    options, refused = legal_routes(load_tiles(tiles)[tile].sides[side], fuel, load_dice())
    return program_prompt(seat, options, tuple(sorted(refused.items())))


class Outspeed:
    """The Outspeed game (see the module docstring)."""

    name = "outspeed"
    player_counts = PLAYER_COUNTS
    options = OPTIONS

    def content_record(self, cfg: OutspeedConfig) -> dict[str, Any]:
        """For the journal header: which tiles are in play and whether they are the project's stand-in."""
        stand_in = next(iter(cfg.tile_set.values())).stand_in
        return {"tiles": cfg.tiles or "tiles.yaml", "stand_ins": [cfg.tiles or "tiles.yaml"] if stand_in else []}

    def fields(self, state: OutspeedState) -> tuple[Field, ...]:
        """Every field at its widest that any prompt can ask for (the host's face check before play)."""
        return widest_fields(state.config.wheel_max)

    # ---- setup ----------------------------------------------------------------------------------
    def configure(self, options: Mapping[str, Any]) -> OutspeedConfig:
        """The validated configuration; the tiles file is checked now (content errors before play)."""
        cfg = make_config(options)
        _ = cfg.tile_set                # loading the tiles file validates it
        return cfg

    def setup(self, config: Mapping[str, Any] | OutspeedConfig, seed: int = 0) -> OutspeedState:
        cfg = config if isinstance(config, OutspeedConfig) else self.configure(config)
        numbers = cfg.numbers
        rng = Rng(seed)
        short = cfg.track_tiles                                                  # OS-12: 12 unless a practice race
        if cfg.deck == "first-game":                                             # OS-04
            deck = tuple(TRACK_TILES)[:short] + (FINISH_TILES[0],)
        else:                                                                    # OS-03
            deck = tuple(rng.shuffled(TRACK_TILES))[:short] + (rng.pick(FINISH_TILES),)
        pile = tuple(rng.shuffled(numbers.pile()))                             # OS-05
        n = len(cfg.players)
        side = side_for(n)                                                       # OS-02
        nobody = (None,) * n
        state = OutspeedState(config=cfg, rng=rng.state, phase=DECLARE, turn=1, current=deck[0], deck=deck[1:],
                              side=side, tile_side=side, flipped=False, track=Track(),
                              zones=(numbers.start_zone,) * n, fuel=(numbers.fuel,) * n,            # OS-07, OS-10
                              hands=((),) * n, out=nobody, pile=pile, discard=(), order=(), group=0,
                              declared=nobody, committed=nobody, revealed=nobody, routes=nobody, xs=nobody,
                              gainers=(), drawn=(), winners=(), no_winner=False, plays=(0,) * len(TOKENS),
                              choices=(), step=0)
        adv = Advance(state, rng)
        adv.start_turn()                                                         # OS-13: turn 1 has no Bonus
        return adv.state(0)

    # ---- prompts --------------------------------------------------------------------------------
    def __init__(self) -> None:
        self.prompts: Callable[[OutspeedState], dict[str, Prompt]] = memoised(self._make_prompts)
        """Who owes input now: built once per state and memoised outside it (games/core/memo.py; a hit is
        one call): the runner asks, then ``apply`` asks again."""

    def _make_prompts(self, state: OutspeedState) -> dict[str, Prompt]:
        phase = state.phase
        cfg = state.config
        players = cfg.players
        if phase == OVER:
            return {}
        if phase == PROGRAM:
            return {p: route_prompt(cfg.tiles, state.current, state.tile_side, p, state.fuel[i])
                    for i, p in enumerate(players) if state.out[i] is None}
        if phase == DECLARE:
            return self._declare_prompts(state)
        if phase == X:
            side = cfg.tile_set[state.current].sides[state.tile_side]
            status = statuses(side, state.routes, choice_counts(state.routes))
            out = {}
            for i, p in enumerate(players):
                route = side.route(state.routes[i]) if state.routes[i] is not None else None
                if route is not None and route.x and status[i] in PAYS + GAINS:             # AMB-22
                    out[p] = x_prompt(p, x_high(route, state.fuel[i], cfg.wheel_max),
                                      max(0, state.fuel[i] - route.cost.fixed))
            return out
        seat = state.gainers[0][0]                                               # KEEP
        return {seat: keep_prompt(seat, state.drawn)}

    def _declare_prompts(self, state: OutspeedState) -> dict[str, Prompt]:
        """OS-14..OS-17: the seats of the current group who hold a token and have not declared yet (all at
        once, or the first in seat order under the sequential policy, AMB-14)."""
        cfg = state.config
        index = cfg.seat_index
        zones = dict(zip(cfg.players, state.zones))
        finish = cfg.tile_set[state.current].finish
        markers = state.track.markers_out()
        out: dict[str, Prompt] = {}
        for seat in state.order[state.group][1]:
            i = index[seat]
            hand = state.hands[i]
            if state.declared[i] is not None or not hand:
                continue
            playable: list[str] = []
            refused: list[tuple[str, str]] = []
            for token in TOKENS:
                if token in hand:
                    why = refusal(token, seat, zones, finish, markers)            # OS-17, AMB-17
                    if why is None:
                        playable.append(token)
                    else:
                        refused.append((token, why))
                else:
                    refused.append((token, not_held(token)))
            blocked = () if playable else tuple(why for t, why in refused if t in hand)
            out[seat] = declare_prompt(seat, tuple(sorted(playable)), tuple(refused), blocked)
            if cfg.declare == "sequential":
                break
        return out

    # ---- apply ----------------------------------------------------------------------------------
    def apply(self, state: OutspeedState, inputs: Mapping[str, Any]) -> tuple[OutspeedState, list[Event]]:
        prompts = self.prompts(state)
        if not prompts:
            raise IllegalInput("OS-70", "", None, None, "the race is over; nothing more can be played.")
        try:
            clean = validate_inputs(prompts, inputs)
        except IllegalInput as exc:
            raise refined(exc) from None
        adv = Advance(state, Rng(state.rng))
        phase = state.phase
        if phase == DECLARE:
            adv.declare(clean)
        elif phase == PROGRAM:
            adv.program(clean)
        elif phase == X:
            adv.dial_x(clean)
        else:
            adv.keep_one(clean)
        return adv.state(state.step + 1), adv.events

    # ---- views ----------------------------------------------------------------------------------
    def observe(self, state: OutspeedState, seat: str | None) -> dict[str, Any]:
        """The TV view (``seat`` None) or a seat's: everything public, token identities only as counts
        (OS-11); ``private`` holds the seat's own hand, drawn pair (in the keep prompt's order) and committed
        token (docs/architecture.md §8)."""
        cfg = state.config
        players = cfg.players
        track = state.track
        ships = {p: {"zone": state.zones[i], "fuel": state.fuel[i], "tokens": len(state.hands[i]),
                     "out": None if state.out[i] is None else {"turn": state.out[i].turn, "why": state.out[i].why}}
                 for i, p in enumerate(players)}
        tile = cfg.tile_set[state.current] if state.current is not None else None
        view: dict[str, Any] = {
            "game": self.name, "seats": list(players), "players": list(players),
            "turn": state.turn, "turns": min(cfg.numbers.turns, cfg.track_tiles + 1), "phase": state.phase, "ships": ships,
            "track": {"rear": track.rear, "front": track.front, "start": cfg.numbers.start_zone,
                      "boards": track.board_spans(), "markers": [list(m) for m in track.markers],
                      "markers_left": cfg.numbers.markers - track.markers_out()},
            "tile": tile_json(tile, state.tile_side) if tile is not None else None,
            "tiles_left": len(state.deck), "side": state.tile_side, "flipped": state.flipped,
            "finish_turn": bool(tile is not None and tile.finish),
            "order": [[z, list(s)] for z, s in state.order],
            "declared": {p: d for p, d in zip(players, state.declared) if d is not None},
            "revealed": {p: t for p, t in zip(players, state.revealed) if t is not None},
            "routes": {p: r for p, r in zip(players, state.routes) if r is not None},
            "x": {p: x for p, x in zip(players, state.xs) if x is not None},
            "drawing": state.gainers[0][0] if state.phase == KEEP else None,
            "talk": TALK_POLICY, "over": state.phase == OVER, "winners": list(state.winners),
            "no_winner": state.no_winner, "scores": self._scores(state), "private": None,
        }
        if seat is not None and seat in cfg.seat_index:
            i = cfg.seat_index[seat]
            mine = state.phase == KEEP and state.gainers[0][0] == seat
            view["private"] = {"hand": list(state.hands[i]), "drawn": sorted(state.drawn) if mine else None,
                               "committed": state.committed[i], "choices": self._choices(state, seat)}
        return view

    def _choices(self, state: OutspeedState, seat: str) -> dict[str, list[str]]:
        """What each centre-wheel number selects in the seat's open prompt, when the options come from its
        own hand or draw (``Field.options_private``)."""
        prompt = self.prompts(state).get(seat)
        if prompt is None:
            return {}
        return {f.name: list(f.options) for f in prompt.fields if f.options_private}

    def _scores(self, state: OutspeedState) -> dict[str, int]:
        return {p: (z or 0) for p, z in zip(state.config.players, state.zones)}

    def result(self, state: OutspeedState) -> dict[str, Any] | None:
        if state.phase != OVER:
            return None
        cfg = state.config
        seats = {p: {"zone": state.zones[i], "fuel": state.fuel[i], "tokens": len(state.hands[i]),
                     "eliminated": None if state.out[i] is None else {"turn": state.out[i].turn,
                                                                       "why": state.out[i].why}}
                 for i, p in enumerate(cfg.players)}
        return {
            "game": self.name, "winners": list(state.winners), "no_winner": state.no_winner,
            "scores": self._scores(state), "seats": seats, "turns": state.turn, "flipped": state.flipped,
            "plays": {t: n for t, n in zip(TOKENS, state.plays)},
            "routes": [{"tile": t, "red": r, "yellow": y, "green": g} for t, r, y, g in state.choices],
        }

    # ---- JSON -----------------------------------------------------------------------------------
    def to_json(self, state: OutspeedState) -> dict[str, Any]:
        return to_jsonable(state)

    def from_json(self, data: Mapping[str, Any]) -> OutspeedState:
        return from_jsonable(OutspeedState, data)
