"""Every Mago Magino ID of the project's rules reference (docs/rules/mago_magino.md) is named by a test:
MM-01..MM-53, DS-MM-01..DS-MM-30, GAP-MM-01..GAP-MM-06 and AMB-MM-01..AMB-MM-20 — in a test's name or a
comment. An MM rule counts only where it is named for itself: ``AMB-MM-01`` does not name MM-01."""
from __future__ import annotations

from pathlib import Path

from tests.games.rule_ids import named_in, page_ids, sources_text

TESTS = Path(__file__).parent
SCREEN = TESTS.parents[1] / "host" / "screen" / "games" / "mago_magino"
NOT_AFTER = ("ds", "ex", "amb", "gap")


def test_the_page_lists_every_mago_magino_id_and_no_other():
    ids = page_ids("mago_magino", r"(.+)")
    want = ([f"MM-{n:02d}" for n in range(1, 54)] + [f"DS-MM-{n:02d}" for n in range(1, 31)]
            + [f"GAP-MM-{n:02d}" for n in range(1, 7)] + [f"AMB-MM-{n:02d}" for n in range(1, 21)])
    assert ids == sorted(want) and len(ids) == 109


def test_every_mago_magino_rule_id_is_named_by_a_test():
    text = sources_text(TESTS, skip=Path(__file__).name) + (sources_text(SCREEN) if SCREEN.is_dir() else "")
    missing = [i for i in page_ids("mago_magino", r"(.+)") if not named_in(text, i, NOT_AFTER)]
    assert not missing, missing


def test_named_in_does_not_count_an_ambiguity_as_its_rule():
    assert not named_in("# AMB-MM-01", "MM-01", NOT_AFTER) and named_in("def test_mm_01_players", "MM-01", NOT_AFTER)
    assert named_in("def test_amb_mm_05_x", "AMB-MM-05", NOT_AFTER) and not named_in("# DS-MM-05", "MM-05", NOT_AFTER)
