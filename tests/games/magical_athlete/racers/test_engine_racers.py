"""The racers of the rules engineer: Alchemist, Blimp, Coach, Baba Yaga, Centaur, Copycat, Banana, Cheerleader,
Dicemonger, Duelist, Genius, Heckler, Egg, Gunk, Flip Flop, Hare, Hypnotist, Inchworm (their MA-R-* rules;
DS-MA-20, DS-MA-21, DS-MA-35, DS-MA-36, DS-MA-38, DS-MA-46, DS-MA-47, DS-MA-49, DS-MA-50; EX-MA-06)."""
from __future__ import annotations

from tests.games.magical_athlete.scenario import scenario


def test_alchemist_4_is_the_base_for_modifiers_ds_ma_20():   # MA-R-ALCHEMIST-01, MA-R-ALCHEMIST-02, DS-MA-20
    race = scenario({"red": "ALCHEMIST", "blue": "GUNK"}, dice=[2], answers=[True])
    race.turn("red")
    assert race.space("red") == 3


def test_blimp_before_and_after_the_second_corner_ds_ma_47():   # MA-R-BLIMP-01, DS-MA-47, AMB-MA-33
    race = scenario({"red": "BLIMP", "blue": "BANANA"}, spaces={"red": 14}, dice=[2])
    race.turn("red")
    assert race.space("red") == 19
    race = scenario({"red": "BLIMP", "blue": "BANANA"}, spaces={"red": 15}, dice=[2])
    race.turn("red")
    assert race.space("red") == 16


def test_coach_and_gunk_ds_ma_21():   # MA-R-COACH-01, MA-R-GUNK-01, DS-MA-21, AMB-MA-14
    race = scenario({"red": "ALCHEMIST", "blue": "COACH", "green": "GUNK"}, spaces={"red": 3, "blue": 3}, dice=[4, 4])
    race.turn("red")
    assert race.space("red") == 7                                                 # 4 + 1 - 1
    race.turn("blue")
    assert race.space("blue") == 7                                                # Coach on its own space: +1 - 1


def test_baba_yaga_trips_who_stops_on_her_and_whom_she_joins():   # MA-R-BABAYAGA-01, MA-R-BABAYAGA-02
    race = scenario({"red": "ALCHEMIST", "blue": "BABAYAGA"}, spaces={"blue": 4}, dice=[4])
    race.turn("red")
    assert race.tripped("red")
    race = scenario({"red": "ALCHEMIST", "blue": "BABAYAGA", "green": "BANANA"}, spaces={"red": 6, "green": 6}, dice=[6])
    race.turn("blue")
    assert race.tripped("red") and race.tripped("green") and not race.tripped("blue")


def test_baba_yaga_and_the_duelist_ex_ma_09():   # MA-R-BABAYAGA-03, EX-MA-09
    race = scenario({"red": "DUELIST", "blue": "BABAYAGA"}, spaces={"blue": 3}, dice=[3, 6, 1], answers=["blue"])
    race.turn("red")
    assert race.tripped("red") and race.space("red") == 5                         # it may still duel (and wins)


def test_centaur_whacks_every_racer_it_passes():   # MA-R-CENTAUR-01, MA-R-CENTAUR-02
    race = scenario({"red": "CENTAUR", "blue": "ALCHEMIST", "green": "ALCHEMIST"}, spaces={"blue": 2, "green": 5},
                    dice=[6])
    race.turn("red")
    assert (race.space("blue"), race.space("green")) == (0, 3)


def test_copycat_copies_the_leader_ds_ma_35():   # MA-R-COPYCAT-01, MA-R-COPYCAT-02, DS-MA-35, AMB-MA-16
    race = scenario({"red": "COPYCAT", "blue": "HARE", "green": "GUNK"}, spaces={"blue": 9}, dice=[3])
    race.turn("red")
    assert race.space("red") == 4                                                 # 3 + 2 (Hubris) - 1 (Gunk)
    race = scenario({"red": "COPYCAT", "blue": "HARE", "green": "GUNK"}, spaces={"blue": 9, "green": 9},
                    dice=[3], answers=["green"])
    race.turn("red")
    assert race.asked[0].rule == "MA-R-COPYCAT-02" and race.space("red") == 2     # copies Gunk: no +2, own -1
    race = scenario({"red": "COPYCAT", "blue": "HARE"}, spaces={"red": 9}, dice=[3])
    race.turn("red")
    assert race.space("red") == 12                                                # alone in the lead: no power


