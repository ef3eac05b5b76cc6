"""Integrity checks after a session: contamination of the agent's files, checkpoint checks, egress."""

from graders.integrity._agent_files import text_sources
from graders.integrity._checkpoint import CheckpointFindings, check_checkpoint_integrity
from graders.integrity._contamination import ContaminationReport, scan_contamination
from graders.integrity._contamination_config import ContaminationConfig
from graders.integrity._flags import DISQUALIFYING, FlagKind, IntegrityFlag
from graders.integrity._weight_distance import CheckpointCheckConfig

__all__ = ["CheckpointCheckConfig", "CheckpointFindings", "ContaminationConfig", "ContaminationReport",
           "DISQUALIFYING", "FlagKind", "IntegrityFlag", "check_checkpoint_integrity", "scan_contamination",
           "text_sources"]
