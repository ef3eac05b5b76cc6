"""Built-in "example" agent: SFT warm-up, then GRPO, submitting a checkpoint after each.

The launcher copies this file to $WORKSPACE/code/train.py and runs it with cwd = $WORKSPACE.
It is deliberately self-contained (stdlib + torch/transformers/trl/datasets only) so that it
reads like something an agent could have written inside the sandbox.

On online tasks (train.jsonl lists episode seeds) it runs `train_online.py` instead:
expert iteration on its own rollouts, collected with the harness's rollout engine.

Plan for static tasks, sized for a CPU and a wall-clock budget:
  1. SFT (TRL SFTTrainer) on train.jsonl as chat prompt/completion pairs, the prompt built as
     the grader builds it (workspace/prompt.json) -> output/v1, submit.
  2. GRPO (TRL GRPOTrainer) from output/v1 with the task's exact-number reward -> output/v2,
     submit (rule-graded tasks only: HumanEval and AlpacaEval stop after SFT).
Only the top A2RL_TRAIN_LAYERS transformer layers (+ final norm) are trained: a full backward
pass through a 135M model on CPU is several seconds per step, far too slow for the budget.

Optional knobs (environment): A2RL_SFT_MAX_STEPS, A2RL_GRPO_MAX_STEPS (0 = time-limited),
A2RL_SFT_FRACTION (share of the budget for SFT, 0.55), A2RL_TRAIN_LAYERS (8), A2RL_SEED (0),
A2RL_SFT_LR (1e-4), A2RL_GRPO_LR (2e-6).
"""

from __future__ import annotations

import gc
import inspect
import json
import os
import random
import re
import shutil
import sys
import tempfile
import time
import urllib.error
import urllib.request
from datetime import UTC, datetime

# Must be set before torch/transformers are imported to take effect.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("WANDB_DISABLED", "true")
# transformers' generation code imports scikit-learn whenever it is installed (~2 s of CPU with
# scipy.stats), for assisted decoding, which this script never uses: None in sys.modules is
# Python's "not importable", so transformers takes it as not installed.
sys.modules.setdefault("sklearn", None)

T0 = time.time()


def log(msg: str) -> None:
    stamp = datetime.now().strftime("%H:%M:%S")
    print(f"[{stamp} +{time.time() - T0:6.1f}s] {msg}", flush=True)


def env_int(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, "") or default)
    except ValueError:
        return default


def env_float(name: str, default: float) -> float:
    try:
        return float(os.environ.get(name, "") or default)
    except ValueError:
        return default


TASK = os.environ.get("TASK", "arithmetic")
WORKSPACE = os.path.abspath(os.environ.get("WORKSPACE", os.getcwd()))
MODEL_PATH = os.environ["MODEL_PATH"]
DATA_PATH = os.environ["DATA_PATH"]
OUTPUT_DIR = os.environ.get("OUTPUT_DIR", os.path.join(WORKSPACE, "output"))
SERVER = os.environ.get("GRADING_SERVER_URL", "http://127.0.0.1:8000").rstrip("/")
SFT_MAX_STEPS = env_int("A2RL_SFT_MAX_STEPS", 0)
GRPO_MAX_STEPS = env_int("A2RL_GRPO_MAX_STEPS", 0)
SFT_FRACTION = min(max(env_float("A2RL_SFT_FRACTION", 0.55), 0.05), 1.0)
TRAIN_LAYERS = env_int("A2RL_TRAIN_LAYERS", 8)
SEED = env_int("A2RL_SEED", 0)
SFT_LR = env_float("A2RL_SFT_LR", 1e-4)  # beat 5e-5 per step in a CPU trial
GRPO_LR = env_float("A2RL_GRPO_LR", 2e-6)


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

# Below this many seconds a GRPO phase cannot do a useful number of steps.
MIN_GRPO_S = 15.0


# --------------------------------------------------------------------------- time budget

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


# --------------------------------------------------------------------------- task scoring

_NUMBER = re.compile(r"-?\$?\d[\d,]*(?:\.\d+)?|-?\$?\.\d+")


def _norm(num: str) -> str | None:
    s = num.strip().replace(",", "").replace("$", "").rstrip(".")
    try:
        v = float(s)
    except ValueError:
        return None
    return str(int(v)) if v == int(v) else repr(v)


