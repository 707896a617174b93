"""The private screen's T lines on the board side (firmware/PROTOCOL.md, vectors in protocol_vectors.json):
each parses to its row and text, a bad row or a too-long text is one counted rejection, and every single-byte
corruption or truncation of a T line is rejected."""
import json
from pathlib import Path

import protocol as P

VEC = json.loads((Path(__file__).resolve().parents[2] / "firmware" / "protocol_vectors.json").read_text())


def feed(p, data):
    return [c for c in (p.feed(b) for b in data) if c != P.CMD_NONE]


def test_text_lines_parse_to_row_and_text():
    for v in VEC["text_commands"]:
        p = P.CommandParser()
        assert feed(p, v["line"].encode()) == [P.CMD_TEXT]
        assert p.text_row == v["row"] and bytes(p.text[:p.text_len]).decode() == v["text"]


def test_bad_rows_and_long_text_are_counted_rejections():
    for v in VEC["rejected_host_commands"]:
        if v["line"].startswith("T"):
            p = P.CommandParser()
            assert feed(p, v["line"].encode()) == [P.CMD_REJECTED] and p.rejected == 1


def test_every_single_byte_corruption_and_truncation_of_a_text_line_is_rejected():
    for v in VEC["text_commands"]:
        good = v["line"].encode()
        for i in range(len(good) - 1):
            for value in range(256):
                if value != good[i]:
                    bad = bytearray(good)
                    bad[i] = value
                    assert [c for c in feed(P.CommandParser(), bytes(bad) + b"\n") if c > 0] == [], (good, i)
        for cut in range(1, len(good) - 1):
            assert [c for c in feed(P.CommandParser(), good[:cut] + b"\n") if c > 0] == []


def test_notice_lines_match_the_vectors():
    for v in VEC["notice_lines"]:
        body = " ".join(f"{k}={value}" for k, value in v["fields"].items())
        assert bytes(P.notice_line(body)).decode() == v["line"]
