"""Programs a2rl needs from the operating system (bubblewrap, git …): the command that installs
them, and installing them where a2rl may (root on a machine with apt-get).

Like `playwright install-deps`: as root it runs the package manager; otherwise it prints the
one command for the user to run, since a harness should not ask for a password.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

# A program → its Debian/Ubuntu package.
PACKAGES: dict[str, str] = {
    "bwrap": "bubblewrap", "git": "git", "chromium": "chromium",
    "cmake": "cmake", "g++": "g++", "make": "make",
}


def missing_programs(programs: list[str]) -> list[str]:
    return [p for p in programs if shutil.which(p) is None]


def is_root() -> bool:
    return os.geteuid() == 0


def install_hint(packages: list[str]) -> str:
    """The command that installs `packages` (Debian names) on this machine."""
    names = " ".join(sorted(set(packages)))
    if shutil.which("apt-get") is None:
        return f"install {names} with this system's package manager"
    return f"{'' if is_root() else 'sudo '}apt-get install -y {names}"


def install_packages(packages: list[str], stream=sys.stderr) -> tuple[bool, str]:
    """Install `packages` with apt-get as root. (False, the command to run) when a2rl may not."""
    hint = install_hint(packages)
    if not packages:
        return True, ""
    if not is_root() or shutil.which("apt-get") is None:
        return False, hint
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    print(f"a2rl: {hint}", file=stream, flush=True)
    for argv in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", *sorted(set(packages))]):
        proc = subprocess.run(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if proc.returncode != 0:
            return False, f"`{' '.join(argv)}` failed (exit {proc.returncode}): {proc.stdout.strip()[-400:]}"
    return True, hint
