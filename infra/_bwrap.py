"""The bubblewrap backend: the command line of one agent session, and the folders it needs."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from pathlib import Path

from infra._gpus import GpuGrant
from infra._sandbox_choice import bwrap_binary
from infra._sandbox_models import AGENT_HOME, AGENT_USER, PACKAGE_ROOT, SOCKET_DIR, Network, SandboxPaths

__all__ = ["DEFAULT_PATH", "BwrapSandbox", "bwrap_has_perms", "sandbox_env", "visible_roots"]

_UID_BASE, _UID_SPAN = 0x7100_0000, 1 << 24  # beside the code sandbox's range, also unused by distributions
DEFAULT_PATH = "/usr/local/bin:/usr/bin:/bin"


@functools.cache
def bwrap_has_perms(binary: str) -> bool:
    """bubblewrap 0.5+ can set a tmpfs's mode (`--perms`); older ones cannot."""
    try:
        return "--perms" in subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return False


def visible_roots() -> list[str]:
    """Read-only host folders every agent needs: the Python environment and the a2rl package."""
    roots = {os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix), str(PACKAGE_ROOT)}
    system = ("/usr", "/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin", "/etc", "/opt")
    return sorted(r for r in roots if not any(r == s or r.startswith(s + "/") for s in system))


def _parents(path: str) -> list[str]:
    return [str(p) for p in reversed(Path(path).parents) if str(p) != "/"]


class BwrapSandbox:
    """Builds the bubblewrap command line for one agent session."""

    def __init__(self, paths: SandboxPaths, network: Network, uid: int | None = None,
                 gpus: GpuGrant | None = None, binary: str | None = None) -> None:
        self.paths, self.network, self.uid = paths, network, uid
        self.gpus = gpus or GpuGrant()  # no grant: no GPU device node
        self.binary = binary or bwrap_binary() or "bwrap"

    @staticmethod
    def pick_uid() -> int | None:
        """As root: a uid of the agent's own for this session (None otherwise: it keeps the caller's)."""
        import secrets

        return _UID_BASE + secrets.randbelow(_UID_SPAN) if os.geteuid() == 0 else None

    def prepare(self) -> None:
        """Make the scratch folders (owned by the agent's uid) and the passwd/group it sees."""
        p = self.paths
        for folder in (p.tmp, p.home, p.shm):
            folder.mkdir(parents=True, exist_ok=True)
        uid = self.uid if self.uid is not None else os.getuid()
        (p.scratch / "passwd").write_text(f"root:x:0:0:root:/root:/bin/sh\n"
                                          f"{AGENT_USER}:x:{uid}:{uid}:agent:{AGENT_HOME}:/bin/sh\n"
                                          "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n")
        (p.scratch / "group").write_text(f"root:x:0:\n{AGENT_USER}:x:{uid}:\nnogroup:x:65534:\n")
        if self.uid is not None:
            for folder in (p.tmp, p.home, p.shm):
                os.chown(folder, self.uid, self.uid)
            for folder in (p.workspace / "code", p.workspace / "output"):
                if folder.is_dir():
                    _chown_tree(folder, self.uid)
            os.chown(p.workspace, self.uid, self.uid)
            if p.socket_dir is not None:
                os.chmod(p.socket_dir, 0o755)

    def argv(self, inner: list[str], env: dict[str, str]) -> list[str]:
        """bwrap … -- inner: `env` is the whole environment the agent gets."""
        p = self.paths
        args = [self.binary, "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--die-with-parent", "--new-session"]
        if self.uid is None and os.geteuid() == 0:
            args += ["--cap-drop", "ALL"]  # with a uid of its own, dropping to it takes every capability
        if self.network != "open":
            args.append("--unshare-net")
        for top in ("/usr", "/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin", "/etc", "/opt"):
            if os.path.islink(top):
                args += ["--symlink", os.readlink(top), top]
            elif os.path.isdir(top):
                args += ["--ro-bind", top, top]
        args += ["--ro-bind", str(p.scratch / "passwd"), "/etc/passwd",
                 "--ro-bind", str(p.scratch / "group"), "/etc/group"]
        # The sandbox's own /proc, /dev, /tmp and home first: what is bound below may lie inside them.
        args += ["--proc", "/proc", "--dev", "/dev"]
        # /dev/shm writable by the agent's uid: Ray's object store and torch's DataLoader workers need it.
        # A tmpfs where bubblewrap can open its mode, else a folder of the session's scratch.
        if bwrap_has_perms(self.binary):
            args += ["--perms", "1777", "--tmpfs", "/dev/shm"]
        else:
            args += ["--bind", str(p.shm), "/dev/shm"]
        args += ["--bind", str(p.tmp), "/tmp", "--dir", "/home", "--bind", str(p.home), AGENT_HOME]
        for root in sorted({*visible_roots(), *(str(v) for v in p.visible if v.is_dir())}):
            # bwrap would create missing parents 0700 (unreadable for the agent's uid).
            args += [a for parent in _parents(root) for a in ("--dir", parent)] + ["--ro-bind", root, root]
        # Then blank out what must stay private even inside a bound folder (A2RL_HOME inside a
        # repository checkout, a data mirror under tests/ …), before the workspace is bound back.
        for hidden in p.hidden:
            if os.path.isdir(hidden):
                args += ["--tmpfs", str(hidden)]
        workspace = str(p.workspace)
        args += [a for parent in _parents(workspace) for a in ("--dir", parent)]
        args += ["--bind", workspace, workspace]
        for ro in p.read_only:
            if ro.exists():
                args += ["--ro-bind", str(ro), str(ro)]
        for device in self.gpus.nodes:
            args += ["--dev-bind", device, device]
        for entry in self.gpus.masked:
            args += ["--tmpfs", entry]  # another card's /proc/driver/nvidia/gpus/<bus>: NVML lists it otherwise
        if p.socket_dir is not None:
            # connect() needs no write access: the agent must not replace the harness's sockets.
            args += ["--dir", "/run", "--ro-bind", str(p.socket_dir), SOCKET_DIR]
        args += ["--chdir", workspace, "--clearenv"]
        for key, value in sorted(env.items()):
            args += ["--setenv", key, value]
        return [*args, "--", *inner]


def _chown_tree(root: Path, uid: int) -> None:
    os.chown(root, uid, uid)
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            os.chown(os.path.join(folder, name), uid, uid, follow_symlinks=False)


def sandbox_env(env: dict[str, str], *, uid: int | None) -> dict[str, str]:
    """The agent's environment as the sandbox shows it: its own home, /tmp, user and PATH."""
    return {**env, "HOME": AGENT_HOME, "USER": AGENT_USER, "LOGNAME": AGENT_USER, "TMPDIR": "/tmp",
            "PATH": env.get("PATH") or DEFAULT_PATH, **({"A2RL_SANDBOX_UID": str(uid)} if uid is not None else {})}
