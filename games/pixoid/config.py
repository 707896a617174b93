"""Pixoid setup and the named policies for the rulebook's ambiguities (PX-01..PX-03, PX-07, PX-16,
PX-38, PX-42, CON-01, CON-02, CON-10, AMB-01, AMB-03, AMB-05, AMB-10).

Policies (defaults first; each is a plain setting so every reading stays testable):

- ``frame``: ``"screen"`` — arrows are screen-absolute (AMB-03); ``"seat"`` — up is away from the
  programming player's own edge (the paper reading; the extra 3-player controller uses its holder's edge).
- ``catch``: ``"stop"`` — a catch stops Pixoid where he meets the Bug (AMB-05); ``"complete"`` — he
  finishes his move, collecting cubes on the way, then the round ends.
- ``bug_guards_bonus``: ``True`` — a Bonus cube on a Bug's Pix is not taken when Pixoid runs into that Bug
  (AMB-05); ``False`` — he takes it, then is caught.
- ``max_distance``: the central wheel's largest number (AMB-01, GAP-05), default 30.

The options a user can set are declared once in ``games/pixoid/options.py``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Mapping

from games.core.config import oldest_of, refuse_unknown, seat_colours, whole_number
from games.core.errors import ConfigError
from games.pixoid.options import OPTIONS
from games.core.faces import COLOURS, WHEEL_MAX
from games.pixoid.board import DEFAULT_ASSEMBLY, Assembly, Board, build_board, parse_assembly

EDGES = ("bottom", "left", "top", "right")
"""Board edges in seating order; a seat-relative ``up`` on edge i is the screen direction turned i times."""

FRAMES = ("screen", "seat")
CATCH_POLICIES = ("stop", "complete")
VARIANTS = ("standard", "short")


@dataclass(frozen=True)
class PixoidConfig:
    players: tuple[str, ...]
    oldest: str
    variant: str = "standard"
    assembly: Assembly = DEFAULT_ASSEMBLY
    tiles: str | None = None
    frame: str = "screen"
    edges: dict[str, str] = field(default_factory=dict)
    catch: str = "stop"
    bug_guards_bonus: bool = True
    extra: str | None = None
    max_distance: int = WHEEL_MAX

    @cached_property
    def board(self) -> "Board":
        """The assembled maze (built once per configuration; content errors surface here)."""
        return build_board(self.tiles, self.assembly)

    @cached_property
    def quarter_turns(self) -> dict[str, int]:
        """Per seat, quarter turns from its wheel frame to the screen frame (PX-16, AMB-03)."""
        return {p: 0 if self.frame == "screen" else EDGES.index(self.edges[p]) for p in self.players}

    @cached_property
    def pieces(self) -> tuple[str, ...]:
        """Every piece on the board: the players, then the extra 3-player Bug (PX-42)."""
        return self.players + ((self.extra,) if self.extra else ())


def make_config(options: Mapping[str, Any]) -> PixoidConfig:
    """A validated configuration from plain options (command line, journal header, lobby)."""
    refuse_unknown(options, {"players", "edges", "extra"} | {o.name for o in OPTIONS}, "Pixoid")
    players = seat_colours(options, (3, 4), "Pixoid is for 3 or 4 players", "CON-01")
    oldest = oldest_of(options, players, "CON-10")
    variant = options.get("variant") or "standard"
    if variant not in VARIANTS:
        raise ConfigError(f"unknown Pixoid variant {variant!r} (standard or short)", "CON-14")
    board = options.get("board") or DEFAULT_ASSEMBLY
    try:
        board = parse_assembly(board) if isinstance(board, str) else parse_assembly(
            " ".join(f"{t}{s}" for t, s in board))
    except (ValueError, TypeError) as exc:
        raise ConfigError(f"bad board: {exc}", "PX-02") from None
    frame = options.get("frame") or "screen"
    if frame not in FRAMES:
        raise ConfigError(f"unknown direction frame {frame!r} (screen or seat)", "PX-16")
    edges = dict(options.get("edges") or {p: EDGES[i] for i, p in enumerate(players)})
    if set(edges) != set(players) or any(e not in EDGES for e in edges.values()):
        raise ConfigError("edges must give every player one of bottom, left, top, right", "PX-03")
    catch = options.get("catch") or "stop"
    if catch not in CATCH_POLICIES:
        raise ConfigError(f"unknown catch policy {catch!r} (stop or complete)", "PX-21")
    extra = options.get("extra")
    if len(players) == 3:
        extra = extra or next(c for c in COLOURS if c not in players)
        if extra in players or extra not in COLOURS:
            raise ConfigError(f"the extra Bug needs an unused controller colour, not {extra!r}", "PX-42")
    elif extra:
        raise ConfigError("only a 3-player game has an extra Bug", "PX-42")
    max_distance = whole_number(options.get("max_distance", WHEEL_MAX), "max_distance")
    tiles = options.get("tiles")
    return PixoidConfig(players, oldest, variant, board, str(tiles) if tiles else None, frame, edges, catch,
                        bool(options.get("bug_guards_bonus", True)), extra, max_distance)
