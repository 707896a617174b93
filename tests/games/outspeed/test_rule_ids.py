"""Every Outspeed rule ID of the project's rules reference (docs/rules/outspeed.md) is named by an Outspeed
rules test (issue 11 Tests): OS-01..OS-75, EX-OS-01..05 and DS-OS-01..10 — in a test's name or a comment,
alone (``OS-17``, ``os_17``) or in a run (``os_42_46_47``). OS-74 (one large cube shows 5 Fuel) is presentation
only: the screen's tests (tests/host/screen/games/outspeed) must name it."""
from __future__ import annotations

import re
from pathlib import Path

from tests.games import rule_ids as shared

TESTS = Path(__file__).parent
SCREEN_TESTS = TESTS.parents[1] / "host" / "screen" / "games" / "outspeed"
PRESENTATION = {"OS-74"}
named_in = shared.named_in


def rule_ids() -> list[str]:
    return shared.page_ids("outspeed", r"(OS-\d\d)", r"(DS-OS-\d\d)", r"(EX-OS-\d\d)")


def test_every_outspeed_rule_id_is_named_by_a_test():
    ids = rule_ids()
    assert len([i for i in ids if re.fullmatch(r"OS-\d\d", i)]) == 75
    assert len([i for i in ids if i.startswith("DS-OS")]) == 10 and len([i for i in ids if i.startswith("EX-OS")]) == 5
    text = shared.sources_text(TESTS, skip=Path(__file__).name)
    missing = [i for i in ids if i not in PRESENTATION and not named_in(text, i)]
    assert not missing, missing
    screen = shared.sources_text(SCREEN_TESTS)
    assert [i for i in sorted(PRESENTATION) if not named_in(screen, i)] == []


def test_named_in_reads_runs_and_single_ids():
    assert named_in("def test_os_42_46_47_x", "OS-46") and named_in("# DS-OS-07, OS-39", "DS-OS-07")
    assert not named_in("# OS-39", "OS-03") and not named_in("# DS-OS-07", "OS-07")
