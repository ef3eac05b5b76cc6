"""The lock (constraints.txt) against pyproject.toml and against what is installed: a fresh
install must be the stack CI tested. `.ci/lock` rewrites the lock after a change."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[1]
# Put there by `python -m venv` itself (setuptools too, on 3.11), not by a2rl's requirements.
NOT_LOCKED = {"pip", "setuptools", "wheel", "a2rl"}


def _pins() -> dict[str, str]:
    text = (REPO / "constraints.txt").read_text()
    pins = {}
    for name, version in re.findall(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)", text, re.M):
        assert canonicalize_name(name) not in pins, f"{name} is pinned twice in constraints.txt"
        pins[canonicalize_name(name)] = version
    return pins


def _declared() -> list[tuple[str, Requirement]]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    out = [("dependencies", Requirement(r)) for r in project["dependencies"]]
    for extra, reqs in project["optional-dependencies"].items():
        out += [(f"extra {extra}", Requirement(r)) for r in reqs]
    return out


def test_every_requirement_of_every_extra_is_pinned_within_its_range():
    pins = _pins()
    wrong = []
    for where, req in _declared():
        if req.name == "a2rl":
            continue
        pin = pins.get(canonicalize_name(req.name))
        if pin is None or not req.specifier.contains(pin, prereleases=True):
            wrong.append(f"{where}: {req} (locked: {pin})")
    assert not wrong, "constraints.txt disagrees with pyproject.toml; run .ci/lock:\n" + "\n".join(wrong)


def test_the_installed_stack_is_the_locked_one():
    """Every installed package is in the lock at its locked version, so nothing an install pulled in
    went unpinned (a lock of the direct requirements only would fail here)."""
    pins = _pins()
    drift, unpinned = [], []
    for dist in metadata.distributions():
        name = canonicalize_name(dist.metadata["Name"])
        if name in NOT_LOCKED:
            continue
        if name not in pins:
            unpinned.append(f"{name} {dist.version}")
        elif dist.version.split("+")[0] != pins[name]:
            drift.append(f"{name} {dist.version} (locked {pins[name]})")
    assert not unpinned, f"installed but not in constraints.txt (run .ci/lock): {unpinned}"
    assert not drift, f"installed at another version than constraints.txt (pip install -c constraints.txt …): {drift}"

