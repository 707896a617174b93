"""Magical Athlete's events as the TV shows them (host/screen/games/magical_athlete/timeline.py, scene.py): the
sentences name racers by colour and title and carry no rule ID or raw colour word; the race's end waits for the
table with its places and chips; a reveal puts every racer on the Start; the draft line's numbers follow the
prompt (rows on the left wheel when the line is longer than the centre wheel)."""
from __future__ import annotations

from games.magical_athlete.rules import draft_prompt, racer_cards
from host.screen.games.magical_athlete.scene import dial_labels, dialled
from host.screen.games.magical_athlete.timeline import Sayer, apply_patch, beats, model_from_view
from host.screen.table.scene import table_words

WORDS = table_words("host.screen.games.magical_athlete")


def sayer(names: dict[str, str]) -> Sayer:
    say = Sayer(WORDS["say"], racer_cards(), names, WORDS["tracks"])
    say.seats = {c: c for c in names}
    return say


def test_a_power_says_who_did_what_to_whom():   # MA-24 MA-R-BANANA-01
    say = sayer({"red": "BANANA", "blue": "CENTAUR"})
    line = say.line({"type": "power", "colour": "red", "racer": "BANANA", "rule": "MA-R-BANANA-01",
                     "text": "tripped blue"})
    assert line == "Red's Banana, The Slip: tripped Blue's Centaur"
    assert say.line({"type": "points", "seat": "blue", "amount": 1, "rule": "MA-60"}) == "Blue gains 1 point"
    assert say.words("+2 point(s) for blue") == "+2 points for Blue"
    assert say.line({"type": "trip", "colour": "blue", "by": "red", "rule": "MA-R-BANANA-01"}) is None  # the power says it


def test_the_end_of_a_race_waits_with_its_places_and_chips():   # MA-44 MA-45 MA-46
    view = {"phase": "race", "race_no": 0, "points": {"red": 0, "blue": 0}, "players": ["red", "blue"],
            "race": {"tokens": [{"colour": "red", "seat": "red", "racer": "HARE", "space": 29},
                                {"colour": "blue", "seat": "blue", "racer": "EGG", "space": 3}]}}
    model = model_from_view(view)
    events = [{"type": "move", "colour": "red", "start": 29, "end": 30, "crossed": True},
              {"type": "finish", "colour": "red", "racer": "HARE", "place": 1},
              {"type": "race_over", "first": "red", "second": None},
              {"type": "chip", "seat": "red", "chip": "gold", "points": 5},
              {"type": "silver_discarded"},
              {"type": "first_player", "seat": "blue"},
              {"type": "race_start", "race": 2, "track": "wild", "first": "blue"}]
    shown = beats(events, model, sayer({"red": "HARE", "blue": "EGG"}), WORDS["headlines"])
    kinds = [b.kind for b in shown]
    assert kinds.index("finish") < kinds.index("race_end") < kinds.index("race_start")
    end = shown[kinds.index("race_end")].patch["banner"]
    assert end["race"] == 1 and end["places"] == [["1st", "red", "Red's Hare", 5]] and end["silver_discarded"]
    for b in shown[:kinds.index("race_end") + 1]:
        apply_patch(model, b.patch)
    assert model["tokens"]["red"]["place"] == 1 and model["points"]["red"] == 5


def test_a_reveal_puts_every_racer_on_the_start():   # MA-16 MA-17
    model = model_from_view({"phase": "choose", "race_no": 0})
    say = sayer({})
    shown = beats([{"type": "reveal", "racers": {"red": {"seat": "red", "racer": "GUNK"},
                                                 "orange": {"seat": "red", "racer": "HARE"}}}], model, say, {})
    apply_patch(model, shown[0].patch)
    assert shown[0].kind == "reveal" and {t["space"] for t in model["tokens"].values()} == {0}
    assert say.racer("orange") == "Orange, Red's Hare"


def test_the_draft_numbers_follow_the_prompt():   # MA-10
    small = draft_prompt("red", 6, 11)
    assert dial_labels(small, 6) == ["1", "2", "3", "4", "5", "6"] and dialled(small, {"card": 4}) == 3
    rows = draft_prompt("red", 12, 11)
    labels = dial_labels(rows, 12)
    assert len(labels) == 12 and len(set(labels)) == 12 and all(label[-1].isdigit() for label in labels)
    second_row = [f for f in rows.fields if f.name.startswith("card_")][1]
    row = second_row.only_if[1][0]
    first_high = [f for f in rows.fields if f.name.startswith("card_")][0].high
    assert dialled(rows, {"row": row, second_row.name: 2}) == first_high + 1
