"""Firmware protocol codec against the shared vectors, plus exhaustive corruption/truncation checks."""
import json

from conftest import FIRMWARE
import protocol as P

VEC = json.loads((FIRMWARE / "protocol_vectors.json").read_text())
NAMES = {P.CMD_HELLO: "hello", P.CMD_STATE: "state", P.CMD_IDENTIFY: "identify", P.CMD_LED: "led", P.CMD_RAW: "raw"}
MODES = ["off", "waiting", "colour", "locked", "invalid", "identify", "rgb"]


def feed(parser, data):
    return [r for r in (parser.feed(b) for b in data) if r != P.CMD_NONE]


def test_crc_vectors():
    for v in VEC["crc"]:
        assert "%04X" % P.crc16(v["data"].encode()) == v["crc"]


def test_state_lines_match_vectors_and_are_fixed_length():
    line = P.StateLine()
    for v in VEC["state_lines"]:
        pos = [-1 if p is None else p for p in v["positions"]]
        got = bytes(line.format(v["heartbeat"], v["seq"], *pos, v["locked"])).decode()
        assert got == v["line"]
        assert len(got) == P.StateLine.LENGTH


def test_raw_lines_match_vectors_and_are_fixed_length():
    line = P.RawLine()
    for v in VEC["raw_lines"]:
        got = bytes(line.format(*v["raw"], v["locked"])).decode()
        assert got == v["line"]
        assert len(got) == P.RawLine.LENGTH


def test_hello_and_error_lines_match_vectors():
    for v in VEC["hello_lines"]:
        f = v["fields"]
        assert bytes(P.hello_line(f["fw"], f["uid"], f["colour"], f["board"], f["detents"], f["rej"])).decode() == v["line"]
    for v in VEC["error_lines"]:
        assert bytes(P.error_line(v["reason"])).decode() == v["line"]


def test_host_commands_parse():
    for v in VEC["host_commands"]:
        p = P.CommandParser()
        assert [NAMES[c] for c in feed(p, v["line"].encode())] == [v["command"]]
        if v["command"] == "led":
            assert MODES[p.led_mode] == v["mode"]
            if v["mode"] == "rgb":
                assert [p.rgb_r, p.rgb_g, p.rgb_b] == v["rgb"]


def test_rejected_commands_are_counted_and_parser_resyncs():
    p = P.CommandParser()
    for i, v in enumerate(VEC["rejected_host_commands"]):
        assert feed(p, v["line"].encode()) == [P.CMD_REJECTED]
        assert p.rejected == i + 1
        assert feed(p, VEC["host_commands"][0]["line"].encode()) == [P.CMD_HELLO]


def test_every_single_byte_corruption_and_truncation_is_rejected():
    for v in VEC["host_commands"]:
        good = v["line"].encode()
        for i in range(len(good) - 1):  # every byte but the final newline
            for value in range(256):
                if value == good[i]:
                    continue
                bad = bytearray(good)
                bad[i] = value
                p = P.CommandParser()
                accepted = [c for c in feed(p, bytes(bad) + b"\n") if c > 0]
                assert accepted == [], (good, i, value)
        for cut in range(1, len(good) - 1):
            p = P.CommandParser()
            assert [c for c in feed(p, good[:cut] + b"\n") if c > 0] == [], (good, cut)


def test_garbage_never_raises():
    import random
    rnd = random.Random(7)
    p = P.CommandParser()
    for _ in range(20000):
        p.feed(rnd.randrange(256))
    assert feed(p, b"\n" + VEC["host_commands"][1]["line"].encode()) [-1] == P.CMD_STATE


def test_no_byte_03_in_anything_the_board_sends():
    line = P.StateLine()
    for seq in range(0, 0x10000, 97):
        assert 3 not in line.format(seq % 2 == 0, seq, seq % 31, seq % 4, -1, seq % 3 == 0)


def test_no_byte_03_in_raw_lines():
    line = P.RawLine()
    for v in range(0, 0x10000, 251):
        assert 3 not in line.format(v, 0xFFFF - v, v ^ 0x0303, v % 2)


class _Hw:
    def __init__(self):
        self.raws = [0x1FFF, 0x8000, 0xE000]
        self.lock = False

    def raw(self, i):
        return self.raws[i]

    def lock_pressed(self):
        return self.lock

    def show(self, rgb):
        pass

    def feed(self):
        pass


class _Link:
    def __init__(self, data=b""):
        self.inp = bytearray(data)
        self.out = bytearray()

    def read_byte(self):
        return self.inp.pop(0) if self.inp else -1

    def write(self, buf):
        self.out += buf


def test_app_answers_raw_request_with_the_adc_readings():
    import app as A
    import config
    link = _Link(VEC["host_commands"][-1]["line"].encode())  # ?R
    assert VEC["host_commands"][-1]["command"] == "raw"
    application = A.App(config.merged(None), _Hw(), link, "CAFE", 0)
    application.step(0)
    assert VEC["raw_lines"][0]["line"].encode() in bytes(link.out)


def test_app_run_paces_scans_and_keeps_reporting():
    import app as A
    import config
    hw = _Hw()
    hw.raws = [8192, 1057, 8192]  # left at detent 0, centre 0, right 0 of the default dial
    link = _Link()
    application = A.App(config.merged(None), hw, link, "CAFE", 0)
    application.run(30)
    assert application.scans == 30
    assert b"S 0001 00 00 00 0" in bytes(link.out)
