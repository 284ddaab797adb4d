"""Files on disk: where the data folder is, and writing a file so that a crash or a full disk
never leaves a half-written one (a unique temporary name in the same folder, fsync, rename).

Qt-free: the CLI, the engine tools and the table all use it."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

DATA_ENV = "SHIKITABLE_DATA_DIR"


def data_dir() -> Path:
    """The user data folder (platformdirs), or SHIKITABLE_DATA_DIR when it is set."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    import platformdirs  # imported late: only needed when no override is set

    return Path(platformdirs.user_data_dir("shikitable", appauthor=False))


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write `text` (UTF-8) to `path` all or nothing. Raises OSError with the reason; on any
    failure the old file (if any) is untouched and no temporary file is left behind."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(text.encode("utf-8"))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where folders cannot be opened."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def set_aside(path: Path, why: str) -> Path:
    """Rename a file we cannot use to `<name>.<why>-<time>` next to it, so nothing is lost;
    returns the new path (or the old one if even the rename failed)."""
    import time

    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.{why}-{stamp}")
    counter = 1
    while aside.exists():
        counter += 1
        aside = path.with_name(f"{path.name}.{why}-{stamp}-{counter}")
    try:
        path.replace(aside)
    except OSError:
        return path
    return aside


class UnreadableText(ValueError):
    """A file that is too large, not UTF-8 or cannot be read; the message says which."""


def read_bounded_text(path: str | Path, max_bytes: int, too_large: str) -> str:
    """The UTF-8 text of a file a user handed us. Refused before reading when larger than
    `max_bytes` (`too_large` is the sentence then) so a wrong file cannot fill the memory."""
    file = Path(path)
    try:
        if file.stat().st_size > max_bytes:
            raise UnreadableText(too_large)
        return file.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise UnreadableText(f"{path} is not UTF-8 text") from None
    except OSError as error:
        raise UnreadableText(f"cannot read {path}: {error.strerror or error}") from None
