"""host.files: bounded, one-line reading of user-named files (issue 7, item 4: files; FIFOs, devices, YAML bombs)."""
from __future__ import annotations

import os
import threading

import pytest
from hypothesis import given, settings, strategies as st

from host.errors import CommandError
from host.files import load_yaml_file, load_yaml_text, read_bytes_file, read_text_file, shown


def _refused(fn, *args) -> str:
    with pytest.raises(CommandError) as info:
        fn(*args)
    message = str(info.value)
    assert "\n" not in message and len(message) < 300, message
    return message


def _in_thread(fn, *args, timeout: float = 20.0):
    """Run ``fn`` where a hang fails the test instead of hanging the suite."""
    result: list[object] = []
    t = threading.Thread(target=lambda: result.append(_try(fn, *args)), daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), f"{fn.__name__}{args} hung"
    return result[0]


def _try(fn, *args):
    try:
        return fn(*args)
    except CommandError as exc:
        return exc


def test_a_regular_file_is_read(tmp_path):
    p = tmp_path / "c.yaml"
    p.write_text("board: dial-v1\ncalibration: {left: [1, 2]}\n", encoding="utf-8")
    assert read_text_file(p, "calibration file").startswith("board:")
    assert load_yaml_file(str(p), "calibration file") == {"board": "dial-v1", "calibration": {"left": [1, 2]}}


def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    out = _in_thread(read_text_file, str(fifo), "calibration file")
    assert isinstance(out, CommandError) and "FIFO" in str(out) and "pipe" in str(out)


@pytest.mark.parametrize("path, kind", [("/dev/zero", "device"), ("/dev/null", "device")])
def test_a_device_is_refused(path, kind):
    out = _in_thread(read_bytes_file, path, "tiles file")
    assert isinstance(out, CommandError) and kind in str(out) and path in str(out)


def test_a_directory_missing_file_and_empty_name_are_one_line(tmp_path):
    assert "directory" in _refused(read_text_file, tmp_path, "answers file")
    assert "No such file" in _refused(read_text_file, tmp_path / "nope.yaml", "answers file")
    assert "file name is empty" in _refused(read_text_file, "", "answers file")
    assert "not a valid file name" in _refused(read_text_file, "a\0b", "answers file")


def test_too_large_is_refused_after_reading_at_most_the_limit(tmp_path):
    p = tmp_path / "big.yaml"
    p.write_bytes(b"a" * 5000)
    assert "larger than 4,000 bytes" in _refused(read_text_file, p, "tiles file", 4000)
    assert read_bytes_file(p, "tiles file", 5000) == b"a" * 5000


def test_non_utf8_names_the_byte_and_line(tmp_path):
    p = tmp_path / "latin1.yaml"
    p.write_bytes(b"board: dial\nname: caf\xe9\n")
    assert "not UTF-8 text (byte 0xE9 on line 2)" in _refused(read_text_file, p, "calibration file")


def _billion_laughs(levels: int = 9) -> str:
    text = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    prev = "a"
    for name in "bcdefghijk"[:levels - 1]:
        text += f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 9) + "]\n"
        prev = name
    return text


def test_billion_laughs_is_refused_before_it_expands():
    assert "expands to more than" in _refused(load_yaml_text, _billion_laughs(), "calibration file x.yaml")


def test_a_few_aliases_are_still_fine():
    assert load_yaml_text("a: &x [1, 2]\nb: *x\n", "x") == {"a": [1, 2], "b": [1, 2]}


def test_a_self_referring_alias_is_refused():
    assert "refers to itself" in _refused(load_yaml_text, "&a [*a]", "x")


@pytest.mark.parametrize("text", ["[" * 100_000, "[" * 100_000 + "]" * 100_000, "a:\n" + "".join(
    f"{' ' * i}b:\n" for i in range(1, 200)), "{a: " * 5000 + "1" + "}" * 5000])
def test_deep_nesting_is_one_line_not_a_recursion_error(text):
    assert "nested deeper than" in _refused(load_yaml_text, text, "tiles file t.yaml")


def test_depth_hidden_behind_aliases_is_refused():
    text = "a: &a " + "[" * 40 + "]" * 40 + "\nb: &b " + "[" * 40 + "*a" + "]" * 40 + "\n"
    assert "once its aliases are expanded" in _refused(load_yaml_text, text, "x")


@pytest.mark.parametrize("text, needle", [
    ("a: [1, 2", "line 1, column 9"),
    ("a: 2001-13-45", "month must be in 1..12"),
    ("a: " + "1" * 5000, "cannot build"),
    ("a: \x07", "U+0007"),
    ("a\n---\nb", "single document"),
    ("!!python/object:os.system 1", "constructor"),
    ("? [a]\n: 1", "unhashable"),
])
def test_malformed_yaml_is_one_line(text, needle):
    assert needle in _refused(load_yaml_text, text, "answers file a.yaml")


def test_messages_never_format_an_unbounded_value():
    assert len(shown("x" * 10_000)) <= 80
    assert shown(list(range(10_000))) == "<list of 10000 items>"
    assert "\n" not in shown("a\nb") and shown("bad\udcffname") == "bad\\udcffname"
    assert len(shown(10 ** 4000)) <= 80 or shown(10 ** 4000).startswith("<")


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_give_data_or_one_line(tmp_path_factory, data):
    p = tmp_path_factory.mktemp("fuzz") / "f.yaml"
    p.write_bytes(data)
    try:
        load_yaml_file(p, "calibration file")
    except CommandError as exc:
        assert "\n" not in str(exc)
