"""The online phase's GRPO: which turns of a round's episodes are pushed, up or down, and the update.

Credit: an episode's advantage is its score against its seed group's (GRPO); each turn adds a
step-level term (GiGPO, Feng et al. 2025): turns of one seed's episodes shown the same state are
compared by their discounted return from there, so a move is credited for what followed it in
that state, not for the episode it happened to be in.

Update: a policy gradient on the action tokens of the pushed turns, one pass over the round's batch
(so no ratio clipping is needed), no KL term. Hand-written rather than TRL's GRPOTrainer: the
episodes are played by the harness's rollout engine (multi-turn, in the task's environment), and
the update learns from turns chosen across a whole group of episodes, which GRPOTrainer's
one-completion-per-prompt batches do not express.
"""

from __future__ import annotations

import random
import time
from typing import NamedTuple

from harness import log

VALID = "Valid actions: "


def _normalised(values: list[float]) -> list[float] | None:
    """(x - mean) / std, or None when the values have no spread (nothing to learn from)."""
    mean = sum(values) / len(values)
    std = (sum((x - mean) ** 2 for x in values) / len(values)) ** 0.5
    if len(values) < 2 or std <= 1e-6:
        return None
    return [(x - mean) / (std + 1e-4) for x in values]


def _by_seed(trajectories) -> dict[int, list]:
    groups: dict[int, list] = {}
    for t in trajectories:
        groups.setdefault(t.seed, []).append(t)
    return groups


def step_returns(t, gamma: float) -> list[float]:
    """Discounted return from each turn on, in units of the episode's score.

    The score is credited to the turns whose rewards earned it (all at the last turn when the
    environment gives only a final score), so a return says how soon, from that turn, the points came.
    """
    rewards = [turn.reward for turn in t.turns]
    total = sum(rewards)
    if total > 0:
        rewards = [r / total * t.score for r in rewards]
    elif rewards:
        rewards = [0.0] * (len(rewards) - 1) + [t.score]
    out, running = [], 0.0
    for r in reversed(rewards):
        running = r + gamma * running
        out.append(running)
    return out[::-1]


def state_key(turn) -> str:
    """What the policy was shown of the present state: the prompt's last message (observation, valid actions)."""
    return turn.prompt[-1]["content"] if turn.prompt else ""


def step_advantages(trajectories, gamma: float) -> dict[tuple[str, int], float]:
    """(episode id, turn index) → the turn's return against other turns of its seed shown the same state.

    GiGPO's anchor states: within one seed's group, turns shown the same observation are
    alternatives taken in the same situation, so their discounted returns compare the actions
    themselves. Turns whose state no other turn shared get nothing (absent from the result).
    """
    anchors: dict[tuple[int, str], list[tuple[str, int, float]]] = {}
    for t in trajectories:
        if t.status == "failed":
            continue
        for turn, ret in zip(t.turns, step_returns(t, gamma)):
            anchors.setdefault((t.seed, state_key(turn)), []).append((t.episode_id, turn.index, ret))
    out = {}
    for members in anchors.values():
        normalised = _normalised([ret for *_, ret in members])
        if normalised:
            out.update({(eid, index): a for (eid, index, _), a in zip(members, normalised)})
    return out


def advantages(trajectories, gamma: float) -> list[tuple[object, float]]:
    """(episode, group-relative advantage) for episodes whose seed group has any spread.

    Spread in the scores, or in the returns of turns shown the same state: a group that all won,
    some sooner than others, still says which moves were quicker (those episodes get advantage 0).
    """
    out = []
    for episodes in _by_seed(t for t in trajectories if t.status != "failed").values():
        if len(episodes) < 2:
            continue
        normalised = _normalised([t.score for t in episodes])
        if normalised:
            out += list(zip(episodes, normalised))
        elif step_advantages(episodes, gamma):
            out += [(t, 0.0) for t in episodes]
    return out


def valid_actions(turn) -> list[str]:
    """The actions the turn's prompt listed ("Valid actions: a, b"), or [] when it lists none."""
    last = turn.prompt[-1]["content"] if turn.prompt else ""
    if VALID not in last:
        return []
    return [a.strip() for a in last.split(VALID, 1)[1].split(",") if a.strip()]


def listed(turn) -> bool | None:
    """Was the turn's action one of the listed ones? None when the environment lists none."""
    actions = valid_actions(turn)
    return turn.action.strip().lower() in {a.lower() for a in actions} if actions else None


def pushed_turns(weighted, gamma: float) -> list[tuple[object, float, float, int]]:
    """Every turn GRPO learns from, as (turn, advantage, weight, seed group): its episode's advantage
    plus its step-level term, and weight 1 / its episode's turns (so a long failing episode does not
    outweigh a short winning one).

    A command an episode repeats in the same state (a losing loop: twelve turns of "drop fork")
    is one entry weighing as many turns, with their mean advantage: the same push for a fraction
    of the compute.
    """
    steps = step_advantages([t for t, _ in weighted], gamma)
    out = []
    for t, episode_adv in weighted:
        turns = [turn for turn in t.turns if turn.action.strip()]
        merged: dict[tuple[str, str], list] = {}  # (state, action) → [first turn, its advantages]
        for turn in turns:
            adv = episode_adv + steps.get((t.episode_id, turn.index), 0.0)
            merged.setdefault((state_key(turn), turn.action.strip()), [turn, []])[1].append(adv)
        for turn, advs in merged.values():
            adv = sum(advs) / len(advs)
            # A command the game did not list changed nothing: a winning episode won despite it,
            # so it is not pushed up (sampled junk like "take a trip east" would otherwise grow).
            if adv == 0 or (adv > 0 and listed(turn) is False):
                continue
            out.append((turn, adv, len(advs) / max(1, len(turns)), t.seed))
    return out


