"""The repository stands alone (issue 17): no tracked file refers to a file outside it.

Every file ``git ls-files`` lists is read, but binary ones (a NUL byte in the first 8 KiB, or not UTF-8) and
files deleted from the working tree. A line fails when it holds:

- **the workshop's notes**: its design file or its rules digests by name (the upper-case file names the
  project's own ``docs/architecture.md`` and ``docs/rules/<game>.md`` replace), its notes folder as a
  sibling of the checkout, or the workshop's own root folder;
- **an absolute path** — a ``/`` that starts a token (at the start of a line, or after a space, a quote,
  ``(``, ``[``, ``=``, ``,``, ``|`` or a backtick that opens inline code) followed by a name — unless it is a
  location of the operating system a manual or a test legitimately names: it starts with ``/dev/``,
  ``/usr/``, ``/etc/``, ``/bin/``, ``/sbin/``, ``/lib/``, ``/proc/`` or ``/sys/``, or it is the X server's
  own socket folder or display lock in the system's temporary folder (``.X11-unix``, ``.X<n>-lock``: fixed
  by X11, named once in tests/host/screen/test_window.py). Every other one fails: home folders, temporary
  folders (tests use ``tmp_path``), any other machine's layout. A quoted string right after ``+`` is a
  suffix joined to a folder held in a variable, not a path; in a ``.gitignore`` a leading ``/`` means the
  repository's root;
- **a home folder** in another spelling: a tilde folder but the two documented user folders
  (``~/.config/eightbit``, ``~/.local/share`` — host/settings.py, docs/hardware.md), or a Windows user
  folder (a drive letter, then Users);
- in a Markdown file, **a relative link** (``](target)``) that does not resolve, from the file's own
  folder, to a tracked file or a folder of tracked files inside the repository. Links with a scheme
  (``https:``, ``mailto:``) and in-page anchors (``#...``) are not files.

The patterns are built from pieces so that this file passes its own check."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SLASH = "/"
BACK = "\\"
NOTES = re.compile("|".join([
    r"\bDESIGN" + r"\.md\b",
    r"\bRULES[\w-]*" + r"\.md\b",
    r"\.\." + SLASH + "shared" + r"\b",
    SLASH + "work" + SLASH,
]))
OPENS = r"""(?:^|(?<=[\s"'(\[=,|])|(?<=[\s(\[]`)|(?<=[\s(\[]``)|(?<=^`)|(?<=^``))"""
ABSOLUTE = re.compile(OPENS + SLASH + r"""[\w.{}*+-]+(?:/[\w.{}*+-]*)*""", re.M)
SYSTEM = re.compile(SLASH + r"(?:dev|usr|etc|bin|sbin|lib|proc|sys)/"
                    + "|" + SLASH + r"tmp/\.X(?:11-unix\b|\{?\w+\}?-lock\b)")
JOINED = re.compile(r"""\+\s*["']$""")
HOME = re.compile(r"~" + SLASH + r"(?!\.config/eightbit\b|\.local/share\b)" + r"|\b[A-Za-z]:\\+Users\\")
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def tracked(root: Path = ROOT) -> list[str]:
    """The files git tracks in ``root``."""
    done = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, check=False)
    assert done.returncode == 0, f"`git ls-files` failed in {root}: the check needs a git checkout"
    return [name for name in done.stdout.decode("utf-8").split("\0") if name]


def text_of(path: Path) -> str | None:
    """The file's text, or None for a binary file or one deleted from the working tree."""
    try:
        data = path.read_bytes()
    except (FileNotFoundError, IsADirectoryError):
        return None
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def line_problems(name: str, line: str) -> list[str]:
    """What in one line of the tracked file ``name`` refers outside the repository (links aside)."""
    found = [f"the workshop's notes ({m.group()})" for m in NOTES.finditer(line)]
    if not name.endswith(".gitignore"):
        found += [f"an absolute path ({m.group()})" for m in ABSOLUTE.finditer(line)
                  if not SYSTEM.match(m.group()) and not JOINED.search(line[:m.start()])]
    found += [f"a home folder ({m.group()}...)" for m in HOME.finditer(line)]
    return found


def known_paths(files: list[str]) -> set[str]:
    """The tracked files and every folder holding one."""
    return set(files) | {str(p) for f in files for p in Path(f).parents}


def link_problems(name: str, line: str, known: set[str], root: Path = ROOT) -> list[str]:
    """The relative Markdown links of one line of ``name`` that reach no tracked file or folder
    (``known``)."""
    found = []
    for target in LINK.findall(line):
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue
        path = target.split("#")[0]
        resolved = (root / name).parent / path
        try:
            inside = str(resolved.resolve().relative_to(root.resolve()))
        except ValueError:
            found.append(f"a link out of the repository ({target})")
            continue
        if inside not in known:
            found.append(f"a link to no tracked file ({target})")
    return found


def problems(root: Path = ROOT) -> list[str]:
    """Every reference to a file outside ``root`` in its tracked files, as ``path:line: what``."""
    names = tracked(root)
    known = known_paths(names)
    found = []
    for name in names:
        text = text_of(root / name)
        if text is None:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            hits = line_problems(name, line)
            if name.endswith(".md"):
                hits += link_problems(name, line, known, root)
            found += [f"{name}:{number}: {hit}" for hit in hits]
    return found


def test_no_tracked_file_refers_to_a_file_outside_the_repository():
    found = problems()
    assert not found, f"{len(found)} references outside the repository:\n" + "\n".join(found)


@pytest.mark.parametrize("line", [
    "see DESIGN" + ".md §3.4", "(RULES" + ".md OS-01)", "RULES-MAGICAL-ATHLETE" + ".md", "`.." + SLASH + "shared/x`",
    "open('" + SLASH + "work/main/x')", 'Path("' + SLASH + 'tmp/shots")', "TMPDIR or " + SLASH + "tmp",
    "(" + SLASH + "home/me/x)", "`" + SLASH + "root/.cache`", "= " + SLASH + "Users/me", "~" + SLASH + "notes.txt",
    "`" + SLASH + "opt/x`",
    "C:" + BACK + "Users" + BACK + "me", "| " + SLASH + "srv/data |", "board=" + SLASH + "x",
])
def test_each_kind_of_outside_reference_is_caught(line):
    assert line_problems("x.py", line), line


@pytest.mark.parametrize("line", [
    "/dev/ttyACM0 and /dev/null", "#!/usr/bin/env python", "/etc/udev/rules.d/99-8bit.rules", "`/usr/bin/chromium`",
    'X11_SOCKETS = Path("' + SLASH + 'tmp/.X11-unix")', '"' + SLASH + 'tmp/.X{n}-lock"',
    "`~" + SLASH + ".config/eightbit/boards`", "~" + SLASH + ".local/share/eightbit",
    "here + " + '"' + SLASH + 'tables.json"', "socket://10.0.0.5:7000", "https://example.org/a/b",
    "1/2 and/or a / b", "</title></svg>", "``neopixel``/SSD1306", "docs/architecture.md §7",
    "../../etc/passwd is refused",
])
def test_system_locations_urls_and_relative_paths_are_not_outside_references(line):
    assert line_problems("x.py", line) == []


def test_a_leading_slash_in_a_gitignore_is_the_repository_root():
    assert line_problems(".gitignore", SLASH + "screenshots/") == []


def test_relative_markdown_links_must_reach_a_tracked_file_or_folder(tmp_path):
    known = known_paths(["README.md", "docs/a.md", "docs/rules/README.md"])

    def links(line: str) -> list[str]:
        return link_problems("docs/a.md", line, known, tmp_path)
    assert links("[r](rules/README.md) [top](../README.md#developing) [folder](rules/) [x](#here)") == []
    assert links("[web](https://example.org/x.md) [mail](mailto:a@b.c)") == []
    assert links("[gone](rules/gone.md)") == ["a link to no tracked file (rules/gone.md)"]
    assert links("[out](../../elsewhere/notes.md)") == ["a link out of the repository (../../elsewhere/notes.md)"]


def test_binary_and_deleted_files_are_not_read(tmp_path):
    (tmp_path / "image.png").write_bytes(b"\x89PNG\0\0" + SLASH.encode() + b"tmp/x")
    (tmp_path / "latin1.txt").write_bytes("caf\xe9 ".encode("latin-1"))
    assert text_of(tmp_path / "image.png") is None and text_of(tmp_path / "latin1.txt") is None
    assert text_of(tmp_path / "gone.txt") is None


def test_a_checkout_is_scanned_whole(tmp_path):
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "README.md").write_text("[d](docs/x.md)\n", encoding="utf-8")
    (tmp_path / "tool.py").write_text("OUT = '" + SLASH + "tmp/out'\n", encoding="utf-8")
    subprocess.run(["git", "add", "README.md", "tool.py"], cwd=tmp_path, check=True)
    assert problems(tmp_path) == ["README.md:1: a link to no tracked file (docs/x.md)",
                                  "tool.py:1: an absolute path (" + SLASH + "tmp/out)"]
