"""TextWorld quests, generated offline with TextWorld's own generator (what `tw-make` runs).

Each seed is one game: rooms, objects and a quest drawn by TextWorld from that seed and the
options below, compiled once with the bundled Inform 7 into the shared cache and reused.
Nothing is downloaded. The score is the quest's points over its maximum (1.0 = solved).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import re
import shutil
import tempfile
import warnings
from pathlib import Path
from typing import Any

from infra import require_extra
from tasks._env import EnvContext, Environment, Observation, StepResult

ENV_NAME = "textworld"
GENERATOR_VERSION = "1"
MAX_ACTION_CHARS = 190  # the Z-machine reads at most 198 bytes
# The interpreter's prompt and status line end every feedback: ">   -= Studio =-0/1".
_PROMPT_TAIL = re.compile(r"\s*>\s*(-=.*?=-)?\s*[\d/]*\s*$", re.S)


def _clean(text: str) -> str:
    """Drop the prompt and status line, and the blank-line padding Inform 7 puts around feedback.

    >>> _clean("\\n\\nYou open the chest.\\n\\n\\n\\n>   -= Studio =-0/2")
    'You open the chest.'
    """
    text = _PROMPT_TAIL.sub("", text.replace("\r", ""))
    return re.sub(r"\n{3,}", "\n\n", text).strip()


# The interpreter's own verbs that write or read files in the process's working folder (a save
# file, a transcript): no quest needs them, and the game would write them beside the grader.
FILE_VERBS = frozenset({"save", "restore", "script", "transcript", "unscript", "noscript"})


def _safe_action(action: str) -> str:
    """The parser reads one printable ASCII line; anything else becomes spaces (the game answers).

    A backslash becomes a space too: the Z-machine interpreter (dumb-frotz, under Jericho) takes
    a line that starts with one as a command to itself and then waits for input forever, so a
    policy that emits `\\variant …` would hang the episode until its step timeout. No game
    command has a backslash in it.
    """
    line = action.strip().splitlines()[0] if action.strip() else ""
    line = "".join(c if 32 <= ord(c) < 127 and c != "\\" else " " for c in line).strip()
    if line.split(" ", 1)[0].lower() in FILE_VERBS:
        return ""  # "I beg your pardon?": a policy does not write files where the grader runs
    return line[:MAX_ACTION_CHARS]


class TextWorldEnv(Environment):
    name = ENV_NAME

    def __init__(self, context: EnvContext, world_size: int = 3, nb_objects: int = 6,
                 quest_length: int = 2, show_admissible: bool = True) -> None:
        super().__init__(context)
        require_extra("textworld", "the textworld environment")
        self.options = {"world_size": world_size, "nb_objects": nb_objects, "quest_length": quest_length}
        self.show_admissible = show_admissible
        key = hashlib.sha256(json.dumps({**self.options, "v": GENERATOR_VERSION}, sort_keys=True).encode())
        self.games_dir = Path(context.cache_dir) / "textworld" / key.hexdigest()[:12]
        self._env = None
        self._state: Any = None

    # -- games --------------------------------------------------------------------------
    def game_path(self, seed: int) -> Path:
        """Compile the game for `seed` once (safe across processes) and return its .z8."""
        path = self.games_dir / f"seed-{seed}" / "game.z8"
        if path.is_file():
            return path
        self.games_dir.mkdir(parents=True, exist_ok=True)
        with open(self.games_dir / f".seed-{seed}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not path.is_file():
                self._generate(seed, path.parent)
        return path

    def _generate(self, seed: int, target: Path) -> None:
        from textworld import GameOptions
        from textworld.generator import compile_game, make_game

        scratch = Path(tempfile.mkdtemp(prefix=".gen-", dir=self.games_dir))
        try:
            opts = GameOptions()
            opts.seeds = seed
            opts.nb_rooms = self.options["world_size"]
            opts.nb_objects = self.options["nb_objects"]
            opts.quest_length = self.options["quest_length"]
            opts.path = str(scratch / "game.z8")
            opts.force_recompile = True
            compile_game(make_game(opts), opts)
            if target.exists():
                shutil.rmtree(target)
            scratch.rename(target)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)

    # -- episode ------------------------------------------------------------------------
    def _observation(self, text: str) -> Observation:
        actions = sorted(self._state["admissible_commands"]) if self.show_admissible else None
        return Observation(text=text, admissible_actions=actions)

    def reset(self, seed: int) -> Observation:
        import textworld

        self.close()
        infos = textworld.EnvInfos(admissible_commands=True, objective=True, description=True,
                                   score=True, max_score=True, won=True, lost=True, policy_commands=True)
        with warnings.catch_warnings():
            # Jericho does not know TextWorld's games and says so; TextWorld tracks the score itself.
            warnings.filterwarnings("ignore", message=".*not fully supported.*")
            self._env = textworld.start(str(self.game_path(seed)), request_infos=infos)
            self._state = self._env.reset()
        text = f"{_clean(self._state['objective'])}\n\n{_clean(self._state['description'])}"
        return self._observation(text)

    def step(self, action: str) -> StepResult:
        if self._env is None:
            raise RuntimeError("step() before reset()")
        before = self._state["score"]
        command = _safe_action(action)
        self._state, _, done = self._env.step(command)  # "" gets "I beg your pardon?"
        text = _clean(self._state.feedback) or "Nothing happens."
        return StepResult(observation=self._observation(text), reward=float(self._state["score"] - before),
                          done=bool(done or self._state["won"] or self._state["lost"]),
                          info={"won": bool(self._state["won"]), "lost": bool(self._state["lost"]),
                                "command": command})

    def expert_action(self) -> str | None:
        """The first command of TextWorld's walkthrough from the current state (its quest solver)."""
        commands = (self._state or {}).get("policy_commands") or []
        return commands[0] if commands else None

    def score(self) -> float:
        if self._state is None:
            return 0.0
        best = self._state["max_score"] or 1
        return max(0.0, min(1.0, self._state["score"] / best))

    def close(self) -> None:
        if self._env is not None:
            self._env.close()
            self._env = None
