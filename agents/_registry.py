"""Agent discovery: every `agents/<folder>/agent.yaml` here, plus the `a2rl.agents` entry points
(each naming a folder that holds an agent.yaml)."""

from __future__ import annotations

from functools import lru_cache
from importlib.metadata import entry_points
from pathlib import Path

from agents._spec import AgentSpec
from infra import UsageError

ENTRY_POINT_GROUP = "a2rl.agents"
_PACKAGE_DIR = Path(__file__).parent


@lru_cache(maxsize=1)
def _discover() -> dict[str, AgentSpec]:
    found: dict[str, AgentSpec] = {}
    for yaml_path in sorted(_PACKAGE_DIR.glob("*/agent.yaml")):
        spec = AgentSpec.load(yaml_path)
        found[spec.name] = spec
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        folder = Path(ep.load())
        spec = AgentSpec.load(folder / "agent.yaml")
        found.setdefault(spec.name, spec)
    return found


def list_agents() -> list[AgentSpec]:
    return list(_discover().values())


def default_agent_name() -> str:
    defaults = [a.name for a in list_agents() if a.default]
    if len(defaults) != 1:
        raise UsageError(f"exactly one agent must be marked default: true, found {defaults}")
    return defaults[0]


def get_agent(name: str | None = None) -> AgentSpec:
    """A registered agent by name, or the agent in folder `name` (a path holding agent.yaml)."""
    name = name or default_agent_name()
    agents = _discover()
    if name in agents:
        return agents[name]
    folder = Path(name).expanduser()
    if ("/" in name or name.startswith(".")) and (folder / "agent.yaml").is_file():
        return AgentSpec.load(folder.resolve() / "agent.yaml")
    raise UsageError(f"unknown agent {name!r}; available: {', '.join(sorted(agents))} (see `a2rl agents`), "
                     "or give the path of a folder holding an agent.yaml")


def agent_ref(spec: AgentSpec) -> str:
    """How a run names `spec` so later stages find it again: its registry name, else its folder."""
    registered = _discover().get(spec.name)
    return spec.name if registered is not None and registered.folder == spec.folder else str(spec.folder)
