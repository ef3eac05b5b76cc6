"""The example agent's GRPO step on collected trajectories, checked on `tiny` with real torch.

Trajectories are built by hand (two seeds, two episodes each, one winning and one losing),
so the expected direction of every change is known: after one update the winning actions
are more likely and the losing ones less likely.
"""

from __future__ import annotations

import importlib
import random
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "agents" / "example"


@pytest.fixture()
def online(tiny_model, tmp_path, monkeypatch):
    monkeypatch.setenv("MODEL_PATH", str(tiny_model.path))
    monkeypatch.setenv("DATA_PATH", str(tmp_path))
    monkeypatch.setenv("WORKSPACE", str(tmp_path))
    monkeypatch.setenv("A2RL_ONLINE_GRPO_LR", "1e-3")
    monkeypatch.syspath_prepend(str(EXAMPLE))
    for name in ("train", "train_online"):
        sys.modules.pop(name, None)
    yield importlib.import_module("train_online")
    for name in ("train", "train_online"):
        sys.modules.pop(name, None)


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
    weighted = {t.episode_id: a for t, a in online.advantages(ts)}
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
    steps = online.grpo_update(model, tokenizer, online.advantages(ts), time.time() + 300)
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
    assert [online.listed(t) for t in won.turns] == [False, True, True]
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    rows = online.grpo_rows(tokenizer, online.advantages([won, lost]))
    assert all(r.action[-1] == tokenizer.eos_token_id for r in rows)  # ending the turn is learned too
    decoded = [(tokenizer.decode(r.action[:-1]), r.advantage > 0, r.weight) for r in rows]
    assert [(a, w) for a, up, w in decoded if up] == [("go east", 1 / 3), ("take key", 1 / 3)]
    # The loser's repeated "go east" in one state is one row weighing its two turns.
    assert [(a, w) for a, up, w in decoded if not up] == [
        ("take a trip east", 0.25), ("go east", 0.5), ("look around", 0.25)]


def test_negative_advantages_can_be_scaled_off(online, tiny_model, monkeypatch):
    """A2RL_ONLINE_NEGATIVE=0 (the diagnostic): only the episodes above their group's mean are learned from."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    ts = [_trajectory(1, 1.0, "open chest"), _trajectory(1, 0.0, "eat the key")]
    assert {r.advantage < 0 for r in online.grpo_rows(tokenizer, online.advantages(ts))} == {True, False}
    monkeypatch.setattr(online, "NEGATIVE", 0.0)
    rows = online.grpo_rows(tokenizer, online.advantages(ts))
    assert [(tokenizer.decode(r.action[:-1]), round(r.advantage, 3)) for r in rows] == [("open chest", 1.0)]


def test_replayed_demonstrations_are_pushed_up_in_every_update(online, tiny_model):
    """A2RL_ONLINE_REPLAY: the warm-up's expert games join each GRPO update with a positive advantage."""
    import time

    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    ts = [_trajectory(1, 1.0, "open chest"), _trajectory(1, 0.0, "eat the key")]
    demo = _trajectory(7, 1.0, "go east")
    assert online.replayed([demo], 0.0) == []  # off: the update is GRPO's alone
    replay = online.replayed([demo], 0.5)
    assert [(t.episode_id, a) for t, a in replay] == [("7-go east#replay", 0.5)]
    rows = online.grpo_rows(tokenizer, online.advantages(ts) + replay)
    assert sorted((tokenizer.decode(r.action[:-1]), round(r.advantage, 3)) for r in rows) == [
        ("eat the key", -1.0), ("go east", 0.5), ("open chest", 1.0)]
    after = {}
    for label, weighted in (("grpo", online.advantages(ts)), ("grpo+replay", online.advantages(ts) + replay)):
        model = AutoModelForCausalLM.from_pretrained(tiny_model.path)
        assert online.grpo_update(model, tokenizer, weighted, time.time() + 300) == 1
        after[label] = _logp(model, tokenizer, demo)
    assert after["grpo+replay"] > after["grpo"], after


