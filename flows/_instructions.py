"""`instructions.md`: how to work in the workspace, written for an LLM agent."""

from __future__ import annotations

TEMPLATE = """\
# Instructions

{continuation}You are post-training a language model. Make `{base_model}` better at the task in
`description.md`, within a fixed time budget, and submit checkpoints to the grading server.

## Your workspace (your current directory: `{workspace}`)
- `models/{base_model}/` — the base model (read-only). Also in `$MODEL_PATH`.
- `data/train.jsonl` — the training split (read-only). Also under `$DATA_PATH`.
- `code/` — put your training code here; it is snapshotted with every submission.
- `output/` — save checkpoints here, one folder each (`output/v1`, `output/v2`, …).
- `description.md` — the task, the data format and exactly how answers are graded.
- `prompt.json` — the grader's prompt format, machine-readable: `template` (the user message,
  `{{question}}` replaced by the item's question), `system`, `max_new_tokens`, `stop`, `kind`.
- `run_meta.json` — `start_time`, `timeout_s`, `last_submit_time`, `end_time`.

## Budget
You have {budget_s:.0f} seconds of wall-clock time from `start_time`. At the deadline every
process you started is stopped (SIGTERM, then SIGKILL {grace_s:.0f} s later), background and
detached ones included. {clock_line} Check the time left at any moment:

    curl -s $GRADING_SERVER_URL/time        # {{"remaining_s": ..., "deadline": ..., "warning": ...}}

About {warn_s:.0f} s before the end, `warning` is set in that answer and in `run_meta.json`.

## Your sandbox
{sandbox_line}
Your files (workspace, `/tmp`, `$HOME`) may use at most {disk_gib:.1f} GiB together; past that the
session is ended, so delete checkpoints you no longer need. No single file may be larger.

Submit a first checkpoint early and improve on it; a run with no valid submission scores nothing.

## Grading API (`$GRADING_SERVER_URL`, JSON)
    # Submit a checkpoint folder (path relative to this workspace, under output/):
    curl -s -X POST $GRADING_SERVER_URL/submit -H 'Content-Type: application/json' \\
         -d '{{"model_path": "output/v1"}}'
    # -> {{"submission_id": 1, "score": 41.0, "baseline_score": 6.0, "improvement": 35.0,
    #     "best": 41.0, "total_submissions": 1, "status": "done", "split": "validation", ...}}
    # Optionally mark your final answer: {{"model_path": "output/v3", "final": true}}
    # Or submit without waiting (HTTP 202), then poll the submission until its status is done:
    curl -s -X POST "$GRADING_SERVER_URL/submit?wait=false" -H 'Content-Type: application/json' \
         -d '{{"model_path": "output/v2"}}'          # -> {{"submission_id": 2, "status": "queued", "poll": ...}}
    # Choose an earlier submission as your final answer (one at a time; the latest mark wins):
    curl -s -X POST $GRADING_SERVER_URL/submissions/1/final

    curl -s $GRADING_SERVER_URL/submissions      # all your submissions and scores
    curl -s $GRADING_SERVER_URL/submissions/1    # one of them
    curl -s "$GRADING_SERVER_URL/submissions/1/trajectories?offset=0&limit=20"
                                                 # its validation episodes: every prompt, answer, reward
    curl -s $GRADING_SERVER_URL/health

`/submit` blocks until the checkpoint has been evaluated on the **validation** split and
returns that score (`?timeout=600` waits at most that long, then answers 202 with `poll`).
An evaluation whose worker is lost or runs out of memory is tried again once, then reported as
failed with the reason. Submitting files identical to an earlier submission returns its score at
once (`same_as`). While one submission is being scored at most two more may wait; more get
HTTP 429 with a `Retry-After` header. The headline result is the score on a sealed **test** split of the
submission with the best validation score, or the one you marked final.

## Playing episodes yourself (online RL)
`a2rl rollout --model output/v1 --episodes 16 [--samples 4 --temperature 1.0] --out r.jsonl`
(or `from graders import rollout` in Python) plays training items with a checkpoint, with
exactly the grader's prompts and limits, and writes one trajectory per line (each turn's
prompt, action, observation, reward; the episode's score). It only plays training seeds.
`a2rl rollout --expert --episodes 64 --out demos.jsonl` (or `rollout("expert", …)`) plays
them with the environment's expert instead, where it has one (TextWorld's walkthrough):
solved episodes in the grader's prompt format, ready for an SFT warm-up.
`from graders import expert_moves; expert_moves(result.trajectories)` replays your own training
episodes and gives the expert's move in every state they reached (episode id → one per turn):
labels for the states your policy gets into, which the expert's own games never visit.
`rollout(model, seeds=[s, s], prefixes=[[], ["go east"]])` restarts episodes from states along a
known path: each prefix's actions are played first (turns marked `forced`) and the policy plays on.

## Rules
- Submit **full merged models** only: a folder with `config.json`, the tokenizer files and
  `*.safetensors` weights. LoRA adapters are refused: call `merge_and_unload()` first.
- **safetensors only**: pickle weights (`*.bin`, `*.pt`, `*.pth`, `*.pkl`) are refused. Save with
  `model.save_pretrained(path, safe_serialization=True)` and `tokenizer.save_pretrained(path)`.
- Submit paths under `output/` inside this workspace; paths outside it, and symlinks that
  lead outside it, are refused. A checkpoint may be at most {max_artifact_mib:.0f} MiB.
- Keep the base model's tokenizer and chat template: the grader uses the checkpoint's own.
- A config asking for custom code (`auto_map`, `trust_remote_code`) is refused: the grader never
  runs code from a checkpoint. So is a config that does not match its weights.
- Do not try to read evaluation data, change scores, or reach the grader's files: they are
  not in your sandbox, and every refused request is recorded.

## Environment variables
`TASK`={task}, `BASE_MODEL`={base_model}, `WORKSPACE`, `MODEL_PATH`, `DATA_PATH`, `OUTPUT_DIR`,
`GRADING_SERVER_URL`.
"""


