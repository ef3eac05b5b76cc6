"""Built-in "example" agent: SFT warm-up, then GRPO, submitting a checkpoint after each.

The launcher copies this folder's scripts to $WORKSPACE/code/ and runs this one with cwd = $WORKSPACE.
Settings: recipe.py (StaticConfig here, OnlineConfig for online tasks), changed by code/config.json.

On online tasks (train.jsonl lists episode seeds) it runs `train_online.py` instead: an SFT warm-up
on expert demonstrations, then GRPO on its own rollouts, collected with the harness's rollout engine.

Plan for static tasks, sized for a CPU and a wall-clock budget:
  1. SFT (TRL SFTTrainer) on train.jsonl as chat prompt/completion pairs, the prompt built as
     the grader builds it (workspace/prompt.json) -> output/v1, submit.
  2. GRPO (TRL GRPOTrainer) from output/v1 with the task's own answer rule as the reward -> output/v2,
     submit (rule-graded tasks only: HumanEval and AlpacaEval stop after SFT).
Only the top `train_layers` transformer layers (+ final norm) are trained.
"""

from __future__ import annotations

import gc
import json
import os
import random
import shutil
import sys
import tempfile
import time

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

import harness  # noqa: E402
from checkpoints import deadline_callback, load_model, load_tokenizer, quiet, save_full, trainer_args  # noqa: E402
from harness import chat, correctness_reward, log, remaining_s, submit_dir  # noqa: E402
from recipe import OnlineConfig, StaticConfig, load  # noqa: E402

# Below this many seconds a GRPO phase cannot do a useful number of steps.
MIN_GRPO_S = 15.0


def is_online() -> bool:
    """Online tasks list episode seeds, not questions with answers, in train.jsonl."""
    with open(os.path.join(harness.DATA_PATH, "train.jsonl")) as fh:
        first = fh.readline()
    return bool(first.strip()) and "seed" in json.loads(first)