def test_the_anchor_keeps_the_moves_of_won_games_from_falling(online, tiny_model, monkeypatch):
    """A2RL_ONLINE_ANCHOR: a won group with no spread is not in GRPO's update, yet the update lowers
    its moves; the KL term to the round's starting policy keeps them nearer where they were."""
    import time

    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    won = [_trajectory(2, 1.0, "go east"), _trajectory(2, 1.0, "go east")]
    ts = [_trajectory(1, 1.0, "open chest"), _trajectory(1, 0.0, "eat the key"),
          _trajectory(3, 1.0, "open door"), _trajectory(3, 0.0, "eat the door"), *won,
          _trajectory(4, 0.0, "look"), _trajectory(4, 0.0, "look"),  # lost by all: nothing to hold
          _trajectory(5, 1.0, "go up"), _trajectory(5, 0.5, "go down")]  # spread: in the update
    assert [t.episode_id for t in online.won_episodes(ts)] == [
        "1-open chest", "3-open door", "2-go east", "2-go east", "5-go up", "5-go down"]
    rows = online.anchor_rows(tokenizer, won)
    assert len(rows) == 1 and rows[0].weight == pytest.approx(2.0) and rows[0].advantage == 0  # one move, twice

    d = torch.tensor([-1.0, 0.0, 2.0])  # ref − logp: risen, unchanged, fallen
    assert online.kl_to_ref(-d, torch.zeros(3)).tolist() == pytest.approx([0.0, 0.0, float(torch.exp(d[2]) - 3)])

    # The drift to hold, as measured on TextWorld: other games' losers play the won game's move
    # ("go east" where it loses), and pushing them down lowers it in the won game too.
    lost_east = [t for seed in range(10, 18) for t in (_trajectory(seed, 1.0, "open box"),
                                                        _trajectory(seed, 0.0, "go east"))]
    monkeypatch.setattr(online, "GRPO_BATCH", 1)  # a step per group: the anchor acts from the second
    moved = {}
    for anchor in (0.0, 10.0):
        model = AutoModelForCausalLM.from_pretrained(tiny_model.path)
        before = online.with_refs(model, rows, 0)[0].ref
        assert online.grpo_update(model, tokenizer, online.advantages(lost_east), time.time() + 300, won, anchor) == 8
        moved[anchor] = online.with_refs(model, rows, 0)[0].ref - before
    assert moved[0.0] < -1.0, moved  # GRPO alone wears the won move away
    assert abs(moved[10.0]) < 0.75 * abs(moved[0.0]), moved  # the anchor holds a good part of it


def test_the_hold_pushes_up_the_greedy_wins_grpo_has_no_spread_for(online, tiny_model, monkeypatch):
    """A2RL_ONLINE_HOLD: the greedy episode of a group that all won joins the update as an SFT term,
    from the first step (the anchor's KL term has no gradient before a move falls)."""
    import time

    from transformers import AutoModelForCausalLM, AutoTokenizer

    def greedy(t):
        return t.model_copy(update={"episode_id": f"{t.episode_id}#greedy"})

    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    won = greedy(_trajectory(2, 1.0, "go east"))
    ts = [greedy(_trajectory(1, 0.0, "eat the key")), _trajectory(1, 1.0, "open chest"),  # spread: GRPO's
          won, _trajectory(2, 1.0, "go east"),  # all won: no spread, GRPO has nothing to push
          greedy(_trajectory(3, 0.0, "look")), _trajectory(3, 0.0, "look")]  # all lost: nothing to hold
    weighted = online.advantages(ts)
    assert online.held(ts, weighted, 0.0) == []  # off: the update is GRPO's alone
    assert [(t.episode_id, a) for t, a in online.held(ts, weighted, 1.0)] == [("2-go east#greedy#hold", 1.0)]
    # A copy is not an alternative to its original: step-level credit ignores it.
    rows = online.grpo_rows(tokenizer, [(won, 0.0), *online.held(ts, weighted, 1.0)])
    assert [(tokenizer.decode(r.action[:-1]), r.advantage) for r in rows] == [("go east", 1.0)]

    # Other games' losers play the won games' move: GRPO alone lowers it there (as in the anchor's test).
    lost_east = [t for seed in range(10, 18) for t in (_trajectory(seed, 1.0, "open box"),
                                                        _trajectory(seed, 0.0, "go east"))]
    wins = [greedy(_trajectory(seed, 1.0, "go east")) for seed in range(20, 28)]
    monkeypatch.setattr(online, "GRPO_BATCH", 1)  # a step per group; the held rows are spread over them
    assert all(len(step) == 3 for step in online.grpo_steps(
        online.grpo_rows(tokenizer, online.advantages(lost_east) + online.held(wins, [], 1.0)), 1, random.Random(0)))
    moved = {}
    for hold in (0.0, 1.0):
        model = AutoModelForCausalLM.from_pretrained(tiny_model.path)
        before = [_logp(model, tokenizer, t) for t in wins]
        assert online.grpo_update(model, tokenizer, online.advantages(lost_east) + online.held(wins, [], hold),
                                  time.time() + 300) == 8
        moved[hold] = sum(_logp(model, tokenizer, t) - b for t, b in zip(wins, before)) / len(wins)
    assert moved[0.0] < -1.0, moved
    assert moved[1.0] > moved[0.0] + 1.0, moved  # held: it falls far less, or rises