def test_copycat_copies_no_before_race_power_ds_ma_36():   # MA-R-COPYCAT-03, MA-R-COPYCAT-04, DS-MA-36
    race = scenario({"red": "COPYCAT", "blue": "EGG"}, spaces={"blue": 3}, deck=["HARE", "GUNK", "COACH"],
                    answers=[1])
    race.before_race()
    assert race.tok("blue").borrowed == "GUNK" and race.tok("red").borrowed is None
    assert len(race.asked) == 1


def test_banana_trips_every_passer():   # MA-R-BANANA-01
    race = scenario({"red": "ALCHEMIST", "blue": "BANANA"}, spaces={"blue": 2}, dice=[3])
    race.turn("red")
    assert race.tripped("red")


def test_cheerleader_cheers_itself_ex_ma_06():   # MA-R-CHEERLEADER-01, MA-R-CHEERLEADER-03, EX-MA-06, AMB-MA-38
    race = scenario({"red": "CHEERLEADER", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"blue": 5, "green": 3},
                    dice=[1], answers=[True])
    race.turn("red")
    moves = [e for e in race.events if e["type"] == "move" and e["colour"] == "red"]
    assert [m["end"] - m["start"] for m in moves] == [2, 1, 1]                    # cheer 2, then 1, then the roll
    race = scenario({"red": "CHEERLEADER", "blue": "BANANA", "green": "ALCHEMIST"}, spaces={"red": 4}, dice=[2],
                    answers=[True])
    race.turn("red")
    assert race.space("blue") == 2 and race.space("green") == 2 and race.space("red") == 7   # MA-R-CHEERLEADER-02


def test_dicemonger_lends_a_reroll_to_everyone():   # MA-R-DICEMONGER-01, MA-R-DICEMONGER-02
    race = scenario({"red": "DICEMONGER", "blue": "BANANA"}, dice=[2, 5], answers=[True])
    race.turn("red")
    assert race.space("red") == 5 and race.asked[0].seat == "red"                 # its own reroll: no extra move
    race = scenario({"red": "DICEMONGER", "blue": "ALCHEMIST"}, dice=[3, 5], answers=[True])
    race.turn("blue")
    assert race.asked[0].seat == "blue" and race.space("blue") == 5 and race.space("red") == 1


def test_duelist_duels_and_wins_ties():   # MA-R-DUELIST-01, MA-R-DUELIST-02, MA-R-DUELIST-03, AMB-MA-13
    race = scenario({"red": "DUELIST", "blue": "ALCHEMIST"}, spaces={"blue": 4}, dice=[4, 3, 3], answers=["blue"])
    race.turn("red")
    assert race.space("red") == 6 and race.space("blue") == 4
    duel = next(e for e in race.events if e["type"] == "duel")
    assert duel["rolls"] == [3, 3] and duel["winner"] == "red"


def test_a_duel_roll_is_not_a_main_move_roll_ds_ma_49():   # MA-R-DUELIST-03, DS-MA-49
    race = scenario({"red": "DUELIST", "blue": "ALCHEMIST", "green": "INCHWORM"}, spaces={"blue": 4, "green": 9},
                    dice=[4, 1, 2], answers=["blue"])
    race.turn("red")
    assert race.space("green") == 9 and race.space("blue") == 6                   # no Inchworm move on a duel 1


def test_a_refused_duel_is_not_asked_again_ds_ma_50():   # AMB-MA-13, DS-MA-50
    race = scenario({"red": "DUELIST", "blue": "ALCHEMIST"}, spaces={"red": 4, "blue": 4}, answers=[None])
    race.do(lambda r: r.quiet())
    race.do(lambda r: r.quiet())
    assert len(race.asked) == 1


def test_genius_predicts_and_takes_another_turn():   # MA-R-GENIUS-01, MA-R-GENIUS-02, DS-MA-33, DS-MA-56
    race = scenario({"red": "GENIUS", "blue": "BANANA"}, dice=[3, 2, 2], answers=[3, 2])
    race.next()
    assert race.space("red") == 3 and race.race.extra == [0]
    race.next()                                                                   # the extra turn is a new turn
    assert race.race.seat == "red" and race.space("red") == 5 and race.race.extra == [0]
    race.answer(None).next()
    assert race.space("red") == 7 and race.race.extra == []


def test_heckler_on_a_turn_that_went_nowhere_ds_ma_46():   # MA-R-HECKLER-01, MA-R-HARE-02, DS-MA-46, AMB-MA-15
    race = scenario({"red": "HARE", "blue": "HECKLER"}, spaces={"red": 5}, dice=[4])
    race.turn("red")
    assert race.space("red") == 5 and race.space("blue") == 2 and "roll" not in race.types()
    race = scenario({"red": "ALCHEMIST", "blue": "HECKLER"}, policy={"heckler_self": False})
    race.dice(1).answer(False).turn("blue")
    assert race.space("blue") == 1


