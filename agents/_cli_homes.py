"""What the agent CLIs read from their home at start, written into the sandbox's private home.

Codex picks its model provider by name (`-c model_provider="litellm"`, as AutoRL-Bench's codex
folder does), and the user's `~/.codex/config.toml` defines where that name points. The
sandbox's home is empty, so such a launcher would fail, or — with the user's config copied —
reach past the recording proxy. Here every provider the user's config names, and the usual
`litellm`, is defined again with the proxy as its base URL (keeping its key variable and wire
format), so whatever name a launcher picks, its calls are recorded.
"""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path
from typing import Any, Mapping

__all__ = ["prepare_home"]

# Providers AutoRL-Bench's launchers pick by name, with the key variable they export.
_KNOWN = {"litellm": {"env_key": "LITELLM_API_KEY"}}
# Codex's own provider ids, which a config cannot redefine.
_BUILT_IN = {"openai", "oss", "ollama", "lmstudio"}


def _user_providers(source: Mapping[str, str]) -> dict[str, dict[str, Any]]:
    folder = Path(source.get("CODEX_HOME") or Path.home() / ".codex")
    try:
        config = tomllib.loads((folder / "config.toml").read_text())
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    providers = config.get("model_providers")
    return {k: v for k, v in providers.items() if isinstance(v, dict)} if isinstance(providers, dict) else {}


def _toml(value: Any) -> str:
    return json.dumps(value) if isinstance(value, str) else str(value).lower()


def prepare_home(home: Path, env: Mapping[str, str], source: Mapping[str, str] | None = None) -> list[Path]:
    """Write the CLIs' start-up files into `home` for an agent whose environment is `env`; the files written."""
    source = os.environ if source is None else source
    base_url = env.get("OPENAI_BASE_URL")
    if not base_url:
        return []
    providers = {**_KNOWN, **_user_providers(source)}
    lines = ["# Written by a2rl: every model provider goes through the run's recording proxy.", ""]
    for name, given in sorted(providers.items()):
        if name in _BUILT_IN:
            continue
        entry = {"name": name, "base_url": base_url, "env_key": given.get("env_key") or "OPENAI_API_KEY",
                 "wire_api": given.get("wire_api") or "responses"}
        lines.append(f"[model_providers.{json.dumps(name)}]")
        lines += [f"{k} = {_toml(v)}" for k, v in entry.items()]
        lines.append("")
    path = home / ".codex" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))
    owner = home.stat()
    for p in (path.parent, path):  # the agent's uid owns its home; Codex writes beside its config
        os.chown(p, owner.st_uid, owner.st_gid)
    return [path]
