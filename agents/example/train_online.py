"""The example agent's online-RL phase, for tasks played in an environment (level 3).

SFT warm-up, then GRPO on collected trajectories (a recipe that fits a CPU budget):
  1. play a group of G episodes on each of E training seeds with the current model, using the
     harness's rollout engine (`from graders import rollout`: the grader's own prompts): one
     greedy (what the grader will score) and G-1 sampled;
  2. GRPO: each episode's advantage is its score minus its seed group's mean, over the
     group's standard deviation; every action of the episode is pushed up or down by that
     advantage (policy gradient on the sum of the action tokens' log-probabilities). An episode is
     GRPO's "sequence": its turns share one weight, 1 / its number of turns, so a long
     failing episode does not outweigh a short winning one. Each turn's advantage also gets a
     step-level term (GiGPO, Feng et al. 2025): turns of one seed's episodes that were shown the
     same state are compared by their discounted return from there, so an action is credited for
     what followed it in that state, not for the episode it happened to be in. One pass over the
     batch by default, so PPO's ratio stays near 1 and its clip never acts (A2RL_ONLINE_EPOCHS makes
     it several clipped passes); no KL term on the pushed turns
     (A2RL_ONLINE_ANCHOR adds one on the moves of won episodes). A group in which
     no sampled episode scored has nothing to compare: where the environment has an expert, its
     episode of that seed joins the group (off-policy guidance, as LUFFY, Yan et al. 2025), so
     the policy's failures are pushed down against the move that wins that very game;
  3. save, submit, repeat while the budget allows.
  A round where no group has any spread gives GRPO nothing to learn from. If nothing scored
  at all (a base model that chats instead of playing) the round is an SFT warm-up instead:
  on the environment's expert demonstrations (`rollout("expert", …)`: TextWorld's walkthrough,
  ALFWorld's hand-coded expert) where it has an expert, else on each turn's prompt → one of the
  valid actions it lists; if every episode scored the same non-zero, it fine-tunes on them.
  Knobs: A2RL_ONLINE_ROUNDS (0: as many rounds as the budget allows), A2RL_ONLINE_EPISODES (8),
  A2RL_ONLINE_SAMPLES (4), A2RL_ONLINE_DEMOS (expert episodes for
  the warm-up; A2RL_ONLINE_EPISODES), A2RL_ONLINE_TEMPERATURE (1.0),
  A2RL_ONLINE_STEPS (30 SFT steps per warm-up round), A2RL_ONLINE_GRPO_LR (1e-5),
  A2RL_ONLINE_GRPO_BATCH (at least 32 turns, whole seed groups, per GRPO step),
  A2RL_ONLINE_NEGATIVE (1.0: scale of negative advantages; 0 pushes only the winners up),
  A2RL_ONLINE_STEP_CREDIT (1.0: weight of the step-level term; 0 = episode-level GRPO only),
  A2RL_ONLINE_GAMMA (0.95: discount of the step-level returns), A2RL_ONLINE_GUIDE (1: the
  expert joins groups that nothing won; 0 = on-policy episodes only), A2RL_ONLINE_GREEDY (1: one
  episode of each group is played greedily, as the grader plays; 0 = all sampled),
  A2RL_ONLINE_REPLAY (0.0: the advantage given to the warm-up's expert demonstrations, replayed in
  every GRPO update so that pushing the losers' moves down does not wear away the moves that won),
  A2RL_ONLINE_ANCHOR (0.0: weight of a KL term keeping the moves of this round's won episodes from
  falling below their log-probability under the round's starting policy), A2RL_ONLINE_HOLD (0.0: the
  advantage given to the greedy episodes that won in groups without spread, an SFT term from the first
  step on the moves the grader already sees win), A2RL_ONLINE_CREDIT (episode: every turn of an episode
  gets its group advantage plus the step-level term; branch: only the states where a seed's episodes
  took different moves, each move by its mean return from there), A2RL_ONLINE_BALANCE (0; 1: each kind of
  command's mean advantage is taken out of its turns, so no verb gains or loses on net),
  A2RL_ONLINE_EXPERT_MOVES (0; 1, with branch credit: the expert's move in every state the round's
  episodes reached joins that state's alternatives as a win, `expert_moved`), A2RL_ONLINE_DAGGER (0.0: the
  advantage of an SFT term on the expert's move in every state the round's episodes reached),
  A2RL_ONLINE_EPOCHS (1: passes over a round's batch; more makes the objective PPO's, each action's
  probability ratio to the round's starting policy clipped to 1 ± A2RL_ONLINE_CLIP, 0.2),
  A2RL_ONLINE_RESTARTS (0; 1, with branch credit: each seed's groups start from every state along its
  expert's path, `restarts`).
`benchmarks/online_rl.py` measures this recipe (warm-up, then GRPO rounds) on held-out seeds.
"""

from __future__ import annotations

import gc
import os
import random
import time
from typing import NamedTuple

import train as base  # the offline script: logging, submit, saving, budget helpers

