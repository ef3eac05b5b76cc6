"""The example agent's GRPO step on collected trajectories, checked on `tiny` with real torch.

Trajectories are built by hand (two seeds, two episodes each, one winning and one losing),
so the expected direction of every change is known: after one update the winning actions
are more likely and the losing ones less likely.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "agents" / "example"
MODULES = ("harness", "recipe", "checkpoints", "online_grpo", "train_online")


@pytest.fixture()
def online(tiny_model, tmp_path, monkeypatch):
    """The example agent's online modules, imported as its launcher runs them, and its settings."""
    monkeypatch.setenv("MODEL_PATH", str(tiny_model.path))
    monkeypatch.setenv("DATA_PATH", str(tmp_path))
    monkeypatch.setenv("WORKSPACE", str(tmp_path))
    monkeypatch.syspath_prepend(str(EXAMPLE))
    for name in MODULES:
        sys.modules.pop(name, None)
    mods = {name: importlib.import_module(name) for name in MODULES}
    # A larger learning rate than the recipe's, so that one step moves `tiny` measurably.
    cfg = mods["recipe"].OnlineConfig(grpo_lr=1e-3)
    yield SimpleNamespace(cfg=cfg, grpo=mods["online_grpo"], loop=mods["train_online"])
    for name in MODULES:
        sys.modules.pop(name, None)


def _advantages(online, trajectories):
    return online.grpo.advantages(trajectories, online.cfg.gamma)


def _rows(online, tokenizer, trajectories):
    """The GRPO rows of the trajectories' group advantages, as the update builds them."""
    return online.grpo.grpo_rows(tokenizer, _advantages(online, trajectories), online.cfg.gamma)


def _trajectory(seed: int, score: float, action: str):
    from graders import Trajectory, Turn

    prompt = [{"role": "system", "content": "Play."}, {"role": "user", "content": f"Room {seed}. Valid actions: {action}, look"}]
    return Trajectory(episode_id=f"{seed}-{action}", task="t", split="train", seed=seed, env="x", status="done",
                      score=score, turns=[Turn(index=0, prompt=prompt, action=action, observation="ok")])


def _logp_ids(model, p: list[int], a: list[int]) -> float:
    """log π(a | p) summed over a's tokens, in one unpadded pass."""
    import torch

    with torch.no_grad():
        logp = torch.log_softmax(model(input_ids=torch.tensor([p + a])).logits[0, :-1].float(), dim=-1)
    return float(sum(logp[len(p) - 1 + i, tok] for i, tok in enumerate(a)))


def _logp(model, tokenizer, t) -> float:
    prompt = tokenizer.apply_chat_template(t.turns[0].prompt, tokenize=False, add_generation_prompt=True)
    p = tokenizer(prompt, add_special_tokens=False)["input_ids"]
    return _logp_ids(model, p, tokenizer(t.turns[0].action, add_special_tokens=False)["input_ids"])


def test_group_advantages_only_where_a_group_has_spread(online):
    ts = [_trajectory(1, 1.0, "open chest"), _trajectory(1, 0.0, "eat key"),
          _trajectory(2, 0.5, "go east"), _trajectory(2, 0.5, "go west"), _trajectory(3, 1.0, "look")]
    weighted = {t.episode_id: a for t, a in _advantages(online, ts)}
    assert set(weighted) == {"1-open chest", "1-eat key"}  # seed 2 has no spread, seed 3 no group
    assert weighted["1-open chest"] == pytest.approx(1.0, abs=1e-3)
    assert weighted["1-eat key"] == pytest.approx(-1.0, abs=1e-3)


def test_one_grpo_update_moves_probability_towards_the_winners(online, tiny_model):
    import time

    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    model = AutoModelForCausalLM.from_pretrained(tiny_model.path)
    ts = [_trajectory(1, 1.0, "open chest"), _trajectory(1, 0.0, "eat the key"),
          _trajectory(2, 1.0, "go east"), _trajectory(2, 0.0, "go west")]
    before = [_logp(model, tokenizer, t) for t in ts]
    steps = online.grpo.grpo_update(model, tokenizer, _advantages(online, ts), time.time() + 300, online.cfg)
    after = [_logp(model, tokenizer, t) for t in ts]
    assert steps == 1
    assert after[0] > before[0] and after[2] > before[2], (before, after)
    assert after[1] < before[1] and after[3] < before[3], (before, after)


