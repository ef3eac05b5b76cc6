"""Infrastructure shared by every stage: errors, the state folder, base models, run
directories, process budgets and MLflow tracking."""

from infra._base_models import BUILTIN_MODELS, DEFAULT_MODEL, ResolvedModel, is_model_dir, resolve_model
from infra._errors import (
    A2RLError,
    DataUnavailableError,
    EvaluationError,
    ModelNotFoundError,
    SubmissionError,
    UsageError,
)
from infra._extras import extras, install_command, missing, require_extra
from infra._home import A2RLHome

__all__ = [
    "A2RLError", "A2RLHome", "BUILTIN_MODELS", "DEFAULT_MODEL", "DataUnavailableError",
    "EvaluationError", "ModelNotFoundError", "ResolvedModel", "SubmissionError", "UsageError",
    "extras", "install_command", "is_model_dir", "missing", "require_extra", "resolve_model",
]
from infra._budget import TOKEN_VAR, BudgetOutcome, run_with_budget, terminate_session
from infra._files import file_lock, write_atomic
from infra._reprompt import REPROMPT_MARK
from infra._run_dir import RunDir, RunLock, RunMeta, append_event, copy_read_only, iso_utc, new_run_id
from infra._tracking import Tracker

__all__ += ["BudgetOutcome", "REPROMPT_MARK", "RunDir", "RunLock", "RunMeta", "TOKEN_VAR", "Tracker", "append_event",
            "copy_read_only", "file_lock", "iso_utc", "new_run_id", "run_with_budget", "terminate_session", "write_atomic"]
from infra._code_sandbox import ExecResult, SandboxLimits, SandboxUnavailableError, run_python, sandbox_kind

__all__ += ["ExecResult", "SandboxLimits", "SandboxUnavailableError", "run_python", "sandbox_kind"]
from infra._sandbox import (
    UNRESTRICTED, AgentLimits, AgentSandbox, DiskWatch, Network, SandboxPaths, SandboxReport, choose_sandbox,
    disk_usage,
)

__all__ += ["AgentLimits", "AgentSandbox", "DiskWatch", "Network", "SandboxPaths", "SandboxReport", "UNRESTRICTED",
            "choose_sandbox", "disk_usage"]
from infra._egress import EgressProxy, EgressRecord, read_egress  # noqa: E402

__all__ += ["EgressProxy", "EgressRecord", "read_egress"]
from infra._loopback import LoopbackServer  # noqa: E402

__all__ += ["LoopbackServer"]
from infra._stack import ServiceStatus, Stack, StackError, StackStatus  # noqa: E402

__all__ += ["ServiceStatus", "Stack", "StackError", "StackStatus"]

from infra._versions import installed_version  # noqa: E402

__all__ += ["installed_version"]
