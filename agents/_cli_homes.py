"""What the agent CLIs read from their home at start, written into the sandbox's private home.

Codex picks its model provider by name (`-c model_provider="litellm"`, as AutoRL-Bench's codex
folder does), and the user's `~/.codex/config.toml` defines where that name points. The
sandbox's home is empty, so such a launcher would fail, or — with the user's config copied —
reach past the recording proxy. Here `litellm`, and every provider of the user's config that
points at the proxy's OpenAI upstream, is defined again with the proxy as its base URL (keeping
its key variable and wire format). A provider of the user's that points elsewhere (Azure, a
local server) is left out: through the proxy its key would reach the wrong vendor, so Codex
refuses that name instead.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

__all__ = ["prepare_home"]

# Providers AutoRL-Bench's launchers pick by name, with the key variable they export.
_KNOWN = {"litellm": {"env_key": "LITELLM_API_KEY"}}
# Codex's own provider ids, which a config cannot redefine.
_BUILT_IN = {"openai", "oss", "ollama", "lmstudio"}


def _user_providers(source: Mapping[str, str], upstream: str | None) -> dict[str, dict[str, Any]]:
    folder = Path(source.get("CODEX_HOME") or Path.home() / ".codex")
    try:
        config = tomllib.loads((folder / "config.toml").read_text())
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    providers = config.get("model_providers")
    if not isinstance(providers, dict) or not upstream:
        return {}
    host = urlsplit(upstream).netloc
    return {k: v for k, v in providers.items()
            if isinstance(v, dict) and urlsplit(str(v.get("base_url", ""))).netloc == host}


def _toml(value: Any) -> str:
    return json.dumps(value) if isinstance(value, str) else str(value).lower()


def _own_folder(path: Path) -> None:
    """A real folder at `path`: a link or file the agent left there (a continued session) goes first."""
    if path.is_symlink() or (path.exists() and not path.is_dir()):
        path.unlink()
    path.mkdir(exist_ok=True)


def prepare_home(home: Path, env: Mapping[str, str], source: Mapping[str, str] | None = None,
                 openai_upstream: str | None = None) -> list[Path]:
    """Write the CLIs' start-up files into `home` for an agent whose environment is `env`; the files written.

    `home` may hold what the agent left in an earlier session: nothing in it is followed (the
    harness may be root, and a link could point anywhere on the host).
    """
    source = os.environ if source is None else source
    base_url = env.get("OPENAI_BASE_URL")
    if not base_url:
        return []
    providers = {**_KNOWN, **_user_providers(source, openai_upstream)}
    lines = ["# Written by a2rl: every model provider goes through the run's recording proxy.", ""]
    for name, given in sorted(providers.items()):
        if name in _BUILT_IN:
            continue
        entry = {"name": name, "base_url": base_url, "env_key": given.get("env_key") or "OPENAI_API_KEY",
                 "wire_api": given.get("wire_api") or "responses"}
        lines.append(f"[model_providers.{json.dumps(name)}]")
        lines += [f"{k} = {_toml(v)}" for k, v in entry.items()]
        lines.append("")
    folder = home / ".codex"
    _own_folder(folder)
    path = folder / "config.toml"
    if path.is_symlink() or path.exists():
        path.unlink()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    owner = home.stat()
    try:
        os.write(fd, "\n".join(lines).encode())
        os.fchown(fd, owner.st_uid, owner.st_gid)  # the agent's uid owns its home; Codex writes beside it
    finally:
        os.close(fd)
    os.chown(folder, owner.st_uid, owner.st_gid, follow_symlinks=False)
    return [path]
