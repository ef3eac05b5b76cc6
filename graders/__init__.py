"""Grading: submission checks, the ledger, the grading server, inference and evaluation."""

from graders._api import SubmissionView, SubmitRequest, SubmitResponse, TimeResponse
from graders._checks import check_checkpoint, resolve_submission, tree_sha256
from graders._evaluate import EvalConfig, EvalResult, ItemScore, eval_fingerprint, evaluate_checkpoint
from graders._inference import GenerationConfig, InferenceBackend, TransformersBackend, cut_at_stop
from graders._ledger import Ledger, SubmissionRecord
from graders._ray import ensure_ray
from graders._server import GradingServer, create_app
from graders._service import GradingService, GradingSettings

__all__ = [
    "EvalConfig", "EvalResult", "GenerationConfig", "GradingServer", "GradingService",
    "GradingSettings", "InferenceBackend", "ItemScore", "Ledger", "SubmissionRecord",
    "SubmissionView", "SubmitRequest", "SubmitResponse", "TimeResponse", "TransformersBackend",
    "check_checkpoint", "create_app", "cut_at_stop", "ensure_ray", "eval_fingerprint",
    "evaluate_checkpoint", "resolve_submission", "tree_sha256",
]
