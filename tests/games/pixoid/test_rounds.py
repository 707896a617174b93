"""Setup, placement, scoring, rounds and the end of the game: PX-01..PX-10, PX-29..PX-37, CON-01,
CON-02, CON-09, CON-10, EX-PX-01, DS-PX-01, DS-PX-02."""
from __future__ import annotations

import pytest

from games.core.errors import ConfigError, IllegalInput
from games.core.evolve import evolve
from games.pixoid.board import build_board, DEFAULT_ASSEMBLY
from games.pixoid.state import OVER, PLACE, PROGRAM, RoundRecord
from tests.games.pixoid.conftest import moves, scenario

P4 = ["red", "blue", "green", "yellow"]
QUIET = dict(blue=("right", 1), green=("up", 1), yellow=("up", 1))
FAR = {"blue": (0, 0), "green": (0, 11), "yellow": (11, 11)}


@pytest.mark.parametrize("players", [["red", "blue"], ["red"] * 5, ["red", "blue", "green", "yellow", "purple"]])
def test_px01_con01_player_count_is_3_or_4(game, players):
    """PX-01, CON-01."""
    with pytest.raises(ConfigError) as exc:
        game.setup({"players": players})
    assert exc.value.rule == "CON-01"


def test_con02_colours_are_distinct_and_real(game):
    """CON-02."""
    with pytest.raises(ConfigError, match="CON-02"):
        game.setup({"players": ["red", "red", "blue"]})
    with pytest.raises(ConfigError, match="CON-02"):
        game.setup({"players": ["red", "blue", "pink"]})


def test_px02_board_and_px04_px05_px06_start_of_game(game):
    """PX-02, PX-04, PX-05, PX-06."""
    s = game.setup({"players": P4})
    board = build_board(None, DEFAULT_ASSEMBLY)
    assert len(board.bonus) == 4 and s.bonus == board.bonus        # PX-04
    assert s.reserve == 12 and s.reserve_taken == 0               # PX-05
    assert s.scores == {p: 0 for p in P4}                         # PX-06
    assert len(board.starts) == 4                                  # PX-02


def test_px07_con10_oldest_player_is_the_first_pixoid(game):
    """PX-07, CON-10."""
    s = game.setup({"players": P4, "oldest": "green"})
    assert s.pixoid == "green"
    with pytest.raises(ConfigError, match="CON-10"):
        game.setup({"players": P4, "oldest": "purple"})


def test_px08_con08_con09_placement_order_public_and_clockwise_from_pixoid(game):
    """PX-08, CON-08, CON-09."""
    s = game.setup({"players": P4, "oldest": "green"})
    assert s.phase == PLACE
    order = []
    while s.phase == PLACE:
        prompts = game.prompts(s)
        assert len(prompts) == 1                                    # one seat at a time (CON-08)
        (seat, prompt), = prompts.items()
        assert prompt.secret is False and prompt.rule == "PX-08"
        free = prompt.field("pix").options
        assert set(free).isdisjoint(s.positions.values())          # only empty Starting Pix
        order.append(seat)
        s, events = game.apply(s, {seat: {"pix": free[-1]}})
    assert order == ["green", "yellow", "red", "blue"]
    assert s.phase == PROGRAM


def test_px08_occupied_starting_pix_refused(game):
    """PX-08."""
    s = game.setup({"players": P4})
    first = game.prompts(s)["red"].field("pix").options[0]
    s, _ = game.apply(s, {"red": {"pix": first}})
    with pytest.raises(IllegalInput) as exc:
        game.apply(s, {"blue": {"pix": first}})
    assert exc.value.rule == "PX-08"


def test_px03_default_edges_one_player_per_edge(game):
    """PX-03."""
    s = game.setup({"players": P4})
    assert sorted(s.config.edges.values()) == ["bottom", "left", "right", "top"]


def test_px10_every_piece_is_programmed_secretly(game):
    """PX-10."""
    s = scenario(P4, {"red": (5, 5), **FAR})
    prompts = game.prompts(s)
    assert set(prompts) == set(P4) and all(p.secret for p in prompts.values())


def _catch_now(game, s, reserve_taken: int, bonus_taken: int = 0):
    s = evolve(s, reserve_taken=reserve_taken, bonus_taken=bonus_taken)
    return game.apply(s, moves(red=("right", 3), **QUIET))


