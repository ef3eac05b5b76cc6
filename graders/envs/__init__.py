"""Multi-turn text environments by name: the engine's own (single-turn, frozenlake, chaos), every
task folder's (`tasks.task_env`), and entry points. The protocol is the tasks package's."""

from graders.envs._registry import list_envs, make_env
from tasks import EnvContext, Environment, Observation, StepResult

__all__ = ["EnvContext", "Environment", "Observation", "StepResult", "list_envs", "make_env"]
