"""What the drawers of Archery, 100 Meters, Beach Volleyball, the Anti-Doping Test, Basketball, Fencing, Rugby
and Taekwondo show (issue 13 item 3), over the seeded bot games of trial_frames at every step and for the
finished trial: every number and choice drawn is the public state's (the dice faces once they have come to
rest, the Scores, the revealed wagers and programs, the marker's spaces, the baskets, who is out), and what is
secret until the reveal is not drawn. Layout, size and secrecy at every step: test_trial_drawers.py and the
secrecy test."""
from __future__ import annotations

import pygame
import pytest

from host.screen import draw
from host.screen.games.stadium.trials import parts, teamboard
from host.screen.table.dice import ROLL_S, face_text
from tests.host.screen.games.stadium.trial_frames import GAMES, RECT, Frame, drawer_of, drawer_words, frames

SIZE = (1920, 1080)


def at_rest(frame: Frame) -> pygame.Surface:
    """The drawer's picture once its dice have come to rest (drawn twice: a die seen for the first time
    tumbles); its strings are in draw.text_log."""
    draw.set_view(SIZE)
    surface = pygame.Surface(SIZE)
    for now in (1000.0, 1000.0 + ROLL_S + 0.1):
        draw.clear_log()
        drawer_of(frame.trial["id"]).draw(surface, RECT, frame.trial, frame.view, now)
    return surface


def texts(frame: Frame) -> list[str]:
    at_rest(frame)
    return list(draw.text_log)


def picture(frame: Frame) -> bytes:
    return pygame.image.tobytes(at_rest(frame), "RGB")


def every(trial_id: str):
    for players, bot, seed in GAMES:
        for frame in frames(trial_id, players, bot, seed):
            yield frame, texts(frame)


def title_of_result(frame: Frame) -> str | None:
    outcome = teamboard.result(frame.trial)
    return outcome[0] if outcome else None


# ST-ARCH-03, ST-ARCH-05, ST-ARCH-06, AMB-41
def test_st_arch_05_archery_draws_the_four_dice_the_signed_total_and_every_score():
    w = drawer_words("archery")
    for frame, said in every("archery"):
        st = frame.trial["state"]
        shots = parts.events(frame.trial, "archery_score")
        faces = shots[-1]["faces"] if shots else st["faces"]
        assert all(face_text(f) in said for f in faces), frame.where
        assert w["total"].format(n=face_text(sum(faces))) in said, frame.where
        scores = {**st["scores"], **{e["seat"]: e["score"] for e in shots}}
        assert all(face_text(v) in said for v in scores.values()), frame.where
        if shots:                                                   # the finished trial: the medals won
            won = parts.seat_medals(frame.trial)
            assert sum(t in ("1", "2", "3") for t in said) >= len(won), frame.where


# ST-ARCH-04: how many re-rolls the shooter has taken, public, on the board while they shoot
def test_st_arch_04_archery_draws_the_rerolls_taken():
    w = drawer_words("archery")
    seen = set()
    for frame, said in every("archery"):
        n = frame.trial["state"]["rerolls"]
        if frame.trial.get("ended"):
            continue
        assert {0: w["no_rerolls"], 1: w["one_reroll"]}.get(n, w["rerolls"].format(n=n)) in said, frame.where
        seen.add(min(n, 2))
    assert seen == {0, 1, 2}


# ST-FENC-02, ST-FENC-04, ST-FENC-05, ST-FENC-08
def test_st_fenc_08_fencing_draws_the_track_the_roll_the_rerolls_and_the_wagers():
    w = drawer_words("fencing")
    for frame, said in every("fencing"):
        st = frame.trial["state"]
        assert all(name in said for name in st["track"].values()), frame.where
        over = bool(frame.trial.get("ended"))
        if st["rolling"] and not over:
            assert all(face_text(f) in said for _, f in st["dice"]), frame.where
            left = {0: w["no_rerolls"], 1: w["reroll_one"]}.get(st["rerolls"], w["rerolls"].format(n=st["rerolls"]))
            assert left in said, frame.where
        assert all(w["wager"].format(n=v) in said for v in st["wagers"].values()), frame.where
        if over:
            assert title_of_result(frame) in said, frame.where


# ST-RUG-02, ST-RUG-04, ST-RUG-06
def test_st_rug_04_rugby_draws_the_track_and_the_last_rounds_wagers_and_sums():
    for frame, said in every("rugby"):
        st = frame.trial["state"]
        push = next(iter(parts.events(frame.trial, "push")), None)
        wagers = next(e["wagers"] for e in parts.events(frame.trial, "reveal")) if push else st["last_wagers"]
        assert "0" in said and "Red" in said and "Blue" in said, frame.where
        for team in ("red", "blue"):
            if wagers:
                assert str(sum(wagers[s] for s in parts.members(frame.view, team))) in said, frame.where
        assert all(str(v) in said for v in wagers.values()), frame.where
        if frame.trial.get("ended"):
            assert title_of_result(frame) in said, frame.where


