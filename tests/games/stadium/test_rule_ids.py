"""Every Stadium rule ID of the project's rules reference (docs/rules/stadium.md) is named by a Stadium test
(issue 12 Tests): ST-01..ST-33, each trial's ST-<TRIAL>-nn, the DS-* scenarios and EX-ST-EQU-01. A test names
an ID in its name or a comment, alone (``ST-CYC-04``, ``st_cyc_04``) or in a run (``st_cyc_04_05_07``)."""
from __future__ import annotations

import re
from pathlib import Path

from tests.games.rule_ids import named_in, page_ids, sources_text

TESTS = Path(__file__).parent
SCENARIOS = r"DS-(?:ST|CYC|GYM|GOLF|LIFT|MED|POLE|BASK|FENC|TKD|DOPE|VOL|ENERGY)-\d\d"


def rule_ids() -> list[str]:
    return page_ids("stadium", r"(ST-(?:[A-Z0-9]+-)?\d\d)", rf"({SCENARIOS})", r"(EX-ST-[A-Z]+-\d\d)")


def test_every_stadium_rule_id_is_named_by_a_test():
    ids = rule_ids()
    assert len([i for i in ids if re.fullmatch(r"ST-\d\d", i)]) == 33 and "EX-ST-EQU-01" in ids
    assert len([i for i in ids if re.fullmatch(r"ST-[A-Z0-9]+-\d\d", i)]) == 114
    text = sources_text(TESTS)
    missing = [i for i in ids if not named_in(text, i)]
    assert not missing, missing


def test_named_in_reads_runs_and_single_ids():
    assert named_in("def test_st_cyc_04_05_07_x", "ST-CYC-05")
    assert named_in("# ST-GOLF-10", "ST-GOLF-10") and not named_in("# ST-GOLF-10", "ST-GOLF-01")
    assert not named_in("def test_first_01", "ST-01") and named_in("def test_st31_dice", "ST-31")
    assert not named_in('("DS-ST-03", ...)', "ST-03") and named_in('("DS-ST-03", ...)', "DS-ST-03")
