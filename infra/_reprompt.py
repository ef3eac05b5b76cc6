"""`--reprompt N`: what the sandbox's first process does between two starts of the launcher.

Real CLIs often end their session long before the budget. The reaper (`infra._reaper`) starts
the launcher again while the grading API's `/time` says enough is left: first a continuation
note goes to the top of the prompt file and of `instructions.md` (in place of an earlier one),
then a line `REPROMPT_MARK…` to stderr, which the harness counts in the agent's log (capped at N).
"""

from __future__ import annotations

import json
import os
import sys
import urllib.request

__all__ = ["MIN_REPROMPT_S", "REPROMPT_MARK", "continue_note", "time_left"]

REPROMPT_MARK = "a2rl: reprompt "
# Less than this left: no new start (a CLI needs some seconds just to come up).
MIN_REPROMPT_S = 30.0
_NOTE_START, _NOTE_END = "<!-- a2rl: continuation -->", "<!-- /a2rl: continuation -->"


def time_left() -> float | None:
    """Seconds of budget left, as the grading API says (None: it did not answer)."""
    url = os.environ.get("GRADING_SERVER_URL", "").rstrip("/")
    try:
        with urllib.request.urlopen(f"{url}/time", timeout=10) as answer:
            return float(json.loads(answer.read())["remaining_s"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _note(path: str, text: str) -> None:
    """Put `text` at the top of the file at `path`, in place of an earlier note."""
    try:
        with open(path, encoding="utf-8") as f:
            body = f.read()
    except OSError:
        return
    if body.startswith(_NOTE_START) and _NOTE_END in body:
        body = body.split(_NOTE_END, 1)[1].lstrip("\n")
    # A new file renamed over the old: the harness wrote it, the folder is the agent's.
    tmp = f"{path}.a2rl-note"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(f"{_NOTE_START}\n{text}\n{_NOTE_END}\n\n{body}")
        os.replace(tmp, path)
    except OSError:
        pass


def _continuation(start: int, starts: int, code: int, left: float) -> str:
    return (f"## Continue: this is start {start} of at most {starts}\n\n"
            f"Your previous session ended (exit code {code}) with {left:.0f} s of the budget left. Your workspace, "
            "code/, output/ and every submission are as you left them (GET /submissions lists them, GET /time "
            "says how long is left). Keep improving the model and submitting until the budget ends.")


def continue_note(restart: int, reprompts: int, code: int, left: float) -> None:
    """Restart `restart` of `reprompts`: the note where the launcher reads its prompt, and the mark."""
    note = _continuation(restart + 1, reprompts + 1, code, left)
    for path in {os.environ.get("A2RL_PROMPT_FILE"), os.path.join(os.getcwd(), "instructions.md")} - {None}:
        _note(path, note)
    # On a line of its own, whatever the launcher's last output did not end.
    print(f"\n{REPROMPT_MARK}{restart} of {reprompts}: the agent exited (exit code {code}) with {left:.0f} s "
          "left; started again with a continuation note", file=sys.stderr, flush=True)
