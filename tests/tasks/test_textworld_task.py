"""The `textworld` online task: seeded, disjoint episode splits; rollouts only on train seeds."""

from __future__ import annotations

import json

import pytest

from infra import UsageError


@pytest.fixture(scope="module")
def textworld(home):
    from tasks import get_task, prepare_data

    task = get_task("textworld")
    return task, prepare_data(task, home)


def test_spec_is_online_with_an_environment(textworld):
    task, data = textworld
    spec = task.spec
    assert spec.level == 3 and spec.kind == "online"
    assert spec.env is not None and spec.env.name == "textworld" and spec.env.max_turns > 1
    assert data.sizes == {"train": spec.splits.train, "validation": spec.splits.validation, "test": spec.splits.test}


def test_train_validation_and_test_seeds_never_coincide(textworld):
    task, data = textworld
    seeds = {split: [it.seed for it in data.load(split)] for split in ("train", "validation", "test")}
    for split, values in seeds.items():
        assert all(isinstance(s, int) for s in values) and len(set(values)) == len(values), split
    assert not set(seeds["train"]) & set(seeds["test"])
    assert not set(seeds["train"]) & set(seeds["validation"])
    assert not set(seeds["validation"]) & set(seeds["test"])
    # Rebuilt from scratch, the same seeds land in the same splits (episodes are reproducible).
    again = task.assign_splits(task.source_items(None))
    assert [it.seed for it in again["test"]] == seeds["test"]


def test_rollouts_refuse_seeds_that_are_not_training_seeds(textworld):
    from graders import training_episodes

    task, data = textworld
    test_seed = data.load("test")[0].seed
    with pytest.raises(UsageError, match="not training seeds"):
        training_episodes(task, 1, seeds=[test_seed])
    train = data.load("train")
    specs = training_episodes(task, 3, samples=2, offset=5)
    assert [s.seed for s in specs] == [train[5].seed] * 2 + [train[6].seed] * 2 + [train[7].seed] * 2
    assert {s.split for s in specs} == {"train"} and len({s.id for s in specs}) == 6
    with pytest.raises(UsageError, match="--offset"):
        training_episodes(task, 1, offset=len(train))


def test_static_task_items_are_one_turn_episodes_with_the_graders_prompt(arithmetic):
    from graders import build_chat, episodes_for
    from graders.envs import Observation

    task, data = arithmetic
    items = data.load("validation")[:3]
    for item, spec in zip(items, episodes_for(task, items, "validation")):
        assert spec.env == "single-turn" and spec.id == item.id
        chat = build_chat(spec, Observation(text=task.user_message(item)), [], 0)
        assert chat == task.messages(item)


def test_a2rl_rollout_plays_training_episodes_and_writes_trajectories(run_cli, home, textworld, tmp_path):
    task, data = textworld
    out = tmp_path / "r.jsonl"
    proc = run_cli("rollout", "--task", "textworld", "--model", "tiny", "--episodes", "2", "--samples", "2",
                   "--temperature", "1.0", "--max-turns", "2", "--out", str(out), "--json",
                   "--home", str(home.root), timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["episodes"] == 4 and summary["failed"] == 0 and summary["out"] == str(out)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    train_seeds = {it.seed for it in data.load("train")}
    assert len(lines) == 4 and all(t["split"] == "train" and t["seed"] in train_seeds for t in lines)
    assert [t["sample"] for t in lines] == [0, 1, 0, 1]
    assert all(1 <= len(t["turns"]) <= 2 for t in lines)
    assert all(t["turns"][0]["prompt"][0]["role"] == "system" for t in lines)


def test_a2rl_rollout_errors_name_the_fix(run_cli, home, tmp_path):
    proc = run_cli("rollout", "--task", "textworld", "--model", str(tmp_path), "--home", str(home.root), cwd=tmp_path)
    assert proc.returncode == 2 and "a2rl: error:" in proc.stderr and "Traceback" not in proc.stderr
    proc = run_cli("rollout", "--task", "textworld", "--model", "tiny", "--seeds", "1", "2",
                   "--home", str(home.root), cwd=tmp_path)
    assert proc.returncode == 2 and "not training seeds" in proc.stderr
