"""The authored ALFWorld problems: ALFRED-style PDDL, written by a2rl, played by the real engine.

The real ALFWorld games (3,553 train, 140 `valid_seen`, 134 `valid_unseen`) come from a
download. So that the task runs and is tested with no download at all, this module writes a
small set of problems of our own in ALFRED's exact format and folder layout
(`<split>/<task_type>-<Obj>-<MRecep>-<Recep>-<scene>/trial_<n>/{initial_state.pddl,
traj_data.json}`): the same loader, engine (TextWorld's PDDL environment with ALFWorld's
domain and grammar) and expert play them as they play the real ones.

Scenes are rooms described by their receptacles; objects are placed by a seeded draw among
the receptacles ALFRED allows for them (`alfworld.gen.constants.VAL_RECEPTACLE_OBJECTS`), and
goals are ALFRED's own goal formulas (`alfworld.gen.goal_library`). As in ALFWorld,
`valid_seen` uses the training scenes with new placements and `valid_unseen` uses scenes
never seen in training. The files are committed (they are project content); regenerate
them with `python -m tasks.alfworld.authoring` after changing this module.
"""

from __future__ import annotations

import json
import random
import shutil
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent
PROBLEMS = HERE / "problems"

TASK_TYPES = ("pick_and_place_simple", "look_at_obj_in_light", "pick_clean_then_place_in_recep",
              "pick_heat_then_place_in_recep", "pick_cool_then_place_in_recep", "pick_two_obj_and_place")


@dataclass(frozen=True)
class Scene:
    name: str
    room: str
    receptacles: tuple[tuple[str, int], ...]
    clutter: tuple[str, ...]
    """Objects placed besides the goal's, so the target has to be searched for."""


SCENES = {
    # Seen in training (and in valid_seen with other placements).
    "kitchen-a": Scene("kitchen-a", "Kitchen", (("Cabinet", 3), ("CounterTop", 2), ("Drawer", 2), ("Fridge", 1),
                                                ("Microwave", 1), ("SinkBasin", 1), ("StoveBurner", 2),
                                                ("DiningTable", 1), ("GarbageCan", 1), ("CoffeeMachine", 1)),
                       ("Fork", "Spoon", "Bread", "SaltShaker", "Kettle", "DishSponge")),
    "bedroom-a": Scene("bedroom-a", "Bedroom", (("Bed", 1), ("Desk", 1), ("Drawer", 3), ("Dresser", 1),
                                                ("Shelf", 2), ("SideTable", 1), ("GarbageCan", 1)),
                       ("Pillow", "KeyChain", "Pen", "Laptop", "Watch")),
    "bathroom-a": Scene("bathroom-a", "Bathroom", (("Cabinet", 3), ("CounterTop", 1), ("SinkBasin", 1),
                                                   ("Toilet", 1), ("TowelHolder", 1), ("GarbageCan", 1),
                                                   ("Shelf", 1)),
                        ("SoapBottle", "ToiletPaper", "SprayBottle", "Candle")),
    "livingroom-a": Scene("livingroom-a", "LivingRoom", (("Sofa", 1), ("ArmChair", 1), ("CoffeeTable", 1),
                                                         ("SideTable", 2), ("Drawer", 2), ("Shelf", 1),
                                                         ("GarbageCan", 1)),
                          ("Pillow", "Newspaper", "KeyChain", "Statue", "Vase")),
    # Never in training: the `valid_unseen` rooms.
    "kitchen-b": Scene("kitchen-b", "Kitchen", (("Cabinet", 4), ("CounterTop", 1), ("Drawer", 3), ("Fridge", 1),
                                                ("Microwave", 1), ("SinkBasin", 1), ("Shelf", 2),
                                                ("GarbageCan", 1), ("Toaster", 1)),
                       ("Ladle", "Spatula", "PepperShaker", "WineBottle", "Knife")),
    "bedroom-b": Scene("bedroom-b", "Bedroom", (("Bed", 1), ("Desk", 1), ("Drawer", 2), ("Shelf", 3),
                                                ("SideTable", 2), ("Dresser", 1)),
                       ("BaseballBat", "TennisRacket", "CreditCard", "Pencil", "Box")),
    "bathroom-b": Scene("bathroom-b", "Bathroom", (("Cabinet", 2), ("CounterTop", 2), ("SinkBasin", 2),
                                                   ("Toilet", 1), ("HandTowelHolder", 1), ("GarbageCan", 1),
                                                   ("Drawer", 2)),
                        ("HandTowel", "SoapBottle", "TissueBox", "ToiletPaper")),
    "livingroom-b": Scene("livingroom-b", "LivingRoom", (("Sofa", 1), ("CoffeeTable", 1), ("SideTable", 1),
                                                         ("Drawer", 3), ("Dresser", 1), ("Shelf", 2),
                                                         ("TVStand", 1)),
                          ("CreditCard", "Box", "Laptop", "TissueBox", "Watch")),
}
SEEN = ("kitchen-a", "bedroom-a", "bathroom-a", "livingroom-a")
UNSEEN = ("kitchen-b", "bedroom-b", "bathroom-b", "livingroom-b")