def test_a_step_holds_whole_seed_groups_so_its_advantages_cancel(online):
    """Turns shuffled across steps made steps of mostly losers' turns; each step must hold whole groups."""
    import random

    def group(seed, loser_turns):  # one 2-turn winner, three losers: advantages ±, weights 1 / turns
        return [online.Row([1], [2], adv, 1 / n, seed)
                for adv, n in ((1.5, 2), (-0.5, loser_turns), (-0.5, loser_turns), (-0.5, loser_turns))
                for _ in range(n)]

    long_rows = [r for seed in range(6) for r in group(seed, 12)]  # 38 turns a group
    steps = online.grpo_steps(long_rows, 32, random.Random(0))
    assert sorted(map(id, (r for step in steps for r in step))) == sorted(map(id, long_rows))  # each row once
    assert len(steps) == 6 and all(len({r.group for r in step}) == 1 for step in steps)
    for step in steps:  # a step pushes winners up exactly as much as it pushes its losers down
        assert sum(r.advantage * r.weight for r in step) == pytest.approx(0.0, abs=1e-9)

    short_rows = [r for seed in range(6) for r in group(seed, 2)]  # 8 turns a group: 4 groups make 32
    steps = online.grpo_steps(short_rows, 32, random.Random(0))
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
    rows = online.grpo_rows(tokenizer, online.advantages(ts))
    assert len(rows[0].action) > len(rows[1].action) + 1
    with torch.no_grad():
        batched = online.action_logprobs(model, rows, tokenizer.pad_token_id or 0)
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
    gamma = online.GAMMA
    final_only = _played("a", 1, 1.0, [("s0", "go east"), ("s1", "take key")])
    assert online.step_returns(final_only) == pytest.approx([gamma, 1.0])
    halves = _played("b", 1, 1.0, [("s0", "take key"), ("s1", "look"), ("s2", "open chest")], rewards=[1, 0, 1])
    assert online.step_returns(halves) == pytest.approx([0.5 + gamma**2 * 0.5, gamma * 0.5, 0.5])
    assert online.step_returns(_played("c", 1, 0.0, [("s0", "look")])) == [0.0]


def test_step_level_credit_tells_a_detour_from_the_move_that_won(online, tiny_model):
    """Two winners of one game: no spread in their scores, so episode-level GRPO learns nothing, and a
    winner's detour ("drop lamp", the "drop is good" of the dev games) would be pushed up with its
    episode. Compared in the state both were in, the move that won sooner is up, the detour down."""
    from transformers import AutoTokenizer

    quick = _played("quick", 7, 1.0, [("hall", "go east"), ("kitchen", "take key"), ("kitchen+key", "open chest")])
    detour = _played("detour", 7, 1.0, [("hall", "go east"), ("kitchen", "drop lamp"), ("kitchen-lamp", "take key"),
                                        ("kitchen+key", "open chest")])
    never = _played("never", 8, 0.0, [("cellar", "look")])  # alone in its group: nothing to compare
    steps = online.step_advantages([quick, detour, never])
    assert steps[("quick", 1)] > 0 > steps[("detour", 1)]
    assert steps[("quick", 0)] > 0 > steps[("detour", 0)]  # the same move, then a quicker path
    assert ("detour", 2) not in steps and ("never", 0) not in steps  # states no other turn was shown
    assert [(t.episode_id, a) for t, a in online.advantages([quick, detour, never])] == [("quick", 0.0),
                                                                                          ("detour", 0.0)]
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    signs = {tokenizer.decode(r.action[:-1]): r.advantage > 0
             for r in online.grpo_rows(tokenizer, online.advantages([quick, detour, never]))}
    assert signs["take key"] is True and signs["drop lamp"] is False

    # Off (A2RL_ONLINE_STEP_CREDIT=0): the old episode-level GRPO, which has nothing to learn here.
    online.STEP_CREDIT = 0.0
    try:
        assert online.advantages([quick, detour, never]) == []
    finally:
        online.STEP_CREDIT = 1.0


