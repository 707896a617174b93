"""The rule-ID coverage check the games' ``test_rule_ids.py`` share: the IDs a game has in the shared rules
digest (/work/shared/RULES.md), and whether a test names one — in a test's name or a comment, alone
(``OS-17``, ``st_cyc_04``) or in a run (``os_42_46_47``)."""
from __future__ import annotations

import re
from pathlib import Path

RULES = Path("/work/shared/RULES.md")


def digest_ids(*patterns: str) -> list[str]:
    """The sorted IDs the digest's text matches with any of ``patterns`` (each with one group: the ID)."""
    text = RULES.read_text(encoding="utf-8")
    return sorted({i for pattern in patterns for i in re.findall(pattern, text)})


def named_in(text: str, rule: str, not_after: tuple[str, ...] = ("ds", "ex")) -> bool:
    """Whether ``text`` names ``rule``; an ID right after one of the ``not_after`` prefixes does not count
    (the scenario DS-OS-07 is not OS-07, DS-ST-03 is not ST-03)."""
    prefix, number = rule.lower().rsplit("-", 1)
    guards = "".join(f"(?<!{re.escape(p)}-)(?<!{re.escape(p)}_)" for p in not_after)
    pattern = r"(?<![a-z])" + guards + re.escape(prefix).replace(r"\-", "[-_]?") + r"((?:[-_]?\d\d)+)(?!\d)"
    return any(number in re.findall(r"\d\d", m.group(1)) for m in re.finditer(pattern, text.lower()))


def sources_text(folder: Path, skip: str | None = None) -> str:
    """Every ``test_*.py`` below ``folder`` (but the one named ``skip``), joined."""
    return "\n".join(p.read_text(encoding="utf-8") for p in folder.rglob("test_*.py") if p.name != skip)
