"""Submit one checkpoint per session, poll until it is scored, then stop (stdlib only).

Each (continued) session's checkpoint has different files, so each is a real evaluation. What
it saw of the continuation (env var, instructions.md, run_meta.json) goes to its log.
"""

import json
import os
import shutil
import time
import urllib.request
from pathlib import Path

ws = Path(os.environ["WORKSPACE"])
url = os.environ["GRADING_SERVER_URL"].rstrip("/")
n = int(os.environ.get("A2RL_CONTINUATION", "0"))
note = "This session is a continuation" in (ws / "instructions.md").read_text()
meta = json.loads((ws / "run_meta.json").read_text())
print(f"session continuation={n} instructions_note={note} run_meta_continuation={meta.get('continuation')}",
      flush=True)


def call(method, path, body=None):
    req = urllib.request.Request(url + path, method=method, data=json.dumps(body).encode() if body else None,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=600) as resp:
        return resp.status, json.loads(resp.read())


if n == 0:
    time.sleep(5)  # the first session is killed before it submits anything
dst = ws / "output" / f"s{n}"
if not dst.exists():
    shutil.copytree(os.environ["MODEL_PATH"], dst, copy_function=shutil.copyfile)
    os.chmod(dst, 0o755)  # copytree copied the read-only model folder's mode
    (dst / "session.txt").write_text(str(n))
status, body = call("POST", "/submit?wait=false", {"model_path": f"output/s{n}"})
print(f"submitted {body['submission_id']}: HTTP {status} {body['status']} poll={body['poll']}", flush=True)
while True:
    _, sub = call("GET", f"/submissions/{body['submission_id']}")
    if sub["status"] in ("done", "failed"):
        print(f"scored {sub['submission_id']}: {sub['status']} {sub['score']}", flush=True)
        break
    time.sleep(0.5)