# (task type, room) → goals as (object, receptacle or toggle, movable receptacle).
GOALS: dict[tuple[str, str], tuple[tuple[str, str, str], ...]] = {
    ("pick_and_place_simple", "Kitchen"): (("Apple", "CounterTop", ""), ("Mug", "Cabinet", ""),
                                           ("Potato", "GarbageCan", ""), ("Plate", "CounterTop", "")),
    ("pick_and_place_simple", "Bedroom"): (("CellPhone", "Bed", ""), ("Book", "Desk", ""), ("CD", "Shelf", "")),
    ("pick_and_place_simple", "Bathroom"): (("SoapBar", "Toilet", ""), ("Cloth", "Cabinet", "")),
    ("pick_and_place_simple", "LivingRoom"): (("RemoteControl", "Sofa", ""), ("Book", "CoffeeTable", "")),
    ("look_at_obj_in_light", "Bedroom"): (("Book", "DeskLamp", ""), ("CD", "DeskLamp", ""),
                                          ("AlarmClock", "DeskLamp", "")),
    ("look_at_obj_in_light", "LivingRoom"): (("RemoteControl", "DeskLamp", ""), ("Newspaper", "DeskLamp", "")),
    ("pick_clean_then_place_in_recep", "Kitchen"): (("Mug", "CoffeeMachine", ""), ("Bowl", "Cabinet", ""),
                                                    ("Apple", "DiningTable", ""), ("Fork", "Drawer", "")),
    ("pick_clean_then_place_in_recep", "Bathroom"): (("Cloth", "Cabinet", ""), ("SoapBar", "Toilet", "")),
    ("pick_heat_then_place_in_recep", "Kitchen"): (("Egg", "CounterTop", ""), ("Potato", "DiningTable", ""),
                                                   ("Mug", "Cabinet", ""), ("Apple", "GarbageCan", "")),
    ("pick_cool_then_place_in_recep", "Kitchen"): (("Tomato", "CounterTop", ""), ("Lettuce", "DiningTable", ""),
                                                   ("Pan", "StoveBurner", ""), ("Apple", "Microwave", "")),
    ("pick_two_obj_and_place", "Kitchen"): (("Spoon", "Drawer", ""), ("Egg", "Fridge", "")),
    ("pick_two_obj_and_place", "Bedroom"): (("CD", "Shelf", ""), ("Pencil", "Drawer", "")),
    ("pick_two_obj_and_place", "Bathroom"): (("SoapBar", "Cabinet", ""), ("ToiletPaper", "Shelf", "")),
    ("pick_two_obj_and_place", "LivingRoom"): (("KeyChain", "Drawer", ""), ("CreditCard", "Sofa", "")),
}
# Problems per (split, task type): enough for two-shot prompts from train and a per-type score.
COUNTS = {"train": 6, "valid_seen": 2, "valid_unseen": 2}


def _mangle(name: str) -> str:
    """ALFRED's object ids (`Mug|+00.32|+00.91|-02.71`) as PDDL names (`Mug_bar__plus_00_dot_32…`)."""
    return (name.replace("|", "_bar_").replace("-", "_minus_").replace("+", "_plus_")
            .replace(".", "_dot_").replace(",", "_comma_"))


def _coord(rng: random.Random) -> str:
    return f"{rng.choice('+-')}{rng.randint(0, 3):02d}.{rng.randint(0, 99):02d}"


