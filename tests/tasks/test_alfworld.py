"""`alfworld`: a2rl's authored ALFRED-style problems, played by the real ALFWorld engine.

Everything here is real: ALFWorld's domain, grammar, demangler and hand-coded expert,
TextWorld's PDDL engine (fast-downward), the rollout engine with Ray, and the `tiny` model.
Only the games are ours (the real ones need a download), in ALFWorld's own file layout.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

TYPES = {"pick_and_place_simple", "look_at_obj_in_light", "pick_clean_then_place_in_recep",
         "pick_heat_then_place_in_recep", "pick_cool_then_place_in_recep", "pick_two_obj_and_place"}


@pytest.fixture(scope="module")
def alfworld(home):
    from tasks import get_task, prepare_data

    task = get_task("alfworld:authored")
    return task, prepare_data(task, home)


def _scene(item) -> str:
    return item.id.split("/")[0].rsplit("-", 2)[-2] + "-" + item.id.split("/")[0].rsplit("-", 1)[-1]


def test_authored_splits_follow_alfworld_seen_and_unseen_rooms(alfworld):
    task, data = alfworld
    splits = {s: data.load(s) for s in ("train", "validation", "test")}
    assert {s: len(v) for s, v in splits.items()} == {"train": 36, "validation": 12, "test": 12}
    for split, items in splits.items():
        assert {it.extra["category"] for it in items} == TYPES, split
        assert len({it.seed for it in items}) == len(items)
    train_rooms = {_scene(it) for it in splits["train"]}
    assert {_scene(it) for it in splits["validation"]} <= train_rooms  # valid_seen
    assert not {_scene(it) for it in splits["test"]} & train_rooms  # valid_unseen
    seeds = [{it.seed for it in v} for v in splits.values()]
    assert not (seeds[0] & seeds[1] or seeds[0] & seeds[2] or seeds[1] & seeds[2])


def test_authored_files_are_what_the_generator_writes():
    from tasks.alfworld.authoring import PROBLEMS, SCENES, problem

    trials = sorted(PROBLEMS.glob("*/*/*/traj_data.json"))
    assert len(trials) == 60
    for traj_path in trials[::7]:
        traj = json.loads(traj_path.read_text())
        p = traj["pddl_params"]
        pddl, again = problem(SCENES[traj["scene"]["scene_name"]], traj["task_type"], p["object_target"],
                              p["parent_target"] or p["toggle_target"], p["mrecep_target"],
                              traj["scene"]["random_seed"])
        assert pddl == (traj_path.parent / "initial_state.pddl").read_text() and again == traj


def test_react_prompt_has_two_examples_of_the_games_task_type(alfworld):
    task, data = alfworld
    examples = json.loads((Path(task.folder) / "prompts.json").read_text())
    assert len(examples) == 12
    for item in data.load("test"):
        system = task.system_prompt(item)
        assert system.startswith("Interact with a household to solve a task. Here are two examples.")
        assert system.endswith("Here is the task.")
        key = {"pick_and_place_simple": "put", "look_at_obj_in_light": "examine",
               "pick_clean_then_place_in_recep": "clean", "pick_heat_then_place_in_recep": "heat",
               "pick_cool_then_place_in_recep": "cool", "pick_two_obj_and_place": "puttwo"}[item.extra["category"]]
        assert examples[f"react_{key}_0"] in system and examples[f"react_{key}_1"] in system
        assert system.count("Your task is to:") == 2


def _env(item, tmp_path):
    from graders.envs import EnvContext, make_env

    return make_env("alfworld", EnvContext(cache_dir=tmp_path, task="alfworld", item=item.model_dump()))


def test_game_answers_thoughts_aliases_and_garbage_without_raising(alfworld, tmp_path):
    task, data = alfworld
    item = next(it for it in data.load("validation") if it.extra["category"] == "pick_and_place_simple")
    env = _env(item, tmp_path)
    first = env.reset(item.seed)
    assert "Your task is to:" in first.text and "Welcome to TextWorld" not in first.text
    assert env.step("think: I should look around.").observation.text == "OK."
    for junk in ["", "fly to the moon", "\x00\udcff" * 3, "go to " + "x" * 5000]:
        result = env.step(junk)
        assert result.observation.text == "Nothing happens." and not result.done
    plan = []
    while (action := env.expert_action()) is not None and len(plan) < 40:
        plan.append(action)
        if action.startswith("move "):
            action = action.replace("move ", "put ", 1).replace(" to ", " in/on ", 1)  # ReAct's old spelling
        result = env.step(action)
        if result.done:
            break
    assert env.score() == 1.0 and result.reward == 1.0 and result.info["won"]
    assert any(a.startswith("move ") for a in plan)
    env.close()


def test_expert_demonstrations_solve_training_games_in_the_graders_format(alfworld, tmp_path):
    from graders import rollout

    task, _ = alfworld
    result = rollout("expert", task="alfworld:authored", episodes=6, offset=0, out=tmp_path / "demo.jsonl")
    assert {t.split for t in result.trajectories} == {"train"}
    assert sum(t.score for t in result.trajectories) >= 5  # the hand-coded expert loses track on some pick-two games
    t = next(t for t in result.trajectories if t.score == 1.0)
    assert t.turns[0].prompt[0]["content"].startswith("Interact with a household")
    assert t.turns[0].prompt[1]["content"] == t.first_observation


def test_episode_without_its_game_is_a_recorded_failure_not_a_crash(tmp_path):
    from graders import EpisodeSpec, RolloutConfig, rollout_expert

    spec = EpisodeSpec(id="x", task="alfworld", split="train", seed=1, env="alfworld", options={})
    [t] = rollout_expert([spec], RolloutConfig(max_turns=2)).trajectories
    assert t.status == "failed" and t.score == 0.0 and "needs its game" in t.error


def test_real_data_tree_is_read_through_the_same_loader(tmp_path, monkeypatch):
    """A --data-dir mirror in ALFWorld's layout (here: a copy of the authored games) is what the
    default protocol reads; without one, offline, the error names every way to get the games."""
    import shutil

    from tasks import get_task
    from tasks._sources import DataUnavailableError
    from tasks.alfworld.authoring import PROBLEMS

    task = get_task("alfworld")
    monkeypatch.delenv("ALFWORLD_DATA", raising=False)
    monkeypatch.setenv("A2RL_HOME", str(tmp_path / "home"))
    ok, note = task.offline_status(tmp_path / "empty")
    assert not ok and "--protocol authored" in note
    monkeypatch.setattr("httpx.get", lambda *a, **k: (_ for _ in ()).throw(OSError("offline")))
    with pytest.raises(DataUnavailableError, match="alfworld-download.*--data-dir.*ALFWORLD_DATA"):
        task.source_items(tmp_path / "empty")
    mirror = tmp_path / "mirror" / "alfworld" / "json_2.1.1"
    shutil.copytree(PROBLEMS, mirror)
    # A real download also has game.tw-pddl files; the goal then comes from the game's grammar.
    trial = next(mirror.glob("valid_unseen/*/*"))
    from tasks.alfworld.env import write_game

    write_game(trial, (trial / "initial_state.pddl").read_text(), "put a thing somewhere",
               json.loads((trial / "traj_data.json").read_text()))
    (trial / "initial_state.pddl").unlink()
    items = task.source_items(tmp_path / "mirror")
    assert len(items) == 60
    assert any(it.extra["goal"] == "put a thing somewhere" for it in items)
    with pytest.raises(ValueError, match="train has 36 playable games here, the task needs 3553"):
        task.assign_splits(items)
