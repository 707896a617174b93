"""`make test` sets itself up (issue 7): the system-package step is in the repository and does its job.

The step (tests/setup/system-packages.sh, run by `make test`) is run here on a PATH where Xvfb does not
exist, with a fake apt-get that records what it is asked: as root it installs xvfb and xauth; without root
or sudo it prints one line saying what to install; either way it never fails the build by itself.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "setup" / "system-packages.sh"


def bare_path(tmp_path: Path, uid: int, sudo_ok: bool) -> dict[str, str]:
    """A PATH holding only the shell tools the script uses plus fakes for apt-get, id and sudo."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("sh", "mkdir", "dirname", "env", "cat", "true"):
        real = shutil.which(tool)
        assert real, tool
        (bin_dir / tool).symlink_to(real)
    log = tmp_path / "apt.log"
    (bin_dir / "apt-get").write_text(f'#!/bin/sh\necho "$@" >> {log}\n')
    (bin_dir / "id").write_text(f"#!/bin/sh\necho {uid}\n")
    (bin_dir / "sudo").write_text("#!/bin/sh\n" + ('[ "$1" = -n ] && shift; exec "$@"\n' if sudo_ok else "exit 1\n"))
    for f in ("apt-get", "id", "sudo"):
        (bin_dir / f).chmod(0o755)
    return {"PATH": str(bin_dir), "HOME": str(tmp_path)}


def run_step(tmp_path: Path, uid: int, sudo_ok: bool = False) -> tuple[subprocess.CompletedProcess, str]:
    report = tmp_path / "report"
    proc = subprocess.run([shutil.which("sh"), str(SCRIPT), str(report)], env=bare_path(tmp_path, uid, sudo_ok),
                          capture_output=True, text=True, timeout=30)
    return proc, report.read_text().strip()


def test_make_test_runs_the_system_package_step():
    make = (ROOT / "Makefile").read_text()
    test_rule = re.search(r"^test:(.*)$", make, re.M)
    assert test_rule and "system-packages" in test_rule.group(1)
    assert "tests/setup/system-packages.sh" in make
    ci = (ROOT / ".ci" / "run").read_text()
    assert "apt-get" not in ci and "make test" in ci


def test_as_root_without_xvfb_it_installs_xvfb_and_xauth(tmp_path):
    proc, report = run_step(tmp_path, uid=0)
    assert proc.returncode == 0
    asked = (tmp_path / "apt.log").read_text()
    assert "install" in asked and "xvfb" in asked and "xauth" in asked
    assert report == "ok"


def test_with_passwordless_sudo_it_installs_through_sudo(tmp_path):
    proc, report = run_step(tmp_path, uid=1000, sudo_ok=True)
    assert proc.returncode == 0 and "xvfb" in (tmp_path / "apt.log").read_text()


def test_without_root_or_sudo_it_says_in_one_line_what_to_install(tmp_path):
    proc, report = run_step(tmp_path, uid=1000, sudo_ok=False)
    assert proc.returncode == 0
    assert not (tmp_path / "apt.log").exists()
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "apt-get install -y xvfb xauth" in lines[0]
    assert "xvfb xauth" in report


def test_the_window_tests_quote_that_line():
    text = (ROOT / "tests" / "host" / "screen" / "test_window.py").read_text()
    assert ".system-packages" in text and "pytest.skip" not in text


def test_as_root_without_chromium_it_installs_chromium(tmp_path):
    proc, report = run_step(tmp_path, uid=0)
    assert proc.returncode == 0 and "chromium" in (tmp_path / "apt.log").read_text()


def test_the_browser_tests_quote_that_line():
    text = (ROOT / "tests" / "host" / "phones" / "browser.py").read_text()
    assert ".system-packages" in text and "pytest.skip" not in text
