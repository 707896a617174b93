"""Pixoid's narrator: events → plain play-by-play lines (headless play, resume, replay) and a text picture
of the maze. Pure: the host prints what these return."""
from __future__ import annotations

from typing import Any, Iterable

from games.core.faces import COLOUR_LETTERS
from games.pixoid.board import board_from


def _xy(board: Any, pix: int) -> str:
    x, y = board.xy(pix)
    return f"({x},{y})"


def narrate(events: Iterable[dict[str, Any]], view: dict[str, Any]) -> list[str]:
    """One line per event worth telling, using ``view`` (after the events) for the board geometry."""
    board = board_from(view["board"])
    lines: list[str] = []
    for e in events:
        t = e["type"]
        if t == "place":
            lines.append(f"  {e['piece']} starts on {_xy(board, e['pix'])}")
        elif t == "turn":
            holder = f" (extra Bug driven by {e['extra_holder']})" if e.get("extra_holder") else ""
            lines.append(f"Round {e['round']}, turn {e['turn']}{holder}")
        elif t == "reveal":
            shown = ", ".join(f"{p} {v['absolute']} {v['distance']}" for p, v in e["programs"].items())
            lines.append(f"  reveal: {shown}")
        elif t == "move":
            end = _xy(board, e["path"][-1]) if e["path"] else "nowhere"
            lines.append(f"  {e['piece']} moves {e['direction']} {len(e['path'])} to {end}")
        elif t == "bonus":
            lines.append(f"  Pixoid collects a Bonus cube at {_xy(board, e['pix'])} ({e['collected']} so far)")
        elif t == "caught":
            lines.append(f"  CAUGHT at {_xy(board, e['pix'])} by {', '.join(e['by'])}!")
        elif t == "reserve":
            lines.append(f"  Pixoid survives: reserve cube {e['taken']} taken, {e['left']} left")
        elif t == "round_end":
            how = "caught" if e["caught"] else "escaped"
            pts = ", ".join(f"{p} +{n}" for p, n in e["points"].items()) or "no points (short game)"
            lines.append(f"End of round {e['round']}: {e['pixoid']} {how} "
                         f"({e['reserve_taken']} reserve + {e['bonus']} bonus). {pts}")
        elif t == "round_start":
            lines.append(f"Round {e['round']}: {e['pixoid']} is Pixoid")
        elif t == "game_end":
            lines.append("Game over. Scores: " + ", ".join(f"{p} {n}" for p, n in e["scores"].items())
                         + ". Winner(s): " + ", ".join(e["winners"]))
    return lines


def picture(view: dict[str, Any]) -> str:
    """The maze with each piece's letter (lower-case for Bugs) and Bonus cubes as '*'."""
    board = board_from(view["board"])
    marks = {p: "*" for p in view["bonus"]}
    for piece, pix in view["positions"].items():
        letter = COLOUR_LETTERS[piece]
        marks[pix] = letter if piece == view["pixoid"] else letter.lower()
    return board.render(marks)
