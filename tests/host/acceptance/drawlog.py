"""The draw log of every frame the console presents: a :class:`Recorder` hooked on ``App.on_frame`` (called by
``App.present`` after each flip) keeps, per frame, the strings drawn (``draw.text_log``), the visible text
boxes (``draw.text_boxes``: covered text dropped, a headline's role kept), the selection outlines drawn with
``draw.rect`` in the accent colour (a menu's highlighted line), the scene, the overlays and the time.

Frames are written on the loop's thread and read by the people's threads: every access goes through a lock.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from host.screen import draw, theme


@dataclass(frozen=True)
class Box:
    text: str
    rect: tuple[int, int, int, int]
    role: str
    cut: bool

    @property
    def centre(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        return x + w / 2, y + h / 2


@dataclass
class Frame:
    """One presented frame."""

    index: int
    t: float
    scene: str | None
    overlays: tuple[str, ...]
    step: int | None
    log: tuple[str, ...]
    boxes: tuple[Box, ...]
    outlines: tuple[tuple[int, int, int, int], ...]
    size: tuple[int, int]
    error: bool = False

    def visible(self) -> list[str]:
        return [b.text for b in self.boxes]

    def joined(self) -> str:
        return " ".join(" ".join(b.text.split()) for b in self.boxes)

    def headline(self) -> list[Box]:
        return [b for b in self.boxes if b.role == "headline"]

    def highlighted(self) -> list[Box]:
        """The visible text inside a selection outline (a menu's chosen line)."""
        out = []
        for b in self.boxes:
            cx, cy = b.centre
            if any(x <= cx <= x + w and y <= cy <= y + h for x, y, w, h in self.outlines):
                out.append(b)
        return out

    def same_row(self, box: Box) -> list[Box]:
        """The boxes right of ``box`` on its line (a label's value)."""
        cy = box.centre[1]
        return sorted((b for b in self.boxes if b is not box and abs(b.centre[1] - cy) <= box.rect[3] / 2
                       and b.rect[0] > box.rect[0]), key=lambda b: b.rect[0])


@dataclass
class Recorder:
    """Collects :class:`Frame` s from one app; ``after_frame`` runs on the loop's thread after each frame."""

    frames: list[Frame] = field(default_factory=list)
    after_frame: list[Callable[[Any], None]] = field(default_factory=list)
    _outlines: list[tuple[int, int, int, int]] = field(default_factory=list)
    _changed: threading.Condition = field(default_factory=threading.Condition)
    _busy: bool = False

    def install(self, app: Any, monkeypatch: Any) -> None:
        real_rect = draw.rect
        real_clear = draw.clear_log

        def rect(target: pygame.Surface, colour: Any, r: Any, width: int = 0) -> None:
            if width and tuple(colour) == theme.ACCENT:
                b = draw.box(r)
                self._outlines.append((b.x, b.y, b.w, b.h))
            real_rect(target, colour, r, width)

        def clear_log() -> None:
            self._outlines.clear()
            real_clear()

        monkeypatch.setattr(draw, "rect", rect)
        monkeypatch.setattr(draw, "clear_log", clear_log)
        app.on_frame = lambda: self._take(app)

    def _take(self, app: Any) -> None:
        controls = app.controls
        step = getattr(controls.session, "step", None) if controls is not None else None
        frame = Frame(len(self.frames), app.now(), app.scene.name if app.scene is not None else None,
                      tuple(type(o).__name__ for o in app.overlays if not o.closed), step,
                      tuple(draw.text_log),
                      tuple(Box(b.text, (b.rect.x, b.rect.y, b.rect.w, b.rect.h), b.role, b.cut)
                            for b in draw.text_boxes),
                      tuple(self._outlines), app.window.get_size(), bool(app.error))
        with self._changed:
            self.frames.append(frame)
            self._changed.notify_all()
        if not self._busy:
            self._busy = True
            try:
                for fn in list(self.after_frame):
                    fn(app)
            finally:
                self._busy = False

    def latest(self) -> Frame | None:
        with self._changed:
            return self.frames[-1] if self.frames else None

    def since(self, index: int) -> list[Frame]:
        with self._changed:
            return self.frames[index:]

    def count(self) -> int:
        with self._changed:
            return len(self.frames)

    def wait(self, until: Callable[[Frame], bool], timeout: float, start: int | None = None) -> Frame | None:
        """The first frame (from ``start``, default: the latest one) for which ``until`` holds, waiting up to
        ``timeout`` seconds for new frames; None if none came."""
        end = time.monotonic() + timeout
        with self._changed:
            i = max(0, len(self.frames) - 1) if start is None else start
            while True:
                while i < len(self.frames):
                    if until(self.frames[i]):
                        return self.frames[i]
                    i += 1
                left = end - time.monotonic()
                if left <= 0:
                    return None
                self._changed.wait(min(left, 0.1))