# ST-BASK-02, ST-BASK-03, ST-BASK-06, ST-BASK-09, ST-BASK-10
def test_st_bask_06_basketball_draws_the_holder_the_baskets_the_programs_and_the_play():
    w = drawer_words("basketball")
    for frame, said in every("basketball"):
        st = frame.trial["state"]
        over = bool(frame.trial.get("ended"))
        play = next((e for e in frame.trial.get("ended") or () if e.get("type") in ("shot", "pass")), None) or st["play"]
        baskets = play.get("baskets", st["baskets"]) if over else st["baskets"]
        for team in ("red", "blue"):
            assert w["baskets"].format(n=baskets[team], goal=st["to_win"]) in said, frame.where
        if not over:
            assert w["holder"].format(name=st["holder"].capitalize()) in said, frame.where
        last = next((e["programmed"] for e in parts.events(frame.trial, "reveal")), None) or st["last"]
        for program in last.values():
            action, _, arg = program.partition(" ")
            assert w[action].format(n=arg) in said, frame.where
        if play.get("type") == "shot":
            assert (w["scored"] if play["scored"] else w["missed"]) in said, frame.where
            assert w["needs"].format(needed=play["needed"]) in said, frame.where
            assert w["shot"].format(roll=face_text(play["roll"]), wager=play["wager"], total=play["total"]) in said
        elif play.get("type") == "pass" and play.get("rolls"):
            thief = play.get("intercepted_by")
            assert (w["stolen"].format(thief=thief.capitalize()) if thief else w["reached"]) in said, frame.where
        if over:
            assert title_of_result(frame) in said, frame.where


def test_st_bask_03_the_view_keeps_the_last_exchange_revealed():
    """ST-BASK-03: the programs are revealed together; the view keeps them (and the Shot or Pass) for the TV."""
    seen = 0
    for frame in frames("basketball", 4, "heuristic", 1):
        st = frame.trial["state"]
        if st["exchange"] > 1:
            assert set(st["last"]) >= {st["play"]["seat"]} and st["play"]["type"] in ("shot", "pass")
            seen += 1
        else:
            assert st["last"] == {} and st["play"] == {}
    assert seen


# ST-TKD-02, ST-TKD-03, ST-TKD-07, ST-TKD-08
def test_st_tkd_07_taekwondo_draws_every_score_the_last_choices_and_who_is_out():
    w = drawer_words("taekwondo")
    for frame, said in every("taekwondo"):
        st = frame.trial["state"]
        out = [*st["out"], *(s for e in parts.events(frame.trial, "eliminated") for s in e["seats"])]
        assert said.count(w["out"]) == len(out), frame.where
        hits = next(iter(parts.events(frame.trial, "hits")), {"scores": {}})
        scores = {**st["scores"], **hits["scores"]}
        assert all(str(v) in said for s, v in scores.items() if s not in out), frame.where
        shown = next((e["choices"] for e in parts.events(frame.trial, "reveal") if "choices" in e), st["last"])
        for choice in shown.values():
            assert w[choice.split()[0]] in said, frame.where


# ST-DOPE-02, ST-DOPE-03, ST-DOPE-05, AMB-51
def test_st_dope_02_the_choices_are_face_down_until_revealed_then_drawn_with_the_splits():
    w = drawer_words("anti_doping")
    names = set(w["choices"].values())
    for frame, said in every("anti_doping"):
        st = frame.trial["state"]
        reveal = next(iter(parts.events(frame.trial, "reveal")), None)
        choices = reveal["choices"] if reveal else st["choices"]
        if not choices:
            assert said.count(w["secret"]) == 2 and not names & set(said), frame.where
            continue
        assert [t for t in said if t in names] == [w["choices"][choices[p]] for p in st["participants"]], frame.where
        for split in parts.events(frame.trial, "split"):
            assert all(f"+{v}" in said for v in split["shares"].values()), frame.where


# ST-100-03, ST-100-04, ST-VOL-03, ST-VOL-04
@pytest.mark.parametrize("trial_id", ["100m", "volleyball"])
def test_st_100_04_compete_or_rest_draws_the_energy_then_every_wager_rest_and_result(trial_id):
    w = drawer_words(trial_id)
    for frame, said in every(trial_id):
        reveal = next(iter(parts.events(frame.trial, "reveal")), None)
        if reveal is None:
            assert all(w["energy"].format(n=frame.view["energy"][s]) in said for s in frame.view["seats"])
            continue
        assert all(str(v) in said for v in reveal["compete"].values()), frame.where
        gain = frame.trial["state"]["rest_gain"]
        assert said.count(w["resting"].format(gain=gain)) == len(reveal["rest"]), frame.where
        if trial_id == "volleyball":
            assert title_of_result(frame) in said, frame.where
            for team in ("red", "blue"):
                total = sum(v for s, v in reveal["compete"].items() if frame.view["teams"][s] == team)
                assert str(total) in said, frame.where


