"""Files several processes share, written under an exclusive lock or atomically; and files someone
else controls (the agent's), read without trusting them."""

from __future__ import annotations

import contextlib
import gzip
import os
import stat
from collections.abc import Iterator
from pathlib import Path

_UNTRUSTED_FLAGS = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
                    | getattr(os, "O_CLOEXEC", 0))


class RefusedFileError(OSError):
    """A file of someone else's that was not read: not a regular file, or larger than allowed."""


@contextlib.contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Held while this process builds what `path` names (a cache entry, a converted model), so that two
    runs starting at once build it once; the kernel drops it if the holder dies."""
    import fcntl

    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_suffix(".lock"), "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` so that a crash leaves the old file or the new one, never half of one."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def read_untrusted(path: Path | str, limit: int, *, head: bool = False, gunzip: bool = False) -> bytes:
    """At most `limit` bytes of a regular file that someone else controls, read by a reader with more
    privileges than they have (the harness reading what the agent left).

    A link is never followed (O_NOFOLLOW), and a FIFO never blocks the open (O_NONBLOCK: it opens
    without a writer); what was opened is checked (fstat), since the file may have been swapped
    since anyone looked at it. Raises OSError: the open's own (ELOOP for a link), RefusedFileError
    for anything but a regular file, and for a file of more than `limit` bytes unless `head` (then
    its first `limit` bytes are returned). `gunzip`: the bytes once decompressed, where a damaged
    archive also raises EOFError or zlib.error.
    """
    fd = os.open(path, _UNTRUSTED_FLAGS)
    with open(fd, "rb", closefd=True) as fh:
        info = os.fstat(fh.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise RefusedFileError(f"{path}: not a regular file")
        if not head and info.st_size > limit:
            raise RefusedFileError(f"{path}: over {limit} bytes")
        want = limit if head else limit + 1  # one byte more shows a file that grew while read
        if gunzip:
            with gzip.GzipFile(fileobj=fh) as unzipped:
                data = unzipped.read(want)
        else:
            data = fh.read(want)
    if len(data) > limit:
        raise RefusedFileError(f"{path}: over {limit} bytes")
    return data