class Row(NamedTuple):
    """One turn GRPO learns from: token ids, its advantage and weight, its seed group."""

    prompt: list[int]
    action: list[int]
    advantage: float
    weight: float
    group: int


def turn_ids(tokenizer, prompt: list[dict], action: str) -> tuple[list[int], list[int]]:
    """A turn as the policy saw it: the chat prompt's token ids (last 1024) and the action's, with its end of turn."""
    text = tokenizer.apply_chat_template(prompt, tokenize=False, add_generation_prompt=True)
    p_ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    a_ids = tokenizer(action, add_special_tokens=False)["input_ids"][:64]
    if tokenizer.eos_token_id is not None:  # ending the turn is part of the action
        a_ids = a_ids + [tokenizer.eos_token_id]
    return p_ids[-1024:], a_ids


def grpo_rows(tokenizer, weighted, gamma: float) -> list[Row]:
    """`pushed_turns` as token ids (see Row)."""
    return [Row(*turn_ids(tokenizer, turn.prompt, turn.action), adv, weight, group)
            for turn, adv, weight, group in pushed_turns(weighted, gamma)]


def grpo_steps(rows: list[Row], turns_per_step: int, rng: random.Random) -> list[list[Row]]:
    """Whole seed groups per optimizer step (at least `turns_per_step` turns, groups in random order).

    A step must hold every episode of its groups: then its advantages sum to zero and it pushes
    the winners' actions up *relative to* the losers' in the same game. Turns shuffled across
    steps gave steps of mostly one side, and Adam's first steps move every weight by about the
    learning rate whatever the gradient's size, so a step of a few losers' turns pushed the
    shared good moves down as hard as a winners' step pushed them up.
    """
    groups: dict[int, list[Row]] = {}
    for row in rows:
        groups.setdefault(row.group, []).append(row)
    order = list(groups)
    rng.shuffle(order)
    steps, step = [], []
    for g in order:
        step += groups[g]
        if len(step) >= turns_per_step:
            steps.append(step)
            step = []
    if step:
        steps.append(step)
    return steps


def action_logprobs(model, rows: list[Row], pad: int):
    """log π(action | prompt) of each row, summed over the action's tokens (a tensor, with grad).

    Summed, not averaged: a mean gives each token of a short action more push, so winners'
    updates favoured short commands and cut long ones ("unlock locker" for "unlock locker with
    key"): GRPO's length bias (Liu et al. 2025, "Dr. GRPO").
    """
    import torch

    width = max(len(r.prompt) + len(r.action) for r in rows)
    ids = torch.full((len(rows), width), pad, dtype=torch.long)
    mask = torch.zeros_like(ids)
    target = torch.zeros((len(rows), width), dtype=torch.bool)
    for i, (p, a, *_) in enumerate(rows):  # right padding: positions match an unpadded pass
        ids[i, : len(p) + len(a)] = torch.tensor(p + a)
        mask[i, : len(p) + len(a)] = 1
        target[i, len(p) : len(p) + len(a)] = True
    ids, mask, target = ids.to(model.device), mask.to(model.device), target.to(model.device)
    logits = model(input_ids=ids, attention_mask=mask).logits[:, :-1].float()
    logp = torch.log_softmax(logits, dim=-1).gather(-1, ids[:, 1:].unsqueeze(-1)).squeeze(-1)
    return (logp * target[:, 1:].float()).sum(dim=1)


def grpo_update(model, tokenizer, weighted, deadline: float, cfg) -> int:
    """GRPO over the batch: minimise -A · weight · (log π of each turn's action tokens), one pass.

    `cfg` is the OnlineConfig (learning rate, turns per step and per forward pass, discount, seed).
    Returns the number of optimizer steps taken.
    """
    import torch

    rows = grpo_rows(tokenizer, weighted, cfg.gamma)
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    batches = grpo_steps(rows, cfg.grpo_batch, random.Random(cfg.seed))
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=cfg.grpo_lr, weight_decay=0.0)
    model.train()
    steps = 0
    for batch in batches:
        if time.time() > deadline:
            log(f"GRPO stopped at the deadline after {steps} steps")
            break
        # Gradients accumulated over micro-batches of one step: a policy gradient with ±
        # advantages is noisy, so each step sees whole groups (see grpo_steps).
        total = sum(r.weight for r in batch) or 1.0
        opt.zero_grad()
        for m in range(0, len(batch), cfg.micro_batch):
            micro = batch[m : m + cfg.micro_batch]
            on = {"dtype": torch.float32, "device": model.device}
            objective = torch.tensor([r.advantage for r in micro], **on) * action_logprobs(model, micro, pad)
            weight = torch.tensor([r.weight for r in micro], **on)
            # Normalised by the step's episode weight, so a step's size does not depend on how
            # many groups (or short and long episodes) it holds.
            loss = -(weight * objective).sum() / total
            loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        steps += 1
    model.eval()
    return steps
