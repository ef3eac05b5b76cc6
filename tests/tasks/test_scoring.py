"""The Scorer protocol: one way to score a split, four implementations, each task choosing its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from tasks import (
    Episode,
    Item,
    JudgedEpisodeScorer,
    OutcomeScorer,
    PairwiseJudgeScorer,
    PairwiseVerdict,
    RuleScorer,
    get_task,
)


def _episodes(*rows):
    return [Episode(item=Item(id=str(i), question=f"q{i}", answer=a), last_action=act, status=st, outcome=out)
            for i, (a, act, st, out) in enumerate(rows)]


def test_the_rule_scorer_is_the_tasks_rule_applied_where_the_episode_is_played():
    from graders.envs import EnvContext, make_env

    task = get_task("arithmetic")
    item = task.assign_splits(task.source_items(None))["test"][0]
    right = item.answer.split("####")[-1].strip()
    scorer = task.scorer()
    assert isinstance(scorer, RuleScorer) and not task.needs_judge
    assert scorer.rate(f"The answer is {right}", item) == 1.0 and scorer.rate("no idea", item) == 0.0
    # The single-turn environment (the engine's, in a Ray actor) rewards an answer with the rule...
    env = make_env("single-turn", EnvContext(cache_dir=Path("/nonexistent"), task=task.name, item=item.model_dump()))
    env.reset(0)
    assert env.step(f"The answer is {right}").reward == 1.0 and env.score() == 1.0
    # ...and the split's score is those outcomes', a failed episode scoring 0 whatever it had.
    episodes = [Episode(item=item, last_action=f"The answer is {right}", status="done", outcome=1.0),
                Episode(item=item, last_action="no idea", status="done", outcome=0.0),
                Episode(item=item, last_action=f"The answer is {right}", status="failed", outcome=1.0)]
    scores = scorer.score(episodes)
    assert scores.scores == [1.0, 0.0, 0.0] and scores.score == pytest.approx(100 / 3)
    assert get_task("alpaca_eval").scorer().rate("anything", item) is None


def test_the_outcome_scorer_takes_the_environments_score():
    scores = OutcomeScorer().score(_episodes(("", "go north", "done", 1.0), ("", None, "truncated", 0.25),
                                             ("", "x", "failed", 0.9)))
    assert scores.scores == [1.0, 0.25, 0.0] and scores.score == pytest.approx(100 * 1.25 / 3)
    assert type(get_task("textworld").scorer()) is OutcomeScorer


class _Judges:
    """What the grader lends (graders.judges.LentJudges: a real judge, tested in tests/graders/test_judges.py)."""

    def __init__(self):
        self.asked = []

    def grade(self, questions):
        self.asked += questions
        return [1.0 if response == gold else 0.0 for _, gold, response in questions]

    def pairwise(self, instructions, references, outputs, seed):
        prefs = [1.0 if len(o) > len(r) else 0.0 for o, r in zip(outputs, references, strict=True)]
        return PairwiseVerdict(preferences=prefs, metrics={"win_rate": 50.0, "lc_win_rate": 42.0})


def test_the_pairwise_scorer_reports_the_lc_win_rate_and_needs_a_judge():
    scorer = get_task("alpaca_eval").scorer()
    assert isinstance(scorer, PairwiseJudgeScorer) and scorer.needs_judge
    scores = scorer.score(_episodes(("ref", "a longer answer", "done", 0), ("reference", "x", "done", 0),
                                    ("r", "longest answer of all", "failed", 0)), _Judges())
    assert scores.scores == [1.0, 0.0, 0.0] and scores.score == 42.0 and scores.metrics["win_rate"] == 50.0
    with pytest.raises(TypeError, match="needs a judge"):
        scorer.score(_episodes(("r", "a", "done", 0)))


def test_the_judged_episode_scorer_asks_about_final_actions_only():
    def judge(items, finals, grade):
        asked = [(it.question, it.answer, a) for it, a in zip(items, finals, strict=True) if a is not None]
        verdicts = iter(grade(asked))
        return [next(verdicts) if a is not None else 0.0 for a in finals], {"answered": float(len(asked))}

    judges = _Judges()
    scores = JudgedEpisodeScorer(judge).score(_episodes(("7", "7", "done", 0.3), ("8", "9", "done", 0.3),
                                                        ("9", "9", "truncated", 0.3)), judges)
    assert scores.scores == [1.0, 0.0, 0.0] and scores.metrics == {"answered": 2.0}
    assert [q[2] for q in judges.asked] == ["7", "9"]
    judged = get_task("deepsearchqa:judged")
    assert isinstance(judged.scorer(), JudgedEpisodeScorer) and judged.needs_judge
    assert not get_task("deepsearchqa").needs_judge
