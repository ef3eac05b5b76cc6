"""Agents: one folder each (agent.yaml + launcher), discovered; how they are started; the prompt."""

from agents._cli_homes import prepare_home
from agents._install import CliPin, cli_pins, cli_version, clis_dir, install_clis, search_path
from agents._launch import agent_env, check_requirements, command_roots, launcher_argv, missing_requirements
from agents._prompt import render_prompt, write_prompt
from agents._registry import COMPAT, COMPAT_HELP, agent_ref, default_agent_name, get_agent, list_agents
from agents._spec import AgentRequirements, AgentSpec, AutoRLConfig, DriverSpec

__all__ = ["COMPAT", "COMPAT_HELP", "AgentRequirements", "AgentSpec", "AutoRLConfig", "CliPin", "DriverSpec",
           "agent_env", "cli_pins", "cli_version", "clis_dir", "install_clis", "prepare_home", "search_path",
           "agent_ref", "check_requirements", "command_roots", "default_agent_name", "get_agent", "launcher_argv", "list_agents",
           "missing_requirements", "render_prompt", "write_prompt"]
