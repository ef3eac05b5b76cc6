"""Stand-ins for the agent CLIs (claude, codex, gemini, opencode, openhands), named as such.

The real CLIs cannot be installed here (no network to their vendors), so these take their
place on PATH in tests (`bin/<cli>` runs `standin_cli.py <cli> ...`). Each one:

- parses its CLI's real flags (those our launchers pass and the common others); an unknown
  flag exits 2 with usage on stderr, and the checks the real CLI makes on them are made
  (Claude's --verbose with stream-json and its root refusal, Codex's git-repository check…);
- refuses to start without its API key, with a message like the real one's;
- reads the prompt where the real CLI reads it (argument, stdin, file);
- really works in $WORKSPACE, in four turns: writes `code/train.py` (a few AdamW steps on the
  base model with transformers, saved to output/v1), runs it with $A2RL_PYTHON, submits
  output/v1 to $GRADING_SERVER_URL/submit, and says it is done;
- and reports all that in exactly its CLI's output format. Sources, per CLI:
  claude   Claude Code headless docs (docs.claude.com/en/docs/claude-code/headless) and the
           Agent SDK message types (anthropics/claude-agent-sdk-python, types.py);
  codex    openai/codex codex-rs/exec/src/exec_events.rs and exec/src/cli.rs;
  gemini   google-gemini/gemini-cli packages/core/src/output/types.ts, docs/cli/headless.md;
  opencode sst/opencode packages/opencode/src/cli/cmd/run.ts;
  openhands OpenHands/OpenHands-CLI openhands_cli/json_callback.py and the event models of
           OpenHands/software-agent-sdk (openhands-sdk/openhands/sdk/event/).

Model calls: where the CLI's base-URL variable is set (ANTHROPIC_BASE_URL; OPENAI_BASE_URL
for codex; GOOGLE_GEMINI_BASE_URL; opencode's provider baseURL or OPENAI_BASE_URL; LLM_BASE_URL
for openhands), each turn makes one real, non-streamed call in the API's wire format (Anthropic
Messages, OpenAI Responses for codex and opencode, Chat Completions for OpenHands' LiteLLM,
Gemini generateContent) and reports the usage it answers; a refused call ends the session the
way the real CLI does (its error event, exit 1). Without one, usage is made up from text
lengths, deterministically. STANDIN_TURN_DELAY_S sleeps before each turn; STANDIN_DRY_RUN=1
skips running the training and the submission (same events, exit code 0).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

TRAIN_PY = '''\
"""A few AdamW steps of causal-LM fine-tuning on the training split; saved to output/v1."""
import json
import os
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
workspace = Path(os.environ.get("WORKSPACE", "."))
data = Path(os.environ.get("DATA_PATH") or workspace / "data") / "train.jsonl"
tokenizer = AutoTokenizer.from_pretrained(os.environ["MODEL_PATH"])
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(os.environ["MODEL_PATH"], dtype=torch.float32)

texts = []
with open(data) as f:
    for line in f:
        row = json.loads(line)
        text = "\\n".join(v for v in row.values() if isinstance(v, str) and v.strip())
        if text:
            texts.append(text)
        if len(texts) == 16:
            break

optimizer = torch.optim.AdamW(model.parameters(), lr=1e-5)
model.train()
for step in range(4):
    batch = texts[step * 4:(step + 1) * 4] or texts[:4]
    enc = tokenizer(batch, return_tensors="pt", padding=True, truncation=True, max_length=128)
    labels = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    loss = model(**enc, labels=labels).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step} loss {loss.item():.4f}", flush=True)

out = workspace / "output" / "v1"
model.save_pretrained(out)
tokenizer.save_pretrained(out)
print(f"saved {out}")
'''

SUBMIT_PY = '''\
import json, os, sys, urllib.error, urllib.request
req = urllib.request.Request(os.environ["GRADING_SERVER_URL"].rstrip("/") + "/submit",
                             data=json.dumps({"model_path": "output/v1"}).encode(),
                             headers={"Content-Type": "application/json"})
try:
    print(urllib.request.urlopen(req, timeout=3600).read().decode())
except urllib.error.HTTPError as e:
    print(e.code, e.read().decode())
    sys.exit(1)
'''

TRAIN_CMD = '"${A2RL_PYTHON:-python3}" code/train.py'
SUBMIT_CMD = '"${A2RL_PYTHON:-python3}" -c ' + shlex.quote(SUBMIT_PY)
SAY = ["I'll write a short training script: a few AdamW steps on the training split.",
       "Now I run the training script.",
       "Training is done; submitting output/v1 to the grading server.",
       "Done: trained for four steps and submitted output/v1 to the grading server."]


@dataclass
class Usage:
    input: int = 0   # every prompt token, cached ones included
    output: int = 0
    cached: int = 0

    def __add__(self, other: "Usage") -> "Usage":
        return Usage(self.input + other.input, self.output + other.output, self.cached + other.cached)

    def cost(self) -> float:  # a list price of $3 / $15 per million tokens, cache reads at a tenth
        return round(((self.input - self.cached) * 3 + self.cached * 0.3 + self.output * 15) / 1e6, 8)


class APIRefused(Exception):
    def __init__(self, status: int | None, body: str) -> None:
        super().__init__(f"{status} {body}")
        self.status, self.body = status, body


@dataclass
class API:
    """One model API in its wire format: `call(text)` makes one non-streamed request."""

    wire: str            # anthropic | responses | chat | gemini
    base: str | None     # None: no calls, usage made up
    key: str
    model: str

    def call(self, prompt: str, step: int, say: str) -> Usage:
        if not self.base:
            words = len(prompt) // 4 + 60 * step
            return Usage(words, len(say) // 4 + 20, words // 2 if step else 0)
        text = f"{prompt}\n\n(turn {step + 1}: {say})"
        base = self.base.rstrip("/")
        if self.wire == "anthropic":
            url, headers = f"{base}/v1/messages", {"x-api-key": self.key, "anthropic-version": "2023-06-01"}
            body: dict[str, Any] = {"model": self.model, "max_tokens": 1024,
                                    "messages": [{"role": "user", "content": text}]}
        elif self.wire == "anthropic-sdk":  # the AI SDK's base already ends in /v1
            url, headers = f"{base}/messages", {"x-api-key": self.key, "anthropic-version": "2023-06-01"}
            body = {"model": self.model, "max_tokens": 1024, "messages": [{"role": "user", "content": text}]}
        elif self.wire == "responses":
            url, headers = f"{base}/responses", {"authorization": f"Bearer {self.key}"}
            body = {"model": self.model, "input": [{"role": "user", "content": text}], "stream": False}
        elif self.wire == "chat":
            url, headers = f"{base}/chat/completions", {"authorization": f"Bearer {self.key}"}
            body = {"model": self.model, "messages": [{"role": "user", "content": text}], "stream": False}
        else:
            url, headers = f"{base}/v1beta/models/{self.model}:generateContent", {"x-goog-api-key": self.key}
            body = {"contents": [{"role": "user", "parts": [{"text": text}]}]}
        request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                         headers={"content-type": "application/json", **headers})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                answer = json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as exc:
            raise APIRefused(exc.code, exc.read().decode(errors="replace")) from exc
        except (urllib.error.URLError, OSError) as exc:
            raise APIRefused(None, f"Connection error: {exc}") from exc
        return _usage_of(answer)


def _usage_of(answer: dict) -> Usage:
    u = answer.get("usage") or {}
    if "prompt_tokens" in u:  # Chat Completions
        return Usage(u["prompt_tokens"], u.get("completion_tokens", 0),
                     (u.get("prompt_tokens_details") or {}).get("cached_tokens", 0))
    if "input_tokens_details" in u or answer.get("object") == "response":  # Responses
        return Usage(u.get("input_tokens", 0), u.get("output_tokens", 0),
                     (u.get("input_tokens_details") or {}).get("cached_tokens", 0))
    if "input_tokens" in u:  # Anthropic: input_tokens excludes the cache
        cached = u.get("cache_read_input_tokens") or 0
        return Usage(u["input_tokens"] + cached + (u.get("cache_creation_input_tokens") or 0),
                     u.get("output_tokens", 0), cached)
    g = answer.get("usageMetadata") or {}
    return Usage(g.get("promptTokenCount", 0), g.get("candidatesTokenCount", 0), g.get("cachedContentTokenCount", 0))


def _out(obj: dict) -> None:
    sys.stdout.write(json.dumps(obj, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def _now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _id(prefix: str = "") -> str:
    return prefix + uuid.uuid4().hex[:24]


class Session:
    """The work, the same for every CLI; a CLI's subclass says it in its format."""

    def __init__(self, args: argparse.Namespace, prompt: str, api: API) -> None:
        self.args, self.prompt, self.api = args, prompt, api
        self.workspace = Path(os.environ.get("WORKSPACE") or os.getcwd()).resolve()
        self.dry_run = os.environ.get("STANDIN_DRY_RUN") == "1"
        self.delay = float(os.environ.get("STANDIN_TURN_DELAY_S") or 0)
        self.total = Usage()
        self.started = time.time()

    def run(self) -> int:
        self.begin()
        try:
            usage = self._turn(0)
            path = self.workspace / "code" / "train.py"
            self.before_write(usage, SAY[0], path, TRAIN_PY)
            if self.allowed("edit"):
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(TRAIN_PY)
            self.after_write(path)
            for step, command, description in ((1, TRAIN_CMD, "Run the training script"),
                                               (2, SUBMIT_CMD, "Submit output/v1 for grading")):
                usage = self._turn(step)
                self.before_shell(usage, SAY[step], command, description)
                code, output = self._shell(command, submit=step == 2) if self.allowed("bash") else (None, "")
                self.after_shell(command, code, output)
            usage = self._turn(3)
            self.final(usage, SAY[3])
        except APIRefused as refused:
            return self.refused(refused)
        self.end()
        return 0

    def _turn(self, step: int) -> Usage:
        if self.delay:
            time.sleep(self.delay)
        usage = self.api.call(self.prompt, step, SAY[step])
        self.total = self.total + usage
        return usage

    def _shell(self, command: str, submit: bool) -> tuple[int, str]:
        if self.dry_run:
            return 0, ('{"dry_run": true, "submitted": "output/v1"}\n' if submit
                       else "dry run: training skipped\n")
        env = {**os.environ, "A2RL_PYTHON": os.environ.get("A2RL_PYTHON") or sys.executable}
        proc = subprocess.run(["bash", "-c", command], cwd=self.workspace, env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False)
        return proc.returncode, proc.stdout

    def model(self) -> str:
        return self.api.model

    def allowed(self, action: str) -> bool:
        """Whether the CLI's permission settings let it `edit` files or run `bash` without asking."""
        return True

    # What each CLI prints, in its format.
    def begin(self) -> None: ...
    def before_write(self, usage: Usage, say: str, path: Path, content: str) -> None: ...
    def after_write(self, path: Path) -> None: ...
    def before_shell(self, usage: Usage, say: str, command: str, description: str) -> None: ...
    def after_shell(self, command: str, code: int | None, output: str) -> None: ...
    def final(self, usage: Usage, say: str) -> None: ...
    def end(self) -> None: ...
    def refused(self, refused: APIRefused) -> int: ...


