"""Pairwise judging: win-rate math, random output order, the cache, and both judges.

Everything is real except the paid API: `OpenAIJudge` talks over real HTTP to a small
FastAPI server started here on 127.0.0.1 that speaks the OpenAI chat-completions format with
logprobs. It stands in for api.openai.com (which costs money and is unreachable offline) and
can misbehave on purpose (429s, 400s, 503s, wrong keys). `LocalJudge` runs the repo's `tiny`
built-in model. The scripted judges below are Judge subclasses with known preferences, so the
win-rate arithmetic can be checked against what they were told to prefer.
"""

from __future__ import annotations

import asyncio
import math
import re
import threading
from collections import Counter

import numpy as np
import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

import graders
from graders.judges import (
    Judge,
    JudgeCache,
    JudgeConfig,
    JudgeError,
    OpenAIJudge,
    judge_pairwise,
    make_judge,
    require_judge,
    win_rates,
)
from infra import UsageError

KEY = "sk-test-judge"


# ---------------------------------------------------------------- scripted judges

class LengthJudge(Judge):
    """Prefers the longer output: P(M) = sigmoid((len(output_2) - len(output_1)) / 40)."""

    id = "test:length"

    def __init__(self) -> None:
        self.prompts = 0
        self.batches = 0

    def prefer_second(self, prompts):
        self.prompts += len(prompts)
        self.batches += 1
        return [1 / (1 + math.exp(-(len(b) - len(a)) / 40)) for _, a, b in prompts]


class FirstPositionJudge(Judge):
    """Always answers "m" (output_1), whatever it is shown: pure position bias."""

    id = "test:first"

    def prefer_second(self, prompts):
        return [0.0] * len(prompts)


class MarkedJudge(Judge):
    """Prefers the output carrying a quality mark, 0.85 to 0.15, and ignores length."""

    id = "test:marked"

    def prefer_second(self, prompts):
        return [0.85 if "[good]" in b and "[good]" not in a else
                0.15 if "[good]" in a and "[good]" not in b else 0.5 for _, a, b in prompts]


def _items(n: int, longer: float, seed: int = 0):
    """n instructions, references of 100-300 chars, and outputs longer than the reference in
    a fraction `longer` of the items (by 20-150 chars), shorter in the rest."""
    rng = np.random.default_rng(seed)
    instructions = [f"Question {i}: explain topic {i}." for i in range(n)]
    references = ["r" * int(rng.integers(100, 300)) for _ in range(n)]
    outputs = []
    for i, ref in enumerate(references):
        delta = int(rng.integers(20, 150))
        outputs.append("o" * (len(ref) + delta if i < longer * n else max(5, len(ref) - delta)))
    return instructions, references, outputs


def _rates(result, references, outputs):
    return win_rates(result.preferences, [len(o) for o in outputs], [len(r) for r in references])


# ---------------------------------------------------------------- (a) win-rate math

def test_identical_outputs_are_ties_without_asking():
    judge = LengthJudge()
    instructions = ["a", "b", "c", "d"]
    references = ["same", " padded ", "x" * 50, "multi\nline"]
    outputs = ["same", "padded", "x" * 50, "multi\nline\n"]
    result = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=None)
    assert judge.prompts == 0 and result.calls == 0 and result.cached == 0
    assert result.preferences == [0.5] * 4
    rates = _rates(result, references, outputs)
    assert rates.win_rate == 50.0 and rates.lc_win_rate == 50.0
    assert rates.n == 4 and rates.n_draws == 4 and rates.n_wins == 0


def test_length_control_discounts_wins_bought_with_length():
    instructions, references, outputs = _items(40, longer=0.8)
    judge = LengthJudge()
    result = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=None)
    assert judge.batches == 1 and judge.prompts == result.calls == 40
    rates = _rates(result, references, outputs)
    assert rates.win_rate > 65
    assert rates.lc_win_rate < rates.win_rate
    assert abs(rates.lc_win_rate - 50) < abs(rates.win_rate - 50)
    assert rates.avg_length > rates.reference_avg_length
    assert 0 < rates.standard_error < 10


