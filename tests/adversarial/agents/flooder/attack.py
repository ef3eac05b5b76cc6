"""Floods /submit from many threads with honest, repeated and garbage requests."""

import json
import os
import sys
import threading
import urllib.error
import urllib.request

sys.path.insert(0, os.path.join(os.environ["AGENT_DIR"], ".."))
from _common import URL, WS, copy_base, save

paths = []
for i in range(4):
    paths.append(copy_base(f"v{i}"))
    (WS / "output" / f"v{i}" / "note.txt").write_text(str(i))  # different files each
bodies = [json.dumps({"model_path": p}).encode() for p in paths for _ in range(5)]
bodies += [b"{not json", b'{"model_path": 7}', b"[]", b'{"model_path": "' + b"a" * 5000 + b'"}', b"\xff\xfe"] * 2
answers: list[int] = []
lock = threading.Lock()


def post(body: bytes) -> None:
    req = urllib.request.Request(URL + "/submit", data=body, method="POST", headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=600) as resp:
            code = resp.status
    except urllib.error.HTTPError as exc:
        code = exc.code
    except Exception:  # noqa: BLE001 - a dropped connection counts as one
        code = -1
    with lock:
        answers.append(code)


threads = [threading.Thread(target=post, args=(b,)) for b in bodies]
for t in threads:
    t.start()
health = []
for _ in range(5):
    with urllib.request.urlopen(URL + "/health", timeout=30) as resp:
        health.append(resp.status)
for t in threads:
    t.join()
save(answers=answers, health=health, sent=len(bodies))