# CON-08, ST-DOPE-03, AMB-51: a team split's share is shown on its member as it is dialled, and once locked in
# until the step is applied (the other team's split still being dialled)
@pytest.mark.parametrize("key", ["dialling", "locked"])
def test_con_08_a_split_share_shows_as_it_is_dialled_and_once_locked(key):
    seen = 0
    for players, bot, seed in GAMES:
        for frame in frames("anti_doping", players, bot, seed):
            pending = [s for s in frame.trial["state"]["splits"] if len(s["given"]) < len(s["members"])]
            if not pending or frame.trial.get("ended"):
                continue
            split = pending[0]
            before = texts(frame)
            frame.view[key] = {split["by"]: {"share": 1}}
            after = texts(frame)
            assert after.count("+1") == before.count("+1") + 1 and after.count("?") == before.count("?") - 1
            seen += 1
    assert seen


# CON-08, ST-ARCH-04, ST-FENC-05: the die picked for a re-roll is framed while it is dialled
@pytest.mark.parametrize("trial_id,seat_key", [("archery", "shooter"), ("fencing", "rolling")])
def test_con_08_the_die_picked_for_a_reroll_is_framed_as_it_is_dialled(trial_id, seat_key):
    frame = next(f for f in frames(trial_id, 4, "heuristic", 1)
                 if f.trial["state"].get(seat_key) and f.trial["state"].get("faces" if trial_id == "archery" else "dice"))
    seat = frame.trial["state"][seat_key]
    plain = picture(frame)
    frame.view["dialling"] = {seat: {"action": "stop"}}
    assert picture(frame) == plain                                   # Stop picks no die
    frame.view["dialling"] = {seat: {"action": "reroll", "die": "green"}}
    assert picture(frame) != plain


# ST-FENC-04, ST-FENC-05: the fencer's dice tumble through their faces (the view's die_faces), like every die
def test_st_fenc_04_the_rolled_dice_tumble_through_their_faces(monkeypatch):
    from host.screen.games.stadium.trials import fencing
    from host.screen.table.dice import FLIP_S, Rolls
    frame = next(f for f in frames("fencing", 4, "heuristic", 1) if f.trial["state"]["rolling"])
    st = frame.trial["state"]
    assert all(st["die_faces"][d] for d, _ in st["dice"])
    monkeypatch.setattr(fencing, "_rolls", Rolls())
    draw.set_view(SIZE)
    surface = pygame.Surface(SIZE)
    seen: set[str] = set()
    for k in range(int(0.8 * ROLL_S / FLIP_S)):                   # while the dice tumble
        draw.clear_log()
        fencing.draw(surface, RECT, frame.trial, frame.view, 1000.0 + k * FLIP_S)
        seen.update(draw.text_log)
    rolled = {face_text(f) for d, _ in st["dice"] for f in st["die_faces"][d]}
    final = {face_text(f) for _, f in st["dice"]}
    assert (seen & rolled) - final, "the dice showed only the faces they came to rest on"


# ST-RUG-03, CON-06: while a round's wagers are revealed in the seat rows the board is headed by that round,
# not by the next round's "everyone wagers in secret"
def test_st_rug_03_the_board_is_headed_by_the_round_being_revealed():
    w = drawer_words("rugby")
    frame = next(f for f in frames("rugby", 4, "heuristic", 1)
                 if f.trial["state"]["last_wagers"] and not f.trial.get("ended"))
    n = frame.trial["state"]["round"]
    assert w["wagering"].format(n=n) in texts(frame)
    frame.view["shown"] = {s: str(v) for s, v in frame.trial["state"]["last_wagers"].items()}
    said = texts(frame)
    assert w["revealed"].format(n=n - 1) in said and w["wagering"].format(n=n) not in said


# ST-TKD-03, ST-POLE-03, CON-06: while the choices just revealed are in the seat rows, the board is headed by
# what was revealed, not already by the next secret choice
def test_st_tkd_03_st_pole_03_the_board_is_headed_by_what_is_being_revealed():
    w = drawer_words("taekwondo")
    frame = next(f for f in frames("taekwondo", 4, "heuristic", 1)
                 if f.trial["state"]["round"] >= 2 and not f.trial.get("ended"))
    n = frame.trial["state"]["round"]
    assert w["round"].format(n=n) in texts(frame)
    frame.view["shown"] = {s: "attack" for s in frame.trial["state"]["alive"]}
    said = texts(frame)
    assert w["revealed"].format(n=n - 1) in said and w["round"].format(n=n) not in said
    opened = next(f for f in frames("taekwondo", 4, "heuristic", 1)
                  if f.trial["state"]["round"] == 1 and not f.trial.get("ended"))
    opened.view["shown"] = {s: "5" for s in opened.trial["state"]["alive"]}
    assert w["wagers_revealed"] in texts(opened)
    v = drawer_words("pole_vault")
    jump = next(f for f in frames("pole_vault", 4, "heuristic", 1) if not f.trial.get("ended"))
    asked = (v["lowest"] if jump.trial["state"]["lowest"] else v["round"]).format(cost=jump.trial["state"]["cost"])
    assert asked in texts(jump)
    jump.view["shown"] = {s: "jump" for s in jump.view["seats"]}
    said = texts(jump)
    assert v["revealed"] in said and asked not in said
