"""The wheel codec (CON-03, CON-04, CON-08, GAP-12, AMB-01, AMB-02, AMB-51): every prompt every registered
game's conformance games produce, and every prompt of the shapes toy game, can be dialled on the default
face table and on the switch build's, and reads back identically; no two active fields share a wheel."""
from __future__ import annotations


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.codec import (CodecError, check_prompt, decode, encode, legend, load_face_maps, prompt_legend,
                              wheel_range)
from games.core.conformance import check_prompts, check_views, play_checked
from games.core.errors import ContentError, RulesError
from games.core.faces import DIRECTIONS, SYMBOLS
from games.core.prompt import CHOICE, NUMBER, OFFSET, Field, Prompt
from games.core.split import finish_split, share_bounds, share_prompt
from games.registry import GAMES
from hal.faces import load_face_table
from host.wheels import wheels_of
from tests.games.core.test_prompt_shapes import FACE_MAPS, ShapesToy, split_prompt, toy

DEFAULT = wheels_of(load_face_table("default"))
SWITCH = wheels_of(load_face_table("switch12"))
TABLES = (DEFAULT, SWITCH)
P4 = ["red", "blue", "green", "yellow"]

# Per registered game, the option sets its conformance games use (declared by the game, games/core/game.py):
# at most six per game, so a game with many (every trial alone) still runs in seconds.
CONFIGS = {name: [dict(c.options) for c in game.conformance[:6]] for name, game in GAMES.items()}


def test_every_registered_game_has_codec_configurations():
    assert set(CONFIGS) == set(GAMES) and all(CONFIGS.values())


@pytest.mark.parametrize("table", TABLES, ids=lambda w: w.name)
@pytest.mark.parametrize("name", sorted(GAMES))
def test_con03_amb01_every_prompt_of_every_game_is_dialable_and_reads_back(name, table):
    """AMB-01: the game gets the table's wheel range through its wheel option; then every prompt of the
    conformance games passes the codec proof on that table."""
    game = GAMES[name]
    for options in CONFIGS[name]:
        for seed in range(4):
            wheel = {game.wheel_option: table.number_max} if game.wheel_option else {}
            play_checked(game, {**options, **wheel}, seed, wheels=(table,), roundtrip_every=50)


@pytest.mark.parametrize("table", TABLES, ids=lambda w: w.name)
def test_amb51_shapes_toy_goes_through_the_codec_on_both_tables(table):
    game = toy()
    for seed in range(25):
        play_checked(game, {"players": P4, "wheel_max": table.number_max}, seed, wheels=(table,))


def test_con04_old_declaration_shape_shares_the_centre_wheel_and_is_refused():
    """The declaration as it used to be (yes/no and the token both numbered on the centre wheel) would let
    only the first token be played; the proof catches it."""
    old = Prompt("red", "red", (Field("play", CHOICE, "OS-14", options=("yes", "no")),
                                Field("token", CHOICE, "OS-14", options=("nitro", "fuel_tank"),
                                      only_if=("play", ("yes",)))), True, "OS-14", "")
    assert "centre wheel" in check_prompt(old, DEFAULT)[0]


def test_amb01_numbers_above_the_wheel_are_refused_and_offsets_reach_them():
    high = Prompt("red", "red", (Field("bid", NUMBER, "ST-GYM-02", low=0, high=40),), False, "ST-GYM-02", "")
    assert "the number 31" in check_prompt(high, DEFAULT)[0]
    assert "switch12" in check_prompt(high, SWITCH)[0]
    raise_ = Prompt("red", "red", (Field("bid", OFFSET, "ST-GYM-02", low=41, high=51, base=40),), False, "", "")
    assert check_prompt(raise_, SWITCH) == ()
    assert encode(raise_, {"bid": 51}) == {"centre": 11}
    assert decode(raise_, SWITCH.reading({"centre": 11})) == {"bid": 51}
    too_far = Prompt("red", "red", (Field("bid", OFFSET, "", low=41, high=52, base=40),), False, "", "")
    assert "the number 12" in check_prompt(too_far, SWITCH)[0]


def test_amb51_a_split_never_reaches_a_controller():
    assert "team split" in check_prompt(split_prompt(6), DEFAULT)[0]
    with pytest.raises(AssertionError, match="AMB-51"):
        check_prompts(toy(), toy().setup({"players": P4}, 0), {"red": split_prompt(6)}, (), "toy")


