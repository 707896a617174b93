"""Every Pixoid rule ID of the project's rules reference (docs/rules/pixoid.md) is named by a Pixoid rules test:
PX-01..PX-48, EX-PX-01, DS-PX-01..08 and Pixoid's GAP-03..05 and AMB-03..12 — in a test's name or a comment,
alone (``PX-17``, ``px_17``) or in a run (``px_18_20``)."""
from __future__ import annotations

import re
from pathlib import Path

from tests.games.rule_ids import named_in, page_ids, sources_text

TESTS = Path(__file__).parent


def rule_ids() -> list[str]:
    return page_ids("pixoid", r"(PX-\d\d)", r"(EX-PX-\d\d)", r"(DS-PX-\d\d)", r"(AMB-\d\d)", r"(GAP-\d\d)")


def test_the_page_lists_every_pixoid_id_and_no_other():
    ids = rule_ids()
    assert [i for i in ids if re.fullmatch(r"PX-\d\d", i)] == [f"PX-{n:02d}" for n in range(1, 49)]
    assert [i for i in ids if i.startswith("EX-PX")] == ["EX-PX-01"]
    assert [i for i in ids if i.startswith("DS-PX")] == [f"DS-PX-{n:02d}" for n in range(1, 9)]
    assert [i for i in ids if i.startswith("AMB")] == [f"AMB-{n:02d}" for n in range(3, 13)]
    assert [i for i in ids if i.startswith("GAP")] == ["GAP-03", "GAP-04", "GAP-05"]
    assert len(ids) == len(page_ids("pixoid", r"(.+)")) == 70


def test_every_pixoid_rule_id_is_named_by_a_test():
    text = sources_text(TESTS, skip=Path(__file__).name)
    missing = [i for i in rule_ids() if not named_in(text, i)]
    assert not missing, missing


def test_named_in_reads_runs_and_single_ids():
    assert named_in("def test_px18_px20_pixoid_moves_first", "PX-20") and named_in("def test_px_42_48(", "PX-48")
    assert not named_in("# PX-39", "PX-03") and not named_in('"""DS-PX-07."""', "PX-07")
    assert named_in("def test_amb01_wheel_maximum_is_a_cap", "AMB-01") and not named_in("# AMB-10", "AMB-01")
