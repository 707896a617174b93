"""The rules reference checks itself (docs/rules/README.md): the pages its table lists are the pages of the
folder; on every page every ``- **ID**`` entry gives its *Rulebook:*, *Decision:* and *Tests:* parts, no ID is
listed twice, and every test file an entry lists exists in the repository and names the ID
(``rule_ids.named_in``). A failure names the page, the line and the ID."""
from __future__ import annotations

import re
from pathlib import Path

from tests.games.rule_ids import PAGES, entries, named_in

ROOT = PAGES.parents[1]
PARTS = ("Rulebook", "Decision", "Tests")


def pages(folder: Path = PAGES) -> list[Path]:
    """The folder's rules pages (every ``*.md`` but its README)."""
    return sorted(p for p in folder.glob("*.md") if p.name != "README.md")


def problems(page: Path, root: Path = ROOT) -> list[str]:
    """What is wrong with ``page``, one line each naming the page, the entry's line and its ID."""
    found: list[str] = []
    seen: dict[str, int] = {}
    listed = entries(page)
    if not listed:
        return [f"{page.name}: no `- **ID**` entry"]
    for entry in listed:
        where = f"{page.name}:{entry.line} {entry.id}"
        if entry.id in seen:
            found.append(f"{where}: listed again (first on line {seen[entry.id]})")
        seen.setdefault(entry.id, entry.line)
        missing = [f"*{p}:*" for p in PARTS if not entry.parts.get(p)]
        if missing:
            found.append(f"{where}: no {', '.join(missing)}")
        if entry.parts.get("Tests") and not entry.test_files():
            found.append(f"{where}: *Tests:* names no file in backticks")
        for name in entry.test_files():
            path = (root / name).resolve()
            if not path.is_relative_to(root.resolve()) or not path.is_file():
                found.append(f"{where}: test file {name} does not exist in the repository")
            elif not named_in(path.read_text(encoding="utf-8"), entry.id):
                found.append(f"{where}: {name} does not name {entry.id}")
    return found


def test_the_readme_table_lists_every_page_of_the_folder():
    table = set(re.findall(r"^\| \[([\w-]+\.md)\]\(", (PAGES / "README.md").read_text(encoding="utf-8"), re.M))
    on_disk = {p.name for p in pages()}
    assert table == on_disk, f"in docs/rules/README.md only: {sorted(table - on_disk)}; " \
        f"in docs/rules/ only: {sorted(on_disk - table)}"


def test_every_entry_of_every_page_is_complete_unique_and_tested():
    found = [line for page in pages() for line in problems(page)]
    assert not found, "docs/rules/ entries:\n" + "\n".join(found)


def _page(root: Path, text: str) -> Path:
    page = root / "docs" / "rules" / "toy.md"
    page.parent.mkdir(parents=True)
    page.write_text(text, encoding="utf-8")
    return page


def _test_file(root: Path, text: str) -> None:
    (root / "tests").mkdir(parents=True)
    (root / "tests" / "test_toy.py").write_text(text, encoding="utf-8")


def test_a_complete_entry_whose_test_names_it_passes(tmp_path):
    _test_file(tmp_path, "def test_tx_01_02():  # DS-TX-01\n    pass\n")
    page = _page(tmp_path, "# Toy\n\n```\n- **TX-09** in a code block: not an entry.\n```\n"
                           "- **TX-01** A rule.\n  *Rulebook:* Toy › Setup. *Decision:* —.\n"
                           "  *Tests:* `tests/test_toy.py`.\n"
                           "- **TX-02** Another rule.\n  *Rulebook:* derived. *Decision:* AMB-01 (x).\n"
                           "  *Tests:* `tests/test_toy.py::test_tx_01_02`.\n"
                           "- **DS-TX-01** A scenario.\n  *Rulebook:* —. *Decision:* —.\n"
                           "  *Tests:* `tests/test_toy.py`.\n")
    assert [e.id for e in entries(page)] == ["TX-01", "TX-02", "DS-TX-01"]
    assert problems(page, tmp_path) == []


def test_missing_parts_doubles_absent_files_and_unnamed_ids_are_each_reported(tmp_path):
    root = tmp_path / "repo"
    _test_file(root, "# DS-TX-01 only\n")
    (tmp_path / "outside.py").write_text("# TX-03\n", encoding="utf-8")
    page = _page(root, "- **TX-01** No decision.\n  *Rulebook:* Toy › Setup. *Tests:* `tests/test_toy.py`.\n"
                       "- **TX-01** Again.\n  *Rulebook:* —. *Decision:* —. *Tests:* `tests/test_gone.py`.\n"
                       "- **TX-02** No file.\n  *Rulebook:* —. *Decision:* —. *Tests:* none yet.\n"
                       "- **TX-03** Escapes.\n  *Rulebook:* —. *Decision:* —. *Tests:* `../outside.py`.\n")
    assert problems(page, root) == [
        "toy.md:1 TX-01: no *Decision:*",
        "toy.md:1 TX-01: tests/test_toy.py does not name TX-01",
        "toy.md:3 TX-01: listed again (first on line 1)",
        "toy.md:3 TX-01: test file tests/test_gone.py does not exist in the repository",
        "toy.md:5 TX-02: *Tests:* names no file in backticks",
        "toy.md:7 TX-03: test file ../outside.py does not exist in the repository",
    ]


def test_a_page_without_entries_is_reported(tmp_path):
    assert problems(_page(tmp_path, "# Toy\n\nNothing listed.\n"), tmp_path) == ["toy.md: no `- **ID**` entry"]
