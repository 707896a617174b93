# Two commands a newcomer needs: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench install clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

play: $(STAMP)
	$(VENV)/bin/eightbit play --sim $(ARGS)

test: $(STAMP)
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) tests/bench/run_all.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