ROUNDS = base.env_int("A2RL_ONLINE_ROUNDS", 0)  # 0: until the budget runs out
EPISODES = base.env_int("A2RL_ONLINE_EPISODES", 8)
# The warm-up. 64 expert games learnt for 150 steps scored twice what these defaults do (0.688 vs
# 0.344 on 64 held-out TextWorld seeds, benchmarks/README.md run 18) but cost ~20 min of a 2-core
# CPU before the first submission: on a GPU, set A2RL_ONLINE_DEMOS=64 A2RL_ONLINE_STEPS=150. (Plain
# constants, not chosen by the hardware here, so the run's report shows the values that ran.)
DEMOS = base.env_int("A2RL_ONLINE_DEMOS", EPISODES)  # expert episodes for the warm-up
SAMPLES = base.env_int("A2RL_ONLINE_SAMPLES", 4)
TEMPERATURE = base.env_float("A2RL_ONLINE_TEMPERATURE", 1.0)
STEPS = base.env_int("A2RL_ONLINE_STEPS", 30)
GRPO_LR = base.env_float("A2RL_ONLINE_GRPO_LR", 1e-5)
GRPO_BATCH = base.env_int("A2RL_ONLINE_GRPO_BATCH", 32)  # turns per optimizer step
MICRO_BATCH = 8  # turns per forward pass (memory)
# Scale of negative advantages: 1 = GRPO; 0 = only episodes above their group's mean are pushed
# (up), a diagnostic for whether the losers' push-down is what hurts.
NEGATIVE = base.env_float("A2RL_ONLINE_NEGATIVE", 1.0)
STEP_CREDIT = base.env_float("A2RL_ONLINE_STEP_CREDIT", 1.0)
GAMMA = base.env_float("A2RL_ONLINE_GAMMA", 0.95)
GUIDE = base.env_int("A2RL_ONLINE_GUIDE", 1)
GREEDY = base.env_int("A2RL_ONLINE_GREEDY", 1)
REPLAY = base.env_float("A2RL_ONLINE_REPLAY", 0.0)
ANCHOR = base.env_float("A2RL_ONLINE_ANCHOR", 0.0)
HOLD = base.env_float("A2RL_ONLINE_HOLD", 0.0)
BALANCE = base.env_int("A2RL_ONLINE_BALANCE", 0)
EXPERT_MOVES = base.env_int("A2RL_ONLINE_EXPERT_MOVES", 0)
DAGGER = base.env_float("A2RL_ONLINE_DAGGER", 0.0)
# Passes over a round's batch. More than one makes the update PPO's: each action's probability ratio
# to the round's starting policy is clipped to [1 - CLIP, 1 + CLIP], so an action already moved that
# far is pushed no further (TRL's GRPO `num_iterations` and `epsilon`).
EPOCHS = base.env_int("A2RL_ONLINE_EPOCHS", 1)
CLIP = base.env_float("A2RL_ONLINE_CLIP", 0.2)
RESTARTS = base.env_int("A2RL_ONLINE_RESTARTS", 0)
PREPOSITIONS = frozenset({"from", "into", "in", "on", "with", "to"})
CREDIT = os.environ.get("A2RL_ONLINE_CREDIT", "episode")
if CREDIT not in ("episode", "branch"):
    raise SystemExit(f"A2RL_ONLINE_CREDIT={CREDIT!r}: use 'episode' (GRPO + step-level term) or 'branch' "
                     "(only the states where a seed's episodes took different moves)")
if EXPERT_MOVES and CREDIT != "branch":
    raise SystemExit("A2RL_ONLINE_EXPERT_MOVES=1 needs A2RL_ONLINE_CREDIT=branch: the expert's move is an "
                     "alternative in one state, compared with the moves taken there, not a whole episode")
if RESTARTS and CREDIT != "branch":
    raise SystemExit("A2RL_ONLINE_RESTARTS=1 needs A2RL_ONLINE_CREDIT=branch: a seed's episodes then start from "
                     "different states, so they are compared state by state, not as one group")
# Episode-id suffixes of entries that are no alternative in their states (replayed, held, imitated).
COPIES = ("#replay", "#hold", "#dagger")
VALID = "Valid actions: "
MOVE = "#move"  # episode-id mark of the expert's move in a state the policy reached (expert_moved)


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


def _normalised(values: list[float]) -> list[float] | None:
    """(x - mean) / std, or None when the values have no spread (nothing to learn from)."""
    mean = sum(values) / len(values)
    std = (sum((x - mean) ** 2 for x in values) / len(values)) ** 0.5
    if len(values) < 2 or std <= 1e-6:
        return None
    return [(x - mean) / (std + 1e-4) for x in values]


def step_returns(t) -> list[float]:
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
        running = r + GAMMA * running
        out.append(running)
    return out[::-1]


def state_key(turn) -> str:
    """What the policy was shown of the present state: the prompt's last message (observation, valid actions)."""
    return turn.prompt[-1]["content"] if turn.prompt else ""


def step_advantages(trajectories) -> dict[tuple[str, int], float]:
    """(episode id, turn index) → the turn's return against other turns of its seed shown the same state.

    GiGPO's anchor states: within one seed's group, turns shown the same observation are
    alternatives taken in the same situation, so their discounted returns compare the actions
    themselves. Turns whose state no other turn shared get nothing (absent from the result).
    """
    anchors: dict[tuple[int, str], list[tuple[str, int, float]]] = {}
    for t in trajectories:
        if t.status == "failed":
            continue
        for turn, ret in zip(t.turns, step_returns(t)):
            anchors.setdefault((t.seed, state_key(turn)), []).append((t.episode_id, turn.index, ret))
    out = {}
    for members in anchors.values():
        normalised = _normalised([ret for *_, ret in members])
        if normalised:
            out.update({(eid, index): a for (eid, index, _), a in zip(members, normalised)})
    return out


