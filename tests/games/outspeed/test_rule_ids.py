"""Every Outspeed rule ID of the shared rules digest (/work/shared/RULES.md) is named by an Outspeed rules
test (issue 11 Tests): OS-01..OS-75, EX-OS-01..05 and DS-OS-01..10 — in a test's name or a comment, alone
(``OS-17``, ``os_17``) or in a run (``os_42_46_47``). OS-74 (one large cube shows 5 Fuel) is presentation
only: the screen's tests (tests/host/screen/games/outspeed) must name it."""
from __future__ import annotations

import re
from pathlib import Path

RULES = Path("/work/shared/RULES.md")
TESTS = Path(__file__).parent
SCREEN_TESTS = TESTS.parents[1] / "host" / "screen" / "games" / "outspeed"
PRESENTATION = {"OS-74"}


def rule_ids() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    ids = set(re.findall(r"\*\*(OS-\d\d)\*\*", text)) | set(re.findall(r"\*\*(DS-OS-\d\d)\*\*", text))
    ids |= set(re.findall(r"\*\*(EX-OS-\d\d)\b", text))
    return sorted(ids)


def named_in(text: str, rule: str) -> bool:
    prefix, number = rule.lower().rsplit("-", 1)
    pattern = r"(?<![a-z])(?<!ds-)(?<!ds_)(?<!ex-)(?<!ex_)" + re.escape(prefix).replace(r"\-", "[-_]?") + r"((?:[-_]?\d\d)+)(?!\d)"
    return any(number in re.findall(r"\d\d", m.group(1)) for m in re.finditer(pattern, text.lower()))


def test_every_outspeed_rule_id_is_named_by_a_test():
    ids = rule_ids()
    assert len([i for i in ids if re.fullmatch(r"OS-\d\d", i)]) == 75
    assert len([i for i in ids if i.startswith("DS-OS")]) == 10 and len([i for i in ids if i.startswith("EX-OS")]) == 5
    text = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.rglob("test_*.py") if p.name != Path(__file__).name)
    missing = [i for i in ids if i not in PRESENTATION and not named_in(text, i)]
    assert not missing, missing
    screen = "\n".join(p.read_text(encoding="utf-8") for p in SCREEN_TESTS.rglob("test_*.py"))
    assert [i for i in sorted(PRESENTATION) if not named_in(screen, i)] == []


def test_named_in_reads_runs_and_single_ids():
    assert named_in("def test_os_42_46_47_x", "OS-46") and named_in("# DS-OS-07, OS-39", "DS-OS-07")
    assert not named_in("# OS-39", "OS-03") and not named_in("# DS-OS-07", "OS-07")
