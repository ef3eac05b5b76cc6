"""The grading service: submission checks, the ledger, the service that admits and scores, its HTTP API."""

from graders.service._api import SubmissionView, SubmitRequest, SubmitResponse, TimeResponse, TrajectoriesResponse
from graders.service._checks import check_checkpoint, resolve_submission, tree_sha256, weights_bytes
from graders.service._ledger import Ledger, LedgerError, SubmissionRecord
from graders.service._server import GradingServer, create_app
from graders.service._service import GradingService
from graders.service._settings import GradingSettings

__all__ = [
    "GradingServer", "GradingService", "GradingSettings", "Ledger", "LedgerError", "SubmissionRecord",
    "SubmissionView", "SubmitRequest", "SubmitResponse", "TimeResponse", "TrajectoriesResponse", "check_checkpoint",
    "create_app", "resolve_submission", "tree_sha256", "weights_bytes",
]