def test_a_winner_s_unlisted_commands_are_not_pushed_up(online, tiny_model):
    """Sampled junk the game did not list ("take a trip east") cost nothing in a winning episode:
    GRPO must not reinforce it there; in a losing episode it is pushed down like every other turn."""
    from transformers import AutoTokenizer

    from graders import Trajectory, Turn

    prompt = [{"role": "user", "content": "A hall. Valid actions: go east, take key"}]

    def episode(name, score, actions):
        turns = [Turn(index=i, prompt=prompt, action=a, observation="ok") for i, a in enumerate(actions)]
        return Trajectory(episode_id=name, task="t", split="train", seed=1, env="x", status="done", score=score,
                          turns=turns)

    won = episode("won", 1.0, ["take a trip east", "go east", "take key"])
    lost = episode("lost", 0.0, ["take a trip east", "go east", "go east", "look around"])
    assert [online.grpo.listed(t) for t in won.turns] == [False, True, True]
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    rows = _rows(online, tokenizer, [won, lost])
    assert all(r.action[-1] == tokenizer.eos_token_id for r in rows)  # ending the turn is learned too
    decoded = [(tokenizer.decode(r.action[:-1]), r.advantage > 0, r.weight) for r in rows]
    assert [(a, w) for a, up, w in decoded if up] == [("go east", 1 / 3), ("take key", 1 / 3)]
    # The loser's repeated "go east" in one state is one row weighing its two turns.
    assert [(a, w) for a, up, w in decoded if not up] == [
        ("take a trip east", 0.25), ("go east", 0.5), ("look around", 0.25)]


def test_a_step_holds_whole_seed_groups_so_its_advantages_cancel(online):
    """Turns shuffled across steps made steps of mostly losers' turns; each step must hold whole groups."""
    import random

    def group(seed, loser_turns):  # one 2-turn winner, three losers: advantages ±, weights 1 / turns
        return [online.grpo.Row([1], [2], adv, 1 / n, seed)
                for adv, n in ((1.5, 2), (-0.5, loser_turns), (-0.5, loser_turns), (-0.5, loser_turns))
                for _ in range(n)]

    long_rows = [r for seed in range(6) for r in group(seed, 12)]  # 38 turns a group
    steps = online.grpo.grpo_steps(long_rows, 32, random.Random(0))
    assert sorted(map(id, (r for step in steps for r in step))) == sorted(map(id, long_rows))  # each row once
    assert len(steps) == 6 and all(len({r.group for r in step}) == 1 for step in steps)
    for step in steps:  # a step pushes winners up exactly as much as it pushes its losers down
        assert sum(r.advantage * r.weight for r in step) == pytest.approx(0.0, abs=1e-9)

    short_rows = [r for seed in range(6) for r in group(seed, 2)]  # 8 turns a group: 4 groups make 32
    steps = online.grpo.grpo_steps(short_rows, 32, random.Random(0))
    assert [len(step) for step in steps] == [32, 16]
    groups = [sorted({r.group for r in step}) for step in steps]
    assert sorted(g for gs in groups for g in gs) == list(range(6))
    assert groups != [[0, 1, 2, 3], [4, 5]]  # groups are taken in a random order


