"""Which GPUs one agent session gets, and the host's device nodes that make them (and only them) usable.

A sandbox that binds every `/dev/nvidia*` and relies on CUDA_VISIBLE_DEVICES leaves the other cards
one `unset` away, so the bubblewrap backend binds the chosen cards' nodes only (with the driver's
shared control nodes) and blanks the others' `/proc/driver/nvidia/gpus/<bus>` entries, as the NVIDIA
container runtime does for Docker. Inside, CUDA then numbers the granted cards 0…k-1.

`--gpus` names cards as `nvidia-smi` does: indices (PCI bus order) or UUIDs (`GPU-…`). The driver
says which index, UUID and device minor each card has in `/proc/driver/nvidia/gpus/*/information`.
"""

from __future__ import annotations

import glob
import os
import re
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from infra._errors import UsageError

__all__ = ["GpuGrant", "HostGpu", "cuda_inside", "grant_gpus", "gpu_device_nodes", "host_gpus"]

PROC_GPUS = "/proc/driver/nvidia/gpus"
SYS_PCI = "/sys/bus/pci/devices"
_CARD = re.compile(r"nvidia(\d+)$")


class HostGpu(BaseModel):
    """One NVIDIA card as the driver lists it."""

    model_config = ConfigDict(frozen=True)

    index: int = Field(description="nvidia-smi's index: the card's place in PCI bus order.")
    bus_id: str = Field(description="PCI address, e.g. 0000:18:00.0 (its folder under /proc/driver/nvidia/gpus).")
    uuid: str | None = Field(None, description="GPU-…, when the driver reports it.")
    minor: int = Field(description="Its device node is /dev/nvidia<minor>.")


class GpuGrant(BaseModel):
    """What a sandbox does to give a session its GPUs."""

    model_config = ConfigDict(frozen=True)

    nodes: list[str] = Field(default_factory=list, description="Host device nodes bound at their own paths.")
    masked: list[str] = Field(default_factory=list, description="/proc entries of the cards it does not get.")
    visible: str | None = Field(None, description="CUDA_VISIBLE_DEVICES inside (None: left as the agent's env has it).")
    how: str = Field("", description="How the choice is held, for the sandbox report.")


def gpu_device_nodes(dev: str = "/dev") -> list[str]:
    """Every GPU device node: NVIDIA's (cards, control, UVM, caps) and DRI's."""
    return sorted(glob.glob(f"{dev}/nvidia*")) + sorted(glob.glob(f"{dev}/dri/*"))


def host_gpus(proc: str = PROC_GPUS) -> list[HostGpu]:
    """The cards the NVIDIA driver shows, in nvidia-smi's order (none without the driver)."""
    out = []
    for i, folder in enumerate(sorted(glob.glob(f"{proc}/*"))):
        fields = {}
        try:
            for line in Path(folder, "information").read_text().splitlines():
                key, _, value = line.partition(":")
                fields[key.strip()] = value.strip()
        except OSError:
            continue
        if fields.get("Device Minor", "").isdigit():
            out.append(HostGpu(index=i, bus_id=os.path.basename(folder), uuid=fields.get("GPU UUID") or None,
                               minor=int(fields["Device Minor"])))
    return out


def cuda_inside(gpus: str | None) -> str | None:
    """CUDA_VISIBLE_DEVICES inside a sandbox that holds only the `gpus` cards (bwrap, Docker's device request).

    There CUDA numbers the granted cards 0…k-1, so the host's ids would name cards it cannot see.
    """
    if gpus is None or gpus.strip() in ("", "all"):
        return None
    if gpus == "none":
        return ""
    wanted = list(dict.fromkeys(g.strip() for g in gpus.split(",") if g.strip()))
    if any(g.startswith("MIG-") for g in wanted):
        return gpus
    return ",".join(str(i) for i in range(len(wanted)))


def _pick(wanted: list[str], cards: list[HostGpu]) -> list[HostGpu]:
    chosen = []
    for name in wanted:
        match = [c for c in cards if name == str(c.index) or (c.uuid and name.lower() == c.uuid.lower())]
        if not match:
            have = ", ".join(f"{c.index} ({c.uuid or c.bus_id})" for c in cards) or "none"
            raise UsageError(f"--gpus {','.join(wanted)}: no GPU {name!r} on this machine (it has: {have}); "
                             "name cards by nvidia-smi index or UUID, or leave --gpus out")
        if match[0] not in chosen:
            chosen.append(match[0])
    return chosen


def grant_gpus(gpus: str | None, dev: str = "/dev", proc: str = PROC_GPUS, sys_pci: str = SYS_PCI) -> GpuGrant:
    """The device nodes, masks and CUDA_VISIBLE_DEVICES that give a session `gpus` (an AgentLimits value).

    Raises `UsageError` when `gpus` names a card this machine does not have.
    """
    nodes = gpu_device_nodes(dev)
    if gpus == "none":
        return GpuGrant(visible="", how="none (no GPU device node bound)")
    if gpus is None or gpus.strip() in ("", "all"):
        return GpuGrant(nodes=nodes, how=f"every GPU ({len(host_gpus(proc))} cards' nodes bound)")
    wanted = [g.strip() for g in gpus.split(",") if g.strip()]
    if any(g.startswith("MIG-") for g in wanted):
        # A MIG instance is not a device node of its own: every card stays bound and CUDA picks.
        return GpuGrant(nodes=nodes, visible=gpus, how=f"{gpus} (MIG: every card's nodes bound; "
                                                         "CUDA_VISIBLE_DEVICES selects)")
    cards = host_gpus(proc)
    if not cards:
        raise UsageError(f"--gpus {gpus}: this machine shows no NVIDIA GPU (nothing in {proc}); leave --gpus "
                         "out to train on the CPU, or check the driver with `nvidia-smi`")
    chosen = _pick(wanted, cards)
    minors = {c.minor for c in chosen}
    shared = [n for n in nodes if n.startswith(f"{dev}/nvidia") and not (
        (m := _CARD.search(os.path.basename(n))) and os.path.dirname(n) == dev and int(m.group(1)) not in minors)]
    own_dri = sorted(f"{dev}/dri/{name}" for c in chosen for name in _dri_names(sys_pci, c.bus_id)
                     if os.path.exists(f"{dev}/dri/{name}"))
    masked = [f"{proc}/{c.bus_id}" for c in cards if c not in chosen]
    listed = ", ".join(f"{c.index}: /dev/nvidia{c.minor}" for c in chosen)
    return GpuGrant(nodes=shared + own_dri, masked=masked, visible=cuda_inside(gpus),
                    how=f"{gpus} (only its device nodes bound, {listed}; the other {len(masked)} hidden)")


def _dri_names(sys_pci: str, bus_id: str) -> list[str]:
    """card*/renderD* of one card (its DRM nodes, when the nvidia-drm module made them)."""
    folder = Path(sys_pci, bus_id.lower(), "drm")
    try:
        return sorted(p.name for p in folder.iterdir() if p.name.startswith(("card", "renderD")))
    except OSError:
        return []