def test_a_loop_is_pushed_down_in_the_state_where_a_winner_moved_on(online, tiny_model):
    """The greedy failures of the dev games: one command repeated to the turn limit. Where a winner of
    the same game was shown the same state and did something else, the loop's command is down and the
    winner's up, by more than their episodes' advantages alone."""
    from transformers import AutoTokenizer

    won = _played("won", 3, 1.0, [("hall", "go east"), ("kitchen", "take key"), ("kitchen+key", "open chest")])
    looped = _played("looped", 3, 0.0, [("hall", "go east")] + [("kitchen", "go west")] * 5)
    episode = dict((t.episode_id, a) for t, a in online.advantages([won, looped]))
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    rows = {(tokenizer.decode(r.action[:-1]), r.advantage) for r in online.grpo_rows(tokenizer, online.advantages([won, looped]))}
    take = [a for name, a in rows if name == "take key"]
    loop = [a for name, a in rows if name == "go west"]
    assert take and loop and take[0] > episode["won"] and loop[0] < episode["looped"]


def test_branch_credit_pushes_only_where_a_group_parted(online, tiny_model, monkeypatch):
    """A2RL_ONLINE_CREDIT=branch: the shared first move and the loser's loop after parting push
    nothing; in the parting state the winner's move is up and the loser's down by as much (a state's
    pushes cancel out, so no command's prior moves as a whole)."""
    from transformers import AutoTokenizer

    won = _played("won", 3, 1.0, [("hall", "go east"), ("kitchen", "take key"), ("kitchen+key", "open chest")])
    looped = _played("looped", 3, 0.0, [("hall", "go east")] + [("kitchen", "insert key into box")] * 5)
    also = _played("also", 3, 1.0, [("hall", "go east"), ("kitchen", "take key"), ("kitchen+key", "open chest")])
    branch = online.branch_advantages([won, looped, also])
    # Only the kitchen, where the episodes took different moves: the hall's shared move is not a choice.
    assert set(branch) == {("won", 1), ("looped", 1), ("also", 1)}
    assert branch[("won", 1)] == branch[("also", 1)] > 0 > branch[("looped", 1)]
    assert sum(branch.values()) == pytest.approx(0.0, abs=1e-6)
    # Different moves with the same outcome say nothing.
    east = _played("e", 4, 1.0, [("yard", "go east")])
    west = _played("w", 4, 1.0, [("yard", "go west")])
    assert online.branch_advantages([east, west]) == {}

    monkeypatch.setattr(online, "CREDIT", "branch")
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    weighted = online.advantages([won, looped, also])
    rows = [(tokenizer.decode(r.action[:-1]), r.advantage, r.weight) for r in online.grpo_rows(tokenizer, weighted)]
    assert sorted(name for name, *_ in rows) == ["insert key into box", "take key", "take key"]
    assert all(w == 1.0 for *_, w in rows)  # one row per parting state, however long the loop
    assert sum(a * w for _, a, w in rows) == pytest.approx(0.0, abs=1e-6)
    # The episode-level credit (the default) pushes the shared move and the loop too.
    monkeypatch.setattr(online, "CREDIT", "episode")
    names = {tokenizer.decode(r.action[:-1]) for r in online.grpo_rows(tokenizer, online.advantages([won, looped, also]))}
    assert {"go east", "open chest"} <= names


