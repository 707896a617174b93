"""The whole suite's guards and markers.

Guards (tests write only under pytest's temporary folders, so ``make test`` passes from a clone at any path,
as any user, with an empty system temporary folder):

1. Every test runs with the user's folders pointed at a fresh folder of its own under pytest's base temp:
   ``HOME``, ``XDG_DATA_HOME`` (journals and settings, host/settings.py), ``XDG_CONFIG_HOME`` (board profiles,
   hal/profiles.py), ``XDG_CACHE_HOME``, ``XDG_RUNTIME_DIR`` (port claims, hal/port_claim.py) and ``TMPDIR``
   (with :mod:`tempfile`'s cached folder); ``EIGHTBIT_BOARDS`` is unset. Subprocesses inherit them.
2. A file the test process creates, changes or removes outside pytest's base temp fails that test at teardown,
   naming the paths (an audit hook: Python-level writes; bytecode caches and hypothesis' example database in
   the checkout, both gitignored, are allowed; writes by native code or by subprocesses are not seen here).
3. After the session, files that appeared in the checkout, are untracked and are not gitignored fail the run.

Markers (registered in pyproject.toml; ``make test-fast`` leaves all four out):

- ``window``: a real window under Xvfb (the test uses the ``xvfb`` fixture);
- ``emulated``: the firmware on the MicroPython unix port (emulated boards, the MicroPython runner), found
  from the names the test's code reaches (:data:`EMULATED_NAMES`);
- ``browser``: the phone page in the system's headless Chromium (the ``chromium`` fixture, tests/host/phones/browser.py);
- ``slow``: set by hand on the few long tests that are neither.
"""
from __future__ import annotations

import inspect
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = os.path.join(str(ROOT / "tests"), "")
ORIGINAL_ENV = dict(os.environ)
"""The environment the run started with (git reads the user's own configuration from it)."""

WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
PATH_EVENTS = {"os.mkdir": (0,), "os.rename": (0, 1), "os.symlink": (1,), "os.link": (1,), "os.remove": (0,),
               "os.rmdir": (0,)}
"""Audit events that change the file system, and which of their arguments are the changed paths."""
ALLOWED_EVERYWHERE = ("/dev/", "/proc/")
ALLOWED_IN_CHECKOUT = ("__pycache__", ".hypothesis")
"""Folders in the checkout a test run may write to: bytecode caches and hypothesis' example database."""

EMULATED_NAMES = {"EmulatedBoard", "FlashableBoard", "start_boards", "running_boards", "run_mp",
                  "micropython_command", "play_on_boards", "boot_image"}
"""Names that make a test ``emulated`` when its code, a fixture it uses or a test-suite helper it calls uses one
(hal/emulator.py, tests/hal/rawrepl_emulator.py, tests/host/emulated.py, tests/firmware/test_micropython.py)."""


class WriteWatch:
    """Collects the paths the test process writes outside the allowed folders while a test runs."""

    def __init__(self) -> None:
        self.allowed: tuple[str, ...] = ALLOWED_EVERYWHERE
        self.seen: list[str] | None = None

    def allow(self, *folders: Path) -> None:
        self.allowed += tuple(os.path.join(os.path.realpath(f), "") for f in folders)

    def hook(self, event: str, args: tuple[Any, ...]) -> None:
        if self.seen is None:
            return
        if event == "open":
            if isinstance(args[2], int) and args[2] & WRITE_FLAGS:
                self._check(args[0], None)
        elif event in PATH_EVENTS:
            dir_fd = args[-1] if event != "os.rename" else args[2]
            for i in PATH_EVENTS[event]:
                self._check(args[i], dir_fd)
        elif event == "socket.bind" and isinstance(args[1], str) and args[1] and args[1][0] != "\0":
            self._check(args[1], None)

    def _check(self, path: Any, dir_fd: Any) -> None:
        if dir_fd not in (None, -1) or isinstance(path, int) or self.seen is None:
            return
        try:
            full = os.path.realpath(os.fsdecode(path))
        except (TypeError, ValueError, OSError):
            return
        if full.startswith(self.allowed):
            return
        inside = full.startswith(os.path.join(str(ROOT), ""))
        if inside and any(part in ALLOWED_IN_CHECKOUT for part in Path(full).relative_to(ROOT).parts):
            return
        self.seen.append(full)


WATCH = WriteWatch()
sys.addaudithook(WATCH.hook)