def test_length_control_credits_a_shorter_model():
    instructions, references, outputs = _items(40, longer=0.2)
    result = judge_pairwise(LengthJudge(), instructions, references, outputs, seed=0, cache=None)
    rates = _rates(result, references, outputs)
    assert rates.win_rate < 35
    assert rates.lc_win_rate >= rates.win_rate


def test_length_control_keeps_wins_that_length_does_not_explain():
    instructions, references, outputs = _items(40, longer=0.5, seed=1)
    outputs = [o + " [good]" if i % 4 else o for i, o in enumerate(outputs)]  # better on 3/4 of items
    result = judge_pairwise(MarkedJudge(), instructions, references, outputs, seed=0, cache=None)
    rates = _rates(result, references, outputs)
    assert rates.win_rate == pytest.approx(100 * (30 * 0.85 + 10 * 0.5) / 40)
    assert abs(rates.lc_win_rate - rates.win_rate) < 8


def test_win_rates_rejects_bad_input():
    with pytest.raises(ValueError):
        win_rates([], [], [])
    with pytest.raises(ValueError):
        win_rates([1.2], [1], [1])
    with pytest.raises(ValueError):
        win_rates([0.5, 0.5], [1], [1, 2])


def test_perfect_separation_stays_finite():
    rates = win_rates([1.0, 0.0] * 10, [300, 50] * 10, [100] * 20)
    assert math.isfinite(rates.lc_win_rate) and 0 < rates.lc_win_rate < 100
    all_won = win_rates([1.0] * 10, list(range(110, 120)), [100] * 10)
    assert 99 < all_won.lc_win_rate <= 100
    with_difficulty = win_rates([0.9, 0.2, 0.7, 0.4], [200, 50, 150, 90], [100] * 4,
                                instruction_difficulty=[0.1, 2.0, 0.5, 1.0])
    assert 0 < with_difficulty.lc_win_rate < 100


# ---------------------------------------------------------------- (b) random order

def test_order_is_random_per_item_and_cancels_position_bias():
    instructions, references, outputs = _items(200, longer=0.5)
    result = judge_pairwise(FirstPositionJudge(), instructions, references, outputs, seed=3, cache=None)
    assert 80 <= sum(result.swapped) <= 120
    # The judge always picks the first shown: the model wins exactly when it was shown first.
    assert result.preferences == [1.0 if s else 0.0 for s in result.swapped]
    assert 40 < _rates(result, references, outputs).win_rate < 60

    # An item's order depends on the seed and its instruction, not on the other items.
    subset = judge_pairwise(FirstPositionJudge(), instructions[50:60], references[50:60], outputs[50:60],
                            seed=3, cache=None)
    assert subset.swapped == result.swapped[50:60]
    other_seed = judge_pairwise(FirstPositionJudge(), instructions, references, outputs, seed=4, cache=None)
    assert other_seed.swapped != result.swapped


def test_swapped_items_are_read_back_in_the_model_s_favour():
    # LengthJudge is symmetric in position, so the order must not change the preference.
    instructions, references, outputs = _items(30, longer=0.5)
    a = judge_pairwise(LengthJudge(), instructions, references, outputs, seed=0, cache=None)
    b = judge_pairwise(LengthJudge(), instructions, references, outputs, seed=1, cache=None)
    assert a.swapped != b.swapped
    assert a.preferences == pytest.approx(b.preferences)
    assert all((p > 0.5) == (len(o) > len(r)) for p, o, r in zip(a.preferences, outputs, references))


# ---------------------------------------------------------------- (c) cache