def _object_id(kind: str, rng: random.Random) -> str:
    # ALFRED names basins after their fixture (`Sink|…|SinkBasin`); ALFWorld's demangler relies on it.
    if kind.endswith("Basin"):
        return _mangle(f"{kind[:-5]}|{_coord(rng)}|{_coord(rng)}|{_coord(rng)}|{kind}")
    return _mangle(f"{kind}|{_coord(rng)}|{_coord(rng)}|{_coord(rng)}")


def _location(rng: random.Random) -> str:
    x, z = rng.randint(-9, 9), rng.randint(-9, 9)
    return _mangle(f"loc|{x}|{z}|{rng.randint(0, 3)}|{rng.choice([-30, 0, 30, 45, 60])}")


def _allowed(receptacle: str, obj: str) -> bool:
    from alfworld.gen import constants

    return obj in constants.VAL_RECEPTACLE_OBJECTS.get(receptacle, set())


def _feasible(scene: Scene, task_type: str, obj: str, recep: str) -> bool:
    kinds = {k for k, _ in scene.receptacles}
    needs = {"pick_clean_then_place_in_recep": "SinkBasin", "pick_heat_then_place_in_recep": "Microwave",
             "pick_cool_then_place_in_recep": "Fridge"}.get(task_type)
    if needs and needs not in kinds:
        return False
    if task_type != "look_at_obj_in_light" and recep not in kinds:
        return False
    return any(_allowed(k, obj) and k != recep for k in kinds)


def problem(scene: Scene, task_type: str, obj: str, recep: str, mrecep: str, seed: int) -> tuple[str, dict]:
    """One ALFRED-style problem: `initial_state.pddl` text and its `traj_data.json`."""
    from alfworld.gen import constants, goal_library

    rng = random.Random(f"{scene.name}/{task_type}/{obj}/{recep}/{seed}")
    toggle = recep if task_type == "look_at_obj_in_light" else ""
    parent = "" if toggle else recep
    receptacles: list[tuple[str, str]] = []  # (kind, id)
    for kind, count in scene.receptacles:
        receptacles += [(kind, _object_id(kind, rng)) for _ in range(count)]
    if parent and parent not in {k for k, _ in receptacles}:
        raise ValueError(f"scene {scene.name} has no {parent} for {task_type}")
    locations = {rid: _location(rng) for _, rid in receptacles}
    agent_start = _location(rng)

    # The goal's objects first (two of them for pick_two), then clutter; never start the
    # target inside its goal receptacle, or the task would be solved before it began.
    wanted = [obj] * (2 if task_type == "pick_two_obj_and_place" else 1) + ([toggle] if toggle else [])
    for extra in ("Mug", "Bowl", "Plate", "Book", "CD", "Egg", "Apple"):
        if extra != obj and rng.random() < 0.4:
            wanted.append(extra)
    wanted += [c for c in scene.clutter if rng.random() < 0.8]
    placed: list[tuple[str, str, str]] = []  # (kind, id, receptacle id)
    for kind in wanted:
        options = [rid for rk, rid in receptacles if _allowed(rk, kind)
                   and not (kind == obj and rk == parent)
                   and not (kind == toggle and rk not in ("Desk", "SideTable", "Dresser"))]
        if kind == toggle and not options:
            options = [rid for rk, rid in receptacles if rk in ("Desk", "SideTable", "Dresser")]
        if not options:
            continue
        same = [r for k, _, r in placed if k == kind == obj and task_type == "pick_two_obj_and_place"]
        # The second of a pair lies with the first: ALFWorld's expert only finds a second
        # object where it has already seen one (ALFRED's pairs are mostly side by side too).
        placed.append((kind, _object_id(kind, rng), same[0] if same else rng.choice(options)))
    if sum(1 for k, _, _ in placed if k == obj) < (2 if task_type == "pick_two_obj_and_place" else 1):
        raise ValueError(f"no receptacle of {scene.name} can hold a {obj}")

    sets = constants.VAL_ACTION_OBJECTS
    otypes = sorted({k for k, _, _ in placed})
    rtypes = sorted({k for k, _ in receptacles})
    lines = ["(define (problem plan_trial)", "    (:domain alfred)", "    (:objects", "        agent1 - agent"]
    lines += [f"        {k}Type - otype" for k in otypes] + [f"        {k}Type - rtype" for k in rtypes]
    lines += [f"        {oid} - object" for _, oid, _ in placed]
    lines += [f"        {rid} - receptacle" for _, rid in receptacles]
    lines += [f"        {loc} - location" for loc in sorted({*locations.values(), agent_start})]
    lines += ["    )", "    (:init", f"        (atLocation agent1 {agent_start})"]
    for kind, rid in receptacles:
        lines.append(f"        (receptacleType {rid} {kind}Type)")
        lines.append(f"        (receptacleAtLocation {rid} {locations[rid]})")
        if kind in constants.OPENABLE_CLASS_SET:
            lines.append(f"        (openable {rid})")
    for rk in rtypes:
        lines += [f"        (canContain {rk}Type {ok}Type)" for ok in otypes if _allowed(rk, ok)]
    for kind, oid, rid in placed:
        lines.append(f"        (objectType {oid} {kind}Type)")
        lines.append(f"        (inReceptacle {oid} {rid})")
        lines.append(f"        (objectAtLocation {oid} {locations[rid]})")
        if kind not in sets["Toggleable"]:
            lines.append(f"        (pickupable {oid})")
        if kind in constants.MOVABLE_RECEPTACLES_SET:
            lines.append(f"        (isReceptacleObject {oid})")
        for fact, group in (("heatable", "Heatable"), ("coolable", "Coolable"), ("cleanable", "Cleanable"),
                            ("toggleable", "Toggleable")):
            if kind in sets[group]:
                lines.append(f"        ({fact} {oid})")
    lines.append("    )")
    goal = goal_library.gdict[task_type]["pddl"].format(obj=obj, recep=parent, toggle=toggle, mrecep=mrecep)
    lines.append(goal.replace("#", "-").rstrip())
    traj = {
        "task_type": task_type,
        "pddl_params": {"object_target": obj, "parent_target": parent, "toggle_target": toggle,
                        "mrecep_target": mrecep, "object_sliced": False},
        "scene": {"scene_name": scene.name, "room": scene.room, "random_seed": seed},
        "a2rl_authored": True,
    }
    return "\n".join(lines) + "\n", traj


