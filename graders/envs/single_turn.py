"""A static task item as a one-turn episode: the prompt is the question, the action is scored.

This is how rule- and judge-graded tasks go through the same rollout engine as online ones
(same batching, same Ray distribution, same trajectories).
"""

from __future__ import annotations

from functools import lru_cache

from tasks import EnvContext, Environment, Item, Observation, StepResult, Task, get_task

ENV_NAME = "single-turn"


@lru_cache(maxsize=8)
def _task(name: str) -> Task:
    return get_task(name)


class SingleTurnEnv(Environment):
    name = ENV_NAME

    def __init__(self, context: EnvContext) -> None:
        super().__init__(context)
        if context.task is None or context.item is None:
            raise ValueError("single-turn episodes need the task and the item in their context")
        self.task = _task(context.task)
        self.item = Item.model_validate(context.item)
        self._score = 0.0

    def reset(self, seed: int) -> Observation:
        self._score = 0.0
        return Observation(text=self.task.user_message(self.item))

    def step(self, action: str) -> StepResult:
        # A rule task's score of this answer (the evaluator's scorer takes it as the outcome). A scorer
        # that needs the whole split (a judge, pairwise and batched) scores it afterwards: 0 here.
        self._score = self.task.scorer().rate(action, self.item) or 0.0
        return StepResult(observation=Observation(text=""), reward=self._score, done=True)

    def score(self) -> float:
        return self._score