def advantages(trajectories) -> list[tuple[object, float]]:
    """(episode, group-relative advantage) for episodes whose seed group has any spread.

    Spread in the scores, or (with the step-level term on) in the returns of turns shown the
    same state: a group that all won, some sooner than others, still says which moves were quicker.
    """
    groups: dict[int, list] = {}
    for t in trajectories:
        if t.status != "failed":
            groups.setdefault(t.seed, []).append(t)
    out = []
    for episodes in groups.values():
        if len(episodes) < 2:
            continue
        normalised = _normalised([t.score for t in episodes])
        if normalised:
            out += list(zip(episodes, normalised))
        elif branch_advantages(episodes) if CREDIT == "branch" else STEP_CREDIT and step_advantages(episodes):
            out += [(t, 0.0) for t in episodes]
    return out


def branch_advantages(trajectories) -> dict[tuple[str, int], float]:
    """(episode id, turn index) → Q(s, a) − V(s), only in states where a seed's episodes parted.

    A state several episodes of one seed were shown, in which they took different moves, with
    different returns from there: each move's advantage is its mean return there minus the mean
    of all of them (over their standard deviation), so a state's advantages sum to zero. The moves
    the episodes shared before parting, and everything after (a losing loop), push nothing: measured
    on run 22 (benchmarks/README.md), whole-episode credit moved command priors (`insert` up,
    `put … on` down in every game) more than the choice in the state that decided a game.
    An episode's later visits to a state it had been in (a loop) are not counted again.
    """
    states: dict[tuple[int, str], list[tuple[str, int, str, float]]] = {}
    for t in trajectories:
        if t.status == "failed":
            continue
        seen: set[str] = set()
        for turn, ret in zip(t.turns, step_returns(t)):
            key = state_key(turn)
            if key not in seen and turn.action.strip() and not turn.forced:  # a restart's forced turns are not the policy's
                seen.add(key)
                states.setdefault((t.seed, key), []).append((t.episode_id, turn.index, turn.action.strip(), ret))
    out = {}
    for members in states.values():
        normalised = _normalised([ret for *_, ret in members])
        if normalised is None or len({action for _, _, action, _ in members}) < 2:
            continue  # one move taken, or different moves that all ended alike: nothing to prefer
        if any(eid.endswith(MOVE) for eid, *_ in members):
            # Beside the expert's win, a move that also won, a turn later, differs from it by a
            # discount step; dividing by the spread would push it down as hard as a losing one.
            mean = sum(ret for *_, ret in members) / len(members)
            normalised = [ret - mean for *_, ret in members]
        # A move's (Q − V) / std is the mean of its members' normalised returns.
        moves: dict[str, list[float]] = {}
        for (_, _, action, _), n in zip(members, normalised):
            moves.setdefault(action, []).append(n)
        out.update({(eid, index): sum(moves[action]) / len(moves[action]) for eid, index, action, _ in members})
    return out


def play_groups(rollout, model, episodes: int, samples: int, temperature: float, seed: int, offset: int,
                **where):
    """Each seed's group: its greedy episode (the one the grader would score) and `samples` - 1 sampled ones.

    Greedy play is what is graded, and sampled play alone is mostly worse than it: its winners
    are greedy's own moves (already the likeliest, so pushing them changes nothing greedy does)
    and its losers are sampling noise. With the greedy episode in the group, a sample that won
    where greedy lost pushes greedy's own move down in the very state where they parted: the
    change that flips what greedy play does there.
    """
    if not GREEDY or samples < 2:
        return rollout(model, episodes=episodes, samples=samples, temperature=temperature, seed=seed,
                       offset=offset, **where)
    from graders import RolloutResult, RolloutStats

    greedy = rollout(model, episodes=episodes, samples=1, temperature=0.0, offset=offset, **where)
    sampled = rollout(model, episodes=episodes, samples=samples - 1, temperature=temperature, seed=seed,
                      offset=offset, **where)
    stats = RolloutStats(**{k: getattr(greedy.stats, k) + getattr(sampled.stats, k) for k in RolloutStats.model_fields})
    named = [t.model_copy(update={"episode_id": f"{t.episode_id}#greedy"}) for t in greedy.trajectories]
    return RolloutResult(trajectories=named + sampled.trajectories, stats=stats)


