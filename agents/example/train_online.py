"""The example agent's online phase, for tasks played in an environment (level 3). Settings: OnlineConfig.

Each round, while the budget allows:
  1. play a group of `samples` episodes on each of `episodes` new training seeds with the current
     model, using the harness's rollout engine (`from graders import rollout`: the grader's own
     prompts): one greedy (what the grader will score) and the rest sampled;
  2. where the environment has an expert, its episode of each seed that no episode won joins that
     seed's group (off-policy guidance, as LUFFY, Yan et al. 2025), so the policy's failures are
     pushed down against the move that wins that very game;
  3. GRPO (online_grpo.py) on the groups with any spread, save, submit.
A round with no spread gives GRPO nothing to learn from: it fine-tunes (SFT) on the turns that scored;
if nothing scored at all (a base model that chats instead of playing), on the environment's expert
demonstrations (the warm-up: TextWorld's walkthrough, ALFWorld's hand-coded expert), else on each
turn's prompt → one of the valid actions it lists.
`benchmarks/online_rl.py` measures this recipe on held-out seeds.
"""

from __future__ import annotations

import gc
import os
import random
import time

from checkpoints import deadline_callback, load_model, load_tokenizer, quiet, save_full, trainer_args
from harness import MODEL_PATH, OUTPUT_DIR, log, remaining_s, submit_dir
from online_grpo import advantages, grpo_update, valid_actions
from recipe import OnlineConfig


def play_groups(rollout, model, episodes: int, samples: int, temperature: float, seed: int, offset: int,
                **where):
    """Each seed's group: its greedy episode (the one the grader would score) and `samples` - 1 sampled ones.

    Greedy play is what is graded, and sampled play alone is mostly worse than it: its winners
    are greedy's own moves (already the likeliest, so pushing them changes nothing greedy does)
    and its losers are sampling noise. With the greedy episode in the group, a sample that won
    where greedy lost pushes greedy's own move down in the very state where they parted.
    """
    if samples < 2:
        return rollout(model, episodes=episodes, samples=samples, temperature=temperature, seed=seed,
                       offset=offset, **where)
    from graders import RolloutResult, RolloutStats

    greedy = rollout(model, episodes=episodes, samples=1, temperature=0.0, offset=offset, **where)
    sampled = rollout(model, episodes=episodes, samples=samples - 1, temperature=temperature, seed=seed,
                      offset=offset, **where)
    stats = RolloutStats(**{k: getattr(greedy.stats, k) + getattr(sampled.stats, k) for k in RolloutStats.model_fields})
    named = [t.model_copy(update={"episode_id": f"{t.episode_id}#greedy"}) for t in greedy.trajectories]
    return RolloutResult(trajectories=named + sampled.trajectories, stats=stats)


def guided(trajectories, rollout) -> tuple[list, int]:
    """The trajectories plus the expert's episode of each seed whose episodes all scored 0.

    Such a group has no spread, so GRPO learns nothing from the game the policy fails most;
    beside the expert's win it learns that its own moves there lose. Returns (trajectories,
    expert episodes added); the trajectories unchanged where the environment has no expert.
    """
    groups: dict[int, list] = {}
    for t in trajectories:
        groups.setdefault(t.seed, []).append(t)
    stuck = [seed for seed, episodes in groups.items() if max(t.score for t in episodes) <= 0]
    if not stuck:
        return list(trajectories), 0
    try:
        demos = rollout("expert", seeds=stuck)
    except Exception as exc:  # noqa: BLE001 - an environment without an expert: on-policy only
        log(f"no expert guidance: {exc}")
        return list(trajectories), 0
    extra = [d.model_copy(update={"episode_id": f"{d.episode_id}#expert"})
             for d in demos.trajectories if d.score > 0 and d.status != "failed"]
    return list(trajectories) + extra, len(extra)


def expert_games(rollout, offset: int, episodes: int, **where) -> list:
    """`episodes` expert-played training episodes that solved their quest; [] without an expert."""
    try:
        demos = rollout("expert", episodes=episodes, offset=offset, **where)
    except Exception as exc:  # noqa: BLE001 - an environment without an expert: fall back
        log(f"no expert demonstrations: {exc}")
        return []
    return [t for t in demos.trajectories if t.score > 0 and t.status != "failed"]


def sft_rows(games) -> list[dict]:
    """Every turn of the games as a chat prompt → completion row (SFT)."""
    return [{"prompt": turn.prompt, "completion": [{"role": "assistant", "content": turn.action}]}
            for t in games for turn in t.turns]


def winning_turns(trajectories) -> list[dict]:
    """(prompt, action) rows from episodes that scored and beat (or tied) their seed group's mean."""
    groups: dict[int, list] = {}
    for t in trajectories:
        groups.setdefault(t.seed, []).append(t)
    rows = []
    for episodes in groups.values():
        mean = sum(t.score for t in episodes) / len(episodes)
        rows += sft_rows(t for t in episodes if t.score > 0 and t.score > mean - 1e-9 and t.status != "failed")
    return [r for r in rows if r["completion"][0]["content"].strip()]


