"""Host codec (hal.protocol) against the shared vectors; garbage, corruption and truncation never pass."""
import json
import random
import re
from pathlib import Path

from hypothesis import given, settings, strategies as st

from hal.protocol import (BoardError, Decoder, Hello, ParseStats, RawReading, State, command, crc16, crc16_fast,
                          parse_board_line, parse_hello, seal)

VEC = json.loads((Path(__file__).resolve().parents[2] / "firmware" / "protocol_vectors.json").read_text())


def test_crc_vectors():
    for v in VEC["crc"]:
        assert "%04X" % crc16(v["data"].encode()) == v["crc"] == "%04X" % crc16_fast(v["data"].encode())


def test_state_and_hello_vectors_parse():
    for v in VEC["state_lines"]:
        m = parse_board_line(v["line"].encode())
        assert m == State(v["heartbeat"], v["seq"], tuple(v["positions"]), v["locked"])
    for v in VEC["hello_lines"]:
        m = parse_board_line(v["line"].encode())
        f = v["fields"]
        assert isinstance(m, Hello)
        assert (m.proto, m.fw, m.uid, m.colour, m.board, list(m.detents), m.rejected) == (
            f["proto"], f["fw"], f["uid"], f["colour"], f["board"], f["detents"], f["rej"])
    for v in VEC["error_lines"]:
        assert parse_board_line(v["line"].encode()) == BoardError(v["reason"])
    for v in VEC["raw_lines"]:
        assert parse_board_line(v["line"].encode()) == RawReading(tuple(v["raw"]), v["locked"])


def test_host_commands_match_vectors():
    for v in VEC["host_commands"]:
        arg = tuple(v["rgb"]) if v.get("rgb") else v.get("mode")
        assert command(v["command"], arg) == v["line"].encode()


def test_rejected_lines_are_counted():
    stats = ParseStats()
    for v in VEC["rejected_board_lines"]:
        assert parse_board_line(v["line"].encode("latin-1"), stats) is None, v["why"]
    assert stats.total == len(VEC["rejected_board_lines"])


def test_every_single_byte_corruption_and_truncation_is_rejected():
    lines = [v["line"].encode() for v in VEC["state_lines"] + VEC["raw_lines"] + VEC["hello_lines"][:1]]
    for good in lines:
        want = parse_board_line(good)
        for i in range(len(good) - 1):
            for value in range(256):
                if value == good[i]:
                    continue
                bad = bytearray(good)
                bad[i] = value
                dec = Decoder()
                assert dec.feed(bytes(bad)) == [], (good, i, value)
        for cut in range(1, len(good) - 1):
            assert Decoder().feed(good[:cut] + b"\n") == []
        assert Decoder().feed(good) == [want]


def test_garbage_and_partial_lines_resync_on_next_line():
    rnd = random.Random(3)
    dec = Decoder()
    good = VEC["state_lines"][0]["line"].encode()
    msgs = []
    for _ in range(300):
        msgs += dec.feed(bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 400))))
        msgs += dec.feed(b"\n" + good[:7])  # partial, completed next time
        msgs += dec.feed(good[7:])
    assert msgs.count(parse_board_line(good)) == 300
    assert dec.stats.total > 0


# --- hello grammar, field by field (issue 7 item 5; firmware/PROTOCOL.md "hello")

GOOD_HELLO = "proto=1 fw=1.1.0 uid=E66141040000CAFE colour=red board=dial-v1 detents=4,31,4 rej=0"


def test_rejected_hellos_say_which_field_is_wrong():
    for v in VEC["rejected_board_lines"]:
        if not v["why"].startswith("hello"):
            continue
        stats = ParseStats()
        assert parse_board_line(v["line"].encode(), stats) is None, v["why"]
        assert stats.counts == {"grammar": 1} and stats.last_hello_problem, v["why"]