def restarts(rollout, episodes: int, offset: int, **where) -> dict:
    """`seeds=` and `prefixes=` for `play_groups`: each of `episodes` training seeds from `offset`
    restarted from every state along its expert's path (the expert's first k moves, k = 0 … n − 1).

    From the start, a group tells greedy's move apart from a better one only where a sample got
    every other move right too (5 of 24 seeds a round, runs 18–30 in benchmarks/README.md). From
    the state where greedy play goes wrong, one right move is enough (greedy plays the rest), and
    from the states of a game greedy wins, the samples that leave its path and lose say to keep
    it there: the near-ties an update otherwise tips. This is the restart distribution of
    Kakade & Langford (2002) along a demonstration (Salimans & Chen 2018). Needs branch credit,
    which compares moves state by state ({} without an expert: the groups start at the start).
    Measured on TextWorld (run 34): its paths are two moves, so restarts add about one state a
    seed and the score moved as without them; meant for long paths (ALFWorld's 10–30 moves).
    {} when A2RL_ONLINE_RESTARTS is off, so callers need not repeat that choice.
    """
    if not RESTARTS:
        return {}
    try:
        demos = rollout("expert", episodes=episodes, offset=offset, **where)
    except Exception as exc:  # noqa: BLE001 - an environment without an expert: start at the start
        base.log(f"no restarts: {exc}")
        return {}
    seeds, prefixes = [], []
    for d in demos.trajectories:
        if d.score > 0 and d.status != "failed":
            path = [turn.action for turn in d.turns]
            seeds += [d.seed] * len(path)
            prefixes += [path[:k] for k in range(len(path))]
    return {"seeds": seeds, "prefixes": prefixes} if seeds else {}


def guided(trajectories, rollout) -> tuple[list, int]:
    """The trajectories plus the expert's episode of each seed whose sampled episodes all scored 0.

    Such a group has no spread, so GRPO learns nothing from the game the policy fails most;
    beside the expert's win it learns that its own moves there lose. Returns (trajectories,
    expert episodes added); the trajectories unchanged where the environment has no expert.
    """
    groups: dict[int, list] = {}
    for t in trajectories:
        groups.setdefault(t.seed, []).append(t)
    stuck = [seed for seed, episodes in groups.items() if max(t.score for t in episodes) <= 0]
    if not GUIDE or not stuck:
        return list(trajectories), 0
    try:
        demos = rollout("expert", seeds=stuck)
    except Exception as exc:  # noqa: BLE001 - an environment without an expert: on-policy only
        base.log(f"no expert guidance: {exc}")
        return list(trajectories), 0
    extra = [d.model_copy(update={"episode_id": f"{d.episode_id}#expert"})
             for d in demos.trajectories if d.score > 0 and d.status != "failed"]
    return list(trajectories) + extra, len(extra)


def expert_moved(trajectories, moves_of, alternatives: bool = True,
                 imitate: float = 0.0) -> tuple[list, int, list[tuple[object, float]]]:
    """The trajectories plus the expert's move in every state their seed's episodes were in.

    Each is a one-turn episode that won (score 1: the expert's plan wins from there), so with
    branch credit it is one more alternative in its state, and the moves the episodes took there
    are credited against it: pushed down where they lost, barely moved where they also won. The
    sampled episodes alone part in few states, and only there does branch credit learn; a greedy
    loss that no sample beat taught nothing. This is LUFFY's off-policy guidance (Yan et al. 2025)
    at the level of a state, on the states the policy itself reached (DAgger's, Ross et al. 2011).
    `moves_of(trajectories)` gives each episode's expert move per turn (`graders.expert_moves`).

    With `imitate` > 0 (A2RL_ONLINE_DAGGER) each of those (state, expert's move) pairs is also an
    SFT term of that advantage in every step (DAgger's data), the states where the policy already
    plays the expert's move included: those have no alternative, so credit alone leaves them free
    to move, and the warm-up's winning moves are far from certain (log π −0.76 on average, run 12).
    Returns (trajectories, with the moves where `alternatives` (A2RL_ONLINE_EXPERT_MOVES); states
    labelled; imitation entries); unchanged where the environment has no expert, or neither is asked for.
    """
    if not alternatives and not imitate:
        return list(trajectories), 0, []
    played = [t for t in trajectories if t.status != "failed" and not t.episode_id.endswith(COPIES + ("#expert", MOVE))]
    try:
        moves = moves_of(played)
    except Exception as exc:  # noqa: BLE001 - an environment without an expert: on-policy only
        base.log(f"no expert moves: {exc}")
        return list(trajectories), 0, []
    extra, seen = [], set()
    for t in played:
        for turn, move in zip(t.turns, moves.get(t.episode_id, [])):
            key = (t.seed, state_key(turn))
            if move is None or key in seen:
                continue
            seen.add(key)
            turn_ = turn.model_copy(update={"action": move, "reward": 1.0, "done": True})
            extra.append(t.model_copy(update={"episode_id": f"{t.seed}-{len(extra)}{MOVE}", "turns": [turn_],
                                              "score": 1.0, "status": "done", "total_reward": 1.0}))
    imitated = [(t.model_copy(update={"episode_id": f"{t.episode_id}#dagger"}), imitate) for t in extra] if imitate else []
    return list(trajectories) + (extra if alternatives else []), len(extra), imitated


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


class Row(NamedTuple):
    """One turn GRPO learns from: token ids, its episode's advantage and weight, its seed group.

    An anchor row (advantage 0) carries `ref`, log π of its action under the round's starting
    policy: the KL term holds it there. A held row (`held`) has no group: it joins every step.
    With several passes (A2RL_ONLINE_EPOCHS) a pushed row carries `old`, the same log π, for PPO's ratio.
    """

    prompt: list[int]
    action: list[int]
    advantage: float
    weight: float
    group: int | None
    ref: float | None = None
    old: float | None = None  # log π of the action under the round's starting policy (PPO's ratio)


