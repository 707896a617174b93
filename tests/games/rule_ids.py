"""The rule-ID checks the tests share: the entries of the project's rules reference (``docs/rules/<game>.md``,
format in docs/rules/README.md), the IDs a game's page lists, and whether a test names one — in a test's name
or a comment, alone (``OS-17``, ``st_cyc_04``) or in a run (``os_42_46_47``)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

PAGES = Path(__file__).resolve().parents[2] / "docs" / "rules"
_ITEM = re.compile(r"^- \*\*([A-Za-z0-9-]+)\*\*")
_PART = re.compile(r"\*(Rulebook|Decision|Tests):\*")


@dataclass(frozen=True)
class Entry:
    """One rule of a page: its ID, the line it starts on, its whole text and its ``*Part:*`` texts by name."""

    id: str
    line: int
    text: str
    parts: dict[str, str]

    def test_files(self) -> list[str]:
        """The files in backticks of the entry's *Tests:* part (a ``::test`` suffix dropped)."""
        return [path.split("::")[0] for path in re.findall(r"`([^`]+)`", self.parts.get("Tests", ""))]


def entries(page: Path) -> list[Entry]:
    """Every ``- **ID**`` list item of ``page`` (outside code blocks) with its indented lines, in page order."""
    found: list[tuple[str, int, list[str]]] = []
    open_item, in_code = False, False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("```"):
            in_code, open_item = not in_code, False
        elif not in_code and (item := _ITEM.match(line)):
            found.append((item.group(1), number, [line]))
            open_item = True
        elif open_item and line[:1] in (" ", "\t") and line.strip():
            found[-1][2].append(line.strip())
        else:
            open_item = False
    return [Entry(i, n, " ".join(lines), _parts(" ".join(lines))) for i, n, lines in found]


def _parts(text: str) -> dict[str, str]:
    pieces = _PART.split(text)
    return {name: body.strip() for name, body in zip(pieces[1::2], pieces[2::2])}


def page_ids(game: str, *patterns: str) -> list[str]:
    """The sorted IDs of ``docs/rules/<game>.md``'s entries that match one of ``patterns`` whole (each pattern
    with one group: the ID)."""
    ids = [e.id for e in entries(PAGES / f"{game}.md")]
    return sorted({m.group(1) for i in ids for p in patterns if (m := re.fullmatch(p, i))})


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
