"""The agent CLIs a2rl is tested with: their pins (`clis.yaml`), their install, the versions found.

`a2rl agents install` puts each CLI under one folder (`clis_dir()`): npm packages under
`npm/` (a prefix of their own), a Python CLI in a virtual environment of its own, and a link
to every command in `bin/`. That `bin/` comes first on the agent's PATH, and the sandbox
shows the folder read-only. Only the commands are linked, never a Python environment's
`bin/`, so an agent's `python` stays the harness's. A CLI the user installed elsewhere on
PATH still serves when none is installed here.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field

from infra import UsageError

__all__ = ["CliPin", "cli_pins", "cli_version", "clis_dir", "install_clis", "search_path"]

PINS = Path(__file__).with_name("clis.yaml")
_VERSION = re.compile(r"\d+\.\d+\.\d+[\w.+-]*")


class CliPin(BaseModel):
    """One CLI's tested version and where it comes from (npm or PyPI)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    version: str
    npm: str | None = None
    pypi: str | None = None
    python: str | None = Field(None, description="Lowest Python for a PyPI CLI (its own environment).")
    lock: str | None = Field(None, description="Constraints file beside clis.yaml pinning a PyPI CLI's packages.")

    @property
    def spec(self) -> str:
        return f"{self.npm}@{self.version}" if self.npm else f"{self.pypi}=={self.version}"


@lru_cache(maxsize=1)
def cli_pins() -> dict[str, CliPin]:
    raw = yaml.safe_load(PINS.read_text()) or {}
    return {name: CliPin.model_validate({"name": name, **entry}) for name, entry in raw.items()}


def clis_dir(env: Mapping[str, str] | None = None) -> Path:
    """Where `a2rl agents install` puts the CLIs: $A2RL_CLIS, else ~/.local/share/a2rl/clis."""
    env = os.environ if env is None else env
    if env.get("A2RL_CLIS"):
        return Path(env["A2RL_CLIS"]).expanduser().resolve()
    data = env.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(data, "a2rl", "clis").resolve()


def search_path(env: Mapping[str, str] | None = None) -> str:
    """PATH as the agent gets it: the installed CLIs' `bin/` first, when there is one."""
    env = os.environ if env is None else env
    path = env.get("PATH") or os.defpath
    bin_dir = clis_dir(env) / "bin"
    if bin_dir.is_dir() and str(bin_dir) not in path.split(os.pathsep):
        return f"{bin_dir}{os.pathsep}{path}"
    return path


def _installed_version(pin: CliPin, root: Path) -> str | None:
    """The version of a CLI installed under `root` (read from its package metadata: no start-up)."""
    if pin.npm:
        manifest = root / "npm" / "lib" / "node_modules" / pin.npm / "package.json"
        try:
            return json.loads(manifest.read_text()).get("version")
        except (OSError, ValueError):
            return None
    dist = re.sub(r"[-_.]+", "_", pin.pypi or "").lower()
    for meta in (root / pin.name).glob(f"lib/python3*/site-packages/{dist}-*.dist-info/METADATA"):
        found = re.search(r"^Version: (\S+)", meta.read_text(errors="replace"), re.MULTILINE)
        if found:
            return found.group(1)
    return None


def cli_version(name: str, env: Mapping[str, str] | None = None) -> str | None:
    """The version of the `name` CLI the agent would run: the installed one's, else `name --version`'s."""
    env = os.environ if env is None else env
    pin = cli_pins().get(name)
    found = shutil.which(name, path=search_path(env))
    if found is None:
        return None
    root = clis_dir(env)
    if pin is not None and Path(found).parent == root / "bin":
        return _installed_version(pin, root)
    try:
        out = subprocess.run([found, "--version"], capture_output=True, text=True, timeout=60,
                             env={**env, "PATH": search_path(env)}).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    match = _VERSION.search(out)
    return match.group(0) if match else None


def _python_at_least(version: str) -> str | None:
    """A Python interpreter of at least `version`: this one, one on PATH, or one of pyenv's."""
    want = tuple(int(x) for x in version.split("."))
    if sys.version_info[:len(want)] >= want:
        return sys.executable
    pyenv = Path(os.environ.get("PYENV_ROOT") or Path.home() / ".pyenv") / "versions"
    for minor in range(want[1], 20):
        name = f"python{want[0]}.{minor}"
        # pyenv's shims are on PATH for every version it has, but run only the selected ones.
        for found in (shutil.which(name), *sorted(map(str, pyenv.glob(f"{want[0]}.{minor}.*/bin/{name}")))):
            if found and subprocess.run([found, "-c", ""], capture_output=True).returncode == 0:
                return found
    return None


def _run(argv: list[str], what: str) -> None:
    print(f"$ {' '.join(argv)}", flush=True)
    proc = subprocess.run(argv, stdout=sys.stdout, stderr=sys.stderr)
    if proc.returncode != 0:
        raise UsageError(f"installing {what} failed (exit {proc.returncode}); the output above says why")


def _link(root: Path, name: str, target: Path) -> None:
    link = root / "bin" / name
    link.parent.mkdir(parents=True, exist_ok=True)
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(os.path.relpath(target, link.parent))


def install_clis(names: list[str], root: Path | None = None) -> list[tuple[str, str]]:
    """Install the pinned version of each CLI under `root`; (name, version) of each."""
    pins = cli_pins()
    if names == ["all"]:
        names = list(pins)
    unknown = [n for n in names if n not in pins]
    if unknown:
        raise UsageError(f"no pinned CLI named {', '.join(unknown)}; choose from {', '.join(pins)} or all")
    root = clis_dir() if root is None else root
    root.mkdir(parents=True, exist_ok=True)
    npm_pins = [pins[n] for n in names if pins[n].npm]
    if npm_pins:
        npm = shutil.which("npm")
        if npm is None:
            raise UsageError("npm is not on PATH: install Node.js 20 or newer with npm (https://nodejs.org, or "
                             "`apt-get install -y nodejs npm`), then run this again")
        _run([npm, "install", "--global", "--prefix", str(root / "npm"), "--no-fund", "--no-audit",
              *(p.spec for p in npm_pins)], ", ".join(p.name for p in npm_pins))
        for pin in npm_pins:
            _link(root, pin.name, root / "npm" / "bin" / pin.name)
    for pin in (pins[n] for n in names if pins[n].pypi):
        python = _python_at_least(pin.python or "3.11")
        if python is None:
            raise UsageError(f"{pin.name} needs Python {pin.python} or newer and none is on PATH (python{pin.python}); "
                             f"install one (pyenv install {pin.python}, or your system's python{pin.python}-venv)")
        venv = root / pin.name
        _run([python, "-m", "venv", "--clear", str(venv)], pin.name)
        lock = ["-c", str(PINS.with_name(pin.lock))] if pin.lock else []
        _run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
              *lock, pin.spec], pin.name)
        _link(root, pin.name, venv / "bin" / pin.name)
    return [(n, _installed_version(pins[n], root) or "?") for n in names]
