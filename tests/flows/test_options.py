"""The command line of a run is derived from RunConfig: one table of options, defaults from the models."""

from __future__ import annotations

import shlex
from pathlib import Path

from flows._config import RunConfig
from flows._options import CELL_OPTIONS, RUN_OPTIONS, command_line, config_only
from flows.cli import build_parser, normalise, run_settings
from tasks import get_task


def test_every_setting_has_a_flag_or_is_config_only():
    # A new RunConfig field needs an Option (or a place in this list, with a reason): otherwise the CLI
    # cannot set it and the reproduce command silently drops it.
    assert config_only() == {
        "max_artifact_factor", "grace_s",  # harness policy, the same for every run
        "recording.resource_interval_s", "recording.process_interval_s",  # sampling periods
        "eval.batch_size", "eval.replicas", "eval.env_workers", "eval.step_timeout_s", "eval.retries",
        "eval.time_limit_s",  # the engine's tuning; a run sets time_limit_s from the base model's own time
    }
    flags = [o.flag for o in (*CELL_OPTIONS, *RUN_OPTIONS)]
    assert len(flags) == len(set(flags))


def test_no_flag_means_the_models_defaults():
    """The parser holds no default of its own: `a2rl run` with no flags is RunConfig's defaults."""
    args = build_parser().parse_args(["run", "--sandbox", "none", "--allow-unsandboxed"])
    settings = run_settings(args, get_task(None))
    built = RunConfig(task="arithmetic", agent="example", model="tiny", **settings)
    plain = RunConfig(task="arithmetic", agent="example", model="tiny", budget_s=built.budget_s,
                      sandbox={"backend": "none", "allow_unsandboxed": True})
    assert built.model_dump(exclude={"home"}) == plain.model_dump(exclude={"home"})
    # Only what a flag can set: a sweep's name hashes these, so harness policy stays out of it.
    assert set(settings) == {o.field.split(".")[0] for o in RUN_OPTIONS} and "grace_s" not in settings
    assert command_line(built).split()[:10] == ["a2rl", "run", "--task", "arithmetic", "--agent", "example",
                                               "--model", "tiny", "--seed", "0"]


def test_the_help_shows_the_models_defaults(monkeypatch):
    """Defaults live in the models only: change one there and the help follows."""
    from infra import AgentLimits

    monkeypatch.setattr(AgentLimits.model_fields["pids"], "default", 77)
    help_text = " ".join(build_parser()._subparsers._group_actions[0].choices["run"].format_help().split())
    assert "processes and threads at once (default 77)" in help_text
    assert "(default 8m)" in help_text and "(default 300s)" in help_text and "(default validation)" in help_text


def test_only_settings_off_their_default_are_in_the_command():
    config = RunConfig(task="arithmetic", agent="example", model="tiny", budget_s=60, home=Path("/h"),
                       sandbox={"limits": {"pids": 77}}, recording={"model_calls": False})
    command = command_line(config)
    assert command == ("a2rl run --task arithmetic --agent example --model tiny --seed 0 --budget 60s --pids 77 "
                       "--no-record-model-calls --home /h")
    args = build_parser().parse_args(normalise(shlex.split(command)[1:]))
    assert (args.pids, args.record_model_calls, args.selection) == (77, False, None)
