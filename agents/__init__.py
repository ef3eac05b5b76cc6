"""Agents: one folder each (agent.yaml + launcher), discovered; and how they are started."""

from agents._launch import agent_env, check_requirements, launcher_argv
from agents._registry import agent_ref, default_agent_name, get_agent, list_agents
from agents._spec import AgentRequirements, AgentSpec

__all__ = ["AgentRequirements", "AgentSpec", "agent_env", "agent_ref", "check_requirements", "default_agent_name",
           "get_agent", "launcher_argv", "list_agents"]
