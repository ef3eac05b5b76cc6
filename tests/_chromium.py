"""Load a local page in headless Chromium and report its DOM and every error it logged.

Talks the DevTools protocol over `--remote-debugging-pipe` (fd 3: commands in, fd 4: replies
out, each message JSON ended by a NUL byte), so nothing but the standard library is needed and
no port is opened. Errors are collected from three event streams, which between them cover
what a person would see in the console:

- `Runtime.exceptionThrown`: uncaught exceptions (a `throw` at top level or in a listener);
- `Runtime.consoleAPICalled` with type error or assert: `console.error(...)`, failed asserts;
- `Log.entryAdded` with level error: the browser's own errors (a resource that did not load,
  a blocked request, a CSP violation).

Import it as `from tests._chromium import render_in_chromium` (the tests run with
`--import-mode=importlib`, the repository root on sys.path, as `tests.conftest` is imported).
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CHROMIUM_CANDIDATES = ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome")


def chromium_binary() -> str | None:
    """The Chromium to use (A2RL_CHROMIUM, else the first of CHROMIUM_CANDIDATES found), or None."""
    explicit = os.environ.get("A2RL_CHROMIUM")
    if explicit:
        return explicit if shutil.which(explicit) else None
    return next((found for c in CHROMIUM_CANDIDATES if (found := shutil.which(c))), None)


class ChromiumError(RuntimeError):
    """Chromium did not start, died, or did not answer in time (raised by render_in_chromium)."""


@dataclass
class ChromiumResult:
    dom: str
    """document.documentElement.outerHTML after the load event (before `expressions` ran)."""
    console_errors: list[str] = field(default_factory=list)
    """One line per uncaught exception, console.error/assert, or browser error entry."""
    values: list[Any] = field(default_factory=list)
    """The value of each expression passed in, in order (JSON-serialisable results)."""


class _Pipe:
    """The DevTools connection: numbered requests, events queued until someone reads them."""

    def __init__(self, write_fd: int, read_fd: int, deadline: float) -> None:
        self.write_fd, self.read_fd, self.deadline = write_fd, read_fd, deadline
        self.buffer = b""
        self.next_id = 0
        self.events: list[dict] = []

    def _read_message(self, until: float | None = None) -> dict | None:
        """The next message; None once `until` passes (ChromiumError past the call's deadline)."""
        stop = self.deadline if until is None else min(until, self.deadline)
        while b"\0" not in self.buffer:
            left = stop - time.monotonic()
            if left <= 0:
                if stop >= self.deadline:
                    raise ChromiumError("Chromium did not answer in time")
                return None
            ready, _, _ = select.select([self.read_fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.read_fd, 1 << 16)
            if not chunk:
                raise ChromiumError("Chromium closed the DevTools pipe (it exited)")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def call(self, method: str, session: str | None = None, **params) -> dict:
        self.next_id += 1
        msg: dict[str, Any] = {"id": self.next_id, "method": method, "params": params}
        if session:
            msg["sessionId"] = session
        try:
            os.write(self.write_fd, json.dumps(msg).encode() + b"\0")
        except BrokenPipeError:
            raise ChromiumError("Chromium closed the DevTools pipe (it exited)") from None
        while True:
            reply = self._read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise ChromiumError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, method: str | None, until: float) -> bool:
        """Queue events until `method` arrives (True) or `until` passes (False)."""
        if method and any(e["method"] == method for e in self.events):
            return True
        while (event := self._read_message(until)) is not None:
            if "method" in event:
                self.events.append(event)
                if event["method"] == method:
                    return True
        return False

    def drain(self, seconds: float) -> None:
        """Queue whatever events arrive in the next `seconds` (late errors, e.g. from timers)."""
        self.wait_for(None, time.monotonic() + seconds)


def _describe(event: dict) -> str | None:
    method, p = event["method"], event.get("params", {})
    if method == "Runtime.exceptionThrown":
        d = p.get("exceptionDetails", {})
        text = (d.get("exception") or {}).get("description") or d.get("text", "exception")
        return f"uncaught: {text.splitlines()[0]} (line {d.get('lineNumber', -1) + 1})"
    if method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
        args = " ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", []))
        return f"console.{p['type']}: {args}"
    if method == "Log.entryAdded" and p.get("entry", {}).get("level") == "error":
        e = p["entry"]
        return f"log ({e.get('source')}): {e.get('text')}" + (f" [{e['url']}]" if e.get("url") else "")
    return None


