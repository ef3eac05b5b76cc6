"""`a2rl doctor`, the fast checks `a2rl run` makes first, and the extras a task needs."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FAST_S = 60
EVERY_CHECK = {"python", "packages", "sandbox: bubblewrap", "sandbox: docker", "git", "disk", "model: smollm2-135m",
               "model cache", "gpus", "port 4200", "port 5000", "agent: claude", "agent: codex", "agent: gemini",
               "agent: opencode", "agent: openhands", "task: textworld", "task: alfworld", "tests: chromium",
               "tests: cmake", "tests: g++", "tests: make"}


def _path_without(tmp_path: Path, program: str) -> str:
    """A PATH with every program of this one but `program` (links in a folder of their own)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for folder in [str(Path(sys.executable).parent), *os.environ["PATH"].split(os.pathsep)]:
        if not os.path.isdir(folder):
            continue
        for entry in os.scandir(folder):
            target = bin_dir / entry.name
            if entry.name != program and not target.exists() and os.access(entry.path, os.X_OK):
                target.symlink_to(entry.path)
    assert shutil.which(program, path=str(bin_dir)) is None
    return str(bin_dir)


def test_doctor_json_reports_every_check(run_cli, tmp_path):
    proc = run_cli("doctor", "--tests", "--json", "--home", str(tmp_path / "home"), timeout=FAST_S * 2)
    doc = json.loads(proc.stdout.strip().splitlines()[-1])
    checks = {c["name"]: c for c in doc["checks"]}
    assert EVERY_CHECK <= set(checks), EVERY_CHECK - set(checks)
    assert all(c["status"] in ("ok", "warn", "fail") and c["detail"] for c in checks.values())
    assert all(c["fix"] for c in checks.values() if c["status"] != "ok"), [c for c in checks.values() if not c["fix"]]
    failed = [c for c in checks.values() if c["status"] == "fail"]
    assert proc.returncode == (1 if failed else 0), (proc.returncode, failed)
    # What it can tell from here without asking anyone: the interpreter, git, and bwrap (installed for the suite).
    assert checks["python"]["status"] == "ok" and sys.executable in checks["python"]["detail"]
    assert checks["git"]["status"] == "ok" and checks["sandbox: bubblewrap"]["status"] == "ok"
    assert checks["packages"]["status"] == "ok", checks["packages"]
    # Nothing was created by looking.
    assert not (tmp_path / "home").exists()


def test_doctor_and_run_fail_at_once_naming_the_fix_when_bwrap_is_missing(run_cli, tmp_path):
    path = _path_without(tmp_path, "bwrap")
    home = str(tmp_path / "home")
    proc = run_cli("doctor", "--json", "--home", home, env={"PATH": path, "DOCKER_HOST": "unix:///nonexistent.sock"},
                   timeout=FAST_S * 2)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    checks = {c["name"]: c for c in json.loads(proc.stdout.strip().splitlines()[-1])["checks"]}
    bwrap = checks["sandbox: bubblewrap"]
    assert bwrap["status"] == "fail" and "apt-get install -y bubblewrap" in bwrap["fix"], bwrap
    assert bwrap["packages"] == ["bubblewrap"]
    plain = run_cli("doctor", "--home", home, env={"PATH": path, "DOCKER_HOST": "unix:///nonexistent.sock"},
                    timeout=FAST_S * 2)
    assert plain.returncode == 1 and "fix: " in plain.stdout and "not ready: sandbox: bubblewrap" in plain.stdout
    started = time.monotonic()
    run = run_cli("run", "--home", home, env={"PATH": path, "DOCKER_HOST": "unix:///nonexistent.sock"},
                  timeout=FAST_S * 2)
    assert run.returncode == 2 and "apt-get install bubblewrap" in run.stderr, run.stderr
    assert time.monotonic() - started < FAST_S
    assert not (tmp_path / "home" / "runs").exists() or not any((tmp_path / "home" / "runs").iterdir())


def test_install_hints_say_sudo_only_without_root(monkeypatch):
    from infra import _system

    monkeypatch.setattr(_system, "is_root", lambda: False)
    assert _system.install_hint(["git", "bubblewrap"]) == "sudo apt-get install -y bubblewrap git"
    done, said = _system.install_packages(["bubblewrap"])
    assert done is False and said == "sudo apt-get install -y bubblewrap"
    monkeypatch.setattr(_system, "is_root", lambda: True)
    assert _system.install_hint(["git"]) == "apt-get install -y git"


