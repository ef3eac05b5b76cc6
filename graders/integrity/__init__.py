"""Integrity checks after a session: contamination of the agent's files, checkpoint checks, egress."""

from graders.integrity._checkpoint import CheckpointCheckConfig, CheckpointFindings, check_checkpoint_integrity
from graders.integrity._contamination import (
    ContaminationConfig,
    ContaminationReport,
    scan_contamination,
    text_sources,
)
from graders.integrity._flags import DISQUALIFYING, FlagKind, IntegrityFlag

__all__ = ["CheckpointCheckConfig", "CheckpointFindings", "ContaminationConfig", "ContaminationReport",
           "DISQUALIFYING", "FlagKind", "IntegrityFlag", "check_checkpoint_integrity", "scan_contamination",
           "text_sources"]
