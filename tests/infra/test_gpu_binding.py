"""Which GPU device nodes an agent's bubblewrap sandbox binds, on a fake /dev tree (no GPU here)."""

from __future__ import annotations

from pathlib import Path

import infra._bwrap as sandbox
from infra import SandboxPaths


def _fake_dev(root: Path) -> Path:
    dev = root / "dev"
    (dev / "nvidia-caps").mkdir(parents=True)
    (dev / "dri").mkdir()
    for name in ("nvidia0", "nvidia1", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools", "nvidia-modeset", "null", "sda"):
        (dev / name).touch()
    (dev / "nvidia-caps" / "nvidia-cap1").touch()
    (dev / "dri" / "card0").touch()
    (dev / "dri" / "renderD128").touch()
    return dev


def test_every_nvidia_and_dri_node_is_bound_and_nothing_else(tmp_path, monkeypatch):
    dev = _fake_dev(tmp_path)
    nodes = sandbox.gpu_device_nodes(str(dev))
    assert [Path(n).name for n in nodes] == ["nvidia-caps", "nvidia-modeset", "nvidia-uvm", "nvidia-uvm-tools",
                                             "nvidia0", "nvidia1", "nvidiactl", "card0", "renderD128"]
    monkeypatch.setattr(sandbox, "gpu_device_nodes", lambda dev="/dev": nodes)
    paths = SandboxPaths(workspace=tmp_path / "ws", scratch=tmp_path / "scratch")
    control = {n for n in nodes if not Path(n).name.startswith("nvidia") or not Path(n).name[6:].isdigit()}
    for gpus in ("0", "0,1", None, "none"):
        argv = sandbox.BwrapSandbox(paths, "none", gpus=gpus, binary="bwrap").argv(["true"], {})
        binds = [argv[i + 1] for i, a in enumerate(argv) if a == "--dev-bind"]
        assert all(argv[i + 2] == argv[i + 1] for i, a in enumerate(argv) if a == "--dev-bind")  # at their own paths
        if gpus == "none":
            assert binds == [], binds
            continue
        # The driver's control nodes always; CUDA_VISIBLE_DEVICES (--gpus) picks among the cards.
        wanted = {f"{dev}/nvidia{i}" for i in (gpus or "0,1").split(",")}
        assert control | wanted <= set(binds) <= set(nodes), (gpus, binds)
