"""Multi-turn text environments: the protocol, the adapters, and discovery by name."""

from graders.envs._protocol import EnvContext, Environment, Observation, StepResult
from graders.envs._registry import list_envs, make_env

__all__ = ["EnvContext", "Environment", "Observation", "StepResult", "list_envs", "make_env"]
