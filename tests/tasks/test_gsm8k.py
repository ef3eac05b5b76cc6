"""GSM8K: the real data (../shared/data through the same loader as a download), splits, scorer."""

import random
from pathlib import Path

import pytest

from infra import A2RLHome, DataUnavailableError
from tasks import get_task, prepare_data
from tests.conftest import SHARED_DATA

pytestmark = pytest.mark.skipif(not (SHARED_DATA / "gsm8k" / "test.jsonl").is_file(),
                                reason="../shared/data/gsm8k is not on this machine")


@pytest.fixture(scope="module")
def gsm8k(home):
    task = get_task("gsm8k")
    return task, prepare_data(task, home, SHARED_DATA)


def test_splits_follow_the_official_ones(gsm8k):
    task, data = gsm8k
    splits = {s: data.load(s) for s in ("train", "validation", "test")}
    assert {k: len(v) for k, v in splits.items()} == {"train": 7273, "validation": 200, "test": 1319}
    # Test is the official test split, in order; validation comes out of official train only.
    official_test = (SHARED_DATA / "gsm8k" / "test.jsonl").read_text().splitlines()
    import json

    assert [i.question for i in splits["test"]] == [json.loads(line)["question"] for line in official_test]
    assert all(i.id.startswith("gsm8k-train-") for i in splits["validation"] + splits["train"])
    assert not {i.id for i in splits["validation"]} & {i.id for i in splits["train"]}
    assert len({i.question for i in splits["train"]} | {i.question for i in splits["validation"]}) == 7473


def test_reference_answers_score_100_and_shuffled_about_0(gsm8k):
    task, data = gsm8k
    items = data.load("test")
    assert sum(task.score(i.answer, i) for i in items) == len(items)
    answers = [i.answer for i in items]
    random.Random(0).shuffle(answers)
    assert sum(task.score(a, i) for a, i in zip(answers, items)) / len(items) < 0.05


@pytest.mark.parametrize("completion,right", [
    ("Janet sells 16 - 3 - 4 = 9 eggs. 9 * 2 = 18\n#### 18", True),
    ("She makes $18.00 every day.", True),
    ("#### 18.0", True),
    ("#### 1,8", True),            # commas are thousands separators, dropped like the harnesses do
    ("The answer is 18 dollars, or 1800 cents.", False),  # the last number counts
    ("#### 17", False),
    ("", False),
])
def test_scorer_on_known_answers(gsm8k, completion, right):
    task, data = gsm8k
    item = next(i for i in data.load("test") if i.answer.endswith("#### 18"))
    assert task.score(completion, item) == (1.0 if right else 0.0)


def test_split_hashes_are_reproducible(gsm8k, tmp_path):
    task, data = gsm8k
    again = prepare_data(task, A2RLHome.resolve(tmp_path / "h").ensure(), SHARED_DATA)
    assert again.hashes == data.hashes


def test_offline_without_a_mirror_names_the_data_set_and_the_option(tmp_path, monkeypatch):
    monkeypatch.delenv("A2RL_DATA_DIR", raising=False)
    task = get_task("gsm8k")
    with pytest.raises(DataUnavailableError) as err:
        prepare_data(task, A2RLHome.resolve(tmp_path / "h").ensure(), None)
    assert "openai/gsm8k" in str(err.value) and "--data-dir" in str(err.value)
    # A mirror missing a file says which files it needs.
    (tmp_path / "mirror" / "gsm8k").mkdir(parents=True)
    (tmp_path / "mirror" / "gsm8k" / "train.jsonl").write_text((SHARED_DATA / "gsm8k" / "train.jsonl").read_text())
    with pytest.raises(DataUnavailableError, match="gsm8k/test.jsonl"):
        prepare_data(task, A2RLHome.resolve(tmp_path / "h2").ensure(), Path(tmp_path / "mirror"))
    assert task.offline_status(tmp_path / "mirror")[0] is False
    assert task.offline_status(SHARED_DATA)[0] is True
