"""Stadium's heuristic bot: each trial's own heuristic (``Trial.heuristic``), answering from the seat's view
only (issue 12 item 4: wager to win where the team needs the medal, keep Energy for the Finals, bid within
the team's Energy, re-roll low dice)."""
from __future__ import annotations

from typing import Any

from games.core.prompt import Prompt
from games.core.rng import Rng
from games.stadium.trials import get_trial


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def act(self, view: dict[str, Any] | None, prompt: Prompt, rng: Rng) -> dict[str, Any]:
        if view is None or not view.get("trial"):
            raise ValueError("the Stadium heuristic bot needs its seat's view of a trial in play")
        return get_trial(view["trial"]["id"]).heuristic(view, prompt, rng, prompt.seat)
