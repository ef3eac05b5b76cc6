"""`OpenAIJudge`: any OpenAI-compatible chat-completions server (OpenAI, vLLM, SGLang …)."""

from __future__ import annotations

import concurrent.futures as cf
import email.utils
import logging
import os
import random
import threading
import time
from collections.abc import Mapping

import httpx

from graders.judges._config import FALLBACK_KEY_VAR, JudgeConfig
from graders.judges._judge import GradeQuestion, Judge, JudgeError, Prompt
from graders.judges._prompt import (
    FIRST_LABEL,
    SECOND_LABEL,
    grade_messages,
    judge_messages,
    second_preference,
)
from infra import UsageError

log = logging.getLogger(__name__)

BACKOFF_CAP_S = 60.0
RETRY_AFTER_CAP_S = 120.0  # a server asking for longer is as good as down for an evaluation


class _Retryable(Exception):
    def __init__(self, reason: str, wait_s: float | None = None) -> None:
        super().__init__(reason)
        self.wait_s = wait_s


class OpenAIJudge(Judge):
    """One request per prompt, `max_concurrency` in flight, retried with exponential backoff."""

    def __init__(self, config: JudgeConfig, env: Mapping[str, str] = os.environ,
                 backoff_s: float = 1.0) -> None:
        if config.kind != "openai":
            raise ValueError(f"OpenAIJudge needs kind 'openai', got {config.kind!r}")
        key = config.api_key(env)
        if key is None:
            raise UsageError(f"judge {config.id} needs an API key: set {config.api_key_env} (or {FALLBACK_KEY_VAR}).")
        self.config = config
        self.id = config.id
        self.backoff_s = backoff_s
        self._client = httpx.Client(
            base_url=config.base_url, timeout=config.timeout_s,
            headers={"Authorization": f"Bearer {key}"},
            limits=httpx.Limits(max_connections=config.max_concurrency,
                                max_keepalive_connections=config.max_concurrency),
        )
        self._pool = cf.ThreadPoolExecutor(max_workers=config.max_concurrency, thread_name_prefix="a2rl-judge")

    def prefer_second(self, prompts: list[Prompt]) -> list[float]:
        return self._ask_all([judge_messages(*prompt) for prompt in prompts])

    def grade_correct(self, questions: list[GradeQuestion]) -> list[float]:
        return self._ask_all([grade_messages(*question) for question in questions])

    def _ask_all(self, chats: list[list[dict[str, str]]]) -> list[float]:
        """P("M") for each chat, `max_concurrency` at a time; the first hard failure raises."""
        stop = threading.Event()  # the first hard failure ends the others' retries
        futures = [self._pool.submit(self._ask, chat, stop) for chat in chats]
        try:
            done, _ = cf.wait(futures, return_when=cf.FIRST_EXCEPTION)
        except BaseException:
            self._abandon(futures, stop)
            raise
        failed = [f for f in futures if f in done and f.exception() is not None]
        if failed:
            self._abandon(futures, stop)
            raise failed[0].exception()
        return [f.result() for f in futures]

    @staticmethod
    def _abandon(futures: list[cf.Future], stop: threading.Event) -> None:
        stop.set()
        for f in futures:
            f.cancel()
        cf.wait(futures)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)
        self._client.close()

    def _body(self, chat: list[dict[str, str]]) -> dict:
        return {
            "model": self.config.model,
            "messages": chat,
            "max_tokens": 1,
            # As AlpacaEval: the answer is read from top_logprobs, not from the sampled token,
            # and temperature 1 keeps a server that applies temperature before reporting
            # logprobs from collapsing them onto one label.
            "temperature": 1,
            "logprobs": True,
            "top_logprobs": 5,
        }

    def _ask(self, chat: list[dict[str, str]], stop: threading.Event) -> float:
        body = self._body(chat)
        attempts = self.config.max_retries + 1
        reason = ""
        for attempt in range(attempts):
            if stop.is_set():
                raise JudgeError(f"judge {self.id}: cancelled after another prompt failed")
            try:
                return self._post(body)
            except _Retryable as exc:
                reason = str(exc)
                if attempt + 1 == attempts:
                    break
                wait = exc.wait_s if exc.wait_s is not None else self._backoff(attempt)
                log.info("judge %s: %s; retry %d/%d in %.1f s", self.id, reason, attempt + 1,
                         self.config.max_retries, wait)
                if stop.wait(wait):
                    raise JudgeError(f"judge {self.id}: cancelled after another prompt failed") from exc
        raise JudgeError(
            f"judge {self.id} gave no answer after {attempts} attempts (last: {reason}). Check that "
            f"{self.config.base_url} is reachable and serves {self.config.model!r}, the key's rate limits, "
            f"or lower A2RL_JUDGE_MAX_CONCURRENCY (now {self.config.max_concurrency})."
        )

    def _backoff(self, attempt: int) -> float:
        # Full jitter: many workers hitting one rate limit should not retry in lockstep.
        return random.uniform(0, min(BACKOFF_CAP_S, self.backoff_s * 2**attempt))

    def _post(self, body: dict) -> float:
        try:
            response = self._client.post("/chat/completions", json=body)
        except httpx.TimeoutException as exc:
            raise _Retryable(f"timed out after {self.config.timeout_s} s ({type(exc).__name__})") from exc
        except httpx.TransportError as exc:
            raise _Retryable(f"connection failed ({type(exc).__name__}: {exc})") from exc
        status = response.status_code
        if status == 429 or status >= 500:
            raise _Retryable(f"HTTP {status}: {_server_message(response)}", _retry_after(response))
        if status >= 400:
            hint = (f" Check the key in {self.config.api_key_env}." if status in (401, 403)
                    else f" Check that the server accepts model {self.config.model!r} with logprobs.")
            raise JudgeError(f"judge {self.id} refused the request: HTTP {status}: {_server_message(response)}.{hint}")
        try:
            return _read_answer(response.json())
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise JudgeError(
                f"judge {self.id} answered in an unexpected format ({type(exc).__name__}: {exc}); "
                f"is {self.config.base_url} an OpenAI-compatible chat-completions server? "
                f"Body starts: {response.text[:200]!r}"
            ) from exc