def won_episodes(trajectories) -> list:
    """The episodes that won (scored > 0): the moves the anchor keeps from falling.

    GRPO's push-down of the losers' moves also lowers moves that win elsewhere (measured: lr
    6e-5 took the warm-up's winning dev moves from log π −0.8 to −2.4 in one round), and a group
    that all won has no spread, so nothing in the update holds its moves.
    """
    return [t for t in trajectories if t.score > 0 and t.status != "failed"]


def anchor_rows(tokenizer, episodes) -> list[Row]:
    """One row per distinct (state, action) of the episodes, weighing the turns it stands for."""
    merged: dict[tuple[str, str], list] = {}
    for t in episodes:
        turns = [turn for turn in t.turns if turn.action.strip()]
        for turn in turns:
            entry = merged.setdefault((state_key(turn), turn.action.strip()), [turn, 0.0, t.seed])
            entry[1] += 1 / len(turns)
    rows = []
    for turn, weight, seed in merged.values():
        p_ids, a_ids = turn_ids(tokenizer, turn.prompt, turn.action)
        rows.append(Row(p_ids, a_ids, 0.0, weight, seed))
    return rows


def kl_to_ref(logp, ref):
    """The anchor's penalty where log π fell below ref: Schulman's k3 estimate of KL(π_ref ‖ π) at the
    row's own action (as GRPO's KL term), 0 where it did not fall.

    One-sided, so the winners GRPO pushes up are not pulled back; k3's gradient grows with the fall.
    """
    import torch

    d = (ref - logp).clamp(max=30.0)  # exp stays finite in float32 (a move 30 nats down is gone anyway)
    return torch.where(d > 0, torch.exp(d) - d - 1, torch.zeros_like(d))


def command_kind(action: str) -> str:
    """A command's verb and prepositions: what a push on it carries to other games.

    >>> command_kind("take type K passkey from desk"), command_kind("put book on board"), command_kind("go east")
    ('take … from', 'put … on', 'go')
    """
    words = action.strip().lower().split()
    return " … ".join(words[:1] + [w for w in words[1:] if w in PREPOSITIONS])


def balanced(pushed: list[tuple[object, float, float, int | None]],
             copies: list[bool]) -> list[tuple[object, float, float, int | None]]:
    """The pushed turns with each kind of command's weighted mean advantage taken out of its turns.

    No kind of command then gains or loses on net: what is left is which `take … from` beat which,
    in its state. Measured (runs 22 and 24, benchmarks/README.md): the 135M policy carried a kind's
    net push (`insert … into` up, `put … on` down) to games whose quest wanted the other. Held and
    replayed copies (`copies[i]`: no alternative in their states) keep their advantages.
    """
    totals: dict[str, list[float]] = {}
    for (turn, adv, weight, _), copy in zip(pushed, copies):
        if not copy:
            entry = totals.setdefault(command_kind(turn.action), [0.0, 0.0])
            entry[0] += adv * weight
            entry[1] += weight
    out = []
    for (turn, adv, weight, group), copy in zip(pushed, copies):
        if not copy:
            total, weights = totals[command_kind(turn.action)]
            adv -= total / weights
        if abs(adv) > 1e-9:
            out.append((turn, adv, weight, group))
    return out


def pushed_turns(weighted) -> list[tuple[object, float, float, int | None]]:
    """Every turn GRPO learns from, as (turn, advantage, weight, seed group): its advantage
    (episode + step level) and weight (1 / its episode's turns); no group for a held episode.
    With A2RL_ONLINE_CREDIT=branch, an episode's turns in the states where its group parted only
    (`branch_advantages`), weight 1 each; copies (replayed, held) as before.

    A command an episode repeats in the same state (a losing loop: twelve turns of "drop fork")
    is one entry weighing as many turns, with their mean advantage: the same push for a fraction
    of the compute (loops were most of the turns of a round).
    """
    # A copy (replayed, held) is no alternative to its own original in the states they share.
    originals = [t for t, _ in weighted if not t.episode_id.endswith(COPIES)]
    if CREDIT == "branch":
        steps = branch_advantages(originals)
    else:
        steps = step_advantages(originals) if STEP_CREDIT else {}
    out, copies = [], []
    for t, episode_adv in weighted:
        # With branch credit an episode's own turns are pushed only where its group parted, one
        # row per parting state (weight 1, so a state's pushes cancel out across its moves).
        branch_only = CREDIT == "branch" and not t.episode_id.endswith(COPIES)
        turns = [turn for turn in t.turns if turn.action.strip()]
        merged: dict[tuple[str, str], list] = {}  # (state, action) → [first turn, its advantages]
        for turn in turns:
            if branch_only:
                if (t.episode_id, turn.index) not in steps:
                    continue
                adv = steps[(t.episode_id, turn.index)]
            else:
                adv = episode_adv + STEP_CREDIT * steps.get((t.episode_id, turn.index), 0.0)
            merged.setdefault((state_key(turn), turn.action.strip()), [turn, []])[1].append(adv)
        for turn, advs in merged.values():
            adv = sum(advs) / len(advs)
            if adv < 0:
                adv *= NEGATIVE
            # A command the game did not list changed nothing: a winning episode won despite it,
            # so it is not pushed up (sampled junk like "take a trip east" would otherwise grow).
            if adv == 0 or (adv > 0 and listed(turn) is False):
                continue
            group = None if t.episode_id.endswith("#hold") else t.seed
            out.append((turn, adv, 1.0 if branch_only else len(advs) / max(1, len(turns)), group))
            copies.append(t.episode_id.endswith(COPIES))
    return balanced(out, copies) if BALANCE else out


