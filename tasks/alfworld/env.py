"""ALFWorld (Shridhar et al., 2021): household tasks in text, played by the real ALFWorld engine.

Each episode is one ALFWorld game: an ALFRED PDDL problem run by TextWorld's PDDL engine with
ALFWorld's domain, grammar, name demangler and hand-coded expert (the `alfworld` package).
The game comes with the episode (`context.item.extra`: the problem and its goal), so the
sealed validation/test games never need to exist where the agent runs; each is written once
to the shared cache as the `game.tw-pddl` + `traj_data.json` pair ALFWorld loads.

Actions are ALFWorld's commands (`go to desk 1`, `take mug 1 from desk 1`, `move mug 1 to
shelf 1`, `heat egg 1 with microwave 1`, `use desklamp 1` …). As in the ReAct protocol, an
action starting with `think:` is a thought: it is answered `OK.` and leaves the game as it is.
The older `put X in/on Y` spelling (ReAct's prompts were written for it) means `move X to Y`.
Score 1.0 when the task is done (success rate ×100 over episodes).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import threading
from pathlib import Path
from typing import Any

from infra import UsageError, require_extra
from tasks._env import EnvContext, Environment, Observation, StepResult

ENV_NAME = "alfworld"
GAME_VERSION = "1"
MAX_ACTION_CHARS = 200
_PUT = re.compile(r"^put (.+?) (?:in/on|in|on) (.+)$")


def game_logic() -> tuple[str, str]:
    """ALFWorld's PDDL domain and text grammar (shipped with the `alfworld` package)."""
    from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH

    return (Path(os.path.expandvars(ALFRED_PDDL_PATH)).read_text(),
            Path(os.path.expandvars(ALFRED_TWL2_PATH)).read_text())


def write_game(folder: Path, problem: str, goal: str, traj_data: dict[str, Any]) -> Path:
    """Write ALFWorld's game pair (`game.tw-pddl`, `traj_data.json`) into `folder`; return the game."""
    domain, grammar = game_logic()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "traj_data.json").write_text(json.dumps(traj_data))
    game = {"pddl_domain": domain, "grammar": grammar.replace("UNKNOWN GOAL", goal),
            "pddl_problem": problem, "solvable": True, "walkthrough": None}
    path = folder / "game.tw-pddl"
    tmp = folder / f".game.{os.getpid()}.tmp"
    tmp.write_text(json.dumps(game))
    tmp.rename(path)
    return path


# fast-downward keeps the planning task in its library's globals, so TextWorld's PddlEnv maps
# a private copy of libdownward.so for every game it loads. The copy can never be unmapped
# (the library has GNU-unique symbols, so dlclose leaves it in place): each episode cost the
# process ~1.5 MB for good. A closed game's copy is handed to the next game instead (loading
# a task replaces the previous one, as every PddlEnv.reset does), so a process holds as many
# copies as it had games open at once.
_FREE_LIBRARIES: list[Any] = []
_LIBRARIES_LOCK = threading.Lock()


def _take_library() -> Any:
    with _LIBRARIES_LOCK:
        if _FREE_LIBRARIES:
            return _FREE_LIBRARIES.pop()
    import fast_downward

    return fast_downward.load_lib()


def _give_back_library(library: Any) -> None:
    with _LIBRARIES_LOCK:
        _FREE_LIBRARIES.append(library)


def load_game(path: Path, expert: bool | str = True):
    """A TextWorld environment playing `path` through ALFWorld's wrappers (as alfworld-play-tw does).

    Close it (`.close()`) when the game is over: its fast-downward library goes back to the
    process's pool, and must not be used by it afterwards.
    """
    import textworld
    from alfworld.agents.environment.alfred_tw_env import AlfredDemangler, AlfredExpert, AlfredExpertType, AlfredInfos
    from textworld.envs.pddl import PddlEnv

    class PooledPddlEnv(PddlEnv):
        def __init__(self, infos: textworld.EnvInfos) -> None:
            textworld.Environment.__init__(self, infos)  # not PddlEnv's: it maps a fresh library copy
            self.downward_lib = _take_library()

        def close(self) -> None:
            library, self.downward_lib = self.downward_lib, None
            if library is not None:
                _give_back_library(library)

    class SafeExpert(AlfredExpert):
        # The hand-coded expert gives up on some states (it raises); the game must go on.
        def _gather_infos(self) -> None:
            try:
                super()._gather_infos()
            except Exception:  # noqa: BLE001 - no expert action from here, nothing else changes
                self.state["extra.expert_plan"] = []

    infos = textworld.EnvInfos(admissible_commands=True, won=True, extras=["gamefile"])
    env = AlfredInfos(AlfredDemangler(PooledPddlEnv(infos), shuffle=False))
    if expert:
        # `planner` = ALFWorld's PDDL-planner expert (omniscient, always finds a plan); else hand-coded.
        kind = AlfredExpertType.PLANNER if expert == "planner" else AlfredExpertType.HANDCODED
        env = SafeExpert(env, expert_type=kind)
    env.load(str(path))
    return env


