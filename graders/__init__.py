"""Grading: submission checks, the ledger, the grading server, inference, the rollout engine."""

from graders._agent_rollout import expert_moves, rollout, train_items, training_episodes
from graders._api import SubmissionView, SubmitRequest, SubmitResponse, TimeResponse, TrajectoriesResponse
from graders._checks import check_checkpoint, resolve_submission, tree_sha256, weights_bytes
from graders._evaluate import (
    EvalConfig,
    EvalResult,
    ItemScore,
    check_gradable,
    episodes_for,
    eval_fingerprint,
    evaluate_checkpoint,
    time_limit_for,
)
from graders._inference import Completion, GenerationConfig, InferenceBackend, TransformersBackend, cut_at_stop
from graders._ledger import Ledger, SubmissionRecord
from graders._policy import load_backend
from graders._ray import ensure_ray
from graders._ray_cluster import RayCluster
from graders._rollout import (
    EpisodeSpec,
    PolicyError,
    RolloutConfig,
    RolloutEngine,
    RolloutResult,
    RolloutStats,
    Trajectory,
    Turn,
    build_chat,
    rollout_expert,
    rollout_sequential,
    run_rollouts,
)
from graders._server import GradingServer, create_app
from graders._service import GradingService, GradingSettings
from graders._trajectories import read_trajectories, trajectory_sample, write_trajectories
from graders._worker_pool import shutdown_pool

__all__ = [
    "Completion", "EpisodeSpec", "EvalConfig", "EvalResult", "GenerationConfig", "GradingServer",
    "GradingService", "GradingSettings", "InferenceBackend", "ItemScore", "Ledger", "PolicyError", "RayCluster",
    "RolloutConfig", "RolloutEngine", "RolloutResult", "RolloutStats", "SubmissionRecord", "SubmissionView",
    "SubmitRequest", "SubmitResponse", "TimeResponse", "Trajectory", "TrajectoriesResponse",
    "TransformersBackend", "Turn", "build_chat", "check_checkpoint", "check_gradable", "create_app", "cut_at_stop",
    "ensure_ray", "episodes_for", "expert_moves", "eval_fingerprint", "evaluate_checkpoint", "load_backend",
    "read_trajectories", "resolve_submission", "rollout", "rollout_expert", "rollout_sequential", "run_rollouts",
    "shutdown_pool", "time_limit_for", "train_items", "training_episodes", "trajectory_sample", "tree_sha256",
    "weights_bytes", "write_trajectories",
]
from graders.judges import (
    GradeResult,
    Judge,
    JudgeCache,
    JudgeConfig,
    JudgeError,
    PairwiseResult,
    WinRates,
    grade_answers,
    judge_pairwise,
    make_judge,
    require_judge,
    win_rates,
)

__all__ += ["GradeResult", "Judge", "JudgeCache", "JudgeConfig", "JudgeError", "PairwiseResult", "WinRates",
            "grade_answers", "judge_pairwise", "make_judge", "require_judge", "win_rates"]
