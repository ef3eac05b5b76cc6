"""How a task turns played episodes into scores: one `Scorer` protocol, four ways.

The evaluator plays every item of a split as an episode (a static item is a one-turn episode),
then hands all of them to the task's scorer once. A scorer that needs an LLM judge says so
(`needs_judge`) and is lent one (`Judges`) by the grader; tasks never import the graders.

- `RuleScorer`: a pure rule per item (the task's `score(completion, item)`), applied where the
  episode is played: GSM8K, HumanEval.
- `OutcomeScorer`: the environment's own score at the end of the episode: TextWorld, ALFWorld.
- `PairwiseJudgeScorer`: each answer against the item's reference, by a judge; the headline is the
  length-controlled win rate: AlpacaEval.
- `JudgedEpisodeScorer`: the task asks a correctness judge about each episode's final action:
  DeepSearchQA's judged protocols.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import ClassVar, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from tasks._item import Item

__all__ = ["Episode", "GradeFn", "JudgedEpisodeScorer", "Judges", "OutcomeScorer", "PairwiseJudgeScorer",
           "PairwiseVerdict", "RuleScorer", "Scorer", "Scores"]


class Episode(BaseModel):
    """What a scorer reads of one played episode."""

    model_config = ConfigDict(frozen=True)

    item: Item
    last_action: str | None = Field(None, description="The policy's last action (the answer of a one-turn "
                                                      "episode); None when it took no turn.")
    status: Literal["done", "truncated", "failed"] = Field(
        description="done: the environment ended it; truncated: out of turns or time; failed: it broke.")
    outcome: float = Field(0.0, description="The environment's score at the end (0-1).")

    @property
    def final_action(self) -> str | None:
        """The action that ended the episode, when the environment ended it (an answer, a purchase)."""
        return self.last_action if self.status == "done" else None


class Scores(BaseModel):
    """A split's scores: one per episode (0-1), the headline (0-100) and the task's metrics."""

    model_config = ConfigDict(frozen=True)

    scores: list[float]
    score: float
    metrics: dict[str, float] = Field(default_factory=dict)


class GradeFn(Protocol):
    """A correctness judge: for each (question, gold answer, response), P(the response is correct) in
    [0, 1]. Raises `A2RLError` when it cannot answer."""

    def __call__(self, questions: list[tuple[str, str, str]], /) -> list[float]: ...


class PairwiseVerdict(BaseModel):
    """A pairwise judge's answer over a split: P(output preferred to reference) per item, and the
    win rates (`win_rate`, `lc_win_rate`, …) computed from them."""

    preferences: list[float]
    metrics: dict[str, float]


class Judges(Protocol):
    """What the grader lends a scorer that needs a judge (`--judge` / `A2RL_JUDGE`)."""

    def grade(self, questions: list[tuple[str, str, str]], /) -> list[float]: ...

    def pairwise(self, instructions: list[str], references: list[str], outputs: list[str],
                 seed: int) -> PairwiseVerdict: ...


class Scorer(ABC):
    """Items' episodes → scores. Failed episodes score 0 whatever the scorer."""

    needs_judge: ClassVar[bool] = False

    @abstractmethod
    def score(self, episodes: list[Episode], judges: Judges | None = None) -> Scores:
        """Score every episode of a split at once (a judge batches; a win rate needs them all)."""

    def rate(self, answer: str, item: Item) -> float | None:
        """One answer's score where its episode is played (the single-turn environment's reward), for
        scorers that score item by item; None for those that need the whole split."""
        return None

    @staticmethod
    def mean(scores: list[float], metrics: dict[str, float] | None = None) -> Scores:
        headline = 100.0 * sum(scores) / len(scores) if scores else 0.0
        return Scores(scores=scores, score=headline, metrics=metrics or {})

    @staticmethod
    def _judges(judges: Judges | None) -> Judges:
        if judges is None:
            raise TypeError("this scorer needs a judge: the evaluator lends one when needs_judge is set")
        return judges


class OutcomeScorer(Scorer):
    """The environment's own score of each episode."""

    def score(self, episodes: list[Episode], judges: Judges | None = None) -> Scores:
        return self.mean([0.0 if e.status == "failed" else e.outcome for e in episodes])


class RuleScorer(OutcomeScorer):
    """A pure rule per item: rule(the policy's answer, item) → 0-1. The single-turn environment applies
    it (`rate`) where each episode is played, in parallel (HumanEval runs each completion's tests
    there); the split's score is then those outcomes'."""

    def __init__(self, rule: Callable[[str, Item], float]) -> None:
        self.rule = rule

    def rate(self, answer: str, item: Item) -> float:
        return float(self.rule(answer, item))


class PairwiseJudgeScorer(Scorer):
    """Each answer against the item's reference answer; the headline is the length-controlled win rate."""

    needs_judge = True

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def score(self, episodes: list[Episode], judges: Judges | None = None) -> Scores:
        outputs = ["" if e.status == "failed" else e.last_action or "" for e in episodes]
        verdict = self._judges(judges).pairwise([e.item.question for e in episodes],
                                                [e.item.answer for e in episodes], outputs, self.seed)
        scores = [0.0 if e.status == "failed" else float(p) for e, p in zip(episodes, verdict.preferences, strict=True)]
        return Scores(scores=scores, score=verdict.metrics["lc_win_rate"], metrics=verdict.metrics)


class JudgedEpisodeScorer(Scorer):
    """The task asks a correctness judge about each episode's final action:
    judge(items, final actions, grade) → (scores, metrics)."""

    needs_judge = True

    def __init__(self, judge: Callable[[list[Item], list[str | None], GradeFn], tuple[list[float], dict[str, float]]]):
        self.judge = judge

    def score(self, episodes: list[Episode], judges: Judges | None = None) -> Scores:
        grade = self._judges(judges).grade
        scores, metrics = self.judge([e.item for e in episodes], [e.final_action for e in episodes], grade)
        return self.mean([0.0 if e.status == "failed" else float(s) for e, s in zip(episodes, scores, strict=True)],
                         metrics)
