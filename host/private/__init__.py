"""Private views (docs/architecture.md §8): what belongs to one seat alone — the game's
``observe(state, seat)["private"]``, why its setting was refused (``Session.private_note``), and what it has
locked in ("you locked ← 5") — shown through a per-seat channel whose backend is chosen per seat:

- a text screen on the controller, where the board advertises one (:mod:`host.private.screen`);
- a phone's page, where the seat plays on a phone (:mod:`host.phones`);
- else the TV peek: the seat holds LOCK, the TV shows a full-screen curtain ("only Red looks"), then that
  seat's private view while the button is held (the overlay is :class:`host.screen.overlays.PeekOverlay`).

Bots have no channel. Nothing here is ever drawn on the TV except inside a peek by the seat it belongs to.
"""
from host.private.channel import PEEK, PHONE, SCREEN, PrivateChannels
from host.private.lines import private_lines
from host.private.screen import TextScreen, screen_of

__all__ = ["PEEK", "PHONE", "SCREEN", "PrivateChannels", "TextScreen", "private_lines", "screen_of"]
