"""check_field: every line runs for some input (CON-04 validation of one field; PX-12/PX-13 style refusals)."""
from __future__ import annotations

import pytest

from games.core.errors import IllegalInput
from games.core.prompt import CHOICE, NUMBER, OFFSET, SPLIT, Field, Prompt, check_field

DISTANCE = Field("distance", NUMBER, "PX-12", low=1, high=5,
                 refusals=((0, "distance 0 is not allowed: every piece must move at least 1 Pix."),))
BID = Field("bid", OFFSET, "ST-GYM-02", "raise 1 to 3 over 40", low=41, high=43, base=40)
PIX = Field("pix", CHOICE, "PX-08", options=(3, 17), refusals=((9, "Pix 9 is taken."),))
SHARE = Field("split", SPLIT, "ST-28", shares=(("red", 0, 3), ("green", 0, 3)), total=4)


def _prompt(f: Field) -> Prompt:
    return Prompt("red", "red", (f,), True, f.rule, "")


@pytest.mark.parametrize("f, value", [(DISTANCE, 1), (DISTANCE, 5), (BID, 43), (PIX, 17), (SHARE, {"red": 1, "green": 3})])
def test_con04_legal_values_pass(f, value):
    check_field(_prompt(f), f, value)


@pytest.mark.parametrize("f, value, message", [
    (DISTANCE, "3", "distance must be a whole number, not '3'."),
    (DISTANCE, True, "distance must be a whole number, not True."),
    (DISTANCE, 0, "distance 0 is not allowed: every piece must move at least 1 Pix."),
    (DISTANCE, 6, "distance must be from 1 to 5, not 6."),
    (BID, 44, "raise 1 to 3 over 40"),
    (PIX, 9, "Pix 9 is taken."),
    (PIX, 4, "pix 4 is not allowed here (allowed: 3, 17)."),
    (PIX, None, "The CENTRE wheel shows no pix that can be chosen now (allowed: 3, 17)."),
    (DISTANCE, None, "The CENTRE wheel shows no distance that can be chosen now (from 1 to 5)."),
    (BID, None, "The CENTRE wheel shows no bid that can be chosen now (raise 1 to 3 over 40)."),
    (SHARE, {"red": 4, "green": 0}, "red's share must be from 0 to 3, not 4."),
    (SHARE, {"red": 1, "green": 1}, "the shares must add up to 4, not 2."),
])
def test_con04_each_refusal_names_its_rule_and_says_why(f, value, message):
    with pytest.raises(IllegalInput) as exc:
        check_field(_prompt(f), f, value)
    assert exc.value.rule == f.rule and exc.value.message == message
