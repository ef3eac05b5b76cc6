"""Pairwise judging (AlpacaEval 2.0): a pluggable judge, its cache, win rate and
length-controlled win rate.

    config = require_judge(args.judge)              # A2RL_JUDGE=openai:<model> | local:<model>
    with make_judge(config, home) as judge, JudgeCache.for_home(home) as cache:
        result = judge_pairwise(judge, instructions, references, outputs, seed=0, cache=cache)
    rates = win_rates(result.preferences, [len(o) for o in outputs], [len(r) for r in references])
"""

from graders.judges._cache import JudgeCache
from graders.judges._config import JudgeConfig, require_judge
from graders.judges._factory import make_judge
from graders.judges._judge import Judge, JudgeError, Prompt
from graders.judges._local import LocalJudge
from graders.judges._openai import OpenAIJudge
from graders.judges._pairwise import PairwiseResult, is_swapped, judge_pairwise
from graders.judges._prompt import judge_messages, second_preference
from graders.judges._winrate import WinRates, length_controlled_win_rate, win_rates

__all__ = [
    "Judge", "JudgeCache", "JudgeConfig", "JudgeError", "LocalJudge", "OpenAIJudge", "PairwiseResult",
    "Prompt", "WinRates", "is_swapped", "judge_messages", "judge_pairwise", "length_controlled_win_rate",
    "make_judge", "require_judge", "second_preference", "win_rates",
]