def test_newer_hellos_are_accepted_with_unknown_keys_kept():
    for v in VEC["newer_hello_lines"]:
        m = parse_board_line(v["line"].encode())
        assert isinstance(m, Hello), v["why"]
        assert m.extra == v["extra"]
    assert parse_board_line(VEC["newer_hello_lines"][1]["line"].encode()).rejected == 0


def _with(**fields: str) -> str:
    parts = dict(item.split("=", 1) for item in GOOD_HELLO.split(" "))
    parts.update(fields)
    return " ".join(f"{k}={v}" for k, v in parts.items())


def test_numbers_python_int_would_accept_are_refused():
    # int() takes all of these; the grammar (dec = "0" / %x31-39 *8DIGIT) takes none
    for text in ("+1", "-0", "1_0", " 1", "1 ", "01", "\u0661", "\uff11", "1.0", "0x1", "", "1234567890"):
        for key in ("proto", "rej"):
            assert isinstance(parse_hello(_with(**{key: text})), str), (key, text)
        assert isinstance(parse_hello(_with(detents=f"4,{text},4")), str), text
    assert isinstance(parse_hello(_with(proto="999999999")), Hello)


def test_uid_colour_board_must_be_names_not_anything(tmp_path):
    assert "uid" in parse_hello(_with(uid="E661-CAFE"))
    assert "uid" in parse_hello(_with(uid="e661cafe"))
    assert "uid" in parse_hello(_with(uid="\uff21\uff22"))  # full-width A B
    assert parse_hello(_with(colour="")) == "hello has an empty colour"
    assert "board" in parse_hello(_with(board="../../etc/passwd"))
    assert "board" in parse_hello(_with(board=str(tmp_path / "x")))
    assert "repeats the key 'uid'" in parse_hello(GOOD_HELLO + " uid=ABCD")
    assert "repeats" in parse_hello(GOOD_HELLO + " extra=1 extra=2")


def test_a_crc_collision_cannot_smuggle_a_malformed_field():
    # seal() gives any body a valid CRC, exactly what a lucky corruption would produce
    for bad in ("proto=+1", "uid=CAFE!", "colour=", "detents=4,31", "rej=-3", "board=../x"):
        key = bad.split("=")[0]
        body = "H " + _with(**{key: bad.split("=", 1)[1]})
        stats = ParseStats()
        assert parse_board_line(seal(body), stats) is None, bad
        assert key in stats.last_hello_problem or "empty" in stats.last_hello_problem


def test_hello_problem_never_echoes_an_unbounded_value():
    problem = parse_hello(_with(uid="Z" * 200))
    assert isinstance(problem, str) and len(problem) < 120


HELLO_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEF0123456789=,._-+ "


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=HELLO_ALPHABET, max_size=120))
def test_any_hello_body_gives_a_valid_hello_or_a_counted_reject(fields_text):
    stats = ParseStats()
    m = parse_board_line(seal("H " + fields_text), stats)
    if m is None:
        assert stats.counts == {"grammar": 1}
        return
    assert isinstance(m, Hello)
    assert re.fullmatch(r"[0-9A-F]{2,32}", m.uid) and re.fullmatch(r"[a-z][a-z0-9-]{0,31}", m.colour)
    assert re.fullmatch(r"[a-z][a-z0-9-]{0,31}", m.board) and len(m.detents) == 3
    assert all(1 <= d <= 99 for d in m.detents) and 0 <= m.proto <= 999_999_999 and 0 <= m.rejected


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["proto", "fw", "uid", "colour", "board", "detents", "rej"]),
       st.text(alphabet=HELLO_ALPHABET.replace(" ", ""), max_size=12))
def test_a_field_parses_only_if_it_reads_back_the_same(key, value):
    m = parse_hello(_with(**{key: value}))
    if isinstance(m, Hello):
        shown = {"proto": str(m.proto), "fw": m.fw, "uid": m.uid, "colour": m.colour, "board": m.board,
                 "detents": ",".join(map(str, m.detents)), "rej": str(m.rejected)}
        assert shown[key] == value  # no "+1", "01", "1_0": the text on the wire is the number's one spelling