def test_gap12_amb02_content_maps_options_to_faces():
    route = FACE_MAPS["route"].field("route", "OS-35", ("red", "yellow", "green"))
    assert (route.wheel, route.faces) == ("right", ("red_light", "yellow_triangle", "green_circle"))
    jump = FACE_MAPS["stadium"].field("choice", "ST-PV-02", ("jump", "wait"))
    assert jump.faces == ("yellow_triangle", "green_circle")
    assert legend(jump) == "▲ Jump  ● Wait"
    pix = Field("pix", CHOICE, "PX-08", options=(3, 17, 40, 99))
    assert legend(pix) == "turn the CENTRE wheel to 1–4"
    assert legend(Field("bid", OFFSET, "", low=41, high=51, base=40)) == "turn the CENTRE wheel to 1–11 to raise over 40"
    assert "LEFT: ↑" in prompt_legend(Prompt("r", "r", (Field("direction", "direction", "", options=("up",)),),
                                             True, "", ""))
    with pytest.raises(CodecError):
        FACE_MAPS["stadium"].field("x", "", ("a", "b", "c", "d"))


def test_gap12_bad_face_map_content_names_file_and_field(tmp_path):
    bad = tmp_path / "maps.yaml"
    bad.write_text("route:\n  wheel: right\n  faces: {red: purple_star}\n")
    with pytest.raises(ContentError, match=r"maps.yaml: route.faces.red: 'purple_star' is not a face"):
        load_face_maps(str(bad))
    bad.write_text("route:\n  wheel: middle\n  faces: [red_light]\n")
    with pytest.raises(ContentError, match="route.wheel"):
        load_face_maps(str(bad))
    bad.write_text("route:\n  wheel: right\n  faces: [red_light, red_light]\n")
    with pytest.raises(ContentError, match="share a face"):
        load_face_maps(str(bad))


def test_con04_decode_reads_only_the_wheels_the_prompt_names():
    p = Prompt("r", "r", (Field("direction", "direction", "PX-13", options=DIRECTIONS),), True, "", "")
    for number in (0, 7, 30):
        for symbol in SYMBOLS:
            assert decode(p, DEFAULT.reading({"left": "down", "centre": number, "right": symbol})) == {"direction": "down"}


def test_con08_a_choice_outside_the_list_reads_as_nothing():
    pix = Prompt("r", "r", (Field("pix", CHOICE, "PX-08", options=(3, 17)),), False, "", "")
    assert decode(pix, DEFAULT.reading({"centre": 0})) == {"pix": None}
    assert decode(pix, DEFAULT.reading({"centre": 2})) == {"pix": 17}


def test_amb01_wheel_range_is_the_smallest_seated_maximum():
    assert wheel_range([DEFAULT, SWITCH]) == 11 and wheel_range([DEFAULT]) == 30
    with pytest.raises(CodecError, match="the centre wheel of the switch12 face table does not show the number 12"):
        SWITCH.reading({"centre": 12})


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=4, unique=True),
       st.integers(0, 30), st.integers(0, 30), st.booleans())
def test_con03_any_symbol_choice_with_a_number_round_trips(faces, a, b, numbered):
    """Hypothesis: a right-wheel choice and a centre number (or numbered choice) on one prompt round-trip
    on the default table for every legal value."""
    low, high = min(a, b), max(a, b)
    options = tuple(f"opt{i}" for i in range(len(faces)))
    second = (Field("pick", CHOICE, "", options=tuple(range(high - low + 1)))
              if numbered and high < 30 else Field("n", NUMBER, "", low=low, high=high))
    prompt = Prompt("r", "r", (Field("o", CHOICE, "", options=options, wheel="right", faces=tuple(faces)), second),
                    True, "", "")
    assert check_prompt(prompt, DEFAULT) == ()


def test_amb51_every_share_sequence_within_bounds_leaves_a_legal_remainder():
    shares = (("red", 0, 4), ("green", 1, 3), ("blue", 0, 5))
    total = 7

    def walk(given: list[int]) -> int:
        prompt = share_prompt("red", "red", shares, total, given, "ST-28")
        if prompt is None:
            split = finish_split(shares, total, given)
            assert sum(split.values()) == total
            assert all(low <= split[m] <= high for m, low, high in shares)
            return 1
        f = prompt.fields[0]
        assert not prompt.secret and (f.low, f.high) == share_bounds(shares, total, given)
        return sum(walk(given + [v]) for v in range(f.low, f.high + 1))

    assert walk([]) > 10
    with pytest.raises(RulesError):
        share_prompt("red", "red", shares, 13, [], "ST-28")


