"""The system's headless Chromium driven by Playwright's Python API, one browser per test module (``chromium``),
and helpers to work the phone page the way a person does: the sliders by keys and drags, LOCK by clicks.

Chromium comes from the system's packages (``make test`` installs it where it can:
tests/setup/system-packages.sh); Playwright's own browsers are never downloaded. Without it the tests fail with
the line that step wrote, never a skip."""
from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
PHONE = {"width": 360, "height": 800}


def chromium_path() -> str:
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        report = ROOT / ".venv" / ".system-packages"
        said = report.read_text().strip() if report.exists() else ""
        pytest.fail(f"Chromium is not installed: {said or 'install it (apt-get install chromium)'}"
                    " -- `make test` installs it where it can")
    return exe


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright
    exe = chromium_path()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, headless=True,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        yield browser
        browser.close()


def phone(chromium: Any, url: str) -> Any:
    """A new phone (its own browser context, 360×800, touch) on ``url``, once its seat is shown."""
    context = chromium.new_context(viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[class^='seat-']")     # (no wait_for_function: the page's CSP forbids eval)
    return page


def slider(page: Any, wheel: str) -> Any:
    return page.get_by_role("slider", name=f"{wheel} wheel")


def dial(page: Any, wheel: str, position: int) -> None:
    """Turn ``wheel`` to ``position`` with the keyboard: Home, then the right arrow."""
    s = slider(page, wheel)
    s.focus()
    s.press("Home")
    for _ in range(position):
        s.press("ArrowRight")
    assert s.get_attribute("aria-valuenow") == str(position)


def press_lock(page: Any) -> None:
    page.get_by_role("button", name="LOCK").click()


def end_table(proc: Any, boards: list[Any], stop: Any) -> None:
    """After a table test: the board players stop (``stop``, an Event), the game's process is killed if it still
    runs, the emulated boards stop."""
    stop.set()
    if proc.poll() is None:
        proc.kill()
        proc.wait()
    for board in boards:
        board.stop()
