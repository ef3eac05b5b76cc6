"""`make_judge`: the judge a `JudgeConfig` names."""

from __future__ import annotations

import os
from collections.abc import Mapping

from graders.judges._config import JudgeConfig
from graders.judges._judge import Judge
from graders.judges._local import LocalJudge
from graders.judges._openai import OpenAIJudge
from infra import A2RLHome


def make_judge(config: JudgeConfig, home: A2RLHome, env: Mapping[str, str] = os.environ) -> Judge:
    """An `OpenAIJudge` (key read from `env`) or a `LocalJudge` (model resolved under `home`)."""
    if config.kind == "openai":
        return OpenAIJudge(config, env=env)
    return LocalJudge(config, home)
