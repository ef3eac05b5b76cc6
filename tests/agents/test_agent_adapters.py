"""Agent adapters: discovery, readiness, AutoRL-Bench folders, the one prompt, code revisions.

Where a CLI must be "on PATH", the real ones are (`a2rl agents install all` puts them in
`clis_dir()`); where one must be missing, `A2RL_CLIS` names a folder that does not exist.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agents import (
    COMPAT,
    AgentSpec,
    agent_env,
    agent_ref,
    check_requirements,
    cli_pins,
    clis_dir,
    get_agent,
    list_agents,
    missing_requirements,
    render_prompt,
)
from agents.recording import CodeRevisions, write_submission_diffs
from infra import UsageError

REPO = Path(__file__).resolve().parents[2]
INSTALLED = {"A2RL_CLIS": str(clis_dir())}
NOWHERE = {"A2RL_CLIS": "/nonexistent/a2rl-clis"}
CLIS = {"claude": "ANTHROPIC_API_KEY", "codex": "OPENAI_API_KEY", "gemini": "GEMINI_API_KEY",
        "opencode": "ANTHROPIC_API_KEY", "openhands": "LLM_API_KEY"}


def test_every_cli_adapter_is_registered_with_what_it_needs():
    names = {a.name: a for a in list_agents()}
    for cli in CLIS:
        spec = names[cli]
        assert spec.requires.commands == [cli] and spec.requires.network
        assert spec.driver is not None and spec.events != "text"
        assert spec.requires.env, f"{cli} declares no API key"
    assert names["claude"].driver.api == "anthropic" and names["codex"].driver.api == "openai"


def test_missing_cli_or_key_is_one_line_before_anything_starts():
    spec = get_agent("claude")
    env = {"PATH": "/usr/bin:/bin", **NOWHERE}
    problems = missing_requirements(spec, env)
    assert problems == ["claude is not on PATH", "ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN is not set"]
    with pytest.raises(UsageError) as err:
        check_requirements(spec, env)
    assert "\n" not in str(err.value) and "a2rl agents" in str(err.value)
    ready = {"PATH": "/usr/bin:/bin", **INSTALLED, "CLAUDE_CODE_OAUTH_TOKEN": "x"}
    assert missing_requirements(spec, ready) == []  # either key of an `A|B` requirement will do
    with pytest.raises(UsageError, match="takes no driver"):
        check_requirements(get_agent("copy-base"), ready, driver="gpt-5")


def test_cli_refuses_an_agent_that_cannot_start(run_cli, home, tmp_path):
    env = {"PATH": "/usr/bin:/bin", "ANTHROPIC_API_KEY": "", **NOWHERE}
    proc = run_cli("run", "--agent", "claude", "--model", "tiny", "--home", str(tmp_path / "h"), env=env,
                   timeout=120, cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "agent claude cannot start: claude is not on PATH" in proc.stderr
    assert not (tmp_path / "h" / "runs").exists() or not list((tmp_path / "h" / "runs").iterdir())


def test_a2rl_agents_shows_readiness(run_cli, tmp_path):
    base = {"PATH": f"/usr/bin:/bin:{Path(sys.executable).parent}", **NOWHERE}
    for var in {*CLIS.values(), "CLAUDE_CODE_OAUTH_TOKEN", "CODEX_API_KEY", "GOOGLE_API_KEY", "OPENAI_API_KEY",
                "OPENROUTER_API_KEY"}:
        base[var] = ""
    proc = run_cli("agents", "--json", env=base, timeout=120, cwd=tmp_path)
    rows = {r["name"]: r for r in json.loads(proc.stdout.strip().splitlines()[-1])}
    assert rows["example"]["ready"] and rows["copy-base"]["ready"]
    assert not rows["claude"]["ready"] and "claude is not on PATH" in rows["claude"]["problems"]
    assert COMPAT in rows
    ready = {**base, **INSTALLED, "ANTHROPIC_API_KEY": "sk-a2rl-test"}
    proc = run_cli("agents", env=ready, timeout=120, cwd=tmp_path)
    claude = proc.stdout[proc.stdout.index("claude"):].splitlines()
    assert "[ready]" in claude[1] and "claude-stream-json" in claude[1], proc.stdout
    assert "NOT READY" in proc.stdout  # codex has no key in this environment
    # `a2rl agents install all` installed the pinned versions: each is found, and is the one tested.
    pins = cli_pins()
    assert f"version {pins['claude'].version} (tested: {pins['claude'].version})" in claude[2], proc.stdout
    rows = {r["name"]: r for r in json.loads(run_cli("agents", "--json", env=ready, timeout=120,
                                                     cwd=tmp_path).stdout.strip().splitlines()[-1])}
    assert {cli: rows[cli]["version"] for cli in CLIS} == {cli: pins[cli].version for cli in CLIS}
    assert rows["example"]["tested_version"] is None


def test_autorl_bench_folder_runs_unchanged(tmp_path):
    folder = tmp_path / "my_agent"
    folder.mkdir()
    (folder / "config.yaml").write_text('name: "Example Agent"\ndescription: "GRPO"\nstart: "start.sh"\n'
                                        'env_vars:\n  TRAIN_RATIO: 0.1\n  NUM_EPOCHS: "3"\n')
    (folder / "start.sh").write_text("#!/bin/bash\necho $TASK $TRAIN_RATIO\n")
    for name in (str(folder), f"{COMPAT}:{folder}"):
        spec = get_agent(name)
        assert spec.name == COMPAT and spec.folder == folder and spec.launcher == "start.sh"
        # Its env_vars, over the settings that keep the CLIs' update checks and telemetry off.
        assert spec.env == {"TRAIN_RATIO": "0.1", "NUM_EPOCHS": "3", "DISABLE_AUTOUPDATER": "1",
                            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
        assert spec.requires.network and spec.events == "auto"
    assert agent_ref(spec) == f"{COMPAT}:{folder}" and get_agent(agent_ref(spec)).folder == folder
    env = agent_env(spec, task="gsm8k", base_model="m", workspace=tmp_path, model_dir=tmp_path, data_dir=tmp_path,
                    output_dir=tmp_path, grading_url="http://x", source={"PATH": "/bin", "OPENAI_API_KEY": "k",
                                                                          "A2RL_HOME": "/secret"})
    assert env["TRAIN_RATIO"] == "0.1" and env["OPENAI_API_KEY"] == "k" and "A2RL_HOME" not in env
    with pytest.raises(UsageError, match="needs the agent's folder"):
        get_agent(COMPAT)
    with pytest.raises(UsageError, match="holds no config.yaml"):
        get_agent(f"{COMPAT}:{tmp_path}")
    (folder / "config.yaml").write_text("name: [unclosed\n")
    with pytest.raises(UsageError, match="not an AutoRL-Bench config.yaml"):
        get_agent(str(folder))


def test_one_prompt_from_instructions_and_description(tmp_path):
    (tmp_path / "instructions.md").write_text("# Instructions\nSubmit with curl.\n")
    (tmp_path / "description.md").write_text("# Task\nAdd numbers.\n")
    prompt = render_prompt(tmp_path)
    assert "Submit with curl." in prompt and "Add numbers." in prompt
    assert prompt.index("<instructions.md>") < prompt.index("<description.md>")
    spec = get_agent("claude")
    env = agent_env(spec, task="t", base_model="m", workspace=tmp_path, model_dir=tmp_path, data_dir=tmp_path,
                    output_dir=tmp_path, grading_url="http://x", source={}, prompt_file=tmp_path / "p.md",
                    driver="claude-sonnet-4-5")
    assert env["A2RL_PROMPT_FILE"] == str(tmp_path / "p.md") and env["A2RL_DRIVER"] == "claude-sonnet-4-5"
    assert "A2RL_DRIVER" not in agent_env(spec, task="t", base_model="m", workspace=tmp_path, model_dir=tmp_path,
                                          data_dir=tmp_path, output_dir=tmp_path, grading_url="x", source={})


def test_code_revisions_link_submissions_and_diff(tmp_path):
    code = tmp_path / "code"
    code.mkdir()
    (code / "train.py").write_text("lr = 1e-4\n")
    (code / "__pycache__").mkdir()
    (code / "__pycache__" / "x.pyc").write_bytes(b"\0")
    (code / "big.bin").write_bytes(b"\0" * (6 * 2**20))
    (code / "escape").symlink_to("/etc/passwd")
    (code / ".git").mkdir()  # the agent's own repository takes no part in ours
    (code / ".git" / "config").write_text("[core]\n\thooksPath = /tmp/evil\n")
    repo = CodeRevisions(tmp_path / "rec" / "code.git", tmp_path / "rec" / "revisions.jsonl")
    first = repo.commit(code, "submission", 1)
    assert first.new and first.files == 1 and first.skipped == ["big.bin"]
    again = repo.commit(code, "interval")
    assert not again.new and again.sha == first.sha
    (code / "train.py").write_text("lr = 3e-5\nepochs = 2\n")
    (code / "reward.py").write_text("def reward(x): return 1.0\n")
    second = repo.commit(code, "submission", 2)
    assert second.new and second.changed == 2 and second.insertions == 3 and second.deletions == 1
    assert repo.summary().submissions == {1: first.sha, 2: second.sha}
    diffs = write_submission_diffs(tmp_path / "rec", {1: first.sha, 2: second.sha}, tmp_path / "diffs")
    assert [(d.before, d.after) for d in diffs] == [(None, 1), (1, 2)]
    text = Path(diffs[1].path).read_text()
    assert "-lr = 1e-4" in text and "+lr = 3e-5" in text and "reward.py" in text
    lines = [json.loads(x) for x in (tmp_path / "rec" / "revisions.jsonl").read_text().splitlines()]
    assert [x["reason"] for x in lines] == ["submission", "interval", "submission"]


def test_code_revisions_without_git_say_why(tmp_path, monkeypatch):
    monkeypatch.setattr("shutil.which", lambda *_a, **_k: None)
    repo = CodeRevisions(tmp_path / "code.git", tmp_path / "revisions.jsonl")
    assert repo.commit(tmp_path, "submission", 1) is None
    summary = repo.summary()
    assert not summary.available and "install git" in summary.why_not


@pytest.mark.parametrize("cli", sorted(CLIS))
def test_launcher_is_valid_bash(cli):
    spec: AgentSpec = get_agent(cli)
    proc = subprocess.run(["bash", "-n", str(spec.folder / spec.launcher)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_a_cli_without_a_default_model_needs_a_driver(monkeypatch):
    spec = get_agent("openhands")
    env = {"PATH": "/usr/bin:/bin", **INSTALLED, "LLM_API_KEY": "k"}
    with pytest.raises(UsageError, match="pass --driver MODEL"):
        check_requirements(spec, env)
    check_requirements(spec, env, driver="anthropic/claude-sonnet-4-5")
    check_requirements(spec, {**env, "LLM_MODEL": "openai/gpt-5"})


def test_a_huge_code_folder_costs_a_bounded_revision(tmp_path, monkeypatch):
    monkeypatch.setattr("agents.recording._revisions.MAX_FILES", 3)
    code = tmp_path / "code"
    code.mkdir()
    for i in range(10):
        (code / f"f{i}.py").write_text(f"x = {i}\n")
    revision = CodeRevisions(tmp_path / "code.git", tmp_path / "revisions.jsonl").commit(code, "interval")
    assert revision.files == 3 and len(revision.skipped) == 7


def test_interval_commits_never_hold_up_the_deadline_loop(tmp_path, monkeypatch):
    """watch() runs in the loop that enforces the budget: a slow commit happens beside it."""
    import threading
    import time

    from agents.recording import RecordingConfig, SessionRecorder

    gate = threading.Event()
    recorder = SessionRecorder(tmp_path / "rec", RecordingConfig(revision_interval_s=0.01, model_calls=False),
                               get_agent("copy-base"), tmp_path / "agent.log", tmp_path / "code")
    monkeypatch.setattr(recorder.revisions, "commit", lambda *a, **k: gate.wait(30))
    time.sleep(0.05)
    started = time.monotonic()
    assert recorder.watch() is None and recorder.watch() is None
    assert time.monotonic() - started < 1.0
    gate.set()


def test_a_cli_installed_outside_the_system_folders_is_shown_in_the_sandbox(tmp_path, monkeypatch):
    """npm/nvm-style installs: bin/claude links into the prefix's lib/; both must be visible inside."""
    from agents import command_roots

    prefix = tmp_path / "node"
    (prefix / "lib" / "claude-code").mkdir(parents=True)
    (prefix / "lib" / "claude-code" / "cli.js").write_text("#!/bin/sh\n")
    (prefix / "lib" / "claude-code" / "cli.js").chmod(0o755)
    (prefix / "bin").mkdir()
    (prefix / "bin" / "claude").symlink_to("../lib/claude-code/cli.js")
    home = tmp_path / "home"
    (home / "bin").mkdir(parents=True)
    (home / "bin" / "codex").write_text("#!/bin/sh\n")
    (home / "bin" / "codex").chmod(0o755)
    monkeypatch.setenv("HOME", str(home))
    env = {"PATH": f"{prefix / 'bin'}:{home / 'bin'}:/usr/bin"}
    assert command_roots(get_agent("claude"), env) == [prefix, prefix / "bin", prefix / "lib" / "claude-code"]
    assert command_roots(get_agent("codex"), env) == [home / "bin"]  # never the home folder itself
    assert command_roots(get_agent("example"), env) == []
    # A CLI in a Python virtual environment: its base installation too, but never the home folder.
    venv, python = tmp_path / "tools" / "oh", tmp_path / "py312"
    (venv / "bin").mkdir(parents=True)
    (python / "bin").mkdir(parents=True)
    (venv / "bin" / "openhands").write_text("#!/bin/sh\n")
    (venv / "bin" / "openhands").chmod(0o755)
    (venv / "pyvenv.cfg").write_text(f"home = {python / 'bin'}\n")
    env = {"PATH": f"{venv / 'bin'}:/usr/bin", "A2RL_CLIS": "/nonexistent"}
    assert command_roots(get_agent("openhands"), env) == [python, venv, venv / "bin"]
    (venv / "pyvenv.cfg").write_text(f"home = {home / 'bin'}\n")  # a Python built with the home as its prefix
    assert command_roots(get_agent("openhands"), env) == [venv, venv / "bin"]


