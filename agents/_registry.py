"""Agent discovery: every `agents/<folder>/agent.yaml` here, plus the `a2rl.agents` entry points
(each naming a folder that holds an agent.yaml)."""

from __future__ import annotations

from functools import lru_cache
from importlib.metadata import entry_points
from pathlib import Path

from agents._spec import AgentSpec, AutoRLConfig
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


COMPAT = "autorl-compat"
COMPAT_HELP = ("any AutoRL-Bench agent folder (config.yaml + start.sh), run unchanged: "
               f"--agent {COMPAT}:PATH (or just the folder's path)")


def get_agent(name: str | None = None) -> AgentSpec:
    """A registered agent by name; the agent in folder `name` (a path holding agent.yaml); or an
    AutoRL-Bench agent folder (config.yaml + start.sh), as `autorl-compat:PATH` or its path."""
    name = name or default_agent_name()
    agents = _discover()
    if name in agents:
        return agents[name]
    if name == COMPAT or name.startswith(COMPAT + ":"):
        path = name[len(COMPAT) + 1:]
        if not path:
            raise UsageError(f"{COMPAT} needs the agent's folder: --agent {COMPAT}:path/to/agent "
                             "(a folder holding config.yaml and start.sh)")
        folder = Path(path).expanduser().resolve()
        if not (folder / "config.yaml").is_file():
            raise UsageError(f"{folder} holds no config.yaml; an AutoRL-Bench agent folder has config.yaml "
                             "(name, description, start, env_vars) and its start.sh")
        return AutoRLConfig.load(folder).agent_spec(folder)
    folder = Path(name).expanduser()
    if "/" in name or name.startswith("."):
        if (folder / "agent.yaml").is_file():
            return AgentSpec.load(folder.resolve() / "agent.yaml")
        if (folder / "config.yaml").is_file():
            return AutoRLConfig.load(folder.resolve()).agent_spec(folder.resolve())
    raise UsageError(f"unknown agent {name!r}; available: {', '.join(sorted(agents))} (see `a2rl agents`), "
                     "the path of a folder holding an agent.yaml, or " + COMPAT_HELP)


def agent_ref(spec: AgentSpec) -> str:
    """How a run names `spec` so later stages find it again: its registry name, else its folder."""
    registered = _discover().get(spec.name)
    if registered is not None and registered.folder == spec.folder:
        return spec.name
    return f"{COMPAT}:{spec.folder}" if spec.name == COMPAT else str(spec.folder)
