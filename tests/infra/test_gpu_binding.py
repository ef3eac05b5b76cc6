"""Which GPUs a session gets: the device nodes its bubblewrap sandbox binds, the driver's /proc entries
it hides, and the CUDA_VISIBLE_DEVICES it sees, on a fake /dev, /proc and /sys tree (no GPU here)."""

from __future__ import annotations

from pathlib import Path

import pytest

import infra._sandbox_bwrap as bwrap_backend
from infra import AgentLimits, SandboxPaths, UsageError, make_sandbox
from infra._bwrap import BwrapSandbox
from infra._docker_sandbox import DockerSandbox
from infra._gpus import cuda_inside, gpu_device_nodes, grant_gpus, host_gpus
from infra._sandbox_choice import bwrap_binary, bwrap_works

# Two cards whose device minors are not their nvidia-smi indices (as after a driver reload).
CARDS = [("0000:18:00.0", "GPU-aaaa1111-0000-0000-0000-000000000000", 1, "card1", "renderD129"),
         ("0000:3b:00.0", "GPU-bbbb2222-0000-0000-0000-000000000000", 0, "card0", "renderD128")]


class _Host:
    def __init__(self, root: Path, cards=CARDS) -> None:
        self.dev, self.proc, self.sys = root / "dev", root / "proc" / "driver" / "nvidia" / "gpus", root / "sys"
        (self.dev / "nvidia-caps").mkdir(parents=True)
        (self.dev / "dri").mkdir()
        self.proc.mkdir(parents=True)
        for name in ("nvidiactl", "nvidia-uvm", "nvidia-uvm-tools", "nvidia-modeset", "null", "sda"):
            (self.dev / name).touch()
        (self.dev / "nvidia-caps" / "nvidia-cap1").touch()
        for bus, uuid, minor, card, render in cards:
            (self.dev / f"nvidia{minor}").touch()
            (self.dev / "dri" / card).touch()
            (self.dev / "dri" / render).touch()
            (self.proc / bus).mkdir()
            (self.proc / bus / "information").write_text(
                f"Model: \t\t NVIDIA H100 80GB HBM3\nIRQ:   \t\t 0\nGPU UUID: \t {uuid}\nBus Location: \t {bus}\n"
                f"Device Minor: \t {minor}\nGPU Excluded:\t No\n")
            drm = self.sys / bus / "drm"
            for name in (card, render, "controlD64"):
                (drm / name).mkdir(parents=True)

    def grant(self, gpus):
        return grant_gpus(gpus, dev=str(self.dev), proc=str(self.proc), sys_pci=str(self.sys))

    def names(self, nodes) -> set[str]:
        return {str(Path(n).relative_to(self.dev)) for n in nodes}


SHARED = {"nvidia-caps", "nvidia-modeset", "nvidia-uvm", "nvidia-uvm-tools", "nvidiactl"}


def test_the_driver_lists_cards_in_bus_order_with_their_minors(tmp_path):
    host = _Host(tmp_path)
    cards = host_gpus(str(host.proc))
    assert [(c.index, c.bus_id, c.minor) for c in cards] == [(0, "0000:18:00.0", 1), (1, "0000:3b:00.0", 0)]
    assert cards[1].uuid == CARDS[1][1]
    assert host_gpus(str(tmp_path / "no-driver")) == []


def test_one_card_binds_its_own_node_and_hides_the_other(tmp_path):
    host = _Host(tmp_path)
    grant = host.grant("1")  # nvidia-smi's index 1: the card at 0000:3b, minor 0
    assert host.names(grant.nodes) == SHARED | {"nvidia0", "dri/card0", "dri/renderD128"}
    assert grant.masked == [f"{host.proc}/0000:18:00.0"]
    assert grant.visible == "0"  # inside, CUDA numbers the one card it sees 0
    assert "1 (only its device nodes bound, 1: /dev/nvidia0" in grant.how

    by_uuid = host.grant(CARDS[0][1].upper())
    assert host.names(by_uuid.nodes) == SHARED | {"nvidia1", "dri/card1", "dri/renderD129"}
    assert by_uuid.masked == [f"{host.proc}/0000:3b:00.0"]

    both = host.grant("0,1,0")
    assert host.names(both.nodes) == SHARED | {"nvidia0", "nvidia1", "dri/card0", "dri/card1", "dri/renderD128",
                                               "dri/renderD129"}
    assert both.masked == [] and both.visible == "0,1"


