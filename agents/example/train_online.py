"""The example agent's online-RL phase, for tasks played in an environment (level 3).

Expert iteration with a group baseline (a GRPO-flavoured recipe that fits a CPU budget):
  1. play G sampled episodes on each of E training seeds with the current model, using the
     harness's rollout engine (`from graders import rollout`: the grader's own prompts);
  2. keep the turns of episodes that beat their seed's group mean (positive advantage) and
     scored above zero;
  3. fine-tune on those (prompt → action) turns (TRL SFT, top layers only), save, submit;
  repeat while the budget allows. A round where nothing scored (a base model that chats
  instead of playing) is an SFT warm-up instead: on the environment's expert demonstrations
  (`rollout("expert", …)`: TextWorld's walkthrough) where it has an expert, else on each
  turn's prompt → one of the valid actions it lists, so the next samples are legal moves. Knobs: A2RL_ONLINE_EPISODES (8), A2RL_ONLINE_SAMPLES (4),
  A2RL_ONLINE_TEMPERATURE (1.0), A2RL_ONLINE_STEPS (30 per round).
"""

from __future__ import annotations

import gc
import os
import random
import time

import train as base  # the offline script: logging, submit, saving, budget helpers

EPISODES = base.env_int("A2RL_ONLINE_EPISODES", 8)
SAMPLES = base.env_int("A2RL_ONLINE_SAMPLES", 4)
TEMPERATURE = base.env_float("A2RL_ONLINE_TEMPERATURE", 1.0)
STEPS = base.env_int("A2RL_ONLINE_STEPS", 30)
VALID = "Valid actions: "


def winning_turns(trajectories) -> list[dict]:
    """(prompt, action) pairs from episodes that beat their seed's group mean."""
    groups: dict[int, list] = {}
    for t in trajectories:
        groups.setdefault(t.seed, []).append(t)
    rows = []
    for episodes in groups.values():
        mean = sum(t.score for t in episodes) / len(episodes)
        for t in episodes:
            if t.score > 0 and t.score > mean - 1e-9 and t.status != "failed":
                rows += [{"prompt": turn.prompt, "completion": [{"role": "assistant", "content": turn.action}]}
                         for turn in t.turns if turn.action.strip()]
    return rows


def expert_turns(rollout, offset: int) -> list[dict]:
    """Every turn of expert-played training episodes (all of them solve their quest)."""
    try:
        demos = rollout("expert", episodes=EPISODES, offset=offset)
    except Exception as exc:  # noqa: BLE001 - an environment without an expert: fall back
        base.log(f"no expert demonstrations: {exc}")
        return []
    return [{"prompt": turn.prompt, "completion": [{"role": "assistant", "content": turn.action}]}
            for t in demos.trajectories if t.score > 0 for turn in t.turns]


def format_turns(trajectories, rng: random.Random) -> list[dict]:
    """Each turn's prompt → a random valid action from its 'Valid actions:' line."""
    rows = []
    for t in trajectories:
        for turn in t.turns:
            last = turn.prompt[-1]["content"]
            if VALID in last:
                actions = [a.strip() for a in last.split(VALID, 1)[1].split(",") if a.strip()]
                if actions:
                    rows.append({"prompt": turn.prompt,
                                 "completion": [{"role": "assistant", "content": rng.choice(actions)}]})
    return rows


def run(scratch: str) -> int:
    import torch
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, PrinterCallback
    from trl import SFTConfig, SFTTrainer

    from graders import rollout

    os.makedirs(base.OUTPUT_DIR, exist_ok=True)
    tokenizer = AutoTokenizer.from_pretrained(base.MODEL_PATH)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    try:
        gen_config = GenerationConfig.from_pretrained(base.MODEL_PATH)
    except Exception:  # noqa: BLE001 - not every model ships one
        gen_config = None
    current = base.MODEL_PATH
    rng = random.Random(base.SEED)
    round_index, offset, last_cost = 0, 0, 30.0  # first guess; then measured
    while True:
        round_index += 1
        if base.remaining_s() < 1.5 * last_cost + 20:
            base.log(f"stopping: {base.remaining_s():.0f}s left, a round costs about {last_cost:.0f}s")
            break
        started = time.time()
        result = rollout(current, episodes=EPISODES, samples=SAMPLES, temperature=TEMPERATURE,
                         seed=base.SEED + round_index, offset=offset)
        offset += EPISODES
        rows = winning_turns(result.trajectories)
        base.log(f"round {round_index}: mean score {result.mean_score:.3f} over {len(result.trajectories)} "
                 f"episodes; {len(rows)} winning turns ({result.stats.seconds:.0f}s)")
        if not rows:
            rows = expert_turns(rollout, offset)
            base.log(f"round {round_index}: nothing scored; SFT warm-up on {len(rows)} turns of expert "
                     f"demonstrations")
        if not rows:
            rows = format_turns(result.trajectories, rng)
            base.log(f"round {round_index}: nothing scored; teaching the action format on {len(rows)} turns")
        if not rows:
            last_cost = max(last_cost, time.time() - started)
            continue
        model = AutoModelForCausalLM.from_pretrained(current, dtype=torch.float32)
        base.freeze_all_but_top(model, base.TRAIN_LAYERS)
        args = SFTConfig(output_dir=scratch, report_to="none", save_strategy="no", eval_strategy="no",
                         bf16=False, fp16=False, use_cpu=not torch.cuda.is_available(),
                         gradient_checkpointing=False, dataloader_num_workers=0, logging_steps=5,
                         disable_tqdm=True, seed=base.SEED, per_device_train_batch_size=4,
                         learning_rate=base.SFT_LR, max_steps=STEPS, max_length=1024, packing=False,
                         completion_only_loss=True)
        # Keep room to save and for the grader to evaluate the submission: an evaluation
        # plays about as many episodes as a round does, so it costs about as long.
        reserve = 30.0 + 1.5 * result.stats.seconds
        deadline = time.time() + max(10.0, base.remaining_s() - reserve)
        trainer = SFTTrainer(model=model, args=args, train_dataset=Dataset.from_list(rows),
                             processing_class=tokenizer, callbacks=[base.deadline_callback(deadline, "online")])
        trainer.remove_callback(PrinterCallback)
        trainer.train()
        out_dir = os.path.join(base.OUTPUT_DIR, f"v{round_index}")
        base.save_full(trainer.model, tokenizer, out_dir, gen_config)
        del trainer, model
        gc.collect()
        base.submit(os.path.relpath(out_dir, base.WORKSPACE))
        current = out_dir
        last_cost = time.time() - started
    return 0