def main() -> int:
    import datasets
    import transformers

    online = is_online()
    cfg = load(OnlineConfig, "online") if online else load(StaticConfig, "static")
    log(f"task={harness.TASK} model={harness.MODEL_PATH} remaining={remaining_s():.0f}s {cfg!r}")
    # Progress bars are unreadable in a log file; the callback logs progress instead.
    datasets.disable_progress_bars()
    transformers.utils.logging.disable_progress_bar()
    transformers.set_seed(cfg.seed)
    random.seed(cfg.seed)
    scratch = tempfile.mkdtemp(prefix="a2rl_trainer_")
    try:
        if online:
            import train_online  # beside this file in code/

            return train_online.run(cfg, scratch)
        return run(cfg, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def read_rows(seed: int) -> list[dict]:
    rows = []
    with open(os.path.join(harness.DATA_PATH, "train.jsonl")) as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
    random.Random(seed).shuffle(rows)
    log(f"loaded {len(rows)} training rows")
    return rows


def run(cfg: StaticConfig, scratch: str) -> int:
    os.makedirs(harness.OUTPUT_DIR, exist_ok=True)
    rows = read_rows(cfg.seed)
    tokenizer, base_gen_config = load_tokenizer(harness.MODEL_PATH)

    rem = remaining_s()
    # Each submission blocks for saving plus the grader's evaluation; small budgets get a
    # proportionally smaller reserve (small budgets come with small, fast-to-grade models).
    reserve = min(60.0, max(8.0, 0.15 * rem))
    usable = rem - 2 * reserve - 10.0  # 10s: trainer construction, model reloads
    sft_s = max(5.0, cfg.sft_fraction * usable)
    log(f"plan: remaining={rem:.0f}s reserve/submission={reserve:.0f}s sft={sft_s:.0f}s "
        f"grpo<={max(0.0, usable - sft_s):.0f}s")
    v1 = os.path.join(harness.OUTPUT_DIR, "v1")
    sft(cfg, scratch, rows, tokenizer, time.time() + sft_s, v1, base_gen_config)
    t = time.time()
    submit_dir(v1)
    submit_cost = time.time() - t

    if not harness.NUMERIC_REWARD:
        log(f"no GRPO: its reward here is an exact final number, and this task is "
            f"{harness.PROMPT.get('kind')}-graded; SFT only")
        return 0
    rem = remaining_s()
    # The second submission should cost about what the first did; keep slack for saving.
    reserve2 = max(min(reserve, 20.0), 1.5 * submit_cost + 10.0)
    grpo_s = rem - reserve2 - 8.0  # 8s: reload + GRPOTrainer construction
    if grpo_s < MIN_GRPO_S:
        log(f"skipping GRPO: {rem:.0f}s left, {reserve2:.0f}s needed for the final submission")
        return 0
    log(f"GRPO: remaining={rem:.0f}s, training for at most {grpo_s:.0f}s")
    v2 = os.path.join(harness.OUTPUT_DIR, "v2")
    grpo(cfg, scratch, v1, rows, tokenizer, time.time() + grpo_s, v2, base_gen_config)
    submit_dir(v2)
    log(f"all done, {remaining_s():.0f}s of budget left")
    return 0


def sft(cfg: StaticConfig, scratch: str, rows: list[dict], tokenizer, deadline: float, out_dir: str,
        gen_config) -> None:
    """SFT from the base model on the training rows until `deadline` (or `sft_max_steps`), saved to `out_dir`."""
    from datasets import Dataset
    from trl import SFTConfig, SFTTrainer

    model = load_model(harness.MODEL_PATH, cfg.train_layers)
    # Only format what SFT can plausibly consume: tokenising all rows would waste budget.
    used = rows if cfg.sft_max_steps <= 0 else rows[: max(8 * cfg.sft_max_steps, 8)]
    dataset = Dataset.from_list([
        {"prompt": chat(r["question"]), "completion": [{"role": "assistant", "content": r["answer"]}]} for r in used
    ])
    args = SFTConfig(
        **trainer_args(scratch, cfg.seed),
        per_device_train_batch_size=8,
        gradient_accumulation_steps=1,
        learning_rate=cfg.sft_lr,
        max_steps=cfg.sft_max_steps or 1_000_000,
        # Room for the prompt and an answer as long as the grader allows, capped for a CPU.
        max_length=min(1024, 96 + 2 * harness.MAX_NEW_TOKENS),
        packing=False,
        completion_only_loss=True,
    )
    t = time.time()
    trainer = SFTTrainer(model=model, args=args, train_dataset=dataset, processing_class=tokenizer,
                         callbacks=[deadline_callback(deadline, "sft")])
    quiet(trainer)
    log(f"SFTTrainer ready in {time.time() - t:.1f}s")
    t = time.time()
    out = trainer.train()
    log(f"SFT done: {out.global_step} steps in {time.time() - t:.0f}s, loss={out.training_loss:.4f}")
    save_full(trainer.model, tokenizer, out_dir, gen_config)
    del trainer, model
    gc.collect()


def grpo(cfg: StaticConfig, scratch: str, start: str, rows: list[dict], tokenizer, deadline: float, out_dir: str,
         gen_config) -> None:
    """GRPO from the checkpoint at `start` with the task's answer rule as its reward, saved to `out_dir`."""
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer

    model = load_model(start, cfg.train_layers)
    dataset = Dataset.from_list([{"prompt": chat(r["question"]), "answer": r["answer"]} for r in rows])
    args = GRPOConfig(
        **{**trainer_args(scratch, cfg.seed), "logging_steps": 2},
        per_device_train_batch_size=2 * cfg.num_generations,  # 2 prompts a step
        gradient_accumulation_steps=1,
        num_generations=cfg.num_generations,
        max_completion_length=harness.MAX_NEW_TOKENS,
        temperature=1.0,
        # beta=0 drops the reference model: half the forward passes, no extra memory.
        beta=0.0,
        learning_rate=cfg.grpo_lr,
        max_steps=cfg.grpo_max_steps or 1_000_000,
        log_completions=False,
    )
    t = time.time()
    trainer = GRPOTrainer(model=model, reward_funcs=correctness_reward, args=args, train_dataset=dataset,
                          processing_class=tokenizer, callbacks=[deadline_callback(deadline, "grpo")])
    quiet(trainer)
    log(f"GRPOTrainer ready in {time.time() - t:.1f}s")
    t = time.time()
    out = trainer.train()
    log(f"GRPO done: {out.global_step} steps in {time.time() - t:.0f}s")
    save_full(trainer.model, tokenizer, out_dir, gen_config)
    del trainer, model
    gc.collect()


if __name__ == "__main__":
    sys.exit(main())
