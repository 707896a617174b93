"""Chiptune sounds generated in code: square and triangle waves into 16-bit buffers (``array``; no numpy).

Sounds: ``lock`` (lock-in blip), ``reveal``, ``step``, ``bonus``, ``catch``, ``escape``, ``gameover``,
``place``, ``tick``. If the mixer cannot start (no audio device) every ``play`` is silent — never an error.
"""
from __future__ import annotations

import array
from typing import Sequence

import pygame

from host import settings
from host.screen.display import debug_note, quiet_native_stderr

RATE = 22050

# (wave, frequency Hz, seconds, volume 0..1) per note; frequency 0 = rest.
Note = tuple[str, float, float, float]
SONGS: dict[str, Sequence[Note]] = {
    "lock": [("square", 880, 0.04, 0.35), ("square", 1320, 0.06, 0.35)],
    "reveal": [("square", 523, 0.06, 0.3), ("square", 659, 0.06, 0.3), ("square", 784, 0.06, 0.3),
               ("square", 1047, 0.12, 0.3)],
    "step": [("triangle", 330, 0.045, 0.5)],
    "place": [("triangle", 440, 0.05, 0.5), ("triangle", 660, 0.05, 0.5)],
    "tick": [("square", 1200, 0.02, 0.2)],
    "bonus": [("square", 988, 0.05, 0.3), ("square", 1319, 0.12, 0.3)],
    "catch": [("square", 440, 0.08, 0.4), ("square", 330, 0.08, 0.4), ("square", 220, 0.08, 0.4),
              ("triangle", 110, 0.3, 0.6)],
    "escape": [("square", 523, 0.08, 0.3), ("square", 659, 0.08, 0.3), ("square", 784, 0.08, 0.3),
               ("square", 1047, 0.08, 0.3), ("square", 1319, 0.2, 0.3)],
    "gameover": [("square", 784, 0.12, 0.3), ("square", 659, 0.12, 0.3), ("square", 523, 0.12, 0.3),
                 ("square", 659, 0.12, 0.3), ("square", 784, 0.12, 0.3), ("triangle", 1047, 0.4, 0.5)],
}


def synth(notes: Sequence[Note], rate: int = RATE, channels: int = 1) -> bytes:
    """Signed 16-bit little-endian PCM of ``notes`` (each with a short fade-out against clicks)."""
    out = array.array("h")
    for wave, freq, seconds, volume in notes:
        n = int(rate * seconds)
        amp = int(32767 * volume * 0.6)
        fade = max(1, n // 6)
        period = rate / freq if freq else 0
        for i in range(n):
            if not freq:
                v = 0
            else:
                phase = (i % period) / period
                if wave == "square":
                    v = amp if phase < 0.5 else -amp
                else:
                    v = int(amp * (4 * phase - 1 if phase < 0.5 else 3 - 4 * phase))
                if i > n - fade:
                    v = v * (n - i) // fade
            for _ in range(channels):
                out.append(v)
    if out.itemsize != 2:  # pragma: no cover - 'h' is 2 bytes on every supported platform
        raise RuntimeError("16-bit samples needed")
    return out.tobytes()


class Sounds:
    """The console's sounds; silent when the mixer is unavailable or ``EIGHTBIT_MUTE`` is set."""

    def __init__(self) -> None:
        self.enabled = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if settings.mute():
            return
        try:
            if not pygame.mixer.get_init():
                with quiet_native_stderr():
                    pygame.mixer.init(RATE, -16, 1, 512)
            init = pygame.mixer.get_init()
            if not init:
                debug_note("audio is unavailable; playing silently")
                return
            rate, size, channels = init
            if abs(size) != 16:
                pygame.mixer.quit()
                with quiet_native_stderr():
                    pygame.mixer.init(RATE, -16, 1, 512)
                init = pygame.mixer.get_init()
                if not init:
                    debug_note("audio is unavailable; playing silently")
                    return
                rate, size, channels = init
            for key, notes in SONGS.items():
                self._sounds[key] = pygame.mixer.Sound(buffer=synth(notes, rate, channels))
            self.enabled = True
        except (pygame.error, RuntimeError, ValueError, OSError) as exc:
            debug_note(f"audio is unavailable ({exc}); playing silently")
            self._sounds.clear()
            self.enabled = False

    def play(self, key: str) -> None:
        """Play one sound; nothing happens when sound is off or the key is unknown."""
        s = self._sounds.get(key)
        if s is None:
            return
        try:
            s.play()
        except pygame.error:
            pass
