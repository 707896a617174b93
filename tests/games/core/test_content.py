"""Content loading is bounded (issue 7): a content file that is not a regular file, not UTF-8, too deep,
too large or a "billion laughs" is one ContentError naming the file, quickly and in bounded memory."""
from __future__ import annotations

import os

import pytest

from games.core.content import load_yaml
from games.core.errors import ContentError

LAUGHS = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(8))


@pytest.mark.parametrize("name, content, says", [
    ("latin1.yaml", b"name: caf\xe9\n", "not UTF-8"),
    ("deep.yaml", b"[" * 5000 + b"]" * 5000, "deeper"),
    ("laughs.yaml", LAUGHS.encode(), "expands"),
    ("big.yaml", b"# " + b"x" * (2 << 20), "more than"),
    ("bad.yaml", b"a: [1, 2\n", "not valid YAML"),
])
def test_bad_content_files_are_one_content_error(tmp_path, name, content, says):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(ContentError, match=says) as info:
        load_yaml(path)
    assert name in str(info.value) and len(str(info.value)) < 300


@pytest.mark.parametrize("target", ["fifo", "dir", "/dev/zero"])
def test_content_that_is_not_a_regular_file_is_refused_without_reading(tmp_path, target):
    if target == "fifo":
        path = tmp_path / "pipe.yaml"
        os.mkfifo(path)
    elif target == "dir":
        path = tmp_path
    else:
        path = target
    with pytest.raises(ContentError, match="not a regular file"):
        load_yaml(path)
