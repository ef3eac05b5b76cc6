"""`a2rl agents`: list the agents, install the pinned CLIs, check them against the scripted driver."""

from __future__ import annotations

import argparse
import sys

from flows.cli._common import add_common, print_json
from infra import A2RLHome

__all__ = ["add_parsers"]


def cmd_agents(args: argparse.Namespace) -> int:
    from agents import COMPAT, COMPAT_HELP, cli_pins, cli_version, list_agents, missing_requirements

    specs = list_agents()
    pins = cli_pins()
    rows = []
    for s in specs:
        problems = missing_requirements(s)
        on_path = not any("PATH" in p for p in problems)
        pin = pins.get(s.name)
        rows.append({**s.model_dump(mode="json"), "ready": not problems, "problems": problems,
                     "tested_version": pin.version if pin else None,
                     "version": cli_version(s.name) if pin and on_path else None})
    if args.json:
        print_json(rows + [{"name": COMPAT, "description": COMPAT_HELP, "ready": True, "problems": []}])
        return 0
    width = max(len(s.name) for s in specs) + 10
    for s, row in zip(specs, rows):
        mark = " (default)" if s.default else ""
        state = "ready" if row["ready"] else "NOT READY: " + "; ".join(row["problems"])
        driver = "" if s.driver is None else "; --driver MODEL" + (" (required)" if s.driver.required else "") + (
            f"; calls the {s.driver.api} API" if s.driver.api != "none" else "")
        version = ""
        if row["tested_version"]:
            found = row["version"] or "not installed"
            version = f"\n{'':<{width}} version {found} (tested: {row['tested_version']})"
            if row["version"] and row["version"] != row["tested_version"]:
                version += f" — `a2rl agents install {s.name}` installs the tested one"
        print(f"{(s.name + mark):<{width}} {s.description}\n{'':<{width}} [{state}] events: {s.events}{driver}"
              f"{version}")
    print(f"{COMPAT:<{width}} {COMPAT_HELP}")
    return 0


def cmd_install(args: argparse.Namespace) -> int:
    from agents import clis_dir, install_clis

    root = clis_dir()
    installed = install_clis(args.names, root)
    if args.json:
        print_json({"dir": str(root), "installed": dict(installed)})
        return 0
    for name, version in installed:
        print(f"{name} {version}: {root / 'bin' / name}")
    print(f"The sandbox shows {root} read-only; `a2rl agents check {' '.join(n for n, _ in installed)}` "
          "drives each through a whole run.")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from agents import cli_pins
    from flows._agent_check import check_cli
    from flows._environment import environment

    names = list(cli_pins()) if args.names == ["all"] else args.names
    # Check runs are real runs, kept apart from the benchmark's (their own runs/, MLflow and Prefect).
    home = A2RLHome(root=A2RLHome.resolve(args.home).root / "checks")
    environment(home)
    results = []
    for name in names:
        print(f"checking {name} …", file=sys.stderr, flush=True)
        result = check_cli(name, home, max_tokens=args.max_tokens)
        results.append(result)
        if not args.json:
            mark = "ok" if result.ok else "FAILED"
            version = (f" {result.version or '(not installed)'} (tested: {result.tested})" if result.tested
                       else f" {result.version}" if result.version else "")
            print(f"{name}{version}: {mark} in {result.duration_s:.0f} s")
            for what, held in result.checks.items():
                print(f"  [{'x' if held else ' '}] {what}")
            print(f"  model calls {result.model_calls} recorded / {result.served_calls} served; tokens "
                  f"{result.tokens_recorded:,} / {result.tokens_served:,}; shell commands {result.shell_commands}; "
                  f"file edits {result.file_edits}; scored submissions {result.scored_submissions}"
                  + (f"; stopped: {result.budget_stop}" if result.budget_stop else ""))
            if result.network:
                print(f"  network {result.network}; refused: {', '.join(result.egress_refused) or 'nothing'}")
            for problem in result.problems:
                print(f"  problem: {problem}")
            if result.run_dir:
                print(f"  run: {result.run_dir}")
    if args.json:
        print_json([r.model_dump(mode="json") for r in results])
    return 0 if all(r.ok for r in results) else 1


def add_parsers(sub) -> None:
    p = sub.add_parser("agents", help="list agents; install and check the agent CLIs",
                       description="Without a subcommand: every agent, whether it is ready, and for the CLIs the "
                                   "version found beside the version a2rl is tested with.")
    add_common(p)
    p.set_defaults(func=cmd_agents)
    verbs = p.add_subparsers(dest="agents_command")
    inst = verbs.add_parser("install", help="install the tested version of agent CLIs (npm, PyPI) where the "
                                            "sandbox shows them",
                            description="Installs under $A2RL_CLIS (default ~/.local/share/a2rl/clis); agents find "
                                        "them there first. Needs npm (Node.js 20+) for claude, codex, gemini and "
                                        "opencode, and Python 3.12+ for openhands.")
    inst.add_argument("names", nargs="+", metavar="NAME", help="claude, codex, gemini, opencode, openhands, or all")
    add_common(inst)
    inst.set_defaults(func=cmd_install)
    chk = verbs.add_parser("check", help="drive each CLI through a whole run with the scripted driver (no vendor "
                                         "API, no key needed)",
                           description="One real run per CLI (task arithmetic, model tiny), the real CLI in the "
                                       "sandbox, the recording proxy between it and a local server that speaks the "
                                       "vendor's wire format and plays a fixed plan: read the instructions, write "
                                       "code/train.py, train, submit, read /time, mark it final. Exit 1 when any "
                                       "check fails. Runs are kept under <home>/checks.")
    chk.add_argument("names", nargs="+", metavar="NAME", help="agent names (CLIs), or all")
    chk.add_argument("--max-tokens", type=int, help="a token budget below the plan's use: the check is then that "
                                                    "the budget ends the session")
    add_common(chk)
    chk.set_defaults(func=cmd_check)