def test_fix_without_root_prints_the_one_command_and_installs_nothing(monkeypatch, tmp_path, capsys):
    import infra._sandbox_choice as sandbox
    from flows._doctor import doctor
    from infra import A2RLHome, _system

    monkeypatch.setattr(_system, "is_root", lambda: False)
    monkeypatch.setattr(sandbox, "bwrap_binary", lambda: None)
    monkeypatch.setattr(sandbox, "docker_engine", lambda: None)
    monkeypatch.setattr(_system.subprocess, "run", lambda *a, **k: pytest.fail(f"ran {a}"))
    assert doctor(A2RLHome.resolve(tmp_path / "home"), fix=True) == 1
    out, err = capsys.readouterr()
    assert "fail  sandbox: bubblewrap" in out and "not ready: sandbox: bubblewrap" in out
    assert err.strip().splitlines()[-1] == "a2rl: cannot install bubblewrap from here; run: sudo apt-get install -y bubblewrap"


def test_extras_are_read_from_the_project_and_expand(monkeypatch):
    from infra import _extras

    assert {"textworld", "alfworld", "cluster", "all", "test"} <= set(_extras.extras())
    names = {r.name for r in _extras.requirements("all")}
    assert {"textworld", "alfworld", "ray"} <= names and "a2rl" not in names
    assert {r.name for r in _extras.requirements("test")} >= names | {"pytest", "schemathesis"}
    assert _extras.missing("alfworld") == []  # the suite runs with every extra
    # textworld[pddl]'s own extra (the compiled planner) is part of what alfworld needs.
    real = _extras.installed
    monkeypatch.setattr(_extras, "installed", lambda n: None if n == "fast-downward-textworld" else real(n))
    assert _extras.missing("alfworld") == ["fast-downward-textworld is not installed"]
    monkeypatch.setattr(_extras, "installed", lambda n: "0.1" if n == "textworld" else real(n))
    assert "textworld 0.1 is installed" in _extras.missing("textworld")[0]
    with pytest.raises(Exception, match="has no extra 'nope'"):
        _extras.requirements("nope")


def test_a_task_without_its_extra_refuses_with_the_install_command(monkeypatch, tmp_path, capsys):
    from flows.cli import main
    from infra import _extras

    real = _extras.installed
    monkeypatch.setattr(_extras, "installed", lambda n: None if n == "alfworld" else real(n))
    monkeypatch.chdir(REPO)
    started = time.monotonic()
    rc = main(["run", "--task", "alfworld", "--protocol", "mini", "--agent", "copy-base", "--model", "tiny",
               "--home", str(tmp_path / "home")])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and len(err) == 1, err
    assert "task alfworld:mini needs a2rl's `alfworld` extra (alfworld is not installed)" in err[0]
    assert "pip install -c constraints.txt -e '.[alfworld]'" in err[0]
    assert time.monotonic() - started < FAST_S
    assert main(["tasks", "--json", "--home", str(tmp_path / "home")]) == 0
    listed = {t["name"]: t for t in json.loads(capsys.readouterr().out.strip().splitlines()[-1])}
    assert listed["alfworld"]["ready"] is False and "[alfworld]" in listed["alfworld"]["ready_note"]
    assert listed["textworld"]["ready"] is True and listed["arithmetic"]["ready"] is True
    # From another folder the command names the checkout, so it can be pasted anywhere.
    monkeypatch.chdir(tmp_path)
    assert f"-e '{REPO}[alfworld]'" in _extras.install_command("alfworld")


def test_the_base_install_imports_no_extra():
    """Listing, checking and setting up every task, and the default run's modules, load none of the
    extras' packages: the base install (no textworld, spaCy or ALFWorld) serves them."""
    code = (
        "import sys, flows.cli, flows._benchmark, graders, agents\n"
        "from tasks import get_task, list_tasks\n"
        "for s in list_tasks():\n"
        "    t = get_task(s.name); t.offline_status(None); t.missing_extra()\n"
        "get_task('arithmetic').check_ready()\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('textworld', 'alfworld', 'spacy', 'jericho', 'fast_downward', 'vllm'))\n"
        "print(heavy)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=REPO)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().splitlines()[-1] == "[]"
