"""DeepSearchQA's judged protocols: the correctness prompt, `grade_answers` with both judges
and the cache, the refusal without a judge, and evaluations that grade with one.

Real components throughout: the `tiny` built-in model as the local judge, the test mirror
(`tests/data/deepsearchqa`) searched with BM25, and `a2rl eval` in a subprocess. Two
stand-ins, named as such: `GraderStandIn`, a small FastAPI server on 127.0.0.1 that speaks
the OpenAI chat-completions format with logprobs (api.openai.com costs money and is
unreachable offline) and grades by containment; and, where an evaluation must produce final
answers, the search-qa environment's own expert playing the policy (the randomly
initialised `tiny` policy never writes `answer[...]`, so a judge would never be asked).
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from pathlib import Path

import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from graders.judges import (
    JudgeCache,
    JudgeConfig,
    JudgeError,
    OpenAIJudge,
    grade_answers,
    grade_messages,
    make_judge,
)
from infra import UsageError

REPO = Path(__file__).resolve().parents[2]
MIRROR = REPO / "tests" / "data"
SEARCH_VARS = ("A2RL_SEARCH", "A2RL_SEARCH_CORPUS", "A2RL_SEARCH_API_KEY", "A2RL_SEARCH_BASE_URL")
CLI_ENV = {"A2RL_DATA_DIR": str(MIRROR), "PYTHONPATH": str(REPO), "A2RL_JUDGE": "",
           **{v: "" for v in SEARCH_VARS}}
KEY = "sk-test-grader"

QUESTIONS = [
    ("What is the capital of Maravel?", "Port Aldric", "The capital is Port Aldric."),
    ("What is the capital of Maravel?", "Port Aldric", "Kestra"),
    ("Which clubs won two titles?", "- Hallow Bay Saints\n- Reedholm Herons", "Reedholm Herons, Hallow Bay Saints"),
    ("Which clubs won two titles?", "- Hallow Bay Saints\n- Reedholm Herons", "Hallow Bay Saints"),
]


@pytest.fixture
def mirror_env(monkeypatch):
    """The test mirror as data dir, BM25 search, and no judge or search settings of the caller's."""
    for var in (*SEARCH_VARS, "A2RL_JUDGE", "A2RL_JUDGE_BASE_URL"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("A2RL_DATA_DIR", str(MIRROR))
    monkeypatch.setenv("A2RL_SEARCH", "bm25")


@pytest.fixture
def mini_judged(mirror_env, home):
    from tasks import get_task, prepare_data

    task = get_task("deepsearchqa:mini-judged")
    return task, prepare_data(task, home, MIRROR)


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


# -- the prompt ----------------------------------------------------------------------------
def test_the_grading_prompt_shows_question_gold_and_answer():
    chat = grade_messages("What is the capital of Maravel?", "- Kestra\n- Ivel", "Ivel and {question} Kestra")
    assert [m["role"] for m in chat] == ["system", "user"]
    user = chat[1]["content"]
    assert '"""What is the capital of Maravel?"""' in user
    assert '"""- Kestra\n- Ivel"""' in user
    assert '"""Ivel and {question} Kestra"""' in user  # filled once: a response is shown as written
    assert "M if the response is correct, m if it is incorrect" in user
    assert "every item" in user and "no item that is not in it" in user


def test_the_gold_answer_is_shown_as_a_value_or_one_item_a_line(mini_judged):
    from tasks.deepsearchqa.task import gold_text

    task, data = mini_judged
    items = data.load("test")
    single = next(i for i in items if i.extra["answer_type"] == "single")
    assert gold_text(single) == json.loads(single.extra["answers"])[0]
    many = next(i for i in items if i.extra["answer_type"] == "set")
    assert gold_text(many).splitlines() == [f"- {g}" for g in json.loads(many.extra["answers"])]


def test_grades_and_preferences_never_share_a_cache_key():
    assert JudgeCache.grade_key("j", "q", "g", "a") != JudgeCache.key("j", "q", "g", "a")
    assert JudgeCache.grade_key("j", "q", "g", "a") == JudgeCache.grade_key("j", "q", "g", "a")
    assert JudgeCache.grade_key("j", "q", "g", "a") != JudgeCache.grade_key("k", "q", "g", "a")


# -- the local judge -----------------------------------------------------------------------
def test_local_judge_grades_in_0_1_and_caches(home, tiny_model, tmp_path):
    config = JudgeConfig(kind="local", model="tiny", batch_size=3)
    with make_judge(config, home) as judge, JudgeCache(tmp_path / "judge.sqlite") as cache:
        forward = judge._batch
        batches: list[int] = []
        judge._batch = lambda texts: batches.append(len(texts)) or forward(texts)  # counts model calls

        first = grade_answers(judge, [*QUESTIONS, (QUESTIONS[0][0], QUESTIONS[0][1], "  ")], cache=cache)
        assert first.judge == "local:tiny" and first.calls == 4 and first.cached == 0 and batches == [3, 1]
        assert len(first.probabilities) == 5 and all(0.0 <= p <= 1.0 for p in first.probabilities)
        assert first.probabilities[4] == 0.0  # no answer: wrong without asking
        assert len(cache) == 4

        again = grade_answers(judge, QUESTIONS, cache=cache)
        assert again.calls == 0 and again.cached == 4 and batches == [3, 1]  # no model call
        assert again.probabilities == first.probabilities[:4]
        # Left padding does not change a grade: alone or in a batch, the same.
        assert judge.grade_correct(QUESTIONS[1:2]) == pytest.approx(first.probabilities[1:2], abs=1e-5)
        # A response longer than the judge reads is cut to fit; a question that fills its context cannot be graded.
        (cut,) = judge.grade_correct([("q", "Port Aldric", "word " * 3000)])
        assert 0.0 <= cut <= 1.0 and judge.truncated == 1
        with pytest.raises(JudgeError, match="longer context"):
            judge.grade_correct([("word " * 3000, "Port Aldric", "Port Aldric")])


def test_a_pairwise_only_judge_refuses_to_grade():
    from graders.judges import Judge

    class PairsOnly(Judge):
        id = "test:pairs"

        def prefer_second(self, prompts):
            return [0.5] * len(prompts)

    with pytest.raises(JudgeError, match="cannot grade"):
        grade_answers(PairsOnly(), QUESTIONS[:1])


# -- the OpenAI judge over HTTP --------------------------------------------------------------
_BLOCK = re.compile(r'## (Gold answer|Response)\n\n"""(.*?)"""', re.DOTALL)


class GraderStandIn:
    """Stands in for an OpenAI-compatible server, chosen by the request's `model`: `grader`
    answers "M" (correct) when the response names every gold item, via logprobs; `plain`
    does the same without logprobs; `broken` answers 400."""

    def __init__(self) -> None:
        self.requests: Counter[str] = Counter()
        self.bodies: list[dict] = []

    def app(self) -> FastAPI:
        app = FastAPI()

        @app.post("/v1/chat/completions")
        async def completions(request: Request):
            body = await request.json()
            model = body["model"]
            self.requests[model] += 1
            self.bodies.append(body)
            if request.headers.get("authorization") != f"Bearer {KEY}":
                return JSONResponse({"error": {"message": "Incorrect API key provided"}}, status_code=401)
            if model == "broken":
                return JSONResponse({"error": {"message": "logprobs are not supported"}}, status_code=400)
            blocks = dict(_BLOCK.findall(body["messages"][-1]["content"]))
            gold = [line.removeprefix("- ").lower() for line in blocks["Gold answer"].splitlines()]
            verdict, other = ("M", "m") if all(g in blocks["Response"].lower() for g in gold) else ("m", "M")
            if model == "plain":
                return {"choices": [{"index": 0, "message": {"role": "assistant", "content": verdict},
                                     "logprobs": None}]}
            top = [{"token": verdict, "logprob": -0.1}, {"token": other, "logprob": -2.3}]
            return {"choices": [{"index": 0, "message": {"role": "assistant", "content": verdict},
                                 "logprobs": {"content": [{"token": verdict, "logprob": -0.1, "top_logprobs": top}]}}]}

        return app


@pytest.fixture
def grader_stand_in(serve_app):
    """The stand-in server on a free loopback port, in a thread: one per test, since tests count
    its requests."""
    fake = GraderStandIn()
    with serve_app(fake.app()) as url:
        fake.url = f"{url}/v1"
        yield fake


def _openai(fake, model: str) -> OpenAIJudge:
    config = JudgeConfig(kind="openai", model=model, base_url=fake.url, max_retries=0)
    return OpenAIJudge(config, env={"A2RL_JUDGE_API_KEY": KEY}, backoff_s=0.01)


def test_openai_judge_grades_from_logprobs_and_caches(grader_stand_in, tmp_path):
    expected = [_sigmoid(2.2), _sigmoid(-2.2), _sigmoid(2.2), _sigmoid(-2.2)]
    with _openai(grader_stand_in, "grader") as judge, JudgeCache(tmp_path / "judge.sqlite") as cache:
        first = grade_answers(judge, QUESTIONS, cache=cache)
        again = grade_answers(judge, QUESTIONS, cache=cache)
    assert first.probabilities == pytest.approx(expected, abs=1e-9) and first.calls == 4
    assert again.calls == 0 and again.probabilities == first.probabilities
    assert grader_stand_in.requests["grader"] == 4
    body = grader_stand_in.bodies[-1]
    assert body["max_tokens"] == 1 and body["logprobs"] is True and body["top_logprobs"] == 5
    assert body["messages"][0]["content"].startswith("You are a meticulous grader")
    with _openai(grader_stand_in, "plain") as judge:  # no logprobs: the verdict token itself
        assert judge.grade_correct(QUESTIONS[:2]) == [1.0, 0.0]


def test_openai_judge_refusal_is_a_judge_error(grader_stand_in):
    with _openai(grader_stand_in, "broken") as judge, pytest.raises(JudgeError, match="HTTP 400"):
        grade_answers(judge, QUESTIONS[:1])


# -- which protocols need a judge ----------------------------------------------------------
def test_only_the_judged_protocols_need_a_judge(mirror_env, monkeypatch):
    from graders import check_gradable
    from tasks import get_task

    for name, like in (("deepsearchqa:judged", "deepsearchqa"), ("deepsearchqa:mini-judged", "deepsearchqa:mini")):
        task, plain = get_task(name), get_task(like)
        assert task.needs_judge and task.spec.splits == plain.spec.splits and task.spec.seed == plain.spec.seed
        assert task.spec.env.options == {**plain.spec.env.options, "judge": True}
        assert "graded by an LLM judge" in task.description() and "LLM judge" not in plain.description()
        with pytest.raises(UsageError) as err:
            check_gradable(task)
        assert "A2RL_JUDGE" in str(err.value) and "--judge" in str(err.value)
        assert check_gradable(task, "local:tiny") == "local:tiny"
    monkeypatch.setenv("A2RL_JUDGE", "local:tiny")
    assert check_gradable(get_task("deepsearchqa:judged")) == "local:tiny"
    for name in ("deepsearchqa", "deepsearchqa:mini"):
        task = get_task(name)
        assert not task.needs_judge and check_gradable(task, "local:tiny") is None


def test_the_judge_is_part_of_the_fingerprint_only_where_it_grades(mini_judged, home):
    from graders import EvalConfig, eval_fingerprint
    from tasks import get_task, prepare_data

    task, data = mini_judged
    a, b = EvalConfig(judge="local:tiny"), EvalConfig(judge="local:other")
    assert eval_fingerprint(task, data, "test", a) != eval_fingerprint(task, data, "test", b)
    plain = get_task("deepsearchqa:mini")
    plain_data = prepare_data(plain, home, MIRROR)
    assert eval_fingerprint(plain, plain_data, "test", a) == eval_fingerprint(plain, plain_data, "test", b)


# -- scoring episodes by the judge ---------------------------------------------------------
def test_episodes_score_the_judge_s_verdict_thresholded_at_one_half(mini_judged):
    task, data = mini_judged
    items = data.load("test")[:5]
    gold = [json.loads(it.extra["answers"]) for it in items]
    finals = [f"answer[{', '.join(gold[0])}]", "Thought: sure.\nanswer[not it]", None, "search[more]",
              f"answer[{', '.join(gold[4])}]"]
    asked: list[tuple[str, str, str]] = []

    def grade(questions):
        asked.extend(questions)
        return [0.9, 0.5, 0.51][: len(questions)]

    scores, metrics = task.judge_episodes(items, finals, grade)
    assert [q[2] for q in asked] == [", ".join(gold[0]), "not it", ", ".join(gold[4])]
    assert asked[0][0] == items[0].question and asked[0][1].replace("- ", "").split("\n") == gold[0]
    assert scores == [1.0, 0.0, 0.0, 0.0, 1.0]  # 0.5 is not "correct"; no answer is wrong without asking
    assert metrics["judge_accuracy"] == 40.0 and metrics["answered"] == 3
    assert metrics["f1"] == pytest.approx(40.0)  # the two gold answers score F1 1, the rest 0


def _expert_plays(model_path, episodes, generation, config, progress=None):
    """Stands in for the policy: the search-qa environment's expert searches, then answers with the gold answer."""
    from graders.engine import rollout_expert

    return rollout_expert(episodes, config)


def test_an_evaluation_is_graded_by_the_judge(mini_judged, monkeypatch, tiny_model, tmp_path):
    from graders import EvalConfig, evaluate_checkpoint

    task, data = mini_judged
    monkeypatch.setattr("graders._evaluate.run_rollouts", _expert_plays)
    config = EvalConfig(judge="local:tiny")
    out = tmp_path / "trajectories.jsonl"
    first = evaluate_checkpoint(tiny_model.path, task, data, "test", config, trajectories=out)
    assert first.status == "done" and first.n_items == 8, first.error
    m = first.metrics
    assert m["answered"] == 8 and m["f1"] == 100.0 and m["judge_calls"] + m["judge_cached"] == 8
    assert first.score == m["judge_accuracy"] and all(s.score in (0.0, 1.0) for s in first.items)
    assert any(k.startswith("category/") for k in m)
    again = evaluate_checkpoint(tiny_model.path, task, data, "test", config)
    assert again.metrics["judge_calls"] == 0 and again.metrics["judge_cached"] == 8
    assert [s.score for s in again.items] == [s.score for s in first.items]


def test_a_failing_judge_fails_the_evaluation_and_keeps_the_trajectories(
        mini_judged, grader_stand_in, monkeypatch, tiny_model, tmp_path):
    from graders import EvalConfig, evaluate_checkpoint

    task, data = mini_judged
    monkeypatch.setattr("graders._evaluate.run_rollouts", _expert_plays)
    monkeypatch.setenv("A2RL_JUDGE_BASE_URL", grader_stand_in.url)
    monkeypatch.setenv("A2RL_JUDGE_API_KEY", KEY)
    out = tmp_path / "trajectories.jsonl"
    graded = evaluate_checkpoint(tiny_model.path, task, data, "test", EvalConfig(judge="openai:grader"))
    assert graded.status == "done" and graded.score == 100.0 and graded.metrics["f1"] == 100.0
    failed = evaluate_checkpoint(tiny_model.path, task, data, "test", EvalConfig(judge="openai:broken"),
                                 trajectories=out)
    assert failed.status == "failed" and failed.score is None
    assert failed.error.startswith("judging failed: ") and "HTTP 400" in failed.error
    assert len(out.read_text().splitlines()) == 8


# -- through the CLI -----------------------------------------------------------------------
def test_a2rl_eval_refuses_the_judged_protocol_without_a_judge(run_cli, tmp_path):
    proc = run_cli("eval", "--task", "deepsearchqa:mini-judged", "--model", "tiny", "--split", "test",
                   "--home", str(tmp_path / "home"), env=CLI_ENV, cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "A2RL_JUDGE" in proc.stderr and "--judge" in proc.stderr and "Traceback" not in proc.stderr


def test_tiny_model_is_evaluated_on_the_mini_judged_protocol(run_cli, home, tiny_model, tmp_path):
    """A real evaluation: `a2rl eval --judge local:tiny` in a subprocess, Ray actors playing the episodes."""
    proc = run_cli("eval", "--task", "deepsearchqa:mini-judged", "--model", "tiny", "--split", "test", "--json",
                   "--judge", "local:tiny", "--home", str(home.root), env=CLI_ENV, timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["status"] == "done" and summary["n_items"] == 8, summary["error"]
    metrics = summary["metrics"]
    assert {"judge_accuracy", "f1", "answered", "judge_calls", "judge_cached"} <= set(metrics)
    assert summary["score"] == pytest.approx(metrics["judge_accuracy"], abs=1e-3)
    assert metrics["judge_calls"] + metrics["judge_cached"] <= metrics["answered"] <= 8