def test_the_expert_s_move_joins_every_state_the_episodes_reached(online, tiny_model, monkeypatch):
    """A2RL_ONLINE_EXPERT_MOVES=1: the expert's move in each state (one per state, however often the
    episodes were in it) is one more alternative there, as a win. A greedy loss no sample beat now
    teaches: its loop is down and the expert's move up; a move that also won, only later or under
    another name, moves by a discount step, not as hard as a loss (no division by the spread)."""
    from transformers import AutoTokenizer

    monkeypatch.setattr(online, "CREDIT", "branch")
    looped = _played("3#greedy", 3, 0.0, [("hall", "go east")] + [("kitchen", "go west")] * 4)
    also = _played("3#1", 3, 0.0, [("hall", "go east")] + [("kitchen", "go west")] * 4)
    named = _played("5#greedy", 5, 1.0, [("yard", "take key"), ("yard+key", "open chest")])
    expert = {"hall": "go east", "kitchen": "take brass key", "yard": "take brass key", "yard+key": "open chest"}
    asked = []

    def moves_of(trajectories):
        asked.extend(t.episode_id for t in trajectories)
        return {t.episode_id: [expert[turn.prompt[-1]["content"]] for turn in t.turns] for t in trajectories}

    # Nothing to learn without it: the two losers of seed 3 took the same moves; seed 5 is alone.
    assert online.advantages([looped, also, named]) == []
    played, added, imitated = online.expert_moved([looped, also, named], moves_of)
    assert asked == ["3#greedy", "3#1", "5#greedy"] and played[:3] == [looped, also, named]
    assert added == 4 and imitated == []  # hall, kitchen (seed 3), yard, yard+key (seed 5): a state once per seed
    moves = played[3:]
    assert all(m.episode_id.endswith(online.MOVE) and m.score == 1.0 and len(m.turns) == 1 for m in moves)
    branch = online.branch_advantages(played)
    by_action = {}
    for t in played:
        for turn in t.turns:
            if (t.episode_id, turn.index) in branch:
                by_action.setdefault((t.seed, turn.action), set()).add(round(branch[(t.episode_id, turn.index)], 6))
    # The hall: everyone went east, as the expert would: no choice there.
    assert (3, "go east") not in by_action
    assert by_action[(3, "take brass key")] == {round(2 / 3, 6)} and by_action[(3, "go west")] == {round(-1 / 3, 6)}
    # Seed 5 won with "take key": against the expert's "take brass key" it differs by one discount step.
    gap = (1 - online.GAMMA) / 2
    assert by_action[(5, "take key")] == {round(-gap, 6)} and by_action[(5, "take brass key")] == {round(gap, 6)}
    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    rows = {(tokenizer.decode(r.action[:-1]), round(r.advantage, 4)) for r in
            online.grpo_rows(tokenizer, online.advantages(played))}
    assert ("take brass key", round(2 / 3, 4)) in rows and ("go west", round(-1 / 3, 4)) in rows

    def no_expert(trajectories):
        raise RuntimeError("the chaos environment has no expert")

    assert online.expert_moved([looped, also], no_expert) == ([looped, also], 0, [])

    # A2RL_ONLINE_DAGGER: every labelled state, agreed ones too (the hall), is also an SFT term.
    _, _, imitated = online.expert_moved([looped, also, named], moves_of, imitate=0.5)
    assert sorted(t.turns[0].action for t, _ in imitated) == ["go east", "open chest", "take brass key", "take brass key"]
    pushed = online.pushed_turns(online.advantages(played) + imitated)
    sft = [(turn.action, adv, weight) for turn, adv, weight, _ in pushed if adv == 0.5]
    assert sorted(sft) == sorted((t.turns[0].action, 0.5, 1.0) for t, _ in imitated)
    # Not an alternative in its state: the credit of the moves taken there is what it was.
    credit = [(turn.action, adv) for turn, adv, *_ in online.pushed_turns(online.advantages(played))]
    assert [(turn.action, adv) for turn, adv, *_ in pushed if adv != 0.5] == credit


def _import_agent(tiny_model, tmp_path, **knobs):
    """`import train_online` in a fresh process with these A2RL_ONLINE_* settings (checked at import)."""
    import os
    import subprocess

    env = {**os.environ, "MODEL_PATH": str(tiny_model.path), "DATA_PATH": str(tmp_path), "WORKSPACE": str(tmp_path),
           **knobs}
    return subprocess.run([sys.executable, "-c", "import train_online"], cwd=EXAMPLE, env=env, capture_output=True,
                          text=True, timeout=120)


def test_expert_moves_need_branch_credit(tiny_model, tmp_path):
    proc = _import_agent(tiny_model, tmp_path, A2RL_ONLINE_EXPERT_MOVES="1", A2RL_ONLINE_CREDIT="episode")
    assert proc.returncode != 0 and "A2RL_ONLINE_CREDIT=branch" in proc.stderr


