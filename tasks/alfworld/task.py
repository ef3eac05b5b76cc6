"""`alfworld`: ALFWorld's household tasks, evaluated with the ReAct protocol (two examples per type).

Games are read from an ALFWorld data tree (`json_2.1.1/{train,valid_seen,valid_unseen}/…`):
a `--data-dir` mirror, `$ALFWORLD_DATA` (where `alfworld-download` puts it), or a download
into the a2rl cache. The `authored` protocol reads the problems written by a2rl itself
(`tasks/alfworld/problems`, same layout) and needs nothing from the network.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

from tasks._sources import DataUnavailableError, data_dir_from_env
from tasks._spec import SplitName
from tasks._task import Item, Task

HERE = Path(__file__).parent
AUTHORED = HERE / "problems"
PROMPTS = HERE / "prompts.json"
AUTHORED_PROTOCOLS = ("authored", "mini")
TREE = "json_2.1.1"
SPLIT_FOLDERS: dict[SplitName, str] = {"train": "train", "validation": "valid_seen", "test": "valid_unseen"}
# ALFWorld's release files (what `alfworld-download` fetches): the problems and their game files.
DOWNLOADS = ("https://github.com/alfworld/alfworld/releases/download/0.2.2/json_2.1.1_json.zip",
             "https://github.com/alfworld/alfworld/releases/download/0.4.0/json_2.1.2_tw-pddl.zip")
PROMPT_KEYS = {"pick_and_place_simple": "put", "look_at_obj_in_light": "examine",
               "pick_clean_then_place_in_recep": "clean", "pick_heat_then_place_in_recep": "heat",
               "pick_cool_then_place_in_recep": "cool", "pick_two_obj_and_place": "puttwo"}
_GOAL_LINE = re.compile(r'"rhs": "Your task is to: (.*?)\."')


def templated_goal(traj: dict, key: str) -> str:
    """ALFWorld's templated task description, the template picked by a hash of `key` (reproducible)."""
    from alfworld.gen import goal_library

    params = traj["pddl_params"]
    goal = traj["task_type"] + ("_slice" if params.get("object_sliced") else "")
    templates = goal_library.gdict[goal]["templates"]
    template = templates[int(hashlib.sha256(key.encode()).hexdigest(), 16) % len(templates)]
    return template.format(obj=params["object_target"].lower(), recep=params["parent_target"].lower(),
                           toggle=params["toggle_target"].lower(), mrecep=params["mrecep_target"].lower())


def read_game(trial: Path, split_root: Path) -> Item | None:
    """One trial folder as an item, or None where ALFWorld skips it (no problem, unsolvable, movable/sliced)."""
    rel = trial.relative_to(split_root).as_posix()
    if "movable" in rel or "Sliced" in rel or not (trial / "traj_data.json").is_file():
        return None
    traj = json.loads((trial / "traj_data.json").read_text())
    if traj.get("task_type") not in PROMPT_KEYS:
        return None
    game_file = trial / "game.tw-pddl"
    goal = None
    if game_file.is_file():
        game = json.loads(game_file.read_text())
        if not game.get("solvable", True):
            return None
        problem = game["pddl_problem"]
        found = _GOAL_LINE.search(game.get("grammar", ""))
        goal = found.group(1) if found else None
    elif (trial / "initial_state.pddl").is_file():
        problem = (trial / "initial_state.pddl").read_text()
    else:
        return None
    goal = goal or templated_goal(traj, rel)
    slim = {"task_type": traj["task_type"], "pddl_params": traj["pddl_params"]}
    # The seed names the game (rollouts pick and group episodes by seed).
    seed = int(hashlib.sha256(f"{split_root.name}/{rel}".encode()).hexdigest()[:7], 16)
    return Item(id=f"alfworld-{split_root.name}-{rel}", question=f"{goal} [{rel}]", seed=seed,
                extra={"problem": problem, "goal": goal, "traj_data": json.dumps(slim),
                       "category": traj["task_type"]})


def read_split(root: Path, folder: str) -> list[Item]:
    split_root = root / folder
    trials = sorted({p.parent for p in split_root.rglob("traj_data.json")})
    return [item for trial in trials if (item := read_game(trial, split_root)) is not None]


