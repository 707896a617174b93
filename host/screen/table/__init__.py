"""The table screen layer (docs/architecture.md §9, docs/console.md "At the table"): what every game's screen shows
around its board, knowing no game — the seats (colour + letter + shape, team, counters, waiting / locked /
out), ONE headline saying whom the game waits for and what to do, a per-seat instruction built from the
prompt's wheel legend ("Red: turn the CENTRE wheel to 1–4, then press LOCK"), the talk policy in words, an
event ticker, and the lock animation. Drawn from the game's public observation and ``Session.status()``
(CON-05: never a value before the reveal). A game's screen package adds its board drawer and data
(``host/screen/games/<game>/``)."""
from host.screen.table.layer import Layout, TableLayer
from host.screen.table.seats import SeatRow
from host.screen.table.ticker import Ticker
from host.screen.table.words import instruction, plain, who

__all__ = ["Layout", "SeatRow", "TableLayer", "Ticker", "instruction", "plain", "who"]
