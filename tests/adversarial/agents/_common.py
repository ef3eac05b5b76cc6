"""Shared by the adversarial launchers (stdlib only): record each attempt, call the grading API."""

import json
import os
import shutil
import time
import urllib.error
import urllib.request
from pathlib import Path

WS = Path(os.environ["WORKSPACE"])
URL = os.environ["GRADING_SERVER_URL"].rstrip("/")
ATTEMPTS: list[dict] = []


def attempt(name, fn):
    """Try `fn`; record whether it worked (it must not) and what happened."""
    try:
        result = fn()
        ATTEMPTS.append({"name": name, "ok": True, "result": str(result)[:300]})
    except urllib.error.HTTPError as exc:
        ATTEMPTS.append({"name": name, "ok": False, "status": exc.code, "error": exc.read().decode()[:500]})
    except Exception as exc:  # noqa: BLE001 - every failure is the point
        ATTEMPTS.append({"name": name, "ok": False, "error": f"{type(exc).__name__}: {exc}"[:300]})


def http(method: str, path: str, body=None, timeout: float = 600):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(URL + path, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return resp.status, json.loads(resp.read() or b"null")


def submit(path: str):
    return http("POST", "/submit", {"model_path": path})


def copy_base(name: str) -> str:
    dst = WS / "output" / name
    shutil.copytree(os.environ["MODEL_PATH"], dst, copy_function=shutil.copyfile)
    for folder, _, _ in os.walk(dst):  # the base model is read-only; the copy is the agent's own
        os.chmod(folder, 0o755)
    return f"output/{name}"


def save(**extra) -> None:
    (WS / "code").mkdir(exist_ok=True)
    (WS / "code" / "attempts.json").write_text(json.dumps({"attempts": ATTEMPTS, **extra}, indent=1))


def wait_for_the_end():
    while True:
        time.sleep(1)
