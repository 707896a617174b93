"""The acceptance tables draw through SDL's dummy video driver (asked for by name, so the console accepts it:
host/screen/display.py) and play no sound; both are set before pygame is imported."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
