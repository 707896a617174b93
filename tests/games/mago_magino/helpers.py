"""Positions for Mago Magino's rules tests on the stand-in board (H, F1-F3, C, P1-P12: 17 spaces): a state
built from setup with the pieces where a test puts them, and inputs for a move."""
from __future__ import annotations

from typing import Any

from games.core.evolve import evolve
from games.mago_magino import GAME
from games.mago_magino.rules import MagoMagino
from games.mago_magino.state import MOVE, WAY, MagoState

RULES: MagoMagino = GAME.rules
NAMES = ("H", "F1", "F2", "F3", "C") + tuple(f"P{i}" for i in range(1, 13))
P2 = ["red", "blue"]
P4 = ["red", "blue", "green", "yellow"]


def at(name: str) -> int:
    return NAMES.index(name)


def position(players: list[str] | None = None, *, points: int = 2, current: str | None = None,
             children: dict[str, str] | None = None, frogs: dict[int, tuple[str, str]] | None = None,
             wizard: str = "H", carrying: tuple[str, ...] = (), stock: int | None = None,
             lying: dict[str, int] | None = None, home: dict[str, int] | None = None, seed: int = 0,
             **options: Any) -> MagoState:
    """A state asking ``current`` (the first player) to move ``points``: children on the spaces named (the
    others in the house), frogs {number: (space, child)}, the wizard, crystals carried, in stock and lying."""
    players = players or P2
    state = RULES.setup({"players": players, **options}, seed)
    kids = {f"{p}_{x}": 0 for p in players for x in "ab"}
    for child, space in (children or {}).items():
        kids[child] = at(space)
    frog_at, owner = {}, {}
    for n, (space, child) in (frogs or {}).items():
        kids.pop(child)
        frog_at[n], owner[n] = at(space), child
    lie = {at(k): v for k, v in (lying or {}).items()}
    carried = len(carrying) + sum(lie.values()) + sum((home or {}).values())
    return evolve(state, phase=MOVE, current=current or players[0], points=points, face=points if points > 1 else "witch",
                  children=kids, frogs=frog_at, frog_owner=owner, wizard=at(wizard), carrying=tuple(carrying),
                  stock=15 - carried if stock is None else stock, lying=lie,
                  home={p: (home or {}).get(p, 0) for p in players}, pending=None)


def move(piece: str, way: str = "right", frog: int | None = None) -> dict[str, Any]:
    """The move input: ``child_a`` / ``child_b`` / ``wizard`` / ``frog`` and the way (right = board-clockwise)."""
    if piece == "frog":
        return {"piece": "frog", "frog": frog, f"way_f{frog}": way}
    key, option = {"child_a": ("way_a", "A"), "child_b": ("way_b", "B"), "wizard": ("way_wizard", "wizard")}[piece]
    return {"piece": option, key: way}


def play(state: MagoState, values: dict[str, Any]) -> tuple[MagoState, list[dict[str, Any]]]:
    """Apply the current player's ``values``; a move given with its way (``way_a``, ``way_wizard``, ``way_f1``)
    is the two answers the game asks — the piece, then the way when the piece has two (MM-14, MM-16). A way
    that is the piece's only one is not asked (it must be the one given)."""
    way_key = next((k for k in values if k.startswith("way_")), None)
    if way_key is None:
        return RULES.apply(state, {state.current: values})
    piece = {k: v for k, v in values.items() if not k.startswith("way_")}
    asked, events = RULES.apply(state, {state.current: piece})
    if asked.phase != WAY:
        only = events_of(events, "move")
        assert not only or only[0]["way"] == values[way_key], f"the only way was {only[0]['way']}"
        return asked, events
    after, more = RULES.apply(asked, {asked.current: {"way": values[way_key]}})
    return after, events + more


def where(state: MagoState, child: str) -> str:
    return NAMES[state.children[child]]


def events_of(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def prompt_of(state: MagoState):
    return RULES.prompts(state)[state.current]


def legal_ways(state: MagoState, field: str) -> tuple[Any, ...]:
    """The frogs that can hop (``frog``), or the ways of a piece (``way_a``, ``way_b``, ``way_wizard``, ``way_f1``)."""
    if field == "frog":
        return prompt_of(state).field("frog").options
    from games.mago_magino.rules import piece_ways
    key = field[4:]
    if key == "wizard":
        return piece_ways(state, "wizard", 0, state.wizard)
    if key.startswith("f"):
        n = int(key[1:])
        return piece_ways(state, "frog", n, state.frogs[n])
    child = f"{state.current}_{key}"
    return piece_ways(state, child, 0, state.children[child])


def aim(state: MagoState, space: str) -> tuple[MagoState, list[dict[str, Any]]]:
    """Turn the witch arrow (policy ``aim``) at ``space`` now, from a state whose die shows the witch arrow."""
    from games.mago_magino.state import AIM
    arrow = 0 if space != "H" else 1
    asked = evolve(state, phase=AIM, points=1, face="witch", arrow=arrow)
    return RULES.apply(asked, {asked.current: {"position": at(space)}})


def first_answer(state: MagoState) -> dict[str, Any]:
    """A legal answer to whatever the current player is asked (the first one the prompt offers)."""
    from games.core.codec import legal_combinations
    return next(legal_combinations(prompt_of(state)))