def render_instructions(*, task: str, base_model: str, workspace: str, budget_s: float,
                        grace_s: float, max_artifact_mib: float, clock: str = "wall", warn_s: float = 60.0,
                        sandbox: str = "", network: str = "none", allow_hosts: tuple[str, ...] = (),
                        disk_bytes: int = 20 * 2**30,
                        continuation: int = 0, used_s: float = 0.0) -> str:
    clock_line = ("Your clock stops while a submission of yours is being scored (GET /time gives the moving "
                  "deadline)." if clock == "exclude-scoring" else "Evaluating a submission takes time from your "
                  "budget too.")
    if network == "none":
        net = ("There is no network: the grading API at `$GRADING_SERVER_URL` is the only address you can reach "
               "(Python, the packages and the base model are all here).")
    elif network == "model":
        net = ("The network reaches two things: the grading API at `$GRADING_SERVER_URL` and your LLM API (through "
               "the harness's recording proxy). Nothing else, on this machine or beyond, is reachable; Python, the "
               "packages and the base model are all here. Every attempt to go elsewhere is refused and recorded.")
    elif network == "allow":
        hosts = ", ".join(allow_hosts) or "none"
        net = ("Besides the grading API and your LLM API, the network reaches these hosts only, through the "
               f"proxy in `$HTTPS_PROXY` (pip, git, curl and huggingface_hub use it): {hosts}. Every connection is "
               "recorded; any other host is refused.")
    else:
        net = "The network is open (for your LLM API); the grader's own files are still out of reach."
    sandbox_line = (f"You run in a sandbox ({sandbox or 'see run_meta.json'}). {net} `/tmp` and `$HOME` are "
                    "private to this session.")
    note = ""
    if continuation:
        note = (f"## This session is a continuation\nThe harness stopped after {used_s:.0f} s of your budget and was "
                f"resumed (continuation {continuation}); you have the remaining {max(0.0, budget_s - used_s):.0f} s. "
                "Your files and every submission so far are kept (GET /submissions): carry on from them; a "
                "submission that was being scored is scored again. `A2RL_CONTINUATION` is set to the count.\n\n")
    return TEMPLATE.format(continuation=note, task=task, base_model=base_model, workspace=workspace, budget_s=budget_s,
                           grace_s=grace_s, max_artifact_mib=max_artifact_mib, clock_line=clock_line,
                           warn_s=warn_s, sandbox_line=sandbox_line, disk_gib=disk_bytes / 2**30)
