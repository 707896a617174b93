# Two commands a newcomer needs: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test test-fast test-acceptance lint bench install system-packages clean

$(STAMP): pyproject.toml constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c constraints.txt -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# The newest releases of every dependency: install them, record them in constraints.txt, run the suite.
.PHONY: upgrade
upgrade: $(STAMP)
	$(PY) -m pip install -q --upgrade --upgrade-strategy eager -e '.[test]'
	{ grep '^#' constraints.txt; $(PY) -m pip freeze --exclude-editable; } > constraints.txt.new
	mv constraints.txt.new constraints.txt
	touch $(STAMP)
	$(MAKE) test

# Xvfb/xauth for the window tests, Chromium for the phone tests: installed with apt-get where allowed, else one line says what to install.
system-packages:
	@sh tests/setup/system-packages.sh $(VENV)/.system-packages

play: $(STAMP)
	$(VENV)/bin/eightbit play --sim $(ARGS)

# ruff and mypy, configured in pyproject.toml; `make test` runs them before pytest.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

test: $(STAMP) system-packages lint
	$(PY) -m pytest -n auto --dist loadgroup

# The table acceptance harness alone (issue 19; `make test` runs it too): the real console, emulated boards.
test-acceptance: $(STAMP) system-packages
	$(PY) -m pytest -n 0 tests/host/acceptance

# The quick loop: every test but the slow, emulated-board, real-window and browser ones (markers: tests/conftest.py).
test-fast: $(STAMP) system-packages
	$(PY) -m pytest -n auto --dist loadgroup -m "not slow and not emulated and not window and not browser"

bench: $(STAMP)
	$(PY) tests/bench/run_all.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
