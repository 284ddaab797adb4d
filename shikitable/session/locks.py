"""Locks between programs (and windows) sharing the data folder, held by the operating system
on a lock file, so a program that dies (even by kill -9) releases its locks with it.

`FileLock` is an exclusive lock on one file: `flock` on POSIX (per open file, so two windows of
one program exclude each other as two programs do), `msvcrt.locking` on Windows."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path


class FileLock:
    """An exclusive lock on `path` (created if missing). `acquire(wait=False)` says whether it
    was taken; `release` lets it go and, with `remove`, deletes the lock file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, wait: bool) -> bool:
        """Take the lock; with `wait`, block until the holder lets it go. Raises OSError if the
        lock file cannot be made (a read-only folder)."""
        if self._fd is not None:
            return True
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _lock(fd, wait):
                os.close(fd)
                return False
            # a holder that removed the file on release leaves us locking a name nobody else
            # will open: lock the file now at the path instead
            if _same_file(fd, self.path):
                self._fd = fd
                return True
            os.close(fd)

    def __del__(self) -> None:  # a holder dropped without release: the lock goes with it
        self.release()

    def release(self, remove: bool = False) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if remove:  # removed while still locked, so nobody can take the old file in between
            with contextlib.suppress(OSError):
                self.path.unlink()
        _unlock(fd)
        os.close(fd)


@contextlib.contextmanager
def held(path: Path) -> Iterator[bool]:
    """Hold the lock on `path` for a block, waiting for it; yields False (and goes on unlocked)
    where no lock file can be made, as in a read-only folder, where nothing is written anyway."""
    lock = FileLock(path)
    try:
        taken = lock.acquire(wait=True)
    except OSError:
        taken = False
    try:
        yield taken
    finally:
        lock.release()


def _same_file(fd: int, path: Path) -> bool:
    try:
        here, there = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (there.st_dev, there.st_ino)


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int, wait: bool) -> bool:
        mode = msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK
        while True:  # LK_LOCK gives up after ten seconds: waiting means asking again
            try:
                msvcrt.locking(fd, mode, 1)
                return True
            except OSError:
                if not wait:
                    return False

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int, wait: bool) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
