"""What the harness gives the example agent and takes from it: paths, the clock, the prompt format, submissions.

Everything here comes from the run's environment and workspace (MODEL_PATH, DATA_PATH, WORKSPACE,
GRADING_SERVER_URL, workspace/prompt.json); the agent's own settings are in recipe.py.
"""

from __future__ import annotations

import json
import os
import time
import urllib.error
import urllib.request
from datetime import UTC, datetime

from tasks import numeric_match  # the grader's own answer rule: the reward agrees with the score

T0 = time.time()

TASK = os.environ.get("TASK", "arithmetic")
WORKSPACE = os.path.abspath(os.environ.get("WORKSPACE", os.getcwd()))
MODEL_PATH = os.environ["MODEL_PATH"]
DATA_PATH = os.environ["DATA_PATH"]
OUTPUT_DIR = os.environ.get("OUTPUT_DIR", os.path.join(WORKSPACE, "output"))
SERVER = os.environ.get("GRADING_SERVER_URL", "http://127.0.0.1:8000").rstrip("/")


def log(msg: str) -> None:
    stamp = datetime.now().strftime("%H:%M:%S")
    print(f"[{stamp} +{time.time() - T0:6.1f}s] {msg}", flush=True)


def _grader_prompt() -> dict:
    """The grader's prompt format (workspace/prompt.json): train on exactly what it will ask."""
    try:
        with open(os.path.join(WORKSPACE, "prompt.json")) as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


PROMPT = _grader_prompt()
# The grader's decoding limit (arithmetic's 20 when the workspace does not say).
MAX_NEW_TOKENS = int(PROMPT.get("max_new_tokens", 20))
# GRPO here rewards an exact final number; other kinds of task get SFT only.
NUMERIC_REWARD = PROMPT.get("kind", "rule") == "rule"


def chat(question: str) -> list[dict]:
    messages = [{"role": "system", "content": PROMPT["system"]}] if PROMPT.get("system") else []
    template = PROMPT.get("template", "{question}")
    return messages + [{"role": "user", "content": template.replace("{question}", question)}]


def grader_view(reply: str) -> str:
    # The grader stops at its stop strings (prompt.json); whatever follows doesn't count.
    for stop in PROMPT.get("stop", ["<|im_end|>", "\n\n"]):
        reply = reply.split(stop)[0]
    return reply


def correctness_reward(completions, answer, **kwargs) -> list[float]:
    """1 where the completion's final number is the reference's, as the grader decides it."""
    return [numeric_match(grader_view(comp[-1]["content"] if isinstance(comp, list) else str(comp)), ref)
            for comp, ref in zip(completions, answer)]


_meta_deadline: float | None = None


def remaining_s() -> float:
    """Seconds left before the harness kills us; the grading server is the source of truth."""
    try:
        with urllib.request.urlopen(SERVER + "/time", timeout=10) as resp:
            return float(json.load(resp)["remaining_s"])
    except Exception as exc:  # noqa: BLE001 - any failure falls back to run_meta.json
        global _meta_deadline
        if _meta_deadline is None:
            try:
                with open(os.path.join(WORKSPACE, "run_meta.json")) as fh:
                    meta = json.load(fh)
                start = datetime.fromisoformat(str(meta["start_time"]).replace("Z", "+00:00"))
                if start.tzinfo is None:
                    start = start.replace(tzinfo=UTC)
                _meta_deadline = start.timestamp() + float(meta["timeout_s"])
                log(f"/time unavailable ({exc!r}); using run_meta.json deadline")
            except Exception as exc2:  # noqa: BLE001
                # No clock at all: assume a modest budget rather than run forever.
                _meta_deadline = T0 + 600.0
                log(f"/time and run_meta.json unavailable ({exc!r}, {exc2!r}); assuming 600 s")
        return _meta_deadline - time.time()


def submit(rel_path: str) -> dict | None:
    """POST /submit; blocks while the grader evaluates. Never raises."""
    log(f"submitting {rel_path} ...")
    t = time.time()
    body = json.dumps({"model_path": rel_path}).encode()
    req = urllib.request.Request(
        SERVER + "/submit", data=body, headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(req, timeout=600) as resp:
            text = resp.read().decode("utf-8", "replace")
        log(f"submit {rel_path} -> ({time.time() - t:.1f}s) {text}")
        try:
            return json.loads(text)
        except ValueError:
            return {"raw": text}
    except urllib.error.HTTPError as exc:
        detail = exc.read().decode("utf-8", "replace")
        log(f"submit {rel_path} failed after {time.time() - t:.1f}s: HTTP {exc.code} {detail}")
    except Exception as exc:  # noqa: BLE001
        log(f"submit {rel_path} failed after {time.time() - t:.1f}s: {exc!r}")
    return None


def submit_dir(path: str) -> dict | None:
    """Submit the checkpoint at `path` (a folder under the workspace)."""
    return submit(os.path.relpath(path, WORKSPACE))
