"""Who answers for each seat: a bot, or a controller (real, emulated, or simulated/keyboard).

A :class:`SeatPlan` is what the journal records, so a resumed game knows its seats again.
Controllers are keyed by *controller colour*: normally the player's own, plus the unowned extra
controllers a game needs beyond the players' own (``Game.extra_controllers``), which the game hands to one
seat at a time.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

BOT = "bot"
CONTROLLER = "controller"
KEYBOARD = "keyboard"
KINDS = (BOT, CONTROLLER, KEYBOARD)


@dataclass(frozen=True)
class SeatPlan:
    colour: str
    kind: str = BOT
    bot: str | None = "heuristic"
    uid: str | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "SeatPlan":
        kind = data.get("kind", BOT)
        if kind not in KINDS:
            raise ValueError(f"unknown seat kind {kind!r}")
        return cls(str(data["colour"]), kind, data.get("bot"), data.get("uid"))

    @property
    def label(self) -> str:
        if self.kind == BOT:
            return f"{self.colour} (bot: {self.bot})"
        return f"{self.colour} ({self.kind})"