def test_egg_takes_one_of_three_ma_18():   # MA-R-EGG-01, MA-R-EGG-02, MA-18, AMB-MA-17
    race = scenario({"red": "EGG", "blue": "BANANA"}, deck=["HARE", "GUNK", "COACH", "BLIMP"], answers=[0])
    race.before_race()
    assert race.tok("red").borrowed == "HARE" and race.race.deck == ["BLIMP", "GUNK", "COACH"]
    assert race.asked[0].kind == "choice" and race.asked[0].options == ("HARE", "GUNK", "COACH")
    race.dice(3).turn("red")
    assert race.space("red") == 5                                                 # Egg races as Hare: +2
    race = scenario({"red": "EGG", "blue": "BANANA"}, deck=["HARE", "GUNK", "COACH"], answers=[2],
                    policy={"egg_discards": True})
    race.before_race()
    assert race.race.deck == []


def test_egg_gets_the_picked_racers_before_race_power():   # MA-R-EGG-02
    race = scenario({"red": "EGG", "blue": "BANANA"}, deck=["EGG", "HARE", "GUNK", "COACH", "BLIMP", "HECKLER"],
                    answers=[0, 1])
    race.before_race()
    assert race.tok("red").borrowed == "BLIMP"                                    # Egg took Egg: it drew again


def test_gunk_reduces_the_move_not_the_roll():   # MA-R-GUNK-01, MA-R-GUNK-02, AMB-MA-08
    race = scenario({"red": "ALCHEMIST", "blue": "GUNK"}, dice=[6])
    race.turn("red")
    main = next(e for e in race.events if e["type"] == "main_move")
    assert race.space("red") == 5 and next(e for e in race.events if e["type"] == "roll")["roll"] == 6
    assert main["base"] == 6 and main["amount"] == 5
    race.dice(3).turn("blue")
    assert race.space("blue") == 3                                                # not its own main move


def test_flip_flop_swaps_instead_of_rolling():   # MA-R-FLIPFLOP-01, MA-R-FLIPFLOP-02, MA-R-FLIPFLOP-03, AMB-MA-25
    race = scenario({"red": "FLIPFLOP", "blue": "ALCHEMIST", "green": "BANANA"}, spaces={"red": 2, "blue": 9,
                                                                                          "green": 2}, answers=["blue"])
    race.turn("red")
    assert (race.space("red"), race.space("blue")) == (9, 2) and "roll" not in race.types()
    assert race.asked[0].options == ("blue",)                                     # not a racer on its own space
    race = scenario({"red": "FLIPFLOP", "blue": "ALCHEMIST"}, spaces={"blue": 9}, dice=[4], answers=[None])
    race.turn("red")
    assert race.space("red") == 4


def test_hare_gets_2_and_skips_when_alone_in_the_lead():   # MA-R-HARE-01, MA-R-HARE-02, AMB-MA-30
    race = scenario({"red": "HARE", "blue": "BANANA"}, spaces={"blue": 5}, dice=[3])
    race.turn("red")
    assert race.space("red") == 5
    race.dice(3).turn("red")
    assert race.space("red") == 10                                                # sharing the lead: moves


def test_hypnotist_warps_a_racer_to_itself():   # MA-R-HYPNOTIST-01, AMB-MA-25
    race = scenario({"red": "HYPNOTIST", "blue": "ALCHEMIST", "green": "BANANA"}, spaces={"red": 3, "blue": 12,
                                                                                          "green": 3}, dice=[2],
                    answers=["blue"])
    race.turn("red")
    assert race.space("blue") == 3 and race.space("red") == 5
    assert race.asked[0].options == ("blue",)


def test_inchworm_eats_a_1():   # MA-R-INCHWORM-01, MA-R-INCHWORM-02, AMB-MA-30
    race = scenario({"red": "ALCHEMIST", "blue": "INCHWORM", "green": "GUNK"}, dice=[1], answers=[True])
    race.turn("red")
    assert race.space("red") == 0 and race.space("blue") == 1
    race.dice(1).turn("blue")
    assert race.space("blue") == 1                                                # its own 1: 1 - 1 (Gunk) = 0


def test_twin_in_race_1_has_no_winner_to_copy_ds_ma_38():   # DS-MA-38
    race = scenario({"red": "EGG", "blue": "BANANA"}, deck=[], winners=[])
    race.before_race()
    assert race.tok("red").borrowed is None and not race.asked                    # Egg with an empty deck: no power