def grpo_rows(tokenizer, weighted) -> list[Row]:
    """`pushed_turns` as token ids (see Row)."""
    return [Row(*turn_ids(tokenizer, turn.prompt, turn.action), adv, weight, group)
            for turn, adv, weight, group in pushed_turns(weighted)]


def turn_ids(tokenizer, prompt: list[dict], action: str) -> tuple[list[int], list[int]]:
    """A turn as the policy saw it: the chat prompt's token ids (last 1024) and the action's, with its end of turn."""
    text = tokenizer.apply_chat_template(prompt, tokenize=False, add_generation_prompt=True)
    p_ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    a_ids = tokenizer(action, add_special_tokens=False)["input_ids"][:64]
    if tokenizer.eos_token_id is not None:  # ending the turn is part of the action
        a_ids = a_ids + [tokenizer.eos_token_id]
    return p_ids[-1024:], a_ids


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
        if row.group is not None:
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
    # Held rows (no group) are a term of every step, not a step of their own: spread evenly.
    spread = [row for row in rows if row.group is None]
    rng.shuffle(spread)
    steps = steps or ([[]] if spread else [])
    for i, row in enumerate(spread):
        steps[i % len(steps)].append(row)
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


def with_refs(model, rows: list[Row], pad: int, field: str = "ref") -> list[Row]:
    """The rows with `field` (`ref` or `old`) set to log π of their action under `model` as it is now (no grad)."""
    import torch

    out = []
    with torch.no_grad():
        for m in range(0, len(rows), MICRO_BATCH):
            micro = rows[m : m + MICRO_BATCH]
            out += [r._replace(**{field: float(v)}) for r, v in zip(micro, action_logprobs(model, micro, pad))]
    return out


def clipped_objective(logp, old, adv, clip: float = CLIP):
    """PPO's clipped surrogate per row: min(r·A, clip(r, 1 − ε, 1 + ε)·A), r = π / π_old of the action.

    Its gradient is A·∇log π while the ratio is inside the clip range, and 0 once a push has moved
    the action's probability by more than ε in the advantage's direction: further passes over the
    same batch move only what the earlier ones have not moved yet.
    """
    import torch

    ratio = torch.exp((logp - old).clamp(max=20.0))
    return torch.minimum(ratio * adv, ratio.clamp(1.0 - clip, 1.0 + clip) * adv)


def grpo_update(model, tokenizer, weighted, deadline: float, anchored=(), anchor: float = ANCHOR,
                epochs: int = EPOCHS) -> int:
    """GRPO over the batch: minimise -A · weight · (log π of each turn's action tokens), one pass.

    With `epochs` > 1 the batch is passed over that many times (whole groups per step, reshuffled
    each pass) and the objective is PPO's clipped one against the round's starting policy
    (`clipped_objective`). With `anchor` > 0, the moves of `anchored` episodes (won_episodes) join
    the steps, spread evenly over them, with a KL term of that weight to their log π under the
    starting policy.
    """
    import torch

    rows = grpo_rows(tokenizer, weighted)
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    model.eval()
    if epochs > 1 and rows:
        rows = with_refs(model, rows, pad, "old")
    anchors = with_refs(model, anchor_rows(tokenizer, anchored), pad) if anchor and anchored and rows else []
    random.Random(base.SEED).shuffle(anchors)
    passes = []
    for epoch in range(max(1, epochs)):
        steps_rows = grpo_steps(rows, GRPO_BATCH, random.Random(base.SEED + epoch))
        # Not in the very first step: the policy is still the reference there, so the KL and its gradient are 0.
        later = (steps_rows[1:] if epoch == 0 else steps_rows) or steps_rows
        for i, row in enumerate(anchors):
            later[i % len(later)].append(row)
        passes += steps_rows
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=GRPO_LR, weight_decay=0.0)
    model.train()
    steps = 0
    for batch in passes:
        if time.time() > deadline:
            base.log(f"GRPO stopped at the deadline after {steps} steps")
            break
        # Gradients accumulated over micro-batches of one step: a policy gradient with ±
        # advantages is noisy, so each step sees whole groups (see grpo_steps).
        total = sum(r.weight for r in batch if r.ref is None) or 1.0
        total_held = sum(r.weight for r in batch if r.ref is not None) or 1.0
        opt.zero_grad()
        for m in range(0, len(batch), MICRO_BATCH):
            micro = batch[m : m + MICRO_BATCH]
            on = {"device": model.device}
            adv = torch.tensor([r.advantage for r in micro], dtype=torch.float32, **on)  # 0 on anchor rows
            weight = torch.tensor([r.weight for r in micro], dtype=torch.float32, **on)
            held = torch.tensor([r.ref is not None for r in micro], **on)
            per_row = action_logprobs(model, micro, pad)
            # An anchor row's reference; a pushed row's own log π (its KL is 0, never exp of a large gap).
            ref = torch.where(held, torch.tensor([r.ref or 0.0 for r in micro], **on), per_row.detach())
            if epochs > 1:
                old = torch.tensor([r.old or 0.0 for r in micro], **on)  # anchor rows: unused
                objective = torch.where(held, torch.zeros_like(per_row), clipped_objective(per_row, old, adv, CLIP))
            else:
                objective = adv * per_row
            # Normalised by the step's episode weight, so a step's size does not depend on how
            # many groups (or short and long episodes) it holds; the anchor by its rows' weight.
            loss = -(weight * objective).sum() / total \
                + anchor * (weight * kl_to_ref(per_row, ref)).sum() / total_held
            loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        steps += 1
    model.eval()
    return steps