def test_con05_conformance_catches_a_tv_view_that_shows_hidden_content():
    class Leaky(ShapesToy):
        def observe(self, s, seat):
            return {**super().observe(s, seat), "hands": s.hands}
    with pytest.raises(AssertionError, match="hidden 'hands'"):
        check_views(toy(Leaky), toy(Leaky).setup({"players": P4}, 1), P4, "leaky")

    class Opaque(ShapesToy):
        def observe(self, s, seat):
            return {"hand": set(s.hands["red"])}
    with pytest.raises(AssertionError, match="not JSON-ready"):
        check_views(toy(Opaque), toy(Opaque).setup({"players": P4}, 1), P4, "opaque")


def test_con05_conformance_catches_a_public_event_marked_private_by_a_to_key():
    """An event's ``"to"`` names the one seat it is private to; a public move written with ``"to": zone``
    would never reach the table (found in Outspeed's Bonus moves)."""
    class Misaddressed(ShapesToy):
        def apply(self, s, inputs):
            state, events = super().apply(s, inputs)
            return state, [*events, {"type": "move", "from": 3, "to": 5}]
    with pytest.raises(AssertionError, match="'to' that is not a seat"):
        play_checked(toy(Misaddressed), {"players": P4}, 1)


def test_amb01_without_the_wheel_range_a_switch_table_cannot_answer_pixoid():
    """The proof can fail: Pixoid left at its default 30 asks the switch build for a 12 (PX-12, AMB-01)."""
    with pytest.raises(AssertionError, match="distance needs the number 12 on the centre wheel"):
        play_checked(GAMES["pixoid"], {"players": P4}, 1, wheels=(SWITCH,))


def test_con05_a_shown_option_keeps_the_legend_whatever_is_legal_now():
    """A choice can show options it refuses now (``Field.shown``): the legend is the same whether or not
    "yes" is legal, a dialled "yes" reads back as "yes" (validation then refuses it with its reason), and
    a map listing faces in order cannot show refused options."""
    from games.core.codec import FaceMap, legend, value_of
    declare = FaceMap("right", {"yes": "green_circle", "no": "red_light"})
    both = declare.field("play", "OS-14", ("yes", "no"), shown=("yes", "no"))
    only_no = declare.field("play", "OS-14", ("no",), shown=("yes", "no"), refusals=(("yes", "nothing playable"),))
    assert legend(both) == legend(only_no) == "● Yes  ◉ No"
    assert legend(declare.field("play", "OS-14", ("no",))) == "◉ No"                # without shown it would tell
    assert value_of(only_no, "green_circle") == "yes" and value_of(only_no, "red_light") == "no"
    assert value_of(only_no, "blue_crescent") is None
    with pytest.raises(CodecError):
        FaceMap("right", ("yellow_triangle", "green_circle")).field("a", "X", ("p",), shown=("p", "q"))


def test_a_choice_on_numbers_reads_as_numbers_not_face_and_option_twice():
    """Weightlifting's weights sit on the centre wheel's numbers (ST-LIFT-04): its legend says which numbers
    to dial ("1–6"), not "1 1  2 2 …"; options that differ from their numbers are spelled out."""
    same = Field("weight", CHOICE, "ST-LIFT-04", options=(1, 2, 3, 4, 5, 6), faces=(1, 2, 3, 4, 5, 6))
    assert legend(same) == "turn the CENTRE wheel to 1–6"
    gaps = Field("weight", CHOICE, "ST-LIFT-06", options=(3, 5, 6), faces=(3, 5, 6))
    assert legend(gaps) == "turn the CENTRE wheel to 3, 5, 6"
    named = Field("weight", CHOICE, "ST-LIFT-04", options=("light", "heavy"), faces=(1, 2))
    assert legend(named) == "turn the CENTRE wheel: 1 = Light, 2 = Heavy"


def test_con05_a_choice_from_a_private_hand_has_a_legend_that_names_the_wheel_only():
    """Options that come from a seat's private view (``Field.options_private``): the legend is the same for
    one option or five, so the table learns nothing of the hand; the wheel still reads them by number."""
    one = Field("token", CHOICE, "OS-14", options=("nitro",), secret=True, options_private=True)
    five = Field("token", CHOICE, "OS-14", options=("a", "b", "c", "d", "e"), secret=True, options_private=True)
    assert legend(one) == legend(five) == "turn the CENTRE wheel to your private number"
    prompt = Prompt("red", "red", (five,), True, "OS-14", "play a token")
    assert decode(prompt, {"number": 4}) == {"token": "d"} and encode(prompt, {"token": "e"}) == {"centre": 5}