MAX_EXPERT_STEPS = 30
"""A problem is kept only if ALFWorld's expert solves it in this many steps (ALFWorld's games
are likewise the ones its expert could solve), well inside the 50-step evaluation limit."""


def expert_walkthrough(folder: Path, scratch: Path, expert: str = "handcoded") -> list[tuple[str, str]] | None:
    """Play the trial in `folder` with an ALFWorld expert: [(command, feedback)], or None."""
    from tasks.alfworld.env import clean_observation, load_game, write_game
    from tasks.alfworld.task import read_game

    item = read_game(folder, folder.parent.parent)
    assert item is not None and item.extra is not None
    game = write_game(scratch / folder.name, item.extra["problem"], item.extra["goal"],
                      json.loads(item.extra["traj_data"]))
    random.seed(0)  # the expert breaks ties with the global `random`
    env = load_game(game, expert=expert)
    try:
        state = env.reset()
        steps = [("", clean_observation(state["feedback"]))]
        for _ in range(MAX_EXPERT_STEPS):
            plan = state["extra.expert_plan"]
            if not plan:
                return None
            state, _, done = env.step(plan[0])
            steps.append((plan[0], clean_observation(state["feedback"])))
            if state["won"]:
                return steps
        return None
    finally:
        env.close()


def write_all(root: Path = PROBLEMS) -> list[Path]:
    """(Re)write every authored problem (kept only if the expert solves it); returns the trial folders."""
    import tempfile

    if root.exists():
        shutil.rmtree(root)
    scratch = Path(tempfile.mkdtemp(prefix="alfworld-authoring-"))
    out = []
    for split, count in COUNTS.items():
        scenes = UNSEEN if split == "valid_unseen" else SEEN
        for t, task_type in enumerate(TASK_TYPES):
            combos = [(s, goal) for s in scenes for (tt, room), goals in GOALS.items()
                      if tt == task_type and room == SCENES[s].room for goal in goals
                      if _feasible(SCENES[s], task_type, goal[0], goal[1])]
            rng = random.Random(f"{split}/{task_type}")
            rng.shuffle(combos)
            seed = {"train": 0, "valid_seen": 10_000, "valid_unseen": 20_000}[split] + 1000 * t
            for n in range(count):
                scene_name, (obj, recep, mrecep) = combos[n % len(combos)]
                for _ in range(50):  # placements until the expert can solve one
                    seed += 1
                    pddl, traj = problem(SCENES[scene_name], task_type, obj, recep, mrecep, seed)
                    folder = (root / split / f"{task_type}-{obj}-{mrecep or 'None'}-{recep}-{scene_name}"
                              / f"trial_a2rl_{seed:05d}")
                    folder.mkdir(parents=True, exist_ok=True)
                    (folder / "initial_state.pddl").write_text(pddl)
                    (folder / "traj_data.json").write_text(json.dumps(traj, indent=1) + "\n")
                    # ALFWorld keeps the games one of its experts solves; the hand-coded one
                    # loses track in some pick-two scenes the planner solves.
                    if (expert_walkthrough(folder, scratch) is not None
                            or expert_walkthrough(folder, scratch, "planner") is not None):
                        out.append(folder)
                        break
                    shutil.rmtree(folder)
                    if not any(folder.parent.iterdir()):
                        folder.parent.rmdir()
                else:
                    raise RuntimeError(f"no solvable placement for {task_type} {obj} → {recep} in {scene_name}")
    shutil.rmtree(scratch, ignore_errors=True)
    return out