def load_policy(path: str):
    """The checkpoint at `path` in float32 (the update's small steps are below bf16's resolution),
    on the GPU when there is one."""
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32)
    return model.to("cuda") if torch.cuda.is_available() else model


def grpo_checkpoint(current: str, tokenizer, weighted, deadline: float, out_dir: str, gen_config,
                    anchored=(), anchor: float = ANCHOR) -> int:
    """GRPO from the checkpoint at `current`, saved to `out_dir`; returns the number of steps."""
    model = load_policy(current)
    base.freeze_all_but_top(model, base.TRAIN_LAYERS)
    steps = grpo_update(model, tokenizer, weighted, deadline, anchored, anchor)
    base.save_full(model, tokenizer, out_dir, gen_config)
    del model
    gc.collect()
    return steps


def sft_checkpoint(current: str, tokenizer, rows: list[dict], deadline: float, out_dir: str, gen_config,
                   scratch: str) -> None:
    """SFT (TRL) from the checkpoint at `current` on chat prompt/completion rows, saved to `out_dir`."""
    import torch
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, PrinterCallback
    from trl import SFTConfig, SFTTrainer

    model = AutoModelForCausalLM.from_pretrained(current, dtype=torch.float32)
    base.freeze_all_but_top(model, base.TRAIN_LAYERS)
    args = SFTConfig(output_dir=scratch, report_to="none", save_strategy="no", eval_strategy="no",
                     bf16=False, fp16=False, use_cpu=not torch.cuda.is_available(),
                     gradient_checkpointing=False, dataloader_num_workers=0, logging_steps=5,
                     disable_tqdm=True, seed=base.SEED, per_device_train_batch_size=4,
                     learning_rate=base.SFT_LR, max_steps=STEPS, max_length=1024, packing=False,
                     completion_only_loss=True)
    trainer = SFTTrainer(model=model, args=args, train_dataset=Dataset.from_list(rows),
                         processing_class=tokenizer, callbacks=[base.deadline_callback(deadline, "online")])
    trainer.remove_callback(PrinterCallback)
    trainer.train()
    base.save_full(trainer.model, tokenizer, out_dir, gen_config)
    del trainer, model
    gc.collect()


def expert_games(rollout, offset: int, episodes: int = DEMOS, **where) -> list:
    """`episodes` expert-played training episodes that solved their quest; [] without an expert."""
    try:
        demos = rollout("expert", episodes=episodes, offset=offset, **where)
    except Exception as exc:  # noqa: BLE001 - an environment without an expert: fall back
        base.log(f"no expert demonstrations: {exc}")
        return []
    return [t for t in demos.trajectories if t.score > 0 and t.status != "failed"]


def sft_rows(games) -> list[dict]:
    """Every turn of the games as a chat prompt → completion row (SFT)."""
    return [{"prompt": turn.prompt, "completion": [{"role": "assistant", "content": turn.action}]}
            for t in games for turn in t.turns]


def expert_turns(rollout, offset: int, episodes: int = DEMOS, **where) -> list[dict]:
    """Every turn of `episodes` expert-played training episodes (all of them solve their quest)."""
    return sft_rows(expert_games(rollout, offset, episodes, **where))


def replayed(demos: list, advantage: float = REPLAY) -> list[tuple[object, float]]:
    """The warm-up's expert games as (episode, advantage) entries of a GRPO update (none at advantage 0).

    GRPO's push-down of the losers' moves also lowers the moves the won games need (measured:
    lr 6e-5 took the warm-up's winning moves from log π −0.8 to −2.4 in one round), and the won
    games are not in the update to hold them: their groups have no spread. The demonstrations
    the warm-up learnt from are those moves; replayed with a positive advantage they are an SFT
    term in every step (as SRFT/LUFFY mix demonstrations into RL).
    """
    if not advantage:
        return []
    return [(t.model_copy(update={"episode_id": f"{t.episode_id}#replay"}), advantage) for t in demos]


