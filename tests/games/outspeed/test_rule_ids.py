"""Every Outspeed rule ID of the shared rules digest (/work/shared/RULES.md) is named by an Outspeed test (issue 11
Tests): OS-01..OS-75, the worked examples EX-OS-01..05 and the derived scenarios DS-OS-01..10. A test names an ID
in its name or a comment, alone (``OS-17``, ``os_17``) or in a run (``os_29_56_58``); ``ds_os_05`` names DS-OS-05,
not OS-05. This file itself does not count."""
from __future__ import annotations

import re
from pathlib import Path

RULES = Path("/work/shared/RULES.md")
TESTS = Path(__file__).parent


def rule_ids(kind: str) -> list[str]:
    """The IDs of one kind ("OS", "DS-OS" or "EX-OS") that RULES.md defines (in bold)."""
    text = RULES.read_text(encoding="utf-8")
    return sorted(set(re.findall(rf"\*\*({kind}-\d\d)\b", text)))


def named_in(text: str, rule: str) -> bool:
    prefix, number = rule.lower().rsplit("-", 1)
    before = r"(?<![a-z])" if "-" in prefix else r"(?<!ds[-_])(?<!ex[-_])(?<![a-z])"
    pattern = before + re.escape(prefix).replace(r"\-", "[-_]?") + r"((?:[-_]?\d\d)+)(?!\d)"
    return any(number in re.findall(r"\d\d", m.group(1)) for m in re.finditer(pattern, text.lower()))


def tests_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(TESTS.rglob("test_*.py"))
                     if p.resolve() != Path(__file__).resolve()).lower()


def missing(kind: str) -> list[str]:
    text = tests_text()
    return [i for i in rule_ids(kind) if not named_in(text, i)]


def test_every_os_rule_id_is_named_by_a_test():
    assert rule_ids("OS") == [f"OS-{n:02d}" for n in range(1, 76)]
    gaps = missing("OS")
    assert not gaps, "not named by any test: " + ", ".join(gaps)


def test_every_outspeed_example_and_scenario_is_named_by_a_test():
    assert rule_ids("EX-OS") == [f"EX-OS-{n:02d}" for n in range(1, 6)]
    assert rule_ids("DS-OS") == [f"DS-OS-{n:02d}" for n in range(1, 11)]
    gaps = missing("EX-OS") + missing("DS-OS")
    assert not gaps, "not named by any test: " + ", ".join(gaps)


def test_named_in_reads_runs_and_single_ids():
    assert named_in("def test_os_29_56_58_moves", "OS-56") and named_in("# OS-17", "OS-17")
    assert not named_in("# OS-17", "OS-01") and not named_in("def test_first_01", "OS-01")
    assert not named_in("def test_ds_os_05_board", "OS-05") and named_in("def test_ds_os_05_board", "DS-OS-05")
    assert not named_in("# EX-OS-01", "OS-01") and named_in("# EX-OS-01", "EX-OS-01")
    assert named_in("def test_os06_markers", "OS-06") and not named_in("# DS-OS-05", "EX-OS-05")