def clean_observation(text: str) -> str:
    """Drop TextWorld's banner and ALFWorld's `loc` coordinates, as ReAct's harness does."""
    text = text.replace("-= Welcome to TextWorld, ALFRED! =-", "").strip()
    if text.startswith("You arrive at loc "):
        text = text[text.find(". ") + 2:]
    return text.strip()


def normalize_action(action: str) -> str:
    """First line, lower case, no `>` prompt, older `put … in/on …` as `move … to …`.

    >>> normalize_action("> Put mug 1 in/on shelf 1\\nnext")
    'move mug 1 to shelf 1'
    >>> normalize_action("  go to desk 1.")
    'go to desk 1'
    """
    line = action.strip().splitlines()[0] if action.strip() else ""
    line = line.strip().lstrip(">").strip().rstrip(".").strip().lower()
    line = " ".join(line.split())[:MAX_ACTION_CHARS]
    match = _PUT.match(line)
    return f"move {match.group(1)} to {match.group(2)}" if match else line


class AlfWorldEnv(Environment):
    name = ENV_NAME

    def __init__(self, context: EnvContext, show_admissible: bool = False, expert: bool = True) -> None:
        super().__init__(context)
        require_extra("alfworld", "the alfworld environment")
        self.show_admissible = show_admissible
        self.use_expert = expert
        self._env: Any = None
        self._state: Any = None
        self._won = False
        # Held while the game runs a call: a call abandoned after a timeout may still be in
        # the game's library when the episode is closed, and then the library is not reused.
        self._busy = threading.Lock()

    def _game(self) -> Path:
        extra = (self.context.item or {}).get("extra") or {}
        if "problem" not in extra or "goal" not in extra:
            raise UsageError("an alfworld episode needs its game (item.extra: problem, goal, traj_data); "
                             "play it through the alfworld task, e.g. `a2rl rollout --task alfworld`")
        traj = json.loads(extra.get("traj_data", "{}"))
        key = hashlib.sha256(json.dumps([GAME_VERSION, extra["problem"], extra["goal"], traj],
                                        sort_keys=True).encode()).hexdigest()[:16]
        folder = Path(self.context.cache_dir) / "alfworld" / key
        path = folder / "game.tw-pddl"
        if not path.is_file():
            folder.parent.mkdir(parents=True, exist_ok=True)
            with open(folder.parent / f".{key}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.is_file():
                    write_game(folder, extra["problem"], extra["goal"], traj)
        return path

    def _observation(self, text: str) -> Observation:
        actions = sorted(self._state["admissible_commands"]) if self.show_admissible else None
        return Observation(text=text, admissible_actions=actions)

    def reset(self, seed: int) -> Observation:
        with self._busy:
            self._close_game()
            self._env = load_game(self._game(), expert=self.use_expert)
            self._state = self._env.reset()
        self._won = False
        return self._observation(clean_observation(self._state["feedback"]))

    def step(self, action: str) -> StepResult:
        if self._env is None:
            raise RuntimeError("step() before reset()")
        if action.strip().lower().lstrip("> ").startswith("think:"):
            return StepResult(observation=self._observation("OK."), info={"thought": True})
        command = normalize_action(action)
        with self._busy:
            self._state, _, done = self._env.step(command)
        self._won = bool(self._state["won"])
        text = clean_observation(self._state["feedback"]) or "Nothing happens."
        return StepResult(observation=self._observation(text), reward=1.0 if self._won else 0.0,
                          done=bool(done or self._won), info={"won": self._won, "command": command})

    def expert_action(self) -> str | None:
        """ALFWorld's hand-coded expert (the one its DAgger training uses): the next command."""
        plan = (self._state or {}).get("extra.expert_plan") or []
        return plan[0] if plan else None

    def score(self) -> float:
        return 1.0 if self._won else 0.0

    def close(self) -> None:
        if self._busy.acquire(blocking=False):
            try:
                self._close_game()
            finally:
                self._busy.release()
        else:  # a call still running (abandoned): its library copy stays with it
            self._env = None

    def _close_game(self) -> None:
        if self._env is not None:
            self._env.close()
            self._env = None
