"""What ends or restarts a real CLI's session, and AutoRL-Bench's own folders through the proxy.

Real CLIs (`a2rl agents install all`), the scripted driver in place of the vendors' APIs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agents import cli_pins
from flows._agent_check import check_cli

REPO = Path(__file__).resolve().parents[2]
AGENTS = REPO / "tests" / "flows" / "agents"
CLIS = list(cli_pins())  # every CLI a2rl pins


@pytest.mark.usefixtures("prefect_harness")
@pytest.mark.parametrize("cli", CLIS)
def test_a_token_budget_below_the_plan_ends_each_cli(cli, home):
    # The plan's first call alone is ~12k tokens: the budget is spent after one or two calls.
    result = check_cli(cli, home, max_tokens=15_000)
    assert result.ok, result.model_dump_json(indent=1)
    assert result.budget_stop.startswith("token budget spent") and result.scored_submissions == 0
    calls = [json.loads(line) for line in
             (Path(result.run_dir) / "grader" / "recording" / "model_calls.jsonl").read_text().splitlines()]
    # A call made after the budget was spent is refused by the proxy (429): it never reaches the driver.
    refused = [c for c in calls if (c["error"] or "").startswith("refused: ")]
    assert all(c["status"] == 429 for c in refused) and len(calls) - len(refused) == result.served_calls


@pytest.mark.usefixtures("prefect_harness")
@pytest.mark.parametrize("folder", ["autorl_claude", "autorl_codex"])
def test_autorl_bench_style_cli_folders_run_unchanged_through_the_proxy(folder, home):
    """Their launchers know nothing of a2rl: Claude Code reads ANTHROPIC_*, Codex a provider named
    `litellm` that only a Codex config defines — the harness points both at the recording proxy."""
    result = check_cli(f"autorl-compat:{AGENTS / folder}", home)
    assert result.ok, result.model_dump_json(indent=1)
    log = (Path(result.run_dir) / "logs" / "agent.log").read_text()
    assert "CLI Agent ===" in log  # its own launcher ran
    assert result.shell_commands >= 5  # its output's format was found without being named


@pytest.mark.usefixtures("prefect_harness")
def test_reprompt_starts_an_agent_that_quits_again_while_budget_is_left(home):
    from flows import RunConfig, benchmark_run

    summary = benchmark_run(RunConfig(task="arithmetic", agent=f"autorl-compat:{AGENTS / 'quitter'}", model="tiny",
                                      budget_s=120, home=home.root, reprompt=2))
    assert summary.agent_starts == 3 and summary.reprompt == 2
    run_dir = Path(summary.run_dir)
    log = (run_dir / "logs" / "agent.log").read_text()
    assert log.count("started; instructions.md begins") == 3
    assert "begins: <!-- a2rl: continuation --> ## Continue: this is start 3 of at most 3" in log
    assert "agent started 3× (--reprompt 2" in (run_dir / "report" / "summary.md").read_text()
    assert "--reprompt 2" in summary.reproduce
    from flows import leaderboard

    [row] = leaderboard([summary]).rows
    assert row.reprompt == 2