def format_turns(trajectories, rng: random.Random) -> list[dict]:
    """Each turn's prompt → a random valid action from its 'Valid actions:' line."""
    return [{"prompt": turn.prompt, "completion": [{"role": "assistant", "content": rng.choice(actions)}]}
            for t in trajectories for turn in t.turns if (actions := valid_actions(turn))]


def grpo_checkpoint(current: str, tokenizer, weighted, deadline: float, out_dir: str, gen_config,
                    cfg: OnlineConfig) -> int:
    """GRPO from the checkpoint at `current` (on the GPU when there is one), saved to `out_dir`; returns its steps."""
    model = load_model(current, cfg.train_layers, to_gpu=True)
    steps = grpo_update(model, tokenizer, weighted, deadline, cfg)
    save_full(model, tokenizer, out_dir, gen_config)
    del model
    gc.collect()
    return steps


def sft_checkpoint(current: str, tokenizer, rows: list[dict], deadline: float, out_dir: str, gen_config,
                   scratch: str, cfg: OnlineConfig) -> None:
    """SFT (TRL) from the checkpoint at `current` on chat prompt/completion rows, saved to `out_dir`."""
    from datasets import Dataset
    from trl import SFTConfig, SFTTrainer

    model = load_model(current, cfg.train_layers)
    # The learning rate decays to 0 over the round's steps (TRL's default schedule).
    args = SFTConfig(**{**trainer_args(scratch, cfg.seed), "lr_scheduler_type": "linear"},
                     per_device_train_batch_size=4, learning_rate=cfg.sft_lr, max_steps=cfg.sft_steps,
                     max_length=1024, packing=False, completion_only_loss=True)
    trainer = SFTTrainer(model=model, args=args, train_dataset=Dataset.from_list(rows),
                         processing_class=tokenizer, callbacks=[deadline_callback(deadline, "online")])
    quiet(trainer)
    trainer.train()
    save_full(trainer.model, tokenizer, out_dir, gen_config)
    del trainer, model
    gc.collect()


def run(cfg: OnlineConfig, scratch: str) -> int:
    from graders import rollout

    os.makedirs(OUTPUT_DIR, exist_ok=True)
    tokenizer, gen_config = load_tokenizer(MODEL_PATH)
    current = MODEL_PATH
    rng = random.Random(cfg.seed)
    round_index, offset, last_cost = 0, 0, 30.0  # first guess; then measured
    while True:
        round_index += 1
        if cfg.rounds and round_index > cfg.rounds:
            log(f"stopping: rounds={cfg.rounds} done")
            break
        # A round costs about what the last one did (rollouts, a short update, the submission's
        # evaluation); a round cut off by the deadline loses only itself.
        if remaining_s() < last_cost + 20:
            log(f"stopping: {remaining_s():.0f}s left, a round costs about {last_cost:.0f}s")
            break
        started = time.time()
        result = play_groups(rollout, current, cfg.episodes, cfg.samples, cfg.temperature, cfg.seed + round_index,
                             offset)
        offset += cfg.episodes
        # A policy that wins nothing yet gets the SFT warm-up below, not GRPO beside the expert.
        played, added = guided(result.trajectories, rollout) if result.mean_score > 0 else (result.trajectories, 0)
        weighted = advantages(played, cfg.gamma)
        log(f"round {round_index}: mean score {result.mean_score:.3f} over {len(result.trajectories)} "
            f"episodes; {added} expert episodes joined groups that nothing won; {len(weighted)} episodes "
            f"with a non-zero group advantage ({result.stats.seconds:.0f}s)")
        # Keep room to save and for the grader to evaluate the submission: an evaluation
        # plays about as many episodes as a round does, so it costs about as long.
        reserve = 30.0 + 1.5 * result.stats.seconds
        deadline = time.time() + max(10.0, remaining_s() - reserve)
        out_dir = os.path.join(OUTPUT_DIR, f"v{round_index}")
        if weighted:
            steps = grpo_checkpoint(current, tokenizer, weighted, deadline, out_dir, gen_config, cfg)
            log(f"round {round_index}: GRPO, {steps} steps on {len(weighted)} episodes")
        else:
            rows = winning_turns(result.trajectories)
            if rows:
                log(f"round {round_index}: no spread within any group; SFT on {len(rows)} turns that scored")
            else:
                rows = sft_rows(expert_games(rollout, offset, cfg.demos))
                offset += cfg.demos  # later rounds play seeds the warm-up did not see
                log(f"round {round_index}: nothing scored; SFT warm-up on {len(rows)} turns of expert "
                    f"demonstrations")
            if not rows:
                rows = format_turns(result.trajectories, rng)
                log(f"round {round_index}: nothing scored; teaching the action format on {len(rows)} turns")
            if not rows:
                last_cost = max(last_cost, time.time() - started)
                continue
            sft_checkpoint(current, tokenizer, rows, deadline, out_dir, gen_config, scratch, cfg)
        submit_dir(out_dir)
        current = out_dir
        last_cost = time.time() - started
    return 0
