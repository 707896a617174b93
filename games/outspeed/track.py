"""The Outspeed racetrack: zones, Progression boards, Forcefield markers and one movement at a time.

Rules: OS-06 (7 markers), OS-09/OS-10 (two boards of 7 zones, start zone 3, AMB-26), OS-29..OS-31
(Forcefields stop a Ship entering their zone; what "entered" means; markers cleared at the end of the
Reveal phase, AMB-20), OS-56..OS-58 (the spare board attached in front, further virtual boards if needed,
the rear boards removed until two remain, falling off the rear; AMB-25).

Zones are absolute integers counted from the rear of the starting track: zones 1..14 at the start. They keep
their numbers when a board is attached in front or removed behind, so ``rear`` grows by 7 per removal.
A ``Track`` is a frozen value; every function returns a new one.
"""
from __future__ import annotations

from dataclasses import dataclass

BOARD = 7
"""OS-09: zones per Progression board."""
BOARDS = 2
"""OS-09, OS-57: boards on the track at the start and after every removal."""
START = 3
"""OS-10, AMB-26: the start zone, counted from the rear of the starting track."""
MARKERS = 7
"""OS-06: Forcefield markers in the supply."""


@dataclass(frozen=True, slots=True)
class Track:
    rear: int = 1
    """The first zone of the rearmost attached board."""
    boards: int = BOARDS
    """Attached boards (more than 2 only between an extension and the removal, AMB-25)."""
    markers: tuple[tuple[int, int], ...] = ()
    """(zone, count > 0), sorted by zone (OS-28; at most MARKERS in all, OS-06)."""
    entered: tuple[int, ...] = ()
    """Sorted marked zones some Ship entered this turn (OS-31)."""

    @property
    def front(self) -> int:
        return self.rear + BOARD * self.boards - 1

    def marked(self, zone: int) -> bool:
        return any(z == zone for z, _ in self.markers)

    def markers_out(self) -> int:
        return sum(n for _, n in self.markers)

    def on_track(self, zone: int) -> bool:
        return self.rear <= zone <= self.front

    def board_spans(self) -> list[list[int]]:
        """[[first, last], ...] of every attached board, rear first (for observe)."""
        return [[self.rear + BOARD * i, self.rear + BOARD * i + BOARD - 1] for i in range(self.boards)]


def move(track: Track, zone: int, steps: int) -> tuple[Track, int | None, bool]:
    """One movement of ``steps`` zones (negative: backward) from ``zone`` (OS-29, OS-30, OS-56, OS-58).

    Zone by zone: entering a marked zone stops the Ship there and records the zone in ``entered``
    (leaving the zone the movement starts on never stops it, AMB-20c/h); stepping past ``front`` attaches a
    board in front (more if needed, AMB-25); stepping behind ``rear`` eliminates the Ship. Returns (track, the
    new zone or None when eliminated, whether a Forcefield stopped the movement)."""
    if not track.on_track(zone):
        raise ValueError(f"zone {zone} is not on the track ({track.rear}..{track.front})")
    step = 1 if steps > 0 else -1
    marked = {z for z, _ in track.markers}
    boards = track.boards
    for _ in range(abs(steps)):
        zone += step
        if zone < track.rear:                                                  # OS-58
            return track, None, False
        if zone > track.rear + BOARD * boards - 1:                             # OS-56, AMB-25
            boards += 1
        if zone in marked:                                                     # OS-29
            entered = track.entered if zone in track.entered else tuple(sorted(track.entered + (zone,)))
            return Track(track.rear, boards, track.markers, entered), zone, True
    if boards != track.boards:
        track = Track(track.rear, boards, track.markers, track.entered)
    return track, zone, False


def place_marker(track: Track, zone: int) -> Track:
    """OS-28: one more Forcefield marker on ``zone``; ValueError if the supply is empty (OS-06) or the zone
    is off the track (callers check first: bonus.refusal, AMB-20f)."""
    if track.markers_out() >= MARKERS:
        raise ValueError(f"OS-06: all {MARKERS} Forcefield markers are already on the track")
    if not track.on_track(zone):
        raise ValueError(f"zone {zone} is not on the track ({track.rear}..{track.front})")
    counts = dict(track.markers)
    counts[zone] = counts.get(zone, 0) + 1
    return Track(track.rear, track.boards, tuple(sorted(counts.items())), track.entered)


def remove_rear_boards(track: Track) -> tuple[Track, int]:
    """OS-57, AMB-25: drop rear boards until two remain; their markers go back to the supply (AMB-20e).
    Returns the new track and its first zone: the caller eliminates every Ship behind it."""
    if track.boards <= BOARDS:
        return track, track.rear
    rear = track.rear + BOARD * (track.boards - BOARDS)
    markers = tuple((z, n) for z, n in track.markers if z >= rear)
    entered = tuple(z for z in track.entered if z >= rear)
    return Track(rear, BOARDS, markers, entered), rear


def end_of_reveal(track: Track) -> Track:
    """OS-31: every zone a Ship entered this turn while it held markers loses all of them; ``entered`` is
    cleared for the next turn. Markers nobody entered stay."""
    if not track.entered:
        return track
    markers = tuple((z, n) for z, n in track.markers if z not in track.entered)
    return Track(track.rear, track.boards, markers, ())


def board_event(before: Track, after: Track) -> dict | None:
    """A ``{"type": "board", ...}`` event when the attached boards changed between two tracks, else None:
    ``{"type": "board", "attached": k, "removed": k, "rear": int, "front": int, "boards": [[first, last], ...]}``
    (exactly one of attached / removed is non-zero)."""
    if before.rear == after.rear and before.boards == after.boards:
        return None
    removed = (after.rear - before.rear) // BOARD
    return {"type": "board", "attached": after.boards + removed - before.boards, "removed": removed,
            "rear": after.rear, "front": after.front, "boards": after.board_spans()}
