"""The table acceptance tests (issue 19 item 4): each game at its smallest and largest table, played to the
results on emulated boards through the real console loop by people using only wheels and LOCK, and resume →
End the game → the lobby. Every check of :mod:`tests.host.acceptance.harness` is reported at once."""
from __future__ import annotations

import pytest

from tests.host.acceptance.harness import SIX, Plan, Table, all_findings, lobby_holds, play_to_results, report

pytestmark = [pytest.mark.slow, pytest.mark.emulated, pytest.mark.xdist_group("acceptance")]  # one worker, one table at a time

# six seats play about twice the steps of three on a shared machine: the deadline only stops a stuck story
HD = (1280, 720)
"""The smaller tables play at 1280×720 (the tightest screen; cheaper frames), the six-seat ones at 1080p with
screenshots at 1080p and 4K."""
SHORT_TRACK = ["--track-tiles", "2"]
"""Two Track tiles and the Finish Line: three turns of Outspeed."""
TABLES = {
    "pixoid-3": Plan("pixoid", SIX[:3], spares=["yellow"], lobby=[("Variant", "Short Game")], peeks=["blue"], size=HD,
                     pauses=[("owes", "green", 1), ("animation", "red", 2)]),
    "pixoid-4": Plan("pixoid", SIX[:4], lobby=[("Variant", "Short Game")], peeks=["yellow"], size=HD,
                     pauses=[("locked", "blue", 1), ("owes", "yellow", 2)]),
    "outspeed-3": Plan("outspeed", SIX[:3], argv=SHORT_TRACK, peeks=["blue"], size=HD,
                       pauses=[("owes", "green", 1), ("animation", "red", 2)]),
    "outspeed-6": Plan("outspeed", SIX, argv=SHORT_TRACK, peeks=["purple"],
                       pauses=[("locked", "orange", 1), ("owes", "blue", 2)], shots=True, deadline_s=150),
    "stadium-4": Plan("stadium", SIX[:4], argv=["--trials", "pole_vault,relay"], peeks=["green"], size=HD,
                      pauses=[("owes", "yellow", 0), ("animation", "blue", 1)]),
    "stadium-6": Plan("stadium", SIX, argv=["--trials", "cycling,equestrian"], peeks=["orange"],
                      pauses=[("locked", "green", 0), ("owes", "purple", 1)], shots=True, deadline_s=150),
}


@pytest.mark.parametrize("name", list(TABLES))
def test_a_table_plays_to_the_results_by_wheels_and_lock(name, tmp_path, monkeypatch, boards):
    table = Table(TABLES[name], tmp_path, monkeypatch, boards)
    try:
        def story(t: Table) -> None:
            if not t.join_and_start():
                t.find("lobby", "the game never started from the lobby")
                return
            if t.plan.shots:
                t.until(lambda: len(t.session().status()["waiting_for"]) == len(t.plan.players), 5)
                t.shot("six-seats")
            if not play_to_results(t):
                t.find("results", "the game did not reach the results screen")
            elif t.plan.shots:
                t.shot("results")
        table.run(table.play_argv(), story)
    finally:
        table.close()
    found = all_findings(table)
    print("\n".join(table.facts.pop("log", [])))
    print(table.facts)
    assert not found, f"{name}:\n{report(found)}"


def test_resume_then_end_the_game_keeps_every_controller_in_the_lobby(tmp_path, monkeypatch, boards):
    """A game stopped after two steps, ``eightbit resume JOURNAL --controllers …``, the pause from a board,
    End the game: the lobby holds the same three controllers (issue 19 point 3)."""
    plan = Plan("outspeed", SIX[:3], argv=SHORT_TRACK, deadline_s=40)
    table = Table(plan, tmp_path, monkeypatch, boards)
    try:
        def first(t: Table) -> None:
            if t.join_and_start():
                play_to_results(t, stop=lambda: t.session() is None or t.session().step >= 2)

        def resumed(t: Table) -> None:
            if not t.until(lambda: t.session() is not None and t.scene().name == "outspeed", 15):
                t.find("resume", "the resumed game's screen never came up")
                return
            t.recorder.wait(lambda f: f.scene == "outspeed", 5, 0)
            with t.menu():
                if t.open_pause("blue") is None:
                    t.find("pause", "blue's pause gesture opened no pause menu in the resumed game")
                    return
                if not t.choose(t.hands["blue"], "End the game"):
                    t.find("pause", "'End the game' was never the highlighted line of the pause menu")
                    return
            lobby_holds(t, plan.players)

        table.run(table.play_argv(), first)
        played = table.recorder.since(0)
        table.recorder.frames.clear()
        status = table.run(["resume", str(table.journal), "--no-usb", "--controllers", *table.paths()], resumed)
    finally:
        table.close()
    found = all_findings(table)
    print("\n".join(table.facts.pop("log", [])))
    print(table.facts)
    assert played and status == 0
    assert not found, f"resume:\n{report(found)}"
