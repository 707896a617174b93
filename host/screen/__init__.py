"""The console screen (docs/architecture.md §3): the pygame-ce program shown on the TV at the table.

Modules, one job each:

- ``app``         — window (full screen by default), the main loop, the scene manager
- ``intents``     — the one place that turns device events (keyboard, window, controller wake-ups) into intents
- ``theme``       — colours, player colours + letters (colour-blind safe), fonts, layout constants
- ``draw``        — drawing at the window's real resolution from a logical 1280×720 layout (text with a
  per-frame log of strings and text boxes, pieces, cubes, arrows, panels)
- ``table/*``     — the table screen layer every game's screen is built on (seats, headline, instructions,
  talk policy, ticker, lock animation), knowing no game
- ``sound``       — chiptune sounds generated in code (silent when there is no audio device)
- ``keyboard``    — keyboard players: keys turn the wheels of a simulated controller
- ``display``     — is there a real display? (and silencing native libraries' start-up noise)
- ``overlays``    — pause and rules-help overlays
- ``scenes/*``    — lobby, controller test, results (any game)
- ``games/*``     — one package per game's screen, by name (``games/__init__.py``), e.g. a scene,
  its events → animation beats timeline (pure, no pygame), its pre-rendered maze and its results details

The screen never sees a secret: it draws ``game.observe(state, None)`` (the TV view) and
``session.status()`` (who has locked in, never a value), and after a reveal the revealed programs (CON-05).
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no banner on the players' terminal