def test_cache_answers_the_second_time_across_instances(tmp_path):
    path = tmp_path / "judge.sqlite"
    instructions, references, outputs = _items(25, longer=0.6)
    outputs[3] = references[3]  # a tie: neither asked nor cached
    judge = LengthJudge()
    with JudgeCache(path) as cache:
        first = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=cache)
        assert len(cache) == 24
    assert first.calls == 24 and first.cached == 0 and judge.prompts == 24

    with JudgeCache(path) as cache:
        second = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=cache)
    assert second.calls == 0 and second.cached == 24 and judge.prompts == 24
    assert second.preferences == first.preferences and second.judge == "test:length"

    # Another judge's answers are not this judge's answers.
    with JudgeCache(path) as cache:
        other = judge_pairwise(MarkedJudge(), instructions, references, outputs, seed=0, cache=cache)
    assert other.calls == 24 and other.cached == 0


def test_cache_sends_duplicate_questions_once(tmp_path):
    judge = LengthJudge()
    with JudgeCache(tmp_path / "c.sqlite") as cache:
        result = judge_pairwise(judge, ["q", "q", "q"], ["ref", "ref", "ref"], ["out!", "out!", "other"],
                                seed=0, cache=cache)
    assert result.calls == 2 and judge.prompts == 2 and result.preferences[0] == result.preferences[1]


def test_cache_writers_do_not_lose_rows(tmp_path):
    """Two connections (as two processes would hold) writing from several threads at once."""
    path = tmp_path / "shared.sqlite"
    caches = [JudgeCache(path), JudgeCache(path)]

    def write(worker: int) -> None:
        cache = caches[worker % 2]
        for batch in range(10):
            cache.put_many("j", {JudgeCache.key("j", f"{worker}-{batch}-{i}", "a", "b"): 0.25 for i in range(20)})

    threads = [threading.Thread(target=write, args=(w,)) for w in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(caches[0]) == len(caches[1]) == 6 * 10 * 20
    for cache in caches:
        cache.close()


def test_cache_default_place(home):
    assert JudgeCache.default_path(home) == home.root / "cache" / "judge.sqlite"


# ---------------------------------------------------------------- (d) OpenAIJudge over HTTP

_OUTPUT = re.compile(r'"output": """(.*?)"""', re.DOTALL)


class FakeOpenAI:
    """The stand-in server's behaviour, chosen by the request's `model`:
    `longer` prefers the longer output via logprobs; `flaky` answers 429 twice first;
    `broken` answers 400; `down` answers 503; `plain` returns no logprobs."""

    def __init__(self) -> None:
        self.requests: Counter[str] = Counter()
        self.active = 0
        self.peak = 0
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
                return _error(401, "Incorrect API key provided")
            if model == "flaky" and self.requests[model] <= 2:
                return _error(429, "Rate limit reached for requests", {"Retry-After": "0"})
            if model == "broken":
                return _error(400, "logprobs are not supported for this model")
            if model == "down":
                return _error(503, "The server is overloaded", {"Retry-After": "0"})
            self.active += 1
            self.peak = max(self.peak, self.active)
            try:
                await asyncio.sleep(0.05)
            finally:
                self.active -= 1
            first, second = _OUTPUT.findall(body["messages"][-1]["content"])
            winner, loser = ("M", "m") if len(second) > len(first) else ("m", "M")
            if model == "plain":
                return {"choices": [{"index": 0, "message": {"role": "assistant", "content": winner},
                                     "logprobs": None}]}
            top = [{"token": winner, "logprob": -0.1}, {"token": loser, "logprob": -2.3},
                   {"token": "The", "logprob": -6.0}]
            return {"choices": [{"index": 0, "message": {"role": "assistant", "content": winner},
                                 "logprobs": {"content": [{"token": winner, "logprob": -0.1,
                                                           "top_logprobs": top}]}}]}

        return app


def _error(status: int, message: str, headers: dict | None = None) -> JSONResponse:
    return JSONResponse({"error": {"message": message, "type": "test"}}, status_code=status, headers=headers)


@pytest.fixture
def fake_openai(serve_app):
    """The stand-in server on a free loopback port, in a thread: one per test, since tests count
    its requests and its flaky model fails only its first calls."""
    fake = FakeOpenAI()
    with serve_app(fake.app()) as url:
        fake.url = f"{url}/v1"
        yield fake


def _openai(fake, model: str, env=None, **kw) -> OpenAIJudge:
    config = JudgeConfig(kind="openai", model=model, base_url=fake.url, **kw)
    return OpenAIJudge(config, env={"A2RL_JUDGE_API_KEY": KEY} if env is None else env, backoff_s=0.01)


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def test_openai_judge_reads_logprobs_and_limits_concurrency(fake_openai):
    prompts = [(f"q{i}", "a" * (10 + i), "b" * (20 - i)) for i in range(12)]
    expected = [_sigmoid(2.2) if len(b) > len(a) else _sigmoid(-2.2) for _, a, b in prompts]
    with _openai(fake_openai, "longer", max_concurrency=3) as judge:
        assert judge.prefer_second(prompts) == pytest.approx(expected, abs=1e-9)
    assert fake_openai.requests["longer"] == 12
    assert 2 <= fake_openai.peak <= 3
    body = next(b for b in fake_openai.bodies if b["model"] == "longer")
    assert body["max_tokens"] == 1 and body["logprobs"] is True and body["top_logprobs"] == 5
    assert [m["role"] for m in body["messages"]] == ["system", "user"]


def test_openai_judge_end_to_end_with_cache(fake_openai, tmp_path):
    instructions, references, outputs = _items(10, longer=0.7)
    before = fake_openai.requests["longer"]
    with _openai(fake_openai, "longer") as judge, JudgeCache(tmp_path / "j.sqlite") as cache:
        result = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=cache)
        again = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=cache)
    assert fake_openai.requests["longer"] - before == 10 == result.calls
    assert again.calls == 0 and again.preferences == result.preferences
    assert all((p > 0.5) == (len(o) > len(r)) for p, o, r in zip(result.preferences, outputs, references))