def held(trajectories, weighted, advantage: float = HOLD) -> list[tuple[object, float]]:
    """The greedy episodes that won where their group has no score spread, as (episode, advantage) entries.

    Those are the games the grader already sees won, and GRPO has nothing in them to push: measured
    (benchmarks/README.md, run 21), one round lost five held-out games at their second move, four of
    them to `insert X into Y` (putting back what the first move took out) pushed up by other games.
    The anchor's KL term has no gradient until a move has fallen; an SFT term acts from the first
    step, and most on the moves won by a narrow margin (its gradient is 1 − p), the ones an update flips.
    """
    if not advantage:
        return []
    pushed = {t.seed for t, a in weighted if a}
    return [(t.model_copy(update={"episode_id": f"{t.episode_id}#hold"}), advantage) for t in trajectories
            if t.episode_id.endswith("#greedy") and t.score > 0 and t.status != "failed" and t.seed not in pushed]


def format_turns(trajectories, rng: random.Random) -> list[dict]:
    """Each turn's prompt → a random valid action from its 'Valid actions:' line."""
    rows = []
    for t in trajectories:
        for turn in t.turns:
            actions = valid_actions(turn)
            if actions:
                rows.append({"prompt": turn.prompt,
                             "completion": [{"role": "assistant", "content": rng.choice(actions)}]})
    return rows


def run(scratch: str) -> int:
    from graders import rollout

    os.makedirs(base.OUTPUT_DIR, exist_ok=True)
    tokenizer, gen_config = base.load_tokenizer(base.MODEL_PATH)
    current = base.MODEL_PATH
    rng = random.Random(base.SEED)
    round_index, offset, last_cost = 0, 0, 30.0  # first guess; then measured
    demos: list | None = None  # the warm-up's expert games, kept for the replay
    while True:
        round_index += 1
        if ROUNDS and round_index > ROUNDS:
            base.log(f"stopping: A2RL_ONLINE_ROUNDS={ROUNDS} rounds done")
            break
        # A GRPO round after the warm-up costs about what the last round did (rollouts, a short
        # update, the submission's evaluation); a round cut off by the deadline loses only itself.
        if base.remaining_s() < last_cost + 20:
            base.log(f"stopping: {base.remaining_s():.0f}s left, a round costs about {last_cost:.0f}s")
            break
        started = time.time()
        # Restarts once a checkpoint of this run plays (the base model gets its warm-up from the start).
        where = restarts(rollout, EPISODES, offset) if current != base.MODEL_PATH else {}
        result = play_groups(rollout, current, EPISODES, SAMPLES, TEMPERATURE, base.SEED + round_index, offset,
                             **where)
        offset += EPISODES
        # A policy that wins nothing yet gets the SFT warm-up below, not GRPO beside the expert.
        played, added = guided(result.trajectories, rollout) if result.mean_score > 0 else (result.trajectories, 0)
        imitated: list = []
        if result.mean_score > 0:
            from graders import expert_moves

            played, moved, imitated = expert_moved(played, expert_moves, bool(EXPERT_MOVES), DAGGER)
            if moved:
                base.log(f"round {round_index}: the expert's move labelled {moved} states the episodes reached")
        weighted = advantages(played)
        base.log(f"round {round_index}: mean score {result.mean_score:.3f} over {len(result.trajectories)} "
                 f"episodes; {added} expert episodes joined groups that nothing won; {len(weighted)} episodes "
                 f"with a non-zero group advantage ({result.stats.seconds:.0f}s)")
        # Keep room to save and for the grader to evaluate the submission: an evaluation
        # plays about as many episodes as a round does, so it costs about as long.
        reserve = 30.0 + 1.5 * result.stats.seconds
        deadline = time.time() + max(10.0, base.remaining_s() - reserve)
        out_dir = os.path.join(base.OUTPUT_DIR, f"v{round_index}")
        if weighted:
            if REPLAY and demos is None:  # no warm-up in this run (the model scored from the start)
                demos = expert_games(rollout, offset)
                offset += DEMOS
            weighted += replayed(demos or []) + held(result.trajectories, weighted) + imitated
            steps = grpo_checkpoint(current, tokenizer, weighted, deadline, out_dir, gen_config,
                                    won_episodes(result.trajectories) if ANCHOR else ())
            base.log(f"round {round_index}: GRPO, {steps} steps on {len(weighted)} episodes")
            base.submit(os.path.relpath(out_dir, base.WORKSPACE))
            current = out_dir
            last_cost = time.time() - started
            continue
        rows = winning_turns(result.trajectories)
        if rows:
            base.log(f"round {round_index}: no spread within any group; SFT on {len(rows)} turns that scored")
        if not rows:
            demos = expert_games(rollout, offset)
            rows = sft_rows(demos)
            offset += DEMOS  # later rounds play seeds the warm-up did not see
            base.log(f"round {round_index}: nothing scored; SFT warm-up on {len(rows)} turns of expert "
                     f"demonstrations")
        if not rows:
            rows = format_turns(result.trajectories, rng)
            base.log(f"round {round_index}: nothing scored; teaching the action format on {len(rows)} turns")
        if not rows:
            last_cost = max(last_cost, time.time() - started)
            continue
        sft_checkpoint(current, tokenizer, rows, deadline, out_dir, gen_config, scratch)
        base.submit(os.path.relpath(out_dir, base.WORKSPACE))
        current = out_dir
        last_cost = time.time() - started
    return 0
