"""AlpacaEval 2.0: the real 805 instructions and references, split discipline, refusal without a judge."""

import json

import pytest

from infra import A2RLHome
from tasks import get_task, prepare_data


@pytest.fixture(scope="module")
def alpaca(home, paper_data_dir):
    task = get_task("alpaca_eval")
    return task, prepare_data(task, home, paper_data_dir)


def test_eval_splits_are_disjoint_subsets_of_the_805(alpaca, paper_data_dir):
    task, data = alpaca
    splits = {s: data.load(s) for s in ("train", "validation", "test")}
    assert {k: len(v) for k, v in splits.items()} == {"train": 2000, "validation": 100, "test": 705}
    reference = json.loads((paper_data_dir / "alpaca_eval" / "gpt4_1106_preview_outputs.json").read_text())
    by_instruction = {r["instruction"]: r["output"] for r in reference}
    for item in splits["validation"] + splits["test"]:
        assert by_instruction[item.question] == item.answer  # GPT-4 Turbo's reference answer
    assert not {i.id for i in splits["validation"]} & {i.id for i in splits["test"]}
    assert {i.question for i in splits["validation"] + splits["test"]} == set(by_instruction)
    assert all(i.id.startswith("alpaca-") for i in splits["train"])


def test_training_instructions_never_repeat_an_eval_instruction(paper_data_dir, tmp_path):
    """A training mirror that contains an AlpacaEval instruction: it is dropped, not leaked."""
    mirror = tmp_path / "mirror"
    mirror.mkdir()
    (mirror / "alpaca_eval").symlink_to(paper_data_dir / "alpaca_eval")
    rows = json.loads((paper_data_dir / "alpaca" / "alpaca_data.json").read_text())
    leaked = json.loads((paper_data_dir / "alpaca_eval" / "gpt4_1106_preview_outputs.json").read_text())[7]
    rows.insert(3, {"instruction": leaked["instruction"], "input": "", "output": "x"})
    (mirror / "alpaca").mkdir()
    (mirror / "alpaca" / "alpaca_data.json").write_text(json.dumps(rows))
    task = get_task("alpaca_eval")
    data = prepare_data(task, A2RLHome.resolve(tmp_path / "h").ensure(), mirror)
    train = data.load("train")
    assert len(train) == 2000 and leaked["instruction"] not in {i.question for i in train}


def test_alpaca_input_field_is_part_of_the_prompt():
    from tasks.alpaca_eval.task import alpaca_prompt

    assert alpaca_prompt("Translate to French.", "Good morning") == "Translate to French.\n\nGood morning"
    assert alpaca_prompt("Name three colours.", "") == "Name three colours."


def test_without_a_judge_the_task_refuses_to_start(run_cli, paper_data_dir, tmp_path):
    env = {"A2RL_JUDGE": "", "A2RL_DATA_DIR": str(paper_data_dir)}
    home = tmp_path / "home"
    for command in (["run", "--agent", "copy-base", "--budget", "30"], ["eval", "--model", "tiny"]):
        proc = run_cli(*command, "--task", "alpaca_eval", "--home", str(home), env=env, cwd=tmp_path)
        assert proc.returncode == 2, proc.stderr[-2000:]
        assert "A2RL_JUDGE" in proc.stderr and "--judge" in proc.stderr
        assert "Traceback" not in proc.stderr
    assert not (home / "runs").exists() or not any((home / "runs").iterdir())


def test_judge_settings_and_the_data_mirror_never_reach_the_agent(monkeypatch, tmp_path):
    from agents import get_agent
    from agents._launch import agent_env

    monkeypatch.setenv("A2RL_JUDGE", "openai:gpt-4o-mini")
    monkeypatch.setenv("A2RL_JUDGE_API_KEY", "sk-secret")
    monkeypatch.setenv("A2RL_DATA_DIR", str(tmp_path))
    env = agent_env(get_agent("copy-base"), task="alpaca_eval", base_model="tiny", workspace=tmp_path,
                    model_dir=tmp_path, data_dir=tmp_path, output_dir=tmp_path, grading_url="http://x")
    assert not [k for k in env if k.startswith("A2RL_JUDGE") or k == "A2RL_DATA_DIR"]
    assert "sk-secret" not in json.dumps(env)
