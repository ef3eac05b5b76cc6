"""LLM judges: pairwise judging (AlpacaEval 2.0) with win rate and length-controlled win
rate, and correctness grading against a gold answer (DeepSearchQA); one pluggable judge and
one cache for both.

    config = require_judge(args.judge)              # A2RL_JUDGE=openai:<model> | local:<model>
    with make_judge(config, home) as judge, JudgeCache.for_home(home) as cache:
        result = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=cache)
        graded = grade_answers(judge, [(question, gold, response), ...], cache=cache)  # P(correct)
    rates = win_rates(result.preferences, [len(o) for o in outputs], [len(r) for r in references])
"""

from graders.judges._cache import JudgeCache
from graders.judges._config import JudgeConfig, require_judge
from graders.judges._correctness import GradeResult, grade_answers
from graders.judges._factory import make_judge
from graders.judges._judge import GradeQuestion, Judge, JudgeError, Prompt
from graders.judges._lent import LentJudges
from graders.judges._local import LocalJudge
from graders.judges._openai import OpenAIJudge
from graders.judges._pairwise import PairwiseResult, is_swapped, judge_pairwise
from graders.judges._prompt import grade_messages, judge_messages, second_preference
from graders.judges._winrate import WinRates, length_controlled_win_rate, win_rates

__all__ = [
    "GradeQuestion", "GradeResult", "Judge", "JudgeCache", "JudgeConfig", "JudgeError", "LentJudges", "LocalJudge",
    "OpenAIJudge", "PairwiseResult", "Prompt", "WinRates", "grade_answers", "grade_messages", "is_swapped",
    "judge_messages", "judge_pairwise", "length_controlled_win_rate", "make_judge", "require_judge",
    "second_preference", "win_rates",
]
