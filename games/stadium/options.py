"""Stadium's options, declared once (games/core/options.py): the teams and seating (ST-01, ST-02), the oldest
player (ST-06), a fixed track for practice (issue 12 item 3), another slot layout (AMB-49), an owner's
content folder (GAP-11), the wheel's largest number (AMB-01). Each trial's named policies (its ``OPTIONS``,
games/stadium/policy.py) are offered too, once per name."""
from __future__ import annotations

from games.core.faces import WHEEL_MAX
from games.core.options import NUMBER, SEAT, TEXT, Option

OWN_OPTIONS: tuple[Option, ...] = (
    Option("teams", TEXT, None, "team of each seat in seat order, e.g. 'red blue red blue' (they must "
           "alternate; default: alternating from Red)", "ST-02"),
    Option("oldest", SEAT, None, "colour of the oldest player, who flips the First Player token", "ST-06",
           labels=(("seat", "oldest: flips the First Player token"),)),
    Option("trials", TEXT, None, "fix the track: trial ids in order, e.g. 'golf,fencing' (one trial alone "
           "is a practice game)", "ST-04"),
    Option("layout", TEXT, None, "slot types of the track in order, 6 S, 2 R and 2 F, e.g. "
           "'S S S R S S S R F F'", "AMB-49"),
    Option("content", TEXT, None, "a folder of your own transcriptions (track.yaml, dice.yaml, <trial>.yaml) "
           "used instead of the stand-ins", "GAP-11"),
    Option("wheel_max", NUMBER, WHEEL_MAX, "the central wheel's largest number, an extra cap on dialled "
           "numbers (set from the seated controllers' wheels)", "AMB-01", low=1, cli=False),
)
