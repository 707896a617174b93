"""Plain words for the TV (host/screen/table/words.py): rule IDs never reach the table screen, and each
seat's instruction is built from its prompt's wheel legends (CON-03, CON-04; the wheel contract)."""
from __future__ import annotations

from games.core.prompt import CHOICE, DIRECTION, NUMBER, Field, Prompt
from host.screen.table.words import field_instruction, instruction, plain, who


def prompt(*fields: Field, secret: bool = True, seat: str = "red") -> Prompt:
    return Prompt(seat, seat, tuple(fields), secret, "PX-10", "test")


def test_rule_ids_and_their_brackets_are_taken_out():
    assert plain("Bugs must stay silent (PX-15). Pixoid may speak openly (AMB-12).") == \
        "Bugs must stay silent. Pixoid may speak openly."
    assert plain("caught (PX-21, PX-22) at last") == "caught at last"
    assert plain("CON-05: nothing to see") == "nothing to see"
    assert plain("ST-GOLF-03 wager, then DS-POLE-01") == "wager, then"
    assert plain("Round 2 (of 3)") == "Round 2 (of 3)"                      # other brackets stay


def test_names_are_joined_in_words():
    assert who([]) == "" and who(["red"]) == "Red"
    assert who(["red", "blue"]) == "Red and Blue"
    assert who(["red", "blue", "green"]) == "Red, Blue and Green"


def test_con03_one_wheel_instruction_names_the_wheel_and_the_range():
    """A choice on the centre wheel (a Starting Pix, CON-08) is 'turn the CENTRE wheel to 1–4'."""
    p = prompt(Field("pix", CHOICE, "PX-08", options=(3, 9, 40, 77)), secret=False)
    assert field_instruction(p) == "turn the CENTRE wheel to 1–4"
    assert instruction("red", p) == "Red: turn the CENTRE wheel to 1–4, then press LOCK"
    assert instruction("red", p, keyboard=True) == "Red: turn the CENTRE wheel to 1–4, then press Enter"


def test_con04_two_wheels_are_named_once_each_with_their_faces():
    """Direction on the LEFT wheel (only the faces the prompt allows) and distance on the CENTRE wheel."""
    p = prompt(Field("direction", DIRECTION, "PX-10", options=("up", "left")),
               Field("distance", NUMBER, "PX-12", low=1, high=30))
    text = instruction("blue", p, )
    assert text == "Blue: turn LEFT to ↑ ← and CENTRE to 1–30, then press LOCK"
    assert "down" not in text and "→" not in text                          # only what this prompt reads


def test_a_prompt_without_wheels_asks_only_for_the_lock():
    p = prompt(secret=False)
    assert instruction("green", p) == "Green: press LOCK"


# CON-05: a choice only the seat may see (Field.options_private) — the TV says where to look, never the options
def test_con05_a_private_choice_says_where_the_numbers_are():
    from host.screen.table.words import private_hint
    yes_no = Field("play", CHOICE, "OS-14", options=("yes", "no"), wheel="right", faces=("green_circle", "red_light"))
    token = Field("token", CHOICE, "OS-14", options=("nitro", "fuel_tank"), secret=True, options_private=True,
                  only_if=("play", ("yes",)))
    p = prompt(yes_no, token)
    text = instruction("red", p)
    assert text == ("Red: to say yes, turn RIGHT to ● and CENTRE to your private number; to say no, turn RIGHT to ◉; "
                    "then press LOCK")
    assert "Nitro" not in text and "2" not in text                     # neither the hand nor its size
    assert private_hint(p, None).startswith("hold LOCK 2 seconds to see your numbers")
    assert private_hint(p, None, keyboard=True) == "press P to see your numbers"
    assert private_hint(p, "screen") == "your numbers are on your controller's screen"
    assert private_hint(prompt(yes_no), None) == ""                    # nothing private: no hint
