"""Board profiles and face tables are looked up by name, never opened as a path (issue 7, item 5); the user's
folder ($EIGHTBIT_BOARDS, else ~/.config/eightbit/boards) adds profiles but cannot replace shipped ones."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from hal import profiles
from hal.boards import board_names, load_board
from hal.faces import FaceTableError, load_face_table

SHIPPED = Path(__file__).resolve().parents[2] / "hardware"


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    folder = tmp_path / "boards"
    (folder / "faces").mkdir(parents=True)
    monkeypatch.setenv("EIGHTBIT_BOARDS", str(folder))
    return folder


def _profile_text(name: str, faces: str = "default") -> str:
    text = (SHIPPED / "boards" / "dial-v1.yaml").read_text()
    return text.replace("name: dial-v1", f"name: {name}").replace("faces: default", f"faces: {faces}")


@pytest.mark.parametrize("name", ["../../etc/passwd", "<tmp>/x", "<tmp>/x.yaml", "hardware/boards/dial-v1.yaml",
                                  "dial-v1.yaml", "", "Dial-V1", "dial v1", "x" * 40, None, 7])
def test_anything_but_a_name_is_refused_without_touching_the_filesystem(name, monkeypatch, tmp_path):
    if isinstance(name, str):
        name = name.replace("<tmp>", str(tmp_path))                # an absolute path, built from tmp_path
    def no_io(*_a, **_k):
        raise AssertionError("a non-name reached the filesystem")
    monkeypatch.setattr(Path, "is_file", no_io)
    with pytest.raises(ValueError, match="not a profile name|never opened as a path"):
        load_board(name)
    with pytest.raises(FaceTableError, match="not a profile name"):
        load_face_table(name)


def test_an_absolute_path_that_exists_is_still_not_opened(tmp_path):
    (tmp_path / "evil.yaml").write_text(_profile_text("evil"))
    with pytest.raises(ValueError, match="not a profile name"):
        load_board(str(tmp_path / "evil"))


def test_unknown_name_lists_the_known_ones(user_dir):
    with pytest.raises(ValueError, match=r"unknown board profile 'dial-v9' \(known: dial-oled-v1, dial-v1, switch-v1\)"):
        load_board("dial-v9")


def test_user_folder_adds_profiles_and_face_tables(user_dir):
    (user_dir / "faces" / "mine.yaml").write_text((SHIPPED / "faces" / "default.yaml").read_text())
    (user_dir / "my-dial.yaml").write_text(_profile_text("my-dial", faces="mine"))
    assert "my-dial" in board_names()
    profile = load_board("my-dial")
    assert profile.name == "my-dial" and profile.face_table().detents == (4, 31, 4)


def test_a_shipped_name_always_means_the_shipped_profile(user_dir):
    (user_dir / "dial-v1.yaml").write_text(_profile_text("dial-v1").replace("lock: 15", "lock: 2"))
    assert load_board("dial-v1").pins["lock"] == 15


def test_a_profile_whose_name_differs_from_its_file_is_refused(user_dir):
    (user_dir / "fake.yaml").write_text(_profile_text("dial-v1"))
    with pytest.raises(ValueError, match="its name is 'dial-v1' but the file is fake.yaml"):
        load_board("fake")


def test_a_profile_naming_its_faces_by_path_is_refused(user_dir):
    (user_dir / "pathy.yaml").write_text(_profile_text("pathy", faces="/etc/passwd"))
    with pytest.raises(FaceTableError, match="not a profile name"):
        load_board("pathy").face_table()


def test_a_fifo_or_folder_with_a_profile_name_is_not_a_profile(user_dir):
    os.mkfifo(user_dir / "piped.yaml")
    (user_dir / "folder.yaml").mkdir()
    for name in ("piped", "folder"):
        with pytest.raises(ValueError, match=f"unknown board profile '{name}'"):
            load_board(name)
    assert "piped" not in board_names()


@pytest.mark.parametrize("text", ["[" * 5000, ": : :", "\xff", "name: bad\nwheels: 3\npins: {}\n"])
def test_a_broken_user_profile_is_one_sentence(user_dir, text):
    (user_dir / "bad.yaml").write_text(text, encoding="utf-8", errors="surrogateescape")
    with pytest.raises(ValueError) as info:
        load_board("bad")
    assert "bad" in str(info.value) and "\n" not in str(info.value)


def test_default_user_folder_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("EIGHTBIT_BOARDS", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert profiles.user_dir() == tmp_path / "eightbit" / "boards"


@pytest.mark.parametrize("text", ["left: 5\n", "left: {directions: [up]}\ncentre: 5\nright: {symbols: []}\n",
                                  "left: {directions: [up]}\ncentre: {numbers: {from: x, to: 3}}\n",
                                  "left: {directions: [up]}\ncentre: {numbers: {from: 0, to: 3}, colours: [red]}\n"])
def test_a_broken_user_face_table_is_one_sentence(user_dir, text):
    (user_dir / "faces" / "broken.yaml").write_text(text)
    with pytest.raises(FaceTableError) as info:
        load_face_table("broken")
    assert "broken.yaml" in str(info.value) and "\n" not in str(info.value)
