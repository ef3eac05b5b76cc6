"""Forks until refused, leaves a daemon behind, then fills the disk."""

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.environ["AGENT_DIR"], ".."))
from _common import ATTEMPTS, WS, attempt, copy_base, save, submit

attempt("submit the base model", lambda: submit(copy_base("base")))
children, refused = [], 0
for _ in range(2000):
    try:
        pid = os.fork()
    except OSError:
        refused += 1
        if refused > 20:
            break
        continue
    if pid == 0:
        time.sleep(3)
        os._exit(0)
    children.append(pid)
ATTEMPTS.append({"name": "fork bomb", "ok": refused == 0, "forked": len(children), "refused": refused})
for pid in children:
    os.waitpid(pid, 0)
beat = WS / "output" / "beat"
subprocess.Popen(["setsid", "nohup", "sh", "-c", f"while true; do date >> {beat}; sleep 0.2; done"],
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
save()
i = 0
while True:  # a checkpoint every step, never deleting one
    with open(WS / "code" / f"fill-{i}.bin", "wb") as fh:
        fh.write(os.urandom(16 * 2**20))
    i += 1
    time.sleep(0.02)