def test_an_action_s_log_probability_is_summed_over_its_tokens(online, tiny_model):
    """Padded together, a short and a long action get each one's own unpadded total log π (not a mean:
    a mean favoured short, cut-short commands)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    model = AutoModelForCausalLM.from_pretrained(tiny_model.path).eval()
    ts = [_trajectory(1, 1.0, "unlock locker with key"), _trajectory(1, 0.0, "go")]
    rows = _rows(online, tokenizer, ts)
    assert len(rows[0].action) > len(rows[1].action) + 1
    with torch.no_grad():
        batched = online.grpo.action_logprobs(model, rows, tokenizer.pad_token_id or 0)
    for i, row in enumerate(rows):
        assert float(batched[i]) == pytest.approx(_logp_ids(model, row.prompt, row.action), abs=1e-3)


def _played(name: str, seed: int, score: float, steps: list[tuple[str, str]], rewards=None):
    """An episode from (state shown, action) pairs; the rewards default to none (a final score only)."""
    from graders import Trajectory, Turn

    rewards = rewards or [0.0] * len(steps)
    turns = [Turn(index=i, prompt=[{"role": "user", "content": state}], action=action, observation="ok",
                  reward=r) for i, ((state, action), r) in enumerate(zip(steps, rewards))]
    return Trajectory(episode_id=name, task="t", split="train", seed=seed, env="x", status="done", score=score,
                      turns=turns)


def test_step_returns_credit_the_score_to_the_turns_that_earned_it(online):
    gamma = online.cfg.gamma
    final_only = _played("a", 1, 1.0, [("s0", "go east"), ("s1", "take key")])
    assert online.grpo.step_returns(final_only, gamma) == pytest.approx([gamma, 1.0])
    halves = _played("b", 1, 1.0, [("s0", "take key"), ("s1", "look"), ("s2", "open chest")], rewards=[1, 0, 1])
    assert online.grpo.step_returns(halves, gamma) == pytest.approx([0.5 + gamma**2 * 0.5, gamma * 0.5, 0.5])
    assert online.grpo.step_returns(_played("c", 1, 0.0, [("s0", "look")]), gamma) == [0.0]


def test_step_level_credit_tells_a_detour_from_the_move_that_won(online, tiny_model):
    """Two winners of one game: no spread in their scores, so episode-level GRPO learns nothing, and a
    winner's detour ("drop lamp", the "drop is good" of the dev games) would be pushed up with its
    episode. Compared in the state both were in, the move that won sooner is up, the detour down."""
    from transformers import AutoTokenizer

    quick = _played("quick", 7, 1.0, [("hall", "go east"), ("kitchen", "take key"), ("kitchen+key", "open chest")])
    detour = _played("detour", 7, 1.0, [("hall", "go east"), ("kitchen", "drop lamp"), ("kitchen-lamp", "take key"),
                                        ("kitchen+key", "open chest")])
    never = _played("never", 8, 0.0, [("cellar", "look")])  # alone in its group: nothing to compare
    steps = online.grpo.step_advantages([quick, detour, never], online.cfg.gamma)
    assert steps[("quick", 1)] > 0 > steps[("detour", 1)]
    assert steps[("quick", 0)] > 0 > steps[("detour", 0)]  # the same move, then a quicker path
    assert ("detour", 2) not in steps and ("never", 0) not in steps  # states no other turn was shown
    assert [(t.episode_id, a) for t, a in _advantages(online, [quick, detour, never])] == [("quick", 0.0),
                                                                                          ("detour", 0.0)]
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    signs = {tokenizer.decode(r.action[:-1]): r.advantage > 0
             for r in _rows(online, tokenizer, [quick, detour, never])}
    assert signs["take key"] is True and signs["drop lamp"] is False


def test_a_loop_is_pushed_down_in_the_state_where_a_winner_moved_on(online, tiny_model):
    """The greedy failures of the dev games: one command repeated to the turn limit. Where a winner of
    the same game was shown the same state and did something else, the loop's command is down and the
    winner's up, by more than their episodes' advantages alone."""
    from transformers import AutoTokenizer

    won = _played("won", 3, 1.0, [("hall", "go east"), ("kitchen", "take key"), ("kitchen+key", "open chest")])
    looped = _played("looped", 3, 0.0, [("hall", "go east")] + [("kitchen", "go west")] * 5)
    episode = dict((t.episode_id, a) for t, a in _advantages(online, [won, looped]))
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    rows = {(tokenizer.decode(r.action[:-1]), r.advantage) for r in _rows(online, tokenizer, [won, looped])}
    take = [a for name, a in rows if name == "take key"]
    loop = [a for name, a in rows if name == "go west"]
    assert take and loop and take[0] > episode["won"] and loop[0] < episode["looped"]


def test_the_expert_joins_the_groups_that_nothing_won(online, home, monkeypatch):
    """Real TextWorld games and their walkthrough: a group whose sampled episodes all lost gets the
    expert's episode of that game (its advantage up, the policy's losers down); a group with a
    winner is left to itself."""
    from graders import rollout, train_items
    from tasks import get_task

    monkeypatch.setenv("TASK", "textworld")
    stuck, fine = (int(it.seed) for it in train_items(get_task("textworld"))[:2])
    lost = [_played(f"lost{k}", stuck, 0.0, [("start", "look")] * 3) for k in range(3)]
    mixed = [_played("won", fine, 1.0, [("start", "go east")]), _played("lost", fine, 0.0, [("start", "look")])]
    played, added = online.loop.guided(lost + mixed, rollout)
    assert added == 1 and played[:5] == lost + mixed
    expert = played[5]
    assert (expert.seed, expert.score, expert.status) == (stuck, 1.0, "done")
    assert expert.episode_id.endswith("#expert") and expert.turns and expert.turns[0].prompt[0]["role"] == "system"
    adv = {t.episode_id: a for t, a in _advantages(online, played)}
    assert adv[expert.episode_id] > 0 and all(adv[f"lost{k}"] < 0 for k in range(3))
