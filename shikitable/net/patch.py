"""Protocol 2's differences: what changed in a seat's view between two versions, as a short
list of operations (docs/protocol.md, "Patches"), made by the server and applied by clients.

The format is our own, not JSON Patch (RFC 6902): a riichi move changes a dozen small values
(a wall count, a hand size, who acts), and RFC 6902's `{"op":"replace","path":"/observation/
wall_remaining","value":57}` spends three times the value's size on naming it: measured over
whole riichi matches its patches came to about 1,180 bytes a seat a move against the goal of
1,000. Here an operation is a JSON array, `["s", ["observation", "wall_remaining"], 57]`, with
the path as an array of keys and list indices, so nothing needs escaping:

    ["s", path, value]   set: an object's key (added or replaced), a list's item (replaced),
                         or, at an index equal to the list's length, appended
    ["i", path, value]   insert into a list before that index (later items move up)
    ["r", path]          remove an object's key or a list's item (later items move down)

A path of [] means the whole view (only with "s"). Operations apply in order. The differ is
ours too (the `jsonpatch` package's make_patch also looks for moves and copies, more CPU
than the move it describes on the server's hot path); the applier copies only the containers
a patch touches, so a view handed out before (to the table, to a bot) never changes under
its holder."""

from __future__ import annotations

from typing import Any

Patch = list[list[Any]]
SET, INSERT, REMOVE = "s", "i", "r"

# a changed stretch of a list longer than this (removed plus added items) is replaced whole
MAX_LIST_EDITS = 6
# a changed list of at most this many plain values is set whole: its items one by one would be
# about as long, and finding them costs more than the change (seat numbers, a few counts)
SHORT_LIST = 4
# Sizes in bytes, roughly, to choose between a list's changed items one by one and the whole
# list: an operation's own cost (brackets, its letter, the path) and a short value's
OP_BYTES = 30
VALUE_BYTES = 3


def make_patch(old: Any, new: Any) -> Patch:
    """Operations that turn `old` into `new` (both plain JSON values)."""
    ops: Patch = []
    _diff(old, new, [], ops)
    return ops


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON, for plain values: True and 1 differ (Python's == says they are equal).
    Lists and objects are compared with ==, which does not see a value inside them change its
    JSON type only (false to 0): the engines keep each field's type, and the protocol 2 match
    test compares every patched view with the server's own, type for type."""
    return a is b or (type(a) is type(b) and a == b)


def _diff(old: Any, new: Any, path: list[Any], ops: Patch) -> None:
    if type(old) is dict and type(new) is dict:
        for key, value in new.items():
            if key in old:
                before = old[key]  # the equality test inlined: it runs for every key of every view
                if before is value or (type(before) is type(value) and before == value):
                    continue
                _diff(before, value, [*path, key], ops)
            else:
                ops.append([SET, [*path, key], value])
        if len(old) > len(new) or not old.keys() <= new.keys():
            for key in old.keys() - new.keys():
                ops.append([REMOVE, [*path, key]])
    elif type(old) is list and type(new) is list:
        _diff_list(old, new, path, ops)
    elif not _same(old, new):
        ops.append([SET, path, new])


def _plain(value: Any) -> bool:
    return type(value) not in (dict, list)


def _diff_list(old: list[Any], new: list[Any], path: list[Any], ops: Patch) -> None:
    """Operations that turn list `old` into list `new` (see the comments on each case)."""
    if len(new) > len(old) and new[:len(old)] == old:  # the usual change: items added at the end
        for index in range(len(old), len(new)):
            ops.append([SET, [*path, index], new[index]])
        return
    if not new:  # emptied (the legal moves once played): one operation, not one per item
        ops.append([SET, path, new])
        return
    if len(new) <= SHORT_LIST and len(old) <= SHORT_LIST and all(_plain(item) for item in new):
        ops.append([SET, path, new])  # who acts, a few counts: as short whole as item by item
        return
    if len(old) == len(new):  # items changed in place: edited one by one, or the list set whole
        changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True))
                   if not (a is b or (type(a) is type(b) and a == b))]
        one_by_one = (OP_BYTES + VALUE_BYTES) * len(changed)
        whole = OP_BYTES + VALUE_BYTES * len(new)
        if all(_plain(new[i]) for i in changed) and whole < one_by_one:
            pass  # a short list of numbers with several changed: the whole list is shorter
        elif len(changed) <= MAX_LIST_EDITS or len(changed) * 2 <= len(new):
            for i in changed:
                _diff(old[i], new[i], [*path, i], ops)
            return
        ops.append([SET, path, new])
        return
    # a different length: the common start and end kept, the stretch between them removed and
    # added item by item when short, else the list replaced whole
    shorter = min(len(old), len(new))
    start = 0
    while start < shorter and _same(old[start], new[start]):
        start += 1
    end = 0
    while end < shorter - start and _same(old[-1 - end], new[-1 - end]):
        end += 1
    old_middle, new_middle = old[start:len(old) - end], new[start:len(new) - end]
    if len(old_middle) + len(new_middle) <= MAX_LIST_EDITS or not old_middle:
        for _ in old_middle:
            ops.append([REMOVE, [*path, start]])
        appending = start + len(new_middle) == len(new)
        for i, value in enumerate(new_middle):
            ops.append([SET if appending else INSERT, [*path, start + i], value])
        return
    ops.append([SET, path, new])


class PatchError(ValueError):
    """A patch that does not fit the document (the client asks for the whole view again)."""


def apply_patch(document: Any, ops: Patch) -> Any:
    """`document` with `ops` applied; `document` itself is left as it was (only the containers
    on the patched paths are copied). PatchError if an operation does not fit."""
    holder: list[Any] = [document]
    copied: set[int] = set()  # containers copied for this patch: ours to change
    if type(ops) is not list:
        raise PatchError("a patch is a list of operations")
    for op in ops:
        if type(op) is not list or len(op) not in (2, 3) or type(op[1]) is not list:
            raise PatchError(f"not a patch operation: {op!r}")
        kind, path = op[0], op[1]
        if (kind == REMOVE) != (len(op) == 2) or kind not in (SET, INSERT, REMOVE):
            raise PatchError(f"not a patch operation: {op!r}")
        if not path:
            if kind != SET:
                raise PatchError("only a set applies to the whole view")
            holder[0] = op[2]
            continue
        container = _writable(holder, 0, copied)
        for key in path[:-1]:
            container = _writable(container, _step(container, key, len(container) - 1), copied)
        last = path[-1]
        if kind == REMOVE:
            del container[_step(container, last, len(container) - 1)]
        elif kind == INSERT:
            if type(container) is not list:
                raise PatchError("insert is for lists")
            container.insert(_step(container, last, len(container)), op[2])
        elif type(container) is list and last == len(container) and type(last) is int:
            container.append(op[2])
        elif type(container) is dict:
            if type(last) is not str:
                raise PatchError(f"an object's key is text, not {last!r}")
            container[last] = op[2]
        else:
            container[_step(container, last, len(container) - 1)] = op[2]
    return holder[0]


def _step(container: Any, key: Any, highest: int) -> Any:
    """The key or list index `key` names in `container` (it must be there; a list index may be
    up to `highest`)."""
    if type(container) is dict:
        if type(key) is not str or key not in container:
            raise PatchError(f"no {key!r} in the view")
        return key
    if type(container) is not list or type(key) is not int or not 0 <= key <= highest:
        raise PatchError(f"no item {key!r} in a list of {len(container)}")
    return key


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
