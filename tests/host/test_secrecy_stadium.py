"""CON-05, ST-11 through the real session for Stadium: twin tables (tests/host/test_secrecy_session.py) that
differ only in one controller's secret wager or choice see exactly the same until that step's reveal, on
a track of trials with secret wagers, secret rounds, public choices and dice."""
from __future__ import annotations

from hal.simulated import SimulatedController
from host.seats import CONTROLLER, SeatPlan
from host.session import Session
from host.table import start_session
from tests.host.test_secrecy_session import before_reveal, drive, random_pick, secret_steps, secret_twin

P4 = ["red", "blue", "green", "yellow"]
TRACK = "cycling,golf,equestrian,pole_vault,taekwondo"


def stadium_session() -> tuple[Session, dict[str, SimulatedController]]:
    controllers = {c: SimulatedController(c) for c in P4}
    plans = {c: SeatPlan(c, CONTROLLER, None) for c in P4}
    return start_session("stadium", {"players": P4, "trials": TRACK}, 3, plans, controllers, None), controllers


def test_con05_st11_stadium_twin_tables_see_the_same_until_the_reveal():
    steps = secret_steps(stadium_session, random_pick, 10)
    assert len(steps) >= 5
    base = drive(*stadium_session(), random_pick)
    for step, who in steps:
        twin = drive(*stadium_session(), secret_twin(random_pick, step, who))
        assert before_reveal(twin, step) == before_reveal(base, step), f"step {step}: {who}'s secret leaked"
