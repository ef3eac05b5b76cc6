"""Experts: environments that know the gold next action give demonstrations for SFT warm-up."""

from __future__ import annotations

import json

import pytest

from graders import EpisodeSpec, RolloutConfig, rollout, rollout_expert
from infra import UsageError


def _episodes(env: str, n: int, options: dict | None = None) -> list[EpisodeSpec]:
    return [EpisodeSpec(id=f"{env}-{seed}", task="t", split="train", seed=seed, env=env, options=options or {},
                        system="Play the game. Answer with one action.") for seed in range(n)]


def test_frozenlake_expert_always_reaches_the_goal():
    result = rollout_expert(_episodes("frozenlake", 12, {"size": 5}), RolloutConfig(max_turns=30))
    assert [t.score for t in result.trajectories] == [1.0] * 12
    # Shortest paths: never a wasted move, never a hole.
    assert all(t.status == "done" and t.turns[-1].observation.startswith("You reached the goal")
               for t in result.trajectories)


def test_textworld_expert_demonstrations_solve_training_quests_in_the_graders_prompt_format(home, tmp_path):
    out = tmp_path / "expert.jsonl"
    result = rollout("expert", task="textworld", episodes=3, out=out)
    assert [t.score for t in result.trajectories] == [1.0] * 3
    assert {t.split for t in result.trajectories} == {"train"}
    lines = [json.loads(line) for line in out.read_text().split("\n") if line]
    assert len(lines) == 3 and all(line["turns"] for line in lines)
    # Each turn's prompt is the grader's: its system prompt, the quest, then the exchanges so far.
    from tasks import get_task

    t = result.trajectories[0]
    assert len(t.turns) >= 2
    assert t.turns[0].prompt[0] == {"role": "system", "content": get_task("textworld").spec.prompt.system}
    assert t.turns[1].prompt[-2] == {"role": "assistant", "content": t.turns[0].action}
    assert t.turns[1].prompt[-1]["content"].startswith(t.turns[0].observation)


def test_an_environment_without_an_expert_says_so():
    specs = [EpisodeSpec(id="c", task="t", split="train", seed=0, env="chaos", options={})]
    with pytest.raises(UsageError, match="no expert"):
        rollout_expert(specs, RolloutConfig(max_turns=3))


def test_cli_rollout_expert(run_cli, home, tmp_path):
    proc = run_cli("rollout", "--task", "textworld", "--expert", "--episodes", "2", "--json",
                   "--out", str(tmp_path / "demo.jsonl"), "--home", str(home.root), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    doc = json.loads(proc.stdout.strip().splitlines()[-1])
    assert doc["episodes"] == 2 and doc["mean_score"] == 1.0
    both = run_cli("rollout", "--task", "textworld", "--expert", "--model", "tiny", "--home", str(home.root), cwd=tmp_path)
    assert both.returncode == 2 and "--expert" in both.stderr


def test_expert_moves_label_the_states_a_policy_reached_replaying_its_own_actions(home):
    """The expert's move at every turn of an episode that left its path: a detour, then back on it."""
    from graders import expert_moves

    demo = rollout("expert", task="textworld", episodes=1).trajectories[0]
    walkthrough = [turn.action for turn in demo.turns]
    assert len(walkthrough) >= 2
    # Its own game: the expert's move at each state is the move it made there.
    assert expert_moves([demo], task="textworld")[demo.episode_id] == walkthrough
    # A policy's game: a wasted move first. The expert's plan is unchanged by it, so the label of
    # both turns is the walkthrough's first move; the policy then plays it, and the next label is
    # the walkthrough's second (labels come from the game as the policy left it, not from a script).
    detour = demo.model_copy(update={"episode_id": "policy#1", "turns": [
        demo.turns[0].model_copy(update={"action": "look"}),
        demo.turns[0].model_copy(update={"action": walkthrough[0]}),
        demo.turns[0].model_copy(update={"action": "inventory"})]})
    assert expert_moves([detour], task="textworld")["policy#1"] == [walkthrough[0], walkthrough[0], walkthrough[1]]


def test_expert_moves_play_training_games_only(home, monkeypatch):
    from graders import expert_moves
    from graders.engine import train_items
    from tasks import get_task

    demo = rollout("expert", task="textworld", episodes=1).trajectories[0]
    train = {it.seed for it in train_items(get_task("textworld"))}
    other = next(s for s in range(10**6) if s not in train)
    with pytest.raises(UsageError, match="not training seeds"):
        expert_moves([demo.model_copy(update={"seed": other, "split": "test"})], task="textworld")
    monkeypatch.delenv("TASK", raising=False)
    with pytest.raises(UsageError, match="no task given"):
        expert_moves([demo])


def test_restarts_along_the_experts_path_show_the_policy_the_experts_prompts(home):
    """`prefixes=`: the expert's first k moves are forced turns and the policy (tiny, greedy, through
    the engine) goes on from the very prompt the expert had there, within the same turn limit."""
    from graders._evaluate import EvalConfig, rollout_config
    from infra import resolve_model
    from tasks import get_task

    demo = rollout("expert", task="textworld", episodes=1).trajectories[0]
    walkthrough = [turn.action for turn in demo.turns]
    assert len(walkthrough) >= 2
    restarts = [walkthrough[:k] for k in range(len(walkthrough))]
    tiny = resolve_model("tiny", home).path
    played = rollout(tiny, task="textworld", seeds=[demo.seed] * len(restarts), prefixes=restarts).trajectories
    limit = rollout_config(get_task("textworld"), EvalConfig()).max_turns
    assert len({t.episode_id for t in played}) == len(restarts)
    for k, t in enumerate(sorted(played, key=lambda t: sum(turn.forced for turn in t.turns))):
        assert [turn.action for turn in t.turns[:k]] == walkthrough[:k]
        assert [turn.forced for turn in t.turns] == [True] * k + [False] * (len(t.turns) - k)
        # Forced turns carry what the expert's own game showed, prompts and answers alike ...
        assert [turn.prompt for turn in t.turns[:k]] == [turn.prompt for turn in demo.turns[:k]]
        assert [turn.observation for turn in t.turns[:k]] == [turn.observation for turn in demo.turns[:k]]
        # ... and the policy's first prompt is the expert's at that state.
        assert t.turns[k].prompt == demo.turns[k].prompt and t.turns[k].completion_tokens > 0
        assert [turn.index for turn in t.turns] == list(range(len(t.turns)))
        assert len(t.turns) <= limit
    # A prefix that finishes the quest ends the episode on opening: won, every turn forced.
    won = rollout(tiny, task="textworld", seeds=[demo.seed], prefixes=[walkthrough], max_turns=len(walkthrough) + 1)
    assert won.trajectories[0].score == 1.0 and won.trajectories[0].status == "done"
    assert all(turn.forced for turn in won.trajectories[0].turns)


def test_restart_prefixes_are_checked(home):
    from infra import resolve_model

    tiny = resolve_model("tiny", home).path
    with pytest.raises(UsageError, match="same length"):
        rollout(tiny, task="textworld", seeds=[0, 1], prefixes=[["look"]])
    with pytest.raises(UsageError, match="list of action strings"):
        rollout(tiny, task="textworld", seeds=[rollout("expert", task="textworld", episodes=1).trajectories[0].seed],
                prefixes=["look"])
    with pytest.raises(UsageError, match="shorter than the turn limit"):
        rollout(tiny, task="textworld", seeds=[rollout("expert", task="textworld", episodes=1).trajectories[0].seed],
                prefixes=[["look"] * 3], max_turns=3)
