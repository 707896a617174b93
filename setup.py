"""The package list, which pyproject.toml cannot say: every package under games/, hal/ and host/ (found, so a new
game needs no entry here), plus the top-level firmware/ and hardware/ folders, which a wheel carries inside hal
(``hal.firmware``, ``hal.hardware``; hal/resources.py finds them there or, in a checkout, beside hal/).
Everything else is in pyproject.toml.
"""
from __future__ import annotations

import os

from setuptools import find_namespace_packages, setup

MAPPED = {"hal.firmware": "firmware", "hal.hardware": "hardware"}


def packages(root: str = ".") -> list[str]:
    found = find_namespace_packages(root, include=["games", "games.*", "hal", "hal.*", "host", "host.*"])
    for package, folder in MAPPED.items():
        found += [package, *(f"{package}.{sub}" for sub in find_namespace_packages(os.path.join(root, folder)))]
    return sorted(found)


if __name__ == "__main__":
    setup(packages=packages(), package_dir=MAPPED)
