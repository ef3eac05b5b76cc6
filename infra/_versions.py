"""Installed versions of distributions, for provenance and for checking that Ray nodes match."""

from __future__ import annotations

from importlib import metadata


def installed_version(distribution: str) -> str | None:
    """The installed version of `distribution`; None when it is not installed."""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None
