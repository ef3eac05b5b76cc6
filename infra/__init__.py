"""Infrastructure shared by every stage: errors, the state folder, base models, run
directories, process budgets and MLflow tracking."""

from infra._backends import make_sandbox, sandbox_backends
from infra._base_models import BUILTIN_MODELS, DEFAULT_MODEL, ResolvedModel, is_model_dir, resolve_model
from infra._budget import TOKEN_VAR, BudgetOutcome, run_with_budget, terminate_session
from infra._code_sandbox import ExecResult, SandboxLimits, SandboxUnavailableError, run_python, sandbox_kind
from infra._disk_watch import DiskWatch, disk_usage
from infra._egress import EgressProxy, EgressRecord, read_egress
from infra._errors import (
    A2RLError,
    DataUnavailableError,
    EvaluationError,
    ModelNotFoundError,
    SubmissionError,
    UsageError,
)
from infra._extras import extras, install_command, missing, require_extra
from infra._files import RefusedFileError, file_lock, read_untrusted, write_atomic
from infra._home import A2RLHome
from infra._loopback import LoopbackServer
from infra._reprompt import REPROMPT_MARK
from infra._run_dir import RunDir, RunLock, RunMeta, append_event, copy_read_only, iso_utc, new_run_id
from infra._sandbox import AgentSandbox
from infra._sandbox_choice import choose_sandbox
from infra._sandbox_models import DOCKER_IMAGE, UNRESTRICTED, AgentLimits, Network, SandboxPaths, SandboxReport
from infra._sqlite import SqliteFile
from infra._stack import ServiceStatus, Stack, StackError, StackStatus
from infra._tracking import Tracker
from infra._versions import installed_version

__all__ = [
    "A2RLError", "A2RLHome", "AgentLimits", "AgentSandbox", "append_event", "BudgetOutcome", "BUILTIN_MODELS",
    "choose_sandbox", "make_sandbox", "sandbox_backends", "copy_read_only", "DataUnavailableError", "DOCKER_IMAGE", "DEFAULT_MODEL", "disk_usage", "DiskWatch",
    "EgressProxy", "EgressRecord", "EvaluationError", "ExecResult", "extras", "file_lock", "install_command",
    "installed_version", "is_model_dir", "iso_utc", "LoopbackServer", "missing", "ModelNotFoundError", "Network",
    "new_run_id", "read_egress", "read_untrusted", "RefusedFileError", "REPROMPT_MARK", "require_extra",
    "resolve_model", "ResolvedModel", "run_python", "run_with_budget", "RunDir", "RunLock", "RunMeta", "sandbox_kind",
    "SandboxLimits", "SandboxPaths", "SandboxReport", "SqliteFile", "SandboxUnavailableError", "ServiceStatus", "Stack",
    "StackError", "StackStatus", "SubmissionError", "terminate_session", "TOKEN_VAR", "Tracker", "UNRESTRICTED",
    "UsageError", "write_atomic",
]
