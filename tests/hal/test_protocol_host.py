"""Host codec (hal.protocol) against the shared vectors; garbage, corruption and truncation never pass."""
import json
import random
from pathlib import Path

from hal.protocol import BoardError, Decoder, Hello, RawReading, State, command, crc16, crc16_fast, parse_board_line, ParseStats

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
