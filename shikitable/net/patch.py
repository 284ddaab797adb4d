"""Protocol 2's differences: what changed in a seat's view between two versions, as a JSON
Patch (RFC 6902) that any language's JSON Patch library applies, made and applied here by a
few lines of our own.

Why our own and not the `jsonpatch` package: the server makes one patch per seat per move, on
its hot path, and only ever needs three operations (`add`, `remove`, `replace`) on plain JSON
values; a general differ (jsonpatch.make_patch also looks for moves and copies) costs more CPU
than the whole move it describes. The wire format stays the standard one, so a third-party
client needs nothing of ours. The applier copies only the containers a patch touches: a
view handed out before (to the table, to a bot) never changes under its holder."""

from __future__ import annotations

from typing import Any

Patch = list[dict[str, Any]]

# a changed stretch of a list longer than this (removed plus added items) is replaced whole
MAX_LIST_EDITS = 6


def make_patch(old: Any, new: Any) -> Patch:
    """Operations that turn `old` into `new` (both plain JSON values)."""
    ops: Patch = []
    _diff(old, new, "", ops)
    return ops


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON, for plain values: True and 1 differ (Python's == says they are equal).
    Lists and objects are compared with ==, which does not see a value inside them change its
    JSON type only (false to 0): the engines keep each field's type, and the protocol 2 match
    test compares every patched view with the server's own, type for type."""
    return a is b or (type(a) is type(b) and a == b)


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _diff(old: Any, new: Any, path: str, ops: Patch) -> None:
    if type(old) is dict and type(new) is dict:
        for key, value in new.items():
            where = f"{path}/{_escape(key)}"
            if key not in old:
                ops.append({"op": "add", "path": where, "value": value})
            elif not _same(old[key], value):
                _diff(old[key], value, where, ops)
        for key in old:
            if key not in new:
                ops.append({"op": "remove", "path": f"{path}/{_escape(key)}"})
    elif type(old) is list and type(new) is list:
        _diff_list(old, new, path, ops)
    elif not _same(old, new):
        ops.append({"op": "replace", "path": path, "value": new})


def _diff_list(old: list[Any], new: list[Any], path: str, ops: Patch) -> None:
    """Common start and end kept; the stretch between them edited in place when it is the same
    length, else removed and added item by item when short, else the list replaced whole."""
    shorter = min(len(old), len(new))
    start = 0
    while start < shorter and _same(old[start], new[start]):
        start += 1
    end = 0
    while end < shorter - start and _same(old[-1 - end], new[-1 - end]):
        end += 1
    old_middle, new_middle = old[start:len(old) - end], new[start:len(new) - end]
    if len(old_middle) == len(new_middle):
        changed = [i for i in range(len(old_middle)) if not _same(old_middle[i], new_middle[i])]
        if len(changed) <= MAX_LIST_EDITS or len(changed) * 2 <= len(new):
            for i in changed:
                _diff(old_middle[i], new_middle[i], f"{path}/{start + i}", ops)
            return
    elif len(old_middle) + len(new_middle) <= MAX_LIST_EDITS or not old_middle:
        for _ in old_middle:
            ops.append({"op": "remove", "path": f"{path}/{start}"})
        appending = start + len(new_middle) == len(new)
        for i, value in enumerate(new_middle):
            ops.append({"op": "add", "path": f"{path}/-" if appending else f"{path}/{start + i}", "value": value})
        return
    ops.append({"op": "replace", "path": path, "value": new})


class PatchError(ValueError):
    """A patch that does not fit the document (the client asks for the whole view again)."""


def apply_patch(document: Any, ops: Patch) -> Any:
    """`document` with `ops` applied; `document` itself is left as it was (only the containers
    on the patched paths are copied). PatchError if an operation does not fit."""
    holder: list[Any] = [document]
    copied: set[int] = set()  # containers copied for this patch: ours to change
    for op in ops:
        if type(op) is not dict:
            raise PatchError("a patch is a list of operations")
        kind, keys = op.get("op"), _pointer(op.get("path"))
        if not keys:
            if kind != "replace" or "value" not in op:
                raise PatchError("only replace applies to the whole view")
            holder[0] = op["value"]
            continue
        container = _writable(holder, 0, copied)
        for key in keys[:-1]:
            container = _writable(container, _step(container, key, len(container) - 1), copied)
        last = keys[-1]
        if kind == "remove":
            del container[_step(container, last, len(container) - 1)]
        elif kind not in ("add", "replace") or "value" not in op:
            raise PatchError(f"unknown patch operation {kind!r}")
        elif kind == "add" and type(container) is list:
            container.insert(len(container) if last == "-" else _step(container, last, len(container)), op["value"])
        elif kind == "add":
            container[last] = op["value"]
        else:
            container[_step(container, last, len(container) - 1)] = op["value"]
    return holder[0]


def _pointer(path: Any) -> list[str]:
    if not isinstance(path, str) or (path and not path.startswith("/")):
        raise PatchError(f"a patch path is a JSON pointer, not {path!r}")
    return [key.replace("~1", "/").replace("~0", "~") for key in path.split("/")[1:]] if path else []


def _step(container: Any, key: str, highest: int) -> Any:
    """The key or list index `key` names in `container` (it must exist, or be one past a list's end
    where `highest` allows)."""
    if type(container) is dict:
        if key not in container:
            raise PatchError(f"no {key!r} in the view")
        return key
    if not key.isdigit() or (len(key) > 1 and key[0] == "0") or int(key) > highest:
        raise PatchError(f"no item {key!r} in a list of {len(container)}")
    return int(key)


def _writable(parent: Any, step: Any, copied: set[int]) -> Any:
    """parent[step], copied first unless this patch copied it already."""
    child = parent[step]
    if id(child) not in copied:
        if type(child) is dict:
            child = dict(child)
        elif type(child) is list:
            child = list(child)
        else:
            raise PatchError("a patch path goes through a value that is not an object or a list")
        parent[step] = child
        copied.add(id(child))
    return child
