"""The recording proxy for model APIs, over real HTTP: a real uvicorn proxy in front of a stand-in API.

The stand-in (`standins/model_api.py`) replaces the paid OpenAI / Anthropic APIs, which cannot
be reached here; it answers in their wire formats with deterministic usage.
"""

from __future__ import annotations

import doctest
import json
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

# The stand-ins are plain modules: tests/ is no package.
sys.path.insert(0, str(Path(__file__).parent / "standins"))

from model_api import StandinModelAPI, unreachable_url

from agents.recording import ModelBudget, ModelCall, ModelPrice, ModelProxy, load_prices, price_for
from infra import UsageError

PRICES = {"gpt-5-mini": ModelPrice(input=0.25, output=2.0, cached_input=0.025),
          "gpt-5": ModelPrice(input=1.25, output=10.0, cached_input=0.125),
          "claude-sonnet-4-5": ModelPrice(input=3.0, output=15.0, cached_input=0.3)}
PROMPT = "one two three four five"  # 5 input tokens at the stand-in


@pytest.fixture(scope="module")
def upstream():
    with StandinModelAPI() as api:
        yield api


@pytest.fixture
def api(upstream):
    upstream.output_tokens, upstream.cached_tokens, upstream.chunk_delay_s, upstream.fail_status = 7, 0, 0.0, None
    upstream.requests.clear()
    return upstream


@pytest.fixture
def start(api, tmp_path):
    """Starts proxies (in front of the stand-in unless told otherwise); stops them after the test."""
    proxies = []

    def start_(**kwargs) -> ModelProxy:
        kwargs = {"openai_upstream": api.url, "anthropic_upstream": api.url, "gemini_upstream": None,
                  "prices": PRICES, **kwargs}
        proxy = ModelProxy(tmp_path / "model_calls.jsonl", **kwargs).__enter__()
        proxies.append(proxy)
        return proxy

    yield start_
    for proxy in proxies:
        proxy.__exit__(None, None, None)


def calls(proxy: ModelProxy) -> list[ModelCall]:
    return [ModelCall.model_validate_json(line) for line in proxy.log_path.read_text().splitlines()]


def sse_data(text: str) -> list[dict]:
    return [json.loads(line[5:]) for line in text.splitlines() if line.startswith("data: {")]


# (route under the proxy, request body, model) for each API; "stream" is added per case.
REQUESTS = {
    "chat": ("/openai/v1/chat/completions", "gpt-5-mini",
             {"messages": [{"role": "system", "content": "one two"},
                           {"role": "user", "content": [{"type": "text", "text": "three four five"}]}]}),
    "responses": ("/openai/v1/responses", "gpt-5",
                  {"instructions": "one two", "input": [{"role": "user", "content": [
                      {"type": "input_text", "text": "three four five"}]}]}),
    "messages": ("/anthropic/v1/messages", "claude-sonnet-4-5-20250929",
                 {"max_tokens": 64, "system": [{"type": "text", "text": "one two"}],
                  "messages": [{"role": "user", "content": "three four five"}]}),
}


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "stream"])
@pytest.mark.parametrize("kind", list(REQUESTS))
def test_tokens_of_each_api_and_mode(start, api, kind, stream):
    api.cached_tokens = 2
    proxy = start()
    route, model, body = REQUESTS[kind]
    headers = {"authorization": "Bearer agent-key"} if route.startswith("/openai") else {"x-api-key": "agent-key"}
    r = httpx.post(proxy.url + route, json={"model": model, **body, "stream": stream}, headers=headers)
    assert r.status_code == 200, r.text

    if stream:
        assert r.headers["content-type"].startswith("text/event-stream")
        events = sse_data(r.text)
        if kind == "chat":  # usage asked for on the agent's behalf, and relayed to it
            assert api.requests[-1].body["stream_options"] == {"include_usage": True}
            assert events[-1]["choices"] == [] and events[-1]["usage"]["completion_tokens"] == 7
        text = "".join(e.get("delta", {}).get("text", "") if kind == "messages" else
                       e.get("delta", "") if kind == "responses" else
                       "".join(c["delta"].get("content") or "" for c in e["choices"]) for e in events)
    else:
        answer = r.json()
        text = {"chat": lambda: answer["choices"][0]["message"]["content"],
                "responses": lambda: answer["output"][0]["content"][0]["text"],
                "messages": lambda: answer["content"][0]["text"]}[kind]()
    assert text.split() == [f"w{i}" for i in range(7)]

    [call] = calls(proxy)
    assert (call.api, call.endpoint, call.model, call.status, call.stream) == (
        route.split("/")[1], "/" + route.split("/", 2)[2], model, 200, stream)
    # One convention for both APIs: input counts cached tokens (Anthropic reports them apart).
    assert (call.input_tokens, call.output_tokens, call.cached_tokens) == (5, 7, 2)
    price = price_for(model, PRICES)
    assert call.cost_usd == pytest.approx((3 * price.input + 2 * price.cached_input + 7 * price.output) / 1e6)
    assert call.error is None and 0 < call.latency_s < 5 and abs(call.t - time.time()) < 30
    # Without keys held by the proxy, the agent's own key goes through; encoding is asked as identity.
    got = api.requests[-1].headers
    assert got.get("authorization", got.get("x-api-key")) in ("Bearer agent-key", "agent-key")
    assert got["accept-encoding"] == "identity" and got["host"] == api.url.removeprefix("http://")