# -- ReAct's two examples per task type, written from training problems ------------------------
_PLANS = {
    "pick_and_place_simple": "find and take {a} {obj}, then put it in/on {recep}",
    "look_at_obj_in_light": "find and take {a} {obj}, then find and use a {toggle}",
    "pick_clean_then_place_in_recep": "find and take {a} {obj}, then clean it with sinkbasin, then put it in/on {recep}",
    "pick_heat_then_place_in_recep": "find and take {a} {obj}, then heat it with microwave, then put it in/on {recep}",
    "pick_cool_then_place_in_recep": "find and take {a} {obj}, then cool it with fridge, then put it in/on {recep}",
    "pick_two_obj_and_place": "find and take the first {obj}, then put it in/on {recep}, then find and take "
                              "the second {obj}, then put it in/on {recep}",
}


def react_example(steps: list[tuple[str, str]], traj: dict) -> str:
    """A solved game as a ReAct transcript: thoughts at the plan, after each pick-up and change."""
    params = traj["pddl_params"]
    obj, recep = params["object_target"].lower(), params["parent_target"].lower()
    toggle = params["toggle_target"].lower()
    a = "an" if obj[0] in "aeiou" else "a"
    plan = _PLANS[traj["task_type"]].format(a=a, obj=obj, recep=recep, toggle=toggle)
    lines = [steps[0][1], f"> think: To solve the task, I need to {plan}.", "OK."]
    lines += [f"> think: First I need to find {a} {obj}. I will check the places it is likely to be, one by one.",
              "OK."]
    for command, feedback in steps[1:]:
        lines += [f"> {command}", feedback]
        if command.startswith("take "):
            lines += [f"> think: Now I have {a} {obj}. Next, I need to "
                      f"{plan.split('then ', 1)[1] if 'then ' in plan else 'finish the task'}.", "OK."]
        elif command.split()[0] in ("heat", "cool", "clean"):
            lines += [f"> think: Now I {command.split()[0]} the {obj}. Next, I need to put it in/on {recep}.", "OK."]
    return "\n".join(lines)


def write_prompts(root: Path = PROBLEMS, target: Path = HERE / "prompts.json") -> dict[str, str]:
    """ReAct's prompt set (`react_<type>_0`, `react_<type>_1`) from the first two training games of each type."""
    import tempfile

    from tasks.alfworld.task import PROMPT_KEYS

    scratch = Path(tempfile.mkdtemp(prefix="alfworld-prompts-"))
    prompts: dict[str, str] = {}
    for task_type, key in PROMPT_KEYS.items():
        trials = sorted(p.parent for p in (root / "train").glob(f"{task_type}-*/*/traj_data.json"))
        for n, trial in enumerate(trials[:2]):
            steps = expert_walkthrough(trial, scratch) or expert_walkthrough(trial, scratch, "planner")
            assert steps is not None, trial
            prompts[f"react_{key}_{n}"] = react_example(steps, json.loads((trial / "traj_data.json").read_text()))
    shutil.rmtree(scratch, ignore_errors=True)
    target.write_text(json.dumps(prompts, indent=1) + "\n")
    return prompts


if __name__ == "__main__":
    folders = write_all()
    write_prompts()
    print(f"wrote {len(folders)} problems under {PROBLEMS} and their ReAct examples")
