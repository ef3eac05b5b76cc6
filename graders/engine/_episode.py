"""What an episode is: its identity, how it was played, and how it is shown to the policy.

An episode is named by (task, split, seed), so it can be played again; its trajectory is
what grader/trajectories/*.jsonl holds, one per line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from graders.engine._inference import Chat
from graders.engine._policy import BackendName, PolicyDtype
from graders.engine._ray import ray_cause
from graders.envs import Observation


class EpisodeSpec(BaseModel):
    """One episode, identified by (task, split, seed) so it can be played again."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(description="Unique within one rollout.")
    task: str | None = None
    split: str | None = None
    seed: int = 0
    env: str = Field(description="Environment name (see graders.envs.list_envs()).")
    options: dict[str, Any] = Field(default_factory=dict, description="Environment options.")
    item: dict[str, Any] | None = Field(None, description="Task item, for single-turn episodes.")
    system: str | None = Field(None, description="System message of every prompt.")
    sample: int = Field(0, description="Index within a group of samples of the same seed (GRPO).")
    prefix: list[str] = Field(default_factory=list, description=(
        "Actions played before the policy's first turn, recorded as forced turns: a restart from a state "
        "along a known path (the expert's), within the same turn limit."))


class RolloutConfig(BaseModel):
    """How episodes are played (the decoding itself is in GenerationConfig)."""

    model_config = ConfigDict(frozen=True)

    max_turns: int = Field(20, gt=0, description="Turn limit per episode.")
    history_turns: int = Field(6, ge=0, description="Most past exchanges shown after the first observation "
                                                    "(dropped half a window at a time; 0 = only the last).")
    replicas: int = Field(0, ge=0, description="Policy workers; 0 = one per GPU, else one per CPU.")
    env_workers: int = Field(0, ge=0, description="Environment actors; 0 = one per CPU.")
    micro_batches: int = Field(0, ge=0, description="Micro-batches per policy worker at least; 0 = two on a GPU "
                                                    "(one generates while the other's environments step), one on "
                                                    "a CPU (where environments need the same cores).")
    step_timeout_s: float = Field(60.0, gt=0, description="An environment call slower than this ends its episode.")
    shard_retries: int = Field(2, ge=0, description="Times a dead environment actor is replaced.")
    backend: BackendName = "auto"
    time_limit_s: float | None = Field(None, gt=0, description="From the engine's start (loading included) to the "
                                                               "last episode: past it, the run fails (PolicyError).")
    worker_memory_bytes: int | None = Field(None, gt=0, description="Memory cap of each policy worker (a cgroup "
                                                                    "of its own, where one can be made).")
    device: str = Field("auto", description="auto, cpu or cuda.")
    dtype: PolicyDtype = Field("auto", description="The policy's precision: auto = bfloat16 on a GPU, float32 on the "
                                                   "CPU; float32 on a GPU makes batched decoding match one at a time.")
    cache_dir: Path | None = Field(None, description="Where environments keep generated games; default A2RL_HOME/cache/envs.")


class Turn(BaseModel):
    index: int
    prompt: Chat = Field(description="The chat the policy was given.")
    action: str
    observation: str = Field(description="What the environment answered ('' when the episode broke).")
    admissible_actions: list[str] | None = None
    reward: float = 0.0
    done: bool = False
    prompt_tokens: int = 0
    completion_tokens: int = 0
    generate_s: float = Field(0.0, description="Wall time of the micro-batch that produced the action.")
    env_s: float = Field(0.0, description="Wall time of the environment step.")
    forced: bool = Field(False, description="Played from the episode's prefix, not by the policy.")


class Trajectory(BaseModel):
    """One episode as it was played: written one per line to grader/trajectories/*.jsonl."""

    version: int = 1
    episode_id: str
    task: str | None
    split: str | None
    seed: int
    env: str
    sample: int = 0
    first_observation: str = ""
    turns: list[Turn] = Field(default_factory=list)
    status: Literal["done", "truncated", "failed"] = Field(
        description="done: the environment ended it; truncated: turn limit; failed: see error.")
    score: float = Field(ge=0.0, le=1.0, description="Episode score 0-1 (0 when failed).")
    total_reward: float = 0.0
    error: str | None = None
    seconds: float = 0.0
    retries: int = Field(0, description="Times its environment actor died and the episode was replayed.")