def test_openai_judge_retries_rate_limits(fake_openai):
    with _openai(fake_openai, "flaky") as judge:
        assert judge.prefer_second([("q", "short", "much longer")]) == pytest.approx([_sigmoid(2.2)])
    assert fake_openai.requests["flaky"] == 3


def test_openai_judge_does_not_retry_a_bad_request(fake_openai):
    with _openai(fake_openai, "broken") as judge, pytest.raises(JudgeError) as err:
        judge.prefer_second([("q", "a", "b")])
    assert "HTTP 400" in str(err.value) and "logprobs are not supported" in str(err.value)
    assert fake_openai.requests["broken"] == 1


def test_openai_judge_gives_up_after_its_retries(fake_openai):
    with _openai(fake_openai, "down", max_retries=2) as judge, pytest.raises(JudgeError) as err:
        judge.prefer_second([("q", "a", "b")])
    assert "3 attempts" in str(err.value) and "overloaded" in str(err.value)
    assert fake_openai.requests["down"] == 3


def test_openai_judge_sends_the_key_as_bearer(fake_openai):
    with _openai(fake_openai, "keyed", env={"A2RL_JUDGE_API_KEY": "sk-wrong"}) as judge, \
            pytest.raises(JudgeError) as err:
        judge.prefer_second([("q", "a", "bb")])
    assert "HTTP 401" in str(err.value) and "A2RL_JUDGE_API_KEY" in str(err.value)
    assert fake_openai.requests["keyed"] == 1
    with _openai(fake_openai, "keyed", env={"OPENAI_API_KEY": KEY}) as judge:  # the fallback variable
        assert judge.prefer_second([("q", "a", "bb")]) == pytest.approx([_sigmoid(2.2)])
    with pytest.raises(UsageError, match="A2RL_JUDGE_API_KEY"):
        _openai(fake_openai, "keyed", env={})


def test_openai_judge_falls_back_to_the_answer_token(fake_openai):
    with _openai(fake_openai, "plain") as judge:
        assert judge.prefer_second([("q", "a", "bb"), ("q", "aa", "b")]) == [1.0, 0.0]


# ---------------------------------------------------------------- (e) LocalJudge

