"""The server's own small file beside the match store: which stored matches are network
tables, their seats (kinds, names, tokens) and settings, so that a restarted server takes
its unfinished tables up again and their players get their seats back with their tokens.

The moves themselves are in the match store (autosaved by MatchHost as always); this file
only changes when a table is created, a seat taken or handed to a bot, or a match ends."""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path
from typing import Any

from shikitable.net.protocol import dumps
from shikitable.session.files import atomic_write_text, data_dir, set_aside

log = logging.getLogger(__name__)

FILE_NAME = "net_tables.json"


def default_keeper_path() -> Path:
    return data_dir() / FILE_NAME


class TableKeeper:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_keeper_path()
        self.problem: str | None = None
        self._lock = threading.Lock()  # the server's thread and its loop may both write
        self._written = 0  # the generation of the list on disk

    def load(self) -> dict[str, dict[str, Any]]:
        """Table id -> what `Table.to_json` wrote; an unreadable file is set aside, not lost."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except OSError as error:
            self.problem = f"cannot read {self.path}: {error.strerror or error}"
            log.error("%s", self.problem)
            return {}
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
                raise ValueError("not a table list")
        except ValueError as error:
            aside = set_aside(self.path, "unusable")
            self.problem = f"the network table list could not be read ({error}); kept as {aside.name}"
            log.error("%s", self.problem)
            return {}
        return data

    def save(self, tables: dict[str, dict[str, Any]]) -> None:
        self.write(self.text(tables))

    @staticmethod
    def text(tables: dict[str, dict[str, Any]]) -> str:
        """The file's text: one table a line (compact JSON is written by the C encoder; with
        indentation json.dumps falls back to Python, milliseconds for a full server)."""
        lines = [f"{json.dumps(table_id)}:{dumps(table)}" for table_id, table in tables.items()]
        return "{\n" + ",\n".join(lines) + "\n}\n"

    def write(self, text: str, generation: int | None = None) -> None:
        """Write the file all or nothing (and durably: it waits for the disk). The server writes
        from a thread and, when a seat's token is handed out, at once: each list carries its
        `generation`, and an older list never replaces a newer one already on disk."""
        with self._lock:
            if generation is not None:
                if generation <= self._written:
                    return
            try:
                atomic_write_text(self.path, text)
            except OSError as error:
                self.problem = f"cannot write {self.path}: {error.strerror or error}"
                log.error("%s", self.problem)
                return
            if generation is not None:
                self._written = generation
