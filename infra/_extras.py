"""a2rl's optional parts: which pip extra a feature needs, whether it is installed, and the
one command that installs it.

The requirements are read from a2rl's own installed metadata (pyproject.toml's
`[project.optional-dependencies]`), so this module holds no second list of packages.
"""

from __future__ import annotations

import shutil
import tomllib
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from packaging.requirements import InvalidRequirement, Requirement

from infra._errors import UsageError

DISTRIBUTION = "a2rl"
PROJECT_ROOT = Path(__file__).resolve().parents[1]
# Programs an extra's install needs besides pip: ALFWorld's planner (fast-downward-textworld) is
# compiled from source.
BUILD_TOOLS: dict[str, tuple[str, ...]] = {"alfworld": ("cmake", "g++", "make")}


@lru_cache(maxsize=1)
def _declared() -> tuple[str, ...]:
    """a2rl's requirement strings, extras' included (`textworld<1.8,>=1.7; extra == "textworld"`)."""
    try:
        found = metadata.requires(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        found = None
    if found is not None:
        return tuple(found)
    # Run from a checkout that was never installed: the same list, from pyproject.toml.
    project = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text())["project"]
    out = list(project["dependencies"])
    for extra, reqs in project.get("optional-dependencies", {}).items():
        out += [f"{r}; extra == '{extra}'" if ";" not in r else f"{r} and extra == '{extra}'" for r in reqs]
    return tuple(out)


def extras() -> list[str]:
    """The extras a2rl declares, in order (`textworld`, `alfworld`, …)."""
    names: list[str] = []
    for text in _declared():
        req = Requirement(text)
        for name in _marker_extras(req):
            if name not in names:
                names.append(name)
    return names


def _marker_extras(req: Requirement) -> list[str]:
    marker = str(req.marker or "")
    return [part.split("==", 1)[1].strip().strip("'\"") for part in marker.split(" and ")
            if part.strip().startswith("extra ==")]


def requirements(extra: str) -> list[Requirement]:
    """What installing a2rl[`extra`] adds, with a2rl's own extras (`a2rl[textworld]`) expanded."""
    if extra not in extras():
        raise UsageError(f"a2rl has no extra {extra!r}; it has: {', '.join(extras())}")
    out: list[Requirement] = []
    for text in _declared():
        req = Requirement(text)
        if req.marker is None or not req.marker.evaluate({"extra": extra}):
            continue
        if req.name == DISTRIBUTION:
            for inner in sorted(req.extras):
                out += [r for r in requirements(inner) if str(r) not in map(str, out)]
        else:
            req.marker = None
            out.append(req)
    return out


def installed(name: str) -> str | None:
    """The installed version of distribution `name`, None when it is not installed."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def unmet(req: Requirement) -> str | None:
    """Why `req` is not satisfied here (missing, or the wrong version), else None.

    A requirement with extras (`textworld[pddl]`) also needs what those extras add.
    """
    version = installed(req.name)
    if version is None:
        return f"{req.name} is not installed"
    if req.specifier and not req.specifier.contains(version, prereleases=True):
        return f"{req.name} {version} is installed, {req} is needed"
    for inner_text in (metadata.requires(req.name) or []) if req.extras else []:
        try:
            inner = Requirement(inner_text)
        except InvalidRequirement:
            continue
        if inner.marker is not None and any(inner.marker.evaluate({"extra": e}) for e in req.extras):
            inner.marker = None
            why = unmet(inner)
            if why:
                return why
    return None


def missing(extra: str) -> list[str]:
    """Why a2rl[`extra`] is not fully installed: [] when it is."""
    return [why for req in requirements(extra) if (why := unmet(req))]


def install_command(extra: str) -> str:
    """The one command that installs a2rl[`extra`] with the pinned stack, runnable from here."""
    lock = PROJECT_ROOT / "constraints.txt"
    if not lock.is_file():  # a2rl installed from a wheel: no checkout to install from
        return f"pip install 'a2rl[{extra}]'"
    here = Path.cwd().resolve() == PROJECT_ROOT
    return (f"pip install -c constraints.txt -e '.[{extra}]'" if here
            else f"pip install -c {lock} -e '{PROJECT_ROOT}[{extra}]'")


def missing_build_tools(extra: str) -> list[str]:
    """Programs the extra's install compiles with that are not on PATH."""
    return [tool for tool in BUILD_TOOLS.get(extra, ()) if shutil.which(tool) is None]


def require_extra(extra: str, what: str) -> None:
    """Raise `UsageError` naming the install command when a2rl[`extra`] is not installed."""
    why = missing(extra)
    if not why:
        return
    from infra._system import PACKAGES, install_hint

    tools = missing_build_tools(extra)
    build = f"; it compiles code, so first: {install_hint([PACKAGES[t] for t in tools])}" if tools else ""
    raise UsageError(f"{what} needs a2rl's `{extra}` extra ({why[0]}): {install_command(extra)}{build}")