def render_in_chromium(path: Path, expressions: Sequence[str] = (), *, timeout_s: float = 30.0,
                       settle_s: float = 0.3) -> ChromiumResult:
    """Open `path` (a local HTML file), wait for its load event, run `expressions`, collect errors.

    Each expression is evaluated in the page (promises awaited, the value returned by value);
    one that throws is reported in `console_errors` like any uncaught exception. The whole call
    is bounded by `timeout_s`: past it Chromium's process group is killed and ChromiumError raised.
    """
    binary = chromium_binary()
    if binary is None:
        raise ChromiumError("no Chromium found (set A2RL_CHROMIUM or install chromium)")
    deadline = time.monotonic() + timeout_s
    cmd_r, cmd_w = os.pipe()     # we write commands, Chromium reads them on fd 3
    resp_r, resp_w = os.pipe()   # Chromium writes replies on fd 4, we read them

    def child_fds() -> None:
        # Copies first: either end may itself be fd 3 or 4. Every other fd of ours is
        # non-inheritable (PEP 446), so only 3 and 4 reach Chromium.
        read_end, write_end = os.dup(cmd_r), os.dup(resp_w)
        os.dup2(read_end, 3)
        os.dup2(write_end, 4)
        os.set_inheritable(3, True)
        os.set_inheritable(4, True)

    with tempfile.TemporaryDirectory(prefix="a2rl-chromium-") as tmp, \
            open(Path(tmp) / "stderr.log", "w+b") as stderr:
        profile = Path(tmp) / "profile"
        proc = subprocess.Popen(
            [binary, "--headless", "--disable-gpu", "--no-sandbox", "--remote-debugging-pipe",
             f"--user-data-dir={profile}", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--disable-dev-shm-usage",
             "--disable-component-update", "--disable-sync", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr,
            preexec_fn=child_fds, start_new_session=True, close_fds=False)  # True would close 3 and 4
        os.close(cmd_r)
        os.close(resp_w)
        pipe = _Pipe(cmd_w, resp_r, deadline)
        try:
            target = pipe.call("Target.createTarget", url="about:blank")["targetId"]
            session = pipe.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
            for domain in ("Runtime", "Log", "Page"):
                pipe.call(f"{domain}.enable", session)
            nav = pipe.call("Page.navigate", session, url=Path(path).resolve().as_uri())
            if nav.get("errorText"):
                raise ChromiumError(f"{path}: {nav['errorText']}")
            # A load event before the reply is about:blank's; errors before it are the page's
            # (its scripts may run before the reply arrives), and about:blank logs none.
            pipe.events = [e for e in pipe.events if not e["method"].startswith("Page.")]
            if not pipe.wait_for("Page.loadEventFired", deadline):
                raise ChromiumError(f"{path}: no load event in {timeout_s:.0f} s")
            pipe.drain(settle_s)
            evaluate_errors: list[str] = []

            def evaluate(expression: str) -> Any:
                reply = pipe.call("Runtime.evaluate", session, expression=expression, returnByValue=True,
                                  awaitPromise=True)
                if "exceptionDetails" in reply:
                    d = reply["exceptionDetails"]
                    text = (d.get("exception") or {}).get("description") or d.get("text", "exception")
                    evaluate_errors.append(f"evaluate threw: {text.splitlines()[0]}")
                    return None
                return reply.get("result", {}).get("value")

            dom = evaluate("document.documentElement.outerHTML") or ""
            values = [evaluate(e) for e in expressions]
            pipe.drain(settle_s)
            errors = [d for e in pipe.events if (d := _describe(e))] + evaluate_errors
            try:
                pipe.call("Browser.close")
            except ChromiumError:
                pass  # it closes the pipe as it exits
            return ChromiumResult(dom=dom, console_errors=errors, values=values)
        except ChromiumError as e:
            stderr.seek(0)
            tail = stderr.read()[-2000:].decode(errors="replace").strip()
            raise ChromiumError(f"{e}" + (f"; its stderr ends: {tail}" if tail else "")) from None
        finally:
            os.close(cmd_w)
            os.close(resp_r)
            try:
                proc.wait(timeout=max(0.5, min(5.0, deadline - time.monotonic())))
            except subprocess.TimeoutExpired:
                pass
            try:  # always: its helpers (zygote, renderers) share the group and may outlive it
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()
