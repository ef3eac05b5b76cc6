"""The judges a task's scorer is lent (`tasks.Judges`): one judge and one cache for a split, with
the calls and cache hits counted for the evaluation's metrics."""

from __future__ import annotations

from infra import A2RLHome
from tasks import PairwiseVerdict

__all__ = ["LentJudges"]


class LentJudges:
    """Opened with the evaluation's judge spec; `close()` when the split is scored."""

    def __init__(self, spec: str | None, home: A2RLHome | None = None) -> None:
        from graders.judges._cache import JudgeCache
        from graders.judges._config import require_judge
        from graders.judges._factory import make_judge

        self.home = home or A2RLHome.resolve()
        self.judge = make_judge(require_judge(spec), self.home)
        try:
            self.cache = JudgeCache.for_home(self.home)
        except BaseException:
            self.judge.close()  # a local judge holds a model (and maybe a GPU)
            raise
        self.calls = self.cached = 0

    def grade(self, questions: list[tuple[str, str, str]], /) -> list[float]:
        from graders.judges._correctness import grade_answers

        graded = grade_answers(self.judge, questions, cache=self.cache)
        self.calls += graded.calls
        self.cached += graded.cached
        return graded.probabilities

    def pairwise(self, instructions: list[str], references: list[str], outputs: list[str],
                 seed: int) -> PairwiseVerdict:
        from graders.judges._pairwise import judge_pairwise
        from graders.judges._winrate import win_rates

        result = judge_pairwise(self.judge, instructions, references, outputs, seed=seed, cache=self.cache)
        self.calls += result.calls
        self.cached += result.cached
        rates = win_rates(result.preferences, [len(o) for o in outputs], [len(r) for r in references])
        return PairwiseVerdict(preferences=list(result.preferences), metrics={
            "win_rate": rates.win_rate, "lc_win_rate": rates.lc_win_rate, "standard_error": rates.standard_error,
            "avg_length": rates.avg_length, "reference_avg_length": rates.reference_avg_length})

    def metrics(self) -> dict[str, float]:
        return {"judge_calls": float(self.calls), "judge_cached": float(self.cached)}

    def close(self) -> None:
        try:
            self.cache.close()
        finally:
            self.judge.close()
