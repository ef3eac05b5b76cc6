"""The rollout engine: inference backends, policy workers, environment shards, the scheduler, Ray.

Plays episodes of a task's environment with a checkpoint, many at once: for evaluation
(graders._evaluate) and for agents' own rollouts (`rollout`).
"""

from graders.engine._agent_rollout import expert_moves, rollout, train_items, training_episodes
from graders.engine._episode import (
    EpisodeSpec,
    PolicyError,
    RolloutConfig,
    RolloutResult,
    RolloutStats,
    Trajectory,
    Turn,
    build_chat,
)
from graders.engine._inference import Chat, Completion, GenerationConfig, InferenceBackend, cut_at_stop, render_chat
from graders.engine._policy import PolicyDtype, load_backend, vllm_available
from graders.engine._ray import cluster_cpus, cluster_gpus, ensure_ray
from graders.engine._ray_cluster import RayCluster, check_ray_address, check_resources, current_cluster, ray_address
from graders.engine._rollout import RolloutEngine, rollout_expert, rollout_sequential, run_rollouts
from graders.engine._trajectories import (
    count_trajectories,
    read_trajectories,
    trajectory_sample,
    write_sample,
    write_trajectories,
)
from graders.engine._transformers import TransformersBackend
from graders.engine._worker_pool import shutdown_pool

__all__ = [
    "Chat", "Completion", "EpisodeSpec", "GenerationConfig", "InferenceBackend", "PolicyDtype", "PolicyError", "RayCluster",
    "RolloutConfig", "RolloutEngine", "RolloutResult", "RolloutStats", "Trajectory", "TransformersBackend", "Turn",
    "build_chat", "check_ray_address", "check_resources", "cluster_cpus", "cluster_gpus", "count_trajectories",
    "current_cluster", "cut_at_stop", "ensure_ray", "expert_moves", "load_backend", "ray_address",
    "read_trajectories", "render_chat", "rollout", "rollout_expert", "rollout_sequential", "run_rollouts",
    "shutdown_pool", "train_items", "training_episodes", "trajectory_sample", "vllm_available", "write_sample",
    "write_trajectories",
]
