"""What people read on the command line (issue 19 point 6): no rule ID in ``play --help`` or ``simulate --help``
(the IDs belong in docs/rules), and an error the rules raise is one sentence that does not start with its rule
ID — the ID stays in the exception's ``rule`` field."""
from __future__ import annotations

import re

import pytest

from games.core.errors import ConfigError, IllegalInput
from host.cli import main
from host.errors import sentence

RULE_ID = re.compile(r"\b(?:CON|PX|OS|ST|GAP|AMB)-\d")


@pytest.mark.parametrize("verb", ["play", "simulate", "resume"])
def test_help_names_no_rule(verb, capsys):
    with pytest.raises(SystemExit):
        main([verb, "--help"])
    out = capsys.readouterr().out
    assert "--variant" in out or verb == "resume"
    assert not RULE_ID.findall(out), RULE_ID.findall(out)


@pytest.mark.parametrize("verb", ["play", "simulate"])
def test_a_refused_option_is_a_sentence_without_its_rule(verb, capsys):
    argv = ([verb, "--game", "stadium", "--headless"] if verb == "play" else [verb, "stadium", "--games", "1"])
    argv += ["--trials", "nothing"]
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"eightbit {verb}: unknown trial 'nothing'"), err
    assert not RULE_ID.search(err), err


def test_the_rule_stays_on_the_exception():
    exc = ConfigError("each tile is unique", "ST-29")
    assert exc.rule == "ST-29" and sentence(exc) == "each tile is unique"
    refused = IllegalInput("PX-12", "red", "distance", 40, "a distance is from 1 to 30")
    assert sentence(refused) == "a distance is from 1 to 30" and refused.rule == "PX-12"
    assert sentence(ValueError("plain")) == "plain"
