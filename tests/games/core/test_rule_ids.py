"""Every console-wide rule ID of the project's rules reference (docs/rules/console.md) is named by a test:
CON-01..CON-15, the console's GAP-01, GAP-02, GAP-08, GAP-12, GAP-14, GAP-15 and AMB-01, AMB-02. Console rules
are implemented by games/core, the host and each game's use of them, so a test anywhere under tests/ counts; it
names an ID in its name or a comment, alone (``CON-05``, ``con_05``) or in a run (``con_05_08``). No ID of the
console's page is also an entry of a game's page."""
from __future__ import annotations

from pathlib import Path

from tests.games.rule_ids import PAGES, entries, named_in, page_ids, sources_text

ALL_TESTS = Path(__file__).resolve().parents[2]
GAPS = ["GAP-01", "GAP-02", "GAP-08", "GAP-12", "GAP-14", "GAP-15"]


def rule_ids() -> list[str]:
    return page_ids("console", r"(CON-\d\d)", r"(AMB-\d\d)", r"(GAP-\d\d)")


def test_the_page_lists_every_console_id_and_no_other():
    ids = rule_ids()
    assert [i for i in ids if i.startswith("CON")] == [f"CON-{n:02d}" for n in range(1, 16)]
    assert [i for i in ids if i.startswith("AMB")] == ["AMB-01", "AMB-02"]
    assert [i for i in ids if i.startswith("GAP")] == GAPS
    assert len(ids) == len(page_ids("console", r"(.+)")) == 23


def test_every_console_rule_id_is_named_by_a_test():
    text = sources_text(ALL_TESTS, skip=Path(__file__).name)
    missing = [i for i in rule_ids() if not named_in(text, i)]
    assert not missing, missing


def test_no_console_id_is_also_listed_on_a_game_page():
    console = set(rule_ids())
    games = sorted(p for p in PAGES.glob("*.md") if p.name not in ("README.md", "console.md"))
    twice = {f"{p.name}: {e.id}" for p in games for e in entries(p) if e.id in console}
    assert not twice, sorted(twice)


def test_named_in_reads_runs_and_single_ids():
    assert named_in("def test_con14_pixoid_variants_are_supported", "CON-14") and named_in("# CON-05/06", "CON-05")
    assert named_in("def test_x_con_05_08(", "CON-08") and not named_in("# CON-15", "CON-01")
