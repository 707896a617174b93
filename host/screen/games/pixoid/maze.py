"""The Pixoid maze drawer (PX-02): Pix, red Starting Pix, Bonus Pix rings and walls in a chunky pixel-art
style, pre-rendered once per window size at the real resolution (:mod:`host.screen.draw`); animation
frames only blit it and draw the moving pieces on top. Geometry is in logical units.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import pygame

from host.screen import draw, theme


@dataclass(frozen=True)
class Maze:
    """The maze as the view's ``board`` describes it (games/pixoid/board.py ``describe_board``): Pix numbered
    row by row, their kinds, the blocked sides and the Bonus Pix."""

    width: int
    height: int
    kinds: tuple[str, ...]
    blocked: frozenset[tuple[int, str]]
    bonus: tuple[int, ...]

    @classmethod
    def of(cls, board: Mapping[str, Any]) -> Maze:
        return cls(board["width"], board["height"], tuple(board["kinds"]),
                   frozenset((pix, d) for pix, d in board["walls"]), tuple(board["bonus"]))

    def xy(self, pix: int) -> tuple[int, int]:
        """(column, row) of ``pix``."""
        return pix % self.width, pix // self.width


class MazeView:
    """Geometry and the static picture of one board at ``cell`` logical units per Pix."""

    def __init__(self, board: Maze, cell: int, origin: tuple[int, int]) -> None:
        self.board = board
        self.cell = cell
        self.origin = origin
        self.rect = pygame.Rect(origin[0], origin[1], board.width * cell, board.height * cell)
        self.surface: pygame.Surface | None = None
        self._scale = 0.0

    def center(self, pix: int) -> tuple[int, int]:
        """Logical centre of ``pix``."""
        x, y = self.board.xy(pix)
        return self.origin[0] + x * self.cell + self.cell // 2, self.origin[1] + y * self.cell + self.cell // 2

    def cell_rect(self, pix: int) -> pygame.Rect:
        x, y = self.board.xy(pix)
        return pygame.Rect(self.origin[0] + x * self.cell, self.origin[1] + y * self.cell, self.cell, self.cell)

    def _render(self) -> pygame.Surface:
        """The maze at the window's scale, drawn through draw's helpers on an off-screen surface whose
        top-left is the maze's top-left (the helpers' offset is undone by drawing relative to it)."""
        real = draw.box(self.rect.inflate(8, 8))
        s = pygame.Surface(real.size)
        s.fill(theme.BG)
        c, b = self.cell, self.board

        def p(x: float, y: float) -> tuple[int, int]:
            q = draw.pt((self.rect.left + x, self.rect.top + y))
            return q[0] - real.left, q[1] - real.top

        def r(x: float, y: float, w: float, h: float) -> pygame.Rect:
            x0, y0 = p(x, y)
            x1, y1 = p(x + w, y + h)
            return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

        k = draw.px
        pygame.draw.rect(s, (18, 22, 48), r(0, 0, b.width * c, b.height * c))
        for i in range(b.width + 1):
            pygame.draw.line(s, (28, 34, 70), p(i * c, 0), p(i * c, b.height * c), k(1))
        for j in range(b.height + 1):
            pygame.draw.line(s, (28, 34, 70), p(0, j * c), p(b.width * c, j * c), k(1))
        dot = max(4, c // 7)
        for pix, kind in enumerate(b.kinds):
            x, y = b.xy(pix)
            cx, cy = x * c + c / 2, y * c + c / 2
            if kind == "S":
                pygame.draw.circle(s, theme.START_PIX, p(cx, cy), k(c / 4 + 2), k(4))   # a red ring: never a piece
                pygame.draw.circle(s, theme.START_PIX, p(cx, cy), k(3))
            elif kind == "B":
                pygame.draw.rect(s, theme.BONUS_RING, r(cx - c / 3, cy - c / 3, 2 * c / 3, 2 * c / 3), k(3))
            else:
                pygame.draw.rect(s, theme.PIX, r(cx - dot / 2, cy - dot / 2, dot, dot))
        t = max(4, c // 9)
        walls = [_wall_rect(b.xy(pix), d, c, t) for pix, d in b.blocked]
        for w in walls:
            pygame.draw.rect(s, theme.WALL_SHADE, r(w[0] + 2, w[1] + 2, w[2], w[3]))
        for w in walls:
            pygame.draw.rect(s, theme.WALL, r(*w))
        return s

    def blit(self, target: pygame.Surface) -> None:
        if self.surface is None or self._scale != draw.scale():
            self.surface = self._render()
            self._scale = draw.scale()
        target.blit(self.surface, draw.box(self.rect.inflate(8, 8)).topleft)


def _wall_rect(xy: tuple[int, int], side: str, cell: int, thick: int) -> tuple[float, float, float, float]:
    """The rectangle of the wall on ``side`` of the Pix at ``xy``, relative to the maze's corner."""
    x0, y0 = xy[0] * cell, xy[1] * cell
    half = thick / 2
    if side == "up":
        return (x0 - half, y0 - half, cell + thick, thick)
    if side == "down":
        return (x0 - half, y0 + cell - half, cell + thick, thick)
    if side == "left":
        return (x0 - half, y0 - half, thick, cell + thick)
    return (x0 + cell - half, y0 - half, thick, cell + thick)