def test_stream_is_relayed_as_it_arrives(start, api):
    api.output_tokens, api.chunk_delay_s = 10, 0.1  # ~1.4 s of stream
    proxy = start()
    route, model, body = REQUESTS["messages"]
    began = time.perf_counter()
    with httpx.stream("POST", proxy.url + route, json={"model": model, **body, "stream": True}) as r:
        arrivals = [time.perf_counter() - began for _ in r.iter_raw()]
    assert arrivals[-1] > 1.0
    assert arrivals[0] < arrivals[-1] - 0.6, "the first chunk waited for the whole stream"
    [call] = calls(proxy)
    assert call.output_tokens == 10 and call.latency_s > 1.0


def test_totals_jsonl_and_unpriced_models(start, api):
    proxy = start()
    route, _, body = REQUESTS["chat"]

    def ask(model: str) -> int:
        return httpx.post(proxy.url + route, json={"model": model, **body}).status_code

    with ThreadPoolExecutor(4) as pool:  # concurrent calls: one whole line each
        statuses = list(pool.map(ask, ["gpt-5-mini"] * 6 + ["mystery-model"] * 2))
    assert statuses == [200] * 8
    recorded = calls(proxy)
    assert len(recorded) == 8
    assert [c.cost_usd for c in recorded if c.model == "mystery-model"] == [None, None]  # unknown, not 0
    totals = proxy.totals()
    assert (totals.calls, totals.errors, totals.refused, totals.unpriced_calls) == (8, 0, 0, 2)
    assert (totals.input_tokens, totals.output_tokens, totals.cached_tokens) == (40, 56, 0)
    assert totals.cost_usd == pytest.approx(6 * (5 * 0.25 + 7 * 2.0) / 1e6)
    assert totals.latency_s == pytest.approx(sum(c.latency_s for c in recorded))
    assert proxy.exceeded() is None  # no budget

    # A proxy continuing the same log (a continued session) starts from its totals.
    again = start()
    assert again.totals() == totals


def test_token_budget_refuses_in_each_apis_shape(start, api):
    proxy = start(budget=ModelBudget(max_tokens=10))
    chat, messages = REQUESTS["chat"], REQUESTS["messages"]
    first = httpx.post(proxy.url + chat[0], json={"model": chat[1], **chat[2]})
    assert first.status_code == 200  # 12 tokens: forwarded before the budget was spent, and finished
    assert proxy.exceeded() == "token budget spent: 12 of 10 tokens"

    r = httpx.post(proxy.url + chat[0], json={"model": chat[1], **chat[2], "stream": True})
    assert r.status_code == 429 and r.headers["x-should-retry"] == "false"
    error = r.json()["error"]
    assert (error["type"], error["code"]) == ("insufficient_quota", "a2rl_budget_spent")
    assert "token budget spent: 12 of 10 tokens" in error["message"]
    r = httpx.post(proxy.url + messages[0], json={"model": messages[1], **messages[2]})
    assert r.status_code == 429 and r.json()["type"] == "error"
    assert r.json()["error"]["type"] == "rate_limit_error" and "token budget" in r.json()["error"]["message"]

    assert len(api.requests) == 1  # refused calls never reached the API
    recorded = calls(proxy)
    assert [c.status for c in recorded] == [200, 429, 429]
    assert recorded[0].input_tokens == 5 and recorded[0].output_tokens == 7  # nothing recorded is lost
    assert all(c.error.startswith("refused: token budget spent") for c in recorded[1:])
    totals = proxy.totals()
    assert (totals.calls, totals.refused, totals.errors, totals.unpriced_calls) == (3, 2, 0, 0)
    assert totals.input_tokens + totals.output_tokens == 12


