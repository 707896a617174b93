"""The rules layer's errors survive pickling, so a simulation worker process can hand one to the parent
(a malformed content file met in a worker once left ``simulate --workers`` hanging)."""
from __future__ import annotations

import pickle

import pytest

from games.core.errors import ConfigError, ContentError, IllegalInput


@pytest.mark.parametrize("error", [ContentError("golf.yaml", "holes", "must rise"), ConfigError("bad", "ST-01"),
                                   ConfigError("bad"), IllegalInput("ST-09", "red", "wager", 31, "too much")])
def test_errors_round_trip_through_pickle(error):
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is type(error) and str(back) == str(error) and back.__dict__ == error.__dict__