def test_balance_takes_each_kind_of_command_s_net_push_out(online, monkeypatch):
    """A2RL_ONLINE_BALANCE=1: no kind of command (verb and prepositions) gains or loses on net; within a
    kind, the instance that did better in its state is still up against the one that did worse."""
    assert online.command_kind("insert key into box") == "insert … into"
    won = _played("won", 3, 1.0, [("hall", "take key from box"), ("kitchen", "insert key into chest")])
    lost = _played("lost", 3, 0.0, [("hall", "take key from box"), ("kitchen", "insert lamp into box")] * 1)
    other = _played("other", 4, 1.0, [("yard", "insert coin into slot")])
    other_lost = _played("other_lost", 4, 0.0, [("yard", "put coin on table")])
    monkeypatch.setattr(online, "CREDIT", "branch")
    plain = {t.action: a for t, a, *_ in online.pushed_turns(online.advantages([won, lost, other, other_lost]))}
    assert plain["insert key into chest"] > 0 and plain["insert coin into slot"] > 0 > plain["put coin on table"]
    monkeypatch.setattr(online, "BALANCE", 1)
    rows = online.pushed_turns(online.advantages([won, lost, other, other_lost]))
    net: dict[str, float] = {}
    for turn, adv, weight, _ in rows:
        net[online.command_kind(turn.action)] = net.get(online.command_kind(turn.action), 0.0) + adv * weight
    assert all(abs(v) < 1e-6 for v in net.values()), net
    pushed = {t.action: a for t, a, *_ in rows}
    # `insert` as a whole no longer rises; its better instances still rise against its worse one.
    assert pushed["insert key into chest"] > 0 > pushed["insert lamp into box"]
    assert "put coin on table" not in pushed  # the only one of its kind: nothing to compare it with
    # A replayed demonstration (a copy, an SFT term) keeps its advantage: it is not balanced away.
    demo = _played("demo#replay", 9, 1.0, [("shed", "insert seed into pot")])
    replayed = {t.action: a for t, a, *_ in online.pushed_turns(online.advantages([won, lost]) + [(demo, 0.5)])}
    assert replayed["insert seed into pot"] == pytest.approx(0.5)


def test_an_unknown_credit_names_the_choices(tiny_model, tmp_path):
    proc = _import_agent(tiny_model, tmp_path, A2RL_ONLINE_CREDIT="turn")
    assert proc.returncode != 0 and "A2RL_ONLINE_CREDIT='turn'" in proc.stderr and "'branch'" in proc.stderr


def test_the_expert_joins_the_groups_that_nothing_won(online, home, monkeypatch):
    """Real TextWorld games and their walkthrough: a group whose sampled episodes all lost gets the
    expert's episode of that game (its advantage up, the policy's losers down); a group with a
    winner is left to itself; A2RL_ONLINE_GUIDE=0 adds nothing."""
    from graders import rollout
    from graders._agent_rollout import train_items
    from tasks import get_task

    monkeypatch.setenv("TASK", "textworld")
    stuck, fine = (int(it.seed) for it in train_items(get_task("textworld"))[:2])
    lost = [_played(f"lost{k}", stuck, 0.0, [("start", "look")] * 3) for k in range(3)]
    mixed = [_played("won", fine, 1.0, [("start", "go east")]), _played("lost", fine, 0.0, [("start", "look")])]
    played, added = online.guided(lost + mixed, rollout)
    assert added == 1 and played[:5] == lost + mixed
    expert = played[5]
    assert (expert.seed, expert.score, expert.status) == (stuck, 1.0, "done")
    assert expert.episode_id.endswith("#expert") and expert.turns and expert.turns[0].prompt[0]["role"] == "system"
    adv = {t.episode_id: a for t, a in online.advantages(played)}
    assert adv[expert.episode_id] > 0 and all(adv[f"lost{k}"] < 0 for k in range(3))

    monkeypatch.setattr(online, "GUIDE", 0)
    assert online.guided(lost + mixed, rollout) == (lost + mixed, 0)


