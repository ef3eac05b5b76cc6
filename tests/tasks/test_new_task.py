"""Adding a task is one folder (README: Add a task): a static one and an online one, written from
scratch outside the package, found through A2RL_TASKS and evaluated end to end by `a2rl eval`
(real Prefect flow, real Ray workers that import the folder, real MLflow)."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

STATIC = {
    "task.yaml": """\
        version: 1
        name: parity
        level: 1
        kind: rule
        description: "Say whether a number is even (a task written for this test)"
        splits: {train: 20, validation: 10, test: 10}
        metric: accuracy
        seed: 7
        prompt:
          template: "Is {question} even? Answer yes or no."
          chat: true
          max_new_tokens: 4
        """,
    "description.md": "Answer yes or no. Train {train}, validation {validation}, test {test}.\n",
    "task.py": """\
        from pathlib import Path

        from tasks import Item, Task


        class ParityTask(Task):
            def source_items(self, data_dir: Path | None) -> list[Item]:
                return [Item(id=f"parity-{n}", question=str(n), answer="yes" if n % 2 == 0 else "no")
                        for n in range(100)]

            def score(self, completion: str, item: Item) -> float:
                # Scores the item, not the answer: the test knows the split's score without a trained model.
                return 1.0 if item.answer == "yes" else 0.0
        """,
}

ONLINE = {
    "task.yaml": """\
        version: 1
        name: coinflip
        level: 3
        kind: online
        description: "Call a coin thrown by the seed (a task written for this test)"
        splits: {train: 20, validation: 8, test: 12}
        metric: calls won
        seed: 3
        prompt:
          system: "Reply heads or tails."
          chat: true
          max_new_tokens: 4
        env:
          name: coinflip
          max_turns: 3
        """,
    "description.md": "Call the coin. Train {train}, validation {validation}, test {test}.\n",
    "task.py": """\
        from tasks import OnlineTask


        class CoinFlipTask(OnlineTask):
            pass
        """,
    "env.py": """\
        from tasks import EnvContext, Environment, Observation, StepResult

        ENV_NAME = "coinflip"


        class CoinFlipEnv(Environment):
            name = ENV_NAME

            def __init__(self, context: EnvContext) -> None:
                super().__init__(context)
                self.seed, self.turns = 0, 0

            def reset(self, seed: int) -> Observation:
                self.seed, self.turns = seed, 0
                return Observation(text="A coin is in the air.", admissible_actions=["heads", "tails"])

            def step(self, action: str) -> StepResult:
                self.turns += 1
                # Ends on the second turn, whatever the policy says: the score is the seed's alone.
                return StepResult(observation=Observation(text="It lands."), done=self.turns == 2)

            def score(self) -> float:
                return float(self.turns == 2 and self.seed % 2 == 0)
        """,
}


def _write(root: Path, folder: str, files: dict[str, str]) -> None:
    (root / folder).mkdir(parents=True)
    for name, text in files.items():
        (root / folder / name).write_text(textwrap.dedent(text))


def test_a_static_and_an_online_task_are_one_folder_each(run_cli, home, tiny_model, tmp_path):
    root = tmp_path / "my_tasks"
    _write(root, "parity", STATIC)
    _write(root, "coinflip", ONLINE)
    env = {"A2RL_TASKS": str(root)}

    listed = run_cli("tasks", "--json", "--home", str(home.root), env=env, timeout=120)
    assert listed.returncode == 0, listed.stderr[-3000:]
    names = {t["name"]: t for t in json.loads(listed.stdout.strip().splitlines()[-1])}
    assert names["parity"]["kind"] == "rule" and names["coinflip"]["kind"] == "online"

    import os

    os.environ["A2RL_TASKS"] = str(root)
    try:
        from tasks import _registry

        for cache in (_registry._folders, _registry._discover, _registry._env_modules):
            cache.cache_clear()
        parity, coinflip = _registry.get_task("parity"), _registry.get_task("coinflip")
        parity_test = parity.assign_splits(parity.source_items(None))["test"]
        coin_test = coinflip.assign_splits(coinflip.source_items(None))["test"]
    finally:
        del os.environ["A2RL_TASKS"]
        for cache in (_registry._folders, _registry._discover, _registry._env_modules):
            cache.cache_clear()
    expected = {"parity": 100 * sum(it.answer == "yes" for it in parity_test) / len(parity_test),
                "coinflip": 100 * sum(it.seed % 2 == 0 for it in coin_test) / len(coin_test)}
    assert 0 < expected["parity"] < 100 and 0 < expected["coinflip"] < 100

    for name, n_items in (("parity", 10), ("coinflip", 12)):
        proc = run_cli("eval", "--task", name, "--model", str(tiny_model.path), "--split", "test", "--json",
                       "--home", str(home.root), env=env, timeout=400, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr[-3000:]
        summary = json.loads(proc.stdout.strip().splitlines()[-1])
        assert summary["status"] == "done" and summary["n_items"] == n_items, summary
        assert summary["score"] == round(expected[name], 4), (name, summary["score"], expected[name])
        with open(summary["results_path"]) as fh:
            items = json.load(fh)["items"]
        # The online task's episodes ran in its own environment (two turns each) in the Ray workers.
        assert {i["turns"] for i in items} == ({2} if name == "coinflip" else {1}), items[:3]
