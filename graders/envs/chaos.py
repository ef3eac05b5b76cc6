"""A counting game with switchable faults, for testing the engine's failure handling.

The goal is to say the number the environment asks for; with no faults set it is an
ordinary, deterministic environment. Faults fire at a given turn: `raise_at` raises,
`hang_at` sleeps past any sane step timeout, `die_at` kills the worker process (once per
`marker` file, so a retried shard can finish), `nan_score` reports a NaN score. Faults hit
every seed, or only `fault_seeds`. `step_delay_s` makes a slow environment.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from tasks import EnvContext, Environment, Observation, StepResult

ENV_NAME = "chaos"


class ChaosEnv(Environment):
    name = ENV_NAME

    def __init__(self, context: EnvContext, goal_turns: int = 3, raise_at: int | None = None,
                 hang_at: int | None = None, die_at: int | None = None, marker: str | None = None,
                 fault_seeds: list[int] | None = None, step_delay_s: float = 0.0,
                 nan_score: bool = False) -> None:
        super().__init__(context)
        self.goal_turns = goal_turns
        self.raise_at, self.hang_at, self.die_at = raise_at, hang_at, die_at
        self.marker = Path(marker) if marker else None
        self.fault_seeds = set(fault_seeds) if fault_seeds is not None else None
        self.step_delay_s = step_delay_s
        self.nan_score = nan_score
        self.seed = 0
        self.turn = 0
        self.correct = 0

    def _target(self) -> int:
        return (self.seed * 7 + self.turn * 3) % 10

    def _ask(self, prefix: str = "") -> Observation:
        return Observation(text=f"{prefix}Say the number {self._target()}.",
                           admissible_actions=[str(n) for n in range(10)])

    def reset(self, seed: int) -> Observation:
        self.seed, self.turn, self.correct = seed, 0, 0
        return self._ask()

    def _faulty(self) -> bool:
        return self.fault_seeds is None or self.seed in self.fault_seeds

    def step(self, action: str) -> StepResult:
        self.turn += 1
        if self.step_delay_s:
            time.sleep(self.step_delay_s)
        if self._faulty():
            if self.raise_at == self.turn:
                raise RuntimeError(f"chaos: exploding at turn {self.turn}")
            if self.hang_at == self.turn:
                time.sleep(3600)
            if self.die_at == self.turn and not (self.marker and self.marker.exists()):
                if self.marker:
                    self.marker.write_text(str(os.getpid()))
                os.kill(os.getpid(), signal.SIGKILL)
        hit = action.strip() == str((self.seed * 7 + (self.turn - 1) * 3) % 10)
        self.correct += hit
        done = self.turn >= self.goal_turns
        return StepResult(observation=self._ask("Right. " if hit else "Wrong. "), reward=float(hit), done=done)

    def score(self) -> float:
        if self.nan_score and self._faulty() and self.turn:
            return float("nan")
        return self.correct / self.goal_turns