def test_cost_budget(start, api):
    proxy = start(budget=ModelBudget(max_cost_usd=0.001),
                  prices={"claude-sonnet-4-5": ModelPrice(input=100.0, output=100.0)})
    route, model, body = REQUESTS["messages"]
    for expected in (200, 429):
        r = httpx.post(proxy.url + route, json={"model": model, **body, "stream": True})
        assert r.status_code == expected
    assert proxy.exceeded() == "cost budget spent: $0.0012 of $0.001"
    assert proxy.totals().cost_usd == pytest.approx(12 * 100 / 1e6)
    assert calls(proxy)[1].error.startswith("refused: cost budget spent")


def test_real_keys_stay_with_the_proxy(start, api):
    proxy = start(keys={"openai": "sk-real", "anthropic": "sk-ant-real"})
    env = proxy.agent_env()
    assert env == {"OPENAI_BASE_URL": f"{proxy.url}/openai/v1", "LLM_BASE_URL": f"{proxy.url}/openai/v1",
                   "ANTHROPIC_BASE_URL": f"{proxy.url}/anthropic",
                   "OPENAI_API_KEY": env["OPENAI_API_KEY"], "ANTHROPIC_API_KEY": env["ANTHROPIC_API_KEY"]}
    assert "real" not in env["OPENAI_API_KEY"] + env["ANTHROPIC_API_KEY"]

    chat, messages = REQUESTS["chat"], REQUESTS["messages"]
    httpx.post(f"{env['OPENAI_BASE_URL']}/chat/completions", json={"model": chat[1], **chat[2]},
               headers={"authorization": f"Bearer {env['OPENAI_API_KEY']}"}).raise_for_status()
    # As Claude Code calls it: the SDK appends /v1/messages, with a query string.
    httpx.post(f"{env['ANTHROPIC_BASE_URL']}/v1/messages?beta=true", json={"model": messages[1], **messages[2]},
               headers={"x-api-key": env["ANTHROPIC_API_KEY"], "anthropic-version": "2023-06-01",
                        "authorization": "Bearer agent-oauth"}).raise_for_status()
    openai_got, anthropic_got = api.requests
    assert openai_got.headers["authorization"] == "Bearer sk-real"
    assert anthropic_got.headers["x-api-key"] == "sk-ant-real" and "authorization" not in anthropic_got.headers
    assert anthropic_got.headers["anthropic-version"] == "2023-06-01"
    assert (anthropic_got.path, anthropic_got.query) == ("/v1/messages", "beta=true")


def test_upstream_down_or_failing(start, api):
    down = unreachable_url()
    proxy = start(openai_upstream=down, anthropic_upstream=None)
    assert proxy.agent_env() == {"OPENAI_BASE_URL": f"{proxy.url}/openai/v1",  # only configured upstreams
                                 "LLM_BASE_URL": f"{proxy.url}/openai/v1"}
    chat, messages = REQUESTS["chat"], REQUESTS["messages"]
    r = httpx.post(proxy.url + chat[0], json={"model": chat[1], **chat[2]})
    assert r.status_code == 502
    assert r.json()["error"]["message"].startswith(f"cannot reach the openai API at {down}")
    r = httpx.post(proxy.url + messages[0], json={"model": messages[1], **messages[2]})
    assert r.status_code == 502 and r.json()["error"]["type"] == "api_error"
    assert "anthropic_upstream=<url>" in r.json()["error"]["message"]

    failing = start(openai_upstream=api.url, anthropic_upstream=api.url)
    api.fail_status = 500
    r = httpx.post(failing.url + messages[0], json={"model": messages[1], **messages[2], "stream": True})
    assert r.status_code == 500 and r.json()["error"]["type"] == "api_error"  # the API's own answer, relayed

    recorded = calls(proxy)  # both proxies share the log file
    assert [(c.status, c.input_tokens, c.cost_usd) for c in recorded] == [(502, None, None)] * 2 + [(500, None, None)]
    assert "cannot reach" in recorded[0].error and recorded[2].error == "stand-in told to fail with 500"
    assert (failing.totals().errors, failing.totals().unpriced_calls) == (3, 0)  # it continued the log