def test_ppo_s_clip_stops_pushing_an_action_once_its_ratio_left_the_range(online):
    import torch

    logp = torch.log(torch.tensor([1.1, 1.5, 0.9, 0.5])).requires_grad_()  # ratios to old = 1 (log 0)
    adv = torch.tensor([1.0, 1.0, -1.0, -1.0])
    online.clipped_objective(logp, torch.zeros(4), adv, 0.2).sum().backward()
    # Inside the range the gradient is A · ratio (A · ∇log π at ratio 1); past 1 ± ε in A's direction, 0.
    assert logp.grad.tolist() == pytest.approx([1.1, 0.0, -0.9, 0.0])


def test_several_clipped_passes_move_a_batch_less_than_unclipped_ones(online, tiny_model, monkeypatch):
    """A2RL_ONLINE_EPOCHS: passes over one round's batch; with PPO's clip an action stops being pushed
    once its probability moved by ε, so six passes move it less than six unclipped ones."""
    import time

    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model.path)
    ts = [_trajectory(1, 1.0, "open chest"), _trajectory(1, 0.0, "eat the key"),
          _trajectory(2, 1.0, "go east"), _trajectory(2, 0.0, "go west")]
    monkeypatch.setattr(online, "GRPO_LR", 1e-4)  # a pass moves each action by about the clip range
    moved = {}
    for clip in (0.2, 1e6):
        model = AutoModelForCausalLM.from_pretrained(tiny_model.path)
        before = [_logp(model, tokenizer, t) for t in ts]
        monkeypatch.setattr(online, "CLIP", clip)
        assert online.grpo_update(model, tokenizer, online.advantages(ts), time.time() + 300, epochs=6) == 6
        after = [_logp(model, tokenizer, t) for t in ts]
        assert after[0] > before[0] and after[1] < before[1], (clip, before, after)
        moved[clip] = sum(abs(a - b) for a, b in zip(after, before))
    # Not to within ε: Adam's momentum carries a clipped row on for a few steps (no gradient, still moved).
    assert moved[0.2] < 0.9 * moved[1e6], moved


def test_restarts_start_each_seed_from_every_state_of_its_expert_path(online, home, monkeypatch):
    """A2RL_ONLINE_RESTARTS: real TextWorld walkthroughs give each seed the expert's first k moves, k = 0 … n − 1."""
    from graders import rollout

    monkeypatch.setenv("TASK", "textworld")
    assert online.restarts(rollout, 2, 3) == {}  # off by default: the groups start at the start
    monkeypatch.setattr(online, "RESTARTS", 1)
    demos = rollout("expert", episodes=2, offset=3).trajectories
    where = online.restarts(rollout, 2, 3)
    paths = {d.seed: [turn.action for turn in d.turns] for d in demos}
    assert where["seeds"] == [s for s, path in paths.items() for _ in path]
    assert where["prefixes"] == [path[:k] for path in paths.values() for k in range(len(path))]
    assert online.restarts(lambda *a, **k: (_ for _ in ()).throw(RuntimeError("no expert")), 2, 3) == {}


def test_a_restart_s_forced_turns_are_never_credited(online):
    """Branch credit compares the policy's moves only: the expert's forced moves a restart begins with are no
    alternative in their states, while the policy's moves from the restart state are compared as usual."""
    from_start = _played("start", 5, 0.0, [("hall", "go west"), ("attic", "look")])
    restarted = _played("restart", 5, 1.0, [("hall", "go east"), ("kitchen", "open chest")])
    restarted.turns[0].forced = True
    also = _played("also", 5, 0.0, [("hall", "go east"), ("kitchen", "eat key")])
    also.turns[0].forced = True
    branch = online.branch_advantages([from_start, restarted, also])
    # The hall's moves differ (the policy's west, the expert's forced east) but only the policy's counts,
    # so no state there has two alternatives; in the kitchen the restart's two moves are compared.
    assert set(branch) == {("restart", 1), ("also", 1)}
    assert branch[("restart", 1)] > 0 > branch[("also", 1)]


def test_restarts_need_branch_credit(tiny_model, tmp_path):
    proc = _import_agent(tiny_model, tmp_path, A2RL_ONLINE_RESTARTS="1", A2RL_ONLINE_CREDIT="episode")
    assert proc.returncode != 0 and "A2RL_ONLINE_RESTARTS=1 needs A2RL_ONLINE_CREDIT=branch" in proc.stderr