def test_ex_px01_caught_after_nine_reserve_and_one_bonus(game):
    """EX-PX-01."""
    s = scenario(P4, {"red": (0, 5), "blue": (2, 5), "green": (0, 11), "yellow": (11, 11)})
    s2, events = _catch_now(game, s, 9, 1)
    end = next(e for e in events if e["type"] == "round_end")
    assert end["points"] == {"red": 10, "blue": 3, "green": 3, "yellow": 3}  # PX-32
    assert s2.scores == {"red": 10, "blue": 3, "green": 3, "yellow": 3}      # PX-33
    assert not any(e["type"] == "reserve" for e in events)                    # no cube that turn
    assert s2.pixoid == "blue"                                                 # PX-34: the left player


def test_ds_px02_caught_in_turn_one_without_bonus(game):
    """DS-PX-02."""
    s = scenario(P4, {"red": (0, 5), "blue": (2, 5), "green": (0, 11), "yellow": (11, 11)})
    s2, _ = _catch_now(game, s, 0)
    assert s2.scores == {"red": 0, "blue": 12, "green": 12, "yellow": 12}     # PX-32: every Bug scores


def test_ds_px01_px29_px31_escape_with_two_bonus(game):
    """DS-PX-01, PX-29, PX-31."""
    s = scenario(P4, {"red": (5, 5), **FAR}, reserve_taken=11, bonus_taken=2)
    s2, events = game.apply(s, moves(red=("up", 1), **QUIET))
    end = next(e for e in events if e["type"] == "round_end")
    assert end["caught"] is False and end["points"] == {"red": 14, "blue": 0, "green": 0, "yellow": 0}
    assert s2.round == 1 and s2.pixoid == "blue"


def test_amb07_standard_round_does_not_end_on_twelve_cubes_with_bonus(game):
    """AMB-07."""
    s = scenario(P4, {"red": (5, 5), **FAR}, reserve_taken=8, bonus_taken=4)
    s2, events = game.apply(s, moves(red=("up", 1), **QUIET))
    assert s2.round == 0 and s2.reserve_taken == 9 and s2.phase == PROGRAM


def test_px35_reset_between_rounds(game):
    """PX-35."""
    s = scenario(P4, {"red": (0, 5), "blue": (2, 5), "green": (0, 11), "yellow": (11, 11)}, bonus=[(9, 9)])
    s2, events = _catch_now(game, s, 4, 2)
    assert s2.phase == PLACE and s2.positions == {} and s2.reserve == 12 and s2.bonus_taken == 0
    assert len(s2.bonus) == 4                       # Bonus cubes return to the 4 Bonus Pix
    assert s2.to_place == ("blue", "green", "yellow", "red")   # PX-08 again with the new Pixoid
    assert s2.turn == 1


def test_px36_px37_game_ends_after_each_player_was_pixoid_ties_share(game):
    """PX-36, PX-37."""
    s = game.setup({"players": P4})
    rounds = 0
    while s.phase != OVER:
        pixoid = s.pixoid
        # place everyone, then let Pixoid escape by fast-forwarding to the last turn
        while s.phase == PLACE:
            (seat, prompt), = game.prompts(s).items()
            s, _ = game.apply(s, {seat: {"pix": prompt.field("pix").options[0]}})
        s = evolve(s, reserve_taken=11)
        inputs = {}
        for piece, prompt in game.prompts(s).items():
            inputs[piece] = {"direction": prompt.field("direction").options[0], "distance": 1}
        s, events = game.apply(s, inputs)
        rounds += 1
        assert any(e["type"] == "round_end" for e in events)
        if s.phase != OVER:
            assert s.pixoid != pixoid
    result = game.result(s)
    assert rounds == 4 and len(result["rounds"]) == 4
    assert [r["pixoid"] for r in result["rounds"]] == P4
    top = max(result["scores"].values())
    assert result["winners"] == [p for p in P4 if result["scores"][p] == top]


def test_px37_all_tied_players_win(game):
    """PX-37."""
    s = scenario(P4, {"red": (5, 5), **FAR})
    s = evolve(s, round=3, pixoid="yellow", scores={"red": 20, "blue": 20, "green": 8, "yellow": 8},
               rounds=tuple(RoundRecord(p, False, 12, 0, 12) for p in ("red", "blue", "green")),
               reserve_taken=11)
    s2, events = game.apply(s, moves(red=("up", 1), blue=("right", 1), green=("up", 1), yellow=("up", 1)))
    # yellow (Pixoid) escapes with 12 -> 20: a three-way tie for first
    assert s2.phase == OVER and set(s2.winners) == {"red", "blue", "yellow"}
    assert events[-1]["type"] == "game_end"


def test_game_over_refuses_more_input(game):
    s = evolve(scenario(P4, {"red": (5, 5), **FAR}), phase=OVER)
    assert game.prompts(s) == {}
    with pytest.raises(IllegalInput):
        game.apply(s, {})