class AlfWorldTask(Task):
    folder = HERE
    data_version = "1"

    @property
    def authored(self) -> bool:
        return self.spec.protocol in AUTHORED_PROTOCOLS

    def _tree(self, data_dir: Path | None) -> Path | None:
        """Where ALFWorld's data tree is on this machine, if anywhere."""
        if self.authored:
            return AUTHORED
        data_dir = data_dir_from_env(data_dir)
        candidates = []
        if data_dir is not None:
            candidates += [data_dir / "alfworld" / TREE, data_dir / TREE]
        if os.environ.get("ALFWORLD_DATA"):
            candidates.append(Path(os.environ["ALFWORLD_DATA"]) / TREE)
        from infra import A2RLHome

        candidates.append(A2RLHome.resolve(None).data_cache / "alfworld-source" / TREE)
        return next((c for c in candidates if (c / "valid_unseen").is_dir()), None)

    def source_items(self, data_dir: Path | None) -> list[Item]:
        tree = self._tree(data_dir) or self._download()
        items = []
        for folder in SPLIT_FOLDERS.values():
            items += read_split(tree, folder)
        return items

    def _download(self) -> Path:
        from infra import A2RLHome

        target = A2RLHome.resolve(None).data_cache / "alfworld-source"
        try:
            import io
            import zipfile

            import httpx

            for url in DOWNLOADS:
                response = httpx.get(url, follow_redirects=True, timeout=600)
                response.raise_for_status()
                zipfile.ZipFile(io.BytesIO(response.content)).extractall(target)
        except Exception as exc:
            raise DataUnavailableError(
                f"ALFWorld's games are not on this machine and could not be downloaded ({type(exc).__name__}). "
                f"Run `alfworld-download` where there is a network and point --data-dir (or A2RL_DATA_DIR) at a "
                f"folder holding {TREE}/{{train,valid_seen,valid_unseen}}, or set ALFWORLD_DATA; "
                f"or use --protocol authored (a2rl's own problems, no download)") from exc
        return target / TREE

    def assign_splits(self, items: list[Item]) -> dict[SplitName, list[Item]]:
        """ALFWorld's own splits: train games, `valid_seen` → validation, `valid_unseen` → test."""
        out: dict[SplitName, list[Item]] = {}
        for split, folder in SPLIT_FOLDERS.items():
            mine = [it for it in items if it.id.startswith(f"alfworld-{folder}-")]
            want = getattr(self.spec.splits, split)
            if len(mine) < want:
                raise ValueError(f"ALFWorld's {folder} has {len(mine)} playable games here, the task needs {want}: "
                                 f"is the data tree complete?")
            out[split] = mine[:want]
        return out

    def system_prompt(self, item: Item) -> str | None:
        """ReAct's instruction with the two examples of the item's task type."""
        task_type = (item.extra or {}).get("category")
        if task_type is None:
            return self.spec.prompt.system
        examples = json.loads(PROMPTS.read_text())
        key = PROMPT_KEYS[task_type]
        return (f"{self.spec.prompt.system}\n\n{examples[f'react_{key}_1']}\n\n{examples[f'react_{key}_0']}"
                "\n\nHere is the task.")

    def write_workspace_extras(self, workspace: Path) -> None:
        """ReAct's examples, so the agent can build the grader's per-game system prompt itself."""
        (workspace / "react_prompts.json").write_text(PROMPTS.read_text())

    def given_texts(self) -> list[str]:
        return [*super().given_texts(), PROMPTS.read_text()]

    def score(self, completion: str, item: Item) -> float:
        raise TypeError("alfworld is scored by its environment over whole episodes, not per completion")

    def offline_status(self, data_dir: Path | None) -> tuple[bool, str]:
        if self.authored:
            return True, "a2rl's authored problems (no download)"
        tree = self._tree(data_dir)
        if tree is not None:
            return True, f"games in {tree}"
        return False, "needs ALFWorld's games (alfworld-download, --data-dir or ALFWORLD_DATA); --protocol authored runs offline"