class ArgParser(argparse.ArgumentParser):
    """argparse, exiting 2 with usage on stderr for an unknown flag (as clap and yargs strict do)."""

    def __init__(self, prog: str, **kwargs: Any) -> None:
        super().__init__(prog=prog, add_help=True, allow_abbrev=False, **kwargs)


def _die(message: str, code: int = 1, stream: Any = sys.stderr) -> int:
    print(message, file=stream, flush=True)
    return code


def _stdin_text() -> str:
    return "" if sys.stdin is None or sys.stdin.isatty() else sys.stdin.read()


# --- claude ---------------------------------------------------------------------------------

class Claude(Session):
    """Claude Code `-p --output-format stream-json --verbose`."""

    def begin(self) -> None:
        self.session_id, self.turns = str(uuid.uuid4()), 0
        _out({"type": "system", "subtype": "init", "cwd": str(self.workspace), "session_id": self.session_id,
              "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "NotebookEdit",
                        "WebFetch", "TodoWrite", "WebSearch"], "mcp_servers": [], "model": self.model(),
              "permissionMode": self.permission_mode, "slash_commands": [], "apiKeySource": self.key_source,
              "output_style": "default", "uuid": str(uuid.uuid4())})

    def _assistant(self, usage: Usage, blocks: list[dict]) -> None:
        # One API message; stream-json prints it once per content block, each with its usage.
        self.turns += 1
        message_id = _id("msg_")
        wire = {"input_tokens": usage.input - usage.cached, "cache_creation_input_tokens": 0,
                "cache_read_input_tokens": usage.cached, "output_tokens": usage.output, "service_tier": "standard"}
        for block in blocks:
            _out({"type": "assistant", "message": {
                "id": message_id, "type": "message", "role": "assistant", "model": self.model(), "content": [block],
                "stop_reason": None, "stop_sequence": None, "usage": wire}, "parent_tool_use_id": None,
                "session_id": self.session_id, "uuid": str(uuid.uuid4())})

    def _tool_result(self, content: str, is_error: bool, result: Any) -> None:
        _out({"type": "user", "message": {"role": "user", "content": [
            {"tool_use_id": self.tool_id, "type": "tool_result", "content": content, "is_error": is_error}]},
              "parent_tool_use_id": None, "session_id": self.session_id, "uuid": str(uuid.uuid4()),
              "tool_use_result": result})

    def before_write(self, usage: Usage, say: str, path: Path, content: str) -> None:
        self.tool_id = _id("toolu_")
        self._assistant(usage, [{"type": "text", "text": say}, {"type": "tool_use", "id": self.tool_id, "name": "Write",
                                                                "input": {"file_path": str(path), "content": content}}])

    def after_write(self, path: Path) -> None:
        self._tool_result(f"File created successfully at: {path}", False,
                          {"type": "create", "filePath": str(path), "content": TRAIN_PY, "structuredPatch": []})

    def before_shell(self, usage: Usage, say: str, command: str, description: str) -> None:
        self.tool_id = _id("toolu_")
        self._assistant(usage, [{"type": "text", "text": say}, {"type": "tool_use", "id": self.tool_id, "name": "Bash",
                                                                "input": {"command": command,
                                                                          "description": description}}])

    def after_shell(self, command: str, code: int, output: str) -> None:
        text = output.rstrip("\n") if code == 0 else f"Exit code {code}\n{output.rstrip()}"
        self._tool_result(text, code != 0, {"stdout": output, "stderr": "", "interrupted": False, "isImage": False})

    def final(self, usage: Usage, say: str) -> None:
        self._assistant(usage, [{"type": "text", "text": say}])
        self.result_text = say

    def _result(self, is_error: bool, text: str) -> None:
        elapsed = int((time.time() - self.started) * 1000)
        model_usage = {self.model(): {"inputTokens": self.total.input - self.total.cached, "outputTokens":
                                      self.total.output, "cacheReadInputTokens": self.total.cached,
                                      "cacheCreationInputTokens": 0, "webSearchRequests": 0,
                                      "costUSD": self.total.cost(), "contextWindow": 200000}}
        _out({"type": "result", "subtype": "success", "is_error": is_error, "duration_ms": elapsed,
              "duration_api_ms": elapsed // 2, "num_turns": self.turns, "result": text, "session_id": self.session_id,
              "total_cost_usd": self.total.cost(), "usage": {
                  "input_tokens": self.total.input - self.total.cached, "cache_creation_input_tokens": 0,
                  "cache_read_input_tokens": self.total.cached, "output_tokens": self.total.output,
                  "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
              "modelUsage": model_usage, "permission_denials": [], "uuid": str(uuid.uuid4())})

    def end(self) -> None:
        self._result(False, self.result_text)

    def refused(self, refused: APIRefused) -> int:
        text = f"API Error: {refused.status} {refused.body}" if refused.status else f"API Error: {refused.body}"
        self._assistant(Usage(), [{"type": "text", "text": text}])
        self._result(True, text)
        return 1


def claude_main(argv: list[str]) -> int:
    p = ArgParser("claude", usage="claude [options] [command] [prompt]")
    p.add_argument("prompt", nargs="?")
    p.add_argument("-p", "--print", action="store_true", dest="print_mode")
    p.add_argument("--output-format", choices=["text", "json", "stream-json"], default="text")
    p.add_argument("--input-format", choices=["text", "stream-json"], default="text")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--dangerously-skip-permissions", action="store_true")
    p.add_argument("--permission-mode", choices=["acceptEdits", "bypassPermissions", "default", "plan"])
    p.add_argument("--model")
    p.add_argument("--fallback-model")
    p.add_argument("--max-turns", type=int)
    p.add_argument("--allowedTools", "--allowed-tools", action="append")
    p.add_argument("--disallowedTools", "--disallowed-tools", action="append")
    p.add_argument("--append-system-prompt")
    p.add_argument("--add-dir", action="append")
    p.add_argument("--mcp-config", action="append")
    p.add_argument("--settings")
    p.add_argument("--include-partial-messages", action="store_true")
    p.add_argument("-c", "--continue", action="store_true", dest="cont")
    p.add_argument("-r", "--resume")
    p.add_argument("--session-id")
    args = p.parse_args(argv)
    if not args.print_mode:
        return _die("claude stand-in: only print mode (-p) is available here", 2)
    if args.output_format == "stream-json" and not args.verbose:
        return _die("Error: When using --print, --output-format=stream-json requires --verbose")
    bypass = args.dangerously_skip_permissions or args.permission_mode == "bypassPermissions"
    if bypass and os.geteuid() == 0 and os.environ.get("IS_SANDBOX") != "1":
        return _die("--dangerously-skip-permissions cannot be used with root/sudo privileges for security reasons")
    key_source = next((k for k in ("ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN", "ANTHROPIC_AUTH_TOKEN")
                       if os.environ.get(k)), None)
    if key_source is None:
        return _die("Invalid API key · Please run /login", 1, sys.stdout)
    prompt = args.prompt if args.prompt is not None else _stdin_text()
    if not prompt.strip():
        return _die("Error: Input must be provided either through stdin or as a prompt argument when using --print")
    if args.output_format != "stream-json":
        return _die("claude stand-in: only --output-format stream-json is available here", 2)
    api = API("anthropic", os.environ.get("ANTHROPIC_BASE_URL"), os.environ[key_source],
              args.model or "claude-sonnet-4-5")
    session = Claude(args, prompt, api)
    session.permission_mode = "bypassPermissions" if bypass else (args.permission_mode or "default")
    session.key_source = key_source
    return session.run()


# --- codex ----------------------------------------------------------------------------------

class Codex(Session):
    """`codex exec --json`: one turn, items as they complete, the turn's usage at its end."""

    def begin(self) -> None:
        self.items = 0
        _out({"type": "thread.started", "thread_id": str(uuid.uuid4())})
        _out({"type": "turn.started"})

    def _item(self, event: str, item: dict) -> None:
        _out({"type": event, "item": item})

    def _next(self) -> str:
        self.items += 1
        return f"item_{self.items - 1}"

    def _message(self, text: str) -> None:
        self._item("item.completed", {"id": self._next(), "type": "agent_message", "text": text})

    def before_write(self, usage: Usage, say: str, path: Path, content: str) -> None:
        self._item("item.completed", {"id": self._next(), "type": "reasoning", "text": "**Planning the training run**"})
        self._message(say)

    def after_write(self, path: Path) -> None:
        self._item("item.completed", {"id": self._next(), "type": "file_change", "status": "completed",
                                      "changes": [{"path": str(path), "kind": "add"}]})

    def before_shell(self, usage: Usage, say: str, command: str, description: str) -> None:
        self._message(say)
        self.command_item = {"id": self._next(), "type": "command_execution",
                             "command": f"bash -c {shlex.quote(command)}", "aggregated_output": "",
                             "exit_code": None, "status": "in_progress"}
        self._item("item.started", self.command_item)

    def after_shell(self, command: str, code: int, output: str) -> None:
        self._item("item.completed", {**self.command_item, "aggregated_output": output, "exit_code": code,
                                      "status": "completed" if code == 0 else "failed"})

    def final(self, usage: Usage, say: str) -> None:
        self._message(say)

    def end(self) -> None:
        _out({"type": "turn.completed", "usage": {"input_tokens": self.total.input,
                                                  "cached_input_tokens": self.total.cached,
                                                  "output_tokens": self.total.output}})

    def refused(self, refused: APIRefused) -> int:
        message = (f"unexpected status {refused.status}: {refused.body}" if refused.status
                   else f"stream error: {refused.body}")
        _out({"type": "error", "message": message})
        _out({"type": "turn.failed", "error": {"message": message}})
        return 1


def _in_git_repo(path: Path) -> bool:
    return any((p / ".git").exists() for p in (path, *path.parents))


def codex_main(argv: list[str]) -> int:
    top = ArgParser("codex", usage="codex [OPTIONS] [PROMPT]\n       codex [OPTIONS] <COMMAND> [ARGS]")
    sub = top.add_subparsers(dest="command")
    p = sub.add_parser("exec", aliases=["e"], prog="codex exec",
                       usage="codex exec [OPTIONS] [PROMPT]")
    p.add_argument("prompt", nargs="?")
    p.add_argument("--json", "--experimental-json", action="store_true")
    p.add_argument("--skip-git-repo-check", action="store_true")
    p.add_argument("--dangerously-bypass-approvals-and-sandbox", "--yolo", action="store_true", dest="bypass")
    p.add_argument("--full-auto", action="store_true")
    p.add_argument("-m", "--model")
    p.add_argument("-C", "--cd")
    p.add_argument("-s", "--sandbox", choices=["read-only", "workspace-write", "danger-full-access"])
    p.add_argument("-c", "--config", action="append")
    p.add_argument("-p", "--profile")
    p.add_argument("-i", "--image", action="append")
    p.add_argument("--add-dir", action="append")
    p.add_argument("--oss", action="store_true")
    p.add_argument("--color", choices=["always", "never", "auto"], default="auto")
    p.add_argument("-o", "--output-last-message")
    p.add_argument("--output-schema")
    p.add_argument("--ephemeral", action="store_true")
    args = top.parse_args(argv)
    if args.command not in ("exec", "e"):
        return _die("codex stand-in: only `codex exec` is available here", 2)
    if args.full_auto and args.bypass:
        return _die("error: the argument '--full-auto' cannot be used with "
                    "'--dangerously-bypass-approvals-and-sandbox'", 2)
    workspace = Path(args.cd or os.getcwd()).resolve()
    if not args.skip_git_repo_check and not _in_git_repo(workspace):
        return _die("Not inside a trusted directory and --skip-git-repo-check was not specified.")
    key = os.environ.get("CODEX_API_KEY") or os.environ.get("OPENAI_API_KEY")
    if not key:
        return _die("Error: not logged in. Run `codex login`, or set CODEX_API_KEY for `codex exec`.")
    prompt = args.prompt if args.prompt not in (None, "-") else _stdin_text()
    if not prompt.strip():
        return _die("No prompt provided. Either specify one as an argument or pipe the prompt into stdin.")
    if not args.json:
        return _die("codex stand-in: only --json output is available here", 2)
    os.environ["WORKSPACE"] = str(workspace)
    api = API("responses", os.environ.get("OPENAI_BASE_URL"), key, args.model or "gpt-5-codex")
    return Codex(args, prompt, api).run()


# --- gemini ---------------------------------------------------------------------------------

class Gemini(Session):
    """`gemini -p … --output-format stream-json`: assistant text in delta chunks, stats at the end."""

    def _emit(self, kind: str, **fields: Any) -> None:
        _out({"type": kind, "timestamp": _now_iso(), **fields})

    def begin(self) -> None:
        self.calls = 0
        self._emit("init", session_id=str(uuid.uuid4()), model=self.model())
        self._emit("message", role="user", content=self.prompt)

    def _say(self, text: str) -> None:
        head, _, tail = text.partition(" ")
        self._emit("message", role="assistant", content=head + " ", delta=True)
        self._emit("message", role="assistant", content=tail, delta=True)

    def _tool_use(self, name: str, parameters: dict) -> None:
        self.calls += 1
        self.tool_id = f"{name}-{int(time.time() * 1000)}-{uuid.uuid4().hex[:4]}"
        self._emit("tool_use", tool_name=name, tool_id=self.tool_id, parameters=parameters)

    def allowed(self, action: str) -> bool:
        # Without yolo, headless mode has no one to approve writes and commands.
        return self.args.approval_mode == "yolo" or self.args.yolo

    def _denied(self, name: str) -> None:
        self._emit("tool_result", tool_id=self.tool_id, status="error",
                   error={"type": "execution_denied", "message": f"Tool \"{name}\" requires user approval, which is "
                                                                 "not available in non-interactive mode."})

    def before_write(self, usage: Usage, say: str, path: Path, content: str) -> None:
        self._say(say)
        self._tool_use("write_file", {"file_path": str(path), "content": content})

    def after_write(self, path: Path) -> None:
        if not self.allowed("edit"):
            return self._denied("write_file")
        # write_file's display is a diff object, so the stream carries no output for it.
        self._emit("tool_result", tool_id=self.tool_id, status="success")

    def before_shell(self, usage: Usage, say: str, command: str, description: str) -> None:
        self._say(say)
        self._tool_use("run_shell_command", {"command": command, "description": description})

    def after_shell(self, command: str, code: int | None, output: str) -> None:
        if code is None:
            return self._denied("run_shell_command")
        if code == 0:
            self._emit("tool_result", tool_id=self.tool_id, status="success", output=output)
        else:
            message = f"Command exited with code: {code}"
            self._emit("tool_result", tool_id=self.tool_id, status="error", output=f"{output}\n{message}",
                       error={"type": "shell_execute_error", "message": message})

    def final(self, usage: Usage, say: str) -> None:
        self._say(say)

    def _stats(self) -> dict:
        return {"total_tokens": self.total.input + self.total.output, "input_tokens": self.total.input,
                "output_tokens": self.total.output, "cached": self.total.cached,
                "input": self.total.input - self.total.cached,
                "duration_ms": int((time.time() - self.started) * 1000), "tool_calls": self.calls}

    def end(self) -> None:
        self._emit("result", status="success", stats=self._stats())

    def refused(self, refused: APIRefused) -> int:
        message = f"[API Error: {refused.body}]" if refused.status is None else \
            f"[API Error: got status: {refused.status}. {refused.body}]"
        self._emit("result", status="error", error={"type": "Error", "message": message}, stats=self._stats())
        return 1


def gemini_main(argv: list[str]) -> int:
    p = ArgParser("gemini", usage="gemini [options] [query..]")
    p.add_argument("query", nargs="*")
    p.add_argument("-p", "--prompt")
    p.add_argument("-i", "--prompt-interactive")
    p.add_argument("-m", "--model")
    p.add_argument("-o", "--output-format", choices=["text", "json", "stream-json"], default="text")
    p.add_argument("-y", "--yolo", action="store_true")
    p.add_argument("--approval-mode", choices=["default", "auto_edit", "yolo", "plan"], default="default")
    p.add_argument("-d", "--debug", action="store_true")
    p.add_argument("-s", "--sandbox", action="store_true")
    p.add_argument("--include-directories", action="append")
    p.add_argument("-e", "--extensions", action="append")
    p.add_argument("--allowed-tools", action="append")
    p.add_argument("--raw-output", action="store_true")
    p.add_argument("--accept-raw-output-risk", action="store_true")
    args = p.parse_args(argv)
    if args.yolo and args.approval_mode not in ("default", "yolo"):
        return _die("Cannot use both --yolo (-y) and --approval-mode together. Use --approval-mode=yolo instead.", 42)
    key = os.environ.get("GEMINI_API_KEY") or os.environ.get("GOOGLE_API_KEY")
    if not key:
        return _die(f"Please set an Auth method in your {Path.home()}/.gemini/settings.json or specify one of the "
                    "following environment variables before running: GEMINI_API_KEY, GOOGLE_GENAI_USE_VERTEXAI, "
                    "GOOGLE_GENAI_USE_GCA", 41)
    piped = _stdin_text()
    prompt = "\n\n".join(x for x in (piped, args.prompt if args.prompt is not None else " ".join(args.query)) if x)
    if not prompt.strip():
        return _die("No input provided via stdin. Input can be provided by piping data into gemini or using the "
                    "--prompt option.", 42)
    if args.output_format != "stream-json":
        return _die("gemini stand-in: only --output-format stream-json is available here", 2)
    api = API("gemini", os.environ.get("GOOGLE_GEMINI_BASE_URL"), key, args.model or "gemini-2.5-pro")
    return Gemini(args, prompt, api).run()


# --- opencode -------------------------------------------------------------------------------

class Opencode(Session):
    """`opencode run --format json`: one step (step_start … step_finish) per model call."""

    def begin(self) -> None:
        self.session_id, self.message_id = "ses_" + uuid.uuid4().hex[:26], None

    def _emit(self, kind: str, part: dict) -> None:
        part = {"id": "prt_" + uuid.uuid4().hex[:26], "sessionID": self.session_id, "messageID": self.message_id,
                **part}
        _out({"type": kind, "timestamp": int(time.time() * 1000), "sessionID": self.session_id, "part": part})

    def _step(self, usage: Usage, say: str, reason: str) -> None:
        self.message_id, self.usage, self.reason = "msg_" + uuid.uuid4().hex[:26], usage, reason
        self._emit("step_start", {"type": "step-start", "snapshot": uuid.uuid4().hex})
        now = int(time.time() * 1000)
        self._emit("text", {"type": "text", "text": say, "time": {"start": now, "end": now}})

    def _finish(self) -> None:
        u = self.usage
        self._emit("step_finish", {"type": "step-finish", "reason": self.reason, "snapshot": uuid.uuid4().hex,
                                   "cost": u.cost(), "tokens": {"input": u.input - u.cached, "output": u.output,
                                                                "reasoning": 0, "cache": {"read": u.cached,
                                                                                          "write": 0}}})

    def allowed(self, action: str) -> bool:
        # Run mode rejects whatever would ask; edits and bash are allowed unless the config says otherwise.
        return self.permissions.get(action, "allow") == "allow"

    def _tool(self, tool: str, args: dict, output: str | None, metadata: dict, title: str) -> None:
        now = int(time.time() * 1000)
        denied = not self.allowed("bash" if tool == "bash" else "edit")
        state = ({"status": "error", "input": args, "error": "The user rejected permission to use this specific "
                                                              "tool call.", "time": {"start": now, "end": now}}
                 if denied else {"status": "completed", "input": args, "output": output, "title": title,
                                 "metadata": metadata, "time": {"start": now, "end": now}})
        self._emit("tool_use", {"type": "tool", "tool": tool, "callID": "call_" + uuid.uuid4().hex[:24],
                                "state": state})
        self._finish()

    def before_write(self, usage: Usage, say: str, path: Path, content: str) -> None:
        self._step(usage, say, "tool-calls")
        self.content = content

    def after_write(self, path: Path) -> None:
        self._tool("write", {"filePath": str(path), "content": self.content}, "Wrote file successfully.",
                   {"diagnostics": {}, "filepath": str(path), "exists": False},
                   str(path.relative_to(self.workspace)))

    def before_shell(self, usage: Usage, say: str, command: str, description: str) -> None:
        self._step(usage, say, "tool-calls")
        self.description = description

    def after_shell(self, command: str, code: int | None, output: str) -> None:
        self._tool("bash", {"command": command, "description": self.description}, output,
                   {"output": output, "exit": code, "description": self.description}, self.description)

    def final(self, usage: Usage, say: str) -> None:
        self._step(usage, say, "stop")
        self._finish()

    def refused(self, refused: APIRefused) -> int:
        _out({"type": "error", "timestamp": int(time.time() * 1000), "sessionID": self.session_id,
              "error": {"name": "APIError", "data": {"message": refused.body, "statusCode": refused.status,
                                                     "isRetryable": refused.status in (429, 500, 502, 503)}}})
        return 1


def opencode_main(argv: list[str]) -> int:
    top = ArgParser("opencode", usage="opencode [command]")
    sub = top.add_subparsers(dest="command")
    p = sub.add_parser("run", prog="opencode run", usage="opencode run [message..]")
    p.add_argument("message", nargs="*")
    p.add_argument("--format", choices=["default", "json"], default="default")
    p.add_argument("-m", "--model")
    p.add_argument("--agent")
    p.add_argument("-c", "--continue", action="store_true", dest="cont")
    p.add_argument("-s", "--session")
    p.add_argument("--share", action="store_true")
    p.add_argument("-f", "--file", action="append")
    p.add_argument("--title")
    p.add_argument("--attach")
    p.add_argument("--port", type=int)
    p.add_argument("--variant")
    p.add_argument("--thinking", action="store_true")
    p.add_argument("--auto", action="store_true")
    p.add_argument("--print-logs", action="store_true")
    p.add_argument("--log-level", choices=["DEBUG", "INFO", "WARN", "ERROR"])
    args = top.parse_args(argv)
    if args.command != "run":
        return _die("opencode stand-in: only `opencode run` is available here", 2)
    try:
        config = json.loads(os.environ.get("OPENCODE_CONFIG_CONTENT") or "{}")
    except ValueError as exc:
        return _die(f"Error: Config file at OPENCODE_CONFIG_CONTENT is not valid JSON(C): {exc}")
    model = args.model or config.get("model") or "openai/gpt-5"
    provider, _, model_id = model.partition("/")
    if not model_id:
        return _die(f"Error: ProviderModelNotFoundError: model {model!r} is not provider/model")
    options = ((config.get("provider") or {}).get(provider) or {}).get("options") or {}
    env_key = {"anthropic": "ANTHROPIC_API_KEY", "openrouter": "OPENROUTER_API_KEY"}.get(provider, "OPENAI_API_KEY")
    key = options.get("apiKey") or os.environ.get(env_key)
    piped = _stdin_text()
    message = "\n".join(x for x in (" ".join(args.message), piped) if x)
    if not message.strip():
        return _die("Error: You must provide a message or a command")
    if not key:
        name = "Anthropic" if provider == "anthropic" else "OpenAI"
        error = {"name": "AI_LoadAPIKeyError", "data": {"message": f"{name} API key is missing. Pass it using the "
                                                                   f"'apiKey' parameter or the {env_key} "
                                                                   "environment variable."}}
        if args.format == "json":
            _out({"type": "error", "timestamp": int(time.time() * 1000), "sessionID": "ses_" + uuid.uuid4().hex[:26],
                  "error": error})
        return _die(f"Error: {error['data']['message']}")
    if args.format != "json":
        return _die("opencode stand-in: only --format json is available here", 2)
    wire = "anthropic-sdk" if provider == "anthropic" else "responses"
    base = options.get("baseURL") or os.environ.get("OPENAI_BASE_URL" if wire == "responses" else "ANTHROPIC_BASE_URL")
    session = Opencode(args, message, API(wire, base, key, model_id))
    session.permissions = config.get("permission") if isinstance(config.get("permission"), dict) else {}
    return session.run()


# --- openhands ------------------------------------------------------------------------------

class OpenHands(Session):
    """`openhands --headless --json`: `--JSON Event--`, then each event's model_dump, indented."""

    def _emit(self, kind: str, source: str, **fields: Any) -> dict:
        event = {"kind": kind, "id": str(uuid.uuid4()), "timestamp": datetime.now().isoformat(), "source": source,
                 **fields}
        print("--JSON Event--")
        print(json.dumps(event, indent=2, sort_keys=True), flush=True)
        return event

    def begin(self) -> None:
        print("Initialized conversation", self.conversation_id, flush=True)
        self._emit("MessageEvent", "user", llm_message={"role": "user", "content": [
            {"type": "text", "text": self.prompt, "cache_prompt": False}], "tool_calls": None},
            activated_skills=[], extended_content=[], llm_response_id=None, sender=None, critic_result=None)

    def _stats(self) -> None:
        t = self.total
        self._emit("ConversationStateUpdateEvent", "environment", key="stats", value={"usage_to_metrics": {"agent": {
            "model_name": self.model(), "accumulated_cost": t.cost(), "max_budget_per_task": None,
            "accumulated_token_usage": {"model": self.model(), "prompt_tokens": t.input, "completion_tokens": t.output,
                                        "cache_read_tokens": t.cached, "cache_write_tokens": 0,
                                        "reasoning_tokens": 0, "context_window": 0, "per_turn_token": 0,
                                        "response_id": ""}}}})

    def _action(self, say: str, tool: str, action: dict) -> None:
        self._stats()
        self.call_id = "call_" + uuid.uuid4().hex[:24]
        self.action = self._emit(
            "ActionEvent", "agent", thought=[{"type": "text", "text": say, "cache_prompt": False}],
            action=action, tool_name=tool, tool_call_id=self.call_id, llm_response_id="chatcmpl-" + uuid.uuid4().hex,
            tool_call={"id": self.call_id, "name": tool, "origin": "completion",
                       "arguments": json.dumps({k: v for k, v in action.items() if k != "kind"})},
            reasoning_content=None, thinking_blocks=[], security_risk="UNKNOWN", summary=None, critic_result=None)

    def _observation(self, tool: str, observation: dict) -> None:
        self._emit("ObservationEvent", "environment", tool_name=tool, tool_call_id=self.call_id,
                   action_id=self.action["id"], observation=observation, extended_content=[])

    def before_write(self, usage: Usage, say: str, path: Path, content: str) -> None:
        self._action(say, "file_editor", {"kind": "FileEditorAction", "command": "create", "path": str(path),
                                          "file_text": content, "old_str": None, "new_str": None,
                                          "insert_line": None, "view_range": None})

    def after_write(self, path: Path) -> None:
        self._observation("file_editor", {"kind": "FileEditorObservation", "command": "create", "path": str(path),
                                          "content": [{"type": "text", "text": f"File created successfully at: {path}",
                                                       "cache_prompt": False}], "is_error": False,
                                          "prev_exist": False, "old_content": None, "new_content": TRAIN_PY})

    def before_shell(self, usage: Usage, say: str, command: str, description: str) -> None:
        self._action(say, "terminal", {"kind": "TerminalAction", "command": command, "is_input": False,
                                       "timeout": None, "reset": False})

    def after_shell(self, command: str, code: int, output: str) -> None:
        self._observation("terminal", {
            "kind": "TerminalObservation", "command": command, "exit_code": code, "timeout": False,
            "content": [{"type": "text", "text": output, "cache_prompt": False}], "is_error": code != 0,
            "full_output_save_dir": None,
            "metadata": {"exit_code": code, "pid": -1, "username": None, "hostname": None,
                         "working_dir": str(self.workspace), "py_interpreter_path": None, "prefix": "", "suffix": ""}})

    def final(self, usage: Usage, say: str) -> None:
        self._action("", "finish", {"kind": "FinishAction", "message": say})
        self._observation("finish", {"kind": "FinishObservation", "content": [
            {"type": "text", "text": say, "cache_prompt": False}], "is_error": False})

    def end(self) -> None:
        print("Agent finished", flush=True)
        print(f"Conversation ID: {self.conversation_id}", flush=True)

    def refused(self, refused: APIRefused) -> int:
        kind = "RateLimitError" if refused.status == 429 else "APIError"
        self._emit("ConversationErrorEvent", "environment", code=kind,
                   detail=f"litellm.{kind}: OpenAIException - {refused.body}")
        print(f"Error: litellm.{kind}: {refused.body}", file=sys.stderr, flush=True)
        return 1


def openhands_main(argv: list[str]) -> int:
    p = ArgParser("openhands", usage="openhands [-h] [-v] [-t TASK] [-f FILE] [--headless] [--json] ...")
    p.add_argument("-v", "--version", action="version", version="OpenHands CLI 1.0.0 (stand-in)")
    p.add_argument("-t", "--task")
    p.add_argument("-f", "--file")
    p.add_argument("--resume", nargs="?", const="")
    p.add_argument("--last", action="store_true")
    p.add_argument("--exp", action="store_true")
    p.add_argument("--headless", action="store_true")
    p.add_argument("--json", action="store_true")
    confirm = p.add_mutually_exclusive_group()
    confirm.add_argument("--always-approve", "--yolo", action="store_true")
    confirm.add_argument("--llm-approve", action="store_true")
    p.add_argument("--override-with-envs", action="store_true")
    p.add_argument("--exit-without-confirmation", action="store_true")
    args = p.parse_args(argv)
    if args.json and not args.headless:
        return _die("Error: --json can only be used with --headless", 2)
    if not args.headless:
        return _die("openhands stand-in: only --headless is available here", 2)
    if not (args.task or args.file):
        return _die("Error: --headless requires a task (--task or --file)", 2)
    if not args.override_with_envs:
        return _die("Error: no agent settings found. Run `openhands` once to configure an LLM, or pass "
                    "--override-with-envs with LLM_MODEL and LLM_API_KEY set.")
    if not os.environ.get("LLM_API_KEY"):
        return _die("Error: LLM_API_KEY is not set (required with --override-with-envs)")
    if not os.environ.get("LLM_MODEL"):
        return _die("Error: LLM_MODEL is not set (required with --override-with-envs)")
    prompt = args.task if args.task is not None else Path(args.file).read_text()
    if not args.json:
        return _die("openhands stand-in: only --json output is available here", 2)
    model = os.environ["LLM_MODEL"]
    api = API("chat", os.environ.get("LLM_BASE_URL"), os.environ["LLM_API_KEY"], model.split("/", 1)[-1])
    session = OpenHands(args, prompt, api)
    session.conversation_id = uuid.uuid4().hex
    return session.run()


MAINS = {"claude": claude_main, "codex": codex_main, "gemini": gemini_main, "opencode": opencode_main,
         "openhands": openhands_main}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in MAINS:
        return _die(f"usage: standin_cli.py {{{','.join(MAINS)}}} [args...]", 2)
    return MAINS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
