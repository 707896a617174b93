"""Leaptoad, Jumpfrog (MA-R-LEAPTOAD-01): while moving — on every move, backward ones too — Leaptoad skips
the spaces other racers stand on: they are not counted (the Start and Huge Baby's space included; with
every space up to the line taken, it crosses: AMB-MA-35). Warps are not moves. The engine does the skipping
(``leaps``) and raises one power fact per skipped space, for Scoocher (MA-R-SCOOCHER-04)."""
from __future__ import annotations

from games.magical_athlete.powers import PASSIVE, Racer

RULE = "MA-R-LEAPTOAD-01"

RACER = Racer(asks="never", name="LEAPTOAD", title="Leaptoad", power="Jumpfrog", timing=(PASSIVE,), optional=False,
              rules=(RULE,), text="While moving, Leaptoad skips spaces with other racers on them.", leaps=True,
              value=0.45)