def extract_answer(text: str) -> str | None:
    """The number after the last '####', else the last number: the grader's rule."""
    if "####" in text:
        m = _NUMBER.search(text.rsplit("####", 1)[1])
        if m:
            return _norm(m.group())
    nums = _NUMBER.findall(text)
    return _norm(nums[-1]) if nums else None


def grader_view(reply: str) -> str:
    # The grader stops at its stop strings (prompt.json); whatever follows doesn't count.
    for stop in PROMPT.get("stop", ["<|im_end|>", "\n\n"]):
        reply = reply.split(stop)[0]
    return reply


def correctness_reward(completions, answer, **kwargs) -> list[float]:
    rewards = []
    for comp, ref in zip(completions, answer):
        text = comp[-1]["content"] if isinstance(comp, list) else str(comp)
        got, want = extract_answer(grader_view(text)), extract_answer(ref)
        rewards.append(1.0 if want is not None and got == want else 0.0)
    return rewards


# --------------------------------------------------------------------------- model helpers


def decoder_layers(model):
    """The ModuleList of transformer blocks (Llama-style first, then a generic search)."""
    import torch.nn as nn

    base = getattr(model, "model", None)
    if base is not None and isinstance(getattr(base, "layers", None), nn.ModuleList):
        return base.layers
    n = getattr(model.config, "num_hidden_layers", None)
    for mod in model.modules():
        if isinstance(mod, nn.ModuleList) and (n is None or len(mod) == n):
            return mod
    raise RuntimeError("could not find the transformer layers")


def freeze_all_but_top(model, k: int) -> None:
    """Train only the top k blocks and the final norm; embeddings (tied to lm_head) stay frozen."""
    layers = decoder_layers(model)
    k = max(1, min(k, len(layers)))
    model.requires_grad_(False)
    for layer in layers[len(layers) - k:]:
        layer.requires_grad_(True)
    norm = getattr(getattr(model, "model", None), "norm", None)
    if norm is not None:
        norm.requires_grad_(True)
    n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
    n_all = sum(p.numel() for p in model.parameters())
    log(f"training top {k}/{len(layers)} layers: {n_train / 1e6:.1f}M of {n_all / 1e6:.1f}M params")