def test_local_judge_on_tiny(home, tiny_model):
    config = JudgeConfig(kind="local", model="tiny", batch_size=2)
    prompts = [("Name a colour.", "Blue.", "Red is a colour, as is green."),
               ("Add 2 and 2.", "4", "The answer is four."),
               ("Say hi.", "hi", "hello there, how are you today?")]
    with make_judge(config, home) as judge:
        assert judge.id == "local:tiny"
        first = judge.prefer_second(prompts)
        assert len(first) == 3 and all(0.0 <= p <= 1.0 for p in first)
        assert judge.prefer_second(prompts) == first
        # Left padding must not change a prompt's answer: alone or in a batch, the same.
        alone = judge.prefer_second(prompts[2:])
        assert alone == pytest.approx(first[2:], abs=1e-5)
        # Answers longer than the judge reads are cut to fit; an instruction that alone fills
        # the context cannot be judged.
        (cut,) = judge.prefer_second([("q", "word " * 3000, "b")])
        assert 0.0 <= cut <= 1.0 and judge.truncated == 1
        with pytest.raises(JudgeError, match="longer context"):
            judge.prefer_second([("word " * 3000, "a", "b")])


# ---------------------------------------------------------------- (f) configuration

def test_judge_config_from_env():
    assert JudgeConfig.from_env(env={}) is None
    assert JudgeConfig.from_env(env={"A2RL_JUDGE": "  "}) is None
    c = JudgeConfig.from_env(env={"A2RL_JUDGE": "openai:gpt-4o-mini"})
    assert (c.kind, c.model, c.base_url, c.max_concurrency) == ("openai", "gpt-4o-mini", "https://api.openai.com/v1", 8)
    c = JudgeConfig.from_env(env={"A2RL_JUDGE": "openai:Qwen/Qwen2.5-7B", "A2RL_JUDGE_BASE_URL": "http://gpu:8000/v1",
                                  "A2RL_JUDGE_MAX_CONCURRENCY": "32"})
    assert (c.model, c.base_url, c.max_concurrency) == ("Qwen/Qwen2.5-7B", "http://gpu:8000/v1", 32)
    assert c.id == "openai:Qwen/Qwen2.5-7B@http://gpu:8000/v1"
    local = JudgeConfig.from_env("local:/models/judge", env={"A2RL_JUDGE": "openai:ignored"})
    assert (local.kind, local.model, local.id) == ("local", "/models/judge", "local:/models/judge")
    for bad in ("gpt-4o", "anthropic:claude", "openai:", "local"):
        with pytest.raises(UsageError) as err:
            JudgeConfig.from_env(env={"A2RL_JUDGE": bad})
        assert "A2RL_JUDGE=openai:<model>" in str(err.value) and "local:" in str(err.value)
    with pytest.raises(UsageError, match="A2RL_JUDGE_MAX_CONCURRENCY"):
        JudgeConfig.from_env(env={"A2RL_JUDGE": "openai:m", "A2RL_JUDGE_MAX_CONCURRENCY": "many"})


def test_require_judge_says_what_to_set():
    with pytest.raises(UsageError) as err:
        require_judge(env={})
    message = str(err.value)
    for hint in ("A2RL_JUDGE=openai:gpt-4o-mini", "A2RL_JUDGE_API_KEY", "A2RL_JUDGE_BASE_URL",
                 "A2RL_JUDGE=local:", "--judge"):
        assert hint in message, hint
    with pytest.raises(UsageError, match="A2RL_JUDGE_API_KEY"):
        require_judge(env={"A2RL_JUDGE": "openai:gpt-4o-mini"})
    config = require_judge(env={"A2RL_JUDGE": "openai:gpt-4o-mini", "A2RL_JUDGE_API_KEY": "sk-secret"})
    assert "sk-secret" not in config.model_dump_json()
    assert require_judge("local:tiny", env={}).kind == "local"


def test_public_faces():
    for name in ("JudgeConfig", "JudgeCache", "judge_pairwise", "win_rates", "require_judge", "make_judge"):
        assert name in graders.__all__ and getattr(graders, name) is not None