class RolloutStats(BaseModel):
    episodes: int
    failed: int
    turns: int
    generate_calls: int
    completion_tokens: int
    prompt_tokens: int
    seconds: float
    env_seconds: float = Field(0.0, description="Time spent inside environment calls (opening and steps), "
                                                "summed over environment actors.")


class RolloutResult(BaseModel):
    trajectories: list[Trajectory]
    stats: RolloutStats

    @property
    def mean_score(self) -> float:
        return sum(t.score for t in self.trajectories) / max(1, len(self.trajectories))

    @classmethod
    def recorded(cls, trajectories: list[Trajectory]) -> RolloutResult:
        """Episodes played earlier (read back from a trajectories file): their tokens and turns as
        recorded, and no generate call or second of this run's."""
        return cls(trajectories=trajectories, stats=RolloutStats(
            episodes=len(trajectories), failed=sum(t.status == "failed" for t in trajectories),
            turns=max((len(t.turns) for t in trajectories), default=0), generate_calls=0,
            completion_tokens=sum(turn.completion_tokens for t in trajectories for turn in t.turns),
            prompt_tokens=sum(turn.prompt_tokens for t in trajectories for turn in t.turns), seconds=0.0))


# -- prompts ------------------------------------------------------------------------------
def render_observation(obs: Observation) -> str:
    return _shown(obs.text, obs.admissible_actions)


def _shown(text: str, actions: list[str] | None) -> str:
    return f"{text}\n\nValid actions: {', '.join(actions)}" if actions else text


def kept_turns(n_turns: int, history_turns: int) -> int:
    """Index of the first past turn still shown.

    Old turns are dropped in blocks of half the window, so between drops every prompt
    extends the previous one and the policy can reuse its cached attention state.

    >>> [kept_turns(n, 4) for n in range(8)]
    [0, 0, 0, 0, 0, 2, 2, 4]
    """
    if n_turns <= history_turns:
        return 0
    half = max(1, history_turns // 2)
    return -(-(n_turns - history_turns) // half) * half


def build_chat(spec: EpisodeSpec, first: Observation, turns: list[Turn], history_turns: int) -> Chat:
    """System, the first observation (it holds the goal), then the most recent exchanges.

    Only the newest observation lists the valid actions (older lists are stale and long);
    everything before it is unchanged from the previous turn's prompt, so the policy can
    reuse its cached attention state for all of it.
    """
    chat: Chat = []
    if spec.system is not None:
        chat.append({"role": "system", "content": spec.system})
    chat.append({"role": "user", "content": first.text if turns else render_observation(first)})
    shown = turns[kept_turns(len(turns), history_turns):] if history_turns else turns[-1:]
    last = len(shown) - 1
    for i, turn in enumerate(shown):
        chat.append({"role": "assistant", "content": turn.action})
        chat.append({"role": "user", "content": _shown(turn.observation, turn.admissible_actions if i == last else None)})
    return chat


class PolicyError(Exception):
    """The policy could not generate (a checkpoint that does not load, a worker that died).

    `kind` says which: `lost` (its worker process died: killed, crashed, the node went away) and
    `oom` (out of memory) may pass on a second try; `error` (the checkpoint itself) and `time`
    (past the time limit) will not.
    """

    def __init__(self, message: str, kind: str = "error") -> None:
        super().__init__(message)
        self.kind = kind

    @property
    def retryable(self) -> bool:
        return self.kind in ("lost", "oom")

    @classmethod
    def from_ray(cls, what: str, exc: BaseException) -> PolicyError:
        """Name a Ray failure of the policy workers for what it is."""
        import ray

        cause = ray_cause(exc)
        oom_words = ("OutOfMemoryError", "MemoryError", "out of memory", "CUDA error: out of memory")
        if isinstance(exc, ray.exceptions.OutOfMemoryError) or any(w in cause for w in oom_words):
            return cls(f"{what}: out of memory ({cause})", kind="oom")
        if isinstance(exc, ray.exceptions.RayActorError):
            return cls(f"{what}: the policy worker was lost ({cause})", kind="lost")
        return cls(f"{what}: {cause}")
