"""The decisions on the wheels (§13 of docs/rules/magical_athlete.md: the draft pick, the secret racer choice,
yes/no on the right wheel, a racer by colour and numbers on the centre wheel), the spare colours of the double
variants (GAP-MA-06), the racer records (GAP-MA-05), the dice (GAP-MA-04), the rules help (GAP-MA-07), and the
resolver's fixed triggers and before-race order (AMB-MA-04, AMB-MA-07)."""
from __future__ import annotations

from games.core.prompt import COLOUR, NUMBER
from games.magical_athlete import GAME
from games.magical_athlete.engine import Question
from games.magical_athlete.powers import HOOKS, TIMINGS
from games.magical_athlete.racers import ALL_NAMES, RACERS
from games.magical_athlete.rules import Config, answer_value, draft_prompt, drafted_index, question_prompt, spare_colours
from tests.games.magical_athlete.scenario import scenario


def test_a_yes_no_is_the_right_wheel():   # MA-24, AMB-MA-09
    q = Question("red", "red", "yes", "MA-R-ALCHEMIST-01", "move 4 instead?")
    f = question_prompt(q).fields[0]
    assert f.wheel == "right" and dict(zip(f.options, f.faces)) == {"yes": "green_circle", "no": "red_light"}
    assert answer_value(q, {"answer": "yes"}) is True and answer_value(q, {"answer": "no"}) is False


def test_an_optional_target_is_yes_no_and_a_colour():   # MA-R-FLIPFLOP-01, MA-R-HYPNOTIST-01
    q = Question("red", "red", "target", "MA-R-HYPNOTIST-01", "warp?", ("blue", "green"), optional=True)
    use, colour = question_prompt(q).fields
    assert (use.wheel, colour.wheel, colour.kind) == ("right", "centre", COLOUR)
    assert colour.only_if == ("use", ("yes",)) and colour.options == ("blue", "green")
    assert answer_value(q, {"use": "no"}) is None and answer_value(q, {"use": "yes", "colour": "green"}) == "green"


def test_numbers_and_list_choices_are_the_centre_wheel():   # MA-R-GENIUS-01, MA-R-EGG-01
    genius = Question("red", "red", "number", "MA-R-GENIUS-01", "predict?", low=1, high=6, optional=True)
    f = question_prompt(genius).fields[1]
    assert (f.kind, f.low, f.high, f.wheel) == (NUMBER, 1, 6, "centre")
    egg = Question("red", "red", "choice", "MA-R-EGG-01", "which?", ("HARE", "GUNK", "COACH"))
    (pick,) = question_prompt(egg).fields
    assert (pick.low, pick.high) == (1, 3) and answer_value(egg, {"number": 2}) == 1
    card = draft_prompt("red", 8).fields[0]
    assert (card.kind, card.low, card.high, card.wheel) == (NUMBER, 1, 8, "centre")


def test_spare_colours_gap_ma_06():   # GAP-MA-06, MA-71
    three = Config(("red", "blue", "green"), "double", "alternate", None, "literal", {})
    assert spare_colours(three) == {"red": "yellow", "blue": "purple", "green": "orange"}
    two = Config(("blue", "red"), "2p", "alternate", None, "literal", {})
    assert spare_colours(two) == {"blue": "green", "red": "yellow"}


def test_every_racer_record_gap_ma_05():   # GAP-MA-05
    for name, racer in RACERS.items():
        assert name in ALL_NAMES and racer.title and racer.power and racer.text
        assert racer.timing and set(racer.timing) <= set(TIMINGS) and set(racer.hooks) <= set(HOOKS)
        assert racer.rules and all(r.startswith(f"MA-R-{name}-") for r in racer.rules)
        assert 0 <= racer.value <= 1


def test_six_faces_gap_ma_04():   # GAP-MA-04, MA-06
    race = scenario({"red": "BANANA"}, seed=9).race
    rolls = [race.die() for _ in range(600)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6} and min(rolls.count(f) for f in range(1, 7)) > 60


def test_the_rules_help_gap_ma_07():   # GAP-MA-07
    help_ = GAME.help()
    assert help_["title"].startswith("Magical Athlete") and len(help_["pages"]) >= 3


def test_a_trigger_is_fixed_when_its_event_happens_amb_ma_07():   # AMB-MA-07, MA-61
    race = scenario({"red": "ALCHEMIST", "blue": "BABAYAGA"}, spaces={"blue": 5}, features={5: ("arrow", 2)},
                    dice=[5])
    race.turn("red")
    assert race.space("red") == 7 and race.tripped("red")                         # the arrow first, the trip still


def test_before_race_powers_go_from_the_first_player_amb_ma_04():   # AMB-MA-04, MA-18
    race = scenario({"red": "EGG", "blue": "EGG"}, first="blue", deck=["HARE", "GUNK", "COACH", "BLIMP", "HECKLER",
                                                                      "DUELIST"], answers=[0, 0])
    race.before_race()
    assert race.tok("blue").borrowed == "HARE" and race.tok("red").borrowed == "BLIMP"
    assert [q.seat for q in race.asked] == ["blue", "red"]


def test_a_long_draft_line_comes_in_rows_on_the_left_wheel():   # MA-10, MA-08, AMB-01
    prompt = draft_prompt("red", 12, 11)
    row, up, down = prompt.fields
    assert (row.wheel, row.options) == ("left", ("up", "down")) and (up.high, down.high) == (6, 6)
    assert drafted_index({"row": "down", "card_down": 2}, 12, 11) == 7
    assert draft_prompt("red", 12, 30).fields[0].high == 12
    state = GAME.setup({"players": ["red", "blue", "green", "yellow", "purple", "orange"], "wheel_max": 11}, 3)
    first = state.line[7]
    state, _ = GAME.apply(state, {state.picks[0]: {"row": "down", "card_down": 2}})
    assert first in state.hands["red"] or first in [h for hand in state.hands.values() for h in hand]
