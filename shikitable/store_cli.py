"""`shikitable history [--json]`, `shikitable export ID OUT.json`, `shikitable resume ID`:
the match store from the command line (SHIKITABLE_DATA_DIR chooses the folder, as in the table)."""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Callable

from shikitable.cli_output import print_json
from shikitable.session.saves import BadSave, SaveData, write_save
from shikitable.session.store import MatchRecord, MatchStore, StoreError, UnknownMatch, local_time


def run_store_command(options: argparse.Namespace) -> int:
    try:
        store = MatchStore()
    except (OSError, sqlite3.Error) as error:
        print(f"shikitable: cannot open the match history: {error}", file=sys.stderr)
        return 1
    if store.problem:
        print(f"shikitable: {store.problem}", file=sys.stderr)
    try:
        if options.command == "history":
            return history(store, options.json)
        if options.command == "export":
            return export(store, options.id, options.out, getattr(options, "mjai", None))
        return resume(store, options.id)
    except UnknownMatch as error:  # a bad argument
        print(f"shikitable {options.command}: {error}", file=sys.stderr)
        return 2
    except StoreError as error:  # a damaged row or a match that cannot be rebuilt
        print(f"shikitable {options.command}: {error}", file=sys.stderr)
        return 1
    except sqlite3.Error as error:
        print(f"shikitable {options.command}: the match history cannot be read ({error})", file=sys.stderr)
        return 1
    finally:
        store.close()


def history(store: MatchStore, as_json: bool) -> int:
    records = store.matches()
    for warning in store.skipped:
        print(f"shikitable history: skipped {warning}", file=sys.stderr)
    if as_json:
        print_json([r.to_json() for r in records])
        return 0
    if not records:
        print("no matches yet")
        return 0
    print("id\tgame\tstarted\tfinished\tactions\tresult")
    for record in records:
        print(
            "\t".join(
                (
                    str(record.id),
                    record.game,
                    local_time(record.started),
                    local_time(record.finished) if record.finished is not None else "unfinished",
                    str(record.actions),
                    _result(record),
                )
            )
        )
    return 0


def _result(record: MatchRecord) -> str:
    if record.points is None:
        return "-"
    return ", ".join(f"{name} {score:+d}" for name, score in record.named_points("seat "))


def write_mjai_log(load: Callable[[], SaveData], out: str, command: str, source: str) -> int | None:
    """Write the riichi match `load` reads as an MJAI log at `out`: how many events, or None
    after one line on stderr saying why not (`command` speaks, `source` names the match)."""
    from shikitable.games.mahjong.riichi.mjai import save_to_mjai, write_mjai

    try:
        objects = save_to_mjai(load())
    except (BadSave, ValueError) as error:
        print(f"{command}: cannot export {source}: {error}", file=sys.stderr)
        return None
    try:
        write_mjai(out, objects)
    except OSError as error:
        print(f"{command}: cannot write {out}: {error.strerror or error}", file=sys.stderr)
        return None
    return len(objects)


def export(store: MatchStore, match_id: int, out: str | None, mjai: str | None = None) -> int:
    save = store.load(match_id)
    if mjai:
        if write_mjai_log(lambda: save, mjai, "shikitable export", f"match {match_id}") is None:
            return 1
        print(f"wrote match {match_id} as MJAI to {mjai}")
    if not out:
        return 0
    try:
        write_save(out, save)
    except OSError as error:
        print(f"shikitable export: cannot write {out}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"wrote match {match_id} ({len(save.actions)} actions) to {out}")
    return 0


def resume(store: MatchStore, match_id: int) -> int:
    # rebuilt here first, so an unknown id or a log the rules refuse is told before any window opens
    from shikitable.session.host import MatchHost
    from shikitable.session.saves import BadSave

    try:
        MatchHost.from_save(store.load(match_id))
    except BadSave as error:
        raise StoreError(f"match {match_id} cannot be rebuilt: {error}") from None
    store.close()
    from shikitable.ui.windows.app import run_app

    return run_app([sys.argv[0] if sys.argv else "shikitable"], resume_id=match_id)
