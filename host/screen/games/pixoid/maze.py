"""The Pixoid maze pre-rendered once to a surface (PX-02): Pix, red Starting Pix, Bonus Pix rings and
walls in a chunky pixel-art style. Animation frames only blit it and draw the moving pieces on top.
"""
from __future__ import annotations

from typing import Any

import pygame

from host.screen import theme


class MazeView:
    """Geometry and the static picture of one board at ``cell`` logical px per Pix."""

    def __init__(self, board: Any, cell: int, origin: tuple[int, int]) -> None:
        self.board = board
        self.cell = cell
        self.origin = origin
        w, h = board.width * cell, board.height * cell
        self.rect = pygame.Rect(origin[0], origin[1], w, h)
        self.surface = pygame.Surface((w + 8, h + 8))
        self._render()

    def center(self, pix: int) -> tuple[int, int]:
        """Logical-screen centre of ``pix``."""
        x, y = self.board.xy(pix)
        return self.origin[0] + x * self.cell + self.cell // 2, self.origin[1] + y * self.cell + self.cell // 2

    def cell_rect(self, pix: int) -> pygame.Rect:
        x, y = self.board.xy(pix)
        return pygame.Rect(self.origin[0] + x * self.cell, self.origin[1] + y * self.cell, self.cell, self.cell)

    def _render(self) -> None:
        s, c, b = self.surface, self.cell, self.board
        s.fill(theme.BG)
        o = 4
        pygame.draw.rect(s, (18, 22, 48), (o, o, b.width * c, b.height * c))
        # faint circuit grid
        for i in range(b.width + 1):
            pygame.draw.line(s, (28, 34, 70), (o + i * c, o), (o + i * c, o + b.height * c))
        for j in range(b.height + 1):
            pygame.draw.line(s, (28, 34, 70), (o, o + j * c), (o + b.width * c, o + j * c))
        dot = max(4, c // 7)
        for pix, kind in enumerate(b.kinds):
            x, y = b.xy(pix)
            cx, cy = o + x * c + c // 2, o + y * c + c // 2
            if kind == "S":
                pygame.draw.circle(s, theme.START_PIX, (cx, cy), c // 4 + 2, 4)     # a red ring: never a piece
                pygame.draw.circle(s, theme.START_PIX, (cx, cy), 3)
            elif kind == "B":
                pygame.draw.rect(s, theme.BONUS_RING, (cx - c // 3, cy - c // 3, 2 * (c // 3), 2 * (c // 3)), 3)
            else:
                pygame.draw.rect(s, theme.PIX, (cx - dot // 2, cy - dot // 2, dot, dot))
        t = max(4, c // 9)
        rects = [_wall_rect(b.xy(pix), d, o, c, t) for pix, d in b.blocked]
        for r in rects:
            pygame.draw.rect(s, theme.WALL_SHADE, pygame.Rect(r).move(2, 2))
        for r in rects:
            pygame.draw.rect(s, theme.WALL, r)

    def blit(self, target: pygame.Surface) -> None:
        target.blit(self.surface, (self.origin[0] - 4, self.origin[1] - 4))


def _wall_rect(xy: tuple[int, int], side: str, origin: int, cell: int, thick: int) -> tuple[int, int, int, int]:
    """The rectangle of the wall on ``side`` of the Pix at ``xy``."""
    x0, y0 = origin + xy[0] * cell, origin + xy[1] * cell
    half = thick // 2
    if side == "up":
        return (x0 - half, y0 - half, cell + thick, thick)
    if side == "down":
        return (x0 - half, y0 + cell - half, cell + thick, thick)
    if side == "left":
        return (x0 - half, y0 - half, thick, cell + thick)
    return (x0 + cell - half, y0 - half, thick, cell + thick)
