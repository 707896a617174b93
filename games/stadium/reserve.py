"""How much Energy a heuristic bot keeps back for the Final trials still ahead (issue 12: "keep Energy for
the Finals"), read from the seat's view: the Stadium view's ``track`` (slot kinds) and ``slot`` (the trial
in play). A view without a track (a trial played alone by the test harness) assumes both Finals ahead."""
from __future__ import annotations

from typing import Any, Mapping

PER_FINAL = 6
"""Energy kept per Final trial still to come after the current one."""
FINALS = 2
"""Final tiles on a full track (ST-04)."""


def finals_ahead(view: Mapping[str, Any]) -> int:
    """Final trials after the one in play."""
    track = view.get("track")
    if track is None:
        return FINALS
    return sum(1 for t in track if t["kind"] == "final" and t["slot"] > view.get("slot", 0))


def reserve(view: Mapping[str, Any]) -> int:
    """The Energy to keep for the Finals ahead (0 in the last Final or a practice of one trial)."""
    return PER_FINAL * finals_ahead(view)
