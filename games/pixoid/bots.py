"""Pixoid bots: the heuristic bot (Pixoid evades and collects, Bugs close in); the generic random bot
lives in ``games.core.bots``. Bots read only ``observe(state, seat)`` and their prompt (no peeking)."""
from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any

from games.core.faces import turn
from games.core.prompt import Prompt
from games.core.rng import Rng
from games.pixoid.board import Board, board_from
from games.pixoid.config import EDGES


@lru_cache(maxsize=16)
def step_distances(board: Board) -> tuple[tuple[int, ...], ...]:
    """Shortest walking distance in Pix between every two Pix (walls respected)."""
    n = board.width * board.height
    out = []
    for src in range(n):
        dist = [n] * n
        dist[src] = 0
        queue = deque([src])
        while queue:
            p = queue.popleft()
            for ray in board.rays[p]:
                if ray and dist[ray[0]] > dist[p] + 1:
                    dist[ray[0]] = dist[p] + 1
                    queue.append(ray[0])
        out.append(tuple(dist))
    return tuple(out)


def reach(board: Board, pix: int, top: int) -> set[int]:
    """Every Pix a piece on ``pix`` can enter in one move of at most ``top`` Pix."""
    out: set[int] = set()
    for ray in board.rays[pix]:
        out.update(ray[:top])
    return out


def _noise(rng: Rng, spread: float) -> float:
    return spread * rng.below(1000) / 1000


def _quarter_turns(view: dict[str, Any], seat: str) -> int:
    return 0 if view["frame"] == "screen" else EDGES.index(view["edges"][seat])


def _options(view: dict[str, Any], prompt: Prompt, pix: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """(wheel direction, distance, path) for every distinct legal move from ``pix``."""
    board = board_from(view["board"])
    q = _quarter_turns(view, prompt.seat)
    top = view["max_distance"]
    out = []
    for d in prompt.field("direction").options:
        ray = board.ray(pix, turn(d, q))
        for n in range(1, min(len(ray), top) + 1):
            out.append((d, n, ray[:n]))
    return out


JITTER = 3.0
"""Random spread added to every move's score, so games differ from seed to seed (an exact heuristic would
play the same game on every seed); small against the penalties for danger (100) and running into a Bug."""


class HeuristicBot:
    """Pixoid: never runs into a Bug, avoids Pix a Bug can reach next, grabs Bonus cubes, keeps away.
    Bug: covers as many of Pixoid's possible landing Pix as it can, else closes the walking distance.
    Scores get a little seeded noise (``JITTER``) so that near-equal moves are chosen in turn."""

    name = "heuristic"
    needs_view = True

    def act(self, view: dict[str, Any], prompt: Prompt, rng: Rng) -> dict[str, Any]:
        if view["phase"] == "place":
            return {"pix": self._place(view, prompt, rng)}
        me = prompt.controller
        if me == view["pixoid"]:
            d, n = self._flee(view, prompt, rng)
        else:
            d, n = self._chase(view, prompt, rng)
        return {"direction": d, "distance": n}

    def _place(self, view: dict[str, Any], prompt: Prompt, rng: Rng) -> int:
        board = board_from(view["board"])
        dist = step_distances(board)
        options = prompt.fields[0].options
        px = view["positions"].get(view["pixoid"])
        if prompt.seat == view["pixoid"] or px is None:
            scores = [(len(reach(board, p, view["max_distance"])) + _noise(rng, 2 * JITTER), p) for p in options]
        else:
            scores = [(-dist[p][px] + _noise(rng, JITTER / 3), p) for p in options]
        return max(scores)[1]

    def _flee(self, view: dict[str, Any], prompt: Prompt, rng: Rng) -> tuple[str, int]:
        board = board_from(view["board"])
        dist = step_distances(board)
        top = view["max_distance"]
        me = prompt.controller
        bugs = [p for piece, p in view["positions"].items() if piece != me]
        danger: set[int] = set()
        for b in bugs:
            danger |= reach(board, b, top)
        bonus = set(view["bonus"])
        best: list[tuple[str, int]] = []
        best_score = None
        for d, n, path in _options(view, prompt, view["positions"][me]):
            if any(p in bugs for p in path):
                score = -1000.0
            else:
                end = path[-1]
                score = 30.0 * sum(1 for p in path if p in bonus)
                score -= 100.0 if end in danger else 0.0
                score += min(dist[end][b] for b in bugs) if bugs else 0
                score += 0.5 * len(board.exits[end])
            score += _noise(rng, JITTER)
            if best_score is None or score > best_score:
                best, best_score = [(d, n)], score
            elif score == best_score:
                best.append((d, n))
        return rng.pick(best)

    def _chase(self, view: dict[str, Any], prompt: Prompt, rng: Rng) -> tuple[str, int]:
        board = board_from(view["board"])
        dist = step_distances(board)
        px = view["positions"][view["pixoid"]]
        landing = reach(board, px, view["max_distance"])
        best: list[tuple[str, int]] = []
        best_score = None
        for d, n, path in _options(view, prompt, view["positions"][prompt.controller]):
            score = 10.0 * sum(1 for p in path if p in landing) - dist[path[-1]][px] + _noise(rng, JITTER / 3)
            if best_score is None or score > best_score:
                best, best_score = [(d, n)], score
            elif score == best_score:
                best.append((d, n))
        return rng.pick(best)