def test_none_all_and_mig(tmp_path):
    host = _Host(tmp_path)
    every = set(gpu_device_nodes(str(host.dev)))
    assert every and not any(n.endswith(("null", "sda")) for n in every)
    none = host.grant("none")
    assert none.nodes == [] and none.masked == [] and none.visible == ""
    for spelled in (None, "all"):
        grant = host.grant(spelled)
        assert set(grant.nodes) == every and grant.masked == [] and grant.visible is None
    mig = host.grant("MIG-0c5e4b9d-1111-2222-3333-444444444444")
    assert set(mig.nodes) == every and mig.visible == "MIG-0c5e4b9d-1111-2222-3333-444444444444"


def test_a_card_this_machine_lacks_is_refused_with_what_it_has(tmp_path):
    host = _Host(tmp_path)
    with pytest.raises(UsageError, match=r"no GPU '2' on this machine \(it has: 0 \(GPU-aaaa.*1 \(GPU-bbbb"):
        host.grant("0,2")
    bare = _Host(tmp_path / "bare", cards=[])
    with pytest.raises(UsageError, match="shows no NVIDIA GPU.*leave --gpus out"):
        bare.grant("0")


def test_the_command_line_binds_the_grant_at_its_own_paths_after_proc(tmp_path):
    host = _Host(tmp_path)
    grant = host.grant("0")
    paths = SandboxPaths(workspace=tmp_path / "ws", scratch=tmp_path / "scratch")
    argv = BwrapSandbox(paths, "none", gpus=grant, binary="bwrap").argv(["true"], {})
    binds = [argv[i + 1] for i, a in enumerate(argv) if a == "--dev-bind"]
    assert binds == grant.nodes and all(argv[i + 2] == argv[i + 1] for i, a in enumerate(argv) if a == "--dev-bind")
    masked = [argv.index(m) for m in grant.masked]
    assert masked and all(argv[i - 1] == "--tmpfs" and i > argv.index("--proc") for i in masked)
    bare = BwrapSandbox(paths, "none", binary="bwrap").argv(["true"], {})
    assert "--dev-bind" not in bare  # no grant: no GPU node


@pytest.mark.skipif(not (bwrap_binary() and bwrap_works(bwrap_binary())[0]), reason="needs bubblewrap")
def test_the_agent_sandbox_applies_the_grant_and_reports_it(tmp_path, monkeypatch):
    host = _Host(tmp_path)
    monkeypatch.setattr(bwrap_backend, "grant_gpus", host.grant)
    paths = SandboxPaths(workspace=tmp_path / "ws", scratch=tmp_path / "scratch")
    paths.workspace.mkdir()
    box = make_sandbox("bwrap", "none", AgentLimits(gpus="1"), paths, name=f"gpu{tmp_path.name[-8:]}")
    box.start()
    try:
        argv, _ = box.command(["true"], {"PATH": "/usr/bin"})
    finally:
        report = box.finish()
    setenv = {argv[i + 1]: argv[i + 2] for i, a in enumerate(argv) if a == "--setenv"}
    assert setenv["CUDA_VISIBLE_DEVICES"] == "0" and setenv["CUDA_DEVICE_ORDER"] == "PCI_BUS_ID"
    assert f"{host.dev}/nvidia0" in argv and f"{host.dev}/nvidia1" not in argv
    assert report.enforced["gpus"].startswith("1 (only its device nodes bound")


def test_docker_numbers_the_requested_cards_from_zero(tmp_path):
    paths = SandboxPaths(workspace=tmp_path / "ws", scratch=tmp_path / "scratch")
    spec = DockerSandbox(paths, "none", AgentLimits(gpus="2,3")).container_spec(["true"], {"CUDA_VISIBLE_DEVICES": "2,3"})
    assert spec["device_requests"][0]["DeviceIDs"] == ["2", "3"]
    assert spec["environment"]["CUDA_VISIBLE_DEVICES"] == "0,1"
    assert [cuda_inside(g) for g in (None, "all", "none", "5", "1,1,4")] == [None, None, "", "0", "0,1"]


def test_every_backend_leaves_cuda_alone_for_all_and_hides_it_for_none(tmp_path):
    paths = SandboxPaths(workspace=tmp_path / "ws", scratch=tmp_path / "scratch")
    for gpus, visible in (("all", None), (None, None), ("none", ""), ("3", "3")):
        box = make_sandbox("none", "open", AgentLimits(gpus=gpus), paths, name="plain")
        _, env = box.command(["true"], {})
        assert env.get("CUDA_VISIBLE_DEVICES") == visible, gpus  # "all" would read as no device to CUDA
