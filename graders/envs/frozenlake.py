"""Gymnasium's FrozenLake (toy-text), played in words on a map drawn from the seed.

Each seed draws a new solvable map (`generate_random_map`), so episodes differ by more than
the start state. Moves are `left`, `down`, `right`, `up`; anything else is answered with a
hint and costs the turn. Score 1.0 when the goal is reached.
"""

from __future__ import annotations

from typing import Any

from infra import UsageError
from tasks import EnvContext, Environment, Observation, StepResult

ENV_NAME = "frozenlake"
MOVES = ["left", "down", "right", "up"]


class FrozenLakeEnv(Environment):
    name = ENV_NAME

    def __init__(self, context: EnvContext, size: int = 4, slippery: bool = False) -> None:
        super().__init__(context)
        try:
            import gymnasium  # noqa: F401
        except ImportError as exc:
            raise UsageError("the frozenlake environment needs `gymnasium` (a dependency of a2rl): "
                             "pip install -c constraints.txt -e .") from exc
        self.size, self.slippery = size, slippery
        self._env: Any = None
        self._position = 0
        self._reward = 0.0

    def _render(self, prefix: str) -> Observation:
        rows = []
        for r, row in enumerate(self._desc):
            cells = ["@" if r * self.size + c == self._position else ch for c, ch in enumerate(row)]
            rows.append(" ".join(cells))
        text = f"{prefix}\n" + "\n".join(rows) if prefix else "\n".join(rows)
        return Observation(text=text, admissible_actions=list(MOVES))

    def reset(self, seed: int) -> Observation:
        import gymnasium as gym
        from gymnasium.envs.toy_text.frozen_lake import generate_random_map

        self.close()
        desc = generate_random_map(size=self.size, seed=seed)
        self._desc = [row for row in desc]
        self._env = gym.make("FrozenLake-v1", desc=desc, is_slippery=self.slippery)
        self._position, _ = self._env.reset(seed=seed)
        self._reward = 0.0
        return self._render("Cross the frozen lake from S to G without falling into a hole (H). "
                            "You are @; F is safe ice. Answer with one move: left, down, right or up.")

    def step(self, action: str) -> StepResult:
        if self._env is None:
            raise RuntimeError("step() before reset()")
        words = action.strip().lower().split()
        move = words[0].strip(".!,") if words else ""
        if move not in MOVES:
            return StepResult(observation=self._render("Unknown move. Say left, down, right or up."),
                              info={"valid": False})
        self._position, reward, terminated, truncated, _ = self._env.step(MOVES.index(move))
        self._reward += float(reward)
        cell = self._desc[self._position // self.size][self._position % self.size]
        note = {"H": "You fell into a hole.", "G": "You reached the goal!"}.get(cell, f"You moved {move}.")
        return StepResult(observation=self._render(note), reward=float(reward),
                          done=bool(terminated or truncated), info={"valid": True})

    def expert_action(self) -> str | None:
        """The first move of a shortest safe path to the goal (breadth-first search)."""
        if self._env is None:
            return None
        n, start = self.size, self._position
        parent: dict[int, tuple[int, int]] = {start: (start, -1)}
        queue = [start]
        for cell in queue:
            if self._desc[cell // n][cell % n] == "G":
                while parent[cell][0] != start:
                    cell = parent[cell][0]
                return MOVES[parent[cell][1]]
            r, c = divmod(cell, n)
            for move, (nr, nc) in enumerate(((r, c - 1), (r + 1, c), (r, c + 1), (r - 1, c))):
                nxt = nr * n + nc
                if 0 <= nr < n and 0 <= nc < n and nxt not in parent and self._desc[nr][nc] != "H":
                    parent[nxt] = (cell, move)
                    queue.append(nxt)
        return None

    def score(self) -> float:
        return 1.0 if self._reward > 0 else 0.0

    def close(self) -> None:
        if self._env is not None:
            self._env.close()
            self._env = None