def load_tokenizer(path: str):
    """(tokenizer with a pad token, the model's generation config or None) of the checkpoint at `path`."""
    from transformers import AutoTokenizer, GenerationConfig

    tokenizer = AutoTokenizer.from_pretrained(path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    try:
        gen_config = GenerationConfig.from_pretrained(path)
    except Exception:  # noqa: BLE001 - not every model ships one
        gen_config = None
    return tokenizer, gen_config


def save_full(model, tokenizer, out_dir: str, gen_config) -> None:
    """A complete, self-describing checkpoint: safetensors weights, config, tokenizer, chat template."""
    t = time.time()
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    model.config.use_cache = True  # trainers switch it off; the grader generates
    if gen_config is not None:
        # Trainers may leave sampling settings on the model; ship the base model's own.
        model.generation_config = gen_config
    kwargs = {}
    if "safe_serialization" in inspect.signature(model.save_pretrained).parameters:
        kwargs["safe_serialization"] = True
    model.save_pretrained(out_dir, **kwargs)
    tokenizer.save_pretrained(out_dir)
    # Keep the original chat template file byte-for-byte if the base model had one.
    src_tpl = os.path.join(MODEL_PATH, "chat_template.jinja")
    if os.path.isfile(src_tpl):
        shutil.copy(src_tpl, os.path.join(out_dir, "chat_template.jinja"))
    for name in os.listdir(out_dir):
        if name.endswith((".bin", ".pt", ".pth")):
            os.remove(os.path.join(out_dir, name))
    log(f"saved {out_dir} ({sorted(os.listdir(out_dir))}) in {time.time() - t:.1f}s")


def deadline_callback(deadline: float, label: str):
    """A TrainerCallback that stops training before the next step would overrun `deadline`."""
    from transformers import TrainerCallback

    class _CB(TrainerCallback):
        def __init__(self):
            self.t_begin = None
            self.last = None
            self.step_s = 0.0

        def on_train_begin(self, args, state, control, **kw):
            self.t_begin = self.last = time.time()
            log(f"{label}: training starts, {deadline - time.time():.0f}s allotted")

        def on_step_end(self, args, state, control, **kw):
            now = time.time()
            dt, self.last = now - self.last, now
            # Smoothed step time; the first step carries warm-up cost, so let later ones pull it down.
            self.step_s = dt if self.step_s == 0.0 else 0.7 * self.step_s + 0.3 * dt
            if now + self.step_s >= deadline:
                log(f"{label}: time share used at step {state.global_step} ({self.step_s:.2f}s/step); stopping")
                control.should_training_stop = True
            return control

        def on_log(self, args, state, control, logs=None, **kw):
            if logs:
                keep = {k: (float(f"{v:.4g}") if isinstance(v, float) else v) for k, v in logs.items()
                        if k in ("loss", "learning_rate", "reward", "reward_std", "grad_norm",
                                 "completions/mean_length", "mean_token_accuracy", "entropy")}
                if keep:
                    log(f"{label} step {state.global_step}: {keep}")

    return _CB()


# --------------------------------------------------------------------------- main


def is_online() -> bool:
    """Online tasks list episode seeds, not questions with answers, in train.jsonl."""
    with open(os.path.join(DATA_PATH, "train.jsonl")) as fh:
        first = fh.readline()
    return bool(first.strip()) and "seed" in json.loads(first)


def main() -> int:
    budget = remaining_s()
    log(f"task={TASK} model={MODEL_PATH} remaining={budget:.0f}s sft_fraction={SFT_FRACTION} "
        f"train_layers={TRAIN_LAYERS} seed={SEED}")

    import datasets
    import transformers

    # Progress bars are unreadable in a log file; the callback logs progress instead.
    datasets.disable_progress_bars()
    transformers.utils.logging.disable_progress_bar()
    transformers.set_seed(SEED)
    random.seed(SEED)
    # Trainer scratch space (nothing is checkpointed there); keep it out of output/.
    scratch = tempfile.mkdtemp(prefix="a2rl_trainer_")
    try:
        if is_online():
            import train_online  # beside this file in code/

            return train_online.run(scratch)
        return run(scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def run(scratch: str) -> int:
    import torch
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, PrinterCallback
    from trl import GRPOConfig, GRPOTrainer, SFTConfig, SFTTrainer

    on_cpu = not torch.cuda.is_available()
    os.makedirs(OUTPUT_DIR, exist_ok=True)
    common = dict(
        output_dir=scratch,
        report_to="none",
        save_strategy="no",
        eval_strategy="no",
        bf16=False,
        fp16=False,
        use_cpu=on_cpu,
        # TRL defaults this to True (a GPU memory saver); on CPU it only costs time.
        gradient_checkpointing=False,
        dataloader_num_workers=0,
        logging_steps=5,
        disable_tqdm=True,
        seed=SEED,
        lr_scheduler_type="constant",
        warmup_steps=0,
    )

    rows = []
    with open(os.path.join(DATA_PATH, "train.jsonl")) as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
    random.Random(SEED).shuffle(rows)
    log(f"loaded {len(rows)} training rows")

    tokenizer, base_gen_config = load_tokenizer(MODEL_PATH)

    # ---------------------------------------------------------------- phase 1: SFT
    rem = remaining_s()
    # Each submission blocks for saving plus the grader's evaluation; small budgets get a
    # proportionally smaller reserve (small budgets come with small, fast-to-grade models).
    reserve = min(60.0, max(8.0, 0.15 * rem))
    usable = rem - 2 * reserve - 10.0  # 10s: trainer construction, model reloads
    sft_s = max(5.0, SFT_FRACTION * usable)
    sft_deadline = time.time() + sft_s
    log(f"plan: remaining={rem:.0f}s reserve/submission={reserve:.0f}s sft={sft_s:.0f}s "
        f"grpo<={max(0.0, usable - sft_s):.0f}s")

    model = AutoModelForCausalLM.from_pretrained(MODEL_PATH, dtype=torch.float32)
    freeze_all_but_top(model, TRAIN_LAYERS)

    # Only format what SFT can plausibly consume: tokenising all rows would waste budget.
    sft_rows = rows if SFT_MAX_STEPS <= 0 else rows[: max(8 * SFT_MAX_STEPS, 8)]
    sft_ds = Dataset.from_list([
        {"prompt": chat(r["question"]),
         "completion": [{"role": "assistant", "content": r["answer"]}]}
        for r in sft_rows
    ])
    sft_args = SFTConfig(
        **common,
        per_device_train_batch_size=8,
        gradient_accumulation_steps=1,
        learning_rate=SFT_LR,
        max_steps=SFT_MAX_STEPS if SFT_MAX_STEPS > 0 else 1_000_000,
        # Room for the prompt and an answer as long as the grader allows, capped for a CPU.
        max_length=min(1024, 96 + 2 * MAX_NEW_TOKENS),
        packing=False,
        completion_only_loss=True,
    )
    t = time.time()
    sft = SFTTrainer(
        model=model,
        args=sft_args,
        train_dataset=sft_ds,
        processing_class=tokenizer,
        callbacks=[deadline_callback(sft_deadline, "sft")],
    )
    sft.remove_callback(PrinterCallback)  # our callback logs the same numbers, with timestamps
    log(f"SFTTrainer ready in {time.time() - t:.1f}s")
    t = time.time()
    out = sft.train()
    log(f"SFT done: {out.global_step} steps in {time.time() - t:.0f}s, loss={out.training_loss:.4f}")
    model = sft.model
    del sft
    gc.collect()

    v1 = os.path.join(OUTPUT_DIR, "v1")
    save_full(model, tokenizer, v1, base_gen_config)
    t = time.time()
    submit(os.path.relpath(v1, WORKSPACE))
    submit_cost = time.time() - t
    del model
    gc.collect()

    # ---------------------------------------------------------------- phase 2: GRPO
    if not NUMERIC_REWARD:
        log(f"no GRPO: its reward here is an exact final number, and this task is "
            f"{PROMPT.get('kind')}-graded; SFT only")
        return 0
    rem = remaining_s()
    # The second submission should cost about what the first did; keep slack for saving.
    reserve2 = max(min(reserve, 20.0), 1.5 * submit_cost + 10.0)
    grpo_s = rem - reserve2 - 8.0  # 8s: reload + GRPOTrainer construction
    if grpo_s < MIN_GRPO_S:
        log(f"skipping GRPO: {rem:.0f}s left, {reserve2:.0f}s needed for the final submission")
        return 0
    log(f"GRPO: remaining={rem:.0f}s, training for at most {grpo_s:.0f}s")

    model = AutoModelForCausalLM.from_pretrained(v1, dtype=torch.float32)
    freeze_all_but_top(model, TRAIN_LAYERS)
    grpo_ds = Dataset.from_list([
        {"prompt": chat(r["question"]), "answer": r["answer"]} for r in rows
    ])
    num_gen = 4
    grpo_args = GRPOConfig(
        **{**common, "logging_steps": 2},
        per_device_train_batch_size=8,  # 2 prompts x 4 samples per step
        gradient_accumulation_steps=1,
        num_generations=num_gen,
        max_completion_length=MAX_NEW_TOKENS,
        temperature=1.0,
        # beta=0 drops the reference model: half the forward passes, no extra memory.
        beta=0.0,
        # Small steps: the SFT model is already good; GRPO should polish, not overwrite.
        learning_rate=GRPO_LR,
        max_steps=GRPO_MAX_STEPS if GRPO_MAX_STEPS > 0 else 1_000_000,
        log_completions=False,
    )
    t = time.time()
    grpo = GRPOTrainer(
        model=model,
        reward_funcs=correctness_reward,
        args=grpo_args,
        train_dataset=grpo_ds,
        processing_class=tokenizer,
        callbacks=[deadline_callback(time.time() + grpo_s, "grpo")],
    )
    grpo.remove_callback(PrinterCallback)
    log(f"GRPOTrainer ready in {time.time() - t:.1f}s")
    t = time.time()
    out = grpo.train()
    log(f"GRPO done: {out.global_step} steps in {time.time() - t:.0f}s")
    model = grpo.model
    del grpo
    gc.collect()

    v2 = os.path.join(OUTPUT_DIR, "v2")
    save_full(model, tokenizer, v2, base_gen_config)
    submit(os.path.relpath(v2, WORKSPACE))
    log(f"all done, {remaining_s():.0f}s of budget left")
    return 0


if __name__ == "__main__":
    sys.exit(main())