def _read_answer(payload: dict) -> float:
    """P(M) (output_2 better, or the response correct) from the logprobs of the first generated
    token; the token itself when the server returns no logprobs (1, 0, or 0.5 when it is neither label)."""
    choice = payload["choices"][0]
    content = ((choice.get("logprobs") or {}).get("content")) or []
    if content:
        first = content[0]
        logprobs = {t["token"]: float(t["logprob"]) for t in first.get("top_logprobs") or []}
        if "token" in first and "logprob" in first:
            logprobs.setdefault(first["token"], float(first["logprob"]))
        found = second_preference(logprobs)
        if found is not None:
            return found
    text = ((choice.get("message") or {}).get("content") or "").strip()
    if text == SECOND_LABEL:
        return 1.0
    if text == FIRST_LABEL:
        return 0.0
    log.warning("judge answered %r, neither label: read as 0.5 (undecided)", text[:40])
    return 0.5


def _server_message(response: httpx.Response) -> str:
    try:
        error = response.json().get("error")
        if isinstance(error, dict) and error.get("message"):
            return str(error["message"])[:300]
        if error:
            return str(error)[:300]
    except (ValueError, AttributeError):
        pass
    return response.text[:300] or response.reason_phrase


def _retry_after(response: httpx.Response) -> float | None:
    raw = response.headers.get("retry-after")
    if raw is None:
        return None
    try:
        seconds = float(raw)
    except ValueError:
        try:
            seconds = email.utils.parsedate_to_datetime(raw).timestamp() - time.time()
        except (TypeError, ValueError):
            return None
    return min(max(seconds, 0.0), RETRY_AFTER_CAP_S)