def test_the_codex_config_in_the_agents_home_follows_no_link_the_agent_left(tmp_path):
    """A continued session's home is the agent's: a link there must not make the harness write elsewhere."""
    from agents import prepare_home

    home, target = tmp_path / "home", tmp_path / "host-file"
    home.mkdir()
    target.write_text("precious\n")
    (home / ".codex").mkdir()
    (home / ".codex" / "config.toml").symlink_to(target)
    user = tmp_path / "user-codex"
    user.mkdir()
    (user / "config.toml").write_text('[model_providers.mine]\nbase_url = "https://api.openai.com/v1"\n'
                                      'env_key = "MY_KEY"\n[model_providers.azure]\n'
                                      'base_url = "https://x.openai.azure.com"\n')
    env = {"OPENAI_BASE_URL": "http://127.0.0.1:9/openai/v1"}
    [written] = prepare_home(home, env, source={"CODEX_HOME": str(user)}, openai_upstream="https://api.openai.com")
    assert target.read_text() == "precious\n" and not written.is_symlink()
    text = written.read_text()
    # litellm and the user's provider of the proxy's upstream now reach the proxy; Azure's is left out.
    assert '[model_providers."litellm"]' in text and '[model_providers."mine"]' in text and "azure" not in text
    assert 'env_key = "MY_KEY"' in text and text.count('base_url = "http://127.0.0.1:9/openai/v1"') == 2
    (home / ".codex" / "config.toml").unlink()
    (home / ".codex").rmdir()
    (home / ".codex").symlink_to(tmp_path)  # the folder itself a link
    prepare_home(home, env, source={"CODEX_HOME": str(user)})
    assert (home / ".codex").is_dir() and not (home / ".codex").is_symlink()
    assert not (tmp_path / "config.toml").exists()


def test_held_keys_are_replaced_under_every_name(tmp_path, monkeypatch):
    from agents.recording import RecordingConfig, SessionRecorder

    monkeypatch.setenv("GOOGLE_API_KEY", "sk-google-real")
    monkeypatch.delenv("GEMINI_API_KEY", raising=False)
    recorder = SessionRecorder(tmp_path / "rec", RecordingConfig(model_calls=True, hold_keys=True),
                               get_agent("gemini"), tmp_path / "agent.log", tmp_path / "code")
    env = recorder.scrub({"GOOGLE_API_KEY": "sk-google-real", "MY_KEY": "sk-google-real", "OTHER": "x"})
    assert env["GOOGLE_API_KEY"] == env["MY_KEY"] != "sk-google-real" and env["OTHER"] == "x"
    assert "sk-google-real" not in recorder.agent_env().values()


def test_install_names_what_it_can_install(tmp_path):
    from agents import install_clis

    with pytest.raises(UsageError, match="no pinned CLI named nosuch; choose from claude, codex"):
        install_clis(["claude", "nosuch"], tmp_path)
    assert not (tmp_path / "npm").exists()  # nothing was installed for the names that were right

