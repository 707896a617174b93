"""The phone tests' fixtures: ``chromium`` (the system's headless Chromium, one per module; tests/host/phones/browser.py)."""
from tests.host.phones.browser import chromium  # noqa: F401 - a fixture, found by pytest by its name