def _user_folders(base: Path) -> dict[str, str]:
    folders = {"HOME": base / "home", "XDG_DATA_HOME": base / "home" / ".local" / "share",
               "XDG_CONFIG_HOME": base / "home" / ".config", "XDG_CACHE_HOME": base / "home" / ".cache",
               "XDG_RUNTIME_DIR": base / "run", "TMPDIR": base / "tmp"}
    for key in ("HOME", "XDG_RUNTIME_DIR", "TMPDIR"):
        folders[key].mkdir(mode=0o700, parents=True)
    return {key: str(path) for key, path in folders.items()}


def _point_user_folders(base: Path, setenv: Any, delenv: Any, setattr_: Any) -> None:
    for key, value in _user_folders(base).items():
        setenv(key, value)
    delenv("EIGHTBIT_BOARDS", raising=False)
    setattr_(tempfile, "tempdir", os.environ["TMPDIR"])


def pytest_sessionstart(session: pytest.Session) -> None:
    """The user's folders point under pytest's base temp already while tests are collected."""
    base = session.config._tmp_path_factory.getbasetemp()  # type: ignore[attr-defined]
    WATCH.allow(base)
    patch = pytest.MonkeyPatch()      # undone with the process; the per-test fixture layers over it
    _point_user_folders(base / "session-user", patch.setenv, patch.delenv, patch.setattr)
    if not hasattr(session.config, "workerinput"):
        session.config.stash[_BEFORE] = _untracked()


@pytest.fixture(autouse=True)
def _own_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Guards 1 and 2 for one test."""
    _point_user_folders(tmp_path_factory.mktemp("user"), monkeypatch.setenv, monkeypatch.delenv,
                        monkeypatch.setattr)
    WATCH.seen = []
    try:
        yield
    finally:
        seen, WATCH.seen = WATCH.seen, None
    if seen:
        listed = "\n  ".join(sorted(set(seen)))
        pytest.fail(f"the test wrote outside its temporary folders (use tmp_path):\n  {listed}", pytrace=False)


_BEFORE = pytest.StashKey[set[str] | None]()
_NEW = pytest.StashKey[list[str]]()


def _untracked() -> set[str] | None:
    """Untracked files in the checkout that git does not ignore (None: not a git checkout, or no git)."""
    try:
        proc = subprocess.run(["git", "ls-files", "--others", "--exclude-standard", "-z"], cwd=ROOT,
                              env=ORIGINAL_ENV, capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return set(proc.stdout.decode(errors="replace").split("\0")) - {""} if proc.returncode == 0 else None


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Guard 3: the run fails when it left new files in the checkout."""
    before = session.config.stash.get(_BEFORE, None)
    after = _untracked() if before is not None else None
    if before is None or after is None or not after - before:
        return
    session.config.stash[_NEW] = sorted(after - before)
    if session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    new = config.stash.get(_NEW, [])
    if new:
        terminalreporter.section("files left in the checkout", sep="=", red=True)
        terminalreporter.write_line("the tests wrote these untracked files into the repository (use tmp_path):")
        for name in new:
            terminalreporter.write_line(f"  {name}")


def _names(code: CodeType) -> set[str]:
    """The global and attribute names a function's code (and the code nested in it) uses."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, CodeType):
            names |= _names(const)
    return names


def _reaches_emulated(func: Any, seen: set[Any]) -> bool:
    """Whether ``func``, or a helper of the test suite it calls by name, uses one of :data:`EMULATED_NAMES`."""
    func = inspect.unwrap(func)
    code = getattr(func, "__code__", None)
    if code is None or func in seen:
        return False
    seen.add(func)
    names = _names(code)
    if names & EMULATED_NAMES:
        return True
    scope = getattr(func, "__globals__", {})
    for name in names:
        helper = scope.get(name)
        if inspect.isfunction(helper) and helper.__code__.co_filename.startswith(TESTS) and _reaches_emulated(
                helper, seen):
            return True
    return False


def _fixture_functions(item: pytest.Item) -> list[Any]:
    info = getattr(item, "_fixtureinfo", None)
    defs = info.name2fixturedefs.values() if info is not None else ()
    return [d[-1].func for d in defs if d]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The ``window``, ``browser`` and ``emulated`` markers, from the fixtures a test uses and the names its code
    reaches."""
    for item in items:
        if "xvfb" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.window)
        if "chromium" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)
        seen: set[Any] = set()
        funcs = [getattr(item, "function", None), *_fixture_functions(item)]
        if any(f is not None and _reaches_emulated(f, seen) for f in funcs):
            item.add_marker(pytest.mark.emulated)