def test_agent_hanging_up_mid_stream_is_recorded(start, api):
    # A stream of 30 s: however loaded the machine, the hang-up is seen long before the API ends it.
    api.output_tokens, api.chunk_delay_s = 600, 0.05
    proxy = start()
    route, model, body = REQUESTS["messages"]
    with httpx.stream("POST", proxy.url + route, json={"model": model, **body, "stream": True}) as r:
        next(r.iter_raw())
    deadline = time.monotonic() + 60
    while not (proxy.log_path.exists() and calls(proxy)) and time.monotonic() < deadline:
        time.sleep(0.05)
    [call] = calls(proxy)
    assert call.error == "the agent closed the stream before it ended"
    assert call.input_tokens == 5  # message_start had arrived
    assert proxy.totals().errors == 1


def test_prices():
    prices = load_prices()
    for name in ("claude-sonnet-4-5", "claude-opus-4-1", "claude-haiku-4-5", "gpt-5", "gpt-5-mini", "gpt-4.1",
                 "gpt-4o-mini", "o3", "gemini-2.5-pro", "gemini-2.5-flash"):
        assert prices[name].output > prices[name].input > 0
    assert price_for("claude-sonnet-4-5-20250929", prices) == prices["claude-sonnet-4-5"]
    assert price_for("gpt-4o-mini-2024-07-18", prices) == prices["gpt-4o-mini"]
    assert price_for("o3-2025-04-16", prices) == prices["o3"]
    assert price_for("not-a-model", prices) is None and price_for(None, prices) is None
    assert ModelPrice(input=2, output=8).cost(1000, 10, 400) == pytest.approx((1000 * 2 + 10 * 8) / 1e6)
    doctests = doctest.testmod(sys.modules[price_for.__module__])
    assert doctests.attempted > 0 and doctests.failed == 0


def test_bad_price_file_says_how_to_write_one(tmp_path):
    bad = tmp_path / "prices.yaml"
    bad.write_text("models:\n  gpt-5: {input: cheap}\n")
    with pytest.raises(UsageError, match=r"version: 1.*input: USD"):
        load_prices(bad)
    with pytest.raises(UsageError, match="is not a URL"):
        ModelProxy(tmp_path / "calls.jsonl", openai_upstream="api.openai.com")


def test_official_sdks_through_the_proxy(start, api):
    """The SDKs the agents' CLIs are built on, where installed (they are not a dependency)."""
    openai = pytest.importorskip("openai")
    anthropic = pytest.importorskip("anthropic")
    proxy = start(keys={"openai": "sk-real", "anthropic": "sk-ant-real"})
    env = proxy.agent_env()
    client = openai.OpenAI(base_url=env["OPENAI_BASE_URL"], api_key=env["OPENAI_API_KEY"], max_retries=0)
    chunks = list(client.chat.completions.create(model="gpt-5-mini", stream=True,
                                                 messages=[{"role": "user", "content": PROMPT}]))
    assert chunks[-1].usage.prompt_tokens == 5
    assert client.responses.create(model="gpt-5", input=PROMPT).usage.input_tokens == 5
    claude = anthropic.Anthropic(base_url=env["ANTHROPIC_BASE_URL"], api_key=env["ANTHROPIC_API_KEY"],
                                 max_retries=0)
    with claude.messages.stream(model="claude-sonnet-4-5", max_tokens=64,
                                messages=[{"role": "user", "content": PROMPT}]) as s:
        assert s.get_final_message().usage.output_tokens == 7
    assert [c.input_tokens for c in calls(proxy)] == [5, 5, 5]
