"""The one prompt every agent CLI gets: `agents/prompt.md` filled with the run's instructions.md
and description.md. Launchers pass it the way their CLI takes it (argument, stdin, file)."""

from __future__ import annotations

from pathlib import Path

TEMPLATE = Path(__file__).with_name("prompt.md")
PROMPT_FILE = "prompt.md"


def render_prompt(workspace: Path) -> str:
    """The prompt for the agent working in `workspace` (instructions.md and description.md written)."""
    return TEMPLATE.read_text().format(instructions=(workspace / "instructions.md").read_text().strip(),
                                       description=(workspace / "description.md").read_text().strip())


def write_prompt(workspace: Path, folder: Path) -> Path:
    """Render the prompt into `folder` (read by the launcher as A2RL_PROMPT_FILE); its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / PROMPT_FILE
    path.write_text(render_prompt(workspace))
    return path
